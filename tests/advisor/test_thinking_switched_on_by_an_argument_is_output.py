"""`thinking: true` on the agent surfaces (MCP `recommend`, LangChain `recommend_gpus`) and the CLI's --thinking is
thinking switched on, as the reader reads "thinking on": a stated answer under 2,048 tokens is the visible reply and
the model's thinking is decoded before it, as OUTPUT (decode steps, held in the KV cache), never put in the prompt.
The argument is a strict JSON boolean: "yes", 1 or "true" as text are refused in words with what is accepted.

By hand: Qwen3-8B thinks 8,192 tokens an answer by default (its registry row, from the model card's budget). A batch
of 1,000,000 items with 20-token answers and thinking on decodes 20 + 8,192 = 8,212 tokens an item, 8.212 B tokens for
the batch (not 20 M). With no item length said the input is the 3,584-token default item (4,096 − 512), so the
context is 3,584 + 8,212 = 11,796 tokens; KV per token on Qwen3-8B = 2 · 36 layers · 8 KV heads · 128 · 2 bytes =
147,456 B, so one item's full context holds 11,796 × 147,456 B ≈ 1.74 GB. Before, the same call was sized
"12,268 tokens in, 20 out" (the 4,096 default context + the 8,192 thinking as prompt)."""

from __future__ import annotations

import json

import pytest

from tools import workload_fields as wf
from tools.defaults import REPLY_ONLY_BELOW, thinking_before_reply, thinking_switch
from tools.schema import Workload

ARGS = {"model": "Qwen3-8B", "batch_requests": 1_000_000, "output_tokens": 20}


def test_the_one_rule_adds_the_thinking_to_a_short_reply_only():
    on = Workload(model="Qwen3-8B", batch_requests=1_000_000, output_tokens=20, thinking_use="on")
    assert thinking_before_reply(20, on) == 8_192  # 20 + 8,192 = 8,212 out an item
    assert thinking_before_reply(REPLY_ONLY_BELOW, on) == 0  # 2,048 said and up holds its thinking
    said = on.model_copy(update={"thinking": True, "output_tokens": 4_096})  # "thinks ~4k tokens": the trace's own length
    assert thinking_before_reply(4_096, said) == 0
    off = on.model_copy(update={"thinking": False, "thinking_use": None})
    assert thinking_before_reply(20, off) == 0


def test_the_switch_is_thinking_on_never_a_thinking_length():
    assert thinking_switch(True) == {"thinking": None, "thinking_use": "on"}
    assert thinking_switch(False) == {"thinking": False}
    w = wf.workload_from_flags({**ARGS, "thinking": True}, "recommend")
    assert (w.thinking, w.thinking_use) == (None, "on")
    assert wf.workload_from_flags({**ARGS, "thinking": False}, "recommend").thinking is False


@pytest.mark.parametrize("value", ["yes", "true", 1, "on"])
def test_an_on_off_argument_is_a_json_boolean(value):
    from pydantic import ValidationError

    from advisor.agents import tools as at

    with pytest.raises(ValidationError, match="takes true or false"):
        at.RecommendArgs(**ARGS, thinking=value)
    with pytest.raises(ValidationError, match="takes true or false"):
        at.RecommendMarkdownArgs(model="Qwen3-8B", markdown=value)
    assert at.RecommendArgs(**ARGS, thinking=True).thinking is True  # type: ignore[attr-defined]


def test_the_published_schema_still_says_boolean():
    from advisor.agents import tools as at

    prop = at.RecommendArgs.model_json_schema()["properties"]["thinking"]
    assert {"type": "boolean"} in prop.get("anyOf", [prop])


@pytest.mark.slow
def test_mcp_recommend_sizes_the_thinking_as_output():
    from advisor.agents.mcp_server import call

    out = json.loads(call("recommend", {**ARGS, "thinking": True}).content[0].text)
    assert out["workload"]["output_tokens"] == 8_212 and out["workload"]["seq_len"] == 11_796
    assert "3,584 tokens in, 8,212 out" in out["headline"] and "12,268" not in out["headline"]
    refused = call("recommend", {**ARGS, "thinking": "yes"})
    assert refused.is_error and "takes true or false" in refused.content[0].text


@pytest.mark.slow
def test_langchain_and_the_cli_reader_size_it_the_same():
    pytest.importorskip("langchain_core")
    from advisor.agents.langchain import tools
    from advisor.agents.mcp_server import call

    ts = {t.name: t for t in tools()}
    out = ts["recommend_gpus"].invoke({**ARGS, "thinking": True})
    assert out["workload"]["output_tokens"] == 8_212
    # the reader's "thinking on" and parse_request's arguments give the same 161 in (a ticket), 8,212 out
    parsed = json.loads(call("parse_request", {"text": "classify 1M tickets with Qwen3-8B, thinking on, 20-token "
                                                      "answers"}).content[0].text)
    assert parsed["recommend_arguments"]["thinking"] is True
    again = json.loads(call("recommend", parsed["recommend_arguments"]).content[0].text)
    assert "161 tokens in, 8,212 out" in again["headline"]


@pytest.mark.parametrize("text, said", [
    ("classify 1M tickets with Qwen3-8B, it thinks about 500 tokens each", 500),
    ("run 1M maths problems through Qwen3-8B, thinking about 1k tokens each", 1024),
    ("用Qwen3-8B给100万条工单分类，每条思考大约500个token", 500),
    ("用Qwen3-8B給100萬條工單分類，每條思考大約500個token", 500),
])
def test_a_thinking_length_said_of_a_batch_is_its_output_not_each_items_input(text, said):
    # the length after the items is the thinking's (output), never each ticket's input as well: it was read as a
    # 500-token context holding a 500-token output and refused ("context (500) must be longer than its output (500)");
    # now 161 tokens in (a ticket, ShareGPT's mean prompt) + 500 out, 661 in the KV cache
    from advisor.core.extract_rules import extract

    p = extract(text).patch
    assert (p.batch_requests, p.output_tokens, p.thinking) == (1_000_000, said, True)
    assert p.seq_len is None and p.prompt_tokens is None
