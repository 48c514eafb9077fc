"""Words for advisor.core.audio_kind_read: the user's recordings named by their kind in a speech answer's caveats."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# the recordings (plural noun), and what a VAD drops besides silence, by kind; None: no kind said
_NOUN_EN = {"calls": "calls", "meetings": "meeting recordings", "videos": "videos", "lectures": "lectures",
            "podcasts": "podcast episodes"}
_NOUN_ZH = {"calls": "通话", "meetings": "会议录音", "videos": "视频", "lectures": "讲座 / 课程录音", "podcasts": "播客节目"}
_GAP_EN = {"calls": "silence and hold music", "meetings": "silence and the pauses between speakers",
           "videos": "silence and music-only stretches", "lectures": "silence and the pauses while writing or showing slides",
           "podcasts": "silence and intro / outro music"}
_GAP_ZH = {"calls": "静音和等待音乐", "meetings": "静音和发言之间的停顿", "videos": "静音和只有音乐的片段",
           "lectures": "静音和板书、翻页时的停顿", "podcasts": "静音和片头片尾音乐"}


def noun(a: Mapping[str, Any], zh: bool) -> str:
    """The user's recordings by their kind ("meeting recordings", "会议录音"); "recordings" / "录音" with none said."""
    kind = a.get("kind")
    table = _NOUN_ZH if zh else _NOUN_EN
    return table.get(str(kind), "录音" if zh else "recordings") if kind else ("录音" if zh else "recordings")


def gap(a: Mapping[str, Any], zh: bool) -> str:
    """What a VAD drops from these recordings besides speech; silence alone with no kind said."""
    kind = a.get("kind")
    table = _GAP_ZH if zh else _GAP_EN
    return table.get(str(kind), "静音" if zh else "silence") if kind else ("静音" if zh else "silence")


def pauses(a: Mapping[str, Any], zh: bool) -> str:
    """The recordings with long pauses, for the VAD line: the kind said, else the old "calls or meetings" pair."""
    if a.get("kind"):
        return noun(a, zh)
    return "通话、会议这类停顿多的音频" if zh else "calls or meetings with long pauses"


ENTRIES: dict[str, Any] = {}  # words only: the kinds are worded inside media.py's entries
