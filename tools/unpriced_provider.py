"""A provider the user names ("AutoDL上怎么配", "在恒源云租什么最便宜", "How would I set this up on TWCC?") that the
catalog holds no row of: never dropped. The answer names the configuration to pick there — the plan's card and count,
sized on the whole catalog — says the provider is unpriced here, and gives the plan's row as the reference to compare
its hourly with; with no plan that fits the stated limits, the plan the answer offers instead is the reference.
Nothing is priced for the provider itself (no row, no number)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tools.schema import InstanceRow, Msg


def holds_provider(provider: str, rows: Iterable[InstanceRow]) -> bool:
    """Whether any catalog row is the provider's."""
    return any(r.provider == provider for r in rows)


def unpriced_provider_note(provider: str, pick: Any | None, rows: Iterable[InstanceRow], job: bool) -> Msg | None:
    """The note for a named provider with no catalog row (holds_provider False): the pick's cards in all
    (gpu_count × instances of a tools.schema.Candidate) and its card to ask the provider for, or none when nothing
    fits the stated limits (the plan offered instead is then the reference); `job`: the pick is costed as a job, so its
    GPU-hours are the figure to multiply. None when the catalog holds the provider (it is ranked like any other).
    By hand: TWCC named for a Llama-3.1-70B LoRA whose pick is 4 × H100 SXM → "pick 4 × H100 SXM there"."""
    if holds_provider(provider, rows):
        return None
    cards = pick.gpu_count * pick.instances if pick is not None else None
    return Msg(code="checked.provider_absent", args={"said": provider, "job": job,
                                                     "cards": cards, "gpu": pick.gpu if pick is not None else None})
