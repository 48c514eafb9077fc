"""The context of an online chat whose answer length was said and whose context was not: at least the house default
chat context (tools.defaults.DEFAULT_CONTEXT, 4,096 tokens) before the answer.

Why: "answers around 150 words" alone sized a residents' help desk at ShareGPT's one 161-token message + the answer
(≈ 361 tokens), as if every request were the first message of a new conversation. A multi-turn chat re-sends its
conversation and its system prompt each turn (an OpenAI-compatible /v1/chat/completions call takes the whole
`messages` list), so its KV per user is the conversation's, never one message's. The floor is the same 4,096 tokens
a chat with nothing said is sized at (tools.defaults, "defaults.context_output": DEFAULT_CONTEXT + the answer); the
prefill of the re-sent part comes from the prefix cache (tools.chat_prefix.history_new_tokens: the last answer + a
ShareGPT-mean message, at least 5 % of the prompt). A short length said by the user (a context, a prompt, a history)
is kept as said."""

from __future__ import annotations

from dataclasses import dataclass

from tools.chat_prefix import history_new_tokens
from tools.dataset import batch_sequence
from tools.defaults import DEFAULT_CONTEXT


@dataclass(frozen=True)
class ChatFloor:
    """A chat's request at the floor: `prompt` (the conversation + system prompt), `seq_len` (+ the answer), and the
    `new` tokens each turn prefills with the prefix cache on."""

    prompt: int
    seq_len: int
    new: int


def chat_floor(answer: int) -> ChatFloor:
    """The floor for `answer`-token replies. By hand, 200-token answers: prompt 4,096, context 4,096 + 200 = 4,296,
    new max(200 + 161, ⌈0.05 × 4,096⌉ = 205) = 361 tokens a turn."""
    return ChatFloor(prompt=DEFAULT_CONTEXT, seq_len=batch_sequence(DEFAULT_CONTEXT, answer),
                     new=history_new_tokens(DEFAULT_CONTEXT, answer))
