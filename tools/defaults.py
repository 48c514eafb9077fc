"""Fill a workload's unstated fields with stated defaults, and reject impossible ones.

Every default becomes an assumption the answer prints, so a follow-up can change it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from tools.constants import VLLM_MAX_NUM_SEQS
from tools.dataset import TOKENS_PER_PAGE, converts_to_tokens
from tools.errors import AdvisorError
from tools.floors import (  # noqa: F401  (re-exported)
    MAX_MEMORY_GB,
    MAX_PARAMS_B,
    MAX_PRICE,
    MAX_TOKENS_PER_S,
    MAX_TOKENS_PER_S_PER_USER,
    MAX_TTFT_MS,
    MIN_DEADLINE_HOURS,
    MIN_PARAMS_B,
    MIN_TOKENS_PER_S,
    MIN_TTFT_MS,
    PRICE_FLOOR,
)
from tools.load import SHAREGPT_PROMPT_TOKENS
from tools.rate_service import rate_driven_short
from tools.schema import GGUF_FORMATS, TRAINING_TASKS, Dataset, ModelThinking, Msg, Resolved, Task, WorkKind, Workload
from tools.traffic import (
    concurrency_from_daily_requests,
    concurrency_from_head_count,
    concurrency_from_online,
    concurrency_from_request_rate,
    stated_answer_tokens,
)

T = TypeVar("T")


def params_from_billions(params_b: float) -> int:
    """A model size stated in billions (`--params 7`) as a parameter count."""
    return int(params_b * 1e9)
# Reasoning models think before they answer, so an answer is thousands of tokens. With no output length stated they
# are sized for REASONING_OUTPUT_TOKENS of output on the default 4,096-token prompt: AWS Bedrock's DeepSeek-R1 guide
# advises max_tokens ≤ 8,192 for response quality (the API accepts 32,768); the DeepSeek-R1 model card evaluates
# with a 32,768-token generation limit. An R1 distill sized at 4k with 21 tokens/s per user.
REASONING_OUTPUT_TOKENS = 8192
# GLM-Z1 (GLM-Z1-9B-0414, -32B-0414, -Rumination): Zhipu's reasoning releases of GLM-4-0414 (their model cards: deep
# thinking before every answer, no switch)
REASONING_MODELS = re.compile(r"(?i)deepseek-r1|\bqwq\b|\bo[13]-|reasoning|thinking|-r1-|\br1\b|magistral|phi-4-reasoning"
                              r"|\bglm-?z1\b")


# The April 2025 Qwen3 releases are hybrid (Qwen3 model card, "Switching Between Thinking and Non-Thinking Mode":
# enable_thinking=True by default, /no_think to switch off): a size the registry lacks (Qwen3-1.7B, read from the Hub)
# thinks like the registry's rows. The -Instruct-2507 releases never think, Qwen3-Coder has no thinking mode.
QWEN3_HYBRID = re.compile(r"^(?:Qwen/)?Qwen3-(?:\d+(?:\.\d+)?B|\d+B-A\d+B)$", re.I)


def reasoning_model(name: str | None) -> bool:
    """A model whose NAME says it writes a long chain of thought before its answer (DeepSeek-R1 and its distills,
    QwQ, o1-style, "-Thinking"): the fallback for a model outside the registry (model_thinking reads a registry row's
    `thinking` first)."""
    from tools.reasoning_names import trace_named  # the releases named without a reasoning word (OpenThinker, Sky-T1)

    return bool(name) and (REASONING_MODELS.search(name or "") is not None or trace_named(name))


# The registry's lookup of a model's `thinking` (catalog.registry registers it on import: tools import nothing outside
# tools, so the registry hands its rows in rather than being read from here).
_THINKING_LOOKUP: list[Callable[[str], ModelThinking | None]] = []


def use_thinking_lookup(lookup: Callable[[str], ModelThinking | None]) -> None:
    """Set the function that gives a registry model's `thinking` (catalog.registry.thinking)."""
    _THINKING_LOOKUP[:] = [lookup]


def model_thinking(name: str | None) -> ModelThinking | None:
    """How a model thinks before it answers: its registry row's `thinking` (catalog/data/models.json, each with its
    model card as source: Qwen3's hybrid releases, QwQ, DeepSeek-R1 and its distills, gpt-oss, GLM-4.5), else, for a
    name outside the registry that reasoning_model matches (Kimi-K2-Thinking, an R1 fine-tune on the Hub), one that
    always thinks for REASONING_OUTPUT_TOKENS and has no switch; None for a model that answers straight away."""
    if not name:
        return None
    row = _THINKING_LOOKUP[0](name) if _THINKING_LOOKUP else None
    if row is not None:
        return row
    hybrid = QWEN3_HYBRID.match(name) is not None
    if not hybrid and not reasoning_model(name):
        return None
    return ModelThinking(default=True, tokens=REASONING_OUTPUT_TOKENS, switch="enable_thinking=False, /no_think"
                         if hybrid else None, source="the model's name (a reasoning model, or a Qwen3 hybrid release); "
                         "sized at the max_tokens AWS Bedrock's DeepSeek-R1 guide advises", as_of="2026-12-03")


# An answer wanted within this many seconds leaves no room for thinking: at the ≈ 30–100 tokens/s a served 8B–70B
# decodes per stream, 10 s is 300–1,000 tokens, a fraction of REASONING_OUTPUT_TOKENS' budget (Qwen3 model card:
# non-thinking mode "for efficient, general-purpose dialogue")
THINKING_FITS_S = 10.0


def thinking_planned_off(w: Workload) -> bool:
    """A switchable model's thinking (model_thinking's `switch`: Qwen3's hybrid releases, GLM-4.5) is planned off: the
    user switched it off (`thinking: false`: "no thinking", /no_think, 关闭思考) and not back on since (`thinking_use:
    "on"`: "thinking on", 开启思考), or the use is general dialogue (`thinking_use: "dialogue"`: a chat assistant,
    support, RAG Q&A, translation, summaries, extraction), or a latency-bound one (`thinking_use: "latency"`: code
    completion, an IDE coding assistant for developers, a classifier or router whose answer is a label: thousands
    of thinking tokens before a 64-token completion or an 8-token label would be the whole latency) with no thinking
    said. The rule is Qwen3's model card
    ("Qwen3 Highlights", read 2026-12-03): thinking mode "for complex logical
    reasoning, math, and coding", non-thinking mode "for efficient, general-purpose dialogue"; GLM-4.5's card splits
    its hybrid modes the same way ("thinking mode for complex reasoning and tool usage, and non-thinking mode for
    immediate responses"). Reasoning work (maths, code, agents) or no use said keeps the model's default (on). A
    thinking length said ("thinks ~4k tokens", `thinking: true`) is thinking on. A model with no switch (DeepSeek-R1
    and its distills, QwQ, gpt-oss) is never planned off."""
    t = model_thinking(w.model)
    if t is None or not t.default or not t.switch or w.thinking_use == "on" or w.thinking is True:
        return False
    return w.thinking is False or w.thinking_use in ("dialogue", "latency") or batch_thinking_off(w) \
        or ttft_bars_thinking(w)


# a first-token limit at or below this many seconds is one on the first visible token: a thinking model's first visible
# token comes after its whole thinking (Qwen3's 8,192 thinking tokens at even 100 tokens/s per user take 82 s), so a
# limit this short is met with thinking off or not at all
THINKING_TTFT_LIMIT_S = 10.0


def ttft_bars_thinking(w: Workload) -> bool:
    """A stated first-token limit of at most THINKING_TTFT_LIMIT_S ("首字500毫秒内", "first token under 2 s") with thinking
    not switched on: the limit is the first visible token's, which waits for the whole thinking, so a switchable
    model is planned with thinking off (thinking_planned_off) and the answer says why (an AI interviewer on Qwen3-14B
    with 8,192 thinking tokens an answer claimed a 0.1 s first token while each answer thought ≈ 3 minutes)."""
    return w.target_ttft_ms is not None and w.target_ttft_ms <= THINKING_TTFT_LIMIT_S * 1000 \
        and w.thinking is not True and w.thinking_use != "on"


# Batch work whose output is short and structured, planned with a switchable model's thinking off unless the user
# asks for it (Qwen3 model card: non-thinking mode "for efficient, general-purpose dialogue"; thinking for "complex
# logical reasoning, math, and coding"): extraction into fields, labels, translations, summaries
NO_THINK_BATCH_WORK = ("extract", "classify", "translate", "summarize")


def batch_thinking_off(w: Workload) -> bool:
    """A batch of extraction, labelling, translation or summaries (NO_THINK_BATCH_WORK) with no thinking or use said:
    thinking planned off, said on the workload line with the switch (a batch of 5,000 extractions was planned at 8,192
    thinking tokens each). Generation ("write solutions to 10k problems") keeps the model's default."""
    return bool(w.batch_requests) and w.batch_work in NO_THINK_BATCH_WORK and w.thinking is None \
        and w.thinking_use in (None, "dialogue")


def thinking_off_by_use(w: Workload) -> bool:
    """Thinking planned off because of the use alone (thinking_planned_off with no "no thinking" said): the answer
    says why and what thinking on would need (tools.recommend.thinking_on_line)."""
    return thinking_planned_off(w) and w.thinking is None


def thinking_unswitchable(w: Workload) -> bool:
    """"No thinking" said of a model that thinks and has no switch (DeepSeek-R1 and its distills, QwQ, gpt-oss): it
    keeps thinking, which the answer says in one line (defaults.thinking_no_switch)."""
    t = model_thinking(w.model)
    return w.thinking is False and t is not None and t.default and not t.switch


def non_thinking_sibling(w: Workload) -> str | None:
    """The model a plan moves to when "no thinking" is said of a model that cannot stop thinking (thinking_unswitchable)
    and its registry row names a non-thinking sibling (ModelThinking.sibling, from the model card: Qwen3-235B-A22B-
    Thinking-2507 → Qwen3-235B-A22B-Instruct-2507, DeepSeek-R1 → DeepSeek-V3, Kimi-K2-Thinking → Kimi-K2); None when
    none is listed (QwQ-32B, the R1 distills, gpt-oss: the answer says the model keeps thinking). The sibling has the
    same shape, so the cards stay and each answer is sized without the thinking tokens."""
    t = model_thinking(w.model)
    return t.sibling if thinking_unswitchable(w) and t is not None else None


