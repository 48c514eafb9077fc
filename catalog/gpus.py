"""GPU specs from catalog/data/gpus.csv (one row per accelerator; every row names its source).

Standard library only, for fast start-up. Capacity in bytes is the marketing size in GiB
(docs/SOURCES.md "Units": an "80 GB" A100 holds 80 GiB).
"""

from __future__ import annotations

import csv
import difflib
import re
from functools import lru_cache
from pathlib import Path

from tools.errors import AdvisorError
from tools.schema import GiB, GPUSpec

DATA = Path(__file__).parent / "data"


class UnknownGPU(AdvisorError, LookupError):
    def __init__(self, name: str, suggestions: list[str]):
        self.name, self.suggestions = name, suggestions
        hint = f" Closest: {', '.join(suggestions)}." if suggestions else ""
        super().__init__(f"Unknown GPU {name!r}.{hint} See `gpu-advisor catalog gpus` for the list.")


def _num(v: str | None) -> float | None:
    """A CSV cell as a number; blank or unparseable → None (unknown, never guessed)."""
    v = (v or "").strip()
    if not v:
        return None
    try:
        return float(v)
    except ValueError:
        return None


def _yes(v: str) -> bool | None:
    v = (v or "").strip().lower()
    return True if v == "yes" else False if v == "no" else None


def spec_from_row(r: dict[str, str]) -> GPUSpec:
    mem = _num(r.get("memory_gb", ""))
    return GPUSpec(
        name=r["name"], vendor=r.get("vendor", ""), architecture=r.get("architecture", ""),
        compute_capability=r.get("compute_capability", ""), memory_gb=mem,
        memory_bytes=int(mem * GiB) if mem else None, usable_memory_gib=_num(r.get("usable_memory_gib", "")),
        bandwidth_gb_s=_num(r.get("memory_bandwidth_gbps", "")),
        fp32_tflops=_num(r.get("fp32_tflops", "")), tf32_tflops=_num(r.get("tf32_tflops", "")),
        fp16_tflops=_num(r.get("fp16_tflops", "")), bf16_tflops=_num(r.get("bf16_tflops", "")),
        fp8_tflops=_num(r.get("fp8_tflops", "")), int8_tops=_num(r.get("int8_tops", "")),
        int4_tops=_num(r.get("int4_tops", "")), nvlink_gb_s=_num(r.get("nvlink_gbps", "")),
        pcie_gen=int(_num(r.get("pcie_gen", "")) or 0) or None, ecc=_yes(r.get("ecc", "")), mig=_yes(r.get("mig", "")),
        bf16_support=bool(_yes(r.get("bf16_support", ""))), fp8_support=bool(_yes(r.get("fp8_support", ""))),
        fp4_support=bool(_yes(r.get("fp4_support", ""))), tdp_w=_num(r.get("tdp_w", "")),
        form_factor=r.get("form_factor", ""), segment=r.get("segment", ""), source=r.get("source", ""),
        as_of=r.get("as_of", ""), notes=r.get("notes", ""),
    )


@lru_cache(maxsize=1)
def _raw() -> tuple[dict[str, str], ...]:
    with open(DATA / "gpus.csv", newline="", encoding="utf-8") as f:
        return tuple(csv.DictReader(f))


def raw_rows() -> list[dict[str, str]]:
    return [dict(r) for r in _raw()]


@lru_cache(maxsize=1)
def all_gpus() -> dict[str, GPUSpec]:
    return {r["name"]: spec_from_row(r) for r in _raw()}


def _norm(s: str) -> str:
    s = s.lower().replace("nvidia", "").replace("tesla", "")
    return re.sub(r"[^0-9a-z\u4e00-\u9fff]", "", s)


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    idx: dict[str, str] = {}
    for r in _raw():
        for a in [r["name"], *[x for x in r.get("aliases", "").split(";") if x]]:
            idx.setdefault(_norm(a), r["name"])
    return idx


