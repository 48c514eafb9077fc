"""A context window set to a number with a verb or preposition between ("set max context to 8192", "increase context
length to 16000", "上下文窗口设为 8192", "max_model_len=12288", "--max-model-len 24576"): the window the user wants, read
by advisor.core.extract_rules.read_context_window before any other context shape. Without it, a follow-up that moved
the window with "to" kept the old one, and a "cut off at 4k" in the same sentence was read as the new window."""

from __future__ import annotations

from advisor.core.extract_words import NUM

# the window's name: a context (with its window / length / limit word), vLLM's max_model_len, or the Chinese words
_WINDOW = (r"(?:\b(?:max(?:imum)?\s+)?(?:context|ctx)(?:[\s_-]*(?:window|length|len|limit|size))?"
           r"|-*max[\s_-]*model[\s_-]*len\b|(?:最大|最长|最長)?上下文(?:窗口|长度|長度|上限)?)")
# what sits between the name and the number: an English "to" / "=" / "at", or a Chinese verb with its 到 / 成 / 为
_BETWEEN = (r"\s*(?:(?:(?:up\s+)?to|at|=|:|：|of|is|be)\s*"
            r"|(?:设为|設為|设成|設成|设到|設到|开到|開到|调到|調到|调成|調成|改成|改为|改為|改到|拉到|加到|提到|提高到|升到|"
            r"扩到|擴到|扩大到|擴大到|放到|放大到|增加到|到|要|给到|給到)\s*)?")
# never a count after the number ("context to 20 users")
_NOT_COUNT = r"(?!\s*(?:users?|people|seats?|requests?|docs?|documents?|concurrent|人|位|路|并发|並發|个用户|個用戶))"
CONTEXT_SET = r"(?i)" + _WINDOW + _BETWEEN + NUM + r"\s*(k(?![a-z])|千|万|萬|m(?![a-z]))?" + _NOT_COUNT