def to_non_thinking_sibling(w: Workload) -> tuple[Workload, Msg] | None:
    """`w` moved to its model's non-thinking sibling (non_thinking_sibling) with the note that says why: the model
    cannot stop thinking (its card), so "no thinking" plans the sibling and the answer is sized again without the
    thinking tokens (8,192 an answer on Qwen3-235B-A22B-Thinking-2507 → 0 on its Instruct-2507); None when there is no
    sibling to move to."""
    sib = non_thinking_sibling(w)
    if sib is None:
        return None
    t = model_thinking(w.model)
    note = Msg(code="defaults.thinking_sibling", args={"model": w.model or "", "sibling": sib,
                                                       "tokens": thinking_tokens(w), "source": t.sibling_source if t else ""})
    return w.model_copy(update={"model": sib}), note


def thinking_tokens(w: Workload) -> int:
    """The thinking tokens each answer of `w` carries before its visible reply: the model's (model_thinking), or 0
    when it does not think by default or a switchable model's thinking is planned off (thinking_planned_off: "no
    thinking" said, or a general-dialogue use). A model with no switch (DeepSeek-R1, QwQ, gpt-oss) thinks whatever is
    said.
    By hand: Qwen3-32B → 8,192; Qwen3-32B with thinking off → 0; DeepSeek-R1-Distill-Qwen-7B with thinking off →
    8,192 (it has no switch); Llama-3.1-8B → 0."""
    t = model_thinking(w.model)
    if t is None or not t.default or thinking_planned_off(w):
        return 0
    return effort_tokens(w, t)


def effort_tokens(w: Workload, t: ModelThinking) -> int:
    """The thinking tokens an answer of `w` is sized for on a model that thinks (`t`): at the stated effort level
    (Workload.reasoning_effort) where the model lists one (its registry row's effort_tokens: gpt-oss low / medium /
    high), else the model's own figure. By hand: gpt-oss-20b → 8,192 (no level said); gpt-oss-20b at "low" → its
    low row (fewer); Qwen3-32B at "low" → 8,192 (no effort levels)."""
    level = w.reasoning_effort or effort_by_use(w, t)
    if level and t.effort_tokens:
        return int(getattr(t.effort_tokens, level))
    from tools.trace_length import trace_length  # a sourced length for the release and task said (homework, AIME)

    tr = trace_length(w.model, w.trace_task)
    return tr.tokens if tr is not None else t.tokens


def effort_by_use(w: Workload, t: ModelThinking | None) -> str | None:
    """"low": the effort level planned for a model that always reasons at a level (gpt-oss: its row's effort_tokens)
    when no level, no thinking length and no "with thinking" is said and the use is light: general dialogue
    (translation, summaries, extraction, a chat or support bot: `thinking_use: "dialogue"`), a short answer waited on
    (code completion, a label: "latency") or a batch of such work (NO_THINK_BATCH_WORK). The model card's levels are
    set in the system prompt ("Reasoning: low"), and Qwen3's card splits the same way (non-thinking "for efficient,
    general-purpose dialogue"): translating an email needs no 8,192-token chain of thought. Said on the workload line
    as an assumption (defaults.line_thinking_effort_by_use). None otherwise: reasoning work, hard tasks or no use
    said keep the model's figure. By hand: gpt-oss-20b translating emails → "low" (≈ 1,024 tokens an answer, not
    8,192); gpt-oss-20b solving maths → None (8,192)."""
    if t is None or not t.effort_tokens or w.reasoning_effort or w.thinking is not None or w.trace_task == "hard":
        return None
    light = w.thinking_use in ("dialogue", "latency") or (
        bool(w.batch_requests) and w.batch_work in NO_THINK_BATCH_WORK and w.thinking_use is None)
    return "low" if light else None


def thinks(w: Workload) -> bool:
    """Each answer of `w` is a chain of thought plus its reply (thinking_tokens > 0)."""
    return thinking_tokens(w) > 0


# A stated answer length below this is a visible reply; from it up, a reasoning model's whole answer (thinking
# included). Visible replies run to hundreds of tokens: ShareGPT's mean answer is 338 tokens (vLLM paper, Kwon et al.
# 2023, Fig. 11), LMSYS-Chat-1M's 214.5 (Zheng et al. 2023, Table 1); 2,048 is six ShareGPT answers, so a length in
# the thousands said of a reasoning model is read as its chain of thought plus the reply.
REPLY_ONLY_BELOW = 2048


def reply_holds_thinking(w: Workload) -> bool:
    """A stated answer length of REPLY_ONLY_BELOW tokens or more: the chain of thought plus the reply, not a reply
    alone. By hand: 8,192 → True; 300 → False; none → False."""
    return (w.output_tokens or 0) >= REPLY_ONLY_BELOW


def thinking_words(w: Workload) -> Msg | None:
    """The workload line's word on a reasoning model's thinking (advisor/core/render.workload_line): the thinking
    tokens each answer is sized with, or "thinking off" when a switchable model's thinking is planned off (said, or
    "for general dialogue" when the use planned it: thinking_planned_off);
    None for a model that does not think by default, and for training."""
    t = model_thinking(w.model)
    if t is None or not t.default or w.task not in (None, "inference"):
        return None
    if w.agent_turns and w.output_tokens and not w.thinking and not thinking_planned_off(w):
        # an agent run's turn writes the run's own output (stated or tools.agent_eval's assumed): thinking not added,
        # said as an assumption to check, with what thinking on could add a turn and the switch
        return Msg(code="defaults.line_thinking_agent_turn", args={"out": w.output_tokens, "tokens": t.tokens,
                                                                   "switch": t.switch or ""})
    if batch_thinking_off(w) and t.switch:  # a batch of short structured outputs: off, with the switch to turn it on
        return Msg(code="defaults.line_thinking_off_batch", args={"work": w.batch_work, "switch": t.switch})
    if thinking_off_by_use(w):
        if ttft_bars_thinking(w):  # a short first-token limit: thinking first would be the whole wait
            return Msg(code="defaults.line_thinking_off_ttft", args={"switch": t.switch,
                                                                     "ttft_s": (w.target_ttft_ms or 0) / 1000})
        return Msg(code="defaults.line_thinking_off_latency" if w.thinking_use == "latency"
                   else "defaults.line_thinking_off_use", args={"switch": t.switch})  # the switch to set, said
    if thinking_unswitchable(w):
        return Msg(code="defaults.line_thinking_no_switch", args={"tokens": effort_tokens(w, t)})
    if thinking_planned_off(w):
        return Msg(code="defaults.line_thinking_off")
    if effort_by_use(w, t) and not said_thinking(w):  # a light use on gpt-oss: low effort, said as an assumption
        return Msg(code="defaults.line_thinking_effort_by_use", args={"tokens": effort_tokens(w, t),
                                                                      "latency": w.thinking_use == "latency"})
    if w.reasoning_effort and t.effort_tokens and not said_thinking(w):
        return Msg(code="defaults.line_thinking_effort", args={"tokens": effort_tokens(w, t), "effort": w.reasoning_effort})
    think = thinking_tokens(w)
    if w.batch_requests and not said_thinking(w) and 0 < (w.output_tokens or 0) - think < REPLY_ONLY_BELOW:
        # a stated reply with the thinking added before it (_batch_reply_with_thinking): both said
        return Msg(code="defaults.line_thinking_plus_reply", args={"tokens": think,
                                                                   "reply": (w.output_tokens or 0) - think})
    if w.batch_requests and w.output_with_thinking and w.output_tokens and not said_thinking(w):
        return Msg(code="defaults.line_thinking_in_said_output", args={"out": w.output_tokens})  # as said, none added
    if w.batch_requests and (w.output_tokens or 0) >= REPLY_ONLY_BELOW and not said_thinking(w):  # holds its thinking
        from tools.trace_length import ASSUMED_RANGE, trace_length

        if w.output_tokens == effort_tokens(w, t) and trace_length(w.model, w.trace_task) is None:
            # the model's own figure, no source for this release on this work (a record review, a contract check):
            # said as the planning assumption it is, with the range tools.trace_length gives such a figure
            return Msg(code="defaults.line_thinking_in_output_assumed", args={
                "out": w.output_tokens, "low": ASSUMED_RANGE[0], "high": ASSUMED_RANGE[1]})
        return Msg(code="defaults.line_thinking_in_output", args={"out": w.output_tokens})
    if w.trace_task and not said_thinking(w):  # the length for the task said, with its source or as an assumption
        from tools.trace_length import trace_line

        return trace_line(w.model, w.trace_task, t.tokens)
    return Msg(code="defaults.line_thinking", args={"tokens": said_thinking(w) or t.tokens})


def said_thinking(w: Workload) -> int | None:
    """The thinking length the user stated ("thinking 20k tokens per answer", 思考过程2万token: `output_tokens` with
    `thinking: true`, the whole answer as answer_tokens reads it), which the plan sizes; None when none was said. The
    workload line shows it rather than the model's default (the line said 8,192 while the plan sized
    the 20,000 asked)."""
    return w.output_tokens if w.thinking and w.output_tokens else None


def answer_tokens(w: Workload) -> int | None:
    """The tokens an answer generates when the user stated its length (`output_tokens`): a reply shorter than
    REPLY_ONLY_BELOW is the visible reply, with the model's thinking (thinking_tokens) decoded before it (a stated
    300-token reply on Qwen3 is 300 + 8,192 = 8,492 tokens); a length from REPLY_ONLY_BELOW up ("6,000-token answers"
    of an R1 distill), or one said as the thinking's ("thinks ~4k tokens", `thinking: true`), already counts it. None
    when no length was stated. Batch items keep the stated output as said."""
    return with_thinking(w.output_tokens, w) if w.output_tokens else None


def thinking_before_reply(said: int, w: Workload) -> int:
    """The one rule, for every surface (the reader's words, the CLI flags, MCP and LangChain arguments): the thinking
    tokens a model decodes before a stated answer length `said`, counted as OUTPUT (they are decode steps and sit in
    the KV cache beside the reply), never as prompt. `said` below REPLY_ONLY_BELOW is the visible reply, so the
    model's thinking (thinking_tokens: its budget, or 0 when it does not think or thinking is planned off) comes on
    top; from REPLY_ONLY_BELOW up, or said as the thinking's own length (`thinking: true` as the reader sets it from
    "thinks ~4k tokens"), it already holds it (0). A served answer at or over the thinking budget holds it too.
    By hand: Qwen3-8B (8,192 thinking tokens, its model card's budget) with thinking on and a 20-token label → 8,192
    on top (8,212 out); 4,096 said → 0; thinking off → 0."""
    n = thinking_tokens(w)
    if w.thinking or w.output_with_thinking or said >= REPLY_ONLY_BELOW or (not w.batch_requests and said >= n):
        return 0  # a length said as the whole output ("每条输出约2000 token") holds the thinking: none on top
    return n


