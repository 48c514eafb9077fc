"""One set of numeric floors on every surface (tools/floors.py): a model of 1e-10 B
parameters, a price of 1e-300, NaN and the infinities are refused with a sentence saying what is accepted,
by the CLI, the MCP tools, the LangChain tools, the model's extraction and the price-sheet import; none
reaches arithmetic (before: "math domain error … please report it" from log(0), and 1e-300 ranked first)."""

from __future__ import annotations

import math

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import db as cdb
from tools import floors

SHEET = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n"


@pytest.mark.parametrize("args", [
    ["estimate", "--params", "1e-10"], ["recommend", "--params", "1e-10", "--task", "lora"],
    ["estimate", "--params", "0.0005", "--task", "lora"],
    ["catalog", "instances", "--max-price", "nan"], ["catalog", "instances", "--max-price", "1e-300"],
    ["catalog", "instances", "--min-memory", "inf"], ["catalog", "gpus", "--max-price", "-inf"],
    ["catalog", "gpus", "--min-memory", "nan"],
])
def test_the_cli_refuses_numbers_below_the_floors_or_not_finite(args):
    # exit 2 with one line saying what is accepted; before, 1e-10 B reached math.log(0) (exit 1) and NaN
    # filters answered "0 offers"
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 2, (args, r.exit_code, r.output, r.exception)
    assert "Traceback" not in r.output and "math domain" not in r.output


def test_the_smallest_accepted_model_is_answered():
    # the floor is a floor, not a wall: 0.001 B (1 M parameters) is estimated
    r = CliRunner().invoke(cli, ["estimate", "--params", "0.001", "--json"])
    assert r.exit_code == 0, r.output


@pytest.mark.parametrize("tool, arguments, says", [
    ("recommend", {"params_b": 1e-10, "task": "lora"}, "params_b must be > 0"),  # the tool's own argument name
    ("estimate_memory", {"params_b": 1e-10}, "params_b must be > 0"),
    ("estimate_memory", {"params_b": float("nan")}, "params_b"),
    ("list_instances", {"max_price": float("nan")}, "max_price"),
    ("list_instances", {"max_price": 1e-300}, "max_price"),
    ("list_gpus", {"min_memory": float("nan")}, "min_memory"),
    ("list_gpus", {"min_memory": float("inf")}, "min_memory"),
])
def test_mcp_tools_refuse_them_as_tool_errors(tool, arguments, says):
    pytest.importorskip("mcp")
    from advisor.agents.mcp_server import call

    res = call(tool, arguments)
    text = res.content[0].text
    assert res.is_error and says in text, text  # a worded refusal, not the bare "Error executing tool" of a bug


def test_the_langchain_tools_refuse_them():
    pytest.importorskip("langchain_core")
    from pydantic import ValidationError

    from advisor.agents.langchain import EstimateArgs, _estimate
    from tools.errors import AdvisorError

    with pytest.raises(ValidationError):
        EstimateArgs(params_b=math.nan)
    with pytest.raises(AdvisorError, match="params must be > 0"):
        _estimate(params_b=1e-10, task="lora")


def test_the_models_extraction_of_a_tiny_model_is_refused_politely(tmp_path):
    # the LLM path: the model reads "1e-10 B"; the answer says what is accepted instead of "Sorry … (ref …)"
    from advisor.core.conversation import Engine
    from advisor.core.extract_llm import LLMExtractor
    from advisor.core.store import Store
    from tests.advisor.test_llm_extract import ToolFake, tool_call

    fake = ToolFake(messages=iter([tool_call({"task": "lora", "params_b": 1e-10})] * 3))
    engine = Engine(store=Store(tmp_path / "s.db"), llm=LLMExtractor(model=fake, timeout=10))
    reply = engine.handle("t1", "LoRA fine-tune my tiny model of 0.0000000001 billion parameters")
    # before: ValueError; now the model's figure is screened like the rules' (left unread, the range said)
    assert reply.kind != "error" and "is not read: a model has 0.001 to 10,000 billion" in reply.text, reply.text


