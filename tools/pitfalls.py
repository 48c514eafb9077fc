"""The eight common mistakes (seed 000 "选型避坑：最常踩的 8 个坑"), each checked against the workload
and the top candidate. `triggered` means this request falls into it (or is exposed to it); `why`
says what in the request or the plan decided that, with the numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from tools.chat_kv import long_chat_capped
from tools.defaults import kind_of, serves
from tools.fit import POOL_THIN
from tools.host import MULTI_NODE_GBIT_S
from tools.machine_split import one_copy_spans_machines
from tools.no_spot import spot_refused, training_spot_pitfall
from tools.offers import PCIE_TP_WARNED, pcie_tp_share, pcie_worst_tps
from tools.pcie_only import bridgeless
from tools.schema import Candidate, GPUSpec, ModelArch, Msg, Pitfall, WorkKind, Workload
from tools.speed import link_label, topology_check, tp_link
from tools.wording import duration

TITLES = [
    Msg(code="pitfalls.tflops_without_memory"),
    Msg(code="pitfalls.consumer_cards_in_production"),
    Msg(code="pitfalls.forgetting_the_kv_cache"),
    Msg(code="pitfalls.card_count_without_topology"),
    Msg(code="pitfalls.mixing_gpu_generations"),
    Msg(code="pitfalls.spot_instances_for_online"),
    Msg(code="pitfalls.a_long_contract_before"),
    Msg(code="pitfalls.no_checkpoint_or_backup"),
]


@dataclass
class Context:
    """What the pitfalls look at besides the workload."""

    workload: Workload
    stated: set[str]  # fields the user stated (not defaulted)
    top: Candidate | None
    top_gpu: GPUSpec | None
    per_replica_bytes: int  # memory one copy of the model needs (all GPUs of one replica)
    kv_bytes: int  # KV cache per GPU in the plan
    per_gpu_total: int
    preferred_gpu: GPUSpec | None = None
    preferred_fits: bool | None = None
    preferred_count: int | None = None
    job_hours: float | None = None
    mixed_generations: bool = False
    replica_gpus: int = 1  # GPUs one copy of the model spans (the plan's layout, not the data-parallel spread)
    emptied_by: Msg | None = None  # the stated constraint that left nothing to rank (budget, provider, …), if not memory
    preferred_need: Msg | None = None  # the stated card's need against its budget at the stated count (tools.fit)
    memory_gpus: int | None = None  # training: GPUs the memory alone needs on the pick's card (the smallest layout)
    serving_memory_gpus: int | None = None  # serving: GPUs one replica needs for memory on the pick's card (its load)
    pool_spare: float | None = None  # share of vLLM's pre-allocated pool the pick leaves spare (None: not pool-judged)
    full_mha: bool = False  # the model keeps a KV head per query head (full multi-head attention): GQA would shrink it
    breakdown_gpus: int = 1  # GPUs the memory breakdown (kv_bytes, per_gpu_total) is one card of: its TP × PP group
    # how the KV cache sits on that group: "heads" split by KV heads, "replicated" (an MLA latent under plain TP:
    # every rank holds all of it), "dp_attention" (MLA with data-parallel attention: each GPU its own users' latents)
    kv_layout: str = "heads"
    dp_rank_users: int = 0  # under "dp_attention": the sequences the busiest GPU holds (tools.memory.dp_rank_users)
    dp_ranks: int = 0  # under "dp_attention": the attention ranks (one pipeline stage's TP group); 0: all the GPUs
    # under "heads_copied" (GQA with TP above the KV heads: vLLM holds each KV head on kv_copies GPUs): the cache
    # itself (bytes, all sequences once) and the model's KV heads (tools.recommend._kv_heads_copied)
    kv_copies: int = 1
    kv_logical: int = 0
    kv_heads: int = 0
    # TP over PCIe on the plan pitfall 4 judges: the share of each token's time the per-user figure already charges to
    # the all-reduce (tools.offers.pcie_tp_share), and, for a wide group whose figure is after the warned low end,
    # that figure at the high end (tools.offers.pcie_worst_tps); None when not read
    tp_share: float | None = None
    tp_worst_tps: float | None = None


def full_multi_head(heads: int, kv_heads: int, kv_lora_rank: int = 0) -> bool:
    """Full multi-head attention: one KV head per query head and no MLA latent. Only then does "use a GQA model"
    shrink the KV cache (Ainslie et al. 2023, arXiv:2305.13245: GQA shares each KV head across a group of query heads);
    a model already on GQA, MQA or MLA gains nothing from the advice."""
    return kv_heads >= heads and not kv_lora_rank


class TpFigures(TypedDict, total=False):
    """Context's tp_share / tp_worst_tps, as tp_figures reads them."""

    tp_share: float
    tp_worst_tps: float


