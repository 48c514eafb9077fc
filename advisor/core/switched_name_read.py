"""The model a follow-up switches to, by its own name: "换成FireRedASR-LLM-L", "switch to Dolphin-small", "改用 X",
"use X instead", or the name said first and the switch after it ("听说 X 更准，换成它呢？", "X is said to be better —
switch to it?", "聽講 X 準啲，換成佢得唔得"). A name is written as models are (a digit, a hyphen or an inner capital);
whether a table holds it is the caller's question (advisor/core/unheld_names.unheld_name), so a switch to a model no
table holds is said as such, never met with "which model?" or a plan silently unchanged."""

from __future__ import annotations

import re

_NAME = r"[A-Za-z][A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)+|[A-Za-z]+[0-9][A-Za-z0-9.]*|[A-Za-z]+[A-Z][A-Za-z0-9]*"
_SWITCH = r"(?i:换成|換成|改用|换用|換用|转用|轉用|改成|switch(?:ing)?\s+(?:over\s+)?to|swap\s+(?:it\s+)?(?:for|to))"
# names written like a model that are places, machines or quantisations ("switch to us-east-1", "换成 g5.2xlarge",
# "Standard_NC24ads_A100_v4", "换成 Q4_K_M"): never a model switched to
NOT_A_MODEL = re.compile(r"(?i)^(?:[a-z]{2}-[a-z]+-\d|standard_|ecs\.|i?q\d_)|\.(?:\d*x?large|metal|medium|small)\b")
# the switch naming the model after it
_SWITCH_TO = re.compile(_SWITCH + r"\s*(?:the\s+)?(" + _NAME + r")(?![A-Za-z0-9_\-])")
# "use X instead"
_USE_INSTEAD = re.compile(r"(?i:\buse\s+(?:the\s+)?)(" + _NAME + r")(?i:\s+instead)\b")
# the name first, the switch back to it after ("X 更准，换成它", "X is better, switch to it")
_IT = re.compile(r"(?:" + _SWITCH + r"|(?i:\buse))\s*(?i:它|佢|this\s+one|that\s+one|it)(?![A-Za-z])")
_NAMED = re.compile(r"(?<![A-Za-z0-9_.\-])(" + _NAME + r")(?![A-Za-z0-9_\-])")


def switched_name(text: str) -> str | None:
    """The model name a message switches to (module docstring), else None."""
    t = text or ""
    m = _SWITCH_TO.search(t) or _USE_INSTEAD.search(t)
    name: str | None = m.group(1).rstrip(".") if m else None
    it = _IT.search(t) if m is None else None
    if it is not None:
        before = [n.group(1).rstrip(".") for n in _NAMED.finditer(t[:it.start()])]
        name = before[-1] if before else None
    return None if name is None or NOT_A_MODEL.search(name) else name
