"""Provider rules as the user states them: a cloud both kept to and left out is said (the CLI, MCP and LangChain refuse
`--provider aws --exclude-provider aws` naming it; the chat says "no AWS, only AWS" names one cloud and what it kept);
a zero-width space inside "no AWS" is the word break it stands for; a cloud from the user's own price sheet can be
left out as a built-in one can. Before: "No priced offer from AWS fits" beside "not AWS (not checked)", the conflict
unsaid, no\u200bAWS read as nothing, and `--exclude-provider acme` refused as unknown while `--provider acme` ranked it."""

from __future__ import annotations

import pytest

from advisor.agents.tools import canonical_provider
from advisor.core.extract_rules import extract
from tools.defaults import WorkloadError
from tools.workload_fields import workload_from_flags


def test_a_cloud_kept_to_and_left_out_is_refused_naming_it():
    with pytest.raises(WorkloadError, match="aws"):
        workload_from_flags({"model": "Llama-3-8B", "concurrency": 10, "providers": ["aws"],
                             "excluded_providers": ["aws"]}, "recommend")
    w = workload_from_flags({"model": "Llama-3-8B", "concurrency": 10, "providers": ["gcp"],
                             "excluded_providers": ["aws"]}, "recommend")
    assert w.providers == ["gcp"] and w.excluded_providers == ["aws"]


@pytest.mark.parametrize(("text", "word"), [
    ("serve Qwen2.5-72B for 100 users, no AWS, only AWS", "same cloud"),
    ("只用AWS，不要AWS，部署Qwen2.5-72B给100人用", "同一家云"),
])
def test_no_and_only_the_same_cloud_is_said(text, word):
    e = extract(text)
    assert e.patch.providers == ["aws"], e.patch
    said = e.notes + list(e.zh_notes.values())
    assert any(word in n and "AWS" in n for n in said), said


@pytest.mark.parametrize("text", [
    "serve Qwen2.5-72B for 100 users, no\u200bAWS",
    "serve Qwen2.5-72B for 100 users, no\u200baws",
    "部署Qwen2.5-72B给100人用，不要\u200bAWS",
])
def test_a_zero_width_space_inside_no_aws_is_a_word_break(text):
    assert extract(text).patch.excluded_providers == ["aws"]


def test_a_zero_width_space_inside_a_name_still_joins_it():
    # "A<U+200B>WS" shows as AWS: kept to it, as before
    assert extract("serve Qwen2.5-72B for 100 users, only A\u200bWS").patch.providers == ["aws"]


def _import_acme(tmp_path):
    from catalog import db as cdb

    sheet = tmp_path / "acme.csv"
    sheet.write_text("provider,instance_type,gpu,gpu_count,region,currency,price_on_demand\n"
                     "acme,g1.x,H100,8,us-east-1,USD,9.5\n")
    cdb.import_prices(cdb.open_db(), sheet)


def test_an_imported_cloud_can_be_left_out(tmp_path):
    with pytest.raises(ValueError, match="unknown provider"):
        canonical_provider("acme")     # before the import: no such cloud
    _import_acme(tmp_path)
    assert canonical_provider("acme") == "acme"
    assert extract("serve Llama-3-70B for 10 users, no acme").patch.excluded_providers == ["acme"]
    assert extract("部署Llama-3-70B给10个人用，不要acme").patch.excluded_providers == ["acme"]
