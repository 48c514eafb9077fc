"""The licence line of a named non-LLM model (tools/named_licences.py) added to whatever the turn answers: a sized
plan, a "Not sized here" reply or a question. A business use puts the warning first (it can decide the job before the
hardware does); an unknown use adds one neutral line at the end; a licence the reply already names is not said twice.
"""

from __future__ import annotations

from typing import Protocol

from advisor.core.licence_unchecked import unchecked_licence_line
from advisor.core.stack_licence_lines import stack_licence_lines
from catalog.places import gazetteer
from tools.licence import territory_hit
from tools.named_licences import named_licence_check, named_licences
from tools.schema import Msg


class Reply(Protocol):
    """What this module writes of advisor.core.conversation.Reply (named here, not imported: the conversation imports
    this module)."""

    text: str
    full: str


def _repo(source: str) -> str:
    """The repository a licence source cites (host/owner/name): a reply citing any file of it already said the
    licence ("huggingface.co/coqui/XTTS-v2/blob/main/LICENSE.txt" for the table's "huggingface.co/coqui/XTTS-v2")."""
    return "/".join(source.split(" ")[0].split("/")[:3])


def _says_a_licence(said: str, licence: str) -> bool:
    """Does the reply already state a licence (this one, or a licence line in its own wording)? A reply that cites a
    model card for a figure (its FLOPs, its size) has not said the licence."""
    from advisor.core.messages.named_licences import LICENCE_SAID_WORDS

    low = said.lower()
    return licence in said or any(w in low for w in LICENCE_SAID_WORDS)


def _lines_citing(said: str, repo: str) -> str:
    """The lines of `said` that cite `repo`: a licence is said of that source only on a line citing it (an estimate
    line citing the repository for its FLOPs, beside a generic "read the weights' licence" line, has said none)."""
    return "\n".join(line for line in said.splitlines() if repo in line)


def licence_lines(text: str, commercial_use: bool | None, said: str, lang: str,
                  places: list[str] | None = None) -> tuple[list[str], list[str]]:
    """(warnings to put first, neutral lines to put last) for the models `text` names, none already in `said`."""
    first: list[str] = []
    last: list[str] = []
    for lic in named_licences(text):
        check = named_licence_check(lic, commercial_use)
        # said already: by this name, or by the same licence file (a sized FLUX.1 answer's own licence line); a sized
        # registry row's licence line cites the same model card (Command A, Ministral-8B): said, in its own wording
        if check is None or _repo(lic.source) in said and _says_a_licence(_lines_citing(said, _repo(lic.source)),
                                                                           lic.licence) or (
                f"{lic.model} " in said or lic.source in said) and lic.licence in said or f"{lic.source} (licen" in said:
            continue
        line = check.message.text(lang)
        barred = territory_hit(lic, places, gazetteer()) if places and lic.kind == "territory" else None
        if barred is not None:  # the buyers' or the team's place is outside the licence's Territory: it leads, barred
            first.insert(0, Msg(code="licence.territory_here", args={
                "model": lic.model, "licence": lic.licence, "source": lic.source, "place": barred}).text(lang))
            continue
        (first if check.level == "warning" else last).append(("⚠️ " + line) if check.level == "warning" else line)
    return first, last


def add_licence_lines(reply: Reply, text: str, commercial_use: bool | None, lang: str,
                      places: list[str] | None = None) -> None:
    """Put the named models' licence lines into the reply's text and its full report (`places`: the regions the
    conversation names, its buyers' or its team's, which a territory licence may exclude)."""
    first, last = licence_lines(text, commercial_use, reply.text, lang, places or [])
    unchecked = unchecked_licence_line(text, reply.text, commercial_use, lang)  # a stand-in's sizing clears no licence
    first = [unchecked, *first] if unchecked else first
    said = "\n".join([*first, reply.text, *last])
    stack_first, stack_last = stack_licence_lines(text, commercial_use, said, lang)  # the stack's components' licences
    first, last = [*stack_first, *first], [*last, *stack_last]
    if not first and not last:
        return
    reply.text = "\n\n".join([*first, reply.text, *last])
    if reply.full:
        reply.full = "\n\n".join([*first, reply.full, *last])
