"""A place or platform the catalog holds no price from (a Hong Kong host, Alibaba Hong Kong, AutoDL, TWCC) still gets
the plan it would be and a labelled reference from a real row elsewhere: a Whisper fine-tune "in Hong Kong or
Shenzhen" names the platforms it lacks and the same job on a card sold there, priced elsewhere, never "no machine"
alone; "TWCC only" heads with "I have no price for TWCC", the cards, count and memory per GPU, and the reference row
(docs/RECOMMENDER.md "Local platforms the catalog lacks")."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tests.conftest import module_home
from tools.media import MODELS
from tools.schema import InstanceRow, Workload
from tools.speech_train import speech_train_answer, speech_train_plan

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _row(provider: str, region: str, gpu: str, price: float) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{gpu}-1", region=region, gpu=gpu, gpu_count=1,
                       price_on_demand=price, currency="USD", price_scope="instance")


def _whisper(regions: list[str], rows: list[InstanceRow]) -> list:
    w = Workload(task="full_finetune", model="whisper-large-v3", regions=regions,
                 dataset={"amount": 100, "unit": "audio_hours", "epochs": 1})
    p = speech_train_plan(MODELS["whisper-large"], w, all_gpus(), rows, currency="USD", usd_cny=7.2, fx={},
                          places=gazetteer())
    assert p is not None
    return speech_train_answer(p)


def test_a_whisper_fine_tune_in_hong_kong_gets_the_gap_and_a_reference_row():
    # nothing priced in Hong Kong; an A100 80GB in us-east at $2/h is sold in Hong Kong (not export-controlled)
    # Hand: 100 h of audio = 12,000 clips of 30 s; 6 × (0.635 B × 1,500 frames + 0.915 B × 200 tokens) ≈ 6.81 TFLOP a
    # clip → 8.2e16 FLOP for one epoch; A100 BF16 dense 312 TFLOPS × 0.24 = 74.9 T → 1,090 s ≈ 0.30 h + 0.25 h start
    # ≈ 0.55 h × $2 ≈ $1.10 for the job
    msgs = _whisper(["hk"], [_row("lambda", "us-east-1", "A100 80GB SXM", 2.0)])
    gap = next(m for m in msgs if m.code == "local_markets.gap")
    assert {n.args["name"] for n in gap.args["names"]} == {"alibaba_hk", "hk_hosts"}
    row = gap.args["ref"].args["row"]
    assert row.args["cost"] in ("$1.09", "$1.10", "$1.11", "$1.12"), row.args  # ≈ $1.10
    assert 31 <= row.args["took"].args["minutes"] <= 35, row.args  # ≈ 0.55 h ≈ 33 min


def test_no_gap_line_where_the_catalog_is_the_market():
    # Singapore is no LOCAL_MARKETS place: the catalog's own rows are its market, nothing to add
    msgs = _whisper(["sg"], [_row("lambda", "us-east-1", "A100 80GB SXM", 2.0)])
    assert not any(m.code == "local_markets.gap" for m in msgs)


def _answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("k", text).text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "no_price", "ref"), [
    ("fine-tune Whisper large-v3 on 300 hours of Cantonese calls, in Hong Kong only, which card and how much?",
     "Not in my price data", "for reference, not their price"),
    ("想喺香港 fine-tune Whisper large-v3，大概 300 個鐘錄音，租咩卡？幾錢？", "我的價格資料", "參考（不是它們的報價）"),
])
def test_a_whisper_fine_tune_in_hong_kong_is_never_no_machine_alone(tmp_path, text, no_price, ref):
    # 300 h → 36,000 clips × 6.81 TFLOP × 3 epochs ≈ 7.4e17 FLOP: a few hours on one 48–80 GB card; the reference row
    # (a card sold in Hong Kong, listed elsewhere) gives that job a price of a few dollars
    out = _answer(tmp_path, text)
    line = next(x for x in out.splitlines() if no_price in x)
    assert ref in line, line


@pytest.mark.slow
@pytest.mark.parametrize(("text", "head"), [
    ("only TWCC: LoRA fine-tune Qwen2.5-7B on 30M tokens, how much?", "I have no price for TWCC"),
    ("只用 TWCC，LoRA 微调 Qwen2.5-7B，数据 3000 万 token，多少钱？", "我没有台智云 TWCC的价格"),
    ("只用 TWCC，LoRA 微調 Qwen2.5-7B，資料 3000 萬 token，多少錢？", "我沒有臺智雲 TWCC的價格"),
])
def test_twcc_only_heads_with_the_plan_and_a_reference(tmp_path, text, head):
    # LoRA on a frozen BF16 Qwen2.5-7B: weights 7.6 B × 2 B ≈ 15.2 GB before activations, so the plan's per-GPU
    # memory is at least ≈ 15 GB; the headline names cards and a reference row, not the generic "no priced offers"
    out = _answer(tmp_path, text)
    line = next(x for x in out.splitlines() if head in x)
    gb = [float(x) for x in re.findall(r"([\d.]+) GB", line)]
    assert gb and gb[0] >= 15, line
    assert "no priced offers" not in out and "目录中没有 twcc" not in out and "目錄中沒有 twcc" not in out, out[:800]
