"""Reading cameras watched by a vision-language model ("300個鏡頭每10秒抽一張圖", "300 CCTV cameras, a frame every
10 s"): the frames a second are the VLM's requests a second (tools.camera), each a frame's visual tokens plus an
instruction in, a short verdict out. Read before the counts of data sets and users, which took "300 cameras" as 300
images or one user."""

from __future__ import annotations

import re

from advisor.core.messages import word
from tools.schema import Msg

# a count of cameras: "300 cameras", "300 CCTV cameras", "300个摄像头", "300個鏡頭", "300路监控" (the text is folded to
# Simplified before the readers run; the Traditional spellings are kept for direct calls)
# with up to two words of where or what between ("400 site cameras", "250 store CCTV cameras", 300个工地摄像头: "400 site
# cameras, one frame every 2 s" was read as one chat user); never a size's count ("-7B 看商场监控" is no 7 cameras) nor a
# count of pictures ("4万张门店监控截图" is 40,000 screenshots, no 4 cameras)
CAMERAS = re.compile(r"(?i)(?<![\d.])(\d[\d,]*)(?![a-z])\s*(?:(?:个|個|路|台|支|部)\s*)?(?:(?:cctv|ip|security|surveillance)\s+)?"
                     r"(?:(?!(?:every|each|per|of|with|and|or|to|from|in|on|at)\b)[a-z][a-z'-]*\s+){0,2}"
                     r"(?:(?:cctv|ip|security|surveillance)\s+)?(?:(?:(?!万|萬|亿|億|千|张|張|幅)[\u4e00-\u9fff]){1,4}?(?=摄像|攝像|摄影机|攝影機|镜头|鏡頭|监控|監控))?"
                     r"(?:cameras?|cams?\b|camera\s+feeds?|video\s+feeds?|摄像头|攝像頭|摄像机|攝像機|摄影机|攝影機|镜头|鏡頭|监控(?:摄像头|镜头)?|"
                     r"監控(?:攝像頭|鏡頭)?|枪机|槍機|球机|球機)")
# the sampling interval: "every 10 s", "one frame every 10 seconds", "每10秒", "每 5 秒抽一张", "every 2 minutes", 每分钟
# ("every second" alone is one second; "every  seconds", a figure blanked as not read, is no interval)
INTERVAL = re.compile(r"(?i)\bevery\s+(?:(\d+(?:\.\d+)?)\s*(s|secs?|seconds?|mins?|minutes?)|(?:a\s)?(sec(?:ond)?|min(?:ute)?))\b"
                      r"|每(?:\s*(?:隔\s*)?(\d+(?:\.\d+)?)\s*(?:个|個)?\s*|隔?(?:一\s*)?(?:个|個)?)(秒|秒钟|秒鐘|分钟|分鐘|分)")
# frames a second per camera: "1 fps", "2 frames per second", 每秒1帧
FPS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:fps|frames?\s*(?:per|/|a)\s*s(?:ec(?:ond)?)?)\b"
                 r"|每秒\s*(\d+(?:\.\d+)?)\s*(?:帧|幀|张|張)")


def _interval_s(t: str) -> float | None:
    """Seconds between a camera's frames as stated (INTERVAL; FPS as its inverse), or None."""
    m = INTERVAL.search(t)
    if m is not None:
        n = float(m.group(1) or m.group(4) or 1)
        unit = (m.group(2) or m.group(3) or m.group(5) or "").lower()
        return n * (60 if unit.startswith(("m", "分")) else 1)
    from tools.camera import interval_from_fps

    f = FPS.search(t)
    return interval_from_fps(float(f.group(1) or f.group(2))) if f else None