def resolve_gpu_name(name: str) -> str:
    """Catalog name for a loose spelling: "A100-80GB", "h100 sxm", "RTX-4090", "昇腾910B"."""
    key = _norm(name)
    idx = _index()
    if key in idx:
        return idx[key]
    for suffix in ("gb",):
        if key.endswith(suffix) and key[: -len(suffix)] in idx:
            return idx[key[: -len(suffix)]]
    if re.search(r"\dg$", key) and key + "b" in idx:  # "H100 80G", "A100 80G": Chinese users drop the B
        return idx[key + "b"]
    if re.search(r"\dg$", key) and key[:-1] in idx:
        return idx[key[:-1]]
    close = difflib.get_close_matches(key, list(idx), n=3, cutoff=0.6)
    raise UnknownGPU(name, list(dict.fromkeys(idx[c] for c in close)))


def is_card(name: str) -> bool:
    """Whether `name` is a card of the table, said as one or as a plural ("K80s", "Tesla K80s", "RTX 4090s")."""
    for said in dict.fromkeys((name, re.sub(r"(?i)(?<=\d)'?s$", "", name))):
        try:
            resolve_gpu_name(said)
        except UnknownGPU:
            continue
        return True
    return False


def preference_name(name: str) -> str:
    """The `gpu_preference` a user's card name stands for: a generic family name ("A100", "a100s", "H100") stays the
    family, since it admits every variant (tools.offers.named_cards: 40/80 GB, SXM/PCIe; SXM/PCIe/NVL); any other
    spelling resolves to its one catalog card as resolve_gpu_name does ("A100 80GB" → "A100 80GB SXM")."""
    from tools.offers import card_family, family_words

    key = _norm(name)
    for k in (key, key[:-1] if key.endswith("s") else key):
        members = [r["name"] for r in _raw() if card_family(r["name"]) == k]
        if len(members) > 1:
            return " ".join(family_words(members[0]))
    found = resolve_gpu_name(name)
    # the model number alone ("3080", 两张3080) names the family as "RTX 3080" does: the 10 GB and the 12 GB card
    family = card_family(found)
    if family != key and family.endswith(key) and family[: -len(key)].isalpha():
        members = [r["name"] for r in _raw() if card_family(r["name"]) == family]
        if len(members) > 1:
            return " ".join(family_words(members[0]))
    return found


def get_gpu(name: str) -> GPUSpec:
    return all_gpus()[resolve_gpu_name(name)]


def spellings() -> tuple[tuple[str, str], ...]:
    """Every way gpus.csv writes a card (its name and each alias, a parenthesised note dropped: "GH200 (96GB
    HBM3)" → "GH200"), with the catalog name it stands for: the reader's card pattern is built from these."""
    out: dict[str, str] = {}
    for r in _raw():
        for s in [r["name"], *[x for x in r.get("aliases", "").split(";") if x]]:
            s = re.sub(r"\s*\(.*?\)\s*", " ", s).strip()
            if s:
                out.setdefault(s, r["name"])
    return tuple(out.items())


@lru_cache(maxsize=1)
def instance_gpus() -> dict[str, tuple[str, int]]:
    """A cloud instance type as a user names it ("g6e.12xlarge", "p4d.24xlarge", "a2-highgpu-8g",
    "Standard_ND96isr_H200_v5") → (catalog GPU, GPUs in it), from catalog/data/instances.csv and extra_instances.csv:
    a named machine is judged as the cards in it ("we have a g6e.12xlarge" for a 236 GB model was never
    told its 4 × L40S 48 GB cannot hold the weights). Kept only where every row of the name agrees on both and the name
    is distinctive (a dot, dash or underscore, 6+ characters), so no common word is ever read as a machine."""
    seen: dict[str, set[tuple[str, int]]] = {}
    for name in ("instances.csv", "extra_instances.csv"):
        path = DATA / name
        if not path.exists():
            continue
        with open(path, newline="", encoding="utf-8") as f:
            for r in csv.DictReader(f):
                kind, gpu, count = r.get("instance_type", ""), r.get("gpu", ""), r.get("gpu_count", "")
                if not gpu or not count or len(kind) < 6 or not re.search(r"[._-]", kind):
                    continue
                try:
                    n = int(float(count))
                except ValueError:
                    continue
                if n >= 1:
                    seen.setdefault(kind.lower(), set()).add((gpu, n))
    return {k: next(iter(v)) for k, v in seen.items() if len(v) == 1}
