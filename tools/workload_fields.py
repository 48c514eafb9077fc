"""The workload's arguments, declared once: every surface (the CLI's flags, the MCP tools' and the LangChain
tools' argument schemas) is generated from `FIELDS`, and every surface turns what it received into a
`Workload` through the one `workload_from_flags()`.

Names are contracts (README, docs/CONTRACTS.md): `name` is the JSON/MCP argument, `flag` the CLI flag; add
freely, never rename. Help texts name other arguments as `{field}`, spelled per surface (`--budget-per` in the
CLI, `budget_per` for agents). No pydantic at import time: `gpu-advisor --help` builds its options from this
table without loading the models (pydantic is imported inside the functions that need it).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

if TYPE_CHECKING:
    from pydantic import BaseModel

    from tools.schema import Workload

# The accepted values (tools.schema's Literal types hold the same; tests/tools/test_workload_fields.py checks).
TASKS = ("inference", "lora", "qlora", "full_finetune", "pretrain", "finetune")
PRECISIONS = ("fp32", "fp16", "bf16", "fp8", "int8", "int4", "nf4", "awq", "gptq", "mxfp4",
              "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q3_k_m", "q2_k")
FRAMEWORKS = ("hf", "torchtune", "unsloth", "deepspeed", "vllm", "sglang", "tgi", "llama.cpp", "torchtitan", "trtllm")
OPTIMIZERS = ("adamw", "adamw_8bit", "sgd")
BILLINGS = ("on_demand", "spot", "reserved")
BUDGET_PERS = ("hour", "day", "week", "month", "quarter", "year", "total")
CURRENCIES = ("USD", "CNY", "TWD", "HKD", "EUR", "JPY", "GBP", "SGD", "AUD", "CAD", "CHF", "KRW", "INR", "MYR", "THB",
              "MOP", "BRL")  # = tools.schema.Currency (a test holds them equal)
LANGS = ("en", "zh", "zh-Hant")
CHECKPOINTINGS = ("none", "selective", "full")
KV_PRECISIONS = ("fp16", "bf16", "fp8")
BATCH_WORKS = ("classify", "translate", "summarize", "extract", "generate")  # = tools.schema.BatchWork
BATCH_ITEMS = ("short", "document")  # = tools.schema.BatchItem
PREFERENCES = ("dpo", "ipo", "kto", "orpo", "simpo", "rm", "ppo", "grpo")  # = tools.schema.Preference
PRIORITIES = ("balanced", "fastest", "cheapest")  # = tools.schema.Priority
REDUNDANCIES = ("machines", "zones")  # = tools.schema.Redundancy

Command = Literal["estimate", "recommend"]
BOTH: frozenset[str] = frozenset({"estimate", "recommend"})
RECOMMEND: frozenset[str] = frozenset({"recommend"})
MAX_TRAIN_TOKENS = 1e16  # a hundred times the largest published pretraining run; beyond it a typo, not a plan


@dataclass(frozen=True)
class Arg:
    """One workload argument on every surface.

    `flag` is the CLI spelling ("--gpus"; a boolean gives "--compile/--no-compile"; `switch` makes a bare
    flag that sets True). `into` is the `Workload` field it fills when that is its own name; "" when
    `workload_from_flags` derives the field (budget → budget_per_hour) or it is not part of the workload
    (`top`, the estimate's `gpu`)."""

    name: str
    flag: str
    kind: type
    help: str
    default_note: str = ""
    choices: tuple[str, ...] = ()
    ge: int | None = None  # limits (inclusive); every limit so far is a whole number
    le: int | None = None
    metavar: str = ""
    many: bool = False
    switch: bool = False
    default: Any = None
    commands: frozenset[str] = BOTH
    into: str | None = None  # None: the same name as the argument

    @property
    def field(self) -> str:
        """The Workload field this argument fills ("" when derived or not part of the workload)."""
        return self.name if self.into is None else self.into

    def words(self, surface: Literal["cli", "agent"]) -> str:
        """The help text with `{field}` references spelled for the surface, the default note, and (for
        agents) the CLI flag when it is spelled differently, so a reader can find one from the other."""
        spell = {a.name: (a.flag.split("/")[0] if surface == "cli" else a.name) for a in FIELDS}
        text = self.help.format(**spell) + (f" {self.default_note.format(**spell)}" if self.default_note else "")
        cli_name = self.flag.split("/")[0]
        if surface == "agent" and cli_name != "--" + self.name.replace("_", "-"):
            text += f" CLI: {cli_name}."
        return text


FIELDS: tuple[Arg, ...] = (
    Arg("model", "--model", str, "Registry model, loosely spelled: llama-3-8b, 'Qwen2.5 72B', meta-llama/Meta-Llama-3-8B. "
        "Give this or {params_b}; a Hugging Face id (org/name) not in the registry is sized from its config.json on "
        "the Hub; another unknown name fails with the closest names.", metavar="NAME"),
    Arg("params_b", "--params", float, "Model size in billions when the model is not in the registry "
        "(an architecture is assumed and said so).", metavar="BILLIONS"),
    Arg("active_params_b", "--active-params", float, "With {params_b}: a mixture of experts' active parameters per "
        "token in billions (memory is sized on the total, speed on the active; the experts are assumed and said so).",
        metavar="BILLIONS"),
    Arg("task", "--task", str, "What runs (finetune: a fine-tune whose method the defaults choose).",
        "Default: inference; finetune: LoRA (QLoRA on an nf4 base), said as an assumption.", choices=TASKS),
    Arg("precision", "--precision", str, "Weight/compute precision or quantisation format "
        "(awq, gptq, nf4, mxfp4, GGUF q4_k_m …).", "Default: the model's release format (bf16 for most; fp8 for "
        "DeepSeek-V3/R1).", choices=PRECISIONS),
    Arg("framework", "--framework", str, "Training or serving framework (memory terms differ).",
        "Defaults: hf for training, vllm for serving.", choices=FRAMEWORKS),
    Arg("seq_len", "--seq-len", int, "Context per request (inference) or training sequence length, in tokens.",
        "Defaults: 4096 / 2048.", metavar="N"),
    Arg("batch_size", "--batch", int, "Training micro-batch per GPU.", "Default: 1.", metavar="N"),
    Arg("concurrency", "--concurrency", int, "Concurrent sequences served (inference).", "Default: 1.", metavar="N"),
    Arg("daily_users", "--daily-users", int, "Serving: people who use it in a day; sized as their messages a day "
        "(5 each unless stated) at the busiest hour, then in flight (tools/traffic.py, stated in the answer). "
        "{concurrency} replaces it.", ge=1, le=10**10, metavar="N"),
    Arg("head_count", "--people", int, "Serving: how many people will use it (a head count, not at once); sized as "
        "the share active at the office peak, a small team all at once (tools/traffic.py, stated in the answer). "
        "{concurrency} replaces it.", ge=1, le=10**9, metavar="N"),
    Arg("users_online", "--online", int, "Serving: people online at the busiest time (a chat open, not generating "
        "at once); sized as the share generating by the interactive response-time law, each reading ~45 s between "
        "answers (tools/traffic.py, stated in the answer). {concurrency} replaces it.", ge=1, le=10**9, metavar="N"),
    Arg("num_gpus", "--gpus", int, "Fix the GPU count instead of searching for the smallest.", metavar="N"),
    Arg("zero_stage", "--zero", int, "ZeRO stage 0-3 (training only).", ge=0, le=3),
    Arg("optimizer", "--optimizer", str, "Training optimizer.", "Default: adamw.", choices=OPTIMIZERS),
    Arg("lora_rank", "--lora-rank", int, "LoRA rank ({task} lora or qlora).", "Default: 16.", metavar="R"),
    Arg("preference", "--preference", str, "Preference training method; dpo, ipo and kto add a frozen reference "
        "model (full: a 16-bit copy sharded like the weights, and its forward pass; LoRA: the base with adapters off, "
        "its forward pass only); rm is a Bradley–Terry reward model (pairs, no reference model); ppo is online RL with "
        "an actor and a critic trained and a frozen reference and reward model, the critic and reward model at the "
        "policy's size unless their sizes are said in the chat; grpo is critic-free online RL with a frozen reference "
        "(none with LoRA) and a reward model only where one is said.",
        "Default: none (plain fine-tune).", choices=PREFERENCES),
    Arg("reference_precomputed", "--reference-precomputed", bool, "The reference log-probs are precomputed before "
        "training ({preference} dpo, ipo, kto): no reference model in memory or time.", switch=True),
    Arg("gradient_checkpointing", "--gradient-checkpointing/--no-gradient-checkpointing", bool,
        "Force activation recomputation on or off.", "Default: only when needed to fit."),
    Arg("checkpointing", "--checkpointing", str, "Activation checkpointing: none, selective (torchtitan's op-level "
        "policy, ~40 % of the activations kept) or full (= {gradient_checkpointing}).", "Default: the framework's own "
        "(selective for torchtitan), switched to full only when needed to fit.", choices=CHECKPOINTINGS),
    Arg("kv_precision", "--kv-precision", str, "KV-cache format, independent of the weights (inference).",
        "Default: 16-bit.", choices=KV_PRECISIONS),
    Arg("grad_accum", "--grad-accum", int, "Gradient accumulation steps (training).", "Default: more than 1, so "
        "gradients stay alive through the next forward; with 1 the peak is lower (backward frees activations as "
        "gradients arrive).", ge=1, le=4096, metavar="N"),
    Arg("torch_compile", "--compile/--no-compile", bool, "Training under torch.compile: it recomputes cheap ops "
        "instead of saving them (activations × 0.78, fitted on torchtune's published table).", "Default: off."),
    Arg("gpu", "--gpu", str, "GPU type for the layout and speed: A100-80GB, H100-SXM, L4, RTX-4090, ... "
        "(recommend: only this GPU type, as {gpu_preference}).", metavar="NAME", into=""),
    Arg("train_tokens", "--train-tokens", float, "Tokens to train on (e.g. 1e9), for time, GPU-hours and job cost.",
        metavar="N", into=""),
    # recommend only
    Arg("providers", "--provider", str, "Only these clouds (repeatable): aws, gcp, azure, lambda, oci, nebius, "
        "runpod, cudo, paperspace, alibaba, tencent, huawei, ...", metavar="P", many=True, commands=RECOMMEND),
    Arg("excluded_providers", "--exclude-provider", str, "Never these clouds (repeatable): the others stay open.",
        metavar="P", many=True, commands=RECOMMEND),
    Arg("billing", "--billing", str, "Price the candidates by this mode.", "Default: on_demand.", choices=BILLINGS,
        commands=RECOMMEND),
    Arg("budget", "--budget", float, "Most you will pay for the whole plan, in {currency}, per hour unless "
        "{budget_per} says otherwise.", metavar="AMOUNT", commands=RECOMMEND, into=""),
    Arg("budget_per", "--budget-per", str, "The period of {budget}. 'total' bounds a sized training job's cost.",
        "Default: hour.", choices=BUDGET_PERS, commands=RECOMMEND, into=""),
    Arg("deadline_days", "--deadline-days", float, "Training must finish within this many days (needs "
        "{train_tokens}); a batch job too.", "Default: 30.", metavar="DAYS", commands=RECOMMEND, into=""),
    Arg("regions", "--region", str, "Only these regions (repeatable): us-east, us, EU, asia, china, or a region id.",
        metavar="R", many=True, commands=RECOMMEND),
    Arg("users_region", "--users-in", str, "Serving: where the service's users are (repeatable: jp, sg, frankfurt, "
        "us-east, europe …), never a filter: among plans within a similar price the one nearest them leads and the "
        "answer says where to rent; {regions} is the filter.", metavar="R", many=True, commands=RECOMMEND),
    Arg("target_tps", "--target-tps", float, "Serving: the total decode throughput (tokens/s) to reach at the stated "
        "concurrency.", metavar="TOKENS_PER_S", commands=RECOMMEND, into="target_tokens_per_s"),
    Arg("target_tokens_per_s_per_user", "--target-tps-per-user", float, "Serving: the decode speed (tokens/s) each "
        "user must see at the stated concurrency.", metavar="TOKENS_PER_S", commands=RECOMMEND),
    Arg("target_answer_s", "--target-answer-s", float, "Serving: seconds to a whole answer (\"within a minute\": 60); "
        "each user then needs the answer's tokens / (this − the first-token limit) tokens/s.", ge=1, le=86_400,
        metavar="SECONDS", commands=RECOMMEND),
    Arg("batch_requests", "--batch-requests", int, "An offline batch job of N requests instead of online serving: "
        "ranked by the job's cost, spot allowed; {seq_len} is prompt + output, {deadline_days} bounds it.",
        ge=1, le=10**12, metavar="N", commands=RECOMMEND),
    Arg("output_tokens", "--output-tokens", int, "Batch: tokens generated per request (needs {batch_requests}).",
        "Default: a quarter of {seq_len}, at most 512.", ge=1, le=10**7, metavar="N", commands=RECOMMEND),
    Arg("batch_work", "--batch-work", str, "Batch: what the job does to each item (needs {batch_requests}).",
        "With no {output_tokens}: classify → a label (8 tokens), translate → as long as the input, else a quarter "
        "of the input (at most 512).", choices=BATCH_WORKS, commands=RECOMMEND),
    Arg("batch_item", "--batch-item", str, "Batch: the kind of item: short (tickets, reviews, comments, titles, "
        "emails) or document (needs {batch_requests}).", "With no {seq_len}: a short item is 161 tokens in (ShareGPT's "
        "mean user prompt, vLLM paper), others the 4,096-token default context.", choices=BATCH_ITEMS,
        commands=RECOMMEND),
    Arg("shared_prefix_tokens", "--shared-prefix-tokens", int, "Batch: tokens of an instruction every item shares, "
        "counted in {seq_len} (needs {batch_requests}).", "With vLLM or SGLang (prefix caching on by default) it is "
        "prefilled once per replica, not per item; --no-prefix-cache prefills it with every item.", ge=1, le=10**7,
        metavar="N", commands=RECOMMEND),
    Arg("prompt_tokens", "--prompt-tokens", int, "Serving: the prompt of an average request, in tokens, for the "
        "per-user speed and first token at load.", "Default: {seq_len} less the answer; 161 (ShareGPT's mean, vLLM "
        "paper) when {seq_len} is not given.", ge=1, le=10**7, metavar="N", commands=RECOMMEND),
    Arg("thinking", "--thinking/--no-thinking", bool, "Serving a reasoning model: --no-thinking when its thinking is "
        "switched off (enable_thinking=False, /no_think), so each answer is its reply alone; --thinking switches it on: "
        "a stated {output_tokens} under 2,048 is the visible reply and the model's thinking budget is decoded before "
        "it, counted as output (from 2,048 up it holds the thinking).", "Default: a model that "
        "thinks by default is sized with its thinking tokens before each reply.", commands=RECOMMEND),
    Arg("prefix_cache", "--prefix-cache/--no-prefix-cache", bool, "Serving: --no-prefix-cache when every prompt is "
        "new (RAG over fresh documents), the worst case: each prompt is prefilled in full.", "Default: a chat whose "
        "prompt fills {seq_len} re-sends its history, which vLLM and SGLang serve from their prefix cache (the new "
        "turn prefilled, at least 5 % of the prompt).", commands=RECOMMEND),
    Arg("scale_to_zero", "--scale-to-zero", bool, "Serving: run it serverless, scaled to zero between requests: "
        "the answer adds the cold start, the requests that meet it and the month billed by the second against the "
        "same card kept up; the sizing is unchanged.", "Default: a machine kept up for the service's hours.",
        switch=True, commands=RECOMMEND),
    Arg("structured_output", "--json-output", bool, "Batch: each answer is JSON (or another fixed schema): the answer "
        "adds guided decoding and a max_tokens cap to how to run it; it sizes nothing.", "Default: free-text answers.",
        switch=True, commands=RECOMMEND),
    Arg("context_average", "--context-average", bool, "Serving: {seq_len} is the average conversation (\"average "
        "context 48k\"), not a limit: every user's KV cache is sized at it.", "Default: a chat's {seq_len} is a limit; "
        "most chats are sized at a typical 4,096 tokens and 10 % at the limit.", switch=True, commands=RECOMMEND),
    Arg("documents", "--documents", bool, "Serving: every request is a document filling {seq_len} (legal document "
        "analysis, contract review): every user's KV cache is sized at the full context.", "Default: a chat's {seq_len} "
        "is a limit; most chats are sized at a typical 4,096 tokens and 10 % at the limit.", switch=True,
        commands=RECOMMEND),
    Arg("agents", "--agents", bool, "Serving: the users at once are software agents whose sessions grow to "
        "{seq_len}: each agent's KV cache is sized at half of it on average (a session grows from its first prompt "
        "to the limit, then is compacted).", "Default: a chat's {seq_len} is a limit; most chats are sized at a "
        "typical 4,096 tokens and 10 % at the limit.", switch=True, commands=RECOMMEND),
    Arg("agent_tool_calls", "--agent-tool-calls", int, "Serving a conversational agent: tool calls one user turn "
        "makes; {users_online} are its live sessions, and only their model calls (tool calls + 1 a turn) generate.",
        "Default: none (every user online is a person chatting).", ge=0, le=1000, commands=RECOMMEND),
    Arg("sessions_full", "--sessions-full", bool, "Serving a chat: every open session (people online, or users at "
        "once) grows to {seq_len}, and its KV cache is held between its user's messages: the pick holds them all.",
        "Default: a chat's {seq_len} is a limit; most chats are sized at a typical 4,096 tokens and 10 % at the limit.",
        switch=True, commands=RECOMMEND),
    Arg("currency", "--currency", str, "Currency of {budget} and of the answer.", "Default: USD.", choices=CURRENCIES,
        commands=RECOMMEND, into=""),
    Arg("priority", "--priority", str, "What the ranking optimises, as the chat's 'fastest?' / 'cheapest?': fastest "
        "(time to finish, per-user speed), cheapest (the lowest cost), balanced (cost, with speed breaking near-ties).",
        "Default: balanced.", choices=PRIORITIES, commands=RECOMMEND),
    Arg("min_gpu_memory_gib", "--min-gpu-memory", float, "Only cards with at least this much memory each, in GB "
        "(a chat's 'at least 80 GB of memory').", ge=1, le=4096, metavar="GB", commands=RECOMMEND),
    Arg("asked_gpu_memory_gib", "--asked-gpu-memory", float, "A card size you ask about, in GB ('is 16 GB "
        "enough?'): answered yes or no with the per-card need; no card is left out.", ge=1, le=4096, metavar="GB",
        commands=RECOMMEND),
    Arg("max_gpu_memory_gib", "--max-gpu-memory", float, "Only cards with at most this much memory each, in GB (the "
        "chat's 'on my 24GB card').", ge=1, le=4096, metavar="GB", commands=RECOMMEND),
    Arg("gpu_preference", "--gpu-preference", str, "Only this GPU type, e.g. H100 (same as {gpu} here).",
        metavar="NAME", commands=RECOMMEND),
    Arg("redundancy", "--redundancy", str, "Serving that survives losing a machine: machines = at least 2 replicas, "
        "each on its own machines, priced as such; zones = also in two zones of a region (the catalog lists regions, "
        "not zones, so the answer says that is to be checked with the provider).", choices=REDUNDANCIES,
        commands=RECOMMEND),
    Arg("node_link_rdma", "--node-rdma/--no-node-rdma", bool, "The link between your machines: --node-rdma for "
        "InfiniBand/RoCE, --no-node-rdma for plain Ethernet or the internet; a split over them is judged on it.",
        commands=RECOMMEND),
    Arg("node_link_gbit_s", "--node-link-gbit", float, "The speed of the link between your machines in Gbit/s "
        "(10GbE: 10); the network time of a split over them is at this speed.", ge=1, le=100_000,
        metavar="GBIT_S", commands=RECOMMEND),
    Arg("gpu_only", "--gpu-only", bool, "With {gpu_preference}: keep that card even where one machine of another "
        "card holds the work (a chat's 'only H100'); the one-machine plan is then named beside the pick.",
        switch=True, commands=RECOMMEND),
    Arg("rent_more", "--rent-more", bool, "With --owned: you can rent more cards; where yours hold the model only in "
        "4-bit, the smallest rented machine that holds it in 8-bit is named beside the pick.", switch=True,
        commands=RECOMMEND),
    Arg("rent_instead", "--rent-instead", bool, "With --owned: you will rent instead where your cards cannot do it; "
        "where they miss the deadline or do not hold the work, rentals are ranked and yours said beside.",
        switch=True, commands=RECOMMEND),
    Arg("lang", "--lang", str, "Answer language (zh-Hant: Traditional script).", choices=LANGS, default="en",
        commands=RECOMMEND, into="language"),
    Arg("top", "--top", int, "How many ranked instances.", ge=1, le=50, default=10, commands=RECOMMEND, into=""),
    Arg("exclude_marketplace", "--no-marketplace", bool, "Leave out marketplace offers (Vast, Hyperbolic, Akash) and "
        "brokers' resales (Shadeform, Prime Intellect).", switch=True, commands=RECOMMEND),
    Arg("max_nodes", "--max-nodes", int, "Keep the plan on at most this many machines (\"one node\": 1); plans that "
        "span more are left out.", ge=1, le=64, metavar="N", commands=RECOMMEND),
    Arg("personal_use", "--personal", bool, "A personal or hobby deployment (no SLA): consumer cards and marketplace "
        "offers may serve it.", switch=True, commands=RECOMMEND),
    Arg("usage_hours_per_day", "--hours-per-day", float, "Hours a day the service runs (the rest of the day it is "
        "stopped): a serving month is priced at these hours × 30.4 days instead of 730 h; with --serving-hours, each "
        "day of the rental at these hours.", ge=1, le=24, metavar="H",
        commands=RECOMMEND),
    Arg("usage_days_per_week", "--days-per-week", float, "Days a week the service runs (weekdays: 5): with "
        "{usage_hours_per_day}, a serving month is priced at those hours × these days × 4.345 weeks (9 h on 5 days: "
        "196 h).", ge=1, le=7, metavar="D", commands=RECOMMEND),
    Arg("serving_hours", "--serving-hours", float, "Serving for a stated time, then stopped (a 2-day demo: 48): "
        "priced as the total for those hours, not a month; with --hours-per-day, the days × those hours (48 at 12 h a "
        "day: 24 h billed).", ge=1, le=720, metavar="H", commands=RECOMMEND),
    Arg("data_residency", "--data-residency", bool, "Treat {regions} as a data-residency rule (the data must stay "
        "there): relaxed last, after {budget}; a plan outside is only an aside.", switch=True,
        commands=RECOMMEND),
    Arg("owned_gpus", "--owned", bool, "The stated GPUs ({gpu}, {num_gpus}) are your own: answered as running on them "
        "(fits, how, how fast), a rental only as a labelled second option.", switch=True, commands=RECOMMEND),
)

BY_NAME: dict[str, Arg] = {a.name: a for a in FIELDS}

# Workload fields `workload_from_flags` fills from other arguments (argument → field).
DERIVED: dict[str, str] = {"budget_per_hour": "budget", "budget": "budget", "deadline_hours": "deadline_days",
                           "train_tokens": "train_tokens", "gpu_preference": "gpu_preference"}
# Workload fields no flag sets, and why (the conversation reads them from a message; a flag for one is
# added to FIELDS, and a new Workload field must land in FIELDS, DERIVED or here: a test checks).
NOT_FLAGS: dict[str, str] = {
    "cuda_needed": "CUDA or NVIDIA said as a need ('CUDA only', 'CUDA-only kernels', 'NVIDIA only', 'no AMD', or in "
                   "Chinese), read from the chat: AMD cards are left out (tools.compat.rocm_problem)",
    "rocm_named": "AMD or ROCm said as a stack the user runs or accepts ('on AMD GPUs', 'our stack is ROCm', or in "
                  "Chinese), read from the chat: it lifts the stack preference for CUDA (tools.ranking."
                  "STACK_PREFERENCE); --gpu MI300X names the card itself",
    "embed_queries": "an embedding endpoint's requests said to be search queries ('500 queries a second', QPS, or in "
                     "Chinese), read from the chat with the embedding rate (advisor.core.embed_queries_read): an unstated "
                     "request length is a query's (tools.embedding.QUERY_TOKENS); --prompt-tokens sets it on the CLI",
    "no_nvlink": "no NVLink said of the cards ('no NVLink', 'PCIe only', or in Chinese), read from the chat "
                 "(advisor.core.no_nvlink_read): a bridge card's tensor parallel timed over PCIe (tools.pcie_only)",
    "spend_no_object": "money said to be no object beside the speed ('money no object', or in Chinese), read "
                       "from the chat with the priority (advisor.core.extract_rules.read_intents): \"fastest\" serving "
                       "leads with the fastest plan, never a far cheaper one about as fast (tools.recommend.within_band)",
    "speed_for_money": "speed asked as value for money beside \"fastest\" ('fastest that's worth paying for', or in "
                       "Chinese), read from the chat with the priority (advisor.core.extract_rules.read_intents): a sized "
                       "job stops at the value knee (tools.recommend.fastest_knee); a plain \"fastest\" does not",
    "reliable": "reliability or stability said of the plan ('cheapest reliable', or in Chinese), read from the chat "
                "(advisor.core.reliable_pick_read): a memory-headroom floor on a serving pick (tools.recommend)",
    "batch_monthly_items": "a one-off batch's new items a month after it, read with the corpus ('re-embed 20M once + "
                           "2M new a month', or in Chinese): its monthly cost beside the one-off (tools.corpus_increment)",
    "prompt_new_tokens": "a code completion's prompt tokens computed anew each request, the rest of the file context "
                         "from the prefix cache, read with the completion's shape (tools.completion_load); a chat's new turn "
                         "after its stated history or system prompt (tools.chat_prefix)",
    "peak_weeks": "the weeks a serving load peaks in a term or year ('only the two weeks of finals'; a peak of days as "
                  "a fraction: 'the 3 days after results' = 3/7), read from the chat (advisor.core.peak_weeks_read); the "
                  "peak fleet is priced for them (tools.peak_season)",
    "peak_period": "the period the peak weeks recur in (a term, else a year), read with peak_weeks",
    "peak_users_online": "the thread's earlier people online kept as the peak load when a follow-up says the peak lasts "
                         "only some weeks and gives the everyday load (tools.followup.peak_season_patch), or the peak "
                         "load said beside an everyday one in the same message ('normally 300 online, the 2 sale days "
                         "20,000': advisor.core.peak_weeks_read)",
    "peak_concurrency": "as peak_users_online, for a load said as requests at once",
    "avoid_prc_models": "models from PRC developers ruled out ('no mainland-China model', or in Chinese), read from the "
                        "chat (advisor.core.model_origin_read); the thread's PRC model is swapped for the nearest "
                        "non-PRC one (tools.model_origin.to_non_prc)",
    "serving_budget": "a running service's budget said beside a one-off job's ('$1,500 one-off for the embedding run, "
                      "$800/month to run search'), read from the chat (advisor.core.extract_rules.read_budget_r); the "
                      "serving month is held to it (tools.rerank.month_budget)",
    "teacher_params_b": "a logit distillation's teacher, read from the chat (advisor.core.distill_read): its pass over "
                        "the corpus is priced beside the student's training (tools.distill.teacher_pass_hours)",
    "critic_params_b": "PPO's critic said with its own size ('a 3B critic'), read from the chat (advisor.core."
                       "extract_rules.read_rl): its trained states and forward pass (tools.memory, tools.speed)",
    "reward_params_b": "online RL's reward model said with its size ('a 1.5B reward model'), or 0 for a rule-based "
                       "reward, read from the chat (advisor.core.extract_rules.read_rl): its frozen copy and forward "
                       "pass (tools.memory, tools.speed)",
    "rollout_tokens": "an online RL run's generated answers, read from the chat (advisor.core.extract_rules.read_rl): "
                      "priced on the training pick's machine (tools.recommend.rollout_line)",
    "agent_turns": "an agent evaluation run's turns a trajectory, read from the chat (advisor.core.agent_eval_read): the "
                   "agent loop holds the machine (tools.agent_eval.loop_hours); --batch-requests carries the steps",
    "lora_gpu_bytes": "the adapter slots of a multi-LoRA service, computed from the chat's adapter count and rank "
                      "(advisor.core.adapter_note, tools.lora_serving); added to each GPU's memory",
    "lora_host_bytes": "every adapter of a multi-LoRA service kept in host RAM (--max-cpu-loras), computed from the "
                       "chat's adapter count and rank (tools.lora_serving); added to the host's RAM",
    "attention_kernel": "an attention kernel the user's code needs, read from the chat (advisor.core.extract_rules."
                        "read_training_knobs: \"flash attention 3\" / FA3): only cards that run it are ranked "
                        "(tools.compat.attention_kernel_problem)",
    "host_ram_gib": "the system RAM beside an owned card, read from the chat (advisor.core.extract_rules."
                    "read_host_ram): llama.cpp's expert offload for an MoE the card cannot hold (tools.expert_offload)",
    "power_price": "an electricity price per kWh read from the chat (advisor.core.extract_rules.read_power_price): the "
                   "owned cards' power beside the rental line (tools.power), never a budget; --owned answers without it",
    "quoted_price": "the price quoted for the named card or machine, read from the chat (advisor.core.extract_rules."
                    "read_budget_r): the rows of that card (and count and provider, where said) priced at it, the "
                    "listed price said beside it (tools.quoted_price), never a budget",
    "machine_price_said": "the price said right after an Apple box to buy, read from the chat (advisor.core.extract_rules."
                          "read_machine_price): the buy side's price instead of Apple's base list price (tools."
                          "machine_price), never a budget",
    "power_budget_w": "the most watts the user's own box may draw, read from the chat (advisor.core.extract_rules."
                      "read_power_budget): a server to buy, only cards whose TDP sum with the host fits it "
                      "(tools.power.within_power)",
    "index_items": "a RAG's documents to index, read from the chat beside an LLM (advisor.core.extract_stated."
                   "read_rag_stages); the chat sizes the stages under the LLM's answer (advisor.core.service."
                   "side_stages), recommend sizes the LLM",
    "image_tokens": "a VLM request's visual tokens, read from a stated image size in the chat (tools.dataset."
                    "vlm_image_tokens); --prompt-tokens carries a prompt's whole length",
    "commercial_use": "a business use read from the chat (a paid service, customers, e-commerce): it only adds the licence "
                      "line for non-commercial weights (tools.licence), never a filter or a figure",
    "public_service": "a service for customers or the public read from the chat (\"our SaaS\", \"for our "
                      "customers\"): with no load stated it is sized at tools.defaults.PUBLIC_SERVICE_CONCURRENCY at "
                      "once; --concurrency states the load itself",
    "buy_server": "a server to buy, read from the chat (advisor.core.extract_rules.read_on_site: the data may not leave "
                  "the site, or a server bought for the user's own machine room); the plan is worded as a purchase "
                  "(tools.recommend.server_to_buy)",
    "located": "where the user is (\"we're in Singapore\"), read from the chat as context, never a filter; --region "
               "is the filter",
    "dataset": "a data set is told in words (examples, epochs, tokens per example); --train-tokens is the flag form",
    "modality": "non-LLM workloads are answered with a scope note in the chat, not sized by flags",
    "target_requests_per_s": "the chat's requests-per-second target (it asks for concurrency from it); "
                             "--target-tps is the flag form",
    "requests_per_day": "a chat's messages a day, told in words ('30k messages a day'); --concurrency is the flag form",
    "requests_per_user_per_day": "each user's messages a day, told in words ('each sends 15 a day'); --concurrency is "
                                 "the flag form",
    "message_interval_s": "how often each online user sends a message, told in words ('a message every 30 s each'); "
                          "--concurrency is the flag form",
    "peak_to_average": "a busiest time said as a multiple of the average, told in words; --concurrency is the flag form",
    "target_ttft_ms": "a first-token latency the chat records and states back; not sized yet",
    "ttft_percentile": "the percentile a first-token limit names ('p95 first token < 1 s'), read in words beside it",
    "flash_attention": "on by default (tools.defaults) and no surface turns it off yet",
    "batch_period": "a recurring batch ('10 million a day', '2 million titles every day') is told in words; the embedding "
                    "answer prices it per period and per month; --batch-requests is one job",
    "batch_every": "a recurring batch run every N periods ('every 2 weeks', 'biweekly', 'every 3 days') is told in words; "
                   "its month holds 1/N of the period's runs; --batch-requests is one job",
    "checked_gpu": "a card asked about in words ('a 4090 should be enough, right?'), checked beside a free ranking; "
                   "a flag names a card to filter on (--gpu-preference), so a question has no flag form",
    "credits": "free or prepaid credits on a provider, told in words ('we have $5k of credits on GCP'); --provider "
               "is the flag form of keeping to it",
    "owner_rule": "a rule on who owns the provider, told in words ('no US-owned providers'); it sets --provider's list "
                  "(tools.owners), which is the flag form of the same filter",
    "thinking_use": "what a switchable reasoning model's answers are for (a chat assistant, coding, maths), read from "
                    "the use in words; --thinking/--no-thinking is the flag form of the mode it plans",
    "output_with_thinking": "a batch item's length said as its whole output ('about 2,000 output tokens each') on a "
                            "reasoning model, read from the words; --output-tokens is the flag form of a length",
    "trace_task": "the kind of task a reasoning model's answers are for (homework tutoring, support vs competition maths, "
                  "code), read from the use in words; it sets the trace length (tools.trace_length); --output-tokens is "
                  "the flag form of a length",
    "reasoning_effort": "a reasoning model's effort level said in words ('reasoning low', 'Reasoning: high'), which "
                        "sets the thinking tokens an answer is sized for; --output-tokens is the flag form of a length",
    "checked_gpu_count": "the count said with a card asked about ('do we need 8xH100?'); see checked_gpu",
    "runs_now": "a symptom told in words ('it keeps OOMing on our 4 × A10G', in Chinese too) on the box the user "
                "already runs; it lets the weights below the stated precision be tried on that box (tools.routes), "
                "so it has no flag form",
    "asks_nodes": "a question in words ('do we need multiple nodes?'), answered before the plan; --max-nodes is the "
                  "flag form of a limit on machines, so a question has no flag form",
    "api_input_tokens_month": "a hosted API's monthly input tokens, told in words ('3B input and 0.5B output tokens a "
                              "month to the DeepSeek API', advisor.core.api_volume_read); its bill is set against "
                              "self-hosting (tools.api_compare); the serving load is the batch reader's",
    "api_output_tokens_month": "as api_input_tokens_month, the output tokens",
    "api_bill": "a hosted API's bill a month said in words ('we pay ~$3k/month to OpenAI', advisor.core."
                "api_volume_read), set against self-hosting (tools.api_compare); never a budget",
    "api_provider": "the hosted API's provider named beside its volume or bill (advisor.core.api_volume_read)",
    "api_model": "the hosted API's model named beside its volume or bill (advisor.core.api_volume_read)",
    "voice_asked_tokens_per_s": "a voice agent's per-call speed above what speech needs, told in words ('we need 200 "
                                "tokens/sec per call'); the agent is sized at the need (tools.voice_speed) and "
                                "--target-tps-per-user is the flag form of a floor",
    "voice_speed_assumed": "a voice agent with no per-call speed stated, sized at what speech needs (tools.voice_speed) "
                           "and said as assumed; --target-tps-per-user states a floor instead",
    "checked_provider": "a provider asked about in words ('is RunPod the cheapest?'), compared beside a free ranking; "
                        "--provider keeps to one, so a question has no flag form",
}

# The NOT_FLAGS fields that change what an answer ranks: a command line cannot carry them, so a line written for an
# answer that used one says so (advisor.core.export).
UNCARRIED: tuple[str, ...] = ("agent_turns", "teacher_params_b", "rollout_tokens", "critic_params_b", "reward_params_b",
                              "image_tokens", "target_requests_per_s",
                              "batch_period", "batch_every", "modality", "requests_per_day", "requests_per_user_per_day",
                              "peak_to_average", "message_interval_s", "thinking_use",
                              "reasoning_effort", "trace_task", "output_with_thinking")


# Where a flag takes less than its Workload field does, and why (a test holds the rest equal): the chat reads values no
# flag offers, and tools.defaults.validate refuses what neither may hold with its own words.
NARROWER: dict[str, str] = {
    "kv_precision": "a KV cache is held in 16-bit or FP8 (the engines' kv_cache_dtype); the field takes any Precision "
                    "so that one reader parses both formats",
    "zero_stage": "the field is checked by tools.defaults.validate (\"zero stage must be 0, 1, 2 or 3\"), the flag "
                  "by its range",
    "target_tokens_per_s_per_user": "the field refuses 0 and more than a million tokens/s; the flag states no range",
    "min_gpu_memory_gib": "a flag takes whole gigabytes from 1; the field takes any positive size a message states",
    "asked_gpu_memory_gib": "as min_gpu_memory_gib",
    "max_gpu_memory_gib": "as min_gpu_memory_gib",
    "node_link_gbit_s": "a flag takes 1 Gbit/s and up; the field takes any positive speed a message states",
}


def field_metadata(fields: tuple[Arg, ...] = FIELDS) -> dict[str, dict[str, Any]]:
    """Each Workload field an argument fills → that argument's declaration, as the field's `json_schema_extra`:
    `x-argument` (the JSON/MCP name), `x-flag`, `x-help`, `x-default` (the default note), `x-choices`, `x-minimum`,
    `x-maximum` and `x-commands`. tools.schema attaches it when the Workload model is built, so the model carries
    what this table declares (`Workload.model_fields[...]`, `Workload.model_json_schema()`) and nothing is written
    twice. A field filled from another argument (`DERIVED`: budget → budget_per_hour) carries that argument's."""
    by_field = {a.field: a for a in fields if a.field}
    by_name = {a.name: a for a in fields}
    spell = {a.name: a.name for a in fields}
    out: dict[str, dict[str, Any]] = {}
    for field in (*by_field, *(f for f in DERIVED if f not in by_field)):
        a = by_field.get(field) or by_name[DERIVED[field]]
        extra: dict[str, Any] = {"x-argument": a.name, "x-flag": a.flag, "x-help": a.help.format(**spell),
                                 "x-commands": sorted(a.commands)}
        if a.default_note:
            extra["x-default"] = a.default_note.format(**spell)
        if a.choices:
            extra["x-choices"] = list(a.choices)
        extra |= {k: v for k, v in (("x-minimum", a.ge), ("x-maximum", a.le)) if v is not None}
        out[field] = extra
    return out


def fields_for(command: Command, fields: tuple[Arg, ...] = FIELDS) -> tuple[Arg, ...]:
    """The arguments one command takes, in declaration order (the order `--help` lists them)."""
    return tuple(a for a in fields if command in a.commands)


def _error(message: str, code: str, **args: Any) -> Exception:
    """A WorkloadError with its English text and its fact (code and args; advisor/core/messages/workload_error.py)."""
    from tools.defaults import WorkloadError

    return WorkloadError(message, code=code, args=args)


def _train_tokens(value: float) -> int:
    if not (math.isfinite(value) and 1 <= value <= MAX_TRAIN_TOKENS):  # 0.4 is no token count (was "got 0")
        raise _error(f"train-tokens must be a number from 1 to {MAX_TRAIN_TOKENS:.0e} (got {value:g})",
                     "workload_error.train_tokens", most=MAX_TRAIN_TOKENS, value=value)
    return int(value)


def _budget(v: Mapping[str, Any]) -> dict[str, Any]:
    """`budget` + `budget_per` + `currency` as the Workload holds them: per hour in `budget_per_hour`
    (the contract since v1), any other period in `budget`."""
    from tools.schema import Budget, Money

    amount, per, currency = v.get("budget"), v.get("budget_per"), v.get("currency") or "USD"
    if amount is None:
        if per is not None:
            raise _error("--budget-per (budget_per) needs --budget (budget), an amount", "workload_error.budget_per_alone")
        return {}
    if per in (None, "hour"):
        return {"budget_per_hour": Money.model_validate({"amount": amount, "currency": currency})}
    return {"budget": Budget.model_validate({"amount": amount, "currency": currency, "per": per})}


REFERENCE_METHODS = ("dpo", "ipo", "kto")  # the methods with a frozen reference model (tools.schema Preference)
PREFERENCE_TASKS = ("lora", "qlora", "full_finetune", "finetune")  # a preference method trains a tuned model


# a refusal of flags that cannot go together: its English text, its code (advisor/core/messages/workload_error.py) and args
Conflict = tuple[str, str, dict[str, Any]]


def preference_conflict(v: Mapping[str, Any]) -> Conflict | None:
    """Why a preference method's arguments cannot go together (`--task inference
    --preference dpo` was answered as "DPO (serving)", `--reference-precomputed` alone or with orpo accepted without a
    word), as `--batch-work` without `--batch-requests` is refused: a preference method is a fine-tune (serving and
    pretraining have no preference pairs), and only DPO, IPO and KTO have a reference whose log-probs can be
    precomputed (ORPO and SimPO have none: Hong et al. 2024; Meng et al. 2024). None when they fit."""
    pref, task = v.get("preference"), v.get("task")
    if pref is not None and task is not None and task not in PREFERENCE_TASKS:
        return (f"--preference (preference) {pref} needs a fine-tune --task (task): one of "
                f"{', '.join(PREFERENCE_TASKS)}, not {task}", "workload_error.preference_task",
                {"pref": pref, "tasks": ", ".join(PREFERENCE_TASKS), "task": task})
    if v.get("reference_precomputed") and pref not in REFERENCE_METHODS:
        said = f"--preference {pref} has no reference model" if pref else "no --preference (preference) was given"
        return (f"--reference-precomputed (reference_precomputed) needs --preference (preference) "
                f"{', '.join(REFERENCE_METHODS[:-1])} or {REFERENCE_METHODS[-1]}: {said}",
                "workload_error.reference_method" if pref else "workload_error.reference_no_preference",
                {"methods": ", ".join(REFERENCE_METHODS[:-1]), "last": REFERENCE_METHODS[-1]} | ({"pref": pref} if pref else {}))
    return None


def provider_conflict(v: Mapping[str, Any]) -> Conflict | None:
    """A cloud both kept to and left out (`--provider aws --exclude-provider aws`): refused naming it, never answered
    with "no priced offer from AWS fits" beside an exclusion marked "not checked" (both false). None when apart."""
    kept = {str(p).strip().lower() for p in v.get("providers") or []}
    both = sorted(kept & {str(p).strip().lower() for p in v.get("excluded_providers") or []})
    if not both:
        return None
    return (f"--provider (providers) and --exclude-provider (excluded_providers) both name {', '.join(both)}: "
            "keep to a cloud or leave it out, not both", "workload_error.provider_both", {"names": ", ".join(both)})


# how long a service runs: no meaning for a training job
SERVING_ONLY = ("serving_hours", "usage_hours_per_day", "usage_days_per_week")


def inapplicable(v: Mapping[str, Any]) -> Conflict | None:
    """An argument that cannot apply to the rest, refused rather than silently dropped: --owned
    with no card named (whose cards?), and a service's running hours on a training task (a fine-tune is sized by its
    data and --deadline-days, not hours of serving)."""
    from tools.schema import TRAINING_TASKS

    if v.get("owned_gpus") and not (v.get("gpu") or v.get("gpu_preference")):
        return (f"{BY_NAME['owned_gpus'].flag} needs {BY_NAME['gpu'].flag}: name the cards you own (and their count with "
                f"{BY_NAME['num_gpus'].flag}), or leave it out to be told what to rent", "workload_error.owned_without_gpu",
                {"owned": BY_NAME["owned_gpus"].flag, "gpu": BY_NAME["gpu"].flag, "num": BY_NAME["num_gpus"].flag})
    said = [n for n in SERVING_ONLY if v.get(n) is not None]
    if said and v.get("task") in TRAINING_TASKS:
        flags = " and ".join(BY_NAME[n].flag for n in said)
        return (f"{flags} {'apply' if len(said) > 1 else 'applies'} to serving, not to a {v['task']} job: a training "
                f"run is sized by its data ({BY_NAME['train_tokens'].flag}) and {BY_NAME['deadline_days'].flag}; "
                "leave them out", "workload_error.serving_only",
                {"flags": [BY_NAME[n].flag for n in said], "task": v["task"], "tokens": BY_NAME["train_tokens"].flag,
                 "days": BY_NAME["deadline_days"].flag})
    return None


def workload_from_flags(values: Mapping[str, Any], command: Command = "recommend", *,
                        gpu_name: Callable[[str], str] | None = None, fields: tuple[Arg, ...] = FIELDS) -> Workload:
    """The Workload a surface's arguments describe, checked (`tools.defaults.validate`): the one mapping
    from flags to fields, so the CLI, MCP and LangChain cannot drift.

    `values` are argument names → values (None, () and [] mean not given); an unknown name is refused.
    `gpu_name` turns a loosely spelled GPU into its catalog name (a catalog lookup, so the caller's)."""
    from tools.defaults import validate
    from tools.schema import Workload

    allowed = {a.name: a for a in fields_for(command, fields)}
    unknown = sorted(set(values) - set(allowed))
    if unknown:
        raise _error(f"unknown argument(s) for {command}: {', '.join(unknown)}; accepted: {', '.join(allowed)}",
                     "workload_error.unknown_arguments", command=command, unknown=", ".join(unknown),
                     accepted=", ".join(allowed))
    v: dict[str, Any] = {k: (list(x) if isinstance(x, tuple) else x)
                         for k, x in values.items() if x is not None and x != () and x != []}
    for name in ("output_tokens", "batch_work", "batch_item"):
        if v.get(name) is not None and v.get("batch_requests") is None:
            flag = BY_NAME[name].flag
            raise _error(f"{flag} ({name}) needs --batch-requests (batch_requests): online serving is "
                         "sized by --seq-len and --concurrency", "workload_error.batch_flag_alone", flag=flag, name=name)
    conflict = preference_conflict(v) or inapplicable(v) or provider_conflict(v)
    if conflict:
        raise _error(conflict[0], conflict[1], **conflict[2])
    out: dict[str, Any] = {allowed[k].field: x for k, x in v.items() if allowed[k].field}
    if isinstance(out.get("model"), str):
        out |= _checkpoint_fields(out["model"], out.get("precision"))
    for key in ("providers", "excluded_providers"):
        if key in out:
            out[key] = [p.lower() for p in out[key]]
    if isinstance(out.get("thinking"), bool):  # on is thinking switched on, never a thinking length (tools.defaults)
        from tools.defaults import thinking_switch

        out |= thinking_switch(out["thinking"])
    if "train_tokens" in v:
        out["train_tokens"] = _train_tokens(v["train_tokens"])
    if "deadline_days" in v:
        from tools.cost import days_to_hours

        out["deadline_hours"] = days_to_hours(v["deadline_days"])
    if command == "recommend":
        out |= _budget(v)
        pref = v.get("gpu_preference") or v.get("gpu")
        out["gpu_preference"] = (gpu_name(pref) if gpu_name else pref) if pref else None
    w = Workload.model_validate(out)
    validate(w)
    return w


def _checkpoint_fields(model: str, precision: str | None) -> dict[str, Any]:
    """A repo id pasted with its weight format ("Qwen/Qwen2.5-72B-Instruct-AWQ"): the model without the suffix and the
    precision it names, unless a precision is passed too (tools.checkpoints). A GGUF repo names no one file: the
    precision must be passed, never the 16-bit default assumed for a 4-bit download."""
    from tools.checkpoints import split_checkpoint

    cp = split_checkpoint(model)
    if cp.suffix is None:
        return {}
    if cp.precision is None and precision is None:
        raise _error(f"{model} is a GGUF repo with one file per quantization: pass precision (q4_k_m, q8_0, q5_k_m …) "
                     f"for the file you run; the model is read as {cp.base}", "workload_error.gguf_precision",
                     model=model, base=cp.base)
    return {"model": cp.base, "precision": precision or cp.precision}


def stated(w: Workload) -> set[str]:
    """The fields the user gave (every other one is a default the answer states as an assumption)."""
    return {k for k, x in w.model_dump().items() if x is not None}


_LITERAL: Any = Literal  # subscripted with a run-time tuple of choices: a type built from the table
_LIST: Any = list


def _annotation(a: Arg) -> Any:
    """The argument's type for pydantic: its choices as a Literal, a list when repeatable, None allowed
    unless it has a default."""
    from pydantic import AfterValidator, BeforeValidator

    from tools.schema import OnOff, distinct_items

    base: Any = _LITERAL[a.choices] if a.choices else OnOff if a.kind is bool else a.kind
    if a.many:  # each value once, at most MAX_LIST_ITEMS of them, as the Workload's lists
        base = Annotated[_LIST[base], BeforeValidator(distinct_items), AfterValidator(distinct_items)]
    return base if a.default is not None else base | None


@functools.cache
def _args_base() -> type[BaseModel]:
    """The base of every generated argument model (built on first use: no pydantic at import time): unknown keys, NaN
    and infinities refused; an unknown key with the name it is near (tools.names: "unknown key 'prvoiders' — did you
    mean 'providers'?"), as a `compare` option nested in MCP's arguments or a LangChain tool's input sends it
    (pydantic's own `extra="forbid"` names no field to use instead)."""
    from pydantic import BaseModel, ConfigDict, model_validator

    from tools.names import refuse_unknown_keys

    class Args(BaseModel):
        model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

        @model_validator(mode="before")
        @classmethod
        def _known_keys(cls, data: Any) -> Any:
            return refuse_unknown_keys(data, cls.model_fields)

    return Args


def args_model(name: str, command: Command, *, doc: str = "", extra: dict[str, Any] | None = None,
               fields: tuple[Arg, ...] = FIELDS) -> type[BaseModel]:
    """A pydantic model of one command's arguments (the MCP tool's input schema, the LangChain tool's
    args_schema): the same names, choices and limits as the CLI flags, unknown keys, NaN and infinities refused. `extra`: a
    surface's own (name → (type, Field)), e.g. MCP's `markdown`."""
    from pydantic import Field, create_model

    defs: dict[str, Any] = {
        a.name: (_annotation(a), Field(a.default, description=a.words("agent"), ge=a.ge, le=a.le))
        for a in fields_for(command, fields)} | (extra or {})
    model: type[BaseModel] = create_model(name, __base__=_args_base(), __doc__=doc, **defs)
    return model


def contract_table(fields: tuple[Arg, ...] = FIELDS) -> str:
    """The workload arguments as the markdown table docs/CONTRACTS.md holds (a test compares the two)."""
    lines = ["| argument (JSON, MCP, LangChain) | CLI flag | commands | accepted |", "| --- | --- | --- | --- |"]
    for a in fields:
        kind = {str: "text", int: "whole number", float: "number", bool: "on/off"}[a.kind]
        accepted = (", ".join(a.choices) if a.choices else f"{kind}, repeatable" if a.many else "flag" if a.switch
                    else kind)
        if a.ge is not None or a.le is not None:
            accepted += f" {a.ge:,}–{a.le:,}"
        if a.default is not None:
            accepted += f", default {a.default}"
        commands = "estimate, recommend" if a.commands == BOTH else "recommend"
        lines.append(f"| `{a.name}` | `{a.flag}` | {commands} | {accepted} |")
    return "\n".join(lines)
