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


@pytest.mark.slow
def test_cheapest_query_embeddings_on_azure_rank_azure_only(tmp_path):
    # by hand: e5-base-v2 (110M) at 800 queries/s × 16 tokens ≈ 2·0.11e9·16·800 ≈ 2.8 TFLOP/s: one small card; asked
    # "cheapest setup on Azure?", every row and the headline are Azure's (a T4 / A10 shape), never a marketplace A4000
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "search box: 800 queries/s at peak, ~16 tokens each, embedded with e5-base-v2. cheapest setup on Azure?").text
    head = next(ln for ln in out.splitlines() if ln.startswith("**"))
    rows = [ln for ln in out.splitlines() if ln.startswith("- also:")]
    assert "azure" in head.lower(), head
    assert all("azure" in ln.lower() for ln in rows), rows
    assert not any(x in out.lower() for x in ("hyperstack", "runpod", "shadeform", "vast"))


@pytest.mark.slow
def test_media_in_hong_kong_under_the_owner_rule_asks_no_alibaba_quote(tmp_path):
    # by hand: Hong Kong, "唔好用大陸公司嘅雲": Alibaba (Hangzhou HQ) is out in its cn-hongkong region too, so the answer
    # says it is left out and never "ask Alibaba Cloud Hong Kong for a quote"; Hong Kong hosts may still be asked
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "每個月喺香港用 SDXL 生成 8000 張圖，唔好用大陸公司嘅雲").text
    gap = [ln for ln in out.splitlines() if "詢價" in ln]
    assert gap and all("阿里雲香港" not in ln.split("一併排除")[0] for ln in gap), gap
