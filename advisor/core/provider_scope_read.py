"""A provider named as the place to find the cheapest setup ("cheapest setup on GCP?", "what's the best option in
Azure?", GCP上最便宜的配置是什么？, 喺Azure入面點配最抵？): a filter to rank within, not a provider to check beside a
free ranking. Asked for the cheapest query-embedding setup "on GCP?", the answer once ranked every cloud and picked a
Hyperstack A4000 because the question mark made GCP a provider asked about (`checked_provider`). A comparative said
of the provider ("is RunPod cheaper?", "Azure 最便宜吗？") stays a question about it."""

from __future__ import annotations

import re

# a superlative, up to five words, then "on / in / at / within … <provider>": "cheapest setup on", "best way to run it on"
_BEFORE = re.compile(r"(?i)\b(?:cheapest|best|most\s+(?:affordable|economical|cost[\s-]effective)|least\s+expensive"
                     r"|lowest[\s-]cost)\s+(?:[\w'-]+\s+){0,5}?(?:on|in|at|within|inside|from|using|via)\s+(?:the\s+)?$")
# the provider as a place (上 / 里 / 裡 / 內 / 入面), then a superlative of price in the same clause: GCP上最便宜的配置
_AFTER_ZH = re.compile(r"^\s*(?:上面?|里面?|裡面?|内|內|入面|度)[^，,。？?！!；;]{0,10}?最(?:便宜|省钱|省錢|划算|劃算|平|抵|好)")


def cheapest_within(t: str, span: tuple[int, int]) -> bool:
    """Is the provider at `span` of `t` where the cheapest setup is asked for (a filter), by the words just before it
    (_BEFORE) or, in Chinese, just after it (_AFTER_ZH)?"""
    start, end = span
    return bool(_BEFORE.search(t[max(0, start - 60):start]) or _AFTER_ZH.search(t[end:end + 16]))