@pytest.mark.parametrize("price", ["1e-300", "0", "0.0001", "nan", "-1", "inf"])
def test_an_import_refuses_prices_below_the_floor(tmp_path, price):
    # before: 1e-300 passed and ranked first as "< $0.01"
    p = tmp_path / "s.csv"
    p.write_text(SHEET + f"acme,box-1,us-1,H100,1,USD,{price}\n")
    with pytest.raises(cdb.PriceSheetError, match="row 2, field price_on_demand"):
        cdb.import_prices(cdb.open_db(), p)


@pytest.mark.parametrize("text, field, want", [
    ("serve a 1e-3B model", "params_b", 0.001),  # was read as 3B: the exponent's minus dropped
    ("LoRA llama 8b on 2.5e9 tokens", "train_tokens", 2_500_000_000),  # was not read at all, silently
    ("LoRA llama 8b on 2.5E9 tokens", "train_tokens", 2_500_000_000),
    ("serve llama 8b for 10^3 users", "concurrency", 1000),  # was read as 3 users
    ("serve llama 8b for 2×10^2 users", "concurrency", 200),
])
def test_a_message_with_a_number_in_scientific_notation_is_read_as_that_number(text, field, want):
    # The rule reader read "1e-300B" as a 300B model and "1e-3B" as 3B (the minus of the exponent
    # dropped, its digits read as the number), "10^3 users" as 3 users, and skipped "1e9 tokens" without a word.
    import json

    r = CliRunner().invoke(cli, ["parse", text])
    got = json.loads(r.output)["workload"].get(field)
    assert got == pytest.approx(want), (text, r.output)


@pytest.mark.parametrize("text, said", [("serve a 1e-300B model", "1e-300"), ("serve llama 8b with 1e308 context", "1e308"),
                                        ("在 1e-300 天内 LoRA 微调 llama 8b", "1e-300")])
def test_a_number_in_scientific_notation_out_of_any_range_is_not_read_and_the_answer_says_so(text, said):
    # was: 300B, and "300 天内" (within 300 days); now not read, with a note naming what was not read
    import json

    out = json.loads(CliRunner().invoke(cli, ["parse", text]).output)
    assert out["workload"].get("params_b") != 300 and out["workload"].get("deadline_hours") != 300 * 24, out
    assert any(said in n for n in out["notes"]), out
    reply = CliRunner().invoke(cli, ["ask", text])
    assert reply.exit_code in (0, 2) and said in reply.output and "300B" not in reply.output, reply.output


@pytest.mark.parametrize("args, says", [
    (["--deadline-days", "5e-324"], "deadline"), (["--deadline-days", "1e-9"], "deadline"),
    (["--budget", "1e-300"], "budget"), (["--budget", "0.0001", "--budget-per", "month"], "budget"),
])
def test_a_deadline_or_budget_below_the_floors_is_refused_on_every_surface(args, says):
    # A deadline of 5e-324 days was answered with "❌ 1.18576e-322 h (not possible)" and a budget
    # of 1e-300 with "nothing fits a budget of < $0.01/h": numbers no one means, shown raw. The floors (a deadline of
    # at least a minute, a budget of at least the price floor) are refused in words by the CLI (exit 2) and the MCP
    # tool alike (both through tools.defaults.validate).
    base = ["recommend", "--model", "llama-3.1-8b", "--task", "lora", "--train-tokens", "1e9"]
    r = CliRunner().invoke(cli, base + args)
    assert r.exit_code == 2 and says in r.output and "e-3" not in r.output, (args, r.output)
    pytest.importorskip("mcp")
    from advisor.agents.mcp_server import call

    name = args[0].lstrip("-").replace("-", "_")
    extra = {"budget_per": args[3]} if len(args) > 2 else {}
    res = call("recommend", {"model": "Llama-3.1-8B", "task": "lora", "train_tokens": 1e9, name: float(args[1]), **extra})
    assert res.is_error and says in res.content[0].text, res.content[0].text


def test_the_smallest_accepted_deadline_and_budget_are_answered():
    # the floors are floors: a minute and the price floor itself are read and answered (not possible / nothing fits)
    r = CliRunner().invoke(cli, ["recommend", "--model", "llama-3.1-8b", "--task", "lora", "--train-tokens", "1e9",
                                 "--deadline-days", f"{floors.MIN_DEADLINE_HOURS / 24!r}"])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, ["recommend", "--model", "llama-3.1-8b", "--task", "lora", "--budget",
                                 f"{floors.PRICE_FLOOR:g}"])
    assert r.exit_code == 0, r.output
