"""A named non-LLM model's licence (tools/named_licences.py): the table's rows name their source and a permissive model
of the same kind, the names are found as users write them, and the line depends on the use (a warning naming the way
out under a business use, one neutral line when unknown, nothing when stated non-commercial)."""

from __future__ import annotations

import re

import pytest

from tools.named_licences import NAMED_LICENCES, named_licence_check, named_licences


def test_every_row_names_its_source_date_and_a_permissive_alternative():
    for lic in NAMED_LICENCES:
        assert lic.source.startswith(("huggingface.co/", "github.com/")), lic.model
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", lic.as_of), lic.model
        # no permissive model of the same kind had its licence checked for these: none is named
        if lic.model in ("AlphaFold 3", "jina-clip-v2", "jina-embeddings-v3", "HunyuanImage-2.1", "Hunyuan-MT-7B",
                         "MMS (Massively Multilingual Speech)", "Hunyuan (Tencent)", "ProPainter", "XTTS-v2 (Coqui)",
                         "InsightFace models (buffalo_l, antelopev2, inswapper)", "F5-TTS (pre-trained weights)", "MusicGen"):
            assert not lic.alternative
            continue
        if lic.kind == "threshold":  # usable commercially below a stated size (MinerU from 3.1.0: 100 M MAU or
            # $20 M monthly revenue): the caps are the row's point, no swap is needed below them
            assert lic.commercial and (lic.mau_cap or lic.monthly_revenue_cap), lic.model
            continue
        assert lic.alternative and lic.alternative_licence
        assert lic.alternative_source.startswith(("github.com/", "huggingface.co/"))
        assert not lic.commercial  # the other rows: licences a closed business product cannot use as released


@pytest.mark.parametrize("text, model, licence", [
    ("want to fine tune YOLO11m on ~60k labelled images at 640px", "Ultralytics YOLO11", "AGPL-3.0"),
    ("train yolov8n for our shelf cameras", "Ultralytics YOLOv8", "AGPL-3.0"),
    ("用 yolo11 做货架检测", "Ultralytics YOLO11", "AGPL-3.0"),
    ("电商公司每天10万张商品图要抠图换白底想用RMBG-2.0部署", "BRIA RMBG-2.0", "CC BY-NC 4.0"),
    ("background removal with bria rmbg 1.4 for 5k photos", "BRIA RMBG-1.4", "bria-rmbg-1.4 licence (non-commercial)"),
    ("our dev says just use SeamlessStreaming, one model does it all", "SeamlessStreaming", "CC BY-NC 4.0"),
    ("會議同步口譯用 Seamless-M4T-v2 可以嗎", "SeamlessM4T", "CC BY-NC 4.0"),
    ("translate our catalogue with nllb-200", "NLLB-200", "CC BY-NC 4.0"),
])
def test_a_named_model_is_found_with_its_licence(text, model, licence):
    found = named_licences(text)
    assert [(x.model, x.licence) for x in found] == [(model, licence)]


@pytest.mark.parametrize("text", [
    "fine-tune RT-DETR on our shelf images",  # the permissive detector itself
    "BiRefNet for 100k product photos a day",  # the permissive matting model
    "Qwen2.5-7B for 20 users",  # an LLM: the catalog's rows hold its licence
    "yolo12 on 60k images",  # a model the table has not checked: left out, never guessed
])
def test_a_model_the_table_does_not_hold_gets_no_line(text):
    assert named_licences(text) == []


def test_a_business_use_gets_the_warning_with_the_way_out_and_an_unknown_use_one_neutral_line():
    yolo = named_licences("YOLO11m")[0]
    warn = named_licence_check(yolo, True)
    assert warn is not None and warn.level == "warning"
    assert "Ultralytics Enterprise License" in warn.message.en and "RT-DETR" in warn.message.en
    assert "Apache-2.0" in warn.message.en and "AGPL-3.0" in warn.message.en
    assert "Ultralytics 企业许可" in warn.message.zh and "公开自己的源代码" in warn.message.zh
    info = named_licence_check(yolo, None)
    assert info is not None and info.level == "info" and "AGPL-3.0" in info.message.en
    assert named_licence_check(yolo, False) is None  # said non-commercial (a student's project): nothing


def test_non_commercial_weights_name_the_licensors_agreement_or_that_none_is_offered():
    rmbg = named_licence_check(named_licences("RMBG-2.0")[0], True)
    assert rmbg is not None and "commercial agreement with BRIA" in rmbg.message.en
    assert "BiRefNet (MIT" in rmbg.message.en and "与 BRIA 签订商业协议" in rmbg.message.zh
    seamless = named_licence_check(named_licences("SeamlessStreaming")[0], True)
    assert seamless is not None and "is not allowed" in seamless.message.en and "Whisper" in seamless.message.en


def test_text_translation_is_offered_a_permissive_mt_model_not_a_speech_chain():
    # NLLB-200 (CC BY-NC 4.0) under a business use: MADLAD-400 MT (Apache-2.0), a dedicated MT model of the same kind
    # that the answer also sizes (tools.mt_models), never a speech chain nor an LLM the answer does not size
    nllb = named_licence_check(named_licences("NLLB-200")[0], True)
    assert nllb is not None and "MADLAD-400-3B-mt (Apache-2.0" in nllb.message.en and "Whisper" not in nllb.message.en
