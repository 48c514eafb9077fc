"""Under "fastest" with no precision stated, the lower-precision plan leads when it is faster per user (a dearer one only
while it climbs the price/speed frontier), or as fast for less; never when slower. Speeds are compared by the
numbers: "faster" / "slower" beyond the 5 % tie, "as fast" only within it."""
from __future__ import annotations

from tools.fastest_precision import fastest_precision_leads, gain_per_doubling, speed_compared
from tools.recommend import FASTEST_GAIN_PER_DOUBLING
from tools.schema import ModelArch


def _arch(**kw) -> ModelArch:
    base = {"name": "Gemma-2-27B", "layers": 46, "hidden": 4608, "heads": 32, "kv_heads": 16, "head_dim": 128,
            "intermediate": 36864, "vocab": 256000}  # google/gemma-2-27b-it config.json
    return ModelArch(**(base | kw))


def test_speeds_are_compared_by_the_numbers():
    # Hand: 42 against 24 tok/s is 1.75 ×: "faster", never "as fast"; 24.8 against 24 is 3 % apart, inside the 5 % tie;
    # 17 against 24 is 29 % slower.
    assert speed_compared(42, 24) == "faster"
    assert speed_compared(24.8, 24) == "as_fast"
    assert speed_compared(17, 24) == "slower"
    assert speed_compared(None, 24) is None


def test_a_faster_fp8_plan_leads_cheaper_or_dearer_within_the_frontier():
    # Hand: 16-bit pick 24 tok/s at $52/h; FP8 on fewer cards 42 tok/s at $11/h: faster and cheaper, leads.
    assert fastest_precision_leads(_arch(), None, True, ("fp8", 11.0, 42.0), (52.0, 24.0), FASTEST_GAIN_PER_DOUBLING)
    # Hand: FP8 on H100s 55 tok/s at $70/h against 16-bit 40 tok/s at $45/h: log2(70/45) = 0.64 doublings,
    # (55/40)^(1/0.64) − 1 ≈ 65 % a doubling ≥ 10 %: the dearer plan leads because it is faster.
    assert gain_per_doubling((45.0, 40.0), (70.0, 55.0)) > 0.6
    assert fastest_precision_leads(_arch(), None, True, ("fp8", 70.0, 55.0), (45.0, 40.0), FASTEST_GAIN_PER_DOUBLING)
    # Hand: 44 against 40 tok/s (10 %) for $180 against $45/h: two doublings, ≈ 4.9 % a doubling < 10 %: the pick stays.
    assert not fastest_precision_leads(_arch(), None, True, ("fp8", 180.0, 44.0), (45.0, 40.0),
                                       FASTEST_GAIN_PER_DOUBLING)


def test_as_fast_leads_only_when_cheaper_and_slower_never():
    # Hand: 40.8 against 40 tok/s (2 %, a tie) at $30 against $45/h: as fast for 67 % of the price, leads;
    # at $44/h (2 % cheaper, inside the tie) the pick stays; 30 against 40 tok/s at $5/h is slower: never under "fastest".
    assert fastest_precision_leads(_arch(), None, True, ("fp8", 30.0, 40.8), (45.0, 40.0))
    assert not fastest_precision_leads(_arch(), None, True, ("fp8", 44.0, 40.8), (45.0, 40.0))
    assert not fastest_precision_leads(_arch(), None, True, ("fp8", 5.0, 30.0), (45.0, 40.0))


def test_stated_precision_int4_and_a_no_quantise_card_keep_16_bit():
    # Hand: the user chose the bytes ("in BF16"); INT4 needs their leave to quantise; a model card that warns against
    # quantising keeps its 16-bit weights — even at 42 against 24 tok/s for a fifth of the price.
    faster = ("fp8", 11.0, 42.0)
    assert not fastest_precision_leads(_arch(), "bf16", True, faster, (52.0, 24.0))
    assert not fastest_precision_leads(_arch(), None, True, ("awq", 11.0, 42.0), (52.0, 24.0))
    assert not fastest_precision_leads(_arch(no_quantise="card: quantised weights lose accuracy"), None, True,
                                       faster, (52.0, 24.0))
    assert not fastest_precision_leads(_arch(), None, False, faster, (52.0, 24.0))
