"""A stated GPU count over the largest cluster a job is priced on (64 machines × 8 GPUs = 512) is answered "no" for
that reason: no cloud rents that many as one job. It was "No, 520 cannot hold this with the optimizer states on the
GPUs, because it takes 520 × GB300 to hold" for an 8B full fine-tune, a model one 80 GB card nearly holds."""

from __future__ import annotations

import pytest

from advisor.core.service import advise
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

pytestmark = pytest.mark.slow  # each test answers a question


def ask(**kw):
    w = Workload(**kw)
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


@pytest.mark.parametrize("n", [520, 100_000])
def test_a_count_over_the_largest_cluster_is_no_because_no_one_rents_it(n):
    r = ask(params_b=8, task="full_finetune", train_tokens=1_000_000_000, num_gpus=n)
    assert not r.candidates
    text = " ".join(m.en for m in r.nothing_fits)
    zh = " ".join(m.zh for m in r.nothing_fits)
    assert f"No, {n:,} GPUs cannot do this, because no cloud rents {n:,} GPUs as one job: the largest cluster " \
           "priced here is 64 machines of 8 GPUs (512 in all)" in text, text
    assert f"不行，{n:,} 张 GPU 做不了，因为没有云按一个作业出租 {n:,} 张 GPU" in zh, zh
    assert f"it takes {n} ×" not in text and "cannot hold this" not in text  # the memory rule's reason


def test_a_count_within_the_largest_cluster_keeps_the_memory_reason_or_is_answered():
    # 512 = 64 × 8 is within the bound: answered (the count adjusted), never "no cloud rents"
    r = ask(params_b=8, task="full_finetune", train_tokens=1_000_000_000, num_gpus=512)
    assert "no cloud rents" not in " ".join(m.en for m in r.nothing_fits)
