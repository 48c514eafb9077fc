"""Pages counted with each page's length in 字 ("把2万页的说明书翻译成英文，每页约500字", "1.5萬頁合約，每頁約800字") are that
many items of that length: a batch of pages, each its 字 in tokens at the tokenizer's figure. Before, the count of pages
was read at a default page's tokens as one context of millions of tokens (refused) and the job as a serving rental.

as_page_items_text writes the page count and its per-page length as the counted items the batch reader reads
("2万份", "每份约500字"), only when both are said (a row each of PAGE_FORMS). Words only: the figures come from tools/.
"""

from __future__ import annotations

import re

from advisor.core.extract_words import NUM

# both must be said (a row each: what it says, its pattern, what the batch reader reads instead)
PAGE_FORMS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("N pages", re.compile(NUM + r"\s*(万|萬|千|亿|億)?\s*(?:页|頁)(?![数數码碼])"), "{n}{m}份"),
    ("each page M characters", re.compile(r"(?:每|单|單)\s*(?:一)?\s*(?:页|頁)(?=[^\d，。,;；]{0,6}" + NUM
                                          + r"\s*(?:个|個)?\s*字(?!节|節|符))"),
     "每份"),
)
# pages read as pictures (OCR, a scan, a VLM) are images: their tokens come from their size, never their 字
PAGES_AS_IMAGES = re.compile(r"(?i)ocr|扫描|掃描|图片|圖片|图像|圖像|截图|截圖|影像|\bvlm?\b|-vl\b|\bvl-|\bscan")


def as_page_items_text(t: str) -> str:
    """The message with a page count and its per-page length in 字 written as counted items of that length."""
    count, each = PAGE_FORMS[0][1], PAGE_FORMS[1][1]
    if count.search(t) is None or each.search(t) is None or PAGES_AS_IMAGES.search(t):
        return t
    t = count.sub(lambda m: PAGE_FORMS[0][2].format(n=m.group(1), m=m.group(2) or ""), t)
    return each.sub(PAGE_FORMS[1][2], t)
