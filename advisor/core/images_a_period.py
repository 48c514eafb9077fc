"""Pictures counted per period ("about 6,000 images a day", "300 renders an hour", "15k portraits/month",
"30k 1024px designs per day", 每天5000張圖,
每小时300张) are a generator's output, requests made as they come: pictures to train on are never counted a day. With
no training word said (extract_words.TRAIN_WORD), such a count makes the images requests (generation), never a LoRA
data set, whatever the generator is called (a name the registry lacks, "SD 1.5", counted the same).

Reading only: no figures. advisor.core.extract_rules._items_are_requests asks `images_a_period`."""

from __future__ import annotations

import re

from advisor.core.extract_words import PIXEL_SIDE, TRAIN_WORD

_PICTURES_EN = (r"(?:images?|pictures?|pics?|photos?|renders?|portraits?|avatars?|generations?|outputs?|stickers?|posters?"
               r"|designs?|artworks?|mock-?ups?|illustrations?)")
_PERIOD_EN = (r"(?:(?:a|an|per|each|every)\s+(?:day|hour|week|month|night|evening)\b|/\s*(?:day|d|h|hr|hour|week|month|mo)\b"
              r"|daily\b|hourly\b|nightly\b|monthly\b)")
_PERIOD_ZH = (r"(?:每天|每日|每晚|每夜|每小时|每小時|每个小时|每個小時|每周|每週|每个星期|每個星期|每礼拜|每禮拜|每个礼拜"
              r"|每個禮拜|每月|每个月|每個月|一天|一日|一小时|一小時|一个月|一個月)")  # 每個月大約 6 萬張 (繁體)
IMAGES_A_PERIOD = re.compile(
    r"(?i)\d[\d,]*(?:\.\d+)?\s*(?:k|m|thousand|million)?\s+"
    r"(?:" + PIXEL_SIDE + r"\s*(?:[x×*]\s*" + PIXEL_SIDE + r"\s*)?(?:px|pixels?)?\s+)?"
    r"(?:[a-z-]+\s+)?" + _PICTURES_EN + r"\s*,?\s*" + _PERIOD_EN
    + r"|" + _PERIOD_ZH + r"[^。；！？\n\d]{0,8}?\d[\d,]*(?:\.\d+)?\s*(?:万|萬|千|k|K)?\s*(?:张|張|幅)")


def images_a_period(t: str) -> bool:
    """Are pictures counted per period with no training word said (module docstring)?"""
    return not TRAIN_WORD.search(t) and IMAGES_A_PERIOD.search(t) is not None
