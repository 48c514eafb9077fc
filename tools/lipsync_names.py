"""Lip-sync / talking-head models said by name that no speed row holds (Wav2Lip, SadTalker, LatentSync, Hallo,
EchoMimic, VideoRetalking): each read as the lip-sync family and sized on MuseTalk's published rate (tools.gen_families:
30 fps real time on a V100), the held model of its kind — a `proxy`, said with "time it on a pilot". A batch of videos
is videos × seconds ÷ that rate (tools.gen_families.item_plan); live rooms are streams at the rate.

Wav2Lip has no published throughput (one of its authors, github.com/Rudrabha/Wav2Lip issue #147: "the face
detection is the major bottleneck" — a live avatar loop detects its faces once and caches the boxes), so it is
sized from its FLOPs instead of MuseTalk's rate:
WAV2LIP_GFLOPS_FRAME, counted with torch.utils.flop_counter over the released generator's layers
(github.com/Rudrabha/Wav2Lip models/wav2lip.py: a 96×96 face crop with its 6-channel masked + reference input and an
80×16 mel window; 36.30 M parameters, matching the released checkpoint's 36.3 M) = 7.93 GFLOPs a frame, at an
assumed WAV2LIP_UTILISATION of 5 % of a card's dense FP16 peak (small convolutions on 3×3 to 96×96 maps, batched
per stream), × tools.gen_families.PIPELINE_FACTOR end to end (the avatar loop's cached face boxes, mel windows,
paste-back into the 720p frame and colour conversion; a live camera needs per-frame face detection on top). By hand,
an RTX 4090: 165.2 TFLOPS × 0.05 ÷ 7.93 GFLOPs = 1,041 frames a second ÷ 25 = 41.6 streams ÷ 3 = 13.9 → 13 streams,
held to 8 by GeForce's NVENC session cap; an L4 (121): 30.5 ÷ 3 = 10.2 → 10. Third-party figures beside it:
OpenTalking's benchmark (datascale-ai.github.io/opentalking, Wav2Lip page) has one session at batch 1 holding 31.5 fps
(RTX 4090) and 37.3 fps (RTX 3090) steady at a 30 fps output — one paced stream, not a card's capacity.

Licences: Wav2Lip's is read from its repository README (github.com/Rudrabha/Wav2Lip, read 2026-12-05): the open code
and models are for research / academic / personal use only (trained on LRS2), and commercial use goes through the
authors' company Sync Labs (sync.so, a hosted API); its row in catalog/data/licences.json says so, and a paid use gets
the warning first (advisor.core.gen_family). The others' licences are not held here: the answer says to read their
LICENSE before a paid use (none is guessed).
"""

from __future__ import annotations

import re
from dataclasses import replace

from tools.gen_families import MODELS, PIPELINE_FACTOR, FamilyModel, Speed

WAV2LIP_LICENCE = "research / academic / personal use only; commercial use via Sync Labs (sync.so)"
NOT_HELD = "licence not held here: read its LICENSE before a paid use"
WAV2LIP_GFLOPS_FRAME = 7.93  # counted over models/wav2lip.py at 96×96 (module docstring)
WAV2LIP_UTILISATION = 0.05  # assumed share of dense FP16 peak (module docstring): time it on a pilot
WAV2LIP_PARAMS_M = 36.3
WAV2LIP_FLOPS_SOURCE = ("github.com/Rudrabha/Wav2Lip models/wav2lip.py, its generator's layers counted with "
                        "torch.utils.flop_counter (36.3 M parameters, 96×96 face crop)")
WAV2LIP_REF_GPU = "RTX 4090"
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
    """The unheld lip-sync model the text names first, as a lip-sync FamilyModel on MuseTalk's rate (Wav2Lip: on its
    own FLOPs a frame); None otherwise."""
    hits = [(m.start(), row) for row in LIPSYNC_UNHELD for m in [re.search(row[2], text or "")] if m]
    if not hits:
        return None
    key, name, _, licence, source = min(hits)[1]
    if key == "wav2lip":  # sized from its own FLOPs a frame, not on MuseTalk's rate
        return replace(MODELS["musetalk"], key=key, name=name, licence=licence, licence_source=source,
                       speeds=(Speed(WAV2LIP_REF_GPU, 0.0, "gflops", WAV2LIP_FLOPS_SOURCE, WAV2LIP_GFLOPS_FRAME),),
                       overhead=PIPELINE_FACTOR, gflops_frame=WAV2LIP_GFLOPS_FRAME, utilisation=WAV2LIP_UTILISATION)
    return replace(MODELS["musetalk"], key=key, name=name, licence=licence, licence_source=source,
                   proxy=MODELS["musetalk"].name)
