"""Huge volumes a day sized as the batch they are, and the design an engineer would run instead of the brute plan:
2 TB of logs a day read by an LLM, 50,000 danmaku a second labelled by a generative 7B, 300 one-hour meeting videos a
day fed whole to a VLM. Each was answered as one 4k chat (or the dearest card); each is a throughput sum.

The shared parts (the house's prefill model, so every figure here agrees with tools.prefill_service):
- A card's prefill tokens/s = dense TFLOPS × tools.speed.PREFILL_MFU (0.5) ÷ (2 × active parameters) (Kaplan et al.
  2020: a forward pass ≈ 2 FLOP per parameter per token); card-hours = tokens ÷ that ÷ 3,600.
- Cards running all day: card-hours a day ÷ 24 ÷ tools.prefill_service.BUSY_TARGET (0.75), rounded up; a month is
  those cards × tools.constants.HOURS_PER_MONTH (730) × the price of a card-hour (they run around the clock: the
  volume arrives all day, and a Q&A service must be up when asked).

Logs (Q14): bytes ÷ LOG_BYTES_PER_TOKEN. ASSUMED 3.5 bytes a token: BPE tokenizers average ≈ 4 characters a token on
English prose (OpenAI's tokenizer guide, "1 token ≈ 4 chars in English"); log lines carry timestamps, hex IDs and
paths that split finer, so 3–4 B/token (say yours: count it with the model's tokenizer on a sample hour). The design
an engineer signs: parse each line to its template (Drain, He et al. ICWS 2017: fixed-depth parse tree, > 0.9
parsing accuracy on the LogPAI sets), dedupe, score templates and counts by rules/statistics, and send the LLM only
the anomalous windows and never-seen templates: LOG_LLM_SHARE (ASSUMED 1 % of the tokens, the top of the 0.1–1 %
such pipelines pass; measure yours).
A volume said in lines (10亿条日志, "2 billion log lines a day") is LOG_LINE_BYTES a line (ASSUMED 150 B: LogHub's
HDFS sample is 1.47 GB in 11,175,629 lines ≈ 131 B, BGL 708 MB in 4,747,963 ≈ 149 B; Zhu et al., "Loghub", ISSRE 2023).
By hand: 2 TB a day ÷ 3.5 = 5.71e11 tokens; Qwen2.5-7B (7.62e9) on an A10 (125 dense BF16 TFLOPS): 125e12 × 0.5 ÷
1.524e10 = 4,101 tokens/s → 38,705 card-hours a day → ⌈38,705 ÷ 24 ÷ 0.75⌉ = 2,151 A10s; at ¥9.53 a card-hour ×
730 h × 2,151 ≈ ¥15.0 M a month. The 1 % share: 387 card-hours a day, 22 cards, ≈ ¥153 k a month (at 0.1 %, a
tenth of the card-hours: 39, 3 cards).

Short labels at a high rate (Q15): a fine-tuned encoder classifier (BERT-base, 110 M parameters: Devlin et al. 2019,
Table 1 / §3) emits the label from one forward pass over the item alone, no instruction prompt: FLOPs/s = 2 ×
ENCODER_PARAMS × ENCODER_TOKENS × requests/s, cards = FLOPs/s ÷ (dense TFLOPS × PREFILL_MFU × BUSY_TARGET), rounded
up. ENCODER_TOKENS: a danmaku is ≈ 10–30 tokens; padded to 32. By hand: 50,000/s × 32 × 2 × 1.1e8 = 3.52e14 FLOP/s;
a V100 (125 dense FP16 TFLOPS) gives 125e12 × 0.5 × 0.75 = 4.69e13 → 8 cards (the 7B generative plan: 2,616).

Meeting video to a VLM (Q5): Qwen2.5-VL samples video at 2 fps by default (qwen-vl-utils FPS = 2.0, the model card's
video example), merges 2 frames in time (temporal_patch_size 2, preprocessor_config.json) and spends one token per
28 × 28 pixels after the 2 × 2 merge (Qwen2-VL card / HF discussion #47); at max_pixels = 256 × 28 × 28 (≈ 448²)
a 2-frame group is 256 tokens. One hour: 3,600 × 2 ÷ 2 × 256 = 921,600 visual tokens, past the model's context.
The design: an ASR transcript with speaker labels (who said what) at TRANSCRIPT_TOKENS_PER_HOUR (ASSUMED: ≈ 150
spoken words a minute × 60 × 1.3 tokens a word ≈ 11,700) plus one slide keyframe every KEYFRAME_S seconds at 256
tokens: 120 × 256 = 30,720 → 42,420 tokens a meeting. Prefill FLOPs a video = 2 × LLM params × tokens + 2 × ViT
params × 4 patches a token × visual tokens (tools.vlm_cascade.item_flops). The transcript itself: Whisper
large-v3-turbo at its tools.media real-time factor on the pick's card. By hand (300 one-hour meetings, RTX A4500,
94.6 TFLOPS, $0.25/h): prefill 300 × (2 × 7.62e9 × 42,420 + 2 × 680e6 × 4 × 30,720) = 2.44e17 FLOP ÷ 4.73e13 =
1.43 card-hours; ASR 300 h ÷ 77.2× = 3.89; 5.3 card-hours a day → 1 card all day, $182 a month.
"""

