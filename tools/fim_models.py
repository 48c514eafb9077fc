"""Code completion (tab autocomplete) needs a model trained for fill-in-the-middle: the editor sends the code before and
after the cursor in the model's FIM tokens. A registry row says whether its model was (`fim` in
catalog/data/models.json, from the model card: Code Llama's card gives infilling to its 7B, 13B and 70B models only;
Qwen2.5-Coder, StarCoder2, Codestral and DeepSeek-Coder-V2 cards document their FIM format). A row marked without it,
asked for completion, is said to lack it, with the FIM model nearest its size."""

from __future__ import annotations

import math
from typing import Any

from tools.model_origin import is_prc
from tools.schema import Msg


def nearest_fim(params: int, rows: list[dict[str, Any]], avoid_prc: bool = False) -> str | None:
    """The FIM model among the registry `rows` nearest `params` by ratio (34B → Qwen2.5-Coder-32B before Codestral-22B);
    with `avoid_prc` (the thread rules out PRC-developed models) none from a PRC developer (tools.model_origin.is_prc:
    117B gpt-oss-120b → Codestral-22B, not Qwen2.5-Coder-32B)."""
    fim = [(str(r["name"]), int(r.get("published_params") or 0)) for r in rows if r.get("fim") is True
           and not (avoid_prc and is_prc(str(r["name"]), str(r.get("hf_id") or "")))]
    fim = [(n, p) for n, p in fim if p > 0]
    if not fim or params <= 0:
        return None
    return min(fim, key=lambda np: abs(math.log(np[1] / params)))[0]


def fim_missing(model: str | None, rows: list[dict[str, Any]], avoid_prc: bool = False) -> Msg | None:
    """The note for completion asked of `model` (a registry name) whose row in `rows` is marked without FIM; None for a
    FIM model, a name no row holds or a row that does not say. `avoid_prc`: the FIM model named is not a PRC one."""
    row = next((r for r in rows if r["name"] == model), None)
    if row is None or row.get("fim") is not False:
        return None
    instead = nearest_fim(int(row.get("published_params") or 0), rows, avoid_prc)
    return Msg(code="fim.missing", args={"model": model, "instead": instead or "Qwen2.5-Coder-7B"})
