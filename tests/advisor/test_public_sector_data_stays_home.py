"""Public-sector data (a government office, a land or household registry, an archive, a county or city office) is
residency-bound by default: with no place said, the answer keeps it in the agency's own country, leaves marketplace
hosts out and says it assumed so (advisor/core/public_residency_read.py)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "tag", "word"), [
    # 繁體, a household registry (戶政) with no place: Taiwan's agencies write 繁體 → Taiwan, and the Executive Yuan's
    # rule on PRC-brand products is named (Taiwan's is sourced: tools/public_sector.py)
    ("戶政事務所要把 30 萬頁手寫戶籍簿用 Gemma-3-27B 轉成文字，要多少 GPU？", "tw", "Executive Yuan"),
    # 简体, a mainland archive (档案馆) with no place: mainland China; no Taiwan rule, the agency's own rules instead
    ("档案馆要用 Llama-3.2-11B-Vision 把 80 万页档案转成文字，需要几张卡", "cn", "check your agency's rules"),
    # English with Hong Kong dollars: the county archive's money says Hong Kong
    ("the district council archives want to OCR 250k pages with Gemma-3-12B, budget HK$40,000", "hk",
     "check your agency's rules"),
])
def test_an_agencys_data_stays_in_its_own_country(text, tag, word):
    got = extract(text)
    assert got.patch.regions == [tag]
    assert got.patch.data_residency is True and got.patch.exclude_marketplace is True
    assert any("I assumed it must stay" in n and word in n for n in got.notes)


def test_a_stated_place_is_kept_as_said():
    # the agency names where to rent (Tokyo): that is its choice, nothing is assumed over it
    got = extract("縣政府想在東京租 GPU 跑 Llama-3.1-8B 做客服")
    assert "tw" not in (got.patch.regions or [])
    assert not any("I assumed it must stay" in n for n in got.notes)


def test_no_place_at_all_says_to_check_the_rules():
    # English with no money, place or words of a country: nothing is guessed, the agency's rules are asked for
    got = extract("our city council wants to transcribe 2,000 hours of meetings with Whisper large-v3")
    assert not got.patch.regions
    assert any("check your agency's rules on where its data may be hosted" in n for n in got.notes)