from __future__ import annotations

import math

from pydantic import BaseModel, ConfigDict

from tools.constants import DAYS_PER_MONTH, HOURS_PER_DAY, HOURS_PER_MONTH
from tools.vlm_cascade import SCREEN_CAP_TOKENS

LOG_BYTES_PER_TOKEN = 3.5  # ASSUMED 3–4 B/token for log text (module doc); count yours with the tokenizer
LOG_LINE_BYTES = 150  # ASSUMED bytes a log line: LogHub's HDFS (1.47 GB, 11.2 M lines: 131 B) and BGL (149 B)
LOG_LLM_SHARE = 0.01  # ASSUMED share of the log tokens the LLM still reads after templating + dedupe + rules
ENCODER_PARAMS = 110e6  # BERT-base / RoBERTa-base class (Devlin et al. 2019)
ENCODER_TOKENS = 32  # one short item (a danmaku, a comment) padded to 32 tokens
VIDEO_FPS = 2.0  # Qwen2.5-VL default sampling (qwen-vl-utils FPS)
VIDEO_TEMPORAL_PATCH = 2  # frames merged in time (Qwen2.5-VL preprocessor_config.json temporal_patch_size)
VIDEO_GROUP_TOKENS = SCREEN_CAP_TOKENS  # tokens a 2-frame group at max_pixels = 256 × 28 × 28 (the same cap)
KEYFRAME_S = 30  # one slide keyframe every 30 s (scene-change detection keeps fewer)
KEYFRAME_TOKENS = SCREEN_CAP_TOKENS  # a keyframe at max_pixels = 256 × 28 × 28 (≈ 448²)
TRANSCRIPT_TOKENS_PER_HOUR = 11_700  # ASSUMED: 150 words a minute × 60 × 1.3 tokens a word


class Sized(BaseModel):
    """One plan: tokens a day, card-hours a day, cards running all day, and its month at the card's price."""

    model_config = ConfigDict(frozen=True)

    tokens_day: float
    card_hours_day: float
    cards: int
    month: float | None


def prefill_tokens_s(dense_tflops: float, active_params: float) -> float:
    """tools.prefill_service.per_gpu_prefill_tokens_s (one formula): A10 125 TFLOPS, 7.62e9 → 4,101 tokens/s."""
    from tools.prefill_service import per_gpu_prefill_tokens_s

    return per_gpu_prefill_tokens_s(dense_tflops, active_params)


