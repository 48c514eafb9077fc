"""`gpu-advisor mcp`: a real server subprocess, driven by the MCP SDK's own stdio client.

The contract schemas below are written from README "Contracts", not from the code under test."""

import asyncio
import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from advisor.cli import cli

mcp = pytest.importorskip("mcp")
jsonschema = pytest.importorskip("jsonschema")

TOOLS = {"estimate_memory", "recommend", "list_gpus", "list_instances", "check_pitfalls", "explain"}
PARTS = ["weights", "gradients", "optimizer", "activations", "kv_cache", "overhead", "total"]


def obj(required, **props):
    return {"type": "object", "required": list(required), "properties": props}


# README "Contracts": gpu-advisor recommend --json
RECOMMEND_CONTRACT = obj(
    ["workload", "memory", "spec_range", "candidates", "cost_table", "pitfalls", "compatibility", "host",
     "validation_plan", "assumptions", "nothing_fits", "catalog"],
    workload={"type": "object"},
    memory=obj(["per_gpu_bytes", "total_bytes"], per_gpu_bytes=obj(PARTS), total_bytes={"type": "integer"}),
    spec_range={"type": "array", "minItems": 1, "items": obj(
        ["tier", "gpu_memory_gb", "count", "examples"], tier={"enum": ["minimum", "recommended", "comfortable"]},
        gpu_memory_gb={"type": "number"}, count={"type": "integer", "minimum": 1}, examples={"type": "array"})},
    candidates={"type": "array", "minItems": 1, "items": obj(
        ["provider", "instance", "region", "gpu", "gpu_count", "price_per_hour", "billing", "score", "score_breakdown"],
        price_per_hour=obj(["amount", "currency"], amount={"type": "number"}, currency={"enum": ["USD", "CNY"]}),
        score={"type": "number"}, score_breakdown={"type": "object"})},
    cost_table={"type": "array"},
    pitfalls={"type": "array", "minItems": 8, "items": obj(["id", "title", "triggered", "why"], triggered={"type": "boolean"})},
    validation_plan={"type": "array", "minItems": 1, "items": {"type": "string"}},
    catalog=obj(["as_of", "sources"]),
)

# README "Contracts": gpu-advisor estimate --json (with --gpu)
ESTIMATE_CONTRACT = obj(
    ["params", "active_params", "assumptions", "kv_cache_bytes_per_token", "per_gpu_bytes", "speed", "layout", "fits",
     "headroom", "gpu"],
    per_gpu_bytes=obj(PARTS),
    speed=obj(["decode_tokens_per_s", "prefill_tokens_per_s"], decode_tokens_per_s=obj(["ceiling", "expected"])),
    fits={"type": "boolean"},
)


