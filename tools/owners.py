"""Which providers a rule on who owns them keeps: "no US-owned providers", 不要美国云, 唔好美國公司 (`only` False: every
provider headquartered elsewhere), "EU-owned only", 只用国产云 (`only` True: those headquartered there).

Each provider's headquarters is one fact, stored once in catalog/data/providers.csv (`hq`, with `hq_source`: the
company's own site or Wikipedia; catalog.places.headquarters). A provider whose headquarters is not recorded is left
out of either rule and named (never guessed). A reseller (providers.csv broker = yes: Shadeform, Prime Intellect) is
left out too: its rows are sold by other clouds, several of them with no headquarters recorded, and the buyer contracts
with the reseller. The places are catalog/data/regions.csv tags; a country lies in the wider places its `within` lists
(France in the EU, the EEA and Europe), so "EU-owned" keeps a provider headquartered in France or the Netherlands.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from pydantic import BaseModel

from tools.places import Gazetteer
from tools.schema import OwnerRule


class OwnerSplit(BaseModel):
    """The providers a rule keeps, those it leaves out by their owner, and those it leaves out for want of a fact."""

    kept: list[str]
    owned_out: list[str]
    unknown: list[str]
    resellers: list[str]


def owned_in(hq: str, place: str, places: Gazetteer) -> bool:
    """Is a headquarters (a regions.csv tag) in `place`: the same tag, or a place its row lies within ("fr" is in
    "eu" and "europe"; "uk" is in "europe", not "eu"; "us" in nothing wider)."""
    row = places.place(hq)
    return hq == place or (row is not None and place in row.within)


def owner_split(rule: OwnerRule, hqs: Mapping[str, str], resellers: Collection[str], places: Gazetteer) -> OwnerSplit:
    """Split the providers (`hqs`: provider → headquarters tag, "" unknown) by the rule, in the order given.
    By hand: "no US-owned" over {aws: us, nebius: nl, simplepod: "", shadeform: us (a reseller)} keeps nebius, leaves
    out aws by its owner, simplepod for want of a fact and shadeform as a reseller; "EU-owned only" over
    {seeweb: it, cudo: uk} keeps seeweb (Italy is in the EU) and leaves out cudo (the UK is not)."""
    kept: list[str] = []
    out: list[str] = []
    unknown: list[str] = []
    sold: list[str] = []
    for name, hq in hqs.items():
        if name in resellers:
            sold.append(name)
        elif not hq:
            unknown.append(name)
        elif owned_in(hq, rule.place, places) == rule.only:
            kept.append(name)
        else:
            out.append(name)
    return OwnerSplit(kept=kept, owned_out=out, unknown=unknown, resellers=sold)
