"""No source file carries a raw control character: a word boundary typed as "\b" inside a non-raw string (or pasted as
the backspace byte) makes a pattern that can never match. OWN_BUILD's "build a PC" and "at home" were dead that way,
and a batch's "items" word too."""

from __future__ import annotations

from pathlib import Path

from advisor.core.extract_rules import OWN_BUILD

ROOT = Path(__file__).resolve().parents[2]


def test_no_backspace_or_other_control_byte_in_python_sources():
    bad = []
    for folder in ("advisor", "tools", "catalog"):
        for p in (ROOT / folder).rglob("*.py"):
            text = p.read_text(encoding="utf-8")
            if any(ch in text for ch in ("\x08", "\x07", "\x0c", "\x00")):
                bad.append(str(p.relative_to(ROOT)))
    assert bad == []


def test_a_pc_built_at_home_is_read():
    assert OWN_BUILD.search("I'm building a PC at home for local models")
    assert OWN_BUILD.search("build my own rig")
