"""An E5 / GTE encoder the catalog does not hold, named with its size ("multilingual-e5-base", "gte-small",
"e5-small-v2"): the held row of the same architecture and size it is sized on (tools.embedding.encoder_named), said as
an assumption in the answer's source line — never "which model?" when the user named one.

Same shapes (each pair: the same layers, hidden width and tokenizer family, so the same FLOPs a token):
- multilingual-e5-base and gte-multilingual-base are XLM-RoBERTa-base bodies, 12 layers, hidden 768, vocab ≈ 250 k
  (Wang et al. 2024, "Multilingual E5 Text Embeddings", arXiv:2402.05672 Table 1: initialised from xlm-roberta-base;
  from memory, re-check) → the held xlm-roberta-base row.
- e5-small-v2 and gte-small are 12-layer, hidden-384 BERT-small encoders on the English WordPiece vocabulary
  (github.com/microsoft/unilm e5/README: E5-small-v2 12 layers, dimension 384; thenlper/gte-small config.json as
  copied in its fine-tunes: BertModel, 12 layers, hidden 384, intermediate 1,536, vocab 30,522; read 2026-12-05; by
  hand 30,522 × 384 + 12 × (4 × 384² + 2 × 384 × 1,536) ≈ 33 M) → the held bge-small-en-v1.5 row (33.4 M, 12 layers,
  hidden 384).
- gte-base is a 12-layer, hidden-768 BERT-base encoder (thenlper/gte-base config.json as copied in its fine-tunes:
  BertModel, 12 layers, hidden 768, intermediate 3,072, vocab 30,522, read 2026-12-05; ≈ 109 M by the same hand sum)
  → bge-base-en-v1.5.
"""

from __future__ import annotations

import re

# (the pattern of the unheld name, the held row it is sized on); the first that matches wins
NEAREST: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?i)(?<![a-z0-9])(multilingual[\s_-]?e5[\s_-]?base|gte[\s_-]?multilingual[\s_-]?base)(?![a-z0-9])"),
     "xlm-roberta-base"),
    (re.compile(r"(?i)(?<![a-z0-9-])(e5[\s_-]?small(?:[\s_-]?v2)?|gte[\s_-]?small)(?![a-z0-9])"), "bge-small-en-v1.5"),
    (re.compile(r"(?i)(?<![a-z0-9-])(gte[\s_-]?base(?:[\s_-]?en[\s_-]?v1\.5)?)(?![a-z0-9])"), "bge-base-en-v1.5"),
)


def nearest_held(text: str) -> tuple[str, str] | None:
    """(the name as the user wrote it, the held row's name) of an unheld E5 / GTE encoder; None when none is named."""
    for rx, held in NEAREST:
        m = rx.search(text or "")
        if m is not None:
            return m.group(1), held
    return None


def source_note(said: str, held: str, held_source: str) -> str:
    """The source line of an encoder sized on another row: the assumption said, then that row's own source."""
    return (f"{said} is not in the catalog: sized on {held}, the held row of the same architecture and size "
            f"(an assumption: time the first 100,000 items on a pilot); {held_source}")
