"""Whether a stated card text names cards of more than one GPU generation (the "mixing GPU generations" pitfall).

A generation is the catalog's `architecture` column (catalog/data/gpus.csv, from each card's datasheet: Ampere,
Hopper, Ada Lovelace, CDNA 3, ...). Two names of one chip — a card and its memory variant ("RTX 4090" and the
modified "RTX 4090-48GB"), the PCIe and SXM forms, the China-market A800 beside the A100 — are one generation, so
eight identical owned cards are never warned as mixed."""
from __future__ import annotations

import re

from tools.schema import GPUSpec


def _family(name: str) -> str:
    """The card family as the catalog names it: the first word with a digit ("H100 SXM" → h100, "RTX 4090" → 4090)."""
    return next((w for w in name.lower().split() if any(c.isdigit() for c in w)), name.lower())


def _loose(name: str) -> str:
    """A catalog name as users type it: spaces and hyphens optional between its words ("RTX 6000 Ada", "rtx6000-ada")."""
    return r"[\s-]*".join(re.escape(w) for w in name.lower().split())


def named_generations(text: str | None, gpus: dict[str, GPUSpec]) -> set[str]:
    """The architectures of the cards the text names: whole catalog names first, longest first ("RTX 6000 Ada" is
    Ada Lovelace, never the Turing Quadro RTX 6000 that shares its number), then a bare family number where no whole
    name covers it ("8 × 4090"); a family with no architecture stands for itself."""
    if not text:
        return set()
    low, out = text.lower(), set()
    taken: list[tuple[int, int]] = []
    for name in sorted(gpus, key=len, reverse=True):
        for m in re.finditer(r"(?<![a-z0-9])" + _loose(name) + r"(?![a-z0-9])", low):
            if not any(a < m.end() and m.start() < b for a, b in taken):
                taken.append(m.span())
                out.add((gpus[name].architecture or _family(name)).lower())
    for name, spec in gpus.items():
        f = _family(name)
        for m in re.finditer(r"(?<![a-z0-9])" + re.escape(f) + r"(?![a-z0-9])", low):
            if not any(a <= m.start() < b for a, b in taken):
                out.add((spec.architecture or f).lower())
    return out


def mixed_generations(text: str | None, gpus: dict[str, GPUSpec]) -> bool:
    """Does the stated card text name two generations ("A100 and H100")? Not for one chip's variants."""
    return len(named_generations(text, gpus)) > 1
