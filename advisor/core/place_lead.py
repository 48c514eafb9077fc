"""The stated place and provider made visible on the non-LLM answers (aerial tiles, time series, detection, OCR,
embeddings, upscaling, speech …): their rows were already filtered to the place said ("資料不能出台灣" → only Taiwan
rows), but the answer named no region and no seller, and a provider the user named that the catalog does not hold
(台智雲 / TWCC) was neither priced nor said to be unpriced. An ML-infrastructure engineer reads "priced on GCP
g2-standard-16" for Taiwan aerial tiles as "where is that?" — so each such answer now says, first:
- the place kept: "✅ Data stays in Taiwan: priced only on machines there — gcp asia-east1", the seller and region
  of the priced row (the instance the answer names, found among the place's rows; nothing when it is not there);
- a provider named that has no row: "You named TWCC: my catalog holds no TWCC machines or prices at all …"
  (checked.provider_absent, the LLM path's own words), the plan below being the reference to compare with.
Reading and wording only: which rows are in the place is tools.batch_filters.row_filter's (the answers' own filter)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tools.schema import InstanceRow, Msg, Workload

MAX_SITES = 3  # sites named when the answer's own row is not found: more is a list, not a fact


def _sites(rows: list[InstanceRow], shown: str) -> list[str]:
    """"provider region" of the place's rows the answer names (their instance id in `shown`); [] when it names none of
    them (it priced elsewhere, and says so itself: never claimed as kept)."""
    named = sorted({(r.provider, r.region) for r in rows if r.instance_type and r.instance_type in shown and r.region})
    return [f"{p} {g}" for p, g in named[:MAX_SITES]]


def _missed(w: Workload, rows: list[InstanceRow], shown: str) -> list[str]:
    """The stated mainland-China places none of the named rows lies in (tools.constraints.mainland_missed)."""
    from catalog.places import gazetteer
    from tools.constraints import mainland_missed

    named = [r for r in rows if r.instance_type and r.instance_type in shown and r.region]
    misses = [mainland_missed(r, list(w.regions or []), gazetteer()) for r in named]
    return [t for t in misses[0] if all(t in m for m in misses)] if misses else []


def place_lines(w: Workload, rows: Iterable[InstanceRow], shown: str, every: Iterable[InstanceRow] = ()) -> list[Msg]:
    """The lines saying where the answer priced and who (the module's docstring). `rows`: the GPU rows the answer's
    filter admits (already inside `w.regions`); `shown`: the answer's text, to find the row it named; `every`: the
    whole catalog, to tell a named provider with no row. [] when no place and no provider was said."""
    from tools.constraints import place_words
    from tools.unpriced_provider import holds_provider

    out: list[Msg] = []
    rows = list(rows)
    if w.regions:
        sites = _sites(rows, shown)
        if sites:
            missed = _missed(w, rows, shown)  # the line derives from the rows shown: a mainland rule they break is ⚠
            out.append(Msg(code="place_lead.partly" if missed else "place_lead.kept", args={
                "place": place_words(list(w.regions)), "sites": sites, "residency": bool(w.data_residency),
                "missed": place_words(missed)}))
    from catalog.places import gazetteer
    from tools.users_place import batch_places_line, located_where, named_where

    chosen = [r for r in rows if r.instance_type and r.instance_type in shown and r.region]  # the rows it names
    out += batch_places_line(w, rows, chosen, gazetteer())  # an offline job: the users' place or places named: where
    # a service for users in a place: where its first plan runs (the row named first in the answer), near them or not
    # (one instance name in several regions: the row whose region the answer names first)
    first = sorted(chosen, key=lambda r: (shown.find(r.instance_type or ""), (r.region or "") not in shown))
    out += named_where(w, first, gazetteer())
    out += located_where(w, first, gazetteer())  # "we're in Canada": said back, with where the plan runs
    catalog = list(every)
    for p in dict.fromkeys([*(w.providers or []), *([w.checked_provider] if w.checked_provider else [])]):
        if catalog and not holds_provider(p, catalog):
            out.append(Msg(code="checked.provider_absent", args={"said": p, "job": False, "cards": None, "gpu": None,
                                                                        "above": True}))  # the head prices the plan
    return out


def place_lead(w: Workload, rows: Iterable[InstanceRow], shown: str, lang: str, every: Iterable[Any] = ()) -> str:
    """The lines as the answer's first bullets ("- …\n"), "" with none."""
    return "".join(f"- {m.text(lang)}\n" for m in place_lines(w, rows, shown, every))


def place_into(w: Workload, body: str, lang: str) -> str:
    """`body` (a non-LLM answer, "**head**\n\n- …") with the place and provider lines first under its head; as it is
    when neither was said or nothing is to be said."""
    if not (w.regions or w.providers or w.checked_provider or w.users_region or w.located):
        return body
    from advisor.core.service import catalog_rows
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.batch_filters import row_filter

    gpus = all_gpus()
    every = [r for r in catalog_rows()[0] if not r.quarantined]
    rows: list[InstanceRow] = []
    # a named provider with no row: the answer priced the place's other rows as the reference (advisor.core.aerial_read)
    for drop in ({"gpu_preference": None, "num_gpus": None}, {"gpu_preference": None, "num_gpus": None, "providers": None}):
        filt = row_filter(w.model_copy(update=drop), gpus, 0.0, gazetteer())
        rows = rows or [r for r in every if r.gpu in gpus and filt.admits(r, gpus[r.gpu])]
    lead = place_lead(w, rows, body, lang, every)
    if not lead:
        return body
    head, sep, rest = body.partition("\n\n")
    return head + sep + lead + rest if sep and head.startswith("**") else lead + "\n" + body


ASSUMED_CODES = ("public_residency.grid_assumed", "public_residency.assumed", "public_residency.check_rules",
                 "public_residency.grid_check_rules", "public_residency.personal_assumed", "public_residency.personal_hk",
                 "public_residency.personal_check_rules", "public_residency.personal_named")
_SAID = "\x00"  # the data words a personal-data note quotes (public_residency_read.read_personal_residency): any


def _said_as(note: str, text: str) -> bool:
    """Is `note` the message `text` with any data words where `text` holds _SAID?"""
    head, sep, tail = text.partition(_SAID)
    return note == text if not sep else note.startswith(head) and note.endswith(tail) and len(note) > len(head + tail)


def assumed_notes(w: Workload, notes: Iterable[str], lang: str) -> str:
    """The reader's residency assumption (advisor.core.public_residency_read: a grid operator's, an agency's or
    personal data kept in its own country) as the answer's first lines ("> …\n\n"), for an answer that shows no
    reading notes otherwise (advisor.core.conversation's named non-LLM jobs); "" when the reader assumed none."""
    said = list(notes)
    mine = [Msg(code=c, args={"place": t, "taiwan": t == "tw", "said": _SAID}) for c in ASSUMED_CODES
            for t in (w.regions or [""])]
    hits = [m for m in mine if any(_said_as(n, m.en) or _said_as(n, m.zh) for n in said)]
    return "".join(f"> {_quoted(m, said, lang)}\n" for m in hits[:1]) + ("\n" if hits else "")


def currency_assumed(notes: Iterable[str], lang: str) -> str:
    """The TWD a Traditional-script question is priced in with no place said (extract_rules.read_local_dollar_assumed),
    as a closing line ("\n\n> …") of an answer that shows no reading notes otherwise; "" when the reader assumed none.
    Last, so the head and its plan lines stay first."""
    msg = Msg(code="reader.local_dollar_assumed")
    return f"\n\n> {msg.text(lang)}" if any(n in (msg.en, msg.zh) for n in notes) else ""


BARRING_CODES = ("nlj.licence", "licence.territory_here")  # a head that says the licence bars the stated use


def licence_bars(lines: list[Msg]) -> bool:
    """Does the answer's head (its first line) say the model's licence bars the stated use (a non-commercial encoder
    for a product, a territory the licence excludes)? Then it leads, above the reader's residency note."""
    return bool(lines) and lines[0].code in BARRING_CODES and bool(lines[0].args.get("bars", True))


def _quoted(m: Msg, notes: list[str], lang: str) -> str:
    """The note as the reader said it (its data words kept), in `lang`; the message itself when not found."""
    for n in notes:
        for said_in in (m.en, m.zh):
            head, sep, tail = said_in.partition(_SAID)
            if sep and _said_as(n, said_in):  # the words as the reader quoted them, in the answer's language
                return Msg(code=m.code, args={**m.args, "said": n[len(head):len(n) - len(tail)]}).text(lang)
    return m.text(lang).replace(_SAID, "")


def thread_place_kept(e: Any, before: Workload) -> Any:
    """A follow-up in a thread that already keeps the data in a place (the thread's `regions` or `data_residency`:
    "data must stay in Canada") never has the reader's residency default for the follow-up's own words (its data
    words, read alone: "long claim files" → "I priced it anywhere — name the country"): the place is the thread's, so
    that note goes, and a place the default set (a 简体 writer's mainland China) is not laid over the thread's.
    `e` is extract_rules.Extraction (not imported: extract_rules imports this module's neighbours)."""
    if not (before.regions or before.data_residency):
        return e
    tags = [*(e.patch.regions or []), ""]
    mine = [Msg(code=c, args={"place": t, "taiwan": t == "tw", "said": _SAID}) for c in ASSUMED_CODES for t in tags]
    stale = [n for n in e.notes if any(_said_as(n, m.en) or _said_as(n, m.zh) for m in mine)]
    if not stale:
        return e
    e.notes = [n for n in e.notes if n not in stale]
    assumed = [m.en for m in mine if m.code.endswith("_assumed")]
    if any(_said_as(n, a) for n in stale for a in assumed):  # the default's place, not one the user said this turn
        e.patch = e.patch.model_copy(update={"regions": None, "data_residency": None, "exclude_marketplace": None})
    return e
