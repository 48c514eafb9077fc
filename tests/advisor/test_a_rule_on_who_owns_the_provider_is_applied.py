"""A rule on who owns the provider ("no US-owned providers", 不要美国云, 唔好美國公司, "EU-owned only", 只用欧盟的云厂商)
keeps to the providers headquartered accordingly (catalog/data/providers.csv `hq`; tools.owners), says which were left
out for want of a recorded owner, and is never the "can't leave one out" note; a place said for renting ("US
servers") or where the user is ("we are a US company") is no owner rule."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

US_OWNED = {"aws", "gcp", "azure", "oci", "ibm", "lambda", "runpod", "vast", "paperspace", "do", "hyperbolic", "mithril"}


@pytest.mark.parametrize("text", [
    "deploy Qwen2.5-7B in Frankfurt, no US-owned providers",
    "we can't use American-owned clouds at all",
    "non-US providers only for Gemma-2-9B",
    "部署 Qwen2.5-7B，不要美国的云厂商",                 # 简体
    "部署 Qwen2.5-7B，唔好用美國公司",                   # Cantonese
    "部署 Qwen2.5-7B，不用美國雲",                       # 繁體
])
def test_no_us_owned_leaves_every_us_company_out(text):
    e = extract(text)
    kept = set(e.patch.providers or [])
    assert kept and not kept & US_OWNED
    assert "nebius" in kept and "seeweb" in kept       # Amsterdam and Frosinone
    assert "shadeform" not in kept                     # a reseller: its sellers vary
    assert e.patch.owner_rule is not None and e.patch.owner_rule.only is False
    assert not any("not leave one out" in n for n in e.notes)
    assert any("SimplePod" in n for n in e.notes)      # no recorded owner: left out and said


@pytest.mark.parametrize("text", [
    "Mistral-Small-24B, EU-owned providers only",
    "部署 Mistral-Small-24B，只用欧盟的云厂商",
    # a requirement said before the owner word keeps to those owners, beside the clouds it names as left out
    "Data must stay in Germany and provider must be EU-owned (no AWS/Azure/GCP). Mistral-Small-24B for 50 users",
    "部署 Mistral-Small-24B，供应商必须是欧盟的云厂商",
    "部署 Mistral-Small-24B，廠商必須是歐盟的雲廠商",
])
def test_eu_owned_only_keeps_the_eu_headquartered(text):
    # Nebius (NL) and Seeweb (IT) are EU-headquartered; Cudo (UK) is not in the EU
    p = extract(text).patch
    assert set(p.providers or []) == {"nebius", "seeweb"}
    assert p.owner_rule is not None and p.owner_rule.only is True and p.owner_rule.place == "eu"


# Featurize (featurize.cn, a mainland-China rental platform) is Chinese-owned like AutoDL and Matpool
CN_OWNED = {"alibaba", "tencent", "huawei", "baidu", "volcano", "autodl", "ucloud", "jd", "ksyun", "gpushare", "matpool",
            "featurize"}


@pytest.mark.parametrize(("text", "only"), [
    ("部署 Qwen2.5-7B，只用国产云", True),            # 国产 is an owner word only: 国产云 keeps the Chinese companies
    ("部署 Qwen2.5-7B，只用國內廠商", True),          # 繁體: domestic vendors
    ("不要國產雲，部署 Qwen2.5-7B", False),           # 繁體, refused: every Chinese-owned provider left out
    ("部署 Qwen2.5-7B，唔要中資公司", False),         # Cantonese: no Chinese-owned companies
])
def test_chinese_owned_providers_kept_or_left_out(text, only):
    p = extract(text).patch
    kept = set(p.providers or [])
    assert (kept == CN_OWNED) if only else (kept and not kept & CN_OWNED and "aws" in kept)
    assert p.owner_rule is not None and p.owner_rule.place == "cn" and p.owner_rule.only is only


@pytest.mark.parametrize("text", [
    "serve Llama-3.1-8B on US servers",
    "只用歐洲的雲，部署 Qwen2.5-7B",                    # a bare 雲 with "only" is where to rent, not who owns it
    "we are a US company, deploy Llama-3.1-8B",
    "部署 Qwen2.5-7B，放在美国的服务器上",
])
def test_a_place_to_rent_or_to_be_is_no_owner_rule(text):
    p = extract(text).patch
    assert p.owner_rule is None and not p.providers


@pytest.mark.slow
def test_a_follow_up_owner_rule_drops_us_companies_from_the_plan(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("k", "serve Qwen2.5-14B for 10 users in the EU, what does a month cost?")
    out = eng.handle("k", "we can't use US-owned providers at all").text
    assert "no US-owned providers" in out
    changed = next(ln for ln in out.splitlines() if ln.startswith("changed:"))
    assert "no US-owned providers" in changed and "matpool" not in changed   # the rule, not its long list
    table = [ln for ln in out.splitlines() if ln.startswith("| ") and "$" in ln]
    assert table and not any(name in ln for ln in table for name in ("AWS", "GCP", "Azure", "Lambda", "RunPod", "Shadeform"))


def test_providers_named_after_an_owner_rule_replace_it():
    from tools.followup import merge_workload
    from tools.schema import Workload

    w = merge_workload(Workload(), extract("no US-owned providers please").patch)
    assert w.owner_rule is not None
    w = merge_workload(w, extract("only Nebius").patch)       # a provider named now: the rule's list is replaced
    assert w.providers == ["nebius"] and w.owner_rule is None
