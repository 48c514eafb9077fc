"""When several plans meet a stated per-user speed target (a whole reasoning answer within N seconds), the cheaper one
leads: a dearer plan that also holds the floor at the full sized context leads a pick that holds it only at the typical
request only up to tools.ranking.floor_gives_way × its price — the pick's own shortfall there, bought back in whole
cards, plus 15 %, not a flat 2×.

Asked in English, 简体 and 繁體 with other models, head-counts and time limits than the review's.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


# Hand (QwQ-32B / R1-Distill-Qwen-32B, Qwen2.5-32B shape: 32.8 B, 64 layers × 8 KV heads × 128 × 2 × 2 B = 256 KiB a
# token in BF16, FP8 planned since no precision was stated):
#   40 analysts → 6 at once; 6,000-token answers within 45 s less the first-token allowance → ≥ 142 tok/s per user.
#   30 analysts → 5 at once; 8,192-token answers within 60 s → ≥ 144 tok/s.
#   Weights 32.8 GB FP8 ÷ TP 4 = 8.2 GB a card on 4 × H100 SXM (Cudo, $8.67/h ≈ $6.3k a month at 730 h): a decode step
#   reads ≈ 33 GB of weights + ≈ 6 × 3 k × 256 KiB ≈ 5 GB KV over 4 × 3.35 TB/s → ≈ 145 tok/s per user at the typical
#   request (the floor held), ≈ 134–135 with every stream at the full sized 10–12 k tokens (≈ 6 % short).
#   2 × B200 ($13.58/h, ≈ $9.9k a month) holds 146–148 there: 1.57× the price for a difference inside the speed model's
#   own 37 % error. The cap for a 6 % miss buys the shortfall back in whole cards (tools.ranking.floor_gives_way,
#   `cards`): 142 ÷ 133.6 = 1.063 → ⌈4 × 1.063⌉ = 5 H100s, 5 ÷ 4 × 1.15 = 1.44× (the 60 s ask: 144 ÷ 135.1 = 1.066 →
#   ⌈4.26⌉ = 5, 1.44× alike), said "1.4×"; the B200 plan at 1.57× is past it, so the H100 plan leads and the B200 plan
#   is named with its price. (A fractional buy-back, 1.063 × 1.15 ≈ 1.22×, bought 4.25 cards, which nobody rents.)
@pytest.mark.parametrize("text, cur", [
    ("40 analysts will use QwQ-32B; it reasons for up to 6k tokens per answer and each full answer must arrive within "
     "45 seconds. which gpu server and monthly cost?", "USD"),
    ("30位研究员要用DeepSeek-R1-Distill-Qwen-32B，每次思考3-8k token，硬性要求60秒内给出完整回答，用什么硬件，每月多少钱？",
     "CNY"),
    ("我們有40位分析師要用QwQ-32B，每個回答會思考約6k token，完整答案必須在45秒內出來，要租什麼GPU伺服器，每月多少錢？", "TWD"),
])
def test_the_cheaper_plan_meeting_the_answer_time_leads(tmp_path, text, cur):
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert (top.gpu, top.gpu_count) == ("H100 SXM", 4), r.text[:900]
    assert top.price_per_hour.currency == cur
    # the dearer plan that holds the floor at full context is still shown, below it
    assert any(c.gpu.startswith("B200") for c in rec.candidates[1:]), r.text[:900]
    # and the line says why the cheap plan keeps the lead: its full-context figure and the B200 plan's price ratio
    line = next(x for x in r.text.split("\n") if "2x_B200_SECURE" in x and ("1.6" in x))
    # the cap said is the whole-card one: ⌈4 × 1.06⌉ = 5 cards, 5 ÷ 4 × 1.15 = 1.44× ("1.4×" / "1.4 倍")
    assert "1.4×" in line or "1.4 倍" in line, line


def test_a_full_context_figure_said_inside_the_error_is_inside_it():
    # "keeps your 30 tokens/s (≈ 34 at the typical request, ≈ 14 once every stream holds the full context: inside the
    # speed estimate's error)" was said of a plan 53 % short at the full context, where the estimate is ±37 %
    # (PER_USER_ERROR): a figure said to be inside the error must be at least 30 × (1 − 0.37) ≈ 18.9
    import re

    from tools.recommend import PER_USER_ERROR

    e = Engine(store=Store(":memory:"))
    e.handle("t", "What do I need to serve Llama 3.1 8B for a chatbot with 100 concurrent users?")
    out = e.handle("t", "each user should get at least 30 tokens/s — does that change anything?").text
    for m in re.finditer(r"≈ ([\d.]+) once every stream holds the full context: inside the speed estimate's error", out):
        assert float(m.group(1)) >= 30 * (1 - PER_USER_ERROR), out
