"""The cards a prefill-bound job is priced on (tools.prefill_cards): cheapest per prefill token where it may run, not
cheapest an hour. Hand figures in the comments."""

from __future__ import annotations

from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tools.prefill_cards import cheapest_prefill_cards, fp8_lever, per_tflops_hour
from tools.schema import InstanceRow


def _row(gpu: str, count: int, price: float, region: str = "cn-shanghai", provider: str = "alibaba") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{gpu}-{count}", region=region, gpu=gpu, gpu_count=count,
                       price_on_demand=price, currency="CNY")


def test_an_a10_beats_a_cheaper_hour_on_t4_and_v100_per_prefill_token():
    # per dense FP16 TFLOPS-hour: A10 ¥9.53 ÷ 125 = 0.076; T4 ¥11.63 ÷ 65 = 0.179; V100 16GB ¥211.7 ÷ 8 ÷ 125 = 0.212
    assert round(per_tflops_hour(9.53, 125), 3) == 0.076
    rows = [_row("T4", 1, 11.63), _row("V100 SXM2 16GB", 8, 211.7), _row("A10", 1, 9.53)]
    got = cheapest_prefill_cards(rows, all_gpus(), ["cn"], [], gazetteer(), "fp16", "CNY", 7.2, None)
    assert got == ["A10", "T4", "V100 SXM2 16GB"]


def test_offers_outside_the_place_asked_are_not_weighed_and_fp8_counts_at_fp8():
    # an H100 in the US is out for a mainland job. An H20 (dense FP8 296, BF16 148 TFLOPS) in Shanghai at ¥25 is
    # ¥25 ÷ 296 = 0.084 a TFLOPS-hour at FP8 but ¥25 ÷ 148 = 0.169 at BF16; an A10 at ¥12 is ¥12 ÷ 125 = 0.096 either
    # way: the H20 leads only when the plan is FP8
    rows = [_row("H100 SXM", 8, 100.0, region="us-east-1", provider="aws"), _row("H20", 1, 25.0), _row("A10", 1, 12.0)]
    fp8 = cheapest_prefill_cards(rows, all_gpus(), ["cn"], [], gazetteer(), "fp8", "CNY", 7.2, None)
    bf16 = cheapest_prefill_cards(rows, all_gpus(), ["cn"], [], gazetteer(), "bf16", "CNY", 7.2, None)
    assert "H100 SXM" not in fp8
    assert fp8[0] == "H20" and bf16[0] == "A10"


def test_an_fp8_card_is_said_beside_a_bf16_pick_only_when_cheaper_a_month():
    # 3.22 M tokens/s through 7.62e9 parameters on H100 SXM at FP8 (1,979 TFLOPS): 1,979e12 × 0.5 ÷ 1.524e10 = 64,928
    # tokens/s → ⌈3.22e6 ÷ 64,928 ÷ 0.75⌉ = 67 cards × $2.00 × 730 = $97,820 a month: said under a $178,000 pick
    # (1.8×), not under a $90,000 one
    rows = [_row("H100 SXM", 8, 16.0, region="us-east", provider="lambda"), _row("A10", 1, 0.5, region="us-east")]
    for r in rows:
        r.currency = "USD"
    m = fp8_lever(rows, all_gpus(), [], [], gazetteer(), "USD", 7.2, None, 3.22e6, 7.62e9, 178_000)
    assert m is not None and m.args["gpu"] == "H100 SXM" and m.args["cards"] == 67
    assert m.args["month"] == 67 * 2.0 * 730
    assert fp8_lever(rows, all_gpus(), [], [], gazetteer(), "USD", 7.2, None, 3.22e6, 7.62e9, 90_000) is None
    # a provider stated and holding no FP8 card: nothing said
    assert fp8_lever(rows, all_gpus(), [], ["alibaba"], gazetteer(), "USD", 7.2, None, 3.22e6, 7.62e9, 178_000) is None
