"""Places as values: a gazetteer of regions (a tag, its names in EN/简/繁, a pattern over catalog region ids) and the
providers that are Chinese clouds. catalog.places builds it from catalog/data/regions.csv and providers.csv; tools
receive it (Options.places) and read no file (DESIGN: tools/ imports nothing of ours but tools)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Region:
    tag: str
    china: bool
    names: tuple[str, ...]
    pattern: re.Pattern[str] | None  # over a catalog row's region id (lower case)
    within: tuple[str, ...] = ()  # the tags of the wider places that hold this one (the EU lies within Europe)
    near: tuple[str, ...] = ()  # the nearest other places to rent from, nearest first (regions.csv near_reason says why)


# words for mainland China that are no gazetteer row of their own
CHINA_WORDS = frozenset({"china", "cn", "mainland", "中国", "中國", "大陆", "大陸"})
MAINLAND_TAG = "cn"  # catalog/data/regions.csv: mainland China, and its areas tagged cn-east, cn-north, …
MAINLAND_CURRENCY = "CNY"  # what a mainland team is quoted in (mainland clouds price in CNY: docs/CATALOG.md)


def is_mainland(tag: str) -> bool:
    """A regions.csv tag in mainland China: `cn` or one of its areas (`cn-east`: 上海, 杭州 …). Hong Kong (`hk`) and
    Taiwan (`tw`) are not: their own rules and currencies. By hand: cn-southwest (成都) → True; hk → False."""
    t = tag.strip().lower()
    return t == MAINLAND_TAG or t.startswith(MAINLAND_TAG + "-")


@dataclass(frozen=True)
class Gazetteer:
    """Regions and the Chinese providers. An empty one knows no place names: a stated region then matches only the
    region ids it spells out ("us-east-1")."""

    regions: tuple[Region, ...] = ()
    china_providers: frozenset[str] = frozenset()
    # a region id other clouds' rows reuse → the one provider that publishes it ("us-east-1" → aws): the id implies
    # that provider unless the user names another (Lambda's "us-east-1" ranked first, unsaid)
    owners: dict[str, str] = field(default_factory=dict, compare=False)
    # (provider, place tag) → the region ids the provider publishes there (catalog/data/region_ids.csv, from each
    # provider's own region list: aws ap-east-2 is Taipei), whether or not the catalog prices a GPU machine in them
    published: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict, compare=False)
    # provider → card segments it rents none of (catalog/data/providers.csv unrented_segments: no GeForce at AWS,
    # GCP, Azure, OCI, Alibaba, Tencent); a provider absent here is assumed to rent any card
    unrented: dict[str, frozenset[str]] = field(default_factory=dict, compare=False)
    # place tag → the main languages spoken there (catalog/data/place_languages.csv, the CIA World Factbook's
    # Languages of each country, each row with its source and as_of); read by tools.place_languages. A place absent
    # here says nothing of its users' speech (Europe, Asia: too many languages to assume one)
    languages: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    _index: dict[str, Region] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        for r in self.regions:
            self._index.setdefault(r.tag, r)
            for n in r.names:
                self._index.setdefault(n.lower(), r)

    def place(self, token: str) -> Region | None:
        """The gazetteer row a tag or a name (any case) stands for."""
        return self._index.get(token.lower())

    def narrowest(self, tokens: list[str]) -> list[str]:
        """The stated places without those that hold another stated one: "in Europe for GDPR, EU only" is the EU
        (a filter is a union of its places, so the wider word would let Norway, Iceland and London back in)."""
        tags = {p.tag for t in tokens if (p := self.place(t)) is not None}
        kept = []
        for t in tokens:
            p = self.place(t)
            wider = p is not None and any(q is not None and p.tag in q.within for o in tags if (q := self.place(o)))
            if not wider:
                kept.append(t)
        return kept

    def rents(self, provider: str, segment: str) -> bool:
        """Does the provider rent cards of this segment (gpus.csv `segment`)? False only where providers.csv records
        that it rents none (a big cloud and a GeForce card); unrecorded: True."""
        return segment not in self.unrented.get(provider.lower(), frozenset())

    def owner(self, token: str) -> str | None:
        """The provider an exact, shared region id belongs to, else None."""
        return self.owners.get(token.strip().lower())

    def published_in(self, provider: str, tokens: list[str]) -> list[str]:
        """The region ids `provider` publishes in the stated places (their own tags, not wider ones); [] when its
        published list has none there. A stated region id the provider publishes is itself (aws in "sa-east-1" →
        ["sa-east-1"]: the region exists, whatever the catalog prices there). By hand: aws in tw → ["ap-east-2"]
        (Taipei); gcp in cn → []."""
        tags = [p.tag for t in tokens if (p := self.place(t)) is not None]
        mine = {rid for (who, _), ids in self.published.items() if who == provider.lower() for rid in ids}
        spelled = [t.strip().lower() for t in tokens if t.strip().lower() in mine]
        return list(dict.fromkeys([*spelled, *(rid for t in tags for rid in self.published.get((provider.lower(), t), ()))]))

    def as_places(self, tokens: list[str]) -> list[str]:
        """The stated regions as gazetteer places: a region id that is no place name of its own but a provider
        publishes (catalog/data/region_ids.csv) stands for its place's tag, so its country's other providers and
        its nearest places can be searched. By hand: ["sa-east-1"] → ["br"]; ["tw"] → ["tw"]; ["xx-1"] → ["xx-1"]."""
        ids = {rid: tag for (_, tag), rids in self.published.items() if tag for rid in rids}
        out = [t if self.place(t) is not None else ids.get(t.strip().lower(), t) for t in tokens]
        return list(dict.fromkeys(out))

    def is_china(self, token: str) -> bool:
        p = self.place(token)
        return token in CHINA_WORDS or (p is not None and p.china)
