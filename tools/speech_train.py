"""Fine-tuning Whisper on labelled audio, sized from its FLOPs: the card class, the job's hours and its cost — a
provisional answer with its assumptions said, never a bare question.

Why: "fine-tune Whisper large-v3 on 800 hours of labelled Taiwanese/Mandarin audio: which GPU,
what total cost?" was refused in all three turns (and read as a transcription job). An expert answers "one 80 GB
A100/H100, ≈ 6–9 h, NT$300–600", from the arithmetic below.

The arithmetic (Kaplan et al. 2020: training ≈ 6 FLOP per parameter per token, forward 2 + backward 4):
- Whisper pads every clip to a 30 s window: the encoder sees `ENCODER_FRAMES` = 1,500 frames (the Whisper paper,
  Radford et al. 2022, §2.2: 30 s of 80/128-bin log-Mel at 10 ms, a stride-2 convolution → 1,500 positions), the
  decoder the transcript, `DECODER_TOKENS` = 200 tokens a 30 s clip (assumed and said: ~3–7 spoken tokens a second).
- Encoder and decoder have the same depth and width (large: 32 + 32 layers, d_model 1,280, the model card's
  config); the decoder's cross-attention makes it the larger half: `ENCODER_SHARE` = 635 M of 1,550 M ≈ 0.41.
- The hours of audio are cut into 30 s clips; `DEFAULT_EPOCHS` = 3 (assumed and said: the Hugging Face fine-tuning
  guide's 4,000-step runs on ~10 h of audio are several passes; more than 3 over 800 h rarely helps).
- Achieved throughput `MFU` = 0.24 of the card's 16-bit peak (tools.speed.peak_tflops): a 1.5 B model trained with
  the Hugging Face Seq2SeqTrainer (padding to 30 s, data loading, evaluation) reaches less than a large LLM run;
  NVIDIA cards with BF16 only (Volta/Turing: FP16 with loss scaling).
- Memory: a full fine-tune holds 16 B a parameter (weights, gradients, AdamW moments; tools.non_llm) = 24.8 GB for
  large, plus activations of 1,500 frames × batch: `MIN_CARD_GB` = 40 (gradient checkpointing, batch 8–16). A
  24 GB card needs LoRA or 8-bit Adam with checkpointing: a 24 GB card the user names is priced that way
  (`low_memory_card`, `BYTES_PER_PARAM_8BIT`, `CHECKPOINT_TIME`).
- Cross-check against a published run (`PUBLISHED_RUN`): wenet's Whisper large-v3 full fine-tune on AISHELL-1
  (150 h of training audio) × 40 epochs on 8 × RTX 3090, BF16, DeepSpeed stage 1, activation checkpointing, took
  "about 14 hours" (github.com/wenet-e2e/wenet pull request #2238, examples/aishell/whisper/README.md). This
  arithmetic gives 150 h × 120 clips × 6.8e12 FLOP × 40 = 4.9e18 FLOP ÷ (8 × 71 TFLOPS × 0.24) ≈ 10.0 h: the
  published run took 1.4× that (its checkpointing recomputes the forward), so the answer says so beside the time.
- The method is the user's: "LoRA" / "用 LoRA" sizes a LoRA (`w.task` lora/qlora), "not LoRA" / "全参" or nothing
  said a full fine-tune (what an expert sizes first), and the other method is priced beside it as a re-run of the
  same plan (`other_method`). A LoRA keeps the 16-bit weights frozen (2 B a parameter = 3.1 GB for large) and
  trains adapters of a few M parameters, so the card class is `LORA_CARD_GB` = 24 GB (activations as above); it
  skips the weight gradients of the frozen matrices, which the LoRA paper measures as a 25 % training speed-up
  over full fine-tuning (Hu et al. 2021, arXiv:2106.09685, §4.2: "a 25% speedup during training on GPT-3 175B"):
  `LORA_SPEEDUP` = 1.25 on the same FLOP count and MFU.
- QLoRA ("QLoRA" / `w.task` qlora) is that LoRA over a 4-bit NF4 base: the frozen weights at tools.memory's NF4 bits
  (4.127 bits with double quantisation, Dettmers et al. 2023, arXiv:2305.14314 §3) ≈ 0.52 B a parameter = 0.8 GB
  for large, and each step dequantises them to 16 bits, tools.speed.QLORA_DEQUANT_TIME (1.28×, torchtune's measured
  LoRA vs QLoRA) slower than the LoRA. The card class stays `LORA_CARD_GB`: the activations of the 1,500-frame
  windows, not the weights, set it (said in the answer).
"""

