"""A city that only describes the company ("lisbon legaltech", "a Paris fintech", 柏林的创业公司) is where the user is,
said back, never a rule to rent there (lisbon legaltech was priced in Portugal only and fell to "the nearest priced
plan"); "EU provider only" / "EU-based provider" / 只用欧盟的云服务商 keeps to EU regions (the data stays in the EU),
said as such, while "EU-owned" / "European company" / 欧盟的云厂商 stays a rule on who owns the provider.

Hand figures for the whole answer: continued pretraining of Mistral NeMo 12B (12.25 B) on 3 B tokens is
6 × 12.25e9 × 3e9 ≈ 2.2e20 FLOP; 4 × B200 at ≈ 2.25 PFLOPS dense BF16 each and ≈ 44 % MFU do ≈ 4.0e15 FLOP/s
(≈ 54,000 tokens/s), so 3e9 ÷ 54,335 ≈ 15.3 h (+ 15 min start-up ≈ 15.6 h) × $19.60/h ≈ $306 — a plan in the EU,
with how long and how much.
"""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)

LISBON = ("lisbon legaltech, we want to continue pretraining mistral nemo 12b (full weights, not lora) on ~3B tokens "
          "of portuguese legal text. EU provider only. how long and how much?")


@pytest.mark.parametrize("text, home", [
    (LISBON, "pt"),
    ("a Paris fintech serving llama 3.1 8b for 40 users, EU-based provider only", "paris"),  # its own area tag
    ("berlin-based startup, fine-tune llama 3.1 8b on 50k examples, EU-based provider only", "de"),
    ("我们是柏林的创业公司，只用欧盟的云服务商，继续预训练 mistral nemo 12b，30亿token", "de"),
])
def test_the_company_city_is_where_you_are_and_eu_providers_are_eu_regions(text, home):
    e = extract(text)
    assert e.patch.regions == ["eu"] and e.patch.owner_rule is None and not e.patch.providers, e.patch
    assert home in (e.assumed.get("located") or []), e.assumed


def test_the_company_city_and_the_eu_reading_are_said():
    notes = " ".join(extract(LISBON).notes)
    assert "'lisbon' read as where you are, not where to rent" in notes, notes
    assert "read as renting in regions in the EU" in notes and "'EU-owned'" in notes, notes


def test_traditional_chinese_eu_provider_is_eu_regions():
    p = extract("我們是里斯本的法律科技公司，想用歐盟的雲服務商繼續預訓練 mistral nemo 12b，30億token，要多久多少錢？").patch
    assert p.regions == ["eu"] and p.owner_rule is None, p


@pytest.mark.parametrize("text", [
    "we want EU-owned providers only, serve llama 3.1 8b for 50 users",
    "部署 Mistral-Small-24B，只用欧盟的云厂商",
    "EU providers only, sovereign cloud, serve llama 3.1 8b for 50 users",
])
def test_ownership_said_stays_an_owner_rule(text):
    p = extract(text).patch
    assert p.owner_rule is not None and p.owner_rule.place == "eu" and set(p.providers or []) == {"nebius", "seeweb"}, p


@pytest.mark.slow
def test_lisbon_pretraining_in_the_eu_says_how_long_and_how_much(ask):
    out = ask(LISBON)
    head = out.split("\n\n")[0]
    assert "in the EU" in out and "Portugal" not in head, out[:1500]
    assert "finishes in 15.6 h" in out and "≈ $305.51" in out, out[:1500]