def tp_figures(arch: ModelArch, gpu: GPUSpec | None, top: Candidate | None, serving: bool = True) -> TpFigures:
    """Context's tp_share / tp_worst_tps for a served plan whose TP group talks over PCIe, from the per-user figure it
    shows: a group below PCIE_TP_WARNED carries only the modelled all-reduce (its share of each token's time); a wider
    one is quoted after the warned low end (tools.offers.after_pcie_loss), so the high end's figure is given. Empty
    when the plan is not served, has no such group or no per-user figure."""
    tps = top.per_user_tokens_per_s if top is not None else None
    if not serving or gpu is None or top is None or not tps or top.layout.tp < 2:
        return {}
    gpu = bridgeless(gpu) if top.interconnect == "pcie" else gpu  # a bridge card rented without its bridge
    if tp_link(gpu, top.layout.tp) != "pcie":
        return {}
    if top.layout.tp >= PCIE_TP_WARNED:
        return {"tp_worst_tps": pcie_worst_tps(tps)}
    return {"tp_share": pcie_tp_share(arch, gpu, top.layout.tp, max(1, top.users_per_replica), tps)}


def _gb(n: float) -> str:
    return f"{n / 1e9:,.1f} GB"


def evaluate(c: Context) -> list[Pitfall]:
    """The eight pitfalls in order, each its own check."""
    return [p for check in CHECKS for p in check(c)]


def _p1(c: Context) -> list[Pitfall]:
    """1: TFLOPS without memory."""
    out: list[Pitfall] = []
    if c.preferred_gpu is not None and c.preferred_fits is False:
        g = c.preferred_gpu
        if c.preferred_need is not None:
            why = Msg(code="pitfalls.you_asked_for_at_2", args={"name": g.name, "preferred_need": c.preferred_need})
        else:
            why = Msg(code="pitfalls.you_asked_for_at", args={
                "name": g.name, "gb": _gb(c.per_gpu_total), "memory_gb": g.memory_gb})
        out.append(Pitfall(id=1, title=TITLES[0], triggered=True, why=why))
    elif c.top is not None and c.memory_gpus and int(c.top.gpu_count) * c.top.instances > c.memory_gpus:
        n = int(c.top.gpu_count) * c.top.instances
        why = Msg(code="pitfalls.one_copy_needs_which", args={
            "gb": _gb(c.per_replica_bytes), "memory_gpus": c.memory_gpus, "gpu": c.top.gpu, "n": n})
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=why))
    elif c.top is not None and c.serving_memory_gpus and c.replica_gpus > c.serving_memory_gpus:
        # the TP group is wider than memory needs: chosen for per-user speed or the first token ("memory
        # sets the card count (8 × B200)" for a 70B that one 180 GB B200 holds)
        why = Msg(code="pitfalls.one_copy_needs_which_speed", args={
            "gb": _gb(c.per_replica_bytes), "memory_gpus": c.serving_memory_gpus, "gpu": c.top.gpu, "n": c.replica_gpus})
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=why))
    elif c.top is not None and c.replica_gpus > 1:
        reps = Msg(code="pitfalls.replicas_for_the_load", args={"replicas": c.top.replicas}) if c.top.replicas > 1 else None
        why = Msg(code="pitfalls.one_copy_needs_memory", args={
            "gb": _gb(c.per_replica_bytes), "replica_gpus": c.replica_gpus, "gpu": c.top.gpu, "reps": reps})
        out.append(Pitfall(id=1, title=TITLES[0], triggered=True, why=why))
    elif c.top is None and c.emptied_by is not None:
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=Msg(code="pitfalls.nothing_is_ranked_because", args={
            "emptied_by": c.emptied_by, "gb": _gb(c.per_replica_bytes)})))
    elif c.top is None:
        out.append(Pitfall(id=1, title=TITLES[0], triggered=True, why=Msg(code="pitfalls.no_listed_machine_holds", args={
            "gb": _gb(c.per_replica_bytes)})))
    elif c.top.replicas > 1:
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=Msg(code="pitfalls.one_copy_fits_one", args={
            "gb": _gb(c.per_gpu_total), "replicas": c.top.replicas})))
    elif c.pool_spare is not None and c.pool_spare < POOL_THIN:  # a thin pool margin is not headroom
        out.append(Pitfall(id=1, title=TITLES[0], triggered=True, why=Msg(code="pitfalls.fits_thin_pool", args={
            "gb": _gb(c.per_gpu_total), "spare": c.pool_spare, "thin": POOL_THIN})))
    else:
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=Msg(code="pitfalls.fits_one_card_with", args={
            "gb": _gb(c.per_gpu_total)})))
    return out


