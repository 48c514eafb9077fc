"""A translation into several languages named in short before their count (翻译成英日韩德法5种语言, 譯成中英日3種語言)
writes each item once per language: the batch is items × languages, said in a note (extract_rules.TARGETS_COUNTED)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, target_languages
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def test_simplified_short_names_then_count() -> None:
    # Hand: 2万 = 20,000 titles × 4 languages = 80,000 translations, each one request
    f = _fields("用Qwen3-32B把2万个商品标题翻译成英日韩德4种语言，每个标题大概20字")
    assert f["batch_requests"] == 80_000, f


def test_traditional_short_names_then_count() -> None:
    # Hand: 2萬 descriptions × 3 languages = 60,000 translations
    f = _fields("用Qwen3-32B把2萬條商品描述譯成中英日3種語言，每條約80字")
    assert f["batch_requests"] == 60_000, f


def test_english_count_of_languages_still_multiplies() -> None:
    # Hand: 40,000 titles × 6 languages = 240,000 translations
    f = _fields("use qwen3-32b to translate 40,000 product titles into 6 languages, ~25 words each")
    assert f["batch_requests"] == 240_000, f


def test_a_number_in_the_text_after_the_languages_is_no_count() -> None:
    assert target_languages("翻译成英语，每天大概3000条") is None
