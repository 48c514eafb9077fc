"""Three readings of counts the reader used to drop or refuse:

* hours of AUDIO a day ("650 hours a day of support calls", 每天 240 小时的会议录音, 每日 90 個鐘嘅電話錄音) are the speech
  stage's daily batch (a data set of audio hours, recurring every day), never the hours a day the service runs (which
  over 24 were refused with "a day has 24 h");
* rooms / channels / classrooms counted beside a live word (live captions, 实时字幕, 即時字幕) are the live streams at once,
  even with no 路 / 同时 / "at once";
* kinds of people joined under one count ("45 nurses and doctors", 80 个老师和学生, 師生 150 人) are the whole group's
  head count, sized by the office rule (tools.traffic: ⌈15 %⌉ at once, at least 5).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine, stated_speech_load
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _read(text: str) -> tuple[Workload, list[str]]:
    e = extract(text)
    w = Workload(**e.patch.model_dump(exclude_none=True))
    w, _ = stated_speech_load(w, text)
    return w, e.notes


@pytest.mark.parametrize(("text", "hours"), [
    # the day between the hours and the audio noun: 650 h of audio every day
    ("we get 650 hours a day of support calls to transcribe with whisper large-v3", 650),
    ("about 75 hrs/day of lectures need transcripts with whisper", 75),
    # 简体: words (的会议) between the hours and 录音; 240 h every day
    ("每天 240 小时的会议录音要用 whisper 转写", 240),
    # 繁體 / Cantonese: 個鐘嘅 and a plain "轉文字" (no 转写 / whisper word): 90 h every day
    ("我哋每日有 90 個鐘嘅電話錄音要轉文字", 90),
    ("每天大約 130 小時的客服通話錄音，要用 Whisper 轉寫", 130),
    # under 24 h too: 16 h of recordings a day is an amount, not a service up 16 h a day
    ("每天 16 小时的课堂录音，用 whisper large-v3 转写", 16),
])
def test_hours_of_audio_a_day_are_the_daily_batch_not_the_service_hours(text, hours):
    w, notes = _read(text)
    assert w.dataset is not None and w.dataset.unit == "audio_hours" and w.dataset.amount == hours
    assert w.batch_period == "day"
    assert w.usage_hours_per_day is None
    assert not any("24 h" in n for n in notes)


@pytest.mark.parametrize(("text", "hours", "refused"), [
    # a service's hours stay a schedule: 10 h a day of a chat model
    ("我们用 qwen2.5-7b 做内部问答，每天用 10 小时", 10.0, False),
    # over 24 with no speech job: still refused with its note (nothing here is audio)
    ("serve llama 3.1 8b for 12 users, 30 hours a day", None, True),
])
def test_a_service_schedule_is_still_read_as_one(text, hours, refused):
    w, notes = _read(text)
    assert w.usage_hours_per_day == hours
    assert any("a day has 24 h" in n for n in notes) is refused


@pytest.mark.parametrize(("text", "streams"), [
    ("live captions for 35 meeting rooms with whisper large-v3", 35),
    ("real-time transcription in 14 classrooms, whisper large-v3-turbo", 14),
    ("we need live subtitles on 9 channels with whisper", 9),
    # 简体 / 繁體 / Cantonese rooms with a live word and no 路 / 同时
    ("48 间会议室要做实时字幕，用什么卡", 48),
    ("33 個直播間要做即時字幕，用 Whisper large-v3", 33),
    ("我哋有 18 間課室要做即時字幕，用 whisper", 18),
])
def test_rooms_beside_a_live_word_are_streams_at_once(text, streams):
    w, _ = _read(text)
    assert w.modality == "speech" and w.concurrency == streams


def test_rooms_without_a_live_word_are_no_live_load():
    # recordings from 40 meeting rooms, 200 h of audio: a batch of 200 h, no streams at once
    w, _ = _read("transcribe the recordings of 40 meeting rooms with whisper large-v3, 200 hours of audio")
    assert w.concurrency is None
    assert w.dataset is not None and w.dataset.amount == 200


@pytest.mark.parametrize(("text", "people"), [
    ("45 nurses and doctors will use a llama 3.1 8b assistant", 45),
    ("80 个老师和学生用 qwen2.5-14b 做问答", 80),         # 简体: two kinds joined by 和
    ("60 名师生用 qwen2.5-7b", 60),                      # 师生 is one noun: teachers and students
    ("我哋有 28 個醫生同護士用 qwen2.5-7b", 28),          # Cantonese 同 joins the kinds
    ("55 位醫師與護理師會用 llama 3.1 8b", 55),           # 繁體 與
])
def test_kinds_of_people_under_one_count_are_one_head_count(text, people):
    w, _ = _read(text)
    assert w.head_count == people


@pytest.mark.slow
def test_audio_hours_a_day_are_priced_as_a_daily_batch(tmp_path):
    # 650 h of calls a day: the answer sizes 650 h of audio done every day, never refuses a 650-h day
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "we get 650 hours a day of support calls to transcribe with whisper large-v3, which gpu?").text
    assert "650 h of audio" in out and "Every day" in out
    assert "a day has 24 h" not in out


@pytest.mark.slow
def test_live_rooms_are_sized_as_streams_in_chinese(tmp_path):
    # 33 直播間 with 即時字幕: 33 live streams (實時 33 路), never a refusal for a missing load
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "33 個直播間要做即時字幕，用 Whisper large-v3，租什麼卡？").text
    assert "實時 33 路" in out


@pytest.mark.slow
def test_joined_kinds_of_people_are_sized_by_the_office_rule(tmp_path):
    # 80 teachers and students: ⌈80 × 15 %⌉ = 12 at once, of 80 in all
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "80 个老师和学生用 qwen2.5-14b 做问答，租什么卡").text
    assert "12 路并发（共 80 人）" in out


# ---- a size with an owner word is the user's own card -------------------------------------------------------------

@pytest.mark.parametrize(("text", "card", "n"), [
    ("can my 24GB card serve mistral-7b for me?", "RTX 3090", 1),           # 24 GB desktop: the slower is the 3090
    ("我的24G显卡能跑 qwen2.5-3b 吗", "RTX 3090", 1),                         # 简体
    ("我部 24G 嘅卡行唔行到 Qwen2.5-3B", "RTX 3090", 1),                      # Cantonese 我部 … 嘅卡
    ("我的三张 24G 显卡跑 qwen2.5-14b", "RTX 3090", 3),                        # a count in words before the size
    ("our 2 48GB cards, can they serve qwen2.5-32b?", "RTX A6000", 2),      # no 48 GB desktop card: workstation
])
def test_a_size_with_an_owner_word_is_the_users_own_card(text, card, n):
    p = extract(text).applied()
    assert (p.gpu_preference, p.owned_gpus, p.num_gpus) == (card, True, n)


@pytest.mark.parametrize("text", [
    "I want to rent a 24GB card for qwen2.5-3b",        # a rental of that size, nobody's own card
    "on a single 24GB card, serve qwen2.5-3b",          # a size with no owner
    "our GPUs have 24GB each, serve qwen2.5-14b",       # several own cards, how many not said: the ceiling only
    "my 80GB card runs qwen2.5-32b?",                   # 80 GB: no owned kind of card of that size
])
def test_a_size_without_one_owned_card_stays_a_ceiling(text):
    p = extract(text).applied()
    assert p.gpu_preference is None and not p.owned_gpus


@pytest.mark.slow
def test_an_owned_size_that_fits_is_timed_on_it_not_rented(tmp_path):
    # Qwen2.5-7B BF16 ≈ 15.2 GB of weights fits a 24 GB card's ≈ 23.2 GB pool: run on the own RTX 3090, no rental
    # headline; the 4090's lead said: 165.2 / 71 = 2.3× BF16 compute
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "can my 24GB card serve qwen2.5-7b for me? how fast?").text
    assert "run it on your own 1 × RTX 3090" in out
    assert "RTX 4090 has 2.3× its BF16 compute" in out


@pytest.mark.slow
def test_an_owned_size_that_cannot_fit_is_answered_no_in_chinese(tmp_path):
    # Llama-3.1-70B: INT4 weights alone ≈ 39.8 GB > the 24 GB card's ≈ 23.2 GB pool: "no", never run on it
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "我的24G显卡能跑 llama 3.1 70b 吗").text
    assert "不够" in out or "不行" in out or "装不下" in out
    assert "在你自己的 1 × RTX 3090 上运行" not in out
