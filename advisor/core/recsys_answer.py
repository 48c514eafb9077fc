"""A recommender's training answer (advisor.core.service.recsys_train) in the answer's language and money."""

from __future__ import annotations

from tools.schema import Workload


def recsys_text(w: Workload, text: str, lang: str, currency: str | None = None) -> str | None:
    """The headline in bold and the rest as bullets; None when the message asks no recommender training."""
    from advisor.core.service import recsys_train

    lines = recsys_train(w, text, currency)
    if not lines:
        return None
    head, *rest = lines
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)


def vector_search_text(w: Workload, text: str, lang: str, currency: str | None = None) -> str | None:
    """GPU vector search over the user's vectors: the headline in bold and the rest as bullets; None otherwise."""
    from advisor.core.service import vector_search

    lines = vector_search(w, text, currency)
    if not lines:
        return None
    head, *rest = lines
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)
