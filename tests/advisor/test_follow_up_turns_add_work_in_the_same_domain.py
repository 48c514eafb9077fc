"""A later chat turn that adds or changes the work in the same domain is answered, never refused as off topic.

Hand reasoning (an outside ML-infrastructure engineer's key):
- Whisper thread, then "the boss also wants live captions, about 40 meetings at the same time": 40 live audio streams
  of large-v3 (chunked streaming, ~10–20 streams per L4 for turbo) — a second load sized as streams, the region kept
  (Taiwan), and the daily batch of recordings answered before still stands (it is not replaced: the user said "also").
- FLUX daily images, then "and to train our own LoRA on the company style? about 30 photos": 30 photos are the LoRA's
  training set (one run of ~1–2k steps, 30–90 min on one 48–80 GB card, a few dollars), never "30 images a day".
- Whisper 10,000 h overnight, then "we also need speaker diarization": pyannote is not free — its published speed
  (v3.1 ≈ 1 min 20 s of GPU per hour of audio on high-end NVIDIA cards) over 10,000 h is ≈ 222 GPU-hours, about twice
  batched Whisper's ≈ 109 A100-hours (92× real time), so about 3× the fleet for the same finish time.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "n"), [
    ("老闆又說要做即時字幕，同時大概 40 場會議。", 40),
    ("老板还要做实时字幕，同时 25 个会议", 25),
    ("We also need live captions for 30 concurrent meetings.", 30),
])
def test_live_captions_for_meetings_at_once_are_live_speech_streams(text, n):
    p = extract(text).patch
    assert "off_topic" not in extract(text).intents
    assert p.modality == "speech" and p.concurrency == n, (p.modality, p.concurrency)


def test_meetings_without_at_once_are_no_streams():
    # "40 meetings a week" is a count of recordings, not 40 live streams
    assert extract("我們每週有 40 場會議要做逐字稿").patch.concurrency is None


@pytest.mark.slow
def test_a_live_captions_turn_after_a_batch_is_sized_and_keeps_the_batch(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("k", "我們想用 Whisper large-v3 做會議逐字稿，公司每天大概 300 小時的錄音，資料要留在台灣。要租什麼？一個月多少？")
    out = eng.handle("k", "老闆又說要做即時字幕，同時大概 40 場會議。").text
    assert "超出了我的範圍" not in out and "不做估算" not in out, out[:300]
    assert re.search(r"40 路", out), out[:400]  # the new part: 40 live streams
    assert "臺灣" in out and "✅" in out  # the region from the first turn is kept
    assert "300 小時" in out and "照舊" in out  # the batch answered before is said as kept


@pytest.mark.slow
def test_a_lora_on_thirty_photos_after_a_daily_batch_is_a_training_run(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("k", "想用 FLUX 幫客人整產品圖，每日大概 300 張，唔想成日開住部伺服器，有冇平啲嘅方法？")
    out = eng.handle("k", "咁如果要訓練自己嘅 LoRA，學公司產品風格呢？大概 30 張相。").text
    assert "不做估算" not in out and "每天 30" not in out, out[:400]
    assert "LoRA" in out and "30 張" in out and re.search(r"總價約 [\d.,]+ HKD", out), out[:400]


@pytest.mark.slow
def test_diarization_added_in_a_later_turn_adds_gpu_hours(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("k", "We have 10,000 hours of call-center recordings to transcribe with Whisper large-v3. Need it done "
                    "overnight, like 12 hours. What do we rent and how much will it cost?")
    out = eng.handle("k", "Forgot to say: we also need speaker diarization, and the audio can't leave Singapore.").text
    assert "Singapore (honoured)" in out
    m = re.search(r"pyannote 3\.1 adds ≈ ([\d,.]+) GPU-hours", out)
    assert m, out
    assert 180 <= float(m.group(1).replace(",", "")) <= 260  # 10,000 h × 80 s ÷ 3,600 ≈ 222
    times = re.search(r"about ([\d.]+)× the cards above", out)
    assert times and 2.0 <= float(times.group(1)) <= 4.0, out  # (109 + 222) / 109 ≈ 3
