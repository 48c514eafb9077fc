"""The local platforms a media or speech fine-tune answer names for a quote honour the user's rule on who owns the
cloud (tools.owned_markets), as the main recommendation path does."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tools import owned_markets
from tools.schema import InstanceRow, Workload

PLACES = gazetteer()


def _row(provider: str, region: str, gpu: str = "L4") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type="x", region=region, gpu=gpu, gpu_count=1,
                       price_on_demand=0.8, currency="USD", price_scope="instance")


def _said(text: str, regions: list[str]) -> Workload:
    return Workload.model_validate(extract(text).patch.model_dump(exclude_none=True)).model_copy(
        update={"regions": regions})


@pytest.mark.parametrize("text", [
    "Upscale 4k product videos a month, no mainland-Chinese clouds",   # en, hyphenated
    "每月生成2千张海报，不要用大陆公司的云",                              # 简体
    "每個月轉錄三百小時粵語錄音，唔好用大陸公司嘅雲",                       # 繁體 / Cantonese
])
def test_alibaba_hong_kong_is_left_out_and_hong_kong_hosts_stay(text):
    # by hand: Alibaba is headquartered in Hangzhou, so its cn-hongkong region is out with the rest of it; Hong Kong's
    # own GPU hosts have no provider row and no recorded owner, so they are still the local platforms to ask
    tags, ask, out = owned_markets.asked(_said(text, ["hk"]), PLACES, [])
    assert tags == ("hk",)
    assert [m.id for m in ask] == ["hk_hosts"] and [m.id for m in out] == ["alibaba_hk"]
    line = owned_markets.with_owner_out(None, out)
    assert line is not None and "Alibaba Cloud Hong Kong" in line.en and "no quote" in line.en


def test_taiwan_with_the_rule_keeps_twcc():
    # by hand: TWCC is Taiwan's national cloud (Taipei HQ), not a mainland company: still the platform to ask
    tags, ask, out = owned_markets.asked(_said("no mainland-Chinese clouds for our OCR job", ["tw"]), PLACES, [])
    assert tags == ("tw",) and [m.id for m in ask] == ["twcc"] and not out


def test_no_rule_asks_every_local_platform():
    tags, ask, out = owned_markets.asked(Workload(regions=["hk"]), PLACES, [])
    assert {m.id for m in ask} == {"alibaba_hk", "hk_hosts"} and not out


def test_the_reference_row_keeps_to_the_providers_the_rule_kept():
    # by hand: a Hong Kong reference must be a card sold there (no H100) from a provider the rule kept: the AWS L4
    # stays; Alibaba's and the reseller Shadeform's L4 rows go
    w = _said("no mainland-Chinese clouds please", ["hk"])
    rows = [_row("aws", "ap-east-1"), _row("alibaba", "cn-hongkong"), _row("shadeform", "us-east")]
    kept = owned_markets.reference_rows(w, rows, all_gpus(), ("hk",))
    assert [r.provider for r in kept] == ["aws"]
    assert len(owned_markets.reference_rows(Workload(regions=["hk"]), rows, all_gpus(), ("hk",))) == 3


@pytest.mark.parametrize("text", [
    "we'd like H20 cards for Qwen2.5-72B, but no mainland-Chinese clouds",
    "想用 H20 跑 DeepSeek-R1-Distill-Qwen-32B，不要用大陆公司的云",
    "想用 L20 跑 Qwen2.5-14B，唔好用大陸公司嘅雲",
])
def test_a_china_market_card_under_the_owner_rule_asks_no_kept_cloud(text):
    # by hand: H20 / L20 are sold only in mainland China (rented there on AutoDL, 恒源云, 矩池云, all mainland
    # companies): the rule leaves those out, and AWS / GCP … (what it kept) rent no H20, so none is asked for a quote
    from tools.china_card_quotes import china_card_check

    p = extract(text).patch
    card = "L20" if "L20" in text else "H20"
    got = china_card_check(card, None, [], PLACES, list(p.providers or []), owned=True)
    assert got is not None and "AutoDL" in got.message.en and "no quote" in got.message.en
    assert "AWS" not in got.message.en and "RunPod" not in got.message.en
