"""A model the user names that no table here holds ("with olmOCR", "GOT-OCR2 on 1M pages", "using Chatterbox"): the
name, so an answer sized on a held model of the same kind says "<name> is not in my registry: sized on <held model> in
its place", never "no model named" when one was named. The words live here, not in tools/ (tools hold no wording).

Two readings, both of the user's own words:
- an OCR model's name: a word that ends in or carries "OCR" glued to other letters or digits ("olmOCR", "GOT-OCR2",
  "PaddleOCR", "dots.ocr", "DeepSeek-OCR"); the bare word "OCR" names the work, not a model;
- a name after a use word ("with", "using", "via", "run", 用, 使用, 跑, 部署) or before its kind of work ("Chatterbox TTS",
  "Marigold depth"): capitalised, or carrying a digit or a hyphen ("with Chatterbox", "run Boltz-2", "用Marigold"), that
  is no card, provider, framework, format or language word and no registry row.
"""

from __future__ import annotations

import re

from advisor.core.switched_name_read import switched_name

_NAME = r"[A-Za-z][A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)*"
# a word carrying "ocr" glued to other letters or digits (never "mediocre": "ocr" before a letter is no OCR)
OCR_NAME = re.compile(r"(?i)(?<![A-Za-z0-9_.\-])(" + _NAME + r")(?![A-Za-z0-9_\-])")
_OCR_IN = re.compile(r"(?i)ocr(?![a-z])")
_BARE_OCR = re.compile(r"(?i)ocr(?:'?d|ed|ing|s)?")
# a name after a use word; the edge before a Chinese use word is the use word itself
USED_NAME = re.compile(r"(?:(?<![A-Za-z])(?:[Ww]ith|[Uu]sing|[Vv]ia|[Rr]un(?:ning)?|[Uu]se)\s+(?:the\s+)?|用|使用|跑|部署)"
                       r"\s*(" + _NAME + r")(?![A-Za-z0-9_\-])")
# a name said before its kind of work ("Chatterbox TTS for 1,000 hours", "Marigold depth on 20k photos")
NAME_BEFORE_KIND = re.compile(r"(?<![A-Za-z0-9_.\-])(" + _NAME + r")\s+(?:TTS|tts|ASR|asr|OCR|ocr|depth|voices?)\b")
# words after a use word that name no model: cards' makers, providers, frameworks, formats, languages, plain words
_NOT_MODELS = {
    "a", "an", "our", "my", "it", "this", "that", "one", "some", "any", "all", "each", "every", "them", "these", "those",
    "aws", "gcp", "azure", "runpod", "lambda", "vast", "coreweave", "modal", "hetzner", "ovh", "alibaba", "aliyun",
    "nvidia", "amd", "intel", "cuda", "rocm", "vllm", "sglang", "tgi", "tensorrt", "trt", "triton", "ollama", "docker",
    "kubernetes", "k8s", "ray", "slurm", "pytorch", "torch", "jax", "deepspeed", "fsdp", "megatron", "lora", "qlora",
    "peft", "unsloth", "axolotl", "fp8", "fp16", "bf16", "int8", "int4", "awq", "gptq", "gguf", "onnx", "python",
    "spot", "english", "chinese", "spanish", "french", "german", "japanese", "korean", "cantonese", "mandarin", "gpu",
    "gpus", "cpu", "cpus", "api", "ocr", "tts", "asr", "llm", "llms", "ai", "rag", "json", "s3", "ec2", "sagemaker",
    "bedrock", "huggingface", "hf", "transformers", "diffusers", "comfyui", "openai", "anthropic", "google", "meta",
    "the", "which", "what", "open-source", "opensource", "custom", "local", "own", "new", "best", "good", "cheap", "fast",
    "small", "large", "multilingual", "neural", "your", "their", "monocular", "metric", "relative", "batch", "live",
    "cctv", "ipc", "nvr", "dvr",  # a camera or its recorder ("200部CCTV"), never a model
}


# hosted models a team replaces ("we use GPT-4o today"): never the model to size, so never said as one held in its place
HOSTED = re.compile(r"(?i)gpt|claude|gemini|chatgpt|o[134](?:-|$)|doubao|ernie[\s-]?bot|(?:mistral|magistral)[\s-]*medium")


