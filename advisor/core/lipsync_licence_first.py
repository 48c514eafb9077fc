"""A lip-sync model whose open weights are for research only (Wav2Lip: catalog/data/licences.json, from its README)
asked for a paid use (商用, commercial, 带货, customers: advisor.core.extract_rules.COMMERCIAL_USE): the warning leads the
answer, with the way out (the authors' paid API, or MuseTalk, whose weights allow commercial use and whose rate the plan
is sized on), before any figure."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

# "a commercial e-learning product", "commercial talking-head app": a word or two between (the shared reader wants it
# next to the use word)
PAID_USE = re.compile(r"(?i)\bcommercial\s+(?:[a-z-]+\s+){0,2}(?:products?|services?|apps?|platforms?|business|use)\b")


def licence_first(m: Any, text: str, lines: list[Msg]) -> list[Msg]:
    """`lines` with the non-commercial warning first when a paid use is said and the named model's licence row is
    non-commercial; the licence's neutral line (said with the use unknown) dropped then; `lines` unchanged otherwise."""
    from advisor.core.extract_rules import COMMERCIAL_USE, NON_COMMERCIAL_USE
    from tools.licence import table_licence

    row = table_licence(m.name) if m.family == "lipsync" and (m.proxy or m.gflops_frame) else None
    if row is None or row.commercial or NON_COMMERCIAL_USE.search(text or "") \
            or not (COMMERCIAL_USE.search(text or "") or PAID_USE.search(text or "")):
        return lines
    warn = Msg(code="lipsync.non_commercial_first", args={
        "name": row.model, "licence": row.licence, "source": row.source, "as_of": row.as_of, "alt": row.alternative,
        "alt_licence": row.alternative_licence, "alt_source": row.alternative_source, "own": bool(m.gflops_frame)})
    return [warn, *(x for x in lines if not x.code.startswith("licence.named_non_commercial"))]
