"""A model's weights licence against the use the conversation shows (docs/ENGINE.md "Compatibility checks").

The licence facts live in catalog/data/models.json (`license` on a row: name, commercial, source, as_of, and for a
non-commercial licence the catalog's permissive model of the same kind), copied from the model's Hugging Face model
card / LICENSE file; a row without one states nothing. FLUX.1-dev's non-commercial licence is tools/media.py's
FLUX_DEV_LICENCE (the media models are not registry rows).

Every other named model's licence (the models registry rows do not hold: speech, image, video, detection, the non-LLM
job families of tools.nonllm_jobs and tools.domain_jobs) is a row of the ONE licence table,
catalog/data/licences.json, read by `licence_table` (looked up by name: `table_licence`, by a job's key:
`job_licence`); a business use of an unheld model with no row there is "licence not checked" in the answer.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from tools.places import Gazetteer
from tools.schema import Check, ModelLicence, Msg


class NamedLicence(BaseModel):
    """One named model's licence (a row of catalog/data/licences.json): `copyleft` (AGPL: business use is allowed only
    with the product's own source published), `non_commercial` (no business use without the licensor's paid
    agreement), `territory` (no rights in `excluded_place`), `revenue` (free under `revenue_cap` USD a year) or
    `threshold` (permissive, business use included, until `mau_cap` monthly active users or `monthly_revenue_cap` USD a
    month, past either a separate licence; MinerU's licence from `since_version`, `older_licence` before it)."""

    model_config = ConfigDict(frozen=True)

    model: str
    pattern: str
    licence: str
    kind: Literal["copyleft", "non_commercial", "territory", "revenue", "threshold", "permissive"]
    commercial: bool  # a closed-source business product may use it as released
    source: str
    as_of: str
    way_out: str  # the licensor's paid licence (an id the messages word), or "" where none is offered
    alternative: str  # a model's name, or an id the messages word ("whisper_chain", "llm_translate")
    alternative_licence: str
    alternative_source: str
    revenue_cap: float = 0.0  # a `revenue` row: the annual revenue (USD) under which the weights are free
    excluded_place: str = ""  # a `territory` row: regions.csv tags separated by ";" ("eu;uk;kr")
    card_says: str = ""  # the licence's or card's own words, quoted
    unsized: bool = False  # a tool no table sizes (FramePack): its licence is said beside the provisional job, never instead
    mau_cap: float = 0.0  # a `threshold` row: the monthly active users past which a separate licence is needed
    monthly_revenue_cap: float = 0.0  # a `threshold` row: the monthly revenue (USD) past which one is needed
    since_version: str = ""  # the first release under this licence ("3.1.0"), "" where every release is
    older_licence: str = ""  # the licence of the releases before `since_version`
    older_source: str = ""  # where that older licence was read
    job: str = ""  # a non-LLM job family's key (tools.nonllm_jobs / tools.domain_jobs rows look their licence up by it)


LICENCES_JSON = Path(__file__).resolve().parent.parent / "catalog" / "data" / "licences.json"


@lru_cache(maxsize=1)
def licence_table() -> tuple[NamedLicence, ...]:
    """THE licence table of named models that registry rows do not hold (catalog/data/licences.json: each row read
    from the model's card or LICENSE file, its `source`, on `as_of`): tools.named_licences, tools.nonllm_jobs and
    tools.domain_jobs look licences up here. Row order matters: a specific name before its family's row."""
    rows = json.loads(LICENCES_JSON.read_text(encoding="utf-8"))["rows"]
    return tuple(NamedLicence(**r) for r in rows)


def table_licence(name: str) -> NamedLicence | None:
    """The table's row for a model's name (its first matching pattern), else None: "licence not checked"."""
    return next((lic for lic in licence_table() if lic.pattern and re.search(lic.pattern, name or "")), None)


def job_licence(key: str) -> NamedLicence | None:
    """The table's row for a non-LLM job family's key (tools.nonllm_jobs.JOBS, tools.domain_jobs.DOMAIN_JOBS)."""
    return next((lic for lic in licence_table() if lic.job == key), None)


def licence_check(model: str, lic: ModelLicence | None, commercial_use: bool | None) -> Check | None:
    """The line an answer adds for non-commercial weights: a warning naming the way out when the conversation shows
    commercial use (a paid service, customers, a company's product), one neutral line when the use is unknown, nothing
    when the use is stated non-commercial or the licence allows business use. A commercial licence with a user cap
    (Llama's 700 M, Qwen's 100 M monthly active users: `mau_limit`) gets one info line under commercial use, naming the
    cap and who licenses past it; one with an annual-revenue cap (the Jamba Open Model License: `revenue_cap`) gets
    the cap said as a condition unless the use is stated non-commercial. Never a filter: the sizing stands."""
    if lic is not None and lic.commercial and lic.mau_limit and commercial_use:
        return Check(level="info", topic="licence", message=Msg(code="compat.licence_mau", args={
            "model": model, "licence": lic.name, "source": lic.source, "mau": lic.mau_limit,
            "licensor": lic.licensor or ""}))
    if lic is not None and lic.commercial and lic.revenue_cap and commercial_use is not False:
        return Check(level="warning", topic="licence", message=Msg(code="compat.licence_revenue_if", args={
            "model": model, "licence": lic.name, "source": lic.source, "cap": lic.revenue_cap, "revenue": 0.0,
            "licensor": lic.licensor or "", "alt": lic.alternative or "", "alt_licence": lic.alternative_licence or ""}))
    if lic is None or lic.commercial or commercial_use is False:
        return None
    args = {"model": model, "licence": lic.name, "source": lic.source,
            "alt": lic.alternative or "", "alt_licence": lic.alternative_licence or ""}
    if commercial_use:
        return Check(level="warning", topic="licence", message=Msg(code="compat.licence_commercial", args=args))
    return Check(level="info", topic="licence", message=Msg(code="compat.licence_noncommercial", args=args))


def _within(tag: str, place: str, places: Gazetteer) -> bool:
    """A stated place (a regions.csv tag or name) lies in `place`: the place itself or a row whose `within` holds it
    (Frankfurt and Germany lie within the EU; Norway and London do not)."""
    p = places.place(tag)
    return tag.lower() == place or (p is not None and (p.tag == place or place in p.within))


def territory_hit(lic: NamedLicence, places: list[str], gaz: Gazetteer) -> str | None:
    """The excluded place (a regions.csv tag of the row's `excluded_place`) one of the conversation's places lies in
    (Spain or Frankfurt within "eu", London within "uk"), else None. By hand: Hunyuan's "eu;uk;kr" and a message
    naming buyers in Spain ("es", within the EU) → "eu"; buyers in Japan → None."""
    if lic.kind != "territory" or not lic.excluded_place:
        return None
    excluded = [p for p in lic.excluded_place.split(";") if p]
    return next((p for p in excluded if any(_within(t, p, gaz) for t in places)), None)


def licence_place_check(model: str, lic: ModelLicence | None, located: list[str], regions: list[str],
                        places: Gazetteer) -> Check | None:
    """A licence that grants no rights to the residents of a place (`excluded_place`: the Llama 3.2 multimodal and
    Llama 4 models exclude anyone domiciled in, or a company with its principal place of business in, the EU; the
    Acceptable Use Policy quoted in `excluded_source`; several places separated by ";": the Tencent Hunyuan community
    licences' Territory excludes the EU, the United Kingdom and South Korea, "eu;uk;kr", and the place named is the
    one the user is in). The user said to be there ("a Berlin startup" with nothing
    rented elsewhere) → ❌ with the permissive model of the same kind; only the machines placed there (data stays in
    Frankfurt: the company may be elsewhere) → the same rule said as a condition on where the company is. Never a
    filter: the sizing stands, and the alternative is sized if named."""
    if lic is None or not lic.excluded_place:
        return None
    excluded = [p for p in lic.excluded_place.split(";") if p]  # "eu;uk;kr": Tencent Hunyuan's Territory clause
    level: Literal["error", "warning"]
    place = next((p for p in excluded if any(_within(t, p, places) for t in located)), None)
    if place is not None:
        code, level = "compat.licence_place", "error"
    else:
        place = next((p for p in excluded if any(_within(t, p, places) for t in regions)), None)
        if place is None:
            return None
        code, level = "compat.licence_place_if", "warning"
    return Check(level=level, topic="licence", message=Msg(code=code, args={
        "model": model, "licence": lic.name, "place": place, "source": lic.excluded_source or lic.source,
        "alt": lic.alternative or "", "alt_licence": lic.alternative_licence or ""}))


# The licence lines that BAR the use the conversation states (docs/RECOMMENDER.md "A licence that bars the use leads"):
# a team in the excluded place (Llama 4 / Llama 3.2 Vision for a company in the EU) and non-commercial or research
# weights under a stated business use (CC-BY-NC, the Mistral Non-Production or Research licences, Qwen's research
# licence), and a stated annual revenue over a revenue-capped licence (Stable Diffusion 3.5 over US$1M). A condition
# ("if your company is based there", the revenue cap with no revenue said), a user cap or an unknown use bars nothing:
# those stay among the checks
BARRING_CODES = ("compat.licence_place", "compat.licence_commercial", "compat.licence_revenue")


def barring_licence(checks: list[Check]) -> Check | None:
    """The one licence line that bars the stated use, which the answer says before its plan (the headline leads with
    it: a barred Llama 4 was once found four bullets under a priced plan); None when no line bars it. The
    one rule: every answer path asks this function, never its own list of codes."""
    return next((c for c in checks if c.topic == "licence" and c.message.code in BARRING_CODES), None)


class RevenueLicence(BaseModel):
    """A weights licence that is free below an annual-revenue cap and needs the licensor's paid licence above it."""

    model_config = ConfigDict(frozen=True)

    model: str
    name: str
    source: str
    as_of: str
    revenue_cap_usd: float
    licensor: str
    alternative: str
    alternative_licence: str


# Stable Diffusion 3 / 3.5 (Large, Large Turbo, Medium): the Stability AI Community License, free for research,
# non-commercial use and organisations or individuals with under US$1,000,000 in annual revenue; above that an
# Enterprise licence from Stability AI (the licence text and the 3.5 Large model card). FLUX.1 [schnell] is Apache-2.0
# (its model card), an image model of the same kind with no revenue cap
STABILITY_COMMUNITY = RevenueLicence(
    model="Stable Diffusion 3.5", name="Stability AI Community License",
    source="stability.ai/community-license-agreement; huggingface.co/stabilityai/stable-diffusion-3.5-large "
           "(license: stabilityai-ai-community)",
    as_of="2026-12-03", revenue_cap_usd=1_000_000, licensor="Stability AI",
    alternative="FLUX.1 [schnell]", alternative_licence="Apache-2.0")
_SD3 = re.compile(r"(?i)stable[-_ ]?diffusion[-_ ]?3(?:\.5)?(?![0-9])|(?<![a-z0-9])sd[-_ ]?3(?:\.5)?(?![0-9])")


def revenue_licence_check(text: str, revenue_usd: float | None) -> Check | None:
    """The revenue-capped licence of a model the text names (Stable Diffusion 3 / 3.5: STABILITY_COMMUNITY): a stated
    annual revenue over the cap → the licence bars the free use (an error, which leads: barring_licence); none stated
    → the cap said as a condition (a warning); under it → nothing. Never a filter: the sizing stands."""
    if not _SD3.search(text or ""):
        return None
    lic = STABILITY_COMMUNITY
    if revenue_usd is not None and revenue_usd < lic.revenue_cap_usd:
        return None
    over = revenue_usd is not None
    return Check(level="error" if over else "warning", topic="licence", message=Msg(
        code="compat.licence_revenue" if over else "compat.licence_revenue_if", args={
            "model": lic.model, "licence": lic.name, "source": lic.source, "cap": lic.revenue_cap_usd,
            "revenue": revenue_usd or 0.0, "licensor": lic.licensor, "alt": lic.alternative,
            "alt_licence": lic.alternative_licence}))
