"""A text model named by family and size beside pictures ("qwen2.5 72b 看图", "qwen3 8b to read screenshots",
"Qwen2-7B 識別截圖文字") is its vision-language release of that size when the registry holds one (Qwen2.5-VL-72B,
Qwen3-VL-8B, Qwen2-VL-7B; catalog/data/models.json, config.json sources there): the text model reads no pictures, so
sizing it left every image's visual tokens out of the prompt, the prefill and the KV cache. as_vl_release_text writes
the VL row's name in the name's place before the readers run, so the image readers count its visual tokens
(tools.vlm_image) as they do for "Qwen2.5-VL-72B"; the note says so. Pictures made (文生图, "generate images"), a
"text only" request and a size the VL family lacks (Qwen2.5-14B) keep the text model."""

from __future__ import annotations

import re
from collections.abc import Callable

from advisor.core.medical_images_read import MEDICAL_IMAGE
from tools.schema import Msg

# pictures the model is to read, in EN / 简体 / 繁體 (a medical image is one too); a trigger inside a longer word is
# none: 知识图谱 / 知識圖譜 (a knowledge graph) holds 识图 / 識圖
PICTURES = re.compile(r"(?i)\b(?:images?|pictures?|photos?|photographs?|screenshots?|pics|snapshots?|selfies?)\b"
                      r"|图片|圖片|照片|相片|截图|截圖|看图|看圖|图像|圖像|(?<!知)识图(?!谱|譜)|(?<!知)識圖(?!谱|譜)|拍照|拍的图"
                      r"|拍的圖|图里|圖裡|圖入面")
# pictures made, not read, or pictures ruled out: the text model stays
_NOT_READ = re.compile(r"(?i)\b(?:generat\w*|creat\w*|draw\w*|render\w*|mak\w*)\s+(?:\w+\s+){0,2}(?:images?|pictures?|photos?)"
                       r"|\btext[\s-]?to[\s-]?image|\b(?:no|without|not)\s+(?:\w+\s+)?(?:images?|pictures?|photos?|screenshots?)"
                       r"|\btext[\s-]only\b|生成(?:图片|圖片|照片|图像|圖像)|文生图|文生圖|出图|出圖|画图|畫圖"
                       # the text an OCR engine pulled out is what the LLM reads ("PaddleOCR first, then Qwen2.5-7B")
                       r"|tesseract|paddle[\s-]?ocr|easy[\s-]?ocr|\bocr\s+(?:them\s+)?(?:first|then)|先\s*ocr|ocr\s*(?:后|後|之后|之後|完)"
                       r"|纯文本|純文本|純文字|纯文字|不(?:用|需要|需)?看图|不(?:用|需要|需)?看圖|没有图|沒有圖|冇圖")
_SIZE_END = re.compile(r"(?i)[\s\-_]*(\d+(?:\.\d+)?)\s*b$")


def vl_release(model: str) -> str | None:
    """The registry's vision-language row of a text model's family and size, from its row's name or its name as said
    ("Qwen2.5-7B" → "Qwen2.5-VL-7B", "qwen2 7b" → "Qwen2-VL-7B", "Llama-3.2-11B" → "Llama-3.2-11B-Vision"); None when
    it holds none or the model reads pictures already."""
    from catalog import registry

    if re.search(r"(?i)-vl-|vision|pixtral|internvl|llava", model):
        return None
    for name in (_SIZE_END.sub(r"-VL-\1B", model), model + "-Vision"):
        if name != model and (row := registry.exact_name(registry.normalize(name))) is not None:
            return row
    return None


def as_vl_release_text(t: str, find_model: Callable[[str], tuple[str | None, tuple[int, int] | None]]
                       ) -> tuple[str, Msg | None]:
    """`t` with a text model's name written as its VL release when pictures are read, and the note; else `t`."""
    pictures = PICTURES.search(t) or MEDICAL_IMAGE.search(t)
    if pictures is None or _NOT_READ.search(t):
        return t, None
    model, span = find_model(t)
    said = t[span[0]:span[1]].strip() if span else ""
    release = vl_release(model or said) if span else None
    if release is None or span is None:
        return t, None
    note = Msg(code="reading.vl_release", args={"said": said, "model": release, "pictures": pictures.group(0),
                                                 "text": model or said})
    return t[:span[0]] + release + t[span[1]:], note
