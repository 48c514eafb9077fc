"""A Whisper fine-tune on short clips: Whisper pads every input to its 30 s window (Radford et al. 2022 §2.2;
WhisperFeatureExtractor n_samples 480,000), so each clip costs a whole window and the GPU-hours are 30 ÷ the mean clip
× those of the same hours cut into 30 s; and a smaller Whisper trains its own parameters (it was sized with
large-v3's 1.55 B: 24.8 GB of states for every size).

Expert hand reasoning:
- Whisper base (74 M), 1,200 h of 2–6 s snippets: mean 4 s → 1,200 × 3,600 ÷ 4 = 1,080,000 windows, against
  1,200 × 120 = 144,000 packed: 7.5×; states 16 B × 74 M = 1.2 GB.
- Whisper medium (769 M), 800 h of 2–5 s commands: mean 3.5 s → 800 × 3,600 ÷ 3.5 = 822,857 windows, 96,000 packed,
  8.6×; states 16 × 769 M = 12.3 GB (not 24.8).
- Whisper medium, 600 h of 2–4 s recordings: mean 3 s → 720,000 windows, 72,000 packed, 10.0×.
- FLOPs a window are unchanged (6 × (encoder share × 1,500 frames + decoder share × 200 tokens) × params), so the
  FLOPs scale with the windows: 1,080,000 ÷ 144,000 = 7.5× those of the packed set.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.clip_length_read import clip_seconds
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.speech_train import PUBLISHED_RUN, published_check, train_flops
from tools.whisper_padding import padding_factor, padding_line, windows

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_windows_count_one_per_padded_clip():
    assert windows(1200, 4.0) == 1_080_000 and windows(1200, None) == 144_000
    assert padding_factor(4.0) == 7.5 and padding_factor(None) == 1.0 and padding_factor(45.0) == 1.0
    assert windows(1200, 45.0) == 144_000  # a recording over the window is cut into windows, never padded


def test_flops_scale_with_the_padded_windows():
    clips, flops = train_flops(74e6, 1200, 3, 4.0)
    packed_clips, packed = train_flops(74e6, 1200, 3)
    assert clips == 1_080_000 and packed_clips == 144_000
    assert flops / packed == pytest.approx(7.5)


def test_padding_line_says_both_counts():
    m = padding_line(600, 3.0)
    assert m is not None and m.args["padded"] == 720_000 and m.args["packed"] == 72_000 and m.args["factor"] == 10.0
    assert padding_line(600, None) is None


def test_published_cross_check_stays_on_large_v3():
    from catalog.gpus import all_gpus

    # the published run is large-v3's: the same hours whatever size the user names
    assert published_check(74e6, all_gpus()) == published_check(1.55e9, all_gpus())
    assert PUBLISHED_RUN[0] == 150.0


@pytest.mark.parametrize("text, mean", [
    ("full fine-tune of Whisper-base on 1,200 hours of 2-6 second call-centre snippets", 4.0),
    ("用 800 小时 2 到 5 秒的语音指令全量微调 Whisper medium", 3.5),
    ("用 600 小時、每段 2 至 4 秒的客服錄音全量微調 Whisper medium", 3.0),
    ("clips of 7 s each, fine-tune whisper tiny", 7.0),
])
def test_clip_length_read(text, mean):
    assert clip_seconds(text) == mean


@pytest.mark.parametrize("text", ["transcribe 5000 hours of calls, first token within 2 s",
                                  "caption 500 hours of video clips"])
def test_no_clip_length_read_where_none_is_said(text):
    assert clip_seconds(text) is None


@pytest.mark.parametrize("text, hours", [
    ("full fine-tune of Whisper-base on 1,200 hours of 2-6 second call-centre snippets", 1200),
    ("fine-tune whisper medium on 300 hours of 5 second voice commands", 300),
    ("用 800 小时 2 到 5 秒的语音指令全量微调 Whisper medium", 800),
])
def test_hours_of_short_clips_read_as_audio(text, hours):
    d = extract(text).patch.dataset
    assert d is not None and d.unit == "audio_hours" and d.amount == hours


@pytest.mark.slow
@pytest.mark.parametrize("text, says", [
    ("Full fine-tune of Whisper-base on 1,200 hours of 2-6 second call-centre snippets. Which GPU and how long?",
     ["1,080,000 windows", "7.5×", "states 1.2 GB"]),
    ("用 800 小时 2 到 5 秒的语音指令全量微调 Whisper medium，用什么卡？", ["822,857 个窗口", "8.6 倍", "12.3 GB"]),
    ("用 600 小時、每段 2 至 4 秒的客服錄音全量微調 Whisper medium，用什麼卡？", ["720,000 個窗口", "10.0 倍", "12.3 GB"]),
])
def test_short_clip_finetune_answer_says_the_padding_and_the_models_own_size(text, says):
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    assert "24.8 GB" not in r.output
    for s in says:
        assert s in r.output, (s, r.output)
