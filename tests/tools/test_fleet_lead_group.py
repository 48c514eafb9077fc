"""Which group of a mixed owned fleet leads the answer (tools.fleet.lead_group), and its one-line verdict.

The groups here are built by hand with the figures each group's own owned-card answer states, so the rule is tested
on its own; the end-to-end reading is in tests/advisor/test_a_mixed_owned_fleet_is_kept.py.
"""

import advisor.core  # noqa: F401  (installs the message catalog that Msg.en reads)
from tools.fleet import OwnedGroup, fleet_lead, group_line, lead_group

GB = 10**9


def group(gpu: str, n: int, need_gb: float, pool_gb: float, **kw) -> OwnedGroup:
    return OwnedGroup(**{"gpu": gpu, "count": n, "runs": True, "meets": True, "need": int(need_gb * GB),
                         "budget": int(pool_gb * GB), "precision": "bf16", **kw})


# Qwen2.5-72B (72.7 B params), 20 users at once × 4,096 tokens. KV per token = 2 (K, V) × 80 layers × 8 KV heads
# × 128 dims × 2 B = 327,680 B, so 20 × 4,096 × 327,680 B = 26.8 GB of KV in all.
# 8 × T4, INT8 weights: 72.7 GB / 8 = 9.1 GB + 26.8 / 8 = 3.4 GB of KV = 12.5 GB + activations/runtime ≈ 13.3 GB per
#   GPU against vLLM's 0.9 × 15.6 GB = 14.1 GB: 0.8 GB spare, 0.8 / 14.1 = 6 % (under 10 %: tight).
# 2 × A100 80GB, FP8 weights: 72.7 / 2 = 36.4 GB + 26.8 / 2 = 13.4 GB = 49.8 GB + runtime ≈ 51.7 GB against
#   0.9 × 85.2 = 76.7 GB: 25.0 GB spare, 33 %. BF16 (145.4 GB of weights, 72.7 per GPU + 13.4 KV) is over the pool.
T4 = group("T4", 8, 13.3, 14.1, precision="int8", asked="fp16", tps=14.0)
A100 = group("A100 80GB SXM", 2, 51.7, 76.7, precision="fp8", asked="bf16", tps=27.0)


def test_the_group_with_the_larger_share_of_its_pool_spare_leads_whichever_is_named_first():
    assert lead_group([T4, A100]) == 1  # 33 % spare beats 6 %
    assert lead_group([A100, T4]) == 0


def test_weights_at_a_higher_precision_lead_over_more_room_at_a_lower_one():
    # 简体 "给20人用" reads 5 users at once: 5 × 4,096 × 327,680 B = 6.7 GB of KV (3.4 GB in FP8, 1.7 per GPU).
    # 2 × A100: BF16 weights 72.7 GB per GPU + 1.7 ≈ 75.0 of 76.7 GB (1.7 spare, 2 %, tight) — the model as asked.
    # 8 × T4: INT8 only, ≈ 10.8 of 14.1 GB (3.3 spare, 23 %): more room, but a lower precision than asked.
    a100_bf16 = group("A100 80GB SXM", 2, 75.0, 76.7)
    t4_int8 = group("T4", 8, 10.8, 14.1, precision="int8", asked="fp16")
    assert lead_group([t4_int8, a100_bf16]) == 1  # 2 bytes per weight beat 1
    # "eight T4s and an A100 80GB", one user: 1 × A100 holds 72B only in INT4 AWQ (72.7 × 0.5 = 36.4 GB + KV), more
    # room (33 of 77 GB) than the T4s' INT8 (4 of 14 GB); INT8 is the closer to the model asked for, so the T4s lead
    a100_awq = group("A100 80GB SXM", 1, 43.8, 76.7, precision="awq", asked="bf16")
    t4_one_user = group("T4", 8, 10.1, 14.1, precision="int8", asked="fp16")
    assert lead_group([a100_awq, t4_one_user]) == 1


def test_a_group_that_runs_and_meets_the_load_leads_over_one_that_does_not():
    refused = group("A100 80GB SXM", 2, 10.0, 76.7, meets=False)  # 87 % spare, but a stated target refused
    assert lead_group([refused, T4]) == 1
    cannot = OwnedGroup(gpu="RTX 4090", count=2, runs=False, meets=False)
    assert lead_group([cannot, refused]) == 1  # it runs (short of the target) beats it does not run at all


def test_within_two_points_of_spare_the_fewer_cards_lead_else_the_first_named():
    # (figures made up for the rule alone) 4 × card A at 30 % of its pool spare against 2 × card B at 31 %: within
    # SPARE_TIE (2 points), a tie, so the 2 cards lead whichever was named first
    four = group("card A", 4, 28.0, 40.0)  # 12 / 40 = 30 % spare
    two = group("card B", 2, 55.2, 80.0)  # 24.8 / 80 = 31 % spare
    assert lead_group([four, two]) == 1 and lead_group([two, four]) == 0
    same = group("card C", 4, 56.0, 80.0)  # 30 % on 4 cards: a full tie with `four`, so the first named
    assert lead_group([four, same]) == 0 and lead_group([same, four]) == 0


def test_the_other_group_is_said_in_one_line_with_its_verdict():
    line = group_line(T4).en
    assert line == "8 × T4: INT8 weights, not FP16, 0.8 GB of 14.1 GB spare per GPU — tight, ≈ 14 tokens/s per user"
    lead = fleet_lead([T4, A100])
    assert "\n" not in lead.en and "most room, 2 × A100 80GB SXM: FP8 weights" in lead.en
    assert lead.en.endswith("the other: " + line)
    assert "另一种：8 × T4：INT8 权重（不是 FP16），每卡 14.1 GB 余 0.8 GB，很紧" in lead.zh
    assert group_line(OwnedGroup(gpu="RTX 4090", count=2, runs=False, meets=False)).en == \
        "2 × RTX 4090: does not run it as asked"
