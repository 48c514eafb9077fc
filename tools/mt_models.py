"""Dedicated machine-translation models a user names (MADLAD-400, NLLB-200), their sizes and weights licences, and
which one a job is sized on.

Both are encoder-decoder transformers, which this engine has no layout for (its arithmetic is a decoder's: weights,
a KV cache, bytes read per generated token). A named MT model is sized as a DECODER OF ITS TOTAL PARAMETERS, and the
answer says so: the weights' memory is right; the time is an upper bound, since each source token passes only the
encoder and each target token only the decoder (about half the parameters each), and the KV cache is over-counted.

Rows (checked on `as_of`):
- MADLAD-400 MT (Google; Kudugunta et al., "MADLAD-400: A Multilingual And Document-Level Large Audited Dataset",
  arXiv 2309.04662: "a 10.7B-parameter multilingual machine translation model"; the released MT checkpoints are
  3B, 7.2B and 10.7B, huggingface.co/google/madlad400-3b-mt, -7b-mt, -10b-mt — the 3B and 7.2B counts from the
  paper's model list, from memory, re-check). T5 encoder-decoder ("T5ForConditionalGeneration files",
  huggingface.co/jbochi/madlad400-10b-mt). Licence: Apache-2.0 (model cards' `license: apache-2.0`).
- NLLB-200 (Meta; NLLB Team, arXiv 2207.04672): nllb-200-distilled-600M, nllb-200-distilled-1.3B / nllb-200-1.3B,
  nllb-200-3.3B (the sizes are the checkpoints' names, huggingface.co/facebook/nllb-200-3.3B). M2M100
  encoder-decoder. Licence: CC BY-NC 4.0 (model cards' `license: cc-by-nc-4.0`): no business use.

The choice (`mt_choice`): the models named, in the order named; a business use (or one not said) sizes the first
whose licence allows any use; a non-commercial use the first named; a business use naming only non-commercial ones
sizes the permissive model of the same kind (MADLAD-400 MT 3B) instead. A family named without a size is sized at its
smallest checkpoint (the bulk-job choice; a larger one after a quality check on a sample).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict


class MtModel(BaseModel):
    """One released MT checkpoint."""

    model_config = ConfigDict(frozen=True)

    name: str
    family: str  # "MADLAD-400" | "NLLB-200"
    params_b: float
    licence: str
    commercial: bool  # a business may use the weights as released
    source: str
    as_of: str = "2026-12-05"


_MADLAD: dict[str, Any] = dict(family="MADLAD-400", licence="Apache-2.0", commercial=True)
_NLLB: dict[str, Any] = dict(family="NLLB-200", licence="CC BY-NC 4.0", commercial=False)

MT_MODELS: tuple[MtModel, ...] = (
    MtModel(name="MADLAD-400-3B-mt", params_b=3.0, source="huggingface.co/google/madlad400-3b-mt", **_MADLAD),
    MtModel(name="MADLAD-400-7B-mt", params_b=7.2, source="huggingface.co/google/madlad400-7b-mt", **_MADLAD),
    MtModel(name="MADLAD-400-10B-mt", params_b=10.7, source="huggingface.co/google/madlad400-10b-mt (arXiv 2309.04662)",
            **_MADLAD),
    MtModel(name="NLLB-200-distilled-600M", params_b=0.6, source="huggingface.co/facebook/nllb-200-distilled-600M",
            **_NLLB),
    MtModel(name="NLLB-200-1.3B", params_b=1.3, source="huggingface.co/facebook/nllb-200-1.3B", **_NLLB),
    MtModel(name="NLLB-200-3.3B", params_b=3.3, source="huggingface.co/facebook/nllb-200-3.3B", **_NLLB),
)

PERMISSIVE_DEFAULT = "MADLAD-400-3B-mt"


def mt_model(family: str, params_b: float | None) -> MtModel | None:
    """The family's checkpoint of that size (the nearest within 0.75 B: "7B" is the 7.2B, "10B" the 10.7B), or its smallest when
    no size is said; None for an unknown family or size."""
    rows = sorted((m for m in MT_MODELS if m.family == family), key=lambda m: m.params_b)
    if not rows:
        return None
    if params_b is None:
        return rows[0]
    near = min(rows, key=lambda m: abs(m.params_b - params_b))
    return near if abs(near.params_b - params_b) <= 0.75 else None


class MtChoice(BaseModel):
    """The model a translation job is sized on, and the named ones it is not sized on (for their licence)."""

    model_config = ConfigDict(frozen=True)

    sized: MtModel
    set_aside: tuple[MtModel, ...] = ()
    swapped: bool = False  # only non-commercial models were named under a business use: the permissive one instead


def mt_choice(named: list[MtModel], commercial_use: bool | None) -> MtChoice | None:
    """Which named model is sized (module docstring): the first whose licence allows the stated use."""
    if not named:
        return None
    pick: MtModel | None = named[0]
    if commercial_use is not False:
        pick = next((m for m in named if m.commercial), None) or (None if commercial_use is None else
                                                                   mt_model("MADLAD-400", None))
    pick = pick or named[0]
    swapped = pick not in named
    return MtChoice(sized=pick, set_aside=tuple(m for m in named if m != pick), swapped=swapped)
