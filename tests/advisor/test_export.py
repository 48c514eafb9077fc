"""Exports stand on their own: a header with the conversation, date, version,
catalog as-of and the `recommend` command that reproduces the answer, the chart beside the file."""

import datetime
import json
import shlex

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.conversation import Engine
from advisor.core.export import export_header, reproduce_command, write_new
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Budget, Workload

# answers only (CLI `ask` stores each under a new session id): one home, one catalog load for the module
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.slow
def test_reproduce_command_gives_the_same_answer():
    # Ask in words, then run the header's command: the same workload and the same top pick from the same catalog.
    reply = Engine(store=Store(":memory:")).handle("x", "LoRA Llama-3-8B, 8k context, only AWS, spot")
    rec = reply.recommendation
    cmd = reproduce_command(rec.workload, currency=rec.currency)
    args = shlex.split(cmd)
    assert args[:2] == ["gpu-advisor", "recommend"] and "--provider" in args and "spot" in args
    res = CliRunner().invoke(cli, [*args[1:], "--json"])
    assert res.exit_code == 0, res.output
    d = json.loads(res.output)
    assert d["candidates"][0]["instance"] == rec.candidates[0].instance
    assert d["workload"]["seq_len"] == 8192 and d["workload"]["providers"] == ["aws"]


def test_budget_deadline_and_language_flags_are_written():
    w = Workload(task="pretrain", params_b=1, train_tokens=10**11, deadline_hours=336,
                 budget=Budget(amount=5000, currency="CNY", per="total"))
    cmd = reproduce_command(w, lang="zh")
    for part in ("--params 1", "--train-tokens 1e+11", "--deadline-days 14", "--budget 5000 --budget-per total",
                 "--currency CNY", "--lang zh"):
        assert part in cmd, cmd


@pytest.mark.slow
def test_chat_export_has_the_header_and_the_chart_beside_it(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "LoRA Llama-3-8B, 4k context")
    e.handle("t", "only AWS")
    r = e.handle("t", "export")
    md = r.export_markdown
    head = md.split("---", 1)[0]
    assert "> LoRA Llama-3-8B, 4k context\n> only AWS" in head and "> export" not in head
    assert f"- date: {datetime.date.today().isoformat()}" in head and "- GPU Advisor version: " in head
    assert f"- catalog as of: {r.recommendation.catalog_as_of}" in head and "gpu-advisor recommend" in head
    assert md.split("---", 1)[1].lstrip().startswith("# GPU recommendation")
    pytest.importorskip("matplotlib")
    from advisor.core.chart import memory_png

    path = write_new(md, tmp_path / "out", chart=memory_png(r.recommendation))
    assert path.name == "recommendation.md" and (tmp_path / "out" / "recommendation.png").read_bytes().startswith(b"\x89PNG")
    assert path.read_text(encoding="utf-8").endswith("![memory and cost chart](recommendation.png)\n")
    again = write_new(md, tmp_path / "out", chart=b"\x89PNG")
    assert again.name == "recommendation-1.md" and (tmp_path / "out" / "recommendation-1.png").exists()


@pytest.mark.slow
def test_chinese_header(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("z", "部署 Llama-3-8B 推理，32 并发")
    head = export_header(e.store.load("z")[1], ["部署 Llama-3-8B 推理，32 并发"], "zh", today=datetime.date(2026, 12, 1))
    assert "**提问**" in head and "- 日期：2026-12-01" in head and "--lang zh" in head


@pytest.mark.slow
def test_ask_chart_writes_a_png_and_refuses_a_bad_path(tmp_path):
    pytest.importorskip("matplotlib")
    out = tmp_path / "c.png"
    res = CliRunner().invoke(cli, ["ask", "LoRA Llama-3-8B, 4k context", "--chart", str(out)])
    assert res.exit_code == 0 and out.read_bytes().startswith(b"\x89PNG")
    res = CliRunner().invoke(cli, ["ask", "LoRA Llama-3-8B, 4k context", "--chart", str(tmp_path / "no" / "such" / "c.png")])
    assert res.exit_code == 2 and f"cannot write {tmp_path / 'no'}" in res.output and "folder does not exist" in res.output


@pytest.mark.slow
def test_recommend_chart_writes_a_png_and_refuses_a_bad_path(tmp_path):
    # the same --chart as `ask`, from flags: the PNG beside the answer, a bad path refused with exit 2 and a
    # sentence (never a traceback), and --json output stays valid JSON on stdout with the chart written
    pytest.importorskip("matplotlib")
    args = ["recommend", "--model", "Llama-3-8B", "--task", "lora"]
    out = tmp_path / "r.png"
    res = CliRunner().invoke(cli, [*args, "--chart", str(out)])
    assert res.exit_code == 0, res.output
    assert out.read_bytes().startswith(b"\x89PNG") and "Chart: " in res.stderr
    res = CliRunner().invoke(cli, [*args, "--json", "--chart", str(tmp_path / "j.png")])
    assert res.exit_code == 0 and json.loads(res.stdout)["model"] == "Llama-3-8B"
    assert (tmp_path / "j.png").read_bytes().startswith(b"\x89PNG")
    res = CliRunner().invoke(cli, [*args, "--chart", str(tmp_path / "no" / "such" / "c.png")])
    assert res.exit_code == 2 and "folder does not exist" in res.output and "Traceback" not in res.output
    res = CliRunner().invoke(cli, [*args, "--chart", str(tmp_path)])  # a directory is not a file
    assert res.exit_code == 2 and "directory" in res.output.lower()
