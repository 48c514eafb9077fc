"""Music generation (ACE-Step), real-time lip-sync (MuseTalk) and portrait animation (LivePortrait) questions: the
model read as its own family — never a chat LLM, never a TTS model in its place — and the load read from the words
(songs × minutes, a peak window; live rooms × hours a day; clips × seconds), then tools.gen_families' figures
rendered with the throughput assumed and its source. The arithmetic is in tools/; this module reads and words."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.audio_items_read import audio_items_said
from advisor.core.generated_media import _NUM, _amount, clip_length_said, clips_said, period_said
from advisor.core.magnitudes import LEN_MAG
from advisor.core.video_each_length_read import each_length_said
from tools.gen_families import (
    ACE_STEP_15_CLAIM,
    HUNYUAN_IMAGE_EXCLUDED,
    INSIGHTFACE_SOURCE,
    MODELS,
    PEAK_WINDOW_SHARE,
    PIPELINE_FACTOR,
    STREAM_FPS,
    CardPick,
    FamilyModel,
    batch_plan,
    budget_fit,
    image_pick,
    item_load,
    item_plan,
    measured_pick,
    priced_pick,
    seconds_an_image,
    slowest_music_ratio,
    steps_60_factor,
    stream_budget_cards,
    stream_plan,
    streams_per_card,
)
from tools.schema import Msg
from tools.wording import money_text

NAMES = (("ace-step", r"(?i)ace[\s_-]?step"), ("stable-audio-open", r"(?i)stable[\s_-]?audio(?![\s_-]?(?:2|3))"),
         ("musicgen", r"(?i)(?<![a-z0-9])music[\s_-]?gen(?![a-z])"), ("musetalk", r"(?i)muse[\s_-]?talk"),
         ("liveportrait", r"(?i)live[\s_-]?portrait"),
         # YuE as its makers write it (a lower-case "yue" alone is Whisper's Cantonese code: only with its repo or stage)
         ("yue", r"(?<![A-Za-z0-9])(?:YuE|YUE)(?![A-Za-z])|(?i:m-a-p/yue|(?<![a-z0-9])yue[\s_-]?s[12](?![a-z0-9]))"))
# a MusicGen size: musicgen-large, MusicGen small, facebook/musicgen-melody, MusicGen大模型 is no size (large assumed)
MUSICGEN_SIZE = re.compile(r"(?i)(?<![a-z0-9])music[\s_-]?gen[\s_-]?(small|medium|large|melody)(?![a-z])")
# songs generated: "2,000 songs", 1000首歌, 生成歌曲 (an unheld model named beside them is a music generator)
SONG_WORDS = re.compile(r"(?i)(?<![a-z])songs?(?![a-z])|首歌|歌曲|写歌|寫歌")
# songs made, never songs processed (separating vocals, tagging, transcribing lyrics: another job with its own model)
MAKE_WORDS = re.compile(r"(?i)generat|compos|\b(?:make|makes|making|create|creating|produce|producing|write|writing)\b"
                        r"|生成|创作|創作|作曲|写歌|寫歌|做歌|做[^，。,;；]{0,8}首|产出|產出")
# lip-sync said with no model: sized on MuseTalk, said as an assumption
LIPSYNC_WORDS = re.compile(r"(?i)lip[\s-]?sync|对口型|對口型|口型同步|对嘴型|對嘴型|唇形同步"
                           # a presenter voicing videos (口播), a talking head, a digital human said beside videos
                           # (口播文案 / 写口播 is a script to write: a text job)
                           r"|(?<!写)(?<!寫)口播(?!\s*(?:文案|稿|脚本|腳本|词|詞|内容|內容))|talking[\s-]?heads?|(?:数字人|數字人)(?=[^。\n]*(?:视频|視頻|影片|直播|带货|帶貨))")


def family_model(text: str) -> tuple[FamilyModel, bool] | None:
    """(the model, whether it was named) for a music, lip-sync or portrait-animation message: the one named first,
    else MuseTalk for lip-sync words; None otherwise."""
    hits = [(m.start(), key) for key, pat in NAMES for m in [re.search(pat, text or "")] if m]
    if hits and min(hits)[1] == "musicgen":  # its size named (musicgen-small, MusicGen medium …): that LM's shape
        from tools.gen_families import musicgen

        size = MUSICGEN_SIZE.search(text or "")
        return musicgen(size.group(1).lower() if size else "large"), True
    if hits:
        return MODELS[min(hits)[1]], True
    from tools.lipsync_names import lipsync_named  # Wav2Lip, SadTalker …: the lip-sync family on MuseTalk's rate

    unheld = lipsync_named(text)
    if unheld is not None:
        return unheld, True
    # DiffRhythm, SongBloom …: a music generator not held, on ACE-Step's row
    if SONG_WORDS.search(text or "") and MAKE_WORDS.search(text or ""):
        from advisor.core.unheld_names import unheld_name
        from tools.gen_families import unheld_music

        name = unheld_name(text)
        if name is not None:
            return unheld_music(name), True
    if LIPSYNC_WORDS.search(text or ""):
        return MODELS["musetalk"], False
    return _unnamed_audio(text or "")


# music or sound made with no model named ("Generate 2,000 songs a day", 每天生成3000段音效): an audio generator, never a
# chat model's tokens; background music / BGM / 配乐 and sound effects are said with their own words
MUSIC_WORDS = re.compile(r"(?i)\bmusic\b|\bbgm\b|\bjingles?\b|\bsoundtracks?\b|音乐|音樂|配乐|配樂|背景乐|背景樂|曲子")
SOUND_ONLY = re.compile(r"(?i)sound\s+effects?|\bsfx\b|音效")
LYRICS = re.compile(r"(?i)\blyrics?\b|歌词|歌詞|填词|填詞")


def _unnamed_audio(text: str) -> tuple[FamilyModel, bool] | None:
    """A music or sound-effect generation with no model named: songs and music on ACE-Step (the family's held row
    with a published rate), sound effects on Stable Audio Open (made for short sound clips), said as the model
    assumed (fam.head's "no model named"); None when nothing is made or no audio is said."""
    if not MAKE_WORDS.search(text) or LYRICS.search(text):
        return None
    from advisor.core.extract_rules import find_model

    if find_model(text)[0] is not None:  # a language model named (lyrics, titles, playlists): its own answer
        return None
    if SONG_WORDS.search(text) or MUSIC_WORDS.search(text):
        return MODELS["ace-step"], False
    if SOUND_ONLY.search(text):
        return MODELS["stable-audio-open"], False
    return None


# a music load: 每天10万首、每首3分钟; "100k songs a day, ~3 min each"
SONGS = re.compile(_NUM + r"\s*(?:首|(?:songs?|tracks?)\b)")
# a length in digits or in Chinese numerals (每首3分钟, 每首三分鐘, 每段三十秒: read, never asked again)
_LEN_NUM = r"(\d+(?:\.\d+)?|[一二两兩三四五六七八九十]{1,3})"
SONG_MINUTES = re.compile(r"(?i)" + _LEN_NUM + r"\s*-?\s*(?:个|個)?\s*(?:分钟|分鐘|min(?:ute)?s?\b)")
SONG_SECONDS = re.compile(r"(?i)" + _LEN_NUM + r"\s*-?\s*(?:秒|s\b|secs?\b|seconds?\b)")
# a peak window: 晚上8-11点, 8点到11点, 8–11 pm, 7 to 10pm (its hours); a share said beside it: 占五成, 50%
WINDOW = re.compile(r"(?i)(\d{1,2})\s*(?:点|點|時|时|:00)?\s*(?:到|至|-|–|—|~|～|to)\s*(\d{1,2})\s*"
                    r"(?:点|點|時|时|pm|am|p\.m\.|:00)")
SHARE = re.compile(r"(?i)(?<![\d.])(\d{1,2}(?:\.\d+)?)\s*%"
                   r"|(?:占|佔)\s*(?:了|到)?\s*(?:约|約|大概)?\s*([一二两兩三四五六七八九])\s*成")
_TENTHS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
# live rooms at once: 30个直播间, 30路, 30 rooms, 30 live streams, 30 concurrent
ROOMS = re.compile(_NUM + r"\s*(?:个|個)?\s*(?:直播间|直播間|路|房间|房間|(?:live\s+)?(?:rooms?|streams?|channels?)\b|"
                   r"concurrent)")
# clips a day: "~20k clips a day", 每天2万条, 每日 5000 段 (a count with its day; else generated_media.clips_said)
CLIPS_A_DAY = (re.compile(r"(?i)" + _NUM + r"\s*(?:clips?|videos?|条|條|段|支)\s*(?:a|per|/|each|every)\s*day"),
               re.compile(r"(?:每天|每日|一天)\s*(?:约|約|大概|大約)?\s*" + _NUM + r"\s*(?:条|條|段|支|个|個)"))
# sound clips a day: "2,000 sound effects a day", 每天 800 个音效, 每日 300 段配乐 (a music model's items beside songs)
SOUNDS_A_DAY = (re.compile(r"(?i)" + _NUM + r"\s*(?:sound\s+effects?|sfx|effects|cues|jingles|loops|stingers|samples|clips)"
                           r"\s*(?:a|per|/|each|every)\s*day"),
                re.compile(r"(?:每天|每日|一天)\s*(?:约|約|大概|大約)?\s*" + _NUM
                           + r"\s*(?:个|個|段|条|條)?\s*(?:音效|配乐|配樂|段)"))
# songs or sound clips a month: "20,000 sound effects a month", 每月大約2萬段, 每個月 5000 首 (a day's share of them sized)
ITEMS_A_MONTH = (re.compile(r"(?i)" + _NUM + r"\s*(?:sound\s+effects?|sfx|effects|cues|jingles|loops|stingers|samples|"
                            r"clips|songs?|tracks?)\s*(?:a|per|/|each|every)\s*month"),
                 re.compile(r"(?:每月|每個月|每个月|一個月|一个月)\s*(?:约|約|大概|大約|大约|生成|做|产出|產出){0,2}\s*" + _NUM
                            + r"\s*(?:个|個|段|条|條|首)"))
# a one-off batch of music items, no period said: "~10,000 30-second background music loops", "500 tracks",
# 2万段6秒配乐, 300首歌, 5000個音效 (never the length itself: "30-second loops" holds no count)
# a deadline's span, never the batch's period: 一周内, 兩週內, 3天之内, "within a week", "in a month"
WITHIN_SPAN = re.compile(r"(?i)(?:[一二两兩三四五六七八九十\d]+|半)\s*(?:个|個)?\s*(?:周|週|星期|礼拜|禮拜|天|日|月)\s*"
                         r"(?:之内|之內|以内|以內|内|內)|\b(?:within|in|under|inside)\s+(?:a|one|\d+)\s+(?:days?|weeks?|months?)\b")
_WHOLE = r"(\d[\d,]*(?:\.\d+)?)(?![\d,]|\.\d)\s*" + LEN_MAG + "?"  # the whole number: never 3 of "30-second"
_LENGTH_NEXT = r"(?![\s-]*(?:seconds?|secs?|s\b|minutes?|mins?|秒|分钟|分鐘|分))"
BATCH_ITEMS = (re.compile(r"(?i)(?<![\w.])" + _WHOLE + _LENGTH_NEXT + r"[\s-]*(?:\d+(?:\.\d+)?[\s-]*(?:seconds?|secs?|s|"
                          r"minutes?|mins?)(?:[\s-]+long)?\s+)?(?:[a-z-]+\s+){0,3}?(?:loops?|songs?|tracks?|clips?|cues?|"
                          r"jingles?|stingers?|samples?|sound\s+effects?|sfx|pieces?|themes?)\b"),
               re.compile(_WHOLE + _LENGTH_NEXT + r"\s*(?:首|段|条|條|支|(?:个|個)(?=[^，。,;；\d]{0,6}(?:音效|配乐|配樂|"
                          r"循环|循環|loop|音乐|音樂)))"))
# sound effects or clips, not songs: the unit the items are said in
SFX_WORDS = re.compile(r"(?i)sound\s+effects?|\bsfx\b|\bclips?\b|音效|段")
HOURS_A_DAY = re.compile(r"(?i)(?:每天|每日|一天)[^，。,;；\d]{0,6}(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:小时|小時|鐘|钟|h\b)"
                         r"|(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\s*(?:a|per|/)\s*day")


# images a day: "~5000 images a day", 每天5000张, 每日 2 萬張
IMAGES_A_DAY = (re.compile(r"(?i)" + _NUM + r"\s*(?:images?|pictures?|visuals?|renders?|张|張|幅)\s*(?:a|per|/|each|"
                           r"every)\s*day"),
                re.compile(r"(?:每天|每日|一天)\s*(?:约|約|大概|大約)?\s*" + _NUM + r"\s*(?:张|張|幅)"))


def excluded_image(text: str, places: tuple[str, ...]) -> Any:
    """The named image model whose licence grants no rights where the user is (HunyuanImage-2.1 in the EU, the UK or
    South Korea: tools.named_licences' territory row), with the excluded place; None otherwise."""
    from tools.named_licences import named_licences

    where = next((t for t in HUNYUAN_IMAGE_EXCLUDED if t in places), None)
    # an IMAGE model's territory row only: the Hunyuan LLM family's row (Hunyuan-7B, -A13B) is no image job
    lic = next((x for x in named_licences(text) if x.kind == "territory" and "image" in x.model.lower()), None)
    return (lic, where) if lic is not None and where is not None else None


def wants(text: str, places: tuple[str, ...]) -> bool:
    """Is this a question this module answers (a family model named, or an image model barred where the user is)?"""
    from tools.speech_dialogue import moshi_named
    from tools.voice_conversion import vc_model

    return (family_model(text) is not None or excluded_image(text, places) is not None or vc_model(text) is not None
            or moshi_named(text))


def window_said(text: str) -> tuple[float | None, float | None]:
    """(the peak's share of the day, its window in hours): 晚上8-11点 → (None, 3); "8–11 pm, 60%" → (0.6, 3)."""
    w = WINDOW.search(text or "")
    hours = None
    if w is not None:
        a, b = int(w.group(1)), int(w.group(2))
        hours = float((b - a) % 12 or 12) if a <= 12 and b <= 12 else float((b - a) % 24)
    s = SHARE.search(text or "") if w is not None else None
    share = (float(s.group(1)) / 100 if s.group(1) else _TENTHS[s.group(2)] / 10) if s else None
    return (share if share and 0 < share < 1 else None), hours


def song_seconds(text: str) -> float | None:
    from tools.generated_media import seconds_of

    m = SONG_MINUTES.search(text or "")
    if m and _len_value(m.group(1)):
        return seconds_of(_len_value(m.group(1)) or 0.0)
    s = SONG_SECONDS.search(text or "")
    return _len_value(s.group(1)) if s else None


def _len_value(said: str) -> float | None:
    """A length's number as written: digits, or a Chinese numeral (三 → 3, 三十 → 30; extract_rules.zh_numeral)."""
    from advisor.core.extract_rules import zh_numeral

    return float(said) if said[0].isdigit() else zh_numeral(said)


def _first(rx: re.Pattern[str], text: str) -> float | None:
    m = rx.search(text or "")
    return _amount(m.group(1), m.group(2)) if m else None


def hours_a_day(text: str) -> float | None:
    m = HOURS_A_DAY.search(text or "")
    got = float(m.group(1) or m.group(2)) if m else None
    return got if got and got <= 24 else None


def _money(x: float | None, cur: str) -> str | None:
    return None if x is None else money_text(x, cur)


def _pick_args(p: CardPick | None, cur: str) -> dict[str, Any]:
    return {"gpu": p.gpu if p else None, "row": p.row if p else None, "price": _money(p.price, cur) if p else None,
            "scaled": bool(p and p.scaled)}


def territory_lines(text: str, barred: Any, gpus: dict[str, Any], rows: list[Any], cur: str, usd_cny: float,
                    fx: dict[str, float], rows_in: Any = None) -> list[Msg]:
    """The licence's excluded territory said first, then the Apache-2.0 alternative sized by seconds an image on the
    place's cheapest card — or, none priced there, the excluded territory's (`rows_in(tag)`: Ireland → the EU),
    said as such — and by the day's images when a count is said."""
    lic, where = barred
    out = [Msg(code="fam.territory", args={"name": lic.model, "licence": lic.licence, "source": lic.source,
                                           "where": where})]
    pick = image_pick(gpus, rows, cur, usd_cny, fx)
    if pick is None and rows_in is not None:
        pick = image_pick(gpus, rows_in(where), cur, usd_cny, fx)
        out += [Msg(code="fam.image_wider", args={"where": where})] if pick is not None else []
    if pick is None:
        return out + [Msg(code="fam.image_unpriced")]
    images = next((n for rx in IMAGES_A_DAY for n in [_first(rx, text)] if n), None)
    plan = item_plan(item_load(images, 1.0, None, None), pick) if images else None
    out.append(Msg(code="fam.image_alt", args={
        "secs": seconds_an_image(pick), "images": images, "gpuh": plan.gpu_hours if plan else None,
        "avg": plan.avg_cards if plan else None, "peak": plan.peak_cards if plan else None,
        "used": _money(plan.month_used, cur) if plan else None, "held": _money(plan.month_peak, cur) if plan else None,
        "ref": False, **_pick_args(pick, cur)}))
    return out


def family_lines(text: str, markets: tuple[str, ...], gpus: dict[str, Any], rows: list[Any], all_rows: list[Any],
                 cur: str, usd_cny: float, fx: dict[str, float], budget_month: float | None,
                 places: tuple[str, ...] = (), rows_in: Any = None, deadline_h: float | None = None,
                 budget_total: float | None = None) -> list[Msg] | None:
    """The answer's lines, head first; None when the text names no such model. `rows`: the rows the thread's place
    and providers keep; `all_rows`: the whole catalog (the measured card's reference price); `places`: where the
    user is (regions.csv tags with the wider places: Dublin → ie, eu); `budget_month` / `budget_total`: the stated
    budget a month or in all, in `cur`, answered in words (fam.budget)."""
    barred = excluded_image(text, places)
    if barred is not None:
        return territory_lines(text, barred, gpus, rows, cur, usd_cny, fx, rows_in)
    from tools.speech_dialogue import moshi_named

    if moshi_named(text):  # Kyutai's full-duplex dialogue model: its facts, not sized on another model's speed
        return moshi_lines(text)
    got = family_model(text)
    if got is None:  # a live voice-conversion model (RVC, Seed-VC): streams held for their hours
        from advisor.core.voice_conversion_read import vc_lines

        return vc_lines(text, hours_a_day(text), rows, cur, usd_cny, fx, "cn" in markets)
    m, named = got
    from advisor.core.extract_rules import spell_out_zh

    text = spell_out_zh(text)  # 一千首 → 1千首: a count said in Chinese numerals is read, never asked for again
    m = short_item_any_card(m, text)
    s = m.speeds[0]
    out = [Msg(code="fam.head", args={"name": m.name, "family": m.family, "said": s.said, "figure": s.figure, "gpu": s.gpu,
                                      "source": s.source, "named": named, "as_of": m.read_on, "proxy": m.proxy,
                                      "util": m.utilisation, "factor": m.overhead, **_lm_args(m)})]
    if m.key != "unheld-music":  # an unheld model's licence is said not held in its own line (fam.music_span)
        out.append(Msg(code="fam.licence", args={"name": m.name, "licence": m.licence, "source": m.licence_source}))
    out += revenue_lines(m, text, usd_cny, fx)
    if m.key == "unheld-music":  # the family's slow end beside the proxy: an autoregressive song LM like YuE
        out.append(Msg(code="fam.music_span", args={"name": m.name, "ratio": slowest_music_ratio(),
                                                    "yue": MODELS["yue"].name}))
    if m.min_gb:  # YuE's full song: its README's 80 GB, so the 24 GB card it was timed on is left out
        out.append(Msg(code="fam.min_memory", args={"name": m.name, "gb": m.min_gb, "source": s.source}))
    from advisor.core.lipsync_licence_first import licence_first  # a paid use of non-commercial weights: ⚠️ first

    out = _licence_leads(m, text, licence_first(m, text, out))
    if m.licence_note == "insightface":
        out.append(Msg(code="fam.insightface", args={"name": m.name, "source": INSIGHTFACE_SOURCE}))
    pick = priced_pick(m, gpus, rows, cur, usd_cny, fx,
                       usable=(lambda r: streams_per_card(r) >= 1) if m.family == "lipsync" else None,
                       streams=m.family == "lipsync")
    ref = measured_pick(m, gpus, rows, cur, usd_cny, fx)
    outside = ref.price is None  # not rented where the user is: the whole catalog's row, a reference from elsewhere
    if outside:
        ref = measured_pick(m, gpus, [r for r in all_rows if not r.quarantined], cur, usd_cny, fx)
    if m.family == "lipsync":
        out += _stream_lines(m, text, pick, ref, outside, cur, budget_month)
    else:
        out += _item_lines(m, text, pick, ref, outside, cur, deadline_h, (budget_month, budget_total))
    if "cn" in markets:
        out.append(Msg(code="fam.cn_label"))
        out.append(Msg(code="fam.cn_markets"))
    return out


def _lm_args(m: FamilyModel) -> dict[str, Any]:
    """An autoregressive audio LM's facts for its head line: parameters, steps a second of audio, 16-bit weights in GB
    and the clips batched (tools.gen_families.LM_BATCH); {} for any other model."""
    from tools.gen_families import LM_BATCH, lm_weights_gb
    from tools.generated_media import billions

    if m.lm is None:
        return {}
    return {"params": m.lm.params, "params_b": billions(m.lm.params), "steps": m.lm.steps_per_s,
            "weights_gb": lm_weights_gb(m.lm.params), "batch": LM_BATCH, "rows": m.lm.rows}


# conversations at once: "50 simultaneous voice conversations", 50路对话, 同时 50 个通话
CONVERSATIONS = re.compile(r"(?i)" + _NUM + r"\s*(?:simultaneous|concurrent|parallel|live)?\s*(?:voice\s+)?"
                           r"(?:conversations?|calls?|dialogues?|sessions?|users?)\b"
                           r"|" + _NUM + r"\s*(?:路|个|個)?\s*(?:对话|對話|通话|通話|会话|會話|用户|用戶)")


def moshi_lines(text: str) -> list[Msg]:
    """Kyutai Moshi named: its published facts (tools.speech_dialogue.MOSHI) and, no per-card concurrency being
    published, the pilot that measures it — never Kyutai's speech-recognition rows or a chat LLM's speed."""
    from tools.generated_media import billions
    from tools.speech_dialogue import MOSHI, step_budget_ms

    m = CONVERSATIONS.search(text or "")
    count = (_amount(m.group(1), m.group(2)) if m.group(1) else _amount(m.group(3), m.group(4))) if m else None
    args = {"name": MOSHI.name, "params": MOSHI.params, "params_b": billions(MOSHI.params), "gb": MOSHI.weights_gb,
            "hz": MOSHI.frame_hz,
            "latency": MOSHI.latency_ms, "practical": MOSHI.practical_ms, "on": MOSHI.practical_gpu,
            "licence": MOSHI.licence, "source": MOSHI.source, "as_of": MOSHI.read_on,
            "budget_ms": step_budget_ms(MOSHI), "count": count}
    return [Msg(code="fam.moshi", args=args), Msg(code="fam.moshi_pilot", args=args)]


def short_item_any_card(m: FamilyModel, text: str) -> FamilyModel:
    """A model whose long item needs a big card (YuE's full song: 80 GB) kept to it only when the item said is long:
    a 30 s or 1 min clip (up to YUE_SMALL_CARD_S, two sessions) runs on a 24 GB card as its README says."""
    from dataclasses import replace

    from tools.gen_families import YUE_SMALL_CARD_S

    each = song_seconds(text) if m.min_gb else None
    return replace(m, min_gb=0.0) if each is not None and each <= YUE_SMALL_CARD_S else m


def _licence_leads(m: FamilyModel, text: str, out: list[Msg]) -> list[Msg]:
    """A paid use said of a model whose weights are non-commercial (MusicGen's CC BY-NC, sold as a service to clients):
    its licence lines lead the answer, before the model's sizing head (a long head pushed them out of sight); `out`
    unchanged for any other use or licence."""
    from advisor.core.extract_rules import COMMERCIAL_USE, NON_COMMERCIAL_USE
    from advisor.core.lipsync_licence_first import PAID_USE
    from tools.licence import table_licence

    row = table_licence(m.name)
    t = text or ""
    if row is None or row.commercial or NON_COMMERCIAL_USE.search(t) or not (COMMERCIAL_USE.search(t) or PAID_USE.search(t)):
        return out
    if any(x.code == "lipsync.non_commercial_first" for x in out):  # licence_first already leads with its warning
        return out
    lead = [x for x in out if x.code.startswith("licence.")] + [x for x in out if x.code == "fam.licence"]
    return lead + [x for x in out if x not in lead] if lead and out and out[0] not in lead else out


def revenue_lines(m: FamilyModel, text: str, usd_cny: float, fx: dict[str, float]) -> list[Msg]:
    """A revenue-capped licence (Stable Audio Open's Stability AI Community License, free under US$1 M a year): the
    stated revenue converted to US dollars (tools.revenue_cap) and said over or under the cap, or the cap said as a
    condition when no revenue is stated; nothing for a licence with no cap."""
    if m.revenue_cap <= 0:
        from tools.licence import table_licence
        from tools.named_licences import named_licence_check

        # MusicGen's CC BY-NC row, Wav2Lip's research-only row: the non-commercial line
        row = table_licence(m.name) if m.proxy or m.gflops_frame or m.lm else None
        check = named_licence_check(row, None) if row is not None else None
        return [check.message] if check is not None else []
    from advisor.core.extract_rules import stated_revenue_usd
    from advisor.core.revenue_read import revenue_said
    from tools.revenue_cap import over_cap, revenue_usd

    said = revenue_said(text)
    usd = revenue_usd(said[0], said[1], usd_cny, fx) if said else stated_revenue_usd(text)
    over = over_cap(usd, m.revenue_cap)
    return [Msg(code="fam.revenue_if" if over is None else "fam.revenue_over" if over else "fam.revenue_under", args={
        "name": m.name, "licence": m.licence, "source": m.licence_source, "cap": m.revenue_cap, "usd": usd,
        "said": said[0] if said else None, "cur": said[1] if said else "USD", "alt": MODELS["ace-step"].name,
        "alt_licence": MODELS["ace-step"].licence})]


def _item_lines(m: FamilyModel, text: str, pick: CardPick | None, ref: CardPick, outside: bool,
                cur: str, deadline_h: float | None = None,
                budgets: tuple[float | None, float | None] = (None, None)) -> list[Msg]:
    """Songs or clips a day: output hours, GPU-hours a day, average and peak cards, the month both ways, on the
    place's cheapest card and on the measured card (a reference, labelled with its row)."""
    music = m.family == "music"
    per_day = (_first(SONGS, text) or next((n for rx in SOUNDS_A_DAY + CLIPS_A_DAY for n in [_first(rx, text)] if n),
                                           None)) \
        if music else next(
        (n for rx in CLIPS_A_DAY for n in [_first(rx, text)] if n), None) or clips_said(text)
    # a month's count ("每月大約2萬段", "每个月生成 5000 首"): a day's share of it (tools.traffic.per_day), never the
    # month's songs read as a day's
    month = next((n for rx in ITEMS_A_MONTH for n in [_first(rx, text)] if n), None) if music else None
    said = audio_items_said(text) if music and not month else None  # "2,000 30-second tracks a day", 每天生成3000段10秒音效
    month = said.items if said and said.period == "month" else month
    from tools.traffic import per_day as a_day

    per_day = a_day(month, "month") if month else a_day(said.items, said.period) if said else per_day
    each = (said.seconds if said else None) or (song_seconds(text) if music else clip_length_said(text) or each_length_said(text))
    batch = next((n for rx in BATCH_ITEMS for n in [_first(rx, text)] if n), None) \
        if music and not month and not said and period_said(WITHIN_SPAN.sub(" ", text or "")) is None else None
    if batch and each:  # a one-off batch ("10,000 30-second loops … by Friday"): sized to its total, never a day's
        return _batch_lines(m, batch, each, pick, ref, outside, cur, deadline_h, budgets)
    share, window = window_said(text)
    if not per_day or not each:
        return [Msg(code="fam.ask_items", args={"family": m.family, "count": per_day, "each": each})]
    from tools.gen_families import generated_seconds

    asked, each = each, generated_seconds(m, each)  # a fixed-window model generates its whole window a clip
    load = item_load(per_day, each, share, window)
    out: list[Msg] = []
    if each != asked:
        out.append(Msg(code="fam.window", args={"name": m.name, "window": m.window_s, "asked": asked}))
    for p in ([pick] if pick else []) + ([ref] if pick is None or pick.gpu != ref.gpu else []):
        plan = item_plan(load, p)
        out.append(Msg(code="fam.items", args={
            "family": m.family, "count": per_day, "each": each, "out_h": plan.output_hours, "rate": p.rate,
            "gpuh": plan.gpu_hours, "avg": plan.avg_cards, "peak": plan.peak_cards, "share": load.share * 100,
            "window": load.window_h, "assumed": load.assumed, "window_said": window is not None,
            "item_s": plan.item_seconds, "used": _money(plan.month_used, cur), "held": _money(plan.month_peak, cur),
            "ref": p is ref and outside, "month_count": month, "clips": bool(SFX_WORDS.search(text or "")),
            "flops": bool(m.gflops_frame), **_lm_batch_args(m, p, gpus_of(p), each), **_pick_args(p, cur)}))
        out += _budget_line(budgets[0], plan.month_used, plan.month_peak, p, plan.peak_cards, cur, out)
    if m.overhead != 1.0 and not m.gflops_frame:  # a FLOPs-sized model says its × factor in its head line
        out.append(Msg(code="fam.overhead", args={"factor": PIPELINE_FACTOR, "fps": STREAM_FPS}))
    if m.proxy:
        out.append(Msg(code="fam.proxy_pilot", args={"name": m.name, "proxy": m.proxy, "steps": m.steps}))
    elif m.lm is not None:  # an autoregressive LM's own levers and its pilot, never a diffusion model's steps
        out.append(Msg(code="fam.lm_pilot", args={"name": m.name}))
    elif music and m.key == "ace-step":  # ACE-Step's own levers (its 60-step column, ACE-Step 1.5), never YuE's
        out.append(Msg(code="fam.music_levers", args={"slow": steps_60_factor("RTX 4090"), "claim": ACE_STEP_15_CLAIM}))
    if window is not None and share is None:
        out.append(Msg(code="fam.peak_share_q", args={"share": PEAK_WINDOW_SHARE * 100, "window": window}))
    return out


def _budget_line(budget: float | None, used: float | None, held: float | None, p: CardPick, cards: int | None,
                 cur: str, said: list[Msg], *, month: bool = True) -> list[Msg]:
    """The stated budget answered in words on the first priced plan (tools.gen_families.budget_fit); nothing when no
    budget was said, the card is not priced, or a plan before this one said it already."""
    fit = budget_fit(budget, used, held)
    if fit is None or any(m.code == "fam.budget" for m in said):
        return []
    return [Msg(code="fam.budget", args={"fit": fit, "budget": _money(budget, cur), "used": _money(used, cur),
                                         "held": _money(held, cur), "gpu": p.gpu, "cards": cards, "month": month})]


def _batch_lines(m: FamilyModel, count: float, each: float, pick: CardPick | None, ref: CardPick, outside: bool,
                 cur: str, deadline_h: float | None,
                 budgets: tuple[float | None, float | None] = (None, None)) -> list[Msg]:
    """A one-off batch of songs or loops: count × seconds of audio in all, GPU-hours at the card's rate, one card's
    wall hours, the cards for a deadline said in hours and the cost (tools.gen_families.batch_plan)."""
    from tools.gen_families import generated_seconds

    asked, each = each, generated_seconds(m, each)
    out: list[Msg] = []
    if each != asked:
        out.append(Msg(code="fam.window", args={"name": m.name, "window": m.window_s, "asked": asked}))
    for p in ([pick] if pick else []) + ([ref] if pick is None or pick.gpu != ref.gpu else []):
        plan = batch_plan(count, each, p, deadline_h)
        # a one-off batch: its whole cost against a total, else against a month's budget (a batch done in a month)
        out.append(Msg(code="fam.batch", args={
            "count": count, "each": each, "out_h": plan.output_h, "rate": p.rate, "gpuh": plan.gpu_hours,
            "one_h": plan.one_card_h, "cards": plan.cards, "deadline": deadline_h, "cost": _money(plan.cost, cur),
            "ref": p is ref and outside, "flops": bool(m.gflops_frame), **_lm_batch_args(m, p, gpus_of(p), each),
            **_pick_args(p, cur)}))
        # a one-off batch: its whole cost against a total, else against a month's budget (a batch done in a month)
        b = budgets[1] if budgets[1] is not None else budgets[0]
        out += _budget_line(b, plan.cost, None, p, plan.cards, cur, out, month=budgets[1] is None)
    if m.proxy:
        out.append(Msg(code="fam.proxy_pilot", args={"name": m.name, "proxy": m.proxy, "steps": m.steps}))
    elif m.lm is not None:
        out.append(Msg(code="fam.lm_pilot", args={"name": m.name}))
    return out


def gpus_of(p: CardPick) -> Any:
    """The catalog's spec of a pick's card (None where the catalog has no such name)."""
    from catalog.gpus import all_gpus

    return all_gpus().get(p.gpu)


def _lm_batch_args(m: FamilyModel, p: CardPick, g: Any, each: float) -> dict[str, Any]:
    """An autoregressive LM's clips in one batch on the pick's card and the wall seconds that batch takes (each clip's
    steps × one step: tools.gen_families.lm_batch, lm_step_s); {} for any other model or an unknown card."""
    from tools.gen_families import lm_batch, lm_step_s

    if m.lm is None or g is None:
        return {}
    batch = lm_batch(m.lm, g)
    step = lm_step_s(m.lm, g, batch) if batch else None
    return {"lm_batch": batch, "lm_wall": each * m.lm.steps_per_s * step} if step else {}


def _stream_lines(m: FamilyModel, text: str, pick: CardPick | None, ref: CardPick, outside: bool, cur: str,
                  budget_month: float | None) -> list[Msg]:
    """Live rooms × hours a day on cards carrying ⌊frames ÷ STREAM_FPS⌋ streams each, priced; the budget held."""
    rooms = _first(ROOMS, text)
    hours = hours_a_day(text)
    if not rooms:  # a batch of videos a day ("1,200 two-minute videos a day"): clips × seconds ÷ the card's rate
        got = _item_lines(m, text, pick, ref, outside, cur)
        return got if got and got[0].code == "fam.items" else [Msg(code="fam.ask_streams")]
    out: list[Msg] = []
    for p in ([pick] if pick else []) + ([ref] if pick is None or pick.gpu != ref.gpu else []):
        plan = stream_plan(rooms, hours or 24.0, p)
        if plan is None:
            continue
        fits = (budget_month is not None and plan.month is not None and plan.month <= budget_month)
        out.append(Msg(code="fam.streams", args={
            "rooms": rooms, "hours": plan.hours_a_day, "hours_said": hours is not None, "fps": STREAM_FPS,
            "rate": p.rate, "per": plan.per_card, "cards": plan.cards, "gpuh": plan.gpu_hours,
            "month": _money(plan.month, cur), "ref": p is ref and outside,
            "budget": _money(budget_month, cur), "fits": fits,
            "afford": stream_budget_cards(budget_month, plan.hours_a_day, p.price) if budget_month and p.price else None,
            "capped": plan.capped, "flops": bool(m.gflops_frame), **_pick_args(p, cur)}))
    if any(p.cap for p in ([pick] if pick else []) + [ref]):
        from tools.gen_families import NVENC_GEFORCE_SESSIONS, NVENC_SOURCE

        out.append(Msg(code="fam.nvenc_cap", args={"cap": NVENC_GEFORCE_SESSIONS, "source": NVENC_SOURCE}))
    out.append(Msg(code="fam.stream_extras_flops", args={"factor": m.overhead}) if m.gflops_frame
               else Msg(code="fam.stream_extras"))
    return out


# a buy-or-rent of a named card for SDXL (+ ControlNet): the per-image time on that card first, then the arithmetic
CONTROLNET = re.compile(r"(?i)control[\s_-]?net")
TARGET_S = re.compile(r"(?i)(?:快过|快過|快于|快於|少于|少於|低于|低於|under|below|within|less\s+than|<|≤)\s*(\d+(?:\.\d+)?)\s*"
                      r"(?:秒|s\b|secs?\b|seconds?\b)|(\d+(?:\.\d+)?)\s*(?:秒|s\b|secs?\b|seconds?\b)\s*(?:内|內|以内|以內)")
# Hong Kong said by a district or its name (the card is bought there): 深水埗 is its electronics market
HK_WORDS = re.compile(r"(?i)香港|深水埗|旺角|hong\s*kong|sham\s*shui\s*po|(?<![a-z])hk(?![a-z])")


def target_seconds(text: str) -> float | None:
    m = TARGET_S.search(text or "")
    return float(m.group(1) or m.group(2)) if m else None


def image_buy_lines(text: str, w: Any, gpus: dict[str, Any], rows: list[Any], cur: str, usd_cny: float,
                    fx: dict[str, float], hk: bool, rows_all: list[Any] | None = None,
                    export_said: bool = False) -> list[Msg]:
    """SDXL (ControlNet said or not) on the card the user would buy: seconds an image, the target held against it,
    the team's load in cards, the export licence where the card is bought in Hong Kong, and the cheapest rented card
    that meets the target with the break-even purchase price — all before the quote is asked; [] when the message is
    no SDXL job or names no card."""
    from tools.compat import purchase_licensed
    from tools.gen_families import (
        OFFICE_HOURS_A_MONTH,
        office_break_even,
        office_load,
        office_rent_month,
        rent_meeting,
        sdxl_time,
    )
    from tools.power_tariff import price_per_kwh

    g = gpus.get(w.gpu_preference or "")
    if g is None or w.modality != "diffusion" or not re.search(r"(?i)sdxl|stable[\s_-]?diffusion[\s_-]?xl", text or ""):
        return []
    cn = bool(CONTROLNET.search(text or ""))
    t = sdxl_time(g, gpus, cn)
    if t is None:
        return []
    target = target_seconds(text)
    out = [Msg(code="fam.sdxl_time", args={"gpu": g.name, "secs": t.seconds, "compiled": t.compiled, "fewer": t.fewer,
                                           "steps": t.fewer_steps, "cn": cn, "scaled": t.scaled, "target": target})]
    if w.head_count:
        load = office_load(w.head_count, t.seconds)
        out.append(Msg(code="fam.office_load", args={"people": w.head_count, "at_once": load.at_once,
                                                     "per_min": load.per_min, "cards": load.cards, "gpu": g.name}))
    if hk and purchase_licensed(g) and not export_said:  # the reader's own export line already said it
        out.append(Msg(code="fam.hk_export", args={"gpu": g.name}))
    alt = rent_meeting(target or 5.0, gpus, rows, cur, usd_cny, fx, cn)
    elsewhere = alt is None and rows_all is not None
    if elsewhere:  # no card rented where it would be bought meets the target: the cheapest anywhere, said as such
        alt = rent_meeting(target or 5.0, gpus, rows_all or [], cur, usd_cny, fx, cn)
    if alt is not None and g.tdp_w:
        pick, at = alt
        kwh, said, basis = price_per_kwh(w, cur, usd_cny, fx)  # said, else the place's published tariff (power_tariff)
        even = office_break_even(g.tdp_w, pick.row or "", pick.price or 0.0, kwh)
        out.append(Msg(code="fam.rent_alt", args={
            "gpu": pick.gpu, "row": pick.row, "price": _money(pick.price, cur), "secs": at.seconds, "fewer": at.fewer,
            "steps": at.fewer_steps, "month": _money(office_rent_month(pick.price or 0.0), cur),
            "even": _money(even, cur), "card": g.name, "hours": OFFICE_HOURS_A_MONTH, "private": hk,
            "elsewhere": elsewhere, "target": target or 5.0, "kwh": _money(kwh, cur), "kwh_said": said, **basis}))
    return out
