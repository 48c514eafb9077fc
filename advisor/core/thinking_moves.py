"""A plan moved from a model that always thinks to its non-thinking sibling in the same turn that read people online
("Qwen3-4B-Thinking-2507, 1,200 online, first token within 3 s", or "no thinking" beside them): the reader's line
sizing those people on the thinking model (each answer 8,192 thinking tokens long: ≈ 1,082 generating at once) was
left beside the move's own line (≈ 368 on the sibling), two concurrencies for one fleet. The stale line is dropped:
the move's note states both figures, and the headline the one the fleet is sized for."""

from __future__ import annotations

from tools.schema import Workload


def stale_online_lines(before: Workload) -> set[str]:
    """The people-online line (tools.traffic.online_assumption) the reader wrote for `before` (the thread's workload on
    the thinking model), in English, 简体 and the answer's renderings, or an empty set without people online or with
    a stated concurrency (no such line then)."""
    from advisor.core.extract_rules import ONLINE_SIZED_BY
    from tools.traffic import online_assumption, stated_answer_tokens

    if not before.users_online or before.concurrency is not None:
        return set()
    alone = Workload(**before.model_dump(include=set(ONLINE_SIZED_BY), exclude_none=True))
    said = online_assumption(alone, stated_answer_tokens(alone))
    return {said.en, said.zh, said.text("zh"), said.text("zh-Hant")}


def drop_stale_online(before: Workload, notes: list[str]) -> None:
    """Remove from `notes` (in place) the reader's people-online line sized on the thinking model `before`."""
    stale = stale_online_lines(before)
    if stale:
        notes[:] = [n for n in notes if n not in stale]
