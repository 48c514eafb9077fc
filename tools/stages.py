"""A product said with several stages (a RAG service: an embedder that indexes the documents once, a reranker at the
query rate, an LLM that answers the people): each stage sized on its own machine and month, the month summed over the
stages and held against the stated budget. The LLM serving is sized by tools.recommend (it leads the answer: it
dominates a staff tool's cost); the embedder's backfill and endpoints and the reranker by tools.rerank.mixed_plan
(tools.embedding's compute model). A stack "bge-m3 + reranker + a ~30B model for 120 staff, 80k
documents, a monthly budget" was answered as the embedding batch alone."""

from __future__ import annotations

from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH
from tools.cost import periods_a_month, recurring_costs, serving_month_hours
from tools.media import MediaModel, MediaPlan
from tools.rerank import MixedPlan
from tools.schema import GPUSpec, Msg, Workload
from tools.traffic import MESSAGES_PER_DAILY_USER, daily_requests, peak_requests_per_s, requests_a_day
from tools.wording import money_text


def llm_size_beside(params_b: float | None, encoder_params_millions: float) -> bool:
    """Is a size said beside a listed encoder an LLM's (bigger than the encoder), not the encoder's own? By hand:
    "a 30B model" beside bge-m3 (568 M): 30,000 M > 568 M → yes; "0.5B" beside a 1,500 M encoder → no."""
    return (params_b or 0.0) * 1000 > encoder_params_millions


def stage_query_rate(w: Workload) -> float | None:
    """The queries a second the retrieval stages (query embedding, reranking) see at the busiest hour: the stated rate,
    else the stated requests a day at their busiest hour (tools.traffic.peak_requests_per_s), else the head count ×
    MESSAGES_PER_DAILY_USER (the assumption tools.traffic says for daily users) at its busiest hour; None with no
    people or rate. By hand: 120 staff × 5 = 600 questions a day → 600 ÷ 86,400 × 2.4 = 0.0167 → 0.017/s."""
    if w.target_requests_per_s:
        return w.target_requests_per_s
    per_day = requests_a_day(w) or (daily_requests(w.head_count, MESSAGES_PER_DAILY_USER) if w.head_count else None)
    return peak_requests_per_s(per_day) if per_day else None


def stages_month(llm_hourly: float | None, m: MixedPlan | None, w: Workload,
                 speech_month: float | None = None, llm_month: float | None = None) -> float | None:
    """The serving month of every stage added: the LLM pick's hour × the serving month's hours (730 h, or the stated
    hours a day: tools.cost.serving_month_hours), plus the retrieval endpoints' month (MixedPlan.serving_month, the same
    hours) and a speech stage's month (its daily batch × the days of a month: tools.cost.recurring_costs); None without
    the LLM's price. By hand: an LLM at 100/h over 730 h = 73,000, a reranker at 20/h = 14,600 → 87,600 a month; an LLM
    at 1/h over 730 h = 730 with a speech stage of 50 a month → 780. `llm_month`: an LLM run as a recurring batch (QA
    scoring of each day's transcripts) is its batches' month (llm_batch_month), never its hour × 730: a ¥81.75 daily
    batch on a ¥24.77/h machine is ¥2,487 a month, not ¥18,082."""
    if llm_hourly is None and llm_month is None:
        return None
    side = (m.serving_month or 0.0) if m is not None else 0.0
    llm = llm_month if llm_month is not None else (llm_hourly or 0.0) * serving_month_hours(
        w.usage_hours_per_day, w.usage_days_per_week)
    return llm + side + (speech_month or 0.0)


def llm_batch_month(job_cost: float | None, period: str | None) -> float | None:
    """An LLM batch run every `period`: its job's cost × the periods in a month (tools.cost.recurring_costs); None for a
    service or a one-off job. By hand: 81.75 a day × 730 / 24 = 2,486.6 a month."""
    return recurring_costs(job_cost, period)[1] if job_cost is not None and period else None


