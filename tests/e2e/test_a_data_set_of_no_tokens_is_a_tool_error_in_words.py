"""A data set whose size comes to no training tokens (5,000 examples of 1e-10 tokens each) made a job of 0 tokens that
divided by zero in the speed model: the MCP server answered "Error executing tool recommend" with no reason, and the
LangChain tool raised ZeroDivisionError. Now both say what a data set must be. Through a real `gpu-advisor mcp`
over raw pipes, and the LangChain tool as an agent calls it."""

from __future__ import annotations

import json

import pytest

from tests.e2e.test_mcp_long_lines_take_linear_time import _Server

ZERO = {"params_b": 8, "task": "lora", "dataset": {"amount": 5000, "tokens_per_unit": 1e-10}}


def test_the_mcp_server_refuses_a_data_set_of_no_tokens_in_words(tmp_path):
    pytest.importorskip("mcp")
    s = _Server(tmp_path)
    try:
        s.send({"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "recommend", "arguments": ZERO}})
        while (reply := json.loads(s.p.stdout.readline())).get("id") != 5:
            pass
    finally:
        s.close()
    result = reply["result"]
    text = "".join(c.get("text", "") for c in result["content"])
    assert result["isError"] is True
    assert "each example of a data set holds from 1 to 10,000,000 tokens (got 1e-10)" in text, text


def test_the_langchain_tool_refuses_a_data_set_of_no_tokens_in_words(tmp_path, monkeypatch):
    pytest.importorskip("langchain_core")
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    from advisor.agents.langchain import tools
    from tools.errors import AdvisorError

    (tool,) = [t for t in tools() if t.name == "recommend_gpus"]
    with pytest.raises(AdvisorError, match="holds from 1 to 10,000,000 tokens"):
        tool.invoke(ZERO)
