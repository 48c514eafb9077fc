"""A provider or owner rule the user states holds on every job kind: "cheapest setup on GCP?" ranks within GCP (the
question mark once made GCP a provider to check beside a free ranking, and a query-embedding answer rented a
Hyperstack A4000), and "no mainland-Chinese clouds" (hyphenated) is the owner rule in any turn, not a place to avoid."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, provider", [
    # the cheapest setup asked for ON a provider: rank its rows only (a filter)
    ("Embed 2M product titles a day with e5-base-v2, what's the cheapest setup on Azure?", "azure"),
    ("Rerank 30 queries/s with bge-reranker-base. Best way to run it on AWS?", "aws"),
    ("每月用 SDXL 生成 8 千张海报，在阿里云上最便宜的配置是什么？", "alibaba"),
    ("每日 OCR 五萬頁發票，GCP上面點配最抵？", "gcp"),
])
def test_cheapest_on_a_provider_is_a_filter(text, provider):
    # by hand: "cheapest X on P" / "P上最便宜" names where to look, so only P's rows may be ranked
    p = extract(text).patch
    assert p.providers == [provider] and p.checked_provider is None, (p.providers, p.checked_provider)


@pytest.mark.parametrize("text, provider", [
    # the provider itself asked about: checked beside a free ranking, never a filter
    ("Is Lambda the cheapest for embedding 2M titles a day with e5-base-v2?", "lambda"),
    ("用 SDXL 每月生成 8 千张图，腾讯云最便宜吗？", "tencent"),
])
def test_a_provider_asked_about_stays_a_check(text, provider):
    p = extract(text).patch
    assert p.checked_provider == provider and not p.providers, (p.providers, p.checked_provider)


@pytest.mark.parametrize("text", [
    "no mainland-Chinese clouds please",
    "we transcribe Cantonese calls with Whisper large-v3; no mainland-Chinese providers",
    "non-mainland-Chinese clouds only for the detection job",
])
def test_hyphenated_mainland_chinese_is_an_owner_rule(text):
    # by hand: "mainland-Chinese clouds" = clouds of mainland-Chinese companies (Alibaba, Tencent, Huawei): a rule on
    # owners, left out in every region (Alibaba Hong Kong included), never the place "mainland" to avoid
    p = extract(text).patch
    assert p.owner_rule is not None and p.owner_rule.place == "cn", p.owner_rule
    assert "alibaba" not in (p.providers or []) and "aws" in (p.providers or [])
    assert not p.regions


def test_a_follow_up_owner_rule_is_kept_with_the_first_turns_job():
    from tools.followup import merge_workload
    from tools.schema import Workload

    w = merge_workload(Workload(), extract("Fine-tune Whisper small on 300 h of Cantonese audio, data stays in Hong Kong").patch)
    w = merge_workload(w, extract("no mainland-Chinese clouds please").patch)
    # by hand: Hong Kong stays the place; Alibaba (Hangzhou HQ) and Tencent (Shenzhen HQ) leave, AWS / GCP stay
    kept = w.providers or []
    assert w.owner_rule is not None and w.regions and "alibaba" not in kept and "tencent" not in kept and "aws" in kept
