"""The one licence table (catalog/data/licences.json, tools.licence.licence_table): every row cites its card, the named
models people bring to a business carry their restriction, the non-LLM job families look their licence up there, and a
territory row finds the buyers' place inside its excluded region."""

from __future__ import annotations

import re

import pytest

from catalog.places import gazetteer
from tools.domain_jobs import DOMAIN_JOBS
from tools.licence import job_licence, licence_table, table_licence, territory_hit
from tools.named_licences import named_licence_check
from tools.nonllm_jobs import JOBS


def test_every_row_cites_its_card_and_date():
    for lic in licence_table():
        assert re.search(r"(huggingface\.co|github\.com|\.com|\.org|\.ai|\.io)/?", lic.source), lic.model
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", lic.as_of), lic.model
        assert lic.pattern or lic.job, lic.model  # found by a name in the message, or by a job family's key
        assert lic.kind != "territory" or lic.excluded_place, lic.model


def test_the_job_families_take_their_licence_from_the_table():
    # one table: a job row's licence is the table's row for its key (editing the json changes the answer)
    for j in (*JOBS, *DOMAIN_JOBS):
        lic = job_licence(j.key)
        assert lic is not None, j.key
        assert (j.licence, j.licence_source, j.commercial) == (lic.licence, lic.source, lic.commercial), j.key


@pytest.mark.parametrize("said, licence", [
    # huggingface.co/coqui/XTTS-v2: "Coqui Public Model License" (CPML), non-commercial use of the model and outputs
    ("voice cloning with coqui XTTS v2", "Coqui Public Model License 1.0.0 (CPML)"),
    # huggingface.co/SWivid/F5-TTS: code MIT, the pre-trained models CC-BY-NC (trained on Emilia)
    ("用 F5-TTS 做配音", "CC BY-NC 4.0 (weights; code MIT)"),
    # huggingface.co/facebook/musicgen-large: weights CC-BY-NC 4.0
    ("用 MusicGen 幫客戶做廣告配樂", "CC BY-NC 4.0 (weights; code MIT)"),
    # github.com/ultralytics/yolov5 LICENSE: AGPL-3.0
    ("detect pallets with yolov5s", "AGPL-3.0"),
    # github.com/deepinsight/insightface README: its models are for non-commercial research purposes only
    ("face swap with inswapper_128", "InsightFace model licence: non-commercial research only"),
])
def test_restricted_models_people_name_have_a_row(said, licence):
    lic = table_licence(said)
    assert lic is not None and lic.licence == licence and not lic.commercial, (said, lic)
    check = named_licence_check(lic, True)
    assert check is not None and check.level == "warning"  # under a business use the line is a warning (it leads)


def test_a_hunyuan_llm_is_barred_for_buyers_in_excluded_places_only():
    # Tencent Hunyuan Community License (huggingface.co/tencent/Hunyuan-7B-Instruct LICENSE): "THIS LICENSE AGREEMENT
    # DOES NOT APPLY IN THE EUROPEAN UNION, UNITED KINGDOM AND SOUTH KOREA". Italy lies in the EU, Seoul in Korea;
    # Japan and Singapore lie in neither
    lic = table_licence("Hunyuan-Large")
    assert lic is not None and lic.kind == "territory"
    assert territory_hit(lic, ["it"], gazetteer()) == "eu"
    assert territory_hit(lic, ["kr"], gazetteer()) == "kr"
    assert territory_hit(lic, ["jp", "sg"], gazetteer()) is None


def test_a_permissive_or_unlisted_name_has_no_row():
    # Codestral Mamba is Apache-2.0 (huggingface.co/mistralai/Mamba-Codestral-7B-v0.1); Zamba2 is no row: not checked
    assert table_licence("codestral-mamba 7b") is None
    assert table_licence("Zamba2-7B-Instruct") is None
