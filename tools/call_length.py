"""A call's transcript as an LLM request: a stated call length ("6-minute calls", 每通约8分钟) gives the tokens each
summary or classification reads, never the chat default (tools.load's 3,584-token context). A review once sized
80,000 six-minute calls a night at 3,584 tokens in and 512 out each.

Tokens a minute of speech: tools.speech_llm.tokens_per_audio_minute (150 English words or 310.8 Mandarin characters a
minute, both sourced there, × tools.dataset's tokens a word or character). The answer a request gets is
tools.dataset.batch_output_default (a quarter of the input, at most 512), said as an assumption."""

from __future__ import annotations

from dataclasses import dataclass

from tools.dataset import batch_output_default, batch_sequence
from tools.speech_llm import tokens_per_audio_minute


@dataclass(frozen=True)
class CallRequest:
    """One call's transcript as a request: its minutes, the tokens read, the tokens written, the context."""
    minutes: float
    prompt_tokens: int
    output_tokens: int
    seq_len: int


def call_request(minutes: float, chinese: bool) -> CallRequest | None:
    """The request one call of `minutes` makes. By hand: 7 min in Mandarin → 7 × 186.5 = 1,305.6 → 1,306 tokens in,
    1,306 // 4 = 326 out, 1,632 context; 5 min in English → 5 × 200 = 1,000 in, 250 out, 1,250 context; None for no
    length or over 3 hours (no call is that long: a misread)."""
    if not 0 < minutes <= 180:
        return None
    prompt = max(1, round(minutes * tokens_per_audio_minute(chinese)))
    out = batch_output_default(prompt)
    return CallRequest(minutes, prompt, out, batch_sequence(prompt, out))
