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
from tests.contracts import ESTIMATE_CONTRACT, RECOMMEND_CONTRACT  # docs/CONTRACTS.md: the published JSON Schemas

mcp = pytest.importorskip("mcp")
jsonschema = pytest.importorskip("jsonschema")

TOOLS = {"estimate_memory", "recommend", "list_gpus", "list_instances", "check_pitfalls", "explain", "parse_request",
         "list_models", "compare"}
PARTS = ["weights", "gradients", "optimizer", "activations", "kv_cache", "overhead", "total"]


def obj(required, **props):
    return {"type": "object", "required": list(required), "properties": props}


CALLS = {
    "lora": ("recommend", {"params_b": 7, "task": "lora", "framework": "unsloth", "detail": "full"}),
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
                              "regions": ["EU"], "top": 3, "detail": "full"}),
    # how some clients send arguments: a list as a JSON string, and keys the schema does not have
    "list_as_json": ("list_instances", {"gpu": "H100", "providers": '["aws"]', "limit": 2}),
    "extra_key": ("recommend", {"params_b": 7, "task": "lora", "framework": "unsloth", "client_tag": "high",
                                "detail": "full"}),
    "unknown_tool": ("import_prices", {"path": "prices.csv"}),
    # a misspelled filter is refused, not dropped (it would answer unfiltered)
    "misspelled": ("recommend", {"params_b": 7, "task": "lora", "provders": ["aws"]}),
    "misspelled_price": ("list_instances", {"gpu": "H100", "max_pric": 2, "limit": 2}),
    "instances_extra": ("list_instances", {"gpu": "H100", "providers": ["aws"], "limit": 2, "x-trace": "abc"}),
    # summaries, aliases and refusals, the reader, the registry, compare
    "summary": ("recommend", {"model": "llama-3-8b", "concurrency": 8}),
    "summary_full": ("recommend", {"model": "llama-3-8b", "concurrency": 8, "detail": "full"}),
    "summary_zh": ("recommend", {"model": "llama-3-70b", "task": "full_finetune", "lang": "zh-Hant", "seq_len": 32768,
                                 "billing": "spot", "train_tokens": 1e9}),
    "summary_none": ("recommend", {"model": "deepseek-v3", "task": "full_finetune", "providers": ["runpod"]}),
    "google": ("recommend", {"model": "llama-3-8b", "concurrency": 8, "providers": ["Google"]}),
    "gcp": ("recommend", {"model": "llama-3-8b", "concurrency": 8, "providers": ["gcp"]}),
    "unknown_provider": ("recommend", {"model": "llama-3-8b", "providers": ["Googel"]}),
    "no_model": ("recommend", {"task": "lora"}),
    "parse": ("parse_request", {"text": "LoRA Qwen2.5-7B on 50k examples, 3 epochs, only Google Cloud"}),
    "parse_zh": ("parse_request", {"text": "部署 Llama-3-70B 推理，32 併發，8K 上下文"}),
    "dataset": ("recommend", {"model": "qwen2.5-7b", "task": "lora", "providers": ["gcp"],
                              "dataset": {"amount": 50000, "unit": "examples", "epochs": 3}, "detail": "full"}),
    "models": ("list_models", {"search": "qwen2.5"}),
    "compare": ("compare", {"options": [{"label": "H100", "model": "llama-3-8b", "task": "lora", "gpu_preference": "H100"},
                                        {"label": "A100", "model": "llama-3-8b", "task": "lora",
                                         "gpu_preference": "A100"}]}),
    "compare_one": ("compare", {"options": [{"label": "H100", "model": "llama-3-8b"}]}),
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
                out = {"tools": await s.list_tools(), "catalog": await s.read_resource("gpu-advisor://catalog"),
                       "prompts": await s.list_prompts(),
                       "prompt": await s.get_prompt("compare_options", {"request": "LoRA vs QLoRA for Qwen2.5-7B"})}
                for key, (name, arguments) in CALLS.items():
                    out[key] = await s.call_tool(name, arguments)  # the SDK client validates outputSchema here
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


