"""Where a model comes from (the developer that publishes its weights, and that developer's country), and the open
models of another origin at a similar size: for users whose rules look at the origin of software (a public agency in
Taiwan; tools.public_sector says which rules). Facts with sources; a legal reading is the user's agency's, never ours.

Why: a Taiwan city government asked to run InternLM3-8B on its own servers for citizens' petitions and got a plan with
no word that InternLM is a Shanghai AI Laboratory model, while Taiwan's public agencies may not use PRC-brand ICT
products (software included) and barred DeepSeek's AI service in 2025.

The origin is the organisation that publishes the weights, read from the Hugging Face organisation of the model's
hf_id (catalog/data/models.json) or, for a name alone, from the family's name. Each row cites the organisation's
own model card or site; a model fine-tuned by one developer from another's base (DeepSeek-R1-Distill-Llama-8B,
Llama-3-Taiwan-70B) is the fine-tuner's.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from tools.schema import ModelArch, Msg, Recommendation, Workload

PRC, OTHER = "cn", "other"


@dataclass(frozen=True)
class Origin:
    """One developer: the family key (one alternative a family), the developer, its country (a regions.csv tag:
    "cn" for the PRC), the Hugging Face organisations that publish its weights, the names its models carry, and where
    that is stated."""

    family: str
    developer: str
    country: str
    orgs: tuple[str, ...]
    names: str  # a regex on the model's name, matched at its start (case-insensitive)
    source: str
    offered: bool = True  # offered as a general alternative: a regional or task tune is not (named where it fits)


ORIGINS: tuple[Origin, ...] = (
    # PRC developers (listed before the families their models are fine-tuned from: DeepSeek-R1-Distill-Llama is
    # DeepSeek's)
    Origin("deepseek", "DeepSeek (Hangzhou DeepSeek AI)", PRC, ("deepseek-ai",), r"deepseek",
           "huggingface.co/deepseek-ai (model cards; company: Hangzhou DeepSeek Artificial Intelligence Co.)"),
    Origin("qwen", "Alibaba Cloud (Qwen team)", PRC, ("Qwen",), r"qwen|qwq",
           "huggingface.co/Qwen (model cards: 'developed by Qwen team, Alibaba Cloud')"),
    Origin("internlm", "Shanghai AI Laboratory", PRC, ("internlm", "OpenGVLab"), r"intern(?:lm|vl)",
           "huggingface.co/internlm and huggingface.co/OpenGVLab (Shanghai AI Laboratory)"),
    Origin("baichuan", "Baichuan Intelligence", PRC, ("baichuan-inc",), r"baichuan",
           "huggingface.co/baichuan-inc (Baichuan Intelligent Technology, Beijing)"),
    Origin("yi", "01.AI", PRC, ("01-ai",), r"yi-",
           "huggingface.co/01-ai (01.AI, Beijing)"),
    Origin("glm", "Zhipu AI (Z.ai)", PRC, ("zai-org", "THUDM"), r"(?:chat)?glm",
           "huggingface.co/zai-org and huggingface.co/THUDM (Zhipu AI / Tsinghua KEG, Beijing)"),
    Origin("kimi", "Moonshot AI", PRC, ("moonshotai",), r"kimi|moonlight",
           "huggingface.co/moonshotai (Moonshot AI, Beijing)"),
    Origin("minimax", "MiniMax", PRC, ("MiniMaxAI",), r"minimax",
           "huggingface.co/MiniMaxAI (MiniMax, Shanghai)"),
    Origin("hunyuan", "Tencent", PRC, ("tencent",), r"hunyuan",
           "huggingface.co/tencent (Tencent Hunyuan, Shenzhen)"),
    Origin("ernie", "Baidu", PRC, ("baidu",), r"ernie",
           "huggingface.co/baidu (ERNIE 4.5 model cards, Baidu, Beijing)"),
    Origin("minicpm", "OpenBMB / ModelBest", PRC, ("openbmb",), r"minicpm",
           "huggingface.co/openbmb (ModelBest and Tsinghua NLP, Beijing)"),
    Origin("bytedance", "ByteDance", PRC, ("ByteDance-Seed",), r"seed-",
           "huggingface.co/ByteDance-Seed (ByteDance)"),
    Origin("ui-tars", "ByteDance", PRC, ("ByteDance-Seed", "bytedance-research"), r"ui-tars",
           "huggingface.co/ByteDance-Seed/UI-TARS-1.5-7B (its card: \"UI-TARS-1.5 is ByteDance's open-source multimodal "
           "agent\", read 2026-12-05)"),
    Origin("os-atlas", "OS-Copilot (Shanghai AI Laboratory and partners)", PRC, ("OS-Copilot",), r"os-atlas",
           "huggingface.co/OS-Copilot/OS-Atlas-Base-7B (Shanghai AI Laboratory; from memory, re-check)", False),
    # other origins (Taiwan's own before the Llama base they are built on)
    Origin("taiwan-llm", "Yen-Ting Lin (Taiwan LLM, National Taiwan University)", "tw", ("yentinglin",),
           r"llama-3-taiwan|taiwan-llm", "huggingface.co/yentinglin/Llama-3-Taiwan-70B-Instruct (model card)", False),
    Origin("taide", "TAIDE (Taiwan's National Science and Technology Council project)", "tw", ("taide",), r"taide",
           "huggingface.co/taide/Llama-3.1-TAIDE-LX-8B-Chat (license: llama3-taide-models-community-license-agreement)",
           False),
    Origin("breeze", "MediaTek Research", "tw", ("MediaTek-Research",), r"breeze",
           "huggingface.co/MediaTek-Research/Breeze-7B-FC-v1_0 (license: apache-2.0)", False),
    Origin("sea-lion", "AI Singapore", "sg", ("aisingapore",), r"(?:llama-|gemma-)?sea-lion",
           "huggingface.co/aisingapore (SEA-LION model cards, AI Singapore)", False),
    Origin("showui", "Show Lab, National University of Singapore", "sg", ("showlab",), r"showui",
           "github.com/showlab/ShowUI README (\"Show Lab @ National University of Singapore, Microsoft\", read "
           "2026-12-05)", False),
    Origin("sarvam", "Sarvam AI", "in", ("sarvamai",), r"sarvam",
           "huggingface.co/sarvamai/sarvam-m (Sarvam AI, Bengaluru)", False),
    Origin("nemotron", "NVIDIA", "us", ("nvidia",), r"nemotron|llama-3\.1-nemotron", "huggingface.co/nvidia"),
    Origin("llama", "Meta", "us", ("meta-llama", "codellama"), r"(?:meta-|code)?llama", "huggingface.co/meta-llama (Meta)"),
    Origin("dbrx", "Databricks", "us", ("databricks",), r"dbrx", "huggingface.co/databricks/dbrx-instruct (Databricks)"),
    Origin("mpt", "MosaicML (Databricks)", "us", ("mosaicml",), r"mpt-", "huggingface.co/mosaicml (MosaicML, Databricks)",
           False),
    Origin("falcon", "Technology Innovation Institute", "ae", ("tiiuae",), r"falcon",
           "huggingface.co/tiiuae (Technology Innovation Institute, Abu Dhabi)", False),
    Origin("mistral", "Mistral AI", "fr", ("mistralai",),
           r"mistral|mixtral|ministral|pixtral|codestral|magistral|devstral|mamba-codestral",
           "huggingface.co/mistralai (Mistral AI, Paris)"),
    Origin("gemma", "Google", "us", ("google",), r"(?:med|shield)?gemma",
           "huggingface.co/google (Gemma model cards; ShieldGemma: huggingface.co/google/shieldgemma-2b)"),
    Origin("phi", "Microsoft", "us", ("microsoft",), r"phi-", "huggingface.co/microsoft (Phi model cards)"),
    Origin("granite", "IBM", "us", ("ibm-granite",), r"granite", "huggingface.co/ibm-granite (IBM)"),
    Origin("olmo", "Allen Institute for AI (Ai2)", "us", ("allenai",), r"olmo", "huggingface.co/allenai (Ai2, Seattle)"),
    Origin("gpt-oss", "OpenAI", "us", ("openai",), r"gpt-oss", "huggingface.co/openai (gpt-oss model card)"),
    Origin("command", "Cohere", "ca", ("CohereForAI", "CohereLabs"), r"command|aya",
           "huggingface.co/CohereLabs (Cohere, Toronto)"),
    Origin("exaone", "LG AI Research", "kr", ("LGAI-EXAONE",), r"exaone", "huggingface.co/LGAI-EXAONE (LG AI Research)"),
    Origin("starcoder", "BigCode (Hugging Face and ServiceNow)", "us", ("bigcode",), r"starcoder",
           "huggingface.co/bigcode (BigCode project)"),
    Origin("smollm", "Hugging Face", "us", ("HuggingFaceTB",), r"smollm", "huggingface.co/HuggingFaceTB"),
    # a revenue-capped licence (Jamba Open Model License): named where asked, never offered as a general alternative
    Origin("jamba", "AI21 Labs", "il", ("ai21labs",), r"(?:ai21-)?jamba", "huggingface.co/ai21labs (AI21 Labs, Tel Aviv)",
           False),
)


def origin_of(name: str, hf_id: str = "") -> Origin | None:
    """The developer of a model, by the Hugging Face organisation that publishes it, else by its name; None when
    neither is known. By hand: ("InternLM3-8B", "internlm/internlm3-8b-instruct") → Shanghai AI Laboratory (PRC);
    ("DeepSeek-R1-Distill-Llama-8B", "deepseek-ai/…") → DeepSeek, not Meta; ("Llama-3.1-8B", "") → Meta (US)."""
    org = hf_id.split("/")[0].lower() if "/" in hf_id else ""
    if org:
        for o in ORIGINS:
            if org in {x.lower() for x in o.orgs}:
                return o
    bare = name.split("/")[-1]
    return next((o for o in ORIGINS if re.match(o.names, bare, re.I)), None)


def is_prc(name: str, hf_id: str = "") -> bool:
    """Is the model published by a developer in the People's Republic of China?"""
    o = origin_of(name, hf_id)
    return o is not None and o.country == PRC


