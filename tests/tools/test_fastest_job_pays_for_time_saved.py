"""Under "fastest" a sized job climbs the cost/time frontier only while a dearer plan saves at least as large a share of
the wall time as the share of its cost that is extra (tools.recommend.FASTEST_JOB_GAIN_PER_DOUBLING): a second node at a
dearer provider that saves minutes at 2-3× the bill is named beside the pick, not rented."""

from __future__ import annotations

from tools.constants import JOB_SETUP_HOURS


class _Job:
    """The two figures the stop reads for a sized job: its whole cost and its run hours (wall = run + start-up)."""

    def __init__(self, cost: float, wall: float) -> None:
        self.work_cost, self.train_hours = cost, wall - JOB_SETUP_HOURS
        self.hourly, self.per_user_tps = cost / wall, None


def test_a_dearer_job_plan_leads_only_when_it_cuts_the_time_by_its_cost_share():
    from tools.recommend import fastest_knee

    # wall hours (run + 0.25 h start-up) and job costs, worked by hand:
    # 4 × A100 $40 in 6 h → 8 × H100 $60 in 3 h: 1.5× the cost (0.585 doublings) for 2× sooner:
    #   2 ^ (1 / 0.585) − 1 = +227 % a doubling ≥ +100 %: climbs.
    # 8 × H100 → 2 nodes elsewhere $150 in 2 h: 2.5× the cost (1.32 doublings) for 1.5× sooner:
    #   1.5 ^ (1 / 1.32) − 1 = +36 % < +100 %: stops at 8 × H100 ($60, 3 h).
    # A dearer, slower plan ($70, 4 h) is off the frontier and never the stop.
    plans = [_Job(40, 6.0), _Job(70, 4.0), _Job(60, 3.0), _Job(150, 2.0)]
    knee = fastest_knee(plans, job=True)  # type: ignore[arg-type]
    assert knee is not None and (knee.work_cost, knee.train_hours + JOB_SETUP_HOURS) == (60, 3.0)
    # the same card on twice the nodes over RDMA at 1.05× the node-hours: $63 in 1.575 h → ×1.05 the cost for
    # 1.9× sooner: far above +100 % a doubling, so near-linear scale-out still climbs
    scaled = [_Job(60, 3.0), _Job(63, 1.575)]
    top = fastest_knee(scaled, job=True)  # type: ignore[arg-type]
    assert top is not None and top.work_cost == 63
    # on the line: 2× the cost for exactly half the wall time (2^(1/1) − 1 = +100 %) is worth it
    even = [_Job(50, 4.0), _Job(100, 2.0)]
    assert fastest_knee(even, job=True).work_cost == 100  # type: ignore[arg-type,union-attr]
