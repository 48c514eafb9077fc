"""The kind of work a registry model is made for, read from its released name, so that a model offered in place of
the one asked (a longer context, advisor.core.service.longer_context) does the same work: a chat model for chat, a
code model for code, a model that reads images for images, and for a user who writes Chinese a model trained for
Chinese first (for 繁體, the Traditional-Chinese releases: Breeze, Taiwan-LLM, TAIDE).

Sources: each release's model card on huggingface.co (the name's family says its training): OS-Atlas, UI-TARS and
ShowUI are GUI-action models (screenshots in, clicks out: "OS-Atlas: A Foundation Action Model for Generalist GUI
Agents", arXiv 2410.23218; UI-TARS, arXiv 2501.12326); CodeLlama, StarCoder2, Qwen2.5-Coder, Codestral, Devstral and
Kimi-Dev are code models (their cards: code completion / software engineering); Qwen2.5-Math is "for solving math
problems" (its card); Llama-Guard is a safety classifier; Baichuan-M2 and MedGemma are medical; Breeze-7B
(MediaTek-Research, "Traditional Chinese"), Taiwan-LLM / Llama-3-Taiwan (yentinglin, "Traditional Mandarin") and TAIDE
(Taiwan's NSTC) are tuned for 繁體; Qwen, GLM / ChatGLM, Yi, InternLM, Baichuan, DeepSeek, ERNIE, Hunyuan, Kimi,
MiniMax and Seed-OSS are trained with Chinese as a main language (their cards)."""

from __future__ import annotations

import re

GUI_AGENT = re.compile(r"(?i)ui-tars|os-atlas|showui")
SEES = re.compile(r"(?i)vl\b|-vl|internvl|llava|pixtral|minicpm-v|glm-4v|glm-4\.\dv|cogvlm|vision|omni|medgemma-4b"
                  r"|gemma-3-(?:4|12|27)b|llama-4|mistral-small-3\.1")
CODE = re.compile(r"(?i)coder|codestral|devstral|kimi-dev|codellama|starcoder")
MATH = re.compile(r"(?i)math")
GUARD = re.compile(r"(?i)guard")
MEDICAL = re.compile(r"(?i)baichuan-m\d|medgemma|meditron")
# released to read images with text as the main work (the general models that also see: Gemma-3, Llama-4 are "chat")
VISION = re.compile(r"(?i)vl\b|-vl|internvl|llava|pixtral|minicpm-v|glm-4v|glm-4\.\dv|cogvlm|vision|omni")

TRADITIONAL = re.compile(r"(?i)breeze|taiwan|taide")
CHINESE = re.compile(r"(?i)qwen|qwq|glm|yi-|internlm|baichuan|deepseek|ernie|hunyuan|kimi|minimax|seed-oss|breeze|taiwan"
                     r"|taide")


def model_kind(name: str) -> str:
    """The work a release is made for, by its name: "gui_agent", "code", "math", "guard", "medical", "vision" or "chat".
    By hand: OS-Atlas-7B → gui_agent; CodeLlama-13B → code; Qwen2.5-VL-7B → vision; Gemma-3-27B (a chat model that
    also sees) → chat; Breeze-7B → chat."""
    for kind, pattern in (("gui_agent", GUI_AGENT), ("code", CODE), ("math", MATH), ("guard", GUARD),
                          ("medical", MEDICAL), ("vision", VISION)):
        if pattern.search(name):
            return kind
    return "chat"


def fits_kind(asked: str, candidate: str, asked_sees: bool = False) -> bool:
    """Whether `candidate` does the work `asked` is made for: a chat model is replaced by a chat model (never a GUI
    agent, a code, maths, safety or medical model, nor an image-first one whose towers the text work would pay for);
    a model that reads images by one that reads images (never a GUI agent unless one was asked); a domain model (code,
    maths, medicine) by one of its domain or a general chat model; a GUI agent by a GUI agent or an image reader.
    `asked_sees`: the asked model has a vision tower. By hand: Breeze-7B → OS-Atlas-7B no, Qwen2.5-7B yes;
    OLMo-2-13B → CodeLlama-13B no, Phi-4 yes; Llama-3.2-11B-Vision → Qwen2.5-VL-7B yes, Mistral-Nemo-12B no."""
    a, c = model_kind(asked), model_kind(candidate)
    if a == "gui_agent":
        return c in ("gui_agent", "vision")
    if c == "gui_agent":
        return False
    if a == "vision" or asked_sees:
        return bool(SEES.search(candidate))
    if a in ("code", "math", "medical", "guard"):
        return c in (a, "chat") if a != "guard" else c == a
    return c == "chat"


def language_rank(name: str, language: str | None) -> int:
    """0 for a release trained for the user's written script, 1 for one trained for the other Chinese script, 2 for a
    model not trained with Chinese as a main language; for English or no language, every model is 0. By hand: zh-Hant,
    Breeze-7B → 0, Qwen2.5-7B → 1, Mistral-7B → 2; zh, Qwen2.5-7B → 0, Breeze-7B → 1, Mistral-7B → 2."""
    if language not in ("zh", "zh-Hant"):
        return 0
    if not CHINESE.search(name):
        return 2
    return 0 if bool(TRADITIONAL.search(name)) == (language == "zh-Hant") else 1
