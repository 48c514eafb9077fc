"""Stereo recordings with one speaker a channel (a call centre's agent on the left, the customer on the right): the
channels are split (ffmpeg's channelsplit / `-map_channel`) and each transcribed, so the speaker of every word is its
channel and a speaker-diarization model (pyannote) is not needed. The diarization stage tools.media would add is left
out, and what it would have cost is said: its GPU-hours and cost on the pick's card (tools.media.diarization_stage;
pyannote's published time an audio hour, scaled by bandwidth). Each channel holds one side of the call, so a VAD
(tools.media's voice-activity note) drops the other side's turns: the speech transcribed stays about the call's, the
assumption the plan keeps (time it on a sample). By hand: 20,000 h on an L4 (300 GB/s): pyannote 90 × 900 / 300 =
270 s an audio hour → 20,000 × 270 ÷ 3,600 = 1,500 GPU-hours left out."""

from __future__ import annotations

from tools.media import DIARIZATION_SOURCE, MediaPlan, diarization_stage
from tools.schema import Msg
from tools.wording import money_text

FFMPEG_SOURCE = "ffmpeg.org/ffmpeg-filters.html#channelsplit"


def channel_split_line(p: MediaPlan | None) -> list[Msg]:
    """The line that says diarization is dropped for channel-split recordings, with the GPU-hours and cost it would
    have added on the pick's card (none said when no batch is priced)."""
    hours, cost = diarization_stage(p) if p is not None else (0.0, 0.0)
    top = p.rows[0] if p is not None and p.rows else None
    return [Msg(code="channel_split.no_diarization", args={
        "hours": hours if hours else None, "cost": money_text(cost, p.currency) if p is not None and cost else None,
        "gpu": top.gpu if top is not None else None, "source": FFMPEG_SOURCE, "pyannote": DIARIZATION_SOURCE})]


CALL_CHANNELS = 2  # a stereo call recording: the agent on one channel, the customer on the other


def channel_hours(call_hours: float, channels: int = CALL_CHANNELS) -> float:
    """The audio a recogniser decodes when each channel of a recording is transcribed on its own: call hours ×
    channels (20,000 h of two-channel calls a day = 40,000 channel-hours ≈ 1,667 an hour of the day). Sized on all of
    it, as every batch here is; a VAD drops the silent side of each channel (the other speaker's turns), so the speech
    decoded comes nearer the call hours — the note says so, to time on a sample."""
    return call_hours * channels


def channel_hours_line(call_hours: float, channels: int = CALL_CHANNELS) -> Msg:
    """The line that says the batch is sized on channel-hours (channel_hours), with the VAD caveat."""
    return Msg(code="channel_split.channel_hours", args={
        "calls": call_hours, "channels": channels, "hours": channel_hours(call_hours, channels), "source": FFMPEG_SOURCE})
