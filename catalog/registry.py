"""The model registry (catalog/data/models.json) and loose name resolution.

Plain JSON read with the standard library: `gpu-advisor estimate` must start fast, so this module
imports neither sqlite-utils nor anything heavy.
"""

from __future__ import annotations

import difflib
import json
import re
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from tools.defaults import use_thinking_lookup
from tools.errors import AdvisorError
from tools.schema import ModelArch, ModelThinking

DATA = Path(__file__).parent / "data"

_ARCH_FIELDS = set(ModelArch.model_fields)


class UnknownModel(AdvisorError, LookupError):
    """No registry model matches; `suggestions` holds the closest names."""

    def __init__(self, name: str, suggestions: list[str]):
        self.name, self.suggestions = name, suggestions
        hint = f" Closest: {', '.join(suggestions)}." if suggestions else ""
        super().__init__(f"Unknown model {name!r}.{hint} Or give a size with --params (billions).")


_META = re.compile(r"^meta-")
_TUNE_TAIL = re.compile(r"[-_ ]?(instruct|chat|base|hf|it)$")
_SIZE_B = re.compile(r"(\d)\s*b\b")
_NOT_KEY = re.compile(r"[^0-9a-z.\u4e00-\u9fff]")


@lru_cache(maxsize=8192)
def normalize(name: str) -> str:
    """A spelling's registry key (memoised: the reader asks it of every run of words in a message)."""
    s = name.lower().strip()
    s = s.split("/")[-1]
    s = _META.sub("", s)
    s = _TUNE_TAIL.sub("", s)
    s = _SIZE_B.sub(r"\1b", s)
    return _NOT_KEY.sub("", s)


@lru_cache(maxsize=1)
def _rows() -> tuple[dict[str, Any], ...]:
    return tuple(json.loads((DATA / "models.json").read_text(encoding="utf-8"))["models"])


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    idx: dict[str, str] = {}
    for row in _rows():
        for alias in [row["name"], row.get("hf_id") or "", *row.get("aliases", [])]:
            if alias:
                idx.setdefault(normalize(alias), row["name"])
    return idx


@lru_cache(maxsize=1)
def _row_names() -> dict[str, str]:
    """Each row's own name and Hub id (whole, and its part after the org), lower-cased, to the name: the exact
    spelling of a row ("GLM-4-9B-Chat", "THUDM/glm-4-9b-chat") never resolves to another row by a dropped tail."""
    out: dict[str, str] = {}
    for r in _rows():
        hub = (r.get("hf_id") or "").lower()
        for said in (r["name"].lower(), hub, hub.split("/")[-1]):
            if said:
                out.setdefault(said, r["name"])
    return out


def names() -> list[str]:
    return [r["name"] for r in _rows()]


def rows() -> list[dict[str, Any]]:
    """The raw registry rows (for listing and the database)."""
    return [dict(r) for r in _rows()]


def resolve_name(name: str) -> str:
    """Registry key for a loose spelling: "Llama 3 8B", "llama3-8b", "meta-llama/Meta-Llama-3-8B"."""
    own = _row_names().get(name.strip().lower())
    if own:  # a row's own name first: "GLM-4-9B-Chat" is the chat row, never its base by the dropped -Chat tail
        return own
    key = normalize(name)
    idx = _index()
    if key in idx:
        return idx[key]
    # "llama38b" for "Llama-3-8B": drop dots too
    flat = {k.replace(".", ""): v for k, v in idx.items()}
    if key.replace(".", "") in flat:
        return flat[key.replace(".", "")]
    close = difflib.get_close_matches(key, list(idx), n=3, cutoff=0.6)
    raise UnknownModel(name, list(dict.fromkeys(idx[c] for c in close)))


def exact_name(key: str) -> str | None:
    """The registry row a normalised spelling names exactly (dots kept or dropped), else None: no closest match."""
    return _index().get(key) or _flat_index().get(key.replace(".", ""))


@lru_cache(maxsize=1)
def _flat_index() -> dict[str, str]:
    """The index without dots: "llama38b" for "Llama-3-8B"."""
    return {k.replace(".", ""): v for k, v in _index().items()}


def get(name: str) -> ModelArch:
    return _arch(resolve_name(name))


@cache
def _arch(key: str) -> ModelArch:
    """One ModelArch per registry model (frozen, so shared): the calculators' memos by identity (tools.arch) then hold
    across answers instead of meeting a new, equal object each time."""
    row = next(r for r in _rows() if r["name"] == key)
    return ModelArch(**{k: v for k, v in row.items() if k in _ARCH_FIELDS})


def max_context(name: str) -> int | None:
    key = resolve_name(name)
    return next(r for r in _rows() if r["name"] == key).get("max_context")


def chat_variant(name: str) -> str | None:
    """The chat release a registry row names for serving (`chat_variant`: a longer context than the base's; the
    GLM-4-9B base row names GLM-4-9B-Chat), else None (or for a name not in the registry)."""
    try:
        key = resolve_name(name)
    except UnknownModel:
        return None
    return next(r for r in _rows() if r["name"] == key).get("chat_variant")


def max_generation(name: str) -> tuple[int, str] | None:
    """A registry model's generation limit a call and its source (Qwen2.5: 8,192, its model card); None where the
    card states none, or for a name not in the registry."""
    try:
        arch = get(name)
    except UnknownModel:
        return None
    return (arch.max_generation, arch.max_generation_source) if arch.max_generation else None


def thinking(name: str) -> ModelThinking | None:
    """A registry model's `thinking` (None for a model that answers straight away, or a name not in the registry)."""
    try:
        return get(name).thinking
    except UnknownModel:
        return None


use_thinking_lookup(thinking)