def _p2(c: Context) -> list[Pitfall]:
    """2: consumer cards in production."""
    inference = serves(c.workload.task)
    out: list[Pitfall] = []
    top_gpu = c.top_gpu
    consumer = top_gpu is not None and (top_gpu.segment == "consumer" or top_gpu.ecc is False)
    long_job = (c.job_hours or 0) > 24
    if consumer and c.workload.personal_use:  # one person's own use: no SLA to break, the cheap card is the point
        out.append(Pitfall(id=2, title=TITLES[1], triggered=False, why=Msg(code="pitfalls.consumer_card_personal_use")))
    elif top_gpu is not None and consumer and (inference or long_job):
        g = top_gpu
        out.append(Pitfall(id=2, title=TITLES[1], triggered=True, why=Msg(code="pitfalls.is_a_consumer_card", args={
            "name": g.name,
            "part": (Msg(code="pitfalls.is_a_consumer_card.an_online_service") if inference
                else Msg(code="pitfalls.is_a_consumer_card.a_long_training"))})))
    else:
        out.append(Pitfall(id=2, title=TITLES[1], triggered=False, why=(
            (
                Msg(code="pitfalls.has_ecc_memory", args={"name": top_gpu.name})
                if top_gpu is not None and top_gpu.ecc
                else Msg(code="pitfalls.no_consumer_card_in"))
            if not consumer
            else Msg(code="pitfalls.consumer_card_but_a"))))
    return out


def _kv_lever(c: Context, share: float) -> Msg:
    """The lever for a KV cache that dominates: GQA only for a model on full multi-head attention; an FP8 KV cache
    for any model."""
    if share <= 0.5:
        return Msg(code="pitfalls.kv_cache_sized_per.no")
    return Msg(code="pitfalls.kv_cache_sized_per.it_dominates_gqa" if c.full_mha
               else "pitfalls.kv_cache_sized_per.it_dominates")


