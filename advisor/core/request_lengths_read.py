"""A request's own lengths said beside its work, in the forms the length readers did not take: the prompt as the text
handed in ("每次带3000 token前文", "前文一般给2500token", "each request carries 3,000 tokens of story so far") and the answer
as what the model writes ("续写2000字", "續寫1500字左右", "it writes about 1,200 words per request"). They were dropped, and a
daily count of such requests was sized on ShareGPT's 161-token prompts and 338-token answers.

as_request_lengths_text rewrites each form (a row of REQUEST_LENGTH_FORMS) as the words the prompt and output readers
read ("输入3000 token", "输出2000字", "prompts 3,000 tokens", "output ~1,200 words"); those readers turn 字 and words into
tokens at the message's tokenizer rate (tools.cjk_tokens) or tools.dataset.TOKENS_PER_EN_WORD, said in their notes.
Words only: no figure is made here.
"""

from __future__ import annotations

import re

from advisor.core.extract_words import NUM

_K = r"\s*(k|K)?"
_ABOUT_ZH = r"(?:一般|通常|平均|大概|大约|大約|约|約|差不多)?\s*"
# a chat's history (对话历史 / 對話歷史 / 聊天历史 / 会话历史) is left whole: read_chat_history reads its length and that
# only its new turn is prefilled (the rest from the prefix cache); rewritten as a bare prompt it lost both
_CONTEXT_ZH = r"(?:前文|上文|上下文|背景|(?<!对话)(?<!對話)(?<!聊天)(?<!会话)(?<!會話)(?:历史|歷史)|前情|设定|設定)"
_CONTEXT_EN = r"(?:preceding\s+text|prior\s+text|story\s+so\s+far|context|history|background|earlier\s+chapters?)"
# the forms (a row each: what it says, its pattern, what the readers read instead)
REQUEST_LENGTH_FORMS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("carries N tokens of context (Chinese)",
     re.compile(r"(?:带|帶|给|給|附带|附帶|喂|餵|传|傳|塞)\s*(?:上|入|进|進)?\s*" + _ABOUT_ZH + NUM + _K
                + r"\s*(?:个|個)?\s*tokens?\s*(?:的)?\s*" + _CONTEXT_ZH), "输入{n}{k} token"),
    ("the context is N tokens (Chinese)",
     re.compile(_CONTEXT_ZH + r"\s*" + _ABOUT_ZH + r"(?:给|給|带|帶|有|是|为|為)?\s*" + _ABOUT_ZH + NUM + _K
                + r"\s*(?:个|個)?\s*tokens?"), "输入{n}{k} token"),
    ("writes N characters (Chinese)",
     re.compile(r"(?:续写|續寫|接着写|接著寫|写出|寫出|生成|写|寫)\s*" + _ABOUT_ZH + NUM + _K
                + r"\s*(?:个|個)?\s*字(?!节|節|符)"),
     "输出{n}{k}字"),
    ("carries N tokens of context",
     re.compile(r"(?i)" + NUM + _K + r"[\s-]*tokens?\s+of\s+(?:the\s+)?" + _CONTEXT_EN), "prompts {n}{k} tokens"),
    ("writes N words",
     re.compile(r"(?i)\b(?:writes?|generates?|produces?|continues?\s+(?:with|for)?)\s+(?:about|around|roughly|~|≈)?\s*"
                + NUM + _K + r"\s+(?:more\s+|new\s+)?words\b"), "output ~{n}{k} words"),
)


def as_request_lengths_text(t: str) -> str:
    """The message with each request length in a REQUEST_LENGTH_FORMS form written as the length readers read it."""
    for _, pat, canon in REQUEST_LENGTH_FORMS:
        t = pat.sub(lambda m, c=canon: c.format(n=m.group(1), k=m.group(2) or ""), t)  # type: ignore[misc]
    return t
