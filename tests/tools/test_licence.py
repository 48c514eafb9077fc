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
    assert licence_line(MODELS["flux-schnell"]) == [] and licence_line(MODELS["sdxl"]) == []
