"""A VLM handed images at a stated rate (50 images/s for moderation) is a prefill-bound service: every image's visual
tokens are prefilled at the rate, so the cards it needs come from that prefill (tools.prefill_rows.prefill_gpus), the
same sizing the priced rows get; a family listed to ask a quote for (no price to rank by) carries it too, never the
one card a single stream fits on."""

from __future__ import annotations

from catalog import registry
from catalog.gpus import get_gpu
from tools.defaults import resolve
from tools.prefill_rows import prefill_gpus
from tools.schema import Workload


def _moderation(rate: float) -> Workload:
    # 2,028 visual tokens (a 12 MP photo at 28 px a token, resized to ≤ 1280×1280) + 161 of instruction = 2,189 in,
    # an 8-token label out
    return resolve(Workload(model="Qwen2.5-VL-7B", task="inference", target_requests_per_s=rate, prompt_tokens=2189,
                            image_tokens=2028, output_tokens=8))[0]


def test_fifty_images_a_second_need_tens_of_a10s_and_several_a100s():
    arch = registry.get("Qwen2.5-VL-7B")
    # Hand: 50 × 2,189 = 109,450 tokens/s in. Each token costs 2 × (7.6e9 LLM + the image encoder's share over a
    # prompt that is 93 % visual, ≈ 10e9 in all) ≈ 2e10 FLOPs, so ≈ 2.2 PFLOP/s. An A10 (125 dense BF16 TFLOPS)
    # prefills 125e12 × 0.5 ÷ 2e10 ≈ 3.1k tokens/s: 109,450 ÷ 3.1k ÷ 0.75 (busy target) ≈ 47 cards, tens of them; an
    # A100 (312) ≈ 7.8k tokens/s → ≈ 19 cards
    a10 = prefill_gpus(_moderation(50), arch, get_gpu("A10"))
    a100 = prefill_gpus(_moderation(50), arch, get_gpu("A100-40GB"))
    assert a10 is not None and 35 <= a10 <= 60
    assert a100 is not None and 14 <= a100 <= 25 and a100 < a10


def test_the_cards_scale_with_the_rate():
    arch = registry.get("Qwen2.5-VL-7B")
    # Hand: 5 images/s is a tenth of the tokens in: ≈ 1.9 A100s of prefill at 75 % busy → 2 cards, never 19
    ten_times = prefill_gpus(_moderation(50), arch, get_gpu("A100-40GB"))
    tenth = prefill_gpus(_moderation(5), arch, get_gpu("A100-40GB"))
    assert tenth is not None and ten_times is not None and tenth <= 3 < ten_times


def test_no_rate_is_no_prefill_sizing():
    arch = registry.get("Qwen2.5-VL-7B")
    w = resolve(Workload(model="Qwen2.5-VL-7B", task="inference", concurrency=4))[0]
    assert prefill_gpus(w, arch, get_gpu("A10")) is None


def test_a_need_above_the_marketing_size_says_the_real_capacity():
    from tools.recommend import capacity_need_words

    # Hand: an MI300X is sold as 192 GB and holds 192 GiB = 192 × 1.0737 = 206.2 GB; a plan needing 194.8 GB a card
    # fits it, so the headline says the 206.2 GB beside the need, never "192 GB, needs 194.8 GB" alone
    got = capacity_need_words(194.8, get_gpu("MI300X"))
    assert round(got["cap"], 1) == 206.2 and got["gib"] == 192
    # under the marketing size: the need alone
    assert capacity_need_words(52.0, get_gpu("MI300X")) == {"gb": 52.0}
