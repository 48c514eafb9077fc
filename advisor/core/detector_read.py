"""Reading a named DETR-family detector (RT-DETRv2, D-FINE, RF-DETR, tools.detector_rows) and a camera fleet's frame
rate in English, 简体 and 繁體: "RT-DETRv2-L", "D-FINE X", "RF-DETR最大那个2XL"; "120 cameras at 10 fps", "200部CCTV，
每秒5格", "80路摄像头每秒8帧". The numbers the user gave are kept, never asked again."""

from __future__ import annotations

import re

from tools.detector_rows import DetectorRow, detector

_END = r"(?![A-Za-z0-9])"
# plain "RT-DETR" too: v1's R18 / R34 / R50 / R101 publish the same T4 speeds as v2's S / M / L / X (the same README)
# and its backbone said for the size ("RT-DETR-R18" = S, R34 = M*, R50 = L, R101 = X: the same README's rows)
RTDETRV2 = re.compile(r"(?i)rt[\s_-]?detr(?:[\s_-]?v2)?(?:[\s_-]?(m\*|[smlx]|r18|r34|r50|r101))?" + _END)
DFINE = re.compile(r"(?i)(?<![A-Za-z0-9])d[_-]?fine(?:[\s_-]?([nsmlx]))?" + _END)
RFDETR = re.compile(r"(?i)rf[\s_-]?detr(?:[\s_-]?(2xl|xxl|xl|[nsml]|nano|small|medium|large|base))?" + _END)
# a size named apart from the family ("RF-DETR最大那个2XL", "RF-DETR 的 XL 版")
_APART = re.compile(r"(?i)(?<![A-Za-z0-9])(2xl|xxl|xl)" + _END)
_LARGEST = re.compile(r"(?i)最大|\blargest\b|\bbiggest\b")
_WORD = {"nano": "n", "small": "s", "medium": "m", "large": "l", "base": "m", "xxl": "2xl",
         "r18": "s", "r34": "m*", "r50": "l", "r101": "x"}
# the family's default when no size is named: the middle of its table (said as the size sized)
_DEFAULT = {"rtdetrv2": "l", "dfine": "l", "rfdetr": "m"}
_LARGEST_OF = {"rtdetrv2": "x", "dfine": "x", "rfdetr": "2xl"}

_N = r"(\d[\d,]*(?:\.\d+)?)"
# up to two words between the count and the camera ("120 warehouse cameras", "80 outdoor PTZ cameras", 300路门店摄像头);
# never a multiplied count or hours of footage ("2万小时监控录影" is 20,000 hours recorded, no 2 cameras)
# never a resolution ("120部1080p CCTV" is 120 cameras, not 1,080; "4K cameras")
CAMERAS = re.compile(r"(?i)" + _N + r"(?![\d,.]|[pk](?![a-z]))\s*(?:个|個|路|台|支|部|x|×)?\s*"
                     r"(?:(?:\d{3,4}p|[248]k|4mp|\d{1,2}\s*mp)(?![a-z])\s*)?(?:ip\s*|cctv\s*|security\s*|surveillance\s*)?"
                     r"(?:(?!(?:at|on|in|of|and|with|from)\b)[a-z][a-z-]*\s+){0,2}?"
                     r"(?:(?:(?!万|萬|亿|億|千|小时|小時)[\u4e00-\u9fff]){1,3}?)?"
                     r"(?:cameras?|cams?\b|cctvs?|streams?|摄像头|攝像頭|摄像机|攝影機|镜头|鏡頭|监控|監控|闭路电视|閉路電視)")
FPS = re.compile(r"(?i)" + _N + r"\s*(?:fps|frames?\s*(?:a|per|/|each)\s*s(?:ec(?:ond)?)?)|"
                 r"每秒\s*(?:抽|取|采|採|抽取|检测|檢測)?\s*" + _N + r"\s*(?:帧|幀|格|张|張)|"
                 + _N + r"\s*(?:帧|幀|格)\s*(?:/|每)\s*秒")
