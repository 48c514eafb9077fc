"""The words of advisor/core/vision_train_read.py: a vision training figure out of range, not read."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "vision_train_read.unread": E(
        "'{said}' is not read: epochs are 1 to 99,999, folds 1 to 99 and an image side 100 to 9,999 px here, in plain "
        "digits; the default is used",
        "“{said}”未读取：这里轮数为 1 到 99,999、折数 1 到 99、图片边长 100 到 9,999 像素，请用普通数字；按默认值估算"),
}
