""""Is 32k enough?" asked beside a whole document (合约3万字整份丢进去，32k 够吗？, 年報5萬字…64k 夠嗎, "a 90-page
report, 60k words — is 128k context enough?"): the answer says yes with the room left, or no with the tokens needed
and the model's own longest context or chunking (tools.context_room). The document's tokens are the ones the other
readers already read (its 字 at the model's tokenizer figure, advisor.core.cjk_rate); the window is the one asked
about. Read last, so the document's length is final; nothing is changed in the workload, only said."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

_WIN = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*([kK千万萬])?\s*(?:tokens?|个?token)?\s*(?:的)?\s*"
# 32k 够吗 / 64k上下文夠不夠 / 128k 得唔得 · "is 32k enough", "is a 64k context window enough", "will 128k suffice"
ASKED = re.compile(
    _WIN + r"(?:上下文|context(?:\s+window)?|窗口|长度|長度)?\s*(?:够吗|夠嗎|够不够|夠不夠|够用吗|夠用嗎|够用不|够不够用"
    r"|夠不夠用|足够吗|足夠嗎|够唔够|夠唔夠|够未|夠未|放得下吗|放得下嗎|装得下吗|裝得下嗎|行吗|行嗎|得唔得)"
    r"|(?i:\b(?:is|are|would|will|does|do)\s+(?:a\s+|the\s+)?)" + _WIN.replace("(?:的)?", "")
    + r"(?i:(?:of\s+)?(?:context(?:\s+window)?\s+)?(?:be\s+)?(?:enough|sufficient|suffice|fit|hold))")
_CHARS = re.compile(r"\d\s*(?:万|萬|千)?\s*字")
# the document's own length in tokens or English words, when no reader took it ("about 45k tokens each", "60k words")
_DOC_LEN = re.compile(r"(?i)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*([kK千万萬])?[\s-]*(tokens?|words?)\b")


# a money figure asked about ("预算每月5万够不够", "will $20,000 be enough for the budget") is no context window
_MONEY_BEFORE = re.compile(r"(?i)(?:预算|預算|budget|\$|¥|￥|usd|rmb|hk\$|nt\$|每月|一个月|一個月)\s*\S{0,4}$")
_MONEY_AFTER = re.compile(r"(?i)^\s*(?:元|块|蚊|dollars?|usd|rmb|(?:be\s+)?enough\s+for\s+(?:the|our|a)\s+(?:monthly\s+)?budget)")
_WINDOW_WORD = re.compile(r"(?i)[kK]\b|[kK](?=\s*(?:上下文|context|窗口|够|夠|token))|token|上下文|context|窗口|长度|長度")


def _a_window(t: str, m: re.Match[str]) -> bool:
    """Is the figure asked about a context window: said with a k, tokens or a context word, and no money beside it."""
    return bool(_WINDOW_WORD.search(m.group(0))) and not _MONEY_BEFORE.search(t[max(0, m.start() - 12):m.start()]) \
        and not _MONEY_AFTER.search(t[m.end():m.end() + 40])


def _doc_in_text(t: str, asked: re.Match[str]) -> int | None:
    """A length said in the message apart from the asked window: its tokens (English words at tools.dataset's figure)."""
    from advisor.core.magnitudes import scaled_count, tokens_len
    from tools.dataset import tokens_from_en_words

    for d in _DOC_LEN.finditer(t):
        if d.end() <= asked.start() or d.start() >= asked.end():
            num = float(d.group(1).replace(",", ""))
            return tokens_len(num, d.group(2)) if d.group(3).lower().startswith("token") \
                else tokens_from_en_words(scaled_count(num, d.group(2)))
    return None


def read_context_room(t: str, ctx: Any) -> Read:
    """Whether the asked window holds the document, its question and its answer (module doc); {} always (only said)."""
    from advisor.core.cjk_rate import current
    from advisor.core.magnitudes import tokens_len
    from catalog import registry
    from tools.context_room import context_room

    p = ctx.fields
    m = next((m for m in ASKED.finditer(t) if _a_window(t, m)), None)
    if m is None:
        return {}, []
    num, k = m.group(1, 2) if m.group(1) else m.group(3, 4)
    window = tokens_len(float(num.replace(",", "")), k)
    doc = p.get("prompt_tokens") or p.get("seq_len")
    if not doc or doc == window:  # the window itself was read as the context: the document's own length, if said
        doc = _doc_in_text(t, m)
    if window < 1024 or not doc or doc == window:
        return {}, []
    model = p.get("model") or getattr(ctx, "thread_model", None)
    try:
        top = registry.max_context(model) if model else None
    except Exception:  # a model not in the registry: its longest context is unknown
        top = None
    r = context_room(doc, window, p.get("output_tokens"), top)
    rate = current()
    per_char = rate.per_char if _CHARS.search(t) else None
    args = {"window": r.window, "doc": r.document, "per_char": per_char, "ins": r.instructions, "ans": r.answer,
            "needed": r.needed, "model": model or "", "top": r.model_max}
    if r.fits:
        ctx.out.said(Msg(code="context_room.fits", args={**args, "left": r.left}))
    else:
        short = {**args, "short": -r.left}
        ctx.out.said(Msg(code="context_room.short_model_holds", args=short) if r.model_holds
                     else Msg(code="context_room.short", args=short))
    return {}, []
