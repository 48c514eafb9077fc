"""The load of a conversational agent's sessions: "N sessions at once" of an agent that calls tools is N sessions in
progress, not N requests generating.

Why: "an OTA booking agent on GLM-4.5-Air, each user turn makes 4 tool calls, 500 sessions at once at the peak" was
sized as 500 generations at once (7 × 8 × MI300X, ≈ 18 × 8 × A100 on Alibaba), where an expert sizes ≈ 200 generating
and the prefix cache of the 500 live sessions. A session alternates model calls with tool calls (the flight search,
the price, the order) and the user's reading and typing; only the model calls generate.

The rule (the tool-use loop of the OpenAI / Anthropic function-calling APIs: the model is called again with each tool's
result until it answers without a tool call, so a user turn with k tool calls is k + 1 model calls):

- model calls a user turn: tool calls + 1 (the final reply); parallel tool calls in one step would make it fewer;
- between two of a session's model calls (Z, the interactive response-time law's think time): the k tool calls'
  latency and the user's reading and typing once a turn, spread over the turn's calls:
  Z = (k × AGENT_TOOL_S + user think) ÷ (k + 1);
- the calls generating at once are sessions × R ÷ (R + Z) (R: one call's first token + its answer at the per-user
  speed; tools.traffic.generating_of_online), and the request rate sessions ÷ (R + Z) (Little's law);
- each live session's history stays in the prefix cache between its calls (resident: tools.session_kv), each at
  about half the context it grows to (tools.chat_kv.AGENT_CONTEXT_SHARE).

By hand (GLM-4.5-Air, 150-token replies at 30 tokens/s, 2 s to the first token, 4 tool calls a turn, 45 s of the
user's reading and typing a turn): 5 calls a turn; R = 2 + 150 ÷ 30 = 7 s; Z = (4 × 1 + 45) ÷ 5 = 9.8 s; 500 sessions
→ 500 × 7 ÷ 16.8 = 208.3 → 209 generating at once and 500 ÷ 16.8 ≈ 29.8 model calls/s; KV 46 layers × 8 KV heads ×
128 × 2 (K, V) × 2 B = 188,416 B (184 KiB) a token, 500 sessions × 7,680 tokens (half of 15,360) ≈ 723 GB resident.
"""

from __future__ import annotations

# Seconds one tool call takes before its result returns to the model: an HTTP API behind a booking / search / order
# tool answers in about 0.3–2 s; 1 s is assumed (said in the answer) and a stated interval replaces the whole rule.
AGENT_TOOL_S = 1.0


def model_calls_per_turn(tool_calls: int) -> int:
    """Model calls one user turn makes: each tool call's result goes back to the model, then the final reply (the
    function-calling loop): 4 tool calls → 5 calls; 0 → 1."""
    return max(0, tool_calls) + 1


def call_think_s(tool_calls: int, user_think_s: float, tool_s: float = AGENT_TOOL_S) -> float:
    """Seconds between two of a session's model calls, beside the call's own time (Z): the turn's tool latency and
    the user's reading and typing, over the turn's model calls. By hand: 4 tools, 45 s → (4 × 1 + 45) ÷ 5 = 9.8 s."""
    return (max(0, tool_calls) * tool_s + user_think_s) / model_calls_per_turn(tool_calls)


def calls_per_s(sessions: int, stay_s: float, think_s: float) -> float:
    """Model calls a second `sessions` live sessions send (Little's law, one call per R + Z each): 500 ÷ (7 + 9.8) =
    29.76; 0 for no cycle."""
    cycle = stay_s + think_s
    return round(sessions / cycle, 2) if cycle > 0 and sessions > 0 else 0.0
