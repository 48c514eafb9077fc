"""Which offers may serve an online service: one rule for every kind of serving (a language model's chat, an image
API, speech streams, an embedding endpoint).

Why: a marketplace offer (Vast, Akash) may be interrupted and carries no SLA, and a broker's resale (providers.csv
broker = yes: Shadeform, Prime Intellect) carries no seller SLA to the buyer either — the buyer's contract is with
the reseller, not the cloud that runs the box. The language-model path refused both for online serving
(tools.offers._priced, "marketplace_serving"), yet an image API led with "14 × shadeform hyperstack_A6000x8" and a
TTS service with 43 resold single-card boxes. A batch job (it can resume from finished shards), the user's own or
hobby use (personal_use) and a box the user buys for their own office need no seller SLA; a card the user named is
sized where it is sold, as the language-model path does.
"""

from __future__ import annotations

from tools.schema import InstanceRow, Workload


def resold(row: InstanceRow) -> bool:
    """A marketplace offer or a broker's resale: no seller SLA reaches the buyer (module docstring)."""
    return bool(row.marketplace or row.broker)


def seller_sla_needed(w: Workload, online: bool, card_named: bool = False) -> bool:
    """Is a seller's SLA asked of each offer? Only for online serving on no card the user named, not for the user's
    own use, nor for a box bought with a one-off budget for the user's own office (tools.offprem_buy). By hand: an
    image API at 20 images/s (online, no card, not personal) → True; the same with personal_use → False; a batch of
    10,000 images (not online) → False."""
    office = bool(w.buy_server) and w.budget is not None and w.budget.per == "total"
    return online and not card_named and not w.personal_use and not office


def sla_rows(rows: list[InstanceRow]) -> list[InstanceRow]:
    """The rows an online service may be priced on: no marketplace offer, no resold box (module docstring). By hand:
    {aws g6.xlarge, primeintellect hyperstack A4000 (broker), vast RTX 4090 (marketplace)} → [aws g6.xlarge]."""
    return [r for r in rows if not resold(r)]