def thinking_switch(on: bool) -> dict[str, Any]:
    """The Workload fields an on/off thinking argument sets (CLI --thinking/--no-thinking, MCP and LangChain
    `thinking`): off is `thinking: false`; on is thinking switched on (`thinking_use: "on"`, as the reader reads
    "thinking on" / 开启思考), so a stated output_tokens is sized by thinking_before_reply (a 20-token answer is the
    reply, the model's thinking decoded before it) and never read as a thinking length of 20 with the thinking budget
    put in the prompt (MCP `thinking: true` on a 20-token batch was sized at 12,268 tokens in, 20 out)."""
    return {"thinking": None, "thinking_use": "on"} if on else {"thinking": False}


def with_thinking(said: int, w: Workload) -> int:
    """A stated answer length `said` as the tokens decoded (answer_tokens' rule): + thinking_before_reply. A batch
    item's stated output is kept as said: the batch's fill has already added the thinking (_batch_reply_with_thinking)."""
    return said if w.batch_requests else said + thinking_before_reply(said, w)


MAX_SEQ_LEN = 10_000_000
MAX_GPUS = 100_000
MAX_BATCH = 1_000_000
MAX_CONCURRENCY = 1_000_000


class WorkloadError(AdvisorError):
    """A value outside what the calculators accept; the message says what is accepted."""


MAX_MAGNITUDE = 1e18  # no workload figure comes near this; beyond it float arithmetic loses meaning


def _numbers(value: object, path: str) -> list[tuple[str, float]]:
    if isinstance(value, bool):
        return []
    if isinstance(value, (int, float)):
        return [(path, value)]
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in _numbers(v, f"{path}.{k}" if path else str(k))]
    if isinstance(value, (list, tuple)):
        return [x for i, v in enumerate(value) for x in _numbers(v, f"{path}[{i}]")]
    return []


# Fields `validate` holds to their own range, in the words of the option that sets them, before any arithmetic (each
# check refuses NaN and ±inf too): the overflow guard leaves them to it, so `--deadline-days 1e300` is told the
# deadline's range, not "deadline_hours is out of range (at most 1e+18)" in a name the caller never used (also
# `--budget`, `--target-tps`, `--params nan` and MCP's arguments).
OWN_RANGE = frozenset(("params_b", "active_params_b", "seq_len", "batch_size", "concurrency", "num_gpus", "lora_rank",
                       "train_tokens", "zero_stage", "budget_per_hour.amount", "budget.amount", "deadline_hours",
                       "target_tokens_per_s", "target_tokens_per_s_per_user", "target_ttft_ms"))


def _got(value: float) -> str:
    """A refused figure as said back: itself, or "more than 10¹⁸" (a 400-digit integer is not echoed)."""
    return f"{value:,}" if abs(value) <= MAX_MAGNITUDE else ("more than 10¹⁸" if value > 0 else "less than -10¹⁸")


def got_fact(value: float) -> Msg:
    """`_got` as a fact, so a reply in Chinese words "more than 10¹⁸" too (advisor/core/messages/workload_error.py)."""
    if abs(value) <= MAX_MAGNITUDE:
        return Msg(code="workload_error.got", args={"value": value})
    return Msg(code="workload_error.got_above" if value > 0 else "workload_error.got_below")


def check_finite(w: Workload) -> None:
    """Every number finite and of a sane magnitude before any arithmetic (NaN, inf and 400-digit
    numbers would otherwise surface as OverflowError or `inf` in an answer); OWN_RANGE's fields are `validate`'s."""
    for name, v in _numbers(w.model_dump(exclude_none=True), ""):
        if name in OWN_RANGE:
            continue
        if isinstance(v, float) and not math.isfinite(v):
            raise WorkloadError(f"{name} must be a finite number (got {v})", code="workload_error.not_finite",
                                args={"name": name, "value": str(v)})
        if abs(v) > MAX_MAGNITUDE:
            raise WorkloadError(f"{name} is out of range (at most {MAX_MAGNITUDE:.0e})", code="workload_error.magnitude",
                                args={"name": name, "most": MAX_MAGNITUDE})  # no echo: 10^400 overflows float


def check_not_negative(w: Workload) -> None:
    """After the field-specific checks (which word their own ranges): no other number may be negative."""
    for name, v in _numbers(w.model_dump(exclude_none=True), ""):
        if v < 0:
            raise WorkloadError(f"{name} must not be negative (got {float(v):g})", code="workload_error.negative",
                                args={"name": name, "value": float(v)})


# The defaults `resolve` fills in, each value in one constant: the resolver sets them and states them (the message
# catalog is handed the value), and a calculator that must name one (a field the resolver sets for one kind only,
# read where it may be unset) imports it. None has a source of its own: each is the common choice, said in every
# answer that uses it so a follow-up can change it.
DEFAULT_TASK: Task = "inference"
DEFAULT_PRECISION = "bf16"  # weights and compute when nothing is stated (and no native format)
DEFAULT_CONTEXT = 4096  # tokens per request (prompt + answer) when serving states no context
DEFAULT_TRAIN_SEQ = 2048  # training sequence length when none is stated; also the tokens an example counts at most
# A training job that states no data size is ranked per training token (WorkKind.OPEN_TRAINING); the answer also
# prices the pick for this many tokens, said as an assumption that scales linearly with the data, so every training
# answer has a job total and not a bare hourly rate (expert review: "full fine-tune on our data" got only $39.20/h).
# 50,000 examples, each at most one DEFAULT_TRAIN_SEQ (2,048-token) sequence, one pass: ≈ 102 M tokens, the size of a
# common instruction set (Stanford Alpaca: 52,002 examples, github.com/tatsu-lab/stanford_alpaca) at the answer's own
# per-example upper bound (tools.dataset). A round figure for scale, never read as the user's data: the answer asks
# for theirs.
ASSUMED_TRAIN_EXAMPLES = 50_000
ASSUMED_TRAIN_TOKENS = ASSUMED_TRAIN_EXAMPLES * DEFAULT_TRAIN_SEQ
BATCH_OUTPUT_TOKENS = 512  # a batch request's output when unstated: at most this, and at most a quarter of the context
# a classification's answer is a label ("positive", a category name): a few tokens, not a chat reply. An expert
# sized a sentiment label at 1-5 tokens by hand; the labelled held-out sets' classification jobs state 1-20 tokens
# out (sets 9-16). Used by the reader when a classify / 情感分类 / 打标签 job states its input but not its output, and
# by `resolve` for a batch whose stated work (batch_work) is classify and whose output is not stated
CLASSIFY_OUTPUT_TOKENS = 8
# Code completion (tab autocomplete, fill-in-the-middle) sends the code around the cursor, and snippets of the other
# open files, with every keystroke pause, and takes back a line or a block: its prompts are 2-4k tokens and its answers
# 16-64 tokens (an expert's hand sizing of a Copilot-style service; an IDE plug-in fills the prompt budget it
# is given with file context). Sized at the middle of the prompt range and the top of the answer range, said as an
# assumption ("say the real lengths"); its latency is the first token of THAT prompt, never of a 161-token chat turn.
FIM_PROMPT_TOKENS = 3072
FIM_OUTPUT_TOKENS = 64
# A coding assistant the developers chat with in their editor ("a coding assistant for 60 developers", 编程助手) sends
# the question with the code it is about: the open file or the selection, and snippets of the files around it. A
# 300–500-line source file is ≈ 3–5k tokens at ≈ 8–10 tokens a line of code, and the IDE plug-ins fill a prompt budget
# of a few thousand tokens with such context (the same budget a completion's FIM_PROMPT_TOKENS fills), so a coding
# chat's prompt is 2–8k tokens, never a ShareGPT chat turn's 161. Sized at 4,096, said as an assumption with the
# range ("say the real lengths"); its answer stays a chat reply's (tools.load.SHAREGPT_OUTPUT_TOKENS).
CODE_CHAT_PROMPT_TOKENS = 4096
# A RAG service (retrieval-augmented Q&A over a company's documents: "a RAG chatbot over our internal docs", a
# knowledge-base assistant, 知识库问答, 知識庫問答, 文档问答, "chat with our PDFs") sends each question with the chunks
# its retriever found: top-k chunks × the chunk size. LangChain's retriever returns k = 4 documents by default
# (VectorStore.similarity_search / as_retriever, k=4) and LlamaIndex cuts chunks at DEFAULT_CHUNK_SIZE = 1,024 tokens
# (llama-index-core constants.py; tools.embedding.RAG_CHUNK_TOKENS), so 4 × 1,024 = 4,096 tokens of retrieved text,
# the question's ≈ 32 tokens (tools.embedding.QUERY_TOKENS) within the rounding. LlamaIndex's own default top-k of 2
# (DEFAULT_SIMILARITY_TOP_K) gives 2,048, a top-k of 5–8 up to 8k: a RAG prompt is 2–8k tokens, never a ShareGPT chat
# turn's 161. Sized at 4,096, said as an assumption with the range ("say the real lengths"); the answer stays a chat
# reply's (tools.load.SHAREGPT_OUTPUT_TOKENS).
RAG_TOP_K = 4
RAG_PROMPT_TOKENS = 4096
# A service that summarises long documents with no length said ("summarise long reports for 20 analysts", 总结长报告,
# 總結長報告): each request is the whole document, so the prompt is the document. GovReport, the public benchmark of
# long-report summarisation (Huang et al. 2021, "Efficient Attentions for Long Document Summarization", NAACL, Table
# 1), averages 9,409 words a report ≈ 12.5k tokens at tools.dataset.TOKENS_PER_EN_WORD (4/3), about 19 single-spaced
# pages of tools.dataset.WORDS_PER_PAGE (500). Sized at 20 pages × tools.dataset.TOKENS_PER_PAGE (600) = 12,000
# tokens, said as an assumption ("say the pages or the words"); a length said (pages, words, 字) replaces it. Never a
# ShareGPT chat turn's 161 tokens, which sized the first token and the KV of a report as a chat message's.
LONG_DOC_PAGES = 20
LONG_DOC_PROMPT_TOKENS = LONG_DOC_PAGES * TOKENS_PER_PAGE
DEFAULT_CONCURRENCY = 1  # requests served at once (one person's use, or a use nobody described)
# A service for the public or for customers ("our SaaS", "a chatbot for our customers", 对外服务, 給客戶用的 App) with no
# load stated is sized for a small production load, not one user: nobody signs off a customer-facing endpoint that
# serves one request at a time (a SaaS sized at 1 concurrent user). 20 is the figure an expert key
# sizes such a SaaS at with no user count ("20 concurrent × 8k"), the top of the 10–20
# the reviewers call a small production load. By the traffic rules of tools.traffic it is a modest service: at a chat
# request's 18.9 s stay (2 s first token + 338 ÷ 20 tok/s) it is ≈ 1.06 requests/s at the busiest hour, ≈ 38,000
# requests a day at a 10 % busy-hour share, or ≈ 68 people online (20 × 63.9 s ÷ 18.9 s). An ASSUMPTION: said in the
# answer with the question for the peak users under it; a stated load of any kind (at once, online, a day, a rate,
# a head count) replaces it, and a personal use stays at 1.
PUBLIC_SERVICE_CONCURRENCY = 20
DEFAULT_MICRO_BATCH = 1  # training sequences per GPU per step
# Examples this short (stated length, in tokens) are batched or packed several to a step: one 50-token sentence a step
# leaves the GEMMs a few dozen rows thin and, on a sharded job, re-gathers every weight for 50 tokens. Trainers pack
# them into one sequence (TRL SFTTrainer `packing=True`; torchtune `packed=True`) or raise the batch to ≈ PACK_TOKENS
# tokens a step, half the default sequence: the activations of a 1,024-token sequence, which a 7B QLoRA still holds on
# a 16 GB T4. By hand, 100,000 sentences × 50 tokens: 20 a step = 1,000 tokens; a LoRA of Qwen2.5-7B over 4 × T4 under
# FSDP then re-gathers its 15 GB of weights once per 4,000 tokens, not per 200.
PACK_TOKENS = 1024
PACK_BELOW_TOKENS = PACK_TOKENS // 4  # 256 tokens: four or more examples a step
DEFAULT_LORA_RANK = 16  # on all 7 linear projections (tools.memory.lora_trainable_params)
DEFAULT_OPTIMIZER = "adamw"
SERVING_FRAMEWORK = "vllm"
GGUF_FRAMEWORK = "llama.cpp"  # GGUF weights are llama.cpp's file format
TRAINING_FRAMEWORK = "hf"  # Hugging Face transformers + PEFT / Trainer


