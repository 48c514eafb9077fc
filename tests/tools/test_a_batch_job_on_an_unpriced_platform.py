"""A batch inference job on a platform the catalog holds no price from (AutoDL, 恒源云) gets a plan with hours and
money, never "nothing fits" nor a training cluster's levers: the card asked about ("is one 4090 enough?") is answered
yes/no with its memory figure first, the reference row is that card when it holds the work, and the deadline is
judged on the job time that row prints (docs/RECOMMENDER.md "Local platforms the catalog lacks")."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.constraints import deadline_constraint, deadline_shown
from tools.schema import Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_missed_batch_deadline_names_the_batch_levers():
    # 30 h of work against a 10 h window: missed; a batch is sped up by more copies of the model, not an RDMA
    # training cluster, and shrunk by fewer items, not fewer training tokens
    c = deadline_constraint(10.0, 30.0, met=False, job_known=True, batch=True)
    en, zh = c.message.text("en"), c.message.text("zh")
    assert "fewer items" in en and "training" not in en and "RDMA" not in en, en
    assert "减少条数" in zh and "训练" not in zh and "RDMA" not in zh, zh
    # a training job keeps its own levers
    t = deadline_constraint(10.0, 30.0, met=False, job_known=True).message.text("en")
    assert "training tokens" in t, t


def test_a_shown_batch_plan_past_the_deadline_names_the_batch_levers():
    # nothing ranked, the plan shown takes 12 h of an 8 h window: missed by that plan, with the batch levers
    base = deadline_constraint(8.0, None, met=False, job_known=True, batch=True)
    c = deadline_shown(base, 8.0, [(12.0, Msg(code="constraints.gpus_of", args={"n": 1, "gpu": "RTX 4090"}))],
                       batch=True)
    assert c.status == "refused"
    assert "fewer items" in c.message.text("en") and "减少条数" in c.message.text("zh")
    ok = deadline_shown(base, 8.0, [(3.0, Msg(code="constraints.gpus_of", args={"n": 1, "gpu": "RTX 4090"}))],
                        batch=True)
    assert ok.status == "honoured"  # 3 h of 8: met by the plan shown


def _answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("k", text).text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "yes", "nothing"), [
    # Qwen2.5-7B BF16: 7.6 B × 2 B ≈ 15.2 GB of weights + a short prompt's KV ≈ 17–18 GB < 24 GB: one 4090 holds it
    ("有50万条用户评论要做情感分类，每条大概100个字，用Qwen2.5-7B，后天之前跑完。在恒源云上租一张4090够不够？要花多少？",
     "够：1 × RTX 4090", "按当前条件没有可行方案"),
    # Llama-3.1-8B BF16: 8.0 B × 2 B ≈ 16.1 GB + KV at 66 tokens a request ≈ 19–20 GB < 24 GB: yes on one 4090
    ("We need to translate 2 million short product titles (about 25 words each) into German with Llama-3.1-8B by "
     "tomorrow morning. Is one RTX 4090 on AutoDL enough? Roughly what does it cost?",
     "yes, 1 × RTX 4090 is enough", "Nothing fits as asked"),
])
def test_a_batch_on_an_unpriced_platform_gets_a_yes_and_a_priced_reference(tmp_path, text, yes, nothing):
    out = _answer(tmp_path, text)
    head = next(x for x in out.splitlines() if x.startswith("**") and "RTX 4090" in x and ("4090" in x))
    assert yes in out, out[:1500]
    assert nothing not in out and "RDMA" not in out, out[:1500]
    # the reference row is a 4090 with a whole-job price, never an invented AutoDL/恒源云 price
    assert re.search(r"RTX 4090.*(for the job|整个任务)", out), out[:1500]
    assert head
