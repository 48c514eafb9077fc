"""The registry's side of tools.thinking_alternative: "no thinking" said of a model that always thinks and has no
non-thinking sibling gets a plain line naming the nearest model of its kind that answers without thinking."""

from __future__ import annotations

from tools.schema import Msg, Workload


def always_thinks_line(w: Workload) -> Msg | None:
    """tools.thinking_alternative.always_thinks_note over the registry's rows, or None (the model switches, has a
    sibling, or thinking was not switched off)."""
    from catalog import registry
    from tools.defaults import thinking_unswitchable
    from tools.thinking_alternative import always_thinks_note

    if not thinking_unswitchable(w):
        return None
    try:
        asked = registry.get(w.model) if w.model else None
    except Exception:  # a name the registry does not hold: no size to match, the line names no model
        asked = None
    return always_thinks_note(w, asked, (registry.get(n) for n in registry.names()))
