"""A card the user proposes in a question is a card to check beside the best plan, never a rule; two cards offered
as alternatives ("8 張 H20 … 還是買 H200？", "L40S 同 H100，點揀？", "H100 or L40S?") are set side by side."""

from __future__ import annotations

from pathlib import Path

import pytest

from advisor.core.compare import card_options
from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, card", [
    # "is H20 cheap so we just use it?": asked, so checked, not "H20 only"
    ("我们要用Qwen2.5-72B给100万篇文档做摘要，三天内完成，H20便宜是不是就用H20", "H20"),
    ("Llama-3.1-70B batch job, 2M docs in 3 days. H20 is cheap, should we just use H20?", "H20"),
    ("Qwen2.5-72B 推論給 50 人用，用 L20 可以嗎？", "L20"),
    ("Llama-3.1-8B chat for 40 users, would an L4 be fine?", "L4"),
    ("Qwen2.5-32B 推理 30 人用，就用A100吧？", "A100"),
])
def test_a_card_proposed_in_a_question_is_checked_not_a_rule(text: str, card: str) -> None:
    p = extract(text).patch
    assert p.checked_gpu == card
    assert p.gpu_preference is None and not p.gpu_only


def test_a_hard_word_beside_the_proposed_card_keeps_it_a_rule() -> None:
    p = extract("Llama-3.1-8B serving only on H100, should we just use H100?").patch
    assert p.gpu_preference == "H100" and p.gpu_only and p.checked_gpu is None


@pytest.mark.parametrize("text, labels", [
    ("我們想在公司機房跑 Qwen3-235B-A22B 給 100 人用，代理商報 8 張 H20 的主機比較便宜，這樣可以嗎？還是買 H200？",
     ["8 張 H20", "H200"]),
    ("我哋想買 server 行 Qwen3-32B 俾 50 個同事用，供應商有 L40S 同 H100，應該點揀？", ["L40S", "H100"]),
    ("We want Llama-3.1-70B on our own server for 50 users: should we buy H100 or L40S?", ["H100", "L40S"]),
    ("我们要自己买服务器跑 Qwen2.5-72B，A800还是L20？", ["A800", "L20"]),
])
def test_two_cards_offered_in_a_question_are_the_two_options(text: str, labels: list[str]) -> None:
    parts, said = card_options(text)
    assert said == labels
    assert [extract(p).patch.gpu_preference for p in parts] == [extract(lab).patch.gpu_preference for lab in labels]


@pytest.mark.parametrize("text", [
    "We have 8 T4s and 2 A100s in our server room, which should we use for Llama-3.1-8B?",  # the user's own fleet
    "Llama-3.1-8B on an H100 for 20 users. Separately, what does an A100 cost per hour?",  # no alternative word
])
def test_no_two_options_where_none_are_offered(text: str) -> None:
    assert card_options(text) == ([], [])


def _answer(text: str, tmp_path: Path) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_two_servers_offered_to_buy_are_compared_on_memory(tmp_path: Path) -> None:
    # DeepSeek-V3 FP8: ≈ 671 GB of weights, / 8 ≈ 84 GB a card before the KV cache (MLA, one copy a card) and the
    # buffers; an H20 (96 GB) has a vLLM pool of 0.9 × 103.1 GB(decimal of 96 GiB) ≈ 92.8 GB: no room at 30 users.
    # 8 × H200 (141 GB) hold it. The H20 must not become the rule, nor a third card the answer.
    out = _answer("我們是台中的設備商，要在地端跑 DeepSeek-V3 給 200 個工程師用，經銷商報價 8 張 H20 的伺服器比較便宜，"
                  "這樣可以嗎？還是要買 H200？", tmp_path)
    assert "8 張 H20" in out and "H200" in out
    fits = next(line for line in out.splitlines() if line.startswith("| 能否放下")).split("|")
    assert "❌" in fits[2] and "✅" in fits[3], out
    assert "僅 H20" not in out


