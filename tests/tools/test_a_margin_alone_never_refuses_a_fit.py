"""The × 1.2 headroom is a safety margin for the estimate's error, not physics: an estimate within the card's usable
memory that misses only with the margin is "fits without the margin, tight, test it", never "does not fit"
(tools.fit.Fit.margin_only / holds). A published measurement of the same model, method, card and count is cited
only for that exact job (tools.measured_fits). Usable bytes from catalog/data/gpus.csv (RTX 4090: 25,758,441,717 B,
shown as 25.8 GB)."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tests.conftest import module_home
from tests.fixtures import resolved
from tools.fit import fit_of, verdict_words
from tools.measured_fits import GIB, MEASURED, measured_fit
from tools.schema import MemoryBreakdown

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()
RTX4090 = GPUS["RTX 4090"]


def train(weights: float, act: float) -> MemoryBreakdown:
    return MemoryBreakdown(weights=int(weights), activations=int(act))


def test_a_training_estimate_under_the_card_but_over_it_with_the_margin_is_a_tight_fit():
    # 16.06 GB of BF16 weights + 6.3 GB of activations and buffers = 22.36 GB (ZeRO-Offload of an 8B): × 1.2 = 26.8 GB
    # > 25.8 GB usable, so the margin refuses it; 22.36 < 25.8, so the card holds it with ≈ 3.4 GB to spare
    f = fit_of(train(16.06e9, 6.3e9), RTX4090, resolved(task="full_finetune"), 1.2)
    assert not f.fits and f.margin_only and f.holds
    en, zh = verdict_words(f, short=True).text("en"), verdict_words(f, short=True).text("zh")
    assert "does not fit" not in en and "fits without the margin, tight (3.4 GB spare before it)" in en
    assert "装不下" not in zh and "不留余量装得下" in zh


@pytest.mark.parametrize("act", [10.2e9, 30e9])
def test_an_estimate_over_the_usable_memory_is_still_refused(act):
    # 16.06 + 10.2 = 26.26 GB > 25.8 usable (just over, with or without the margin); 46 GB far over: both "does not fit"
    f = fit_of(train(16.06e9, act), RTX4090, resolved(task="full_finetune"), 1.2)
    assert not f.fits and not f.margin_only and not f.holds
    assert verdict_words(f).text("en").endswith("does not fit")


def test_a_fit_with_the_margin_is_not_margin_only():
    # 16.06 + 2 = 18.06 GB × 1.2 = 21.7 GB ≤ 25.8: fits outright, margin_only is for the refused case only
    f = fit_of(train(16.06e9, 2e9), RTX4090, resolved(task="full_finetune"), 1.2)
    assert f.fits and f.holds and not f.margin_only


def test_a_serving_pool_is_judged_by_its_own_rule_not_the_training_margin():
    # vLLM's pool (0.9 × 25.76 GB = 23.18 GB) is its own margin: 24 GB of weights + KV misses the pool and is no
    # margin_only case even though 24 GB < 25.8 GB usable
    per = MemoryBreakdown(weights=int(22e9), kv_cache=int(1.5e9), activations=int(0.5e9))
    f = fit_of(per, RTX4090, resolved(task="inference"), 1.2)
    assert not f.fits and not f.margin_only


def test_the_published_run_is_found_only_for_the_same_model_method_card_and_count():
    # torchtune README: Llama 3.1 8B full fine-tune on 1 × 4090 peaks at 18.9 GiB = 20.29 GB ≤ 25.8 usable
    m = measured_fit("Llama-3.1-8B", "full_finetune", "RTX 4090", 1, RTX4090.usable_bytes or 0)
    assert m is not None and m.peak_bytes == int(18.9 * GIB) and m.tokens_per_s == 1650
    assert measured_fit("Llama-3.1-70B", "full_finetune", "RTX 4090", 1, RTX4090.usable_bytes or 0) is None
    assert measured_fit("Llama-3.1-8B", "full_finetune", "RTX 3090", 1, RTX4090.usable_bytes or 0) is None
    assert measured_fit("Llama-3.1-8B", "full_finetune", "RTX 4090", 2, RTX4090.usable_bytes or 0) is None
    # a card reporting less usable memory than the measured peak (20 GB): the measurement does not transfer
    assert measured_fit("Llama-3.1-8B", "full_finetune", "RTX 4090", 1, int(20e9)) is None


def test_every_measurement_names_its_source_and_a_card_of_the_catalog():
    for m in MEASURED:
        assert m.source and m.gpu in GPUS and m.peak_bytes > 0 and m.tokens_per_s > 0
