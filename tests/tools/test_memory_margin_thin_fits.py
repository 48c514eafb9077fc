"""A fit with no room is a fit to test, never a plain "fits" (tools.fit.thin_floor, Fit.thin): the rule, its words with
the levers that give room, the packed batch whose KV is no margin, and the table's mark. Figures worked by hand from
gpus.csv's usable bytes and tools.memory's pool rule (vLLM: 0.9 × usable; need = weights + activations + KV +
VLLM_NON_TORCH_BYTES = GiB // 4 = 268,435,456 B)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from catalog.gpus import all_gpus
from tests.conftest import module_home
from tests.fixtures import resolved
from tools.fit import THIN_FLOOR, fit_of, thin_floor, verdict_words
from tools.schema import MemoryBreakdown

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()
H100 = GPUS["H100 SXM"]  # usable 85,523,536,281 B → vLLM pool int(0.9 × usable) = 76,971,182,652 B
T4 = GPUS["T4"]  # usable 15,633,680,957 B → pool 14,070,312,861 B


def per(weights: float, kv: float, act: float = 1e9) -> MemoryBreakdown:
    return MemoryBreakdown(weights=int(weights), kv_cache=int(kv), activations=int(act))


def test_the_floor_is_five_percent_or_one_gib_whichever_is_more():
    # 5 % of the H100's 76.97 GB pool is 3.85 GB (> 1 GiB); 5 % of the T4's 14.07 GB pool is 0.70 GB (< 1.07 GB)
    assert thin_floor(76_971_182_652) == pytest.approx(3_848_559_133, rel=1e-6)
    assert thin_floor(14_070_312_861) == THIN_FLOOR == 1_073_741_824


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_pool_fit_under_five_percent_is_thin_and_says_how_to_get_room(lang):
    # 70 GB of BF16 weights + 1 GB activations + 3 GB of 16-bit KV + 0.27 GB = 74.27 GB of 76.97: 2.70 GB spare < 3.85
    # → thin. The levers: an 8-bit KV cache, half the context or half the 8 sequences halves the 3.0 GB of KV (1.5 GB);
    # 8-bit weights halve the 70 GB (35.0 GB); one more card.
    w = resolved(task="inference", concurrency=8, precision="bf16")
    f = fit_of(per(70e9, 3e9), H100, w, 1.2)
    assert f.fits and f.thin and f.spare == 76_971_182_652 - 74_268_435_456
    text = verdict_words(f).text(lang)
    if lang == "en":
        assert "fits only just (2.7 GB spare" in text
        assert "an 8-bit KV cache or half the longest context or half the sequences at once frees ≈ 1.5 GB" in text
        assert "8-bit weights (FP8/INT8) free ≈ 35.0 GB per GPU" in text and text.endswith("one more card")
    else:
        assert "勉强装得下（余 2.7 GB" in text and "每卡约省 1.5 GB" in text
        assert "改用 8-bit 权重（FP8/INT8）每卡约省 35.0 GB" in text and text.endswith("多加一张卡")


def test_above_the_floor_it_is_only_tight_and_keeps_the_plain_words():
    # the same with 1 GB of KV: 72.27 GB, 4.70 GB spare > 3.85 (not thin) but < 10 % of the pool (7.70): "tight"
    f = fit_of(per(70e9, 1e9), H100, resolved(task="inference"), 1.2)
    assert f.fits and not f.thin and f.tight
    assert verdict_words(f).en.endswith("fits, tight (4.7 GB spare)")


def test_on_a_small_card_the_one_gib_floor_decides():
    # T4: 12.5 + 0.3 + 0.2 + 0.27 = 13.27 GB of 14.07: 0.80 GB spare, over 5 % (0.70) but under 1 GiB (1.07) → thin;
    # 12.0 GB of weights and no KV: 12.57 GB, 1.50 GB spare → not thin
    w = resolved(task="inference")
    assert fit_of(per(12.5e9, 0.2e9, 0.3e9), T4, w, 1.2).thin
    assert not fit_of(per(12.0e9, 0, 0.3e9), T4, w, 1.2).thin


def test_levers_skip_what_is_already_eight_bit():
    # FP8 KV and INT4 weights: no 8-bit lever is offered; one user: no "sequences" lever
    w = resolved(task="inference", concurrency=1, precision="int4", kv_precision="fp8")
    text = verdict_words(fit_of(per(70e9, 3e9), H100, w, 1.2)).en
    assert "half the longest context frees ≈ 1.5 GB" in text
    assert "8-bit" not in text and "sequences" not in text


def test_training_keeps_its_headroom_as_its_margin():
    # a training fit: 71 GB × 1.2 = 85.2 GB of 85.52 usable: 0.32 GB spare after the × 1.2 headroom, which is
    # itself the margin → "tight" words, never the thin verdict
    f = fit_of(MemoryBreakdown(weights=int(71e9)), H100, resolved(task="lora", model="llama-3-8b"), 1.2)
    assert f.rule == "headroom" and f.fits and f.tight and not f.thin


def test_a_packed_batch_is_judged_by_what_its_sequences_cannot_shrink():
    # an offline batch fills the pool with sequences: 60 + 1 + 15.7 + 0.27 = 76.97 GB (≈ 0 spare) is no thin fit,
    # the weights, activations and buffers (61.27 GB) leave 15.70 GB > 3.85 to its sequences; 74 GB of weights leave
    # 76.97 − 75.27 = 1.70 GB < 3.85 → thin, and its levers name no KV (it shrinks by itself)
    w = resolved(task="inference", batch_requests=10_000, precision="bf16")
    roomy = fit_of(per(60e9, 15.7e9), H100, w, 1.2)
    assert roomy.packed and roomy.fits and roomy.spare < 0.01e9 and not roomy.thin
    squeezed = fit_of(per(74e9, 1.7e9), H100, w, 1.2)
    assert squeezed.thin and "KV cache is" not in verdict_words(squeezed).en


def test_the_ranking_and_the_owned_margin_use_the_same_rule():
    # tools.recommend.pool_thin (the tie a thin pick loses) reads the same Fit: the T4 fit above is pool-thin by
    # the 1 GiB floor though its share spare (5.7 %) is over 5 %
    from tools.recommend import pool_thin

    w = resolved(task="inference")
    thin = SimpleNamespace(plan=SimpleNamespace(per_gpu=per(12.5e9, 0.2e9, 0.3e9)), gpu=T4)
    room = SimpleNamespace(plan=SimpleNamespace(per_gpu=per(12.0e9, 0, 0.3e9)), gpu=T4)
    assert pool_thin(thin, w) and not pool_thin(room, w)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang, word", [("en", "memory tight"), ("zh-Hans", "显存很紧"), ("zh-Hant", "顯示記憶體很緊")])
def test_a_thin_row_is_marked_in_the_table(lang, word):
    from advisor.core.render import _marks_text
    from advisor.core.script import to_script
    from tools.summary import marks

    c = SimpleNamespace(gradient_checkpointing=False, memory_thin=True, marketplace=False, confidence="", broker="",
                        billing="on_demand", far_below_public=False, pcie_tp=0, no_bf16=False, vendor="NVIDIA", snapshot=None)
    assert marks(c) == ["memory_thin"]  # type: ignore[arg-type]
    row = SimpleNamespace(marks=["memory_thin"], candidate=c, folded_counts=[])
    assert word in to_script(_marks_text(row, lang), lang)  # type: ignore[arg-type]  # 繁體 at output time
