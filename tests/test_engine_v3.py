"""Engine v3 (issue 23): each new term on a fixed case, with the reasoning in a comment."""

import json

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tools.defaults import WorkloadError, resolve
from tools.memory import (
    checkpointing_mode,
    estimate_memory,
    layer_activation_bytes,
    selective_layer_elems_per_token,
    training_activation_bytes,
)
from tools.schema import Layout, Workload

L3_8B = registry.get("Llama-3-8B")


def est(*args):
    return CliRunner().invoke(cli, ["estimate", *args])


# --- 1. selective activation checkpointing -----------------------------------------------------------

def test_selective_keeps_torchtitans_saved_ops_per_block():
    # torchtitan's op-SAC keeps the block input, wq's and wv's outputs, the attention output, w1's and
    # w2's outputs: h + q + v + q + i + h = 4096 + 4096 + 1024 + 4096 + 14336 + 4096 for Llama-3-8B
    assert selective_layer_elems_per_token(L3_8B) == 31_744
    tokens, layers = 2048, L3_8B.layers
    none = training_activation_bytes(L3_8B, 2048, 1, checkpointing="none")
    sel = training_activation_bytes(L3_8B, 2048, 1, checkpointing="selective")
    full = training_activation_bytes(L3_8B, 2048, 1, checkpointing="full")
    block = layer_activation_bytes(L3_8B, 2048, 1)
    # none − selective = (L − 1) blocks × (all a block keeps − what op-SAC keeps), exactly
    assert none - sel == (layers - 1) * (block - 31_744 * tokens * 2)
    assert full < sel < none
    assert 0.3 < (sel - (none - block * layers)) / (block * layers) < 0.45  # ≈ 40 % of the blocks' activations


def test_checkpointing_mode_resolution():
    # --gradient-checkpointing is the contract's synonym for full; torchtitan defaults to selective;
    # --no-gradient-checkpointing means none even for torchtitan
    assert checkpointing_mode(Workload(task="lora", gradient_checkpointing=True)) == "full"
    assert checkpointing_mode(Workload(task="lora", framework="torchtitan")) == "selective"
    assert checkpointing_mode(Workload(task="lora", framework="hf")) == "none"
    w, _ = resolve(Workload(task="pretrain", framework="torchtitan", gradient_checkpointing=False))
    assert checkpointing_mode(w) == "none"
    w, _ = resolve(Workload(task="pretrain", checkpointing="selective"))
    assert w.gradient_checkpointing is False and checkpointing_mode(w) == "selective"
    with pytest.raises(WorkloadError, match="contradicts"):
        resolve(Workload(task="pretrain", checkpointing="none", gradient_checkpointing=True))


def test_checkpointing_flag_on_estimate_orders_the_peaks():
    peaks = {}
    for mode in ("none", "selective", "full"):
        r = est("--model", "llama-3-8b", "--task", "full_finetune", "--gpus", "8", "--zero", "3",
                "--seq-len", "8192", "--checkpointing", mode, "--json")
        assert r.exit_code == 0, r.output
        peaks[mode] = json.loads(r.output)["per_gpu_bytes"]["activations"]
    assert peaks["full"] < peaks["selective"] < peaks["none"]
    bad = est("--model", "llama-3-8b", "--task", "lora", "--checkpointing", "none", "--gradient-checkpointing")
    assert bad.exit_code == 2 and "contradicts" in bad.output


# --- 7. nf4 wherever QLoRA is ---------------------------------------------------------------------------

def test_qlora_accepts_nf4_and_costs_the_same_as_its_default():
    # QLoRA *is* an NF4 base: --precision nf4 must be accepted and give the same memory as the default
    r = est("--model", "llama-3-8b", "--task", "qlora", "--precision", "nf4", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)["per_gpu_bytes"]
    w_default, _ = resolve(Workload(task="qlora"))
    w_nf4, _ = resolve(Workload(task="qlora", precision="nf4"))
    a = estimate_memory(L3_8B, w_default, Layout())
    b = estimate_memory(L3_8B, w_nf4, Layout())
    assert a.weights == b.weights == d["weights"] and a.total == b.total