def sized(tokens_day: float, per_card_tokens_s: float, card_hour_price: float | None) -> Sized:
    """Tokens a day at a card's prefill rate: card-hours a day, cards all day at BUSY_TARGET, and their month.
    By hand: 5.71e11 ÷ 4,101 ÷ 3,600 = 38,705 card-hours; ⌈38,705 ÷ 24 ÷ 0.75⌉ = 2,151 cards × 730 h × ¥9.53."""
    return hours_sized(tokens_day / max(per_card_tokens_s, 1e-9) / 3600, card_hour_price, tokens_day)


def hours_sized(card_hours_day: float, card_hour_price: float | None, tokens_day: float = 0.0) -> Sized:
    """Card-hours a day as cards all day at BUSY_TARGET and their month: 5.3 → 1 card × 730 h × $0.25 = $182."""
    from tools.prefill_service import BUSY_TARGET

    cards = max(1, math.ceil(card_hours_day / HOURS_PER_DAY / BUSY_TARGET - 1e-9))
    month = cards * HOURS_PER_MONTH * card_hour_price if card_hour_price is not None else None
    return Sized(tokens_day=tokens_day, card_hours_day=card_hours_day, cards=cards, month=month)


def asr_card_hours(audio_hours_day: float, times_real_time: float) -> float:
    """Card-hours a day to transcribe the audio at a card's real-time factor (tools.media's Whisper large-v3-turbo
    row, scaled to the card): 300 h ÷ 77.2× (RTX A4500) = 3.89."""
    return audio_hours_day / max(times_real_time, 1e-9)


def audio_hours(videos: int, hours: float) -> float:
    """Hours of audio a day: 300 × 1 h = 300."""
    return videos * hours


def log_tokens(bytes_a_day: float, bytes_per_token: float = LOG_BYTES_PER_TOKEN) -> float:
    """Log bytes a day as tokens: 2e12 ÷ 3.5 = 5.71e11."""
    return bytes_a_day / bytes_per_token


