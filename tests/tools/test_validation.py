"""tools.validation without a whole answer (the recommender is its only caller): the 24-hour validation plan's steps
carry this workload's figures."""

from __future__ import annotations

from tools.schema import Workload
from tools.validation import plan


def test_the_plan_names_the_memory_figures_the_shortlist_floor_and_training_or_serving():
    w = Workload(model="qwen2.5-7b", task="lora")
    steps = plan(w, per_gpu_total=30_000_000_000, lower_bound=20_000_000_000, headroom=1.2, shortlist=[],
                 tokens_per_s=None, cost_hint=None, driver=("12.4", "r550"))
    codes = [s.code for s in steps]
    # peak memory, lower bound, shortlist, rent the smallest, then the comparison table (training: train the bulk)
    assert codes == ["validation.measure_peak_memory_run", "validation.compute_the_lower_bound",
                     "validation.shortlist_types_check_the", "validation.rent_the_smallest_one",
                     "validation.write_the_comparison_table"]
    # 30e9 bytes is 30.0 GB; the lower bound 20e9 is 20.0 GB and × 1.2 headroom 24.0 GB
    assert steps[0].args["gb"] == "30.0 GB" and steps[0].args["smi"] == "nvidia-smi"
    assert steps[0].args["run"].args["kind"] == "training"  # a LoRA trains: no serving run
    assert (steps[1].args["gb"], steps[1].args["gb_2"]) == ("20.0 GB", "24.0 GB")
    assert (steps[2].args["drv"], steps[2].args["cuda"]) == ("r550", "12.4")
    assert steps[4].args["part"].code == "validation.write_the_comparison_table.train_the_bulk"
    # no speed figure given: the rent step states none
    assert steps[3].args["speed"] is None


def test_a_batch_plan_ends_on_the_spot_comparison():
    w = Workload(model="qwen2.5-7b", batch_requests=1000)
    steps = plan(w, per_gpu_total=10**10, lower_bound=10**10, headroom=1.0, shortlist=[], tokens_per_s=50.0,
                 cost_hint=None)
    # a batch resumes from its shards: its last step is the spot comparison, and the speed step carries 50 tok/s
    assert steps[-1].code == "validation.write_the_comparison_table_2"
    assert steps[3].args["speed"].args["tps"] == 50.0


def _rent_step(w: Workload):
    steps = plan(w, per_gpu_total=10**10, lower_bound=10**10, headroom=1.0, shortlist=[], tokens_per_s=None,
                 cost_hint=None)
    return next(s for s in steps if s.code == "validation.rent_the_smallest_one")


def test_what_the_30_minutes_record_follows_the_kind_of_work():
    # a service records its users' speed and first token (no "step time": nothing steps), a batch its throughput,
    # a training run its step time
    served = _rent_step(Workload(model="qwen2.5-7b", task="inference", concurrency=50))
    assert "per user" in served.en and "first token" in served.en and "step time" not in served.en
    assert "首 token 延迟" in served.zh and "单步时间" not in served.zh
    batch = _rent_step(Workload(model="qwen2.5-7b", batch_requests=1000))
    assert "throughput" in batch.en and "step time" not in batch.en and "per user" not in batch.en
    trained = _rent_step(Workload(model="qwen2.5-7b", task="lora"))
    assert "step time" in trained.en and "单步时间" in trained.zh
