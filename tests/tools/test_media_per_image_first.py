"""A customer waiting for each image under "fastest" (tools.media.seconds_first): the card that makes one image soonest
leads, within the stated budget's hourly share; rows over it come after every row within it."""

from __future__ import annotations

from tools.media import MediaRow, seconds_first


def _row(gpu: str, rate: float, hourly: float) -> MediaRow:
    return MediaRow("p", gpu.lower(), gpu, 1, 1, hourly, None, hourly, rate=rate)


def test_one_images_seconds_lead_within_the_budget():
    # HK$3,000 a month ÷ 730 h = HK$4.11/h: the A100 (3.3 s, HK$9.67/h) is over, the RTX A4500 (10.9 s, HK$3.90/h) is
    # the fastest within it, the RTX A4000 (13.5 s, HK$1.17/h) is cheaper but slower
    rows = [_row("RTX A4000", 13.46, 1.17), _row("A100 80GB SXM", 3.31, 9.67), _row("RTX A4500", 10.9, 3.90)]
    assert [r.gpu for r in seconds_first(rows, 3000 / 730)] == ["RTX A4500", "RTX A4000", "A100 80GB SXM"]
    # no budget stated: the fastest card whatever its price
    assert seconds_first(rows, None)[0].gpu == "A100 80GB SXM"
    # every row over the budget: still the fastest first (the answer says it is over)
    assert seconds_first(rows, 0.5)[0].gpu == "A100 80GB SXM"
