"""Recordings whose speakers sit on separate channels ("stereo wav, agent on left, customer on right", 双声道录音，
坐席在左声道、客户在右声道): who spoke when is already known, so speaker diarization is not asked for even when a
diarization model is named — the channels are split and each transcribed (tools.channel_split says what is saved)."""

from __future__ import annotations

import re

# a recording with more than one channel
_STEREO = re.compile(r"(?i)\bstereo\b|\b(?:dual|two|2|separate)[\s-]*(?:channels?|tracks?)\b|\bper[\s-]channel\b"
                     r"|双声道|雙聲道|立体声|立體聲|双音轨|雙音軌|双轨|雙軌|分轨|分軌|两个声道|兩個聲道|左右声道|左右聲道")
# each speaker on a channel of their own
_ONE_EACH = re.compile(r"(?i)\b(?:left|right)\b|\b(?:own|separate|each|one)\s+(?:channel|track)\b"
                       r"|\bon\s+(?:separate|different)\s+(?:channels|tracks)\b"
                       r"|[左右](?:声道|聲道|边|邊)|各(?:一个|一個|自|占|佔)?(?:一)?(?:个|個)?(?:声道|聲道|音轨|音軌)"
                       r"|(?:声道|聲道)[^。！？\n]{0,12}(?:客服|坐席|客户|客戶|医生|醫生|病人)")


def one_speaker_per_channel(text: str) -> bool:
    """Does the message say its recordings are stereo with one speaker a channel ("stereo wav, agent on left")?"""
    t = text or ""
    return bool(_STEREO.search(t) and _ONE_EACH.search(t))


def diarization_asked(text: str) -> bool:
    """Speaker diarization asked for (advisor.core.extract_stated.diarization_said) on recordings that do not already
    hold one speaker a channel."""
    from advisor.core.extract_stated import diarization_said

    return diarization_said(text) and not one_speaker_per_channel(text)


def channel_split_lines(p: object, text: str) -> list:
    """The channel-split line (tools.channel_split) when diarization was asked of one-speaker-a-channel recordings."""
    from advisor.core.extract_stated import diarization_said
    from tools.channel_split import channel_split_line

    if not (diarization_said(text) and one_speaker_per_channel(text)):
        return []
    return channel_split_line(p)  # type: ignore[arg-type]


def split_channels(text: str) -> int | None:
    """The channels each recording is split into and transcribed on its own (tools.channel_split.CALL_CHANNELS) when
    the message says stereo with one speaker a channel and asks for a transcript, not diarization alone; else None."""
    from advisor.core.extract_stated import diarization_alone
    from tools.channel_split import CALL_CHANNELS

    return CALL_CHANNELS if one_speaker_per_channel(text) and not diarization_alone(text) else None
