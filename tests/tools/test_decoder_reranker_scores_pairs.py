"""Qwen3-Reranker-4B is a listed reranker: a Qwen3-4B that scores each (query, document) pair in one forward pass
(the logit of "yes" at the last token), never a chat model of 4B generating 250-token answers.

"搜索业务想把重排换成Qwen3-Reranker-4B，峰值200QPS，每次对top50个文档重排…" was sized as 3,440 chat streams on a
generic 4B. Row figures (tools/rerank.py cites them): the model card's table gives 4B, 36 layers, 32K context;
base_model Qwen/Qwen3-4B-Base, the Qwen3-4B shape (config.json: hidden 2560, vocab 151,936, tied embeddings;
4,022,468,096 parameters, the registry's Qwen3-4B row). By hand:
- non-embedding parameters N = 4,022,468,096 − 151,936 × 2,560 (388,956,160) = 3,633,511,936;
- FLOPs a pair token at 532 tokens: 2·N + 4·L·d·s = 7,267,023,872 + 4 × 36 × 2,560 × 532 (196,116,480)
  = 7,463,140,352 ≈ 7.5 GFLOP (the expert key's 7–8);
- 200 QPS × top 50 = 10,000 pairs/s; 20 candidates × 50 QPS = 1,000 pairs/s.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.extract_rules import extract
from catalog import registry
from tests.conftest import module_home
from tools.embedding import flops_per_token
from tools.rerank import reranker_named

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_qwen3_reranker_4b_row_holds_the_cited_figures():
    r = reranker_named("rerank with Qwen/Qwen3-Reranker-4B")
    assert r is not None and r.name == "Qwen3-Reranker-4B" and r.kind == "rerank"
    assert (r.layers, r.hidden, r.max_tokens, r.vocab) == (36, 2560, 32768, 151_936)
    # the same body as the registry's Qwen3-4B (its base model's shape)
    assert r.params == registry.get("Qwen3-4B").published_params == 4_022_468_096
    assert r.matmul_params == 3_633_511_936
    assert flops_per_token(r, 532) == 7_463_140_352


@pytest.mark.parametrize("text", [
    "搜索业务想把重排换成Qwen3-Reranker-4B，峰值200QPS，每次对top50个文档重排，文档平均500token(加上query)，需要多少卡？",
    "we want to rerank the top 20 search results with Qwen/Qwen3-Reranker-4B at 50 queries per second",
])
def test_a_named_decoder_reranker_is_read_as_a_reranking_endpoint(text):
    e = extract(text)
    p = e.patch.model_dump(exclude_none=True)
    assert p.get("modality") == "embedding" and "model" not in p and "params_b" not in p, p
    assert not any("not in my registry" in n for n in e.notes)


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_qwen3_reranker_answer_counts_pairs_in_chinese():
    out = _ask("搜索业务想把重排换成Qwen3-Reranker-4B，峰值200QPS，每次对top50个文档重排，文档平均500token(加上query)，"
               "要求P99 300ms以内，需要多少卡？国内部署")
    assert "Qwen3-Reranker-4B 重排接口，每秒 10,000 对（查询, 文本）" in out
    assert "不在模型库" not in out and "路并发" not in out  # no chat streams, no generic 4B
    assert "36 层，hidden 2560" in out


@pytest.mark.slow
def test_qwen3_reranker_answer_counts_pairs_in_english():
    out = _ask("we want to rerank the top 20 search results with Qwen/Qwen3-Reranker-4B at 50 queries per second, "
               "passages ~300 tokens. how many GPUs?")
    assert "Qwen3-Reranker-4B reranking endpoint at 1,000 (query, passage) pairs/s" in out
    assert "generic 4B" not in out and "concurrent" not in out
