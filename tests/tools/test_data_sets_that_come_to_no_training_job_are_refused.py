"""A stated data set must come to a training job: each unit (example, image, hour of audio) holds at least one token
and at most the longest sequence a field accepts, at least one whole example (or token) is trained on, and the total
stays within the training-token bound. 5,000 examples of 1e-10 tokens came to a job of 0 tokens, which divided by
zero in the speed model (an MCP `recommend` that failed with no words); 1e-300 tokens was judged by the chat-speed
rule; 5,000 examples × 1e-7 epochs (half a thousandth of an example) was priced as a 15-minute job."""

from __future__ import annotations

import pytest

from tools.defaults import WorkloadError, validate
from tools.schema import Dataset, Workload


def _lora(**ds: float | str) -> Workload:
    return Workload(task="lora", params_b=8, dataset=Dataset(**ds))  # type: ignore[arg-type]


@pytest.mark.parametrize(("ds", "words"), [
    ({"amount": 5000, "tokens_per_unit": 1e-10}, "each example of a data set holds from 1 to 10,000,000 tokens"),
    ({"amount": 1, "tokens_per_unit": 0.001}, "each example of a data set holds from 1 to"),
    ({"amount": 5, "tokens_per_unit": 1e15}, "holds from 1 to 10,000,000 tokens"),  # one 10¹⁵-token sequence
    ({"amount": 2, "unit": "audio_hours", "tokens_per_unit": 0.5}, "each hour of audio of a data set holds from 1"),
    ({"amount": 1e-300, "unit": "tokens"}, "trains on less than one token"),
    ({"amount": 1, "unit": "tokens", "epochs": 1e-300}, "trains on less than one token"),
    ({"amount": 5000, "epochs": 1e-7}, "5,000 examples × 1e-07 epochs trains on less than one example"),
    ({"amount": 5000, "sequences_per_unit": 1e-300}, "1 to 16 training sequences"),
    # 10¹⁵ examples × 10⁵ tokens = 10²⁰ tokens, above the 10¹⁶ bound every other path to train_tokens keeps
    ({"amount": 1e15, "tokens_per_unit": 1e5}, "1 to 1e+16 training tokens (this one: 1e+20)"),
])
def test_a_data_set_that_is_no_training_job_is_refused_in_words(ds, words):
    with pytest.raises(WorkloadError, match=words.replace("+", r"\+").replace("(", r"\(").replace(")", r"\)")):
        validate(_lora(**ds))


@pytest.mark.parametrize("ds", [
    {"amount": 20_000, "tokens_per_unit": 500, "epochs": 3},  # 20,000 × 500 × 3 = 3 × 10⁷ tokens
    {"amount": 0.5, "unit": "audio_hours"},  # half an hour of audio: a size, no token rate (priced per token)
    {"amount": 5000, "epochs": 0.5},  # half an epoch: 2,500 examples
    {"amount": 1000, "sequences_per_unit": 2},  # DPO pairs
    {"amount": 1, "unit": "tokens"},  # the least there is: one token
])
def test_ordinary_and_smallest_data_sets_are_accepted(ds):
    validate(_lora(**ds))

