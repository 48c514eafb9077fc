"""tools/ranges.py: the screen that leaves out-of-range figures in a message unread holds exactly the bounds that
validation holds. If a bound moved in `tools.defaults.validate` or the schema and not here, a figure the screen let
through would again end in an internal field name or pydantic's text; a figure the
screen dropped would be one validation accepts."""

from __future__ import annotations

import math

import pytest
from pydantic import ValidationError

from tools.defaults import WorkloadError, validate
from tools.ranges import NOTE_CODES, field_range, out_of_range
from tools.schema import Workload


def _accepted(name: str, value: float) -> bool:
    task = "lora" if name == "lora_rank" else "inference"
    batch = {"batch_requests": 1000} if name == "shared_prefix_tokens" else {}  # a shared block is a batch's
    try:
        validate(Workload(task=task, **batch, **{name: value}))
    except (WorkloadError, ValidationError):
        return False
    return True


def _typed(name: str, v: float) -> float | int:
    return int(v) if Workload.model_fields[name].annotation in (int, int | None) else v


@pytest.mark.parametrize("name", sorted(NOTE_CODES))
def test_each_fields_range_is_the_one_validation_holds(name):
    lo, hi = field_range(name)
    assert _accepted(name, _typed(name, lo)) and _accepted(name, _typed(name, hi)), (name, lo, hi)
    below = lo - 1 if _typed(name, lo) == int(lo) and isinstance(_typed(name, lo), int) else lo / 2
    above = hi + 1 if isinstance(_typed(name, hi), int) else hi * 2
    assert not _accepted(name, _typed(name, below)) and not _accepted(name, _typed(name, above)), (name, below, above)
    assert [n for n, _ in out_of_range({name: _typed(name, below)})] == [name]
    assert out_of_range({name: _typed(name, lo)}) == [] and out_of_range({name: _typed(name, hi)}) == []


def test_the_note_carries_the_figure_as_read_and_the_range():
    # a whole float reads as digits (10,000,000,000,000), not 1e+13; NaN is out of every range
    ((name, msg),) = out_of_range({"concurrency": 1e13})
    assert name == "concurrency" and msg.code == "range.concurrency" and msg.args["value"] == 10**13
    assert msg.args["hi"] == 1_000_000
    assert [n for n, _ in out_of_range({"params_b": math.nan, "task": "lora", "gradient_checkpointing": True})] == \
        ["params_b"]