# places that each send a photo at a stated interval ("2000家门店，每家每分钟拍一张货架照片", "500 stores each send one shelf
# photo every minute", 300間分店每5分鐘影一張相): the places are the cameras, each photo a request (was read as a data set of
# one image and one chat user). A photo word and an interval are both needed: "2000家门店" alone is no load
SITES = re.compile(r"(?i)(?<![\d.])(\d[\d,]*)(?![a-z])\s*(?:(?:家|个|個|间|間|所)\s*)?"
                   r"(?:(?!万|萬|亿|億|千|张|張)[\u4e00-\u9fff]){0,4}?(?:门店|門店|门市|門市|店铺|店鋪|分店|网点|網點|分行|药店|藥店|药局|藥局"
                   r"|药房|藥房|超市|便利店|仓库|倉庫|站点|站點|工地)"
                   r"|(?<![\d.])(\d[\d,]*)\s+(?:(?!(?:every|each|per|of|with|and|or|to|from|in|on|at)\b)[a-z][a-z'-]*\s+){0,2}"
                   r"(?:stores|shops|outlets|branches|sites|locations|warehouses|pharmacies|supermarkets|restaurants)\b")
PHOTO = re.compile(r"(?i)\b(?:photos?|pictures?|images?|snapshots?|shots?)\b|照片|相片|图片|圖片"
                   r"|(?:拍|影|影咗)\s*(?:一|1)\s*(?:张|張)|(?:一|1)\s*(?:张|張)\s*(?:图|圖|相)")


def site_load(t: str) -> tuple[int, float, tuple[int, int]] | None:
    """Places that each send a photo at a stated interval (SITES, PHOTO, INTERVAL): (places, seconds between each one's
    photos, the places' span), else None."""
    m = SITES.search(t or "")
    if m is None or not PHOTO.search(t) or INTERVAL.search(t) is None:
        return None
    n = int((m.group(1) or m.group(2)).replace(",", ""))
    every = _interval_s(t)
    return (n, every, m.span()) if n >= 2 and every else None


# recorded footage, not live feeds ("看录像", "last month's recordings"): no stream to sample, so no interval assumed
RECORDED = re.compile(r"(?i)\brecord(?:ings?|ed)\b|\bfootage\b|\barchives?\b|录像|錄像|回放|历史视频|歷史視頻")


def camera_load(t: str, assume: bool = False) -> tuple[int, float, tuple[int, int]] | None:
    """The cameras and the seconds between each one's frames a message states, with the cameras' span; with cameras
    but no interval said, tools.camera.CAMERA_ASSUMED_INTERVAL_S when `assume` (camera_frames says it is assumed),
    else None; None without cameras."""
    from tools.camera import CAMERA_ASSUMED_INTERVAL_S

    m = CAMERAS.search(t or "")
    if m is None:
        return None
    interval = _interval_s(t or "") or (CAMERA_ASSUMED_INTERVAL_S if assume else None)
    if not interval:
        return None
    n = int(m.group(1).replace(",", ""))
    return (n, interval, m.span()) if n >= 1 else None


