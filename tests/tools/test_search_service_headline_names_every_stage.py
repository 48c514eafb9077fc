"""A search service (a query embedder and a reranker, no backfill) is headed by the whole plan: both stages' machines
and their month added, never the embedder's single card alone while the bullets rent dozens of cards for the
reranker. The embedder's own headline and its "also" rows (alternatives to one stage, not to the plan) are left out;
its filters and assumptions stay."""

from __future__ import annotations

import pytest

from tools.embedding import ENCODERS, EmbeddingPlan, EmbeddingRow
from tools.rerank import RERANKERS, MixedPlan, service_answer, service_head
from tools.schema import Msg

E5 = next(e for e in ENCODERS if e.name == "multilingual-e5-large")
RERANKER = RERANKERS[0]


def _endpoint(enc, rows: list[EmbeddingRow], rps: float, cur: str = "USD") -> EmbeddingPlan:
    return EmbeddingPlan(enc, 300, False, None, None, rps, rows, cur)


def _service(cur: str = "USD", budget: float | None = None) -> MixedPlan:
    # the embedder: one machine with 1 × A10 at $1.10/h; the reranker: 12 machines of 4 × L40S at $7.50/h each
    # = $90.00/h. 120 queries/s × 40 candidates = 4,800 pairs/s.
    queries = _endpoint(E5, [EmbeddingRow("aws", "g5.xlarge", "A10", 1, 1, 1.10, None, 1.10),
                             EmbeddingRow("aws", "g6.xlarge", "L4", 1, 1, 1.30, None, 1.30)], 120.0, cur)
    ranked = _endpoint(RERANKER, [EmbeddingRow("aws", "g6e.12xlarge", "L40S", 4, 12, 7.50, None, 90.0)], 4800.0, cur)
    return MixedPlan(None, queries, ranked, 120.0, budget, depth=40, depth_said=True)


def test_the_head_adds_both_stages_month():
    # ($1.10 + $90.00)/h × 730 h = $91.10 × 730 = $66,503 a month; the embedder alone would read $803 (1.10 × 730)
    head = service_head(_service())
    assert head is not None and head.code == "rerank.service_head"
    assert head.args["month"] == "$66,503"
    en = head.text("en")
    assert "g5.xlarge" in en and "12 × aws g6e.12xlarge" in en and "$66,503 a month in all" in en
    assert "120 queries/s" in en


def test_the_head_reads_in_chinese():
    from advisor.core.script import to_script

    # the same plan in CNY at the same figures: ¥91.10 × 730 = ¥66,503
    head = service_head(_service("CNY"))
    assert head is not None
    zh = head.text("zh")
    assert "每秒 120 个查询" in zh and "重排" in zh and "合计每月约 ¥66,503" in zh
    assert "合計" in to_script(zh, "zh-Hant")


def test_the_answer_leads_with_the_whole_plan_and_drops_the_embedder_alternatives():
    m = _service()
    lead = [Msg(code="embedding.endpoint", args={}), Msg(code="batch.constraint", args={}),
            Msg(code="embedding.also", args={}), Msg(code="embedding.generic", args={})]
    out = service_answer(m, lead)
    codes = [x.code for x in out]
    assert codes[0] == "rerank.service_head"
    assert "embedding.endpoint" not in codes and "embedding.also" not in codes  # one stage's head and rows
    assert "batch.constraint" in codes and "embedding.generic" in codes
    # each stage is still said on its own line, and the month (already in the head) is not repeated with no budget
    assert "rerank.queries" in codes and "rerank.reranker" in codes
    assert "rerank.total" not in codes


def test_a_stated_budget_keeps_the_total_line():
    # a $50,000/month budget against $66,503: the line that says "over your budget" stays
    out = service_answer(_service(budget=50_000.0), [Msg(code="embedding.endpoint", args={})])
    [total] = [x for x in out if x.code == "rerank.total"]
    assert total.args["within"] is False


def test_with_a_backfill_the_job_still_leads():
    m = _service()
    job = _endpoint(E5, [EmbeddingRow("aws", "g5.xlarge", "A10", 1, 1, 1.10, 3.0, 3.30)], 0.0)
    with_job = MixedPlan(job, m.queries, m.reranker, 120.0, None, depth=40)
    assert service_head(with_job) is None


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "semantic search: 150 queries per second, embed each query with bge-m3, then rerank the top 40 with "
    "bge-reranker-v2-m3. p99 under 400 ms. which GPUs on AWS?",
    "搜索服务：每秒150个查询，bge-m3 做查询向量，再用 bge-reranker-v2-m3 重排 top 40，P99 延迟 400ms 以内，AWS 上用什么卡？",
])
def test_a_whole_search_answer_is_headed_by_every_stage(tmp_path, text):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    head = out.split("\n\n")[0] if not out.startswith(">") else out.split("**")[1]
    assert ("every stage" in head or "全部环节" in head), head
    assert ("for the reranker" in head or "重排" in head), head


def test_a_reranker_beside_the_llm_adds_its_month_to_the_llms():
    from tools.schema import Workload
    from tools.stages import total_line

    # an LLM at $12.00/h over 730 h = $8,760; the reranker alone (no query stage sized) 12 × $7.50 = $90.00/h × 730 =
    # $65,700 → $74,460 a month for every stage, said as "LLM + reranker" (no query embeddings were sized)
    m = _service()
    alone = MixedPlan(None, None, m.reranker, 120.0, None, depth=40)
    [msg] = total_line(12.0, alone, Workload(task="inference"), "USD", None)
    assert msg.args["month"] == "$74,460"
    assert "(LLM + reranker) ≈ $74,460 a month" in msg.text("en")
    assert "（大语言模型 + 重排）每月约 $74,460" in msg.text("zh")


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    ("RAG: bge-reranker-v2-m3 reranks the top 25, Llama 3.1 8B writes the answer, 15 queries per second. which GPUs?",
     "All stages together (LLM + reranker) ≈ "),
    ("做 RAG：bge-reranker-v2-m3 重排 top 25，Llama 3.1 8B 生成回答，每秒 15 个查询，租什么卡？",
     "全部环节合计（大语言模型 + 重排）每月约 "),
])
def test_a_whole_rag_answer_sums_the_llm_and_the_reranker(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in out, out
