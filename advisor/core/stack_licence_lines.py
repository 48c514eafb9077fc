"""The licence lines of a named model stack's components (tools.component_licence) for a reply: the warning that a
commercial use is barred by a component goes first, each component's licence line and the biometric note last; a
component whose source the reply already cites (a named model's own licence line) is not said twice. Rendering only."""

from __future__ import annotations

from catalog.licences import component_licence_rows
from tools.component_licence import component_licence_lines


def stack_licence_lines(text: str, commercial_use: bool | None, said: str, lang: str) -> tuple[list[str], list[str]]:
    """(lines to put first, lines to put last) for the components `text` names, none already in `said`."""
    first: list[str] = []
    last: list[str] = []
    for msg in component_licence_lines(text, commercial_use, component_licence_rows()):
        if msg.code == "component.licence_bars":  # unless each barring source is already said (its own warning)
            first += [] if all(r in said for r in str(msg.args["repos"]).split()) else [msg.text(lang)]
        elif msg.code != "component.licence_row" or str(msg.args["source"]).split(" ")[0] not in said:
            last.append(msg.text(lang))
    return first, last
