"""A stated "no spot" (on-demand only) is never followed by a spot lever, row or column (tools.no_spot,
advisor.core.no_spot_read): every spot name in "no spot / preemptible", 不要竞价或抢占式实例 is refused, and the
pitfalls, the validation plan and the full table hold no spot once it is ruled out."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.no_spot import comparison_part, spot_refused

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "label 2M product reviews with Gemma-2-9B, finish in 3 days, no spot / preemptible please",
    "全量微调 Qwen2.5-14B，8亿 token，不要竞价或抢占式实例",
    "全量微調 Mistral-7B，4億 token，不要用競價或搶佔式實例",
    "fine-tune Llama-3.1-8B on 200M tokens, without spot or interruptible machines",
])
def test_every_spot_name_in_a_refusal_is_refused(text):
    # the second name ("preemptible", 抢占式) was read as asking for spot: the answer priced on spot after "no spot"
    assert extract(text).patch.billing == "on_demand"


@pytest.mark.parametrize("text", ["label 2M reviews with Gemma-2-9B on spot", "spot is fine for fine-tuning Mistral-7B",
                                  "用竞价实例微调 Qwen2.5-7B"])
def test_spot_asked_stays_spot(text):
    assert extract(text).patch.billing == "spot"


def test_the_levers_are_on_demand_once_spot_is_ruled_out():
    assert spot_refused("on_demand") and not spot_refused(None) and not spot_refused("spot")
    for batch in (True, False):
        en, zh = comparison_part(batch).text("en"), comparison_part(batch).text("zh")
        assert "no spot" in en and "不用竞价" in zh
        assert "on spot" not in en and "用竞价" not in zh.replace("不用竞价", "")


@pytest.mark.slow
@pytest.mark.parametrize("text, spot_words", [
    # a full fine-tune on GCP with spot ruled out: no "Training may use spot", no "train the bulk on spot", no spot column
    ("full fine-tune of Mistral-7B on 600M tokens, 4k context, within 2 days, GCP only, no preemptible VMs. details",
     ("Training may use spot", "bulk on spot", "spot /h")),
    ("在 AWS 上全量微调 Qwen2.5-7B，4亿 token，2天内完成，不要竞价实例。详细", ("训练可用竞价", "训练主体用竞价", "竞价/小时")),
])
def test_the_full_answer_holds_no_spot_lever(engine, text, spot_words):
    r = engine.handle("t", text)
    body = r.full or r.text
    assert "per GPU-hour" in body or "单卡小时价" in body  # the full table is there, without its spot column
    for s in spot_words:
        assert s not in body, s
