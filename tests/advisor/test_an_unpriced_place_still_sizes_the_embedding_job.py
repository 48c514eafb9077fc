"""An embedding job (with a reranker) held to a provider and place that the catalog holds no priced row for ("阿里雲香港"
only: Alibaba's prices are held for cn-shanghai alone) is still sized: its GPU-hours and card class, a plain line that
no priced row for that provider there is held (a gap in the data, not "❌ 香港 無法滿足"), the provider's nearest priced
region, and another provider priced in the place. The named embedder is read at its real input (Qwen3-Embedding-0.6B:
32k, not 512) and a named reranker is sized too."""

import pytest

from advisor.core.extract_rules import extract
from advisor.core.script import to_script
from advisor.core.service import embed
from tools.embedding import encoder_named
from tools.followup import merge_workload
from tools.rerank import reranker_named
from tools.schema import Workload


def test_qwen3_embedding_small_reads_32k_tokens_as_its_card_says():
    # model card / keras-hub preset: 595,776,512 params, 28 layers, 1,024 dims, 32,768-token input
    enc = encoder_named("用 Qwen3-Embedding-0.6B 做向量")
    assert enc is not None and enc.name == "Qwen3-Embedding-0.6B"
    assert (enc.max_tokens, enc.layers, enc.hidden) == (32768, 28, 1024)


def test_the_multilingual_gte_reranker_is_a_sized_reranker():
    # model card: 304M (612 MB of F32 ≈ 306M), 8,192 input tokens; config.json 12 layers, hidden 768
    r = reranker_named("Qwen3-Embedding-0.6B + gte-multilingual-reranker-base, rerank top 50")
    assert r is not None and r.name == "gte-multilingual-reranker-base"
    assert (r.max_tokens, r.layers, r.hidden) == (8192, 12, 768)


def answer(text: str, lang: str) -> tuple[list[str], str]:
    w = merge_workload(Workload(), extract(text).patch)
    lines = embed(w, text)
    assert lines
    said = "\n".join(to_script(m.text(lang), lang) if lang != "en" else m.text("en") for m in lines)
    return [m.code for m in lines], said


# 2,000,000 documents × 1,800 tokens (3 pages × 600) = 3.6 × 10⁹ tokens: sized on priced rows elsewhere; the catalog
# holds Alibaba only in cn-shanghai and, in Hong Kong, AWS ap-east-1 (g4dn T4 / g5 A10G): both named.
@pytest.mark.slow
@pytest.mark.parametrize("text, lang, words", [
    ("we must use Alibaba Cloud in Hong Kong only. embed 2 million documents of ~1,800 tokens each with "
     "Qwen3-Embedding-0.6B. what machine and what does it cost?", "en",
     ("No priced GPU row for Alibaba Cloud in Hong Kong", "GPU-hours on", "cn-shanghai", "aws ")),
    ("只能用阿里云香港，用 Qwen3-Embedding-0.6B 给 200 万篇文档做向量化，每篇约 1800 token，要什么机器，多少钱？", "zh",
     ("我们的目录里没有阿里云在香港的有价 GPU 机型", "卡时", "cn-shanghai", "aws ")),
    ("香港 fintech，想為 KYC 文件同客戶郵件整內部搜尋：200 萬份文件（中英夾雜，平均 3 頁），用 Qwen3-Embedding-0.6B + "
     "gte-multilingual-reranker-base，高峰 20 QPS，每次 rerank top 50，資料一定要留喺香港，"
     "公司只用阿里雲香港，要咩規格？每月幾錢？",
     "zh-Hant", ("我们的目录里没有阿里云在香港的有价 GPU 机型", "卡时", "cn-shanghai", "aws ")),
])
def test_a_provider_and_place_without_prices_still_get_the_job_sized(text, lang, words):
    codes, said = answer(text, lang)
    assert codes[:3] == ["embedding.place_gap", "embedding.provider_elsewhere", "embedding.other_provider_here"]
    for w in words:  # the Chinese words as written in 简体, converted to the answer's script
        assert (w if lang == "en" else to_script(w, lang)) in said, w
    assert "無法滿足" not in said and "无法满足" not in said and "cannot be met" not in said
    assert "512 token" not in said  # Qwen3-Embedding-0.6B reads 32k: a 1,800-token document is never cut at 512
    if "gte-multilingual-reranker-base" in text:
        assert "rerank.reranker" in codes and "rerank.no_row" not in codes
