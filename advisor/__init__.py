"""The app: conversation engine, renderers, CLI, Slack bot and SQLite store."""
import re as _re

#: The readers use about 2,900 distinct patterns (many built from word tables), and ``re`` keeps only the last
#: 512 compiled. Past that it recompiles them on every message: profiled, that was 6 of 9 seconds over three
#: answers. Keeping them all compiled makes a warm answer ≈ 0.1–0.2 s instead of ≈ 1 s. ``re._MAXCACHE`` is
#: CPython's own knob (3.11–3.13); where it is missing this is a no-op. tests/advisor/test_regex_cache.py holds it.
REGEX_CACHE = 16384
if vars(_re).get("_MAXCACHE", REGEX_CACHE) < REGEX_CACHE:
    _re._MAXCACHE = REGEX_CACHE  # type: ignore[attr-defined]

from advisor import pattern_store as _pattern_store  # noqa: E402 - after the cache size it extends

_pattern_store.install()
