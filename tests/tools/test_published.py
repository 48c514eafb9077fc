"""benchmarks/published.py: enough measured figures, each sourced, sets and upper bounds kept apart."""

import statistics
import sys
from pathlib import Path

import pytest

from tests.conftest import module_home

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import fit_engine
import published

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_at_least_25_measured_figures_each_with_framework_and_source():
    rs = published.rows()
    assert len(rs) >= 25
    for r in rs:
        c = r["case"]
        assert c.source and c.framework and c.published > 0
        assert r["category"] in published.CATEGORIES
    assert {r["category"] for r in rs} == set(published.CATEGORIES)
    assert any(r["case"].fitted for r in rs) and any(not r["case"].fitted for r in rs)


def test_upper_bounds_are_not_in_the_medians_and_hold():
    labels = {r["case"].label for r in published.rows()}
    for label, bound, fn, fw, _src in published.UPPER_BOUNDS:
        assert label not in labels
        assert fn(fw) < bound


def test_weights_and_llama2_hours_stay_close():
    by = {r["case"].label: r for r in published.rows()}
    assert abs(by["Llama-3-8B GGUF Q4_K_M file"]["err"]) < 0.05
    for name in ("Llama 2 7B pretraining", "Llama 2 70B pretraining"):
        assert abs(by[name]["err"]) <= 0.20
    # the framework term is what brings Unsloth's long-context peaks into range
    uns = [r for r in by.values() if "(Unsloth)" in r["case"].label]
    assert all(abs(r["err"]) < 0.1 < abs(r["err_without"]) for r in uns)


