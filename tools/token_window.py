"""A length in tokens written with k or M ("10k", "32k", "1M", "1.5M"): one rule for tools/ and advisor/.

Context windows are published in binary thousands: a model card's "4k / 8k / 32k / 128k" is
max_position_embeddings 4,096 / 8,192 / 32,768 / 131,072 (Phi-3-mini-4k and -128k, chatglm3-6b-32k config.json),
"1M" is 1,048,576 (InternLM2.5-7B-Chat-1M). Those figures are powers of two. Any other figure is a person's
decimal estimate: "~10k tokens" is 10,000 (a paper, a prompt), "200k" is 200,000 (Yi-34B-200K's config.json:
max_position_embeddings 200,000, from memory, re-check), "1.5k" is 1,500. So k (a thousand) is × 1,024 and M is
× 1,048,576 only when the figure written is a whole power of two (1, 2, 4, … 1,024); otherwise × 1,000 and
× 1,000,000. Ten thousand (the Chinese unit) is ten of those thousands: 3.2 of them is 32k (32,768), 12.8 is 128k
(131,072), 1 is 10k (10,000), 20 is 200,000.
"""

from __future__ import annotations

_BINARY = {"k": 1024, "m": 1024 * 1024}
_DECIMAL = {"k": 1000, "m": 1_000_000}


def is_binary_figure(num: float) -> bool:
    """A whole power of two from 1 to 1,024: the figures context windows are written in (4, 8, 32, 128)."""
    n = int(num)
    return n == num and 1 <= n <= 1024 and n & (n - 1) == 0


def window_tokens(num: float, suffix: str | None) -> int:
    """Tokens a figure with k / 千 / M stands for: "32k" → 32,768, "10k" → 10,000, "1M" → 1,048,576, "1.5M" →
    1,500,000, 3.2 "ten_thousand" → 32,768, 1 "ten_thousand" → 10,000 (advisor.core.magnitudes names the
    words: k / thousands, M, ten thousands); another or no suffix leaves the figure as is."""
    key = (suffix or "").lower()
    if key == "ten_thousand":
        return window_tokens(round(num * 10, 6), "k")
    if key not in _BINARY:
        return int(num)
    return round(num * (_BINARY if is_binary_figure(num) else _DECIMAL)[key])
