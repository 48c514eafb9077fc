"""Photos sent to a served vision-language model are image tokens: a request that carries a photo ("each user sends a
photo every 20 s", 每次上传一张照片, 每次傳兩張相片) is prefilled with that photo's visual tokens plus the instruction
(tools.photo_request), never sized as a 161-token text prompt. Read only for a held VLM serving requests, when no prompt
length or visual tokens were read (a screenshot, a camera frame or a page has its own reader); an unstated photo size
is the assumed 12 MP phone photo, said and applied as the other assumptions are. A held VLM whose image processor has
no rule (tools.vlm_image) is said to be sized without its photos' tokens."""

from __future__ import annotations

import re
from typing import Any

# a photo word ("a photo", 照片, 圖片), never a software image ("a docker image", "the base image", "a VM snapshot")

PHOTO = re.compile(r"(?i)(?<!docker )(?<!container )(?<!base )(?<!disk )(?<!system )(?<!vm )(?<!os )(?<!machine )"
                   r"\b(?:photos?|photographs?|pictures?|pics?|images?|snapshots?)\b|照片|相片|图片|圖片|图像|圖像|拍照"
                   r"|" + r"(?<!docker )(?<!vm )\b(?:drawings?|scans?|scanned\s+(?:pages?|documents?|forms?|drawings?)|diagrams?|"
                   r"blueprints?|schematics?)\b|图纸|圖紙|工程图|工程圖|扫描件|掃描件|扫描图|掃描圖")
# a scanned page or a drawing (not a phone photo): its unstated size is an A4 page scanned at 200 dpi, read at the
# processor's default (fine lines and small print are what the model reads; the resize is only a lever)
SCAN = re.compile(r"(?i)\b(?:drawings?|scans?|scanned|diagrams?|blueprints?|schematics?)\b|图纸|圖紙|工程图|工程圖|扫描|掃描")
# photos a request: "2 photos", "three 1024x768 pictures", 3张照片, 兩張 1920x1080 相片 (at most 8: "3,000 photos" is
# a volume, not one request's)
_COUNT = re.compile(r"(?i)(?<![\d,.])(\d|one|two|three|four|five|six|seven|eight|a\s+couple\s+of|a\s+pair\s+of|a\s+few|"
                    r"两三|兩三|[一二两兩三四五六七八])(?!\d)\s*(?:张|張|幅|份)?\s*"
                    r"(?:\d{3,4}\s*[x×*]\s*\d{3,4}\s*(?:px\b|像素|的)?\s*)?(?:scanned\s+)?(?:photos?|photographs?|pictures?|"
                    r"pics?|images?|drawings?|scans?|diagrams?|blueprints?|schematics?|pages?|照片|相片|图片|圖片|图纸|圖紙|"
                    r"扫描件|掃描件)")
# "a few" / 两三 read at the top of the range (3): the prompt and its KV are sized for the larger request
_WORDS = {"a couple of": 2, "a pair of": 2, "a few": 3, "两三": 3, "兩三": 3, "one": 1, "two": 2, "three": 3, "four": 4,
          "five": 5, "six": 6, "seven": 7, "eight": 8, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5,
          "六": 6, "七": 7, "八": 8}


# a count of photos per user per day is a volume, not one request's ("6 photos a day", 每天拍 6 张照片)
_PER_DAY = re.compile(r"(?i)^\s*(?:(?:a|per|each|every)\s+(?:day|week|month)|daily|/\s*day)|^[^,，。.;；]{0,3}(?:每天|一天|每日)")
_BEFORE_DAY = re.compile(r"(?:每天|一天|每日|每人每天)[^，。,.;；]{0,6}$")
# a photo's megapixels ("12 megapixel", "12MP", 1200万像素, 1200萬畫素) and a single side ("resized to ~1280px")
_MEGAPIXELS = re.compile(r"(?i)(?<![\d.])(\d{1,3}(?:\.\d)?)\s*-?\s*(?:mp\b|megapixels?|mega-pixels?)"
                         r"|(?<![\d.])(\d{3,4})\s*(?:万|萬)\s*(?:像素|畫素|画素)")


