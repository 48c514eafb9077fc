"""A card the user asks about ("A 4090 should be enough, right?", "do we need a full 8xH100?", "is a 4090 enough" in Chinese): its
verdict, beside a recommendation that ranks every card (`Workload.checked_gpu`, read by
advisor.core.extract_rules.read_checked_gpu). A question is not a filter: one answer said "✅ RTX 4090
(honoured): Yes: 4 × RTX 4090" for a 1 M-token context that needs ≈ 83 GB, and another "No, 8 × H100 cannot do this"
for a model that fits one 80 GB card, because the card asked about had become "X only".

The figures are the recommender's own: the smallest layout of that card that holds one copy of the work
(tools.parallel.plan, the same search the ranked rows use) and the fit test every answer quotes (tools.fit)."""

from __future__ import annotations

import math
from typing import Any

from tools.chat_kv import full_chats_held
from tools.constants import SAFE_HEADROOM
from tools.fit import EIGHT_BIT_KV, fit_of, verdict_words
from tools.memory import four_bit_format, kv_cache_bytes, kv_pool_bytes, load_kv_bytes, serving_pool_fraction, weight_bytes
from tools.offers import Offer, Search, Sizing, batch_machines, finishes_by, full_context_ttft, named_cards, size_batch
from tools.parallel import plan as plan_layout
from tools.routes import SIXTEEN_BIT
from tools.schema import GPUSpec, InstanceRow, ModelArch, Msg, Resolved, Workload
from tools.setup_verdict import setup_verdict
from tools.stated_batch import in_flight_on_stated

# A context written with a binary suffix ("1M" = 1,048,576, "128k" = 131,072, tools' reading of k and M) can exceed a
# maximum written in decimal (Qwen2.5-7B-Instruct-1M: 1,010,000) by the gap between the two readings, 2^20 / 10^6
# ≈ 4.9 %: that is the writing, not a longer prompt, so "not on any card" is said only above it.
WRITTEN_SIZE_SLACK = 2**20 / 10**6
# An FP8 KV cache on the count asked about is said as "nearly" when its pool holds this share of the load's cache
# (the rest waits in vLLM's queue), and a raised --gpu-memory-utilization is named up to MAX_MEMORY_SHARE: above it
# the CUDA graphs, NCCL buffers and the CUDA context outside the pool (≈ 2–5 GB) no longer fit beside it.
FP8_KV_NEAR = 0.8
MAX_MEMORY_SHARE = 0.95


