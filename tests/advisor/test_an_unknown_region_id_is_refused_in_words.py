"""A region id no provider publishes and no catalog row uses ("sa-east-99") is said, never taken as a place: MCP and
LangChain `recommend` refuse it in words as they refuse an unknown provider (it was answered "no priced offers from any
provider in sa-east-99"); the chat says no region filter was applied (it planned anywhere with no word). A known id
(us-east-1, sa-east-1: AWS's, a catalog gap) and place names (EU, Germany) are kept. English, 简体 and 繁體."""

from __future__ import annotations

import json

import pytest

from advisor.core.extract_rules import extract
from catalog.places import unknown_region_ids

ARGS = {"model": "Llama-3-8B", "concurrency": 10}


def test_only_an_id_no_one_publishes_is_unknown():
    assert unknown_region_ids(["sa-east-99", "sa-east-1", "us-east-1", "europe-west4", "EU", "Germany"]) == ["sa-east-99"]
    assert unknown_region_ids(["acme-west-9"], frozenset({"acme-west-9"})) == []  # an imported row's region


@pytest.mark.parametrize(("text", "said"), [
    ("serve Llama-3-8B for 10 users in sa-east-99", "'sa-east-99' is no region id"),
    ("在sa-east-99部署Llama-3-8B，10个人用", "“sa-east-99”不是任何云厂商公布的区域 ID"),
    ("在sa-east-99部署Llama-3-8B，10個人用", "“sa-east-99”不是任何云厂商公布的区域 ID"),
])
def test_the_reader_says_an_unknown_region_id(text, said):
    e = extract(text)
    assert any(said in n or said in e.zh_notes.get(n, "") for n in e.notes), e.notes
    assert not e.patch.regions
    assert not any("region id" in n for n in extract("serve Llama-3-8B for 10 users in us-east-1").notes)


@pytest.mark.slow
def test_mcp_recommend_refuses_an_unknown_region_id_in_words():
    from advisor.agents.mcp_server import call

    out = call("recommend", {**ARGS, "regions": ["sa-east-99"]})
    text = out.content[0].text
    assert "unknown region 'sa-east-99'" in text and "no priced offers" not in text, text


@pytest.mark.slow
def test_langchain_recommend_refuses_an_unknown_region_id_in_words():
    pytest.importorskip("langchain_core")
    from advisor.agents.langchain import tools

    tool = {t.name: t for t in tools()}["recommend_gpus"]
    try:
        out = tool.invoke({**ARGS, "regions": ["sa-east-99"]})
    except Exception as err:  # the tool's own error, whatever class the harness wraps it in
        out = str(err)
    assert "unknown region 'sa-east-99'" in (out if isinstance(out, str) else json.dumps(out)), out


@pytest.mark.slow
def test_mcp_recommend_keeps_a_known_region_id():
    from advisor.agents.mcp_server import call

    out = json.loads(call("recommend", {**ARGS, "regions": ["us-east-1"]}).content[0].text)
    assert "headline" in out


@pytest.mark.slow
def test_cli_recommend_refuses_an_unknown_region_id_in_words():
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["recommend", "--model", "Llama-3-8B", "--concurrency", "10", "--region", "sa-east-99"])
    assert r.exit_code != 0 and "unknown region 'sa-east-99'" in r.output, r.output
