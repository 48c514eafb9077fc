"""The pydantic models every calculator takes and returns.

Units (docs/SOURCES.md "Units"): bytes inside; estimates are shown in GB = 10**9 bytes, as the
seeds do (7B fp16 = 14 GB); a card's capacity is stored in bytes from its real size (an
"80 GB" A100 holds 80 GiB). Money always carries its currency.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import Annotated, Any, Literal, Union

from pydantic import (
    AfterValidator,
    AliasChoices,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PrivateAttr,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    ValidationInfo,
    computed_field,
    field_validator,
    model_serializer,
    model_validator,
)

from tools.floors import MAX_ANSWER_S, MAX_CREDITS, MAX_REQUESTS_PER_S, MIN_ANSWER_S, MIN_REQUESTS_PER_S
from tools.workload_fields import field_metadata

Task = Literal["inference", "lora", "qlora", "full_finetune", "pretrain", "finetune"]  # finetune: method left to the defaults
Precision = Literal["fp32", "fp16", "bf16", "fp8", "int8", "int4",
                    "nf4", "awq", "gptq", "mxfp4", "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q3_k_m", "q2_k"]
Framework = Literal["hf", "torchtune", "unsloth", "deepspeed", "vllm", "sglang", "tgi", "llama.cpp", "torchtitan", "trtllm"]
# science: biomolecular structure, docking and affinity models (AlphaFold, Boltz, Chai-1), never sized as a chat LLM
Modality = Literal["llm", "diffusion", "speech", "embedding", "vision", "music", "science"]
# what a switchable reasoning model's answers are for (tools.defaults.thinking_planned_off): general dialogue, reasoning
# work (maths, code, agents), or thinking switched on in so many words
ThinkingUse = Literal["dialogue", "reasoning", "latency", "on"]
# a reasoning model's effort level (gpt-oss's "Reasoning: low / medium / high"), which sets its thinking length
ReasoningEffort = Literal["low", "medium", "high"]
# the kind of task a reasoning model's answers are for, which sets its trace length where a source measures the two
# apart (tools.trace_length): short (school maths, tutoring, support, labels, extraction) or hard (competition maths, code)
TraceTask = Literal["short", "hard"]
BudgetPer = Literal["hour", "day", "week", "month", "quarter", "year", "total"]
Optimizer = Literal["adamw", "adamw_8bit", "sgd"]
Billing = Literal["on_demand", "spot", "reserved"]
Currency = Literal["USD", "CNY", "TWD", "HKD", "EUR", "JPY", "GBP", "SGD", "AUD", "CAD", "CHF", "KRW", "INR", "MYR",
                   "THB", "MOP", "BRL"]  # every code catalog/data/fx.csv has a rate for (a code with no rate is refused openly)
Priority = Literal["balanced", "fastest", "cheapest"]
BatchPeriod = Literal["day", "week", "month"]
# What a batch job does to each item and what the item is, as the user states them (tools.defaults sizes an item
# from them when its length is not stated: docs/RECOMMENDER.md "Batch items with no length")
BatchWork = Literal["classify", "translate", "summarize", "extract", "generate"]
BatchItem = Literal["short", "document"]
Checkpointing = Literal["none", "selective", "full"]
# preference training: DPO, IPO and KTO score the policy against a frozen reference model; ORPO and SimPO have none;
# PPO (online RL, actor-critic) keeps four models: the trained actor and critic, a frozen reference and reward model;
# GRPO (critic-free online RL) keeps the trained policy and a frozen reference for its KL term, and a reward model only
# where one is said
Preference = Literal["dpo", "ipo", "kto", "orpo", "simpo", "rm", "ppo", "grpo"]
Redundancy = Literal["machines", "zones"]
Lang = Literal["en", "zh", "zh-Hant"]  # zh-Hant: answered in Traditional script (OpenCC at render time)

TASKS: tuple[str, ...] = ("inference", "lora", "qlora", "full_finetune", "pretrain", "finetune")
PRECISIONS: tuple[str, ...] = ("fp32", "fp16", "bf16", "fp8", "int8", "int4",
                               "nf4", "awq", "gptq", "mxfp4", "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q3_k_m", "q2_k")
FRAMEWORKS: tuple[str, ...] = ("hf", "torchtune", "unsloth", "deepspeed", "vllm", "sglang", "tgi", "llama.cpp",
                               "torchtitan", "trtllm")
GGUF_FORMATS: tuple[str, ...] = ("q8_0", "q6_k", "q5_k_m", "q4_k_m", "q3_k_m", "q2_k")  # llama.cpp file types
MODALITIES: tuple[str, ...] = ("llm", "diffusion", "speech", "embedding", "vision")
BUDGET_PERS: tuple[str, ...] = ("hour", "day", "week", "month", "quarter", "year", "total")
OPTIMIZERS: tuple[str, ...] = ("adamw", "adamw_8bit", "sgd")
BILLINGS: tuple[str, ...] = ("on_demand", "spot", "reserved")
TRAINING_TASKS = frozenset({"lora", "qlora", "full_finetune", "pretrain", "finetune"})


class WorkKind(StrEnum):
    """What the rented machines do, which decides how offers are sized and ranked
    (tools.defaults.kind_of resolves it; tools.kinds.POLICIES holds each kind's policy)."""

    SERVING = "serving"  # online users wait on each token
    BATCH = "batch"  # N offline requests, no one waiting on a single answer
    SIZED_TRAINING = "sized_training"  # training with a known token count: a job with a cost and an end
    OPEN_TRAINING = "open_training"  # training with no token count: priced per training token

GB = 10**9
GiB = 2**30


MsgScalar = str | int | float | bool | None
MsgArg = Union[str, int, float, bool, None, "Msg", Sequence[Union[str, int, float, "Msg"]],  # a list: joined in words
               dict[str, MsgScalar]]  # a small record of figures the wording reads by key (a batch's time, servers)
LITERAL = "literal"  # the code of a text given whole (the previous {en, zh} shape, or a test's own words)
WordingFn = Callable[["Msg", str], str]
_wording: list[tuple[WordingFn, Callable[[str], bool]]] = []


def install_wording(word: WordingFn, knows: Callable[[str], bool]) -> None:
    """Install the function that words a Msg (advisor.core.messages does at import, as gettext.install does):
    tools/ states facts and never imports advisor/, so the wording reaches Msg.text by this inversion."""
    _wording[:] = [(word, knows)]


def _word(msg: Msg, lang: str) -> str:
    if not _wording:
        raise RuntimeError(f"no wording installed for message {msg.code!r}: import advisor.core.messages (it installs "
                           "the message catalog) before reading a Msg's text")
    return _wording[0][0](msg, lang)


_NO_ARGS: Any = object()  # Msg.__init__: no `args` given
_PLAIN_ARG_TYPES = frozenset({str, int, float, bool, type(None)})


def _plain_args(args: dict[Any, Any]) -> bool:
    """Every key a str and every value exactly one of the scalar types of MsgArg or a Msg (no subclass, no sequence):
    what validation would keep as it is."""
    return all(type(k) is str and (type(v) in _PLAIN_ARG_TYPES or type(v) is Msg) for k, v in args.items())


class Msg(BaseModel):
    """A fact to be worded: a message-catalog code and its arguments (numbers, ids, names, nested facts).

    The calculators state facts; advisor/core/messages words them in English and Chinese (docs/ARCHITECTURE.md
    "Words in one layer"). `text`, `en` and `zh` read the installed catalog. Serialized as {code, args, en, zh};
    the previous shape {en, zh} (stored answers) still validates, as a literal text."""

    code: str
    args: dict[str, MsgArg] = Field(default_factory=dict)

    def __init__(self, /, **data: Any) -> None:
        """Validated as any model, except the common case the calculators build by the thousand per answer (a `code`
        string and, if any, an `args` dict of str keys whose values are exactly str, int, float, bool, None or a Msg):
        there validation would return those same values in a new dict, so that dict is made here directly (about half
        the time of a validated Msg). Anything else, subclasses and stored shapes included, is validated."""
        code, args = data.get("code"), data.get("args", _NO_ARGS)
        if type(self) is Msg and type(code) is str and len(data) == (1 if args is _NO_ARGS else 2) and \
                (args is _NO_ARGS or (type(args) is dict and _plain_args(args))):
            _set = object.__setattr__
            _set(self, "__dict__", {"code": code, "args": {} if args is _NO_ARGS else dict(args)})
            _set(self, "__pydantic_fields_set__", set(data))
            _set(self, "__pydantic_extra__", None)
            _set(self, "__pydantic_private__", None)
            return
        super().__init__(**data)

    @model_validator(mode="before")
    @classmethod
    def _texts_as_literal(cls, data: Any) -> Any:
        """{en, zh} alone (an answer stored by the previous version), or a stored code the installed catalog
        no longer words, keeps its stored texts as a literal."""
        if not isinstance(data, dict) or "en" not in data:
            return data
        texts = {"en": data["en"], "zh": data.get("zh", data["en"])}
        code = data.get("code")
        if code is None or (_wording and not _wording[0][1](str(code))):
            return {"code": LITERAL, "args": texts}
        return {k: v for k, v in data.items() if k not in ("en", "zh")}

    def text(self, lang: str = "en") -> str:
        """English, or the Chinese text for "zh" and "zh-Hant" (the renderer converts the script)."""
        return _word(self, "zh" if lang.startswith("zh") else "en")

    def says(self, code: str) -> bool:
        """Does this message, or one nested in its arguments, carry `code`?"""
        return self.code == code or any(isinstance(a, Msg) and a.says(code) for a in self.args.values())

    def find(self, code: str) -> Msg | None:
        """The first message carrying `code`: this one, else one nested in its arguments, lists of them included."""
        if self.code == code:
            return self
        for a in self.args.values():
            for m in a if isinstance(a, list | tuple) else (a,):
                got = m.find(code) if isinstance(m, Msg) else None
                if got is not None:
                    return got
        return None

    @computed_field(repr=False)  # type: ignore[prop-decorator]  # serialized beside code, args: JSON keeps {en, zh}
    @property
    def en(self) -> str:
        return _word(self, "en")

    @computed_field(repr=False)  # type: ignore[prop-decorator]
    @property
    def zh(self) -> str:
        return _word(self, "zh")


class Money(BaseModel):
    """An amount with its currency (conversion only through tools.cost, at a stated rate)."""

    amount: float
    currency: Currency = "USD"


class QuotedPrice(BaseModel):
    """A price the user quotes for the card or machine they name ("nebius has 8xH200 for $28/hr", 报价每小时 28 美元,
    每卡每小時 NT$90): that machine's price in the answer (tools.quoted_price), never a budget."""

    amount: float
    currency: Currency = "USD"
    per: Literal["hour", "month"] = "hour"
    scope: Literal["gpu", "machine"] = "machine"  # per GPU ("$3.50 per GPU-hour", 每卡) or for the whole machine
    said: str = ""
    gpus: int | None = None  # the GPUs of the machine quoted ("8xH200 for $28/hr": 8), where said beside its card
    term_months: float | None = Field(default=None, gt=0, le=60, description="the rental term said with the quote "
                                      "(\"on a 3-month reserved term\": 3, a yearly plan: 12, monthly: 1): the "
                                      "verdict totals the quote and the catalog over that term (tools.quoted_price)")


class Budget(BaseModel):
    """A stated budget: an amount of money per hour, day, week, month, quarter, year or for the whole job."""

    amount: float
    currency: Currency = "USD"
    per: BudgetPer = "hour"
    asked: bool | None = Field(default=None, description="(true or absent) the user asks whether this budget is "
                               "enough (\"is $3k a month enough?\", in Chinese too): the headline answers yes, no, or "
                               "the quote it depends on")
    gpu_hour: float | None = Field(default=None, gt=0, description="a budget said per GPU-hour (\"$2 per GPU-hour for "
                                   "8x H100\", a yuan figure per card-hour in Chinese): that figure as said; "
                                   "`amount` is it × `gpus` an hour")
    gpus: int | None = Field(default=None, ge=1, description="the GPUs a per-GPU-hour budget is multiplied by (the count "
                             "said for the machine; 1 when none is said)")
    # the hours a day the served work runs (Workload.usage_hours_per_day), set by tools.constraints.effective_budget:
    # a service stopped the rest of the day spends a daily or monthly budget over those hours only (not a field: the
    # budget as stated is amount / currency / per)
    _hours_a_day: float | None = PrivateAttr(default=None)
    # the days a week it runs (Workload.usage_days_per_week: weekdays 5): a week's, month's or year's budget is spent
    # on those days only (tools.schedule.period_hours)
    _days_a_week: float | None = PrivateAttr(default=None)
    # the hours a service is rented for (Workload.serving_hours, "for 2 days": 48), set by effective_budget: a total
    # budget on it bounds those hours' bill, as a total bounds a job's cost
    _serving_hours: float | None = PrivateAttr(default=None)
    # the runs of a recurring batch in the budget's period (Workload.batch_period "day" under a monthly budget: 30.4),
    # set by effective_budget: each run's cost is paid that many times from the period's budget
    _runs: float | None = PrivateAttr(default=None)


class OwnerRule(BaseModel):
    """A rule on where the providers' owners are headquartered (tools.owners): `place` a catalog/data/regions.csv tag;
    `only` True keeps the providers owned there ("EU-owned only"), False leaves them out ("no US-owned providers")."""

    place: str = Field(max_length=40)
    only: bool


class Credits(BaseModel):
    """Free or prepaid credits on one provider ("we have $5k of credits on GCP", 有阿里云的代金券): the provider the
    answer prefers, and their amount when stated (tools.credits says what they cover)."""

    provider: str
    amount: float | None = Field(default=None, gt=0, le=MAX_CREDITS)
    currency: Currency = "USD"


class Dataset(BaseModel):
    """A stated training data set. `tools.defaults` turns it into train_tokens through a stated
    tokens-per-unit assumption (changeable by stating `tokens_per_unit`)."""

    # A key it does not know is refused with the name it is near, never dropped: MCP's `dataset: {"epocs": 3}` was
    # costed as one epoch. The docstring above is the schema's description agents read.
    model_config = ConfigDict(extra="forbid")

    amount: float
    unit: Literal["examples", "images", "tokens", "audio_hours"] = "examples"
    epochs: float | None = None
    tokens_per_unit: float | None = None
    sequences_per_unit: float | None = Field(default=None, description="DPO-style pairs: 2 (chosen + rejected)")

    @model_validator(mode="before")
    @classmethod
    def _known_keys(cls, data: Any) -> Any:
        from tools.names import refuse_unknown_keys

        return refuse_unknown_keys(data, cls.model_fields)


class ModelLicence(BaseModel):
    """One registry model's weights licence (its model card / LICENSE file, read on `as_of`)."""

    model_config = ConfigDict(frozen=True)

    name: str
    commercial: bool  # the licence lets a business use the weights (whatever conditions it adds)
    source: str
    as_of: str
    alternative: str | None = None  # a catalog model of the same kind whose licence allows commercial use
    alternative_licence: str | None = None
    mau_limit: int | None = None  # a commercial licence that stops at this many monthly active users (Llama, Qwen)
    licensor: str | None = None  # who grants the licence past that limit ("Meta", "Alibaba Cloud")
    # a commercial licence free only under this annual revenue in US dollars (the Jamba Open Model License), said as a
    # condition with `alternative` (tools.licence.licence_check); None for a licence with no revenue cap
    revenue_cap: float | None = None
    # a place whose residents the licence grants no rights to (a catalog/data/regions.csv tag: "eu" for the Llama 3.2
    # multimodal and Llama 4 models, whose Acceptable Use Policy excludes anyone domiciled in, or a company with its
    # principal place of business in, the EU; several tags separated by ";": "eu;uk;kr" for the Tencent Hunyuan
    # licences' Territory), the clause that says so, and the permissive model of the same kind
    excluded_place: str | None = None
    excluded_source: str | None = None


class EffortTokens(BaseModel):
    """Thinking tokens an answer is sized for at each of a model's reasoning levels (gpt-oss: low / medium / high)."""

    model_config = ConfigDict(frozen=True)

    low: int
    medium: int
    high: int


class ModelThinking(BaseModel):
    """A reasoning model's thinking (its model card, read on `as_of`): whether it writes a chain of thought before
    every answer by default, the thinking tokens an answer is sized for, and the switch that turns it off (None: it
    cannot be switched off: DeepSeek-R1, QwQ, gpt-oss)."""

    model_config = ConfigDict(frozen=True)

    default: bool
    tokens: int
    source: str
    as_of: str
    switch: str | None = None
    # thinking tokens an answer is sized for at each effort level the model takes (gpt-oss: low / medium / high), when
    # the user states one (Workload.reasoning_effort); the source names where the lengths come from
    effort_tokens: EffortTokens | None = None
    effort_source: str | None = None
    # the non-thinking release of the same model (its model card: Qwen3-235B-A22B-Instruct-2507 beside the Thinking-2507,
    # DeepSeek-V3 beside R1) that "no thinking" moves a plan to when this one has no switch; the source names the card
    sibling: str | None = None
    sibling_source: str | None = None


class ModelArch(BaseModel):
    """A transformer's architecture, enough to count parameters, KV cache and activations."""

    model_config = ConfigDict(frozen=True)

    name: str
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    intermediate: int
    vocab: int
    tied_embeddings: bool = False
    qkv_bias: bool = False
    qk_norm: bool = False
    norms_per_layer: int = 2
    # weight matrices in a dense MLP: 3 for SwiGLU (gate, up, down); 2 for a plain GELU MLP (Falcon, MPT: up, down)
    mlp_matrices: int = 3
    experts: int = 0
    experts_per_token: int = 0
    shared_experts: int = 0
    moe_intermediate: int = 0
    dense_layers: int = 0  # leading dense layers in an MoE stack (DeepSeek first_k_dense_replace)
    q_lora_rank: int = 0  # MLA (DeepSeek-V2/V3)
    kv_lora_rank: int = 0
    qk_rope_head_dim: int = 0
    qk_nope_head_dim: int = 0
    v_head_dim: int = 0
    # DeepSeek Sparse Attention's lightning indexer (DeepSeek-V3.2: config index_head_dim 128): one more key a token a
    # layer, cached in FP8 with one FP32 scale per 128 values (tools.memory.kv_cache_bytes_per_token)
    index_head_dim: int = 0
    sliding_window: int = 0  # tokens kept in the KV cache by windowed layers (0: none)
    sliding_window_layers: int = 0  # how many of `layers` use the window (hybrid attention)
    # Linear-attention layers (Qwen3-Next's Gated DeltaNet, HF config `layer_types` "linear_attention"): a fixed
    # recurrent state per sequence, no KV that grows with the context; the other layers are full attention
    linear_attention_layers: int = 0
    linear_key_heads: int = 0  # config linear_num_key_heads
    linear_value_heads: int = 0  # config linear_num_value_heads
    linear_head_dim: int = 0  # config linear_key_head_dim = linear_value_head_dim
    linear_conv_kernel: int = 0  # config linear_conv_kernel_dim
    # Mamba (selective SSM) layers of a hybrid (AI21 Jamba: attn_layer_period 8, the other 7 of 8 layers Mamba): no KV
    # cache, a fixed state per sequence (tools.ssm_state); d_inner = mamba_expand × hidden
    mamba_layers: int = 0
    mamba_d_inner: int = 0
    mamba_d_state: int = 0  # config mamba_d_state
    mamba_d_conv: int = 0  # config mamba_d_conv
    mamba_dt_rank: int = 0  # config mamba_dt_rank
    # Mamba-2 (tools.mamba2): groups > 0 marks a Mamba-2 mixer (config mamba_n_groups / n_groups), heads its
    # mamba_n_heads; `mamba_parallel`: attention beside Mamba in every layer (Falcon-H1); `mlp_only_layers`: blocks that
    # are an MLP alone (Nemotron-H "-"), the mixer blocks then carry no MLP
    mamba_groups: int = 0
    mamba_heads: int = 0
    mamba_parallel: bool = False
    mlp_only_layers: int = 0
    moe_layer_period: int = 0  # experts in every this-many-th layer only (Jamba expert_layer_period 2); 0: all
    attention_output_gate: bool = False  # q_proj also yields a sigmoid gate on the output (Qwen3-Next): q doubled
    native_precision: str = ""  # the format the weights are released in (DeepSeek-V3: fp8)
    # a release whose INT4 covers the routed experts only, one BF16 scale per this many weights, the rest BF16
    # (Kimi-K2-Thinking: compressed-tensors group 32): tools.memory.weight_bytes; 0 for every other release
    native_int4_group: int = 0
    fp8_checkpoint: str = ""  # the makers' own FP8 checkpoint on the Hub, if any (Qwen/Qwen3-32B-FP8): tools.fp8_default
    # the makers' own 4-bit checkpoint (AWQ / GPTQ-Int4) on the Hub, if any (huggingface.co/Qwen/Qwen2.5-72B-Instruct-AWQ):
    # the lever named for a thin fit on cards the user owns (tools.recommend.owned_margin)
    int4_checkpoint: str = ""
    # where int4_checkpoint is a community checkpoint, not the makers' own: who published it and where it is used
    # (cognitivecomputations/DeepSeek-R1-AWQ); "" for the makers' own. The answer names it as such.
    int4_community: str = ""
    # the model card's warning against quantising these weights, quoted with its source ("" where the card has none):
    # such a model keeps its 16-bit serving plan (tools.precision_lead)
    no_quantise: str = ""
    max_context: int | None = None
    # the most tokens one call may write, where the model card states a limit below the context (Qwen2.5: "generation
    # 8192 tokens"): a longer item is written in sections (tools.dataset.sectioned_answer); None where none is stated
    max_generation: int | None = None
    max_generation_source: str = ""
    native_context: int | None = None  # above this the model needs YaRN rope scaling switched on (Qwen2.5/Qwen3)
    # above this the engine must run the model's long-context attention (Qwen2.5-1M: Dual Chunk Attention past 262,144,
    # config.json dual_chunk_attention_config): tools.rag_lever.needs_long_mode
    dense_context: int | None = None
    modality: str = "llm"
    published_params: int | None = None
    assumed: bool = False  # derived from a size alone
    from_hub: bool = False  # read from the model's config.json on the Hugging Face Hub (tools/hf_config.py)
    vision_tower: bool = False  # a vision-language model sized from its language tower (image tokens are extra)
    # the source reporting that this BF16-trained family overflows in FP16 (inf/NaN activations): it cannot run as FP16
    # on a card without BF16 (tools.fp16_safety); None: no such report
    fp16_unsafe: str | None = None
    source: str = ""
    license: ModelLicence | None = None  # the weights' licence, from the model card (catalog/data/models.json)
    thinking: ModelThinking | None = None  # a reasoning model's thinking per answer (catalog/data/models.json)


class GPUSpec(BaseModel):
    """One accelerator, as one row of catalog/data/gpus.csv."""

    model_config = ConfigDict(frozen=True)

    name: str
    vendor: str = "NVIDIA"
    architecture: str = ""
    compute_capability: str = ""
    memory_gb: float | None = None  # marketing size
    memory_bytes: int | None = None  # real capacity (GiB of the marketing size)
    usable_memory_gib: float | None = None  # what nvidia-smi reports (ECC on); fits are decided on this
    bandwidth_gb_s: float | None = None  # memory bandwidth, GB/s (the catalog column memory_bandwidth_gbps)
    fp32_tflops: float | None = None
    tf32_tflops: float | None = None
    fp16_tflops: float | None = None
    bf16_tflops: float | None = None
    fp8_tflops: float | None = None
    int8_tops: float | None = None
    int4_tops: float | None = None
    nvlink_gb_s: float | None = None  # NVLink bandwidth per GPU, GB/s (the catalog column nvlink_gbps)
    pcie_gen: int | None = None
    ecc: bool | None = None
    mig: bool | None = None
    bf16_support: bool = False
    fp8_support: bool = False
    fp4_support: bool = False
    tdp_w: float | None = None
    form_factor: str = ""
    segment: str = ""
    source: str = ""
    as_of: str = ""
    notes: str = ""

    @property
    def usable_bytes(self) -> int | None:
        """Capacity used for fit decisions: nvidia-smi's total where known, else the nominal size."""
        if self.usable_memory_gib:
            return int(self.usable_memory_gib * GiB)
        return self.memory_bytes

    @property
    def sm(self) -> float:
        """Compute capability as a number (8.9 for sm_89); 0 when unknown."""
        try:
            return float(self.compute_capability)
        except ValueError:
            return 0.0

    @property
    def max_tp(self) -> int:
        """Largest tensor-parallel group this card supports over NVLink/NVSwitch.

        Seed 000 §9 item 2: tensor parallelism for *training* only inside a node over NVLink/NVSwitch (serving
        may use TP over PCIe: tools.parallel).
        SXM/OAM boards connect all 8 GPUs; a PCIe card with an NVLink bridge pairs two; a card
        with no NVLink gets none (1)."""
        ff = self.form_factor.upper()
        if not self.nvlink_gb_s:
            return 1
        if "SXM" in ff or "OAM" in ff or "SUPERCHIP" in ff:
            return 8
        return 2


def distinct_items(v: Any, info: ValidationInfo) -> Any:
    """A list field's values once each (the first spelling kept; case and surrounding space ignored), refused with
    the limit when more than tools.floors.MAX_LIST_ITEMS different ones remain. On every surface's models (the
    Workload, the MCP and LangChain argument models): a list from a language model or a caller is bounded before
    anything reads it (10,000 repeats of one region were answered in 22 s and 221,667
    characters). Anything but a list is left to the field's own type check."""
    from tools.floors import MAX_LIST_ITEMS

    if not isinstance(v, (list, tuple)):
        return v
    seen: dict[Any, Any] = {}
    for x in v:
        if isinstance(x, str) and (why := list_item_problem(x)):
            raise ValueError(why)
        key = x.strip().casefold() if isinstance(x, str) else repr(x)
        seen.setdefault(key, x)
    if len(seen) > MAX_LIST_ITEMS:
        broader = ", or a broader one (us, EU, asia)" if info.field_name == "regions" else ""
        raise ValueError(f"at most {MAX_LIST_ITEMS} different values are accepted (repeats count once), "
                         f"{len(seen):,} were given: name fewer{broader}")
    return list(seen.values())


def list_item_problem(x: str) -> str:
    """Why one list value (a region or provider) is refused, or "": longer than tools.floors.MAX_LIST_ITEM_CHARS, or
    holding a control, bidi or invisible character (tools.shown.CONTROL, HIDDEN: the sheet import's rule). Values are
    echoed in the answer ("❌ <region> (cannot be met)"), so such a value was printed 2-3 times raw: a 100 kB region
    gave a 300,728-character answer, an ESC sequence set the terminal title. The refusal quotes
    the value through tools.shown.plain, cut to 40 characters."""
    from tools.floors import MAX_LIST_ITEM_CHARS
    from tools.shown import CONTROL, HIDDEN, plain

    said = plain(x if len(x) <= 40 else x[:39] + "…")
    if len(x) > MAX_LIST_ITEM_CHARS:
        return (f"a value is at most {MAX_LIST_ITEM_CHARS} characters ({len(x):,} were given: «{said}»); give a "
                "region or provider by its id or name (us-east-1, EU, aws)")
    if CONTROL.search(x) or HIDDEN.search(x):
        return (f"«{said}» holds a control, bidi or invisible character, which no region or provider name has; type "
                "the name plainly")
    return ""


# a list of names, each once, at most MAX_LIST_ITEMS (checked before the items are, and again after they are
# normalised: "google" and "gcp" are one provider)
DistinctList = Annotated[list[str], BeforeValidator(distinct_items), AfterValidator(distinct_items)]


def on_off(v: Any) -> Any:
    """An on/off argument (the CLI's --x/--no-x flags as MCP and LangChain take them) is a JSON boolean: "yes", "on",
    1 or "true" as text are refused in words with what is accepted, never guessed (pydantic's lax mode read
    `thinking: "yes"` as true). None stays: the field's own default."""
    if v is None or isinstance(v, bool):
        return v
    shown = repr(v) if len(repr(v)) <= 40 else repr(v)[:40] + "…"
    raise ValueError(f"takes true or false (a JSON boolean), not {shown}; leave it out for the default")


# an on/off argument on the agent surfaces (tools.workload_fields.args_model; MCP `markdown`): a strict JSON boolean
OnOff = Annotated[bool, BeforeValidator(on_off)]


class Workload(BaseModel):
    """What the user wants to run. Every field optional: `tools.defaults.resolve` fills the rest
    and records each default as an assumption the answer states."""

    task: Task | None = None
    model: str | None = None
    params_b: float | None = Field(default=None, description="parameters in billions")
    active_params_b: float | None = Field(default=None, description="a mixture of experts' parameters per token, in "
                                          "billions (with params_b, its total): sized as experts, never dense")
    precision: Precision | None = None
    seq_len: int | None = None
    batch_size: int | None = None
    concurrency: int | None = None
    num_gpus: int | None = None
    zero_stage: int | None = None
    optimizer: Optimizer | None = Field(default=None, description="the training optimizer when stated (adamw, "
                                        "adamw_8bit for 8-bit Adam / bitsandbytes paged AdamW, sgd)")
    lora_rank: int | None = None
    lora_gpu_bytes: int | None = Field(
        default=None, ge=0, le=10**13, description="serving many LoRA adapters on one base: bytes of the adapter slots "
        "each replica's GPUs hold (vLLM --max-loras × one adapter; tools.lora_serving), added to the per-GPU memory")
    lora_host_bytes: int | None = Field(
        default=None, ge=0, le=10**14, description="serving many LoRA adapters: bytes of all adapters kept in host RAM "
        "(vLLM --max-cpu-loras; tools.lora_serving), added to the host's RAM")
    gradient_checkpointing: bool | None = None
    grad_accum: int | None = Field(default=None, ge=1, le=4096,
                                   description="gradient accumulation steps; unset = more than 1 (gradients held all step)")
    flash_attention: bool | None = Field(default=None, description="false when the user says FlashAttention is "
                                         "not available (eager / SDPA math attention), true when they say it is used")
    attention_kernel: Literal["fa3"] | None = Field(default=None, description="an attention kernel the user's code "
                                                    "needs (\"flash attention 3\", FA3: Hopper only): cards that "
                                                    "cannot run it are left out, with the reason")
    torch_compile: bool | None = Field(default=None, description="training under torch.compile (fewer saved activations)")
    kv_precision: Precision | None = Field(default=None, description="serving: the KV cache's format when stated "
                                           "(\"FP8 KV cache\", kv_cache_dtype=fp8), apart from the weights' precision")
    train_tokens: int | None = None
    budget_per_hour: Money | None = None  # contract: --budget; `budget` carries other periods
    budget: Budget | None = None
    # a second budget said for running the service each period beside a one-off one for the job ("$1,500 one-off for
    # the embedding run, $800/month to run search"): the serving month is held to it (tools.rerank.month_budget)
    serving_budget: Budget | None = Field(default=None, description="a second budget for running the service each "
                                          "period, said beside a one-off one for the job")
    # a serving load said to peak only some weeks ("只有期末兩週爆量，平常50人在線"): the weeks, the period they recur in
    # (a term or a year: tools.peak_season) and the earlier, peak load (people online or at once) the answer prices
    # for those weeks beside the everyday load it is sized at
    peak_weeks: float | None = Field(default=None, gt=0, le=52, description="weeks of a term or year at the peak load")
    peak_period: Literal["term", "year"] | None = Field(default=None, description="what the peak weeks recur in")
    peak_users_online: int | None = Field(default=None, ge=1, description="people online in the peak weeks")
    peak_concurrency: int | None = Field(default=None, ge=1, description="users at once in the peak weeks")
    avoid_prc_models: bool | None = Field(default=None, description="the user rules out models from developers in the "
                                          "People's Republic of China ('no mainland-China model', or the same said in "
                                          "Chinese): a PRC model in the thread is swapped for the nearest non-PRC one "
                                          "(tools.model_origin.to_non_prc)")
    deadline_hours: float | None = None
    dataset: Dataset | None = None
    framework: Framework | None = None
    batch_requests: int | None = Field(default=None, ge=1, le=10**12,
                                       description="an offline batch job of this many requests (not online serving)")
    index_items: int | None = Field(
        default=None, ge=1, le=10**12,
        description="a RAG service's documents the embedder indexes once beside the LLM that serves the people "
        "(\"bge-m3 + a 30B model, 80k documents, 120 staff\"): a one-off backfill stage, never the LLM's batch")
    embed_queries: bool | None = Field(
        default=None, description="an embedding endpoint's requests are search queries (\"500 queries a second\", QPS, "
        "lookups, or the same said in Chinese): an unstated request length is a query's (tools.embedding.QUERY_TOKENS), "
        "never a document chunk's")
    batch_monthly_items: int | None = Field(
        default=None, ge=1, le=10**12, description="a one-off batch's new items a month after it (\"re-embed 20M docs "
        "once + 2M new a month\"): batch_requests is the one-off, this the monthly increment (tools.corpus_increment)")
    batch_period: BatchPeriod | None = Field(default=None, description="a batch that recurs: batch_requests arrive every "
                                             "day / week / month (\"10 million a day\"); priced per period and per month")
    batch_every: int | None = Field(default=None, ge=2, le=31, description="a recurring batch that runs every N of its "
                                    "periods (\"every 2 weeks\", \"biweekly\", \"every 3 days\"): batch_requests arrive every N "
                                    "batch_period; each run has N periods to finish in and a month holds 1/N of the runs "
                                    "(tools.cost.periods_a_month)")
    batch_work: BatchWork | None = Field(
        default=None, description="batch: what the job does to each item (\"classify 2M tickets\": classify; translate, "
        "summarize, extract, generate); with no output length stated a label is a few tokens, a translation as long "
        "as its input (tools.defaults)")
    batch_item: BatchItem | None = Field(
        default=None, description="batch: the kind of item: short (tickets, reviews, comments, titles, emails: a few "
        "sentences a person writes) or document (articles, reports, papers); a short item with no length stated is "
        "sized at ShareGPT's mean user prompt (tools.defaults)")
    output_tokens: int | None = Field(default=None, ge=1, le=10**7, description="tokens generated per request (batch)")
    shared_prefix_tokens: int | None = Field(
        default=None, ge=1, le=10**7, description="batch: tokens of an instruction every item shares (\"the same "
        "1,500-token instructions + each 800-token document\"), counted in the context; with vLLM's / SGLang's prefix "
        "cache it is prefilled once per replica, not per item (tools.load.shared_prefix_prefilled)")
    teacher_params_b: float | None = Field(
        default=None, gt=0, le=10_000, description="training: a logit distillation's teacher, in billions of "
        "parameters, run over the train_tokens before the student trains (tools.distill): its pass is priced beside "
        "the student's training")
    rollout_tokens: int | None = Field(
        default=None, ge=1, le=10**15, description="training: the tokens an online RL run (GRPO, PPO) generates before "
        "it trains, prompts × samples × answer length (tools.dataset.rollout_tokens): priced as a batch of those "
        "answers on the training pick's own machine, beside the training")
    agent_turns: int | None = Field(
        default=None, ge=1, le=10_000, description="batch: an agent run's turns a trajectory (batch_requests = "
        "trajectories × turns): each trajectory holds its slot for turns × a turn's model and sandbox time, so the "
        "machine is held max(compute, trajectories ÷ in flight × that) (tools.agent_eval)")
    prompt_tokens: int | None = Field(
        default=None, ge=1, le=10**7, description="serving: tokens in an average request's prompt, for speed and first "
        "token at load (tools.load); unset: the stated context less the answer, or ShareGPT's mean with no context")
    prompt_new_tokens: int | None = Field(
        default=None, ge=1, le=10**7, description="serving code completion: tokens of each request's prompt computed "
        "anew, the rest of the file context served from the prefix cache (tools.completion_load)")
    image_tokens: int | None = Field(
        default=None, ge=1, le=10**7, description="serving/batch on a vision-language model: the visual tokens of a "
        "request's images, part of prompt_tokens; their vision encoder's FLOPs are added to the prefill (tools.vision)")
    target_tokens_per_s: float | None = None
    target_tokens_per_s_per_user: float | None = Field(
        default=None, gt=0, le=1e6, description="decode tokens/s each user must see (\"≥ 40 tok/s per user\")")
    voice_asked_tokens_per_s: float | None = Field(
        default=None, gt=0, le=1e6, description="a live voice agent's stated per-call speed above what speech needs "
        "(\"200 tokens/s per call\"): the agent is sized at tools.voice_speed.VOICE_NEED_TOKENS_PER_S and this figure "
        "is said and priced beside it, never made the floor")
    voice_speed_assumed: bool | None = Field(
        default=None, description="a live voice agent with no per-call speed stated: sized at "
        "tools.voice_speed.VOICE_NEED_TOKENS_PER_S (what a spoken reply needs), said as assumed, never as the user's")
    target_requests_per_s: float | None = Field(
        default=None, ge=MIN_REQUESTS_PER_S, le=MAX_REQUESTS_PER_S, description="a service's request rate, stated or "
        "made from a count over a period (\"50 images per second\", \"5,000 a day\"); past the most it is said not read")
    target_ttft_ms: float | None = None
    ttft_percentile: int | None = Field(
        default=None, ge=0, le=99, description="the percentile a stated first-token limit names (\"p95 first token "
        "< 1 s\" → 95): the limit is held at that tail (tools.load.LoadPoint.ttft_at); None or 0: the mean")
    target_answer_s: float | None = Field(
        default=None, ge=MIN_ANSWER_S, le=MAX_ANSWER_S, description="serving: seconds to a whole answer (\"answers "
        "within a minute\"); tools.answer_time turns it into a per-user speed floor")
    regions: DistinctList | None = None
    modality: Modality | None = None
    providers: DistinctList | None = None
    owner_rule: OwnerRule | None = Field(default=None, description="`providers` was set by a rule on who owns the "
                                         "provider (\"no US-owned providers\", \"EU-owned only\", in Chinese too: "
                                         "tools.owners); the answer shows the rule, not the list, and names no "
                                         "provider of the list as asked for")
    excluded_providers: DistinctList | None = Field(default=None, description="providers said to be left out (\"no "
                                                    "AWS\", \"anything except Azure\"): their rows are never ranked; "
                                                    "the others stay open (a list to keep to is `providers`)")
    billing: Billing | None = None
    gpu_preference: str | None = None
    redundancy: Redundancy | None = Field(
        default=None, description="serving must survive losing a machine (\"we need HA / redundancy / N+1 / no single "
        "point of failure\", in Chinese too): at least 2 replicas, each on its own machines, priced as such "
        "(tools.offers.redundant); zones: the replicas also in two zones of a region (\"two zones\"), which "
        "the catalog's region rows cannot show (tools.recommend.redundancy_line says so)")
    node_link_rdma: bool | None = Field(
        default=None, description="the link between the user's machines as they state it: true for RDMA (\"we have "
        "400G InfiniBand\", RoCE), false for none (\"no InfiniBand, just 10GbE\", \"over the internet\", in "
        "Chinese too); a split over their machines is judged on it (tools.recommend.network_args), not on the catalog")
    node_link_gbit_s: float | None = Field(
        default=None, gt=0, le=100_000, description="the speed of that link in Gbit/s as stated (\"10GbE\": 10, "
        "\"25G Ethernet\": 25, \"400G InfiniBand\": 400); the network time of a split is at this speed")
    gpu_only: bool | None = Field(default=None, description="gpu_preference is a restriction the user said in so many "
                                  "words (\"only H100\", \"H100 only\", in Chinese too): the card is kept even where one "
                                  "machine of another card holds the work (tools.recommend.one_node_instead names "
                                  "that machine beside the pick); unset: a card merely named may give way to it")
    rocm_named: bool | None = Field(default=None, description="the user named AMD or ROCm as a stack they use or "
                                    "accept (\"on AMD GPUs\", \"our stack is ROCm\", in Chinese too; an AMD card named is "
                                    "gpu_preference): the stack preference for CUDA (tools.ranking.STACK_PREFERENCE) is "
                                    "off, so the cheapest plan leads whichever its stack")
    cuda_needed: bool | None = Field(default=None, description="the user said the work needs CUDA or NVIDIA (\"CUDA "
                                     "only\", \"our kernels are CUDA-only\", \"NVIDIA only\", \"no AMD\", in Chinese "
                                     "too): an AMD card is left out as it is for TensorRT-LLM (tools.compat.rocm_problem), "
                                     "whichever plan holds the speed floor")
    rent_more: bool | None = Field(default=None, description="with owned cards, the user can rent more (\"happy to rent "
                                   "more\", \"can rent more 4090s\", in Chinese too): where the owned cards hold the model "
                                   "only in 4-bit, the smallest rented machine that holds it in 8-bit is named beside "
                                   "(tools.recommend.owned_rent_more); False: the data may not leave the user's own "
                                   "machines (\"data can't leave the office\"), so no rental is offered beside them "
                                   "(tools.recommend.on_premises_only)")
    buy_server: bool | None = Field(default=None, description="the data may not leave the user's site (\"the data "
                                    "cannot leave the plant\", \"air-gapped\", \"on-prem only\", in Chinese too) "
                                    "or the user means to buy the server: the plan is a server to buy (its cards, host "
                                    "memory, CPUs and power; no purchase price is in the reference data, so an OEM "
                                    "quote is asked for), the rentals a price reference only "
                                    "(tools.recommend.server_to_buy)")
    rent_instead: bool | None = Field(default=None, description="with owned cards, the user will rent instead where "
                                      "theirs cannot do it (\"otherwise we'll rent\", in Chinese too): where the "
                                      "owned cards miss a stated deadline or do not hold the work, the answer says by "
                                      "how much and ranks rentals under the other constraints "
                                      "(tools.recommend.owned_rent_instead)")
    checked_gpu: str | None = Field(default=None, description="a card the user asks about, not one they limit the "
                                    "answer to (\"a 4090 should be enough, right?\", \"do we need 8xH100?\", in Chinese too): "
                                    "the answer says whether it holds the work and ranks every card (tools.checked)")
    checked_gpu_count: int | None = Field(default=None, ge=1, le=100000, description="how many of checked_gpu the "
                                          "question names (\"a full 8xH100\": 8); unset: one")
    checked_provider: str | None = Field(default=None, description="a provider named in a question about price or "
                                         "choice (\"Is RunPod the cheapest option?\", \"would AWS cost more?\", in Chinese too): "
                                         "compared with the pick, never a filter (tools.checked.provider_compare)")
    language: Lang | None = None
    priority: Priority | None = Field(
        default=None, description="what the user optimises: fastest (time / per-user speed), cheapest, or balanced cost")
    spend_no_object: bool | None = Field(
        default=None, description="money said to be no object with the speed asked ('money no object', or in "
        "Chinese): \"fastest\" leads with the fastest plan, not a far cheaper one about as fast (tools.recommend)")
    speed_for_money: bool | None = Field(
        default=None, description="speed asked as value for money ('fastest that's worth paying for', or in Chinese): "
        "a sized job's \"fastest\" stops where a dearer plan no longer pays for its time saved (tools.recommend); "
        "a plain \"fastest\" ranks a sized job by its time alone")
    min_gpu_memory_gib: float | None = Field(default=None, gt=0, le=4096, description="a per-card memory floor (\"80G显存\")")
    asked_gpu_memory_gib: float | None = Field(default=None, gt=0, le=4096, description="a per-card memory the user "
                                               "asks about, not a floor (\"is 96 GB enough, right?\", in Chinese "
                                               "too): answered yes or no with the per-card need, no card left out")
    max_gpu_memory_gib: float | None = Field(default=None, gt=0, le=4096,
                                             description="a per-card memory ceiling: the user's card (\"a single 24GB card\")")
    checkpointing: Checkpointing | None = Field(
        default=None, description="activation checkpointing: none | selective | full (full = --gradient-checkpointing)")
    exclude_marketplace: bool | None = Field(default=None, description="leave out marketplace and broker offers")
    reliable: bool | None = Field(default=None, description="reliability asked of the plan beside its price "
                                  "('cheapest reliable'): a pick with memory headroom, the tight one the cheaper risk")
    no_nvlink: bool | None = Field(default=None, description="the user's cards have no NVLink bridge (\"no NVLink\", "
                                   "\"PCIe only\"): a bridge card's tensor parallel is timed over PCIe (tools.pcie_only)")
    credits: Credits | None = Field(default=None, description="free or prepaid credits on one provider: the answer "
                                    "keeps to that provider when it has a fitting card, and says the hours they cover")
    max_nodes: int | None = Field(default=None, ge=1, le=64, description="the plan stays on at most this many "
                                  "machines (\"must stay on one node\": 1); plans over more are left out")
    asks_nodes: bool | None = Field(default=None, description="the user asks whether the work needs more than one "
                                    "machine (\"do we need multiple nodes?\"), in any language: answered "
                                    "in words before the plan (tools.nodes)")
    personal_use: bool | None = Field(default=None, description="a personal or hobby deployment (\"just me\"): no SLA "
                                      "needed, so consumer cards and marketplace offers may serve it")
    runs_now: bool | None = Field(default=None, description="the stated GPUs are the box the user already runs "
                                  "this work on and it runs out of memory there (\"keeps OOMing on our g5.12xlarge\", "
                                  "in Chinese too): a stated precision that does not fit is answered with the lower "
                                  "weights that fit on that same box before any bigger machine")
    owned_gpus: bool | None = Field(default=None, description="the stated GPUs are the user's own (\"I have 2 × 4090\", "
                                    "\"my RTX 3090\", in Chinese too): the answer is about running on them (fits or not, "
                                    "how, how fast), a rental only as a labelled second option; \"rent X\" is a filter")
    host_ram_gib: float | None = Field(default=None, description="the system RAM of the machine the user's own card "
                                       "sits in (\"my PC has 64GB RAM\", in Chinese too): a mixture of experts too big "
                                       "for the card is sized with its experts in that RAM (tools.expert_offload)")
    power_price: Money | None = Field(default=None, description="the electricity price per kWh where the user's own "
                                      "cards run (\"power here is €0.30/kWh\", in Chinese too): an owned-versus-rent "
                                      "comparison (tools.power), never a budget")
    quoted_price: QuotedPrice | None = Field(default=None, description="the price the user quotes for the card or "
                                             "machine they name (\"nebius has 8xH200 for $28/hr\", in Chinese too): "
                                             "that machine priced at it, the listed price beside it "
                                             "(tools.quoted_price), never a budget")
    machine_price_said: Money | None = Field(default=None, description="the price the user says for an Apple box they "
                                             "would buy (\"Mac Studio M4 Max 128GB (about HK$29k)\"): the buy side's "
                                             "price (tools.machine_price), never a budget")
    power_budget_w: float | None = Field(default=None, description="the most watts the user's own box may draw "
                                         "(\"the AI box can draw max 800W\", in Chinese too): a box to buy whose cards' "
                                         "TDP sum and host fit it (tools.power.within_power)")
    data_residency: bool | None = Field(
        default=None, description="the stated regions are a data-residency rule (\"data must stay in Germany\", "
        "\"GDPR\", in Chinese too): the last thing relaxed, after the budget — a plan outside them is only an aside")
    commercial_use: bool | None = Field(default=None, description="the conversation shows a business use (a paid "
        "service, customers or clients, e-commerce, a company's product, said in any script): a model whose weights "
        "are non-commercial gets a plain licence warning (tools/licence.py); never a filter")
    public_service: bool | None = Field(default=None, description="serving: the service is used by the public or by "
        "customers (\"our SaaS\", \"a chatbot for our customers\", in any script), not by a stated team or one "
        "person; with no load stated it is sized at tools.defaults.PUBLIC_SERVICE_CONCURRENCY at once, said as an "
        "assumption (False: said to be internal)")
    located: list[str] | None = Field(default=None, description="where the user is (\"we're in Singapore\"): no "
                                      "filter; the answer shows each plan's region so nearby ones can be chosen")
    users_region: DistinctList | None = Field(default=None, description="serving: where the service's users are "
                                              "(\"our users are in Japan\", in any script: catalog/data/regions.csv "
                                              "tags), never a filter: among plans at a similar price the one nearest "
                                              "them leads (tools.users_place) and the answer says where to rent; a "
                                              "batch job's place does not matter for latency")
    usage_hours_per_day: float | None = Field(default=None, ge=1, le=24, description="hours a day the service runs "
                                              "(\"only need it ~4 hrs a day\"): a serving month is priced at these "
                                              "hours × 30.4 days instead of 730 h")
    usage_days_per_week: float | None = Field(default=None, ge=1, le=7, description="days a week the service runs "
                                              "(\"9 to 6 weekdays\": 5): a serving month is priced at the "
                                              "hours a day × these days × 4.345 weeks (tools.schedule)")
    api_input_tokens_month: float | None = Field(default=None, gt=0, le=1e15, description="input tokens a month sent "
                                                 "to a hosted API today (\"3B input tokens a month to the DeepSeek "
                                                 "API\"; a day's × 30.4): its bill is set against self-hosting "
                                                 "(tools.api_compare)")
    api_output_tokens_month: float | None = Field(default=None, ge=0, le=1e15, description="output tokens a month "
                                                  "from that API (see api_input_tokens_month)")
    api_bill: Money | None = Field(default=None, description="a hosted API's bill a month as said (\"we pay ~$3k a "
                                   "month to OpenAI\"): set against self-hosting as said (tools.api_compare)")
    api_provider: str | None = Field(default=None, description="the hosted API's provider named with its volume or "
                                     "bill (deepseek, openai, anthropic, google, alibaba: catalog/data/api_prices.csv)")
    api_model: str | None = Field(default=None, description="the hosted API's model named (a row's model in "
                                  "catalog/data/api_prices.csv: \"gpt-4o-mini\"), priced at that row")
    serving_hours: float | None = Field(default=None, ge=1, le=720, description="serving rented for a stated time, "
                                        "then stopped (\"3 people using it for 2 days\": 48): the answer gives the "
                                        "total for those hours, not a month; with usage_hours_per_day the days are "
                                        "billed at those hours (48 at 12 h a day: 24 h, tools.cost.rental_hours)")
    daily_users: int | None = Field(default=None, ge=1, le=10**10, description="people who use the service in a day "
                                    "(\"1,000 users a day\", \"5k DAU\"); serving sizes their messages a day "
                                    "(5 each unless stated, tools.traffic) in flight unless concurrency is stated")
    requests_per_day: float | None = Field(default=None, gt=0, le=1e12, description="serving: requests (messages, "
                                           "queries, calls) a day in all (\"30k messages a day\"); "
                                           "sized at the busiest hour and in flight by Little's law (tools.traffic) "
                                           "unless concurrency is stated")
    requests_per_user_per_day: float | None = Field(default=None, gt=0, le=1e6, description="serving: requests each "
                                                    "user sends a day (\"each sends ~15 messages a day\"); "
                                                    "times daily_users (or head_count) is requests_per_day")
    peak_to_average: float | None = Field(default=None, ge=1, le=100, description="serving: the busiest time as a "
                                          "multiple of the day's average (\"peak is 3x the average\"); "
                                          "replaces the busy-hour share (tools.traffic)")
    head_count: int | None = Field(default=None, ge=1, le=10**9, description="people who will use the service, a "
                                   "head count (\"for about 50 people in the office\", \"our 30 analysts\"), not how many "
                                   "at once; serving sizes the share active at the office peak (tools.traffic) unless "
                                   "concurrency is stated")
    users_online: int | None = Field(default=None, ge=1, le=10**9, description="people online at the busiest time, "
                                     "a chat open (\"200 people online at peak\"), not generating at "
                                     "once: serving sizes online × R ÷ (R + think time) of them at once (tools.traffic, "
                                     "the interactive response-time law) unless concurrency or a request rate is stated")
    message_interval_s: float | None = Field(default=None, gt=0, le=86400, description="serving: seconds between one "
                                             "online user's messages (\"each sends a message every 30 seconds\", "
                                             "\"2 a minute each\" → 30); replaces the think time that sizes users_online "
                                             "(tools.traffic)")
    preference: Preference | None = Field(
        default=None, description="training: a preference method (dpo, ipo, kto keep a frozen reference model, sized "
        "in memory and time unless its log-probs are precomputed; orpo, simpo and rm, a Bradley–Terry reward model, have "
        "none; ppo trains an actor and a critic and runs a frozen reference and reward model, all four sized, the "
        "critic and reward model taken at the policy's size unless critic_params_b / reward_params_b say theirs; grpo "
        "trains the policy alone against a frozen reference, with a reward model only where reward_params_b says one); "
        "the task stays the method of training (full_finetune, lora, qlora)")
    critic_params_b: float | None = Field(
        default=None, gt=0, le=10_000, description="training: PPO's critic (value model) in billions of parameters, "
        "trained beside the actor; unset, the policy's size (tools.memory.critic_share)")
    reward_params_b: float | None = Field(
        default=None, ge=0, le=10_000, description="training: online RL's frozen reward model in billions of "
        "parameters; 0 when the reward is rule-based or verified (no model held); unset, PPO's is the policy's size "
        "and GRPO holds none (tools.memory.reward_share)")
    reference_precomputed: bool | None = Field(
        default=None, description="preference training: the reference model's log-probs are computed once before "
        "training (TRL precompute_ref_log_probs), so no reference model is held or run during it")
    scale_to_zero: bool | None = Field(default=None, description="serving: asked for as serverless / scale-to-zero "
                                       "(billed by the second, no idle GPU): the answer adds the cold start, the "
                                       "requests that meet it and the month billed that way against the same card "
                                       "kept up (tools.serverless); the sizing is unchanged")
    structured_output: bool | None = Field(default=None, description="batch: true when each answer is JSON (or "
                                           "another fixed schema): the answer advises guided decoding and a short "
                                           "max_tokens (tools.load.batch_run_line); sizes nothing")
    prefix_cache: bool | None = Field(default=None, description="serving: false when every prompt is new (no "
                                      "prefix reuse: RAG over fresh documents), the worst case; unset: a chat filling "
                                      "its context re-sends its history from vLLM's / SGLang's prefix cache (tools.load)")
    thinking: bool | None = Field(default=None, description="serving a reasoning model: false when the user switched "
                                  "its thinking off (no thinking, /no_think, enable_thinking=False), "
                                  "so an answer is its visible output only (tools.defaults.thinking_tokens); true when "
                                  "the stated output_tokens is the thinking's length (\"thinks ~4k tokens\"), so "
                                  "nothing is added on top of it (tools.defaults.answer_tokens)")
    thinking_use: ThinkingUse | None = Field(default=None, description="serving a model whose thinking can be switched "
                                             "off (Qwen3 hybrids, GLM-4.5): what its answers are for, read from the "
                                             "use: dialogue (a chat assistant, support, RAG Q&A, translation, summaries, "
                                             "extraction) and latency (code completion, an IDE coding assistant, a "
                                             "classifier's label: short answers waited on) plan it with thinking off, "
                                             "reasoning (maths, code, agents) "
                                             "with thinking on, as Qwen3's model card advises; on: the user switched "
                                             "thinking on (tools.defaults.thinking_planned_off)")
    output_with_thinking: bool | None = Field(default=None, description="a batch on a reasoning model: true when "
                                              "the stated output_tokens was said as each item's whole output "
                                              "(\"2,000 output tokens each\", in Chinese too), so the "
                                              "model's thinking is inside it and nothing is added on top "
                                              "(tools.defaults.thinking_before_reply); an answer's or reply's length "
                                              "is the visible reply, the thinking decoded before it")
    trace_task: TraceTask | None = Field(default=None, description="serving a reasoning model: the kind of task its "
                                         "answers are for, read from the use: short (school maths, homework tutoring, "
                                         "support, chat replies, labels, extraction) or hard (competition maths, code), "
                                         "which sets the trace length where a source measures it (tools.trace_length)")
    reasoning_effort: ReasoningEffort | None = Field(default=None, description="serving a reasoning model with effort "
                                                     "levels (gpt-oss: 'Reasoning: low / medium / high' in its system "
                                                     "prompt): the level said (\"reasoning low\"; a range, \"low/medium\", "
                                                     "read as its top), which sets the thinking tokens an "
                                                     "answer is sized for (tools.defaults.thinking_tokens)")
    context_average: bool | None = Field(default=None, description="serving: the stated context is the TYPICAL "
                                         "length of every conversation (\"average context 48k\"), not a "
                                         "limit: every user's KV is sized at it, never as a chat whose context is a "
                                         "limit (tools.chat_kv)")
    documents: bool | None = Field(default=None, description="serving: every request is a document filling the stated "
                                   "context (legal document analysis, contract review, long reports): every "
                                   "user's KV is sized at the full context, never as a chat whose context is a limit "
                                   "(tools.chat_kv); follow-up questions still reuse the document from the prefix cache; "
                                   "developers' coding agents too (each resends its whole session every turn)")
    agents: bool | None = Field(default=None, description="serving: the users at once are software agents (coding "
                                "agents, an agent fleet) whose sessions grow to the stated context: each agent's KV is "
                                "sized at a default share of that limit (tools.chat_kv.AGENT_CONTEXT_SHARE), not every "
                                "agent at the full limit; a stated average context (context_average) is used as said")
    agent_tool_calls: int | None = Field(default=None, ge=0, le=1000, description="serving a conversational agent: "
                                         "the tool calls one user turn makes (\"each turn calls 4 tools\"); the users "
                                         "online are its live sessions, each turn tool calls + 1 model calls apart by the "
                                         "tools' latency and the user's reading (tools.agent_sessions), so the calls "
                                         "generating at once are a share of the sessions")
    sessions_full: bool | None = Field(default=None, description="serving a chat: the stated context is how long each "
                                       "open session grows (\"each chat can run to 32k\", or the same said in Chinese), so every "
                                       "open session's KV is held at it (tools.session_kv), not the chat mix of mostly "
                                       "short sessions; the users generating at once still set the speed")

    @model_validator(mode="after")
    def _speed_alone_is_ethernet(self) -> Workload:
        """A link speed stated with no RDMA word (MCP `node_link_gbit_s: 25` alone, as "on 25G ethernet" reads) is
        plain Ethernet, never planned as InfiniBand / RoCE: RDMA is only taken when said (tools.network)."""
        if self.node_link_gbit_s is not None and self.node_link_rdma is None:
            object.__setattr__(self, "node_link_rdma", False)
        return self


class WorkloadPatch(Workload):
    """Only the fields a message states; the same fields as Workload."""


def _declare_arguments(model: type[Workload]) -> None:
    """Each field's argument, from the one table (tools/workload_fields.py, which stays plain dataclasses so that
    `gpu-advisor --help` loads no pydantic): its flag, help, default note, choices and limits as the field's
    `json_schema_extra`, and its help as the description where the field has none of its own (a field's own
    description says what a message states; the help says what the argument takes). Pydantic builds a model's
    schema from its fields when the class is made, so the fields are completed here and the model rebuilt once.
    WorkloadPatch is made before this runs: it is the LLM reader's structured-output schema, which keeps the
    descriptions a message is read by and shows no CLI flags."""
    for name, extra in field_metadata().items():
        info = model.model_fields[name]
        info.json_schema_extra = extra
        if info.description is None:
            info.description = extra["x-help"]
    model.model_rebuild(force=True)


_declare_arguments(Workload)


class Resolved(Workload):
    """A workload after `tools.defaults.resolve`: the fields every calculator reads are set, so no calculator
    re-defaults them, and mypy refuses a calculator (typed `w: Resolved`) a workload nobody resolved.

    Set for every kind of work: task, precision, seq_len (a request's context, or a training sequence), framework
    and flash_attention, and the kind-dependent ones: concurrency and kv_precision (stated as assumptions for
    serving and batch jobs), batch_size and optimizer (for training), lora_rank (for LoRA and QLoRA). On a kind that
    has no such fact (training serves no users and keeps no KV cache) the resolver sets the field to its constant
    without saying so, and names it in `filled`: it is left out of the workload's dump (the workload the answers
    report and store), so no answer shows a fact the workload does not hold, and a later `resolve` of a changed copy
    (another task) starts from it unset. output_tokens (a batch job) and prompt_tokens (serving with no stated
    context) stay optional. Built only by the resolver (`tools.defaults.as_resolved`); the same fields as
    Workload, so it serializes and stores as one."""

    task: Task
    precision: Precision
    seq_len: int
    framework: Framework
    flash_attention: bool
    concurrency: int
    kv_precision: Precision
    batch_size: int
    optimizer: Optimizer
    lora_rank: int
    _filled: frozenset[str] = PrivateAttr(default=frozenset())

    @property
    def filled(self) -> frozenset[str]:
        """The kind-dependent fields set only so that every calculator reads a value (no fact of this kind)."""
        return self._filled

    def with_filled(self, names: frozenset[str]) -> Resolved:
        self._filled = names
        return self

    def reported(self) -> Resolved:
        """This workload as an answer holds, reports and stores it (`Recommendation.workload`): another kind's filled
        fields unset again, so what reads the answer's workload sees only the facts it has (no concurrency on a
        training answer, no --kv-precision in its reproduce line); a calculator handed it re-types it with
        `tools.defaults.as_resolved`, which fills them again."""
        if not self._filled:
            return self
        values = {name: None if name in self._filled else getattr(self, name) for name in Workload.model_fields}
        return Resolved.model_construct(_fields_set=set(self.model_fields_set), **values).with_filled(self._filled)

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Resolved:
        """A copy; a field the update sets is the caller's value, no longer one filled for another kind."""
        out = super().model_copy(update=update, deep=deep)
        return out.with_filled(self._filled - set(update or ()))

    @model_serializer(mode="wrap")
    def _without_filled(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> Any:
        out = handler(self)
        if isinstance(out, dict):
            for name in self._filled:
                if info.exclude_none:
                    out.pop(name, None)
                elif name in out:
                    out[name] = None
        return out

    def __eq__(self, other: object) -> bool:
        """Equal to a plain Workload with the same values: the workload an answer was computed for, stored and read
        back as a Workload, is the same workload (pydantic's own equality also compares the class)."""
        if isinstance(other, Workload):  # a Resolved as reported (Resolved.reported) is the same workload too
            return self.model_dump() == other.model_dump()
        return super().__eq__(other)


_declare_arguments(Resolved)  # its calculator fields are declared again (not optional), so they are completed again


class Layout(BaseModel):
    """How the work is spread over GPUs."""

    num_gpus: int = 1
    tp: int = 1
    pp: int = 1
    dp: int = 1
    zero_stage: int = 0
    gpus_per_node: int = 8

    @property
    def nodes(self) -> int:
        return -(-self.num_gpus // self.gpus_per_node)


class HostRamNeed(BaseModel):
    """GiB one host's RAM holds for a plan (tools.host.host_ram_need): the checkpoint it stages while loading, the
    processes' runtime and buffers, the LoRA adapters it caches."""

    weights_gib: float = 0.0
    runtime_gib: float = 0.0
    adapters_gib: float = 0.0

    @property
    def total_gib(self) -> float:
        return self.weights_gib + self.runtime_gib + self.adapters_gib


class MemoryBreakdown(BaseModel):
    """Bytes per GPU by kind; `total` is their sum (the figure a plan's headroom applies to)."""

    weights: int = 0
    gradients: int = 0
    optimizer: int = 0
    activations: int = 0
    kv_cache: int = 0
    overhead: int = 0

    @property
    def total(self) -> int:
        return self.weights + self.gradients + self.optimizer + self.activations + self.kv_cache + self.overhead

    def as_dict(self) -> dict[str, int]:
        d = self.model_dump()
        d["total"] = self.total
        return d


class SpeedEstimate(BaseModel):
    decode_ceiling: float | None = None  # tokens/s, one stream
    decode_expected: float | None = None
    decode_aggregate_expected: float | None = None  # tokens/s across `concurrency` streams
    prefill_tokens_per_s: float | None = None
    train_tokens_per_s: float | None = None
    train_hours: float | None = None
    train_gpu_hours: float | None = None
    speedup: float | None = None
    assumptions: list[Msg] = Field(default_factory=list)  # facts (tools.speed); the message catalog words them

    @field_validator("assumptions", mode="before")
    @classmethod
    def _stored_texts(cls, v: Any) -> Any:
        """An answer stored while these were English strings keeps them, as literal texts."""
        return [{"en": a} if isinstance(a, str) else a for a in v] if isinstance(v, list) else v


class ParallelPlan(BaseModel):
    gpu: str
    layout: Layout
    per_gpu: MemoryBreakdown
    capacity_bytes: int
    headroom: float  # required multiple of the estimate, e.g. 1.2
    fits: bool
    gradient_checkpointing: bool | None = None
    notes: list[Msg] = Field(default_factory=list)  # the plan's shape, as facts (tools.parallel)

    @property
    def utilisation(self) -> float:
        return self.per_gpu.total / self.capacity_bytes if self.capacity_bytes else float("inf")


class InstanceRow(BaseModel):
    """One cloud instance offer (catalog/data/instances.csv or a user price sheet)."""

    provider: str
    instance_type: str
    region: str = ""
    gpu: str = ""  # catalog GPU name; empty when the accelerator is not in the GPU catalog
    gpu_raw: str = ""
    gpu_count: float | None = None
    gpu_memory_gib: float | None = None
    vcpu: float | None = None
    ram_gib: float | None = None
    interconnect: str = ""  # nvlink | pcie
    # Gbit/s; the catalog's column (and price sheets) keep the name network_gbps
    network_gbit_s: float | None = Field(default=None, validation_alias=AliasChoices("network_gbit_s", "network_gbps"))
    rdma: bool | None = None
    price_on_demand: float | None = None
    price_spot: float | None = None
    price_reserved_month: float | None = None
    currency: Currency = "USD"
    price_scope: str = "instance"  # instance | gpu_only
    cpu_arch: str = "x86_64"  # x86_64 | aarch64 (GH200/GB200 hosts)
    marketplace: bool = False  # a marketplace offer: no SLA, may be interrupted
    confidence: str = ""  # official | third-party
    quarantined: str = ""  # why `catalog check` keeps this row out of rankings ("" = rankable)
    source: str = ""
    as_of: str = ""
    notes: str = ""
    # A broker's row (Shadeform, Prime Intellect) names both: `seller` runs the machine, `broker` resells it
    # ("crusoe" via "shadeform"); direct rows leave both blank. `same_as`: the direct seller's own row for the
    # same offer ("lambda gpu_8x_h100_sxm5"), which is shown instead (docs/CATALOG.md "Sellers").
    seller: str = ""
    broker: str = ""
    same_as: str = ""


class CostLine(BaseModel):
    """What one candidate costs, per billing mode, in one currency."""

    currency: Currency
    hourly_on_demand: float | None = None
    hourly_spot: float | None = None
    monthly_reserved: float | None = None
    per_gpu_hour: float | None = None
    tflops_per_currency_hour: float | None = None
    job_hours: float | None = None
    job_on_demand: float | None = None
    job_spot: float | None = None
    job_reserved: float | None = None
    reserved_break_even_utilisation: float | None = None
    cost_per_million_tokens: float | None = None
    notes: list[str] = Field(default_factory=list)


class SpecTier(BaseModel):
    """One tier of the spec range. Since v2 a tier is a priced configuration taken from the ranked
    offers (the recommended tier *is* the top pick); `gpu_memory_gb`/`count`/`examples` stay for the
    contract."""

    tier: Literal["minimum", "recommended", "comfortable"]
    gpu_memory_gb: float  # nominal ("80" for an H100 80 GB)
    count: int  # GPUs in the configuration
    examples: list[str] = Field(default_factory=list)
    per_gpu_bytes: int = 0
    headroom: float = 1.0
    layout: Layout | None = None
    note: Msg | None = None
    gpu: str = ""
    usable_bytes: int = 0  # the card's usable capacity (nvidia-smi), the fit limit
    breakdown: MemoryBreakdown | None = None
    provider: str = ""
    instance: str = ""
    instances: int = 1
    replicas: int = 1
    price_per_hour: Money | None = None
    train_hours: float | None = None
    gpu_hours: float | None = None
    job_cost: Money | None = None
    gradient_checkpointing: bool | None = None  # training: whether this tier's plan needs it (None: serving)

    @property
    def gpus_per_machine(self) -> int | None:
        """GPUs in each of the tier's machines, when the count splits evenly over them (else None)."""
        return self.count // self.instances if self.instances > 0 and self.count % self.instances == 0 else None

    @property
    def gpus_per_replica(self) -> int | None:
        """GPUs in each serving replica, when the count splits evenly (else None)."""
        return self.count // self.replicas if self.replicas > 0 and self.count % self.replicas == 0 else None


class Candidate(BaseModel):
    provider: str
    instance: str
    region: str
    regions: int = 1  # regions offering the same price or more
    gpu: str
    gpu_count: float
    instances: int = 1  # how many of this instance the plan uses
    price_per_hour: Money
    billing: Billing
    score: float = 0.0
    score_breakdown: dict[str, float] = Field(default_factory=dict)
    layout: Layout
    per_gpu_bytes: int = 0
    utilisation: float = 0.0
    replicas: int = 1
    users_per_replica: int = 0  # serving: sequences each replica holds at the stated load
    speed: SpeedEstimate | None = None
    per_user_tokens_per_s: float | None = None  # serving: decode tokens/s each user sees at the stated load
    # serving with defaulted prompts: the same with every stream at the context the memory is sized for
    # (tools.offers.per_user_at_context); None when the priced shape already reads that context
    per_user_full_tps: float | None = None
    # serving: the context differs from the priced shape's and the card has no dense TFLOPS figure for the plan's
    # precision, so the full-context speed is not estimated (said in the answer, never replaced by the at-load figure)
    full_tps_unknown: bool = False
    ttft_s: float | None = None  # serving: seconds to the first token of a prompt of the stated context
    gradient_checkpointing: bool | None = None  # training: this row needs gradient checkpointing to fit
    memory_thin: bool = False  # fits with under tools.fit.thin_floor spare per GPU: marked in the table
    # serving: fills more than tools.fit.TIGHT_POOL_SHARE of its engine's pool (the headline's "past our 90% serving
    # limit"): marked in the table like a thin row, so a tight first row and tight lower rows carry one mark
    memory_past_limit: bool = False
    # serving: the GPUs of a tensor-parallel group over PCIe (each decode step all-reduces over PCIe), 0 when none;
    # marked in the table beside the price
    pcie_tp: int = 0
    # the plan is BF16 on an NVIDIA card without BF16 (Volta, Turing): it runs in FP16, marked in the table
    no_bf16: bool = False
    vcpu: float | None = None
    ram_gib: float | None = None
    # what the plan stages through one host's RAM when the host's RAM is below it (tools.host.ram_short): marked in
    # the table with both figures and the terms
    host_ram_short: HostRamNeed | None = None
    network_gbit_s: float | None = None
    rdma: bool | None = None
    interconnect: str = ""
    vendor: str = ""  # the card's maker: names its links (tools.speed.link_label: AMD's are Infinity Fabric)
    source: str = ""
    as_of: str = ""
    notes: list[Msg] = Field(default_factory=list)
    # Marks the answer's table shows besides checkpointing: a marketplace offer (no SLA), a broker's resale
    marketplace: bool = False
    seller: str = ""
    broker: str = ""
    # the row's price label (official | third-party): a third-party-reported list price is marked in the table
    confidence: str = ""
    # a user's imported price far below public prices (catalog.plausible.far_below_public): marked in the table
    far_below_public: bool = False
    # the row comes from another catalog snapshot than most rows of its provider and region (tools.ranking
    # .snapshot_mark: "row from SkyPilot v8 extract, undated"), shown in the row's marks so a buyer can check it
    snapshot: Msg | None = None
    # serving with the users' place breaking ties (tools.users_place.near_users_leads): how near the row runs to them
    # (tools.users_place.nearness: 0 in their place … 3 elsewhere), so the table can say a row led for its place; None
    # when the place ranks nothing
    users_nearness: int | None = None

    @property
    def serving_tokens_per_s(self) -> float:
        """Expected decode throughput of the whole plan: each replica's aggregate × replicas (0 when unknown)."""
        per_replica = self.speed.decode_aggregate_expected if self.speed else None
        return (per_replica or 0) * self.replicas


class CostRow(BaseModel):
    provider: str
    instance: str
    gpu: str
    gpus: float
    cost: CostLine


class Pitfall(BaseModel):
    id: int
    title: Msg
    triggered: bool
    why: Msg


class Check(BaseModel):
    level: Literal["ok", "info", "warning", "error"]
    topic: str
    message: Msg


class HostSpec(BaseModel):
    gpus: int
    min_vcpu: int
    min_ram_gib: float
    local_nvme: bool
    network: Msg
    checks: list[Check] = Field(default_factory=list)
    adapters: bool = False  # the RAM holds a multi-LoRA service's cached adapters beside the GPU memory


class Rejection(BaseModel):
    """Why offers were left out, grouped by reason (data, not a silent `continue`)."""

    reason: str  # precision | rdma | vcpu | budget | provider | region | quarantined | retired | no_fit | deadline | ...
    count: int = 0
    message: Msg
    examples: list[str] = Field(default_factory=list)


class Constraint(BaseModel):
    """A constraint the user stated, and what the answer did with it."""

    name: str  # budget | deadline | provider | region | billing | context | gpu | concurrency | ...
    stated: str
    status: Literal["honoured", "refused", "adjusted", "unchecked", "tight"]  # unchecked: nothing priced to judge it by;
    # tight: held, with under tools.fit.thin_floor of memory spare (a fit to test, ⚠, never ✅)
    message: Msg
    label: Msg | None = None  # `stated` in both answer languages ("7 days" / "7 天"); None: `stated` reads in both


class Recommendation(BaseModel):
    """The whole answer: the `recommend --json` contract is rendered from it (advisor/core/render.py)."""

    model: str
    params: int
    active_params: int
    workload: Workload

    @field_validator("workload")
    @classmethod
    def _reported(cls, w: Workload) -> Workload:
        return w.reported() if isinstance(w, Resolved) else w  # no other kind's filled fields (Resolved.reported)
    language: Lang = "en"
    currency: Currency = "USD"
    usd_cny: float
    per_usd: float | None = None  # units of `currency` per USD when it is neither USD nor CNY (catalog/data/fx.csv)
    per_gpu: MemoryBreakdown | None = None
    total_bytes: int = 0
    spec_range: list[SpecTier] = Field(default_factory=list)
    candidates: list[Candidate] = Field(default_factory=list)
    cost_table: list[CostRow] = Field(default_factory=list)
    pitfalls: list[Pitfall] = Field(default_factory=list)
    compatibility: list[Check] = Field(default_factory=list)
    host: HostSpec | None = None
    validation_plan: list[Msg] = Field(default_factory=list)
    assumptions: list[Msg] = Field(default_factory=list)
    nothing_fits: list[Msg] = Field(default_factory=list)
    catalog_as_of: str = ""
    catalog_sources: list[str] = Field(default_factory=list)
    catalog_age_note: Msg | None = None  # the price-age warning in both languages (catalog.db.stale_msg)
    job_hours: float | None = None
    headline: Msg | None = None
    rejected: list[Rejection] = Field(default_factory=list)
    constraints: list[Constraint] = Field(default_factory=list)
    scope: Msg | None = None  # what is not modelled (non-LLM workloads)
    kind: WorkKind | None = None  # serving | batch | sized_training | open_training (tools.defaults.kind_of)
    beside_pick: list[Msg] = Field(default_factory=list)  # named under the pick: a faster plan, the per-token leader
    not_checked: list[str] = Field(default_factory=list)  # stated Workload fields no calculator or constraint used
    # the weight precision as asked (or resolved by default) when a route or lever changed `workload.precision` (the
    # planned one): the workload line shows both; None when the plan runs the weights as asked
    asked_precision: Precision | None = None
    # True when that asked precision was the default (BF16), not the user's words: the line says "BF16 default →"
    # rather than "BF16 asked →", since nobody asked for it
    asked_precision_default: bool = False
    # serving: the context asked when it is above the model's maximum and the plan was sized at that maximum
    # (tools.recommend.at_model_context); the workload line shows both. None when the context asked fits
    asked_context: int | None = None
    # the plan within the budget an over-budget headline leads with (a budget way that keeps every other filter:
    # tools.shown_plan_status.WITHIN_WAYS), as the recommender chose it; None when the headline leads with no such plan
    within_budget_lead: Msg | None = None
    # where to rent for the users' place (Workload.users_region, tools.users_place.where_line): the first row's place
    # and the nearest row to the users with its price difference, or that a batch job's place does not matter
    where: Msg | None = None
    # serving: the per-user tokens/s the ranking's floor and margin rules judged the rows against (Search.stream_floor),
    # so the table's order can be explained by the rule that applied (tools.order_reason); 0 when none
    order_floor: float = 0.0

    def as_of_text(self, lang: str = "en") -> str:
        """`catalog_as_of` for an answer in `lang`: the dates, then the price-age note in that language (the
        English line `catalog_as_of` carries is kept for English and for the JSON contract)."""
        if self.catalog_age_note is None or not lang.startswith("zh"):
            return self.catalog_as_of
        if self.catalog_as_of.startswith(self.catalog_age_note.en):  # no dated price at all: the note is the line
            return self.catalog_age_note.text(lang)
        dates = self.catalog_as_of.split(" (", 1)[0]
        return Msg(code="catalog.as_of", args={"dates": dates, "note": self.catalog_age_note}).text(lang)
