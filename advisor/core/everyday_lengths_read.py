"""A request's lengths said in everyday words, in the forms no length reader took:

- the answer as what comes back: "gets ~120 tokens back", "returns about 90 tokens",
  返回大约150个token, 回傳約 120 token, 回复大概80个token: the output tokens of each request (they were dropped, and the
  load sized on ShareGPT's 338-token answers); "replies of about 70 tokens" is advisor.core.said_output_length_read's;
- the prompt as the size of the thing each request reads: "each contract is about 15k tokens", "each report runs
  ~9k tokens", 每份合同约1.5万 token, 每篇報告約 9千 token: the prompt length, so the context (checked against the model's
  limit downstream) — for serving, batch and training alike.
- the same size said as the thing's adjective: "on 100k-token contracts", "reading 60k token filings", 10万token的合同,
  處理 8 萬 token 嘅合約: each request reads one whole (it was read as a chat's context, most chats far shorter, and
  its "k" as a count of 100 contracts); written "contracts, prompts 100k tokens" / "合同，每份约10万 token". Only the
  plural documents in English: "128k-token report analysis" names the work and keeps its earlier reading.

as_everyday_lengths_text rewrites each form (a row of EVERYDAY_LENGTH_FORMS) as the words the prompt and output readers
read ("replies of 120 tokens", "回复150 token": advisor.core.said_output_length_read, after the screenshot and image
prompts, so a VLM's image prompt stands; "output 2k tokens" where the figure has a k or a comma; "prompts 15k tokens",
"每份约1.5万 token": the form the per-item readers take for a batch, a service and a training set alike; 每份文件約
6千字 is read already); those readers turn 字 and words into tokens at the message's tokenizer rate
(tools.cjk_tokens) or tools.dataset.TOKENS_PER_EN_WORD, said in their notes.
Words only: no figure is made here.
"""

from __future__ import annotations

import re

from advisor.core.extract_words import NUM

_K_EN = r"\s*(k|K)?"
_MAG_ZH = r"\s*(万|萬|千|k|K)?"
_ABOUT_EN = r"(?:about|around|roughly|approximately|approx\.?|some|~|≈)?\s*"
_ABOUT_ZH = r"(?:一般|通常|平均|大概|大约|大約|约|約|差不多|在)?\s*"
_UNIT_EN = r"(tokens?|words?)"
_UNIT_ZH = r"(?:个|個)?\s*(tokens?|字)(?!节|節|符)"
# the things a request reads whole, each one a prompt ("each contract is about 15k tokens")
_DOC_EN = (r"(?:contracts?|documents?|docs?|files?|reports?|filings?|papers?|articles?|transcripts?|tickets?|emails?"
           r"|cases?|records?|charts?|manuals?|policies|policy|briefs?|memos?|chapters?|books?|prompts?|requests?|inputs?|calls?|queries|query)")
_IS_EN = r"(?:is|are|runs?|averages?|comes?\s+to|has|holds?|of|sends?|carries|carry|reads?)\s+"


def _en_unit(u: str) -> str:
    return "words" if u.lower().startswith("word") else "tokens"


