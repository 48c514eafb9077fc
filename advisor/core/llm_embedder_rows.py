"""Installs the registry's LLM rows into tools.llm_embedder (imported by advisor.core at start, as the wording is): an
unlisted embedder named on a held base ("e5-mistral-7b-instruct") is sized on that row's shape."""

from __future__ import annotations

from catalog import registry
from tools.llm_embedder import install_registry

install_registry(registry.rows)