def day_volume_bytes(amount: float, unit: str, period: str) -> float:
    """A stated volume (2, "TB", "week") as decimal bytes a day: 2 TB a day → 2e12; 7 TB a week → 1e12."""
    scale = {"kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12, "pb": 1e15}[unit.lower()]
    return amount * scale / _DAYS[period]


_DAYS = {"day": 1.0, "week": 7.0, "month": DAYS_PER_MONTH}


def lines_bytes(lines: float, period: str, bytes_per_line: float = LOG_LINE_BYTES) -> float:
    """Log lines a period as bytes a day at LOG_LINE_BYTES a line: 1e9 lines a day × 150 B = 1.5e11 (150 GB)."""
    return lines * bytes_per_line / _DAYS[period]


class Encoder(BaseModel):
    """A fine-tuned encoder classifier at a rate: FLOPs a second and cards (module doc)."""

    model_config = ConfigDict(frozen=True)

    flops_s: float
    cards: int
    month: float | None


def encoder_cards(requests_s: float, dense_tflops: float, card_hour_price: float | None,
                  params: float = ENCODER_PARAMS, tokens: int = ENCODER_TOKENS) -> Encoder:
    """2 × params × tokens × rate over a card's dense TFLOPS × PREFILL_MFU × BUSY_TARGET. By hand: 50,000/s → 3.52e14
    FLOP/s; V100 125 TFLOPS → 4.69e13 usable → 8 cards; × ¥X a card-hour × 730 h."""
    from tools.constants import HOURS_PER_MONTH
    from tools.prefill_service import BUSY_TARGET
    from tools.speed import PREFILL_MFU

    flops = 2 * params * tokens * requests_s
    cards = max(1, math.ceil(flops / (dense_tflops * 1e12 * PREFILL_MFU * BUSY_TARGET) - 1e-9))
    return Encoder(flops_s=flops, cards=cards,
                   month=cards * card_hour_price * HOURS_PER_MONTH if card_hour_price is not None else None)


def whole_video_tokens(hours: float, fps: float = VIDEO_FPS) -> int:
    """Visual tokens of a video fed whole: hours × 3,600 × fps ÷ 2 × 256. By hand: 1 h → 921,600."""
    return int(hours * 3600 * fps / VIDEO_TEMPORAL_PATCH * VIDEO_GROUP_TOKENS)


class MeetingDesign(BaseModel):
    """A recorded meeting as transcript + keyframes: its tokens, the visual part, and the keyframes."""

    model_config = ConfigDict(frozen=True)

    keyframes: int
    visual_tokens: int
    transcript_tokens: int
    tokens: int


def meeting_design(hours: float, keyframe_s: int = KEYFRAME_S) -> MeetingDesign:
    """ASR transcript + a keyframe every keyframe_s seconds. By hand: 1 h → 120 frames × 256 = 30,720 + 11,700 =
    42,420 tokens."""
    frames = max(1, int(hours * 3600 // keyframe_s))
    visual = frames * KEYFRAME_TOKENS
    text = int(hours * TRANSCRIPT_TOKENS_PER_HOUR)
    return MeetingDesign(keyframes=frames, visual_tokens=visual, transcript_tokens=text, tokens=visual + text)


def video_flops(llm_params: float, tokens: int, visual_tokens: int, vit_params: float | None,
                patches_per_token: int) -> float:
    """tools.vlm_cascade.item_flops: 7.62e9, 921,600, 921,600, (680e6, 4) → 1.40e16 + 5.01e15 = 1.90e16."""
    from tools.vlm_cascade import Encoder as Vit
    from tools.vlm_cascade import item_flops

    enc = Vit(params=vit_params, patches_per_token=patches_per_token) if vit_params else None
    return item_flops(llm_params, tokens, visual_tokens, enc)


def flops_sized(flops_day: float, dense_tflops: float, card_hour_price: float | None) -> Sized:
    """FLOPs a day on a card at PREFILL_MFU: card-hours, cards all day, month. By hand: 300 × 1.90e16 = 5.7e18 on
    an RTX A4500 (94.6 TFLOPS dense FP16/BF16) → 5.7e18 ÷ 4.73e13 ÷ 3,600 = 33.5 card-hours a day, 2 cards."""
    from tools.speed import PREFILL_MFU

    per_s = dense_tflops * 1e12 * PREFILL_MFU
    return sized(flops_day, per_s, card_hour_price)


def share_of(tokens: float, share: float) -> float:
    """The tokens the LLM still reads after the filter: 5.71e11 × 1 % = 5.71e9."""
    return tokens * share


def gigabytes(bytes_: float) -> float:
    """Decimal GB for the line: 2e12 → 2,000."""
    return bytes_ / 1e9


def cards_of(gpus_a_machine: float, machines: int) -> int:
    """The plan's cards in all: 8 × 327 = 2,616."""
    return int(gpus_a_machine * max(1, machines))


def day_flops(items_a_day: int, flops_an_item: float) -> float:
    """FLOPs a day: 300 × 1.90e16 = 5.71e18."""
    return items_a_day * flops_an_item


def minutes_hours(minutes: float) -> float:
    """A stated length in minutes as hours: 45 → 0.75."""
    return minutes / 60


def fits(tokens: int, context: int | None) -> bool:
    """Does a prompt fit a context: 42,420 ≤ 32,768 → False."""
    return bool(context) and tokens <= (context or 0)


def times(tokens: int, context: int | None) -> float:
    """How many contexts a prompt fills: 921,600 ÷ 128,000 = 7.2."""
    return tokens / context if context else 0.0


def added(*card_hours: float) -> float:
    """Stages' card-hours a day together: 1.43 + 3.89 = 5.32."""
    return sum(card_hours)


def millions(n: float) -> float:
    """A parameter count in millions for the line: 1.1e8 → 110."""
    return n / 1e6
