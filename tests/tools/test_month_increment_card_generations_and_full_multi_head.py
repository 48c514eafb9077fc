"""Direct checks of three calculators whose other tests live beside the reader (tests/advisor/): a corpus's month of
new items (tools.batch_increment), a stated card list's GPU generations (tools.card_generations) and full multi-head
attention (tools.pitfalls.full_multi_head). They keep each module inside the inner loop (`-m inner`)."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.batch_increment import month_run, month_run_line
from tools.card_generations import mixed_generations, named_generations
from tools.pitfalls import full_multi_head


def test_a_month_of_new_items_is_the_one_off_run_scaled_plus_one_start_up():
    # Hand: a 10 h run (+ 0.25 h start-up, tools.constants.JOB_SETUP_HOURS = 10.25 h wall) costing $41 ($4/h);
    # 500k new of 2M a month is 10 × 0.25 = 2.5 h + 0.25 h = 2.75 h, × $4/h = $11
    hours, cost = month_run(10.0, 41.0, 2_000_000, 500_000)
    assert hours == pytest.approx(2.75) and cost == pytest.approx(11.0)


@pytest.mark.parametrize("items, monthly", [(None, 100), (1_000, None), (1_000, 1_000), (1_000, 2_000)])
def test_no_month_line_without_both_counts_or_with_a_month_as_big_as_the_corpus(items, monthly):
    # the month is an increment: a count missing, or a month at least the whole corpus, is no increment to price
    assert month_run_line(10.0, 41.0, items, monthly, "USD") is None


def test_the_month_line_carries_its_share_of_the_corpus():
    msg = month_run_line(10.0, 41.0, 2_000_000, 500_000, "USD")
    assert msg is not None and msg.code == "batch.increment"
    assert msg.args["items"] == 500_000 and msg.args["share"] == pytest.approx(0.25)  # 500k ÷ 2M


@pytest.mark.parametrize("text, mixed", [
    ("H100 and H200", False),   # both Hopper (datasheets: GH100 / GH100 with HBM3e)
    ("A100 and H100", True),    # Ampere beside Hopper: the slowest card sets the collectives
    ("8 × L40S", False),        # one card, one generation
    (None, False),
])
def test_mixed_generations_are_two_catalog_architectures(text, mixed):
    assert mixed_generations(text, all_gpus()) is mixed


def test_the_named_generations_are_the_catalogs_architecture_column():
    assert named_generations("A100 and H100", all_gpus()) == {"ampere", "hopper"}


@pytest.mark.parametrize("heads, kv_heads, kv_lora_rank, full", [
    (32, 32, 0, True),     # Llama-2-7B: 32 query heads, 32 KV heads (config.json): GQA would shrink its cache
    (32, 8, 0, False),     # Llama-3-8B: 8 KV heads already (GQA, 4 query heads each)
    (128, 128, 512, False),  # DeepSeek-V3: MLA's 512-wide latent is cached, not the 128 heads
])
def test_full_multi_head_is_one_kv_head_per_query_head_without_a_latent(heads, kv_heads, kv_lora_rank, full):
    assert full_multi_head(heads, kv_heads, kv_lora_rank) is full
