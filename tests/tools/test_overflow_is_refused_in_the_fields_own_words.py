"""A figure beyond any workload (over 10¹⁸, or NaN) in a field with its own range is refused with that range, in the
words of the option that sets it: `--deadline-days 1e300` was "deadline_hours is out of range (at most 1e+18)", a name
the caller never used and a bound that is not the deadline's (10 years), while 1e16 days got the deadline's own words."""

from __future__ import annotations

import math

import pytest

from tools.defaults import WorkloadError, validate
from tools.schema import Dataset, Money, Workload


@pytest.mark.parametrize(("update", "said"), [
    # 1e300 days × 24 = 2.4e301 hours: over 10 years (87,600 h), said as the deadline's range
    ({"deadline_hours": 1e300 * 24}, "deadline must be at least a minute and at most 10 years"),
    ({"budget_per_hour": Money(amount=1e300)}, "budget must be a positive amount per hour (at least 0.001, below 10¹²)"),
    ({"target_tokens_per_s": 1e300}, "throughput target must be from 0.1 to 10⁹ tokens/s"),
    ({"params_b": math.nan}, "params must be > 0 (at least 0.001) and ≤ 10,000 billion (got nan)"),
    ({"concurrency": 10**19}, "concurrency must be between 1 and 1,000,000 (got more than 10¹⁸)"),
])
def test_a_figure_past_any_workload_is_refused_with_its_fields_own_range(update, said):
    with pytest.raises(WorkloadError) as err:
        validate(Workload(params_b=8).model_copy(update=update))
    assert str(err.value) == said


def test_a_400_digit_count_is_not_echoed():
    with pytest.raises(WorkloadError) as err:
        validate(Workload(params_b=8, seq_len=10**400))
    assert str(err.value) == "seq_len must be between 1 and 10,000,000 (got more than 10¹⁸)"


def test_a_per_hour_budget_of_a_trillion_is_refused_as_the_total_budget_is():
    # the same bound as a budget for another period (below 10¹²): 10¹⁷ an hour was accepted and ranked on
    with pytest.raises(WorkloadError, match="below 10¹²"):
        validate(Workload(params_b=8, budget_per_hour=Money(amount=1e17)))
    validate(Workload(params_b=8, budget_per_hour=Money(amount=50.0)))  # an ordinary budget passes


def test_a_field_with_no_range_of_its_own_still_meets_the_overflow_guard():
    with pytest.raises(WorkloadError, match=r"dataset.amount is out of range \(at most 1e\+18\)"):
        validate(Workload(params_b=8, task="lora", dataset=Dataset(amount=1e19, unit="examples")))


@pytest.mark.parametrize("tokens", [0.4, 1e-300])
def test_a_training_token_count_under_one_is_refused_as_given(tokens):
    # "--train-tokens 0.4" was turned into 0 first and refused "(got 0)": the figure the user gave is said back
    from tools.workload_fields import workload_from_flags

    with pytest.raises(WorkloadError) as err:
        workload_from_flags({"params_b": 8, "task": "lora", "train_tokens": tokens})
    assert str(err.value) == f"train-tokens must be a number from 1 to 1e+16 (got {tokens:g})"