def test_lists_the_read_only_tools_with_schemas_from_the_models(served):
    tools = {t.name: t for t in served["tools"].tools}
    assert set(tools) == TOOLS
    for t in tools.values():
        assert t.annotations.read_only_hint is True and t.annotations.destructive_hint is False
        assert len(t.description) > 200 and t.input_schema["type"] == "object"
        assert all(p.get("description") for p in t.input_schema["properties"].values()), t.name
    props = tools["recommend"].input_schema["properties"]
    # "finetune" (a fine-tune whose method the defaults choose) was added; the five older values keep their names
    assert props["task"]["anyOf"][0]["enum"] == ["inference", "lora", "qlora", "full_finetune", "pretrain", "finetune"]
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
    # the CLI's sentence, in the tool's own argument name (params_b, not the CLI's params / --params)
    assert "params must be > 0" in sentence
    assert bad.content[0].text.endswith(sentence.replace("params must", "params_b must", 1))
    enum = served["bad_enum"].content[0].text
    assert served["bad_enum"].is_error and "precision: Input should be 'fp32'" in enum
    assert "errors.pydantic.dev" not in enum
    assert served["unknown_gpu"].is_error
    for key in ("bad", "bad_enum", "unknown_gpu"):
        assert "Traceback" not in served[key].content[0].text


def test_client_quirks_are_read_as_the_sdk_high_level_server_read_them(served):
    """A list sent as a JSON string is parsed and an unknown key far from every argument name is ignored (as
    `MCPServer` did) but named in `ignored_arguments`; an unknown tool (here the catalog import, which is not
    offered) is a tool error."""
    assert ok(served["list_as_json"]) == ok(served["instances"])
    extra, lora = ok(served["extra_key"]), ok(served["lora"])
    assert extra.pop("ignored_arguments") == ["client_tag"] and "ignored_arguments" not in lora
    assert extra == lora  # otherwise the same answer: the field is added, nothing renamed
    listed = ok(served["instances_extra"])
    assert listed.pop("ignored_arguments") == ["x-trace"] and listed == ok(served["instances"])
    missing = served["unknown_tool"]
    assert missing.is_error and missing.content[0].text == "Unknown tool: import_prices"


def test_input_schemas_are_the_request_models_schemas(served):
    from advisor.agents.tools import (
        CatalogArgs,
        CompareArgs,
        EstimateArgs,
        InstanceArgs,
        ModelsArgs,
        ParseArgs,
        RecommendArgs,
        RecommendMarkdownArgs,
    )

    models = {"estimate_memory": EstimateArgs, "recommend": RecommendMarkdownArgs, "list_gpus": CatalogArgs,
              "list_instances": InstanceArgs, "check_pitfalls": RecommendArgs, "explain": RecommendArgs,
              "parse_request": ParseArgs, "list_models": ModelsArgs, "compare": CompareArgs}
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
    # the shipped extracts state no price date (docs/CATALOG.md "Dates"): blank and counted as undated, never the
    # day of the copy; a provider's date appears only where a source states one (the hand-added Azure/GCP rows)
    assert all(p["as_of_min"] or p["undated"] == p["rows"] for p in cat["providers"])
    assert all(p["as_of_min"] != "2026-11-30" for p in cat["providers"] if p["provider"] not in ("azure", "gcp"))
    assert sum(1 for p in cat["providers"] if p["undated"]) >= 10


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
    # spot asked for online serving: the plan is priced on-demand (said once, in the billing line), so the plan has no
    # spot capacity for pitfall 6 to flag; the eight are still all checked
    assert len(p["pitfalls"]) == 8 and 6 not in p["triggered"]
    assert "spot" in next(x["why"] for x in p["pitfalls"] if x["id"] == 6).lower()
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
    # --full only lengthens the human text (the short answer is the CLI default); an agent reads the JSON;
    # --chart writes a file on the machine that runs the command: the MCP tools are read-only and answer in JSON
    assert names("recommend") - {"gpu", "as_markdown", "full", "chart_file"} <= set(RecommendMarkdownArgs.model_fields)
    assert {"gpu_preference", "markdown"} <= set(RecommendMarkdownArgs.model_fields)


