"""A count of things an agent or a chat keeps in its context ("we keep the last 3 screenshots", "the previous 5 pages
stay in context", 保留最近3张截图, 保留最近 4 張截圖): a window each request carries, never a data set to train or run on.
Read as a data set, "the last 3 screenshots" made a serving job a fine-tune on 3 examples. The words live here."""

from __future__ import annotations

import re

# a window word just before the count: "the last 3", "latest 2", "previous five", "most recent 4", 最近3张, 最后 2 張
_WINDOW_BEFORE = re.compile(r"(?i)(?:\b(?:last|latest|previous|prior|most\s+recent|past|recent)\s*"
                            r"|(?:最近|最新|最后|最後|前面|之前)\s*的?\s*)$")
# the kept words near the count: "keep", "in context", "in the window", 保留, 上下文
_KEPT_NEAR = re.compile(r"(?i)\bkeep|\bkept\b|\bretain|\bhold|\bcarr(?:y|ies)\b"
                        r"|\bin\s+(?:the\s+)?(?:context|window|prompt|history)|保留|留着|留著|保存|上下文|历史|歷史")


def kept_in_context(t: str, start: int, end: int) -> bool:
    """Is the count at t[start:end] a window of recent items kept in context (a window word just before it and a kept
    word within its clause)? By hand: "keep the last 3 screenshots + 2k tokens of text in context" → True (each step
    carries 3 screenshots; no data set); "fine-tune on the last 3,000 tickets" → False (no kept word: a data set)."""
    if not _WINDOW_BEFORE.search(t[max(0, start - 20):start]):
        return False
    return bool(_KEPT_NEAR.search(t[max(0, start - 40):min(len(t), end + 60)]))


_DIMENSION_BEFORE = re.compile(r"\d{2,5}\s*[x×*]\s*$")


def in_a_resolution(t: str, start: int) -> bool:
    """Is the number at `start` the height of a resolution ("the last 3 1280x720 screenshots": 720 is no count)?"""
    return bool(_DIMENSION_BEFORE.search(t[max(0, start - 8):start]))


# "~2k tokens of text in context", "4k tokens of history kept in the prompt", 2k token 的文字在上下文里
_IN_CONTEXT_AFTER = re.compile(r"(?i)^\s*(?:of\s+)?(?:[a-z]+\s+){0,2}(?:(?:kept|held|carried)\s+)?"
                               r"in\s+(?:the\s+)?(?:context|prompt|window)\b"
                               r"|^\s*(?:的)?\s*(?:文字|文本|历史|歷史)?\s*(?:在|放在|留在)?\s*(?:上下文|提示)")


def tokens_in_context(t: str, end: int) -> bool:
    """Is a token count ending at `end` said to sit in each request's context ("~2k tokens of text in context")? Then it
    is a request's length, never training data. By hand: "keep ~2k tokens of text in context" → True; "train on 2M
    tokens of text" → False."""
    return bool(_IN_CONTEXT_AFTER.search(t[end:end + 40]))


# "keep the last 3 screenshots", "the previous 4 screenshots stay in context", 保留最近3张截图, 最近 2 張截圖
KEPT_SCREENSHOTS = re.compile(r"(?i)(?:\b(?:last|latest|previous|prior|most\s+recent|past|recent)\s*"
                              r"|(?:最近|最新|最后|最後)\s*的?\s*)"
                              r"(\d{1,2})\s*(?:张|張|幅|个|個)?\s*(?:\d{3,5}\s*[x×*]\s*\d{3,5}\s*)?(?:的\s*)?(?:screen[\s-]?shots?|screens?\b|截图|截圖|截屏|屏幕截图|螢幕截圖)")
# "~2k tokens of text in context", "2,000 tokens of history", 约2k token 的文字
TEXT_TOKENS = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(k|千)?\s*tokens?\s*(?:of\s+)?(?:(?:the\s+)?system\s+prompts?|text|history"
                          r"|instructions?|context|guidelines)"
                          r"|(\d[\d,]*(?:\.\d+)?)\s*(k|千)?\s*(?:个|個)?\s*token\s*(?:的)?\s*(?:文字|文本|历史|歷史|指令|说明|說明"
                          r"|系统提示词?|系統提示詞?)")


