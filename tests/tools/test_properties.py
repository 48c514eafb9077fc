"""Properties of the memory estimator (hypothesis)."""

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.conftest import module_home
from tools.arch import _TEMPLATES, derive_arch
from tools.defaults import resolve
from tools.memory import estimate_memory, weight_bytes
from tools.schema import Layout, Workload

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

sizes = st.floats(min_value=0.1, max_value=500)
tasks = st.sampled_from(["inference", "lora", "qlora", "full_finetune", "pretrain"])


def total(params_b, **kw):
    w, _ = resolve(Workload(**kw))
    return estimate_memory(derive_arch(int(params_b * 1e9)), w)


# derive_arch picks the template nearest in log-size, so a template owns the sizes between the geometric
# means of its neighbours. Drawing both sizes inside one template's range makes every example comparable
# (the old strategy drew across templates and returned early in most examples).
_SIZES = [t[0] for t in _TEMPLATES]
_BOUNDS = [math.sqrt(a * b) for a, b in zip(_SIZES, _SIZES[1:])]
_RANGES = list(zip([0.1, *_BOUNDS], [*_BOUNDS, 2000.0]))


@st.composite
def same_template_sizes(draw):
    lo, hi = draw(st.sampled_from(_RANGES))
    lo, hi = lo * 1.001, hi / 1.001  # stay off the tie at the boundary
    u, v = sorted(draw(st.lists(st.floats(0, 1), min_size=2, max_size=2, unique=True)))
    return lo * (hi / lo) ** u, lo * (hi / lo) ** v


@settings(max_examples=60, deadline=None)
@given(same_template_sizes(), tasks)
def test_monotonic_in_params(pair, task):
    small, big = pair
    a, b = derive_arch(int(small * 1e9)), derive_arch(int(big * 1e9))
    # below ~0.17B the template's width is halved until the embedding fits: a different shape, not comparable
    assume((a.layers, a.hidden, a.vocab) == (b.layers, b.hidden, b.vocab))
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
@given(sizes, st.integers(1, 9), st.integers(1, 9), st.sampled_from(["full_finetune", "lora", "pretrain"]))
def test_zero3_more_gpus_never_needs_more_per_gpu(p, e1, e2, task):
    n1, n2 = 2 ** min(e1, e2), 2 ** max(e1, e2)
    w, _ = resolve(Workload(task=task))
    arch = derive_arch(int(p * 1e9))
    m1 = estimate_memory(arch, w, Layout(num_gpus=n1, dp=n1, zero_stage=3))
    m2 = estimate_memory(arch, w, Layout(num_gpus=n2, dp=n2, zero_stage=3))
    assert m2.total <= m1.total  # from 2 GPUs up (one GPU has no gather buffer, so it is not comparable)


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
