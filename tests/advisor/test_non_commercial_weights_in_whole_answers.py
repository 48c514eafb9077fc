"""Whole answers on non-commercial weights say the licence: a warning naming the way out for a business, one neutral
line when the use is unknown, and the sizing in every case (tools/licence.py, tools/media.py licence_line)."""

from __future__ import annotations

import pytest

from tests.conftest import module_engine

pytestmark = pytest.mark.slow  # every test here runs a whole answer


engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.slow
@pytest.mark.parametrize("thread, text, said", [
    # English: customers + paid → the warning with the Apache-2.0 Qwen3-4B
    ("en", "Serve Qwen2.5-3B as a paid chatbot for our customers, 50 concurrent users, cheapest GPU?",
     ("Qwen Research License", "non-commercial", "Qwen3-4B (Apache-2.0)")),
    ("hans", "用 Qwen2.5-3B 给电商客户做客服机器人,50 并发,用什么卡?",
     ("Qwen Research License", "只限非商业用途", "Qwen3-4B（Apache-2.0）")),
    ("hant", "用 Qwen2.5-3B 給電商客戶做客服機器人,50 並發,用什麼卡?",
     ("Qwen Research License", "只限非商業用途", "Qwen3-4B（Apache-2.0）")),
])
def test_a_business_on_research_weights_is_told_and_still_sized(engine, thread, text, said):
    r = engine.handle(thread, text)
    assert r.kind == "answer", r.text
    assert all(s in r.text for s in said), r.text
    assert "Qwen2.5-3B" in r.text and ("/h" in r.text or "/小时" in r.text or "/小時" in r.text)  # a priced pick


@pytest.mark.slow
def test_an_unknown_use_gets_the_neutral_line_in_the_full_answer(engine):
    r = engine.handle("plain", "Serve Qwen2.5-3B with 50 concurrent users, cheapest GPU?")
    assert r.kind == "answer" and "commercial licence" not in r.text, r.text
    full = engine.handle("plain", "details")
    assert "non-commercial use only" in full.text, full.text


@pytest.mark.slow
def test_a_flux_dev_lora_for_a_shop_says_the_licence(engine):
    # a LoRA of FLUX.1-dev is a Derivative under the same non-commercial licence (its LICENSE.md)
    r = engine.handle("lora", "Train a FLUX.1-dev LoRA on 500 product photos for our online shop, which GPU?")
    assert r.kind == "answer", r.text
    assert "Non-Commercial License" in r.text and "FLUX.1 [schnell]" in r.text, r.text
