"""A non-LLM model named in the user's words: a name the tables (tools.non_llm) lack that states its size, kept with
the kind of work the message says (an image, a transcription, music) instead of a chat default, and a music load
("1000 tracks a day, 2 min each") read as minutes of music. The words live here, not in tools/ (tools hold no
wording)."""

from __future__ import annotations

import re

from tools.non_llm import NonLLM, music_load, parameters

KIND_WORDS = {
    # an unlisted name beside one of these words keeps that kind (unlisted_model), never the chat default
    "diffusion": r"(?i)poster|text[\s-]to[\s-]image|image[\s-](?:generation|editing|edit)|generat\w*\s+(?:\w+\s+)?(?:images|"
                 r"pictures|posters)|edit\w*\s+(?:\w+\s+)?(?:images|photos|pictures)|海报|海報|修图|修圖|出图|出圖|生图|生圖|"
                 r"文生图|文生圖|改图|改圖|换背景|換背景",
    # transcribing is speech work; "transcripts" (转写稿) are text already (a chat model's training data, never audio)
    "speech": r"(?i)\basr\b|transcri(?:be|bing|ption)|speech[\s-]to[\s-]text|转文字|轉文字|转写(?!稿)|轉寫(?!稿)"
              r"|语音识别|語音識別|录音|錄音",
    "music": r"(?i)\bmusic\b|\bsongs?\b|音乐|音樂|配乐|配樂|歌曲",
}


# a music load: "1000 tracks a day, 2 min each", 每天1000首、每首2分钟 (the tracks, then the minutes of each)
MUSIC_TRACKS = re.compile(r"(?i)(\d[\d,]*)\s*(?:tracks?|songs?|clips?|首)")
MUSIC_MINUTES = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:min(?:ute)?s?\b|分钟|分鐘)")


def music_minutes(text: str) -> tuple[float, float, float, float] | None:
    """The tracks, the minutes of each, the minutes of music they make and its hours (tools.non_llm.music_load:
    1,000 × 2 = 2,000 minutes, 33.3 h): what a month of music generation is priced on once its GPU-seconds a minute
    are timed; None when either figure is missing."""
    tracks, each = MUSIC_TRACKS.search(text or ""), MUSIC_MINUTES.search(text or "")
    if tracks is None or each is None:
        return None
    n, m = float(tracks.group(1).replace(",", "")), float(each.group(1))
    return music_load(n, m) if n > 0 and m > 0 else None


# a model's own name with its size in it ("HiDream-I1-17B", "Foo-Audio-2.5B"): read only beside a kind word
SIZED_NAME = re.compile(r"(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z0-9.]*(?:[-_][A-Za-z0-9.]+)*?[-_ ](\d+(?:\.\d+)?)\s?([BbMm]))"
                        r"(?![A-Za-z0-9])")


# a count of data items after the figure ("40M licensed images", "with 2M pairs", 4000万张图): the data, never a model's
# size, which needs a parameter word or a model's own name
_ITEMS_AFTER = re.compile(r"(?i)\s*(?:[a-z][a-z-]*\s+){0,2}?(?<![\w-])(?:images?|photos?|pictures?|pics|pairs?"
                          r"|captions?|docs?|documents?|samples?|examples?|records?|rows?|items?|clips?|videos?|files?|texts?|tokens?|words?"
                          r"|hours?|songs?|tracks?|users?|张|張|条|條|份|篇|对|對|段|个|個)(?![\w-])")
# a plain word before the figure with a space ("with 40M", "of 2B"): no model's name
_NOT_A_NAME = re.compile(r"(?i)(?:with|of|on|about|around|over|under|and|or|for|from|to|the|our|my|have|has|at|by|in|"
                         r"than|some|just|only|roughly|approx|nearly|almost)[ ]")


def _items_counted(t: str, m: re.Match[str]) -> bool:
    """Whether a sized-name match is a count of data items, not a model ("40M licensed images + captions" was kept as a
    0.04 B image model named "with 40M"): a figure spaced from the word before it ("Foo-300M" is a name) with items
    named after it, or a plain word before it."""
    head = m.group(1)[:-len(m.group(2) + m.group(3))]  # the name before its figure, with its separator
    return head.endswith(" ") and bool(_ITEMS_AFTER.match(t, m.end()) or _NOT_A_NAME.fullmatch(head.rstrip(" ") + " "))


