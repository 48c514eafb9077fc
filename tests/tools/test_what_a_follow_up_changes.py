"""What a follow-up changes in the thread's workload is decided in tools/ (tools.followup), over the models alone: the
dialogue hands over the message's patch, its intents and what the reader assumed, and applies the patch returned."""

from tools.followup import merge_workload, turn_patch
from tools.schema import Budget, Dataset, Workload, WorkloadPatch

LORA = Workload(model="Llama-3.1-8B", task="lora", dataset=Dataset(amount=20_000, unit="examples", epochs=3,
                                                                  tokens_per_unit=600))


def test_a_restated_data_set_keeps_its_epochs_and_lengths():
    # "make it 100k examples": only the count changes; 3 epochs and 600 tokens each stay (100,000 × 600 × 3 = 1.8e8)
    got = turn_patch(LORA, WorkloadPatch(dataset=Dataset(amount=100_000, unit="examples")), set(), {}, False)
    assert got.dataset == Dataset(amount=100_000, unit="examples", epochs=3, tokens_per_unit=600)


def test_around_the_clock_after_office_hours_is_every_hour_of_every_day():
    # "9 to 6 weekdays" then "actually run it 24/7": 24 h on 7 days, a full 730 h month again
    office = Workload(model="Qwen2.5-7B", task="inference", usage_hours_per_day=9, usage_days_per_week=5)
    got = turn_patch(office, WorkloadPatch(), {"full_day"}, {}, False)
    assert (got.usage_hours_per_day, got.usage_days_per_week) == (24.0, 7.0)
    assert turn_patch(office, WorkloadPatch(), set(), {}, False).usage_hours_per_day is None  # not said: unchanged


def test_an_assumed_value_gives_way_to_a_stated_one():
    # "a few hundred bucks a month" is assumed at $500; a budget stated in the same message is the one kept
    assumed = {"budget": Budget(amount=500, per="month")}
    assert turn_patch(LORA, WorkloadPatch(), set(), assumed, False).budget == Budget(amount=500, per="month")
    stated = WorkloadPatch(budget=Budget(amount=300, per="month"))
    assert turn_patch(LORA, stated, set(), assumed, False).budget == Budget(amount=300, per="month")


def test_a_bare_count_in_a_named_encoders_batch_is_its_items():
    # "what about 5M?" after embedding 2M items with a named encoder: 5M items, not a 5M-parameter model
    batch = Workload(model="bge-m3", modality="embedding", task="inference", batch_requests=2_000_000)
    got = turn_patch(batch, WorkloadPatch(params_b=0.005), set(), {}, True)
    assert got.params_b is None and got.dataset == Dataset(amount=5_000_000, unit="examples")
    assert turn_patch(batch, WorkloadPatch(params_b=0.005), set(), {}, False).params_b == 0.005  # no encoder named


def test_a_new_model_replaces_the_size_and_a_serving_task_drops_training_facts():
    w = merge_workload(LORA, WorkloadPatch(params_b=70, task="inference", concurrency=20))
    assert w.model is None and w.params_b == 70 and w.dataset is None and w.concurrency == 20
