"""A pytest plugin that records every message the tests hand the rule reader, for benchmarks/reader_equivalence.py.

    READER_RECORD=DIR python -m pytest -p benchmarks.reader_record -m "not e2e and not slow" -n 2 ...

It wraps `advisor.core.extract_rules.extract` when pytest loads it, before any conftest or test module is imported (so a module's
`from advisor.core.extract_rules import extract` binds the wrapper) and appends each call's (text, thread_model) as a
JSON line to DIR/calls-<pid>.jsonl. Readings are untouched: the wrapper returns what the reader returns.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def _install() -> None:
    folder = os.environ.get("READER_RECORD")
    if not folder:
        return
    from advisor.core import extract_rules

    inner = extract_rules.extract
    if getattr(inner, "_recording", False):
        return
    path = Path(folder) / f"calls-{os.getpid()}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    out = path.open("a", encoding="utf-8")

    def extract(text: str, thread_model: str | None = None) -> Any:
        try:
            out.write(json.dumps([text, thread_model], ensure_ascii=False) + "\n")
            out.flush()
        except (TypeError, ValueError):
            pass
        return inner(text, thread_model)

    extract.__doc__ = inner.__doc__
    extract.__wrapped__ = inner  # type: ignore[attr-defined]
    extract._recording = True  # type: ignore[attr-defined]
    extract_rules.extract = extract  # type: ignore[assignment]


_install()  # at import (-p loads this before any conftest or test module imports the reader)
