"""The workload is declared once (tools/workload_fields.py): the CLI flags, the MCP tools' schemas and the
LangChain tools' schemas are generated from that table and every surface maps its arguments through the one
`workload_from_flags()`. These tests fail when a surface takes a field, a choice or a limit the others do
not, or when a Workload field is added without a way in."""

import typing

import click
import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from advisor.agents import langchain as lc
from advisor.agents import tools as at
from advisor.cli import cli
from advisor.cli.options import command_options
from tests.conftest import module_home
from tools import schema
from tools import workload_fields as wf
from tools.errors import AdvisorError

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# output format switches, not workload arguments (`--chart FILE` writes a PNG beside the terminal's answer)
SURFACE_ONLY = {"as_json", "as_markdown", "markdown", "full", "chart_file"}
SURFACES = [("estimate", at.EstimateArgs), ("recommend", at.RecommendMarkdownArgs)]


def chain_schema(command):
    """The LangChain side: the args_schema each LangChain tool really validates with (built here, not at import: making
    the tools imports LangChain, which the rest of the module does not need)."""
    if command == "estimate":
        return lc.EstimateArgs
    return next(t.args_schema for t in lc.tools() if t.name == "recommend_gpus")


def cli_params(command):
    return {p.name: p for p in cli.commands[command].params if p.name not in SURFACE_ONLY}


def schema_props(model):
    return {k: v for k, v in model.model_json_schema()["properties"].items() if k not in SURFACE_ONLY}


def schema_limits(prop):
    branch = prop["anyOf"][0] if "anyOf" in prop else prop
    return branch.get("minimum"), branch.get("maximum")


def schema_choices(prop):
    branch = prop["anyOf"][0] if "anyOf" in prop else prop
    return tuple(branch.get("enum", ()))


@pytest.mark.slow
@pytest.mark.parametrize("command, mcp", SURFACES, ids=["estimate", "recommend"])
def test_every_surface_takes_the_same_arguments(command, mcp):
    chain = chain_schema(command)
    # the agents add their own on top (a data set as an object, summary/full detail), never fewer
    agent_only = {"dataset", "detail"}
    names = {a.name for a in wf.fields_for(command)}
    assert set(cli_params(command)) == names
    assert set(schema_props(mcp)) - agent_only == names
    assert set(schema_props(chain)) - agent_only == names


@pytest.mark.slow
@pytest.mark.parametrize("command, mcp", SURFACES, ids=["estimate", "recommend"])
def test_every_surface_has_the_same_choices_and_limits(command, mcp):
    flags, mcp_props, chain_props = cli_params(command), schema_props(mcp), schema_props(chain_schema(command))
    for a in wf.fields_for(command):
        t = flags[a.name].type
        cli_choices = tuple(t.choices) if isinstance(t, click.Choice) else ()
        cli_limits = (getattr(t, "min", None), getattr(t, "max", None))
        assert cli_choices == schema_choices(mcp_props[a.name]) == schema_choices(chain_props[a.name]), a.name
        assert cli_limits == schema_limits(mcp_props[a.name]) == schema_limits(chain_props[a.name]), a.name
        # the table states the limit, so a surface that dropped it fails here
        assert cli_limits == (a.ge, a.le), a.name


def test_the_limits_are_the_ones_each_surface_used_before_the_table():
    # the CLI's click.IntRange values and the MCP Field(ge=, le=) values before the one declaration
    assert schema_limits(schema_props(at.RecommendArgs)["batch_requests"]) == (1, 10**12)
    assert schema_limits(schema_props(at.RecommendArgs)["output_tokens"]) == (1, 10**7)
    assert schema_limits(schema_props(at.EstimateArgs)["grad_accum"]) == (1, 4096)
    assert schema_limits(schema_props(at.EstimateArgs)["zero_stage"]) == (0, 3)


@pytest.mark.slow
def test_output_tokens_without_a_batch_job_is_refused_on_every_surface():
    # MCP used to accept output_tokens alone (online serving has no per-request output length); the CLI refused it
    r = CliRunner().invoke(cli, ["recommend", "--params", "7", "--output-tokens", "100"])
    assert r.exit_code == 2 and "--batch-requests" in r.output and "Traceback" not in r.output
    with pytest.raises(AdvisorError, match="batch_requests"):
        at.recommend(at.RecommendMarkdownArgs(params_b=7, output_tokens=100))
    (recommend_tool,) = [t for t in lc.tools() if t.name == "recommend_gpus"]
    with pytest.raises(AdvisorError, match="batch_requests"):
        recommend_tool.invoke({"params_b": 7, "output_tokens": 100})


@pytest.mark.slow
def test_a_value_past_a_limit_is_refused_on_every_surface():
    r = CliRunner().invoke(cli, ["estimate", "--params", "7", "--task", "full_finetune", "--zero", "4"])
    assert r.exit_code == 2
    with pytest.raises(ValidationError):
        at.EstimateArgs(params_b=7, zero_stage=4)
    with pytest.raises(ValidationError):
        lc.EstimateArgs(params_b=7, zero_stage=4)