def _p3(c: Context) -> list[Pitfall]:
    """3: forgetting the KV cache."""
    w = c.workload
    inference = serves(c.workload.task)
    out: list[Pitfall] = []
    if inference:
        # a batch job has no users: the engine fills its batch (max_num_seqs) from the stated prompt and output lengths
        asked_for = ("seq_len",) if w.batch_requests else ("seq_len", "concurrency")
        # personal use ("for myself", 自己用) states one user, and a head count or people a day state the load the
        # users at once come from (tools.traffic, said in its own note), and so does a stated request rate or count a
        # day (Little's law, tools.traffic.in_flight): concurrency is not "unstated" there
        derived = (w.personal_use or bool(w.head_count) or bool(w.users_online) or bool(w.daily_users)
                   or bool(w.target_requests_per_s) or bool(w.requests_per_day))
        unstated = [f for f in asked_for if f not in c.stated and not (f == "concurrency" and derived)]
        share = c.kv_bytes / c.per_gpu_total if c.per_gpu_total else 0
        per_card = c.top is not None or c.breakdown_gpus > 1  # a figure of one card of a split layout is per card
        if w.batch_requests and unstated:
            out.append(_batch_item_unstated(c))
        elif unstated:
            names = [Msg(code="pitfalls.field", args={"field": f}) for f in unstated]
            # nothing ranked on one card: the breakdown is the unsplit model's, so its KV cache is the total, never
            # "per GPU" (26.8 GB "per GPU" for 72B × 20 users, the whole cache)
            code = "pitfalls.you_did_not_state" if per_card else "pitfalls.you_did_not_state_total"
            out.append(Pitfall(id=3, title=TITLES[2], triggered=True, why=Msg(code=code, args={
                "names": names, "gb": _gb(c.kv_bytes), "seq_len": w.seq_len, "concurrency": w.concurrency,
                **({"split": _kv_split(c)} if per_card else {})})))
        else:
            from tools.session_kv import resident_sessions, resident_tokens  # open sessions held: said as sessions

            users = c.top.users_per_replica if c.top is not None and c.top.users_per_replica else w.concurrency
            sessions = resident_sessions(w, users) if serves(w.task) and users else None  # the KV figure is one copy's
            said = w.concurrency if sessions is None else Msg(code="session_kv.open_sessions", args={
                "sessions": sessions, "gen": users})
            out.append(Pitfall(id=3, title=TITLES[2], triggered=share > 0.5, why=
                Msg(code=_kv_sized_code(per_card, long_chat_capped(w) and sessions is None), args={
                    "gb": _gb(c.kv_bytes), "seq_len": w.seq_len if sessions is None else resident_tokens(w),
                    "concurrency": said, "share": share,
                    "part": _kv_lever(c, share), **({"split": _kv_split(c)} if per_card else {})})))
    else:
        out.append(Pitfall(id=3, title=TITLES[2], triggered=False, why=Msg(code="pitfalls.training_keeps_no_kv")))
    return out


def _kv_sized_code(per_card: bool, capped: bool) -> str:
    """The KV-sized line: per card or in all, and for a chat with a context limit (tools.chat_kv) "chats of up to"."""
    if per_card:
        return "pitfalls.kv_cache_sized_per_capped" if capped else "pitfalls.kv_cache_sized_per"
    return "pitfalls.kv_cache_sized_total_capped" if capped else "pitfalls.kv_cache_sized_total"


def _kv_split(c: Context) -> Msg | str:
    """The total KV cache and the GPUs it is split over, beside a per-card figure of a layout over several GPUs
    (the per-card 80.5 GB of a 2-GPU layout read as the whole cache); nothing on one GPU."""
    if c.breakdown_gpus <= 1:
        return ""
    if c.kv_layout == "replicated":  # an MLA latent has one KV head: TP cannot split it (SGLang #1970, #2591)
        return Msg(code="pitfalls.kv_replicated", args={"n": c.breakdown_gpus})
    if c.kv_layout == "dp_attention":
        return Msg(code="pitfalls.kv_dp_attention", args={"n": c.dp_ranks or c.breakdown_gpus, "users": c.dp_rank_users})
    if c.kv_layout == "heads_copied":  # TP above the KV heads: each head on kv_copies GPUs (vLLM QKVParallelLinear)
        return Msg(code="pitfalls.kv_heads_copied", args={
            "total": _gb(c.kv_bytes * c.breakdown_gpus), "n": c.breakdown_gpus, "cache": _gb(c.kv_logical),
            "copies": c.kv_copies, "kv_heads": c.kv_heads, "tp": c.kv_heads * c.kv_copies})
    return Msg(code="pitfalls.kv_split", args={"total": _gb(c.kv_bytes * c.breakdown_gpus), "n": c.breakdown_gpus})


def kv_on_device(p: Pitfall, kv_per_card: int, cards: int) -> Pitfall:
    """The KV pitfall (3) said again of the user's own device's memory table (tools.owned_device: one copy a machine,
    or llama.cpp's layer split over `cards` old cards), not of the rented plan it was first worked out on: a fleet of
    30 Jetsons, one copy each, was told "0.4 GB per GPU, 0.7 GB in all over 2 GPUs" beside a 0.7 GB table. Only the
    KV figure and its split change; any other pitfall is unchanged."""
    if p.id != 3 or "gb" not in p.why.args:
        return p
    args = dict(p.why.args, gb=_gb(kv_per_card))
    if "split" in args:
        args["split"] = (Msg(code="pitfalls.kv_split", args={"total": _gb(kv_per_card * cards), "n": cards})
                         if cards > 1 else "")
    return p.model_copy(update={"why": Msg(code=p.why.code, args=args)})


