"""A card with no price where the user asked: the reference price for the same card elsewhere comes from a real,
rankable catalog row (never a quarantined one, never invented), per GPU-hour in the answer's currency; the cards sold
in mainland China are matched by name without catching their export-controlled cousins (H200 is not H20); and a
stated H100/H200 asked of a mainland cloud or by a team in the mainland is refused for the export rules, not for the
catalog's coverage."""

from catalog.places import gazetteer
from tools.compat import china_market_part
from tools.cost import reference_gpu_hour
from tools.recommend import export_refused, place_tags
from tools.schema import GPUSpec, InstanceRow, Msg, Workload


def _row(price: float, n: int, *, gpu: str = "A800 80GB PCIe", currency: str = "USD", quarantined: str = "",
         confidence: str = "official", region: str = "us-x") -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"i{price}-{n}", region=region, gpu=gpu, gpu_count=n,
                       price_on_demand=price, currency=currency, quarantined=quarantined,  # type: ignore[arg-type]
                       confidence=confidence)


def test_the_reference_is_the_cheapest_rankable_gpu_hour_converted_at_the_answers_rate():
    # Hand: $20.00/h for 8 GPUs = $2.50 per GPU-hour; $3.00/h for 1 GPU = $3.00; a quarantined $0.10 row must not
    # count; another card's $0.50 row must not count. Cheapest rankable: $2.50; in CNY at 7.2 per USD: ¥18.00.
    rows = [_row(20.0, 8), _row(3.0, 1), _row(0.10, 1, quarantined="no_price_date"), _row(0.5, 1, gpu="RTX 4090")]
    got = reference_gpu_hour(rows, "A800 80GB PCIe", "CNY", 7.2, None)
    assert got is not None
    row, price = got
    assert row.price_on_demand == 20.0 and row.gpu_count == 8
    assert abs(price - 18.0) < 1e-9


def test_no_rankable_row_for_the_card_gives_no_reference():
    # H20: no row anywhere (the catalog prices none), and a quarantined one is no citable price either.
    assert reference_gpu_hour([_row(1.0, 1, gpu="H20", quarantined="no_price")], "H20", "USD", 7.2, None) is None
    assert reference_gpu_hour([_row(1.0, 1)], "H20", "USD", 7.2, None) is None


def test_china_market_parts_match_by_name_not_by_prefix():
    # "H200 SXM" starts with "H20" but is an export-controlled part; "H800 SXM" and both A800s are China-market parts.
    assert china_market_part("H20") and china_market_part("H800 SXM") and china_market_part("A800 80GB PCIe")
    assert china_market_part("L20")
    assert not china_market_part("H200 SXM") and not china_market_part("RTX 4090") and not china_market_part("H100 SXM")


def _h100() -> GPUSpec:
    return GPUSpec(name="H100 SXM", vendor="NVIDIA", memory_gb=80)


def test_a_mainland_cloud_or_a_team_in_the_mainland_is_a_place_for_the_export_rules():
    g = gazetteer()
    assert place_tags(Workload(model="m", providers=["tencent"]), g) == ["cn"]  # 腾讯云上有吗
    assert place_tags(Workload(model="m", providers=["aws"]), g) == []  # AWS anywhere: no place implied
    assert place_tags(Workload(model="m", providers=["tencent", "aws"]), g) == []  # not only Chinese clouds


def test_h100_on_a_mainland_cloud_is_refused_for_the_export_rules_and_h20_is_not():
    g = gazetteer()
    w = Workload(model="m", providers=["alibaba"])
    why = export_refused(w, g, _h100())
    assert isinstance(why, Msg) and why.code == "recommend.why_not.export"
    for lang in ("en", "zh"):  # the same facts in each wording: the card and a part that is on offer
        assert "H100 SXM" in why.text(lang) and "H20" in why.text(lang), why.text(lang)
    assert "export" in why.text("en") and "出口管制" in why.text("zh")
    assert export_refused(w, g, GPUSpec(name="H20", vendor="NVIDIA", memory_gb=96)) is None
    assert export_refused(Workload(model="m", providers=["lambda"]), g, _h100()) is None


def test_the_reference_line_says_place_source_and_total_in_each_language():
    # Hand: 2.1 GPU-hours × ¥5.93 = ¥12.45; the line must carry the card, the per-GPU-hour price, the place and the
    # total, and mark a third-party-reported price.
    m = Msg(code="recommend.unpriced_plan.reference", args={
        "name": "A800 80GB PCIe", "gh": 2.1, "money": "¥5.93", "total": "¥12.45", "provider": "cudo",
        "region": "us-carlsbad-1", "month": False, "third": True})
    for lang in ("en", "zh"):
        t = m.text(lang)
        assert all(x in t for x in ("A800 80GB PCIe", "¥5.93", "¥12.45", "cudo", "us-carlsbad-1", "2.1")), t
    assert "third-party" in m.text("en") and "第三方" in m.text("zh")


def test_a_budget_refused_by_priced_plans_elsewhere_is_not_judged_under_an_unpriced_plan():
    # The plan heading the answer has no price where asked; the ❌ came from priced plans outside the limits. It turns
    # ❔ with the per-GPU-hour quote that keeps the plan within budget; other lines (a refused card) stay as they are.
    from tools.constraints import budget_by_quote
    from tools.schema import Constraint
    cs = [Constraint(name="budget", stated="¥30,000 per month", status="refused", message=Msg(code="x")),
          Constraint(name="gpu", stated="H100", status="refused", message=Msg(code="y"))]
    out = budget_by_quote(cs, "¥5.14")
    assert out[0].status == "unchecked" and out[0].message.args["money"] == "¥5.14"
    assert "¥5.14" in out[0].message.text("zh") and "¥5.14" in out[0].message.text("en")
    assert out[1].status == "refused" and out[1].message.code == "y"
