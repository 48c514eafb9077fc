"""Per-item time of a named image / video GENERATION model that has no measured figure of its own, derived from a
generator the tables DO measure, and the plan that follows from it (GPU-hours, cards for the stated window, the cost a
day and a month, the budget). Every figure here is an ESTIMATE, said as one with "time it on a pilot".

Built on a held generator (try-on / edit models over an SDXL UNet): the held generator's measured seconds × a stated
multiplier k × the pixels' ratio × the steps' ratio.
- SDXL base 1.0: 3.31 s a 1024×1024 image at 30 steps, classifier-free guidance (two UNet passes a step), on one
  A100 80GB SXM (tools.media MEASURED "sdxl": huggingface.co/docs/diffusers/tutorials/fast_diffusion).
- IDM-VTON (Choi et al. 2024, arXiv:2403.05139): a TryonNet (SDXL inpainting UNet) and a GarmentNet (an SDXL UNet)
  both run at every denoising step (github.com/yisol/IDM-VTON src/tryon_pipeline.py: `self.unet_encoder(cloth, t, …)`
  then `self.unet(…, garment_features=…)` inside the loop), the TryonNet guided (two passes), the GarmentNet once;
  the TryonNet's self-attention also spans the garment's features. k = 2 (three UNet passes against SDXL's two = 1.5,
  plus the wider attention; rounded up: from memory, re-check), at 768×1024 (the demo's size: 0.75 of 1024²) and 30
  steps (the demo's default). By hand: 3.31 × 2 × 0.75 = 4.97 s on the A100; on an RTX 4090 (165.2 of 312 dense BF16
  TFLOPS) 4.97 × 312 / 165.2 = 9.4 s.
- InstantID (github.com/instantX-research/InstantID): SDXL with IdentityNet, a ControlNet (a copy of the UNet's
  encoder and middle block, about half its compute) run at every step: k = 1.5 at 1024² and 30 steps (from memory,
  re-check).

A video DiT the tables lack: its per-clip compute against Wan2.1-14B's measured clip (tools.generated_media, the
LightX2V benchmark: 366 s a 480P clip at 40 steps on one H200, guidance on). Per step and per pass a DiT costs
FLOPs ≈ 2 × params × tokens + 4 × layers × tokens² × width (the linear layers, then QKᵀ and AV of full attention);
both models are guided (two passes a step), so the ratio of the two clips' FLOPs × Wan's measured seconds is the
model's time on the H200, i.e. the same sustained efficiency as Wan's measured run.
- Tokens = latent frames × (height ÷ spatial stride ÷ patch) × (width ÷ spatial stride ÷ patch), latent frames =
  (frames − 1) ÷ temporal stride + 1.
- Wan2.1-T2V-14B at 480P: 832×480, 81 frames, VAE 4 × 8 × 8, patch 1 × 2 × 2 → 21 × 30 × 52 = 32,760 tokens; 40
  layers, width 5,120 (github.com/Wan-Video/Wan2.1 @ 9737cba, wan/configs/wan_t2v_14B.py: vae_stride (4, 8, 8),
  patch_size (1, 2, 2), dim 5120, num_layers 40; wan/configs/__init__.py SIZE_CONFIGS '832*480'; generate.py
  frame_num 81, read).
- Mochi-1 preview (github.com/genmoai/mochi README, "AsymmDiT Model Specs" and "AsymmVAE Model Specs"): 10 B
  parameters, 48 layers, visual width 3,072, 44,520 visual tokens + 256 text tokens; VAE 8 × 8 spatial, 6× temporal:
  848×480 × 163 frames (5.4 s at 30 fps) → 28 × 30 × 53 = 44,520, the README's figure. 64 sampling steps
  (github.com/genmoai/mochi @ 0c86aeb: demos/cli.py `--num_steps` default 64 and `--num_frames` 163; the README's
  example num_inference_steps=64, cfg_schedule=[6.0] × 64: guided, two passes a step; read). By hand: Mochi 2 × 10e9 × 44,520 +
  4 × 48 × 44,776² × 3,072 = 2.08e15 a step; Wan 2 × 14e9 × 32,760 + 4 × 40 × 32,760² × 5,120 = 1.80e15;
  366 s × (64 × 2.08e15) ÷ (40 × 1.80e15) = 677 s ≈ 11.3 min a clip on an H200 (an H100 / H800 has the same
  989.5 dense BF16 TFLOPS).

Cards other than the reference one scale by dense BF16 TFLOPS and are never credited faster than it (the rule
tools.media and tools.generated_media keep).
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.generated_media import LIGHTX2V_BASE_480P_S, MEASURED_STEPS
from tools.schema import Workload

SDXL_SECONDS = 3.31  # tools.media MEASURED "sdxl" (A100 80GB SXM, 30 steps, 1024², CFG)
SDXL_CARD = "A100 80GB SXM"
SDXL_STEPS = 30
SDXL_SIDE = 1024
WAN_480P_SECONDS = LIGHTX2V_BASE_480P_S  # Wan2.1-14B 480P, 40 steps, one H200 (tools.generated_media)
WAN_CARD = "H200 SXM"
WAN_STEPS = MEASURED_STEPS
IDM_SOURCE = ("arXiv:2403.05139; github.com/yisol/IDM-VTON src/tryon_pipeline.py (TryonNet + GarmentNet every step)")
INSTANTID_SOURCE = "github.com/instantX-research/InstantID (SDXL + IdentityNet ControlNet every step)"
MOCHI_SOURCE = ("github.com/genmoai/mochi README (10 B, 48 layers, width 3,072, 44,520 video tokens; 64 steps: "
                "demos/cli.py); Wan2.1 shape: github.com/Wan-Video/Wan2.1 wan/configs/wan_t2v_14B.py")


@dataclass(frozen=True)
class DiT:
    """A video DiT's shape for one clip: parameters, layers, hidden width, tokens a pass (video + text), steps."""
    name: str
    params: float
    layers: int
    width: int
    tokens: float
    steps: int


