"""benchmarks/decode_terms.py and benchmarks/fitted_groups.py: the thirteenth pass's candidate serving terms and the
fitted rows' groups read fitted rows only, and the candidate step arithmetic is the one written in the docstring
(docs/ENGINE.md, "Thirteenth pass")."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import decode_terms
import fitted_groups

from catalog import registry
from catalog.gpus import get_gpu
from tests.conftest import module_home
from tools.defaults import resolve
from tools.schema import Layout, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_kv_apart_adds_the_kv_read_only_where_the_gemms_are_compute_bound():
    # read share e = 0.814, compute share 0.7. Compute-bound: weights 10 ms, KV 5 ms, compute 21 ms → the engine's
    # step max(15 / 0.814 = 18.43, 21 / 0.7 = 30) = 30 ms; apart: max(10 / 0.814, 30) + 5 / 0.814 = 30 + 6.14 ms:
    # 6.14 ms more. Memory-bound (weights 20, KV 5, compute 7 → 10): (20 + 5) / 0.814 either way: nothing more, and a
    # KV read at half the share costs 5 / 0.814 / 0.5 − 5 / 0.814 = 6.14 ms more.
    assert decode_terms.kv_apart_extra_s(10e-3, 5e-3, 21e-3, 1.0) == pytest.approx(6.143e-3, rel=1e-3)
    assert decode_terms.kv_apart_extra_s(20e-3, 5e-3, 7e-3, 1.0) == pytest.approx(0.0, abs=1e-12)
    assert decode_terms.kv_apart_extra_s(20e-3, 5e-3, 7e-3, 0.5) == pytest.approx(6.143e-3, rel=1e-3)


def test_step_parts_of_a_big_fp8_batch_on_an_h200():
    # Llama-2-70B, fp8 weights and KV, 192 streams at 1,152 tokens each on one H200 (4,800 GB/s, 1,979 TFLOPS fp8):
    # KV 80 layers × 8 heads × 128 × 2 (K, V) × 1 byte = 163,840 B a token → 192 × 1,152 × 163,840 = 36.24 GB → 7.55 ms;
    # compute 2 × 68.7e9 (the blocks' 855.6M × 80 layers + the 8,192 × 32,000 head) × 192 ÷ (1,979e12 × 0.5) = 26.7 ms
    w, _ = resolve(Workload(task="inference", precision="fp8", kv_precision="fp8", seq_len=2176, concurrency=192,
                            framework="trtllm"))
    _, kv, compute = decode_terms.step_parts_s(registry.get("Llama-2-70B"), w, get_gpu("H200"), Layout(), 1152)
    assert kv == pytest.approx(7.55e-3, rel=0.01)
    assert compute == pytest.approx(26.7e-3, rel=0.01)


def test_the_candidates_and_the_groups_read_fitted_rows_only(monkeypatch):
    # every row the scores see is fitted: a held-out row's error is never read to choose a constant
    seen = []
    real = decode_terms.published.rows
    monkeypatch.setattr(decode_terms.published, "rows", lambda: seen.extend(real()) or seen)
    decode_terms.fitted_score(decode_terms.published.rows())
    assert any(not r["case"].fitted for r in seen)  # the table holds held-out rows …
    assert all(r["case"].fitted for r in fitted_groups.fitted_rows())  # … the groups never keep them


def test_a_row_is_grouped_by_what_its_label_says():
    # streams from the label, the "[batch N]" tag ignored; a training throughput row has no streams
    assert fitted_groups.streams("Llama-2-70B (fp8) 128 in / 2,048 out, static batch 192, TensorRT-LLM [batch 9]") == "> 128"
    assert fitted_groups.streams("Qwen2.5-7B (fp16) 16 users at once, vllm v0.20.1 on one A100-40GB (TPOT)") == "2-16"
    assert fitted_groups.streams("LLAMA2-13B SFT, 8 × H100, TP 1 PP 4, 4,096 tokens (tokens/s/GPU) [batch 4]") == "training"
    assert fitted_groups.streams("Llama-2-7B Q4_0 decode, batch 1") == "1"
    assert fitted_groups.card("Llama-2-70B (fp8) … on 1 × H200 [batch 9]") == "H200"
    assert fitted_groups.size("Qwen3-235B-A22B (bf16) decode") == "> 80B" and fitted_groups.moe("Qwen3-235B-A22B") == "MoE"
