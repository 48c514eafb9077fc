"""Expert classes from the twelfth review, each as a class with new cases (tools/recommend.py): a stated GPU count
that misses a STATED per-user speed, levers and tiers of jobs judged per job, and tiers that mean what they say.
Each test gives the expert reasoning it checks."""

from __future__ import annotations

import pytest

from advisor.core.service import advise
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def stated(w: Workload) -> set[str]:
    return {k for k, v in w.model_dump().items() if v is not None}


def ask(**kw):
    w = Workload(**kw)
    return advise(w, stated=stated(w))


# --- 1. a stated count that fails a stated per-user floor -----------------------------------------------------------

def test_a_stated_count_too_slow_for_the_stated_per_user_speed_is_refused_with_its_speed_and_dropped():
    # Qwen2.5-32B BF16 (~65 GB) to 60 users at ≥ 40 tok/s each "on 2 × H100": two H100s hold the weights (32.5 GB a
    # card under TP 2) but 60 streams share 2 × 3.35 TB/s, ~23 tok/s each. An expert answers "no, 2 cards give each
    # user ~23 tok/s" and names the cheapest plan without the count (an 8-GPU node), not 2-GPU machines multiplied.
    r = ask(model="qwen2.5-32b", task="inference", concurrency=60, seq_len=4096, target_tokens_per_s_per_user=40,
            num_gpus=2, gpu_preference="H100")
    no = next(c for c in r.constraints if c.name == "gpus")
    assert no.status == "refused" and no.message is not None and no.message.code == "recommend.count_too_slow"
    assert 0 < no.message.args["got"] < 40  # the figure: what 2 cards give each user at this load
    top = r.candidates[0]
    assert top.instances == 1 and (top.per_user_tokens_per_s or 0) >= 40  # the plan that works, on one machine
    assert r.headline is not None and r.headline.args["prefix"].code == "recommend.count_too_slow_prefix"


def test_a_stated_count_that_meets_the_stated_per_user_speed_is_kept():
    # The same rule must not fire when the count works: Qwen2.5-72B to 30 users at ≥ 30 tok/s on 4 GPUs (4 × H100
    # give ~31 tok/s each): the answer stays on 4 cards and says yes.
    r = ask(model="qwen2.5-72b", task="inference", concurrency=30, seq_len=4096, target_tokens_per_s_per_user=30,
            num_gpus=4)
    assert r.candidates[0].gpu_count * r.candidates[0].instances == 4
    assert next(c for c in r.constraints if c.name == "gpus").status == "honoured"
