"""Answers about a named non-LLM model whose licence can decide the job (YOLO11's AGPL-3.0, RMBG-2.0's and
SeamlessStreaming's CC BY-NC 4.0) say the licence whether the work is sized or "not sized here": a warning first,
naming the way out, under a business use; one neutral line when the use is unknown; nothing when said non-commercial.
In English, 简体 and 繁體 (tools/named_licences.py, advisor/core/named_licence_lines.py)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


@pytest.mark.parametrize("text, said", [
    # a closed-source device + dashboard sold to retailers: AGPL needs the Enterprise licence or a permissive detector
    ("we're building a shelf monitoring camera product for retailers (closed source, we sell the devices + a "
     "dashboard). want to fine tune YOLO11m on ~60k labelled images at 640px for 150 epochs. what gpu should i rent "
     "and how much? need it done by end of week",
     ("⚠️ Licence: Ultralytics YOLO11", "AGPL-3.0", "Ultralytics Enterprise License", "RT-DETR")),
    # 简体, no spaces, 电商 + 商用: CC BY-NC → BRIA's agreement or BiRefNet (MIT)
    ("电商公司每天10万张商品图要抠图换白底想用RMBG-2.0部署在自己服务器上用什么卡最便宜要商用的",
     ("⚠️ 许可：BRIA RMBG-2.0", "CC BY-NC 4.0", "只限非商业用途", "BiRefNet（MIT")),
    # 繁體 (Taiwan): the same line converted, 電商 read as a business use
    ("我們是電商公司，每天10萬張商品圖要去背，想用RMBG-2.0放在自己的伺服器，用什麼卡最便宜？",
     ("⚠️ 許可：BRIA RMBG-2.0", "CC BY-NC 4.0", "只限非商業用途", "BiRefNet（MIT")),
])
def test_a_business_on_a_restricted_named_model_is_warned_first(engine, text, said):
    r = engine.handle("t", text)
    for s in said:
        assert s in r.text, (s, r.text)
    assert r.text.index("⚠️") < 5  # the warning leads: it can decide the job before the hardware does


def test_the_licence_question_in_a_follow_up_turn_is_answered_for_a_business(engine):
    engine.handle("t", "events company. we want live AI interpretation at conferences: english speaker -> chinese, "
                       "spanish, french subtitles + a synthetic voice, up to 6 rooms in parallel, under 3 s delay. what "
                       "gpus and what does it cost per event day (10h)?")
    r = engine.handle("t", "our dev says just use SeamlessStreaming, one model does it all, way simpler. ok?")
    assert "⚠️ Licence: SeamlessStreaming" in r.text and "CC BY-NC 4.0" in r.text
    assert "is not allowed" in r.text and "Whisper" in r.text


@pytest.mark.parametrize("text, said", [
    ("fine-tune yolo11s on 5k images of our parts, which gpu?", "Licence: Ultralytics YOLO11 is under the AGPL-3.0"),
    ("用 RMBG-2.0 给 2 万张图片抠图，用什么显卡？", "许可：BRIA RMBG-2.0 的权重采用 CC BY-NC 4.0"),
])
def test_an_unknown_use_gets_one_neutral_line(engine, text, said):
    r = engine.handle("t", text)
    assert said in r.text and "⚠️" not in r.text.split(said)[0][-4:]
    assert r.text.count(said) == 1


def test_a_stated_non_commercial_use_gets_no_licence_line(engine):
    r = engine.handle("t", "for my master's thesis, research only: fine-tune YOLO11m on 8k drone images, which gpu?")
    assert "AGPL" not in r.text


def test_colqwen2_over_millions_of_pages_is_not_sized_as_a_tiny_llm(engine):
    # "~2M scanned policy pages" is the document count, and ColQwen2's 2 is a version: neither is a model size
    r = engine.handle("t", "insurance co. we want colqwen2 (colpali style) search over ~2M scanned policy pages, ~50 "
                           "queries/min from internal staff. which gpu for indexing and for serving?")
    assert "0.002B" not in r.text and "Llama" not in r.text
    assert "colqwen2" in r.text.lower()