from __future__ import annotations

from dataclasses import dataclass

from tools import local_markets, owned_markets
from tools.batch_filters import constraint_msgs, row_filter
from tools.constants import JOB_SETUP_HOURS
from tools.constraints import place_words
from tools.cost import convert_amount
from tools.embedding import _row, _usable
from tools.media import MediaModel
from tools.media_train import TOP_ROWS, TrainRow
from tools.memory import weight_bits
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, Workload
from tools.speed import QLORA_DEQUANT_TIME, SpeedUnknown, peak_tflops
from tools.whisper_padding import padding_line, windows
from tools.wording import duration

CLIP_S = 30.0
ENCODER_FRAMES = 1500
DECODER_TOKENS = 200
ENCODER_SHARE = 635 / 1550
DEFAULT_EPOCHS = 3
# No hours of audio said ("fine-tune whisper-large-v3 with LoRA"): sized on this many hours, said as assumed with the
# question, never a bare question; the time and cost scale linearly with the hours (clips × FLOP a clip)
DEFAULT_AUDIO_HOURS = 100.0
MFU = 0.24
MIN_CARD_GB = 40.0
LEVER_CARD_GB = 24.0
LORA_CARD_GB = 24.0
LORA_SPEEDUP = 1.25
BYTES_PER_PARAM_FULL = 16
# (hours of audio, epochs, card, cards, published hours): github.com/wenet-e2e/wenet PR #2238 (docstring)
PUBLISHED_RUN = (150.0, 40.0, "RTX 3090", 8, 14.0)
PUBLISHED_PARAMS = 1.55e9  # that run's model, Whisper large-v3 (1,550 M: Radford et al. 2022, Table 1)
PUBLISHED_SOURCE = "github.com/wenet-e2e/wenet pull request #2238 (Whisper large-v3 on AISHELL-1)"
BYTES_PER_PARAM_LORA = 2  # the frozen 16-bit weights; adapters and their AdamW states are a few M parameters
# A full fine-tune on a named 24 GB card (RTX 3090 / 4090, L4, A10: "换成两张3090", "what about two 3090s?"): 8-bit
# AdamW (bitsandbytes, Dettmers et al. 2021, arXiv:2110.02861: both moments in 1 byte each) beside the FP32 weights and
# gradients the Hugging Face Trainer keeps under mixed precision: 4 + 4 + 2 = 10 B a parameter = 15.5 GB for large, and
# gradient checkpointing for the 30 s windows' activations, which recomputes the forward pass once: 8 FLOP per
# parameter per position instead of 6 (Chen et al. 2016, arXiv:1604.06174), CHECKPOINT_TIME = 8 / 6 the hours
BYTES_PER_PARAM_8BIT = 10
CHECKPOINT_TIME = 8 / 6


@dataclass(frozen=True)
class SpeechTrainPlan:
    model: MediaModel
    audio_hours: float
    clips: float
    epochs: float
    epochs_said: bool
    flops: float
    rows: list[TrainRow]
    currency: str
    filters: tuple[Msg, ...] = ()
    lora: bool = False
    other: TrainRow | None = None  # the other method's first row (full ↔ LoRA), priced as a lever
    hours_said: bool = True  # False: DEFAULT_AUDIO_HOURS assumed and asked
    check_hours: float | None = None  # this arithmetic's hours for PUBLISHED_RUN (published: PUBLISHED_RUN[4])
    qlora: bool = False  # the LoRA over a 4-bit NF4 base (frozen_bytes_per_param, QLORA_DEQUANT_TIME)
    market: Msg | None = None  # the stated place's local platforms with no price, and a labelled reference (_market)
    low_memory: bool = False  # a full fine-tune on a named 24 GB card: 8-bit AdamW + checkpointing (low_memory_card)
    versus: Msg | None = None  # the named card's job against the pick on any card ("换成两张3090会不会更便宜", _versus)
    clip_s: float | None = None  # the stated mean clip length under 30 s: each clip padded to a window (tools.whisper_padding)


def is_lora(w: Workload) -> bool:
    """The method the reader kept: "LoRA" / "QLoRA" said (and not negated) → LoRA; otherwise a full fine-tune."""
    return w.task in ("lora", "qlora")


