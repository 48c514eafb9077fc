"""The licences of the COMPONENTS of a named model stack, beside its base model's: "SDXL + IP-Adapter-FaceID-PlusV2",
"InstantID on SDXL", "PuLID + FLUX", "whisperX with pyannote", "CodeFormer face restore". A paid product built on a
component whose weights are non-commercial is barred whatever the base model's licence says.

The rows are catalog/data/component_licences.json, each read from the component's card, README or LICENSE (`source`,
its words in `quote`, on `as_of`):
- IP-Adapter-FaceID (huggingface.co/h94/IP-Adapter-FaceID, README "Non-commercial use"): "AS InsightFace pretrained
  models are available for non-commercial research purposes, IP-Adapter-FaceID models are released exclusively for
  research purposes and is not intended for commercial use."
- InsightFace (github.com/deepinsight/insightface, README "License"): code MIT; "The pretrained models we provided with
  this library are available for non-commercial research purposes only" (buffalo_l, antelopev2, which InstantID and
  PuLID download and run).
- CodeFormer (NTU S-Lab License 1.0, non-commercial) and GFPGAN (Apache-2.0): their rows name `licence_row`, the job
  key of their row in catalog/data/licences.json, which holds the licence, its source and date (one place for each).
- pyannote speaker-diarization-3.1: MIT but gated ("Though this pipeline uses MIT license and will always remain
  open-source", huggingface.co/pyannote/speaker-diarization-3.1; accept its user conditions and use a token).
- PhotoMaker v1: `License: apache-2.0` (huggingface.co/TencentARC/PhotoMaker), the identity route without InsightFace.

Pure reading of the table: no figures.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel

from tools.schema import Msg


class ComponentLicence(BaseModel):
    """One row of catalog/data/component_licences.json."""

    name: str
    aliases: list[str]
    licence: str
    commercial: Literal["yes", "no", "conditional"]
    depends_on: list[str]
    biometric: bool
    source: str
    quote: str
    as_of: str


def _filled(row: dict[str, Any]) -> dict[str, Any]:
    """A row with `licence_row` completed from that job key's row of the named-licence table (tools.licence): the
    licence, whether business use is allowed, its source and date live there, never copied here."""
    key = row.pop("licence_row", None)
    if key is None:
        return row
    from tools.licence import job_licence

    lic = job_licence(key)
    if lic is None:
        raise ValueError(f"component {row['name']!r}: no row with job {key!r} in catalog/data/licences.json")
    return {**row, "licence": lic.licence, "commercial": "yes" if lic.commercial else "no", "source": lic.source,
            "as_of": lic.as_of}


def component_table(raw: Sequence[dict[str, Any]]) -> tuple[ComponentLicence, ...]:
    """THE component-licence table from the raw rows of catalog/data/component_licences.json (read at the edge,
    catalog.licences.component_licence_rows): rows naming `licence_row` completed from catalog/data/licences.json."""
    return tuple(ComponentLicence(**_filled(dict(r))) for r in raw)


def named_components(text: str, table: Sequence[ComponentLicence]) -> list[ComponentLicence]:
    """The components of `table` (component_table's rows) `text` names, in the order said, each followed by the rows
    it depends on (once each)."""
    by_name = {r.name: r for r in table}
    hits = sorted((m.start(), r.name) for r in table for a in r.aliases if (m := re.search(a, text)))
    out: list[ComponentLicence] = []
    for name in [n for _, n in hits]:
        for row in (by_name[name], *(by_name[d] for d in by_name[name].depends_on)):
            if row not in out:
                out.append(row)
    return out


def barring_components(rows: list[ComponentLicence]) -> list[ComponentLicence]:
    """The rows whose weights forbid a commercial use (`commercial` no)."""
    return [r for r in rows if r.commercial == "no"]


def component_licence_lines(text: str, commercial_use: bool | None,
                            table: Sequence[ComponentLicence]) -> list[Msg]:
    """The licence lines of every component `text` names (and of what they depend on): under a commercial use with a
    component that forbids it, a warning first naming the permissive routes; then one line a component (licence,
    commercial yes / no / conditional, source); then a biometric-data line when a component reads faces."""
    rows = named_components(text, table)
    if not rows:
        return []
    barred = barring_components(rows)
    lines: list[Msg] = []
    if commercial_use and barred:
        faces = any(r.biometric for r in barred)
        lines.append(Msg(code="component.licence_bars", args={
            "names": ", ".join(r.name for r in barred), "sources": "; ".join(r.source for r in barred),
            "faces": faces, "repos": " ".join(r.source.split(" ")[0] for r in barred)}))
    lines += [Msg(code="component.licence_row", args={
        "name": r.name, "licence": r.licence, "commercial": r.commercial, "source": r.source, "as_of": r.as_of})
        for r in rows]
    if any(r.biometric for r in rows):
        lines.append(Msg(code="component.biometric", args={}))
    return lines
