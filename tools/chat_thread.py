"""A companion, role-play or customer-service chat app's real prompt: the running conversation it re-sends every turn,
not one ShareGPT-mean message. A multi-turn chat API is stateless (OpenAI-compatible /v1/chat/completions, as vLLM
and SGLang serve it, takes the whole `messages` list each call), so each reply's prompt holds every earlier user
message and answer of the thread.

Why: an AI companion app ("每人每天聊30条") was sized on a 161-token prompt; its real prompt is thousands of tokens of
history, which sets the KV cache per user and, without a prefix cache, the prefill.

The assumed thread: THREAD_TURNS turns, each a ShareGPT-mean user message (161 tokens, vLLM paper, Kwon et al. 2023,
arXiv:2309.06180, Fig. 11) plus the app's own answer. 20 turns is the low end of a companion / role-play thread;
Character.AI reports long dialogues as the norm ("Optimizing AI Inference at Character.AI", 2024: the average message
carries a dialogue history of about 180 messages, from memory, re-check), so the figure is an assumption the answer
states with the way to replace it. Capped at the model's context less the answer. By hand, 60-token answers: 20 ×
(161 + 60) = 4,420 tokens. The prefill of the re-sent part comes from the prefix cache (tools.chat_prefix, at most
95 % cached, Character.AI's inter-turn cache rate), its hit rate said."""

from __future__ import annotations

from pydantic import BaseModel

from tools.chat_prefix import history_new_tokens
from tools.load import SHAREGPT_PROMPT_TOKENS

THREAD_TURNS = 20  # turns of a companion / role-play / support thread assumed re-sent (said; low end of 20–40)


class ChatThread(BaseModel):
    """The history a chat app's reply carries: turns × (user message + answer), and what each turn prefills anew."""

    turns: int
    user: int  # tokens of a user message (ShareGPT mean)
    answer: int  # tokens of an answer
    history: int  # the prompt: turns × (user + answer), at most the model's context less the answer
    new: int  # tokens each turn prefills anew with the prefix cache on (tools.chat_prefix.history_new_tokens)
    hit_pct: int  # share of the prompt served from the prefix cache, in percent
    capped: bool  # the model's context cut the thread short


def chat_thread(answer: int, max_context: int | None = None, turns: int = THREAD_TURNS) -> ChatThread:
    """The running conversation of a chat app with `answer`-token replies. 20 turns of 60-token answers → 4,420
    tokens, 221 new a turn (60 + 161), 95 % from the cache; a 4,096-token model caps it at 4,036."""
    per_turn = SHAREGPT_PROMPT_TOKENS + answer
    history = turns * per_turn
    capped = bool(max_context and history + answer > max_context)
    if capped and max_context:
        history = max(per_turn, max_context - answer)
    new = history_new_tokens(history, answer)
    return ChatThread(turns=turns, user=SHAREGPT_PROMPT_TOKENS, answer=answer, history=history, new=new,
                      hit_pct=round(100 * (history - new) / history), capped=capped)


def thread_turns(daily_messages: float | None) -> int:
    """The turns a thread re-sends: THREAD_TURNS, or for a support thread at most the day's messages of one user
    (12 a day → 12; 40 a day → 20; under 1 → 1)."""
    return max(1, min(THREAD_TURNS, int(daily_messages))) if daily_messages else THREAD_TURNS


class ConversationPrompt(BaseModel):
    """A chat whose conversations have a stated number of turns ("每個對話平均6輪", "6-turn conversations") or that
    keeps a stated window of turns ("keeps the last 10 turns"): the prompt it re-sends grows with the history."""

    turns: int
    window: bool  # the last `turns` turns are kept (a full window every request), not a conversation of that length
    user: int  # tokens of a user message (ShareGPT mean)
    answer: int  # tokens of an answer
    first: int  # the first turn's prompt: one user message (a window: the full window, as every turn)
    last: int  # the longest prompt: the last turn's (a window: the full window)
    prompt: int  # the prompt sized: the mean over the conversation's turns (a window: the full window)
    longest: int  # the longest sequence, the last prompt + its answer: the KV cache a stream reaches
    new: int  # tokens each turn prefills anew with the prefix cache on (tools.chat_prefix.history_new_tokens)
    hit_pct: int  # share of the sized prompt served from the prefix cache, in percent


def conversation_prompt(turns: int, answer: int, window: bool = False) -> ConversationPrompt:
    """The prompt of a chat with `turns`-turn conversations (a chat API is stateless: turn k re-sends the k − 1 earlier
    questions and answers, then its question): turn k's prompt is (k − 1) × (user + answer) + user, so the mean over
    the N turns is user + (N − 1) / 2 × (user + answer) and the last is user + (N − 1) × (user + answer). By hand,
    6 turns of 161-token questions and 338-token answers: per turn 499; mean 161 + 2.5 × 499 ≈ 1,408 (the prefill and
    the first token), last 161 + 5 × 499 = 2,656, longest sequence 2,994 (the KV cache). A kept window of the last N
    turns re-sends all N every request: N × (user + answer) + user (10 turns → 5,151; sequence 5,489). The new tokens
    each turn prefills with the prefix cache: the previous answer + the new question, at least 5 % of the prompt."""
    per_turn = SHAREGPT_PROMPT_TOKENS + answer
    if window:
        first = last = prompt = turns * per_turn + SHAREGPT_PROMPT_TOKENS
    else:
        first, last = SHAREGPT_PROMPT_TOKENS, SHAREGPT_PROMPT_TOKENS + (turns - 1) * per_turn
        prompt = round(SHAREGPT_PROMPT_TOKENS + (turns - 1) / 2 * per_turn)
    new = history_new_tokens(prompt, answer)
    return ConversationPrompt(turns=turns, window=window, user=SHAREGPT_PROMPT_TOKENS, answer=answer, first=first,
                              last=last, prompt=prompt, longest=last + answer, new=new,
                              hit_pct=round(100 * (prompt - new) / prompt))
