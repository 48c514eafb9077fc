"""The one rule that puts a dearer row above a cheaper one (tools.order_reason), read from the rows' own facts."""

from __future__ import annotations

from tools.order_reason import OrderFacts, OrderRow, deciding_rule, order_leads
from tools.schema import Candidate, Layout, Money


def _row(gpu: str, price: float, *, count: int = 1, tps: float | None = None, full: float | None = None,
         vendor: str = "NVIDIA", near: int | None = None, tight: bool = False, pcie: int = 0,
         instances: int = 1, hours: float | None = None) -> OrderRow:
    c = Candidate(provider="p", instance=f"{count}x_{gpu}", region="r", gpu=gpu, gpu_count=count, instances=instances,
                  price_per_hour=Money(amount=price, currency="USD"), billing="on_demand",
                  layout=Layout(num_gpus=count), per_user_tokens_per_s=tps, per_user_full_tps=full, vendor=vendor,
                  users_nearness=near, memory_past_limit=tight, pcie_tp=pcie)
    return OrderRow(candidate=c, key=price, hours=hours)


def test_a_row_that_misses_the_floor_at_full_context_is_led_by_one_that_holds_it():
    # By hand: 1 × H100 $2.17 (51.5 tok/s at the full 4,096 tokens) above 1 × A800 $1.08 (56 typical, 32.4 at full
    # context) against a stated 50: 2.17 ÷ 1.08 = 2.01× ≤ the 2× floor cap × the 5 % tie (2.1) → the floor rule
    h100, a800 = _row("H100", 2.17, tps=86, full=51.5), _row("A800", 1.08, tps=56, full=32.4)
    (lead,) = order_leads([h100, a800], 2, OrderFacts(floor=50))
    assert (lead.upper, lead.lower, lead.rule, lead.lower_tps, lead.full_context) == (1, 2, "floor", 32.4, True)
    assert round(lead.ratio, 2) == 2.01
    # at 2.5× the price (past 2.1×) the floor rule could not have done it: no rule is guessed
    assert deciding_rule(h100.candidate, a800.candidate, 2.5, OrderFacts(floor=50)) == "other"
    # no floor (a batch): the same pair is not a floor lead
    assert deciding_rule(h100.candidate, a800.candidate, 2.01, OrderFacts()) == "other"


def test_a_row_near_the_users_leads_within_their_band_and_mainland_at_any_price():
    # By hand: users in Japan, a Tokyo row $2.70 (nearness 0) above a CA row $2.39 (3): +13 % ≤ 15 % × 1.05 → place;
    # at $4.58 (+92 %) the place band does not cover it; users in mainland China (band None): any price
    tokyo, ca = _row("H100", 2.70, near=0), _row("A100", 2.39, near=3)
    facts = OrderFacts(place=True, place_band=0.15)
    assert deciding_rule(tokyo.candidate, ca.candidate, 2.70 / 2.39, facts) == "place"
    assert deciding_rule(tokyo.candidate, ca.candidate, 4.58 / 2.39, facts) != "place"
    assert deciding_rule(tokyo.candidate, ca.candidate, 5.3, OrderFacts(place=True, place_band=None)) == "place"
    # the place not said (place False): no place lead even with the nearness read
    assert deciding_rule(tokyo.candidate, ca.candidate, 2.70 / 2.39, OrderFacts()) != "place"


def test_a_cuda_row_leads_a_rocm_row_that_saves_under_the_stack_preference():
    # By hand: 2 × H100 $2.60 above 1 × MI300X $2.39: the ROCm row saves 1 − 2.39 ÷ 2.60 = 8 % < 15 % → cuda;
    # against $2.90 it would save 17.6 % (> 15 %): the stack preference could not keep it first
    h100, mi300 = _row("H100", 2.60, count=2), _row("MI300X", 2.39, vendor="AMD")
    (lead,) = order_leads([h100, mi300], 2, OrderFacts())
    assert lead.rule == "cuda" and round(lead.saving, 2) == 0.08
    assert deciding_rule(h100.candidate, mi300.candidate, 2.90 / 2.39, OrderFacts()) != "cuda"


def test_within_the_tie_a_pair_is_a_tie_and_no_lead_is_listed():
    # By hand: $1.10 above $1.08 is 1.9 % dearer, inside the 5 % tie: the order is "lowest first", nothing to explain
    one, four = _row("A800", 1.10, tps=56), _row("V100", 1.08, count=4, tps=57)
    assert deciding_rule(one.candidate, four.candidate, 1.10 / 1.08, OrderFacts()) == "tie"
    assert order_leads([one, four], 2, OrderFacts()) == []


