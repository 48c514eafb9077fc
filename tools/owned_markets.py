"""The unpriced local platforms a job's answer names for a quote, with the user's rule on who owns the provider applied
on every job kind (Workload.owner_rule: tools.owners, tools.local_markets.owner_left_out).

Why: the main recommendation path left Alibaba Cloud Hong Kong out after "唔好用大陸公司嘅雲" (Alibaba is headquartered
in Hangzhou: providers.csv hq), but the media (tools.media) and speech fine-tune (tools.speech_train) answers still
said "ask Alibaba Cloud Hong Kong for a quote". Every path that names local platforms to ask asks this module.
By hand: Hong Kong, rule "no mainland-Chinese clouds" keeping AWS, GCP … → Hong Kong hosts still asked, Alibaba
Hong Kong said to be left out by the rule; mainland China with the same rule → AutoDL, 恒源云 and 矩池云 left out too."""

from __future__ import annotations

from tools import local_markets
from tools.local_markets import LocalMarket
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, Workload


def asked(w: Workload, places: Gazetteer, rows: list[InstanceRow]) -> tuple[tuple[str, ...], tuple[LocalMarket, ...],
                                                                              tuple[LocalMarket, ...]]:
    """(places, platforms still to ask, platforms the owner rule left out) for `w`. A provider list an owner rule
    kept asks for no local market by itself (it names every allowed cloud), so only the stated place counts then."""
    tags, gone = local_markets.asked_markets(w.regions, None if w.owner_rule else w.providers, places, rows)
    if w.owner_rule is None:
        return tags, gone, ()
    kept, out = local_markets.owner_left_out(gone, w.providers)
    return tags, kept, out


def with_owner_out(gap: Msg | None, out: tuple[LocalMarket, ...]) -> Msg | None:
    """The gap line `gap` (None: no platform left to ask) followed by the platforms the owner rule took out, said
    by name (the message catalog's local_markets.owner_out), never as a place to ask for a quote."""
    if not out:
        return gap
    said = Msg(code="local_markets.owner_out", args={"names": local_markets.names(out)})
    return said if gap is None else Msg(code="local_markets.gap_and_owner_out", args={"gap": gap, "out": said})


def reference_rows(w: Workload, rows: list[InstanceRow], gpus: dict[str, GPUSpec], tags: tuple[str, ...]) \
        -> list[InstanceRow]:
    """The rows a labelled reference for `tags` may come from (tools.local_markets.reference_rows), kept to the
    providers an owner rule kept: after "no mainland-Chinese clouds" the reference is no reseller's or Alibaba's row
    either (the main path's tools.recommend._local_reference does the same)."""
    out = local_markets.reference_rows(rows, gpus, tags)
    if w.owner_rule is None:
        return out
    kept = {p.lower() for p in w.providers or ()}
    return [r for r in out if r.provider.lower() in kept]
