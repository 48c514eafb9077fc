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
                   r"\b(?:photos?|photographs?|pictures?|pics?|images?|snapshots?)\b|照片|相片|图片|圖片|图像|圖像|拍照")
# photos a request: "2 photos", "three 1024x768 pictures", 3张照片, 兩張 1920x1080 相片 (at most 8: "3,000 photos" is
# a volume, not one request's)
_COUNT = re.compile(r"(?i)(?<![\d,.])(\d|one|two|three|four|five|six|seven|eight|[一二两兩三四五六七八])\s*(?:张|張|幅)?\s*"
                    r"(?:\d{3,4}\s*[x×*]\s*\d{3,4}\s*(?:px\b|像素|的)?\s*)?(?:photos?|photographs?|pictures?|pics?|images?|照片|相片|图片|圖片)")
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "一": 1, "二": 2, "两": 2,
          "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}


def photos_each(t: str) -> int:
    """Photos one request carries: a count of at most 8 said right before the photo word, else 1."""
    m = _COUNT.search(t or "")
    if not m:
        return 1
    word = m.group(1).lower()
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
    from advisor.core.extract_stated import IMAGE_SIZE
    from tools.defaults import serves
    from tools.photo_request import photo_request
    from tools.schema import Msg

    f = ctx.fields
    model = f.get("model")
    if not model or f.get("prompt_tokens") or f.get("image_tokens") or not PHOTO.search(t or ""):
        return {}, []
    if not serves(f.get("task")) or f.get("batch_requests") or not _held_vlm(model):
        return {}, []
    m = IMAGE_SIZE.search(t)
    size = (int(m.group(1)), int(m.group(2))) if m is not None and m.group(1) is not None else None
    p = photo_request(model, size, photos_each(t))
    if p is None:
        ctx.out.said(Msg(code="reader.photo_unsized", args={"model": model}))
        return {}, []
    ctx.out.said(Msg(code="reader.photo_prompt", args={
        "model": model, "w": p.width, "h": p.height, "n": p.images, "vis": p.per_image, "default": p.default_per_image,
        "capped": p.capped, "text": p.text_tokens, "prompt": p.prompt_tokens, "source": p.source, "assumed": p.assumed}))
    sized = {"prompt_tokens": p.prompt_tokens, "image_tokens": p.image_tokens}
    if not p.assumed:
        return sized, []
    ctx.out.assumed.update(sized)
    return {}, []
