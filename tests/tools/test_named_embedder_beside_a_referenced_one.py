"""The embedding model a job names is the model sized, never one named as a reference beside it ("our vector db was
sized for bge-m3 (1024 dim)", 向量库是按 bge-m3 设计的, 原來用的是 bge-m3): e5-mistral-7b-instruct was silently
answered as bge-m3 ($13, 1,024-dim vectors). And a store sized for narrower vectors is said with its sizes and levers
(tools.embedding.db_sized_for)."""

import pytest

from advisor.core.db_sized_read import sized_for
from advisor.core.extract_stated import embedding_name
from advisor.core.named_encoder import encoder_named, encoder_referenced
from tools.embedding import EmbeddingPlan, db_sized_for, flops_per_token, job_text

JOB_BESIDE_REFERENCE = [
    ("we want to embed 30M support docs (avg ~600 tokens) with e5-mistral-7b-instruct. need it done in 5 days. our "
     "vector db cluster was sized for bge-m3 (1024 dim). what GPUs and cost?", "e5-mistral-7b-instruct", "bge-m3"),
    ("我们要用 Qwen3-Embedding-8B 给 1000 万篇文档做向量，每篇约 500 token，向量库是按 bge-m3（1024 维）设计的",
     "Qwen3-Embedding-8B", "bge-m3"),
    ("我們要用 gte-Qwen2-7B-instruct 把 800 萬篇文件轉成向量，向量資料庫原來用的是 bge-m3（1024 維）",
     "gte-Qwen2-7B-instruct", "bge-m3"),
    ("switching from bge-m3 to SFR-Embedding-Mistral: re-embed 12M docs, our qdrant index is sized for 1024 dims",
     "SFR-Embedding-Mistral", "bge-m3"),
    ("embed 4M docs with bge-large-en-v1.5 instead of e5-mistral-7b-instruct", "bge-large-en-v1.5",
     "e5-mistral-7b-instruct"),
]


@pytest.mark.parametrize(("text", "job", "ref"), JOB_BESIDE_REFERENCE)
def test_the_job_model_is_sized_and_the_reference_kept_apart(text, job, ref):
    enc, other = encoder_named(text), encoder_referenced(text)
    assert enc is not None and enc.name == job
    assert other is not None and other.name == ref


@pytest.mark.parametrize("text", [
    "we currently use bge-m3 and need to re-embed 10M docs of 300 tokens",  # the only model named is the job's
    "embed 10M docs with bge-m3",
])
def test_a_lone_model_named_as_a_reference_is_still_the_job(text):
    assert encoder_named(text).name == "bge-m3" and encoder_referenced(text) is None


def test_the_readers_name_is_the_jobs_and_re_embed_is_a_verb():
    # "re-embed" was read as the model's name, so Qwen3-Embedding-8B was sized as a chat LLM writing 100 tokens a doc
    assert embedding_name("re-embed 12M docs of ~400 tokens with Qwen3-Embedding-8B in 2 days") == "Qwen3-Embedding-8B"
    assert embedding_name("our index was sized for bge-m3; embed 1M docs with e5-mistral-7b-instruct") \
        == "e5-mistral-7b-instruct"
    assert len(job_text("sized for bge-m3 (1024 dim)")) == len("sized for bge-m3 (1024 dim)")  # spans kept


def _plan(name: str, items: int, tokens: int) -> EmbeddingPlan:
    return EmbeddingPlan(encoder_named(name), tokens, False, items, 120.0, None, [], "USD")


def test_a_store_sized_for_bge_m3_holding_e5_mistral_vectors():
    # 30M × 4,096 × 4 B = 491.5 GB float32 against 30M × 1,024 × 4 B = 122.9 GB: 4× the store; FP16 245.8 GB (over),
    # int8 122.9 GB (fits); e5-mistral has no Matryoshka training, so PCA, bge-m3 itself or a bigger store.
    # bge-m3 at 600 tokens: 2 × 312M + 4 × 24 × 1,024 × 600 ≈ 0.68 GFLOP against e5-mistral's
    # 2 × 6.98B + 4 × 32 × 4,096 × 600 ≈ 14.3 GFLOP: ≈ 21× the GPU work a token
    text = "our vector db cluster was sized for bge-m3 (1024 dim); embed 30M docs with e5-mistral-7b-instruct"
    dim, ref = sized_for(text)
    msg = db_sized_for(_plan("e5-mistral-7b-instruct", 30_000_000, 600), dim, ref)
    a = msg.args
    assert (a["dim"], a["ref_dim"], a["ref"]) == (4096, 1024, "bge-m3")
    assert round(a["f32"], 1) == 491.5 and round(a["sized"], 1) == 122.9 and a["times"] == 4.0
    assert not a["f16_fits"] and a["i8_fits"] and not a["mrl"]
    assert 20 < a["work"] < 22
    e5, m3 = encoder_named("e5-mistral-7b-instruct"), encoder_named("bge-m3")
    assert 14.0e9 < flops_per_token(e5, 600) < 14.5e9 and 0.66e9 < flops_per_token(m3, 600) < 0.70e9


def test_a_matryoshka_model_is_cut_to_the_stores_width():
    # Qwen3-Embedding-4B: 2,560 dims, MRL from 32 (its card) → cut to 1,024; 10M × 2,560 × 4 B = 102.4 GB vs 41.0 GB
    msg = db_sized_for(_plan("Qwen3-Embedding-4B", 10_000_000, 500), 1024)
    assert msg.args["mrl"] and round(msg.args["f32"], 1) == 102.4 and round(msg.args["sized"], 1) == 41.0
    assert msg.args["ref"] is None and msg.args["times"] == 2.5


@pytest.mark.parametrize(("text", "name"), [
    ("embed 5M docs with bge-m3; our milvus is sized for 1024-dim vectors", "bge-m3"),  # the same width: nothing
    ("embed 5M docs with bge-large-en-v1.5, our index was built for 1,536 dims", "bge-large-en-v1.5"),  # narrower
])
def test_no_line_when_the_vectors_fit_the_store(text, name):
    dim, ref = sized_for(text)
    assert db_sized_for(_plan(name, 5_000_000, 400), dim, ref) is None


def test_no_store_named_says_nothing():
    assert sized_for("is e5-mistral-7b-instruct better than bge-m3 (1024 dim)?") is None