# kinds of model that only stand in for their own kind: a coder for a coder, a guard for a guard
_KINDS = {"coder": r"cod(?:er|estral)|starcoder|devstral|code-?llama", "guard": r"guard|shieldgemma", "math": r"math",
          "medical": r"med|baichuan-m", "vision": r"-vl|vision|pixtral|internvl|minicpm-v", "omni": r"omni",
          "reasoning": r"reasoning|magistral|nemotron-nano|qwq|-r1|thinking"}  # a thinking model for a thinking one


def _kinds(name: str) -> frozenset[str]:
    return frozenset(k for k, rx in _KINDS.items() if re.search(rx, name, re.I))


def non_prc_alternatives(asked: ModelArch, models: Iterable[ModelArch], n: int = 3) -> list[ModelArch]:
    """Open models not from a PRC developer whose licence allows commercial use (their registry licence row), of the
    asked model's kind (a coder for a coder, a plain chat model for a chat model), nearest in size (published
    parameters, within ×0.5–×2), one a family. By hand, for InternLM3-8B (8.8 B): Llama-3.1-8B (8.03 B),
    Granite-3.3-8B (8.17 B), Mistral-7B-v0.3 (7.25 B); a model of no known size gets none."""
    size = asked.published_params
    if not size:
        return []
    kinds, seen = _kinds(asked.name), set()
    out: list[ModelArch] = []
    ranked: list[tuple[float, int, ModelArch, str]] = []
    for i, m in enumerate(models):
        o = origin_of(m.name)
        if o is None or o.country == PRC or not o.offered or not m.published_params or m.license is None \
                or not m.license.commercial:
            continue
        ratio = m.published_params / size
        if 0.5 <= ratio <= 2.0 and _kinds(m.name) == kinds and m.modality == asked.modality:
            ranked.append((round(abs(math.log(ratio)), 3), -i, m, o.family))  # a tie: the later row
    for _, _, m, family in sorted(ranked, key=lambda x: (x[0], x[1])):
        if family not in seen and len(out) < n:
            seen.add(family)
            out.append(m)
    return out


