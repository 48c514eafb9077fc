"""An output's length said by what it is: 评语约300字, 評語大約400字, "feedback around 250 words", "a ~200 token
rationale", "a 300-word reply": the output tokens of each request.

"评语大约400字" was sized at a default 100-150 tokens ("output not stated") and "a 200-token rationale" as an 8-token
label: the length was said, but beside a word for the answer (评语, rationale, feedback) no reader took it. Read here
after the batch readers: 字 at the house's characters-per-token figure (advisor.core.cjk_rate), words at
tools.dataset.tokens_from_en_words, tokens as said; an assumed output is replaced (its note taken back), a stated one
stands; the context grows by the difference (tools.dataset.batch_sequence).
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.note_ids import drop_notes, notes_coded
from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

# "300 words of output each", "outputs of about 300 words": the output itself named is each request's length too
_OUT_EN = (r"(?:feedback|rationales?|explanations?|justifications?|replies|reply|responses?|answers?|critiques?|verdicts?"
           r"|outputs?)")
_OUT_ZH = (r"(?:评语|評語|点评|點評|批注|批註|批语|批語|回复|回覆|答复|答覆|回答|解释|解釋|理由|建议|建議"
           r"|总结|總結|摘要|输出|輸出)")
_ABOUT = r"(?:about|around|roughly|approximately|up\s+to|under|~|≈)?\s*"
_ABOUT_ZH = r"(?:大约|大約|约|約|大概|左右|控制在|不超过|不超過|在|为|為|是|要|写|寫|有)*\s*"
_UNIT_EN = r"(words?|tokens?|characters?|chars?)"
_SAID = (
    # "a 300-word reply", "a ~200 token rationale", "250-word feedback"
    re.compile(r"(?i)(?<![\d.,])(\d{1,5})[\s-]*" + _UNIT_EN + r"\s+(?:[a-z-]+\s+)?" + _OUT_EN + r"\b"),
    # "feedback around 250 words", "a rationale of ~200 tokens", "replies of about 120 words each"
    re.compile(r"(?i)\b" + _OUT_EN + r"\s+(?:(?:of|at|is|are|runs?|about|around|roughly|should\s+be)\s+)*" + _ABOUT
               + r"(\d{1,5})\s*" + _UNIT_EN + r"\b"),
    # 评语大约400字, 評語約200字, 評語(大約400字), 回复控制在150字以内, 理由约200 token
    re.compile(_OUT_ZH + r"\s*[（(]?\s*(?:的)?(?:长度|長度|篇幅|字数|字數)?\s*" + _ABOUT_ZH
               + r"(\d{1,5})\s*(?:个|個)?\s*(字|token|tokens)"),
    # 400字左右的评语, 300字的評語
    re.compile(r"(\d{1,5})\s*(?:个|個)?\s*(字)\s*(?:左右|以内|以內)?\s*(?:的)?\s*" + _OUT_ZH),
    # the model's writing verb with the length: "writes ~800 tokens of comments", "generates about 600 words of
    # notes" (800 went unread and the 338-token default answer was sized); a rate or a day's total after it ("writes
    # 2000 tokens a second / per day") is no answer's length
    re.compile(r"(?i)\b(?:writ(?:es?|ing)|generat(?:es?|ing)|produc(?:es?|ing)|emits?|returns?|drafts?|spits?\s+out)\s+"
               r"(?:back\s+)?" + _ABOUT + r"(\d{1,5})\s*" + _UNIT_EN + r"\b(?!\s*(?:/|per|a|an|every|each)\s*"
               r"(?:s|sec|seconds?|mins?|minutes?|h|hours?|days?|weeks?|months?)\b)"),
    # 產出大概800字, 产出约 800 token: 产出 is the model's output as 输出 is
    re.compile(r"(?:产出|產出)\s*" + _ABOUT_ZH + r"(\d{1,5})\s*(?:个|個)?\s*(字|token|tokens)"),
)
# a context window said: the length read is the window, never the input alone
_CONTEXT_WORD = re.compile(r"(?i)\bcontext\b|\bwindow\b|\bctx\b|上下文|窗口|視窗")
_ASSUMED = ("reader.output", "reader.classify", "item_output.read")  # an output the readers assumed, never stated


def output_said(t: str) -> tuple[float, str, str, tuple[int, int]] | None:
    """(the length, its unit: zi / word / token / char, the words as said, the span) of an answer's stated length."""
    for rx in _SAID:
        m = rx.search(t)
        if m is not None:
            unit = m.group(2).lower()
            kind = "zi" if re.fullmatch(r"字", unit) else "word" if unit.startswith("word") else \
                "char" if unit.startswith("char") else "token"
            return float(m.group(1)), kind, m.group(0).strip(), m.span()
    return None


def read_said_output_length(t: str, ctx: Any) -> Read:
    """The output tokens from an answer's stated length (module doc); {} when none is said or another was stated."""
    from advisor.core.cjk_rate import cjk_tokens
    from tools.dataset import batch_sequence, tokens_from_en_words

    got = output_said(t)
    f = ctx.fields
    if got is None or f.get("task") not in (None, "inference"):
        return {}, []
    n, kind, said, span = got
    if kind == "char" and not re.search(r"[\u3400-\u9fff]", t):  # English characters: the words' rate is for words
        return {}, []
    out = round(n) if kind == "token" else tokens_from_en_words(n) if kind == "word" else cjk_tokens(n)
    old = f.get("output_tokens")
    if old == out:  # already read so (a summary's length: advisor.core.item_output_read)
        return {}, []
    assumed = notes_coded(ctx.out, _ASSUMED)
    taken = any(a < span[1] and span[0] < b for a, b in ctx.consumed)  # the figure already read as something else
    if (old is not None or taken) and not assumed and old != out:  # an output stated another way stands
        return {}, []
    drop_notes(ctx.out, _ASSUMED)
    ctx.out.said(Msg(code="said_output_length.read", args={"said": said, "tokens": out}))
    patch: dict = {"output_tokens": out}
    prompt = f.get("prompt_tokens") or (f["seq_len"] - old if f.get("seq_len") and old else None)
    if taken and prompt == n:  # the answer's length was read as the input ("a ~150 token rationale"): input unknown
        patch.update({"seq_len": None, **({"prompt_tokens": None} if f.get("prompt_tokens") else {})})
    elif prompt and f.get("seq_len"):
        patch["seq_len"] = batch_sequence(prompt, out)
    elif old is None and f.get("seq_len") and not _CONTEXT_WORD.search(t):
        # the length read is the request's input ("reads each PR, ~25k tokens"): the context holds it and the answer
        patch.update({"prompt_tokens": f["seq_len"], "seq_len": batch_sequence(f["seq_len"], out)})
    return patch, [span]