def speech_stage_month(cost_per_period: float, period: str | None) -> float | None:
    """A speech stage's month: its batch's cost each period × the periods in a month (tools.cost.recurring_costs:
    30.4 days); None for a batch run once. By hand: 1.74 a day × 30.4 = 52.9 a month."""
    return recurring_costs(cost_per_period, period)[1] if period else None


def total_line(llm_hourly: float | None, m: MixedPlan | None, w: Workload, currency: str,
               budget_month: float | None, speech_month: float | None = None,
               llm_month: float | None = None) -> list[Msg]:
    """The month over every stage, with the one-off backfill said apart and the monthly budget (in `currency`) held
    against the sum, not against one stage; nothing without the LLM's price (`llm_month`: stages_month's)."""
    month = stages_month(llm_hourly, m, w, speech_month, llm_month)
    if month is None:
        return []
    job = m.job.rows[0].cost if m is not None and m.job is not None and m.job.rows else None
    return [Msg(code="stages.total", args={
        "month": money_text(month, currency, 0), "budget": money_text(budget_month, currency, 0) if budget_month else "",
        "within": budget_month is None or month <= budget_month,
        "job": money_text(job, currency) if job is not None else "", "rag": m is not None,
        "queries": m is not None and m.queries is not None,  # a reranker alone beside the LLM: no query stage
        "speech": speech_month is not None})]


# A small stage beside the LLM (a speech-to-text batch: Whisper once got its own machine although
# the LLM's card had room) runs ON the LLM's machine — one bill — when both hold:
# - memory: the LLM's plan per card (weights + KV at the stated load) + the stage's 16-bit weights + a CUDA context fit
#   vLLM's default share of the card (tools.memory.VLLM_GPU_MEMORY_UTILIZATION; vLLM is then started with
#   --gpu-memory-utilization at the LLM's share so it does not pre-allocate the stage's room as KV pool);
# - compute: the stage's daily hours on the machine's cards (its measured rate there: tools.media.card_rate) take at
#   most COLOCATE_SHARE of the hours the machine serves a day, so the LLM keeps at least the rest (the half-busy rule of
#   a live load, tools.media.LIVE_UTILISATION); scheduled in the quiet hours it barely touches the chat.
COLOCATE_SHARE = 0.5


@dataclass(frozen=True)
class Colocation:
    """The small stage on the LLM's machine: the memory left on one card for it and what it needs (GB), its hours a
    day on that machine and the hours it may take, and whether both fit."""
    free_gb: float
    need_gb: float
    hours: float
    limit_h: float

    @property
    def fits(self) -> bool:
        return self.need_gb <= self.free_gb and self.hours <= self.limit_h


def colocation(card_usable_bytes: float, llm_per_gpu_bytes: float, stage_bytes: float, cards: int,
               rate_x_real_time: float, audio_s_per_day: float, day_hours: float = 24.0) -> Colocation:
    """The speech stage on the LLM's machine (the rule above). By hand: an A40 (48.3 GB usable × 0.9 = 43.5 GB) with
    26.1 GB of LLM per card leaves 17.4 GB; Whisper large-v3 needs 3.1 GB + a 0.54 GB context = 3.6 GB → fits;
    200 h of audio a day at 31.3× real time on 2 cards = 200 / 62.6 = 3.2 h ≤ 24 × 0.5 = 12 h → fits."""
    from tools.memory import CUDA_CONTEXT_BYTES, VLLM_GPU_MEMORY_UTILIZATION

    free = card_usable_bytes * VLLM_GPU_MEMORY_UTILIZATION - llm_per_gpu_bytes
    hours = audio_s_per_day / (rate_x_real_time * max(cards, 1)) / 3600 if rate_x_real_time > 0 else float("inf")
    return Colocation(free / 1e9, (stage_bytes + CUDA_CONTEXT_BYTES) / 1e9, hours, day_hours * COLOCATE_SHARE)


