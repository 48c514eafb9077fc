""""Cheaper?" asked of an image or speech plan names the next cheaper plan, or says why there is none.

A blind review found "Cheaper?" after an SDXL answer returned the first answer byte for byte. tools.media.cheaper_line
now compares the plan with the same load re-priced on spot and, for a live image load, with its cards busier at the
peak. Hand-worked figures (plans built by hand, no catalog):
- pick 4 × RTX 6000 Ada at $0.77 = $3.08/h; on spot 4 × A100 80GB PCIe in one box at $1.78/h: 1 − 1.78 / 3.08 =
  42.2 % less; busier: 5 × A40 at $0.44 = $2.20/h: 1 − 2.20 / 3.08 = 28.6 % less, so spot is named first.
- a spot plan at $3.00/h is 1 − 3.00 / 3.08 = 2.6 % less, inside the 5 % tie: not a cheaper plan; with no busier
  plan the answer says the pick is already the cheapest and names the latency and the peak that block a cheaper one.
"""

from dataclasses import replace

import pytest

from tools.media import MODELS, MediaPlan, MediaRow, cheaper_line


def _row(gpu: str, gpus: int, machines: int, price: float) -> MediaRow:
    return MediaRow("p", "i", gpu, gpus, machines, price, None, price * machines, rate=3.31, scaled=True)


def _plan(row: MediaRow, too_slow: int = 0) -> MediaPlan:
    # a live load of 0.5556 images a second (20,000 a day, 10 % in the busiest hour), a 10 s latency stated
    return MediaPlan(MODELS["sdxl"], None, 1.0, None, 2000 / 3600, None, None, [row], "USD", latency_s=10.0,
                     too_slow=too_slow)


PICK = _plan(_row("RTX 6000 Ada", 1, 4, 0.77), too_slow=3)


def test_the_cheaper_plans_are_named_cheapest_first():
    got = cheaper_line(PICK, _plan(_row("A100 80GB PCIe", 4, 1, 1.78)), _plan(_row("A40", 1, 5, 0.44)))
    assert got is not None and got.code == "media.cheaper"
    spot, busier = got.args["options"]
    assert spot.code == "media.cheaper_spot" and spot.args["saving"] == pytest.approx(0.422, abs=0.001)
    assert busier.code == "media.cheaper_busier" and busier.args["saving"] == pytest.approx(0.286, abs=0.001)
    assert busier.args["cards"] == 5
    en, zh = got.text("en"), got.text("zh")
    assert "$3.08 an hour" in en and "42% less" in en and "spot" in en and "80% busy" in en
    assert "省 42%" in zh and "竞价" in zh


def test_no_cheaper_plan_says_which_constraint_blocks_one():
    got = cheaper_line(PICK, _plan(_row("L4", 1, 4, 0.75)), None)
    assert got is not None and got.code == "media.cheaper_none"
    en = got.text("en")
    assert "already the cheapest plan" in en and "≤ 10 s rules out 3 slower card types" in en
    assert "33 images a minute" in en  # 0.5556/s × 60 = 33.3
    assert "no cheaper plan on spot prices" in en
    assert "已经是满足你所说条件的最便宜方案" in got.text("zh")


def test_no_plan_no_line():
    assert cheaper_line(replace(PICK, rows=[]), None, None) is None


def test_fewer_steps_re_plans_an_image_batch_at_the_scaled_time_on_the_same_card():
    # SDXL is measured at 3.31 s an image, 30 steps, on an A100 80GB SXM. 9,000 images on that card: 9,000 × 3.31 =
    # 29,790 s = 8.275 GPU-hours; at 20 steps only the steps' part scales: ≤ 0.56 s of an image is prompt encoding and
    # VAE decode (tools.media.SDXL_FIXED_S, from SDXL-Turbo's 207 ms with a 67 ms UNet at 512², × 4 pixels), so
    # 9,000 × (0.56 + 2.75 × 20/30) = 21,540 s = 5.983 GPU-hours (was 5.517 with the whole image × 20/30)
    from catalog.gpus import all_gpus
    from tools.media import gpu_hours, plan
    from tools.schema import InstanceRow, Workload

    rows = [InstanceRow(provider="p", instance_type="a100-1x", region="us-east-1", gpu="A100 80GB SXM", gpu_count=1,
                        vcpu=12, ram_gib=120, price_on_demand=1.50)]
    w = Workload(batch_requests=9000)
    kw = {"size": None, "usd_cny": 7.2, "fx": {}}
    full = plan(MODELS["sdxl"], w, all_gpus(), rows, **kw)
    fewer = plan(MODELS["sdxl"], w, all_gpus(), rows, **kw, steps=20)
    assert full is not None and fewer is not None
    assert gpu_hours(full, full.rows[0]) == pytest.approx(8.275, rel=1e-3)
    assert gpu_hours(fewer, fewer.rows[0]) == pytest.approx(5.983, rel=1e-3)
    got = cheaper_line(full, None, None, fewer)
    assert got is not None and got.code == "media.cheaper"
    (steps,) = got.args["options"]
    assert steps.code == "media.cheaper_steps" and "20 sampling steps instead of 30" in steps.text("en")
    assert "20 步而非 30 步" in steps.text("zh")