# the camera's own stream rate beside the sampled one ("the cameras stream 30 fps, we detect on 5")
NATIVE = re.compile(r"(?i)(?:stream|record|native|原始|码流|碼流|录像|錄影)\D{0,12}?" + _N + r"\s*(?:fps|帧|幀|格)")

# hours of RECORDED video ("8,000 hours of CCTV footage", "2萬小時監控錄影"): a batch over stored files, never a service
# rented that long nor the job's deadline (advisor.core.footage_read; extract_rules.read_deadline_r)
_VIDEO = (r"(?:video|footage|recordings?|cctv|dashcam|dash[\s-]?cam|camera|监控|監控|行车记录仪|行車記錄器|行车记录|"
          r"行車記錄|视频|視頻|影片|录像|錄像|錄影|录影)")
FOOTAGE = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(万|萬|k|K)?\s*(?:hours?|hrs?|h|小时|小時|個小時|个小时)\s*(?:of\s+)?"
                     r"(?:[\w-]+\s+){0,2}?(?:的\s*)?" + _VIDEO)
# "YOLO" said with no version ("run YOLO over the footage"): the current Ultralytics one is sized, and said so
BARE_YOLO = re.compile(r"(?i)(?<![a-z0-9])yolo(?![a-z0-9])")
# a detection asked of the footage with no detector named ("两周内跑完5000小时监控录像检测", "detect people in CCTV")
DETECT_WORD = re.compile(r"(?i)\bdetect(?:ion|ing|s)?\b|\bobject detector\b|检测|檢測|偵測|侦测|目标识别|目標識別")


def named_detector(text: str) -> tuple[DetectorRow, bool] | None:
    """(the row, whether its size was said) of the DETR-family detector named; the family's default size when none is
    said (RT-DETRv2-L, D-FINE-L, RF-DETR-M), its largest with "最大 / largest"; None when none is named."""
    t = text or ""
    for fam, rx in (("rtdetrv2", RTDETRV2), ("dfine", DFINE), ("rfdetr", RFDETR)):
        m = rx.search(t)
        if m is None:
            continue
        size = (m.group(1) or "").lower()
        if not size and fam == "rfdetr":
            apart = _APART.search(t, m.end())
            size = apart.group(1).lower() if apart else ""
        said = bool(size)
        size = _WORD.get(size, size) or (_LARGEST_OF[fam] if _LARGEST.search(t) else _DEFAULT[fam])
        row = detector(f"{fam}-{size}") or detector(f"{fam}-{_DEFAULT[fam]}")
        return (row, said) if row is not None else None
    return None


YOLO = re.compile(r"(?i)(?<![a-z0-9])yolo[\s_-]?v?(8|11)[\s_-]?([nsmlx])?(?![a-z0-9])")


def camera_detector(text: str) -> tuple[DetectorRow, bool] | None:
    """The detector a camera fleet runs: a DETR-family one (named_detector), else YOLO11 / YOLOv8 of the size named
    (YOLOv8 timed on YOLO11's row of the same letter; m when none is said); None when neither is named."""
    det = named_detector(text)
    if det is not None:
        return det
    y = YOLO.search(text or "")
    if y is None:
        return None
    row = detector(f"yolo{'v8' if y.group(1) == '8' else '11'}{(y.group(2) or 'm').lower()}")
    return (row, bool(y.group(2))) if row is not None else None


def _num(m: re.Match[str] | None) -> float | None:
    if m is None:
        return None
    v = next((g for g in m.groups() if g), None)
    return float(v.replace(",", "")) if v else None


# the user's own proposal of cards ("we thought 2 H100s would crush it", "2张H100", "兩張 H100", "4x L4")
PROPOSED = re.compile(r"(?i)(?<![\d.,])(\d{1,3})\s*(?:x|×|张|張|块|塊|台|片|个|個)?\s*(?:nvidia\s*)?"
                      r"(h100|h200|a100|l40s|l4|a10g|a10|t4)(?:s|\s*(?:sxm|pcie))?(?![a-z0-9])")


