"""The "not checked by this answer: …" line names each stated condition in the user's words (English, Chinese), never
a Workload field's id ("spend_no_object", "commercial_use、head_count", "usage_days_per_week"); the fields the ranking
does read (money no object, a business use, a head count, days a week) are not listed as unchecked at all. The rows
left out for a catalog check say why in words, never its kind's id ("capacity_block: …", "no_price: …")."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.core.messages.unchecked_fields import FIELD_LABELS
from tests.conftest import module_home
from tools.recommend import CONSUMED, CONSUMED_ELSEWHERE, not_checked
from tools.schema import Msg, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# every field that can reach the line: stated, and neither consumed by the ranking nor by another module
REACHABLE = [f for f in Workload.model_fields if f not in CONSUMED and f not in CONSUMED_ELSEWHERE]


def test_every_field_that_can_be_listed_unchecked_has_both_labels():
    assert len(REACHABLE) > 10  # the enumeration sees the fields (an empty list would pass vacuously)
    missing = [f for f in REACHABLE if f not in FIELD_LABELS or not all(FIELD_LABELS[f])]
    assert missing == [], f"label these in advisor/core/messages/unchecked_fields.py: {missing}"


def test_the_line_never_shows_a_field_id():
    line = Msg(code="recommend.not_checked_by_this", args={
        "missed": [Msg(code="recommend.unchecked_field", args={"field": f}) for f in REACHABLE]})
    for text in (line.en, line.zh):  # an id is a snake_case word ("thinking" is also plain English)
        assert not [f for f in REACHABLE if "_" in f and f in text], text
    assert "request-rate target" in line.en and "请求速率目标" in line.zh


@pytest.mark.parametrize("field,value", [
    ("spend_no_object", True),  # no cost knee: the fastest plan (tools.recommend)
    ("commercial_use", True),  # the licence check (tools.recommend.licence_check)
    ("head_count", 200),  # users at once from the people (tools.traffic.concurrency_from_head_count)
    ("usage_days_per_week", 5),  # the serving month's hours (tools.recommend serving_month_hours)
])
def test_fields_the_ranking_reads_are_not_listed_unchecked(field, value):
    assert not_checked(Workload.model_validate({field: value})) == []


def test_a_quarantined_rows_reasons_are_said_without_their_ids():
    # the catalog check's kinds (capacity_block, no_price) are ids: the English line keeps only their details
    q = ("capacity_block: AWS sells p5e.48xlarge through EC2 Capacity Blocks for ML | no_price: no on-demand, spot or "
         "reserved price in the source")
    en = Msg(code="offers.eligible", args={"quarantined": q}).en
    assert en == "AWS sells p5e.48xlarge through EC2 Capacity Blocks for ML; no on-demand, spot or reserved price in " \
                 "the source"
    assert "只按容量块预订出售" in Msg(code="offers.eligible", args={"quarantined": q}).zh


def _ask(text: str) -> str:
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", "--full", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Full fine-tune (not LoRA) of Llama 3.1 8B on 2B tokens. Money is no object, I just want it fastest.",
    "部署DeepSeek-R1-Distill-Qwen-32B给公司内部200人用每人至少20token每秒预算3万块一个月",
    "部署Qwen2.5-14B給公司內部50人用，每週用5天，商用",
])
def test_a_full_answer_names_no_field_id(text):
    out = _ask(text)
    from advisor.core.messages.offers import QUARANTINE_ZH

    ids = [f for f in [*Workload.model_fields, *QUARANTINE_ZH] if "_" in f and f in out]
    assert ids == [], (ids, out[-2000:])
