"""Personal data and data rules carried into every kind of job, not only LLM serving (advisor/core/personal_data_read.py,
tools/batch_filters.RowFilter, tools/data_law voice-clone rules, advisor/core/data_notes.py).

Hand reasoning (the expert's):
* Faces, licence plates, CCTV footage, patients' interviews, students' essays, medical images are personal data
  (GDPR Art. 4(1), 9; PIPL Art. 28: biometrics and minors' data are sensitive). A marketplace or broker-resold
  community host is an operator with disk access and no processing contract, so those offers are unfit for any job
  on such data: a detector over Singapore CCTV, Whisper over German patient interviews, a segmentation of Beijing
  医疗影像 all leave marketplaces out, and the note says why. "No faces" / 冇人臉 is no personal data.
* A voice-clone service (users upload their own voice) in mainland China is deep synthesis: the speaker's separate
  consent (Art. 14) and visible + implicit labels (Art. 16–17) of the CAC's 2022 Provisions; in the EU the AI Act
  Art. 50 transparency duties. With no place said, both are named so the user checks their own.
* The filter every non-LLM planner applies (RowFilter) leaves out marketplace and broker rows when the workload says
  exclude_marketplace, as the LLM path's tools.offers does: before, a broker's resale of an RTX A4000 led a
  segmentation batch marked "no marketplace (not checked)".
"""

from __future__ import annotations

import pytest

from advisor.core.data_notes import is_data_note
from advisor.core.extract_rules import data_kinds, extract
from advisor.core.personal_data_read import personal_data, voice_clone


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def notes(text: str) -> str:
    e = extract(text)
    return " ".join(n + e.zh_notes.get(n, "") for n in e.notes)


@pytest.mark.parametrize("text, said", [
    # en: a detector over CCTV in Singapore: the footage shows people
    ("YOLO11-m on 24 CCTV cameras in our Singapore mall, 15 fps each, which GPU?", "CCTV"),
    # en: Whisper over patients' interviews that stay in Germany
    ("Transcribe 1,200 hours of patient interviews with Whisper large-v3, data must stay in Germany", "patient interviews"),
    # 简体: 北京的医疗影像 segmentation
    ("用 nnU-Net 训练 3,000 例医疗影像分割，数据不能出北京，租什么卡？", "医疗影像"),
    # 繁體: 學生作文 graded by a model in Taipei
    ("台北的補習班想用 Qwen3-14B 批改學生作文，每週 4,000 篇，租什麼卡？", "學生作文"),
    # 繁體: dash-cam video with plates
    ("用 SAM 2 標註 1,200 小時行車影片，畫面有車牌，租什麼 GPU？", "車牌"),
])
def test_personal_data_leaves_marketplaces_out(text, said):
    assert personal_data(text) == said
    assert read(text).get("exclude_marketplace") is True
    assert said in notes(text)


@pytest.mark.parametrize("text", [
    "Segment 500 hours of drone footage of crops with SAM 2, no faces in the footage, cheapest GPU?",
    "用 Chronos-Bolt-Small 预测 3 万个门店的销量，租什么卡？",  # sales series: nobody's personal data
    "我哋段片冇人臉，用 YOLO11 數貨架上嘅貨，租咩卡？",  # 粵語: no faces
    "Best Hugging Face model to caption 10k product photos?",  # Hugging Face is no face
])
def test_no_personal_data_keeps_marketplaces(text):
    assert personal_data(text) is None
    assert "exclude_marketplace" not in read(text)


def test_a_hobby_keeps_its_marketplaces():
    # a personal project on one's own family photos: the hobby rule (consumer cards, marketplaces) stands
    assert "exclude_marketplace" not in read("Just a hobby project: restore faces in 300 old family photos, cheapest GPU?")


