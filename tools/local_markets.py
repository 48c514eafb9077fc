"""Local GPU-rental markets the catalog holds no price from, and the labelled reference that stands in for them.

Why: the catalog's gap was once presented as the market. Asked for the cheapest SDXL batch "in China",
the answer rented ten Alibaba A10s at ¥20.7k a month, where the usual pick is an RTX 4090 on an AutoDL-type platform
(the expert key: ¥1.9–2.6 per 4090-hour, ≈ ¥2.9k–3.9k a month); asked for Taiwan, it rented an 8 × H100 GCP node
and never named TWCC; asked for Hong Kong, it said AWS's T4 was all there is. The catalog simply has no rows from
those local platforms (catalog/data/providers.csv lists AutoDL, GPUShare and Matpool with no priced row; TWCC and
Hong Kong hosts are not in it at all).

So when the stated place is one of these markets, the answer says in one line that the catalog lacks its local
platforms and gives, as a reference, the same job's plan re-run on the whole catalog, limited to cards that can be
sold there (tools.compat.export_controlled: no H100-class card in mainland China or Hong Kong): a real priced row of
that card elsewhere, labelled with its provider and region, never a price invented for the local platform.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tools import compat
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg


@dataclass(frozen=True)
class LocalMarket:
    """One local platform: its id (worded by the message catalog, local_markets.name), and where its rows would sit in
    the catalog (`provider` as in providers.csv, `region` a region prefix of that provider); no provider: not in it."""

    id: str
    provider: str | None = None
    region: str | None = None


# The local platforms each place's buyers rent from (gazetteer tags, catalog/data/regions.csv). Sources: autodl.com,
# gpushare.com (恒源云), matpool.com (矩池云) — per-hour consumer and data-centre cards in mainland China; Alibaba
# Cloud's cn-hongkong region and Hong Kong dedicated-GPU hosts; TWCC (twcc.ai, 台智雲), Taiwan's national cloud.
LOCAL_MARKETS: dict[str, tuple[LocalMarket, ...]] = {
    "cn": (LocalMarket("autodl", "autodl"), LocalMarket("gpushare", "gpushare"), LocalMarket("matpool", "matpool")),
    "hk": (LocalMarket("alibaba_hk", "alibaba", "cn-hongkong"), LocalMarket("hk_hosts")),
    "tw": (LocalMarket("twcc", "twcc"),),
}


def market_tags(regions: Iterable[str] | None, places: Gazetteer) -> tuple[str, ...]:
    """The stated places as LOCAL_MARKETS tags ("国内", "cn-east" → cn; "香港" → hk), when every stated place is one of
    them; () when none is stated or one lies elsewhere (the catalog's other rows are then in play)."""
    tags = []
    for t in regions or ():
        p = places.place(t.lower())
        tag = "cn" if places.is_china(t.strip().lower()) else p.tag if p is not None else t.lower()
        if tag not in LOCAL_MARKETS:
            return ()
        tags.append(tag)
    return tuple(dict.fromkeys(tags))


def priced(m: LocalMarket, rows: Iterable[InstanceRow]) -> bool:
    """Does the catalog hold a rankable priced row of this platform (its provider, in its region)?"""
    if m.provider is None:
        return False
    return any(r.provider.lower() == m.provider and (m.region is None or r.region.startswith(m.region))
               and not r.quarantined and r.price_on_demand for r in rows)


def missing(tags: Iterable[str], rows: list[InstanceRow]) -> tuple[LocalMarket, ...]:
    """The local platforms of `tags` the catalog holds no price from (a platform whose rows are imported drops out)."""
    return tuple(m for t in tags for m in LOCAL_MARKETS.get(t, ()) if not priced(m, rows))


def names(markets: Iterable[LocalMarket]) -> list[Msg]:
    """The platforms as the answer names them (the message catalog's local_markets.name)."""
    return [Msg(code="local_markets.name", args={"name": m.id}) for m in markets]


def sold_there(g: GPUSpec | None, tags: Iterable[str]) -> bool:
    """Can the card be rented in every one of `tags`? In mainland China and Hong Kong (tools.compat.EXPORT_PLACES)
    only an NVIDIA card outside tools.compat.EXPORT_CONTROLLED: the local platforms rent NVIDIA parts, and AMD's
    data-centre parts (MI250, MI300X) fall under the same US rules (tools.compat.EXPORT_CONTROLLED_AMD)."""
    if g is None:
        return False
    if not any(t in compat.EXPORT_PLACES for t in tags):
        return True
    return g.vendor == "NVIDIA" and not compat.export_controlled(g)


def reference_rows(rows: list[InstanceRow], gpus: dict[str, GPUSpec], tags: Iterable[str]) -> list[InstanceRow]:
    """The catalog's rows a reference for `tags` may be drawn from: those whose card can be sold there."""
    ok = {name for name, g in gpus.items() if sold_there(g, tags)}
    return [r for r in rows if r.gpu in ok]


def asked_markets(regions: Iterable[str] | None, providers: Iterable[str] | None, places: Gazetteer,
                  rows: list[InstanceRow]) -> tuple[tuple[str, ...], tuple[LocalMarket, ...]]:
    """The places and the unpriced local platforms a question asks for: the named providers that are local platforms
    with no price ("在AutoDL上", "TWCC 跟 AWS 哪個划算": those platforms, at their place; a cloud's regional platform,
    Alibaba Hong Kong, when its place is stated too), else, with no provider named, a stated place of LOCAL_MARKETS
    (all its unpriced platforms). ((), ()) when none."""
    named = {p.lower() for p in providers or ()}
    if named:
        here = market_tags(regions, places)
        hit = [(t, m) for t, ms in LOCAL_MARKETS.items() for m in ms
               if m.provider in named and (m.region is None or t in here) and not priced(m, rows)]
        return tuple(dict.fromkeys(t for t, _ in hit)), tuple(m for _, m in hit)
    tags = market_tags(regions, places)
    return tags, missing(tags, rows)


def only_unpriced(providers: Iterable[str] | None, gone: Iterable[LocalMarket]) -> bool:
    """Are the named providers all unpriced local platforms (the answer is then an unpriced plan of its own)?"""
    named = {p.lower() for p in providers or ()}
    return bool(named) and named <= {m.provider for m in gone}


def owner_left_out(gone: Iterable[LocalMarket], kept: Iterable[str] | None) -> tuple[tuple[LocalMarket, ...],
                                                                                      tuple[LocalMarket, ...]]:
    """Split unpriced local platforms by a rule on who owns the provider (Workload.owner_rule; `kept` the providers it
    kept, tools.owners): (still asked, left out by their owner). A platform of a cloud the rule left out is out in
    every region, its Hong Kong or Singapore region included (Alibaba Cloud Hong Kong is Alibaba, headquartered in
    Hangzhou: providers.csv hq); a platform with no provider row (Hong Kong hosts) stays. By hand: "唔好用大陸公司嘅雲"
    keeps AWS, GCP … and not alibaba, so alibaba_hk is left out and hk_hosts stays."""
    names = {p.lower() for p in kept or ()}
    out = tuple(m for m in gone if m.provider is not None and m.provider not in names)
    return tuple(m for m in gone if m not in out), out
