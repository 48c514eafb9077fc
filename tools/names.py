"""Names a caller sent that a model does not take: the near-miss rule, one for every surface.

A misspelled argument whose filter or figure is silently dropped gives an answer to another question (MCP `provders`;
`dataset: {"epocs": 3}` costed as one epoch). A key within two edits of a
real name is a misspelling (`near_miss`); the MCP server refuses such a key at the top level and ignores the others
(clients add their own: trace ids, request tags), while a nested object (`dataset`, a `compare` option) takes no extras
at all (`refuse_unknown_keys`). No imports: tools.schema calls it on every Dataset."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

ECHO_MAX = 200  # characters of one unknown key repeated back


def edit_distance(a: str, b: str, most: int) -> int:
    """Optimal-string-alignment distance (a swap of neighbours is one edit), or `most + 1` once it exceeds
    `most`: a 10 MB key costs one length comparison."""
    if abs(len(a) - len(b)) > most:
        return most + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], prev2[j - 2] + 1)
        if min(row) > most:
            return most + 1
        prev2, prev = prev, row
    return prev[-1]


def near_miss(key: str, names: Iterable[str]) -> str | None:
    """The argument name `key` most likely misspells, if any: within two edits of it, one for names of at most
    four letters (`gpu`, `top`, `lang`: two edits reach unrelated words such as `type` → `top`), ignoring case
    and `-` for `_`; None when every name is further (a client's own extra key, e.g. `trace_id`)."""
    k = key.strip().lower().replace("-", "_")
    best: tuple[int, str] | None = None
    for name in names:
        most = 1 if len(name) <= 4 else 2
        d = edit_distance(k, name, most)
        if d <= most and (best is None or d < best[0]):
            best = (d, name)
    return best[1] if best else None


def shown_key(key: str) -> str:
    """A key as an error repeats it: quoted, cut to ECHO_MAX characters with its length said."""
    return repr(key) if len(key) <= ECHO_MAX else repr(key[:ECHO_MAX]) + f"… ({len(key):,} characters)"


def refuse_unknown_keys(data: Any, names: Iterable[str]) -> Any:
    """`data` unchanged when it is not a dict or names only `names`; else ValueError naming each unknown key (the
    first five), the name it is near ("did you mean 'epochs'?") and the accepted ones. A pydantic `mode="before"`
    model validator of nested request objects: pydantic's own `extra="forbid"` says only "Extra inputs are not
    permitted", with no name to use instead."""
    if not isinstance(data, dict):
        return data
    names = list(names)
    unknown = [k for k in data if k not in names]
    if not unknown:
        return data
    said = []
    for key in unknown[:5]:
        hit = near_miss(key, names) if isinstance(key, str) else None
        said.append(f"unknown key {shown_key(str(key))}" + (f" — did you mean {hit!r}?" if hit else ""))
    more = f" (and {len(unknown) - 5:,} more)" if len(unknown) > 5 else ""
    joint = " " if said[-1].endswith("?") and not more else "; "
    raise ValueError(f"{'; '.join(said)}{more}{joint}accepted: {', '.join(names)}")