def _batch_item_unstated(c: Context) -> Pitfall:
    """A batch job with no stated item length: its items are images, reviews, tickets — not a chat's context — so the
    pitfall names what one item's length is (its input, for an image the tokens its size makes, and its output) and
    the lengths it was sized on ("you did not state context length" on captioning and sentiment
    classification jobs). Input tokens are prompt_tokens when stated, else the context less the output."""
    w = c.workload
    out_tokens = w.output_tokens or 0
    prompt = w.prompt_tokens or (max(0, w.seq_len - out_tokens) if w.seq_len is not None else 0)
    stated = {f for f in ("prompt_tokens", "output_tokens") if f in c.stated}
    return Pitfall(id=3, title=TITLES[2], triggered=bool({"prompt_tokens", "output_tokens"} - stated), why=Msg(
        code="pitfalls.batch_item_unstated", args={"prompt": prompt, "out": out_tokens, "gb": _gb(c.kv_bytes),
                                                   "prompt_stated": "prompt_tokens" in stated,
                                                   "out_stated": "output_tokens" in stated}))


def topology(c: Context) -> list[Pitfall]:
    """Pitfall 4 alone, for a plan the answer leads with outside the ranked list (tools.recommend.shown_plan_topology)."""
    return _p4(c)


def _p4(c: Context) -> list[Pitfall]:
    """4: card count without topology."""
    inference = serves(c.workload.task)
    out: list[Pitfall] = []
    top = c.top
    if top is not None and _rental_beside_own_card(c, top):
        top = None  # an own-card yes/no: a rented box's links are no pitfall of the user's plan
    if top is not None and top.layout.num_gpus > 1:
        pcie_tp = top.layout.tp > (2 if top.interconnect == "nvlink-bridge" else 1) and top.interconnect != "nvlink"
        spans = one_copy_spans_machines(top)  # one replica or job across machines (replicas alone don't talk)
        weak_net = spans and not (top.rdma and (top.network_gbit_s or 0) >= MULTI_NODE_GBIT_S)
        pcie_train = not inference and top.interconnect == "pcie"
        trig = pcie_tp or weak_net or pcie_train
        if trig:
            link = "pcie_tp" if pcie_tp else "weak_net" if weak_net else "pcie_train"
            out.append(Pitfall(id=4, title=TITLES[3], triggered=True, why=_comm_why(c, top, link)))
        else:
            where = Msg(code="pitfalls.topology_ok.nodes", args={"nodes": top.instances}) if spans \
                else Msg(code="pitfalls.topology_ok.one_node")
            out.append(Pitfall(id=4, title=TITLES[3], triggered=False, why=Msg(code="pitfalls.topology_ok", args={
                "gpus": top.layout.num_gpus, "interconnect": link_label(top.vendor, top.interconnect or "nvlink"),
                "where": where, "check": topology_check(c.top_gpu)})))
    elif top is None:
        out.append(Pitfall(id=4, title=TITLES[3], triggered=False, why=Msg(code="pitfalls.no_plan_is_ranked")))
    else:
        out.append(Pitfall(id=4, title=TITLES[3], triggered=False, why=Msg(code="pitfalls.one_gpu_per_copy")))
    return out


def _rental_beside_own_card(c: Context, top: Candidate) -> bool:
    """The plan judged is a rented machine of another card beside the user's own card ("I have one RTX 3090, can it
    run Qwen2.5-32B?" with the cheapest box without that limit, 4 × RTX A5000 over PCIe, named as an alternative): the
    question was the user's card, so that box's PCIe tensor parallelism is no pitfall of their plan."""
    own = c.preferred_gpu
    return bool(c.workload.owned_gpus) and own is not None and top.gpu != own.name


