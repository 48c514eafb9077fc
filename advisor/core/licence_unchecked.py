"""A business use of a model the tables do not hold, whose licence the one licence table (tools.licence.licence_table)
has no row for either: the answer leads with "licence not checked: read its card before selling" rather than letting
a stand-in's sizing pass for a cleared licence."""

from __future__ import annotations

import re

from tools.licence import table_licence
from tools.schema import Msg

# how a reply (still in Simplified Chinese or English when this reads it) says the model named is not held: the notes
# of advisor/core/messages (conversation "unknown_model" / "unlisted", nonllm_jobs, generated_media, defaults, base_shape)
UNHELD_SAID = re.compile(r"is not in my tables|not in my registry|不在我的模型库|不在模型库中|不在我的表里")
# the reply names the unheld model's licence itself (Breeze-7B (Apache-2.0), not in my registry): it was checked
LICENCE_SAID = re.compile(r"\((?:Apache-2\.0|MIT)\),? not in my registry|（(?:Apache-2\.0|MIT)）[，,]?不在模型库中")


def unchecked_licence_line(text: str, reply_text: str, commercial_use: bool | None, lang: str) -> str | None:
    """The "licence not checked" line when the use is a business one, the reply says the model named is not held, and
    no licence-table row matches the message; None otherwise (a held row says its own licence)."""
    said = reply_text or ""
    if not commercial_use or not UNHELD_SAID.search(said) or LICENCE_SAID.search(said) or table_licence(text) is not None:
        return None
    return "⚠️ " + Msg(code="licence.unchecked").text(lang)
