"""The length of the clips a speech fine-tune's audio comes in ("3,000 h of 3–8 s ATC clips", "4 second voice
commands", 2 到 5 秒的语音指令, 每段 3-8 秒): a number or a range of seconds beside a word for clips; the mean is
tools.whisper_padding.mean_clip_s (a range's midpoint). Only words: the arithmetic is in tools/."""

from __future__ import annotations

import re

from tools.whisper_padding import mean_clip_s

_NUM = r"(\d+(?:\.\d+)?)"
_RANGE = _NUM + r"(?:\s*(?:-|–|—|~|to|到|至)\s*" + _NUM + r")?"
_SEC = r"\s*-?\s*(?:s|secs?|seconds?|秒(?:钟|鐘)?)"
_CLIP_EN = r"(?:clips?|snippets?|utterances?|segments?|commands?|phrases?|recordings?|samples?)"
_CLIP_ZH = r"(?:片段|短音频|短音頻|音频|音頻|语音|語音|录音|錄音|指令|短句|句子)"
CLIP_LENGTH = (
    # "3–8 s ATC clips", "4 second voice commands", "5-second utterances"
    re.compile(r"(?i)(?<![\d.])" + _RANGE + _SEC + r"(?![a-z])\s+(?:[a-z-]+\s+){0,2}?" + _CLIP_EN + r"\b"),
    # "clips of 3-8 s", "utterances averaging 4 seconds", "clips (3–8 s)"
    re.compile(r"(?i)\b" + _CLIP_EN + r"\s*(?:\(|of\s+|averaging\s+|about\s+|around\s+|,\s*)?" + _RANGE + _SEC
               + r"(?![a-z])"),
    # 2 到 5 秒的语音指令, 3-8秒片段
    re.compile(r"(?<![\d.])" + _RANGE + _SEC + r"\s*(?:[的嘅左右]\s*){0,2}[\u4e00-\u9fff]{0,4}?" + _CLIP_ZH),
    # 每段 3-8 秒, 每条约 4 秒
    re.compile(r"(?:每段|每条|每條|每句|每个片段|每個片段|片段)\s*(?:约|約|大约|大約|平均)?\s*" + _RANGE + _SEC),
)


def clip_seconds(text: str) -> float | None:
    """The mean clip length said, in seconds (a range's midpoint), or None when no clip length is said."""
    for pat in CLIP_LENGTH:
        m = pat.search(text or "")
        if m is not None:
            low, high = float(m.group(1)), float(m.group(2)) if m.group(2) else None
            if low > 0 and (high is None or high >= low):
                return mean_clip_s(low, high)
    return None
