"""A box the user would buy, weighed against renting another card, gets its purchase side under the two columns (the
bought column said to be a rental reference, never the box's price), and a later turn that changes the job and asks
whether that box still does it is answered on the box first: fits or not with the memory figures, the 8-bit optimizer
and ZeRO-Offload routes (host RAM), then the rental for the job. Chats in English, 简体 and 繁體."""

from __future__ import annotations

import pytest

from advisor.core.bought_box import STILL_WORKS, bought_index, box_followup, box_record, held_box
from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _chat(tmp_path, *turns, key: str = "t"):
    eng = Engine(Store(tmp_path / f"{key}.db"))
    return [eng.handle(key, text) for text in turns]


@pytest.mark.parametrize(("text", "labels", "bought"), [
    ("Thinking of buying 2 RTX 5090 or renting A100s?", ["2 RTX 5090", "A100"], 0),
    ("rent an H200 or buy 8 L40S for the lab?", ["H200", "8 L40S"], 1),
    ("考虑买 2 张 L40S 的服务器，还是租 H100？", ["2 张 L40S", "H100"], 0),
    ("H200 和 A100 哪个快？", ["H200", "A100"], None),  # nothing bought: no purchase side
])
def test_the_bought_side_is_the_card_a_buy_word_stands_before(text, labels, bought):
    assert bought_index(text, labels) == bought


@pytest.mark.parametrize("text", ["Can we still use the box for that?", "is it still enough?", "那台机器还行吗？",
                                  "买的那台够不够？", "那部機仲得唔得？還能用嗎", "買的那台還夠用嗎？"])
def test_still_works_questions_are_read(text):
    assert STILL_WORKS.search(text)


def test_a_still_works_turn_without_a_held_box_changes_nothing():
    e = extract("之后要改成全参数微调，还能用吗？")
    assert box_followup(e, Workload(model="Qwen2.5-14B"), "之后要改成全参数微调，还能用吗？", []).patch.gpu_preference is None
    kept = box_record(Workload(gpu_preference="L40S", num_gpus=4))
    assert held_box([{"role": "bought_box", "text": kept}]) == ("L40S", 4)


@pytest.mark.slow
def test_english_two_5090s_get_their_launch_price_and_a_full_fine_tune_is_checked_on_them(tmp_path):
    # Turn 1: 2 × RTX 5090 at NVIDIA's $1,999 launch price = $3,998 (the buy side), the A100 rented beside it.
    # Turn 2: Qwen2.5-14B (14.8B params) full fine-tune with AdamW in mixed precision ≈ 16 B/param ≈ 237 GB of model
    # states against 2 × 32 GB = 64 GB: no. 8-bit AdamW ≈ 10 B/param ≈ 148 GB: still no. ZeRO-Offload keeps the BF16
    # weights and gradients on the cards (4 B/param ≈ 59 GB over 2 ≈ 30 GB each) and ≈ 12–14 B/param (≈ 200 GB) in
    # host RAM: fits, slower. Then a rented machine for the job. Since the offload verdict change the headline is
    # "Yes, slower" (not "No"): with the AdamW states on the cards ≈ 127.9 GB a GPU (no); offloaded, the cards keep
    # their share of the BF16 weights (14.77 GB) + activations (5.79 GB) + the 16-bit reduce bucket ≈ 25.5 GB,
    # × 1.2 = 30.6 GB of 34.2 GB usable: fits with 3.6 GB spare (so not "tight"); host (12 + 2) × 14.77 ≈ 207 GB.
    first, second = _chat(tmp_path, "Thinking of buying a workstation with 2 RTX 5090 or renting A100s instead — "
                          "which is cheaper for a LoRA fine-tune of Qwen2.5-14B?",
                          "Later we want a full fine-tune instead of LoRA. Can we still use the box?")
    assert "Buy side: 2 × RTX 5090" in first.text and "$3,998" in first.text, first.text
    assert "Checked first on the box this thread would buy (or owns), 2 × RTX 5090" in second.text, second.text
    assert "Yes, slower: 2 × RTX 5090 can do this full fine-tune" in second.text, second.text
    assert "No, 2 × RTX 5090 cannot hold this" not in second.text
    assert "≈ 127.9 GB per GPU" in second.text and "30.6 GB with × 1.2 headroom, of 34.2 GB: fits" in second.text
    assert "8-bit AdamW" in second.text and "host needs" in second.text
    assert "B200" in second.text or "H100" in second.text  # the rental for the job


