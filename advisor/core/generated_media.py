"""Video generation and text-to-speech questions: read the words (the model, clips a day, the resolution, the cards
asked about, hours of speech, commercial use) and render tools.generated_media's figures. Never an LLM plan for
these (a Wan2.1 video job went through the LLM calculator, an F5-TTS dubbing job was refused)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from advisor.core.batch_window_lines import card_window_msgs  # a stated daily window is the wall
from advisor.core.clip_window_read import daily_window
from advisor.core.extract_rules import zh_numeral
from advisor.core.extract_stated import voice_agent_said
from advisor.core.magnitudes import LEN_MAG, scaled_count
from advisor.core.per_period_count import AT_ONCE_ZH, counted_per_period
from advisor.core.speech_each import pieces_speech_hours
from advisor.core.unheld_names import unheld_name
from advisor.core.video_minutes_read import video_seconds_said
from tools.batch_wall import assumed_wall_msg, batch_wall
from tools.clip_window import window_plan
from tools.constants import HOURS_PER_DAY, PERIOD_HOURS
from tools.deadlines import clock_text
from tools.generated_media import (
    COMMERCIAL_TTS_ALTERNATIVE,
    DEFAULT_RESOLUTION,
    DEFAULT_VIDEO,
    LIGHTX2V_SOURCE,
    LIVE_TTS_UTILISATION,
    READ_ON,
    TTS_ASSUMED_ITEM_MINUTES,
    TTS_MODELS,
    TTS_PRESYNTH_SHARE,
    TUNED_SPEEDUP,
    VIDEO_MODELS,
    ClipLoad,
    ClipOption,
    TTSModel,
    VideoModel,
    batch_cost,
    billions,
    break_even,
    cards_needed,
    cheaper_clips,
    cheaper_speech,
    cheaper_tts,
    cheapest,
    cost_per_clip,
    days_of,
    excluded_territory,
    fewer_boxes,
    figure_for,
    first_packet,
    gpu_hours,
    hours_cost,
    items_audio_hours,
    kept_cost,
    latency_seconds,
    length_ratio,
    lever_months,
    live_audio_rate,
    live_speech,
    local_reference,
    minutes,
    minutes_of,
    month_cost,
    month_gpu_hours,
    mostly_idle,
    ms_of,
    need_gb,
    option_on,
    over_machine_bound,
    priced_options,
    provisional_figure,
    requests_an_hour,
    scaled_rtf,
    seconds_of,
    smaller_published_size,
    speaking_audio_rate,
    synthesised_rate,
    tflops_of,
    times_slower,
    tts_budget_check,
    tts_cards,
    tts_gpu_hours,
    tts_model,
    tts_periods_covered,
    tts_priced,
    video_model,
)
from tools.media import LIVE_FLEET_BAND, LIVE_FLEET_MAX
from tools.omni import OMNI_MODELS
from tools.schema import Msg, Workload
from tools.seller_sla import sla_rows
from tools.video_minutes import clips_of_video
from tools.voice import month_saved
from tools.wall_cards import wall_cards, wall_cards_msg
from tools.wording import money_text

# generating videos, not work on videos (captions, summaries, moderation: "generate captions for 500 videos", 为视频生成字幕)
VIDEO_WORDS = re.compile(r"(?i)text[\s-]to[\s-]video|\bt2v\b|video\s+generation"
                         r"|generat\w*\s+(?:(?!for\b|of\b|from\b|about\b|on\b)\S+\s+){0,4}?(?:videos?|clips?)\b"
                         r"|文生视频|文生視頻|生成(?:[^，。,;；]|(?<=\d),(?=\d)){0,16}?(?:视频|視頻|影片|短片)"
                         r"(?!的?(?:摘要|字幕|描述|标题|標題|文案|脚本|腳本|封面))"
                         r"|(?:视频|視頻|影片)生成(?!字幕|摘要|描述|标题|標題|文案|脚本|腳本|封面)")
TTS_WORDS = re.compile(r"(?i)\btts\b|text[\s-]to[\s-]speech|speech\s+synthesis|voice[\s-]?clon|narration|voice[\s-]?over"
                       r"|audio[\s-]?books?|有声书|有聲書|合成[^，。,;；]{0,12}?(?:语音|語音)|语音合成|語音合成|文字转语音|文字轉語音|文本转语音|配音|旁白|声音克隆|聲音克隆|复制.{0,4}声音|複製.{0,4}聲音")
COMMERCIAL = re.compile(r"(?i)commercial|monetiz|monetis|\bads?\b|advert|sponsor|revenue|\bclients?\b|\bsell"
                        r"|商用|商业|商業|营利|營利|盈利|广告|廣告|业配|業配|带货|帶貨|变现|變現|收费|收費|客户|客戶|营销|營銷|行銷")
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + "?"  # 2万, 3 million, 1,000: the magnitude words of every reader
CLIPS = (re.compile(_NUM + r"\s*(?:条|條|支|个|個|段|部)[^，。；,;]{0,14}?(?:视频|視頻|影片|短片)"),
         # never a model's version ("Wan2.1 20 clips": 20, not 2.1)
         # never minutes or hours of video ("2,000 minutes of video" is 24,000 five-second clips: video_minutes_read)
         re.compile(r"(?i)(?<![a-z\d.])" + _NUM + r"\s+(?!(?:minutes?|mins?|hours?|hrs?)\b)(?:[\w-]+\s+){0,4}?"
                    r"(?:videos?|clips?)\b"),
         # the counter then the clip's length or resolution, the video word said earlier: 生成视频，每天 100 段 5 秒 480P
         re.compile(r"(?i)" + _NUM + r"\s*(?:条|條|段|支)\s*(?:\d+(?:\.\d+)?\s*(?:秒|s\b|secs?\b)|\d{3,4}\s*p\b)"))
PERIODS = (("day", r"(?i)每天|每日|一天|天天|\bdaily\b|\ba\s+day\b|\bper\s+day\b|\bevery\s+day\b|/\s*day"),
           ("week", r"(?i)每周|每週|一周|一週|每星期|一星期|(?:每|一)(?:個|个)?(?:禮|礼)拜|\bweekly\b|\ba\s+week\b|"
                    r"\bper\s+week\b|/\s*week"),
           ("month", r"(?i)每月|每個月|每个月|一个月|一個月|\bmonthly\b|\ba\s+month\b|\bper\s+month\b|/\s*month"))
RESOLUTIONS = (("1080p", r"(?i)1080\s*p|1920\s*[x×*]\s*1080|1080\s*[x×*]\s*1920"),
               ("720p", r"(?i)720\s*p|1280\s*[x×*]\s*720|720\s*[x×*]\s*1280"),
               ("480p", r"(?i)480\s*p|832\s*[x×*]\s*480|480\s*[x×*]\s*832|720\s*[x×*]\s*480|480\s*[x×*]\s*720"))
# the cards a question weighs ("H20 比 H800 便宜", "can a 4090 do it"): catalog names
CARDS = (("H20", r"(?i)(?<![a-z0-9])H20(?!\d)"), ("H800 SXM", r"(?i)(?<![a-z0-9])H800"),
         ("H100 SXM", r"(?i)(?<![a-z0-9])H100"), ("H200 SXM", r"(?i)(?<![a-z0-9])H200"),
         ("A800 80GB SXM", r"(?i)(?<![a-z0-9])A800"), ("A100 80GB SXM", r"(?i)(?<![a-z0-9])A100"),
         ("L40S", r"(?i)(?<![a-z0-9])L40S"), ("RTX 4090", r"(?i)(?<![0-9])4090"), ("RTX 5090", r"(?i)(?<![0-9])5090"))
# the items a text-to-speech job reads aloud: videos, episodes, and texts (product descriptions, articles, scripts,
# chapters; 篇 / 段 / 章 / 则 / 則 in Chinese), "2,000 product descriptions" as much as "20 支影片"
TTS_ITEMS = re.compile(r"(?i)" + _NUM + r"\s*(?:支|个|個|条|條|集|篇|段|章|则|則|句|(?:[a-z-]+\s+)?(?:videos?|episodes?|clips?|"
                       r"descriptions?|articles?|scripts?|chapters?|texts?|posts?|lessons?|ads?|prompts?|announcements?"
                       r"|messages?|greetings?|utterances?|sentences?|lines?)\b)")
# a backlog said once, then a smaller load a period ("regenerate all 5,000 IVR prompts …, then maybe 50 new ones a
# week", 先把5000条提示音重做一遍，之后每周新增50条, 之後每星期再加 50 句): the first count is a one-off job and only the
# later one recurs — the recurring count, its period and where the clause starts (blanked before the backlog is read)
_THEN = (r"(?:\bthen\b|\bafter\s+that\b|\bafterwards\b|\bthereafter\b|\bfrom\s+then\s+on\b"
         r"|之后|之後|以后|以後|然后|然後|往后|往後)")
_RNUM = r"(\d[\d,]*(?:\.\d+)?)\s*(万|萬|千|k\b|thousand\b)?"  # never "30 more" read as 30 million
THEN_EN = re.compile(r"(?i)" + _THEN + r"[^.;!?\n]{0,30}?(?<![\d.,])" + _RNUM
                     + r"\s*(?:(?:new|more|extra|further|other)\s+)?(?:[\w-]+\s+){0,2}?(?:a|per|every|each)\s+(day|week|month)\b")
THEN_ZH = re.compile(_THEN + r"[^。；！？\n]{0,8}?(?:每|一)(?:个|個)?(天|日|周|週|星期|礼拜|禮拜|月)[^。；！？\n\d]{0,8}?"
                     + _RNUM)


def recurring_after(text: str) -> tuple[float, str, int] | None:
    """The load said after a one-off backlog (THEN_EN / THEN_ZH): (count a period, the period, where it starts);
    None when no backlog-then-recurring is said."""
    m = THEN_EN.search(text or "")
    if m:
        return _amount(m.group(1), m.group(2)), m.group(3).lower(), m.start()
    z = THEN_ZH.search(text or "")
    if z:
        return _amount(z.group(2), z.group(3)), period_said(z.group(0)) or "week", z.start()
    return None


def _backlog(text: str) -> str:
    """The message up to a recurring load said after a one-off backlog (recurring_after), so the backlog is read as
    a one-off with no period."""
    r = recurring_after(text)
    return text if r is None else text[:r[2]]
TTS_EACH = re.compile(r"(?i)(?:每(?:支|个|個|条|條|集|篇|段|句)\s*(?:大概|约|約)?\s*(\d+(?:\.\d+)?)\s*(?:分钟|分鐘|min)"
                      r"|(\d+(?:\.\d+)?)\s*(?:-|\s)?(?:minutes?|mins?)\s+(?:each|apiece|long)|(\d+(?:\.\d+)?)\s*(?:分钟|分鐘))")
# one item's length said in seconds: 每条30秒左右, 每段約 45 秒, "30 seconds each"
TTS_EACH_SECONDS = re.compile(r"(?i)每(?:支|个|個|条|條|集|篇|段|则|則|句)\s*(?:大概|大约|大約|约|約)?\s*(\d+(?:\.\d+)?)\s*"
                              r"(?:秒|s\b|secs?\b)"
                              r"|(\d+(?:\.\d+)?)\s*(?:-|\s)?(?:seconds?|secs?)\s+(?:each|apiece|long)")
# "5 hours of narration", 每天20小时语音, 40 個鐘嘅內部培訓旁白 (a few words between the hours and the speech)
TTS_HOURS = re.compile(r"(?i)" + _NUM + r"\s*(?:hours?|h|小时|小時|个钟|個鐘)\s*(?:of\s+)?"
                       r"(?:[\w-]+\s+|[的嘅\u4e00-\u9fff]{0,6}?)?(?:audio|speech|"
                       r"narration|voice|语音|語音|音频|音頻|配音|旁白)")


def _amount(num: str, mult: str | None) -> float:
    """A count as written: "1,000" → 1,000, "3万" → 30,000, "10 billion" → 10^9 (advisor.core.magnitudes)."""
    return scaled_count(float(num.replace(",", "")), mult)


def _earliest(text: str, table: tuple[tuple[str, str], ...]) -> str | None:
    """The entry whose pattern matches first in the text (a follow-up put before the earlier message wins)."""
    hits = [(m.start(), name) for name, pat in table for m in [re.search(pat, text or "")] if m]
    return min(hits)[1] if hits else None


def period_said(text: str) -> str | None:
    return _earliest(text, PERIODS)


def clips_said(text: str) -> float | None:
    hits = [m for rx in CLIPS for m in [rx.search(text or "")] if m]
    first = min(hits, key=lambda m: m.start()) if hits else None
    if first is None:  # "300 product photos into clips": one clip a picture (advisor.core.i2v_count)
        from advisor.core.i2v_count import photos_as_clips

        return photos_as_clips(text)
    return _amount(first.group(1), first.group(2))


# a follow-up's clip count said with no video word, in a video thread: "make it 300 a day", "300 a week", "make it 500",
# 改成每天300条, 每天300条呢, 300支 — never a resolution ("1080P"), a clip length ("30 秒", "10 seconds") or a card count
_NOT_CLIPS = (r"(?![\d.,]|\s*(?:p\b|P|s\b|secs?\b|seconds?|秒|fps|[x×*]|gpus?|cards?|张|張|卡|小时|小時|hours?|分钟|分鐘|min"
              r"|[HABL]\d|RTX|MI\d|%|％|元|块|塊|美元|dollars?|euros?|k\s*(?:budget|USD|EUR)))")
FOLLOWUP_CLIPS = (re.compile(_NUM + r"\s*(?:条|條|支|段|部|个|個)(?!\s*(?:卡|显卡|顯卡|GPU|[HABL]\d|RTX|机|機|节点|節點|人))"),
                  re.compile(r"(?i)" + _NUM + r"\s*(?:(?:clips?|videos?)\s*)?(?:(?:a|per|every|each)\s+|/\s*)"
                             r"(?:day|week|month)\b"),
                  re.compile(r"(?i)\b(?:make\s+it|change\s+it\s+to|go\s+with|instead\s+of\s+\d+,?|(?:bump|increase|raise|"
                             r"up|lower|cut|reduce|drop)\s+(?:it\s+)?to)\s+" + _NUM + _NOT_CLIPS),
                  re.compile(r"(?:改成|改为|改為|换成|換成|变成|變成|改做|加到|减到|減到)\s*(?:每天|每日|每周|每週|每月)?\s*"
                             + _NUM + _NOT_CLIPS))


def followup_clips(text: str) -> float | None:
    """A clip count said as a follow-up with no video word (FOLLOWUP_CLIPS), the earliest in the message."""
    hits = [m for rx in FOLLOWUP_CLIPS for m in [rx.search(text or "")] if m and not cards_said(m.group(1))]
    first = min(hits, key=lambda m: m.start()) if hits else None  # "make it 4090" names a card, not 4,090 clips
    return _amount(first.group(1), first.group(2)) if first else None


FOLLOWUP_IMAGES = re.compile(_NUM + r"\s*(?:张|張|幅)(?!\s*(?:卡|显卡|顯卡|GPU))")


def followup_images(text: str) -> float | None:
    """An image batch's new count said as a follow-up with no image word: "改成每天5万张", "每天3萬張呢" (a 张 count,
    never "3张卡"), or any bare count followup_clips reads ("make it 50,000 a day")."""
    m = FOLLOWUP_IMAGES.search(text or "")
    return _amount(m.group(1), m.group(2)) if m else followup_clips(text)


def thread_period(said: list[str], counts: Any) -> str | None:
    """The period said last with a count in a thread (`said`: its user messages, newest first; `counts`: whether a
    message states the job's count), so "预算每月2万" moves the budget, never the clips' period."""
    return next((p for t in said if counts(t) for p in [period_said(t)] if p), None)


def thread_clips(said: list[str]) -> tuple[float | None, str | None]:
    """A video thread's clip count and period, each the one said last (`said`: newest first): "make it 300 a day"
    after "200 clips a day at 720P" is 300 a day; "1080P" after it keeps 200 a day. The first message reads its
    count only with a video word (clips_said); a follow-up also bare (followup_clips)."""
    def count(i: int, t: str) -> float | None:
        return clips_said(t) or (followup_clips(t) if i < len(said) - 1 else None)

    counted = {t for i, t in enumerate(said) if count(i, t)}
    period = thread_period(said, lambda t: t in counted or is_video(t))
    return next((n for i, t in enumerate(said) for n in [count(i, t)] if n), None), period


# one clip's length: "5秒", "30 秒", "30s clips", "a 10-second clip", "30 seconds" (the first said: newest first)
CLIP_LENGTH = re.compile(r"(?i)(?<![\d.])(\d+(?:\.\d+)?)\s*-?\s*(?:秒|secs?\b|seconds?\b|s\b)(?!\s*(?:内|內|以内|以內))")


# a clip's length in words: "a five-second clip", "ten second videos", "half-minute clips", "one-minute videos",
# 五秒的视频, 十五秒, 半分钟, 半分鐘, 一分钟的短片, 1 分鐘影片 (minutes only with a clip word or 半: "每条 10 分钟" is a time)
EN_LENGTHS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
              "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45,
              "fifty": 50, "sixty": 60, "ninety": 90}
_EN_LEN = "|".join(sorted(EN_LENGTHS, key=len, reverse=True))
CLIP_LENGTH_WORDS = (
    (re.compile(r"(?i)\b(" + _EN_LEN + r")[\s-]*(?:seconds?|secs?)\b"), 1.0),
    (re.compile(r"(?i)\b(half)[\s-]*(?:a[\s-]+)?minute\b"), 60.0),
    (re.compile(r"(?i)(?:\b(" + _EN_LEN + r")|(?<![\d.])(\d+(?:\.\d+)?))[\s-]*minutes?[\s-]*(?:long\s+)?"
                r"(?:clips?|videos?)\b"), 60.0),
    (re.compile(r"(?<![\d一二两兩三四五六七八九十百])([一二两兩三四五六七八九十]+)\s*秒(?!\s*(?:内|內|以内|以內))"), 1.0),
    (re.compile(r"(半)\s*(?:分钟|分鐘)"), 60.0),
    (re.compile(r"(?:([一二两兩三四五六七八九十]+)|(?<![\d.])(\d+(?:\.\d+)?))\s*(?:分钟|分鐘)\s*(?:的|長的|长的|长|長)?"
                r"\s*(?:视频|視頻|影片|短片|片段)"), 60.0),
)


def _length_number(word: str) -> float | None:
    w = word.lower()
    if w == "half" or w == "半":
        return 0.5
    return float(EN_LENGTHS[w]) if w in EN_LENGTHS else zh_numeral(w) if not w[0].isdigit() else float(w)


def clip_length_said(text: str) -> float | None:
    """One clip's length in seconds, the earliest said: digits ("30 秒", "10-second") or words ("a five-second
    clip" → 5, 半分钟 → 30, "one-minute videos" → 60, 十五秒 → 15)."""
    from advisor.core.extract_rules import gpu_pattern

    text = gpu_pattern().sub(lambda g: " " * len(g.group(0)), text or "")  # "RTX 4090s" is cards, never 4090 seconds
    hits = [(m.start(), float(m.group(1))) for m in [CLIP_LENGTH.search(text)] if m]
    for rx, unit in CLIP_LENGTH_WORDS:
        m = rx.search(text or "")
        word = next((g for g in m.groups() if g), None) if m else None
        n = _length_number(word) if m and word else None
        if m and n:
            hits.append((m.start(), n * unit))
    return min(hits)[1] if hits else None


def resolution_said(text: str) -> str | None:
    return _earliest(text, RESOLUTIONS)


def cards_said(text: str) -> list[str]:
    return [name for name, pat in CARDS if re.search(pat, text or "")]


HUNYUAN_ZH = re.compile(r"混元(?:视频|視頻)")  # HunyuanVideo by its Chinese name


def named_video(text: str) -> VideoModel | None:
    """The video model named: tools.generated_media.video_model's English names, or 混元视频 (HunyuanVideo)."""
    return video_model(text) or (VIDEO_MODELS["hunyuan"] if HUNYUAN_ZH.search(text or "") else None)


def is_video(text: str) -> bool:
    return named_video(text) is not None or bool(VIDEO_WORDS.search(text or ""))


def is_tts(text: str) -> bool:
    """A speech-synthesis job; never a live voice agent, whose TTS is one stage of a service (VOICE_AGENT)."""
    if voice_agent_said(text or ""):
        return False
    return tts_model(text) is not None or bool(TTS_WORDS.search(text or ""))


def speech_said(text: str) -> tuple[float, str | None] | None:
    """(hours of speech, its period) as numbers read from the words: "20 支影片、每支 10 分鐘" → the count and the
    minutes (tools.generated_media.items_audio_hours makes the hours), or "5 hours of narration a week"."""
    return thread_speech([text or ""])


# a follow-up's hours in a TTS thread with no speech word: "make it 10 hours a week", 改成每周 8 小时 — not a deadline
FOLLOWUP_SPEECH_HOURS = re.compile(r"(?i)(?<!within\s)(?<!in\s)(?<!under\s)" + _NUM + r"\s*"
                                   r"(?:hours?|hrs?|h\b|小时|小時|个钟|個鐘)(?!\s*(?:内|內|之内|之內|以内|以內))")


def _items(text: str) -> float | None:
    m = TTS_ITEMS.search(text)
    return _amount(m.group(1), m.group(2)) if m else None


def _each_minutes(text: str) -> float | None:
    """One item's minutes: said in minutes (TTS_EACH), or in seconds (TTS_EACH_SECONDS: 每条30秒左右 → 0.5)."""
    m = TTS_EACH.search(text)
    if m:
        return float(next(g for g in m.groups() if g))
    s = TTS_EACH_SECONDS.search(text)
    return minutes_of(float(next(g for g in s.groups() if g))) if s else None


def thread_speech(said: list[str]) -> tuple[float, str | None] | None:
    """A TTS thread's hours of speech and period (`said`: its user messages, newest first), each part the one said
    last: hours said outright ("5 hours of narration a week"; in a follow-up also bare, "make it 10 hours") win over
    older counts, else the latest count of items ("改成每周 30 支") × the latest minutes each ("每支 5 分钟")."""
    def hours(i: int, t: str) -> re.Match[str] | None:  # bare hours: in a follow-up, or beside a named TTS model
        return TTS_HOURS.search(t) or (FOLLOWUP_SPEECH_HOURS.search(t) if i < len(said) - 1 or tts_model(t) else None)

    said = [_backlog(t) for t in said]  # "all 5,000 prompts, then 50 a week": the backlog is the one-off job
    counted = {t for i, t in enumerate(said) if hours(i, t) or _items(t) or _each_minutes(t)}
    period = thread_period(said, lambda t: t in counted or is_tts(t))
    items = each = None
    for i, t in enumerate(said):
        per = pieces_speech_hours(t)  # "250 audiobooks (~11 hrs each)": the count × hours each (advisor.core.speech_each)
        if per and items is None and each is None:
            return per, period
        h = hours(i, t)
        if h and items is None and each is None:
            return _amount(h.group(1), h.group(2)), period
        items, each = items or _items(t), each or _each_minutes(t)
        if items and each:
            return items_audio_hours(items, each), period
    return None


def items_without_length(text: str) -> tuple[float, str | None] | None:
    """(the count, its period) of texts or videos said with no length ("2,000 product descriptions … every day"); None
    when a length or hours are said (speech_said reads those) or no count is."""
    t = text or ""
    items = TTS_ITEMS.search(t)
    if items is None or TTS_EACH.search(t) or TTS_EACH_SECONDS.search(t) or TTS_HOURS.search(t):
        return None
    return _amount(items.group(1), items.group(2)), period_said(t)


# a live TTS load's rate: "2000 requests/hour", "2,000 requests an hour", "50 calls per minute", 每小时2000次请求,
# 高峰每小時約 2,000 個請求, 每天5万次调用, 2000次请求/小时 — requests per hour (tools.generated_media.requests_an_hour)
_LIVE_UNIT = {"s": "second", "sec": "second", "second": "second", "秒": "second", "秒钟": "second", "秒鐘": "second",
              "min": "minute", "minute": "minute", "分钟": "minute", "分鐘": "minute", "h": "hour", "hr": "hour",
              "hour": "hour", "小时": "hour", "小時": "hour", "钟头": "hour", "鐘頭": "hour", "day": "day", "天": "day",
              "日": "day"}
_REQ_EN = (r"(?:(?:tts|voice|audio|speech|synthesis)\s+)?"
           r"(?:requests?|reqs?|calls?|replies|responses|generations|utterances|queries)")
_REQ_ZH = r"(?:次|个|個|条|條)?(?:请求|請求|调用|調用|回复|回覆|合成)|次"
_UNIT_ZH = r"(小时|小時|钟头|鐘頭|分钟|分鐘|秒钟|秒鐘|秒|天|日)"
LIVE_RATES = (
    re.compile(r"(?i)(?<![\d.])" + _NUM + r"\s*" + _REQ_EN + r"\s*(?:at\s+peak\s+)?(?:/\s*|(?:an?|per|every|each)\s+)"
               r"(hour|hr|h|minute|min|second|sec|s|day)\b"),
    re.compile(r"(?:每|一)(?:个|個)?" + _UNIT_ZH + r"[^，。；,;\d]{0,6}?" + _NUM + r"\s*(?:" + _REQ_ZH + r")"),
    re.compile(_NUM + r"\s*(?:" + _REQ_ZH + r")\s*(?:/|每)\s*" + _UNIT_ZH),
)
# concurrent streams, each playing one audio-second a second: "50 concurrent streams", 同时50路, 并发 50 路
# lines or calls said at once, with the call word between ("高峰1000路电话同时在打", 1000路外呼, 20條線同時講, "1,000 calls at
# once", "500 lines at peak": the outbound-call count was dropped and a licence line, or 10 clips of a minute, answered)
LIVE_STREAMS = (
    # a live service's people at once are streams too ("100 concurrent callers", "50 simultaneous listeners")
    re.compile(r"(?i)" + _NUM + r"\s*(?:concurrent|simultaneous|parallel)\s+(?:[\w-]+\s+)?(?:streams?|channels?|calls?|lines?"
               r"|callers?|users?|listeners?|sessions?|conversations?)\b"
               r"|" + _NUM + r"\s*(?:[\w-]+\s+)?(?:streams?|channels?|calls?|lines?)\s+(?:at\s+once|at\s+the\s+same\s+time"
               r"|simultaneously|concurrently|in\s+parallel|(?:live\s+)?at\s+(?:the\s+)?peak)\b"),
    re.compile(r"(?:同时|同時|并发|並發)\s*" + _NUM + r"\s*路|" + _NUM + r"\s*路\s*(?:并发|並發|同时|同時)"
               r"|" + _NUM + r"\s*(?:路|条|條|線|线)\s*(?:电话|電話|通话|通話|外呼|呼叫|线路|線路|线|線|坐席|座席|语音|語音)"
               r"\s*(?:" + AT_ONCE_ZH + r")?"),  # the at-once words per_period_count declares
    # people listening at once (同时 100 个用户, 100 人同時在聽, 200位听众同时在线): one stream each
    re.compile(r"(?:同时|同時|并发|並發)\s*(?:有\s*)?" + _NUM
               + r"\s*(?:个|個|位|名)?\s*(?:用户|用戶|使用者|人|听众|聽眾|会话|會話)"
               r"|" + _NUM + r"\s*(?:个|個|位|名)?\s*(?:用户|用戶|使用者|人|听众|聽眾)\s*(?:同时|同時|并发|並發)"
               r"\s*(?:在线|在線|在听|在聽|收听|收聽|使用|在用)?"),
)
# people a live service is for, with no at-once word ("live TTS with CosyVoice for 100 callers"): streams where the
# message says the service is live (extract_stated.LIVE_WORDS, not negated); 给100路通话 was read, the English not at all
LIVE_FOR = re.compile(r"(?i)\bfor\s+(?:about\s+|around\s+|~\s*|up\s+to\s+)?" + _NUM
                      + r"\s*(?:callers?|listeners?|live\s+calls?|phone\s+lines?)\b")
# the live streams are phone calls the bot answers (语音客服, 50路同时通话, "call center"): the TTS speaks only the bot's
# share of each call (tools.voice.TALK_SHARE, said), never every call end to end
CALL_WORD = re.compile(r"(?i)通话|通話|客服|电话|電話|呼叫|外呼|坐席|[条條]\s*[线線]|\bcall[- ]?cent(?:er|re)s?\b|\bphone\b"
                       r"|\bvoice\s+(?:agent|bot)s?\b|\bcalls?\b")
# the load's growth said beside it: "might grow 10x next year", "10x growth", 明年增长10倍, 翻 3 倍, 增長到5倍, 翻一番 (2×)
GROWTH = (
    re.compile(r"(?i)\b(?:grow\w*|scal\w*|increas\w*|multipl\w*|expect\w*|up)\b[^.?!]{0,24}?(\d+(?:\.\d+)?)\s*[x×]"
               r"|(\d+(?:\.\d+)?)\s*[x×]\s+(?:growth|more|increase|the\s+(?:load|traffic|volume))"),
    re.compile(r"(?:增长|增長|翻|扩大|擴大|成长|成長|涨|漲|提升|增加)(?:了|到|至|约|約|大概)?\s*(\d+(?:\.\d+)?|[一二两兩三四五六七八九十]+)\s*倍"
               r"|(\d+(?:\.\d+)?|[一二两兩三四五六七八九十]+)\s*倍(?:的)?(?:增长|增長|成长|成長)"),
)


# a reply's length in minutes beside a live rate: "each about 2 minutes of audio", "~1.5 min replies", 每次约2分钟
LIVE_MINUTES = re.compile(r"(?i)(?<![\d.])(\d+(?:\.\d+)?)\s*-?\s*(?:minutes?|mins?)\b(?!\s*(?:of\s+)?(?:latency|wait|delay))")


def _live_minutes(text: str) -> float | None:
    m = LIVE_MINUTES.search(text)
    return float(m.group(1)) if m else None


def live_rate(text: str) -> float | None:
    """Requests an hour said as a live rate (LIVE_RATES), the earliest: "2000 requests/hour" → 2,000; 每分钟50次请求
    → 3,000; 每天5万次调用 → 2,083."""
    hits = [m for rx in LIVE_RATES for m in [rx.search(text or "")] if m]
    if not hits:
        return None
    m = min(hits, key=lambda x: x.start())
    g = m.groups()
    unit, num, mult = (g[0], g[1], g[2]) if not g[0][0].isdigit() else (g[2], g[0], g[1])
    return requests_an_hour(_amount(num, mult), _LIVE_UNIT[unit.lower()])


def live_streams(text: str) -> float | None:
    """Concurrent streams said ("50 concurrent streams", 同时50路): each wants one audio-second a second; a count a
    day, week or month (每天100条语音) is a batch's volume, never streams (advisor.core.per_period_count)."""
    t = text or ""
    for rx in LIVE_STREAMS:
        m = next((x for x in rx.finditer(t) if not counted_per_period(t, *x.span())), None)  # 每天100条: a batch
        if m:
            at = next(i for i in range(1, (m.lastindex or 1) + 1, 2) if m.group(i))  # each alternative: (count, magnitude)
            return _amount(m.group(at), m.group(at + 1))
    return _live_for(t)


def _live_for(t: str) -> float | None:
    """The people a live service is for (LIVE_FOR) as its streams, where the message says it is live; None else."""
    from advisor.core.extract_stated import LIVE_WORDS, NOT_LIVE

    m = LIVE_FOR.search(t)
    if m is None or not LIVE_WORDS.search(t) or NOT_LIVE.search(t) or counted_per_period(t, *m.span()):
        return None
    return _amount(m.group(1), m.group(2))


def growth_said(said: list[str]) -> float | None:
    """The growth factor said with the load (GROWTH), newest message first: "grow 10x" → 10, 翻一番 → 2."""
    for t in said:
        if re.search(r"翻一番|(?i:\bdoubl)", t or ""):
            return 2.0
        for rx in GROWTH:
            m = rx.search(t or "")
            word = next((g for g in m.groups() if g), None) if m else None
            n = (float(word) if word[0].isdigit() else zh_numeral(word)) if word else None
            if n and n > 1:
                return n
    return None


def thread_live(said: list[str]) -> tuple[float | None, float | None, float | None] | None:
    """A live TTS load (`said`: newest first): (requests an hour, seconds each, concurrent streams), each the one said
    last; None when no rate and no streams are said. Seconds each: clip_length_said, or TTS_EACH's minutes."""
    rate = next((r for t in said for r in [live_rate(t)] if r), None)
    streams = next((n for t in said for n in [live_streams(t)] if n), None) if rate is None else None
    if rate is None and streams is None:
        return None
    each = next((x for t in said for x in [clip_length_said(t) or seconds_of(_each_minutes(t) or _live_minutes(t) or 0.0)]
                 if x), None)
    return rate, each, streams


def thread_tts(said: list[str]) -> TTSModel | None:
    """The TTS model named last in a thread (`said`: newest first): "那改用 XTTS-v2 呢" after F5-TTS."""
    return next((m for m in map(tts_model, said) if m is not None), None)


def _money(x: float | None, cur: str) -> str | None:
    return None if x is None else money_text(x, cur)


def _row_name(o: ClipOption) -> str:
    return f"{o.provider} {o.instance}"


def _not_rented(w: Workload, g: Any) -> Msg | None:
    """Why a card asked about has no price where the user limited the work: the stated clouds rent no card of its kind
    or the export rules bar it (tools.recommend.not_offered), said beside its compute line (RTX 4090 on
    阿里云); None when neither holds."""
    from catalog.places import gazetteer
    from tools.recommend import not_offered

    return not_offered(w, gazetteer(), g) if g is not None else None


def video_lines(m: VideoModel, text: str, w: Workload, gpus: dict[str, Any], rows: list[Any], cur: str,
                usd_cny: float, fx: dict[str, float], budget_month: float | None, keep: Any = None,
                cheaper: bool = False) -> list[Msg]:
    """The video answer: the head (clips × seconds a clip → GPU-hours → cards, priced), each card asked about judged
    on compute, the budget, the levers, memory, the source; a model with no measurement says what to measure.
    `cheaper` ("cheaper?" said of the plan): the cheaper plans priced, or why none is, right under the head."""
    res = resolution_said(text)
    f = figure_for(m, res or DEFAULT_RESOLUTION) or (m.figures[0] if m.figures else None)
    away = excluded_territory(m, user_places(w))
    if f is None and away is None:  # named, no figure of its own: sized from its parameters, said as an assumption
        f = provisional_figure(m, res or DEFAULT_RESOLUTION)
    if away is not None:  # no rights where the user is (measured or not): said, and the default open model sized instead
        from advisor.core.i2v_read import i2v_said
        from tools.i2v_swap import territory_alternative  # an image-to-video job: an image-to-video model

        alt = territory_alternative(m, i2v_said(text), default_video())
        return [Msg(code="gen.video.territory", args={"name": m.name, "licence": m.licence, "source": m.licence_source,
                                                      "where": away, "alt": alt.name, "alt_licence": alt.licence})] + (
            video_lines(alt, text, w, gpus, rows, cur, usd_cny, fx, budget_month, keep, cheaper))
    if f is None:
        return [Msg(code="gen.video.unmeasured", args={"name": m.name, "params": billions(m.params), "licence": m.licence,
                                                       "licence_source": m.licence_source})] + (
            [Msg(code="gen.cheaper_unmeasured", args={"name": m.name})] if cheaper else [])
    # the thread's count and period (Engine._generated_media sets them from thread_clips): a follow-up's wins
    clips = (float(w.batch_requests) if w.batch_requests else None) or clips_said(text)
    said_s = None if clips else video_seconds_said(text)  # "2,000 minutes of video": the model's clips that make it
    clips = clips or (clips_of_video(said_s, m.clip_seconds) if said_s else None)
    period = w.batch_period or period_said(text)
    # a time said for the job ("over the weekend" read as 48 h of use) is the batch's wall when no deadline is read:
    # never the assumed week beside it (tools.batch_wall)
    stated = w.deadline_hours or (w.serving_hours if clips else None)
    wall = batch_wall(None if period in PERIOD_HOURS else stated, PERIOD_HOURS.get(period or ""), True)
    load = ClipLoad(clips or 1.0, wall.hours or HOURS_PER_DAY)  # none stated: the assumed week (tools.batch_wall)
    opts = priced_options(m, f, gpus, rows, cur, usd_cny, fx, keep)
    pick = cheapest(opts)
    if pick is None:
        return [Msg(code="gen.video.unmeasured", args={"name": m.name, "params": billions(m.params), "licence": m.licence,
                                                       "licence_source": m.licence_source})]
    if all(over_machine_bound(load, o.seconds) for o in opts.values()):  # more than a provider rents: none ranked
        from tools.offers import MAX_NODES

        return [Msg(code="media.over_machines", args={"name": m.name, "max": MAX_NODES})]
    win = _window(text, period, w.deadline_hours)
    period = "day" if win else period
    month = month_cost(load, pick) if period else None
    out = [Msg(code="gen.video.minutes", args={"seconds": said_s, "clip": m.clip_seconds, "clips": load.clips})] \
        if said_s else []
    out += _asked_cards(m, f, text, load, opts, pick, period, win, w, gpus, cur)  # the card asked about answers first
    head, month = _video_head(m, f, load, pick, period, win, month, cur, assumed_wall_msg() if wall.assumed else None)
    out += head
    out += _local_gap(m, f, load, pick, period, w, gpus, rows, cur, usd_cny, fx)
    if cheaper:
        out.append(_video_cheaper(m, f, load, pick, period, gpus, rows, cur, usd_cny, fx, keep))
    if budget_month is not None and month is not None:
        out.append(Msg(code="gen.video.budget", args={"ok": month <= budget_month, "budget": money_text(budget_month, cur),
                                                      "month": money_text(month, cur)}))
        if month > budget_month:
            out += _budget_levers(m, f, load, budget_month, gpus, rows, cur, usd_cny, fx, keep)
    out += _video_tail(m, f, load, pick, period, gpus, rows, cur, usd_cny, fx, keep)
    if clips is None:
        out.append(Msg(code="gen.video.no_load"))
    asked = clip_length_said(text)
    if asked and asked != m.clip_seconds:  # "30 秒": the measured clip is 5 s; a longer one is said, never sized as 5 s
        out.append(Msg(code="gen.video.length", args={"asked": asked, "measured": m.clip_seconds,
                                                      "times": length_ratio(m, asked)}))
    if res != f.resolution:  # not said, or said at a resolution with no measurement for this model (1.3B at 720P)
        out.append(Msg(code="gen.video.resolution", args={"res": f.resolution.upper(), "asked": (res or "").upper()}))
    return _no_cloud(out, load, pick, w, gpus)


def _asked_cards(m: VideoModel, f: Any, text: str, load: ClipLoad, opts: dict[str, ClipOption], pick: ClipOption,
                 period: str | None, win: tuple[float, float | None, float | None] | None, w: Workload,
                 gpus: dict[str, Any], cur: str) -> list[Msg]:
    """Each card the user named ("一张4090够吗", "is one 4090 enough?") judged on compute before the cheapest plan: how
    many of it the load needs (one is enough or not), its own cheapest price per GPU-hour and month where the catalog
    has a row (else said unpriced), and against the pick (slower, or cheaper per clip only below a break-even).
    By hand (CogVideoX-5B, 300 clips of 6 s a day): the 4090 at 165 dense BF16 TFLOPS ≈ 5.7 min a clip → ≈ 28
    GPU-hours a day → 2 cards running 24 h, so one is not enough."""
    out: list[Msg] = []
    for name in cards_said(text):
        o = opts.get(name)
        if o is None or o.gpu == pick.gpu:
            continue
        dearer = o.gpu_hour is not None and (cost_per_clip(o) or 0) > (cost_per_clip(pick) or 0)
        worse = o.seconds > pick.seconds and (o.gpu_hour is None or dearer)
        even = break_even(o, pick) if worse else None
        gpuh = gpu_hours(load, o.seconds)
        plan = window_plan(gpuh, win[0], o.gpu_hour) if win else None
        cards = plan.cards if plan else cards_needed(load, o.seconds)
        month = plan.released_month if plan else (month_cost(load, o) if period else None)
        out.append(Msg(code="gen.video.card", args={
            "gpu": o.gpu, "tflops": tflops_of(gpus.get(o.gpu)) or 0.0, "pick": pick.gpu,
            "ref": tflops_of(gpus.get(pick.gpu)) or 0.0, "min": minutes(o.seconds), "times": times_slower(o, pick),
            "gpuh": gpuh, "period": period, "cards": cards, "holds": o.holds, "cap": o.memory_gb,
            "need": need_gb(m, f) or 0.0, "worse": worse, "asked": w.checked_gpu_count or w.num_gpus or 1,
            "clip": _money(cost_per_clip(o), cur), "pick_clip": _money(cost_per_clip(pick), cur),
            "dearer": dearer, "even": _money(even, cur), "pick_price": _money(pick.gpu_hour, cur),
            "price": _money(o.gpu_hour, cur), "month": _money(month, cur),
            "why": _not_rented(w, gpus.get(o.gpu)) if o.gpu_hour is None else None}))
    return out


def _window(text: str, period: str | None, deadline_h: float | None) -> tuple[float, float | None, float | None] | None:
    """A daily job's window, the wall instead of 24 h: two clocks said (advisor.core.clip_window_read.daily_window), or
    hours under a day said beside a daily count ("每天1000条 … 要在3小时内全部出完", no clocks): a burst of cards
    rented for those hours (the turn once repeated the 24 h plan)."""
    win: tuple[float, float | None, float | None] | None = daily_window(text) if period in (None, "day") else None
    if win is None and period == "day" and deadline_h and deadline_h < HOURS_PER_DAY:
        win = (deadline_h, None, None)
    return win


def _video_head(m: VideoModel, f: Any, load: ClipLoad, pick: ClipOption, period: str | None,
                win: tuple[float, float | None, float | None] | None, month: float | None, cur: str,
                assumed: Msg | None = None) -> tuple[list[Msg], float | None]:
    """The video head, and the month it states: with a stated daily window (advisor.core.clip_window_read) the cards
    are ⌈GPU-hours ÷ window hours⌉ and the month is the window's hours with the machines released after it, the
    month kept on 730 h said beside it (tools.clip_window.window_plan); else the cards running the whole period."""
    gpuh = gpu_hours(load, pick.seconds)
    plan = window_plan(gpuh, win[0], pick.gpu_hour) if win else None
    if plan is not None:
        month = plan.released_month
    head = Msg(code="gen.video.head", args={
        "name": m.name, "res": f.resolution.upper(), "clips": load.clips, "period": period, "min": minutes(pick.seconds),
        "gpu": pick.gpu, "gpuh": gpuh, "cards": plan.cards if plan else cards_needed(load, pick.seconds),
        "window": plan.window_h if plan else load.period_hours, "price": _money(pick.gpu_hour, cur),
        "row": _row_name(pick), "cost": _money(batch_cost(load, pick), cur), "month": _money(month, cur),
        "assumed": assumed if plan is None else None, "kept": _kept(load, pick, cur) if plan is None else None})
    if plan is None or win is None:
        return [head], month
    return [head, Msg(code="gen.video.window", args={
        "start": clock_text(win[1]) if win[1] is not None else None,
        "end": clock_text(win[2]) if win[2] is not None else None, "hours": plan.window_h, "gpuh": gpuh,
        "cards": plan.cards, "gpu": pick.gpu, "released": _money(plan.released_month, cur),
        "kept": _money(plan.kept_month, cur)})], month


def _kept(load: ClipLoad, pick: ClipOption, cur: str) -> str | None:
    """The period's bill with the head's cards rented the whole period (tools.generated_media.kept_cost), when it is
    over the busy GPU-hours the head bills (a part-used last card); None when the two agree."""
    kept, busy = kept_cost(load, pick), batch_cost(load, pick)
    return _money(kept, cur) if kept is not None and busy and kept > busy * 1.005 else None


def _local_gap(m: VideoModel, f: Any, load: ClipLoad, pick: ClipOption, period: str | None, w: Workload,
               gpus: dict[str, Any], rows: list[Any], cur: str, usd_cny: float, fx: dict[str, float]) -> list[Msg]:
    """The work kept in a market whose local GPU-rental platforms the catalog has no price from (数据不出境 → mainland
    China: AutoDL, 恒源云, 矩池云): they are named, with the cheaper card for the same clips priced from a real row
    elsewhere as a labelled reference (tools.generated_media.local_reference), the GPU-hours a day a quote
    multiplies and the quote per card-hour under which that card beats the pick above (tools.generated_media.break_even:
    CogVideoX-5B on an A10 at ¥9.53, 449 s a clip, against an RTX 6000 Ada at 180 s → any quote under ¥23.79); nothing
    when no such platform is missing or no card sold there is cheaper per clip."""
    from catalog.places import gazetteer
    from tools import local_markets as lm

    tags = lm.market_tags(w.regions, gazetteer())
    gone = lm.missing(tags, rows)
    if not gone or w.providers:
        return []
    ref = local_reference(m, f, pick, gpus, rows, cur, usd_cny, fx, lambda g: lm.sold_there(g, tags))
    if ref is None:
        return []
    return [Msg(code="gen.video.local_ref", args={
        "names": lm.names(gone), "gpu": ref.gpu, "min": minutes(ref.seconds), "gpuh": gpu_hours(load, ref.seconds),
        "period": period, "row": f"{ref.provider} {ref.instance}" + (f", {ref.region}" if ref.region else ""),
        "price": _money(ref.gpu_hour, cur), "month": _money(month_cost(load, ref), cur),
        "cards": cards_needed(load, ref.seconds), "month_h": month_gpu_hours(load, ref.seconds),
        "pick": pick.gpu, "beats": _money(break_even(ref, pick), cur)})]


def _no_cloud(out: list[Msg], load: ClipLoad, pick: ClipOption, w: Workload, gpus: dict[str, Any]) -> list[Msg]:
    """No cloud said ("唔想上雲", Workload.buy_server): the pick's cards as the box to buy (tools.onprem_box.clip_box)
    and no rental line (advisor.core.onprem_lines.boxed_lines); the lines as they are otherwise."""
    if not w.buy_server or w.owned_gpus:
        return out
    from advisor.core.onprem_lines import boxed_lines
    from tools.onprem_box import clip_box

    return boxed_lines(out, clip_box(load.clips, load.period_hours, pick.seconds, pick.gpu, gpus), w)


def _budget_levers(m: VideoModel, f: Any, load: ClipLoad, budget_month: float, gpus: dict[str, Any], rows: list[Any],
                   cur: str, usd_cny: float, fx: dict[str, float], keep: Any) -> list[Msg]:
    """A missed monthly budget: each lever the answer names priced as a month (tools.generated_media.lever_months),
    each judged against the budget, and the first that meets it named."""
    got = lever_months(m, f, load, gpus, rows, cur, usd_cny, fx, keep)
    if not got:
        return []
    fits = next((x for x in got if x.month <= budget_month), None)
    return [Msg(code="gen.video.budget_levers", args={
        "budget": money_text(budget_month, cur), "fits": fits.kind if fits else None, "small": VIDEO_MODELS["wan-1.3b"].name,
        "speedup": TUNED_SPEEDUP, "steps": f.steps,
        "options": [Msg(code="gen.video.budget_lever", args={
            "kind": x.kind, "gpu": x.gpu, "min": minutes(x.seconds), "price": money_text(x.price, cur),
            "month": money_text(x.month, cur), "ok": x.month <= budget_month, "row": x.row, "steps": f.steps,
            "small": VIDEO_MODELS["wan-1.3b"].name, "speedup": TUNED_SPEEDUP}) for x in got]})]


def _video_cheaper(m: VideoModel, f: Any, load: ClipLoad, pick: ClipOption, period: str | None, gpus: dict[str, Any],
                   rows: list[Any], cur: str, usd_cny: float, fx: dict[str, float], keep: Any) -> Msg:
    """"Cheaper?" of a video plan: tools.generated_media.cheaper_clips rendered, cheapest first; else why none is."""
    got = cheaper_clips(m, f, load, pick, gpus, rows, cur, usd_cny, fx, keep)
    was = _money(batch_cost(load, pick), cur)
    if not got:
        spot = cheapest(priced_options(m, f, gpus, rows, cur, usd_cny, fx, keep, "spot")) is not None
        return Msg(code="gen.cheaper_none", args={"gpu": pick.gpu, "was": was, "period": period, "video": True,
                                                  "spot_priced": spot})
    return Msg(code="gen.cheaper", args={
        "options": [Msg(code="gen.cheaper.option", args={
            "kind": c.kind, "gpu": c.gpu, "min": minutes(c.seconds), "price": _money(c.price, cur),
            "cost": _money(c.cost, cur), "steps": c.steps, "default_steps": m.steps, "period": period}) for c in got],
        "was": was, "period": period, "video": True, "default_steps": m.steps})


def _tts_cheaper(m: TTSModel, hours: float, period: str | None, gpus: dict[str, Any], rows: list[Any], cur: str,
                 usd_cny: float, fx: dict[str, float]) -> Msg | None:
    """"Cheaper?" of a TTS plan: tools.generated_media.cheaper_tts rendered, cheapest first; else why none is."""
    base, got = cheaper_tts(m, hours, gpus, rows, cur, usd_cny, fx)
    if base is None:
        return None
    at = tts_priced(m.rtf or 0.0, m.rtf_gpu or "", gpus, rows, cur, usd_cny, fx, token_stage=m.token_stage)
    if not got:
        spot = tts_priced(m.rtf or 0.0, m.rtf_gpu or "", gpus, rows, cur, usd_cny, fx, "spot", m.token_stage) is not None
        return Msg(code="gen.cheaper_none", args={"gpu": at.gpu if at else "", "was": _money(base, cur),
                                                  "period": period, "video": False, "spot_priced": spot})
    return Msg(code="gen.cheaper", args={
        "options": [Msg(code="gen.cheaper.option", args={
            "kind": k, "gpu": p.gpu, "price": _money(p.price, cur), "cost": _money(c, cur), "rtf": m.rtf_fast,
            "fast_setup": m.fast_setup, "period": period}) for k, p, c in got],
        "was": _money(base, cur), "period": period, "video": False, "fast_setup": m.fast_setup})


def _video_tail(m: VideoModel, f: Any, load: ClipLoad, pick: ClipOption, period: str | None, gpus: dict[str, Any],
                rows: list[Any], cur: str, usd_cny: float, fx: dict[str, float], keep: Any) -> list[Msg]:
    out: list[Msg] = []
    low = figure_for(m, "480p")
    if low is not None and low is not f:
        o = option_on(m, low, pick.gpu, gpus)  # scaled to the chosen card, as the head's figure is
        if o is not None:
            out.append(Msg(code="gen.video.levers", args={
                "min480": minutes(o.seconds), "gpu": pick.gpu, "gpuh480": gpu_hours(load, o.seconds),
                "cards480": cards_needed(load, o.seconds), "period": period,
                "speedup": TUNED_SPEEDUP, "source": LIGHTX2V_SOURCE}))
    out += _smaller_size(m, f, load, pick, period, gpus, rows, cur, usd_cny, fx, keep)
    if f.memory:  # a figure with its own memory source (a claim's, or CogVideoX's card): said as that source
        out.append(Msg(code="gen.video.memory_claim", args={
            "need": need_gb(m, f) or 0.0, "source": f.memory, "full": f.full_gb, "full_source": f.full_source,
            "gpu": pick.gpu, "offload": pick.offload}))
    elif f.peak_gb is not None:
        out.append(Msg(code="gen.video.memory", args={"peak": f.peak_gb, "res": f.resolution.upper(),
                                                      "t5": billions(m.text_encoder_bytes), "need": need_gb(m, f) or 0.0}))
    out.append(Msg(code="gen.video.source", args={
        "measured": f.seconds, "res": f.resolution.upper(), "steps": f.steps, "gpu": f.gpu, "source": f.source,
        "as_of": READ_ON, "name": m.name, "default_steps": m.steps or f.steps, "licence": m.licence,
        "licence_source": m.licence_source, "claim": f.claim, "clip": m.clip_seconds}))
    return out


def _smaller_size(m: VideoModel, f: Any, load: ClipLoad, pick: ClipOption, period: str | None, gpus: dict[str, Any],
                  rows: list[Any], cur: str, usd_cny: float, fx: dict[str, float], keep: Any) -> list[Msg]:
    """A model sized provisionally at a size whose README also publishes a smaller one with less memory
    (tools.generated_media.smaller_published_size: HunyuanVideo's 544×960 at 45 GB against 60 GB at 720P): that plan
    priced on the cheapest card that holds it, with the speed-ups no figure is held for (step caching, FP8 weights)
    said as not sized."""
    low = smaller_published_size(m, f)
    if low is None or m.low_size is None:
        return []
    o = cheapest(priced_options(m, low, gpus, rows, cur, usd_cny, fx, keep))
    if o is None:
        return []
    return [Msg(code="gen.video.smaller_size", args={
        "name": m.name, "w": m.low_size[0], "h": m.low_size[1], "peak": low.peak_gb or 0.0,
        "peak_was": f.peak_gb or 0.0, "res_was": f.resolution.upper(), "gpu": o.gpu, "min": minutes(o.seconds),
        "gpuh": gpu_hours(load, o.seconds), "cards": cards_needed(load, o.seconds), "period": period,
        "price": _money(o.gpu_hour, cur), "row": _row_name(o), "cost": _money(batch_cost(load, o), cur),
        "was": _money(batch_cost(load, pick), cur), "source": m.peak_source})]


def _tts_live(m: TTSModel, sized: TTSModel, live: tuple[float | None, float | None, float | None],
              said: list[str], gpus: dict[str, Any], rows: list[Any], cur: str, usd_cny: float,
              fx: dict[str, float], before: tuple[str, float] | None = None,
              day_hours: float | None = None) -> list[Msg]:
    """A live TTS load (thread_live) sized and priced 24/7 (tools.generated_media.live_speech): the audio-seconds a
    second, the cards' busy time on the priced card, the cards at LIVE_TTS_UTILISATION and their month; a growth
    said (growth_said) is a second figure. No length said: TTS_ASSUMED_ITEM_MINUTES each, said; a model with no RTF of
    its own is sized on `sized`'s, said with how to measure its own. Streams that are phone calls (`duty`, the bot's
    speaking share, tools.voice.TALK_SHARE) are sized at that duty, said with the cards every call spoken end to end
    would take (the saving)."""
    from tools.schedule import month_hours

    rate, each, streams = live
    hours = month_hours(day_hours)  # the lines' hours a day said (每天打10个小时): 10 × 30.4 = 304 h, else 730 h
    out: list[Msg] = []
    if rate is not None and each is None:
        each = seconds_of(TTS_ASSUMED_ITEM_MINUTES)
        out.append(Msg(code="gen.tts.assumed_length", args={"count": rate, "minutes": TTS_ASSUMED_ITEM_MINUTES}))
    growth, duty = growth_said(said), _duty(said)
    spoken = live_audio_rate(rate, each or 0.0) if rate is not None else \
        speaking_audio_rate(streams or 0.0, duty) if duty else streams or 0.0
    cached = TTS_PRESYNTH_SHARE if any(FIXED_SCRIPT.search(t or "") for t in said) else None
    audio = synthesised_rate(spoken, cached) if cached else spoken
    # live streams share a card: sized on its throughput with several requests in flight where that is published
    # (rtf_batched), on the card the user named where it is priced (4090 / L20), else the cheapest
    cap = sized.rtf_batched or sized.rtf or 0.0
    at = _named_tts_card(cap, sized.rtf_gpu or "", said, gpus, rows, cur, usd_cny, fx, sized.token_stage) or \
        tts_priced(cap, sized.rtf_gpu or "", gpus, rows, cur, usd_cny, fx, token_stage=sized.token_stage)
    target = next((ms for ms in map(first_packet_ms, said) if ms is not None), None)
    thru = live_speech(audio, at, cap, sized.rtf_gpu or "", hours)  # the cards the throughput alone needs
    at, cap, flight = _latency_sized(sized, at, cap, target, gpus)
    now = live_speech(audio, at, cap, sized.rtf_gpu or "", hours)
    whole = live_speech(streams or 0.0, at, cap, sized.rtf_gpu or "", hours) if duty and rate is None else None
    grown = live_speech(audio * growth, at, cap, sized.rtf_gpu or "", hours) if growth else None
    out.append(Msg(code="gen.tts.live", args={
        "rate": rate, "each": each, "streams": streams if rate is None else None, "audio": now.audio_rate,
        "name": sized.name, "rtf": cap, "ref_gpu": sized.rtf_gpu,
        "source": (sized.batched_source if sized.rtf_batched else sized.rtf_setup)
        + (f"; the same table, {flight} in flight: RTF {cap:g}" if flight else ""), "gpu": now.gpu,
        "on_rtf": now.rtf, "busy": now.busy, "util": LIVE_TTS_UTILISATION * 100, "cards": now.cards, "row": now.row,
        "price": _money(now.price, cur), "month": _money(now.month, cur), "hours": hours, "day": day_hours,
        "model": None if sized is m else m.name, "smaller": (m.params or 1e18) < (sized.params or 0.0),
        "duty": duty if whole is not None else None, "spoken": spoken, "cached": cached,
        "batched": sized.rtf_batched is not None, "flight": flight, "target": ms_of(target) if target else None}))
    boxes = fewer_boxes(now, rows, cur, usd_cny, fx, LIVE_FLEET_MAX, LIVE_FLEET_BAND)
    if boxes is not None:  # dozens of one-card boxes: the same cards on fewer machines for about the same money
        out.append(Msg(code="gen.tts.live_boxes", args={
            "cards": now.cards, "gpu": now.gpu, "machines": boxes.machines, "gpus": boxes.gpus, "row": boxes.row,
            "hourly": _money(boxes.hourly, cur), "more": boxes.more, "band": LIVE_FLEET_BAND, "most": LIVE_FLEET_MAX}))
    if target is not None:
        out += _first_packet(sized, at, target, audio, cur, hours, now, gpus, thru if flight else None)
    if before is not None and now.month is not None:  # the previous turn's plan, in the same money
        out.append(Msg(code="gen.tts.vs_previous", args={
            "model": before[0], "was": _money(before[1], cur), "tts": _money(now.month, cur),
            "saved": _money(month_saved(before[1], now.month), cur), "more": now.month > before[1],
            "talker": getattr(OMNI_MODELS.get(before[0]), "talker_gb", None)}))
    if whole is not None:
        out.append(Msg(code="gen.tts.duty_saved", args={
            "calls": streams, "cards": whole.cards, "gpu": whole.gpu, "month": _money(whole.month, cur),
            "now_cards": now.cards, "now_month": _money(now.month, cur), "cached": cached}))
    if grown is not None:
        out.append(Msg(code="gen.tts.live_growth", args={
            "growth": growth, "audio": grown.audio_rate, "busy": grown.busy, "cards": grown.cards, "gpu": grown.gpu,
            "month": _money(grown.month, cur)}))
    return out


# the bot's scripts said to be mostly fixed (pre-synthesised once, played from a cache): 话术大部分是固定的 / 固定話術 /
# "scripts are mostly fixed" / canned / templated
FIXED_SCRIPT = re.compile(r"(?i)(?:话术|話術|台词|台詞|文案)[^。！？\n]{0,8}(?:固定|模板)"
                          r"|固定(?:的)?(?:话术|話術|台词|台詞|开场白|開場白)"
                          r"|\b(?:scripts?|prompts?|phrases?|lines)\b[^.!?\n]{0,30}\b(?:fixed|canned|templated|the same)\b"
                          r"|\b(?:canned|templated|fixed)\s+(?:scripts?|phrases?|prompts?|lines)\b")
# a first-packet latency asked of the speech: 首包延迟200ms以内 / 首包要 200 毫秒 / first packet under 200 ms / 首包 0.2 秒
FIRST_PACKET = re.compile(r"(?i)(?:首包|首个音频包|首個音頻包|first[\s-]+(?:audio\s+)?(?:packet|chunk|audio)"
                          r"|\bttfa\b"
                          r"|time\s+to\s+first\s+(?:audio|byte))"
                          r"[^0-9。！？.\n]{0,24}(\d+(?:\.\d+)?)\s*(?:(?P<ms>ms|毫秒)|s\b|秒|seconds?)")


def first_packet_ms(text: str) -> float | None:
    """The first-packet latency a message asks of the speech, in seconds (200 ms → 0.2); None where none is asked."""
    got = FIRST_PACKET.search(text or "")
    if got is None:
        return None
    return latency_seconds(float(got.group(1)), got.group("ms") is not None)


def _named_tts_card(cap: float, ref_gpu: str, said: list[str], gpus: dict[str, Any], rows: list[Any], cur: str,
                    usd_cny: float, fx: dict[str, float], token_stage: bool = False) -> Any:
    """The card the user named for the speech ("4090还是L20"), priced at the model's RTF there (its own card's, else
    tools.generated_media.scaled_rtf): of several named, the cheapest per audio-second; None where none named is
    priced."""
    from advisor.core.extract_rules import GPU_PATTERN
    from catalog.gpus import UnknownGPU, resolve_gpu_name

    ref = gpus.get(ref_gpu)
    best: Any = None
    for t in said:
        for hit in GPU_PATTERN.finditer(t or ""):
            try:
                name = resolve_gpu_name(re.sub(r"\s+", "", hit.group(1)))
            except UnknownGPU:
                continue
            card = gpus.get(name)
            r = cap if name == ref_gpu else scaled_rtf(cap, ref, card, token_stage) \
                if ref is not None and card is not None else None
            at = tts_priced(r, name, gpus, rows, cur, usd_cny, fx, token_stage=token_stage) if r is not None else None
            if at is None or at.gpu != name:
                continue
            best = cheaper_speech(best, replace(at, scaled=name != ref_gpu))
        if best is not None:
            return best
    return best


def _latency_sized(sized: TTSModel, at: Any, cap: float, target: float | None,
                   gpus: dict[str, Any]) -> tuple[Any, float, int | None]:
    """The priced card, the RTF the cards are sized on and the requests in flight a card that sets it: a first packet
    asked that the throughput's concurrency misses sizes every plan at the most requests in flight that meet it
    (tools.generated_media.first_packet: CosyVoice2 on an RTX A4500, 500 ms: 4 in flight ≈ 605 ms misses, 2 in
    flight ≈ 347 ms meets → RTF 0.174 a card, 35 cards, not 31); else unchanged, with no flight said."""
    if target is None or at is None:
        return at, cap, None
    fp = first_packet(sized, gpus.get(sized.rtf_gpu or ""), gpus.get(at.gpu), target)
    if fp is None or fp.meets or fp.safe_rtf is None or fp.safe_flight is None:
        return at, cap, None
    return replace(at, rtf=fp.safe_rtf), dict(sized.rtf_flight)[fp.safe_flight], fp.safe_flight


def _first_packet(sized: TTSModel, at: Any, target: float, audio: float, cur: str, hours: float,
                  now: Any, gpus: dict[str, Any], thru: Any = None) -> list[Msg]:
    """A first-packet latency asked (首包 ≤ 200 ms): the first packet on the sized card at the concurrency the
    throughput sizes the cards on (tools.generated_media.first_packet) and, where it misses, the cards at the most
    requests in flight that meet it (fewer per card, so more cards). `thru`: the throughput's own fleet, where the
    lead plan is already sized for the latency (`_latency_sized`): said as the fleet that would miss it."""
    fp = first_packet(sized, gpus.get(sized.rtf_gpu or ""), gpus.get(at.gpu if at is not None else sized.rtf_gpu or ""),
                      target)
    if fp is None:
        return [Msg(code="gen.tts.first_packet_unknown", args={"name": sized.name, "target": ms_of(target)})]
    more = live_speech(audio, replace(at, rtf=fp.safe_rtf), fp.safe_rtf, fp.gpu, hours) \
        if thru is None and not fp.meets and fp.safe_rtf is not None and at is not None else None
    if thru is not None:
        return [Msg(code="gen.tts.first_packet_sized", args={
            "name": sized.name, "gpu": fp.gpu, "target": ms_of(target), "ms": ms_of(fp.seconds),
            "safe_ms": ms_of(fp.safe_seconds or 0.0), "chunk": sized.first_chunk_s, "chunk_source": sized.chunk_source,
            "k": fp.in_flight, "rtf": fp.rtf, "safe_k": fp.safe_flight, "safe_rtf": fp.safe_rtf, "cards": now.cards,
            "was_cards": thru.cards, "was_month": _money(thru.month, cur) if thru.month is not None else None})]
    return [Msg(code="gen.tts.first_packet", args={
        "name": sized.name, "gpu": fp.gpu, "target": ms_of(target), "ms": ms_of(fp.seconds),
        "safe_ms": ms_of(fp.safe_seconds) if fp.safe_seconds is not None else None, "chunk": sized.first_chunk_s,
        "chunk_source": sized.chunk_source, "k": fp.in_flight, "rtf": fp.rtf, "seconds": fp.seconds, "meets": fp.meets,
        "safe_k": fp.safe_flight, "safe_rtf": fp.safe_rtf, "safe_s": fp.safe_seconds,
        "cards": more.cards if more else now.cards, "was_cards": now.cards,
        "month": _money(more.month if more else now.month, cur), "more": more is not None})]


def _duty(said: list[str]) -> float | None:
    """The bot's speaking share (tools.voice.TALK_SHARE) when the thread's streams are phone calls (CALL_WORD), else
    None: a stream said of a broadcast or a reading plays end to end."""
    from tools.voice import TALK_SHARE

    return TALK_SHARE if any(CALL_WORD.search(t or "") for t in said) else None


# a language other than English asked of the speech (Dia-1.6B speaks English only): 中文 / 普通话 / 粤语 / Mandarin …
NON_ENGLISH_SPEECH = re.compile(r"(?i)中文|汉语|漢語|普通话|普通話|国语|國語|粤语|粵語|廣東話|广东话|台语|台語|mandarin|cantonese"
                                r"|chinese|japanese|日语|日語|korean|韩语|韓語")


def english_only(m: TTSModel, said: list[str], alt: TTSModel) -> list[Msg]:
    """An English-only model (Dia-1.6B) asked for speech in another language: said, with the alternative."""
    from advisor.core.tts_language import european_language

    if m.english_only and (lang := european_language(said)) is not None:  # "Spanish lessons too?": the card's language
        from tools.tts_languages import english_only_language_line

        return [english_only_language_line(m.name, m.licence_source, lang)]
    if not m.english_only or not any(NON_ENGLISH_SPEECH.search(t or "") for t in said):
        return []
    return [Msg(code="gen.tts.english_only", args={"name": m.name, "source": m.licence_source, "alt": alt.name})]


def tts_lines(named: TTSModel | None, said: list[str], gpus: dict[str, Any], rows: list[Any], cur: str,
              usd_cny: float, fx: dict[str, float], cheaper: bool = False, deadline_h: float | None = None,
              budget: tuple[float, str] | None = None, before: tuple[str, float] | None = None,
              market: list[Msg] | None = None, day_hours: float | None = None) -> list[Msg]:
    """The TTS answer: the licence verdict (a commercial use on non-commercial weights is ❌ with an Apache-2.0
    alternative), then the compute from a published RTF, or what to measure where none is held. `said`: the thread's
    user messages, newest first (each fact the one said last, thread_speech). The speech of a period must be made
    inside it, speech by a deadline before it: the cards at once are said (tools.generated_media.tts_cards), and more
    than a provider rents as one job (tools.offers.MAX_NODES) is said as such, never priced as one card. `budget`
    (the amount in `cur`, its period) is held against the cost over its own period (tts_budget_cost), or said
    unjudged where the two cannot be compared. `before` (the previous turn's model and month in `cur`): a live TTS
    says what it costs against that plan. Voices to clone said ("给200个主播各做一个音色") are sized as that many short
    fine-tunes (_finetune); `market`: the local platforms line, said last; `day_hours`: the live lines' hours a day."""
    m = named or TTS_MODELS[COMMERCIAL_TTS_ALTERNATIVE]
    commercial = any(COMMERCIAL.search(t or "") for t in said)
    live = thread_live(said)
    load = thread_speech(said) if live is None else None
    counted = next((got for got in (items_without_length(t) for t in said) if got is not None), None) \
        if load is None and live is None else None  # live lines: no items ("每天打10个小时" was 10 clips)
    if counted is not None:  # texts counted, no length: a provisional minute each, said with the question
        load = (items_audio_hours(counted[0], TTS_ASSUMED_ITEM_MINUTES), counted[1])
    alt = TTS_MODELS[COMMERCIAL_TTS_ALTERNATIVE]
    other = next((n for n in map(unheld_name, said) if n is not None), None)  # "with Chatterbox": named, not held
    out: list[Msg] = [] if named else [Msg(code="gen.tts.assumed", args={"name": m.name, "said": other})]
    args = {"name": m.name, "licence": m.licence, "source": m.licence_source, "alt": alt.name,
            "alt_licence": alt.licence, "alt_source": alt.licence_source, "closed": m.note == "coqui_closed"}
    out.append(Msg(code="gen.tts.licence_ok" if m.commercial else
                   "gen.tts.licence_bad" if commercial else "gen.tts.licence_nc", args=args))
    out += english_only(m, said, alt) + ([Msg(code="gen.tts.assumed_length", args={
        "count": counted[0], "minutes": TTS_ASSUMED_ITEM_MINUTES})] if counted is not None else [])
    if m.token_rate is not None:  # a speech LLM: its load is a decode rate, never another model's RTF
        return out + [_speech_llm(m, live)]
    sized = m if m.rtf is not None else next((x for x in TTS_MODELS.values() if x.rtf is not None), None)
    if live is not None and sized is not None:
        return out + _tts_live(m, sized, live, said, gpus, sla_rows(rows), cur, usd_cny, fx, before, day_hours)  # SLA rows
    if load is not None and sized is not None and sized.rtf is not None and sized.rtf_gpu is not None:
        from tools.offers import MAX_NODES

        hours, period = load
        gpuh = tts_gpu_hours(hours, sized.rtf)
        at = tts_priced(sized.rtf, sized.rtf_gpu, gpus, rows, cur, usd_cny, fx, token_stage=sized.token_stage)
        one_card = tts_gpu_hours(hours, at.rtf) if at else gpuh
        window, cards, walled = _tts_wall(one_card, PERIOD_HOURS.get(period or "") or deadline_h)
        if cards is not None and cards > MAX_NODES:
            return out + [Msg(code="media.over_machines", args={"name": m.name, "max": MAX_NODES})]
        if sized is not m:
            out.append(Msg(code="gen.tts.measure", args={"name": m.name, "hours": hours, "period": period, "other": sized.name}))
        out.append(Msg(code="gen.tts.sized", args={
            "hours": hours, "period": period, "rtf": sized.rtf, "name": sized.name, "gpu": sized.rtf_gpu,
            "setup": sized.setup, "claim": sized.claim, "gpuh": gpuh, "row": at.row if at else None,
            "price": _money(at.price, cur) if at else None,
            "cost": _money(hours_cost(tts_gpu_hours(hours, at.rtf), at.price), cur) if at else None,
            "unpriced": at is None, "on": at.gpu if at and at.scaled else None, "on_rtf": at.rtf if at else None,
            "on_gpuh": tts_gpu_hours(hours, at.rtf) if at else None,
            "ref_tf": at.ref_tflops if at else None, "tf": at.tflops if at else None, "vram": sized.vram_gb}))
        out[-1].args["idle"] = mostly_idle(one_card, window)
        if at is not None and period in PERIOD_HOURS:
            from tools.cost import recurring_costs

            out[-1].args["month"] = _money(recurring_costs(hours_cost(one_card, at.price), period)[1], cur)
        if walled or (cards is not None and (cards > 1 or period is None)) or (window is None and one_card > HOURS_PER_DAY):
            gpu_on = at.gpu if at else sized.rtf_gpu
            out.append(wall_cards_msg(walled, gpu_on, one_card) if walled else Msg(code="gen.tts.cards", args={
                "cards": cards, "gpu": at.gpu if at else sized.rtf_gpu, "gpuh": tts_gpu_hours(hours, at.rtf) if at else gpuh,
                "window": window, "deadline": period is None, "days": days_of(one_card)}))
        out += card_window_msgs(said[0] if said else "", period == "day", one_card, at.gpu, at.price, cur) if at else []
        if budget is not None and at is not None:
            held, ok = tts_budget_check(hours_cost(tts_gpu_hours(hours, at.rtf), at.price), period, budget[1],
                                        at.price, cards, budget[0])
            out.append(Msg(code="gen.tts.budget", args={
                "ok": ok, "budget": money_text(budget[0], cur), "per": budget[1], "cost": _money(held, cur),
                "period": period, "covers": tts_periods_covered(budget[0], budget[1], period, held)}))
        # another model's measured faster runtime is never offered for this one (CosyVoice2 sized on F5-TTS's RTF)
        lower = _tts_cheaper(sized if sized is m else replace(sized, rtf_fast=None), hours, period, gpus, rows, cur,
                             usd_cny, fx) if cheaper else None
        out += [lower] if lower is not None else []
        out += _recurring(said, at, cur, period) + _finetune(m, said, at, cur, bool(market)) + (market or [])
    elif load is None:
        out.append(Msg(code="gen.tts.no_load"))
    return out


def _recurring(said: list[str], at: Any, cur: str, period: str | None) -> list[Msg]:
    """The load said after a one-off backlog ("then 50 new ones a week": recurring_after), each piece as long as the
    backlog's (_each_minutes), on the card the backlog is priced on (tools.generated_media.recurring_speech); [] when
    the speech sized has a period of its own (no one-off backlog)."""
    from tools.generated_media import recurring_speech

    if period is not None:
        return []

    t = next((x for x in said if recurring_after(x) is not None), None)
    r = recurring_after(t) if t is not None else None
    each = next((m for m in map(_each_minutes, said) if m), None)
    if r is None or each is None or at is None:
        return []
    s = recurring_speech(r[0], each, at.rtf, at.price, r[1])
    return [Msg(code="gen.tts.recurring", args={
        "count": r[0], "period": r[1], "hours": s.audio_hours, "minutes": s.minutes, "gpu_minutes": s.gpu_minutes,
        "gpu": at.gpu, "cost": _money(s.cost, cur), "month": _money(s.month, cur), "server": _money(s.server_month, cur),
        "on_demand": s.on_demand})]


def _tts_wall(gpuh: float, window: float | None) -> tuple[float | None, int | None, Any]:
    """The speech's window, cards at once and, where no window was said, the assumed week's sizing
    (tools.wall_cards; else None, and the cards from tools.generated_media.tts_cards)."""
    walled = wall_cards(gpuh, window, None)
    if walled is not None and walled.assumed:
        return walled.wall, walled.cards, walled
    return window, tts_cards(gpuh, window), None


# "给200个签约主播各做一个音色模型", "clone 40 narrators' voices", "為 30 位主播訓練音色": the voices to fine-tune (never
# "100 voice clips a day": clips in a voice)
VOICES = re.compile(r"(?i)(\d[\d,]*)\s*(?:个|個|位|名)?\s*(?:签约|簽約|合作)?\s*(?:主播|配音员|配音員|播音员|播音員|"
                    r"声优|聲優|音色|说话人|說話人|讲者|講者)|(\d[\d,]*)\s+(?:\w+\s+)?(?:narrators?|speakers?|voices?|"
                    r"voice actors?|hosts?|presenters?)\b"
                    # "100 voice clips a day", "50 voice messages": things said in a voice, never voices to clone
                    r"(?![\s-]+(?:clips?|messages?|notes?|memos?|calls?|recordings?|files?|lines?|prompts?|overs?|mails?"
                    r"|samples?|segments?|snippets?|responses?|replies|outputs?|assistants?|agents?|bots?|channels?"
                    r"|streams?|minutes?|hours?|seconds?|commands?|queries|requests?|chats?)\b)")


def voices_said(said: list[str]) -> int | None:
    """The count of voices to clone the thread said last (VOICES); None when none is said."""
    for t in said:
        hit = VOICES.search(t or "")
        if hit:
            return int((hit.group(1) or hit.group(2)).replace(",", ""))
    return None


def _finetune(m: TTSModel, said: list[str], at: Any, cur: str, mainland: bool = False) -> list[Msg]:
    """The per-voice fine-tunes said as N short jobs on one card each (tools.generated_media.VOICE_FINETUNE_MINUTES),
    priced on the inference card's row; for a model with no per-voice time held, what to time."""
    from tools.generated_media import VOICE_FINETUNE_MINUTES, VOICE_FINETUNE_SOURCE, voice_finetune_hours

    n = voices_said(said)
    if n is None:
        return []
    minutes = VOICE_FINETUNE_MINUTES.get(m.name)
    if minutes is None:
        return [Msg(code="gen.tts.clone_unsized", args={"name": m.name, "voices": n})]
    hours = voice_finetune_hours(n, minutes)
    return [Msg(code="gen.tts.clone", args={
        "name": m.name, "voices": n, "minutes": minutes, "hours": hours, "source": VOICE_FINETUNE_SOURCE[m.name],
        "gpu": at.gpu if at else m.rtf_gpu, "cost": _money(hours_cost(hours, at.price), cur) if at else None,
        "mainland": mainland})]


def _speech_llm(m: TTSModel, live: tuple[float | None, float | None, float | None] | None) -> Msg:
    """A speech LLM (Orpheus-3B: an LLM writing codec tokens) said as what it is: the decode rate each real-time stream
    needs (its token rate, tools.generated_media) and, with streams said, the total (llm_tts_decode_rate); sized as
    LLM decode on a pilot, never on another TTS model's RTF."""
    from tools.generated_media import llm_tts_decode_rate

    streams = live[2] if live is not None else None
    return Msg(code="gen.tts.speech_llm", args={
        "name": m.name, "backbone": m.backbone, "rate": m.token_rate, "source": m.rate_source, "streams": streams,
        "total": llm_tts_decode_rate(streams, m.token_rate or 0.0) if streams else None})


def thread_kind(said: list[str]) -> str | None:
    """"video" or "tts" for a thread (`said`: its user messages, newest first) whose latest media message is one."""
    for t in said:
        if is_video(t):
            return "video"
        if is_tts(t):
            return "tts"
    return None


def _named(said: list[str], kind: str) -> str | None:
    m = named_video("\n".join(said)) if kind == "video" else thread_tts(said)
    return m.name if m is not None else None


def media_changes(said: list[str], kind: str) -> list[Msg]:
    """What this follow-up changed in a video or TTS job (`said`: the thread's user messages, newest first; the one
    before it is said[1:]): each fact read both ways (thread_clips, resolution_said, thread_speech) and said where
    it moved ("720P → 1080P", "200 → 300 clips a day"), so a change is never silent and nothing else is dropped."""
    before, out = said[1:], list[Msg]()
    if not before:
        return out
    old_m, new_m = _named(before, kind), _named(said, kind)
    if old_m and new_m and old_m != new_m:
        out.append(Msg(code="gen.followup.model", args={"old": old_m, "new": new_m}))
    if kind == "video":
        (c0, p0), (c1, p1) = thread_clips(before), thread_clips(said)
        if c1 and (c0, p0) != (c1, p1):
            out.append(Msg(code="gen.followup.clips", args={"old": c0, "old_period": p0, "new": c1, "period": p1}))
        l0, l1 = clip_length_said("\n".join(before)), clip_length_said("\n".join(said))
        if l1 and l0 != l1:
            out.append(Msg(code="gen.followup.length", args={"old": l0, "new": l1}))
        r0 = resolution_said("\n".join(before)) or DEFAULT_RESOLUTION
        r1 = resolution_said("\n".join(said)) or DEFAULT_RESOLUTION
        if r0 != r1:
            out.append(Msg(code="gen.followup.res", args={"old": r0.upper(), "new": r1.upper()}))
        return out
    h0, h1 = thread_speech(before), thread_speech(said)
    if h1 and h0 != h1:
        out.append(Msg(code="gen.followup.hours", args={"old": h0[0] if h0 else None, "old_period": h0[1] if h0 else None,
                                                        "new": h1[0], "period": h1[1]}))
    return out


def render(lines: list[Msg], lang: str) -> str:
    head, *rest = lines
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)


def user_places(w: Workload) -> tuple[str, ...]:
    """Where the user is (Workload.located) or keeps the work (Workload.regions: "our studio is in Paris" is read as
    one), as regions.csv tags with the wider places that hold each (`within`): Paris → fr, eu, eea, europe."""
    from catalog.places import gazetteer

    g = gazetteer()
    found = [g.place(t) for t in (w.located or []) + (w.regions or [])]
    return tuple(x for r in found if r is not None for x in (r.tag, *r.within))


def default_video() -> VideoModel:
    return VIDEO_MODELS[DEFAULT_VIDEO]
