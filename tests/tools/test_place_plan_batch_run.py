"""A batch plan said beside a card the place lacks (tools.recommend._batch_run) carries its run's time, each period's
cost and the month at that period's runs, so a "每月幾錢" asked over a daily batch gets a month, not only an hour."""

from types import SimpleNamespace

from tools.kinds import WorkKind
from tools.recommend import _batch_run
from tools.schema import Workload


def _run(kind: WorkKind, period: str | None) -> SimpleNamespace:
    return SimpleNamespace(kind=kind, w=Workload(batch_period=period), currency="HKD")


def test_a_daily_batch_gets_its_day_and_its_month():
    # by hand: a day's run of ≈ 1.17 h (55 min + 15 min start-up) on HK$93.97/h = HK$109.56; × 30.42 days
    # (730 h ÷ 24) ≈ HK$3,332 a month
    m = _batch_run(_run(WorkKind.BATCH, "day"), (55 / 60, 109.56))
    assert m is not None and m.args["period"] == "day"
    assert m.args["run"] == "109.56 HKD" and m.args["month"] == "3,332 HKD"


def test_a_one_off_batch_gets_its_run_only_and_serving_none():
    # a one-off job: its cost, no month; a service is priced by its month elsewhere (tools.recommend._month)
    one = _batch_run(_run(WorkKind.BATCH, None), (2.0, 500.0))
    assert one is not None and one.args["month"] is None and one.args["run"] == "500.00 HKD"
    assert _batch_run(_run(WorkKind.SERVING, None), (2.0, 500.0)) is None
    assert _batch_run(_run(WorkKind.BATCH, "day"), (None, None)) is None