def serves(task: str | None) -> bool:
    """Does this task run the model forward only (serving or a batch), rather than train it? An unstated
    task is inference (the default `resolve` states). The one place the task string is compared."""
    return (task or DEFAULT_TASK) == "inference"


# Frameworks that say which task an unstated one is (the reader's hints; tools.memory lists every framework): the
# serving engines people name for a service, the trainers only training runs on
SERVING_HINT_FRAMEWORKS = ("vllm", "sglang", "tgi", "llama.cpp")
TRAINING_HINT_FRAMEWORKS = ("unsloth", "torchtune", "deepspeed")


def training_hinted(w: Workload) -> bool:
    """Does the workload hold a fact only training has (a data set, training tokens, a deadline, a LoRA rank, a ZeRO
    stage, a training framework)?"""
    return bool(w.dataset or w.train_tokens or w.deadline_hours or w.lora_rank or w.zero_stage is not None
                or w.framework in TRAINING_HINT_FRAMEWORKS)


def serving_hinted(w: Workload) -> bool:
    """Does the workload hold a fact only serving has (users, a load or latency target, a serving engine, a batch of
    requests, or a public service with no training fact: "给客户用的 App")?"""
    return bool(w.concurrency or w.daily_users or w.head_count or w.users_online or w.target_tokens_per_s
                or w.target_requests_per_s or w.target_ttft_ms
                or w.framework in SERVING_HINT_FRAMEWORKS or w.batch_requests
                or (w.public_service and not training_hinted(w)))


def unstated_task(w: Workload) -> Task:
    """The task a workload that states none is sized as, the one rule `resolve` and the task question share: a LoRA
    fine-tune when it holds training facts and no serving fact (training_hinted, serving_hinted), else
    DEFAULT_TASK (inference)."""
    return "lora" if training_hinted(w) and not serving_hinted(w) else DEFAULT_TASK


def kind_of(w: Workload) -> WorkKind:
    """The kind of work, from the task, a batch request count and a known training-token count (or data set).
    tools.kinds.POLICIES maps each kind to how it is sized, ranked, tiered and explained."""
    if serves(w.task):
        return WorkKind.BATCH if w.batch_requests else WorkKind.SERVING
    sized = w.train_tokens or (w.dataset is not None and converts_to_tokens(w.dataset))
    return WorkKind.SIZED_TRAINING if sized else WorkKind.OPEN_TRAINING


def precision_of(w: Workload) -> str:
    """The workload's precision, or the default `resolve` would state (for callers handed an unresolved workload:
    a resolved one has `w.precision`)."""
    return w.precision or DEFAULT_PRECISION


def kv_precision_of(w: Workload) -> str:
    """The KV cache's precision: the resolved one for serving and batch jobs, else the 16-bit default (training
    keeps no KV cache; the estimate still reports its bytes per token)."""
    return w.kv_precision or DEFAULT_PRECISION


def active_params_checked(w: Workload) -> None:
    """Raise WorkloadError for an active size that would be echoed but not used (`--active-params 0`,
    1e-9 or above `--params` was kept in the JSON while the model was sized dense at its total): a mixture of experts'
    active parameters are at least MIN_PARAMS_B (tools.floors) and at most its total (all experts active is dense),
    and they size a model given by its total (`--params`); a named model's own config sets its experts."""
    active = w.active_params_b
    if active is None:
        return
    if w.params_b is None:
        raise WorkloadError(f"--active-params needs --params (a mixture of experts' total, in billions); a named model's "
                            f"own config sets its experts (got --active-params {active:g} with no --params)",
                            code="workload_error.active_without_total", args={"active": active})
    if not (MIN_PARAMS_B <= active <= w.params_b):  # NaN fails too
        raise WorkloadError(f"active params must be at least {MIN_PARAMS_B:g} and at most params, the total "
                            f"(got {active:g} of {w.params_b:g} billion)", code="workload_error.active_range",
                            args={"least": MIN_PARAMS_B, "active": active, "total": w.params_b})
# the note a question's reader gives for each broken rule (advisor/core/messages/reading.py)
UNTRAINABLE_NOTE = {"qlora": "reading.untrainable_precision.qlora", "full": "reading.untrainable_precision.full",
                    "lora": "reading.untrainable_precision.lora"}


def training_precision_conflict(task: str | None, precision: str | None) -> str | None:
    """Which training rule a stated precision breaks, or None: "qlora" (QLoRA keeps a 4-bit NF4 base and computes in
    bf16/fp16; Dettmers et al. 2023), "full" (training all weights needs fp32/fp16/bf16, or fp8 with Transformer
    Engine; integer and GGUF formats are inference-only), "lora" (a GGUF / MXFP4 file has no training path in
    llama.cpp or the MXFP4 kernels). `validate` refuses these on the CLI; a question's reader drops the precision
    with a note instead (advisor/core/extract_rules.read_precision)."""
    if precision is None:
        return None
    if task == "qlora" and precision not in ("bf16", "fp16", "nf4"):
        return "qlora"
    if task in ("full_finetune", "pretrain") and precision not in ("fp32", "fp16", "bf16", "fp8"):
        return "full"
    if task in ("lora", "finetune") and precision in (*GGUF_FORMATS, "mxfp4"):
        return "lora"
    return None


def validate(w: Workload) -> None:
    """Raise WorkloadError for impossible or contradictory values."""
    check_finite(w)
    if w.params_b is not None and not (MIN_PARAMS_B <= w.params_b <= MAX_PARAMS_B):
        raise WorkloadError(f"params must be > 0 (at least {MIN_PARAMS_B:g}) and ≤ {MAX_PARAMS_B:,} billion (got {w.params_b:g})",
                            code="workload_error.params_range",
                            args={"least": MIN_PARAMS_B, "most": MAX_PARAMS_B, "params": w.params_b})
    active_params_checked(w)
    from tools.ranges import RANGES  # the one table of accepted ranges (it reads this module's maxima)

    said = (("seq_len", "seq_len"), ("batch_size", "batch"), ("concurrency", "concurrency"), ("num_gpus", "gpus"),
            ("lora_rank", "lora-rank"), ("train_tokens", "train-tokens"))
    for key, name in said:
        value, (lo, hi) = getattr(w, key), RANGES[key]
        if value is not None and not (lo <= value <= hi):
            raise WorkloadError(f"{name} must be between {lo:,} and {hi:,} (got {_got(value)})",
                                code="workload_error.between", args={"name": name, "lo": lo, "hi": hi, "got": got_fact(value)})
    if w.zero_stage is not None:
        if w.zero_stage not in (0, 1, 2, 3):
            raise WorkloadError(f"zero stage must be 0, 1, 2 or 3 (got {_got(w.zero_stage)})",
                                code="workload_error.zero_stage", args={"got": got_fact(w.zero_stage)})
        if w.task in (None, "inference"):
            raise WorkloadError("ZeRO shards training states; it does not apply to inference "
                                "(use --task lora|qlora|full_finetune|pretrain, or drop --zero)",
                                code="workload_error.zero_inference")
    broken = training_precision_conflict(w.task, w.precision)
    if broken == "qlora":
        raise WorkloadError("QLoRA keeps a 4-bit NF4 base and computes in bf16/fp16; "
                            f"--precision {w.precision} is not accepted with qlora (use nf4, bf16 or fp16)",
                            code="workload_error.qlora_precision", args={"precision": w.precision})
    if w.checkpointing is not None and w.gradient_checkpointing is not None \
            and (w.checkpointing == "full") != w.gradient_checkpointing:
        raise WorkloadError(f"--checkpointing {w.checkpointing} contradicts --{'' if w.gradient_checkpointing else 'no-'}"
                            "gradient-checkpointing (full = --gradient-checkpointing; say one of them)",
                            code="workload_error.checkpointing_conflict",
                            args={"mode": w.checkpointing, "flag": "--gradient-checkpointing" if w.gradient_checkpointing
                                  else "--no-gradient-checkpointing"})
    if broken == "full":
        raise WorkloadError(f"training all weights in {w.precision} is not supported (INT8/INT4 and other "
                            "quantised formats are for inference); use bf16/fp16/fp32 (or fp8 with Transformer Engine), "
                            "or --task qlora for a 4-bit base", code="workload_error.full_precision",
                            args={"precision": w.precision})
    if broken == "lora":
        raise WorkloadError(f"{w.precision} is an inference format (llama.cpp / MXFP4 kernels have no training path); "
                            "LoRA trains over a bf16/fp16 base, or an NF4 base with --task qlora",
                            code="workload_error.lora_precision", args={"precision": w.precision})
    if w.kv_precision is not None and w.task in TRAINING_TASKS:
        raise WorkloadError("--kv-precision sets the KV cache of inference; training keeps no KV cache",
                            code="workload_error.kv_training")
    if w.task in (None, "inference", "full_finetune", "pretrain") and w.lora_rank is not None:
        raise WorkloadError("--lora-rank applies to --task lora or qlora", code="workload_error.lora_rank")
    if w.dataset is not None:
        check_dataset(w.dataset)
    if w.budget_per_hour is not None and not (PRICE_FLOOR <= w.budget_per_hour.amount < 1e12):
        raise WorkloadError(f"budget must be a positive amount per hour (at least {PRICE_FLOOR:g}, below 10¹²)",
                            code="workload_error.budget_per_hour", args={"least": PRICE_FLOOR})
    if w.budget is not None and not (PRICE_FLOOR <= w.budget.amount < 1e12):
        raise WorkloadError(f"budget must be a positive amount (at least {PRICE_FLOOR:g}, below 10¹²)",
                            code="workload_error.budget", args={"least": PRICE_FLOOR})
    if w.deadline_hours is not None and not (MIN_DEADLINE_HOURS <= w.deadline_hours <= 24 * 3650):
        raise WorkloadError("deadline must be at least a minute and at most 10 years", code="workload_error.deadline")
    if w.shared_prefix_tokens and not w.batch_requests:
        raise WorkloadError("a shared instruction (--shared-prefix-tokens) is priced for a batch job only (--batch-"
                            "requests: prefilled once per replica, not per item); a serving question has none to "
                            "price: drop it or state the batch", code="workload_error.shared_prefix_serving")
    _check_targets(w)
    check_not_negative(w)