def to_non_prc(w: Workload, asked: ModelArch | None, models: Iterable[ModelArch]) -> tuple[Workload, Msg] | None:
    """A thread that rules out PRC-developed models (`avoid_prc_models`) while its model (`asked`, the registry's row
    of w.model) is one: the workload on the nearest non-PRC model of its kind and size (non_prc_alternatives), and the
    note saying the swap and the others; None when nothing is ruled out, the model is not a PRC one or not held, or no
    alternative is held. By hand: Qwen3-8B (8.19 B) → Llama-3.1-8B (8.03 B), Granite-3.3-8B named beside it."""
    if not w.avoid_prc_models or asked is None or not is_prc(asked.name):
        return None
    alts = non_prc_alternatives(asked, models)
    if not alts:
        return None
    return (w.model_copy(update={"model": alts[0].name, "params_b": None, "active_params_b": None}),
            Msg(code="model_origin.swapped", args={"asked": asked.name, "model": alts[0].name,
                                                   "others": [m.name for m in alts[1:]]}))


def named_instead(before: str | None, after: str | None, avoid_prc: bool) -> Msg | None:
    """A thread that rules out PRC-developed models (`avoid_prc_models`) and names a model of another origin in place
    of a PRC one: the note that says which model the rule excludes (its developer) and whose the named one is, so
    the answer shows the rule was applied to the model, not to the clouds. None when nothing is ruled out, the model
    did not change, the earlier model was not a PRC one or the new one is (tools.model_origin.to_non_prc swaps it).
    By hand: Qwen3-Coder-30B-A3B → gpt-oss-120b: Alibaba Cloud's Qwen (PRC) excluded; gpt-oss-120b is OpenAI's (US)."""
    if not avoid_prc or not before or not after or before == after:
        return None
    was, now = origin_of(before), origin_of(after)
    if was is None or was.country != PRC or now is None or now.country == PRC:
        return None
    return Msg(code="model_origin.named_instead", args={
        "asked": before, "family": was.family, "model": after, "developer": now.developer, "country": now.country,
        "source": now.source})


