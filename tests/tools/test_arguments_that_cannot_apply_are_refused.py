"""Arguments that cannot apply to the rest are refused with a reason (CLI, MCP, LangChain share
tools.workload_fields.workload_from_flags), never accepted and silently dropped:
- "your own cards" with no card named: there is nothing to answer on, and the answer would rent without a word;
- a service's running hours (serving_hours, usage_hours_per_day) on a fine-tune: a training job is sized by its data and
  deadline, so the hours would be echoed in the workload yet priced nowhere.
The same arguments where they apply still pass (owned with a card; serving hours on inference).
"""

import pytest

from tools.defaults import WorkloadError
from tools.workload_fields import workload_from_flags


@pytest.mark.parametrize("values, words", [
    ({"model": "Llama-3.1-8B", "owned_gpus": True, "concurrency": 20}, ("--owned needs --gpu",)),
    ({"model": "Llama-3.1-8B", "task": "lora", "serving_hours": 48}, ("--serving-hours applies to serving", "lora")),
    ({"model": "Llama-3.1-8B", "task": "full_finetune", "usage_hours_per_day": 8},
     ("--hours-per-day applies to serving",)),
    ({"model": "Llama-3.1-8B", "task": "qlora", "serving_hours": 48, "usage_hours_per_day": 8},
     ("--serving-hours and --hours-per-day apply",)),
])
def test_an_argument_that_cannot_apply_is_refused(values, words):
    with pytest.raises(WorkloadError) as e:
        workload_from_flags(values, "recommend")
    for w in words:
        assert w in str(e.value)


@pytest.mark.parametrize("values", [
    {"model": "Llama-3.1-8B", "owned_gpus": True, "gpu": "RTX 4090", "num_gpus": 2},
    {"model": "Llama-3.1-8B", "task": "inference", "serving_hours": 48},
    {"model": "Llama-3.1-8B", "usage_hours_per_day": 8},  # no task: inference, the default
    {"model": "Llama-3.1-8B", "task": "lora", "owned_gpus": False},
])
def test_the_same_arguments_pass_where_they_apply(values):
    assert workload_from_flags(values, "recommend").model is not None


@pytest.mark.slow
def test_mcp_answers_a_tool_error_in_its_own_argument_names():
    from advisor.agents.mcp_server import call

    r = call("recommend", {"model": "Llama-3.1-8B", "task": "lora", "serving_hours": 48, "usage_hours_per_day": 8})
    assert r.is_error
    text = r.content[0].text
    assert "serving_hours and usage_hours_per_day apply to serving" in text and "--" not in text
    r = call("recommend", {"model": "Llama-3.1-8B", "task": "inference", "concurrency": 20, "owned_gpus": True})
    assert r.is_error and "owned_gpus needs gpu" in r.content[0].text
