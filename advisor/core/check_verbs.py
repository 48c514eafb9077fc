"""A question whether some cards can take the work, asked with a verb rather than "enough" ("would 4 L4s do for …?",
"can 2 × 4090 handle …?", "could a pair of A10s cope with …?", "will 8 L40S manage …?"): the cards are a premise to
check (Workload.checked_gpu, tools.checked.card_verdict), the same path "is 2x A6000 enough" and 够不够 / 夠不夠 take,
never a filter answered "(honoured)". Read by advisor.core.extract_rules._checks with the question mark it needs."""

from __future__ import annotations

import re

# a modal, then the cards (never a person or "it": "can we handle…", "would it do…" ask something else), then the verb
CAN_TAKE = re.compile(
    r"(?i)\b(?:would|will|could|can|does|do|might)\s+(?!(?:i|we|you|they|it|this|that|he|she|one\s+of\s+us)\b)"
    r"[^?？,，;；.。]{1,40}?\b(?:do(?:\s+(?:it|the\s+job|the\s+trick))?|handle|manage|cope\s+with|cut\s+it|hack\s+it"
    r"|keep\s+up(?:\s+with)?|take\s+(?:it|this|that|the\s+load))(?![\w-])")


def can_take_asked(clause: str) -> bool:
    """Does the clause ask whether the cards it names can take the work (CAN_TAKE)?"""
    return bool(CAN_TAKE.search(clause or ""))
