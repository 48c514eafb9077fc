"""An image or video generator's conditioning adapter named as part of the stack ("SDXL + IP-Adapter-FaceID-PlusV2",
"T2I-Adapter 做线稿控制", "AnimateDiff motion adapter") is a module the served pipeline runs, never a LoRA fine-tune: the
job is generating images (a count a day or an hour is its output), not training. A training job says a training word
(train / fine-tune / LoRA / 微调 / 訓練, extract_words.TRAIN_WORD); with one said the adapter is left as it was ("train
an IP-Adapter on our faces" trains it).

masked_conditioning blanks the word "adapter" of such a name (same length, so spans hold) for the task reader
(advisor.core.extract_rules.read_task), whose LoRA pattern reads "adapter" as a PEFT method. Reading only: no figures."""

from __future__ import annotations

import re

from advisor.core.extract_words import TRAIN_WORD

# "<name>-Adapter" (IP-Adapter, T2I-Adapter, I2V-Adapter, X-Adapter) or a conditioning noun before it (motion / face /
# style / image-prompt / control adapter); never a LoRA / PEFT adapter ("LoRA-adapter", "PEFT adapter")
CONDITIONING_ADAPTER = re.compile(
    r"(?i)(?:(?<![\w-])(?!lora\b|qlora\b|peft\b)[a-z0-9]{1,6}[-_]|\b(?:motion|face|style|image[\s-]prompt|control|pose"
    r"|depth|sketch|canny)[\s_-]*)(adapters?)(?![a-z])")


def masked_conditioning(t: str) -> str:
    """The text with a generator's conditioning adapter's "adapter" blanked when no training word is said; else as it
    was."""
    if TRAIN_WORD.search(t):
        return t
    return CONDITIONING_ADAPTER.sub(lambda m: m.group(0)[:m.start(1) - m.start(0)] + " " * len(m.group(1)), t)
