"""A China-market card the user names that no stored price covers: where to ask for a quote, said openly.

Why: the cards sold in mainland China under the US export rules (tools.compat.CHINA_MARKET_PARTS: H20, H800, A800,
L20, RTX 4090D) have spec rows but, in the catalog, no published per-hour price: the Alibaba rows that carry them
(ecs.ebmgn8v, H800; ecs.gn8is, L20) are machine shapes with no price, and AutoDL, GPUShare (恒源云) and Matpool
(矩池云) publish no price list this catalog could cite (a search of stored pages, code and docs on 2026-12-05 found
none: only people's notes of what they paid, never a dated list). Asked "用 L20 跑 32B 要多少钱" with no place, the
answer said "no public price for L20" and then offered a US A800 row, never naming who rents an L20.

So, when the named card is such a part, no row of it carries a price, and the question names no place outside
mainland China, Hong Kong or Taiwan (and no local platform already answered by tools.local_markets), one line says
the mainland price is not in the data and names whom to ask: the catalog's unpriced families of that card (not the
ones its own notes place outside mainland China, tools.constraints.outside_china) and the mainland platforms the
catalog holds no price from (tools.local_markets.missing). Never a price: an imported quote then ranks it.
"""

from __future__ import annotations

from collections.abc import Iterable

from tools import compat, local_markets
from tools.constraints import outside_china
from tools.places import Gazetteer
from tools.schema import Check, InstanceRow, Msg


def card_priced(card: str, rows: Iterable[InstanceRow]) -> bool:
    """Does any rankable catalog row of `card` carry an on-demand price (wherever it is)?"""
    return any(r.gpu == card and not r.quarantined and r.price_on_demand for r in rows)


def unpriced_families(card: str, rows: Iterable[InstanceRow]) -> list[str]:
    """The catalog's unpriced shapes of `card` that may sit in mainland China, as "provider family" ("alibaba
    ecs.ebmgn8v"), once each, in catalog order: rows set aside for want of a price count; a row set aside for another
    reason, or one its own notes place outside mainland China, is left out."""
    out: list[str] = []
    for r in rows:
        held = not r.quarantined or r.quarantined.startswith("no_price")  # set aside only for lacking a price
        if r.gpu != card or not held or r.price_on_demand or outside_china(r):
            continue
        family = r.instance_type.rsplit(".", 1)[0] if r.instance_type.count(".") >= 2 else r.instance_type
        name = f"{r.provider} {family}"
        if name not in out:
            out.append(name)
    return out


def china_card_check(card: str | None, regions: list[str] | None, rows: list[InstanceRow],
                     places: Gazetteer, providers: list[str] | None = None, owned: bool = False) -> Check | None:
    """The line for a named China-market `card` with no stored price (module docstring), or None: another card, a
    priced one, or a stated place outside mainland China / Hong Kong / Taiwan (tools.local_markets.market_tags).
    By hand: "L20", no place, the catalog's L20 row is the Alibaba gn8is shape noted "only outside China" and no
    L20 row has a price → a line naming AutoDL, 恒源云, 矩池云 and no family; "H800 SXM" → the same platforms and
    "alibaba ecs.ebmgn8v"; "A100 80GB SXM" → None (not a China-market part). Named `providers` ("只用阿里云") are
    the ones to ask, and only their shapes are listed. `owned`: `providers` is what a rule on who owns the cloud kept
    (不要用大陆公司的云), never a list to ask an L20 quote from; the mainland platforms it leaves out are said so."""
    if owned:
        return _owned_check(card, regions, rows, places, providers or [])
    if not card or not compat.china_market_part(card) or card_priced(card, rows):
        return None
    if regions and not local_markets.market_tags(regions, places):
        return None
    named = [p.lower() for p in providers or ()]
    names = [Msg(code="china_card_quotes.provider", args={"provider": p}) for p in named] if named \
        else local_markets.names(local_markets.missing(("cn",), rows))
    families = [f for f in unpriced_families(card, rows) if not named or f.split(" ", 1)[0] in named]
    if not names and not families:
        return None
    listed = Msg(code="china_card_quotes.families", args={"families": families}) if families else None
    return Check(level="warning", topic="china_card_quote", message=Msg(code="china_card_quotes.unpriced", args={
        "gpu": card, "names": names, "families": listed}))


def _owned_check(card: str | None, regions: list[str] | None, rows: list[InstanceRow], places: Gazetteer,
                 kept: list[str]) -> Check | None:
    """china_card_check under an owner rule: the mainland platforms (AutoDL, 恒源云, 矩池云) and the kept providers'
    unpriced shapes of the card are asked; the platforms the rule left out are said so (local_markets.owner_out), never
    the rule's whole kept list (AWS, GCP … rent no L20). None when nothing is asked and nothing was left out."""
    checked = china_card_check(card, regions, rows, places)
    if checked is None:
        return None
    ask, out = local_markets.owner_left_out(local_markets.missing(("cn",), rows), kept)
    families = [f for f in unpriced_families(card or "", rows) if f.split(" ", 1)[0] in {p.lower() for p in kept}]
    said_out = Msg(code="local_markets.owner_out", args={"names": local_markets.names(out)}) if out else None
    if not ask and not families:
        return Check(level="warning", topic="china_card_quote", message=said_out) if said_out is not None else None
    listed = Msg(code="china_card_quotes.families", args={"families": families}) if families else None
    line = Msg(code="china_card_quotes.unpriced", args={"gpu": card, "names": local_markets.names(ask), "families": listed})
    return Check(level="warning", topic="china_card_quote", message=line if said_out is None else Msg(
        code="local_markets.gap_and_owner_out", args={"gap": line, "out": said_out}))
