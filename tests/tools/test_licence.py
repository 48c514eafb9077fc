"""A model's weights licence against the use the conversation shows (tools/licence.py, catalog/data/models.json).

Qwen2.5-3B's weights are under the Qwen Research License (its Hugging Face page: "License: qwen-research"), which is
non-commercial; Qwen3-4B, the catalog's model of the next size up in the same family, is Apache-2.0. A paid service on
the 3B gets a warning naming the 4B; an unknown use one neutral line; a stated non-commercial use nothing.
"""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from catalog import registry
from tools.licence import licence_check
from tools.media import MODELS, licence_line
from tools.schema import ModelLicence

RESEARCH = ModelLicence(name="Research Licence", commercial=False, source="example.org/LICENSE", as_of="2026-12-03",
                        alternative="Open-7B", alternative_licence="Apache-2.0")
OPEN = ModelLicence(name="Apache-2.0", commercial=True, source="example.org/LICENSE", as_of="2026-12-03")


def test_commercial_use_of_non_commercial_weights_is_a_warning_naming_the_way_out():
    c = licence_check("Closed-3B", RESEARCH, True)
    assert c is not None and c.level == "warning" and c.topic == "licence"
    # the user must read that a paid service is not allowed and which model is: the alternative and its licence
    assert "non-commercial" in c.message.en and "commercial licence" in c.message.en
    assert "Open-7B (Apache-2.0)" in c.message.en and "Research Licence" in c.message.en


def test_unknown_use_gets_one_neutral_line():
    # nothing in the conversation says what the model is for: an info line, no "needs a commercial licence"
    c = licence_check("Closed-3B", RESEARCH, None)
    assert c is not None and c.level == "info"
    assert "non-commercial use only" in c.message.en and "commercial licence" not in c.message.en


@pytest.mark.parametrize("lic, use", [
    (RESEARCH, False),  # research use stated: the licence allows it, nothing to say
    (OPEN, True),  # Apache-2.0 allows a paid service
    (OPEN, None),
    (None, True),  # no verified licence on the row: the answer states nothing rather than a guess
])
def test_nothing_is_said_when_the_licence_allows_the_use_or_is_unknown(lic, use):
    assert licence_check("M", lic, use) is None


def test_the_line_without_an_alternative_names_none():
    c = licence_check("Closed-3B", RESEARCH.model_copy(update={"alternative": None, "alternative_licence": None}), True)
    assert c is not None and " or " not in c.message.en.split("maker")[1] and "None" not in c.message.en


def test_the_warning_reads_in_both_chinese_scripts():
    c = licence_check("Closed-3B", RESEARCH, True)
    assert c is not None
    zh = c.message.text("zh")
    assert "只限非商业用途" in zh and "商业许可" in zh and "Open-7B（Apache-2.0）" in zh
    hant = to_script(zh, "zh-Hant")
    assert "只限非商業用途" in hant and "商業許可" in hant  # 业 → 業, 许可 → 許可 in Traditional


def test_qwen25_3b_is_research_only_in_the_catalog_and_its_way_out_is_a_commercial_catalog_model():
    lic = registry.get("Qwen2.5-3B").license
    # its Hugging Face page (huggingface.co/Qwen/Qwen2.5-3B) shows "License: qwen-research"
    assert lic is not None and not lic.commercial and "qwen-research" in lic.name
    assert lic.source.startswith("huggingface.co/Qwen/Qwen2.5-3B") and lic.as_of
    assert lic.alternative == "Qwen3-4B"


def test_every_alternative_is_a_catalog_model_whose_own_licence_allows_business_use():
    # an alternative that is not in the catalog cannot be sized, and one with an unverified licence is a guess
    for row in registry.rows():
        lic = row.get("license")
        if lic and lic.get("alternative"):
            alt = registry.get(lic["alternative"]).license
            assert alt is not None and alt.commercial, row["name"]


def test_every_licence_fact_names_its_source_and_date():
    for row in registry.rows():
        if row.get("license"):
            lic = ModelLicence(**row["license"])  # unknown or missing keys fail here
            assert lic.source.startswith("huggingface.co/") and lic.as_of.startswith("20"), row["name"]


