"""Words several parts of tools/ share: a text given whole, units, names of tasks, billing and budget periods."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # a text given whole: an answer stored by the previous version ({en, zh}), a test's own words
    "literal": E("{en}", "{zh}"),
}
