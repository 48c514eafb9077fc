"""Every held row built on weights whose licence excludes a territory carries that clause: the Llama 3.2 multimodal and
Llama 4 rows the EU (their Acceptable Use Policy), every Hunyuan-based model the EU, UK and South Korea (the Tencent
Hunyuan Community License's Territory), FramePack included (its DiT is a HunyuanVideo fine-tune)."""

from __future__ import annotations

import re

import pytest

from catalog import registry
from tools.licence import licence_table, table_licence


def test_every_llama_multimodal_row_excludes_the_eu():
    # Llama 3.2's Acceptable Use Policy: no rights in the EU for its multimodal models; Llama 4 is multimodal
    # throughout, so every Llama-4 row carries it; the text-only Llama-3.2-3B does not
    rows = [r for r in registry.rows() if re.search(r"(?i)llama-3\.2-.*vision|llama-4", r["name"])]
    assert len(rows) >= 4
    for r in rows:
        assert "eu" in (r["license"].get("excluded_place") or "").split(";"), r["name"]
    assert not (registry.get("Llama-3.2-3B").license and registry.get("Llama-3.2-3B").license.excluded_place)


def test_every_hunyuan_based_row_excludes_the_eu_uk_and_korea():
    # the Tencent Hunyuan Community License's Territory: worldwide excluding the EU, UK and South Korea
    rows = [lic for lic in licence_table() if re.search(r"(?i)hunyuan|framepack", lic.model + lic.licence)]
    assert any(lic.model == "FramePack" for lic in rows)
    for lic in rows:
        assert set(lic.excluded_place.split(";")) == {"eu", "uk", "kr"}, lic.model
    for r in registry.rows():
        if "hunyuan" in r["name"].lower():
            assert set(r["license"]["excluded_place"].split(";")) == {"eu", "uk", "kr"}


@pytest.mark.parametrize("said", ["FramePack F1", "framepack-i2v", "用 FramePack 生成", "FramePackI2V_HY"])
def test_framepack_is_read_as_the_hunyuan_territory_licence(said):
    lic = table_licence(said)
    assert lic is not None and lic.model == "FramePack" and lic.kind == "territory" and lic.unsized
