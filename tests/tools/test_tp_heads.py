"""A stated tensor-parallel size the attention heads do not divide is refused openly, with the sizes that work.

By hand (config.json heads / KV heads, catalog/data/models.json):
- Qwen2.5-7B, 28 / 4: TP 3 → 28 % 3 = 1, refused; TP 2 → 28 % 2 = 0, 4 % 2 = 0, starts; TP 8 → 28 % 8 = 4, refused.
- Llama-3.1-70B, 64 / 8: TP 6 → 64 % 6 = 4, refused; from 2 to 6 only 2 and 4 divide both.
- Gemma-2-27B, 32 / 16: TP 3 → 32 % 3 = 2, refused; TP 2 works.
- Qwen2.5-14B, 40 / 8: TP 3 → 40 % 3 = 1, refused (the English answer: three owned RTX 3090s, the model spans two of
  them); TP 16 → 40 % 16 = 8, refused; TP 8 → 40 % 8 = 0 and 8 % 8 = 0, starts.
- A model one card holds (Llama-3.1-8B on 3 owned A100s) runs as copies, no tensor parallel: nothing refused.
- Llama-2-70B, 64 / 8 with 16 cards: 16 > 8 KV heads, replicated: 16 % 8 = 0, and 64 % 16 = 0, starts.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.schema import Workload
from tools.tp_heads import heads_divide, tp_heads_constraint, working_sizes

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("model", "tp", "ok"), [("Qwen2.5-7B", 3, False), ("Qwen2.5-7B", 2, True), ("Qwen2.5-7B", 8, False),
                                                 ("Llama-3.1-70B", 6, False), ("Gemma-2-27B", 3, False),
                                                 ("Qwen2.5-14B", 16, False), ("Qwen2.5-14B", 8, True), ("Llama-2-70B", 16, True)])
def test_heads_divide(model, tp, ok):
    assert heads_divide(registry.get(model), tp) is ok


def test_working_sizes_and_the_refusal():
    assert working_sizes(registry.get("Llama-3.1-70B"), 6) == [2, 4]
    w = Workload(task="inference", model="Gemma-2-27B", num_gpus=3, framework="vllm")
    line = tp_heads_constraint(registry.get("Gemma-2-27B"), w)
    assert line is not None and line.status == "refused" and line.message.args["ok"] == "2"
    # llama.cpp splits whole layers: no refusal; a count that divides: none either
    assert tp_heads_constraint(registry.get("Gemma-2-27B"), w.model_copy(update={"framework": "llama.cpp"})) is None
    assert tp_heads_constraint(registry.get("Gemma-2-27B"), w.model_copy(update={"num_gpus": 4})) is None


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_tp3_refused_in_english():
    out = _ask("we own three RTX 3090s; plan is vLLM with tensor-parallel-size 3 running Qwen2.5-14B for 10 people, 8k context")
    assert "❌ tensor parallel 3 (not possible): vLLM (or SGLang) cannot start with --tensor-parallel-size 3" in out
    assert "40 query heads and 8 KV heads" in out and "--pipeline-parallel-size 3" in out


@pytest.mark.slow
def test_tp6_refused_in_simplified_chinese():
    out = _ask("我们有 6 张 A100 80G，打算用 vLLM 跑 Llama-3.1-70B，tensor-parallel-size 6，30 个并发")
    assert "❌ 张量并行 6（无法满足）" in out and "--tensor-parallel-size 2, 4" in out


@pytest.mark.slow
def test_tp3_refused_in_traditional_chinese():
    out = _ask("我們自己有 3 張 RTX 4090，想用 vLLM 跑 Gemma-2-27B，--tensor-parallel-size 3，5 人同時用")
    assert "❌ 張量並行 3（無法滿足）" in out and "32 個查詢頭、16 個 KV 頭" in out
