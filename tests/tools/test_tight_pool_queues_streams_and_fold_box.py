"""Two rules that kept a headline from buying what the answer's own figures said.

1. A serving pick with under 5 % of its vLLM pool spare gave way to a roomy plan at any price (tools.recommend
   ._tight_gives_way), also when the pool was short only of some of many streams' KV cache — which vLLM queues, it
   does not fail to start. Hand (Qwen3-14B FP8, 87 streams × 4,096 tokens on one A100 80GB): weights 14.8 GB, KV
   160 KiB a token × 4,096 × 87 ≈ 58.4 GB, need ≈ 75.5 GB of a 0.9 × 85.2 ≈ 76.7 GB pool (99 %); one stream's KV is
   58.4 ÷ 87 ≈ 0.67 GB, so with one stream the need is ≈ 17.8 GB, ≈ 59 GB spare: it starts (Fit.start_thin False)
   and the price cap (TIGHT_GIVES_WAY, 2×) holds — the 4 × A100 fleet at 3.6–4× no longer leads.
   A single stream filling the pool (Fit.seqs = 1) is start-thin: the roomy plan still leads at any price.
2. A box bought for nnU-Net was the rented row with the fewest cards (1 × RTX 4090) and a generic host (4 vCPU,
   RAM = the card's 24 GiB) against the answer's own "2–4 cards, ≥ 12 CPU cores a card, ≥ 32 GB". Hand: 5 folds in
   at most 2 rounds → ceil(5 ÷ 2) = 3 cards; a fold ≈ 23.7 h on a 4090 → 2 rounds ≈ 47.4 h; host ≥ 3 × 12 = 36
   threads, ≥ 3 × 32 = 96 GiB; cards 3 × $1,599 = $4,797. 10 folds → 5 cards; 3 folds → 2 cards.
"""

from __future__ import annotations

from types import SimpleNamespace

from tools.fit import Fit
from tools.onprem_box import card_box, onprem_box
from tools.schema import GPUSpec
from tools.vision_train import FOLD_ROUNDS, NNUNET_RAM_GB, NNUNET_THREADS, fold_cards

GB = 10**9


def _fit(seqs: int, kv: float) -> Fit:
    return Fit(rule="pool", framework="vllm", need=int(75.5 * GB), budget=int(76.7 * GB), usable=int(85.2 * GB),
               estimate=int(76.6 * GB), headroom=1.0, kv=int(kv * GB), seqs=seqs)


def test_a_pool_short_only_of_some_streams_kv_still_starts():
    f = _fit(87, 58.4)
    assert f.thin_margin  # 1.2 GB of 76.7 spare: under 5 %, a fit to test
    assert not f.start_thin  # one stream: ≈ 75.5 − 58.4 + 0.67 ≈ 17.8 GB of 76.7: it starts, the rest queue


def test_one_stream_filling_the_pool_may_not_start():
    f = _fit(1, 58.4)
    assert f.thin_margin and f.start_thin  # nothing to queue: the estimate's error may stop it starting


def test_folds_in_two_rounds():
    assert FOLD_ROUNDS == 2
    assert [fold_cards(n) for n in (1, 3, 5, 10)] == [1, 2, 3, 5]


GPUS = {"RTX 4090": GPUSpec(name="RTX 4090", memory_gb=24, tdp_w=450)}


def test_the_host_holds_the_jobs_own_threads_and_ram_a_card():
    b = card_box("RTX 4090", 3, 47.4, GPUS, threads=NNUNET_THREADS, ram_gib=NNUNET_RAM_GB)
    assert b.args["vcpu"] == 36  # 3 × 12 augmentation threads, not the generic 3 × 4
    assert b.args["ram_gib"] == 96  # 3 × 32, not the cards' 3 × 24 = 72
    assert b.args["price_usd"] == 3 * 1599
    plain = card_box("RTX 4090", 3, 47.4, GPUS)
    assert plain.args["vcpu"] == 12 and plain.args["ram_gib"] == 72  # no job's own need: the generic host


def _nnunet_plan(folds: int) -> SimpleNamespace:
    from tools.vision_train import MODELS, VisionJob

    row = SimpleNamespace(gpu="RTX 4090", gpus=1, machines=1, cost=30.0, hours=118.6)
    return SimpleNamespace(rows=[row], dense=None, live=None, job=VisionJob(model=MODELS["nnunet"], folds=folds),
                           folds=folds, flops=0.0, currency="TWD")


def test_a_box_for_folds_buys_a_card_a_fold_in_two_rounds():
    from catalog.gpus import all_gpus
    from tools.vision_train import fold_hours

    gpus = all_gpus()
    one = fold_hours(gpus["RTX 4090"], gpus)
    assert one is not None and 20 < one < 28  # ≈ 23.7 h a fold (the A100's 44.48 s an epoch scaled down to a 4090)
    for folds, cards in ((5, 3), (10, 5), (3, 2)):
        b = onprem_box(_nnunet_plan(folds), gpus, local=("TWD", 32.0))
        assert b is not None
        assert b.args["cards"] == cards, b.args  # never the rented row's 1 card: 5 rounds ≈ 5 days
        assert b.args["vcpu"] >= NNUNET_THREADS * cards and b.args["ram_gib"] >= NNUNET_RAM_GB * cards
        assert abs(b.args["hours"] - 2 * one) < 0.1  # two rounds of a fold
        assert b.args["price_local"].replace(",", "").startswith(str(int(1599 * cards * 32)))  # NT$ said too
