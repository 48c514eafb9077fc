"""A training question on a named speech model with the hours of speech it trains on ("公視用 30 小時台語語料
訓練 VITS", "train VITS2 on 12 hours of recordings", "想用VITS train個廣東話TTS", "fine-tune XTTS on my voice"): the
model and the hours (0 when not said), read for tools.tts_train."""

from __future__ import annotations

import re

from tools.tts_train import named_tts_train_model

TRAIN_WORDS = re.compile(r"(?i)训练|訓練|练个|練個|\btrain|fine[\s-]?tun|微调|微調|finetun")
# a model already trained and now served ("serve our fine-tuned XTTS to 200 users"): synthesis, not a training job
SERVED = re.compile(r"(?i)(?:fine[\s-]?tuned|\btrained|训练好|訓練好|微调好|微調好|微调过|微調過)")
SERVE_WORDS = re.compile(r"(?i)\bserv|deploy|\busers?\b|concurren|部署|上线|上線|用户|用戶|并发|並發")
HOURS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:小时|小時|钟头|鐘頭|鐘|hours?\b|hrs?\b|h\b)")


def tts_train_read(text: str) -> tuple[str, float] | None:
    """(model name, hours of speech, 0 when not said) when the text trains or fine-tunes a named speech model; None
    else (no model named, no training word, or a trained model being served)."""
    name = named_tts_train_model(text)
    words = [m.group(0) for m in TRAIN_WORDS.finditer(text or "")]
    if name is None or not words:
        return None
    if SERVE_WORDS.search(text) and all(SERVED.match(text, text.find(w)) for w in words):
        return None
    m = HOURS.search(text)
    return (name, float(m.group(1)) if m is not None else 0.0)
