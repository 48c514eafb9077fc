"""Where the users are decides what a speech model must hear and where a non-table answer says its plan runs:
tools.place_languages (callers in Brazil speak Portuguese, which Kyutai's English/French streaming model does not
hear), tools.live_dictation.place_unheard (the line that says why that model is not offered) and
tools.users_place.named_where (the "Where:" line of an answer priced outside the ranked table)."""

from __future__ import annotations

import pytest

from catalog.places import gazetteer
from catalog.places import place_languages as spoken
from tools.live_dictation import KYUTAI_KEY, place_unheard, streaming_key
from tools.place_languages import place_languages, speech_chinese, unheard
from tools.schema import InstanceRow, Workload
from tools.users_place import named_where


@pytest.mark.parametrize("places, langs", [
    (["br"], ["Portuguese"]),
    (["jp", "kr"], ["Japanese", "Korean"]),
    (["cn"], ["Mandarin"]),
    (["hk"], ["Cantonese"]),
    (["latam"], ["Spanish", "Portuguese"]),
    (["europe"], []),  # too many languages to assume one
])
def test_a_place_names_its_main_languages(places, langs):
    assert place_languages(places, spoken()) == langs


@pytest.mark.parametrize("places, missing", [
    # Kyutai stt-1b-en_fr hears English and French (its README)
    (["br"], ["Portuguese"]), (["jp"], ["Japanese"]), (["cn"], ["Mandarin"]),
    (["us"], []), (["ca"], []), (["uk"], []),  # English (and French in Canada): heard
])
def test_what_the_english_french_model_does_not_hear(places, missing):
    assert unheard(("English", "French"), places, spoken()) == missing


def test_the_users_languages_steer_the_streaming_model_away_from_kyutai():
    # the writer's English alone would pick Kyutai's 1B; Portuguese named (or implied by Brazil) picks none held
    assert streaming_key(False, "en") == KYUTAI_KEY
    assert streaming_key(False, "en", ("Portuguese",)) is None
    # and the line says why: it hears English and French, the users in Brazil speak Portuguese
    line = place_unheard(Workload(users_region=["br"]), KYUTAI_KEY, spoken())
    assert line and "Portuguese" in line[0].text("en") and "English and French" in line[0].text("en")
    assert "葡萄牙语" in line[0].text("zh")
    assert not place_unheard(Workload(users_region=["us"]), KYUTAI_KEY, spoken())  # English speakers: nothing to say


def _row(region: str) -> InstanceRow:
    return InstanceRow(provider="p", instance_type="x", region=region, gpu="H100 SXM", gpu_count=1,
                       price_on_demand=2.0)


@pytest.mark.parametrize("users, region, said", [
    # callers in Brazil, the plan on a RunPod "CA" row: Canada is no place near Brazil (regions.csv near: US East)
    (["br"], "CA", "far from your users in Brazil"),
    (["br"], "sa-east-1", "their own place for your users in Brazil"),
    # users in Southeast Asia and a Singapore row: inside the area said
    (["sea"], "asia-southeast1", "their own place for your users in Southeast Asia"),
    # Seoul is Japan's regions.csv `near`: the nearest region with offers, Tokyo–Seoul ≈ 40 ms inside East Asia
    (["jp"], "ap-northeast-2", "the nearest region with offers, a ≈ 40 ms round trip for your users in Japan"),
])
def test_a_non_table_answer_says_where_its_plan_runs(users, region, said):
    out = named_where(Workload(users_region=users), [_row(region)], gazetteer())
    assert out and said in out[0].text("en"), out[0].text("en") if out else out


def test_an_offline_job_or_a_place_to_rent_says_no_serving_where_line():
    # a batch job's users' place does not decide the rental (users_place.batch_plain speaks there)
    assert not named_where(Workload(users_region=["cn"], batch_requests=20000, batch_period="day"), [_row("CA")],
                           gazetteer())
    assert not named_where(Workload(users_region=["jp"], regions=["jp"]), [_row("ap-northeast-1")], gazetteer())


@pytest.mark.parametrize("writer_zh, places, chinese", [
    (True, ["jp"], False),   # a 简体 question for callers in Japan: Japanese speech, no Mandarin model leads
    (True, ["tw"], True),    # users in Taiwan speak Mandarin
    (False, ["cn"], True),   # an English question for users in mainland China
    (True, [], True),        # no place: the writer's script decides, as before
    (True, ["europe"], True),  # a place with no languages held says nothing: the script decides
])
def test_the_users_place_decides_whether_the_speech_is_chinese(writer_zh, places, chinese):
    assert speech_chinese(writer_zh, places, spoken()) is chinese


def test_the_places_languages_are_catalog_data_with_a_source_and_a_date():
    # the table lives in catalog/data/place_languages.csv, read by the catalog loader and handed to tools/ in the
    # gazetteer: every row names a regions.csv place, its languages, where they were read and when
    import csv
    from pathlib import Path

    import catalog.places as cp

    with open(Path(cp.__file__).parent / "data" / "place_languages.csv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    tags = {r.tag for r in cp.regions()}
    assert rows and all(r["tag"] in tags and r["languages"] and r["source"] and r["as_of"] for r in rows)
    assert gazetteer().languages == spoken() and spoken()["br"] == ("Portuguese",)
    assert spoken()["sg"] == ("English", "Mandarin")  # Singapore: English 48 %, Mandarin 30 % at home, in that order


def test_a_table_handed_in_is_the_one_read():
    # tools/ opens no file: the languages come from the caller; an empty table knows no place (the script decides)
    assert place_languages(["br"], {}) == [] and speech_chinese(True, ["jp"], {}) is True
    assert place_languages(["xx"], {"xx": ("Klingon",)}) == ["Klingon"]
    assert unheard(("English",), ["br", "us"], spoken()) == ["Portuguese"]  # Brazil's Portuguese, the US's English heard