# a hosted model named in a message, with the word that makes it a small one (mini, nano, Haiku, Flash, 3.5, lite);
# open-weight names that share a maker's prefix (gpt-oss, GPT-2, GPT-J, GPT-NeoX, Gemma) are not matched
HOSTED_NAMED = re.compile(
    r"(?i)(?<![A-Za-z0-9_.\-])("
    r"(?:chat)?gpt[\s-]?(?:3\.5|4(?:\.\d)?o?|5(?:\.\d)?)(?:[\s-]?turbo)?(?:[\s-]?(?P<g>mini|nano))?(?![A-Za-z0-9_.])"
    r"|chatgpt(?![A-Za-z0-9_\-])"
    r"|claude(?:[\s-]*\d(?:\.\d)?)?(?:[\s-]*(?:(?P<c>haiku)|opus|sonnet))?(?:[\s-]*\d(?:\.\d)?)?(?![A-Za-z0-9_\-])"
    r"|gemini(?:[\s-]*\d(?:\.\d)?)?(?:[\s-]*(?:(?P<m>flash(?:[\s-]lite)?|nano)|pro|ultra))?(?![A-Za-z0-9_\-])"
    r"|qwen[\s-]?(?:2\.5[\s-]?)?max(?![A-Za-z0-9_\-])"
    # Mistral Medium 3 / 3.1 and Magistral Medium: served by Mistral's API, weights unpublished (on-premises copies only
    # to customers under a commercial licence; mistral.ai/news/mistral-medium-3), never the open Mistral-7B
    r"|(?:mistral|magistral)[\s-]*medium(?:[\s-]*\d(?:\.\d)?)?(?![A-Za-z0-9_\-])"
    r")"
    r"|(?P<d>豆包|doubao)(?:[\s-]*(?:(?P<dl>lite)|pro))?")
_SMALL_NAMED = ("g", "c", "m", "dl")


def hosted_name(text: str) -> tuple[str, bool] | None:
    """The hosted model the message names ("GPT-4o", "Claude 3.5 Sonnet", 豆包), as written, and whether it is a small
    one (tools.defaults.hosted_stand_in sizes its class); None when it names none."""
    m = HOSTED_NAMED.search(text or "")
    if m is None:
        return None
    small = any(m.group(g) for g in _SMALL_NAMED) or "3.5" in m.group(0) and "claude" not in m.group(0).lower()
    return m.group(0).strip(), small


def _held(name: str) -> bool:
    """The name is a registry row, a listed non-LLM, TTS or video model, a card or a currency (fx.csv: "answer in MOP",
    "in KRW"), so it is no unheld model."""
    from catalog import registry
    from catalog.gpus import UnknownGPU, resolve_gpu_name
    from catalog.places import currency_word
    from tools.non_llm import named_model

    if currency_word(name) is not None:
        return True

    try:
        registry.resolve_name(name)
        return True
    except (KeyError, LookupError, ValueError):
        pass
    try:
        resolve_gpu_name(name)
        return True
    except (UnknownGPU, KeyError, LookupError, ValueError):
        pass
    from tools.generated_media import tts_model, video_model

    return named_model(name) is not None or tts_model(name) is not None or video_model(name) is not None


# words that say a model is meant, so a plain capitalised word after a use word is read as its name ("with
# Chatterbox … narration"); without one, "using Spark" or "via Airflow" names a tool, never a model
MODEL_CONTEXT = re.compile(r"(?i)\bmodels?\b|\btts\b|text[\s-]to[\s-]speech|narrat|\bvoices?\b|\bdepth\b|ocr(?![a-z])"
                           r"|\bligands?\b|\bprotein|\bdocking\b|\bcomplexes\b|模型|语音|語音|配音|深度|配体|配體|蛋白"
                           # pictures generated ("generate 20,000 illustrations a day with Playground"), 文生图
                           r"|text[\s-]to[\s-]image|\bgenerat\w*\s+(?:[\d,.]+\s*[km]?\s+)?(?:[a-z-]+\s+)?"
                           r"(?:images|illustrations|pictures|posters)\b|文生图|文生圖|生图|生圖")


def _looks_named(word: str, text: str) -> bool:
    """Carrying a digit, a hyphen or an inner capital (how a model's own name is written), or capitalised in a message
    that says a model is meant (MODEL_CONTEXT)."""
    if any(c.isdigit() for c in word) or "-" in word or any(c.isupper() for c in word[1:]):
        return True
    return word[0].isupper() and MODEL_CONTEXT.search(text) is not None


def ocr_name(text: str) -> str | None:
    """An OCR model's own name in the message ("olmOCR", "GOT-OCR2"), else None."""
    for m in OCR_NAME.finditer(text or ""):
        word = m.group(1)
        if _OCR_IN.search(word) and not _BARE_OCR.fullmatch(word):
            return word
    return None


def unheld_name(text: str) -> str | None:
    """The model the message names that no table holds (module docstring), else None."""
    named = ocr_name(text)
    if named is not None and not _held(named):
        return named
    for m in [*USED_NAME.finditer(text or ""), *NAME_BEFORE_KIND.finditer(text or "")]:
        word = m.group(1).rstrip(".")
        plural = word[:-1] if word.endswith("s") and len(word) > 3 else word  # "with A100s": the card
        plain = word.lower() in _NOT_MODELS or HOSTED.match(word) or len(word) <= 2
        if not plain and _looks_named(word, text) and not _held(word) and not _held(plural):
            return word
    switched = switched_name(text)  # "换成 X 呢", "X 更准，换成它": the model a follow-up switches to
    if switched and switched.lower() not in _NOT_MODELS and not HOSTED.match(switched) and len(switched) > 2 \
            and not _held(switched):
        return switched
    return None