# "the current screenshot plus the last 4 screenshots", 当前截图加上最近4张截图: the current one comes on top of the kept
CURRENT_PLUS_KEPT = re.compile(
    r"(?i)\b(?:current|new|latest|fresh)\s+(?:\d{3,5}\s*[x×*]\s*\d{3,5}\s+)?(?:screen[\s-]?shot|screen|frame)s?\b.{0,20}?"
    r"(?:\bplus\b|\band\b|\+|\bwith\b|\balong\s+with\b)\s*(?:the\s+)?(?:last|previous|prior|past|most\s+recent)\s*\d"
    r"|(?:当前|當前|本步|这一步|這一步|最新一张|最新一張)\s*(?:的)?\s*(?:\d{3,5}\s*[x×*]\s*\d{3,5}\s*)?(?:的)?\s*"
    r"(?:截图|截圖|截屏|屏幕截图|螢幕截圖).{0,6}?(?:加上|加|和|以及|外加|还有|還有|连同|連同|\+)\s*(?:之前|前面|最近|过去|過去)\s*的?\s*\d")


def current_plus_kept(t: str) -> bool:
    """Is the current screenshot said on top of the kept ones ("the current screenshot plus the last 4
    screenshots": 5 a step, not 4)? By hand: that → True; "keep the last 3 screenshots" → False."""
    return bool(CURRENT_PLUS_KEPT.search(t or ""))


def kept_screenshots(t: str) -> int | None:
    """How many recent screenshots each step keeps in context ("we keep the last 3 screenshots" → 3), or None."""
    m = KEPT_SCREENSHOTS.search(t or "")
    return int(m.group(1)) if m and int(m.group(1)) > 0 else None


def context_text_tokens(t: str) -> int | None:
    """The text tokens said to sit beside the screenshots in each step's context ("+ ~2k tokens of text" → 2,048, a
    length's k as advisor.core.magnitudes reads it), or None."""
    from advisor.core.magnitudes import tokens_len

    m = TEXT_TOKENS.search(t or "")
    if not m:
        return None
    num, mult = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    return tokens_len(float(num.replace(",", "")), mult) or None


# a part of each request's prompt said in tokens beside its other inputs ("+ ~1k tokens of instructions", "2k tokens of
# system prompt", "3k tokens of knowledge-base context", 1k token 的指令, 2千token的知识库内容): a share of the prompt,
# never the context window the whole request must fit in
_PART_AFTER = re.compile(
    r"(?i)^\s*(?:个|個)?\s*tokens?\s*(?:of\s+|worth\s+of\s+|的\s*)?(?:[a-z-]+\s+){0,2}?"
    r"(?:instructions?|system[\s-]*prompts?|system\s+messages?|history|guidelines|rules|examples|few[\s-]*shot"
    r"|knowledge(?:[\s-]*base)?|retrieved|kb\b|chunks?|transcripts?|conversation|chat\s+log)"
    r"|^\s*(?:个|個)?\s*tokens?\s*(?:的)?\s*(?:[\u4e00-\u9fff]{0,4}?)"
    r"(?:指令|说明|說明|系统提示|系統提示|提示词|提示詞|历史|歷史|记录|記錄|紀錄|知识库|知識庫|检索|檢索|对话|對話)")


def prompt_part_after(t: str, end: int) -> bool:
    """Is the token count ending at `end` one part of each request's prompt (_PART_AFTER)? Then it adds to the prompt
    and never sets the context. By hand: "a 2560x1440 screenshot + ~1k tokens of instructions" → True (the prompt is
    the screenshot's 4,641 visual tokens + 1,024); "32k tokens of context" → False (a window)."""
    return bool(_PART_AFTER.search(t[end:end + 60]))
