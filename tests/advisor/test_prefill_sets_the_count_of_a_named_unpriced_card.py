"""On a compute-weak card with no price (the H20: 148 dense BF16 / 296 FP8 TFLOPS, 96 GB), a chat load's card count is
set by prefill, not memory: the headline named the memory count ("2 × H20" for 800 staff on Qwen3-32B with 4k RAG
prompts) while the load sizing of the same card needed 16–24, so a pick whose prefill cannot keep up was shown as
meeting the load. The headline now takes the load's count and says the prefill arithmetic
(tools.prefill_service.served_prefill: prompts/s × new tokens × 2 × params against dense FLOPS × PREFILL_MFU).

Hand figures (an ML-infrastructure engineer's check, Qwen3-32B FP8, 32.8e9 params, H20 FP8 296 dense TFLOPS × 0.5 =
148 TFLOP/s a card): 800 staff → 120 at once (15 %); every prompt a fresh 4k RAG context, 3,758 new tokens (4,096 less
the 338-token answer). At ≈ 18 tokens/s per user a cycle is ≈ 1.7 s + 338 ÷ 18 ≈ 20.5 s → ≈ 5.8 prompts/s × 3,758 ×
2 × 32.8e9 ≈ 1.4 PFLOP/s → ≈ 9.4 H20 busy on prefill alone: 2 × H20 (the memory count: 33 GB of weights + 120 × 4k ×
256 KiB ≈ 126 GB of KV) cannot keep up; the answer says 16 (2 copies × TP 8).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.prefill_service import served_prefill

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_served_prefill_by_hand():
    # 8.8 prompts/s × 3,758 tokens × 2 × 32.8e9 = 2.169e15 FLOP/s = 2.17 PFLOP/s; ÷ (296e12 × 0.5) = 14.66 H20
    pflops, busy = served_prefill(8.8, 3758, 32.8e9, 296)
    assert pflops == pytest.approx(2.169, abs=0.01)
    assert busy == pytest.approx(14.66, abs=0.05)
    assert served_prefill(1.0, 1000, 1e9, None)[1] is None  # no dense figure: never guessed


def _head(tmp_path, q: str) -> str:
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    return next(x for x in out.splitlines() if x.startswith("**") and "·" not in x)


@pytest.mark.slow
@pytest.mark.parametrize(("q", "words"), [
    ("800个员工用qwen3-32b做内部知识库问答，rag检索后大概4k上下文，每次请求都是新的文档，每秒15个字就行，用H20，FP8，需要几张卡",
     ("方案是 16 × H20", "只看显存：2 张", "每个 3,758 个新 token", "约需 1.39 PFLOP/s", "约 9.4 张 H20")),
    ("800位員工用qwen3-32b做內部知識庫問答，rag檢索後大約4k上下文，每次請求都是新的文件，每秒15個字就行，用H20，FP8，需要幾張卡",
     ("方案是 16 × H20", "只看顯示記憶體：2 張", "每個 3,758 個新 token", "約需 1.39 PFLOP/s", "約 9.4 張 H20")),
    # held-back: another model and size. Llama-3.1-70B FP8 (≈ 69.5e9 multiplied params), 300 staff → 45 at once, fresh
    # 8k prompts (7,854 new tokens): ≈ 2.0 prompts/s × 7,854 × 2 × 69.5e9 ≈ 2.2 PFLOP/s → ≈ 15 H20 busy on prefill,
    # never the 4 memory asks for
    ("Serve Llama-3.1-70B in FP8 on H20 to 300 staff for document Q&A, 8k context, every prompt is a fresh document, "
     "how many cards",
     ("plan 30 × H20", "memory alone: 4", "7,854 new tokens", "≈ 2.21 PFLOP/s", "≈ 14.9 H20 busy on prefill alone")),
])
def test_the_load_not_memory_sets_the_h20_count(tmp_path, q, words):
    head = _head(tmp_path, q)
    for w in words:
        assert w in head, (w, head)
