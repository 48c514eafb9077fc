"""One policy per kind of work: how offers are sized, what "cost" means, which offers are candidates,
the tiers, the levers, the clarifying questions and the headline (docs/RECOMMENDER.md "Policies").

The kind (tools.defaults.kind_of) is a value; every place that used to re-derive it from the task,
a batch count and a token count reads this table instead. A new kind (embeddings serving, RL
fine-tuning) is a new row here, not an edit in every module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH, SAFE_HEADROOM, TARGET_TRAIN_DAYS
from tools.defaults import DEFAULT_CONTEXT, unstated_concurrency
from tools.offers import SPEED_MODEL_ERROR as _SPEED_MODEL_ERROR
from tools.offers import (
    Offer,
    Rejections,
    Sizing,
    hourly_cost,
    job_cost,
    per_token_cost,
    size_batch,
    size_serving,
    size_training,
    wall_hours,
)
from tools.ranking import TIE
from tools.schema import Msg, MsgArg, Resolved, WorkKind, Workload

# The speed model's own held-out error on training tokens/s (docs/ENGINE.md "speed (torchtune tokens/s)
# held-out: 27.3 % median"): per-token costs closer than this are a tie, settled by the cheaper hour. One home:
# tools.offers (the batch sizer gives deadlines that margin).
SPEED_MODEL_ERROR = _SPEED_MODEL_ERROR

Sizer = Callable[..., "Sizing | str"]


@dataclass(frozen=True)
class Ask:
    """What the dialogue knows when it plans questions: fields already asked, facts stated but unclear, and
    whether the user said to go ahead with the defaults."""

    asked: frozenset[str] = frozenset()
    unclear: frozenset[str] = frozenset()
    proceed: bool = False


@dataclass(frozen=True)
class Question:
    """A question that would change the answer: the field it fills, its words (stating the default otherwise
    assumed), and whether it is asked before answering (blocking) or only in the second slot."""

    field: str
    text: Msg
    blocking: bool


@dataclass(frozen=True)
class Policy:
    """Everything that differs between kinds of work. Fields are data or pure functions."""

    kind: WorkKind
    sizer: Sizer  # (Search, InstanceRow, GPUSpec) → Sizing | rejection reason (tools.offers)
    objective: Callable[[Sizing, float, str], float]  # (sizing, hourly total, billing) → the money ranked
    cost_means: Msg  # what the ranked cost is, in words
    fastest: Callable[[Offer], float]  # the key under priority "fastest" (lower first)
    tie: float  # near-tie window of the objective
    cheaper_hour_on_tie: bool  # the objective rests on the speed model: ties go to the cheaper hour
    spot_ok: bool  # the work survives a reclaim (priority "cheapest" may price it on spot)
    score_preset: str  # tools.score.PRESETS key for the weighted view
    job_hours: Callable[[Offer], float | None]  # hours the cost table prices
    restartable: bool
    default_deadline: bool  # a sized job with no stated deadline gets TARGET_TRAIN_DAYS
    smallest: Callable[[Resolved], Resolved]  # the workload whose cheapest holder is the "smallest" tier
    safe: Callable[[Resolved], Resolved]  # the workload the safe tier holds at SAFE_HEADROOM
    safe_note: Msg
    levers: Msg  # the answer to "cheaper?" when no priced lever applies
    questions: Callable[[Workload, Workload, Ask], list[Question]]  # (stated, with defaults, context) → what to ask
    run_words: Msg  # what the validation plan runs first
    headline: Callable[[dict[str, MsgArg]], Msg]  # the headline from its facts (tools.recommend.headline_parts)
    candidates: Callable[[list[Offer], Rejections], tuple[list[Offer], bool]]  # filter; flag: deadline met


def _billed_hours(o: Offer) -> float | None:
    """A sized job's billed hours: its run plus the start-up (tools.offers.wall_hours)."""
    return wall_hours(o.train_hours) if o.train_hours else None


def all_offers(offers: list[Offer], rejected: Rejections) -> tuple[list[Offer], bool]:
    return offers, True


def snug_offers(offers: list[Offer], rejected: Rejections) -> tuple[list[Offer], bool]:
    return snug(offers), True