# one card proposed with no digit ("rent an H100", "a single H100", "租張H100", "一张H100", "用單張 H100")
ONE_CARD = re.compile(r"(?i)(?:\b(?:an?|one|single)\s+(?:single\s+)?|(?:一|单|單|租|用|上)\s*(?:张|張|块|塊|片)\s*)"
                      r"(?:nvidia\s*)?(h100|h200|a100|l40s|l4|a10g|a10|t4)(?:s|\s*(?:sxm|pcie))?(?![a-z0-9])")


# cards proposed with no count ("租幾張H100", "几块A100", "a few H100s", "some H100s", "several L40S")
SOME_CARDS = re.compile(r"(?i)(?:\b(?:a\s+few|some|several|multiple)\s+|(?:几|幾)\s*(?:张|張|块|塊|片|台|个|個)\s*)"
                        r"(?:nvidia\s*)?(h100|h200|a100|l40s|l4|a10g|a10|t4)(?:s|\s*(?:sxm|pcie))?(?![a-z0-9])")


def proposed_cards(text: str) -> tuple[int, str] | None:
    """(count, card as written) of a proposal of cards in the question, None when none is said; one card said with
    no digit ("租張H100", "rent an H100") is one; cards with no count ("幾張H100", "a few H100s") are 0: the count
    that does the job is set against the plan (tools.detector_rows.camera_lines)."""
    m = PROPOSED.search(text or "")
    if m:
        return int(m.group(1)), m.group(2).upper()
    one = ONE_CARD.search(text or "")
    if one:
        return 1, one.group(1).upper()
    some = SOME_CARDS.search(text or "")
    return (0, some.group(1).upper()) if some else None


# person re-identification and people counting on cameras ("行人re-id同人流統計", "footfall counting", 客流统计): a
# person detector plus a re-ID net (tools.detector_rows PEOPLE_DETECTOR, reid_ms), never a chat LLM
# "re-identify them across stores" and 跨店识别 are re-ID as much as "person re-ID" ("count people on 50 cameras and
# re-identify them across stores" was once "outside what I do")
# re-ID's words, without flags: the modality table (extract_rules) reads a re-ID job as vision with the same words
REID_WORDS = (r"(?<![a-z])re[\s_-]?id(?:s|entification|entif(?:y|ies|ied|ying))?(?![a-z])|person\s+re[\s-]?identif|"
              r"行人重识别|行人重識別|跨镜追踪|跨鏡追蹤|跨镜头追踪|跨鏡頭追蹤|重识别|重識別|重新识别|重新識別|"
              r"跨(?:店|门店|門店|商店|镜头?|鏡頭?|摄像头|攝像頭|相机|相機)(?:识别|識別|追踪|追蹤|跟踪|跟蹤|比对|比對)")
REID = re.compile(r"(?i)" + REID_WORDS)
COUNTING = re.compile(r"(?i)people[\s-]counting|\bcount(?:s|ing)?\s+(?:the\s+)?(?:people|persons|visitors|shoppers|customers"
                      r"|pedestrians)\b|(?:people|person|visitor|footfall|foot[\s-]traffic)\s+(?:count|counting|"
                      r"tracking|analytics)|footfall|人流(?:统计|統計|计数|計數|分析)|客流(?:统计|統計|计数|計數|分析)|"
                      r"人数统计|人數統計|行人(?:检测|檢測|偵測|侦测|追踪|追蹤|跟踪)")


def people_job(text: str) -> tuple[bool, bool]:
    """(re-ID said, people counting / tracking said) of a camera fleet's job."""
    return bool(REID.search(text or "")), bool(COUNTING.search(text or ""))


def people_detector(text: str) -> tuple[DetectorRow, bool] | None:
    """The person detector of a re-ID / people-counting job on cameras with none named: PEOPLE_DETECTOR (D-FINE-S,
    said as assumed), when a camera count and such a job are said; None otherwise."""
    from tools.detector_rows import PEOPLE_DETECTOR

    row = detector(PEOPLE_DETECTOR)
    return (row, False) if row is not None and any(people_job(text)) and CAMERAS.search(text or "") else None


