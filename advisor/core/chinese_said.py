"""Whether a message in another language says the users, callers or text are Chinese ("a Cantonese-speaking voice
bot", "Mandarin support chats", "our Chinese-speaking customers"), so a default model is one trained on Chinese
(tools.defaults: Qwen2.5-7B, since Llama 3.1's model card does not list Chinese), not only when the question itself
is written in Chinese. A cloud or a place said Chinese ("no mainland-Chinese clouds", "Chinese providers") is not
the users' language and is not read."""

from __future__ import annotations

import re

_SAID = re.compile(
    r"(?i)\b(?:cantonese|mandarin|hokkien|hakka|putonghua)\b"
    r"|\bchinese[- ](?:speaking|language|text|texts|documents?|chats?|messages?|customers?|users?|callers?|speakers?"
    r"|tickets?|reviews?|emails?|transcripts?|conversations?|support)\b"
    r"|\b(?:in|speaks?|speaking|answers?|replies|reply|respond|responds)\s+(?:in\s+)?(?:simplified\s+|traditional\s+)?chinese\b")


def chinese_language_said(text: str) -> bool:
    """True when the message says the work is in a Chinese language ("Cantonese phone bot", "answers in Traditional
    Chinese"); False for "no mainland-Chinese clouds" or "Chinese GPU providers"."""
    return _SAID.search(text or "") is not None
