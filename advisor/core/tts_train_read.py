"""A training question on a named speech model with the hours of speech it trains on ("公視用 30 小時台語語料
訓練 VITS", "train VITS2 on 12 hours of recordings", "想用VITS train個廣東話TTS", "fine-tune XTTS on my voice"): the
model and the hours (0 when not said), read for tools.tts_train."""

from __future__ import annotations

import re

from tools.tts_train import hours_of_minutes, named_tts_train_model

TRAIN_WORDS = re.compile(r"(?i)训练|訓練|练个|練個|(?<!pre-)\btrain|fine[\s-]?tun|微调|微調|finetun")
# a synthesis load beside or instead of the training ("serve our fine-tuned XTTS to 200 users", "GPT-SoVITS 幫 40 位
# 主播做音色模型，每天生成 800 小時音訊，訓練跟推理要什麼卡"): the synthesis path sizes it (its per-voice fine-tunes
# included, tools.generated_media), not a lone training job
SERVE_WORDS = re.compile(r"(?i)\bserv|deploy|\busers?\b|concurren|inference|\bgenerat|(?:a|per|each|/)\s?day\b|部署|上线|"
                         r"上線|用户|用戶|并发|並發|推理|每天|每日|生成")
HOURS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:小时|小時|钟头|鐘頭|鐘|hours?\b|hrs?\b|h\b)")
MINUTES = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:分钟|分鐘|minutes?\b|mins?\b)")
# a fine-tune asked (not "from scratch"): the plan leads with it
FINETUNE = re.compile(r"(?i)fine[\s-]?tun|finetun|微调|微調")


def finetune_said(text: str) -> bool:
    """Does the text ask for a fine-tune of the speech model ("fine-tune VITS from the MMS checkpoint", "微調 XTTS")?"""
    return FINETUNE.search(text or "") is not None


def tts_train_read(text: str) -> tuple[str, float] | None:
    """(model name, hours of speech, 0 when not said) when the text trains or fine-tunes a named speech model; None
    else (no model named, no training word, or a synthesis load said)."""
    name = named_tts_train_model(text)
    if name is None or not TRAIN_WORDS.search(text or ""):
        return None
    if SERVE_WORDS.search(text):
        return None
    m = HOURS.search(text)
    if m is not None:
        return name, float(m.group(1))
    mins = MINUTES.search(text)  # "30分鐘錄音": a few-shot voice's minutes
    return name, hours_of_minutes(float(mins.group(1))) if mins is not None else 0.0