def card_verdict(arch: ModelArch, w: Resolved, gpus: dict[str, GPUSpec], headroom: float,
                 asked_context: int | None = None) -> Msg | None:
    """Whether `w.checked_gpu_count` (unset: one) × the checked card holds one copy of the work, and the fewest of
    that card that do. A family ("A100", "H100") is judged on the variant that needs the fewest cards (more memory
    breaking no tie: the smaller wins), named in the verdict, so "no, 1 × A100 40GB" never hides an 80 GB "yes".
    `fits`: the count asked about holds it; `need`: the fewest that hold it (None: no layout tried holds it);
    `words`: the per-GPU figure against the card's budget, at the fewest that hold it when the count asked about
    does, else at the count asked about. The answer leads with it (tools.recommend.recommend), then the ranked pick.
    `asked_context`: the prompt asked above the model's maximum (the work is sized at that maximum,
    tools.recommend.at_model_context): the verdict is "no, not on any card" first, the card's figure at the maximum
    after it (a 36,000-token contract on Phi-4, 16,384, was answered "2 × RTX 4090 hold it")."""
    if not w.checked_gpu:
        return None
    free = w.model_copy(update={"num_gpus": None})
    cards = [gpus[n] for n in named_cards(w.checked_gpu, gpus) if n in gpus and gpus[n].memory_bytes]
    asked = w.checked_gpu_count or 1
    plans = [(g, plan_layout(arch, at_batch_that_fits(arch, free, g, asked, headroom), g, headroom=headroom))
             for g in cards]  # the fewest of g that hold it
    if not plans:
        return None
    card, p = min(plans, key=lambda x: (0 if x[1].fits else 1, x[1].layout.num_gpus, x[0].memory_bytes or 0))
    free = at_batch_that_fits(arch, free, card, asked, headroom)
    need = p.layout.num_gpus if p.fits else None
    v = setup_verdict(asked, need)  # the one yes / no / with-changes on a proposed count (tools.setup_verdict)
    kv8 = None
    if not v.fits:  # the figure at the count asked about (its own layout, checkpointing included), which misses
        p = plan_layout(arch, free.model_copy(update={"num_gpus": asked}), card, headroom=headroom)
        kv8 = fp8_kv_on_asked(arch, free, card, asked, headroom)
        v = setup_verdict(asked, need, asked if fp8_kv_holds(kv8) else None)
    fits = v.fits
    # a yes on a family's roomiest variant, said with the variant it is not (8 × H100 NVL holds 594 GB of Kimi-K2; the
    # 80 GB H100 SXM of the usual 8-card box does not): the smallest variant that misses at the count asked about
    short = [(g, q) for g, q in plans if fits and (not q.fits or q.layout.num_gpus > asked)]
    other = min(short, key=lambda x: x[0].memory_bytes or 0) if short else None
    return Msg(code="checked.verdict", args={
        "n": asked, "gpu": card.name, "said": w.checked_gpu, "fits": fits, "need": need, "answer": v.answer,
        # the weights at 16 / 8 / 4 bits "before the KV cache" are a serving figure: training holds gradients, optimizer
        # states and activations beside them and trains in its own precision, so no such line is said for it
        "weight_formats": [label for _, label in WEIGHT_FORMATS],
        "weight_gb": weights_at_precisions(arch) if w.task in (None, "inference") else None,
        "not_on": other[0].name if other else None,
        "not_on_need": (other[1].layout.num_gpus if other[1].fits else None) if other else None,
        "card_gb": card.memory_gb or 0.0,
        "words": verdict_words(fit_of(p.per_gpu, card, free, headroom), short=True),
        "model": arch.name, "max_context": arch.max_context,
        "asked_context": asked_context if asked_context and arch.max_context
        and asked_context > arch.max_context * WRITTEN_SIZE_SLACK else None, "copies": None, "per_copy": None,
        "fp8_kv": kv8, "kv_split": next((m for m in p.notes if m.code == "parallel.kv_head_split"), None)})


def fp8_kv_holds(kv8: Msg | None) -> bool:
    """An FP8 KV cache holds the load on the count asked about (fp8_kv_on_asked): it fits, or its pool holds nearly
    all of it and a vLLM memory share up to MAX_MEMORY_SHARE holds the rest — the change a with-changes verdict names."""
    return kv8 is not None and (kv8.code == "checked.fp8_kv_fits" or kv8.args.get("util") is not None)


def fp8_kv_on_asked(arch: ModelArch, w: Resolved, card: GPUSpec, asked: int, headroom: float) -> Msg | None:
    """The count asked about that misses with a 16-bit KV cache, tried with an FP8 one (vLLM --kv-cache-dtype fp8,
    SGLang --kv-cache-dtype fp8_e4m3: half the bytes a token) before a second machine is named, on that count's own
    layout (tools.parallel.plan). `checked.fp8_kv_fits`: it holds the work (the verdict words at FP8 KV);
    `checked.fp8_kv_near`: its KV pool holds at least FP8_KV_NEAR of the load's FP8 cache, with the vLLM memory share
    (--gpu-memory-utilization) that would hold all of it when that is at most MAX_MEMORY_SHARE. None for work that is
    not served, a cache already at 8 bits, or FP8 KV farther off. By hand: Qwen3-Coder-480B-A35B (62 layers, 8 KV
    heads × 128: 248 KiB a token in BF16, 124 KiB in FP8) for 120 users, 108 at 4,096 and 12 at 131,072 tokens
    ≈ 2.02 M tokens: ≈ 512 GB of BF16 KV (≈ 64 GB a card of 8, ≈ 124.8 GB a card in all: 2 machines), ≈ 256 GB in
    FP8 (≈ 32 GB a card); beside ≈ 60.3 GB of FP8 weights a card, the 0.90 × 103.1 GB ≈ 92.8 GB pool of an H20 leaves
    ≈ 31.9 GB of KV a card (weights, activations and vLLM's non-torch memory aside), ≈ 99 % of it; all of it
    at --gpu-memory-utilization 0.91."""
    if w.task not in (None, "inference") or w.kv_precision in EIGHT_BIT_KV or not w.seq_len:
        return None
    w8 = w.model_copy(update={"num_gpus": asked, "kv_precision": "fp8"})
    p = plan_layout(arch, w8, card, headroom=headroom)
    if p.fits:
        return Msg(code="checked.fp8_kv_fits", args={"words": verdict_words(fit_of(p.per_gpu, card, w8, headroom),
                                                                               short=True)})
    cap, kv = card.usable_bytes or 0, p.per_gpu.kv_cache
    if not cap or not kv or w.framework == "llama.cpp":
        return None
    room = kv_pool_bytes(p.per_gpu, cap, w.framework)
    share = room / kv
    if share < FP8_KV_NEAR:
        return None
    util = math.ceil((serving_pool_fraction(w.framework) * cap - room + kv) / cap * 100) / 100
    return Msg(code="checked.fp8_kv_near", args={
        "n": asked, "gpu": card.name, "pct": math.floor(share * 100), "room_gb": room / 1e9, "kv_gb": kv / 1e9,
        "util": util if util <= MAX_MEMORY_SHARE and w.framework in ("vllm", None) else None})


