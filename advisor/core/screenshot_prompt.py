"""A GUI agent's screenshots are image tokens: each step of a vision-language model that drives a screen ("UI-TARS …
each step one 1920x1080 screenshot", 每步一张截图) reads one screenshot, so its prompt is that screenshot's visual tokens
at the processor's default resolution plus the instruction (tools.vlm_image.vlm_prompt), never a 161-token text
prompt. Read only for a held VLM whose image processor tools.vlm_image knows, when no prompt length was read; an
unstated screenshot size is the assumed image side (tools.dataset.VLM_ASSUMED_IMAGE_SIDE), said and applied as the
other assumptions are."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.context_window_count import TEXT_TOKENS, context_text_tokens, current_plus_kept, kept_screenshots

SCREENSHOT = re.compile(r"(?i)\bscreen[\s-]?shots?\b|\bscreen\s+(?:captures?|grabs?)\b|截图|截圖|截屏|屏幕画面|螢幕畫面|"
                        r"螢幕截圖|屏幕截图")


def read_screenshot_prompt(t: str, ctx: Any, answer: int | None = None) -> tuple[dict, list[tuple[int, int]]]:
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
    text = _step_text(t, f)
    if not model or text is None or f.get("image_tokens") or not SCREENSHOT.search(t or ""):
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
    w, h = (int(m.group(1).replace(",", "")), int(m.group(2).replace(",", ""))) if said and m is not None \
        else (VLM_ASSUMED_IMAGE_SIDE,) * 2
    kept = kept_screenshots(t)
    if kept:  # "the current screenshot plus the last 4": five a step (tools.agent_steps.screenshots_a_step)
        from tools.agent_steps import screenshots_a_step

        kept = screenshots_a_step(kept, current_plus_kept(t))
    if kept and kept > 1:  # "we keep the last 3 screenshots + ~2k tokens of text in context": all in every step
        return _kept_prompt(ctx, model, (w, h), kept, context_text_tokens(t) or SHAREGPT_PROMPT_TOKENS, said)
    p = vlm_prompt(model, w, h, 1, text)
    if p is None:
        return {}, []
    # the processor's default resolution (a GUI agent reads the screen whole; its max_pixels cap is no default)
    msg = Msg(code="reader.screenshot_prompt", args={"model": model, "w": w, "h": h, "vis": p.image.tokens,
                                                     "text": text, "prompt": p.default_prompt,
                                                     "source": p.image.source, "assumed": not said})
    ctx.out.said(msg)
    sized = {"prompt_tokens": p.default_prompt, "image_tokens": p.image.tokens} | _answer(answer, f, p.default_prompt)
    if f.get("prompt_new_tokens"):  # the instruction a shared prefix: each step's new part is its screenshot
        sized["prompt_new_tokens"] = p.image.tokens
    taken = [m.span() for m in [TEXT_TOKENS.search(t)] if m]  # the instruction counted once (no shared prefix again)
    if said:
        return sized, taken
    ctx.out.assumed.update(sized)
    return {}, taken


def _step_text(t: str, f: dict) -> int | None:
    """The text tokens each step sends beside its screenshot ("+ ~1k tokens of instructions" → 1,024, else the default
    question), or None when a prompt length was said whole (then it stands). A prompt another reader set only at the
    default question (tools.load.SHAREGPT_PROMPT_TOKENS, an answer said alone) or at that default plus a stated
    instruction (a shared prefix: 1k token 的指令 → 1,024 + 161) is no stated prompt: the screenshot takes the default
    question's place, the instruction kept."""
    from tools.load import SHAREGPT_PROMPT_TOKENS

    prompt, new = f.get("prompt_tokens"), f.get("prompt_new_tokens")
    if not prompt or prompt == SHAREGPT_PROMPT_TOKENS:
        return context_text_tokens(t) or SHAREGPT_PROMPT_TOKENS
    if new == SHAREGPT_PROMPT_TOKENS and prompt > new:
        return int(prompt - new)
    return None


def _answer(said: int | None, f: dict, prompt: int) -> dict:
    """The step's stated answer (`said`, extract_rules.output_tokens: "gets ~300 tokens of json back") with the
    request's length (prompt + answer), or
    nothing: each step's KV holds its prompt and what it writes (a length another reader set on a default prompt is
    set again)."""
    from tools.dataset import batch_sequence

    answer = f.get("output_tokens") or said
    redo = not f.get("seq_len") or f.get("prompt_tokens")
    return {"output_tokens": answer, "seq_len": batch_sequence(prompt, answer)} if answer and redo else {}


def _kept_prompt(ctx: Any, model: str, size: tuple[int, int], kept: int, text: int, said: bool
                 ) -> tuple[dict, list[tuple[int, int]]]:
    """A step that carries the last `kept` screenshots and `text` tokens of text (tools.agent_steps.step_prompt), said
    in a note; the sizes applied when the screenshot size was said, else assumed as the one-screenshot reading does."""
    from tools.agent_steps import step_prompt
    from tools.dataset import batch_sequence
    from tools.load import SHAREGPT_OUTPUT_TOKENS
    from tools.schema import Msg

    got = step_prompt(model, size[0], size[1], kept, text)
    if got is None:
        return {}, []
    ctx.out.said(Msg(code="reader.screenshots_kept", args={"model": model, "w": size[0], "h": size[1], "kept": kept,
                                                            "vis": got[1], "text": text, "prompt": got[0],
                                                            "assumed": not said}))
    sized: dict[str, int | bool | None] = {"prompt_tokens": got[0], "image_tokens": got[1]}
    # the window slides: each step drops the oldest screenshot, so everything after the system prompt is new to the
    # prefix cache and each step is prefilled in full (never the chat-history cache hit, advisor/core/chat_history_read)
    ctx.out.said(Msg(code="reader.screenshots_window_prefill", args={"kept": kept}))
    if said:
        sized["prefix_cache"] = False
        if (ctx.fields.get("seq_len") or 0) <= got[0]:  # "~2k tokens of text in context" read as the window, or none
            sized["seq_len"] = batch_sequence(got[0], ctx.fields.get("output_tokens") or SHAREGPT_OUTPUT_TOKENS)
        return sized, []
    ctx.out.assumed.update(sized)
    return {"prefix_cache": False}, []