def test_held_out_training_peaks_within_the_bar():
    # The held-out peaks (torchtune README table, LongLoRA) were never used to set a term. Before the
    # allocator-vs-device comparison, optimizer-in-backward and the compile term they were 20 % median,
    # 30 % max; the bar is every one within 20 % and the median within 10 %.
    errs = sorted(abs(r["err"]) for r in published.rows()
                  if r["category"] == "training peak" and not r["case"].fitted and not r["case"].v3)
    assert len(errs) >= 7
    assert errs[-1] <= 0.20
    assert errs[len(errs) // 2] <= 0.10


def test_every_measured_peak_within_20_percent():
    # every measured training and inference peak (fitted or held out) within 20 %; the last one
    # over it, vLLM's KV pool on a 22 GiB card (−21 %), came in when the profile used vLLM's per-card
    # batch defaults (2,048 tokens / 256 sequences below 70 GiB)
    rs = [r for r in published.rows() if r["category"] in ("training peak", "inference peak") and not r["case"].v3]
    assert len(rs) >= 20 and max(abs(r["err"]) for r in rs) <= 0.20


def test_newer_source_figures_split_and_held_out_bars():
    # ≥ 25 newer figures from new sources, each group with held-out figures, and the held-out median
    # |error| ≤ 10 % for peaks and GPU-hours (met); tokens/s is at 11.7 % on the 20 rows held out before batch 1
    # (11.8 % before the recompute stopped at the blocks and, for non-reentrant checkpointing, before the down
    # projection; 9.8 % without SGLang's TP 8 batch-1 logs; reported in docs/ENGINE.md as not met), so its guard is
    # 11.8 %: a change that makes any group worse fails here. Held-out batch 1 (15 decode figures, committed before
    # their estimates were computed) read blind at 30.3 % alone and 17.2 % with the 20 (docs/ENGINE.md). Fitted batch 2
    # (one read share, vLLM's own floors, Marlin's dequantisation, fitted on fitted rows
    # only) measured 23.71 % and 14.05 %: those are the guards now (the 20 stay at 11.69 %, under 11.8 %).
    # Batch 3 is guarded apart (test_batch_3_…): these guards read the rows held out before it.
    rs = published.rows()
    newer = [r for r in rs if r["case"].v3]  # from sources the engine had not used (benchmarks/published.py)
    assert len(newer) >= 25
    older = [r for r in rs if r["case"].batch not in (3, 4, 5, 6, 7, 8, 9, 10)]
    got = {(g, sub): (n, med) for g, sub, n, med, _mx in published.v3_summary(older)}
    assert {"peaks", "tokens/s", "GPU-hours"} <= {g for g, sub in got if sub == "held-out"}
    assert got[("peaks", "held-out")][1] <= 0.10
    assert got[("GPU-hours", "held-out")][1] <= 0.10
    before_batch = [abs(r["err"]) for r in newer if r["category"] == "speed" and not r["case"].fitted
                    and not r["case"].batch]
    assert len(before_batch) == 20 and statistics.median(before_batch) <= 0.118
    assert got[("tokens/s", "held-out")][0] == 35 and got[("tokens/s", "held-out")][1] <= 0.141
    assert got[("tokens/s, batch 1 alone", "held-out")][1] <= 0.238


def test_batch_3_is_split_by_its_rule_and_its_held_out_medians_are_guarded():
    # 26 figures from five sources (commit 0c3d067, before any estimate), within each source
    # alternately held out and fitted, the first held out: 12 MI300X vLLM rows (6 / 6), 3 TensorRT-LLM (2 / 1), 4 SGLang
    # (2 / 2), 5 Phi GPU-hours (3 / 2), 2 vLLM memory-profile peaks (1 / 1) = 14 held out, 12 fitted. Blind (engine
    # unchanged) the 10 held-out tokens/s rows read 31.7 %; with Infinity Fabric's fitted RCCL latency and vLLM's ROCm
    # FP8 GEMM beyond one stream (fitted on the fitted rows only) 7.0 %; 7.7 % since docs/ENGINE.md "Tenth pass" stopped
    # counting the input embedding's lookup as prefill FLOPs (the refit moved the ROCm FP8 share 0.70 → 0.68): the guard. Peaks
    # (1 row, −28.3 %) and GPU-hours (3 rows, 20.6 %) are over the bar and guarded where they stand.
    batch = [c for c in published.CASES if c.batch == 3]
    assert len(batch) == 26 and sum(not c.fitted for c in batch) == 14
    by_source: dict[str, list[bool]] = {}
    for c in batch:
        key = next((k for k in ("ROCm/vllm", "NVIDIA/TensorRT-LLM", "sgl-project/sglang", "Phi model card")
                    if k in c.source), "vLLM memory-profile lines")
        by_source.setdefault(key, []).append(c.fitted)
    for flags in by_source.values():  # held out, fitted, held out, …
        assert flags == [i % 2 == 1 for i in range(len(flags))]
    rs = [r for r in published.rows() if r["case"].batch == 3 and not r["case"].fitted]
    def med(sel):
        return statistics.median(abs(r["err"]) for r in rs if sel(r))
    assert med(lambda r: r["case"].unit == "tok/s") <= 0.077
    assert med(lambda r: r["case"].unit == "GPU-h") <= 0.207
    assert med(lambda r: r["category"] == "inference peak") <= 0.284


def test_batch_4_is_split_by_its_rule_before_evaluation():
    # 29 figures from NeMo's performance summary (14 training rows), TensorRT-LLM's peak
    # throughput table (12 rows batch 3 did not take) and three whole-run GPU-hours figures, committed with
    # their split before any estimate: within each source alternately held out and fitted, the first held out
    # (7 / 7, 6 / 6, 2 / 1 = 15 held out). A row moved between sets after its error was seen fails here.
    batch = [c for c in published.CASES if c.batch == 4]
    assert len(batch) == 29 and sum(not c.fitted for c in batch) == 15
    by_source: dict[str, list[bool]] = {}
    for c in batch:
        key = "NeMo" if "NVIDIA/NeMo" in c.source else "TRT" if "TensorRT-LLM" in c.source else "GPU-h"
        by_source.setdefault(key, []).append(c.fitted)
    assert [len(v) for v in by_source.values()] == [14, 12, 3]
    for flags in by_source.values():  # held out, fitted, held out, …
        assert flags == [i % 2 == 1 for i in range(len(flags))]
    assert all(c.v3 and c.source and c.unit in ("tok/s", "GPU-h") for c in batch)


def test_batch_5_is_split_by_its_rule_before_evaluation():
    # A second part of batch 4: 10 decode figures (NIM's concurrency-1 rows, vLLM's CI latency rows, llama.cpp
    # PR #4766's tg128 rows), committed with their split before any estimate, alternately held out and fitted per
    # source, the first held out (1 / 1, 2 / 1, 3 / 2 = 6 held out).
    batch = [c for c in published.CASES if c.batch == 5]
    assert len(batch) == 10 and sum(not c.fitted for c in batch) == 6
    by_source: dict[str, list[bool]] = {}
    for c in batch:
        by_source.setdefault(c.framework, []).append(c.fitted)
    assert {k: len(v) for k, v in by_source.items()} == {"trtllm": 2, "vllm": 3, "llama.cpp": 5}
    for flags in by_source.values():
        assert flags == [i % 2 == 1 for i in range(len(flags))]
    assert all(c.v3 and c.unit == "tok/s" and c.source for c in batch)


def test_batch_5_held_out_median_is_guarded():
    # read blind (commit b34dbe0, the FP8 training term already in, no change after): 9.6 % over the 6 held-out rows
    rs = [r for r in published.rows() if r["case"].batch == 5 and not r["case"].fitted]
    errs = sorted(abs(r["err"]) for r in rs)
    assert len(errs) == 6 and (errs[2] + errs[3]) / 2 <= 0.097


def test_batch_6_is_split_by_its_rule_before_evaluation():
    # 9 whole-run GPU-hours figures (Llama 3.2 card, SmolLM3's README, phi-1, StableLM-3B-4E1T,
    # Falcon-40B / 7B, Phi-3-mini's June 2024 update, Phi-4-mini) and 20 one-stream decode figures (mlc-ai/llm-perf-bench,
    # exllamav2's README), committed with their split (commit 52c4981) before any estimate: within each kind, in the
    # committed order, alternately held out and fitted, the first held out (5 / 4 GPU-hours, 10 / 10 decode).
    batch = [c for c in published.CASES if c.batch == 6]
    hours = [c.fitted for c in batch if c.unit == "GPU-h"]
    decode = [c.fitted for c in batch if c.unit == "tok/s"]
    assert len(hours) == 9 and len(decode) == 20 and len(batch) == 29
    for flags in (hours, decode):  # held out, fitted, held out, …
        assert flags == [i % 2 == 1 for i in range(len(flags))]
    assert all(c.v3 and c.source for c in batch)


def test_batch_6_held_out_medians_are_guarded():
    # read blind (engine unchanged since the split was committed): the 5 held-out GPU-hours rows 15.2 % (−84.4, −18.8,
    # −15.2, −5.8, −1.2 %), the 10 held-out decode rows 34.9 % (vLLM of October 2023 at TP 2-8 on PCIe cards +18 …
    # +292 %, MLC LLM / ExLlamaV2 −28 … −33 %): over the bar. The host time (docs/ENGINE.md "Eleventh pass") of vLLM builds
    # before v0.6.0 (tools.speed.legacy_vllm_host_s, fitted on fitted rows only) takes the decode rows to 30.4 %: the guard.
    rs = [r for r in published.rows() if r["case"].batch == 6 and not r["case"].fitted]
    gh = sorted(abs(r["err"]) for r in rs if r["case"].unit == "GPU-h")
    tps = sorted(abs(r["err"]) for r in rs if r["case"].unit == "tok/s")
    assert len(gh) == 5 and gh[2] <= 0.153
    assert len(tps) == 10 and (tps[4] + tps[5]) / 2 <= 0.305


def test_batch_4_held_out_medians_are_guarded():
    # Blind (engine unchanged, commit 4ac66a3's split) the 13 held-out tokens/s rows read 44.6 %: NeMo's FP8 training
    # rows all −40 to −50 % (the engine ran FP8 training at the 16-bit peak). With the linear layers' GEMMs at the FP8
    # peak (tools.speed.fp8_gemm_speedup; no constant fitted, the fitted NeMo rows only confirmed it) 4.9 %: the guard.
    # GPU-hours (2 held-out rows, 27.3 %) stay over the bar, guarded where they stand.
    rs = [r for r in published.rows() if r["case"].batch == 4 and not r["case"].fitted]
    tps = sorted(abs(r["err"]) for r in rs if r["case"].unit == "tok/s")
    gh = sorted(abs(r["err"]) for r in rs if r["case"].unit == "GPU-h")
    assert len(tps) == 13 and tps[6] <= 0.05
    assert len(gh) == 2 and sum(gh) / 2 <= 0.274


def test_held_out_batch_1_is_held_out_sourced_decode():
    # held-out batch 1 (commit c71bab9): 5 Qwen2.5 vLLM rows + 4 Qwen3 SGLang rows + 4 llama.cpp rows +
    # 2 DeepSeek-R1 load rows = 15, every one held out (none may move to the fitted set after its error was seen),
    # decode tokens/s in the v3 tokens/s group, each with its source and framework.
    batch = [c for c in published.CASES if c.batch == 1]
    assert len(batch) == 15
    assert not any(c.fitted for c in batch)
    assert all(c.v3 and c.unit == "tok/s" and not c.kind and c.source and c.framework for c in batch)
    assert {c.framework for c in batch} == {"vllm", "sglang", "llama.cpp"}


def test_fitted_batch_2_is_fitted_sourced_decode_by_its_rule():
    # The rule (commit d2993fc) picked 16 figures from ree2raz/inference-bench, committed as
    # fitted (6ec5b68) before any estimate: 9 batch-1 rows (8 vLLM / SGLang TPOT + 1 llama.cpp end to end) and 7 rows
    # at 16 users; vLLM, SGLang and llama.cpp; 16-bit and 4-bit; three cards. None is held out.
    batch = [c for c in published.CASES if c.batch == 2]
    assert len(batch) == 16 and all(c.fitted for c in batch)
    assert all("ree2raz/inference-bench" in c.source for c in batch)
    assert {c.framework for c in batch} == {"vllm", "sglang", "llama.cpp"}
    assert sum(1 for c in batch if not c.kind) == 9 and sum(1 for c in batch if c.kind) == 7


def test_batch_7_is_split_by_its_rule_before_evaluation():
    # 10 decode figures, committed with their split before any estimate: vLLM PR #2192's
    # latency table (3 catalog models × before / after = 6; the Llama 33B row left out) and llama.cpp PR #6766's LLaMA 2
    # 7B Q4_0 table (2 cards × master / PR = 4); per source in the page's order, alternately held out and fitted, the
    # first held out: 3 / 3 and 2 / 2, so 5 held out, 5 fitted; every one stays out of fit_engine's fit.
    batch = [c for c in published.CASES if c.batch == 7]
    assert len(batch) == 10 and sum(not c.fitted for c in batch) == 5
    by_source: dict[str, list[bool]] = {}
    for c in batch:
        by_source.setdefault(c.framework, []).append(c.fitted)
    assert {k: len(v) for k, v in by_source.items()} == {"vllm": 6, "llama.cpp": 4}
    for flags in by_source.values():  # held out, fitted, held out, …
        assert flags == [i % 2 == 1 for i in range(len(flags))]
    assert all(c.v3 and c.unit == "tok/s" and c.source for c in batch)
    # the published per-user figure of a latency row is 256 output tokens ÷ the latency: 256 / 16.37 s = 15.64 tok/s
    assert abs(batch[0].published - 15.638) < 0.001


def test_batch_8_is_split_by_its_rule_before_evaluation():
    # 10 training figures read as GPU-hours, committed with their split before any estimate:
    # llm.c's five scripts, nanoGPT's README run, nanochat's leaderboard Run 1, and the Positional Fragility paper's
    # three GH200 throughputs; over the batch in that order alternately held out and fitted, the first held out (5 / 5);
    # every one stays out of fit_engine's fit.
    batch = [c for c in published.CASES if c.batch == 8]
    assert len(batch) == 10 and [c.fitted for c in batch] == [i % 2 == 1 for i in range(10)]
    assert all(c.v3 and c.unit == "GPU-h" and c.source for c in batch)
    assert [c.framework for c in batch].count("llm.c") == 5 and 8 in fit_engine.EXCLUDED_BATCHES
    # by hand: llm.c's GPT-2 124M, 18,865 steps × 0.3 s on 8 GPUs = 45,276 GPU-seconds = 12.577 GPU-hours;
    # nanochat's 8 × 10,949.47 s = 24.332 GPU-hours; the GH200 1B row, 60 × 83.56e9 ÷ 2,308,935 tok/s ÷ 3,600 = 603.2
    assert abs(batch[0].published - 12.577) < 0.001
    assert abs(batch[6].published - 24.332) < 0.001
    assert abs(batch[7].published - 603.16) < 0.01


def test_batch_8_held_out_median_is_guarded():
    # read blind (engine unchanged since the split was committed): llm.c GPT-2 124M +0.8 %, 774M +7.5 %, GPT-3 125M
    # +135.2 % (its script's "~150ms/iter" at 2,048 tokens against 300 ms for the same width at 1,024), nanochat d24
    # +26.3 %, the GH200 3B +15.7 %: median 15.7 %, over the bar; no term was adopted for it
    rs = [r for r in published.rows() if r["case"].batch == 8 and not r["case"].fitted]
    assert len(rs) == 5 and statistics.median(abs(r["err"]) for r in rs) <= 0.158


def test_batch_7_held_out_medians_are_guarded():
    # read blind (commit 89306b2, engine unchanged) the 5 held-out rows were all optimistic: 43.2 % median (vLLM
    # December 2023 static batches +31.7 … +55.6 %, llama.cpp April 2024 without CUDA graphs +31.3 / +47.0 %). With the
    # host time of vLLM builds before v0.6.0 (fitted on the fitted rows of batches 6 and 7 only) 20.3 %: the guard; the
    # two llama.cpp rows do not move (no term reaches them)
    rs = [r for r in published.rows() if r["case"].batch == 7 and not r["case"].fitted]
    tps = sorted(abs(r["err"]) for r in rs)
    assert len(tps) == 5 and tps[2] <= 0.204


def test_old_vllm_builds_held_out_rows_read_better_with_their_host_time():
    # the nine held-out rows measured on vLLM before v0.6.0 (batch 6's six, batch 7's three) read 55.6 % median before
    # the two host constants of docs/ENGINE.md "Eleventh pass" and 13.4 % after (every one but 2 × RTX 4090, +17.9 → −33.8 %);
    # a refit that undoes it fails here
    rs = [r for r in published.rows() if r["case"].vllm_build and not r["case"].fitted]
    errs = sorted(abs(r["err"]) for r in rs)
    assert len(errs) == 9 and errs[4] <= 0.135


def test_batch_9_is_split_by_its_rule_before_evaluation():
    # 10 TensorRT-LLM serving figures from two blog posts (H200launch.md's 7 rows,
    # Falcon180B-H200.md's three 1-GPU Llama-70B rows), committed with their split before any estimate: within each
    # source, in the page's order, alternately held out and fitted, the first held out (4 / 3 and 2 / 1); every row
    # stays out of fit_engine's fits.
    batch = [c for c in published.CASES if c.batch == 9]
    assert len(batch) == 10 and 9 in fit_engine.EXCLUDED_BATCHES
    assert [c.fitted for c in batch[:7]] == [False, True, False, True, False, True, False]
    assert [c.fitted for c in batch[7:]] == [False, True, False]
    assert all(c.v3 and c.unit == "tok/s" and c.framework == "trtllm" and "docs/source/blogs/" in c.source
               for c in batch)
    # the figures are the pages' own out tok/s/GPU (the TP-2 row already divided by its 2 GPUs): 11,819 and 1,654
    assert batch[0].published == 11819 and batch[4].published == 1654 and "TP 2 on 2 × H200" in batch[4].label


def test_batch_9_held_out_median_is_guarded():
    # read blind (commit 9a344c8, engine unchanged): Llama-2-13B 128/128 at batch 1,024 +31.2 %, 2,048/128 −0.3 %;
    # Llama-2-70B TP 2 128/2,048 at batch 512 +163.1 %, 2,048/128 at batch 32 +8.1 %; v0.7a 128/128 at batch 960
    # −22.8 %, 128/4,096 at batch 96 +67.5 %: sorted |error| 0.3, 8.1, 22.8, 31.2, 67.5, 163.1 → median (22.8 + 31.2) / 2
    # = 27.0 %; no term was adopted in the thirteenth pass
    rs = [r for r in published.rows() if r["case"].batch == 9 and not r["case"].fitted]
    assert len(rs) == 6 and statistics.median(abs(r["err"]) for r in rs) <= 0.271


def test_batch_10_is_split_by_its_rule_before_evaluation():
    # 11 training tokens/s-per-GPU figures committed with their split before any estimate: Megatron-LM's README MFU
    # table (22B, 175B, 530B, 1T), Korthikanti et al.'s 530B on 2,240 A100s (selective, then full recompute),
    # Megatron-LM's Llama 3 FP8 table (8B, 70B, 405B) and Llama 3's Table 4 (8,192 and 16,384 H100s); over the batch
    # in that order alternately held out and fitted, the first held out (6 / 5); every row stays out of fit_engine's fits
    batch = [c for c in published.CASES if c.batch == 10]
    assert len(batch) == 11 and [c.fitted for c in batch] == [i % 2 == 1 for i in range(11)]
    assert all(c.v3 and c.unit == "tok/s" and c.source for c in batch) and 10 in fit_engine.EXCLUDED_BATCHES
    # by hand, the 22B row: model FLOPs a token 72 × 48 × 6,144² + 12 × 48 × 6,144 × 2,048 + 6 × 51,200 × 6,144
    # = 130.460e9 + 7.248e9 + 1.887e9 = 139.595e9; 0.415 × 312e12 ÷ 139.595e9 = 927.5 tokens/s/GPU
    assert abs(batch[0].published - 927.5) < 0.1
    # Llama 3's 8,192-GPU row: 430e12 ÷ (6 × 405e9 + 6 × 126 × 8,192 × 16,384 = 2,531.5e9) = 169.9
    assert abs(batch[9].published - 169.86) < 0.01
    # the full-recompute row is estimated with full checkpointing, the others without
    assert "full recompute" in batch[5].label and batch[5].estimate(None) < batch[4].estimate(None)


def test_batch_10_held_out_median_is_guarded():
    # read blind (commit b73e9865, engine unchanged): 22B on 8 A100s +46.2 %, 530B on 280 −8.1 %, 530B on 2,240
    # −13.1 %, Megatron-Core Llama 3 8B FP8 −17.1 %, 405B FP8 on 1,024 H100s −21.1 %, Llama 3 405B on 16,384 −23.0 %:
    # sorted 8.1, 13.1, 17.1, 21.1, 23.0, 46.2 → median (17.1 + 21.1) / 2 = 19.1 %; no term was adopted in the
    # fourteenth pass
    rs = [r for r in published.rows() if r["case"].batch == 10 and not r["case"].fitted]
    assert len(rs) == 6 and statistics.median(abs(r["err"]) for r in rs) <= 0.192
