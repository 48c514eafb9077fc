"""The words said when "the country" of a border rule with no place named is read from the writer's own place cues
(advisor/core/home_country_read.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

_PLACE_EN = {"tw": "Taiwan", "hk": "Hong Kong", "sg": "Singapore", "jp": "Japan", "kr": "South Korea"}
_PLACE_ZH = {"tw": "台湾", "hk": "香港", "sg": "新加坡", "jp": "日本", "kr": "韩国"}
_CUE_EN = {"money": "the money you wrote in", "words": "your wording"}
_CUE_ZH = {"money": "您用的币种", "words": "您的用词"}

ENTRIES = {
    "reading.inside_as_home": E(
        lambda a: (f"'{a['said']}' read as {_PLACE_EN.get(a['place'], a['place'])}'s border, your own country "
                   f"(from {_CUE_EN.get(a['cue'], a['cue'])}: '{a['found']}'), not mainland China; say the country "
                   "if the data must stay elsewhere"),
        lambda a: (f"“{a['said']}”按您所在地{_PLACE_ZH.get(a['place'], a['place'])}的边境理解（依据"
                   f"{_CUE_ZH.get(a['cue'], a['cue'])}“{a['found']}”），不是中国大陆；如数据须留在别处请说明")),
}