def camera_frames(t: str, thread_model: str | None, vlm: re.Pattern[str]) -> tuple[dict, list[tuple[int, int]],
                                                                                tuple[str, str] | None]:
    """A named VLM (`vlm`: advisor.core.extract_rules.VLM_NAMED) watching cameras at a stated sampling interval: an
    inference service at cameras ÷ interval requests a second (tools.camera.frames_per_s), each a frame's visual
    tokens plus an instruction (tools.camera.frame_prompt_tokens; the frame's size as stated, else the VLM's assumed
    size) and a short verdict out (the context is the two: tools.load.request_shape reads the room after the prompt as
    the answer), with the note (en, zh) that says it and the sampling lever; a follow-up naming no VLM and no size
    (the thread's model is one) changes the rate alone; nothing otherwise."""
    from advisor.core.extract_stated import image_size
    from tools.camera import CAMERA_PROMPT_TOKENS, CAMERA_VERDICT_TOKENS, frame_prompt_tokens, frames_per_s
    from tools.dataset import VLM_ASSUMED_IMAGE_SIDE, vlm_image_tokens, vlm_token_side

    named = vlm.search(t or "")
    load = camera_load(t, assume=not RECORDED.search(t or "")) if named or vlm.search(thread_model or "") else None
    if load is None and named:
        return _site_photos(t)
    if load is None:
        return {}, [], None
    cams, every, span = load
    size = image_size(t)
    said = _interval_s(t or "") is not None
    if size is None and not named and not said:  # "1,000 cameras?" alone: the thread's interval, not an assumed one
        return {}, [], None
    if size is None and not named:  # a follow-up ("1,000 cameras, every 5 s?"): the thread's frames keep their size
        rate = frames_per_s(cams, every)
        msg = Msg(code="camera_read.rate", args={"cams": cams, "every": every, "rate": rate})
        return {"task": "inference", "target_requests_per_s": rate}, [span], (word(msg, "en"), word(msg, "zh"))
    w, h = size or (VLM_ASSUMED_IMAGE_SIDE, VLM_ASSUMED_IMAGE_SIDE)
    vis = vlm_image_tokens(w, h, vlm_token_side(t))
    prompt = frame_prompt_tokens(vis)
    rate = frames_per_s(cams, every)
    msg = Msg(code="camera_read.frames", args={
        "cams": cams, "every": every, "rate": rate, "prompt": prompt, "vis": vis, "instr": CAMERA_PROMPT_TOKENS,
        "out": CAMERA_VERDICT_TOKENS, "twice": every * 2,
        "assumed": None if said else Msg(code="camera_read.interval_assumed", args={})})
    from advisor.core.alert_limit_read import alert_limit_s  # "alert within 4 s": each verdict's limit

    alert = alert_limit_s(t or "")
    return ({"task": "inference", "target_requests_per_s": rate, "prompt_tokens": prompt, "image_tokens": vis,
             "seq_len": prompt + CAMERA_VERDICT_TOKENS,  # the room left after the prompt is the verdict
             **({"target_answer_s": alert} if alert else {})},
            [span], (word(msg, "en"), word(msg, "zh")))


def _site_photos(t: str) -> tuple[dict, list[tuple[int, int]], tuple[str, str] | None]:
    """Places each sending a photo at a stated interval to a named VLM (site_load): requests a second = places ÷
    interval (tools.camera.frames_per_s), each the photo's visual tokens plus an instruction in and a short answer out,
    as camera_frames sizes a frame, with the note (en, zh); nothing otherwise."""
    from advisor.core.extract_stated import image_size
    from tools.camera import CAMERA_PROMPT_TOKENS, CAMERA_VERDICT_TOKENS, frame_prompt_tokens, frames_per_s
    from tools.dataset import VLM_ASSUMED_IMAGE_SIDE, vlm_image_tokens, vlm_token_side
    from tools.schema import Msg

    load = site_load(t)
    if load is None:
        return {}, [], None
    places, every, span = load
    w, h = image_size(t) or (VLM_ASSUMED_IMAGE_SIDE, VLM_ASSUMED_IMAGE_SIDE)
    vis = vlm_image_tokens(w, h, vlm_token_side(t))
    prompt = frame_prompt_tokens(vis)
    rate = frames_per_s(places, every)
    args = {"cams": places, "every": every, "rate": rate, "prompt": prompt, "vis": vis, "instr": CAMERA_PROMPT_TOKENS,
            "out": CAMERA_VERDICT_TOKENS, "twice": every * 2}
    note = Msg(code="reader.site_photos", args=args)
    return ({"task": "inference", "target_requests_per_s": rate, "prompt_tokens": prompt, "image_tokens": vis,
             "seq_len": prompt + CAMERA_VERDICT_TOKENS},
            # the interval is each place's pace, claimed here: never one chat user's message interval too
            [span, INTERVAL.search(t).span()],  # type: ignore[union-attr]  # site_load found it
            (note.en, note.zh))
