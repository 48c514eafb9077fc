"""A model that always thinks (a Thinking-2507 release, DeepSeek-R1, Kimi-K2-Thinking) asked for an answer or a first
token within seconds: its thinking alone, at the per-user speed, takes far longer (8,192 tokens at 20 tokens/s is
409.6 s), so the stated time cannot be met on it. The plan moves to the non-thinking sibling its registry row names
(tools.defaults.model_thinking's `sibling`, from the model card: the same shape, so the cards stay) and the note says
what that does to the fleet: the requests generating at once for the people online before and after (tools.traffic,
the interactive response-time law), since each answer no longer carries the thinking tokens. A review once sized
5,000 people online on a Thinking-2507 release asked for 2 s as ≈ 4,500 generating at once, never naming its
Instruct-2507 sibling."""

from __future__ import annotations

from tools.schema import Msg, Workload


def thinking_seconds(w: Workload) -> float:
    """Seconds `w`'s model thinks before its visible answer at the per-user speed (the stated one, else
    tools.offers.INTERACTIVE_TOKENS_PER_S). By hand: 8,192 thinking tokens at 20 tokens/s → 409.6 s; 0 for a model
    that does not think."""
    from tools.defaults import thinking_tokens
    from tools.offers import INTERACTIVE_TOKENS_PER_S

    return thinking_tokens(w) / (w.target_tokens_per_s_per_user or INTERACTIVE_TOKENS_PER_S)


def stated_wait_s(w: Workload) -> float | None:
    """The seconds the user said an answer or its first token must come within (`target_answer_s`, else
    `target_ttft_ms` in seconds), or None."""
    if w.target_answer_s:
        return w.target_answer_s
    return w.target_ttft_ms / 1000 if w.target_ttft_ms else None


def _at_once(w: Workload) -> int | None:
    """Requests generating at once for `w`'s people online (tools.traffic.online_assumption), or None without them or
    with a stated concurrency."""
    from tools.traffic import online_assumption

    if not w.users_online or w.concurrency is not None:
        return None
    n = online_assumption(w).args["n"]
    return n if isinstance(n, int) else None


def sibling_for_stated_wait(w: Workload) -> tuple[Workload, Msg] | None:
    """`w` moved to its model's non-thinking sibling when the model always thinks (no switch), the registry names a
    sibling and its thinking alone outlasts the stated wait (thinking_seconds > stated_wait_s), with the note; None
    otherwise. By hand: Qwen3-30B-A3B-Thinking-2507, a first token within 3 s, 1,200 people online → 8,192 ÷ 20 =
    409.6 s of thinking ≫ 3 s → Qwen3-30B-A3B-Instruct-2507, and the people online generate far fewer at once (each
    answer is the reply alone)."""
    from tools.defaults import model_thinking, thinking_tokens

    t = model_thinking(w.model)
    wait = stated_wait_s(w)
    if t is None or not t.default or t.switch or not t.sibling or w.thinking is True or wait is None:
        return None
    think = thinking_seconds(w)
    if think <= wait:
        return None
    moved = w.model_copy(update={"model": t.sibling})
    before, after = _at_once(w), _at_once(moved)
    return moved, Msg(code="thinking_deadline.sibling", args={
        "model": w.model or "", "sibling": t.sibling, "tokens": thinking_tokens(w), "think_s": round(think, 1),
        "wait_s": wait, "before": before, "after": after, "online": w.users_online if before is not None else None,
        "source": t.sibling_source or ""})


def thinking_answer_s(thinking: int, answer: int, tps: float) -> float:
    """Seconds a thinking model's whole answer takes to decode at `tps` per user: (thinking + answer) ÷ tps. By hand:
    DeepSeek-R1-Distill-Qwen-7B's 8,192 thinking tokens + a 338-token answer at 80 tokens/s → 106.6 s."""
    return (thinking + answer) / tps


def thinking_budget_for(wait_s: float, answer: int, tps: float) -> int:
    """The thinking tokens that still fit a stated wait at `tps` per user: wait × tps − the answer, at least 0. By
    hand: 10 s × 80 tokens/s − 338 = 462 tokens."""
    return max(0, int(wait_s * tps - answer))
