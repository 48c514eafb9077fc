"""A stated volume of case-like items a period with each one's length ("~2,000 patients a night, each chart ~9k tokens",
"1,500 cases per day, each case file ~20 pages", "900 referral letters every night, 3k words each") is a recurring
batch of documents: N items × their length in, an output each, the period's window as the deadline. The words that
count such items (patients, cases, charts, letters, judgments …) name no document, so the batch readers, which count
documents, reports and contracts, left the count unread and the job was planned as one chat user at the item's length.

as_document_batch_text rewrites the counted noun as "documents" (and "each chart" as "each document": a chart here is
a patient's record, never a plot to draw) before the readers run, only when the count is said per day / night / week
/ month, a per-item length is said, and no training word is: the batch readers then read the batch, its period and
its length as they read "2,000 documents a night, each ~9k tokens". The Chinese counts (每晚 900 份病历，每份约 1.2 万字)
already count 份 / 篇 / 件 and need no rewrite.
"""

from __future__ import annotations

import re

from advisor.core.extract_words import TRAIN_WORD

# nouns that count case-like items, one per document (an audio file, a visit recording, a summary written are not)
_CASE_NOUNS = (r"(?:patients?|cases?|case[\s-]files?|charts?|letters?|notes|judg(?:e)?ments?|rulings?|briefs?|memos?"
               r"|dossiers?|admissions?|discharges?|encounters?|essays?|manuscripts?|theses|dissertations?|submissions?"
               r"|applications?|filings?)")
_PERIOD = (r"(?:(?:a|an|per|each|every)\s+(?:day|night|evening|week|month)\b|/\s*(?:day|night|week|month)\b"
           r"|daily\b|nightly\b|weekly\b)")
# "~2,000 patients a night", "1.5k cases per day", "900 referral letters every night" (one or two words between)
COUNT_A_PERIOD = re.compile(r"(?i)(?<![\w.])(\d[\d,]*(?:\.\d+)?\s*[kK]?\s+(?:[a-z-]+\s+){0,2}?)(" + _CASE_NOUNS
                            + r")(?=\s*,?\s*" + _PERIOD + r")")
# each item's length: "each chart ~9k tokens", "each ~12,000 words", "20 pages each", "averaging 6k tokens"
EACH_LENGTH = re.compile(r"(?i)\b(?:each|every|per)\b[^.;\n]{0,30}?\d[\d,.]*\s*[kK]?\s*-?\s*(?:tokens?|words?|pages?)\b"
                         r"|\d[\d,.]*\s*[kK]?\s*-?\s*(?:tokens?|words?|pages?)\s+(?:each|apiece|per\s+(?:item|case|chart"
                         r"|patient|letter|document))\b|\baverag(?:e|ing)\s+(?:of\s+)?~?\s*\d[\d,.]*\s*[kK]?\s*(?:tokens?|words?|pages?)\b")
# "each chart", "each case file", "per patient": the item's own noun where its length is said
_EACH_NOUN = re.compile(r"(?i)\b(each|every|per)\s+(?:" + _CASE_NOUNS + r")\b")


def as_document_batch_text(t: str) -> str:
    """The message with its counted case-like items written as documents (module docstring), else as it was."""
    m = COUNT_A_PERIOD.search(t or "")
    if m is None or not EACH_LENGTH.search(t) or TRAIN_WORD.search(t):
        return t
    out = t[:m.start(2)] + "documents" + t[m.end(2):]
    return _EACH_NOUN.sub(lambda e: e.group(1) + " document", out)