def unlisted_model(t: str, kind: str | None) -> NonLLM | None:
    """A model name not in these tables that states its size ("HiDream-I1-17B 做海报"), in a message with a kind word
    (KIND_WORDS) or a non-LLM kind already read: kept with its name, kind and size (provisional), so the plan is its
    memory floor, never a chat LLM's answer; None when no size is in the name or no kind is said."""
    if re.search(r"(?i)voxtral", t or ""):  # a speech LLM with its own figures (tools.speech_llm.SPEECH_LLMS)
        return None
    found = kind if kind in KIND_WORDS else next((k for k, pat in KIND_WORDS.items() if re.search(pat, t or "")), None)
    m = next((x for x in SIZED_NAME.finditer(t or "") if not _items_counted(t, x)), None) if found else None
    if m is None or found is None:
        return None
    return NonLLM(m.group(1), parameters(float(m.group(2)), m.group(3)), found, "unlisted", provisional=True)


# vision models named by users that no table here sizes (segmentation, matting, super-resolution, detection): their
# name is said back in the not-sized answer and never asked for again ("用 nnU-Net 訓練 … 分割" was answered "which
# model?", and before that sized as a chat LLM)
VISION_NAMES = (
    ("nnU-Net", r"(?i)(?<![a-z0-9])nn[\s-]?u[\s-]?net(?![a-z0-9])"),
    ("Real-ESRGAN", r"(?i)real[\s-]?esrgan"),
    ("ESRGAN", r"(?i)(?<![a-z0-9])esrgan"),
    ("BiRefNet", r"(?i)birefnet"),
    ("RMBG", r"(?i)(?<![a-z0-9])rmbg(?:[\s-]?\d(?:\.\d)?)?"),
    ("Mask R-CNN", r"(?i)mask[\s-]?r[\s-]?cnn"),
    ("DeepLab", r"(?i)deeplab(?:[\s-]?v\d\+?)?"),
    ("Detectron2", r"(?i)detectron2?"),
    ("MONAI", r"(?i)(?<![a-z0-9])monai(?![a-z0-9])"),
    ("U-Net", r"(?i)(?<![a-z0-9])u[\s-]?net(?![a-z0-9])"),
    ("YOLO", r"(?i)(?<![a-z0-9])yolo[\s-]?(?:v?\d+[a-z]?)?"),
    ("ResNet", r"(?i)(?<![a-z0-9])resnet[\s-]?\d*"),
    ("EfficientNet", r"(?i)efficientnet(?:[\s-]?b\d)?"),
    ("DETR", r"(?i)(?<![a-z0-9])detr(?![a-z0-9])"),
    ("ViT", r"(?i)(?<![a-z0-9])vit(?:[\s-][a-z]/?\d+)?(?![a-z0-9])"),
    # page-image retrievers: the digits after the name are a version (ColQwen2, ColQwen2.5), never a size
    ("ColQwen", r"(?i)(?<![a-z0-9])col[\s-]?qwen[\s-]?\d(?:\.\d)?"),
    ("ColPali", r"(?i)(?<![a-z0-9])col[\s-]?pali(?:[\s-]?v?\d(?:\.\d)?)?"),
)


def named_vision(t: str) -> str | None:
    """The vision model the message names (VISION_NAMES), as written there ("YOLO11m", "RMBG-2.0"), else None."""
    for name, pat in VISION_NAMES:
        m = re.search(pat, t or "")
        if m is not None:
            said = m.group(0).strip()
            return said if len(said) > len(name) and said.lower().replace(" ", "-") != name.lower() else name
    return None


# a screen's size: "200k ligands", "5,000 complexes", 2万个配体, 5000個複合物 (the count, then what is screened)
SCREEN_COUNT = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(k|m|million|万|萬)?\s*(?:个|個)?\s*(?:[a-z-]+\s+)?"
                          r"(?:ligands?|complexes|compounds|molecules|structures|proteins|sequences|targets"
                          r"|配体|配體|复合物|複合物|化合物|分子|结构|結構|蛋白)")
_SCREEN_FACTOR = {"k": 1e3, "m": 1e6, "million": 1e6, "万": 1e4, "萬": 1e4}


def screen_count(text: str) -> float | None:
    """The complexes a structure or affinity screen counts ("200k ligands" → 200,000; 2万个配体 → 20,000), else None."""
    m = SCREEN_COUNT.search(text or "")
    if m is None:
        return None
    n = float(m.group(1).replace(",", "")) * _SCREEN_FACTOR.get((m.group(2) or "").lower(), 1.0)
    return n if n > 0 else None