# Where a PRC developer's own hosted API keeps what it is sent, from the developer's own privacy policy (only what is
# sourced: a family not listed gets no line)
API_STORED_IN_PRC = {
    "deepseek": "DeepSeek Privacy Policy (chat.deepseek.com and platform.deepseek.com): \"We store the information we "
                "collect in secure servers located in the People's Republic of China\" (quoted by Wired, 2025-01-27)",
}
PCPD_CROSS_BORDER = ("PDPO Cap. 486 DPP3, DPP2(3), DPP4(2), s. 33 not in force (elegislation.gov.hk/hk/cap486); PCPD "
                     "Guidance on Recommended Model Contractual Clauses for Cross-border Transfer of Personal Data (2022)")
PIPL_REACH = "PIPL Art. 3, 38–40 (npc.gov.cn, 2021-08-20)"
# the right-sized self-host for an office team's documents and emails: a ~30 B-class chat model on one card; the
# names are registry rows (catalog/data/models.json), their FP8 weights counted from published_params
BIG_FOR_A_TEAM = 100e9  # published parameters from which a model needs a multi-card node (≥ 100 GB at FP8)
OFFICE_MODELS = ("Qwen3-30B-A3B-Instruct-2507", "gpt-oss-20b", "Mistral-Small-3.1-24B")


def fp8_weights_gb(m: ModelArch) -> float | None:
    """FP8 weights in GB: one byte a published parameter (Qwen3-30B-A3B-Instruct-2507: 30.5 B → 30.5 GB; gpt-oss-20b
    ships MXFP4 and is smaller still, so this is its upper bound)."""
    return m.published_params / 1e9 if m.published_params else None


