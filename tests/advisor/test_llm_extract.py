"""The optional LLM path, without the network: LangChain fake chat models (structured result,
timeout, garbage) and ChatOpenAI pointed at a local stub of the chat-completions API on 127.0.0.1."""

import functools
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

pytest.importorskip("langchain_core")


from advisor.core.conversation import Engine
from advisor.core.extract_llm import LLMExtractor, build_model, merge, sanitize
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tools.schema import WorkloadPatch


@functools.cache
def _fakes():
    """LangChain's fake chat models, defined on first use: importing them costs each pytest-xdist worker ~0.5 s at
    collection, and only this module's worker runs them."""
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel

    class ToolFake(GenericFakeChatModel):
        """LangChain's documented workaround: fakes lack bind_tools, so structured output needs this."""

        def bind_tools(self, tools, **kwargs):
            return self

    class SlowFake(ToolFake):
        def _generate(self, *args, **kwargs):
            time.sleep(2)
            return super()._generate(*args, **kwargs)

    return ToolFake, SlowFake


def __getattr__(name: str):
    """`ToolFake` and `SlowFake` as module names for the tests that import them (tests/slack_load.py, tests/e2e/), built
    on first use like the rest (PEP 562)."""
    if name in ("ToolFake", "SlowFake"):
        return _fakes()[("ToolFake", "SlowFake").index(name)]
    raise AttributeError(name)


def tool_fake(**kw):
    return _fakes()[0](**kw)


def slow_fake(**kw):
    return _fakes()[1](**kw)


def ai_message(**kw):
    from langchain_core.messages import AIMessage

    return AIMessage(**kw)


def tool_call(args):
    return ai_message(content="", tool_calls=[{"name": "WorkloadPatch", "args": args, "id": "call_1"}])


def test_structured_result_fills_what_rules_missed_and_rules_win_on_conflict():
    # the text says 8 users; the model misreads 80 and adds the model name the rules cannot spell
    fake = tool_fake(messages=iter([tool_call({"task": "inference", "model": "Llama 3 70B", "concurrency": 80})]))
    text = "host that big meta model, the 70-billion one from the third generation, for 8 users"
    rules = extract(text)
    got = LLMExtractor(model=fake, timeout=5).extract(text)
    assert got.model == "Llama-3-70B"
    merged = merge(rules.patch, got)
    assert merged.concurrency == 8 and merged.model == "Llama-3-70B" and merged.task == "inference"


@pytest.mark.slow
def test_timeout_falls_back_to_rules(tmp_path):
    slow = slow_fake(messages=iter([tool_call({"task": "pretrain"})]))
    e = Engine(store=Store(tmp_path / "s.db"), llm=LLMExtractor(model=slow, timeout=0.3))
    r = e.handle("t", "LoRA a 7B model")
    assert r.extractor == "rules" and r.kind == "answer" and r.recommendation.workload.task == "lora"


@pytest.mark.slow
def test_garbage_falls_back_to_rules(tmp_path):
    junk = tool_fake(messages=iter([ai_message(content="I think you want a big GPU!!!")]))
    e = Engine(store=Store(tmp_path / "s.db"), llm=LLMExtractor(model=junk, timeout=5))
    r = e.handle("t", "serve Llama-3-8B for 4 users")
    assert r.extractor == "rules" and r.recommendation.workload.concurrency == 4


def test_invalid_fields_from_the_model_are_dropped():
    p = sanitize({"model": "GPT-17-ultra", "concurrency": -5, "seq_len": 4096, "gpu_preference": "RTX 9999",
                  "providers": ["Amazon Web Services", "mars cloud"]})
    assert p.model is None and p.concurrency is None and p.gpu_preference is None
    assert p.seq_len == 4096 and p.providers == ["aws"]
    assert sanitize("not a dict at all") == WorkloadPatch()
    assert sanitize(None) == WorkloadPatch()


@pytest.mark.slow
def test_engine_uses_llm_when_it_works(tmp_path):
    fake = tool_fake(messages=iter([tool_call({"task": "lora", "model": "qwen2.5 7b"})]))
    e = Engine(store=Store(tmp_path / "s.db"), llm=LLMExtractor(model=fake, timeout=5))
    r = e.handle("t", "adapt the qwen two point five seven billion model to my data cheaply")
    assert r.extractor == "llm+rules" and r.recommendation.model == "Qwen2.5-7B"


# ---- ChatOpenAI against a local stub of /v1/chat/completions ------------------------------------------

class Stub(BaseHTTPRequestHandler):
    requests: list = []

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        Stub.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
        tool = body["tools"][0]["function"]["name"]
        args = json.dumps({"task": "qlora", "params_b": 70, "language": "en"})
        resp = {"id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": body["model"],
                "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
                    "role": "assistant", "content": None, "tool_calls": [{
                        "id": "call_1", "type": "function",
                        "function": {"name": tool, "arguments": args}}]}}],
                "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}
        data = json.dumps(resp).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *a):
        pass


@pytest.fixture
def openai_stub():
    pytest.importorskip("langchain_openai")
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Stub)
    th = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)  # quick shutdown
    th.start()
    Stub.requests = []
    yield f"http://127.0.0.1:{srv.server_address[1]}/v1"
    srv.shutdown()
    srv.server_close()