def is_qlora(w: Workload) -> bool:
    """QLoRA said: the LoRA's frozen base is 4-bit NF4 (module doc)."""
    return w.task == "qlora"


def frozen_bytes_per_param(lora: bool, qlora: bool) -> float:
    """Bytes a parameter of the weight states: 16 (full fine-tune: weights, gradients, AdamW), 2 (LoRA's frozen 16-bit
    base) or NF4's 4.127 bits ÷ 8 (QLoRA's frozen 4-bit base, tools.memory.weight_bits)."""
    if not lora:
        return BYTES_PER_PARAM_FULL
    return weight_bits("nf4") / 8 if qlora else BYTES_PER_PARAM_LORA


def method_speed(lora: bool, qlora: bool) -> float:
    """How much faster than a full fine-tune one step runs: LORA_SPEEDUP for a LoRA, ÷ QLORA_DEQUANT_TIME for QLoRA's
    dequantisation, 1 for a full fine-tune."""
    if not lora:
        return 1.0
    return LORA_SPEEDUP / QLORA_DEQUANT_TIME if qlora else LORA_SPEEDUP


def train_flops(params: float, audio_hours: float, epochs: float, clip_s: float | None = None) -> tuple[float, float]:
    """(clips, FLOPs) of a full fine-tune: 6 × (encoder params × 1,500 frames + decoder params × 200 tokens) a clip;
    clips shorter than 30 s each padded to the window (tools.whisper_padding: one window a clip)."""
    clips = windows(audio_hours, clip_s)
    per_clip = 6 * (params * ENCODER_SHARE * ENCODER_FRAMES + params * (1 - ENCODER_SHARE) * DECODER_TOKENS)
    return clips, per_clip * clips * epochs


def card_hours(flops: float, g: GPUSpec, lora: bool = False, qlora: bool = False, low_memory: bool = False
               ) -> float | None:
    """Hours on one card at MFU of its dense 16-bit peak (÷ method_speed); None for a card without BF16 or below the
    method's card class (MIN_CARD_GB full, LORA_CARD_GB LoRA and QLoRA). `low_memory`: a full fine-tune with 8-bit
    AdamW and gradient checkpointing, on LEVER_CARD_GB cards, CHECKPOINT_TIME slower."""
    floor = LORA_CARD_GB if lora else LEVER_CARD_GB if low_memory else MIN_CARD_GB
    if g.vendor != "NVIDIA" or not g.bf16_support or (g.memory_gb or 0) < floor:
        return None
    try:
        peak = peak_tflops(g, "bf16", training=True)
    except SpeedUnknown:
        return None
    slower = CHECKPOINT_TIME if low_memory and not lora else 1.0
    return flops / (peak * 1e12 * MFU) / 3600 / method_speed(lora, qlora) * slower if peak else None


def low_memory_card(w: Workload, gpus: dict[str, GPUSpec]) -> bool:
    """Did the user name a card below MIN_CARD_GB but of LEVER_CARD_GB or more for a full fine-tune ("换成两张3090",
    "what about two 3090s?", 用4090呢)? Then the plan runs on it with 8-bit AdamW and checkpointing, never refuses it."""
    from tools.offers import named_cards
    from tools.recommend import stated_card

    g = stated_card(named_cards(w.gpu_preference, gpus), gpus) if w.gpu_preference and not is_lora(w) else None
    return g is not None and LEVER_CARD_GB <= (g.memory_gb or 0) < MIN_CARD_GB


def _rows(flops: float, params: float, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], lora: bool, currency: str,
          usd_cny: float, fx: dict[str, float], places: Gazetteer | None) -> list[TrainRow]:
    """The cheapest machine of each card type for the method (QLoRA when said and `lora`), by the job's total then
    its hours."""
    qlora = lora and is_qlora(w)
    low = not lora and low_memory_card(w, gpus)
    per = BYTES_PER_PARAM_8BIT if low else frozen_bytes_per_param(lora, qlora)
    filt = row_filter(w, gpus, per * params, places)
    best: dict[str, TrainRow] = {}
    counted = [r for r in rows if w.num_gpus and int(r.gpu_count or 1) == w.num_gpus]
    for row in counted or rows:  # the count said ("两张3090", "two 4090s") is the machine priced, where one is listed
        g = _usable(row, gpus, filt)
        one = card_hours(flops, g, lora, qlora, low) if g is not None else None
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx) if one else None
        if g is None or one is None or not price:
            continue
        n = int(row.gpu_count or 1)
        hours = one / n + JOB_SETUP_HOURS  # data parallel over the machine's cards
        cand = TrainRow(row.provider, row.instance_type, g.name, n, 1, price, hours, price * hours, g.vendor, 0.0, True)
        seen = best.get(g.name)
        if seen is None or (cand.cost, cand.hours or 0) < (seen.cost, seen.hours or 0):
            best[g.name] = cand
    return sorted(best.values(), key=lambda r: (r.cost, r.hours or 0))