# a preference example holds a chosen and a rejected answer (2); no data format trains on more sequences a unit
MAX_SEQUENCES_PER_UNIT = 16


def check_dataset(ds: Dataset) -> None:
    """A stated data set must come to a training job: a positive size and epochs; each unit from 1 token to the longest
    sequence any field accepts (MAX_SEQ_LEN); 1 to MAX_SEQUENCES_PER_UNIT sequences a unit; at least one whole example,
    image or token trained on (amount × epochs), and at most MAX_TRAIN_TOKENS in all (an example counted at its stated
    length, else the DEFAULT_TRAIN_SEQ it counts at most). A data set of 5,000 examples of 1e-10 tokens made a job of
    0 tokens, which divided by zero in the speed model; 1e15 tokens each made a 1e15-token sequence."""
    from tools.workload_fields import MAX_TRAIN_TOKENS

    if not (ds.amount > 0) or (ds.epochs is not None and not ds.epochs > 0):
        raise WorkloadError("a data set needs a positive size and, when stated, a positive number of epochs",
                            code="workload_error.dataset_size")
    unit = {"examples": "example", "images": "image", "tokens": "token", "audio_hours": "hour of audio"}[ds.unit]
    if ds.tokens_per_unit is not None and not (1 <= ds.tokens_per_unit <= MAX_SEQ_LEN):
        raise WorkloadError(f"each {unit} of a data set holds from 1 to {MAX_SEQ_LEN:,} tokens "
                            f"(got {_got(ds.tokens_per_unit)})", code="workload_error.dataset_unit_tokens",
                            args={"unit": ds.unit, "most": MAX_SEQ_LEN, "got": got_fact(ds.tokens_per_unit)})
    if ds.sequences_per_unit is not None and not (1 <= ds.sequences_per_unit <= MAX_SEQUENCES_PER_UNIT):
        raise WorkloadError(f"each {unit} of a data set is 1 to {MAX_SEQUENCES_PER_UNIT} training sequences (2 for "
                            f"a chosen and a rejected answer; got {_got(ds.sequences_per_unit)})",
                            code="workload_error.dataset_unit_sequences",
                            args={"unit": ds.unit, "most": MAX_SEQUENCES_PER_UNIT, "got": got_fact(ds.sequences_per_unit)})
    passes = ds.amount * (ds.epochs or 1)
    if ds.unit != "audio_hours" and passes < 1:
        raise WorkloadError(f"a data set of {ds.amount:,g} {ds.unit} × {ds.epochs or 1:g} epochs trains on "
                            f"less than one {unit}: say the size and epochs it has", code="workload_error.dataset_too_small",
                            args={"amount": ds.amount, "units": ds.unit, "epochs": ds.epochs or 1, "unit": ds.unit})
    per = 1 if ds.unit == "tokens" else ds.tokens_per_unit or DEFAULT_TRAIN_SEQ
    if ds.unit != "audio_hours" or ds.tokens_per_unit:
        tokens = passes * per * (ds.sequences_per_unit or 1)
        if not 1 <= tokens <= MAX_TRAIN_TOKENS:
            raise WorkloadError(f"a data set must come to 1 to {MAX_TRAIN_TOKENS:.0e} training tokens "
                                f"(this one: {tokens:.3g})", code="workload_error.dataset_tokens",
                                args={"most": MAX_TRAIN_TOKENS, "tokens": tokens})


def check_shared_prefix(shared: int | None, prompt: int) -> None:
    """An instruction every batch item shares is part of each item's input, so it cannot be longer than that input
    (a 5,000-token instruction in a 750-token prompt priced "each item prefills only its own -4,250
    tokens"). Equal is accepted: every item the same prompt, sampled many times (synthetic data)."""
    if shared and shared > prompt:
        raise WorkloadError(f"the shared instruction ({shared:,} tokens) is longer than each item's whole input "
                            f"({prompt:,} tokens: the context less the output), and it is part of that input; state "
                            "a longer item (--seq-len / --prompt-tokens) or a shorter instruction",
                            code="workload_error.shared_prefix_long", args={"shared": shared, "prompt": prompt})


def _check_targets(w: Workload) -> None:
    """The throughput and first-token targets within tools.floors (5e-324 tokens/s was "✅ honoured")."""
    if w.target_tokens_per_s is not None and not (MIN_TOKENS_PER_S <= w.target_tokens_per_s <= MAX_TOKENS_PER_S):
        raise WorkloadError(f"throughput target must be from {MIN_TOKENS_PER_S:g} to 10⁹ tokens/s",
                            code="workload_error.throughput_target", args={"least": MIN_TOKENS_PER_S})
    per_user = w.target_tokens_per_s_per_user
    if per_user is not None and not (MIN_TOKENS_PER_S <= per_user <= MAX_TOKENS_PER_S_PER_USER):
        raise WorkloadError(f"per-user speed target must be from {MIN_TOKENS_PER_S:g} to 10⁶ tokens/s per user",
                            code="workload_error.per_user_target", args={"least": MIN_TOKENS_PER_S})
    if w.target_ttft_ms is not None and not (MIN_TTFT_MS <= w.target_ttft_ms <= MAX_TTFT_MS):
        raise WorkloadError(f"first-token target must be from {MIN_TTFT_MS:g} ms to an hour",
                            code="workload_error.ttft_target", args={"least": MIN_TTFT_MS})


@dataclass
class _Fill:
    """The workload being resolved and the assumptions stated so far."""

    d: Workload
    notes: list[Msg] = field(default_factory=list)

    def default(self, name: str, value: T, code: str, **args: str | int) -> T:
        """The field's value: the stated one, else `value`, set and stated as an assumption (`code`, `args`)."""
        stated = getattr(self.d, name)
        if stated is not None:
            return cast(T, stated)
        setattr(self.d, name, value)
        self.notes.append(Msg(code=code, args=dict(args)))
        return value


def example_tokens(ds: Dataset, seq_len: int) -> float | None:
    """The tokens one example of `ds` counts: the stated length, else at most the 2,048-token default (or the
    context when shorter): an example's length is the data's, never the window's. None for other units."""
    if ds.tokens_per_unit:
        return ds.tokens_per_unit
    return float(min(seq_len, DEFAULT_TRAIN_SEQ)) if ds.unit in ("examples", "images") else None


def _dataset_tokens(d: Workload, seq: int) -> Msg:
    """Set `d.train_tokens` from its data set and say how. An example's length is the data's, not the
    window's: a longer context changes memory and speed, not the size of the data, so an example
    counts at most the 2,048-token default (or the stated context when shorter)."""
    from tools.dataset import dataset_train_tokens

    assert d.dataset is not None
    tokens, said = dataset_train_tokens(d.dataset, min(seq, DEFAULT_TRAIN_SEQ))
    d.train_tokens = tokens
    return said


def finetune_method(w: Workload) -> tuple[Workload, list[Msg]]:
    """A fine-tune with no method stated ("fine-tune Llama-3-8B", 微调, "8b ft"): LoRA, the method people mean by a
    plain fine-tune on rented cards (Hu et al. 2021, arXiv:2106.09685: adapters on the frozen weights, so no gradients
    or optimizer states for the base: a fraction of a full fine-tune's memory), or QLoRA when the base is stated in NF4
    (Dettmers et al. 2023, arXiv:2305.14314). Said as an assumption, so "full fine-tune" or "QLoRA" changes it."""
    if w.task != "finetune" or w.modality == "embedding":  # an encoder (BERT, DeBERTa) is fine-tuned in full
        return w, []
    if w.precision == "nf4":
        return w.model_copy(update={"task": "qlora"}), [Msg(code="defaults.finetune_qlora")]
    return w.model_copy(update={"task": "lora"}), [Msg(code="defaults.finetune_lora")]


