"""Tab completion asked of a model not trained for fill-in-the-middle is said to lack it, with the FIM model nearest
its size named (the registry's `fim`, from each model card).

By hand (published_params in catalog/data/models.json): MPT-30B 29.96B → the FIM rows nearest by ratio are
Qwen2.5-Coder-32B (32.8B, ratio 1.09) before Codestral-22B (22.2B, 1.35); ChatGLM3-6B 6.24B → CodeLlama-7B (6.74B, 1.08)
before Qwen2.5-Coder-7B (7.62B, 1.22); Falcon-40B 41.3B → Qwen2.5-Coder-32B (1.26) before CodeLlama-70B (69.0B, 1.67).
CodeLlama-13B has infilling (its card): no note.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.fim_models import fim_missing, nearest_fim

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_nearest_fim_by_size():
    assert nearest_fim(registry.get("MPT-30B").published_params or 0, registry.rows()) == "Qwen2.5-Coder-32B"
    assert nearest_fim(registry.get("ChatGLM3-6B").published_params or 0, registry.rows()) == "CodeLlama-7B"
    assert nearest_fim(registry.get("Falcon-40B").published_params or 0, registry.rows()) == "Qwen2.5-Coder-32B"


def test_only_rows_marked_without_fim_are_flagged():
    rows = registry.rows()
    assert fim_missing("CodeLlama-13B", rows) is None and fim_missing("Qwen2.5-Coder-7B", rows) is None
    assert fim_missing("Llama-3.1-8B", rows) is None  # the row does not say: nothing claimed
    assert fim_missing("some-unknown-7b", rows) is None
    line = fim_missing(registry.resolve_name("mpt-30b-instruct"), rows)
    assert line is not None and line.args == {"model": "MPT-30B", "instead": "Qwen2.5-Coder-32B"}


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_no_fim_said_in_english():
    out = _ask("self-host MPT-30B as VS Code tab autocomplete for 25 developers, what GPU?")
    assert "MPT-30B was not trained for fill-in-the-middle" in out and "similar size: Qwen2.5-Coder-32B" in out


@pytest.mark.slow
def test_no_fim_said_in_simplified_chinese():
    out = _ask("想用 ChatGLM3-6B 给 30 个程序员做 IDE 代码补全，租什么卡")
    assert "ChatGLM3-6B 没有经过中间填充（FIM）训练" in out and "支持 FIM 的模型：CodeLlama-7B" in out


@pytest.mark.slow
def test_no_fim_said_in_traditional_chinese():
    out = _ask("我們想用 Falcon-40B 做 Tab 自動補全，50 位工程師用，要租什麼")
    assert "Falcon-40B 沒有經過中間填充（FIM）訓練" in out


@pytest.mark.slow
def test_a_fim_model_has_no_note():
    assert "fill-in-the-middle" not in _ask("self-host CodeLlama-13B as tab autocomplete for 25 developers")