def test_without_the_sdk_it_says_how_to_install(monkeypatch):
    for name in [m for m in sys.modules if m.startswith("mcp.") or m == "advisor.agents.mcp_server"]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "mcp", None)  # what `import mcp` meets when the package is absent
    r = CliRunner().invoke(cli, ["mcp"])
    assert r.exit_code == 2
    assert "pip install 'gpu-advisor[mcp]'" in r.output and "Traceback" not in r.output
    assert gc.isenabled()  # the failed import did not leave the collector paused


# ---- an MCP that fits an agent ---------------------------------------------------------------------------


def test_every_result_validates_against_its_tools_output_schema(served):
    """The SDK client already refused any result that did not validate (call_tool raises); here the schemas
    themselves: generated from the models (not a placeholder), and each successful result checked again."""
    tools = {t.name: t for t in served["tools"].tools}
    for t in tools.values():
        assert t.output_schema["type"] == "object", t.name  # the placeholder had no properties at all
        assert t.output_schema.get("required") or t.output_schema.get("anyOf"), t.name
    checked = 0
    for key, (name, _) in CALLS.items():
        r = served[key]
        if name in tools and not r.is_error:
            jsonschema.validate(r.structured_content, tools[name].output_schema)
            checked += 1
    assert checked >= 18
    # a result that breaks the contract is refused by the schema (the schema can fail)
    broken = dict(ok(served["summary"]), top="not a list")
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, tools["recommend"].output_schema)


def test_recommend_defaults_to_a_summary_under_4_kb(served):
    s = ok(served["summary"])
    full = ok(served["summary_full"])
    assert s["detail"] == "summary" and "candidates" not in s
    # the summary is the same answer: its top 3 are the full answer's candidates in order, at the same prices,
    # the first of each provider × GPU (the human table's rows: more GPUs of one offer are not three answers)
    first_of_family = {}
    for c in full["candidates"]:
        first_of_family.setdefault((c["provider"], c["gpu"]), c)
    assert [(t["provider"], t["instance"], t["price_per_hour"]) for t in s["top"]] == \
        [(c["provider"], c["instance"], c["price_per_hour"]) for c in list(first_of_family.values())[:3]]
    assert s["ranked_by"] in ("job", "per_mtok_train", "hourly") and s["top"][0]["rank_value"] is not None
    assert s["headline"] == full["headline"]
    assert s["top"][0]["cost"]["cost_per_million_tokens"] == full["cost_table"][0]["cost_per_million_tokens"]
    for key in ("summary", "summary_zh", "summary_none", "google"):
        size = len(served[key].content[0].text.encode("utf-8"))
        assert size <= 4096, (key, size)  # what the agent's context receives
    assert len(served["summary_full"].content[0].text.encode()) > 5 * len(served["summary"].content[0].text.encode())
    zh = ok(served["summary_zh"])
    assert zh["language"] == "zh-Hant" and zh["warnings"] and "預訓練" not in zh["headline"]  # a fine-tune, in 繁體
    none = ok(served["summary_none"])
    assert none["top"] == [] and none["warnings"]  # nothing fits: the summary says why


def test_providers_take_aliases_and_refuse_unknown_names_with_the_list(served):
    tools = {t.name: t for t in served["tools"].tools}
    enum = tools["recommend"].input_schema["properties"]["providers"]["anyOf"][0]["items"]["enum"]
    assert {"aws", "gcp", "alibaba", "google", "aliyun", "阿里云"} <= set(enum)
    assert ok(served["google"])["workload"]["providers"] == ["gcp"]
    assert ok(served["google"]) == ok(served["gcp"])  # "Google" is honoured as gcp, not reported and ignored
    assert all(t["provider"] == "gcp" for t in ok(served["gcp"])["top"])
    err = served["unknown_provider"]
    assert err.is_error and "unknown provider 'Googel'" in err.content[0].text
    assert "aws, gcp" in err.content[0].text and "google → gcp" in err.content[0].text


