"""A training question's second part (the trained model's use: "…, then run it on 120 cameras at 10 fps. What GPUs
for training and for inference?") is asked on its own as the use alone: a question that names both halves keeps only
the use half there ("for training and for inference" → "for inference", 训练和推理 → 推理), so the part is sized as
inference, never as the training the first part already answered. Words only."""

from __future__ import annotations

import re

# "for training and for inference", "training and inference", 训练和推理, 訓練同推理各要什麼卡
_BOTH_EN = re.compile(r"(?i)\b(?:for\s+)?(?:training|fine-?tuning|the\s+training)\s+(?:and|&|plus)\s+(?=(?:for\s+)?"
                      r"(?:inference|serving|deployment|running|detection)\b)")
_BOTH_ZH = re.compile(r"(?:训练|訓練|微调|微調)\s*(?:和|跟|同|与|與|及|、)\s*(?=推理|部署|上线|上線|检测|檢測|识别|識別)")


def use_half(part: str) -> str:
    """The second part with a both-halves question kept to its use half."""
    return _BOTH_ZH.sub("", _BOTH_EN.sub("", part))
