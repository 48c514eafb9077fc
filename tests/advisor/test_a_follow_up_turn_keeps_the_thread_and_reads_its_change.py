"""A follow-up turn keeps every field the thread stated unless it changes it, and reads the change it makes: a vague
few people in a follow-up ("some people will paste whole reports", 有几个人会上传整份合同) are some of those already
counted, never a new, smaller load (advisor/core/vague_people_followup.py)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from advisor.core.vague_people_followup import vague_people_kept
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "Some users will paste whole manuals - can it take 24k context?",
    "有几个人会上传整份合同，能撑到32k上下文吗？",
    "有幾位同事會貼整份報告，上下文要到 24k，夠嗎？",
])
def test_a_vague_few_in_a_follow_up_keeps_the_threads_load(text):
    # the thread sized 45 at once (a head count's share or said): the few who paste long documents are among those
    # 45, so the load stays 45; on a first message the same words are the load itself (5, said in a note)
    thread = Workload(model="Qwen2.5-32B", concurrency=45)
    e = extract(text)
    assert e.patch.concurrency == 5  # the reader alone: a few people as the load
    kept = vague_people_kept(thread, e)
    assert kept.patch.concurrency is None  # the merge keeps the thread's 45
    assert any("45" in n for n in kept.notes) and not any("read as 5 users" in n for n in kept.notes)
    assert kept.patch.seq_len == e.patch.seq_len  # the change the turn makes is still read


def test_a_vague_few_after_a_thread_of_one_is_a_new_load():
    # "just me" (1 at once) then "a few colleagues will use it too": the load grows to the few, read as 5
    e = extract("a few colleagues will use it too")
    assert vague_people_kept(Workload(model="Qwen2.5-32B", concurrency=1), e).patch.concurrency == 5


def test_a_number_of_people_said_in_a_follow_up_is_read_as_said():
    e = extract("make it 12 users at once")
    assert vague_people_kept(Workload(model="Qwen2.5-32B", concurrency=45), e).patch.concurrency == 12


@pytest.mark.slow
def test_a_long_document_follow_up_after_a_head_count_keeps_the_people_at_once(tmp_path):
    # 400 analysts read as 15 % at once = 60; "some people will paste whole reports" raises the context to 24k and
    # leaves 60 at once (it was re-sized for 5, a 12× smaller load)
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "We want an internal assistant on Llama-3.3-70B for our 400 analysts, prompts ~2k tokens, "
                    "answers ~300 words. Monthly cost?")
    assert eng.store.load("t")[0].head_count == 400
    r2 = eng.handle("t", "Some people will paste whole reports - can it do 24k context?")
    w = eng.store.load("t")[0]
    assert w.head_count == 400 and w.concurrency in (None, 60) and w.seq_len and w.seq_len >= 24_000
    assert re.search(r"concurrency \d+ → 5\b", r2.text) is None and "read as 5 users" not in r2.text


def test_a_vague_few_after_a_head_count_keeps_the_head_count():
    # 300 staff (a head count, its share at once sized later): "a handful of people will upload whole specs" is some
    # of those 300, so no concurrency of 5 is set
    e = extract("a handful of people will upload whole specs, 16k context ok?")
    kept = vague_people_kept(Workload(model="Qwen2.5-32B", head_count=300), e)
    assert kept.patch.concurrency is None and any("300" in n for n in kept.notes)


# ---- a switch to a named model in a follow-up is read, held or not (advisor/core/switched_name_read.py) ----

@pytest.mark.parametrize("text,name", [
    ("听说Dolphin-small对方言更准，换成它呢？", "Dolphin-small"),  # the name first, "换成它" after
    ("聽說 Kimi-Audio-7B 準一點，換成它可以嗎", "Kimi-Audio-7B"),
    ("改用 GLM-ASR-Nano 呢", "GLM-ASR-Nano"),
    ("Heard Dolphin-base copes with accents better - switch to it?", "Dolphin-base"),
    ("use Voxtral-Mini-3B instead", "Voxtral-Mini-3B"),
])
def test_the_model_a_follow_up_switches_to_is_read(text, name):
    from advisor.core.switched_name_read import switched_name
    from advisor.core.unheld_names import unheld_name

    assert switched_name(text) == name
    if name.startswith(("Dolphin", "GLM-ASR")):  # no table holds these: said as unheld, never "which model?"
        assert unheld_name(text) == name


@pytest.mark.parametrize("text", ["make it 200 hours", "換成 80 個人", "switch to it", "换成H100呢", "switch to AWS",
                                  "switch to us-west-2", "换成 g5.2xlarge 呢", "switch to Standard_NC24ads_A100_v4",
                                  "换成 Q4_K_M 量化"])
def test_a_switch_to_no_model_names_no_unheld_model(text):
    from advisor.core.unheld_names import unheld_name

    assert unheld_name(text) is None  # a count, a card or a provider is no model (H100 is held as a card)


@pytest.mark.slow
@pytest.mark.parametrize("first,switch,name,kept", [
    # 20,000 h of Cantonese meetings on Paraformer-large, then Dolphin-small (not held): the plan stays on
    # Paraformer-large and says the switch was read and Dolphin-small has no speed or licence here
    ("我们有2万小时会议录音（粤语），想用Paraformer-large转写，十天内，国内，多少钱？", "听说Dolphin-small对方言更准，换成它呢？",
     "Dolphin-small", "Paraformer-large"),
    ("We have 5,000 hours of Mandarin meeting recordings to transcribe with Paraformer-large within a week. Cost?",
     "Someone says Dolphin-base copes with accents better - use Dolphin-base instead?", "Dolphin-base", "Paraformer-large"),
])
def test_a_switch_to_an_unheld_speech_model_is_said_not_repeated(tmp_path, first, switch, name, kept):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", first)
    assert kept in r1.text
    r2 = eng.handle("t", switch)
    assert name in r2.text and kept in r2.text
    assert "which model" not in r2.text and "哪个模型" not in r2.text


# ---- an image-size follow-up re-counts a GLM-V thread's image tokens (tools/vlm_image.py's glm4v family) ----

def test_a_glm_v_image_is_counted_by_its_processor():
    from tools.vlm_image import image_tokens

    # GLM-4.1V: 28 px a token within 9,633,792 pixels. 5000 × 3500 = 17.5 M px > the cap → scale √(17.5 M / 9.63 M)
    # = 1.348 → 3500 / 1.348 = 2,597 → 92 × 28; 5000 / 1.348 = 3,710 → 132 × 28 → 132 × 92 = 12,144 tokens;
    # 1600 × 1200 stays its size: round(1600 / 28) = 57, round(1200 / 28) = 43 → 2,451
    assert image_tokens("GLM-4.1V-9B-Thinking", 5000, 3500).tokens == 12_144
    assert image_tokens("GLM-4.1V-9B-Thinking", 1600, 1200).tokens == 2_451


@pytest.mark.slow
@pytest.mark.parametrize("first,follow", [
    ("设计院想用GLM-4.1V-9B-Thinking做审图助手，30个设计师同时用，每次传1张图纸（先缩到1280×960），北京，租什么？",
     "审图要看清小字，必须原分辨率，扫描件大概5000×3500像素，还够吗？"),
    ("We run GLM-4.1V-9B-Thinking as a site-photo checker for 12 inspectors at once, one photo per question (resized "
     "to 1024×768). What do we rent in Frankfurt?",
     "We need the original 5000x3500 photos so hairline cracks show. Is that still enough?"),
])
def test_a_resolution_follow_up_recounts_a_glm_v_threads_image_tokens(tmp_path, first, follow):
    # the follow-up's 5000 × 3500 image is 12,144 visual tokens on GLM-4.1V (above): read into the prompt, never
    # "not read, plan unchanged"
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    r2 = eng.handle("t", follow)
    assert "12,144" in r2.text
    assert (eng.store.load("t")[0].image_tokens or 0) >= 12_144
