"""Each card a buy question names against the model at the stated context (weights at the first precision that fits
+ the KV of one sequence), "does not fit" with the tokens it would hold, and a bought card's payback against the
first row of the same job on any card — a card never rented itself still has one."""

import pytest

from catalog.gpus import all_gpus
from catalog.registry import get
from tools.buy_cards import buy_card_lines, card_fit, card_price, first_row, payback_lines
from tools.schema import Candidate, Layout, Money


def test_a_24_gb_card_does_not_hold_a_32b_model_at_64k_and_a_32_gb_card_does_at_int4_with_fp8_kv() -> None:
    # Hand: Qwen3-32B config.json: 64 layers, 8 KV heads of 128 → 2 × 64 × 8 × 128 × 2 B = 262,144 B a token of BF16
    # KV; × 65,536 tokens = 17.2 GB (8.6 GB in FP8). INT4 weights (group 128, the embeddings in 16 bits) ≈ 19.3 GB.
    # RTX 4090: 24 GB less the 2 GB working margin ≈ 23.8 GB usable: 19.3 + 8.6 = 27.9 GB → does not fit; beside the
    # weights (23.8 − 19.3 = 4.5 GB) it holds 4.5 GB ÷ 131,072 B ≈ 34k tokens of FP8 KV. RTX 5090 ≈ 32.2 GB usable:
    # 19.3 + 17.2 = 36.5 GB at BF16 KV does not fit, 27.9 GB at FP8 KV does.
    g, a = all_gpus(), get("Qwen3-32B")
    small = card_fit(a, 65536, g["RTX 4090"])
    assert small.precision is None and small.max_context is not None and 30_000 < small.max_context < 38_000
    assert small.kv_gb == pytest.approx(8.59, abs=0.05)
    big = card_fit(a, 65536, g["RTX 5090"])
    assert (big.precision, big.kv_precision) == ("int4", "fp8")
    assert big.weights_gb + big.kv_gb == pytest.approx(27.9, abs=0.5)


def test_a_14b_model_at_32k_fits_a_24_gb_card_at_int8() -> None:
    # Hand: Qwen3-14B: 40 layers, 8 KV heads of 128 → 163,840 B a token × 32,768 = 5.4 GB of BF16 KV. BF16 weights
    # 14.8 B × 2 ≈ 29.5 GB → no; INT8 ≈ 16.6 GB + 5.4 = 22.0 GB ≤ 23.8 GB usable → INT8 weights, BF16 KV.
    f = card_fit(get("Qwen3-14B"), 32768, all_gpus()["RTX 4090D"])
    assert (f.precision, f.kv_precision) == ("int8", "bf16")
    assert f.kv_gb == pytest.approx(5.37, abs=0.05)


def test_a_70b_model_fits_no_consumer_card_at_any_precision() -> None:
    # Hand: Llama-3.3-70B at INT4 ≈ 70.6 B × 4.16 / 8 ≈ 39.8 GB of weights alone > 32.2 GB usable on an RTX 5090:
    # not even the weights fit, so no context is held (max_context None).
    f = card_fit(get("Llama-3.3-70B"), 8192, all_gpus()["RTX 5090"])
    assert f.precision is None and f.max_context is None


def test_payback_is_against_the_first_row_of_the_job_at_the_hours_said() -> None:
    # Hand: an RTX 5090 at $1,999, 575 W, 4 h a day (4 ÷ 24 of 730 h = 121.7 h), against a $0.69 whole hour at
    # $0.13 a kWh: rent 121.7 × 0.69 = $83.95; power 0.575 × 121.7 × 0.13 = $9.09 → 1,999 ÷ 74.86 = 26.7 months.
    g = all_gpus()["RTX 5090"]
    side, verdict = payback_lines(g, (1999.0, "NVIDIA"), "acme 1x_L4", 0.69, 4 / 24, 0.13, "USD")
    assert side.args["months"] == pytest.approx(26.7, abs=0.1)
    assert "acme 1x_L4" in side.text("en") and "26.7 months" in side.text("en")
    assert verdict.code == "verdict.line"


def test_the_first_row_is_the_whole_plan_and_a_card_never_rented_still_has_its_payback() -> None:
    # Hand: two instances of a $1.10 hour → a $2.20 whole hour, said "2 × acme 1x_A10".
    c = Candidate(provider="acme", instance="1x_A10", region="us", gpu="A10", gpu_count=1, instances=2,
                  price_per_hour=Money(amount=1.10, currency="USD"), billing="on_demand",
                  layout=Layout(num_gpus=1))
    label, hour = first_row(c)
    assert label == "2 × acme 1x_A10" and hour == pytest.approx(2.20)
    # The RTX 5090 is rented by no row here: its payback is still weighed against the job's first row.
    lines = buy_card_lines(get("Qwen3-14B"), "Qwen3-14B", 32768, [all_gpus()["RTX 5090"]],
                           lambda f: (label, hour), 5 / 24, 0.13, "USD", 7.2, {})
    assert [m.code for m in lines] == ["buycards.fit", "buycards.payback", "verdict.line"]
    assert card_price("RTX 4090D", "CNY", 7.2, {}) == (12999.0, card_price("RTX 4090D", "CNY", 7.2, {})[1])
