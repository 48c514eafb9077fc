"""A training question on a named VITS-family TTS model with the hours of speech it trains on ("公視用 30 小時台語語料
訓練 VITS", "train VITS2 on 12 hours of recordings"): the model and the hours, read for tools.tts_train."""

from __future__ import annotations

import re

from tools.tts_train import named_tts_train_model

TRAIN_WORDS = re.compile(r"(?i)训练|訓練|\btrain|fine[\s-]?tun|微调|微調|finetun")
HOURS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:小时|小時|钟头|鐘頭|hours?\b|hrs?\b|h\b)")


def tts_train_read(text: str) -> tuple[str, float] | None:
    """(model name, hours of speech) when the text trains a named VITS-family model on stated hours; None else."""
    name = named_tts_train_model(text)
    if name is None or not TRAIN_WORDS.search(text or ""):
        return None
    m = HOURS.search(text)
    return (name, float(m.group(1))) if m is not None else None
