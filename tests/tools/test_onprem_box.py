"""The machine to buy for a speech or media job under "no cloud" (tools/onprem_box.py, advisor/core/onprem_lines.py).

Hand reasoning (the expert's): a firm whose data may not go to any cloud buys the cards the plan needs; the answer is
that box — the cards, a host of ≥ 4 vCPU a card with RAM at least the cards' memory and local NVMe (tools.host), the
cards' power from their TDP, and their price where a launch price is sourced — with no rental row or hourly price.
By hand: 2 × RTX 4090 (24 GB, 450 W, $1,599 MSRP) in one server → ≥ 8 vCPU, ≥ ⌈2 × 24⌉ = 48 GiB RAM, 900 W of cards,
cards ≈ $3,198; 12 × L40S (48 GB) → ⌈12 ÷ 8⌉ = 2 servers of 6 → ≥ 24 vCPU and ≥ 288 GiB RAM each, no launch price held
(a vendor's quote).
"""

from __future__ import annotations

from types import SimpleNamespace

from advisor.core.onprem_lines import onprem_lines
from tools.onprem_box import onprem_box
from tools.schema import GPUSpec, Msg, Workload


def _row(gpu: str, gpus: int, machines: int, cost: float, hours: float = 30.0) -> SimpleNamespace:
    return SimpleNamespace(gpu=gpu, gpus=gpus, machines=machines, cost=cost, hours=hours, price=1.0)


def _plan(*rows: SimpleNamespace, live: float | None = None) -> SimpleNamespace:
    return SimpleNamespace(rows=list(rows), dense=None, live=live)


GPUS = {"RTX 4090": GPUSpec(name="RTX 4090", memory_gb=24, tdp_w=450),
        "L40S": GPUSpec(name="L40S", memory_gb=48, tdp_w=350),
        "RTX A4000": GPUSpec(name="RTX A4000", memory_gb=16, tdp_w=140)}


def test_two_4090s_are_a_box_with_host_power_and_launch_price():
    a = onprem_box(_plan(_row("RTX A4000", 1, 5, 9.0), _row("RTX 4090", 2, 1, 12.0)), GPUS).args  # type: ignore[arg-type]
    assert (a["cards"], a["gpu"], a["servers"], a["vcpu"], a["ram_gib"]) == (2, "RTX 4090", 1, 8, 48)
    assert a["power_w"] == 900 and a["price_usd"] == 3198


def test_twelve_l40s_are_two_servers_priced_by_quote():
    a = onprem_box(_plan(_row("L40S", 4, 3, 50.0)), GPUS).args  # type: ignore[arg-type]
    assert (a["cards"], a["servers"], a["per_server"], a["vcpu"], a["ram_gib"]) == (12, 2, 6, 24, 288)
    assert a["price_usd"] is None and a["power_w"] == 12 * 350


def test_no_row_no_box():
    assert onprem_box(_plan(), GPUS) is None  # type: ignore[arg-type]


def _rental() -> Msg:
    return Msg(code="embedding.also", args={"row": Msg(code="media.row", args={"price": 0.4})})


def test_under_no_cloud_the_rental_lines_go_and_the_box_leads():
    lines = [Msg(code="media.job", args={"row": Msg(code="media.row", args={"cost": 9.0})}), _rental(),
             Msg(code="media.gpu_hours", args={"hours": 40.0, "gpu": "RTX 4090"})]
    p = _plan(_row("RTX 4090", 1, 1, 9.0))
    out = onprem_lines(lines, p, Workload(buy_server=True))
    assert [m.code for m in out] == ["onprem_box.buy", "media.gpu_hours"]
    assert onprem_lines(lines, p, Workload()) == lines  # renting allowed: as they were
    assert onprem_lines(lines, p, Workload(buy_server=True, owned_gpus=True)) == lines  # the cards are owned


def test_the_box_is_said_in_english_and_chinese():
    m = onprem_box(_plan(_row("RTX 4090", 2, 1, 12.0)), GPUS)  # type: ignore[arg-type]
    assert m is not None
    en, zh = m.text("en"), m.text("zh")
    assert "No cloud: buy 2 × RTX 4090" in en and "/h" not in en and "rent " not in en
    assert "不上云：买 2 张 RTX 4090" in zh and "48 GiB" in zh


def test_a_video_load_is_the_cards_that_finish_a_day_inside_it():
    # By hand: 300 clips × 600 s = 50 card-hours a day → ⌈50 ÷ 24⌉ = 3 RTX 4090s, 50 ÷ 3 ≈ 16.7 h;
    # 3 × $1,599 = $4,797 at launch price; 3 × 450 W = 1,350 W
    from catalog.gpus import all_gpus
    from tools.onprem_box import clip_box

    m = clip_box(300, 24.0, 600.0, "RTX 4090", all_gpus())
    assert m.args["cards"] == 3 and m.args["price_usd"] == 4797.0
    assert abs(m.args["hours"] - 50 / 3) < 1e-6 and m.args["power_w"] == 1350.0


def test_an_embedding_plan_is_boxed_too():
    # the rows of an embedding / vision-training plan carry the same fields as a media plan's; no dense / live
    from types import SimpleNamespace

    from catalog.gpus import all_gpus
    from tools.onprem_box import onprem_box

    row = SimpleNamespace(gpu="RTX 3090", gpus=2, machines=1, cost=9.0, hours=4.0)
    m = onprem_box(SimpleNamespace(rows=[row]), all_gpus())
    assert m is not None and m.args["cards"] == 2 and m.args["price_usd"] == 2998.0 and m.args["hours"] == 4.0


def test_a_detector_training_box_holds_its_image_cache_in_ram():
    # By hand: 40,000 images at 800 px cached by Ultralytics (cache=ram) = 40,000 × 800² × 3 B = 76.8 GB = 71.5 GiB,
    # beside one RTX 4090's 24 (the catalog's memory, read as GiB by the host rule): host RAM ≥ ⌈95.5⌉ = 96 GiB; a box
    # sized on the card alone said 24 GiB
    from types import SimpleNamespace

    from catalog.gpus import all_gpus
    from tools.onprem_box import onprem_box

    row = SimpleNamespace(gpu="RTX 4090", gpus=1, machines=1, cost=3.0, hours=5.0)
    job = SimpleNamespace(images=40_000, model=SimpleNamespace(kind="detection"))
    m = onprem_box(SimpleNamespace(rows=[row], job=job, size=800), all_gpus())
    assert m is not None and m.args["ram_gib"] == 96, m.args
