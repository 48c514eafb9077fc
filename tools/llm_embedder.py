"""An LLM-based embedder the encoder table does not list, sized ON the held LLM its name says it is built on
("e5-mistral-7b-instruct" → Mistral-7B, "SFR-Embedding-Mistral" → Mistral-7B, "Llama-3-8B-Embedding" → Llama-3-8B,
"gte-Qwen2-1.5B-instruct" → Qwen2.5-1.5B's shape), never refused as "which model and size?" nor sized as chat serving.

Why: an embedder named by its task and its base ("…-Embedding-Mistral") was asked "which model and size (e.g.
bge-m3)?" though its name says both. Such an embedder is its base's decoder run once over the input with the last
token's hidden state pooled (e5-mistral-7b-instruct's model card: last-token pooling, 4,096-dim output, max_length
4,096; SFR-Embedding-Mistral is trained from it; NV-Embed-v2's config.json: text_config MistralModel, hidden_size 4,096),
so its work is the base's prefill and its output dimension is the base's hidden size. What is taken from the base's
registry row (its config.json): layers, hidden size (the vector's width), vocabulary and parameter count less the
LM head (an embedder keeps no LM head: vocab × hidden when the row's embeddings are untied). The longest input is
the 4,096 tokens such embedders are run at (tools.embedding.GENERIC_MAX_TOKENS, from the e5-mistral card), capped
by the base's own context. The answer says the base as an assumption ("sized as a Mistral-7B-based embedder").

Names read: one word (letters, digits, dots, joined by - or _) that carries an embedding task word (embed, embedding,
e5, gte, sfr, nv-embed) and a held LLM family (with or without its size): a run of the word's parts naming a registry
row ("mistral-7b", "llama-3-8b"), else the family with the size said elsewhere in the word, else the family's row
nearest 8B in size (the size such embedders are mostly released at: tools.defaults.RELEASED_VLM_BILLIONS); a family
the registry holds only as its successor of the same architecture (Qwen2 → Qwen2.5: both Qwen2ForCausalLM in
config.json) is read as that successor, said so. Names that carry no base (NV-Embed) are read by the one lineage table
(tools.model_lineage, its EMBEDDER rows), each row citing the model card or config.json that says the base.

The registry's LLM rows are an argument (`rows`, catalog.registry.rows() as the caller passes them): tools/ never
imports catalog/, and keeps no state of its own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# an embedding task word inside a model's name
TASK_WORD = re.compile(r"(?i)embed|(?<![a-z0-9])(?:e5|gte|sfr)(?![a-z])")
# a model's name as written: letters, digits and dots joined by - or _
_WORD = re.compile(r"(?<![A-Za-z0-9._\-])([A-Za-z][A-Za-z0-9.]*(?:[-_][A-Za-z0-9.]+)+)")
_SIZE = re.compile(r"(?i)^(\d+(?:\.\d+)?)b$")
# a family the registry holds under its successor of the same architecture (config.json architectures)
SUCCESSOR = {"qwen2": "qwen2.5"}  # Qwen/Qwen2-7B and Qwen/Qwen2.5-7B config.json: Qwen2ForCausalLM
LLM_EMBED_MAX_TOKENS = 4096  # e5-mistral-7b-instruct's model card max_length (tools.embedding.GENERIC_MAX_TOKENS)

Rows = Sequence[Mapping[str, Any]]  # the registry's rows (catalog/data/models.json), passed in by the caller


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9.]", "", name.lower())


@dataclass(frozen=True)
class BaseEmbedder:
    """An unlisted embedder read as its base's shape (module docstring)."""

    said: str  # the name as written
    base: str  # the registry row it is sized on
    params: int  # the base's parameters less an untied LM head
    layers: int
    hidden: int  # the base's hidden size: the embedding vector's width (last-token pooling)
    vocab: int
    max_tokens: int
    source: str
    cited: bool = False  # its base is its own card's or config.json's (tools.model_lineage), not read from its name


def _parts(word: str) -> list[str]:
    return [p for p in re.split(r"[-_]+", word.lower()) if p]


def _exact(words: list[str], rows: Rows) -> str | None:
    """The row named these words, or one of its aliases ("llama3-8b"), spaces, dashes and underscores aside."""
    key = _norm("-".join(words))
    for r in rows if words else []:
        if key in (_norm(r["name"]), *(_norm(a) for a in r.get("aliases", ()))):
            return str(r["name"])
    return None


def _family_row(family: str, rows: Rows) -> str | None:
    """The held row named the family plus one size, nearest 8B ("mistral" → Mistral-7B); else None."""
    from tools.defaults import RELEASED_VLM_BILLIONS, nearest_in_size

    sizes: dict[str, float] = {}
    for r in rows:
        words = _parts(r["name"])
        size = _SIZE.match(words[-1]) if len(words) >= 2 else None
        if size is not None and _norm("-".join(words[:-1])) == _norm(family):
            sizes[str(r["name"])] = float(size.group(1))
    return nearest_in_size(sizes, RELEASED_VLM_BILLIONS)


def _base_in(parts: list[str], rows: Rows) -> tuple[str, str] | None:
    """(the held row, how it was read: "" as named, else the family read in its place) for the word's parts."""
    sizes = [p for p in parts if _SIZE.match(p)]
    for width in range(min(len(parts), 3), 0, -1):  # the longest run first: "llama-3-8b" before "llama"
        for start in range(0, len(parts) - width + 1):
            run = parts[start:start + width]
            if TASK_WORD.search("-".join(run)) or all(_SIZE.match(p) or p.isdigit() for p in run):
                continue
            for family, said in ((run, ""), ([SUCCESSOR.get("-".join(run), "")], "-".join(run))):
                if not family[0]:
                    continue
                row = _exact(family, rows) or (_exact([*family, sizes[0]], rows) if sizes else None)
                row = row or (None if sizes else _family_row("-".join(family), rows))
                if row is not None:
                    return row, said
    return None


def _built(said: str, row_name: str, why: str, rows: Rows, cited: bool = False) -> BaseEmbedder:
    row = next(r for r in rows if r["name"] == row_name)
    head = 0 if row.get("tied_embeddings") else int(row["vocab"]) * int(row["hidden"])
    longest = min(LLM_EMBED_MAX_TOKENS, int(row.get("max_context") or LLM_EMBED_MAX_TOKENS))
    return BaseEmbedder(said, row_name, int(row["published_params"]) - head, int(row["layers"]), int(row["hidden"]),
                        int(row["vocab"]), longest, f"{why}; {row_name}: {row['source']} ({row['hf_id']})", cited)


def base_embedder(text: str, rows: Rows) -> BaseEmbedder | None:
    """The unlisted LLM-based embedder the text names, sized on its held base among the registry's `rows` (module
    docstring), else None."""
    from tools.model_lineage import EMBEDDER, lineage_of

    if not text or not TASK_WORD.search(text) or not rows:
        return None
    for m in _WORD.finditer(text):
        word = m.group(1).rstrip(".")
        if not TASK_WORD.search(word):
            continue
        lineage = lineage_of(word, EMBEDDER)
        if lineage is not None:
            return _built(word, lineage.base, f"{word} is built on {lineage.base} ({lineage.source})", rows, True)
        hit = _base_in(_parts(word), rows)
        if hit is not None:
            why = f"read as {hit[0]}, the held {hit[1]}-architecture successor" if hit[1] else f"its name says {hit[0]}"
            return _built(word, hit[0], f"{word} built on {hit[0]}: {why}", rows)
    return None