# the forms (a row each: what it says, its pattern, how its match is written for the readers)
EVERYDAY_LENGTH_FORMS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("gets N tokens back",
     re.compile(r"(?i)\b(?:gets?|getting|receives?|sends?|comes?|coming)\s+(?:back\s+)?" + _ABOUT_EN + NUM + _K_EN
                + r"\s*" + _UNIT_EN + r"\s+back\b"), "replies of {n}{k} {unit}"),
    ("returns N tokens",
     re.compile(r"(?i)\b(?:returns?|returning|gets?\s+back|comes?\s+back\s+with|answers?\s+with|replies\s+with)\s+"
                + _ABOUT_EN + NUM + _K_EN + r"\s*" + _UNIT_EN + r"\b"), "replies of {n}{k} {unit}"),
    ("returns N tokens (Chinese)",
     re.compile(r"(?:返回|回传|回傳|传回|傳回|回复|回覆|吐出)\s*" + _ABOUT_ZH + NUM + _MAG_ZH + r"\s*" + _UNIT_ZH),
     "回复{n}{k} {unit}"),
    ("each document is N tokens",
     re.compile(r"(?i)\beach\s+(?:[a-z-]+\s+)?" + _DOC_EN + r"\s+" + _IS_EN + _ABOUT_EN + NUM + _K_EN
                + r"\s*" + _UNIT_EN + r"\b"), "prompts {n}{k} {unit}"),
    ("N-token documents",
     re.compile(r"(?i)(?<![\w.,])" + _ABOUT_EN + NUM + _K_EN + r"[\s-]*" + _UNIT_EN + r"[\s-]+(?:long\s+)?(" + _DOC_EN
                + r")(?<=s)\b"), "{doc}, prompts {n}{k} {unit}"),  # plural: "128k-token report analysis" is left
    ("N-token documents (Chinese)",
     re.compile(r"(?<![\d.,])" + NUM + _MAG_ZH + r"\s*(?:个|個)?\s*(tokens?)\s*(?:的|嘅)\s*"
                r"(合同|合約|合约|文件|文档|文檔|报告|報告|文章|论文|論文|卷宗|案卷|病历|病歷|记录|記錄)"),
     "{doc}，每份约{n}{k} {unit}"),
    ("each document is N tokens (Chinese)",
     re.compile(r"每\s*(?:份|篇|封|本)\s*(?:(?:(?![入出输輸])[\u4e00-\u9fff]){1,4}?)?\s*(?:的)?(?:长度|長度|篇幅)?\s*(?:是|有|为|為)?\s*"
                + _ABOUT_ZH + NUM + _MAG_ZH + r"\s*(?:个|個)?\s*(tokens?)"), "每份约{n}{k} {unit}"),
)


def _written(m: re.Match[str], canon: str) -> str:
    unit = m.group(3)
    if canon.startswith(("replies", "回复")) and (m.group(2) or not m.group(1).isdigit() or len(m.group(1)) > 5):
        canon = "output {n}{k} {unit}" if canon.startswith("replies") else "输出{n}{k} {unit}"  # 2k, 1,200: the output reader
    zh = canon.startswith(("回复", "每份")) or "每份" in canon
    word = ("字" if unit == "字" else "token") if zh else _en_unit(unit)
    doc = m.group(4) if "{doc}" in canon else ""
    return canon.format(n=m.group(1), k=m.group(2) or "", unit=word, doc=doc)


# one item's length said with 一 beside a count of the same items ("一份大概3萬字中文，每天1500份", 一篇约5千字，共2万篇):
# each item's length, as 每份 3 萬字 is; 一 is written 每 (one character for one, so no span moves). Only where the
# message counts more of those items: "一份合同大概6万字" alone is one document asked about whole (its count no data set)
_ONE_ITEM = re.compile(r"(?<![\d.,一二三四五六七八九十百千万萬第每单單])[一1]\s*(份|篇|封|本|件|则|則|条|條|筆|笔)"
                       r"(?=\s*(?:(?![，,。；;！？!?\d])[\u4e00-\u9fff]){0,4}?\s*(?:的)?(?:长度|長度|篇幅|内容|內容)?\s*"
                       r"(?:是|有|为|為)?\s*" + _ABOUT_ZH + NUM + _MAG_ZH + r"\s*(?:个|個)?\s*(?:tokens?|字|页|頁))")
_COUNTED = r"(?<![\d.,])(?:\d[\d,]*(?:\.\d+)?\s*(?:万|萬|千|k|K)?|[两兩二三四五六七八九十百千万萬]+)\s*{unit}"


def as_one_item_length_text(t: str) -> str:
    """The message with 一份 (一篇, 一封 …) before a length written 每份, where the same items are counted elsewhere."""
    def each(m: re.Match[str]) -> str:
        others = re.search(_COUNTED.format(unit=re.escape(m.group(1))), t[:m.start()] + " " + t[m.end():])
        return "每" + m.group(0)[1:] if others else m.group(0)
    return _ONE_ITEM.sub(each, t)


def as_everyday_lengths_text(t: str) -> str:
    """The message with each length in an EVERYDAY_LENGTH_FORMS form written as the length readers read it (and
    一份 before a counted item's length as 每份: as_one_item_length_text)."""
    t = as_one_item_length_text(t)
    for _, pat, canon in EVERYDAY_LENGTH_FORMS:
        t = pat.sub(lambda m, c=canon: _written(m, c), t)  # type: ignore[misc]
    return t
