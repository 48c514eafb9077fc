"""Stereo recordings with one speaker a channel need no speaker-diarization model: the channels are split and each
transcribed, the channel being the speaker label; the pyannote stage tools.media would add is left out and what it
would have cost is said (tools.channel_split)."""

from __future__ import annotations

import pytest

from advisor.core.stereo_channels import diarization_asked, one_speaker_per_channel
from catalog.gpus import all_gpus
from tools.channel_split import channel_split_line
from tools.media import MODELS, plan
from tools.schema import InstanceRow, Workload


@pytest.mark.parametrize("text", [
    "12,000 hours of support calls, dual-channel WAV (rep on the left, caller on the right); speaker labels via pyannote",
    "5000 小时门诊录音，双声道，医生在左声道、病人在右声道，要区分说话人",
    "8,000 小時客服錄音，雙聲道，坐席同客戶各一個聲道，要做說話人分離",
])
def test_one_speaker_a_channel_drops_diarization(text):
    assert one_speaker_per_channel(text)
    assert not diarization_asked(text)


@pytest.mark.parametrize("text", [
    "9,000 hours of mono meeting recordings, diarize with pyannote",
    "stereo music mixes, 3,000 hours, label each speaker",  # stereo, but no speaker per channel said
    "会议录音 3000 小时，单声道，要说话人分离",
])
def test_a_mono_mix_still_needs_diarization(text):
    assert not one_speaker_per_channel(text)
    assert diarization_asked(text)


def test_the_line_says_the_pyannote_hours_left_out():
    # Expert by hand: 20,000 h of calls on an L4 (300 GB/s): pyannote's V100 RTF 2.5 % = 90 s an audio hour × 900 / 300
    # = 270 s → 20,000 × 270 ÷ 3,600 = 1,500 GPU-hours, at $0.80 an L4-hour = $1,200 never spent
    w = Workload(modality="speech", dataset={"amount": 20000, "unit": "audio_hours"}, deadline_hours=240)
    rows = [InstanceRow(provider="p", instance_type="l4-1x", region="us-east-1", gpu="L4", gpu_count=1, vcpu=8,
                        ram_gib=32, price_on_demand=0.80)]
    p = plan(MODELS["whisper-turbo"], w, all_gpus(), rows, size=None, currency="USD", usd_cny=7.0, fx={})
    (msg,) = channel_split_line(p)
    assert msg.args["hours"] == pytest.approx(1500.0)
    assert msg.args["cost"] == "$1,200.00"
    assert "No speaker-diarization model needed" in msg.en and "不需要说话人分离模型" in msg.zh