def test_a_tight_row_gives_way_to_a_roomy_one_and_pcie_and_fewer_gpus_are_named():
    # By hand: 1 × MI300X $2.39 above 8 × V100 $2.16 at over 90 % of its pool: 1.11× ≤ 2× → roomy; 1 × L40S $1.10
    # at 30 tok/s above 2 × L4 $0.98 at 25: 1.12× ≤ 1.10 × 1.05 = 1.155, fewer GPUs and no slower → fewer_gpus
    mi300 = _row("MI300X", 2.39, vendor="AMD")
    assert deciding_rule(mi300.candidate, _row("V100", 2.16, count=8, tight=True).candidate, 1.11, OrderFacts()) == "roomy"
    # the same V100 row not tight but on TP 8 over PCIe: at 1.11× the ranking's own one-machine pass (a narrower PCIe
    # group up to 15 % × 1.05 = 1.21×) did it; at 1.5× only the wide-PCIe rule (up to 1.75×) can have
    pcie8 = _row("V100", 2.16, count=8, pcie=8).candidate
    assert deciding_rule(mi300.candidate, pcie8, 1.11, OrderFacts()) == "simpler"
    assert deciding_rule(mi300.candidate, pcie8, 1.5, OrderFacts()) == "pcie"
    assert deciding_rule(mi300.candidate, pcie8, 1.9, OrderFacts()) == "other"
    l40s, l4 = _row("L40S", 1.10, tps=30), _row("L4", 0.98, count=2, tps=25)
    assert deciding_rule(l40s.candidate, l4.candidate, 1.10 / 0.98, OrderFacts()) == "fewer_gpus"


def test_the_margin_rule_names_a_row_inside_the_speed_error():
    # By hand: 22.2 tok/s against the default 20 is under 20 × 1.371 = 27.4 (thin); 1 × H100 at 33.1 keeps it, 23 %
    # dearer ≤ 25 % × 1.05 → margin; at 50 % dearer → not the margin rule
    h100, l40s = _row("H100", 6.88, tps=33.1), _row("L40S", 5.58, count=3, tps=22.2)
    assert deciding_rule(h100.candidate, l40s.candidate, 6.88 / 5.58, OrderFacts(floor=20)) == "margin"
    assert deciding_rule(h100.candidate, l40s.candidate, 1.5, OrderFacts(floor=20)) == "other"


def test_the_first_row_names_a_cheaper_plan_it_was_put_above_further_down():
    # By hand: three shown rows rising in price ($2.17, $2.20, $2.30), the fourth row $1.08 misses the 50 floor at
    # full context (32.4): the shown rows are in order, the first row's lead is over row 4 (2.0×)
    rows = [_row("H100", 2.17, full=51.5), _row("H200", 2.20, full=60), _row("B200", 2.30, full=70),
            _row("A800", 1.08, full=32.4)]
    (lead,) = order_leads(rows, 3, OrderFacts(floor=50))
    assert (lead.upper, lead.lower, lead.rule) == (1, 4, "floor")


def test_a_long_job_gives_way_to_a_much_sooner_plan():
    # By hand: 8 × H200 $15 in 1.4 h above 1 × A100 $14 in 1.3 days (31 h): 31 ÷ 1.4 = 22× sooner (≥ 4×) and the job
    # over a day, 15 ÷ 14 = 1.07× ≤ 10 % × 1.05 → sooner; a 20 h job (under a day) is not held to it
    rows = [_row("H200", 15, count=8, hours=1.4), _row("A100", 14, hours=31)]
    (lead,) = order_leads(rows, 2, OrderFacts())
    assert lead.rule == "sooner" and round(lead.sooner) == 22
    assert order_leads([rows[0], _row("A100", 14, hours=20)], 2, OrderFacts())[0].rule == "other"


def test_the_pick_is_explained_by_the_recommenders_rule_and_lower_rows_by_the_rankings():
    # By hand: 1 × MI300X $2.39 and 2 × A800 on TP 2 over PCIe $2.16 (1.11×), the A800 at 16.1 tok/s at the full
    # context against the default 20. As the pick, the MI300X was chosen by the floor rule (the CUDA preference had put
    # the A800 back first: it saves 1 − 2.16 ÷ 2.39 = 10 % < 15 %); lower in the table the same pair is ordered by the
    # one-machine pass (a narrower PCIe group, 1.11× ≤ 1.15 × 1.05)
    mi300 = _row("MI300X", 2.39, tps=38, full=31.1, vendor="AMD")
    a800 = _row("A800", 2.16, count=2, tps=25, full=16.1)
    a800.candidate.layout = Layout(num_gpus=2, tp=2)
    a800.candidate.interconnect = "pcie"
    (lead,) = order_leads([mi300, a800], 2, OrderFacts(floor=20))
    assert (lead.rule, lead.pcie_group) == ("floor", 2)
    assert deciding_rule(mi300.candidate, a800.candidate, 2.39 / 2.16, OrderFacts(floor=20)) == "simpler"
    # no floor (nothing judged it): the pick's lead is the one-machine pass
    assert order_leads([mi300, a800], 2, OrderFacts())[0].rule == "simpler"