def api_data_flow(model: str, personal: bool, place: str, avoid_prc: bool, models: Iterable[ModelArch],
                  sized: str = "", here: bool = False) -> Msg | None:
    """A PRC developer's own API weighed for customers' personal data (a Hong Kong finance firm: "DeepSeek 官方 API
    定自己搭？客戶貸款文件"): the line that the API keeps what it is sent in the PRC (API_STORED_IN_PRC), what that
    transfer means where the user is (Hong Kong: PDPO's purpose and processor duties, s. 33 not in force, the
    PCPD's model clauses; elsewhere: the place's own transfer rules), that PIPL then reaches it, and the self-host
    sized to the team: a ~30 B-class model on one card (OFFICE_MODELS, with FP8 weights: Qwen3-30B-A3B-Instruct-2507
    30.5 GB on one 48 GB card), not the 671 B model on eight. None when the model's developer has no sourced API line
    or no personal data is said. `avoid_prc` leaves the PRC models out of the self-host names; `sized` is the model
    the plan was moved to (team_self_host), said as the assumption; `here` says the plan is priced in Hong Kong,
    where the firm and its customers' data are (assumed)."""
    o = origin_of(model)
    if o is None or o.family not in API_STORED_IN_PRC or not personal:
        return None
    held = {m.name: m for m in models}
    asked = held.get(model)
    size = asked.published_params if asked is not None else None
    big = size / 1e9 if size and size >= BIG_FOR_A_TEAM else None  # 671 B DeepSeek-V3, not a 7 B distil
    small = [held[n] for n in OFFICE_MODELS if n in held and not (avoid_prc and is_prc(n))]
    return Msg(code="model_origin.api_data_flow", args={
        "model": model, "family": o.family, "source": API_STORED_IN_PRC[o.family], "hk": place == "hk",
        "law": PCPD_CROSS_BORDER if place == "hk" else "", "pipl": PIPL_REACH, "big": big,
        "small": [m.name for m in small] if big else [],
        "small_gb": [fp8_weights_gb(m) or 0.0 for m in small] if big else [], "sized": sized, "here": here,
        "plan": None})


def team_sized(asked: str, sized: str, models: Iterable[ModelArch]) -> Msg | None:
    """The note for a self-host moved off the API's multi-card family default (team_self_host) when no data-flow line
    says it: which model the plan is sized on, its FP8 weights (fp8_weights_gb), and the asked one's size. By hand:
    DeepSeek-V3 671 B → Qwen3-30B-A3B-Instruct-2507 ≈ 31 GB at FP8, one 48 GB card. None when either is not held."""
    held = {m.name: m for m in models}
    a, m = held.get(asked), held.get(sized)
    if a is None or m is None or not a.published_params:
        return None
    return Msg(code="model_origin.team_sized", args={"asked": asked, "big": a.published_params / 1e9, "model": sized,
                                                     "gb": fp8_weights_gb(m) or 0.0, "plan": None})


SELF_HOST_NOTES = ("model_origin.api_data_flow", "model_origin.team_sized")  # the notes that name the self-host plan


def self_host_plan(rec: Recommendation) -> Msg | None:
    """The plan a self-host note names, read from the answer's pick (its first candidate) and the precision the plan
    was sized at (`rec.workload.precision`, after any move off the default), never worked out again: the note once
    said "one 48 GB card at FP8" over a pick of 2 × A40 at BF16. By hand: Qwen3-30B-A3B-Instruct-2507 at BF16, 5 users
    × 4,096 tokens → 2 × A40, ≈ 32.9 GB per GPU (the memory table's total). None when nothing was picked."""
    if not rec.candidates:
        return None
    c = rec.candidates[0]
    return Msg(code="model_origin.plan", args={"gpus": c.layout.num_gpus, "gpu": c.gpu,
                                               "precision": str(rec.workload.precision), "gb": c.per_gpu_bytes / 1e9})


