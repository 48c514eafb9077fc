"""A cloud said to be left out ("no AWS/Azure/GCP", 不要阿里云, 排除 AWS 和 GCP) is a filter: its rows, and the rows a
broker resells from it, are never ranked, and the answer says the rule back (✅ not AWS); a cloud named to use instead
("GCP, not AWS") keeps to that one, and one marketplace seller refused ("avoid vast.ai") is still said as not applied
(advisor/core/extract_rules.read_exclusions, Workload.excluded_providers, tools/offers._carded, tools/batch_filters)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, left_out", [
    ("cheapest way to host qwen2.5-7b-instruct for a chatbot, no AWS", ["aws"]),
    ("host llama 3.3 70b for my team, anything except AWS", ["aws"]),
    ("Data must stay in Germany (no AWS/Azure/GCP). Serve Llama-3.1-8B for 50 users", ["aws", "azure", "gcp"]),
    ("部署Qwen2.5-7B给50人用，不要阿里云", ["alibaba"]),
    ("部署 Qwen2.5-7B 給 50 人用，排除 AWS 和 GCP", ["aws", "gcp"]),
])
def test_a_cloud_said_under_a_negation_is_left_out(text, left_out):
    p = extract(text).patch
    assert sorted(p.excluded_providers or []) == left_out and not p.providers


@pytest.mark.parametrize("text", [
    "not AWS, not GCP; Lambda or RunPod would be nice",  # the clouds to use are named: kept to them
    "不要阿里云，用腾讯云或者华为云，部署 Baichuan2-13B 推理",
])
def test_clouds_named_to_use_keep_to_them(text):
    p = extract(text).patch
    assert p.providers and not p.excluded_providers


def test_one_marketplace_seller_refused_is_still_not_applied():
    e = extract("avoid vast.ai please, serving Qwen2.5-7B for 10 users")
    assert not e.patch.excluded_providers and not e.patch.providers


def test_the_filter_leaves_the_cloud_and_its_resold_rows_out():
    from tools.batch_filters import RowFilter
    from tools.schema import GPUSpec, InstanceRow

    g = GPUSpec(name="L40S", memory_gib=48, vendor="NVIDIA")  # type: ignore[call-arg]

    def row(provider: str, seller: str = "") -> InstanceRow:
        return InstanceRow(provider=provider, instance_type="x", region="us-east-1", gpu="L40S",  # type: ignore[call-arg]
                           gpu_count=1, price_on_demand=1.0, currency="USD", seller=seller)

    f = RowFilter(left_out=("aws",))
    assert not f.admits(row("aws"), g) and not f.admits(row("shadeform", seller="aws"), g)
    assert f.admits(row("lambda"), g)


@pytest.mark.slow
@pytest.mark.parametrize("text, said, absent", [
    # the cheapest plan for Llama-3.1-8B serving in the US east is an AWS g6e.xlarge ($1.861/h): with AWS left out,
    # no AWS row is ranked and the rule is said back
    ("Serve Llama-3.1-8B for 20 users in the US, no AWS", ("not AWS",), "AWS 1 ×"),
    ("部署Llama-3.1-8B给20人用，不要用AWS", ("不用AWS",), "AWS 1 ×"),
    ("部署 Llama-3.1-8B 給 20 人用，排除 AWS", ("不用AWS",), "AWS 1 ×"),
])
def test_an_answer_ranks_no_row_of_a_left_out_cloud(engine, text, said, absent):
    r = engine.handle("t", text)
    for s in said:
        assert s in r.text, (s, r.text[:1500])
    assert absent not in r.text, r.text[:1500]
    assert "not leave one out" not in r.text and "不能排除" not in r.text