@dataclass(frozen=True)
class Estimate:
    """One item's seconds on `card`, derived from `base`'s measured figure `base_seconds` × `k` (`why` what k counts);
    `from_memory`: the multiplier or a shape is not read from a source here."""
    key: str
    base: str
    seconds: float
    card: str
    k: float
    why: str  # what k counts, worded in advisor/core/messages/derived_generation.py: unets | controlnet | flops
    base_seconds: float  # the held generator's measured seconds it scales
    base_steps: int  # … at these steps
    base_size: str  # … at this size ("1024²", "480P")
    side: str  # the item's size ("768×1024") or the clip's tokens ("44,776")
    steps: int
    source: str
    from_memory: bool
    min_gb: float


def dit_tokens(width: int, height: int, frames: int, spatial: int, temporal: int, patch: int) -> float:
    """Video tokens a pass: latent frames × rows × columns of patches. Mochi-1 848×480, 163 frames, 8×8 / 6× VAE,
    2×2 patches: 28 × 30 × 53 = 44,520; Wan2.1 832×480, 81 frames, 8×8 / 4×, 2×2: 21 × 30 × 52 = 32,760."""
    latent_frames = (frames - 1) // temporal + 1
    return float(latent_frames * (height // spatial // patch) * (width // spatial // patch))


def dit_step_flops(m: DiT) -> float:
    """One pass of a DiT over a clip's tokens: 2 × params × tokens + 4 × layers × tokens² × width (module
    docstring). Mochi-1: 8.90e14 + 1.19e15 = 2.08e15."""
    return 2 * m.params * m.tokens + 4 * m.layers * m.tokens ** 2 * m.width


WAN_480P = DiT("Wan2.1-T2V-14B", 14e9, 40, 5120, dit_tokens(832, 480, 81, 8, 4, 2), WAN_STEPS)
MOCHI = DiT("Mochi-1", 10e9, 48, 3072, dit_tokens(848, 480, 163, 8, 6, 2) + 256, 64)


def dit_clip_seconds(m: DiT, ref: DiT = WAN_480P, ref_seconds: float = WAN_480P_SECONDS) -> float:
    """A clip's seconds on the reference card: its steps × FLOPs a step over the measured model's (module docstring):
    Mochi-1 366 × 64 × 2.08e15 ÷ (40 × 1.80e15) = 677 s."""
    return ref_seconds * (m.steps * dit_step_flops(m)) / (ref.steps * dit_step_flops(ref))


def on_base(seconds: float, k: float, width: int, height: int, steps: int) -> float:
    """A held image generator's measured seconds × k × pixels ÷ 1024² × steps ÷ 30: IDM-VTON 3.31 × 2 × 0.75 × 1 =
    4.97 s."""
    return seconds * k * (width * height) / (SDXL_SIDE * SDXL_SIDE) * steps / SDXL_STEPS


def estimate(key: str) -> Estimate | None:
    """The derived per-item estimate of a tools.nonllm_jobs family (its `key`), else None (no base held)."""
    if key == "idm-vton":
        return Estimate(key, "SDXL", on_base(SDXL_SECONDS, 2.0, 768, 1024, 30), SDXL_CARD, 2.0, "unets", SDXL_SECONDS,
                        SDXL_STEPS, f"{SDXL_SIDE}²", "768×1024", 30, IDM_SOURCE, True, 24.0)
    if key == "instantid":
        return Estimate(key, "SDXL", on_base(SDXL_SECONDS, 1.5, 1024, 1024, 30), SDXL_CARD, 1.5, "controlnet",
                        SDXL_SECONDS, SDXL_STEPS, f"{SDXL_SIDE}²", "1024×1024", 30, INSTANTID_SOURCE, True, 24.0)
    if key == "kolors":  # an SDXL-class UNet (k = 1) at its README's 50 steps (tools.domain_jobs; from memory, re-check)
        return Estimate(key, "SDXL", on_base(SDXL_SECONDS, 1.0, 1024, 1024, 50), SDXL_CARD, 1.0, "same", SDXL_SECONDS,
                        SDXL_STEPS, f"{SDXL_SIDE}²", "1024×1024", 50, "github.com/Kwai-Kolors/Kolors (README)", True, 20.0)
    if key == "mochi":
        k = dit_clip_seconds(MOCHI) / WAN_480P_SECONDS
        return Estimate(key, "Wan2.1-14B", dit_clip_seconds(MOCHI), WAN_CARD, k, "flops", WAN_480P_SECONDS,
                        WAN_STEPS, "480P", f"{MOCHI.tokens:,.0f}", MOCHI.steps, MOCHI_SOURCE, False, 60.0)
    return None


def scaled_seconds(seconds: float, card_tflops: float | None, ref_tflops: float | None) -> float | None:
    """The estimate on another card by dense BF16 TFLOPS, never faster than the reference card: 4.97 s on an RTX
    4090 = 4.97 × 312 / 165.2 = 9.4 s; on an H100 (989.5 > 312) 4.97 s. None with no TFLOPS figure."""
    if not card_tflops or not ref_tflops:
        return None
    return seconds / min(1.0, card_tflops / ref_tflops)


def window_hours(deadline_h: float | None, daily: bool, next_day: bool) -> float | None:
    """The hours the work must fit in: a stated window (9 pm–9 am: 12 h), a daily load's day at most (a day's items
    "within 3 days" still arrive every day: 24 h), else a day for a daily or next-day load; None for a backlog with no
    deadline (one card runs it through)."""
    if deadline_h:
        return min(deadline_h, 24.0) if daily else deadline_h
    return 24.0 if daily or next_day else None


@dataclass(frozen=True)
class ItemPlan:
    """Items × seconds → GPU-hours; cards for the window; the cost of the hours used and of the cards held for the
    whole window, a day and a month; whether a monthly budget holds."""
    gpu_hours: float
    cards: int
    window: float
    used: float
    held: float
    used_month: float | None
    held_month: float | None
    within: bool | None


def item_plan(n: float, seconds: float, price: float, window_h: float | None, daily: bool,
              month_budget: float | None = None) -> ItemPlan:
    """By hand, 300 clips a night × 677 s = 56.4 GPU-h; a 12 h window → ⌈4.7⌉ = 5 cards; at ¥15.60 an hour: ¥881 of
    hours used a night, 5 × 12 × 15.60 = ¥936 held; × 30.4 days = ¥26,785 / ¥28,470 a month; under ¥30,000. No window
    (a backlog with no deadline): one card runs it through."""
    from tools.clip_window import window_cards
    from tools.constants import DAYS_PER_MONTH

    hours = n * seconds / 3600
    window_h = window_h if window_h else hours
    cards = window_cards(hours, window_h) if window_h > 0 else 1
    used, held = hours * price, cards * window_h * price
    used_m = used * DAYS_PER_MONTH if daily else None
    held_m = held * DAYS_PER_MONTH if daily else None
    within = None if month_budget is None or held_m is None else held_m <= month_budget
    return ItemPlan(hours, cards, window_h, used, held, used_m, held_m, within)


def budget_a_month(w: Workload, currency: str, usd_cny: float, fx: dict[str, float]) -> float | None:
    """The stated budget as money a month for a daily generation load: a week's, month's, quarter's or year's
    (tools.rerank.month_budget), or a day's × DAYS_PER_MONTH (¥1,000 a day → ¥30,417 a month); None for an hour's or
    the whole job's."""
    from tools.constants import DAYS_PER_MONTH
    from tools.cost import convert_amount
    from tools.rerank import month_budget

    b = w.budget
    if b is not None and b.per == "day":
        return convert_amount(b.amount * DAYS_PER_MONTH, b.currency, currency, usd_cny, fx)
    return month_budget(w, currency, usd_cny, fx)


def month_said(w: Workload, currency: str, usd_cny: float, fx: dict[str, float]) -> float | None:
    """A price said a month (`quoted_price` per month, or per hour × HOURS_PER_MONTH for a whole machine) in
    `currency`; None when none is said: 每月3万元 → ¥30,000; "$8/hr" for the machine → $8 × 730 = $5,840; a per-GPU
    price × the GPUs quoted (8 卡，每卡每月 ¥5,000 → ¥40,000), None when a per-GPU price names no GPU count. The
    hour-to-month step is tools.quoted_price.quote_price, the one conversion of a quote."""
    from tools.cost import convert_amount
    from tools.quoted_price import quote_price

    q = w.quoted_price
    if q is None or (q.per == "hour" and q.scope != "machine"):
        return None
    # a per-GPU month (每卡每月 ¥5,000) is the machine's only × its GPUs said (8 卡 → ¥40,000); none said: None
    gpus = 1 if q.scope == "machine" else q.gpus or w.num_gpus
    if not gpus:
        return None
    return convert_amount(quote_price(q, gpus, "month"), q.currency, currency, usd_cny, fx)


@dataclass(frozen=True)
class CardRate:
    """A card where the user is: its name, memory GB, dense BF16 TFLOPS, its cheapest one-card row and hour."""
    card: str
    memory_gb: float
    tflops: float | None
    row: str
    price: float


def cheapest_per_item(options: list[CardRate], est: Estimate, ref_tflops: float | None) -> tuple[CardRate, float] | None:
    """The card that makes an item for the least money among those holding `est.min_gb` with a TFLOPS figure, and its
    seconds an item. By hand, IDM-VTON where an A10 (125 TFLOPS) rents at ¥9.53 and an A100 (312) at ¥30: A10
    4.97 × 312/125 = 12.4 s → ¥0.033 an image; A100 4.97 s → ¥0.041: the A10."""
    best: tuple[CardRate, float] | None = None
    for o in options:
        secs = scaled_seconds(est.seconds, o.tflops, ref_tflops) if o.memory_gb >= est.min_gb else None
        if secs is not None and (best is None or secs * o.price < best[1] * best[0].price):
            best = (o, secs)
    return best