def in_time(offers: list[Offer], rejected: Rejections) -> tuple[list[Offer], bool]:
    """Sized jobs: only offers that meet the deadline; when none does, the fastest (within 1.5×)."""
    ok = [o for o in offers if o.meets_deadline]
    for o in offers:
        if not o.meets_deadline:
            rejected.add("deadline", o.row)
    if ok:
        return ok, True
    timed = [o for o in offers if o.train_hours]
    fastest = min((o.train_hours for o in timed if o.train_hours), default=None)
    return ([o for o in timed if o.train_hours and o.train_hours <= 1.5 * fastest] if fastest else []), False


def snug(offers: list[Offer]) -> list[Offer]:
    """Training with no token count: only machines with no GPU beyond the smallest layout that fits
    (when any exist). Without a job size extra GPUs buy speed nobody asked for, and an 8-GPU node for
    a 7B LoRA bills 8 GPUs through every hour of setup and debugging."""
    kept = [o for o in offers if o.plan is not None and o.total_gpus == o.plan.layout.num_gpus]
    return kept or offers


def _per_user_key(o: Offer) -> float:
    """Fastest serving: seconds per token each user waits (the inverse of per-user decode speed)."""
    return 1.0 / o.per_user_tps if o.per_user_tps else float("inf")


def _job_key(o: Offer) -> float:
    return o.train_hours or float("inf")


def _token_time_key(o: Offer) -> float:
    """Fastest open-ended training: hours per million training tokens."""
    return 1e6 / (o.tokens_per_s * 3600) if o.tokens_per_s else float("inf")


def _same(w: Resolved) -> Resolved:
    return w


def _no_job_size(w: Resolved) -> Resolved:
    """The smallest machine that holds the work does not depend on how much data it trains on."""
    return w.model_copy(update={"train_tokens": None, "dataset": None, "deadline_hours": None})


def _batch_unhurried(w: Resolved) -> Resolved:
    """A batch's smallest machine holds the work; "fastest" scaling it out over more machines
    (tools.offers.batch_machines) is the pick's business, not the minimum's."""
    return w.model_copy(update={"priority": None}) if w.priority == "fastest" else w


def _no_checkpointing(w: Resolved) -> Resolved:
    return w.model_copy(update={"gradient_checkpointing": False})


def _serving_headline(p: dict[str, MsgArg]) -> Msg:
    return Msg(code="kinds.serving_headline", args={k: p[k] for k in ("model", "task", "load", "machine", "price", "tail")})


def _job_headline(p: dict[str, MsgArg]) -> Msg:
    return Msg(code="kinds.job_headline", args={
        k: p[k] for k in ("model", "task", "load", "machine", "price", "done", "gh", "cost", "tail")})


def _open_headline(p: dict[str, MsgArg]) -> Msg:
    return Msg(code="kinds.open_headline", args={k: p[k] for k in ("model", "task", "machine", "price", "tail")})


def _serving_questions(w: Workload, d: Workload, ctx: Ask) -> list[Question]:
    """Serving and batch: the peak number of users (blocking; a batch has none), then the context."""
    out = []
    if (w.concurrency is None and w.batch_requests is None and "concurrency" not in ctx.asked and not ctx.proceed
            and not w.personal_use  # "for myself", "just me", 自己用: one user, never asked
            and not w.target_requests_per_s and not w.requests_per_day  # a stated rate is the load: no head count
            and not _people_counted(w)):
        n = d.concurrency or unstated_concurrency(w)[0]
        ask = "kinds.how_many_users_public" if w.public_service else "kinds.how_many_users_or"
        out.append(Question("concurrency", Msg(code=ask, args={"n": n}), True))
    if w.seq_len is None and "context" not in ctx.asked:
        ctx_len = d.seq_len or DEFAULT_CONTEXT  # `d` is as stated when it cannot be resolved yet
        out.append(Question("context", Msg(code="kinds.how_long_are_prompt", args={"ctx_len": ctx_len}), False))
    return out


def _people_counted(w: Workload) -> bool:
    """Did the user count the service's people some way ("300 people online at peak", 尖峰200人同時在線, "5k DAU",
    "our 30 analysts")? Each is the load the answer sizes (tools.traffic turns it into users at once), so the peak
    question would ask for a figure already given."""
    return bool(w.users_online or w.daily_users or w.head_count or w.peak_users_online or w.peak_concurrency)