def speech_colocation(m: MediaModel, p: MediaPlan, host: GPUSpec, cards: int, llm_per_gpu_bytes: float,
                      gpus: dict[str, GPUSpec], day_hours: float = 24.0) -> Colocation | None:
    """A recorded speech batch (`p`, sized by tools.media on its own machine) put on the LLM's machine (`cards` ×
    `host`): colocation() at the model's measured rate on that card (tools.media.card_rate); None for a live load, a
    batch not repeated each day, or a card the measurement cannot be scaled to."""
    from tools.media import card_rate, need_bytes

    got = card_rate(m, host, gpus)
    if p.live or p.units is None or p.period != "day" or got is None or host.usable_bytes is None:
        return None
    return colocation(host.usable_bytes, llm_per_gpu_bytes, need_bytes(m), cards, got[0], p.units, day_hours)


# ---- a speech pipeline's stages side by side (speech-to-text, speaker diarization, the LLM steps on the transcripts) --
# Each stage is sized on its own (tools.media's measured real-time factor for speech-to-text, pyannote's published GPU
# time per audio hour for diarization: tools.media.diarization_stage, an LLM batch by tools.recommend for a summary or a
# translation: tools.speech_llm) and said with its GPU-hours, its money and its share, over the span the answer prices:
# a month for a batch that recurs (a daily or weekly batch × the periods in a month, tools.cost.periods_a_month), the
# whole job for a one-off. Diarization can cost more than the transcription it goes with (pyannote at 80 GPU-s per
# audio hour beside SenseVoice at 311× real time, 11.6 GPU-s), so it is never folded into the ASR line.


@dataclass(frozen=True)
class StageCost:
    """One stage over one period of its batch (or the whole one-off job): GPU-hours of work and money (one currency)."""
    stage: str  # "asr" | "diarization" | "llm" | "qa" | "translation"
    gpu_hours: float
    cost: float


def llm_stage(stage: str, job_hours: float | None, gpu_count: float, cost: float) -> StageCost:
    """An LLM batch as a stage: its GPU-hours are the job's hours × the machine's cards. By hand: 10.9 h on 4 cards →
    43.6 GPU-h."""
    return StageCost(stage, (job_hours or 0.0) * int(gpu_count), cost)


def over_span(s: StageCost, period: str | None) -> StageCost:
    """A stage over the answer's span: a recurring batch's period × the periods in a month, a one-off as it is. By
    hand: 5.0 GPU-h and 25 a week → 5.0 × 4.35 = 21.7 GPU-h and 108.6 a month."""
    k = periods_a_month(period) if period else 1.0
    return StageCost(s.stage, s.gpu_hours * k, s.cost * k)


def split_line(stages: list[StageCost], period: str | None, currency: str) -> list[Msg]:
    """Every stage's GPU-hours, money and share of the money over the span (over_span), their sum, and for a recurring
    batch the cards busy round the clock that sum makes (GPU-hours a month ÷ 730 h, said from one card up); nothing
    with fewer than two stages. By hand: ASR 160.8 GPU-h and ¥2,017 a day, diarization 1,111.1 GPU-h and ¥13,756,
    the LLM 43.6 GPU-h and ¥1,377 → a month (× 30.42): 4,891 + 33,796 + 1,326 = 40,013 GPU-h, ¥61,350 + ¥418,412 +
    ¥41,884 = ¥521,646 (12 %, 80 %, 8 %), ≈ 40,013 / 730 = 54.8 cards round the clock."""
    spans = [over_span(s, period) for s in stages]
    if len(spans) < 2:
        return []
    money = sum(s.cost for s in spans)
    hours = sum(s.gpu_hours for s in spans)
    items = [Msg(code="stages.split_item", args={
        "stage": s.stage, "hours": s.gpu_hours, "money": money_text(s.cost, currency, 0),
        "pct": 100 * s.cost / money if money else 0.0}) for s in spans]
    return [Msg(code="stages.split", args={
        "items": items, "hours": hours, "money": money_text(money, currency, 0), "month": period is not None,
        "cards": hours / HOURS_PER_MONTH if period is not None and hours >= HOURS_PER_MONTH else None})]