@pytest.mark.slow
def test_chatopenai_via_init_chat_model_against_local_stub(openai_stub, monkeypatch, tmp_path):
    monkeypatch.setenv("GPU_ADVISOR_LLM", "openai:local-model")
    monkeypatch.setenv("GPU_ADVISOR_LLM_BASE_URL", openai_stub)
    monkeypatch.setenv("GPU_ADVISOR_LLM_API_KEY", "sk-test-secret-123456")
    model = build_model()
    assert type(model).__name__ == "ChatOpenAI"
    e = Engine(store=Store(tmp_path / "s.db"))  # picks the LLM up from the environment
    r = e.handle("t", "I want to adapt a seventy billion parameter model on one card")
    assert r.extractor == "llm+rules"
    assert r.recommendation.workload.task == "qlora" and r.recommendation.params == 70 * 10**9
    req = Stub.requests[0]
    assert req["path"] == "/v1/chat/completions" and req["body"]["model"] == "local-model"
    assert req["auth"] == "Bearer sk-test-secret-123456"


@pytest.mark.slow
def test_langchain_tools_expose_the_calculators():
    from advisor.agents.langchain import tools

    ts = {t.name: t for t in tools()}
    assert {"estimate_memory", "recommend_gpus", "kv_cache_per_token"} <= set(ts)
    out = ts["estimate_memory"].invoke({"params_b": 7, "task": "inference", "precision": "fp16", "seq_len": 512})
    assert out["per_gpu_bytes"]["weights"] == 14 * 10**9
    assert ts["kv_cache_per_token"].invoke({"model": "Llama-2-7B"}) == 512 * 1024


@pytest.mark.slow
def test_misconfigured_model_falls_back_to_rules(monkeypatch, tmp_path, caplog):
    monkeypatch.setenv("GPU_ADVISOR_LLM", "no-such-provider:some-model")
    with caplog.at_level("WARNING"):
        e = Engine(store=Store(tmp_path / "s.db"))
    assert e.llm is None and "could not be built" in caplog.text
    r = e.handle("t", "LoRA a 7B model")
    assert r.kind == "answer" and r.extractor == "rules"


def test_model_fills_fields_the_rules_missed_and_bad_ones_are_dropped():
    p = sanitize({"budget": {"amount": 3000, "currency": "USD", "per": "month"}, "deadline_hours": 336,
                  "dataset": {"amount": 20000, "unit": "examples", "epochs": 2}, "framework": "vllm",
                  "regions": ["us-east", "us-east-1", "the moon"], "modality": "speech", "target_ttft_ms": 300})
    assert p.budget.per == "month" and p.deadline_hours == 336 and p.dataset.epochs == 2
    assert p.framework == "vllm" and p.regions == ["us-east", "us-east-1"] and p.modality == "speech"
    hourly = sanitize({"budget": {"amount": 4, "currency": "USD", "per": "hour"}})
    assert hourly.budget_per_hour.amount == 4  # the contract field stays filled for per-hour budgets
    assert sanitize({"budget": {"amount": -1, "currency": "USD", "per": "day"}}).budget is None
    assert sanitize({"framework": "tensorflow-serving"}).framework is None
    rules = extract("月预算 5 万元，想全参微调一个 7B 模型").patch
    merged = merge(rules, sanitize({"budget": {"amount": 1, "currency": "USD", "per": "hour"}, "framework": "deepspeed"}))
    assert (merged.budget.amount, merged.budget.per) == (50000, "month") and merged.framework == "deepspeed"
    assert merged.budget_per_hour is None


def test_a_data_set_the_rules_read_is_not_overridden_by_the_models_token_total():
    # "50k pairs, 2k tokens each": the rules read 50,000 examples × 2,048 tokens. A model that answers
    # train_tokens = 2,000 (the per-example figure taken as a total) must not win the merge: that was the
    # "$0.00, 0 days" answer once shown.
    rules = extract("fine-tune Mistral-7B with LoRA on 50k instruction pairs, 2k tokens each").patch
    merged = merge(rules, sanitize({"train_tokens": 2000, "seq_len": 51200, "task": "lora"}))
    # the model's 51,200 "context" is dropped; the answer trains on the examples' stated 2,048 tokens (tools.defaults)
    assert merged.train_tokens is None and merged.seq_len is None and merged.dataset.tokens_per_unit == 2048
    assert merged.dataset is not None and merged.dataset.amount == 50000
    from tools.defaults import resolve

    assert resolve(merged)[0].seq_len == 2048


def test_a_models_region_tags_are_the_gazetteers():
    # the tags come from catalog/data/regions.csv, as the rule reader's: tw, kr, in, au were dropped by a hand list
    p = sanitize({"regions": ["tw", "kr", "in", "au", "cn-southwest", "atlantis"]})
    assert p.regions == ["tw", "kr", "in", "au", "cn-southwest"]


def test_a_head_count_the_rules_read_is_not_made_all_at_once_by_the_model():
    # "for about 50 people in the office": the rules read 50 people (head_count), sized 8 at once by tools.traffic
    # (15 % of 50 = 7.5 → 8). A model that answers concurrency = 50 must not win the merge and size 50 streams.
    rules = extract("private assistant on Llama 3.1 8B for about 50 people in the office").patch
    merged = merge(rules, sanitize({"concurrency": 50, "task": "inference"}))
    assert merged.head_count == 50 and merged.concurrency is None
    # a stated at-once figure from the rules still stands beside the head count
    both = extract("Llama 3.1 8B for 60 people, 5 at once").patch
    assert merge(both, sanitize({"concurrency": 60})).concurrency == 5