def photo_size(t: str) -> tuple[int, int] | None:
    """The photo size the message states: width × height; megapixels as a 4:3 frame (12 MP → 4000 × 3000,
    1200万像素 → the same); one side ("1280px", "1280 像素") as a 4:3 frame's longer side; else None."""
    from advisor.core.extract_stated import IMAGE_SIZE
    from tools.photo_request import side_frame
    from tools.vlm_image import megapixel_frame

    m = IMAGE_SIZE.search(t or "")
    if m is not None and m.group(1) is not None:
        return int(m.group(1).replace(",", "")), int(m.group(2).replace(",", ""))
    mp = _MEGAPIXELS.search(t or "")
    if mp is not None:
        return megapixel_frame(float(mp.group(1))) if mp.group(1) else megapixel_frame(int(mp.group(2)) / 100)
    if m is not None and m.group(3) is not None:
        return side_frame(int(m.group(3).replace(",", "")))
    return None


def photos_each(t: str) -> int:
    """Photos one request carries: a count of at most 8 said right before the photo word, else 1; a count said per
    day ("6 photos a day", 每天 6 张照片) is the day's volume, one photo a request."""
    m = _COUNT.search(t or "")
    if not m or _PER_DAY.search(t[m.end():]) or _BEFORE_DAY.search(t[:m.start()]):
        return 1
    word = re.sub(r"\s+", " ", m.group(1).lower())
    return int(word) if word.isdigit() and 0 < int(word) <= 8 else _WORDS.get(word, 1)


def _held_vlm(model: str) -> bool:
    from catalog import registry

    try:
        return bool(registry.get(model).vision_tower)
    except LookupError:
        return False


def read_photo_prompt(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """The prompt of a served request that carries photos, said in a note; nothing when no photo is said, the model is
    no held VLM serving requests, or a prompt length or visual tokens were already read."""
    from tools.dataset import batch_sequence
    from tools.defaults import DEFAULT_CONTEXT, serves
    from tools.load import SHAREGPT_OUTPUT_TOKENS
    from tools.photo_request import photo_request
    from tools.schema import Msg

    f = ctx.fields
    size = photo_size(t)
    # a follow-up that states the photos' size ("the app uploads the original 12 megapixel photos") re-reads the
    # thread's VLM at that size; its task is the thread's
    later = not f.get("model") and size is not None and getattr(ctx, "thread_model", None) and not f.get("task")
    model = f.get("model") or (ctx.thread_model if later else None)
    if not model or f.get("prompt_tokens") or f.get("image_tokens") or not PHOTO.search(t or ""):
        return {}, []
    if not (later or serves(f.get("task"))) or f.get("batch_requests") or not _held_vlm(model):
        return {}, []
    p = photo_request(model, size, photos_each(t), scan=SCAN.search(t) is not None)
    if p is None:
        ctx.out.said(Msg(code="reader.photo_unsized", args={"model": model}))
        return {}, []
    ctx.out.said(Msg(code="reader.photo_prompt", args={
        "model": model, "w": p.width, "h": p.height, "n": p.images, "vis": p.per_image, "default": p.default_per_image,
        "capped": p.capped, "text": p.text_tokens, "prompt": p.prompt_tokens, "source": p.source, "assumed": p.assumed,
        "scan": p.scan, "lever": p.lever_per_image if p.lever_per_image < p.per_image else 0, "ratio": p.lever_ratio,
        "cap": p.cap}))
    _past_native(ctx, model, p)
    sized: dict[str, int | None] = {"prompt_tokens": p.prompt_tokens, "image_tokens": p.image_tokens}
    if (f.get("seq_len") or 0) <= p.prompt_tokens and p.prompt_tokens >= DEFAULT_CONTEXT:  # a 12 MP photo's 15k; three
        # assumed A4 scans' 15k: the context holds the prompt and its answer, stated or assumed as the prompt is
        sized["seq_len"] = batch_sequence(p.prompt_tokens, f.get("output_tokens") or SHAREGPT_OUTPUT_TOKENS)
    if not p.assumed:
        return sized, []
    ctx.out.assumed.update(sized)
    return {}, []


def _past_native(ctx: Any, model: str, p: Any) -> None:
    """A request whose images at the processor's default pass the model's native window (tools.photo_request.native_fit):
    the two ways back in, said — the max_pixels that keeps prompt + answer inside it, or YaRN."""
    from catalog import registry
    from tools.load import SHAREGPT_OUTPUT_TOKENS
    from tools.photo_request import native_fit
    from tools.schema import Msg

    try:
        native = registry.get(model).native_context
    except LookupError:
        return
    fit = native_fit(p, native, ctx.fields.get("output_tokens") or SHAREGPT_OUTPUT_TOKENS)
    if fit is not None:
        ctx.out.said(Msg(code="reader.images_past_native" if fit.past else "reader.images_near_native", args={
            "model": model, "native": fit.native, "needed": fit.needed, "n": p.images, "per_image": fit.per_image,
            "max_pixels": fit.max_pixels, "more": fit.images}))