def test_flux_dev_carries_its_licence_line_and_schnell_none():
    # FLUX.1-dev: the FLUX.1 [dev] Non-Commercial License; FLUX.1-schnell: Apache-2.0 (both model cards)
    (line,) = licence_line(MODELS["flux-dev"])
    assert line.code == "media.licence" and line.args["alt"] == "FLUX.1 [schnell]"
    # schnell: no warning, one line saying its Apache-2.0 allows commercial use (a design firm asked about paid banners)
    assert [x.code for x in licence_line(MODELS["flux-schnell"])] == ["media.licence_open"]
    assert licence_line(MODELS["sdxl"]) == []


CAPPED = ModelLicence(name="Community Licence", commercial=True, source="example.org/LICENSE", as_of="2026-12-03",
                      mau_limit=700_000_000, licensor="Acme")


def test_a_commercial_licence_with_a_user_cap_is_named_under_commercial_use():
    # Hand: the licence allows business use up to 700 M monthly active users; a paid service hears the cap and who
    # licenses past it, as an info line (not a warning: most services are far below it); other uses hear nothing.
    c = licence_check("Open-70B", CAPPED, True)
    assert c is not None and c.level == "info" and c.topic == "licence"
    assert "700,000,000 monthly active users" in c.message.en and "from Acme" in c.message.en
    assert "允许商用" in c.message.text("zh") and "允許商用" in to_script(c.message.text("zh"), "zh-Hant")
    assert licence_check("Open-70B", CAPPED, None) is None and licence_check("Open-70B", CAPPED, False) is None


@pytest.mark.parametrize("model, commercial, cap", [
    ("Mistral-Large-2", False, None),  # Mistral Research License: no commercial use without a paid licence
    ("Llama-3.3-70B", True, 700_000_000),  # Llama 3.3 Community License §2
    ("Llama-2-13B", True, 700_000_000),
    ("Qwen2.5-72B", True, 100_000_000),  # Qwen License §4
    ("Qwen2.5-7B", True, None),  # Apache-2.0
    ("Phi-4", True, None),  # MIT
])
def test_registry_licences_from_the_model_cards(model, commercial, cap):
    lic = registry.get(model).license
    assert lic is not None and lic.commercial is commercial and lic.mau_limit == cap
    assert lic.source.startswith("huggingface.co/")


def test_mistral_large_2_is_a_registry_row_with_its_public_shape():
    from tools.arch import count_params
    from tools.memory import kv_cache_bytes_per_token

    arch = registry.get(registry.resolve_name("Mistral-Large-Instruct-2407"))
    # Hand (config.json: 88 layers, hidden 12,288, 8 KV heads × 128, intermediate 28,672, vocab 32,768): embeddings
    # 2 × 32,768 × 12,288 = 0.805 B; a layer 2 × 12,288² + 2 × 12,288 × 1,024 + 3 × 12,288 × 28,672 = 1.384 B, × 88 =
    # 121.8 B → ≈ 122.6 B (the card's "123B"); KV 2 × 88 × 8 × 128 × 2 B = 360,448 B = 352 KiB a token.
    assert count_params(arch) / 1e9 == pytest.approx(122.6, abs=0.1)
    assert kv_cache_bytes_per_token(arch) == 360_448
    assert arch.license is not None and arch.license.alternative == "Mistral-Small-24B"


@pytest.mark.parametrize("text, model", [
    ("serve Mistral Large 2 to paying users", "Mistral-Large-2"),
    ("用 mistral-large-instruct-2411 给客户做付费服务", "Mistral-Large-2"),  # the 2411 release: same 123B shape, same licence
    ("mistral 7b for a chatbot", "Mistral-7B"),  # the bare family still reads the 7B
])
def test_mistral_large_is_read_as_its_row_not_the_7b(text, model):
    from advisor.core.extract_rules import find_model, normalise

    assert find_model(normalise(text))[0] == model
