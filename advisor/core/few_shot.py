"""Examples put in every prompt (few-shot): "5 few-shot examples of 500 tokens", "8-shot, ~300 tokens per example",
每个请求带10个示例，每个约200 token. The prompt each request reads is the examples × their length
(tools.few_shot.few_shot_prompt_tokens), said in a note; a count or a length that is no count or length (0, signed,
NaN, 1e300, past the bounds) is said not read, and the example's length is then never read as the context (it was:
"500 context", the count dropped in silence)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tools.few_shot import MAX_EXAMPLES, MAX_PROMPT, MAX_TOKENS_EACH, few_shot_check, few_shot_prompt_tokens

if TYPE_CHECKING:
    from advisor.core.extract_rules import Context, Read

# a figure as written, its sign and spellings kept: the reader's text has squeezed a minus and blanked 负 counts
_FIG = r"[-−－]?\s*(?:\d[\d,]*(?:\.\d+)?(?:e[+-]?\d+)?|nan(?![a-z])|inf(?:inity)?(?![a-z])|[零一二两兩三四五六七八九十百]+)"
_EXAMPLE = r"(?:examples?|demos?|demonstrations?|exemplars?|shots?)"
COUNTS = (
    # "5 few-shot examples", "12 worked examples", "3 in-context demos"
    re.compile(r"(?i)(?<![\d.a-zA-Z_\-−－])(?P<n>" + _FIG + r")\s*(?:-\s*)?(?P<w>(?:(?:few|many)[\s-]*shot\s+|"
               r"in[\s-]*context\s+|worked\s+|labell?ed\s+|solved\s+|example\s+)*)" + _EXAMPLE + r"\b"),
    # "8-shot", "8 shot"
    re.compile(r"(?i)(?<![\d.a-zA-Z_\-−－])(?P<n>" + _FIG + r")\s*-?\s*(?P<w>shot)\b"),
    # 10个示例, 5 個範例, 8条样例, 带3个few-shot样本
    re.compile(r"(?i)(?<![\d.a-zA-Z_\-−－])(?P<n>" + _FIG + r")\s*(?:个|個|条|條)?\s*(?P<w>few[\s-]*shot\s*)?"
               r"(?:示例|例子|样例|樣例|范例|範例|示范|示範|样本|樣本)"),
)
# said in the prompt (before the count): "each prompt has", "every request includes", 每个请求带, 提示词里放了
PROMPT_BEFORE = re.compile(r"(?i)(?:prompts?|requests?|queries|calls?|context|提示词|提示詞|请求|請求|每次|每个问题|每個問題)"
                           r"[^.;。；\n]{0,24}$")
# the length of each example after the count ("of 500 tokens", ", ~300 tokens per example", 每个约200 token)
_BETWEEN = (r"\s*(?:(?:examples?|demos?|prompts?(?:\s+with)?)\s*)?(?:(?:in|into|inside|within)\s+(?:the|each|every|our|my|a)?\s*"
            r"(?:system\s+)?(?:prompts?|context)\s*)?(?:[,，、:：(（—]|-\s)?\s*"
            r"(?P<each>of|at|with|each(?:\s+(?:of|at|with))?|apiece|averaging|每个示例|每個示例|每个例子|每個例子|每个|每個|"
            r"每条|每條|每例|单个|單個)?\s*(?:about|around|roughly|approximately|approx\.?|~|≈|约|約|大约|大約|大概|平均)?\s*")
LENGTH = re.compile(r"(?i)" + _BETWEEN + r"(?P<m>" + _FIG + r")\s*(?P<k>k|千)?\s*(?:-\s*)?(?:tokens?|词元|詞元)")
EACH_AFTER = re.compile(r"(?i)\s*(?:each|apiece|per\s+(?:example|shot|demo|demonstration|exemplar)|an?\s+(?:example|shot|"
                        r"piece)|/\s*(?:example|shot))\b")


_WIDE = str.maketrans("０１２３４５６７８９－．", "0123456789-.")  # full-width figures as typed; the prose is kept


def _figure(s: str) -> float:
    """A figure as written: "-5" → -5, "NaN" → nan, "1e300" → 1e300, 十 → 10 (nan when none)."""
    from advisor.core.extract_rules import zh_numeral

    s = s.replace(",", "").replace(" ", "")
    sign = -1.0 if s[:1] in "-−－" else 1.0
    s = s.lstrip("-−－")
    try:
        return sign * float(s)
    except ValueError:
        n = zh_numeral(s)
        return sign * n if n is not None else float("nan")


def _in_prompt(t: str, m: re.Match[str]) -> bool:
    """A count of examples that is a few-shot prompt's: a shot word with it, or a prompt / request said just before
    or "in the prompt" after (extract_rules.in_the_prompt) — never a data set ("fine-tune on 5k examples of 2k
    tokens" has no shot word)."""
    from advisor.core.extract_rules import in_the_prompt
    from advisor.core.extract_words import TRAIN_WORD

    if re.search(r"(?i)shot|in[\s-]*context", m.group(0)):
        return True
    return not TRAIN_WORD.search(t) and (in_the_prompt(t, m) or bool(PROMPT_BEFORE.search(t[max(0, m.start() - 40):m.start()])))


def few_shot_said(text: str) -> tuple[float, float | None, str, str] | None:
    """The examples in each prompt, each one's tokens (None when not said), the words said and the length's digits as
    written, read from the message as written (signs and NaN kept), or None."""
    from advisor.core.extract_rules import strip_invisible

    t = strip_invisible(text or "").translate(_WIDE)
    for rx in COUNTS:
        for m in rx.finditer(t):
            if not _in_prompt(t, m):
                continue
            n = _figure(m.group("n"))
            length = LENGTH.match(t, m.end())
            if length is not None and not (length.group("each") or EACH_AFTER.match(t, length.end())
                                           or re.match(r"(?i)\s+of\s", t[m.end():length.start("m")])):
                length = None
            if length is None:
                return n, None, m.group(0).strip(), ""
            each = _figure(length.group("m")) * (1024 if (length.group("k") or "").lower() == "k" else
                                                 1000 if length.group("k") else 1)
            return n, each, t[m.start():length.end()].strip(), length.group("m").lstrip("-−－ ")
    return None


def read_few_shot(t: str, ctx: Context) -> Read:
    """Few-shot examples in each prompt (few_shot_said, on the message as written): their tokens are each request's
    prompt (tools.few_shot), said; a count or length out of bounds (tools.few_shot.few_shot_check) is said not read.
    The example's length is taken either way, so it is never read as the context."""
    from advisor.core.messages import Msg, word

    got = few_shot_said(ctx.whole or t)
    if got is None:
        return {}, []
    n, each, said, digits = got
    spans = _length_spans(t, ctx, digits)
    ctx.few_shot = bool(spans)
    why = "zero" if n == 0 else few_shot_check(n, each)
    if why is None and each is None:
        return {}, spans
    if why is not None:
        msg = Msg(code="reading.few_shot_unread", args={
            "said": said, "why": why, "most": {"count": MAX_EXAMPLES, "length": MAX_TOKENS_EACH}.get(why, MAX_PROMPT),
            "total": f"{n * each:,.0f}" if why == "total" and each else ""})
        ctx.out.note(word(msg, "en"), word(msg, "zh"))
        return {}, spans
    total = few_shot_prompt_tokens(int(n), int(each or 0))
    msg = Msg(code="reading.few_shot", args={"said": said, "n": int(n), "each": int(each or 0), "total": total})
    ctx.out.note(word(msg, "en"), word(msg, "zh"))
    return {"prompt_tokens": max(total, int(ctx.fields.get("prompt_tokens") or 0))}, spans


def _length_spans(t: str, ctx: Context, digits: str) -> list[tuple[int, int]]:
    """Where the reader's text says the example's length ("500 tokens"), if free: taken, so no context is read from it."""
    if not digits:
        return []
    for m in re.finditer(r"(?i)(?<![\d.])" + re.escape(digits) + r"\s*(?:k|千)?\s*(?:-\s*)?(?:tokens?|词元|詞元)", t):
        if ctx.free(*m.span()):
            return [m.span()]
    return []
