"""Lip-sync / talking-head models said by name that no speed row holds (Wav2Lip, SadTalker, LatentSync, Hallo,
EchoMimic, VideoRetalking): each read as the lip-sync family and sized on MuseTalk's published rate (tools.gen_families:
30 fps real time on a V100), the held model of its kind — a `proxy`, said with "time it on a pilot". A batch of videos
is videos × seconds ÷ that rate (tools.gen_families.item_plan); live rooms are streams at the rate.

Licences: Wav2Lip's is read from its repository README (github.com/Rudrabha/Wav2Lip, read 2026-12-05): the open code
and models are for research / academic / personal use only (trained on LRS2), and commercial use goes through the
authors' company Sync Labs (sync.so, a hosted API); its row in catalog/data/licences.json says so, and a paid use gets
the warning first (advisor.core.gen_family). The others' licences are not held here: the answer says to read their
LICENSE before a paid use (none is guessed).
"""

from __future__ import annotations

import re
from dataclasses import replace

from tools.gen_families import MODELS, FamilyModel

WAV2LIP_LICENCE = "research / academic / personal use only; commercial use via Sync Labs (sync.so)"
NOT_HELD = "licence not held here: read its LICENSE before a paid use"
# (key, name, how a message names it, licence, source)
LIPSYNC_UNHELD: tuple[tuple[str, str, str, str, str], ...] = (
    ("wav2lip", "Wav2Lip", r"(?i)wav[\s_-]?2[\s_-]?lip", WAV2LIP_LICENCE, "github.com/Rudrabha/Wav2Lip README"),
    ("sadtalker", "SadTalker", r"(?i)sad[\s_-]?talker", NOT_HELD, "github.com/OpenTalker/SadTalker"),
    ("latentsync", "LatentSync", r"(?i)latent[\s_-]?sync", NOT_HELD, "github.com/bytedance/LatentSync"),
    # Hallo only with its version or maker: a bare "Hallo" is a greeting
    ("hallo", "Hallo", r"(?i)(?<![a-z])(?:hallo[\s_-]?[23]|fudan[\s_-]?hallo)(?![a-z0-9])", NOT_HELD,
     "github.com/fudan-generative-vision/hallo"),
    ("echomimic", "EchoMimic", r"(?i)echo[\s_-]?mimic", NOT_HELD, "github.com/antgroup/echomimic"),
    ("videoretalking", "VideoRetalking", r"(?i)video[\s_-]?retalking", NOT_HELD, "github.com/OpenTalker/video-retalking"),
)


def lipsync_named(text: str) -> FamilyModel | None:
    """The unheld lip-sync model the text names first, as a lip-sync FamilyModel on MuseTalk's rate; None otherwise."""
    hits = [(m.start(), row) for row in LIPSYNC_UNHELD for m in [re.search(row[2], text or "")] if m]
    if not hits:
        return None
    key, name, _, licence, source = min(hits)[1]
    return replace(MODELS["musetalk"], key=key, name=name, licence=licence, licence_source=source,
                   proxy=MODELS["musetalk"].name)
