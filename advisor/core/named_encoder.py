"""The encoder a message names (tools.embedding.encoder_named) with the registry's rows passed in: an unlisted
LLM-based embedder named on a held base ("e5-mistral-7b-instruct") is sized on that row's shape (tools.llm_embedder).
tools/ never imports catalog/, so the rows reach it as an argument from here."""

from __future__ import annotations

from functools import cache
from typing import Any

from catalog import registry
from tools.embedding import Encoder
from tools.embedding import encoder_named as _encoder_named


@cache
def _llm_rows() -> tuple[dict[str, Any], ...]:
    return tuple(registry.rows())


def encoder_named(text: str) -> Encoder | None:
    """The listed encoder the text names, else an LLM-based embedder sized on its held base, else None."""
    return _encoder_named(text, _llm_rows())


def encoder_referenced(text: str) -> Encoder | None:
    """The encoder the text names as a reference ("sized for bge-m3") beside the job's own (tools.embedding)."""
    from tools.embedding import referenced_encoder

    return referenced_encoder(text, _llm_rows())
