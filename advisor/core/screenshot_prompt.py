"""A GUI agent's screenshots are image tokens: each step of a vision-language model that drives a screen ("UI-TARS …
each step one 1920x1080 screenshot", 每步一张截图) reads one screenshot, so its prompt is that screenshot's visual tokens
at the processor's default resolution plus the instruction (tools.vlm_image.vlm_prompt), never a 161-token text
prompt. Read only for a held VLM whose image processor tools.vlm_image knows, when no prompt length was read; an
unstated screenshot size is the assumed image side (tools.dataset.VLM_ASSUMED_IMAGE_SIDE), said and applied as the
other assumptions are."""

from __future__ import annotations

import re
from typing import Any

SCREENSHOT = re.compile(r"(?i)\bscreen[\s-]?shots?\b|\bscreen\s+(?:captures?|grabs?)\b|截图|截圖|截屏|屏幕画面|螢幕畫面|"
                        r"螢幕截圖|屏幕截图")


def read_screenshot_prompt(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """The prompt of a step that reads one screenshot, said in a note; nothing when no screenshot is said, the model is
    no held VLM with a known image processor, or a prompt length was already read."""
    from advisor.core.extract_stated import IMAGE_SIZE
    from catalog import registry
    from tools.dataset import VLM_ASSUMED_IMAGE_SIDE
    from tools.load import SHAREGPT_PROMPT_TOKENS
    from tools.schema import Msg
    from tools.vlm_image import vlm_prompt

    f = ctx.fields
    model = f.get("model")
    if not model or f.get("prompt_tokens") or f.get("image_tokens") or not SCREENSHOT.search(t or ""):
        return {}, []
    if f.get("task") not in (None, "inference") or f.get("batch_requests"):
        return {}, []  # a fine-tune on screenshots or a counted batch of them: the data set's and batch's readers
    try:
        if not registry.get(model).vision_tower:
            return {}, []
    except LookupError:
        return {}, []
    m = IMAGE_SIZE.search(t)
    said = m is not None and m.group(1) is not None
    w, h = (int(m.group(1)), int(m.group(2))) if said and m is not None else (VLM_ASSUMED_IMAGE_SIDE,) * 2
    p = vlm_prompt(model, w, h, 1, SHAREGPT_PROMPT_TOKENS)
    if p is None:
        return {}, []
    # the processor's default resolution (a GUI agent reads the screen whole; its max_pixels cap is no default)
    msg = Msg(code="reader.screenshot_prompt", args={"model": model, "w": w, "h": h, "vis": p.image.tokens,
                                                     "text": SHAREGPT_PROMPT_TOKENS, "prompt": p.default_prompt,
                                                     "source": p.image.source, "assumed": not said})
    ctx.out.said(msg)
    sized = {"prompt_tokens": p.default_prompt, "image_tokens": p.image.tokens}
    if said:
        return sized, []
    ctx.out.assumed.update(sized)
    return {}, []
