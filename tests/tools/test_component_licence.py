"""The licences of a named stack's components (tools.component_licence over catalog/data/component_licences.json):
every component named and what it depends on, a warning first under a commercial use that a component forbids,
and the biometric note for face components. English, 简体, 繁體."""

from __future__ import annotations

import pytest

from catalog.licences import component_licence_rows as component_rows
from tools.component_licence import component_licence_lines, named_components


def test_every_row_cites_its_source_and_date():
    for r in component_rows():
        assert r.source and r.quote and r.as_of, r.name
        names = {x.name for x in component_rows()}
        assert set(r.depends_on) <= names, r.name


@pytest.mark.parametrize("text, names", [
    # InstantID's README: it downloads InsightFace's antelopev2 ("The pretrained models we provided with this library
    # are available for non-commercial research purposes only", github.com/deepinsight/insightface README)
    ("InstantID on Juggernaut XL for pet-owner portraits", ["InstantID", "InsightFace models"]),
    # whisperX diarizes with pyannote ("this pipeline uses MIT license", gated: huggingface.co/pyannote/...-3.1)
    ("用 whisperX 加说话人分离转写访谈", ["WhisperX", "pyannote speaker-diarization-3.1"]),
    # GFPGAN is Apache-2.0, CodeFormer the S-Lab License 1.0 (non-commercial): both named, in the order said
    ("舊照片修復：GFPGAN 或 CodeFormer", ["GFPGAN", "CodeFormer"]),
    # no component named: nothing (a base model alone is tools.named_licences' job)
    ("SD 1.5 with ControlNet canny for product shots", []),
])
def test_components_and_their_dependencies(text, names):
    assert [r.name for r in named_components(text, component_rows())] == names


@pytest.mark.parametrize("text, commercial, barred", [
    # a paid SaaS on FaceID (model card: "released exclusively for research purposes and is not intended for
    # commercial use") → warning naming FaceID and InsightFace
    ("SD1.5 + ip-adapter-faceid-portrait for our SaaS", True, "IP-Adapter-FaceID, InsightFace models"),
    # 商用 PuLID: PuLID's own licence unchecked, but it runs antelopev2 (InsightFace, non-commercial) → barred by it
    ("商用的 PuLID-FLUX 证件照", True, "InsightFace models"),
    # 付費 CodeFormer restore: S-Lab License 1.0 non-commercial (github.com/sczhou/CodeFormer LICENSE)
    ("付費的 CodeFormer 人臉修復", True, "CodeFormer"),
])
def test_a_commercial_use_barred_by_a_component_leads(text, commercial, barred):
    lines = component_licence_lines(text, commercial, component_rows())
    assert lines[0].code == "component.licence_bars" and lines[0].args["names"] == barred
    assert lines[-1].code == "component.biometric"  # faces are biometric data


@pytest.mark.parametrize("text, commercial", [
    # a research use of FaceID: its lines, no warning (the use is what the card allows)
    ("IP-Adapter-FaceID-PlusV2 for a university study", False),
    # unknown use: no warning either
    ("PuLID on FLUX, 300 images", None),
    # a paid product on pyannote (MIT, gated) + GFPGAN (Apache-2.0): nothing forbids it → no warning
    ("paid meeting-notes app with pyannote, avatars cleaned by GFPGAN", True),
])
def test_no_warning_without_a_barred_commercial_use(text, commercial):
    lines = component_licence_lines(text, commercial, component_rows())
    assert lines and all(m.code != "component.licence_bars" for m in lines)


def test_the_lines_render_in_english_and_chinese():
    # 收费 + FaceID: the warning names the permissive routes (a commercial InsightFace licence, PhotoMaker v1)
    m = component_licence_lines("收费 app：SDXL + FaceID-PlusV2", True, component_rows())[0]
    assert "PhotoMaker" in m.text("en") and "InsightFace" in m.text("en")
    assert "不允许商用" in m.text("zh") and "PhotoMaker" in m.text("zh")


@pytest.mark.parametrize("text, commercial, warned", [
    # a pose-controlled paid SaaS: the openpose annotator runs CMU OpenPose's body model, whose LICENSE reads
    # "ACADEMIC OR NON-PROFIT ORGANIZATION NONCOMMERCIAL RESEARCH USE ONLY"
    # (github.com/CMU-Perceptual-Computing-Lab/openpose LICENSE) → warned
    ("SaaS fashion shots with ControlNet OpenPose on SD 1.5", True, True),
    # 简体 research use of the same: its lines, no warning
    ("研究用途：SDXL 加 openpose ControlNet 做姿态控制", False, False),
])
def test_a_pose_control_stack_carries_the_openpose_licence(text, commercial, warned):
    lines = component_licence_lines(text, commercial, component_rows())
    assert "CMU OpenPose" in [m.args.get("name") for m in lines]
    assert (lines[0].code == "component.licence_bars") is warned


def test_a_licence_both_tables_name_lives_in_the_named_licence_table() -> None:
    # CodeFormer's S-Lab licence and GFPGAN's Apache-2.0 are rows of catalog/data/licences.json; the component table
    # points at them (licence_row) instead of copying, so a re-read licence changes in one place.
    import json

    from catalog.licences import COMPONENTS_JSON
    from tools.licence import job_licence

    raw = {r["name"]: r for r in json.loads(COMPONENTS_JSON.read_text(encoding="utf-8"))["rows"]}
    rows = {r.name: r for r in component_rows()}
    for name, key in (("CodeFormer", "codeformer"), ("GFPGAN", "gfpgan")):
        assert "licence" not in raw[name] and raw[name]["licence_row"] == key
        lic = job_licence(key)
        assert lic is not None and rows[name].licence == lic.licence and rows[name].source == lic.source
    assert rows["CodeFormer"].commercial == "no" and rows["GFPGAN"].commercial == "yes"
