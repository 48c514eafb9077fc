"""Reading logit distillation ("run Llama-3.3-70B over our 2B-token corpus, save the teacher logits, then train
Llama-3.2-3B on KL loss", 用70B当教师模型蒸馏到3B): the teacher and the student (two models named, the larger the
teacher) and the corpus's tokens, sized by tools.distill; the answer's priced job is the student's training."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

DISTILL_WORD = re.compile(r"(?i)\bdistil|\bteacher\b|\bkl[\s-]*(?:loss|divergence)\b|蒸馏|蒸餾|教师|教師")
_SCALE = {"k": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9, "t": 1e12, "trillion": 1e12,
          "万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8}
TOKENS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(k|m|million|bn|b|billion|t|trillion|万|萬|亿|億)\s*-?\s*(?:tokens?|toks?)\b")


def _tokens(t: str) -> int | None:
    from tools.distill import corpus_tokens

    m = TOKENS.search(t)
    return corpus_tokens(float(m.group(1)), _SCALE[m.group(2).lower()]) if m else None


def _two_models(t: str, find_model: Callable[[str], tuple[str | None, Any]]) -> tuple[str, str] | None:
    """The first two models named (extract_rules.find_model, the first blanked before the second is looked for)."""
    first, span = find_model(t)
    if first is None or span is None:
        return None
    second, _ = find_model(t[:span[0]] + " " * (span[1] - span[0]) + t[span[1]:])
    return (first, second) if second is not None and second != first else None


def distill_read(t: str, fields: dict[str, Any], find_model: Callable[[str], tuple[str | None, Any]]
                 ) -> tuple[dict[str, Any], Any] | None:
    """The fields of the student's training job (its model, the corpus's tokens, a full fine-tune unless another method
    was read) and the Msg sizing the teacher pass and the logits; None when the message is no distillation with two
    registry models and a token count."""
    from advisor.core.agent_eval_read import registry_or_sized
    from tools.distill import distillation
    from tools.schema import Msg

    if not DISTILL_WORD.search(t):
        return None
    pair, tokens = _two_models(t, find_model), _tokens(t) or fields.get("train_tokens")
    if pair is None or not tokens:
        return None
    a, b = (registry_or_sized(name, None) for name in pair)
    if a is None or b is None:  # a name the registry cannot size: left to the other readers
        return None
    teacher, student = (a, b) if (a.published_params or 0) >= (b.published_params or 0) else (b, a)
    run = distillation(teacher.name, teacher.published_params or 0, teacher.vocab, student.name,
                       student.published_params or 0, tokens)
    task = fields.get("task") if fields.get("task") in ("lora", "qlora", "full_finetune") else "full_finetune"
    out = {"model": student.name, "params_b": None, "active_params_b": None, "task": task, "train_tokens": tokens,
           "teacher_params_b": run.teacher_billions()}
    return out, Msg(code="distill.read", args=run.said())
