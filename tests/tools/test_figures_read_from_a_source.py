"""Figures a buyer must trust carry the source they were read from, and lose "(from memory, re-check)" once read.

Each figure below was checked against a public source (the row or docstring names it); the tests pin the figure, the
source's presence and the mark's absence, so a row that falls back to an unread figure, or a figure changed away from
what the source says, fails here.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from tools.domain_jobs import DOMAIN_JOBS
from tools.solver_jobs import SOLVER_JOBS, design_pipeline
from tools.vlm_image import GLM4V_MAX_PIXELS, GLM4V_MIN_PIXELS, QWEN3_MAX_PIXELS, QWEN3_MIN_PIXELS

ROOT = Path(__file__).resolve().parents[2]
MARK = "re-check"


def _gpu_rows() -> dict[str, dict[str, str]]:
    with open(ROOT / "catalog/data/gpus.csv", newline="") as f:
        return {r["name"]: r for r in csv.DictReader(f)}


def _licence_rows() -> dict[str, dict]:
    rows = json.loads((ROOT / "catalog/data/licences.json").read_text())["rows"]
    return {r["model"]: r for r in rows if "job" in r}


# By hand, each from the spec its row cites:
# RTX 3060 12GB: 3,584 cores × 1.777 GHz × 2 = 12.74 TFLOPS; 192 bits × 15 Gbps ÷ 8 = 360 GB/s.
# RTX 4060 Ti 16GB: 4,352 × 2.535 GHz × 2 = 22.06 TFLOPS; 128 bits × 18 Gbps ÷ 8 = 288 GB/s.
# TITAN RTX: 4,608 × 1.77 GHz × 2 = 16.3 TFLOPS; 384 bits × 14 Gbps ÷ 8 = 672 GB/s.
# MI100: 7,680 × 1.502 GHz × 2 = 23.07 → 23.1 TFLOPS; 4 HBM2 stacks × 1,024 bits × 2.4 Gbps ÷ 8 = 1,228.8 GB/s.
# MI60: 4,096 × 1.8 GHz × 2 = 14.7 TFLOPS, FP16 twice that = 29.5; MI50: 3,840 × 1.725 × 2 = 13.2 → AMD's 13.3.
@pytest.mark.parametrize("card, fp32, bw, site", [
    ("RTX 3060 12GB", 12.74, 360, "pcpartdb.com"),
    ("RTX 4060 Ti 16GB", 22.06, 288, "thefpsreview.com"),
    ("Titan RTX", 16.3, 672, "tomshardware.com"),
    ("MI100", 23.1, 1228.8, "notebookcheck.net"),
    ("MI60", 14.7, 1024, "thelinx.net"),
    ("MI50 32GB", 13.3, 1024, "wikipedia.org"),
])
def test_an_owned_cards_spec_is_read_from_a_named_page(card, fp32, bw, site):
    r = _gpu_rows()[card]
    assert (float(r["fp32_tflops"]), float(r["memory_bandwidth_gbps"])) == (fp32, bw)
    assert site in r["source"]
    # what no page read confirmed keeps its mark, and only that: TITAN RTX's INT8 / INT4 and MI50's INT8
    left = re.findall(r"([^.;]*)\(from memory, re-check\)", r["source"])
    assert all("INT" in s for s in left), left


def test_the_tensor_figures_of_consumer_cards_agree_with_nvidias_own_tensor_figure():
    # RTX 4060 Ti: NVIDIA's 353 tensor TOPS is FP8 sparse; ÷ 8 (as the RTX 4090's 1,321 ÷ 8 = 165.2 dense FP16 with
    # FP32 accumulate) = 44.1. RTX 3060: 101 tensor TFLOPS is FP16 sparse with FP16 accumulate; ÷ 4 = 25.3 ≈ 25.4.
    g = _gpu_rows()
    assert float(g["RTX 4060 Ti 16GB"]["fp16_tflops"]) == pytest.approx(353 / 8, abs=0.1)
    assert float(g["RTX 3060 12GB"]["fp16_tflops"]) == pytest.approx(101 / 4, abs=0.2)
    assert MARK not in g["RTX 4060 Ti 16GB"]["notes"] and MARK not in g["RTX 3060 12GB"]["notes"]


def test_the_glm_and_qwen3_pixel_bounds_are_the_published_processor_configs():
    # zai-org GLM-4.xV / GLM-OCR: shortest_edge 12,544 = 112², longest_edge 9,633,792 = 12,288 tokens × 28²;
    # Qwen3-VL: 65,536 = 256² and 16,777,216 = 4,096² = 16,384 tokens × 32².
    assert (GLM4V_MIN_PIXELS, GLM4V_MAX_PIXELS) == (112 * 112, 12_288 * 28 * 28)
    assert (QWEN3_MIN_PIXELS, QWEN3_MAX_PIXELS) == (256 * 256, 16_384 * 32 * 32)
    text = (ROOT / "tools/vlm_image.py").read_text()
    assert "12544" in text and "16777216" in text


# Licences read from each repository's LICENSE / README (commit read in the report): the answer a business reads
# must not say "from memory" for them.
@pytest.mark.parametrize("key", ["cuopt", "rfdiffusion", "proteinmpnn", "lagllama"])
def test_a_solver_licence_read_from_its_licence_file_carries_no_memory_mark(key):
    job = next(j for j in SOLVER_JOBS if j.key == key)
    assert MARK not in job.licence_source and "read" in job.licence_source


def test_the_protein_design_pipelines_licences_are_each_read():
    # RFdiffusion BSD (code and weights), ProteinMPNN MIT, ColabFold MIT, AlphaFold2 parameters CC BY 4.0
    assert MARK not in design_pipeline(8).licence_source


@pytest.mark.parametrize("key, licence", [
    ("chai", "Apache-2.0 (code and model weights)"),  # chai-lab README: "both code and model weights"
    ("alphafold3", "code Apache-2.0"),  # alphafold3 README: "source code is licensed under the Apache License"
    ("esmfold", "MIT"), ("boltz", "MIT"), ("fourcastnet", "BSD-3-Clause"), ("gfpgan", "Apache-2.0"),
])
def test_a_domain_licence_is_what_its_repository_says(key, licence):
    job = next(j for j in DOMAIN_JOBS if j.key == key)
    assert job.licence.startswith(licence) and MARK not in job.licence_source


def test_alphafold3_weights_stay_non_commercial_though_its_code_is_apache():
    row = _licence_rows()["AlphaFold3"]
    assert row["licence"].startswith("code Apache-2.0") and "non-commercial" in row["licence"]
    assert (row["kind"], row["commercial"], row["alternative_licence"]) == ("non_commercial", False, "MIT")


@pytest.mark.parametrize("model", ["PP-OCR (PaddleOCR)", "CAM++ (3D-Speaker)", "GFPGAN", "nnU-Net", "MONAI",
                                   "Pangu-Weather", "FourCastNet", "Boltz", "Chai-1", "ESMFold", "AlphaFold3",
                                   "AlphaFold2 / ColabFold", "Kolors (Kuaishou)", "TotalSegmentator"])
def test_a_licence_row_read_today_says_so(model):
    row = _licence_rows()[model]
    assert MARK not in row["source"] + row["licence"] and "read 2026-12-05" in row["source"]



def _model_rows() -> dict[str, dict]:
    return {r["name"]: r for r in json.loads((ROOT / "catalog/data/models.json").read_text())["models"]}


# Model shapes re-read from copies of each config.json (the row's source names the copy). The shape is what the KV
# cache is sized on, so a layer or KV-head count that drifts from the config fails here. By hand, per token in 16 bits:
# Command-R v01, no grouped-query attention: 2 × 40 layers × 64 KV heads × 128 × 2 B = 1,310,720 B = 1.25 MiB;
# its 08-2024 release with 8 KV heads: 2 × 40 × 8 × 128 × 2 = 163,840 B, an eighth of it;
# Falcon-180B: 2 × 80 × 8 × 64 × 2 = 163,840 B; Falcon-7B multi-query: 2 × 32 × 1 × 64 × 2 = 8,192 B;
# Codestral-22B: 2 × 56 × 8 × 128 × 2 = 229,376 B; DBRX: 2 × 40 × 8 × 128 × 2 = 163,840 B.
@pytest.mark.parametrize("name, layers, hidden, heads, kv, vocab, copy", [
    ("DBRX-Instruct", 40, 6144, 48, 8, 100_352, "dbrx-instruct-4bit"),
    ("Command-R-v01", 40, 8192, 64, 64, 256_000, "Cohere configuration table"),
    ("Command-R-08-2024", 40, 8192, 64, 8, 256_000, "Cohere configuration table"),
    ("Falcon-7B", 32, 4544, 71, 1, 65_024, "multi_query true"),
    ("Falcon-180B", 80, 14848, 232, 8, 65_024, "TensorRT-LLM"),
    ("Codestral-22B", 56, 6144, 48, 8, 32_768, "num_hidden_layers 56"),
    # SmolLM3-3B: 2 × 36 × 4 × 128 × 2 = 73,728 B a token (with 8 KV heads it would be twice that)
    ("SmolLM3-3B", 36, 2048, 16, 4, 128_256, "num_key_value_heads 4"),
    # Qwen2.5-VL-7B: 2 × 28 × 4 × 128 × 2 = 57,344 B a token; its vocab 152,064 from the presets table
    ("Qwen2.5-VL-7B", 28, 3584, 28, 4, 152_064, "vocab_size 152064"),
])
def test_a_model_shape_read_from_its_config_carries_that_copy_and_no_mark(name, layers, hidden, heads, kv, vocab, copy):
    r = _model_rows()[name]
    assert (r["layers"], r["hidden"], r["heads"], r["kv_heads"], r["vocab"]) == (layers, hidden, heads, kv, vocab)
    assert copy in r["source"] and "read 2026-12-05" in r["source"]
    assert MARK not in r["source"]


@pytest.mark.parametrize("name, layers, kv, read, unread", [
    # read: 48 layers, 64 heads, d_model 7168; not read: vocab, max_seq_len and the MLP
    ("MPT-30B", 48, 64, "d_model 7168, n_heads 64, 48 layers", "(the last four from memory"),
    # read: 30 layers, 8 KV heads × 64 (2 × 30 × 8 × 64 × 2 = 61,440 B a token), vocab 102,400; not read: the tying
    ("EXAONE-4.0-1.2B", 30, 8, "num_key_value_heads 8, head_dim 64", "the tying not in those copies: from memory"),
])
def test_a_partly_read_shape_names_what_was_read_and_marks_only_the_rest(name, layers, kv, read, unread):
    r = _model_rows()[name]
    assert (r["layers"], r["kv_heads"]) == (layers, kv)
    assert read in r["source"] and unread in r["source"]
    # the mark sits on the unread part only: one left, after the read figures
    assert r["source"].count("from memory, re-check") == 1
    assert r["source"].index(read) < r["source"].index("from memory, re-check")


# Shapes and licences read 2026-12-06 from copies of each config.json / card (the row names the copy); by hand:
# Llama-3.2-90B-Vision: 100 layers × (8192 × (8192 + 1024 + 1024 + 8192) + 3 × 8192 × 28672) = 85,563,801,600 + untied
#   embeddings 2 × 128,256 × 8192 = 2,101,346,304 + norms 1,646,592 = 87,666,794,496; KV a text token at 16 bits
#   2 × 100 × 8 × 128 × 2 B = 409,600 B (the 20 cross-attention layers counted as self-attention: conservative);
# Llama-3.2-11B-Vision: intermediate 14,336 and vocab 128,256 read (2 × 40 × 8 × 128 × 2 = 163,840 B a token);
# Llama-Guard-3-1B: tie_word_embeddings false → 1,235,814,400 + 128,256 × 2048 = 1,498,482,688;
# CodeLlama-70B: vocab 32,016, 16,384 context (the base; 70B Instruct / Python are 4,096), infilling yes;
# Qwen2-VL-72B: 80 layers, 8 KV heads, intermediate 29,568, vocab 152,064, 32,768 positions (327,680 B a token);
# Qwen3-VL-32B: 64 layers, 8 KV heads × 128, intermediate 25,600, 262,144 positions (262,144 B a token);
# Qwen2.5-VL-3B: tied, 36 layers, 2 KV heads (36,864 B a token); Qwen2-VL-2B: tied, 28 layers, 2 KV heads, 32,768
#   positions (28,672 B a token).
@pytest.mark.parametrize("name, figures, words", [
    ("Llama-3.2-90B-Vision", (100, 8, 128, 28672, 128256, 131072), "gghfez/Llama-3.3-90B-Vision-merged"),
    ("Llama-3.2-11B-Vision", (40, 8, 128, 14336, 128256, 131072), "mllama.feed_forward_length 14336"),
    ("Llama-Guard-3-1B", (16, 8, 64, 8192, 128256, 131072), "tie_word_embeddings false"),
    ("CodeLlama-70B", (80, 8, 128, 28672, 32016, 16384), "additionally support infilling"),
    ("Qwen2-VL-72B", (80, 8, 128, 29568, 152064, 32768), "OPEA/Qwen2-VL-72B-Instruct-int4-sym-inc"),
    ("Qwen3-VL-32B", (64, 8, 128, 25600, 151936, 262144), "quanliang/F1"),
    ("Qwen3-VL-32B-Thinking", (64, 8, 128, 25600, 151936, 262144), "quanliang/F1"),
    ("Qwen2.5-VL-3B", (36, 2, 128, 11008, 151936, 128000), "tie_word_embeddings true read 2026-12-06"),
    ("Qwen2-VL-2B", (28, 2, 128, 8960, 151936, 32768), "onnx-community/Qwen2-VL-2B-Instruct"),
    ("ShowUI-2B", (28, 2, 128, 8960, 151936, 32768), "wsibnvs/ShowUI-2B"),
])
def test_a_shape_read_2026_12_06_names_its_copy_and_keeps_no_mark(name, figures, words):
    r = _model_rows()[name]
    assert (r["layers"], r["kv_heads"], r["head_dim"], r["intermediate"], r["vocab"], r["max_context"]) == figures
    assert words in r["source"] and MARK not in r["source"]


def test_the_read_counts_hold_their_hand_sums():
    from catalog import registry
    from tools.arch import count_params

    rows = _model_rows()
    assert rows["Llama-3.2-90B-Vision"]["published_params"] == 87_666_794_496
    assert rows["Llama-Guard-3-1B"]["published_params"] == 1_235_814_400 + 128_256 * 2048
    for name in ("Llama-3.2-90B-Vision", "Llama-Guard-3-1B", "CodeLlama-70B", "Qwen2-VL-72B", "Qwen3-VL-32B"):
        assert count_params(registry.get(name)) == pytest.approx(rows[name]["published_params"], rel=0.005), name
    # CodeLlama-70B's fill-in-the-middle flag is the paper's model card's, and its licence a read one
    assert rows["CodeLlama-70B"]["fim"] is True


# Read 2026-12-06, second batch. GLM-4-9B-Chat's own config.json: seq_length 131,072 with 2 KV groups × 128 → KV a
# token 2 × 40 × 2 × 128 × 2 B = 40,960 B, 128K tokens = 5.0 GiB; DeepSeek-Coder-V2-Lite's own config: MLA with
# kv_lora_rank 512 + rope 64 cached → (512 + 64) × 27 layers × 2 B = 31,104 B a token; DeepSeek-R1-0528-Qwen3-8B:
# 131,072 positions (36 layers × 8 KV × 128 × 2 × 2 B = 147,456 B a token); StarCoder2-15B's own config: 40 layers,
# 4 KV heads (2 × 40 × 4 × 128 × 2 = 81,920 B a token), 16,384 positions, window 4,096.
@pytest.mark.parametrize("name, layers, kv, context, words", [
    ("GLM-4-9B-Chat", 40, 2, 131072, "seq_length 131072, multi_query_group_num 2"),
    ("DeepSeek-Coder-V2-Lite", 27, 16, None, "DeepSeek-Coder-V2-Lite-Instruct-W8A8-No-smoothquant"),
    ("StarCoder2-15B", 40, 4, 16384, "blame view at 1b425dd"),
])
def test_a_second_batch_shape_names_its_copy_and_keeps_no_mark(name, layers, kv, context, words):
    r = _model_rows()[name]
    assert (r["layers"], r["kv_heads"]) == (layers, kv) and (context is None or r["max_context"] == context)
    assert words in r["source"] and MARK not in r["source"]


def test_r1_0528_qwen3_8b_context_is_read_and_only_the_card_quote_keeps_its_mark():
    r = _model_rows()["DeepSeek-R1-0528-Qwen3-8B"]
    assert r["max_context"] == 131072 and "qwen3.context_length 131072" in r["source"]
    # the card sentence on the architecture was not found on a stored page: one mark stays, on it
    assert r["source"].count("re-check") == 1 and "(quoted from memory, re-check)" in r["source"]


# Third batch, read 2026-12-06: Llama-3.1-Nemotron-Nano-8B's card ("a derivative of Meta Llama-3.1-8B-Instruct",
# "supports a context length of 128K") → the Llama-3.1-8B shape, 2 × 32 × 8 × 128 × 2 B = 131,072 B a token, 131,072
# positions; UI-TARS-1.5-7B on Qwen2.5-VL-7B's own config (max_position_embeddings 128000; 57,344 B a token).
@pytest.mark.parametrize("name, figures, words", [
    ("Llama-3.1-Nemotron-Nano-8B", (32, 8, 128, 14336, 128256, 131072), "a derivative of Meta Llama-3.1-8B-Instruct"),
    ("UI-TARS-1.5-7B", (28, 4, 128, 18944, 152064, 128000), "blame view at a22b9b2"),
])
def test_a_third_batch_row_names_its_read_source(name, figures, words):
    r = _model_rows()[name]
    assert (r["layers"], r["kv_heads"], r["head_dim"], r["intermediate"], r["vocab"], r["max_context"]) == figures
    assert words in r["source"] and "from memory, re-check" not in r["source"]


# Fourth batch, read 2026-12-06. Command R+ 08-2024 keeps the 104B shape (64 layers, 8 KV heads × 128: 2 × 64 × 8 ×
# 128 × 2 B = 262,144 B a token) with 131,072 positions; Mamba-Codestral's config (64 Mamba-2 blocks, no KV cache:
# a fixed state of 128 heads × 64 × 128 states × 64 layers × 2 B = 128 MiB a sequence); GLM-4.1V's 64K = 65,536.
@pytest.mark.parametrize("name, words", [
    ("Command-R-Plus", "c4ai-command-r-plus-08-2024-bnb-4bit"),
    ("Mamba-Codestral-7B", "Mamba-Codestral-7B-v0.1-8bit"),
    ("GLM-4.1V-9B-Thinking", "Supports 64k context length"),
])
def test_a_fourth_batch_shape_names_its_copy_and_keeps_no_mark(name, words):
    r = _model_rows()[name]
    assert words in r["source"] and MARK not in r["source"]


def test_glm41v_context_is_the_cards_64k():
    assert _model_rows()["GLM-4.1V-9B-Thinking"]["max_context"] == 64 * 1024


def test_dbrx_licence_is_read_and_carries_its_700m_user_cap():
    # Databricks Open Model License: over 700 million monthly active users on the release date needs Databricks'
    # licence, the same shape as Llama's cap, so the answer's licence line names it under commercial use
    lic = _model_rows()["DBRX-Instruct"]["license"]
    assert (lic["commercial"], lic["mau_limit"], lic["licensor"]) == (True, 700_000_000, "Databricks")
    assert "greater than 700 million" in lic["source"] and MARK not in lic["source"]


def test_qwen3_coder_30b_card_figures_are_read():
    # the card: 30.5B in total, 3.3B activated, 262,144 natively (1M with YaRN), non-thinking only; the row's count is
    # the Qwen3-30B-A3B row's 30,532,122,624 (48 layers, 128 experts × 768, 4 KV heads: 2 × 48 × 4 × 128 × 2 B =
    # 98,304 B a token, 262,144 tokens = 24 GiB)
    r = _model_rows()["Qwen3-Coder-30B-A3B"]
    assert r["max_context"] == 262144 and r["published_params"] == 30_532_122_624
    assert "30.5B in total and 3.3B activated" in r["source"] and MARK not in r["source"]


@pytest.mark.parametrize("name", ["Kimi-VL-A3B-Instruct", "Kimi-VL-A3B-Thinking"])
def test_kimi_vl_mla_dims_are_read_and_only_its_licence_keeps_a_mark(name):
    # MLA caches the latent, not per-head K/V: (kv_lora_rank 512 + rope 64) × 27 layers × 2 B = 31,104 B a token at
    # 16 bits, read from a Kimi-VL config (qk_rope_head_dim 64, kv_lora_rank 512, 27 layers); 131,072 positions
    r = _model_rows()[name]
    assert r["layers"] == 27 and r["max_context"] == 131072
    assert "qk_rope_head_dim 64" in r["source"] and MARK not in r["source"]
    assert MARK in r["license"]["source"]  # the MIT licence is on no page read


def test_qwen25_vl_3b_stays_non_commercial_on_its_read_licence():
    lic = _model_rows()["Qwen2.5-VL-3B"]["license"]
    assert lic["commercial"] is False and "FOR NON-COMMERCIAL PURPOSES ONLY" in lic["source"]
    assert MARK not in lic["source"]


def test_qwen3_1_7b_shape_is_read_and_only_its_card_figures_keep_the_mark():
    src = _model_rows()["Qwen3-1.7B"]["source"]
    assert "keras/qwen3_1.7b_en" in src and src.count("from memory, re-check") == 1
    assert src.index("intermediate_dim 6144") < src.index("from memory, re-check")


# Text-to-image stand-ins re-read from their model cards / READMEs (tools.t2i_stand_ins names each). By hand, 16-bit
# weights a card holds = denoiser + text encoders (+ VAE where counted):
# Kandinsky 3: U-Net 3 B + Flan-UL2 encoder 8.6 B + MoVQ 267 M = 11.867 B (the report's "11.9B");
# Hunyuan-DiT: DiT 1.5 B + mT5 1.6 B + CLIP 0.35 B = 3.45 B;
# Lumina-Image 2.0: DiT 2 B (diffusers' lumina2 page, not the 2.6 B once held) + Gemma-2-2B 2.6 B = 4.6 B;
# AuraFlow: 6.8 B + Pile-T5-XL encoder 24 × (4 × 2,048² + 3 × 2,048 × 5,120) + 32,128 × 2,048 = 1.22 B → 8.0 B held;
# DeepFloyd IF: IF-I-XL 4.3 B + IF-II-L 1.2 B + T5 v1.1 XXL encoder 4.76 B = 10.26 B.
@pytest.mark.parametrize("name, denoiser, total, site", [
    ("Kandinsky 3", 3.0, 11.867, "ai-forever/Kandinsky-3"),
    ("Hunyuan-DiT", 1.5, 3.45, "Tencent-Hunyuan/HunyuanDiT"),
    ("Lumina-Image 2.0", 2.0, 4.6, "lumina2"),
    ("AuraFlow", 6.8, 8.0, "fal/auraflow"),
    ("DeepFloyd IF", 4.3, 10.26, "deep-floyd/IF"),
])
def test_a_t2i_stand_ins_parameters_are_its_cards(name, denoiser, total, site):
    from tools.t2i_stand_ins import T2I_MODELS

    m = next(r for r in T2I_MODELS if r.name == name)
    assert m.denoiser / 1e9 == pytest.approx(denoiser) and m.total / 1e9 == pytest.approx(total, abs=0.01)
    assert site in m.source and MARK not in m.source


def test_no_t2i_figure_says_from_memory_any_more():
    # every parameter count in the module's table was found in a stored card, README or config.json
    assert "from memory" not in (ROOT / "tools/t2i_stand_ins.py").read_text()


@pytest.mark.parametrize("text, name, params, bound", [
    # 简体: Lumina-Image 2.0's 2 B DiT under SDXL's 2.6 B UNet (ln(2.6/2) = 0.26 against ln(12/2) = 1.79 → SDXL), and
    # smaller, so SDXL's measured time is a ceiling
    ("我们的绘本小程序用 Lumina-Image 2.0，每天大约八千张插画，租什么卡？", "Lumina-Image 2.0", 2.0, "ceiling"),
    # 繁體: Hunyuan-DiT's 1.5 B (ln(2.6/1.5) = 0.55 against ln(12/1.5) = 2.08 → SDXL), smaller: a ceiling
    ("我們的賀卡網站用 Hunyuan-DiT，每日大約 5,000 張圖，要租什麼 GPU？", "Hunyuan-DiT", 1.5, "ceiling"),
    # English: Kandinsky 3's 3 B U-Net (ln(3/2.6) = 0.14 against ln(12/3) = 1.39 → SDXL), larger: a floor
    ("Kandinsky 3 for about 7,500 product shots a day — which GPU and what monthly cost?", "Kandinsky 3", 3.0, "floor"),
])
def test_the_answer_quotes_a_read_source_for_the_stand_in(text, name, params, bound):
    from tools.t2i_stand_ins import t2i_note

    note = t2i_note(text)
    assert note is not None and note.args["name"] == name and note.args["held"] == "SDXL"
    assert note.args["params"] == pytest.approx(params) and note.args["bound"] == bound
    assert MARK not in note.args["source"] and MARK not in note.en


def test_the_rtx_4090d_china_launch_price_is_read_and_the_5090d_still_says_unchecked():
    # RTX 4090D: ¥12,999, the RTX 4090's own China price (svethardware.cz, pcmasters.de); the RTX 5090D's ¥16,499 was
    # found on no stored page, so it keeps its mark rather than pass for a checked figure
    from tools.launch_price import variant_price

    p4 = variant_price("RTX 4090D")
    p5 = variant_price("RTX 5090D")
    assert p4 is not None and p4[0] == 12999.0 and MARK not in p4[1] and "svethardware" in p4[1]
    assert p5 is not None and MARK in p5[1]


# Bases read from each release's card or README: a fine-tune is sized on its base's layers and context limit, so a
# wrong base is a wrong KV figure. HuatuoGPT-o1's README table: 7B → Qwen2.5-7B, 8B → LLaMA-3.1-8B, 70B →
# LLaMA-3.1-70B, 72B → Qwen2.5-72B; med42-70b "Finetuned from model: Llama-2 - 70B" (4k context); SaulLM-7B
# "continue pretraining of Mistral-7B"; WizardLM-13B-V1.2 "trained from Llama-2 13b"; Meditron3 on Llama-3.1.
@pytest.mark.parametrize("name, base", [
    ("HuatuoGPT-o1-72B", "Qwen2.5-72B"), ("HuatuoGPT-o1-8B", "Llama-3.1-8B"), ("med42-70b", "Llama-2-70B"),
    ("SaulLM-7B-Instruct", "Mistral-7B"), ("WizardLM-13B-V1.2", "Llama-2-13B"), ("Meditron3-70B", "Llama-3.1-70B"),
    ("Xwin-LM-13B-V0.2", "Llama-2-13B"),
])
def test_a_fine_tunes_base_is_read_from_its_card(name, base):
    from tools.model_lineage import lineage_of

    got = lineage_of(name)
    assert got is not None and got.base == base and MARK not in got.source


# Weather runs re-read: GraphCast "under 60 seconds on Cloud TPU v4 hardware" (arXiv:2212.12794 abstract) → 60 s a
# 10-day run on that card; Pangu-Weather "1.4 seconds on a single V100" a 24-hour step → 10 steps = 14 s a 10-day run.
# FourCastNet's card is still found on no stored page: its source keeps the mark.
@pytest.mark.parametrize("key, seconds, card, words", [
    ("graphcast", 60, "Cloud TPU v4", "Cloud TPU v4 hardware"),
    ("pangu-weather", 14, "V100", "1.4 seconds on a single V100"),
])
def test_a_weather_runs_time_and_card_are_read(key, seconds, card, words):
    job = next(j for j in DOMAIN_JOBS if j.key == key)
    assert (job.seconds_each, job.measured_on) == (seconds, card)
    assert words in job.figure_source and MARK not in job.figure_source


def test_kolors_steps_are_read_and_its_unet_size_still_says_unchecked():
    # the Kolors-diffusers card runs num_inference_steps=50; no stored page gives its UNet's parameter count
    import tools.domain_jobs as domain_jobs

    doc = " ".join((domain_jobs.__doc__ or "").split())
    kolors = doc[doc.index("- Kolors:"):doc.index("Licences (from")]
    assert "num_inference_steps=50" in kolors and MARK in kolors


def test_gaussian_splatting_and_photomaker_are_read():
    # 3DGS Ours-30K on Mip-NeRF360: Train 41m33s = 2,493 s a scene (Table 1); PhotoMaker's card: license apache-2.0
    import tools.nonllm_jobs as nonllm_jobs

    gs = next(j for j in nonllm_jobs.JOBS if j.key == "3dgs")
    assert gs.seconds_each == 41 * 60 + 33 and MARK not in gs.figure_source
    doc = " ".join((nonllm_jobs.__doc__ or "").split())
    assert "PhotoMaker (TencentARC, Apache-2.0: huggingface.co/TencentARC/PhotoMaker" in doc


def test_minicpm_v26s_tower_is_read_from_its_card_and_config():
    # card: SigLIP-400M + Qwen2-7B, 8B in all; config: image_size 448, patch_size 14 → (448 ÷ 14)² = 1,024 patches a
    # slice, query_num 64 tokens → 1,024 ÷ 64 = 16 patches a token
    from tools.vision import VISION_TOWERS

    t = VISION_TOWERS["MiniCPM-V-2.6"]
    assert (t.params, t.patches_per_token) == (400e6, 16) and MARK not in t.source and "query_num 64" in t.source


# Marks cleared by a reading: each figure below was found in a stored copy of its source, so its source line names
# that copy and no longer says "from memory". Qwen2-VL-7B: a printed Qwen2VLForConditionalGeneration shows
# Embedding(152064, 3584), 28 decoder layers, k_proj 3584 → 512 = 4 KV heads × 128, gate_proj 3584 → 18944; KV a token
# at 16 bits = 2 × 28 × 4 × 128 × 2 B = 57,344 B. UI-TARS-7B reuses that shape. Licences: Phi-3.5-mini's card on
# NVIDIA's NIM reference ("License MIT"), GLM-4.5V's Hub metadata ("license mit").
@pytest.mark.parametrize("name, field, figures, words", [
    ("Qwen2-VL-7B", None, (28, 4, 128, 18944, 152064, 32768), "acproject/duorou"),
    ("UI-TARS-7B", None, (28, 4, 128, 18944, 152064, 32768), "as the Qwen2-VL-7B row reads them"),
    ("Phi-3.5-mini", "license", None, "docs.api.nvidia.com"),
    ("GLM-4.5V", "license", None, "onlylabs.fyi"),
    # QwQ-32B's card: 64 layers, 40 / 8 heads, full context 131,072 (YaRN); the Preview's printed model: k_proj 5120 →
    # 1024 = 8 × 128, gate 27648, vocab 152,064 → KV a token 2 × 64 × 8 × 128 × 2 B = 262,144 B
    ("QwQ-32B", None, (64, 8, 128, 27648, 152064, 131072), "awesome-akash QwQ-32B/README.md"),
    # Qwen2.5-VL-72B: 80 layers, 8 KV heads (2 × 80 × 8 × 128 × 2 = 327,680 B a token), context 128,000 (Xinference)
    ("Qwen2.5-VL-72B", None, (80, 8, 128, 29568, 152064, 128000), "Context Length: 128000"),
    ("DeepSeek-R1-Distill-Llama-8B", "license", None, "is derived from Llama3.1-8B-Base and is originally licensed"),
    ("DeepSeek-Coder-V2-Lite", "license", None, "github.com/deepseek-ai/DeepSeek-Coder-V2 README"),
    ("Sarvam-M", "license", None, "Apache License Version 2.0"),
])
def test_a_model_figure_read_from_a_stored_copy_carries_no_memory_mark(name, field, figures, words):
    r = _model_rows()[name]
    if figures is not None:
        assert (r["layers"], r["kv_heads"], r["head_dim"], r["intermediate"], r["vocab"], r["max_context"]) == figures
    src = r[field]["source"] if field else r["source"]
    assert words in src and MARK not in src


def test_the_htdemucs_ft_slowdown_is_the_readmes_own_words():
    # Demucs README, pre-trained models: htdemucs_ft "separation will take 4 times more time" → 30–80× ÷ 4 = 7.5–20×;
    # htdemucs' own 30–80× is found on no stored page and keeps its mark
    import tools.separation_speed as sep

    assert sep.DEMUCS_FT_SLOWER == 4.0
    src = (ROOT / "tools/separation_speed.py").read_text()
    line = next(x for x in src.splitlines() if x.startswith("DEMUCS_FT_SLOWER"))
    assert MARK not in line and "4 times more time" in (sep.__doc__ or "")
    assert MARK in sep.SPEEDS["demucs"].source


def test_the_m2_ultra_mac_studios_wall_power_is_apples_measured_max():
    # Apple support 102027 (Mac Studio power consumption): M2 Ultra 24-core CPU / 76-core GPU, 192 GB: Max 295 W at the
    # wall (the 370 W once held was a recollection). Payback by hand, two of them ($3,999 each = $7,998, 2 × 295 W =
    # 590 W) against a $1.10 rental hour at $0.15 a kWh, 24 h a day: 730 h → rent $803.00, power 0.59 × 730 × 0.15 =
    # $64.61 → 7,998 ÷ 738.39 = 10.8 months. The 2025 Mac Studio's and Mac mini's maxima are on no stored page yet.
    from tools.machine_price import machine_list, machine_payback

    m = machine_list("Apple M2 Ultra")
    assert m is not None and (m.usd, m.base_gb, m.max_w) == (3999.0, 64, 295.0)
    assert "102027" in m.power_source and MARK not in m.power_source and MARK not in m.source
    p = machine_payback(m.usd, 2, m, False, 1.10, 0.15, 24.0)
    assert p.watts == pytest.approx(590.0) and p.days[0].payback_months == pytest.approx(10.8, abs=0.1)
    # Mac mini M4 Pro: "a maxed out 2024 Mac mini consumes 5 to 140 watts" (Apple's page as quoted) → 140 W
    mini = machine_list("Apple M4 Pro")
    assert mini is not None and mini.max_w == 140.0 and MARK not in mini.power_source
    m4 = machine_list("Apple M4 Max")
    assert m4 is not None and MARK in m4.power_source


@pytest.mark.slow
@pytest.mark.parametrize("text, watts, machine", [
    # English: 3 × M2 Ultra boxes → 3 × 295 W = 885 W at the wall (Apple's measured max), no memory mark on it
    ("Should we buy 3 Mac Studio M2 Ultra to serve Mistral-7B for 6 analysts, or rent?", "885 W", "Mac Studio M2 Ultra"),
    # 简体: 2 × M2 Ultra → 590 W
    ("我们想买两台 Mac Studio M2 Ultra 跑 Llama-3.1-8B 给 8 个人用，还是租划算？", "590 W", "Mac Studio M2 Ultra"),
    # 繁體: one Mac mini M4 Pro → 140 W (Apple's page as quoted)
    ("我們想買一台 Mac mini M4 Pro 跑 Gemma-2-9B 給 4 個人用，還是租比較划算？", "140 W", "Mac mini M4 Pro"),
])
def test_a_bought_macs_power_is_said_from_its_read_page(tmp_path, text, watts, machine):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    line = next(x for x in out.splitlines() if machine in x and (" W" in x))
    assert watts in line and MARK not in line and "核对" not in line and "核對" not in line