@pytest.mark.slow
def test_simplified_two_l40s_get_a_quote_side_and_a_full_fine_tune_is_checked_on_them(tmp_path):
    # Turn 1: the L40S is sold by quote: no price guessed, the break-even price a card and the quote asked; the L40S
    # column is said to be a rental reference. Turn 2: Qwen2.5-32B (32.8B) full fine-tune ≈ 32.8 × 16 ≈ 524 GB against
    # 2 × 48 = 96 GB: no; 8-bit AdamW ≈ 328 GB: no; ZeRO-Offload still holds 4 B/param ≈ 131 GB ÷ 2 ≈ 66 GB a card
    # > 48 GB: no either, so the job is rented (several H100 / B200).
    first, second = _chat(tmp_path, "考虑买一台 2 张 L40S 的服务器，还是租 H100 更划算？要用 QLoRA 微调 Qwen2.5-32B",
                          "后面要改成全参数微调，那台机器还行吗？")
    assert "这一列是同款卡的租用机器" in first.text and "买的一边" in first.text and "报价" in first.text, first.text
    assert "2 × L40S" in second.text and "不行" in second.text, second.text
    assert "ZeRO-Offload" in second.text and "装不下" in second.text
    assert "先按这个对话里要买" in second.text


@pytest.mark.slow
def test_traditional_four_l40s_and_a_gemma_full_fine_tune_fits_only_with_offload(tmp_path):
    # Turn 2: Gemma-2-27B (27.2B) full fine-tune ≈ 27.2 × 16 ≈ 435 GB against 4 × 48 = 192 GB: no on the cards; with
    # ZeRO-Offload the cards hold ≈ 27.2 × 4 ÷ 4 ≈ 27 GB each (+ activations) and the host ≈ 27.2 × 14 ≈ 381 GB RAM.
    first, second = _chat(tmp_path, "在考慮買 4 張 L40S 的主機，還是租 A100 比較划算？要 LoRA 微調 Gemma-2-27B",
                          "之後要全參數微調，那買的那台還夠用嗎？")
    assert "買的一邊" in first.text, first.text
    assert "4 × L40S" in second.text and "不行" in second.text, second.text
    assert "主機需約" in second.text and "裝得下" in second.text


@pytest.mark.slow
def test_english_a_quoted_box_is_checked_again_when_the_users_and_context_grow(tmp_path):
    # Turn 1: a quoted 2 × L40S server weighed against its rent (the buy-or-rent answer). Turn 2: Qwen2.5-32B for 300
    # users at once at 32k: its KV cache is 64 layers × 8 KV heads × 128 × 2 (K, V) × 2 B ≈ 0.25 MiB a token, so
    # 300 × 32,768 tokens need far more than 2 × 48 GB beside the ≈ 65.5 GB of BF16 weights: no on the box as asked,
    # with the lower-precision routes on it and a rented machine for the whole load.
    _, second = _chat(tmp_path, "We were quoted $20,000 for a server with 2 L40S — buy it or rent? We serve "
                      "Qwen2.5-32B to 10 staff.",
                      "What if we grow to 300 users with 32k context each — can we still use the box?")
    assert "Checked first on the box this thread would buy (or owns), 2 × L40S" in second.text, second.text
    # the no is now led as "Not on 2 × L40S (≈ 307 GB per GPU of a 43 GB pool …)": the same verdict, reworded
    assert "2 × L40S cannot do this" in second.text or "Not on 2 × L40S" in second.text
    assert "per hour" in second.text or "/h" in second.text  # the rental for the whole load


@pytest.mark.slow
def test_simplified_cards_offered_to_buy_in_a_ranked_answer_are_checked_when_the_load_grows(tmp_path):
    # Turn 1: "买 2 张 RTX 4090 … 还是租" answered as a ranked plan with the launch-price buy side under it. Turn 2: 40
    # users at 32k: Qwen2.5-14B's KV is 48 layers × 8 KV heads × 128 × 2 (K, V) × 2 B ≈ 0.19 MiB a token, so
    # 40 × 32,768 tokens ≈ 258 GB ≫ 2 × 24 GB: no as asked, on the two cards first (no "None" in the headline).
    _, second = _chat(tmp_path, "我们想买 2 张 RTX 4090 给 5 个人跑 Qwen2.5-14B 问答，还是租划算？",
                      "如果改成 40 个人同时用、32k 上下文，那两张卡还够用吗？")
    assert "先按这个对话里要买（或已有）的机器 2 × RTX 4090" in second.text, second.text
    assert "不行" in second.text and "None" not in second.text


def test_a_still_works_turn_that_changes_no_job_and_names_no_box_is_answered_as_usual():
    history = [{"role": "bought_box", "text": box_record(Workload(gpu_preference="L40S", num_gpus=4))}]
    text = "用 spot 得唔得？"
    assert box_followup(extract(text), Workload(model="Qwen2.5-14B"), text, history).patch.gpu_preference is None
    text = "If we move to Qwen2.5-32B, can we still use the box?"  # a bigger model: the box first
    assert box_followup(extract(text), Workload(model="Qwen2.5-14B"), text, history).patch.gpu_preference == "L40S"