# A served context from this length up is a long window: the answer says what one session at the full length costs in
# KV and how many such sessions the cards hold at once (64k: 16 GB a session for Qwen3-Coder-480B in BF16, a third of
# an H20's pool beside its share of the weights), not only that the load "fits" at its average length.
FULL_LENGTH_CONTEXT = 65_536


def full_length_sessions(arch: ModelArch, w: Resolved, card: GPUSpec, n: int, headroom: float,
                         s: Search | None = None, kv_precision: str | None = None) -> Msg | None:
    """A long served context (≥ FULL_LENGTH_CONTEXT) on `n` × `card` (a card asked about, or the user's own): one
    session at the full length in KV (kv_cache_bytes: layers × KV heads × head_dim × 2 × bytes × tokens), how many
    such sessions the cards' KV pools hold at once (tools.memory.kv_pool_bytes beside the load's weights and
    activations, over one full session's share of a GPU: tools.chat_kv.full_chats_held, so a KV head stored on two
    GPUs when TP exceeds the KV heads counts twice) — the rest wait in the engine's queue or are preempted — with an
    FP8 KV cache too when the cache is 16-bit, the first token of one new full-length prompt on those cards
    (tools.offers.full_context_ttft, when `s` is given) and the levers (FP8 KV, prefix cache, a cap on long sessions;
    TP = KV heads × pipeline stages when TP stores each KV head twice). `kv_precision`: the cache the verdict
    leans on (FP8 when only an FP8 KV cache holds the load). None for work not served online, a shorter context, or
    cards whose weights leave no pool.
    By hand: Qwen3-Coder-480B-A35B (62 layers × 8 KV heads × 128 × 2 × 2 B = 248 KiB a token) at 131,072 tokens:
    ≈ 33.3 GB a session in BF16, ≈ 16.6 GB in FP8; 8 × H20 at FP8 KV keep ≈ 31.9 GB of pool a card beside ≈ 60.3 GB
    of weights → ≈ 255 GB ÷ 16.6 ≈ 15 whole 128k sessions at once. Qwen3-235B-A22B (94 × 4 × 128 × 2 × 2 B = 188 KiB)
    at 131,072: ≈ 25.2 GB a session in BF16; 8 × RTX 4090 48 GB at TP 8 store each of the 4 KV heads twice (≈ 6.3 GB
    of every card a session), ≈ 14 GB of pool a card beside ≈ 29.5 GB of FP8 weights → ≈ 2 at once, ≈ 4 with FP8."""
    if (w.task not in (None, "inference") or w.batch_requests or not w.seq_len or w.seq_len < FULL_LENGTH_CONTEXT
            or not card.usable_bytes or w.framework == "llama.cpp"):
        return None
    prec = kv_precision or w.kv_precision
    at = w.model_copy(update={"num_gpus": n, "kv_precision": prec})
    p = plan_layout(arch, at, card, headroom=headroom)
    pool = kv_pool_bytes(p.per_gpu, card.usable_bytes, w.framework)
    one_w = at.model_copy(update={"concurrency": 1, "users_online": None, "sessions_full": None})
    one_p = plan_layout(arch, one_w, card, headroom=headroom)  # one session: its share of each GPU (the split)

    def held(bits: str) -> int:  # the one-session plan's KV a GPU over its KV in all is the split
        return full_chats_held(pool, one_p.per_gpu.kv_cache, load_kv_bytes(arch, one_w, 1),
                               kv_cache_bytes(arch, w.seq_len, 1, bits)) * max(1, one_p.layout.dp)

    if pool <= 0 or not one_p.per_gpu.kv_cache:
        return None
    eight = prec in EIGHT_BIT_KV
    ttft = full_context_ttft(s, max(1, -(-w.concurrency // max(1, p.layout.dp))), card, p.layout) if s else None
    return Msg(code="checked.full_sessions", args={
        "n": n, "gpu": card.name, "ctx": w.seq_len, "users": w.concurrency,
        "gb": kv_cache_bytes(arch, w.seq_len, 1, prec) / 1e9, "held": held(prec), "fp8": eight,
        "gb_fp8": None if eight else kv_cache_bytes(arch, w.seq_len, 1, "fp8") / 1e9,
        "held_fp8": None if eight else held("fp8"),
        "ttft": ttft[1] if ttft else None, "mins": ttft[1] / 60 if ttft and ttft[1] >= 90 else None,
        "dup": one_p.layout.tp > arch.kv_heads > 0})


def at_batch_that_fits(arch: ModelArch, w: Resolved, card: GPUSpec, asked: int, headroom: float) -> Resolved:
    """An offline batch (`w.batch_requests`, served) judged on `asked` × `card` at the sequences in flight that fit
    beside the weights there (tools.stated_batch.in_flight_on_stated: vLLM admits only what its KV pool holds), never
    at the engine's 256-sequence cap: "1 × RTX 4090 is not enough (31.3 GB a card)" was said of a Qwen2.5-7B labelling
    job whose BF16 weights are 15.2 GB; the ≈ 6 GB left in the 4090's 21.6 GB pool hold ≈ 100 sequences of 1,037
    tokens (57 KiB a token: 28 layers × 4 KV heads × 128 × 2 × 2 B). Unchanged for other work; num_gpus stays unset."""
    if not w.batch_requests or w.task not in (None, "inference"):
        return w
    fitted = in_flight_on_stated(arch, w.model_copy(update={"num_gpus": asked}), card, headroom=headroom)
    return fitted.model_copy(update={"num_gpus": None})


def ranked_on_card(check: Msg, top: Offer | None, offers: list[Offer]) -> Offer | None:
    """The plan as ranked on the card asked about: the pick when it is that card, else that card's best-ranked offer
    (the least rank_value, the ranking's own key); None when no offer is of that card."""
    card = check.args.get("gpu")
    if top is not None and top.gpu.name == card:
        return top
    return min((o for o in offers if o.gpu.name == card), key=lambda o: o.rank_value, default=None)


def as_ranked(check: Msg, top: Offer | None, w: Resolved, headroom: float) -> Msg:
    """The verdict on the card asked about measured on the plan as ranked when the pick is that card in several
    copies: the pick's GPUs against the count asked about, said as copies × GPUs a copy, with the pick's own per-GPU
    figure (each copy holds its share of the users), never one copy of the whole load spread over every card asked
    about. By hand: 60 agents of GLM-4.6 FP8 on "16 × MI300X?" was told "≈ 115.3 GB per GPU" (one copy of all 60
    over 16) while the ranked pick was 2 copies × 8 GPUs at ≈ 142.9 GB per GPU (30 each); 200 agents on "16 ×
    MI300X?" was told "it would take 24, 3 servers linked by RDMA" while the pick was 5 copies of 8, one a server,
    no link between them. `top`: the plan as ranked on that card (ranked_on_card). Unchanged when there is none, it is
    one copy, or no layout of the card holds it, or a batch the cards asked about finish in half the window
    (booked_over: the ranked copies are the ranking's speed, never what the asked cards lack; "4 × A100 for 48 h?" for
    a 20 h job was told "not enough: it takes 8" beside "overkill")."""
    batch = check.args.get("batch")
    if isinstance(batch, dict) and batch.get("over"):
        return check
    if (top is None or top.plan is None or top.replicas < 2 or check.code != "checked.verdict"
            or check.args.get("need") is None or top.gpu.name != check.args.get("gpu")):
        return check
    v = setup_verdict(int(str(check.args.get("n") or 0)), top.total_gpus)
    words = verdict_words(fit_of(top.plan.per_gpu, top.gpu, w, headroom), short=True)
    return Msg(code=check.code, args={**check.args, "need": v.need, "fits": v.fits, "answer": v.answer,
                                      "words": words, "copies": top.replicas, "per_copy": top.layout.num_gpus})


# The formats a model's weights are quoted in beside a card asked about: what an expert says first to "does it run on
# one H100?" (the weights alone at 16, 8 and 4 bits against the card's memory), the KV cache and buffers on top.
WEIGHT_FORMATS = (("bf16", "BF16"), ("fp8", "FP8"), ("awq", "INT4"))


def weights_at_precisions(arch: ModelArch) -> list[float]:
    """GB of the model's weights alone in BF16, FP8 and INT4 (tools.memory.weight_bytes: INT4 is AWQ's 4.25
    bits a weight with the embeddings in 16 bits). Command A (111.06 B): 222.1 GB, ≈ 114 GB, ≈ 62 GB. A model released in
    INT4 (ModelArch.native_int4_group: Kimi-K2-Thinking) is shown in its own release layout (≈ 594 GB, not AWQ's 537 GB)."""
    return [weight_bytes(arch, four_bit_format(arch) if p == "awq" else p) / 1e9 for p, _ in WEIGHT_FORMATS]


# The machine a card asked about is timed on for a batch: the usual 8-card server (an HGX board, a cloud's bare-metal
# node), whatever the catalog prices ("H20便宜是不是就用H20" for 5 M images in a week: one 8 × H20 machine takes
# weeks, which the memory verdict alone never said).
CHECKED_MACHINE = 8


def machines_to_finish(one: float, deadline: float, capped: int) -> int:
    """The machines a batch needs by its deadline when the ranked rows' cap (tools.offers.MAX_SERVING_INSTANCES, 32)
    is too few: the fewest k with the run ÷ k plus start-up within it (tools.offers.finishes_by), never the cap said as
    enough (1,920 H20-hours in 6 h: 32 machines were said, 7.5 h each). By hand: one machine 240 h, 6 h, 0.25 h start-up
    → ⌈240 ÷ 5.75⌉ = 42 machines. The cap itself when it already meets the deadline."""
    k = capped
    while not finishes_by(one / k, deadline) and k < capped * 1000:
        k += 1
    return k


def with_batch_time(check: Msg, s: Search, gpus: dict[str, GPUSpec]) -> Msg:
    """The verdict on a card asked about, for an offline batch: how long one CHECKED_MACHINE-card machine of it takes
    the whole job, and with a deadline how many such machines meet it (tools.offers.size_batch: the same replicas,
    speeds and deadline margin the ranked rows use, on an unpriced machine of that card). Unchanged when the card
    holds no replica or has no speed figures."""
    card = gpus.get(str(check.args.get("gpu")))
    if card is None or not s.w.batch_requests:
        return check
    got = size_batch(s, InstanceRow(provider="", instance_type="", gpu=card.name, gpu_count=CHECKED_MACHINE), card)
    if not isinstance(got, Sizing) or not got.train_hours:
        return check
    one = got.train_hours * got.instances  # the run on one machine; the fewest machines that meet the deadline,
    # never the scale-out a "fastest" priority adds to the ranked rows
    machines = batch_machines(one, s.w.deadline_hours, False, cap=s.w.max_nodes)
    if s.w.deadline_hours and s.w.max_nodes is None:
        machines = machines_to_finish(one, s.w.deadline_hours, machines)
    batch = {"machine": CHECKED_MACHINE, "hours": one, "deadline": s.w.deadline_hours, "machines": machines}
    batch |= booked_over(check.args.get("n"), one, s.w.deadline_hours, machines)
    return check.model_copy(update={"args": {**check.args, "batch": batch}})


OVERBOOKED_AT = 2.0  # the asked cards held for the whole window are "overkill" at twice the GPU-hours the job uses


def booked_over(n: object, one_machine_h: float, deadline_h: float | None, machines: int) -> dict[str, float]:
    """The asked cards held for the whole window against the GPU-hours the job uses on them ("we were going to rent
    8xH100 for the whole weekend (60h). overkill?"): booked = n × window, used = one CHECKED_MACHINE-card machine's
    hours × CHECKED_MACHINE (the same GPU-hours on n cards), over = booked ÷ used. Said only when one machine meets
    the window and the booking is at least OVERBOOKED_AT × the use. By hand: 8 × 60 h = 480 GPU-h; 7 h × 8 = 56
    GPU-h used; 480 ÷ 56 = 8.6× — overkill, book ≈ 7 h."""
    if not isinstance(n, int) or n <= 0 or not deadline_h or machines > 1 or one_machine_h <= 0:
        return {}
    booked, used = n * deadline_h, one_machine_h * CHECKED_MACHINE
    if booked < OVERBOOKED_AT * used:
        return {}
    return {"booked": booked, "used": used, "over": booked / used, "run_h": used / n}


def with_machines(check: Msg, rows: list[InstanceRow]) -> Msg:
    """The verdict on a card asked about that needs more of it than one CHECKED_MACHINE-card server holds ("8 × H20
    96 GB?" for Kimi-K2 at FP8, ≈ 1.03 TB of weights: 16 cards): how many such servers, the link one copy split over
    them needs (≥ tools.host.MULTI_NODE_GBIT_S Gbit/s RDMA, InfiniBand or RoCE: tensor or pipeline parallel traffic
    across machines on plain Ethernet loses most of the step time, tools.nodes), and whether the catalog prices that
    card anywhere (`priced` False: no price to quote, so the answer asks for a quote instead of naming none).
    By hand: 16 needed ÷ 8 a server = 2 servers; 9 → 2; 8 → unchanged (one server, no link between machines). The
    family's smaller variant said beside a yes on its roomiest (`not_on_need`: Kimi-K2 in INT4 holds on 8 × H100 NVL
    94 GB but takes 16 × H100 80 GB) gets the same servers and link as `not_on_nodes`."""
    other = check.args.get("not_on_need")
    if isinstance(other, int) and other > CHECKED_MACHINE:
        check = check.model_copy(update={"args": {**check.args,
                                                  "not_on_nodes": _servers(str(check.args.get("not_on")), other, rows)}})
    need = check.args.get("need")
    if not isinstance(need, int) or check.args.get("fits") or need <= CHECKED_MACHINE:
        return check
    if int(str(check.args.get("per_copy") or CHECKED_MACHINE + 1)) <= CHECKED_MACHINE:  # copies, one a server: no link
        return check
    return check.model_copy(update={"args": {**check.args, "nodes": _servers(str(check.args.get("gpu")), need, rows)}})


def _servers(card: str, need: int, rows: list[InstanceRow]) -> dict[str, Any]:
    """`need` cards of `card` as CHECKED_MACHINE-card servers, the RDMA link between them, and whether any row prices
    the card (with_machines)."""
    from tools.host import MULTI_NODE_GBIT_S

    priced = any(r.gpu == card and (r.price_on_demand or r.price_spot or r.price_reserved_month) for r in rows)
    return {"machines": -(-need // CHECKED_MACHINE), "per_machine": CHECKED_MACHINE, "rdma_gbit_s": MULTI_NODE_GBIT_S,
            "priced": priced}


def split_because(arch: ModelArch, precision: str, gpu: GPUSpec, cards: int) -> Msg | None:
    """Why one copy of the model spans `cards` cards of `gpu`: its weights alone in `precision` (tools.memory
    .weight_bytes) are more than one card's usable memory, so the split is needed, not a choice for KV room or speed.
    With it, the memory a single card needs to hold one copy unsharded: the weights × SAFE_HEADROOM (1.3: the KV cache,
    activations and the runtime beside them), rounded up to a whole GB. By hand, Qwen2.5-14B (14.77 B) in BF16:
    29.5 GB of weights against an RTX 4090's 24 GB (25.8 GB usable), so a copy needs ≥ 2 cards; one card holds it from
    29.5 × 1.3 ≈ 38.4 → 39 GB (an L20 / L40S 48 GB, an A100 / A800 / H100 80 GB). None when the copy is on one card or
    the weights fit one card (a split chosen for the KV cache or speed is not a need)."""
    usable = (gpu.usable_bytes or 0) / 1e9
    weights = weight_bytes(arch, precision) / 1e9
    if cards <= 1 or not usable or weights <= usable:
        return None
    return Msg(code="checked.split_because", args={
        "model": arch.name, "up": precision.upper(), "weights": weights, "gpu": gpu.name,
        "card_gb": gpu.memory_gb or usable, "cards": cards, "floor": -(-weights * SAFE_HEADROOM // 1)})


def unsharded_workload(w: Workload, split: Msg) -> Workload:
    """The same work on a card that holds one copy alone (`split`: a tools.checked.split_because fact): the stated
    card, its count and ownership dropped, and a per-card memory floor of the split's `floor` GB (in GiB, the field's
    unit: 39 GB → 36.3 GiB), so the recommender ranks L20 / L40S / A100-class cards for a BF16 14 B model asked about
    on RTX 4090s; every other stated limit (providers, places, deadline, budget) is kept."""
    floor = split.args.get("floor")
    gib = float(floor) * 1e9 / 2**30 if isinstance(floor, (int, float)) else None
    return w.model_copy(update={"gpu_preference": None, "gpu_only": None, "checked_gpu": None,
                                "checked_gpu_count": None, "num_gpus": None, "owned_gpus": None,
                                "min_gpu_memory_gib": gib})


def verdict_leads(headline: Msg | None, check: Msg | None, precision: str, planned: str | None = None) -> Msg | None:
    """The yes / no on the setup asked about ("8卡H20 141G够吗", "will one a100 do?", "8 H100s, good plan?") leads the
    headline. A plan routed to another precision wrote "Planned with FP8 / INT4 weights, a change …" first, its verdict
    after it. Put first, said with its precision:
    - a 16-bit model routed to a lower precision (`planned`, the plan's): the plan's own verdict ("in FP8, 8 × H20 is
      enough as TP 4 × 2 stages"), since the plan below runs that way;
    - a model asked at its own lower precision (`precision`: Kimi-K2's published FP8) routed lower still (INT4): the
      verdict at the precision asked (Kimi-K2's 1,029 GB of FP8 weights over 8 × H20 141GB), never only INT4's count.
    A headline already led by a verdict is left as it is."""
    if headline is None or check is None or not check.says("checked.verdict"):
        return headline
    if _lead_check(headline) is not None:
        return headline
    inner = _inner_check(headline)
    if precision.lower() in SIXTEEN_BIT and inner is not None and planned:
        return Msg(code="checked.then", args={"check": _at(inner, planned.upper()), "msg": _without_check(headline)})
    return Msg(code="checked.then", args={"check": _at(check, precision.upper()), "msg": headline})


def _lead_check(m: Msg) -> Msg | None:
    """A checked.then's check when it holds the verdict, else None."""
    c = m.args.get("check") if m.code == "checked.then" else None
    return c if isinstance(c, Msg) and c.says("checked.verdict") else None


def _inner_check(m: Msg) -> Msg | None:
    """The first verdict nested in a headline (a checked.then's check), or None."""
    if _lead_check(m) is not None:
        return _lead_check(m)
    return next((got for v in m.args.values() if isinstance(v, Msg) for got in [_inner_check(v)] if got), None)


def _without_check(m: Msg) -> Msg:
    """The headline with its first nested verdict taken out (the checked.then replaced by its plan)."""
    if _lead_check(m) is not None:
        inner = m.args.get("msg")
        return inner if isinstance(inner, Msg) else m
    done = False
    args: dict[str, Any] = {}
    for k, v in m.args.items():
        if not done and isinstance(v, Msg) and _inner_check(v) is not None:
            args[k], done = _without_check(v), True
        else:
            args[k] = v
    return Msg(code=m.code, args=args)


def _at(check: Msg, precision: str) -> Msg:
    """The verdict (inside any checked.then) marked with the precision it was judged at."""
    if check.code == "checked.verdict":
        return Msg(code=check.code, args={**check.args, "at": precision})
    return Msg(code=check.code, args={k: _at(v, precision) if isinstance(v, Msg) else v for k, v in check.args.items()})
