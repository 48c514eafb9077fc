"""Building a knowledge-graph index with an LLM (GraphRAG, LightRAG, 建知识图谱 / 知識圖譜索引) over documents is an LLM
batch over the corpus, cut into chunks and read in passes (advisor.core.chunked_extraction_read, tools.chunked_extraction),
never a fine-tune with the documents as training samples; and 识图 / 識圖 inside 知识图谱 / 知識圖譜 reads no pictures,
so the text model named stays the text model (advisor.core.vl_release_read)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

CANTONESE = ("大學圖書館想用microsoft graphrag加qwen2.5-72b幫10萬份文件（平均5000字）建知識圖譜索引，兩個星期內搞掂，"
             "預算HK$5萬，租咩GPU？")


def test_a_graphrag_index_said_in_cantonese_is_a_batch_of_the_text_model() -> None:
    e = extract(CANTONESE)
    p = e.patch
    # 5,000 字 read as 4,200 tokens (the reader's Chinese rate); 1e5 × 4,200 = 4.2e8 corpus tokens ÷ 1,200-token
    # chunks (GraphRAG default) = 350,000 chunks × (1 extraction + 1 gleaning) = 700,000 requests of 2,000 prompt +
    # 1,200 chunk in, 500 out: 2.24e9 prompt tokens (5.3 × the corpus), 0.35e9 out. At a 2,000-token prompt prefix-
    # cached, 8 × H100 runs it in ≈ 18 h (≈ 140 H100-hours, ≈ HK$2k), far inside 2 weeks and HK$50k.
    assert p.task == "inference" and p.model == "Qwen2.5-72B"
    assert p.batch_requests == 700_000 and p.prompt_tokens == 3_200 and p.output_tokens == 500
    assert p.shared_prefix_tokens == 2_000 and p.deadline_hours == 14 * 24
    assert p.dataset is None  # no training set: the documents are what is read
    assert not any("vision-language" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "Build a GraphRAG index over 100k documents (avg 5,000 tokens) with Qwen2.5-72B in 2 weeks, budget $6,000",
    "用microsoft graphrag和qwen2.5-72b给10万份文档（平均5000 token）建知识图谱索引，两周内完成，预算4万元",
    "想用microsoft graphrag同qwen2.5-72b幫10萬份文件（平均5000 token）建知識圖譜索引，兩個星期內搞掂"])
def test_a_graphrag_index_with_no_batch_verb_is_chunked_extraction(text: str) -> None:
    e = extract(text)
    p = e.patch
    # 1e5 × 5,000 ÷ 1,200 = 416,667 chunks (rounded up) × 2 passes = 833,334 requests; 2,000 + 1,200 in, 500 out
    assert p.task == "inference" and p.model == "Qwen2.5-72B", e.patch
    assert p.batch_requests == 833_334 and p.prompt_tokens == 3_200 and p.dataset is None
    assert not any("vision-language" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "Use LightRAG with Qwen2.5-14B to build a knowledge graph over 200k documents (avg 3,000 tokens) within a week",
    "用LightRAG和Qwen2.5-14B给20万篇文档（平均3000 token）建知识图谱，一周内完成",
    "用LightRAG同Qwen2.5-14B幫20萬篇文件（平均3000 token）建知識圖譜，一週內完成"])
def test_lightrag_uses_its_default_chunks_and_gleaning(text: str) -> None:
    p = extract(text).patch
    # LightRAG's defaults are GraphRAG's: 1,200-token chunks, 1 gleaning. 2e5 × 3,000 ÷ 1,200 = 500,000 chunks × 2
    assert p.task == "inference" and p.model == "Qwen2.5-14B"
    assert p.batch_requests == 1_000_000 and p.prompt_tokens == 3_200


@pytest.mark.parametrize(("text", "model"), [
    # 识图 / 識圖 said as its own word is still pictures read: Qwen2.5-72B → its VL release
    ("qwen2.5 72b 识图，10 个人同时用", "Qwen2.5-VL-72B"),
    ("qwen2.5 72b 識圖，10 個人同時用", "Qwen2.5-VL-72B"),
    # inside 知识图谱 / 知識圖譜 it is a knowledge graph, no picture
    ("qwen2.5 72b 做知识图谱问答，10 个人同时用", "Qwen2.5-72B"),
    ("qwen2.5 72b 做知識圖譜問答，10 個人同時用", "Qwen2.5-72B"),
])
def test_a_picture_word_inside_a_longer_word_reads_no_pictures(text: str, model: str) -> None:
    assert extract(text).patch.model == model


@pytest.mark.slow
@pytest.mark.parametrize(("text", "words"), [
    (CANTONESE, ("Qwen2.5-14B", "8 × H100", "社區報告")),
    ("Build a GraphRAG index over 100k documents (avg 5,000 tokens) with Qwen2.5-72B in 2 weeks, budget $6,000",
     ("Qwen2.5-14B", "8 × H100", "community reports")),
    ("用microsoft graphrag和qwen2.5-72b给10万份文档（平均5000字）建知识图谱索引，两周内完成，预算4万元",
     ("Qwen2.5-14B", "社区报告"))])
def test_the_answer_prices_the_index_and_a_smaller_extractor(text: str, words: tuple[str, ...]) -> None:
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    out = r.output
    # Qwen2.5-72B BF16 ≈ 145 GB of weights: 8 × H100 with the KV of 3,700-token passes; 1e5 × 5,000 tokens ÷ 1,200
    # × 2 = 833,334 passes ≈ 21 h ≈ 170 H100-hours (≈ $300) — the expert's 160–240 H100-hours for 3.5e8 corpus
    # tokens scaled; the 14B extractor (≈ 30 GB of weights, one card) ≈ 4–5 × cheaper, priced beside it
    for w in words:
        assert w in out, (w, out[:3000])
    assert "LoRA" not in out and "VL" not in out.split("\n")[0]
