"""A stated precision that runs out of memory on the box the user already runs ("we rent a g5.12xlarge and run
Mixtral 8x7B in fp16 … it keeps OOMing", 一启动就爆显存, 一直顯存不足): the answer says why by arithmetic, then the
lower weights that fit on that same box (with the quality note) lead, before any bigger machine; and a follow-up on
the same thread gives one verdict, never "Yes … already the cheapest" beside "No, 4 × A10G cannot" (en / 简体 / 繁體).

By hand, Mixtral-8x7B (46.7 B) on 4 × A10G (vLLM pool 0.9 × 24 GB = 21.6 GB a card):
FP16 weights 46.7e9 × 2 B ≈ 93 GB ÷ 4 ≈ 23.4 GB a card before any KV: does not fit (the OOM is arithmetic).
8-bit weights ≈ 47 GB ÷ 4 ≈ 11.7 GB + 30 users × 4,096 tokens × 128 KiB ≈ 16 GB of KV ÷ 4 ≈ 4 GB ≈ 16.4 GB: fits.
4-bit (AWQ) ≈ 23–26 GB ÷ 4 ≈ 6.5 GB: fits with more room. Same box, same $5.67/h ≈ $4.1k a month; a p5.48xlarge
(8 × H100) is ≈ 10× that.
Llama-3.1-70B FP16 on 4 × A10G: 141 GB ÷ 4 ≈ 35 GB a card > 21.6 GB; 8-bit ≈ 70 GB ÷ 4 ≈ 17.6 GB + KV: fits (tight).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "we rent a g5.12xlarge and run mixtral 8x7b instruct in fp16 with vllm for ~200 internal users. it keeps OOMing "
    "on startup. my manager says just get a p5.48xlarge. thoughts?",
    "our llama 3.1 70b in bf16 on 4x L40S runs out of memory with vllm when 40 users hit it",
    "serving qwen2.5-32b fp16 on one A100 40GB, CUDA out of memory at startup",
    "我们在 g6e.12xlarge 上用 vLLM 跑 Qwen2.5-72B FP16，一启动就爆显存",
    "我們租了一台 g5.12xlarge 用 vLLM 跑 Llama-3.1-70B FP16，一直顯存不足",
])
def test_a_memory_error_on_the_box_in_use_is_read(text):
    assert extract(text).applied().runs_now is True


@pytest.mark.parametrize("text", [
    "which aws box runs mixtral 8x7b in fp16 without OOM for 200 users?",
    "serve llama 3.1 70b on 4x L40S so it doesn't run out of memory at 40 users",
    "想在 4 张 L40S 上跑 Qwen2.5-72B，怎么配置才不会爆显存？",
    "we rent a g5.12xlarge for mixtral 8x7b in fp16, 200 users",
])
def test_no_memory_error_said_is_not_read(text):
    assert not extract(text).applied().runs_now


def test_the_box_in_use_gets_the_weights_below_the_stated_precision():
    """tools.routes: FP16 Mixtral on 4 × A10G offers only an FP8 KV cache (≈ 25.7 GB a card: still over 21.6 GB) as a
    rented box merely named; on the box in use the 8-bit and 4-bit weights are tried too."""
    from catalog.gpus import all_gpus
    from catalog.registry import get
    from tools.defaults import resolve
    from tools.routes import stated_hardware_routes
    from tools.schema import Workload

    a10g = all_gpus()["A10G"]
    base = dict(task="inference", model="Mixtral-8x7B", precision="fp16", num_gpus=4, gpu_preference="A10G",
                concurrency=30)
    for runs_now, lower in ((None, False), (True, True)):
        asked = Workload(**base, runs_now=runs_now)
        routes = stated_hardware_routes(get("Mixtral-8x7B"), asked, resolve(asked)[0], a10g)
        below = [w.precision for _, w in routes if w.precision not in (None, "fp16")]
        assert bool(below) is lower, (runs_now, below)


def _chat(turns: list[str]) -> str:
    env = os.environ | {"GPU_ADVISOR_HOME": tempfile.mkdtemp(), "HF_HUB_OFFLINE": "1", "PYTHONPATH": "."}
    got = subprocess.run([sys.executable, "-m", "advisor", "chat"], input="\n".join([*turns, "quit"]) + "\n",
                         capture_output=True, text=True, env=env, timeout=600, check=True)
    return got.stdout


@pytest.mark.slow
def test_mixtral_fp16_on_the_g5_is_fixed_on_that_box_and_the_follow_up_agrees():
    out = _chat([
        "we rent a g5.12xlarge and run mixtral 8x7b instruct in fp16 with vllm for ~200 internal users. it keeps "
        "OOMing on startup. my manager says just get a p5.48xlarge. thoughts?",
        "ok stay on AWS. whats the cheapest setup that still gives everyone ~30 tok/s?"])
    first, second = out.split("you> ")[1:3]
    # why (the FP16 arithmetic) and the fix on the same box, before any other machine
    assert "Not with FP16 weights" in first and "27.8 GB per GPU of vLLM's 21.6 GB pool" in first
    assert "rent aws g5.12xlarge (4 × A10G" in first and "below the FP16 you asked about" in first
    assert "test it on your own prompts" in first  # the quality note
    assert "cannot do this" not in first and "MI300X" not in first
    # one verdict on the follow-up: the same box meets AWS and 30 tok/s, no "No, 4 × A10G cannot" beside "Yes"
    assert "**Yes**" in second and "cannot do this" not in second and "p4d.24xlarge" not in second
    assert "rent aws g5.12xlarge (4 × A10G" in second


@pytest.mark.slow
def test_llama_70b_fp16_on_the_g5_in_traditional_chinese_is_fixed_on_that_box():
    out = _chat(["我們租了一台 g5.12xlarge 用 vLLM 跑 Llama-3.1-70B-Instruct FP16，10 個人同時用，一直顯存不足。要不要換 p4d？"])
    # Hand: 70.6B × 2 B ÷ 4 ≈ 35.3 GB of FP16 weights a card (+ KV, activations ≈ 39.1 GB) against vLLM's 0.9 × 24 =
    # 21.6 GB pool: no. FP8 weights + FP8 KV: 70.6 ÷ 4 ≈ 17.7 GB + 1.7 GB KV + activations ≈ 20.3 GB = 94 % of the pool,
    # past the 90 % serving limit, so the FP8 fix on the same box "only loads" (a "No" headline with one verdict,
    # INT4 ≈ 52 % as the smallest change) rather than the earlier "FP16 … 時不行；改用 FP8 就可以".
    assert "不行：FP16 權重、16-bit KV cache時放不下" in out and "aws g5.12xlarge（4 × A10G" in out, out
    assert "也只是能載入" in out and "INT4 權重" in out


@pytest.mark.parametrize(("text", "card", "count"), [
    ("we rent a g5.12xlarge and run mixtral 8x7b in fp16 with vllm, it keeps OOMing. my manager says just get a "
     "p5.48xlarge. thoughts?", "H100 SXM", 8),
    ("我们租了 g5.12xlarge 用 vLLM 跑 Mixtral-8x7B FP16，一启动就爆显存。领导说干脆换 p4d.24xlarge，你怎么看？",
     "A100 40GB SXM", 8),
])
def test_the_bigger_box_proposed_is_a_box_to_check_not_the_plan(text, card, count):
    p = extract(text).applied()
    assert (p.gpu_preference, p.num_gpus, p.checked_gpu, p.checked_gpu_count) == ("A10G", 4, card, count)


def test_the_named_machine_is_priced_at_its_own_row():
    """p5.48xlarge's own row (AWS, $55.04/h in its cheapest region), never the cheapest 8 × H100 anywhere ($14.34/h):
    730 h × $55.04 ≈ $40,179 a month."""
    from tools.proposed_plan import named_row, plan_cost
    from tools.schema import InstanceRow

    rows = [InstanceRow(provider="aws", instance_type="p5.48xlarge", gpu="H100 SXM", gpu_count=8, price_on_demand=p,
                        currency="USD", region=r) for p, r in ((55.04, "us-east-1"), (63.3, "eu-west-1"))] + \
        [InstanceRow(provider="shadeform", instance_type="x", gpu="H100 SXM", gpu_count=8, price_on_demand=14.34,
                     currency="USD")]
    got = named_row(rows, "P5.48xlarge", "USD", 7.2, None)
    assert got == ("aws", "p5.48xlarge", "H100 SXM", 55.04)
    msg = plan_cost(rows, ("H100 SXM",), 8, 730.0, "always", 1.0, "USD", 7.2, None, None, 5.672, got, named=True)
    assert msg is not None and msg.args["named"] and not msg.args["same"]
    assert round(msg.args["total"]) == 40179 and round(msg.args["times"]) == 10


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    ("we rent a g5.12xlarge and run mixtral 8x7b instruct in fp16 with vllm for ~200 internal users. it keeps OOMing "
     "on startup. my manager says just get a p5.48xlarge. thoughts?",
     "≈ $40,179 (aws `p5.48xlarge` at $55.04/h, the machine named, in its cheapest region) — ≈ 10× the $4,140.56"),
    ("我們租了一台 g5.12xlarge 用 vLLM 跑 Llama-3.1-70B-Instruct FP16，10 個人同時用，一直顯存不足。老闆說直接換 p5.48xlarge，"
     "怎麼看？", "aws `p5.48xlarge` 每小時 1,761.28 TWD"),  # 55.04 USD/h in TWD; ≈ 10× the same box in 8-bit
    ("我们租了 g5.12xlarge 用 vLLM 跑 Mixtral-8x7B FP16，30 人同时用，一启动就爆显存。领导说干脆换 p4d.24xlarge，你怎么看？",
     "aws `p4d.24xlarge` 每小时"),  # ≈ 4× the g5.12xlarge in INT8
])
def test_the_proposed_machine_is_judged_by_how_oversized_it_is(text, said):
    out = _chat([text])
    assert said in out and ("10×" in out or "10 倍" in out or "4 倍" in out)
    assert "g5.12xlarge（4 × A10G" in out or "g5.12xlarge (4 × A10G" in out  # the fix on the box in use is the plan
