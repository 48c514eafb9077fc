"""A follow-up on a video, speech-synthesis or image answer is read with the whole thread, not the one message before
it: each fact (the count, its period, the resolution, the hours, the model, the place, the budget) is the one said last,
a fact changed is said ("changed: …"), nothing else is dropped (advisor.core.generated_media's thread readers,
Engine.media_thread, merge_workload for the place and the budget).

Figures worked by hand from tools.generated_media's published figures (as the other video tests):
- Wan2.1-T2V-14B at 480P: 366 s measured at 40 steps × 50/40 = 457.5 s a clip on an H100-class card; at 720P
  974 × 50/40 = 1,217.5 s;
- F5-TTS: RTF 0.1467 on one L20 (GPU-hours = hours of speech × 0.1467).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.generated_media import (
    followup_images,
    media_changes,
    thread_clips,
    thread_kind,
    thread_speech,
)
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

WAN_ZH = "用Wan2.1每天生成200条720P视频"
WAN_EN = "We generate 200 five-second 720p clips a day with Wan2.1-T2V-14B"


@pytest.mark.parametrize("said,clips,period", [
    # a bare count with its period in a follow-up replaces the first message's
    (["make it 300 a day", WAN_EN], 300, "day"),
    # a resolution follow-up keeps the count and its period
    (["1080P呢", WAN_ZH], 200, "day"),
    # newest first: the week said two turns ago wins over the day of the first message; the budget's 每月 is no
    # period of the clips
    (["预算每月2万", "改成每周 90 条", WAN_ZH], 90, "week"),
    # "3张卡" is a card count, "30 秒" a clip length: neither is the clips' count
    (["3张卡够吗", "30 秒呢", WAN_ZH], 200, "day"),
    # 1.5万 = 15,000
    (["改成每天1.5万条", WAN_ZH], 15000, "day"),
    # other wordings of the new count: a Cantonese classifier, a verb with "to", a slash period
    (["每天 300 個呢", WAN_ZH], 300, "day"),
    (["bump it to 400", WAN_EN], 400, "day"),
    (["300/week", WAN_EN], 300, "week"),
    # cards and money are no clips: "2 H100s", "4090", 5000 元 keep the 200
    (["make it 2 H100s", WAN_EN], 200, "day"),
    (["make it 4090", WAN_EN], 200, "day"),
    (["改成 5000 元", WAN_ZH], 200, "day"),
])
def test_a_video_threads_count_and_period_are_the_ones_said_last(said, clips, period):
    assert thread_clips(said) == (clips, period)


def test_a_bare_count_is_read_only_as_a_follow_up():
    # a first message with no video word states no clips ("make it 300" alone has nothing to make 300 of)
    assert thread_clips(["make it 300 a day"])[0] is None


@pytest.mark.parametrize("said,hours,period", [
    # 9 episodes (said last) × 40 min (said last) = 360 min = 6.0 h a week
    (["每集 40 分鐘", "改成每週 9 集", "想用 F5-TTS 幫頻道配音，每週 6 集、每集 20 分鐘"], 6.0, "week"),
    # hours said outright in a follow-up replace 30 videos × 4 min = 2.0 h
    (["make it 10 hours a month", "voice-over for 30 videos a month, 4 minutes each, with Kokoro"], 10.0, "month"),
    # "within 5 hours" is a deadline, never the audio: 30 × 4 min = 2.0 h stands
    (["can it finish within 5 hours?", "voice-over for 30 videos a month, 4 minutes each, with Kokoro"], 2.0, "month"),
    # 12 episodes × 15 min = 3.0 h a week, the place said after it changes nothing
    (["只要阿里云", "用 CosyVoice 给播客配音，每周 12 集、每集 15 分钟"], 3.0, "week"),
])
def test_a_tts_threads_hours_are_the_ones_said_last(said, hours, period):
    got = thread_speech(said)
    assert got is not None and got[0] == pytest.approx(hours) and got[1] == period


@pytest.mark.parametrize("text,count", [
    ("改成每天5万张", 50_000), ("每天3萬張呢", 30_000), ("make it 50,000 a day", 50_000), ("make it 8k", 8_000),
    ("3张卡够吗", None), ("只要国内", None), ("make it 1024x1024", None),
])
def test_an_image_batchs_new_count_is_read_without_an_image_word(text, count):
    assert followup_images(text) == count


def test_what_a_follow_up_changed_is_said_in_both_languages():
    changes = media_changes(["改成1080P呢", WAN_ZH], "video")
    assert [m.text("en") for m in changes] == ["resolution 720P → 1080P"]
    assert [m.text("zh") for m in changes] == ["分辨率 720P → 1080P"]
    clips = media_changes(["make it 300 a week", WAN_EN], "video")
    assert [m.text("en") for m in clips] == ["clips 200 clips a day → 300 clips a week"]
    assert [m.text("zh") for m in clips] == ["条数 每天 200 条 → 每周 300 条"]
    assert media_changes(["cheaper?", WAN_EN], "video") == []  # nothing moved: no line


@pytest.mark.slow
def test_the_thread_is_read_back_to_the_message_that_named_another_model(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    for t in ("deploy Llama-3.1-8B for 20 users", WAN_ZH, "改成1080P呢", "只要阿里云"):
        eng.store.add_message("t", "user", t)
    assert eng.media_thread("t", "只要阿里云") == ["只要阿里云", "改成1080P呢", WAN_ZH]
    assert thread_kind(eng.media_thread("t", "只要阿里云")) == "video"
    eng.store.add_message("t", "user", "now Qwen2.5-7B instead")
    eng.store.add_message("t", "user", "cheaper?")
    assert thread_kind(eng.media_thread("t", "cheaper?")) is None  # an LLM named since: not a video follow-up


def _chat(tmp_path, turns: list[str]) -> list[str]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t).text for t in turns]


@pytest.mark.slow
def test_a_video_chat_in_english_keeps_count_resolution_and_place(tmp_path):
    outs = _chat(tmp_path, ["We want Wan2.1-T2V-14B to make 80 clips a day at 480P", "make it 150 a day", "only AWS",
                            "and 720P?", "cheaper?"])
    heads = [o.split("\n")[0] for o in outs]
    # 80 × 457.5 s = 10.17 GPU-hours a day; 150 × 457.5 s = 19.06
    assert "480P, 80 clips a day" in heads[0] and "10.2 GPU-hours a day" in heads[0]
    assert "480P, 150 clips a day" in heads[1] and "19.1 GPU-hours a day" in heads[1]
    assert "clips 80 clips a day → 150 clips a day" in outs[1]
    assert "480P, 150 clips a day" in heads[2] and "(aws " in heads[2] and "providers — → aws" in outs[2]
    # 720P on the same AWS rows: 150 clips kept, the place kept
    assert "720P, 150 clips a day" in heads[3] and "(aws " in heads[3] and "resolution 480P → 720P" in outs[3]
    assert "720P, 150 clips a day" in heads[4] and "(aws " in heads[4]


@pytest.mark.slow
def test_a_video_chat_in_simplified_chinese_keeps_every_fact(tmp_path):
    outs = _chat(tmp_path, ["用Wan2.1每天生成40条720P视频", "改成1080P呢", "只要阿里云", "每天60条呢", "预算每月5万", "便宜点"])
    heads = [o.split("\n")[0] for o in outs]
    # 40 × 1,217.5 s = 13.53 GPU-hours a day
    assert "每天 40 条" in heads[0] and "约 13.5 GPU 小时" in heads[0]
    # 1080P has no measurement: sized at 720P, the change and the reason said
    assert "分辨率 720P → 1080P" in outs[1] and "没有 1080P 的实测" in outs[1] and "每天 40 条" in heads[1]
    assert "（alibaba " in heads[2] and "每天 40 条" in heads[2] and "没有 1080P 的实测" in outs[2]
    assert "每天 60 条" in heads[3] and "（alibaba " in heads[3] and "条数 每天 40 条 → 每天 60 条" in outs[3]
    # the budget's 每月 moves the budget, never the clips' period
    assert "每天 60 条" in heads[4] and "（alibaba " in heads[4] and "预算每月 ¥50,000.00" in outs[4]
    assert "每天 60 条" in heads[5] and "（alibaba " in heads[5] and "预算每月 ¥50,000.00" in outs[5]


@pytest.mark.slow
def test_a_tts_chat_in_traditional_chinese_keeps_the_hours_and_the_model(tmp_path):
    outs = _chat(tmp_path, ["想用 F5-TTS 幫我的頻道配音，每週 6 集、每集 20 分鐘", "改成每週 9 集", "每集 40 分鐘", "只要 AWS",
                            "平啲？"])
    # 6 × 20 min = 2.0 h × 0.1467 = 0.29; 9 × 20 = 3.0 h → 0.44; 9 × 40 = 6.0 h → 0.88 GPU-hours a week
    assert "0.29 GPU" in outs[0]
    assert "3.0 小時" in outs[1] and "0.44 GPU" in outs[1]
    assert "6.0 小時" in outs[2] and "0.88 GPU" in outs[2]
    assert all("F5-TTS" in o and "0.88 GPU" in o for o in outs[3:])  # the place and "cheaper?" drop nothing


@pytest.mark.slow
def test_an_image_batch_chat_in_chinese_keeps_the_new_count_with_the_place(tmp_path):
    outs = _chat(tmp_path, ["我们每天要用SDXL生成2万张1024x1024的图", "改成每天5万张", "只要阿里云"])
    heads = [o.split("\n")[0] for o in outs]
    assert "20,000 张" in heads[0]
    assert "50,000 张" in heads[1]
    assert "50,000 张" in heads[2] and "alibaba" in heads[2]


# ---- a clip length other than the measured one ------------------------------------------------------------------
def test_a_clip_length_follow_up_is_said_and_changed():
    from advisor.core.generated_media import clip_length_said

    assert clip_length_said("改成30秒") == 30.0 and clip_length_said("a 10-second clip") == 10.0
    assert clip_length_said("make it 1080p") is None and clip_length_said("3 天内") is None
    # Wan2.1's measured clip is 5 s: "5秒" first, "30 秒" later → 5 → 30
    assert [m.text("zh") for m in media_changes(["30 秒呢", "用Wan2.1每天生成200条5秒720P视频"], "video")] == \
        ["每条时长 5 秒 → 30 秒"]


# ---- an LLM product's other stages --------------------------------------------------------------------------------
ASR_EN = "We transcribe 150 hours of support calls a day with Whisper large-v3, then summarise each call with Qwen2.5-7B"


@pytest.mark.parametrize("text,hours", [
    ("改成每天 300 小时", 300.0), ("make it 250 hours a day", 250.0),
    ("can it be done within 5 hours?", None),  # a deadline
    ("finish in 10 hours", None),  # a deadline
    ("-5 hours", None),  # a sign: not read
    ("run it 8 hours a day", None),  # the service's hours a day (the reader states usage_hours_per_day)
])
def test_bare_hours_in_a_follow_up_are_the_speech_stages_audio(text, hours):
    from advisor.core.conversation import bare_audio_hours

    assert bare_audio_hours(text) == hours


def test_the_speech_stages_hours_are_the_ones_said_last():
    from advisor.core.conversation import stage_audio_hours

    # the place said after "300 hours" keeps the 300
    assert stage_audio_hours(["只要国内", "改成每天 300 小时", ASR_EN]) == 300.0
    # a newer message with an audio word is read by the stage's own reader (stated_speech_load), not here
    assert stage_audio_hours(["500 hours of recordings a day", "改成每天 300 小时", ASR_EN]) is None
    assert stage_audio_hours([ASR_EN]) is None  # a first message: its hours have their audio word


def test_a_document_count_in_a_rag_thread_resizes_the_index():
    from tools.followup import index_resized
    from tools.schema import Dataset, Workload, WorkloadPatch

    rag = Workload(model="Qwen2.5-14B", task="inference", index_items=200_000)
    said = WorkloadPatch(dataset=Dataset(amount=500_000, unit="examples"))  # "make it 500k documents"
    got = index_resized(rag, said)
    assert got.index_items == 500_000 and got.dataset is None
    # a data set with epochs is one to train on; a thread with no index has none to resize
    trained = WorkloadPatch(dataset=Dataset(amount=500_000, unit="examples", epochs=3))
    assert index_resized(rag, trained).dataset is not None
    assert index_resized(Workload(model="Qwen2.5-14B", task="inference"), said).dataset is not None


@pytest.mark.slow
def test_an_asr_and_llm_chat_keeps_the_transcription_stage_through_its_follow_ups(tmp_path):
    outs = _chat(tmp_path, [ASR_EN, "make it 250 hours a day", "only AWS", "cheaper?"])
    assert "150 h of audio" in outs[0]
    assert "changed: speech 150.0 h a day → 250.0 h a day" in outs[1] and "250 h of audio" in outs[1]
    assert "a day has 24 h" not in outs[1]  # the hours are the audio's, not the service's
    # the place and "cheaper?" keep the stage at its new hours (it read the current message only, and was dropped)
    assert "only aws" in outs[2].split("\n")[0] and "250 h of audio" in outs[2]
    assert "250 h of audio" in outs[3]


@pytest.mark.slow
def test_a_rag_chat_in_chinese_resizes_the_index_and_keeps_it(tmp_path):
    outs = _chat(tmp_path, ["我们要做一个知识库问答：bge-m3 做向量，Qwen2.5-14B-Instruct 回答，20 万份文档，公司 80 人用",
                            "文档改成 50 万份", "只要阿里云"])
    assert "200,000 份文档" in outs[0].split("\n")[0]
    assert "500,000 份文档" in outs[1].split("\n")[0] and "检索文档 200,000 → 500,000" in outs[1]
    assert "数据集" not in outs[1].split("\n")[1]  # never a data set to train on
    assert "500,000 份文档" in outs[2].split("\n")[0] and "仅阿里云" in outs[2].split("\n")[0]
    assert "向量化 500,000 条" in outs[2]  # the index stage, on the place's rows


@pytest.mark.slow
def test_a_longer_clip_asked_in_traditional_chinese_is_said_not_sized_as_five_seconds(tmp_path):
    outs = _chat(tmp_path, ["我們用 Wan2.1 每天生成 40 支 5 秒 720P 影片", "改成 30 秒"])
    # 30 s ÷ the measured 5 s = 6 × the frames: at least 6 × the GPU-hours; the count and resolution kept
    assert "每天 40 條" in outs[1].split("\n")[0] and "720P" in outs[1].split("\n")[0]
    assert "5 秒 → 30 秒" in outs[1] and "6.0 倍" in outs[1]


@pytest.mark.slow
def test_a_hong_kong_video_thread_keeps_its_money_on_a_follow_up_without_hong_kong_forms(tmp_path):
    # 我哋 is a Hong Kong form: HKD; "改做每日 50 條" has none, and the thread's money stays HKD (it flipped to TWD)
    outs = _chat(tmp_path, ["我哋想用 Wan2.1 每日生成 30 條 480P 短片", "改做每日 50 條"])
    assert "HKD" in outs[0].split("\n")[0] and "HKD" in outs[1].split("\n")[0] and "TWD" not in outs[1]
    # 50 × 457.5 s = 6.35 GPU-hours a day
    assert "每天 50 條" in outs[1] and "6.4 GPU" in outs[1]