CALLS = {
    "lora": ("recommend", {"params_b": 7, "task": "lora", "framework": "unsloth"}),
    "serve70": ("estimate_memory", {"model": "llama-3-70b", "precision": "fp16", "concurrency": 16, "seq_len": 8192,
                                    "gpu": "H100"}),
    "bad": ("recommend", {"params_b": -5, "task": "lora"}),
    "bad_enum": ("estimate_memory", {"params_b": 7, "precision": "fp7"}),
    "markdown": ("recommend", {"model": "llama-3-8b", "lang": "zh", "markdown": True, "top": 3}),
    "instances": ("list_instances", {"gpu": "H100", "providers": ["aws"], "limit": 2}),
    "gpus": ("list_gpus", {"min_memory": 80, "providers": ["lambda"]}),
    "pitfalls": ("check_pitfalls", {"model": "llama-3-8b", "concurrency": 64, "billing": "spot"}),
    "explain": ("explain", {"params_b": 7, "task": "lora"}),
    "unknown_gpu": ("list_gpus", {"gpu": "no-such-card"}),
    "monthly": ("recommend", {"model": "llama-3.1-8b", "concurrency": 64, "budget": 2000, "budget_per": "month",
                              "regions": ["EU"], "top": 3}),
    # how some clients send arguments: a list as a JSON string, and keys the schema does not have
    "list_as_json": ("list_instances", {"gpu": "H100", "providers": '["aws"]', "limit": 2}),
    "extra_key": ("recommend", {"params_b": 7, "task": "lora", "framework": "unsloth", "priority": "high"}),
    "unknown_tool": ("import_prices", {"path": "prices.csv"}),
}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """One `gpu-advisor mcp` subprocess, driven by the SDK's stdio client: the tool list, the resource, and CALLS."""
    from mcp import ClientSession, StdioServerParameters, stdio_client

    exe = Path(sys.executable).parent / "gpu-advisor"
    cmd, args = (str(exe), ["mcp"]) if exe.exists() else (sys.executable, ["-m", "advisor", "mcp"])
    params = StdioServerParameters(command=cmd, args=args, env={"GPU_ADVISOR_HOME": str(tmp_path_factory.mktemp("home"))})

    async def run():
        with open(os.devnull, "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as s:
                await s.initialize()
                out = {"tools": await s.list_tools(), "catalog": await s.read_resource("gpu-advisor://catalog")}
                for key, (name, arguments) in CALLS.items():
                    out[key] = await s.call_tool(name, arguments)
                return out

    return asyncio.run(run())


def cli_json(*args):
    r = CliRunner().invoke(cli, list(args))
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def ok(result):
    assert not result.is_error, result.content[0].text
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


def test_lists_six_read_only_tools_with_schemas_from_the_models(served):
    tools = {t.name: t for t in served["tools"].tools}
    assert set(tools) == TOOLS
    for t in tools.values():
        assert t.annotations.read_only_hint is True and t.annotations.destructive_hint is False
        assert len(t.description) > 200 and t.input_schema["type"] == "object"
        assert all(p.get("description") for p in t.input_schema["properties"].values()), t.name
    props = tools["recommend"].input_schema["properties"]
    assert props["task"]["anyOf"][0]["enum"] == ["inference", "lora", "qlora", "full_finetune", "pretrain"]
    assert {"providers", "billing", "budget", "currency", "markdown"} <= set(props)
    est = tools["estimate_memory"].input_schema["properties"]
    assert {"model", "params_b", "seq_len", "batch_size", "concurrency", "num_gpus", "zero_stage", "optimizer",
            "lora_rank", "gradient_checkpointing", "gpu", "train_tokens"} <= set(est)


def test_recommend_7b_lora_is_the_cli_contract(served):
    r = ok(served["lora"])
    jsonschema.validate(r, RECOMMEND_CONTRACT)
    assert r["params"] == 7_000_000_000 and r["workload"]["task"] == "lora"
    assert 14e9 <= r["memory"]["per_gpu_bytes"]["weights"] < 14.5e9  # frozen bf16 base (7B × 2 bytes) + adapters
    assert r["workload"]["framework"] == "unsloth"
    assert r == cli_json("recommend", "--params", "7", "--task", "lora", "--framework", "unsloth", "--json")


def test_estimate_70b_fp16_serving_is_the_cli_contract(served):
    e = ok(served["serve70"])
    jsonschema.validate(e, ESTIMATE_CONTRACT)
    assert e["fits"] is True and e["layout"]["tp"] >= 2
    assert e["per_gpu_bytes"]["weights"] * e["layout"]["tp"] == pytest.approx(2 * e["params"], rel=0.01)
    assert e == cli_json("estimate", "--model", "llama-3-70b", "--precision", "fp16", "--concurrency", "16",
                         "--seq-len", "8192", "--gpu", "H100", "--json")


def test_bad_arguments_are_tool_errors_worded_as_the_cli_words_them(served):
    cli_err = CliRunner().invoke(cli, ["recommend", "--params", "-5", "--task", "lora"])
    assert cli_err.exit_code == 2
    sentence = cli_err.output.strip().removeprefix("Error: ")
    bad = served["bad"]
    assert bad.is_error and bad.structured_content is None
    assert bad.content[0].text.endswith(sentence) and "params must be > 0" in sentence
    enum = served["bad_enum"].content[0].text
    assert served["bad_enum"].is_error and "precision: Input should be 'fp32'" in enum
    assert "errors.pydantic.dev" not in enum
    assert served["unknown_gpu"].is_error
    for key in ("bad", "bad_enum", "unknown_gpu"):
        assert "Traceback" not in served[key].content[0].text


def test_client_quirks_are_read_as_the_sdk_high_level_server_read_them(served):
    """A list sent as a JSON string is parsed and an unknown key is ignored (as `MCPServer` did); an unknown tool
    (here the catalog import, which is not offered) is a tool error."""
    assert ok(served["list_as_json"]) == ok(served["instances"])
    assert ok(served["extra_key"]) == ok(served["lora"])
    missing = served["unknown_tool"]
    assert missing.is_error and missing.content[0].text == "Unknown tool: import_prices"


def test_input_schemas_are_the_request_models_schemas(served):
    from advisor.agents.tools import CatalogArgs, EstimateArgs, InstanceArgs, RecommendArgs, RecommendMarkdownArgs

    models = {"estimate_memory": EstimateArgs, "recommend": RecommendMarkdownArgs, "list_gpus": CatalogArgs,
              "list_instances": InstanceArgs, "check_pitfalls": RecommendArgs, "explain": RecommendArgs}
    for t in served["tools"].tools:
        want = models[t.name].model_json_schema()
        assert t.input_schema["properties"] == want["properties"], t.name
        assert t.input_schema.get("required", []) == want.get("required", []), t.name


def test_the_server_module_leaves_garbage_collection_on():
    """Start-up pauses the cyclic GC while the SDK loads (advisor/agents/mcp_server.py); it must come back on."""
    code = "import gc, advisor.agents.mcp_server; assert gc.isenabled()"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def test_recommend_filters_match_the_cli(served):
    m = ok(served["monthly"])
    assert m == cli_json("recommend", "--model", "llama-3.1-8b", "--concurrency", "64", "--budget", "2000",
                         "--budget-per", "month", "--region", "EU", "--top", "3", "--json")
    assert m["workload"]["budget"] == {"amount": 2000.0, "currency": "USD", "per": "month"}


def test_markdown_on_request_in_the_asked_language(served):
    m = ok(served["markdown"])
    jsonschema.validate(m, RECOMMEND_CONTRACT)
    assert m["language"] == "zh" and len(m["candidates"]) == 3
    assert m["markdown"].startswith("# GPU 选型建议") and "规格区间" in m["markdown"]


def test_catalog_provenance_resource(served):
    cat = json.loads(served["catalog"].contents[0].text)
    assert cat["instances"] > 1000 and cat["sources"] and cat["usd_cny"] > 0
    # a date for every provider, except where the source states none (Azure/OCI/Paperspace's undated extracts):
    # then blank, never the day of the copy (docs/CATALOG.md "Dates")
    assert all(p["as_of_min"] or p["provider"] in ("azure", "oci", "paperspace") for p in cat["providers"])
    assert sum(1 for p in cat["providers"] if p["as_of_min"]) >= 10


def test_catalog_tools_match_the_catalog_commands(served):
    i = ok(served["instances"])
    assert len(i["instances"]) == 2 and i["total"] > 2
    assert all(x["provider"] == "aws" and x["gpu"].startswith("H100") for x in i["instances"])
    assert i["instances"] == cli_json("catalog", "instances", "--gpu", "H100", "--provider", "aws", "--json")[:2]
    g = ok(served["gpus"])["gpus"]
    assert g and all(x["memory_gb"] >= 80 and x["cheapest_gpu_hour"] > 0 for x in g)
    assert g == cli_json("catalog", "gpus", "--min-memory", "80", "--provider", "lambda", "--json")


def test_pitfalls_and_explanation(served):
    p = ok(served["pitfalls"])
    assert len(p["pitfalls"]) == 8 and 6 in p["triggered"]  # spot asked for online serving
    assert p["checked_against"]["provider"]
    w = ok(served["explain"])
    assert "weights = " in w["markdown"] and "parameters ×" in w["markdown"] and w["assumptions"] and w["headline"]


def test_every_cli_flag_has_a_tool_argument():
    """The tools mirror `estimate` and `recommend`; a flag added to the CLI must reach agents too."""
    from advisor.agents.tools import EstimateArgs, RecommendMarkdownArgs

    def names(cmd):
        return {p.name for p in cli.commands[cmd].params} - {"as_json", "help"}

    assert names("estimate") <= set(EstimateArgs.model_fields)
    # recommend's --gpu only sets the preference; --markdown is the `markdown` argument
    # --full only lengthens the human text (the short answer is the CLI default); an agent reads the JSON
    assert names("recommend") - {"gpu", "as_markdown", "full"} <= set(RecommendMarkdownArgs.model_fields)
    assert {"gpu_preference", "markdown"} <= set(RecommendMarkdownArgs.model_fields)


def test_without_the_sdk_it_says_how_to_install(monkeypatch):
    for name in [m for m in sys.modules if m.startswith("mcp.") or m == "advisor.agents.mcp_server"]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "mcp", None)  # what `import mcp` meets when the package is absent
    r = CliRunner().invoke(cli, ["mcp"])
    assert r.exit_code == 2
    assert "pip install 'gpu-advisor[mcp]'" in r.output and "Traceback" not in r.output
    assert gc.isenabled()  # the failed import did not leave the collector paused
