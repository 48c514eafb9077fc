"""docs/CONTRACTS.md cannot fall behind the code: its arguments table is the one generated from the workload
declaration, every field of the published JSON Schemas is named on the page, every command is listed, and
real CLI output validates against those schemas (the MCP server's output is checked with the same files in
tests/e2e/test_mcp.py)."""

import json
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from advisor.agents import tools as at
from advisor.cli import cli
from tests.conftest import module_home
from tests.contracts import ESTIMATE_CONTRACT, RECOMMEND_CONTRACT
from tools.workload_fields import contract_table

# answers only (CLI `ask` stores each under a new session id): one home, one catalog load for the module
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

jsonschema = pytest.importorskip("jsonschema")
DOC = (Path(__file__).resolve().parents[2] / "docs" / "CONTRACTS.md").read_text(encoding="utf-8")


def property_names(schema: dict) -> set[str]:
    """Every property a schema names, at any depth (objects, array items)."""
    out = set(schema.get("properties", {})) | set(schema.get("required", []))
    for sub in [*schema.get("properties", {}).values(), *([schema["items"]] if "items" in schema else [])]:
        out |= property_names(sub)
    return out


def test_the_arguments_table_is_the_generated_one():
    block = DOC.split("<!-- arguments:start -->\n")[1].split("\n<!-- arguments:end -->")[0]
    assert block == contract_table(), "paste tools.workload_fields.contract_table() into docs/CONTRACTS.md"


@pytest.mark.parametrize("schema", [RECOMMEND_CONTRACT, ESTIMATE_CONTRACT], ids=["recommend", "estimate"])
def test_every_schema_field_is_named_on_the_page(schema):
    names = property_names(schema)
    assert len(names) > 20  # guards the walk
    assert {n for n in names if f"`{n}`" not in DOC} == set()


@pytest.mark.slow
def test_every_command_is_listed():
    def walk(group, prefix=""):
        for name, cmd in group.commands.items():
            yield prefix + name
            if isinstance(cmd, click.Group):
                yield from walk(cmd, prefix + name + " ")
    section = DOC.split("## Commands")[1].split("\n## ")[0]
    assert {c for c in walk(cli) if f"`{c.split()[-1]}`" not in section and f"`{c}`" not in section} == set()


def test_catalog_tool_arguments_are_listed():
    section = DOC.split("## MCP tools")[1]
    assert {f for f in at.InstanceArgs.model_fields if f"`{f}`" not in section} == set()


@pytest.mark.slow
def test_cli_recommend_and_ask_json_validate_against_the_published_schema():
    r = CliRunner().invoke(cli, ["recommend", "--params", "7", "--task", "lora", "--json"])
    assert r.exit_code == 0, r.output
    jsonschema.validate(json.loads(r.output), RECOMMEND_CONTRACT)
    r = CliRunner().invoke(cli, ["ask", "LoRA fine-tune Llama-3-8B, 4k context, 2 days", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert "questions" in out and re.search(r"`questions`", DOC)
    jsonschema.validate(out, RECOMMEND_CONTRACT)


@pytest.mark.slow
def test_cli_estimate_json_validates_against_the_published_schema():
    r = CliRunner().invoke(cli, ["estimate", "--model", "llama-3-8b", "--concurrency", "8", "--gpu", "H100", "--json"])
    assert r.exit_code == 0, r.output
    jsonschema.validate(json.loads(r.output), ESTIMATE_CONTRACT)


@pytest.mark.slow
def test_a_missing_field_fails_the_schema():
    # guards the schema itself: an answer without `candidates` must not validate
    r = CliRunner().invoke(cli, ["recommend", "--params", "7", "--task", "lora", "--json"])
    d = json.loads(r.output)
    del d["candidates"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(d, RECOMMEND_CONTRACT)


def test_every_currency_the_schema_has_is_a_flag_value():
    # a 繁體 answer is priced in TWD, and its export's reproduce command says --currency TWD: every surface must take it
    from typing import get_args

    from tools.schema import Currency
    from tools.workload_fields import CURRENCIES

    assert set(CURRENCIES) == set(get_args(Currency))