@pytest.mark.slow
def test_a_hong_kong_purchase_of_two_offered_cards_says_the_export_licence_and_no_price(tmp_path: Path) -> None:
    # L40S and H100 both need a US export licence to ship to Hong Kong (tools.compat.PURCHASE_LICENSED); a bought
    # server has no purchase price in the data: the columns are rentals of the same card, said as a reference
    out = _answer("我哋係香港一間保險公司，想自己買 server 放喺香港機房行 Qwen3-32B 俾 80 個同事用，供應商話有 L40S 同 H100，"
                  "應該點揀？", tmp_path)
    assert "| L40S | H100 |" in out, out
    assert "出口許可證" in out and "L40S / H100" in out
    assert "購買價" in out


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("Llama-3.1-70B batch: summarize 2M documents, ~2,000 tokens in and 200 out each, within 3 days. H20 is cheap, "
     "should we just use H20?", r"one 8-card machine of H20 takes ≈ ([\d,]+) hours, past the 72 hours: it takes (\d+)"),
    ("Qwen2.5-72B 幫 200 萬篇文章做摘要，每篇輸入約 2000 token、輸出 200 token，三天內完成，H20 比較便宜，是不是就用 H20？",
     r"一臺 8 卡的 H20 約需 ([\d,]+) 小時，超出 72 小時的期限：需要 (\d+) 臺"),
])
def test_a_card_proposed_for_a_batch_is_timed_against_the_deadline(text: str, said: str, tmp_path: Path) -> None:
    # Hand: 2 M × 2,000 prompt tokens × 2 × ≈ 72e9 parameters ≈ 5.8e20 FLOP of prefill; an H20 (148 dense BF16
    # TFLOPS) at ≈ 50 % ≈ 7.8e6 card-seconds ≈ 2,200 card-hours, + 400 M output tokens of decode: one 8 × H20
    # machine ≈ 250–400 hours, far past 72 hours, so ≈ 4–8 machines; the H20 is checked, never the only card.
    import re

    out = _answer(text, tmp_path)
    m = re.search(said, out)
    assert m, out
    hours, machines = int(m.group(1).replace(",", "")), int(m.group(2))
    assert 150 <= hours <= 800 and 3 <= machines <= 12, m.group(0)
    assert "H20 only" not in out and "僅 H20" not in out


@pytest.mark.slow
def test_a_card_to_buy_with_no_price_holds_and_the_rented_side_is_sized_freely(tmp_path: Path) -> None:
    # Qwen3-30B-A3B in BF16 ≈ 61 GB over 4 × RTX 5090 (32 GB each) ≈ 18 GB a card: it holds, only no price is held for
    # a 5090 — never "❌ no". The 4 are the 5090's: the rented H100s are sized by the recommender (one 80 GB H100 holds
    # 61 GB + 5 users' cache), never 4 × H100 because the first card had four.
    out = _answer("should we buy 4x RTX 5090 or rent H100s to serve qwen3-30b-a3b for 30 devs, 8 hours a day?", tmp_path)
    fits = next(line for line in out.splitlines() if line.startswith("| fits")).split("|")
    assert "✅" in fits[2] and "no price" in fits[2] and "✅" in fits[3], out
    gpus = next(line for line in out.splitlines() if line.startswith("| GPUs")).split("|")
    assert "4 × H100" not in gpus[3], out
    assert "holds the work, but my catalog has no price" in out


@pytest.mark.parametrize("lang, hours, said, never", [
    # A 0.6B classifier over 30 M short messages is ≈ 17.6 A4000-hours; on one 8-card H800 machine (≈ 10 × an A4000's
    # prefill a card) that is ≈ 0.2 h: the check must say minutes, never "≈ 0 hours" (which reads as "no time at all").
    ("en", 0.2, "takes ≈ 12 min", "≈ 0 hours"),
    ("zh", 0.2, "约需 12 分钟", "约需 0 小时"),
    # an hour or more stays in whole hours, as the deadline beside it is said
    ("en", 31.6, "takes ≈ 32 hours", "min"),
])
def test_a_batch_checked_on_a_proposed_box_never_says_zero_hours(lang: str, hours: float, said: str, never: str) -> None:
    from advisor.core.messages.checked import _batch_en, _batch_zh

    a = {"gpu": "H800 SXM", "batch": {"machine": 8, "hours": hours, "deadline": 24.0, "machines": 1}}
    text = _batch_en(a) if lang == "en" else _batch_zh(a)
    assert said in text and never not in text, text


@pytest.mark.parametrize("text, labels", [
    # a list of three cards and a which-word: each card is an option (a 32B summary batch was answered "H20 only")
    ("50 萬份合約，每份 1 萬字，用 Qwen2.5-72B 抽取重點，三天內完成；A100、L40S、H100 哪個最划算？", ["A100", "L40S", "H100"]),
    ("20万条工单用 Qwen2.5-14B 分类，两天内跑完，L20、A10、4090 哪个最省钱", ["L20", "A10", "4090"]),
    ("Llama-3.1-70B batch over 2M docs in 5 days: L40S, A100 or H100 — which is cheapest?", ["L40S", "A100", "H100"]),
    ("Mistral-Small-3.2 for 200 users, A10G, L4 or L40S, what's the cheapest?", ["A10G", "L4", "L40S"]),
])
def test_a_list_of_cards_with_a_which_word_is_every_option(text: str, labels: list[str]) -> None:
    parts, said = card_options(text)
    assert said == labels
    assert [extract(p).patch.gpu_preference for p in parts] == [extract(lab).patch.gpu_preference for lab in labels]
    # in a list of three each card is sized on its own: no count carried from one card to the next
    assert [extract(p).patch.num_gpus for p in parts] == [None] * len(labels)


@pytest.mark.parametrize("text", [
    "我们拿到了H20、H800这类卡的报价，Qwen3-32B 给 100 人用，要几张？",  # a list with no which-word: no choice asked
    "Llama-3.1-8B for 20 users; our provider lists L4, A10G on the quote. Price per month?",
])
def test_a_list_of_cards_without_a_which_word_is_no_choice(text: str) -> None:
    assert card_options(text) == ([], [])