def published_check(params: float, gpus: dict[str, GPUSpec]) -> float | None:
    """The hours this arithmetic gives for PUBLISHED_RUN (its card's BF16 peak at MFU, data parallel), to say beside
    the published time; None without the card's peak."""
    hours, epochs, card, n, _ = PUBLISHED_RUN
    g = gpus.get(card)
    try:
        peak = peak_tflops(g, "bf16", training=True) if g is not None else None
    except SpeedUnknown:
        return None
    # the published run trained large-v3: its own size, whatever Whisper the user named (small's 244 M gave "≈ 0 h")
    return train_flops(PUBLISHED_PARAMS, hours, epochs)[1] / (peak * 1e12 * MFU) / 3600 / n if peak else None


def _market(flops: float, params: float, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], lora: bool,
            shown: list[TrainRow], currency: str, usd_cny: float, fx: dict[str, float],
            places: Gazetteer | None) -> Msg | None:
    """The stated place's (or named platform's) local GPU-rental platforms the catalog holds no price from
    (tools.local_markets: Hong Kong hosts, Alibaba Hong Kong, AutoDL, TWCC), said in one line with the same fine-tune
    re-run on the whole catalog over cards sold there, a real priced row elsewhere labelled as a reference, when
    nothing there is priced or it costs less than the pick (a Whisper fine-tune "in Hong Kong or
    Shenzhen" ended with "no machine" and no price). None when no such place or platform is asked."""
    if places is None:
        return None
    tags, gone, owned_out = owned_markets.asked(w, places, rows)  # 唔好用大陸公司嘅雲: Alibaba Hong Kong is out
    if not gone:
        return owned_markets.with_owner_out(None, owned_out)
    free = w.model_copy(update={"regions": None, "providers": None})
    alt = _rows(flops, params, free, gpus, owned_markets.reference_rows(w, rows, gpus, tags), lora, currency, usd_cny, fx,
                places)
    best = alt[0] if alt else None
    ref = Msg(code="local_markets.reference", args={"row": _row(best, currency)}) \
        if best is not None and (not shown or best.cost < shown[0].cost) else None
    return owned_markets.with_owner_out(Msg(code="local_markets.gap", args={
        "names": local_markets.names(gone), "places": place_words(list(tags)), "ref": ref}), owned_out)


def _first_cost(flops: float, params: float, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], lora: bool,
                currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None) -> TrainRow | None:
    """The row an answer prices the job on: the first ranked one, else the labelled reference elsewhere (_market)."""
    ranked = _rows(flops, params, w, gpus, rows, lora, currency, usd_cny, fx, places)
    if ranked or places is None:
        return ranked[0] if ranked else None
    tags, gone, _ = owned_markets.asked(w, places, rows)
    free = w.model_copy(update={"regions": None, "providers": None})
    alt = _rows(flops, params, free, gpus, owned_markets.reference_rows(w, rows, gpus, tags), lora, currency, usd_cny, fx,
                places) if gone else []
    return alt[0] if alt else None


# within this share the two jobs cost the same (the recommender's tie band, tools.recommend)
SAME_COST = 0.05


def _versus(flops: float, params: float, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
            currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None) -> Msg | None:
    """The named 24 GB card's job (8-bit AdamW + checkpointing) against the pick on any card, by the job's cost: "would
    two 3090s be cheaper?" is answered with both figures (an answer once repeated the first turn with "❌ RTX 3090")."""
    mine = _first_cost(flops, params, w, gpus, rows, False, currency, usd_cny, fx, places)
    any_card = w.model_copy(update={"gpu_preference": None, "num_gpus": None})
    best = _first_cost(flops, params, any_card, gpus, rows, False, currency, usd_cny, fx, places)
    if mine is None or best is None or best.gpu == mine.gpu:
        return None
    ratio = mine.cost / best.cost if best.cost else 1.0
    verdict = "same" if abs(ratio - 1) <= SAME_COST else "cheaper" if ratio < 1 else "dearer"
    return Msg(code="speech_train.versus", args={"mine": _row(mine, currency), "best": _row(best, currency),
                                                 "verdict": verdict, "ratio": ratio})


