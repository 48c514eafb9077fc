"""A second model named in the same message as the first: served together ("Qwen2.5-14B for chat and Llama-3.1-8B for
classification on one server", 用 Qwen2.5-7B 和 Gemma-2-9B 一起跑) is sized together with the first on the plan's cards
(tools.cohost, the rule a "same box also" follow-up has); a switch said as maybe later ("先用 Llama-3.1-8B，之后可能换
Mistral-Small", "might move to Gemma-2-27B later") is said as an assumption: the plan sizes the first, the later model
is not sized. The second model was dropped with no word. Words in advisor/core/messages/second_model.py and
cohost.py; no arithmetic here."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

# a switch said as possible, later: "maybe later", "might switch to", 之后可能换, 以後或許改用, 遲啲可能轉
LATER = re.compile(r"(?i)\b(?:maybe|might|may|possibly|perhaps|probably|later)\b[^.;\n]{0,30}?\b(?:later|switch|move|upgrade"
                   r"|change|swap|migrate)\w*|(?:之后|之後|以后|以後|将来|將來|后面|後面|日后|日後|迟啲|遲啲|后期|後期)\s*"
                   r"(?:可能|或许|或許|也许|也許|打算|会|會|再)?\s*(?:换|換|改用|改成|转|轉|升级|升級|切换|切換|用)")
# two models joined as served together; "X or Y", "X vs Y", 还是 ask which one (a comparison), never both
TOGETHER = re.compile(r"(?i)\b(?:and|plus|alongside|together\s+with|as\s+well\s+as)\b|和|跟|以及|还有|還有|加上|再加|同时|同時"
                      r"|一起|一齐|一齊|另外")
EITHER = re.compile(r"(?i)\b(?:or|vs\.?|versus|instead\s+of|compared?)\b|还是|還是|或者|或是|对比|對比|比较|比較|哪个|哪個")


def second_model(text: str) -> tuple[str, str, str] | None:
    """(first, second, kind) for a second model named after the first: kind "later" (a possible later switch) or
    "together" (served beside it); None when one model is named or the two are compared."""
    from advisor.core.extract_rules import find_model

    first, span = find_model(text or "")
    if first is None or span is None:
        return None
    rest = text[:span[0]] + " " * (span[1] - span[0]) + text[span[1]:]
    second, span2 = find_model(rest)
    if second is None or span2 is None or second == first:
        return None
    lo, hi = sorted((span[1], span2[0])) if span2[0] > span[0] else (span2[1], span[0])
    between = text[lo:hi]
    if EITHER.search(between):
        return None
    if LATER.search(between) or LATER.search(text[span2[1]:span2[1] + 12]):
        return first, second, "later"
    return (first, second, "together") if TOGETHER.search(between) else None


def together_msg(rec: Any, second: str) -> Msg | None:
    """Both models on the plan's cards (tools.cohost), None when the plan or either model cannot be sized."""
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.cohost import cohost, cohost_args
    from tools.defaults import resolve
    from tools.errors import AdvisorError

    cands, w = getattr(rec, "candidates", None) or [], getattr(rec, "workload", None)
    if not cands or w is None:
        return None
    try:
        gpu = get_gpu(str(cands[0].gpu))
        wb = w.model_copy(update={"model": second, "params_b": None, "active_params_b": None})
        arch_a, arch_b = load_arch(w.model, w.params_b), load_arch(second, None)
        c = cohost(arch_a, resolve(w)[0], arch_b, resolve(wb)[0], gpu, int(cands[0].layout.num_gpus))
    except (AdvisorError, ValueError):  # a model or card the catalog lacks, or a workload the second cannot take
        return None
    return Msg(code="cohost.both", args=cohost_args(c))


def add_second_model_lines(reply: Any, text: str, rec: Any, lang: str) -> None:
    """Lead `reply` with both models sized together, or say the later model as an assumption (module docstring)."""
    got = second_model(text) if reply.kind == "answer" else None
    w = getattr(rec, "workload", None)
    if got is None or w is None or w.model != got[0]:
        return
    first, second, kind = got
    m = together_msg(rec, second) if kind == "together" else None
    if m is None:
        m = Msg(code="second_model.unsized", args={"first": first, "second": second, "kind": kind})
    said = m.text(lang)
    lead = f"**{said}**" if m.code == "cohost.both" else f"> {said}"
    reply.text = f"{lead}\n\n{reply.text}"
    reply.full = reply.full and f"{lead}\n\n{reply.full}"
