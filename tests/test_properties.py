"""Properties of the memory estimator (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tools.arch import derive_arch
from tools.defaults import resolve
from tools.memory import estimate_memory, weight_bytes
from tools.schema import Layout, Workload

sizes = st.floats(min_value=0.1, max_value=500)
tasks = st.sampled_from(["inference", "lora", "qlora", "full_finetune", "pretrain"])


def total(params_b, **kw):
    w, _ = resolve(Workload(**kw))
    return estimate_memory(derive_arch(int(params_b * 1e9)), w)


@settings(max_examples=60, deadline=None)
@given(sizes, st.floats(min_value=1.05, max_value=3), tasks)
def test_monotonic_in_params(p, factor, task):
    # same template family: compare sizes within one shape by scaling only a little
    a, b = derive_arch(int(p * 1e9)), derive_arch(int(p * factor * 1e9))
    if (a.layers, a.hidden, a.vocab) != (b.layers, b.hidden, b.vocab):
        return
    w, _ = resolve(Workload(task=task))
    assert estimate_memory(a, w).total <= estimate_memory(b, w).total


@settings(max_examples=60, deadline=None)
@given(sizes, st.integers(1, 64), st.integers(1, 64), tasks)
def test_monotonic_in_batch_and_sequence(p, x, y, task):
    lo, hi = min(x, y), max(x, y)
    if task == "inference":
        assert total(p, task=task, concurrency=lo).total <= total(p, task=task, concurrency=hi).total
    else:
        assert total(p, task=task, batch_size=lo).total <= total(p, task=task, batch_size=hi).total
    assert total(p, task=task, seq_len=128 * lo).total <= total(p, task=task, seq_len=128 * hi).total


@settings(max_examples=40, deadline=None)
@given(sizes, st.integers(0, 9), st.integers(0, 9), st.sampled_from(["full_finetune", "lora", "pretrain"]))
def test_zero3_more_gpus_never_needs_more_per_gpu(p, e1, e2, task):
    n1, n2 = 2 ** min(e1, e2), 2 ** max(e1, e2)
    w, _ = resolve(Workload(task=task))
    arch = derive_arch(int(p * 1e9))
    m1 = estimate_memory(arch, w, Layout(num_gpus=n1, dp=n1, zero_stage=3))
    m2 = estimate_memory(arch, w, Layout(num_gpus=n2, dp=n2, zero_stage=3))
    assert m2.total <= m1.total or n1 == 1  # n=1 has no gather buffer


@settings(max_examples=40, deadline=None)
@given(sizes)
def test_precision_order(p):
    arch = derive_arch(int(p * 1e9))
    assert weight_bytes(arch, "int4") < weight_bytes(arch, "int8") < weight_bytes(arch, "fp16") < weight_bytes(arch, "fp32")


@settings(max_examples=60, deadline=None)
@given(sizes, tasks, st.integers(1, 8))
def test_total_is_sum_of_parts(p, task, tp):
    m = total(p, task=task)
    assert m.total == m.weights + m.gradients + m.optimizer + m.activations + m.kv_cache + m.overhead
    assert all(v >= 0 for v in m.model_dump().values())