def with_plan(note: Msg, rec: Recommendation) -> Msg:
    """A self-host note (SELF_HOST_NOTES) re-said with the plan it names taken from the answer (self_host_plan), so
    its card count and precision are the pick's; any other note unchanged."""
    if note.code not in SELF_HOST_NOTES or not note.args.get("sized" if note.code == SELF_HOST_NOTES[0] else "model"):
        return note
    plan = self_host_plan(rec)
    return note if plan is None else Msg(code=note.code, args={**note.args, "plan": plan})


def version_named(model: str, text: str, params: float | None) -> bool:
    """Whether the message names the model itself (its registry name, spacing and hyphens aside, or its published
    size in billions from `params`: "DeepSeek-V3", "deepseek v3", "671B"), not only its developer or API
    ("DeepSeek 官方 API" → False)."""
    size_b = params / 1e9 if params else None
    def flat(s: str) -> str:
        return re.sub(r"[\W_]+", "", s.lower())
    if flat(model) in flat(text):
        return True
    return bool(size_b) and re.search(rf"(?i)(?<!\d){size_b:.0f}\s*b\b", text) is not None


def team_self_host(model: str, named: bool, avoid_prc: bool, models: Iterable[ModelArch]) -> str | None:
    """The model a team's self-host is sized on when the user weighs a developer's API against self-hosting and names
    no model of their own (`named` False: "DeepSeek 官方 API 定自己搭？30 個同事"): the first of OFFICE_MODELS the
    registry holds (PRC ones left out under `avoid_prc`) when the API's family default is a multi-card model
    (≥ BIG_FOR_A_TEAM published parameters). By hand: DeepSeek-V3 671 B (≈ 671 GB at FP8, eight 80 GB cards) →
    Qwen3-30B-A3B-Instruct-2507 (30.5 GB at FP8, one 48 GB card); under the PRC rule → gpt-oss-20b. None when the
    model was named, is not held, or is already small (a 7 B distil)."""
    if named:
        return None
    held = {m.name: m for m in models}
    asked = held.get(model)
    if asked is None or not asked.published_params or asked.published_params < BIG_FOR_A_TEAM:
        return None
    return next((n for n in OFFICE_MODELS if n in held and not (avoid_prc and is_prc(n))), None)


def prc_only(model: str, hf_id: str = "") -> Msg:
    """"Only PRC-developed models" said (只用国产模型, "only Chinese models"): no Workload field holds that preference,
    so the line says it is not applied as a filter and whether the sized `model` meets it (origin_of). By hand:
    Qwen2.5-7B → Alibaba Cloud (PRC), it meets it; Llama-3.1-8B → Meta (US), it does not: name a PRC model."""
    o = origin_of(model, hf_id)
    return Msg(code="model_origin.prc_only", args={
        "model": model, "family": o.family if o else "", "developer": o.developer if o else "",
        "country": o.country if o else "", "prc": bool(o and o.country == PRC), "source": o.source if o else ""})


def api_question(provider: str, said: str, model: str, place: str, price: tuple[float, float, str, str, str] | None
                 ) -> Msg:
    """The answer to "may the data go to <provider>'s API?" ("可唔可以 send 上去 DeepSeek 官方 API", "can we just use
    the OpenAI API instead"): where the provider keeps what it is sent when a sourced line says so
    (API_STORED_IN_PRC: DeepSeek → the PRC), what that means for the user's `place` (a regions.csv tag: "cn" — it
    stays in the mainland, PIPL governs it; "hk" — it leaves Hong Kong for the mainland; elsewhere — a transfer to
    the PRC under the place's own rules), and the API's list price per 1M tokens only from a sourced row `price`
    (input, output, currency, source page, as_of; catalog/data/api_prices.csv). By hand: DeepSeek-V3 from Shanghai →
    stored in the PRC, no cross-border step, $0.28 in / $0.42 out per 1M (deepseek-chat, 2025-12-09). `provider`
    is the api_prices.csv tag, `said` its name in the answer."""
    return Msg(code="model_origin.api_question", args={
        "provider": said, "model": model, "place": place,
        "stored": API_STORED_IN_PRC.get(provider, ""), "pipl": PIPL_REACH, "hk_law": PCPD_CROSS_BORDER,
        "price": list(price) if price else None})
