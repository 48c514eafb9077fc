"""Image generation said with another noun or word order, or with a count that is not read, was refused or sized as
something else: 每天生成5000张海报 was "这里不做估算" (每天生成5000张图片 was sized on SDXL); 每天5000張海報 got the LLM
questions; "We need 5000 images a day generated" became an OCR batch on Qwen2.5-VL; "We need 5000 posters a day
generated" was "outside what I do"; "generate 5e300 images a day" was sized as Llama-3.1-8B chat. Posters are pictures
made (whatever the verb), pictures "generated" after their count are a diffusion job, and a picture job whose count
is not read stays a picture job (its answer asks for the count)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "每天生成5000张海报", "每天5000張海報，要租咩GPU", "每天5000张海报",
    "We need 5000 images a day generated", "We need 5000 posters a day generated", "We need 5000 posters a day",
])
def test_posters_and_pictures_made_are_a_daily_diffusion_batch(text):
    p = extract(text).patch
    assert (p.modality, p.batch_requests, p.batch_period) == ("diffusion", 5000, "day"), p


@pytest.mark.parametrize("text", ["generate 5e300 images a day", "generate images a day", "每天生成5e300张海报"])
def test_a_picture_job_whose_count_is_not_read_stays_a_picture_job(text):
    e = extract(text)
    assert e.patch.modality == "diffusion" and "off_topic" not in e.intents, (e.patch, e.intents)


def test_reading_the_text_on_pictures_is_still_no_generation():
    assert extract("read the text on 5000 images a day").patch.modality != "diffusion"


@pytest.mark.slow
@pytest.mark.parametrize("text,words", [
    ("每天生成5000张海报", "SDXL，5,000 张 1024×1024 图片"),
    ("We need 5000 posters a day generated", "SDXL, 5,000 images at 1024×1024"),
    ("generate 5e300 images a day", "'5e300' is not read"),
])
def test_the_answer_is_an_image_answer(tmp_path, text, words):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert words in r.text, r.text[:400]
    assert "Llama" not in r.text[:300] and "outside what I do" not in r.text and "超出了我的范围" not in r.text
