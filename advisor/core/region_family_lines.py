"""A question which instance families a cloud region has ("is there g6e or p5 in me-central-1?", "AWS阿联酋有没有g6e或
p5", 有冇 p5) answered from the catalog beside the plan: yes or no per family named (the instances when yes, a variant
of the name that is listed when no: p5en for p5), the families the catalog does list there, and the catalog's date
("per our catalog snapshot"). It was never answered: the plan alone came back. Reading and wording only: which rows
lie in the region is the catalog's."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import InstanceRow, Msg, Workload

# the question asks whether something is there ("is there", "do they have", "available", 有没有, 有冇)
ASK = re.compile(r"(?i)\b(?:is|are)\s+there\b|\bdo(?:es)?\s+(?:\w+\s+){0,3}?(?:have|offer|list|carry)\b|\bavailable\b"
                 r"|\bany\b|有没有|有沒有|有冇|有无|有無|有吗|有嗎|有没|有沒|提供")
TOKEN = re.compile(r"(?i)(?<![a-z0-9.\-_])([a-z]{1,2}\d{1,2}[a-z]{0,3})(?![a-z0-9\-_])")
FAMILY_SPLIT = {"aws": ".", "gcp": "-"}  # the family is the id's part before it (g6e.xlarge, a3-highgpu-8g)
MAX_IDS = 3  # instances named per family: more is a list, not an answer


def family(r: InstanceRow) -> str:
    """The instance family of a row ("g6e" of g6e.xlarge), "" where the provider writes no family."""
    sep = FAMILY_SPLIT.get(r.provider)
    return r.instance_type.split(sep, 1)[0].lower() if sep and sep in r.instance_type else ""


def asked_families(text: str, rows: list[InstanceRow]) -> tuple[str, list[str]] | None:
    """The provider and the instance families the message names (families the catalog knows for that provider)."""
    known: dict[str, set[str]] = {}
    for r in rows:
        if f := family(r):
            known.setdefault(r.provider, set()).add(f)
    said = list(dict.fromkeys(m.group(1).lower() for m in TOKEN.finditer(text)))
    for provider, fams in known.items():
        named = [s for s in said if s in fams]
        if named:
            return provider, named
    return None


def _regions(text: str, provider: str, w: Workload) -> list[str]:
    """The provider's regions asked about: ids said in the message, else those in the thread's places."""
    from catalog.places import region_ids

    ids = [r for r in region_ids() if r.provider == provider]
    said = [r.region_id for r in ids if re.search(rf"(?i)(?<![\w-]){re.escape(r.region_id)}(?![\w-])", text)]
    return said or [r.region_id for r in ids if r.tag and r.tag in (w.regions or [])]


def family_msgs(provider: str, region: str, named: list[str], rows: list[InstanceRow]) -> Msg:
    """One region's answer: each family named, yes (its instances) or no (a listed variant of its name), and what
    the catalog lists there, with the newest date of the provider's rows (the snapshot the answer reads)."""
    here = [r for r in rows if r.provider == provider and r.region == region]
    dates = [r.as_of[:10] for r in here if r.as_of] or [r.as_of[:10] for r in rows if r.provider == provider and r.as_of]
    as_of = max(dates) if dates else "—"
    fams: dict[str, list[InstanceRow]] = {}
    for r in sorted(here, key=lambda r: r.instance_type):
        fams.setdefault(family(r), []).append(r)
    items = []
    for f in named:
        got = fams.get(f, [])
        near = [g for g in fams if g != f and g.startswith(f)]
        items.append(Msg(code="region_family.item", args={
            "family": f, "ids": [f"{r.instance_type} ({r.gpu_count:g} × {r.gpu})" for r in got[:MAX_IDS]],
            "near": [f"{g} ({fams[g][0].gpu})" for g in near]}))
    listed = [f"{g} ({fams[g][0].gpu})" for g in fams if g]
    return Msg(code="region_family.region", args={"provider": provider, "region": region, "items": items,
                                                  "listed": listed, "as_of": as_of})


def add_region_family_lines(reply: Any, text: str, w: Workload, lang: str) -> None:
    """Open the reply with the catalog's answer where the message asks whether a region has instance families."""
    if not ASK.search(text) or getattr(reply, "recommendation", None) is None:
        return
    from advisor.core.service import catalog_rows

    rows = catalog_rows()[0]
    asked = asked_families(text, rows)
    if asked is None:
        return
    provider, named = asked
    regions = _regions(text, provider, w)
    if not regions:
        return
    line = "\n".join(family_msgs(provider, g, named, rows).text(lang) for g in regions)
    reply.text = f"{line}\n\n{reply.text}"
    if reply.full:
        reply.full = f"{line}\n\n{reply.full}"