def _comm_why(c: Context, top: Candidate, link: str) -> Msg:
    """Pitfall 4's line for a plan whose cards talk over a slow link, agreeing with the per-user figure it shows: TP
    over PCIe says how much of each token's time that figure already spends in the all-reduce (a narrow group: a few
    per cent, the 30–60 % being a wide group's), or, for a wide group quoted after the 30 % low end, the figure at 60 %.
    Without a read figure it says the 30–60 % a wide PCIe all-reduce can take."""
    args: dict[str, object] = {"instance": top.instance, "link": Msg(code="pitfalls.link", args={"link": link}),
                               "check": topology_check(c.top_gpu), "tp": top.layout.tp}
    if link == "pcie_tp" and c.tp_worst_tps is not None and top.per_user_tokens_per_s:
        return Msg(code="pitfalls.comm_after_low_end", args={
            **args, "tps": top.per_user_tokens_per_s, "worst": c.tp_worst_tps})
    if link == "pcie_tp" and c.tp_share is not None:
        return Msg(code="pitfalls.comm_charged", args={**args, "share": c.tp_share})
    return Msg(code="pitfalls.communication_can_eat_of", args=args)


def _p5(c: Context) -> list[Pitfall]:
    """5: mixing generations."""
    out: list[Pitfall] = []
    out.append(Pitfall(id=5, title=TITLES[4], triggered=c.mixed_generations, why=(
        Msg(code="pitfalls.you_mention_gpus_of")
        if c.mixed_generations
        else Msg(code="pitfalls.every_candidate_uses_one"))))
    return out


def _p6(c: Context) -> list[Pitfall]:
    """6: spot for online inference."""
    w = c.workload
    inference = kind_of(w) is WorkKind.SERVING  # a batch job resumes from its finished shards: spot is fine
    out: list[Pitfall] = []
    # what the pick is priced on: spot asked for serving is priced on-demand, said once by the billing constraint
    spot = (c.top.billing if c.top is not None else w.billing) == "spot"
    out.append(Pitfall(id=6, title=TITLES[5], triggered=spot and inference, why=(
        Msg(code="pitfalls.spot_was_chosen_for")
        if spot and inference
        else (
            Msg(code="pitfalls.spot_is_used_for")
            if spot
            else (Msg(code="pitfalls.no_spot_capacity_in") if inference
                  else training_spot_pitfall() if spot_refused(w.billing) else Msg(code="pitfalls.training_may_use_spot"))))))
    return out


def _p7(c: Context) -> list[Pitfall]:
    """7: long contract before a trial."""
    w = c.workload
    out: list[Pitfall] = []
    reserved = w.billing == "reserved"
    out.append(Pitfall(id=7, title=TITLES[6], triggered=reserved, why=(
        Msg(code="pitfalls.monthly_yearly_reservation_chosen")
        if reserved
        else Msg(code="pitfalls.start_on_demand_the"))))
    return out


def _p8(c: Context) -> list[Pitfall]:
    """8: no checkpoint / backup."""
    inference = serves(c.workload.task)
    spot = c.workload.billing == "spot"
    long_job = (c.job_hours or 0) > 24
    out: list[Pitfall] = []
    if kind_of(c.workload) is WorkKind.BATCH:  # a batch is not stateless serving: its finished shards are the state
        on_spot = c.top is not None and c.top.billing == "spot"
        out.append(Pitfall(id=8, title=TITLES[7], triggered=on_spot or long_job, why=
            Msg(code="pitfalls.a_batch_job_write", args={
                "part": Msg(code="pitfalls.a_batch_job_write.this_plan_is") if on_spot else None})))
    elif not inference and c.top is None:
        out.append(Pitfall(id=8, title=TITLES[7], triggered=False, why=Msg(code="pitfalls.no_plan_is_ranked_2")))
    elif not inference and (spot or long_job):
        from tools.offers import wall_hours  # the headline's and the table's figure: the run plus start-up

        # one figure per quantity: the run alone (1.3 h) beside the headline's 1.6 h read as two estimates, so the
        # warning names the same wall hours as the headline
        took = duration(wall_hours(c.job_hours)) if c.job_hours else Msg(code="pitfalls.multi_hour")
        out.append(Pitfall(id=8, title=TITLES[7], triggered=True, why=Msg(code="pitfalls.a_run_save_checkpoints", args={
            "took": took, "part": Msg(code="pitfalls.a_run_save_checkpoints.on_spot") if spot else None})))
    else:
        out.append(Pitfall(id=8, title=TITLES[7], triggered=False, why=(
            Msg(code="pitfalls.stateless_serving_keep_model")
            if inference
            else Msg(code="pitfalls.short_job_on_demand"))))
    return out


CHECKS = (_p1, _p2, _p3, _p4, _p5, _p6, _p7, _p8)