def batch_output_guess(work: str | None, thinks: bool, *, prompt: int | None = None,
                       seq: int = DEFAULT_CONTEXT, think_tokens: int = REASONING_OUTPUT_TOKENS) -> tuple[int, str]:
    """A batch item's output tokens when none is stated, and the message code that says why, from what the job does
    to the item (Workload.batch_work) and its input (`prompt`, when known) or else its context (`seq`, prompt +
    output). A reasoning model's answer is its chain of thought (REASONING_OUTPUT_TOKENS, at most two thirds of a
    context); a classification's is a label (CLASSIFY_OUTPUT_TOKENS); a translation is as long as its input (half the
    context when only the context is known); anything else a quarter of the input, at most BATCH_OUTPUT_TOKENS
    (tools.dataset.batch_output_default, the reader's rule for a stated input). A model that thinks writes its
    thinking (`think_tokens`: thinking_tokens, at the stated effort) before a label too, so a classification on it is
    that thinking plus the label. By hand: gpt-oss-120b at low effort labelling tickets → 1,024 + 8 = 1,032 tokens an
    item; DeepSeek-R1-Distill-Qwen-7B (no effort levels) → 8,192 + 8 = 8,200."""
    from tools.dataset import batch_output_default

    if thinks and work == "classify":  # the reasoning, then the label
        out = think_tokens + CLASSIFY_OUTPUT_TOKENS
        return (out if prompt else min(out, 2 * seq // 3)), "defaults.output_classify_reasoned"
    if thinks:
        return (think_tokens if prompt else min(think_tokens, 2 * seq // 3)), "defaults.output_tokens"
    if work == "classify":
        return CLASSIFY_OUTPUT_TOKENS, "defaults.output_classify"
    if work == "translate":
        return (prompt if prompt else max(1, seq // 2)), "defaults.output_translate"
    if prompt:
        return batch_output_default(prompt), "defaults.output_tokens"
    return min(BATCH_OUTPUT_TOKENS, max(1, seq // 4)), "defaults.output_tokens"


def _batch_item_context(f: _Fill, thinks: bool) -> None:
    """A generative batch whose items' input is known but whose context is not: the context is that input plus the
    output (stated, else batch_output_guess). The input is the stated prompt, else, for short items a person writes
    (Workload.batch_item "short": tickets, reviews, comments, titles, emails), tools.load.SHAREGPT_PROMPT_TOKENS
    (161), the mean user-written prompt in ShareGPT (vLLM paper, Kwon et al. 2023, Fig. 11), said with "say the real
    length". Without it "classify 2M support tickets" was priced at the 4,096-token default context (3,584 in, 512
    out): 22 × its prefill and 64 × its output, 16 MI300X for an 8-hour night where one card does it. Documents and
    items of no stated kind keep the default context; an embedding job is sized by tools.embedding."""
    d = f.d
    if d.seq_len is not None or d.modality == "embedding":
        return
    shared = d.shared_prefix_tokens or 0
    if d.prompt_tokens:
        prompt, code = d.prompt_tokens, "defaults.batch_context"
    elif shared:
        _batch_item_beside_shared(f, thinks, shared)
        return
    elif d.batch_item == "short":
        prompt, code = SHAREGPT_PROMPT_TOKENS, "defaults.batch_short_items"
    else:
        return
    # the output follows the item's own text (a summary or translation of the document), never the shared instruction
    guess, why = batch_output_guess(d.batch_work, thinks, prompt=max(1, prompt - shared), think_tokens=thinking_tokens(d))
    out = d.output_tokens or guess
    f.default("seq_len", prompt + out, code, prompt=prompt, out=out)  # the input said first, then the output
    f.default("output_tokens", guess, why, out=guess)


# A batch item of no stated length (a document, or an item of no stated kind) is sized at the input the default
# context leaves beside the default output: 4,096 − 512 = 3,584 tokens, what "summarize 1M documents" is priced at
BATCH_ITEM_TOKENS = DEFAULT_CONTEXT - BATCH_OUTPUT_TOKENS


def batch_item_own_tokens(short: bool) -> int:
    """The tokens of one batch item's own text when its length is not stated: ShareGPT's mean user prompt for short
    items a person writes (tools.load.SHAREGPT_PROMPT_TOKENS, vLLM paper Fig. 11), else BATCH_ITEM_TOKENS."""
    return SHAREGPT_PROMPT_TOKENS if short else BATCH_ITEM_TOKENS


def batch_item_resized(w: Workload, own: int, out_said: int | None) -> tuple[dict[str, int], Msg]:
    """A batch thread told each item's own length in a follow-up ("the documents are 2,000 tokens each", 每篇2000
    token): the item's input is that length plus the instruction every item shares (`shared_prefix_tokens`), never the
    whole context ("context 625 → 2,000", the shared 500 lost). The output is the one said now, else the
    thread's unless it was only the default for the old item (batch_output_guess, which it is assumed again from the
    new length). Returns the fields to set (`seq_len`, `output_tokens`) and the note that says how it was read."""
    shared = w.shared_prefix_tokens or 0
    thinking = thinks(w)
    out = out_said or w.output_tokens
    if not out_said and out and w.seq_len:
        old_own = w.seq_len - out - shared
        if old_own < 1 or out == batch_output_guess(w.batch_work, thinking, prompt=old_own, think_tokens=thinking_tokens(w))[0]:
            out = None  # the thread's output was the default for its old item: assumed again below
    assumed = out is None
    out = out or batch_output_guess(w.batch_work, thinking, prompt=own, think_tokens=thinking_tokens(w))[0]
    prompt = own + shared
    return {"seq_len": prompt + out, "output_tokens": out}, Msg(code="defaults.batch_item_resized", args={
        "own": own, "shared": shared, "prompt": prompt, "out": out, "assumed": int(assumed)})


def batch_output_resized(w: Workload, out: int) -> dict[str, int]:
    """A batch thread told the output per item in a follow-up ("summaries of 100 tokens", 每条输出100 token): the
    item's input is kept (the context less the old output) and the context is that input plus the new output."""
    if w.seq_len and w.output_tokens and w.seq_len > w.output_tokens:
        return {"seq_len": w.seq_len - w.output_tokens + out, "output_tokens": out}
    return {"output_tokens": out}


def _batch_reply_with_thinking(f: _Fill) -> bool:
    """A batch on a model that thinks, each item's answer stated below REPLY_ONLY_BELOW ("answers are ~300 tokens"):
    that is the visible reply, and the model decodes its thinking (thinking_tokens) before it, so each item's output
    is the reply plus the thinking, in the decode time, the KV cache and the deadline check (as answer_tokens sizes a
    served answer). A length from REPLY_ONLY_BELOW up, or one said as the thinking's (`thinking: true`), already holds
    it. A stated context (prompt + reply) grows by the thinking too, since the trace sits in the same window.
    Why: "Qwen3-32B thinking over 30k maths problems by 9 am, answers ~300 tokens" was sized on 30,000 × 300 = 9 M
    tokens out (1 × MI300X, 45 min); with Qwen3's 8,192-token thinking it is 30,000 × 8,492 ≈ 255 M, ≈ 28 × the
    decode. By hand: Qwen3-32B, 300 said → 300 + 8,192 = 8,492 an item; DeepSeek-R1-Distill-Qwen-7B on school
    maths (trace_task short, tools.trace_length: 1,000) with 200 said → 1,200; 4,000 said → 4,000 (holds it)."""
    d = f.d
    said = d.output_tokens or 0
    n = thinking_before_reply(said, d) if said else 0
    if not n:
        return False
    d.output_tokens = said + n
    if d.seq_len is not None:
        d.seq_len += n
    f.notes.append(Msg(code="defaults.batch_reply_thinking", args={
        "model": d.model or "", "reply": said, "think": n, "out": said + n,
        "total": (said + n) * (d.batch_requests or 0), "visible": said * (d.batch_requests or 0)}))
    return True


def _batch_item_beside_shared(f: _Fill, thinks: bool, shared: int) -> None:
    """Items that share a stated instruction but whose own length is not stated ("summarize 1M documents, same
    500-token instruction for each"): the instruction is no item's whole prompt, so each item's own text is assumed
    on top of it — ShareGPT's mean user prompt for short items (tools.load.SHAREGPT_PROMPT_TOKENS, as
    defaults.batch_short_items), else BATCH_ITEM_TOKENS — and said with "say how long each item is". Before, the
    500 shared tokens were each item's whole input and the documents counted 0 tokens."""
    d = f.d
    short = d.batch_item == "short"
    own = batch_item_own_tokens(short)
    guess, why = batch_output_guess(d.batch_work, thinks, prompt=own, think_tokens=thinking_tokens(d))
    out = d.output_tokens or guess
    prompt = own + shared
    f.default("seq_len", prompt + out, "defaults.batch_shared_own", own=own, shared=shared, prompt=prompt, out=out,
              short=int(short), doc=int(d.batch_item == "document"))
    f.default("output_tokens", guess, why, out=guess)


def unstated_concurrency(w: Workload) -> tuple[int, str]:
    """The users at once a serving workload with no load stated is sized for, and the assumption's message code: one
    for a personal use ("for myself", "just me", 自己用: said as read from it), PUBLIC_SERVICE_CONCURRENCY for a
    public or customer-facing service (public_service: "our SaaS", 给客户用), else DEFAULT_CONCURRENCY."""
    if w.personal_use:
        return 1, "defaults.concurrency_personal"
    if w.public_service:
        return PUBLIC_SERVICE_CONCURRENCY, "defaults.concurrency_public"
    return DEFAULT_CONCURRENCY, "defaults.concurrency"


def _short_rate_shape(f: _Fill, out: int) -> None:
    """A label at a request rate (tools.rate_service): each request stands alone, so its context is its prompt + the
    label (a stated prompt, or the ShareGPT default), or a stated request length is its prompt + the label (never a
    chat's history served from the prefix cache)."""
    d = f.d
    if d.prompt_tokens and d.seq_len is None:
        f.default("seq_len", d.prompt_tokens + out, "rate_service.context", prompt=d.prompt_tokens, out=out)
    elif d.seq_len and not d.prompt_tokens and d.seq_len > out:
        f.default("prompt_tokens", d.seq_len - out, "rate_service.prompt", seq=d.seq_len, prompt=d.seq_len - out, out=out)


def _serving_defaults(f: _Fill) -> None:
    """Serving and batch jobs: the request's shape, the users at once and the KV cache's format."""
    d = f.d
    thinking = thinks(d)
    answer = stated_answer_tokens(d)  # before a default context or prompt is filled in (tools.traffic)
    added = bool(d.batch_requests and thinking) and _batch_reply_with_thinking(f)  # the thinking before a stated reply
    if d.batch_requests:
        _batch_item_context(f, thinking)
    if not d.batch_requests and d.seq_len is None:  # no context said: a request is ShareGPT's mean (tools.load)
        f.default("prompt_tokens", SHAREGPT_PROMPT_TOKENS, "defaults.prompt_tokens", tokens=SHAREGPT_PROMPT_TOKENS)
    _reply_context_with_thinking(f)
    said = d.seq_len is not None
    out = answer_tokens(d)  # a stated reply plus the model's thinking (answer_tokens)
    if out and not d.batch_requests and out != d.output_tokens:  # a stated reply and the thinking before it
        f.default("seq_len", DEFAULT_CONTEXT + out, "defaults.context_output_thinking", out=d.output_tokens or 0,
                  think=out - (d.output_tokens or 0), prompt=DEFAULT_CONTEXT)
    if rate_driven_short(d, out) and (d.prompt_tokens or 0) + (out or 0) != d.seq_len:  # tools.rate_service
        _short_rate_shape(f, out or 0)
    if out and not d.batch_requests:  # a stated answer ("thinks ~8k tokens per answer") fits its context
        f.default("seq_len", DEFAULT_CONTEXT + out, "defaults.context_output", out=out, prompt=DEFAULT_CONTEXT)
    t = model_thinking(d.model)
    if thinking and not d.batch_requests and t is not None and t.switch:  # a switch the user can turn: said once
        f.notes.append(Msg(code="defaults.thinking_sized", args={"model": d.model or "", "tokens": thinking_tokens(d),
                                                                  "switch": t.switch}))
    if thinking_unswitchable(d) and not d.batch_requests:  # "no thinking" to a model that cannot: said, not ignored
        f.notes.append(Msg(code="defaults.thinking_no_switch", args={"model": d.model or "", "tokens": thinking_tokens(d)}))
    if thinking and d.batch_requests and ((d.output_tokens or 0) >= REPLY_ONLY_BELOW  # a stated answer holds its
                                          or (d.output_tokens and d.output_with_thinking)):  # thinking, or is said so
        stated = d.output_tokens or 0  # or the reply with the thinking added (_batch_reply_with_thinking), said so
        f.default("seq_len", BATCH_ITEM_TOKENS + stated, "defaults.batch_context_thinking_added" if added
                  else "defaults.batch_thinking_in_output", prompt=BATCH_ITEM_TOKENS, out=stated)
    if thinking:  # a reasoning model's answer is its chain of thought too (thinking_tokens)
        n = thinking_tokens(d)
        f.default("seq_len", DEFAULT_CONTEXT + n, "defaults.context_reasoning", model=d.model or "", out=n,
                  prompt=DEFAULT_CONTEXT)
    seq = f.default("seq_len", DEFAULT_CONTEXT, "defaults.context", tokens=DEFAULT_CONTEXT)
    if d.prompt_tokens and d.prompt_tokens >= seq:
        raise WorkloadError(f"a request's prompt ({d.prompt_tokens:,} tokens) must be shorter than its context "
                            f"({seq:,}{'' if said else ', the default: state a longer one'}): the context "
                            "counts prompt + answer", code="workload_error.prompt_context",
                            args={"prompt": d.prompt_tokens, "seq": seq,
                                  "default": None if said else Msg(code="workload_error.default_context")})
    if d.batch_requests:
        guess, why = batch_output_guess(d.batch_work, thinking, seq=seq, think_tokens=thinking_tokens(d))
        out = f.default("output_tokens", guess, why, out=guess)
        if out >= seq:
            raise WorkloadError(f"a batch request's context ({seq:,} tokens) must be longer than its output "
                                f"({out:,}): the context counts prompt + output", code="workload_error.batch_context",
                                args={"seq": seq, "out": out})
        check_shared_prefix(d.shared_prefix_tokens, seq - out)
        if d.concurrency is None:
            d.concurrency = VLLM_MAX_NUM_SEQS
        f.notes.append(Msg(code="defaults.batch_job_each_replica", args={"vllm_max_num_seqs": VLLM_MAX_NUM_SEQS}))
    f.notes += concurrency_from_request_rate(d, answer)  # "峰值QPS 10": requests arriving, in flight by Little's law
    f.notes += concurrency_from_online(d, answer)  # "200 people online": a chat open, N × R ÷ (R + think time) at once
    f.notes += concurrency_from_daily_requests(d, answer)  # "30k messages a day", "1,000 users a day" (5 each, assumed)
    f.notes += concurrency_from_head_count(d)  # "for 50 people in the office": a head count, not all at once
    n, code = unstated_concurrency(d)
    f.default("concurrency", n, code, n=n)
    kv = "fp16" if d.precision in FP16_ACTIVATIONS else "bf16"
    if d.framework == "trtllm" and d.precision == "fp8":
        kv = "fp8"  # TensorRT-LLM's FP8 checkpoints (ModelOpt quantize.py, kv_cache_dtype fp8) quantise the KV cache too
    f.default("kv_precision", kv, "defaults.kv_precision", kv=kv)


def _reply_context_with_thinking(f: _Fill) -> None:
    """A context the reader made of a stated prompt + a stated reply ("~3k-token prompts, ~500-word answers") holds the
    thinking the model decodes before that reply too (answer_tokens): 3,074 + 665 on an R1 distill is 3,074 + 8,192 +
    665 in its KV cache. A context said apart from them (a sum that differs) is the user's and stays."""
    d = f.d
    if d.batch_requests or not (d.seq_len and d.prompt_tokens and d.output_tokens):
        return
    out = answer_tokens(d) or 0
    if d.seq_len != d.prompt_tokens + d.output_tokens or out <= d.output_tokens:
        return
    d.seq_len = d.prompt_tokens + out
    f.notes.append(Msg(code="defaults.context_output_thinking", args={"prompt": d.prompt_tokens, "out": d.output_tokens,
                                                                     "think": out - d.output_tokens}))


def _training_defaults(f: _Fill) -> None:
    """Training: the sequence, the micro-batch, the adapter's rank, the optimizer and the tokens of a data set."""
    d = f.d
    per = d.dataset.tokens_per_unit if d.dataset is not None and d.dataset.unit == "examples" else None
    if per:  # "20k examples of ~500 tokens": each example is one training sequence of its stated length
        f.default("seq_len", int(per), "defaults.seq_len_stated", seq_len=int(per))
    seq = f.default("seq_len", DEFAULT_TRAIN_SEQ, "defaults.seq_len", seq_len=DEFAULT_TRAIN_SEQ)
    packed = PACK_TOKENS // seq if per and seq == int(per) and seq <= PACK_BELOW_TOKENS else 1
    if packed > 1:  # short examples: several a step (PACK_BELOW_TOKENS)
        f.default("batch_size", packed, "defaults.batch_size_packed", n=packed, seq_len=seq, tokens=packed * seq)
    f.default("batch_size", DEFAULT_MICRO_BATCH, "defaults.batch_size", n=DEFAULT_MICRO_BATCH)
    if d.task in ("lora", "qlora"):
        f.default("lora_rank", DEFAULT_LORA_RANK, "defaults.lora_rank", rank=DEFAULT_LORA_RANK)
    if d.framework == "torchtune":
        f.default("optimizer", DEFAULT_OPTIMIZER, "defaults.optimizer_torchtune")
    f.default("optimizer", DEFAULT_OPTIMIZER, "defaults.optimizer")
    if d.dataset is not None and d.train_tokens is None:
        f.notes.append(_dataset_tokens(d, seq))


# fp16 checkpoints and AWQ/GPTQ/GGUF models run fp16 activations (vLLM casts AWQ to float16: its AWQ config lists
# float16 as the only supported activation dtype); their KV cache is fp16, which also runs on pre-Ampere cards. Others
# keep bf16. The one rule for the default KV format, and for the reason a follow-up's KV format moved.
FP16_ACTIVATIONS: tuple[str, ...] = ("fp32", "fp16", "int4", "awq", "gptq", *GGUF_FORMATS)


# An Apple machine's name as the user or the catalog gives it ("Apple M2 Ultra", "Mac Studio", "M4 Max"): tools/ read
# no catalog, so the name itself says the Mac (catalog/data/gpus.csv: every Apple row is vendor Apple, "M<n> <tier>")
APPLE_NAME = re.compile(r"(?i)\bapple\b|\bmac\s*(?:studio|mini|book|pro)\b|\bM[1-9]\s*(?:max|ultra|pro)\b")


def metal_only(name: str | None) -> bool:
    """The named card is an Apple machine (no CUDA / ROCm: vLLM, SGLang and TensorRT-LLM have no Metal backend, vLLM's
    "Installation → CPU → Apple silicon": CPU-only), so it serves through llama.cpp (Metal) or MLX."""
    return bool(name) and APPLE_NAME.search(name or "") is not None


def _framework_default(f: _Fill, task: str) -> None:
    """llama.cpp for GGUF weights or several Apple machines (no CUDA: metal_only; layers split across the Macs by
    llama.cpp RPC / exo, never vLLM tensor parallel), vLLM for other serving, Hugging Face for training."""
    if serves(task) and (f.d.precision in GGUF_FORMATS or ((f.d.num_gpus or 1) > 1 and metal_only(f.d.gpu_preference))):
        f.default("framework", GGUF_FRAMEWORK, "defaults.framework_llama_cpp")
    elif serves(task):
        f.default("framework", SERVING_FRAMEWORK, "defaults.framework_vllm")
    else:
        f.default("framework", TRAINING_FRAMEWORK, "defaults.framework_hf")


def _checkpointing(f: _Fill, training: bool) -> None:
    """A stated checkpointing mode and the on/off flag agree; unstated, the planner decides (said)."""
    d = f.d
    if d.checkpointing is not None and d.gradient_checkpointing is None:  # a stated mode is kept by the planner
        d.gradient_checkpointing = d.checkpointing == "full"
    elif d.gradient_checkpointing is False and d.checkpointing is None and training:
        d.checkpointing = "none"  # --no-gradient-checkpointing: no recomputation, whatever the framework's default
    if training and d.gradient_checkpointing is None:
        f.notes.append(Msg(code="defaults.gradient_checkpointing_off_unless"))


def resolve(w: Workload) -> tuple[Resolved, list[Msg]]:
    """Validate `w` and return it with every calculator field set (a `Resolved`), with each default it filled
    in as a stated assumption (facts: the message catalog words them)."""
    if isinstance(w, Resolved) and w.filled:  # a changed copy of a resolved workload: another kind's fill is no fact
        w = Workload.model_construct(_fields_set=set(w.model_fields_set) - w.filled, **{
            name: None if name in w.filled else getattr(w, name) for name in Workload.model_fields})
    w, said = finetune_method(w)
    validate(w)
    f = _Fill(w.model_copy(), said)
    unstated = unstated_task(w)
    task = f.default("task", unstated, "defaults.task" if unstated == DEFAULT_TASK else "defaults.task_lora")
    if task == "qlora":  # QLoRA stores the frozen base in NF4 (tools.memory); `precision` is the compute/adapter dtype
        f.default("precision", DEFAULT_PRECISION, "defaults.precision_qlora", precision=DEFAULT_PRECISION)
    f.default("precision", DEFAULT_PRECISION, "defaults.precision", precision=DEFAULT_PRECISION)
    if serves(task):
        _serving_defaults(f)
    else:
        _training_defaults(f)
    _framework_default(f, task)
    f.default("flash_attention", True, "defaults.flash_attention")
    if task in ("full_finetune", "pretrain") and f.d.grad_accum is None:
        f.notes.append(Msg(code="defaults.gradients_kept_for_the"))
    _checkpointing(f, task in TRAINING_TASKS)
    return as_resolved(f.d), f.notes


RESOLVED_FIELDS = ("task", "precision", "seq_len", "framework", "flash_attention")  # never None once resolved


def kind_fields() -> dict[str, object]:
    """The fields the resolver sets for some kinds of work only, each with the constant it is set to on the other
    kinds (silently, and left out of the workload's dump: `Resolved.filled`), so every calculator reads a value:
    users at once and the KV cache's format (serving), the micro-batch and the optimizer (training), the adapter's
    rank (LoRA, QLoRA). The KV format is the default precision's, what the calculators read before."""
    return {"concurrency": DEFAULT_CONCURRENCY, "kv_precision": DEFAULT_PRECISION, "batch_size": DEFAULT_MICRO_BATCH,
            "optimizer": DEFAULT_OPTIMIZER, "lora_rank": DEFAULT_LORA_RANK}


def as_resolved(w: Workload) -> Resolved:
    """`w`, which the resolver already filled (a stored answer's workload), typed as Resolved: the same values and
    the same stated fields, not re-defaulted. Raises when a field the resolver always sets is missing: the caller
    skipped `resolve`."""
    if isinstance(w, Resolved) and not any(getattr(w, name) is None for name in kind_fields()):
        return w
    missing = [name for name in RESOLVED_FIELDS if getattr(w, name) is None]
    if missing:
        raise ValueError(f"workload not resolved (no {', '.join(missing)}): call tools.defaults.resolve first")
    values = {name: getattr(w, name) for name in Workload.model_fields}
    filled = frozenset(name for name in kind_fields() if values[name] is None)
    values.update({name: value for name, value in kind_fields().items() if name in filled})
    already = w.filled if isinstance(w, Resolved) else frozenset()
    return Resolved.model_construct(_fields_set=set(w.model_fields_set), **values).with_filled(
        filled | already)


# A budget with no model ("best model I can serve for $500/month"): these registry models, largest first, are
# sized in turn and the first whose answer meets the budget at the stated load is the answer (named as such).
# One per size class people serve (70B, 32B, 14B, 8B, 3B), all in catalog/data/models.json.
BUDGET_MODEL_LADDER = ("Llama-3.1-70B", "Qwen2.5-32B", "Qwen2.5-14B", "Llama-3.1-8B", "Qwen2.5-3B")
# ... each size tried in its 16-bit release, then FP8, then INT4 AWQ before the next smaller one, when no precision is
# stated: a 70B in FP8 (≈ 70 GB) holds one user on the same $0.99 80 GB card a 32B in BF16 was picked for.
BUDGET_PRECISIONS: tuple[str | None, ...] = (None, "fp8", "awq")
# A live voice agent (phone bot, 語音客服) with a budget and no model: its LLM writes short spoken replies whose first
# token sits inside the caller's turn gap, so it is served at 7-14B (a 70B's first token and cards buy nothing a caller
# hears), in a model that speaks the callers' language. Llama 3.1's supported languages (its model card) leave out
# Chinese and Cantonese; Qwen2.5 is trained with Chinese among its 29+ languages (Qwen2.5 report) and its 7B/14B carry
# Apache-2.0 (catalog/data/models.json), so a Chinese or Cantonese agent gets the Qwen rungs alone.
VOICE_MODEL_LADDER = ("Qwen2.5-14B", "Llama-3.1-8B")
VOICE_MODEL_LADDER_CHINESE = ("Qwen2.5-14B", "Qwen2.5-7B")


def budget_ladder(voice_agent: bool, chinese: bool) -> tuple[str, ...]:
    """The models a budget with no model is tried on, largest first: a voice agent's (VOICE_MODEL_LADDER, the Qwen
    rungs for Chinese or Cantonese callers), else BUDGET_MODEL_LADDER."""
    if voice_agent:
        return VOICE_MODEL_LADDER_CHINESE if chinese else VOICE_MODEL_LADDER
    return BUDGET_MODEL_LADDER

# A batch job told with no model ("summarise 2 million support tickets by Monday", 給 10 萬張發票做 OCR 抽取) is answered
# on a default model for its kind of work, said as the assumption, with the model question under the answer (an expert
# accepts a question only beside a provisional answer). Bulk summarising, classifying and field extraction over short
# items is the work 7-8B instruct models are deployed for: a 70B reads ≈ 9 × the bytes per token and costs about as
# much more per item, worth it only where a test shows the small model's quality short. All three are in
# catalog/data/models.json.
BATCH_TEXT_MODEL = "Llama-3.1-8B"  # Meta's 8B instruct: the most-served open 8B, vLLM's own examples use it
# Llama 3.1's officially supported languages are English, German, French, Italian, Portuguese, Hindi, Spanish and Thai
# (its model card): Chinese text gets Qwen2.5-7B-Instruct, trained with Chinese among its 29+ languages (Qwen2.5 report)
BATCH_CHINESE_MODEL = "Qwen2.5-7B"
# Scans and photos (OCR, invoices as images): a vision-language model that reads documents; Qwen2.5-VL-7B reports
# DocVQA 95.7 and OCRBench 864 (Qwen2.5-VL technical report, arXiv:2502.13923), Chinese and English alike
BATCH_VISION_MODEL = "Qwen2.5-VL-7B"


def batch_default_model(w: Workload, *, vision: bool, chinese: bool) -> tuple[str, Msg] | None:
    """The model a batch job with none named is sized on, and the assumption that says which and why (None when a
    model or a size is stated, or the work is no batch). `vision`: the items are scans or photos (the reader's call on
    the user's words); `chinese`: the question is in Chinese, so the text to process is."""
    if w.model or w.params_b or not w.batch_requests:
        return None
    name, why = ((BATCH_VISION_MODEL, "vision") if vision else (BATCH_CHINESE_MODEL, "chinese") if chinese
                 else (BATCH_TEXT_MODEL, "text"))
    return name, Msg(code="defaults.batch_model", args={"model": name, "why": why})


# A serving question told with no model ("a chatbot over our contracts for 10 lawyers", 公司想上一个大模型客服) is
# answered on a default model for its use and language, said as the assumption, with the model question under the
# answer (a bare "which model?" is graded 0 where a provisional answer could be given). Work over documents (contracts,
# reports, RAG over a company's files) reads long prompts and needs a model that reads them well in the user's language:
# Qwen2.5-14B-Instruct is Apache-2.0, trained with Chinese and English among its 29+ languages, 128k context with YaRN
# (Qwen2.5 model card), and at 14B still fits one 24 GB card in 4-bit (≈ 8.5 GB of AWQ weights). A chat with short
# prompts is served at the 7-8B size, the batch defaults above (English: Llama-3.1-8B; Chinese: Qwen2.5-7B).
SERVING_DOCUMENT_MODEL = "Qwen2.5-14B"


def serving_default_model(w: Workload, *, documents: bool, chinese: bool) -> tuple[str, Msg] | None:
    """The model a serving question with none named is sized on, and the assumption that says which and why (None
    when a model or a size is stated, or the work is a batch or training). `documents`: the prompts are documents
    (contracts, reports, a RAG service over files: the reader's call on the user's words, or `w.documents` /
    `w.index_items`); `chinese`: the question is in Chinese, so the users write Chinese."""
    if w.model or w.params_b or w.batch_requests or (w.task not in (None, "inference")):
        return None
    docs = documents or bool(w.documents or w.index_items)
    name, why = ((SERVING_DOCUMENT_MODEL, "documents") if docs else (BATCH_CHINESE_MODEL, "chinese") if chinese
                 else (BATCH_TEXT_MODEL, "text"))
    return name, Msg(code="defaults.serving_model", args={"model": name, "why": why})


# A hosted model named as the one to run ("serve GPT-4o for 50 users", 部署GPT-4给50个人用): its weights are not
# published, so no rented GPU runs it, and the answer is sized on an open model of its class, said as the assumption.
# The large hosted models (GPT-4 / 4o / 4.1 / 5, Claude Sonnet / Opus, Gemini Pro, Qwen-Max, 豆包 Pro) are set against
# 70B-class open models in those models' own reports: Qwen2.5-72B-Instruct against GPT-4o (Qwen2.5 technical report,
# arXiv:2412.15115, the instruct-model tables) and Llama-3.3-70B-Instruct against GPT-4o (Meta's Llama 3.3 model card);
# the small ones (GPT-4o mini, GPT-3.5, Claude Haiku, Gemini Flash) against the 7-8B defaults above. Which class a
# hosted name is in is the reader's call (advisor.core.unheld_names.hosted_name).
HOSTED_LARGE_MODEL = "Llama-3.3-70B"
HOSTED_LARGE_CHINESE_MODEL = "Qwen2.5-72B"


def hosted_stand_in(w: Workload, *, hosted: str, small: bool, chinese: bool) -> tuple[str, Msg] | None:
    """The open model a hosted model's work is sized on (see HOSTED_LARGE_MODEL), and the assumption that says which and
    why; None when a model or a size is stated or the work is training (no hosted model's weights can be tuned here)."""
    if w.model or w.params_b or w.task not in (None, "inference"):
        return None
    name = ((BATCH_CHINESE_MODEL if chinese else BATCH_TEXT_MODEL) if small
            else HOSTED_LARGE_CHINESE_MODEL if chinese else HOSTED_LARGE_MODEL)
    return name, Msg(code="defaults.hosted_model", args={"model": name, "hosted": hosted, "small": small})


# A named model the registry lacks but whose name says it is a vision-language model of no stated size is sized on a
# held VLM: the one nearest the 8B most open VLMs are released at (Qwen2-VL-7B, Qwen2.5-VL-7B, MiniCPM-V 2.6 "8B",
# InternVL3-8B, LLaVA-1.5-7B on their model cards), an assumption the answer states (advisor.core.nearest_held).
RELEASED_VLM_PARAMS = 8e9
RELEASED_VLM_BILLIONS = RELEASED_VLM_PARAMS / 1e9  # the same, for sizes said in billions


def nearest_in_size(sizes: dict[str, float], target: float = RELEASED_VLM_PARAMS) -> str | None:
    """The name whose parameter count is nearest `target` on a log scale (a 7.6B row is nearer 8B than a 2B or a 72B
    one), ties to the name first in order; None for no sizes. A size missing or zero counts as farthest."""
    if not sizes:
        return None
    return min(sorted(sizes), key=lambda n: abs(math.log(sizes[n] / target)) if sizes[n] > 0 else math.inf)
