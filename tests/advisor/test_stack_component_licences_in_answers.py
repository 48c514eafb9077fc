"""A named stack's component licences in whole answers (tools.component_licence via
advisor/core/stack_licence_lines.py): a commercial use that a component forbids is warned first, whatever the job kind
(serving, a batch, training then serving, a speech pipeline); the faces note rides along. English, 简体, 繁體."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


@pytest.mark.parametrize("text, head", [
    # EN, training then serving: the FaceID card says "released exclusively for research purposes and is not
    # intended for commercial use" (huggingface.co/h94/IP-Adapter-FaceID) → a paid app is barred whatever SDXL allows
    ("We will fine-tune an SDXL LoRA on 2k product photos and serve it with IP-Adapter-FaceID-PlusV2 in our paid app "
     "for customers. Which GPU?", ("IP-Adapter-FaceID", "PhotoMaker")),
    # 简体, serving: PuLID runs InsightFace antelopev2 ("available for non-commercial research purposes only",
    # github.com/deepinsight/insightface README) → 商用 barred by InsightFace
    ("我们做商用的证件照服务：用户上传自拍，PuLID + FLUX.1-schnell，每天 4000 张，用什么 GPU？",
     ("InsightFace", "不允许商用")),
    # 繁體, a batch: buffalo_l is an InsightFace model pack (same README) → 付費 barred: the licence leads (said once,
    # by the named-model table's own InsightFace warning when it has one)
    ("付費服務：先用 buffalo_l 偵測人臉，再用 SDXL 批次生成 2 萬張頭像，一晚跑完要租什麼卡？",
     ("InsightFace", "許可")),
])
def test_a_component_that_forbids_the_use_leads(engine, text, head):
    r = engine.handle("t", text)
    for s in head:
        assert s in r.text[:700], (s, r.text[:900])
    assert "biometric" in r.text or "生物识别" in r.text or "生物識別" in r.text


def test_a_speech_pipeline_names_its_gated_component(engine):
    # whisperX diarizes with pyannote: MIT but gated ("this pipeline uses MIT license", accept the user conditions,
    # huggingface.co/pyannote/speaker-diarization-3.1) → its line, no bar (nothing forbids a paid use)
    r = engine.handle("t", "Paid SaaS: transcribe 300 h of interviews a month with whisperX + pyannote. Which GPU?")
    assert "pyannote speaker-diarization-3.1" in r.text and "gated" in r.text
    assert "forbid" not in r.text[:300]
