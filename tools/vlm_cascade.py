"""A large vision-language model screening, classifying or tagging a large image batch, sized first as the cascade an
engineer runs: a small VLM reads every image at a capped resolution and the large one re-checks only the share it
flags. The pure large-model plan stays beside it with its own cost.

Why: "5 million livestream screenshots a day through Qwen2.5-VL-72B, one label each" was answered as 104 A100s
(Qwen2.5-VL-72B BF16 over every image, ≈ ¥2.0 M a month) with no screening stage, no resolution cap and no word on FP8.
An expert key sizes the 72B at ≈ 10²¹ prefill FLOPs a day and says first: a 7B screens everything, the 72B sees the
flagged few percent, and `max_pixels` cuts the visual tokens.

The parts (pure arithmetic on the pure plan's own card-hours, so the same throughput model prices every stage):
- FLOPs an image (Kaplan et al. 2020, forward ≈ 2 FLOP per parameter per token; tools.vision for the encoder):
  2 × LLM params × prompt tokens + 2 × encoder params × patches a visual token × visual tokens.
- Screener: Qwen2.5-VL-7B (Apache-2.0; its 3B sibling is research-only, tools' licence table), 7.62 B LLM parameters
  (tools.arch.total_params of its catalog row) and the 680 M ViT of tools.vision's QWEN25_VL row, reading each image
  at `max_pixels` = SCREEN_CAP_TOKENS × 28 × 28 = 200,704 pixels (≈ 448²): Qwen2-VL / Qwen2.5-VL spend one visual
  token per 28 × 28 pixels after the 2 × 2 merge (Qwen2-VL model card and its HF discussion #47, "a patch of 28 * 28
  pixels is a token"; the card's own example range is 256–1,280 tokens an image), so 256 tokens an image.
  Its card-hours = the pure plan's card-hours × (its FLOPs an image ÷ the large model's), on the pick's card type
  (a 7B fits one card; a cheaper 24 GB card would be cheaper still).
- Re-check: the large model, at the resolution the plan sized, on the flagged share SCREEN_PASS (ASSUMED 10 %: a
  screener tuned for recall passes several times the true violation rate; measure it on a pilot and say yours) →
  the pure plan's card-hours × the share.
- Cards: each stage's card-hours over the pure plan's wall hours, rounded up to whole replicas (the large model keeps
  its replica size, the screener one card).
- Cost: card-hours × the pure plan's cost a card-hour; a month is the period's cost × the periods in a month
  (tools.cost.recurring_costs).
- The cap alone (a Qwen-family large model): the pure plan at 256 visual tokens an image = its card-hours × (FLOPs
  at the cap ÷ FLOPs as sized).
- FP8: an FP8 card (Hopper H800 / H20, Ada L20 / RTX 4090) runs W8A8 at its FP8 peak; Ampere (A100, A800, A10) has no
  FP8 tensor cores (FP8 weights there save memory only). The plan's card-hours × (the pick's dense BF16 peak ÷ the
  FP8 card's dense FP8 peak) is the FP8 card's share of the same work (peaks from catalog/data/gpus.csv datasheets;
  the achieved share of peak differs by card: a planning figure, pilot it).

By hand (Q14): 5,000,000 images a day of 1280×720 → 1,196 visual + 161 text = 1,357 tokens; the pure plan 1,910
A100-hours a day at ¥34.74 a card-hour. 72B FLOPs an image: 2 × 72.71e9 × 1,357 + 2 × 680e6 × 4 × 1,196 = 1.973e14 +
6.51e12 = 2.038e14; the 7B at 256 + 161 = 417 tokens: 2 × 7.616e9 × 417 + 2 × 680e6 × 4 × 256 = 6.35e12 + 1.39e12 =
7.74e12 → ratio 0.0380 → 72.5 card-hours; the re-check 10 % × 1,910 = 191 → 263.5 card-hours a day (13.8 % of the
pure plan) ≈ ¥9,150 a day, ≈ ¥278k a month beside ¥2.02 M. The cap alone: (2 × 72.71e9 × 417 + 1.39e12) ÷ 2.038e14 =
0.304 → 581 card-hours; with the re-check at the cap too: 72.5 + 10 % × 581 = 130.6 card-hours ≈ ¥138k a month.
FP8 on H800 SXM: 1,910 × 312 ÷ 1,979 = 301 card-hours a day (the key's 290–360).
"""

from __future__ import annotations

import math

from pydantic import BaseModel, ConfigDict

from tools.cost import recurring_costs

SCREEN_PASS = 0.10  # the share the screener flags to the large model (ASSUMED, 10 %; measure on a pilot, say yours)
SCREEN_CAP_TOKENS = 256  # max_pixels = 256 × 28 × 28 = 200,704 px (≈ 448²) for the screener: 256 visual tokens
SCREEN_CAP_PIXELS = SCREEN_CAP_TOKENS * 28 * 28
SCREENER = "Qwen2.5-VL-7B"
MIN_ITEMS = 100_000  # images a period below which the cascade is not offered first (the pure plan is small already)
MIN_LARGE_PARAMS = 30e9  # a large VLM: a screener an order of magnitude smaller is worth a second stage


class Encoder(BaseModel):
    """A VLM's vision encoder as FLOPs count it: parameters and ViT patches per visual token (tools.vision rows)."""

    model_config = ConfigDict(frozen=True)

    params: float
    patches_per_token: int


