"""URLs as they may be stored or shown: never with their credentials.

A mirror URL such as `http://user:secret@host/catalogs` is what a user passes to fetch from a protected mirror; httpx
sends the userinfo as HTTP Basic (RFC 7617) and it is needed for that one request. Anything kept or printed (the
catalog's `source` column, the fetch cache's keys, errors, logs, answers' "sources" line) takes the URL without it
(RFC 3986 §3.2.1: "Use of the format user:password in the userinfo field is deprecated"; applications should not
render it as clear text). The password was once stored in instances.csv, the database and the
cache, and printed by `catalog info` and every answer. No imports beyond `re`, so every layer can use it."""

from __future__ import annotations

import re

# scheme://userinfo@ — userinfo is everything up to the last "@" before the authority ends (/ ? # or white space)
USERINFO = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)[^/\s?#]*@")


def strip_userinfo(text: str) -> str:
    """`text` with the userinfo (user, password) of every URL in it removed: `http://u:p@h/x` → `http://h/x`."""
    return USERINFO.sub(r"\1", text) if "@" in text else text
