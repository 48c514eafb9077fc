"""Words for tools.channel_split: stereo recordings with one speaker a channel need no speaker diarization."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _saved_en(a: Mapping[str, Any]) -> str:
    if a.get("hours") is None:
        return ""
    return f" — that leaves out ≈ {a['hours']:,.0f} GPU-hours of pyannote on the {a['gpu']}, ≈ {a['cost']}"


def _saved_zh(a: Mapping[str, Any]) -> str:
    if a.get("hours") is None:
        return ""
    return f"——省去 pyannote 在 {a['gpu']} 上约 {a['hours']:,.0f} GPU 小时，约 {a['cost']}"


ENTRIES: dict[str, E] = {
    "channel_split.no_diarization": E(
        lambda a: ("**No speaker-diarization model needed:** each speaker is on a channel of their own, so split the "
                   f"channels (ffmpeg channelsplit, {a['source']}) and transcribe each one; the channel is the speaker "
                   f"label{_saved_en(a)}. A VAD on each channel drops the other side's turns, so the speech "
                   "decoded comes nearer the call's length than the channel-hours sized (time it on a sample); "
                   "diarization (pyannote) is only for mono mixes"),
        lambda a: ("**不需要说话人分离模型：**每个说话人各占一个声道，先按声道拆分（ffmpeg channelsplit，"
                   f"{a['source']}）再分别转写，声道就是说话人标签{_saved_zh(a)}。每个声道先过 VAD，去掉对方说话的"
                   "时段，实际解码的语音比按声道小时估算的少、接近通话时长（请用样本实测）；说话人分离（pyannote）只用于单声道混音"),
    ),
    "channel_split.channel_hours": E(
        lambda a: (f"Two channels, each transcribed on its own: sized on {a['channels']} × {a['calls']:,.0f} h = "
                   f"{a['hours']:,.0f} channel-hours of audio (split with ffmpeg channelsplit, {a['source']}); a VAD on "
                   "each channel drops the other side's turns, so the speech actually decoded is nearer the call "
                   "hours — time it on a sample"),
        lambda a: (f"双声道分开转写：按 {a['channels']} × {a['calls']:,.0f} 小时 = {a['hours']:,.0f} 声道小时估算（ffmpeg "
                   f"channelsplit 拆分，{a['source']}）；每个声道先过 VAD 去掉对方说话的时段，实际解码的语音更接近通话时长"
                   "——请用样本实测"),
    ),
}