def test_budget_per_without_an_amount_is_refused():
    with pytest.raises(AdvisorError, match="budget"):
        wf.workload_from_flags({"params_b": 7, "budget_per": "month"}, "recommend")


def test_the_flags_map_to_the_workload_fields():
    w = wf.workload_from_flags({"params_b": 7, "task": "lora", "budget": 2000, "budget_per": "month",
                                "currency": "CNY", "deadline_days": 2, "target_tps": 500.0, "providers": ("AWS",),
                                "lang": "zh", "train_tokens": 1e9, "top": 3}, "recommend")
    assert w.budget.amount == 2000 and w.budget.per == "month" and w.budget.currency == "CNY"
    assert w.budget_per_hour is None
    assert w.deadline_hours == 48 and w.target_tokens_per_s == 500.0 and w.providers == ["aws"]
    assert w.language == "zh" and w.train_tokens == 10**9 and isinstance(w.train_tokens, int)
    hourly = wf.workload_from_flags({"params_b": 7, "budget": 3.0}, "recommend")
    assert hourly.budget_per_hour.amount == 3.0 and hourly.budget is None


def test_recommend_only_arguments_are_refused_by_estimate():
    with pytest.raises(AdvisorError, match="budget"):
        wf.workload_from_flags({"params_b": 7, "budget": 3.0}, "estimate")


def test_every_workload_field_has_a_way_in():
    # a new Workload field fails here until it is declared in FIELDS (and so reaches every surface), filled
    # from other arguments (DERIVED), or listed in NOT_FLAGS with the reason it has no flag
    covered = {a.field for a in wf.FIELDS if a.field} | set(wf.DERIVED) | set(wf.NOT_FLAGS)
    assert set(schema.Workload.model_fields) - covered == set()
    assert set(wf.NOT_FLAGS) & {a.field for a in wf.FIELDS} == set(), "a field with a flag is not flagless"
    assert all(wf.NOT_FLAGS.values())


def test_the_choices_are_the_schema_literals():
    assert typing.get_args(schema.Task) == wf.TASKS
    assert typing.get_args(schema.Precision) == wf.PRECISIONS
    assert typing.get_args(schema.Framework) == wf.FRAMEWORKS
    assert typing.get_args(schema.Optimizer) == wf.OPTIMIZERS
    assert typing.get_args(schema.Billing) == wf.BILLINGS
    assert typing.get_args(schema.BudgetPer) == wf.BUDGET_PERS
    # every currency fx.csv has a rate for: an answer in TWD has a reproduce command that says --currency TWD
    assert typing.get_args(schema.Currency) == wf.CURRENCIES
    assert typing.get_args(schema.Lang) == wf.LANGS
    assert typing.get_args(schema.Checkpointing) == wf.CHECKPOINTINGS
    assert typing.get_args(schema.BatchWork) == wf.BATCH_WORKS
    assert typing.get_args(schema.BatchItem) == wf.BATCH_ITEMS


def test_a_new_field_in_the_table_reaches_every_surface():
    # target_ttft_ms is a Workload field with no flag today: declaring it once must give the CLI a flag with
    # its limit, both agent schemas an argument with the same limit, and the Workload its value
    new = wf.Arg("target_ttft_ms", "--target-ttft-ms", float, "First-token latency to meet.", ge=1, le=60_000,
                 metavar="MS", commands=wf.RECOMMEND)
    table = (*wf.FIELDS, new)

    @click.command()
    @command_options("recommend", table)
    def probe(**kw):
        click.echo(wf.workload_from_flags(kw, "recommend", fields=table).target_ttft_ms)

    assert "--target-ttft-ms" in CliRunner().invoke(probe, ["--help"]).output
    r = CliRunner().invoke(probe, ["--params", "7", "--target-ttft-ms", "250"])
    assert r.exit_code == 0 and r.output.strip() == "250.0", r.output
    assert CliRunner().invoke(probe, ["--params", "7", "--target-ttft-ms", "0"]).exit_code == 2
    model = wf.args_model("Probe", "recommend", fields=table)
    assert schema_limits(model.model_json_schema()["properties"]["target_ttft_ms"]) == (1, 60_000)
    with pytest.raises(ValidationError):
        model(params_b=7, target_ttft_ms=0)
    args = model(params_b=7, target_ttft_ms=250).model_dump()
    assert wf.workload_from_flags(args, "recommend", fields=table).target_ttft_ms == 250


@pytest.mark.slow
def test_agent_help_names_the_cli_flag_when_spelled_differently():
    props = schema_props(at.RecommendArgs)
    assert props["params_b"]["description"].endswith("CLI: --params.")
    assert "CLI:" not in props["seq_len"]["description"]  # --seq-len is seq_len's own spelling
    assert "--budget-per" in cli_params("recommend")["budget"].help and "budget_per" in props["budget"]["description"]
