"""tools.service_move: "cheaper?" on a service moves only to a lever plan that serves as the pick was asked to."""

from __future__ import annotations

from tools.schema import Candidate, Recommendation, WorkKind, Workload
from tools.service_move import service_move_holds


def _rec(tps: float, thin: bool = False, target: float | None = None, kind: WorkKind = WorkKind.SERVING) -> Recommendation:
    c = Candidate.model_construct(per_user_tokens_per_s=tps, memory_thin=thin)
    w = Workload(model="Phi-4", task="inference", target_tokens_per_s_per_user=target)
    return Recommendation.model_construct(workload=w, kind=kind, candidates=[c])


def test_a_lever_plan_under_the_stated_speed_or_thinner_on_memory_is_no_move():
    # Hand: 35 tokens/s stated. A 16-bit pick at 40 tok/s; an FP8-KV plan at 38 keeps 35 (a move), one at 31 does not;
    # a plan that fills its pool past the thin floor while the pick had room is no move either.
    pick = _rec(40.0, target=35.0)
    assert service_move_holds(pick, _rec(38.0))
    assert not service_move_holds(pick, _rec(31.0))
    assert not service_move_holds(pick, _rec(38.0, thin=True))
    assert service_move_holds(_rec(40.0, thin=True, target=35.0), _rec(38.0, thin=True))  # the pick was thin too


def test_with_no_speed_stated_the_default_floor_or_the_picks_own_speed_holds():
    # Hand: none stated: the 20 tok/s interactive default, or the pick's own 14 where the pick was slower than that.
    assert service_move_holds(_rec(45.0), _rec(22.0)) and not service_move_holds(_rec(45.0), _rec(18.0))
    assert service_move_holds(_rec(14.0), _rec(15.0)) and not service_move_holds(_rec(14.0), _rec(12.0))
    assert service_move_holds(_rec(0.0, kind=WorkKind.BATCH), _rec(0.0))  # a batch: its deadline rules decide