@pytest.mark.parametrize("text, law", [
    # 简体, in Shenzhen: mainland deep-synthesis rules (consent, labels)
    ("深圳的配音平台，用户上传自己的声音克隆，用 F5-TTS 每天 8,000 条，租什么卡？", "Deep Synthesis"),
    # en, in Madrid (EU): the AI Act's Art. 50
    ("We run a voice cloning app in Madrid: users upload 30 s of their voice, XTTS-v2, 3,000 clips a day, which GPU?",
     "AI Act"),
])
def test_voice_clone_says_the_place_rule(text, law):
    assert voice_clone(text)
    assert "voice_clone" in data_kinds(text)
    said = notes(text)
    assert law in said, said


def test_voice_clone_with_no_place_names_both_rules():
    # 繁體, no place said: both stored rules, and the ask to say where the service runs
    said = notes("我們的 App 讓用戶上傳自己的聲音做聲音克隆，用 CosyVoice2，每天 2,000 條，租什麼卡？")
    assert "Deep Synthesis" in said and "AI Act" in said, said


def test_no_voice_clone_for_plain_tts():
    assert not voice_clone("CosyVoice2 narration for 5,000 audiobook pages a day with our two stock voices")


def test_the_row_filter_leaves_marketplaces_out_for_every_job():
    # the filter tools.media / embedding / vision_train / speech_train / TTS rows pass through
    from advisor.core.service import catalog_rows
    from catalog.gpus import all_gpus
    from tools.batch_filters import row_filter
    from tools.schema import Workload

    rows, _, _ = catalog_rows()
    gpus = all_gpus()
    market = [r for r in rows if (r.marketplace or r.broker) and r.gpu in gpus]
    assert market  # the catalog holds such rows: the test can fail
    filt = row_filter(Workload(exclude_marketplace=True), gpus, 0.0)
    assert not any(filt.admits(r, gpus[r.gpu]) for r in market)
    assert any(row_filter(Workload(), gpus, 0.0).admits(r, gpus[r.gpu]) for r in market)


def test_data_notes_are_recognised_in_both_languages():
    e = extract("Whisper large-v3 over 800 hours of customer call recordings, data must stay in France")
    data = [n for n in e.notes if is_data_note(n)]
    assert any("GDPR" in n for n in data), e.notes
    assert all(is_data_note(e.zh_notes.get(n, n)) for n in data)


@pytest.mark.parametrize("text, lang", [
    # en: Singapore CCTV: the plan's month (the cheaper of T4 and L4, tools.detector_rows) is priced on a Singapore row
    # (the shared place filter), not the world's cheapest
    ("YOLO11-m on 24 CCTV cameras at 15 fps in our Singapore mall; footage must stay in Singapore. Which GPU?", "en"),
    # 繁體: Taiwan has no priced T4 row but an L4 one (GCP asia-east1): the plan is priced there, never elsewhere
    ("台中工廠用 YOLO11-s 看 12 支監控攝影機，每支 10 fps，影像不能出台灣，租什麼卡？", "zh-Hant"),
])
def test_camera_detectors_are_priced_inside_the_place(text, lang):
    from advisor.config import usd_cny
    from advisor.core.detector_camera import detector_camera_text
    from advisor.core.service import catalog_rows
    from catalog.places import gazetteer
    from tools.constraints import region_ok
    from tools.generated_media import cheapest_one_card_row

    w = extract(text).patch
    assert w.regions
    body = detector_camera_text(w, text, lang, "USD")
    assert body is not None
    here = [r for r in catalog_rows()[0] if r.price_scope == "instance" and not r.quarantined
            and region_ok(r, list(w.regions), gazetteer()) and not (r.marketplace or r.broker)]
    bests = [b for b in (cheapest_one_card_row(g, here, "USD", usd_cny(), {}) for g in ("T4", "L4")) if b]
    if not bests:
        assert "报价" in body or "報價" in body or "price" in body, body
    else:  # the plan names one of the in-place rows with its own price
        assert any(f"{b[0]} at ${b[1]:,.2f}/h" in body or f"{b[0]} 每小时 ${b[1]:,.2f}" in body
                   or f"{b[0]} 每小時 ${b[1]:,.2f}" in body for b in bests), (bests, body)
