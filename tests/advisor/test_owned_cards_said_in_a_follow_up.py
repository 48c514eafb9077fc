"""Cards the user owns, said in a LATER chat turn ("Actually we have 2 RTX 4090s, can we just use those?",
用我们自己的两张4090可以吗, 我們自己有兩張4090，可以用嗎): the follow-up is answered on those cards (fits or not, how long)
with no rental price in the headline, in the user's language — never "rent 2 × RTX 4090"."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _headline(out: str, start: str) -> str:
    """The answer's bold headline (the line after the bold summary line with its `·` separators)."""
    return next(line for line in out.splitlines() if line.startswith(start) and "·" not in line)


def _follow_up(tmp_path, first: str, second: str) -> str:
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    return eng.handle("t", second).text


def test_we_have_two_4090s_said_after_the_question_runs_on_them(tmp_path):
    # Hand: Qwen2.5-7B BF16 ≈ 7.6e9 × 2 B ≈ 15.2 GB < 24 GB of one RTX 4090, so the user's own 2 × 4090 hold it;
    # the follow-up names the owned cards, so the headline is "run it on your own 2 × RTX 4090 (no rental …)", with
    # no hourly or job price ($) — the user pays nothing to rent cards they already have.
    out = _follow_up(tmp_path, "Qwen2.5-7B batch inference, 50k documents a day, 2000 tokens in, 300 out",
                     "Actually we have 2 RTX 4090s in the office, can we just use those?")
    head = _headline(out, "**Qwen2.5-7B")
    assert "on your own 2 × RTX 4090" in head and "no rental" in head, head
    assert "$" not in head and "rent " not in head, head
    assert "owned_gpus" not in out, out  # the changed-line names the field in words ("your own cards")
    changed = next(line for line in out.splitlines() if line.startswith("changed:"))
    assert "your own cards" in changed and "$" not in changed, changed  # no rental cost moved on owned cards


def test_use_our_own_two_4090s_in_simplified_chinese(tmp_path):
    # Hand: 用我们自己的两张4090 = "use our own two 4090s": owner 我们自己的, count 两 = 2, card RTX 4090; 7B BF16
    # ≈ 15 GB fits on a 24 GB card, so the answer runs on the user's 2 × RTX 4090 with 无需租用 (no rental).
    out = _follow_up(tmp_path, "用 Qwen2.5-7B 做批量推理，每天5万条", "用我们自己的两张4090可以吗？")
    head = _headline(out, "**Qwen2.5-7B")
    assert "在你自己的 2 × RTX 4090 上运行" in head and "无需租用" in head, head
    assert "¥" not in head and "CNY" not in head and "$" not in head, head


def test_we_ourselves_have_two_4090s_in_traditional_chinese_for_an_invoice_batch(tmp_path):
    # Hand: 我們自己有兩張4090 = "we ourselves have two 4090s": owned, 2 × RTX 4090. Qwen2.5-VL-7B BF16 ≈ 8.3e9 ×
    # 2 B ≈ 16.6 GB of weights, under 2 × 24 GB, so it runs on the owned pair (TP 2). A daily batch on owned cards
    # has no users to serve afterwards (the owned-serving half is for a fine-tune), so the answer must not break on
    # it; its headline keeps the time and drops the rental's per-day / per-month TWD figures.
    out = _follow_up(tmp_path, "用 Qwen2.5-VL-7B 做發票辨識，每天大概5萬張，預算每月NT$3萬", "我們自己有兩張4090，可以用嗎？")
    head = _headline(out, "**Qwen2.5-VL-7B")
    assert "在你自己的 2 × RTX 4090 上執行" in head and "無需租用" in head, head
    assert "TWD" not in head and "每月" not in head, head


BGE_EN = ("We need to embed ~40 million documents (avg ~500 words) with bge-m3 by Monday morning. It's Friday 6pm. "
          "What should I rent?")


def test_an_embedding_job_follow_up_on_our_own_four_4090s_says_how_long_with_no_rental(tmp_path):
    # Hand: 500 words × 1.33 tokens/word ≈ 667 tokens; bge-m3 (568M, 24 layers, hidden 1024; its 250,002 × 1,024 =
    # 256.0M token table is a lookup, so N = 312.0M) costs 2 × 312.0e6 + 4 × 24 × 1024 × 667 ≈ 689.6e6 FLOPs a token;
    # 312 M multiplying parameters run at 33.54 % of a card's peak (tools.embedding.encoder_mfu: bge-large's measured
    # 33.4 % at 303.7 M), so an RTX 4090 (165.2 TFLOPS FP16) embeds 55.41e12 / 689.6e6 ≈ 80,350 tokens/s;
    # 40e6 × 667 = 2.668e10 tokens over 4 cards ≈ 83,000 s ≈ 23.1 h, inside the weekend (Friday 18:00 → Monday
    # 09:00 ≈ 63 h or more). So: yes, on your own cards, ≈ 23.1 h, and the rental is only the alternative after it.
    out = _follow_up(tmp_path, BGE_EN, "Actually we have 4 RTX 4090s in the office, can we just use those?")
    head = next(line for line in out.splitlines() if line.startswith("**"))
    assert head.startswith("**Yes: your own 4 × RTX 4090 run bge-m3"), head
    assert "23.1 h" in head and "no rental" in head and "inside your" in head, head
    assert head.index("no rental") < head.index("if you rent instead"), head


def test_an_embedding_job_follow_up_on_our_own_cards_in_simplified_and_traditional_chinese(tmp_path):
    # Hand: no length said, so the RAG chunk default of 1,024 tokens (LlamaIndex / Vertex AI RAG Engine):
    # 2 × 312.0e6 (N without the 256.0M token table) + 4 × 24 × 1024 × 1024 ≈ 724.7e6 FLOPs a token → 55.41e12 (a
    # 4090 at bge-m3's 33.54 %) / 724.7e6 ≈ 76,460 tokens/s a 4090; 40e6 × 1024 / (4 × 76,460) ≈ 133,900 s ≈ 37.2 h
    # ≈ 1.5 days (1.55 shown to one place), on the user's cards with no rental.
    first = "用 bge-m3 给4000万篇文档做向量化，周一早上前要完成"
    out = _follow_up(tmp_path, first, "我们有4张4090，能直接用吗？")
    assert "可以：你自己的 4 × RTX 4090 跑 bge-m3" in out and "1.5 天" in out and "无需租用" in out, out
    out = _follow_up(tmp_path / "tw", "用 bge-m3 為4000萬份文件做向量化，週一早上前要完成", "我們自己有四張4090，可以用嗎？")
    assert "可以：你自己的 4 × RTX 4090 跑 bge-m3" in out and "1.5 天" in out and "無需租用" in out, out
