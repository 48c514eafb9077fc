"""A card the user names that holds the work by memory but has no price in the catalog (the H20, the H800) is judged
on its first token at the stated load too, with the figure: "holds it" alone never answers "租几张H20够？" under a
first-token target, and a miss the widest group of the card cannot fix says no count of it meets the target."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    return Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text


def _head(answer: str) -> str:
    return [ln for ln in answer.splitlines() if ln.startswith("**") and ln.endswith("**")][1]


def test_h20_for_a_72b_law_firm_rag_misses_the_first_token_and_says_so(tmp_path_factory):
    a = _ask(tmp_path_factory, "律所内部法务问答，Qwen2.5-72B，每次检索拼大概8000字上下文，同时有30个律师在用，"
                               "要求1.5秒内出第一个字。H20显存大又便宜，租几张H20够？")
    # 8,000 字 × 0.67 = 5,360-token prompts. Prefill: 2 × 72.7e9 × 5,360 ≈ 7.8e14 FLOP; one H20 is 148 TFLOPS dense
    # BF16, at 0.5 MFU ≈ 10.5 s on one card, ≈ 1.3 s on 8 at TP 8 before attention and all-reduces: no count of H20
    # reaches 1.5 s once 30 lawyers queue, and even one prompt alone on all 8 is about the limit
    head = _head(a)
    assert "满足不了" in head and "方案是" not in head, head
    secs = float(re.search(r"首 token 约 ([\d.]+) 秒", head).group(1))
    assert secs > 1.5
    line = next(ln for ln in a.splitlines() if "首 token 1,500" in ln)
    assert line.startswith("- ❌") and "5,360" in line and "多少张都达不到" in line, line
    alone = float(re.search(r"TP 8）也要约 ([\d.]+) 秒", line).group(1))
    assert 1.5 < alone < secs  # one prompt alone on 8 cards is quicker than at load, and still over the target


def test_english_named_card_that_misses_is_a_no_with_the_figure(tmp_path_factory):
    a = _ask(tmp_path_factory, "Legal Q&A on Qwen2.5-72B: each retrieval stuffs about 6k tokens of context into every "
                               "request, 30 lawyers at once, first token within 1.5 s. How many H20 do we need?")
    head = _head(a)
    assert "does not meet it" in head and "plan 4 × H20" not in head, head
    line = next(ln for ln in a.splitlines() if "1,500 ms" in ln and ln.startswith("- "))
    # "6k tokens" of stuffed context is a prompt size, not a power-of-two window: 6,000 tokens (tools' "k" rule).
    # Prefill 2 × 72.7e9 × 6,000 ≈ 8.7e14 FLOP ÷ (148 TFLOPS × 0.5) ≈ 11.8 s on one H20, ≈ 1.5 s on 8 before the
    # all-reduces: over 1.5 s for any count
    assert line.startswith("- ❌") and "6,000-token prompt" in line and "no count of H20" in line, line


def test_a_named_unpriced_card_that_meets_the_first_token_says_met(tmp_path_factory):
    a = _ask(tmp_path_factory, "Serve Qwen2.5-72B for 5 users, 4k context, first token under 3 s, only H800")
    # 4 × H800 (989 TFLOPS dense BF16 each): a ≈ 3.8k-token prompt is 2 × 72.7e9 × 3.8e3 ≈ 5.5e14 FLOP ≈ 0.3 s at TP 4
    # and 0.5 MFU: the 3 s target is met, judged (✅), never "not checked" for want of a price
    line = next(ln for ln in a.splitlines() if "3,000 ms" in ln and ln.startswith("- "))
    assert line.startswith("- ✅"), line
    assert "plan 4 × H800" in _head(a)


def test_a_named_card_with_no_tflops_figure_says_why_the_first_token_is_unchecked(tmp_path_factory):
    a = _ask(tmp_path_factory, "我们打算用 8 张 L20 跑 Qwen2.5-72B，每次提示词 6000 token，20 人同时用，首字 1 秒内，够吗？")
    # the catalog's L20 row has no tensor TFLOPS (NVIDIA's China-market brief gives none): ❔ with that reason, never
    # "no priced machine holds the work" beside "8 × L20 hold it"
    # "打算用 8 张 L20 … 够吗？" is a card asked about, not a filter: every card is ranked, and the ranked pick's first
    # token may be met (✅, its own figure); the L20's own line is still ❔ with the reason, never dropped for the pick's
    lines = [ln for ln in a.splitlines() if "首 token 1,000" in ln]
    line = next((ln for ln in lines if "L20" in ln), lines[0] if lines else "")
    assert line.startswith("- ❔") and "L20" in line and "TFLOPS" in line, lines
