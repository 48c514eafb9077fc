"""The smaller releases of a model's own family the registry holds, for "what do we use instead?" after an answer that
said the model cannot run on the stated cards at the precision asked: the nearest one that fits is the answer, tried
largest first by the recommender (advisor/core/fit_alternative). Sizes are the ones in the registry's own names
("Qwen2.5-72B" → Qwen2.5-32B, -14B, -7B …; catalog/data/models.json, each row from its model card), never guessed."""

from __future__ import annotations

import re

# a name whose last part is its size: "Qwen2.5-72B", "Llama-3.1-70B", "gemma-3-27b"
_SIZED = re.compile(r"^(?P<stem>.+?[-_ ])(?P<size>\d+(?:\.\d+)?)(?P<unit>[Bb])$")


def smaller_siblings(model: str | None, names: list[str]) -> list[str]:
    """The names in `names` with the same stem as `model` and a smaller size, largest first; [] when `model` does not
    end in its size."""
    m = _SIZED.match(model or "")
    if m is None:
        return []
    size = float(m.group("size"))
    found: list[tuple[float, str]] = []
    for name in names:
        n = _SIZED.match(name)
        if n is not None and n.group("stem") == m.group("stem") and n.group("unit") == m.group("unit") \
                and float(n.group("size")) < size:
            found.append((float(n.group("size")), name))
    return [name for _, name in sorted(found, reverse=True)]
