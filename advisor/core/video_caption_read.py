"""A batch of video clips captioned, described or tagged by a named vision-language model ("a dense caption per clip
from Qwen2.5-VL-7B over 3 million clips", 用Qwen2.5-VL-72B给50万段视频写描述, 幫 20 萬條影片打標籤): a VLM batch over the
clips — one request a clip, its prompt the clip's sampled frames' visual tokens (tools.video_caption.clip_tokens) and an
instruction — never a video-generation job (the clips are read, not made) and never one chat user.

Read only with a named VLM, a caption / describe / tag word, a count of clips and each clip's length; the frame size
as said (720p, 1080p, 4K or W×H), else 720p, said as assumed. A VLM family with no video rule here (InternVL, Qwen3-VL)
gets the batch and the note saying the clip's tokens are not computed here: time a pilot.
"""

from __future__ import annotations

import re

from advisor.core.magnitudes import LEN_MAG, scaled_count
from tools.schema import Msg
from tools.video_caption import (
    FPS,
    INSTRUCTION_TOKENS,
    LEVER_FPS,
    RESOLUTIONS,
    clip_tokens,
    decode_hours,
    lever_prompt,
    lever_tokens,
    prompt_with_frames,
    sampling_fps,
    scaled_frame,
)

CAPTION_WORDS = re.compile(r"(?i)caption|describ|description|\btag(?:s|ging|ged)?\b|\blabel|summar|描述|字幕|标注|標註|打标|打標"
                           r"|标签|標籤|配文|说明|說明|摘要")
# the count, then at most a few words before the clips: "50k 30-second videos", 5万条30秒左右的视频, 5萬條約30秒嘅短片
CLIP_COUNT = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + r"?\s*"
                        r"(?:(?:[\w~≈.-]+\s+){0,3}?(?:video\s+)?(?:clips|videos)\b"
                        r"|(?:(?:个|個|条|條|段|支)[^，,。；;：:！？!?\n\d]{0,2}?(?:\d+(?:\.\d+)?\s*(?:秒|s|分钟|分鐘))?"
                        r"[^，,。；;：:！？!?\n\d]{0,4}?)?\s*(?:短视频|短視頻|视频|視頻|影片|片段|短片))")
CLIP_SECONDS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:s\b|secs?\b|seconds?\b|秒)")
# a sampling rate the user states ("at 1 fps", 每秒抽1帧, 每2秒抽一幀): the clip's frames at that rate, said as stated
FPS_SAID = re.compile(r"(?i)(?<![\d.])(\d+(?:\.\d+)?)\s*fps\b|每秒(?:钟|鐘)?(?:抽|取|采|採)?\s*(\d+)\s*[帧幀]"
                      r"|每\s*(\d+)\s*秒(?:钟|鐘)?(?:抽|取|采|採)?\s*(?:一|1)\s*[帧幀]")
# a frame width the user states ("448 wide", 缩到448宽, 縮到448寬, "width 448"): each frame scaled to it, the aspect kept
WIDTH_SAID = re.compile(r"(?i)(?<![\d.×x*])(\d{3,4})\s*(?:px|pixels?|像素)?\s*(?:wide\b|宽|寬)"
                        r"|(?:\bwidth|宽度|寬度)\s*(?:of|to|=|:|：|缩到|縮到)?\s*(\d{3,4})(?!\d)")
RESOLUTION = re.compile(r"(?i)\b(480p|720p|1080p|1440p|2160p|4k)\b|(?<!\d)(\d{3,4})\s*[x×*]\s*(\d{3,4})(?!\d)")


def _count(m: re.Match[str]) -> int:
    return int(scaled_count(float(m.group(1).replace(",", "")), m.group(2)))  # 250k, 8万, 3 million


def video_captions(t: str, vlm: re.Pattern[str]) -> tuple[dict, list[tuple[int, int]], Msg] | None:
    """The batch's fields, the spans read and the note (module docstring), else None."""
    named = vlm.search(t or "")
    count = CLIP_COUNT.search(t or "")
    secs = CLIP_SECONDS.search(t or "")
    if named is None or count is None or secs is None or not CAPTION_WORDS.search(t):
        return None
    res = RESOLUTION.search(t)
    if res is not None and res.group(1):
        (w, h), said = RESOLUTIONS[res.group(1).lower()], True
    elif res is not None:
        (w, h), said = (int(res.group(2)), int(res.group(3))), True
    else:
        (w, h), said = RESOLUTIONS["720p"], False
    wide = WIDTH_SAID.search(t)
    src = (w, h)
    if wide is not None:
        w, h = scaled_frame(w, h, int(wide.group(1) or wide.group(2)))
    clips, seconds = _count(count), float(secs.group(1))
    model_text = t[named.start():named.start() + 40]
    rate = FPS_SAID.search(t)
    said_fps = sampling_fps(rate.group(1) or rate.group(2), rate.group(3)) if rate is not None else None
    fps = said_fps or FPS
    tok = clip_tokens(model_text, w, h, seconds, fps)
    fields: dict = {"task": "inference", "batch_requests": clips}
    if tok is not None:
        prompt = prompt_with_frames(tok)
        fields |= {"prompt_tokens": prompt, "image_tokens": tok.tokens}
        args = {"clips": clips, "seconds": seconds, "w": w, "h": h, "assumed": not said, "frames": tok.frames,
                "fps": fps, "fps_said": said_fps is not None,
                "scaled_from": f"{src[0]}×{src[1]}" if (w, h) != src else "",
                "pair": tok.tokens_per_pair, "tokens": tok.tokens, "instr": INSTRUCTION_TOKENS, "prompt": prompt,
                "source": tok.source}
        low = lever_tokens(model_text, w, h, seconds)
        footage_h, core_h = decode_hours(clips, seconds)
        args |= {"footage_h": footage_h, "core_h": core_h}
        cut = lever_prompt(tok, low)
        if low is not None and cut is not None:
            args |= {"low_prompt": cut[0], "low_fps": LEVER_FPS, "low_w": low.width, "low_h": low.height,
                     "low_frames": low.frames, "low_pair": low.tokens_per_pair, "low_tokens": low.tokens}
        note = Msg(code="video_caption.clips", args=args)
    else:
        note = Msg(code="video_caption.no_rule", args={"clips": clips, "seconds": seconds})
    return fields, [count.span(), secs.span()], note


def lever_fields(t: str, vlm: re.Pattern[str], image_tokens: int | None) -> tuple[dict, Msg] | None:
    """The lever's fields (prompt_tokens and image_tokens at LEVER_FPS and LEVER_WIDTH wide) and the batch's note, for
    a clip batch still priced at the sampling read here (`image_tokens` the read clip's), else None: the same batch
    re-sized by the recommender at the lower token count (advisor.core.conversation._video_lever)."""
    got = video_captions(t, vlm)
    if got is None or "low_prompt" not in got[2].args or got[2].args.get("tokens") != image_tokens:
        return None
    a = got[2].args
    return {"prompt_tokens": a["low_prompt"], "image_tokens": a["low_tokens"]}, got[2]