class Cascade(BaseModel):
    """The two stages, the cap alone on the pure plan, and the pure plan, in card-hours, cards and money a period."""

    model_config = ConfigDict(frozen=True)

    items: int
    share: float
    cap_tokens: int
    screen_card_hours: float
    check_card_hours: float
    card_hours: float
    pure_card_hours: float
    screen_cards: int
    check_cards: int
    cost: float
    month: float | None
    pure_cost: float
    pure_month: float | None
    saving: float  # times cheaper than the pure plan
    capped_card_hours: float | None  # the pure plan with the cap (a Qwen-family large model), else None
    capped_cost: float | None
    capped_month: float | None
    both_card_hours: float | None  # the cascade with the large model's re-check at the cap too, else None
    both_month: float | None


def item_flops(llm_params: float, prompt_tokens: int, visual_tokens: int, encoder: Encoder | None) -> float:
    """Forward FLOPs of one image request (module doc): 2 × LLM params × prompt + 2 × encoder params × patches a token ×
    visual tokens. By hand: 72.71e9, 1,357, 1,196, (680e6, 4) → 2.038e14."""
    vision = 2 * encoder.params * encoder.patches_per_token * visual_tokens if encoder is not None else 0.0
    return 2 * llm_params * prompt_tokens + vision


def wanted(items: int | None, large_params: float | None, screening: bool, visual_tokens: int | None) -> bool:
    """Lead with the cascade? A screening / classification / tagging batch of images (visual tokens in each request)
    of at least MIN_ITEMS a period on a VLM of at least MIN_LARGE_PARAMS."""
    return bool(screening and visual_tokens and items and items >= MIN_ITEMS and large_params
                and large_params >= MIN_LARGE_PARAMS)


def cascade(items: int, period: str | None, *, large_params: float, large_encoder: Encoder | None, prompt_tokens: int,
            visual_tokens: int, pure_card_hours: float, pure_cost: float, wall_hours: float, replica_cards: int,
            screener_params: float, screener_encoder: Encoder | None, qwen_family: bool,
            share: float = SCREEN_PASS) -> Cascade:
    """The cascade of the module doc. By hand (module doc): 5 M a day, 1,910 card-hours, ¥66,339, 18.4 h, replicas of
    2 → screener 72.5 card-hours (4 cards), re-check 191 (12 cards: ⌈191 ÷ 18.4 ÷ 2⌉ × 2), ¥9,150 a day."""
    text = max(0, prompt_tokens - visual_tokens)
    large = item_flops(large_params, prompt_tokens, visual_tokens, large_encoder)
    small = item_flops(screener_params, SCREEN_CAP_TOKENS + text, SCREEN_CAP_TOKENS, screener_encoder)
    screen = pure_card_hours * small / large
    check = pure_card_hours * share
    hours = screen + check
    per_card_hour = pure_cost / pure_card_hours
    wall = max(wall_hours, 1e-9)
    cost = hours * per_card_hour
    capped_h: float | None = None
    if qwen_family and visual_tokens > SCREEN_CAP_TOKENS:
        capped_h = pure_card_hours * item_flops(large_params, SCREEN_CAP_TOKENS + text, SCREEN_CAP_TOKENS,
                                                large_encoder) / large
    capped_cost = capped_h * per_card_hour if capped_h is not None else None
    both_h = screen + capped_h * share if capped_h is not None else None
    return Cascade(
        items=items, share=share, cap_tokens=SCREEN_CAP_TOKENS, screen_card_hours=screen, check_card_hours=check,
        card_hours=hours, pure_card_hours=pure_card_hours, screen_cards=max(1, math.ceil(screen / wall - 1e-9)),
        check_cards=max(1, math.ceil(check / wall / replica_cards - 1e-9)) * replica_cards, cost=cost,
        month=_month(cost, period), pure_cost=pure_cost, pure_month=_month(pure_cost, period),
        saving=pure_cost / cost if cost else 1.0, capped_card_hours=capped_h, capped_cost=capped_cost,
        capped_month=_month(capped_cost, period) if capped_cost is not None else None, both_card_hours=both_h,
        both_month=_month(both_h * per_card_hour, period) if both_h is not None else None)


def fp8_card_hours(pure_card_hours: float, pick_bf16_tflops: float, fp8_tflops: float) -> tuple[float, bool]:
    """The pure plan's work on an FP8 card (module doc): card-hours × the pick's dense BF16 peak ÷ its dense FP8 peak,
    and whether that is more card-hours than the pick's (a compute-weak card: the H20). By hand: 1,910 × 312 ÷ 1,979 =
    301 H800-hours; ÷ 296 (H20) = 2,013, more than the A100's 1,910."""
    hours = pure_card_hours * pick_bf16_tflops / fp8_tflops
    return hours, hours > pure_card_hours


def _month(cost: float, period: str | None) -> float | None:
    """A period's cost × the periods in a month (tools.cost.recurring_costs); None for a one-off batch."""
    return recurring_costs(cost, period)[1] if period else None


def stated_params(params_b: float | None) -> float | None:
    """A model the registry does not hold, at the parameters (billions) the plan used: 78 → 7.8e10; None unsaid."""
    return params_b * 1e9 if params_b else None


def fleet_cards(gpus_a_machine: int, machines: int, replicas: int) -> tuple[int, int]:
    """The pick's cards in all and a replica's: 8 × 13 = 104, ÷ 52 replicas = 2 a replica."""
    cards = gpus_a_machine * machines
    return cards, max(1, cards // max(1, replicas))


def card_hours(job_hours: float, cards: int) -> float:
    """A job's card-hours: its wall hours × the cards it runs on. By hand: 18.36 h × 104 = 1,909.5."""
    return job_hours * cards