def _open_training_questions(w: Workload, d: Workload, ctx: Ask) -> list[Question]:
    """Training with no data size: the data (blocking for pretraining, where it is the whole answer), and by
    when, unless a deadline is stated."""
    if "data" in ctx.asked or ctx.proceed:
        return []
    days = TARGET_TRAIN_DAYS
    if w.deadline_hours is not None or "deadline" in ctx.unclear:
        text = Msg(code="kinds.how_much_training_data")
    else:
        text = Msg(code="kinds.how_much_training_data_2", args={"days": days})
    return [Question("data", text, w.task == "pretrain")]


def _sized_training_questions(w: Workload, d: Workload, ctx: Ask) -> list[Question]:
    """A sized job: by when, for the long jobs (pretraining, full fine-tuning) a deadline decides."""
    if (w.deadline_hours is not None or "deadline" in ctx.asked or "deadline" in ctx.unclear
            or w.task not in ("pretrain", "full_finetune")):
        return []
    days = TARGET_TRAIN_DAYS
    return [Question("deadline", Msg(code="kinds.by_when_must_it", args={"days": days}), False)]

POLICIES: dict[WorkKind, Policy] = {
    WorkKind.SERVING: Policy(
        kind=WorkKind.SERVING, sizer=size_serving, objective=hourly_cost,
        cost_means=Msg(code="kinds.the_hourly_price_of"),
        fastest=_per_user_key, tie=TIE, cheaper_hour_on_tie=False, spot_ok=False, score_preset="inference",
        job_hours=lambda o: float(HOURS_PER_MONTH), restartable=False, default_deadline=False,
        smallest=_same, safe=_same,
        safe_note=Msg(code="kinds.headroom_at_the_stated", args={"safe_headroom": SAFE_HEADROOM}),
        levers=Msg(code="kinds.levers_serving", args={"weights": Msg(code="kinds.weights.smaller_tested")}),
        questions=_serving_questions,
        run_words=Msg(code="kinds.inference_requests"),
        headline=_serving_headline, candidates=all_offers),
    WorkKind.BATCH: Policy(
        kind=WorkKind.BATCH, sizer=size_batch, objective=job_cost,
        cost_means=Msg(code="kinds.the_whole_batchs_cost"),
        fastest=_job_key, tie=TIE, cheaper_hour_on_tie=False, spot_ok=True, score_preset="inference",
        job_hours=_billed_hours, restartable=True, default_deadline=False,
        smallest=_batch_unhurried, safe=_same,
        safe_note=Msg(code="kinds.headroom", args={"safe_headroom": SAFE_HEADROOM}),
        levers=Msg(code="kinds.levers_batch", args={"weights": Msg(code="kinds.weights.smaller")}),
        questions=_serving_questions,
        run_words=Msg(code="kinds.inference_requests"),
        headline=_job_headline, candidates=in_time),
    WorkKind.SIZED_TRAINING: Policy(
        kind=WorkKind.SIZED_TRAINING, sizer=size_training, objective=job_cost,
        cost_means=Msg(code="kinds.the_whole_jobs_cost"),
        fastest=_job_key, tie=TIE, cheaper_hour_on_tie=False, spot_ok=True, score_preset="training",
        job_hours=_billed_hours, restartable=True, default_deadline=True,
        smallest=_no_job_size, safe=_no_checkpointing,
        safe_note=Msg(code="kinds.headroom_without_gradient_checkpointing", args={"safe_headroom": SAFE_HEADROOM}),
        levers=Msg(code="kinds.spot_with_checkpoints_min"),
        questions=_sized_training_questions,
        run_words=Msg(code="kinds.training_steps"),
        headline=_job_headline, candidates=in_time),
    WorkKind.OPEN_TRAINING: Policy(
        kind=WorkKind.OPEN_TRAINING, sizer=size_training, objective=per_token_cost,
        cost_means=Msg(code="kinds.the_price_of_a"),
        fastest=_token_time_key, tie=SPEED_MODEL_ERROR, cheaper_hour_on_tie=True, spot_ok=True,
        score_preset="training", job_hours=lambda o: None, restartable=True, default_deadline=False,
        smallest=_same, safe=_no_checkpointing,
        safe_note=Msg(code="kinds.headroom_without_gradient_checkpointing", args={"safe_headroom": SAFE_HEADROOM}),
        levers=Msg(code="kinds.spot_with_checkpoints_min"),
        questions=_open_training_questions,
        run_words=Msg(code="kinds.training_steps"),
        headline=_open_headline, candidates=snug_offers),
}


def policy_for(kind: WorkKind) -> Policy:
    return POLICIES[kind]
