"""Text that came from a user or a source, made safe to show: one sanitiser for every place that echoes it.

A terminal runs what it is sent: ESC ] 0 ; … BEL sets the window title, CSI (ESC [ or the C1 byte 0x9b) moves the
cursor or clears the screen (ECMA-48 §5.3-5.4); a carriage return overwrites the line; a line break ends a markdown
table row; the bidi controls (Unicode TR9, "Trojan Source", CVE-2021-42574) show text in another order than it is
stored. `compare` put options' text raw into its table header and the chat export quoted the user's messages with
all of them intact. `plain` keeps every character the user typed visible: line breaks become
spaces, controls and bidi controls are written as escapes (`\\x1b`, `\\u202e`), so nothing is lost and nothing runs.
No imports beyond `re`: the renderers load it on every answer.

The sheet import's stricter rules (refuse a cell holding any of HIDDEN) live here too, so the two sets are one fact."""

from __future__ import annotations

import re

# Bidi overrides and isolates (Unicode TR9; "Trojan Source", CVE-2021-42574) and zero-width characters: shown as-is,
# they make a row read as another (a provider name reversed, an instance type with a hidden suffix).
# Every Unicode format character (category Cf, Unicode 14–15: bidi controls, zero-width ones, soft hyphen, Arabic
# number signs, interlinear annotation, tags …; tests check this list against unicodedata), the line and paragraph
# separators, DEL and the C1 controls, and characters that render as nothing: the Hangul fillers (a provider named
# only U+3164 shows blank), the combining grapheme joiner, variation selectors, Mongolian variation selectors, and
# the blank Braille pattern. U+3164, U+034F, U+FE0F, U+0600 … were once imported.
_FORMAT = (  # raw: re reads the \u escapes, the source holds no invisible character
    r"\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064"
    r"\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3"
    r"\U0001d173-\U0001d17a\U000e0000-\U000e007f")  # Cf
_SELECTORS = r"\u034f\u180b-\u180d\u180f\ufe00-\ufe0f\U000e0100-\U000e01ef"  # CGJ, variation selectors
HIDDEN = re.compile(
    "[" + _FORMAT + _SELECTORS
    + r"\u2028\u2029\u007f-\u009f"  # separators, DEL, C1 (U+0085 NEL among them)
    + r"\u115f\u1160\u3164\uffa0\u2800]")  # blank-rendering letters and the blank Braille pattern

# What a message's reader takes out before reading (advisor.core.extract_rules.strip_invisible): the characters of
# HIDDEN that show nothing and take no room (Cf, the combining grapheme joiner, variation selectors). Inside
# "1<U+200B>500" they split the figure the user sees as 1500 and a fragment was read. Line
# separators, controls and blank-rendering letters are not in it: they show as a break or a space, so they are no join.
INVISIBLE = re.compile("[" + _FORMAT + _SELECTORS + "]+")

CONTROL = re.compile("[\x00-\x08\x0a-\x1f]")  # control characters but TAB

# Shown by `plain`: line breaks (CR LF VT FF, NEL, the line and paragraph separators, TAB) as one space each …
_BREAKS = re.compile("[\t\n\x0b\x0c\r\x85\u2028\u2029]")
# … and the C0 controls, DEL, the C1 controls and the bidi controls (marks, embeddings, overrides, isolates) escaped.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _escape(m: re.Match[str]) -> str:
    c = ord(m.group())
    return f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"


def plain(text: str) -> str:
    """`text` on one line with nothing a terminal or a markdown reader acts on: line breaks as spaces, control and
    bidi characters as visible escapes (`\\x1b`, `\\u202e`)."""
    return _UNSAFE.sub(_escape, _BREAKS.sub(" ", text))


# What a markdown reader acts on in a quoted question (an export quoted
# `<img src=x onerror=…>`, `[click](javascript:…)` and `![t](http://evil.example/pixel.png)` raw, live in any
# renderer that allows HTML or loads images): HTML's three characters become entities, markdown's punctuation is
# backslash-escaped (CommonMark §2.4: any ASCII punctuation may be), and anything a renderer links by itself (a
# scheme's "name:" — javascript:, http://, data: — or "www.") goes in a code span, where nothing is linked.
_LINKISH = re.compile(r"(?i)(?<![\w.+-])(?:[a-z][a-z0-9+.-]{0,31}:(?=[^\s`])|www\.)[^\s`]*")
_HTML = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
_MD_PUNCT = re.compile(r"([\\`*_{}\[\]()#+!|~])")


def _inert(text: str) -> str:
    for char, entity in _HTML:  # & first: "&lt;" the user typed stays the five characters
        text = text.replace(char, entity)
    return _MD_PUNCT.sub(r"\\\1", text)


def quoted(text: str) -> str:
    """`text` as one line of a markdown document that reads, rendered, as the user typed it (after `plain`), with
    no HTML, link, image or emphasis of its own: what an export quotes of a question."""
    line, out, at = plain(text), [], 0
    for m in _LINKISH.finditer(line):
        out += [_inert(line[at:m.start()]), f"`{m.group()}`"]
        at = m.end()
    return "".join(out + [_inert(line[at:])])
