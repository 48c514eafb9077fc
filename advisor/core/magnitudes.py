"""The magnitude words a stated length or count may carry, in one place for every reader.

"2k", "2千", "2万", "3亿", "1万亿", "3M", "3 million", "10 billion", "20 thousand": there were
readers that took only k / 千 / 万 and read "输入2万token" as 2 tokens, "1万亿元" as ¥10,000 and dropped "inputs of 3
million tokens". 万 = 10^4, 亿 = 10^8, 万亿 = 10^12, billion = 10^9 (Chinese numerals, xiandai hanyu cidian); a length in tokens
written with k / 千 / M is binary, as context windows are written (2k = 2,048, 1M = 1,048,576).
"""

from __future__ import annotations

from tools.token_window import window_tokens

# one capturing group, the compound 万亿 before its parts
LEN_MAG = r"(万亿|萬億|k|K|千|万|萬|亿|億|m(?![a-z])|M|million|billion|thousand)"
TOKENS_SCALE = {"万亿": 10**12, "萬億": 10**12, "k": 1024, "千": 1024, "m": 1_048_576, "万": 10_000, "萬": 10_000,
                "亿": 100_000_000, "億": 100_000_000, "million": 1_000_000, "billion": 10**9, "thousand": 1000}
# the same words on a count of characters, words or items: all decimal (1.5万字 = 15,000 characters, 3千字 = 3,000)
COUNT_SCALE = {"万亿": 10**12, "萬億": 10**12, "k": 1000, "千": 1000, "m": 1_000_000, "万": 10_000, "萬": 10_000,
               "亿": 100_000_000, "億": 100_000_000, "million": 1_000_000, "billion": 10**9, "thousand": 1000}

# the words a window length is written with → tools.token_window's suffix (k / 千 thousands, M, 万 ten thousands)
WINDOW_WORD = {"k": "k", "千": "k", "m": "m", "万": "ten_thousand", "萬": "ten_thousand"}


def window_len(num: float, word: str | None) -> int:
    """A context or prompt length: "32k" → 32,768, "10k" → 10,000, "3.2万" → 32,768, another word → the figure."""
    return window_tokens(num, WINDOW_WORD.get(_key(word), ""))


def _key(word: str | None) -> str:
    """The table key of a magnitude word as written (K / M / Million: the lower case; CJK as is)."""
    return (word or "").lower()


def tokens_len(num: float, word: str | None) -> int:
    """A length in tokens: 2k → 2,048, 10k → 10,000 (tools.token_window: binary only for a power-of-two figure),
    2万 → 20,000, 3 million → 3,000,000, a bare number itself."""
    if WINDOW_WORD.get(_key(word)) in ("k", "m"):  # 万 keeps its decimal 10,000 here
        return window_len(num, word)
    return int(num * TOKENS_SCALE.get(_key(word), 1))


def scaled_count(num: float, word: str | None) -> float:
    """A count of characters, words or items: 3千 → 3,000, 1.5万 → 15,000, 3M → 3,000,000."""
    return num * COUNT_SCALE.get(_key(word), 1)
