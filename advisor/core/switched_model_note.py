"""A follow-up in a sized speech / image / music thread that switches to a model no table holds ("听说 Dolphin-small
更准，换成它呢？"): said first, above the plan that stays on the thread's own model, so the switch is seen read (never a
plan repeated as if the turn named nothing). A held model switched to is sized by the thread as it stands."""

from __future__ import annotations

from advisor.core.unheld_names import unheld_name
from tools.non_llm import named_model
from tools.schema import Msg


def switched_unheld_note(text: str, thread_model: str | None) -> Msg | None:
    """The note for a switch to an unheld model (its name and the thread's model kept), else None."""
    from advisor.core.switched_name_read import switched_name

    name = switched_name(text)
    if name is None or thread_model is None or unheld_name(text) != name:
        return None
    return Msg(code="switched_model.unheld_kept", args={"name": name, "kept": thread_model})


def switched_notes(text: str, thread_text: str, lang: str) -> list[str]:
    """The note above, worded, for a follow-up whose thread message (`thread_text`) names the held model sized ([]
    when the turn switches to no unheld model or the thread names none)."""
    held = named_model(thread_text) if thread_text != text else None
    note = switched_unheld_note(text, held.name if held is not None else None)
    return [note.text(lang)] if note is not None else []