def speech_train_plan(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *,
                      currency: str, usd_cny: float, fx: dict[str, float],
                      places: Gazetteer | None = None, clip_s: float | None = None) -> SpeechTrainPlan | None:
    """The cheapest machines for the fine-tune by the stated method (a full fine-tune unless LoRA is said), one row
    per card, TOP_ROWS of them, and the other method's first row; DEFAULT_AUDIO_HOURS when no data set is said; None
    for a data set in another unit."""
    d = w.dataset
    if m.family != "speech" or (d is not None and (d.unit != "audio_hours" or d.amount <= 0)):
        return None
    hours = d.amount if d is not None else DEFAULT_AUDIO_HOURS
    epochs = (d.epochs if d is not None else None) or DEFAULT_EPOCHS
    clips, flops = train_flops(m.params, hours, epochs, clip_s)
    lora = is_lora(w)
    low = not lora and low_memory_card(w, gpus)  # the named 24 GB card is sized by the head, never refused
    ranked = _rows(flops, m.params, w, gpus, rows, lora, currency, usd_cny, fx, places)
    other = _rows(flops, m.params, w, gpus, rows, not lora, currency, usd_cny, fx, places)
    filters = constraint_msgs(w, bool(ranked), judged=("gpu_preference",) if low else ())
    return SpeechTrainPlan(m, hours, clips, epochs, d is not None and d.epochs is not None, flops, ranked[:TOP_ROWS],
                           currency, tuple(filters), lora, other[0] if other else None,
                           d is not None, published_check(m.params, gpus), lora and is_qlora(w),
                           _market(flops, m.params, w, gpus, rows, lora, ranked, currency, usd_cny, fx, places), low,
                           _versus(flops, m.params, w, gpus, rows, currency, usd_cny, fx, places) if low else None,
                           clip_s)


def speech_train_answer(p: SpeechTrainPlan) -> list[Msg]:
    """The headline (the method, its card class, the cheapest row or none), the filters, other rows, the arithmetic,
    the other method priced as the lever (LoRA cheaper on a 24 GB card; a full fine-tune when LoRA was said), and the
    assumptions."""
    row = _row(p.rows[0], p.currency) if p.rows else None
    per = BYTES_PER_PARAM_8BIT if p.low_memory else frozen_bytes_per_param(p.lora, p.qlora)
    out = [Msg(code="speech_train.head", args={
        "name": p.model.name, "hours": p.audio_hours, "epochs": p.epochs, "lora": p.lora, "qlora": p.qlora,
        "min_gb": LORA_CARD_GB if p.lora or p.low_memory else MIN_CARD_GB, "states_gb": per * p.model.params / 1e9,
        "row": row, "low_memory": p.low_memory, "recompute": CHECKPOINT_TIME}),
        *p.filters, *([p.market] if p.market is not None else []), *([p.versus] if p.versus is not None else [])]
    out += [Msg(code="embedding.also", args={"row": _row(r, p.currency)}) for r in p.rows[1:]]
    out.append(Msg(code="speech_train.math", args={
        "clips": p.clips, "frames": ENCODER_FRAMES, "tokens": DECODER_TOKENS, "epochs": p.epochs,
        "flops": p.flops, "mfu": MFU, "lora": p.lora, "speedup": LORA_SPEEDUP, "check": p.check_hours,
        "qlora": p.qlora, "dequant": QLORA_DEQUANT_TIME,
        "run_hours": PUBLISHED_RUN[0], "run_epochs": PUBLISHED_RUN[1], "run_card": PUBLISHED_RUN[2],
        "run_n": PUBLISHED_RUN[3], "run_took": PUBLISHED_RUN[4], "run_source": PUBLISHED_SOURCE,
        "took": duration(p.rows[0].hours) if p.rows and p.rows[0].hours else None}))
    padded = padding_line(p.audio_hours, p.clip_s)
    out += [padded] if padded is not None else []
    other = p.other
    out.append(Msg(code="speech_train.method_lever", args={
        "lora": p.lora, "row": _row(other, p.currency) if other is not None else None,
        "cheaper": bool(other is not None and p.rows and other.cost < p.rows[0].cost),
        "full_gb": MIN_CARD_GB, "lora_gb": LORA_CARD_GB, "speedup": LORA_SPEEDUP}))
    out.append(Msg(code="speech_train.lever", args={"lever_gb": LEVER_CARD_GB}))
    out.append(Msg(code="speech_train.assumptions", args={"epochs_said": p.epochs_said, "epochs": p.epochs,
                                                          "tokens": DECODER_TOKENS, "lora": p.lora,
                                                          "hours_said": p.hours_said, "hours": p.audio_hours,
                                                          "setup_min": JOB_SETUP_HOURS * 60}))
    return out


