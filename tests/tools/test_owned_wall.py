"""A batch on a stated card count with no deadline: the count is kept (no machines added by the assumed week) and the
week is said against it (tools.owned_wall). Hand rule: the week is 168 h; with the speed model's 27 % to spare a set
of the stated cards may run 168 ÷ 1.27 − 0.25 = 132.03 h; cards = stated × ⌈run ÷ 132.03⌉."""

from __future__ import annotations

from tools.owned_wall import cards_for_wall, owned_wall_msg, sized_wall
from tools.schema import Msg, Workload
from tools.wording import duration

MARGIN = 0.27


def _w(**kw: object) -> Workload:
    return Workload(model="Qwen/Qwen2.5-7B-Instruct", task="inference", batch_requests=3_000_000, **kw)


def test_a_stated_count_is_not_sized_by_the_assumed_week():
    # no deadline and no count: the week (7 × 24 = 168 h) sizes the machines; one owned RTX 6000 Ada: nothing added;
    # a stated 36 h deadline on owned cards: the 36 h
    assert sized_wall(_w()) == 168.0
    assert sized_wall(_w(owned_gpus=True, num_gpus=1)) is None
    assert sized_wall(_w(num_gpus=2)) is None
    assert sized_wall(_w(owned_gpus=True, num_gpus=2, deadline_hours=36)) == 36


def test_cards_to_end_within_the_week():
    # 388 h of run on one card: ⌈388 ÷ 132.03⌉ = ⌈2.94⌉ = 3 cards; 111 h on 2 cards: one set → 2;
    # 700 h on 4 cards: ⌈5.30⌉ = 6 sets → 24 cards; exactly 132 h on one: 1
    assert cards_for_wall(388, 1, 168, MARGIN) == 3
    assert cards_for_wall(111, 2, 168, MARGIN) == 2
    assert cards_for_wall(700, 4, 168, MARGIN) == 24
    assert cards_for_wall(132, 1, 168, MARGIN) == 1


def test_the_line_says_the_week_the_time_and_the_cards():
    took = duration(388.25)
    m = owned_wall_msg(_w(owned_gpus=True, num_gpus=1), 388, 1, "RTX 6000 Ada", took, MARGIN)
    assert isinstance(m, Msg)
    assert m.args["days"] == 7 and m.args["meets"] is False and m.args["needed"] == 3
    assert "7 days" in m.text("en") and "3 × RTX 6000 Ada" in m.text("en") and "16.2 days" in m.text("en")
    assert "7 天" in m.text("zh") and "3 × RTX 6000 Ada" in m.text("zh")
    # 111 h + 0.25 h ≤ 168 h: within the week, no count offered
    ok = owned_wall_msg(_w(num_gpus=2), 111, 2, "L40S", duration(111.25), MARGIN)
    assert ok is not None and ok.args["meets"] is True and "within the 7 days" in ok.text("en")


def test_nothing_said_with_a_deadline_a_period_or_no_count():
    took = duration(100)
    assert owned_wall_msg(_w(owned_gpus=True, num_gpus=1, deadline_hours=48), 388, 1, "L4", took, MARGIN) is None
    assert owned_wall_msg(_w(owned_gpus=True, num_gpus=1, batch_period="day"), 388, 1, "L4", took, MARGIN) is None
    assert owned_wall_msg(_w(), 388, 1, "L4", took, MARGIN) is None
