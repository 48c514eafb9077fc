"""A proposed machine is judged on the open sessions the user stated at the context they stated, not on the
generating users at a typical chat length.

Hand reasoning (an outside ML-infrastructure engineer's key): each open chat keeps its history in the KV cache between
its user's messages (or is re-prefilled when the user returns), so the KV held is sessions × their context.
- Llama-3.1-70B (320 KiB/token BF16): 60 chats × 65,536 tokens ≈ 1,288 GB of KV; 4 × H100 (≈ 4 × 77 GB of vLLM pool
  − 141 GB of weights ≈ 160 GB for KV) holds ≈ 7 such chats: "will 4x H100 do?" is no.
- Qwen2.5-72B (320 KiB/token): 80 chats × 32,768 ≈ 859 GB of KV; 8 × A100 80G (≈ 610 GB pool − 145 GB weights) holds
  ≈ 43 in BF16. With no precision stated the plan leads FP8 weights + an FP8 KV cache (tools.recommend precision lead):
  160 KiB/token → ≈ 429 GB of KV + ≈ 75 GB of weights ≈ 504 GB ÷ 8 ≈ 63 GB a card of the ≈ 76.7 GB pool, so
  "一台 8 卡 A100 80G 够吗" is yes on that plan.
- Qwen2.5-32B (64 layers × 8 × 128 × 2 × 2 = 256 KiB/token): 30 chats × 32,768 ≈ 258 GB; 2 × H100 (≈ 154 GB pool − 66
  GB weights) hold ≈ 10: "兩張 H100 夠嗎" is no.
- Llama-3.1-8B (128 KiB/token): 20 chats × 16,384 ≈ 43 GB + 16 GB weights on one H100's ≈ 77 GB pool: yes.
"""

import pytest

from advisor.core.extract_rules import extract
from advisor.core.service import advise
from tools.followup import merge_workload
from tools.schema import Workload

pytestmark = pytest.mark.slow


def answer(text: str):
    w = merge_workload(Workload(), extract(text).patch)
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


def test_english_proposed_box_short_of_the_open_sessions_is_no_plain_yes():
    r = answer("Llama-3.1-70B for a character chat site, 60 people chatting at once, each chat can grow to 64k tokens. "
               "Will 4x H100 do?")
    # "Will 4x H100 do?" is a card asked about, not a filter (checked_gpu, tools.checked.card_verdict): the no is the
    # verdict that leads the answer. 60 × 65,536 × 320 KiB ≈ 1,288 GB of KV + 141 GB of weights ≈ 1,429 GB ÷ 4 ≈ 358 GB
    # a GPU against an H100 NVL's ≈ 91 GB vLLM pool: no in BF16. With no precision stated the answer now leads FP8
    # weights + an FP8 KV cache (the cheaper plan at the same per-user floor), and the verdict is measured on it:
    # 60 × 65,536 × 160 KiB ≈ 644 GB of KV + ≈ 73 GB of FP8 weights ≈ 717 GB ÷ 4 ≈ 179 GB a GPU: still no; ÷ 8 ≈ 89.6 GB
    # within the ≈ 90.8 GB pool: 8 × H100 NVL, one copy (was 24 = 6 copies × 4 in BF16)
    v = r.headline.find("checked.verdict")  # was: ✅ Yes (sized on 18 generating at mostly 4k)
    assert v is not None and v.args["n"] == 4 and v.args["fits"] is False and v.args["need"] == 8, v
    assert v.args["copies"] in (None, 1), v
    held = r.headline.find("session_kv.tail.resident")  # the pick holds the 60 sessions at 64k, not 18 at mostly 4k
    assert held is not None and held.args["sessions"] == 60 and held.args["ctx"] == 65536
    assert 600 < held.args["gb"] < 700 and held.args["held"] >= 60  # ≈ 644 GB in the FP8 cache (1,288 GB in 16 bits)


@pytest.mark.parametrize("text, sessions, said", [
    # 简体: yes on the FP8 weights + FP8 KV plan the answer leads (≈ 63 GB a card of 76.7, module docstring)
    ("Qwen2.5-72B 做角色扮演，80 人同时在线聊天，每个对话最长 32k，一台 8 卡 A100 80G 够吗", 80, "就够了"),
    ("Qwen2.5-32B 陪聊 App，30 人同時在線，每段對話最多 32k，兩張 H100 夠嗎？", 30, "不够"),  # 繁體 (zh is Simplified)
])
def test_chinese_card_asked_about_is_no_for_the_open_sessions(text, sessions, said):
    r = answer(text)
    assert said in r.headline.zh  # the verdict on the card asked about leads, at the plan's precision
    assert f"KV 缓存按全部 {sessions} 个开着的会话" in r.headline.zh  # and the pick holds every open session


def test_a_box_that_holds_every_open_session_keeps_its_yes():
    r = answer("Llama-3.1-8B for 20 people chatting at once, each chat up to 16k tokens. Will one H100 do?")
    assert r.headline.find("recommend.sessions_resident_no") is None
    # "Will one H100 do?" is a card asked about (checked_gpu): 20 × 16,384 × 128 KiB ≈ 43 GB of KV + 16 GB of weights
    # ≈ 61 GB on one H100's ≈ 77 GB vLLM pool: the verdict on it stays yes
    v = r.headline.find("checked.verdict")
    assert v is not None and v.args["n"] == 1 and v.args["fits"] is True, v