# DeepSpeed ZeRO stage 2 (Rajbhandari et al., "ZeRO", SC'20, §5.2): each of N data-parallel cards keeps the full 16-bit
# weights (2 bytes a parameter) and 1/N of the 16-bit gradients (2) and of the FP32 AdamW states and master weights (12)
ZERO2_KEPT_BYTES = 2
ZERO2_SHARDED_BYTES = 14
OWNED_NODE_GPUS = 8  # no count said of a school's or lab's cluster: one 8-GPU node (TWCC 台灣杉二號 nodes are 8 × V100)


def zero2_gb(params: float, n: int) -> float:
    """GB a card holds of a full fine-tune's states under ZeRO-2 over `n` cards (activations on top)."""
    return params * (ZERO2_KEPT_BYTES + ZERO2_SHARDED_BYTES / n) / 1e9


def owned_speech_train(p: SpeechTrainPlan, w: Workload, gpus: dict[str, GPUSpec]) -> Msg | None:
    """A speech fine-tune on cards the user owns or is granted for free (owned_gpus: 學校可以申請的 V100, "our lab's free
    A6000s"): judged on fit and time, never as a rental missing a price. A card without BF16 (V100, T4) runs FP16
    mixed precision with loss scaling at its FP16 tensor peak, and has no FlashAttention-2 (Ampere or later, its
    README); a full fine-tune too big for one card's memory is sharded with ZeRO-2 over the cards (zero2_gb). None
    when the cards are not owned or the card is unknown."""
    from tools.offers import named_cards
    from tools.recommend import stated_card  # a family ("V100") stands for its smallest variant, as everywhere

    g = stated_card(named_cards(w.gpu_preference, gpus), gpus) if w.owned_gpus else None
    if g is None or g.vendor != "NVIDIA" or not g.memory_gb:
        return None
    n = w.num_gpus or OWNED_NODE_GPUS
    prec = "bf16" if g.bf16_support else "fp16"
    try:
        peak = peak_tflops(g, prec, training=True)
    except SpeedUnknown:
        peak = 0.0
    one = p.flops / (peak * 1e12 * MFU) / 3600 / method_speed(p.lora, p.qlora) if peak else None
    from tools.recommend import NO_FLASH_ATTENTION_2

    states = frozen_bytes_per_param(p.lora, p.qlora) * p.model.params / 1e9
    single = g.memory_gb >= (LORA_CARD_GB if p.lora else MIN_CARD_GB)  # this module's card classes
    return Msg(code="speech_train.owned", args={
        "name": p.model.name, "card": g.name, "gb": g.memory_gb, "n": n, "said_n": bool(w.num_gpus),
        "lora": p.lora, "states_gb": states, "single": single, "zero_gb": zero2_gb(p.model.params, n),
        "fp16": prec == "fp16", "no_fa2": g.architecture in NO_FLASH_ATTENTION_2,
        "one": duration(one) if one else None, "all": duration(one / n + JOB_SETUP_HOURS) if one else None})


def owned_first(p: SpeechTrainPlan, w: Workload, gpus: dict[str, GPUSpec]) -> list[Msg]:
    """speech_train_answer led by owned_speech_train on the user's own (or granted) cards: the stated-card filters
    (which refused the card for want of a price) left out, the rental head kept only where a machine was priced,
    as the other way; speech_train_answer unchanged when the cards are not owned."""
    out = speech_train_answer(p)
    owned = owned_speech_train(p, w, gpus)
    if owned is None:
        return out
    drop = set(map(id, p.filters)) | ({id(out[0])} if not p.rows else set())
    return [owned] + [m for m in out if id(m) not in drop]