def camera_rate(text: str) -> tuple[float, float, float | None] | None:
    """(cameras, frames a second each, the stream's own rate when said) when both a camera count and a rate are said;
    None otherwise."""
    t = text or ""
    nat = NATIVE.search(t)
    # the sampled rate is one said apart from the stream's own ("streaming 30 fps; … on 6 fps of each" → 6)
    rates = [m for m in FPS.finditer(t) if nat is None or not nat.start() <= m.start() < nat.end()]
    cams, native = _num(CAMERAS.search(t)), _num(nat)
    fps = _num(rates[0]) if rates else native
    if not cams or not fps:
        return None
    return cams, fps, native if native and native != fps else None


def camera_rate_or_assumed(text: str) -> tuple[float, float, float | None, bool] | None:
    """camera_rate with whether the rate was said: a camera count said with no rate is detected at COUNTING_FPS (said
    as assumed: "120部1080p CCTV … 人流統計" is 120 × 5 = 600 frames/s, never "how many images a second?"); None with no
    camera count."""
    from tools.detector_rows import COUNTING_FPS

    got = camera_rate(text)
    if got is not None:
        return (*got, True)
    cams = _num(CAMERAS.search(text or ""))
    return (cams, COUNTING_FPS, None, False) if cams else None


def detector_named(text: str) -> str | None:
    """The name of the detector a message names (a DETR-family one, else YOLO11 / YOLOv8), for a second part that says
    "it" ("fine-tune RT-DETRv2 …, then run it on 120 cameras at 10 fps": the cameras run RT-DETRv2, never an LLM)."""
    got = camera_detector(text)
    return got[0].name if got is not None else None


# a day's recorded footage processed inside a daily window: "yesterday's footage overnight, must finish in 8 hours",
# 每天晚上8小时跑完前一天的录像 (the stored words, the daily words and the window's hours)
STORED = re.compile(r"(?i)yesterday|previous\s+day|day\s+before|recorded|stored|nvr|archiv|"
                    r"前一天|昨天|前一日|录像|錄像|錄影|录影|存储的|儲存的|回放")
DAILY = re.compile(r"(?i)overnight|every\s+(?:night|day)|each\s+(?:night|day)|nightly|daily|per\s+night|a\s+night|"
                   r"每天|每日|每晚|每夜|夜里|夜裡|夜间|夜間|晚上")
WINDOW_H = re.compile(r"(?i)(?:in|within|under|inside)\s+(?:an?\s+)?(\d+(?:\.\d+)?)[\s-]*(?:hours?|hrs?|h)\b|"
                      r"(\d+(?:\.\d+)?)[\s-]*(?:hours?|hrs?|h)\s+(?:window|a\s+night|each\s+night|every\s+night)|"
                      r"(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:小时|小時|钟头|鐘頭)\s*(?:内|內|之内|之內)?\s*"
                      r"(?:要|必须|必須|得)?\s*(?:跑完|做完|处理完|處理完|完成|搞定|算完)")


def daily_footage_window(text: str) -> float | None:
    """The hours of the daily window a camera fleet's stored footage must be processed in ("overnight, 8 hours",
    每天晚上8小时跑完), when stored footage, a daily word and the hours are all said; None else."""
    t = text or ""
    m = WINDOW_H.search(t) if STORED.search(t) and DAILY.search(t) else None
    g = next((x for x in (m.groups() if m else ()) if x), None)
    return float(g) if g else None


def footage_detector(text: str) -> tuple[DetectorRow, str | None] | None:
    """The detector run over stored footage and what was assumed of it: (the named one, None); bare "YOLO" → YOLO11m,
    "yolo" (the current Ultralytics release, medium: the middle of its table); detection asked with none named →
    D-FINE-S, "unnamed" (the smallest timed Apache-2.0 row, as anonymisation sizes: advisor.core.footage_read);
    None when no detection is asked."""
    got = camera_detector(text)
    if got is not None:
        return got[0], None
    t = text or ""
    fall = ("yolo11m", "yolo") if BARE_YOLO.search(t) else ("dfine-s", "unnamed") if DETECT_WORD.search(t) else None
    row = detector(fall[0]) if fall else None
    return (row, fall[1]) if row is not None and fall else None
