"""A conversational agent's live sessions sized by the model calls they make, not as that many generations at once
(tools.agent_sessions, tools.traffic, tools.chat_kv.agent_sessions, tools.session_kv).

Hand reasoning (an outside ML-infrastructure engineer's key for "OTA booking agent on GLM-4.5-Air, 4 tool calls a
turn, context grows to 15k, 500 sessions at the peak, 150-token replies at 30 tokens/s"): a turn is 4 tool calls +
the reply = 5 model calls; a call stays R = 2 s to its first token + 150 ÷ 30 = 7 s; between calls a session waits on
its tool (1 s assumed) or on its user (45 s a turn): Z = (4 × 1 + 45) ÷ 5 = 9.8 s; so 500 × 7 ÷ 16.8 = 208.3 → 209
calls generate at once (the key: ≈ 200), at 500 ÷ 16.8 ≈ 29.8 calls/s (the key: ≈ 36). Each of the 500 live sessions
keeps its history in the prefix cache, at half the 15,000 it grows to: GLM-4.5-Air's KV is 46 layers × 8 KV heads ×
128 × 2 (K, V) × 2 B = 188,416 B a token → 500 × 7,500 × 188,416 B = 706.56 GB (the key: ≈ 350 GiB generating +
≈ 500 GiB for the rest), never 500 × 15,000 nor only the 209 generating.
"""

from catalog import registry
from tests.fixtures import resolved
from tools.agent_sessions import call_think_s, calls_per_s, model_calls_per_turn
from tools.memory import load_kv_bytes
from tools.schema import Workload
from tools.session_kv import resident_sessions, resident_tokens
from tools.traffic import THINK_TIME_S, concurrency_from_online


def test_a_turn_is_its_tool_calls_plus_the_reply():
    assert model_calls_per_turn(4) == 5
    assert model_calls_per_turn(0) == 1


def test_the_wait_between_calls_is_the_tools_and_the_users_turn_over_the_calls():
    assert call_think_s(4, 45) == 9.8  # (4 × 1 + 45) ÷ 5
    assert call_think_s(3, 45) == 12.0  # (3 × 1 + 45) ÷ 4


def test_the_call_rate_is_littles_law_over_the_cycle():
    assert calls_per_s(500, 7, 9.8) == 29.76
    assert calls_per_s(300, 10, 12) == 13.64  # 300 ÷ 22


def test_500_agent_sessions_are_209_generating_not_500():
    w = Workload(model="GLM-4.5-Air", users_online=500, agents=True, agent_tool_calls=4, output_tokens=150,
                 thinking_use="dialogue", target_tokens_per_s_per_user=30, seq_len=15_000)
    msgs = concurrency_from_online(w)
    assert w.concurrency == 209
    args = msgs[0].args
    assert (args["calls"], args["rate"], args["stay_s"], args["think_s"]) == (5, 29.76, 7.0, 9.8)


def test_people_chatting_keep_the_plain_think_time():
    # no tool calls said: a person reading and typing between answers (THINK_TIME_S), no agent figures
    w = Workload(model="GLM-4.5-Air", users_online=500, output_tokens=150, target_tokens_per_s_per_user=30,
                 thinking_use="dialogue")
    msgs = concurrency_from_online(w)
    assert msgs[0].args["think_s"] == THINK_TIME_S and "calls" not in msgs[0].args
    assert w.concurrency == 68  # 500 × 7 ÷ (7 + 45) = 67.3, rounded up: the old rule for people, unchanged


def test_every_live_session_is_held_at_half_its_growth():
    w = resolved(model="GLM-4.5-Air", users_online=500, concurrency=209, agents=True, agent_tool_calls=4,
                 thinking_use="dialogue", output_tokens=150, target_tokens_per_s_per_user=30, seq_len=15_000)
    assert resident_tokens(w) == 7_500
    assert resident_sessions(w, 209) == 500
    assert load_kv_bytes(registry.get("GLM-4.5-Air"), w, 209) == 500 * 7_500 * 188_416


def test_no_tool_calls_no_resident_sessions():
    # a chat with a stated reply length and no agent: every user at the context, no resident-session rule
    w = resolved(model="GLM-4.5-Air", users_online=500, concurrency=209, output_tokens=150, seq_len=15_000,
                 thinking_use="dialogue")
    assert resident_sessions(w, 209) is None
