"""An item's length said in ENGLISH words in Chinese ("平均120个英文单词", "每条约80个英文词"), or in 字 of items the
message says are English ("200萬條英文評論……每條約80字": a Chinese speaker's 字 of English text is a word, never a
Chinese character), read as words; tools.dataset turns them into tokens (TOKENS_PER_EN_WORD, OpenAI Help Center).
Before, "平均80个英文单词" went unread and the item was sized at a default length, and "每條約80字" of English reviews
at the Chinese-character rate (0.75 × 80 = 60 tokens where 80 English words are ≈ 107).

The English "avg 120 english words" is extract_rules.PER_ITEM_WORDS (an optional "English" before "words")."""

from __future__ import annotations

import re

from advisor.core.extract_words import NUM

_ABOUT_ZH = r"(?:约|約|大约|大約|大概|差不多|平均|有|是|为|為|:|：|~|≈)*\s*"
_SCALE = r"\s*(千|k|K)?\s*"
# 平均120个英文单词 / 每条约80个英文词 / 平均40个单词 (单词 is a word of an alphabetic language, never a 字) / 每段 100
# English words / (平均 150 words): words, whatever noun leads
EN_WORDS_ZH = re.compile(r"(?:平均|每(?:一)?(?:条|條|篇|段|个|個|份|封|则|則|句|笔|筆|件)[^\d，。,;；]{0,8}?)\s*"
                         + _ABOUT_ZH + NUM + _SCALE + r"(?:个|個)?\s*"
                         r"(?:(?:英文|英语|英語)\s*(?:单词|單詞|单字|單字|词|詞|字)|单词|單詞|(?:英文|English\s+|english\s+)?words?\b)")
# the items are English: 英文评论 / 英文的商品描述 / 从英文翻译 / 英译 / 英翻 (the source language of a translation)
_ENGLISH_ITEMS = re.compile(r"英文(?:的)?\s*(?:商品|产品|產品|用户|用戶|客户|客戶)?\s*"
                            r"(?:评论|評論|描述|文章|文本|内容|內容|问答|問答|句子|邮件|郵件|帖子|留言|新闻|新聞|片段|段落|资料|資料|数据|數據|对话|對話|工单|工單)"
                            r"|(?:从|從|把|将|將)\s*英文|英(?:译|譯|翻)(?:中|汉|漢|日|韩|韓|法|德|西|阿|斯|豪|俄|葡|[^\x00-\x7f])")
# 每條約80字 / 每条大概 100 字 / 平均 120 字: a length in 字 (read as English words only beside _ENGLISH_ITEMS)
ZI_LENGTH = re.compile(r"(?:平均|每(?:一)?(?:条|條|篇|段|个|個|份|封|则|則|句|笔|筆|件)[^\d，。,;；]{0,8}?)\s*"
                       + _ABOUT_ZH + NUM + _SCALE + r"(?:个|個)?\s*字(?!节|節|符)")


def _words(m: re.Match[str]) -> float:
    return float(m.group(1).replace(",", "")) * (1000 if m.group(2) else 1)


def en_words_zh(t: str) -> tuple[float, tuple[int, int]] | None:
    """The English words in each item said in Chinese (EN_WORDS_ZH; 字 of English items, ZI_LENGTH), and where."""
    m = EN_WORDS_ZH.search(t or "")
    if m is None and _ENGLISH_ITEMS.search(t or ""):
        m = ZI_LENGTH.search(t)
    if m is None or _words(m) <= 0:
        return None
    return _words(m), m.span()
