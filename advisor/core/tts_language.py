"""A European language asked of an English-only speech generator (CSM-1B, Dia-1.6B): which language was said, read
in any script ("Spanish", "西班牙语", "法語"), so the answer says the model speaks English only and names a TTS whose
card lists that language (tools.tts_languages), never refuses the follow-up as outside what it does."""

from __future__ import annotations

import re

_LANGS = (
    ("Spanish", r"spanish|español|espanol|西班牙"),
    ("French", r"french|français|francais|法语|法語|法文"),
    ("Italian", r"italian|意大利|義大利"),
    ("Portuguese", r"portuguese|葡萄牙|巴西葡"),
    ("German", r"german|deutsch|德语|德語|德文"),
    ("Hindi", r"hindi|印地"),
)


def european_language(said: list[str]) -> str | None:
    """The first such language named in the thread's user messages (newest first); None when none is."""
    for t in said:
        for name, pat in _LANGS:
            if re.search(pat, t or "", re.I):
                return name
    return None