def test_provider_list_covers_every_provider_in_the_catalog():
    """The enum comes from catalog/data/providers.csv (tools/list must not open the database); every provider
    with offers in the catalog is in it."""
    import csv

    from advisor.agents.tools import provider_names

    data = Path(__file__).resolve().parents[2] / "catalog" / "data"
    seen: set[str] = set()
    for name in ("instances.csv", "extra_instances.csv"):
        with open(data / name, encoding="utf-8") as f:
            seen |= {r["provider"] for r in csv.DictReader(f)}
    assert seen <= set(provider_names())


def test_errors_name_the_tools_own_arguments(served):
    text = served["no_model"].content[0].text
    assert "params_b" in text and "--" not in text  # not the CLI's "--model NAME or --params BILLIONS"
    assert "--" not in served["bad"].content[0].text


def test_parse_request_returns_the_workload_a_person_sees(served):
    p = ok(served["parse"])
    assert p["understood"] is True and p["language"] == "en"
    assert p["stated"]["model"] == "Qwen2.5-7B" and p["stated"]["task"] == "lora"
    assert p["stated"]["dataset"] == {"amount": 50000.0, "unit": "examples", "epochs": 3.0}
    assert p["workload_line"].startswith("Qwen2.5-7B · LoRA fine-tune") and "50,000 examples" in p["workload_line"]
    args = p["recommend_arguments"]
    assert args["providers"] == ["gcp"] and args["dataset"]["epochs"] == 3.0
    # its arguments are recommend's: the same call with them gives the dataset-sized answer
    full = ok(served["dataset"])
    assert full["workload"]["dataset"] == args["dataset"] and full["workload"]["train_tokens"] > 0
    zh = ok(served["parse_zh"])
    assert zh["language"] == "zh-Hant" and zh["stated"]["concurrency"] == 32 and "上下文" in zh["workload_line"]
    assert "并发" not in zh["workload_line"]  # the reader's script


def test_list_models_and_compare(served):
    models = ok(served["models"])["models"]
    names = {m["name"] for m in models}
    assert "Qwen2.5-7B" in names and "Qwen2.5-72B" in names and all("qwen2.5" in n.lower() for n in names)
    q7 = next(m for m in models if m["name"] == "Qwen2.5-7B")
    assert 7.0e9 <= q7["params"] <= 7.8e9  # counted from the architecture (Qwen2.5-7B: 7.61 B published)
    comp = ok(served["compare"])
    cols = comp["options"]
    assert [c["label"] for c in cols] == ["H100", "A100"] and all(c["fits"] for c in cols)
    assert "H100" in cols[0]["gpus"] and "A100" in cols[1]["gpus"]
    assert cols[0]["price_per_hour"] != cols[1]["price_per_hour"]
    # the same Comparison the CLI prints for the same two workloads (tools/compare.py behind both)
    cli = cli_json("compare", "LoRA Llama-3-8B on H100", "on A100", "--json")
    assert [(o["gpus"], o["price_per_hour"], o["key_value"]) for o in cli["options"]] == \
        [(o["gpus"], o["price_per_hour"], o["key_value"]) for o in cols]
    one = served["compare_one"]
    assert one.is_error and "options" in one.content[0].text and "at least 2" in one.content[0].text


def test_prompts_guide_an_agent_through_the_tools(served):
    names = {p.name for p in served["prompts"].prompts}
    assert names == {"size_workload", "compare_options", "justify_choice"}
    text = served["prompt"].messages[0].content.text
    assert "LoRA vs QLoRA for Qwen2.5-7B" in text and "compare" in text and "parse_request" in text


def test_resources_carry_no_absolute_paths(served):
    text = served["catalog"].contents[0].text
    cat = json.loads(text)
    assert "path" not in cat
    home = os.path.expanduser("~")
    assert home not in text and "/tmp" not in text and str(Path(sys.prefix)) not in text


