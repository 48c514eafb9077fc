"""Dedicated machine-translation models a user names (MADLAD-400, NLLB-200), their sizes and weights licences, and
which one a job is sized on.

Both are encoder-decoder transformers, which this engine has no layout for (its arithmetic is a decoder's: weights,
a KV cache, bytes read per generated token). A named MT model is sized as a DECODER OF ITS TOTAL PARAMETERS, and the
answer says so: the weights' memory is right; the time is an upper bound, since each source token passes only the
encoder and each target token only the decoder (about half the parameters each), and the KV cache is over-counted.

Rows (checked on `as_of`):
- MADLAD-400 MT (Google; Kudugunta et al., "MADLAD-400: A Multilingual And Document-Level Large Audited Dataset",
  arXiv 2309.04662: "a 10.7B-parameter multilingual machine translation model"), released as madlad400-3b-mt, -7b-mt
  and -10b-mt (huggingface.co/google/madlad400-3b-mt …), T5 encoder-decoders ("T5ForConditionalGeneration files",
  huggingface.co/jbochi/madlad400-10b-mt). Parameters from the released float32 safetensors (4 bytes a parameter):
  3b-mt 4.97 + 5.00 + 1.79 = 11.76 GB → 2.94 B (huggingface.co/iliemihai/madlad400-3b-mt file list); 7b-mt
  4.98 + 4 × 4.97 + 5.00 + 3.34 = 33.20 GB → 8.30 B (huggingface.co/jbochi/madlad400-7b-mt file list; its int8
  CTranslate2 conversion's model.bin is 8.31 GB, huggingface.co/avans06/madlad400-7b-mt-bt-ct2-int8_float16);
  10b-mt 4.92 + 3 × 4.97 + 5.00 + 4.93 + 5.00 + 4.93 + 3.17 = 42.86 GB → 10.7 B (huggingface.co/jbochi/madlad400-10b-mt
  file list), the paper's 10.7B. The "7B" checkpoint holds 8.3 B parameters (its 256k-entry vocabulary's embeddings
  included), which is what its weights take in memory. Licence: Apache-2.0 (model cards' `license: apache-2.0`).
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
    named_b: float  # the size in the checkpoint's name ("7b-mt": 7)
    params_b: float  # the parameters its released weights hold
    licence: str
    commercial: bool  # a business may use the weights as released
    source: str
    as_of: str = "2026-12-05"


_MADLAD: dict[str, Any] = dict(family="MADLAD-400", licence="Apache-2.0", commercial=True)
_NLLB: dict[str, Any] = dict(family="NLLB-200", licence="CC BY-NC 4.0", commercial=False)

MT_MODELS: tuple[MtModel, ...] = (
    MtModel(name="MADLAD-400-3B-mt", named_b=3, params_b=2.94, source="huggingface.co/google/madlad400-3b-mt", **_MADLAD),
    MtModel(name="MADLAD-400-7B-mt", named_b=7, params_b=8.3, source="huggingface.co/google/madlad400-7b-mt", **_MADLAD),
    MtModel(name="MADLAD-400-10B-mt", named_b=10, params_b=10.7,
            source="huggingface.co/google/madlad400-10b-mt (arXiv 2309.04662)", **_MADLAD),
    MtModel(name="NLLB-200-distilled-600M", named_b=0.6, params_b=0.6,
            source="huggingface.co/facebook/nllb-200-distilled-600M", **_NLLB),
    MtModel(name="NLLB-200-1.3B", named_b=1.3, params_b=1.3, source="huggingface.co/facebook/nllb-200-1.3B", **_NLLB),
    MtModel(name="NLLB-200-3.3B", named_b=3.3, params_b=3.3, source="huggingface.co/facebook/nllb-200-3.3B", **_NLLB),
)

PERMISSIVE_DEFAULT = "MADLAD-400-3B-mt"


def mt_model(family: str, said_b: float | None) -> MtModel | None:
    """The family's checkpoint of the size said (the nearest named size within 0.75 B: "7.2B" is the 7b-mt, "10.7B"
    the 10b-mt), or its smallest when no size is said; None for an unknown family or size."""
    rows = sorted((m for m in MT_MODELS if m.family == family), key=lambda m: m.named_b)
    if not rows:
        return None
    if said_b is None:
        return rows[0]
    near = min(rows, key=lambda m: abs(m.named_b - said_b))
    return near if abs(near.named_b - said_b) <= 0.75 else None


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