def test_a_misspelled_argument_is_refused_naming_the_real_one(served):
    # Before: `provders` and `max_pric` were dropped as unknown keys and the answer came back unfiltered, as if
    # the filter had been honoured. A key within two edits of a real name is a misspelling: a tool error naming
    # the argument it is near and the accepted ones
    for key, typo, meant in (("misspelled", "provders", "providers"), ("misspelled_price", "max_pric", "max_price")):
        r = served[key]
        text = r.content[0].text
        assert r.is_error and r.structured_content is None, text
        assert f"unknown argument '{typo}' — did you mean '{meant}'?" in text and "accepted: " in text, text
        assert meant in text.split("accepted: ")[1].split(", ")


def test_near_misses_are_told_from_a_clients_own_extra_keys():
    # the rule itself, on the request models: two edits for long names, one for names of at most four letters,
    # case and dashes ignored; keys clients add (trace ids, client tags, type) are far from every name (`priority` is a
    # recommend argument since the export's reproduce line needed it, so it is no longer a client's own key)
    from advisor.agents.mcp_server import near_miss
    from advisor.agents.tools import CatalogArgs, RecommendMarkdownArgs

    names = list(RecommendMarkdownArgs.model_fields)
    assert near_miss("provders", names) == "providers" and near_miss("Seq-Len", names) == "seq_len"
    assert near_miss("pramas_b", names) == "params_b"  # a swap of two letters is one edit
    assert near_miss("max_pric", list(CatalogArgs.model_fields)) == "max_price"
    for extra in ("client_tag", "type", "id", "request_id", "x-trace", "metadata", "verbose", "a" * 100_000):
        assert near_miss(extra, names) is None, extra


def _raw_server(home):
    """`gpu-advisor mcp` over pipes, for lines the SDK's client would never send; replies arrive on a queue."""
    import queue
    import threading

    exe = Path(sys.executable).parent / "gpu-advisor"
    cmd = [str(exe), "mcp"] if exe.exists() else [sys.executable, "-m", "advisor", "mcp"]
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                         env={**os.environ, "GPU_ADVISOR_HOME": str(home)})
    replies: queue.Queue = queue.Queue()
    reader = threading.Thread(target=lambda: [replies.put(json.loads(line)) for line in p.stdout], daemon=True)
    reader.start()

    def send(line: str) -> None:
        p.stdin.write(line + "\n")
        p.stdin.flush()
    send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}))
    assert replies.get(timeout=120)["id"] == 1
    send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))

    def stop() -> None:
        p.stdin.close()
        p.wait(timeout=30)
        reader.join(timeout=30)
        p.stdout.close()
    return send, replies, stop


def test_a_number_of_over_4300_digits_gets_an_answer_not_silence(tmp_path):
    # Python reads integers only up to 4,300 digits; the SDK's decoder refused such a line and dropped it, so the
    # client waited forever (no reply in 30 s). Now: a tool error naming the argument for a
    # tools/call, a JSON-RPC error naming the field for another request, nothing for a notification (it has no
    # id), and the server goes on answering.
    big = "1" + "0" * 5000
    send, replies, stop = _raw_server(tmp_path)
    try:
        send('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"recommend","arguments":'
             '{"params_b":7,"seq_len":' + big + "}}}")
        send('{"jsonrpc":"2.0","id":3,"method":"ping","params":{"x":[1,' + big + "]}}")
        send('{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":' + big + "}}")
        send(json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
                         "params": {"name": "estimate_memory", "arguments": {"params_b": 7}}}))
        got = {r["id"]: r for r in (replies.get(timeout=120) for _ in range(3))}
    finally:
        stop()
    assert set(got) == {2, 3, 4}
    tool = got[2]["result"]
    assert tool["isError"] is True and tool["content"][0]["text"] == (
        "Error executing tool recommend: seq_len: a number of 5,001 digits (numbers are read up to 4,300 digits)")
    assert got[3]["error"]["code"] == -32602 and got[3]["error"]["message"].startswith("x[1]: a number of 5,001 digits")
    assert not got[4]["result"].get("isError") and got[4]["result"]["structuredContent"]["params"] == 7_000_000_000

