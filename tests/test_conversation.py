"""The conversation engine: questions when facts are missing, follow-ups that patch the answer,
intents, thread state that survives a restart, and no crash on any input."""

import json
import subprocess
import sys

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.cli import cli
from advisor.conversation import Engine
from advisor.store import Store


def engine(tmp_path):
    return Engine(store=Store(tmp_path / "state.db"))


def test_missing_facts_get_at_most_two_questions_with_defaults(tmp_path):
    e = engine(tmp_path)
    r = e.handle("t1", "I need some GPUs")
    assert r.kind == "question" and 1 <= len(r.questions) <= 2
    assert "bf16" in r.text and "4,096" in r.text
    r = e.handle("t1", "a 7B model")  # size given, task still missing
    assert r.kind == "question" and len(r.questions) == 1 and "LoRA" in r.questions[0]
    r = e.handle("t1", "LoRA")
    assert r.kind == "answer" and r.recommendation.workload.task == "lora"
    assert r.recommendation.params == 7 * 10**9


def test_chinese_question_gets_chinese_answer_and_questions(tmp_path):
    e = engine(tmp_path)
    r = e.handle("z", "我想租GPU")
    assert r.kind == "question" and r.language == "zh" and "推理" in r.questions[0]
    r = e.handle("z2", "部署 Llama-3-70B 推理，32 并发，4K 上下文")
    assert r.kind == "answer" and r.language == "zh" and r.text.startswith("# GPU 选型建议")


def test_follow_ups_patch_and_reanswer(tmp_path):
    e = engine(tmp_path)
    first = e.handle("f", "serve Llama-3-8B for 8 users")
    kv1 = first.recommendation.per_gpu.kv_cache
    longer = e.handle("f", "what about 32k context?")
    assert longer.recommendation.workload.seq_len == 32768
    assert longer.recommendation.workload.concurrency == 8  # kept
    assert longer.recommendation.per_gpu.kv_cache * longer.recommendation.candidates[0].layout.num_gpus > kv1
    aws = e.handle("f", "only AWS")
    assert {c.provider for c in aws.recommendation.candidates} == {"aws"}
    more = e.handle("f", "make it 64 users")
    assert more.recommendation.workload.concurrency == 64
    int4 = e.handle("f", "用 INT4 呢")
    assert int4.recommendation.workload.precision == "int4" and int4.language == "zh"


def test_cheaper_prefers_spot_for_training_and_explains_for_inference(tmp_path):
    e = engine(tmp_path)
    e.handle("c1", "pretrain a 1B model on 10B tokens")
    r = e.handle("c1", "cheaper?")
    assert r.recommendation.workload.billing == "spot" and "spot" in r.text
    e.handle("c2", "serve a 7B model")
    r = e.handle("c2", "cheaper?")
    assert r.recommendation.workload.billing in (None, "on_demand") and "Spot is not offered" in r.text


def test_export_why_reset_help_greeting(tmp_path):
    e = engine(tmp_path)
    assert e.handle("x", "export").kind == "export"  # nothing yet, polite
    e.handle("x", "LoRA a 7B model")
    ex = e.handle("x", "export")
    assert ex.export_markdown and "| # |" in ex.export_markdown
    why = e.handle("x", "why?")
    assert why.kind == "explain" and "optimizer states" in why.text  # LoRA adapters' AdamW states
    assert "Score = Σ" in why.text and "architecture assumed" in why.text
    assert e.handle("x", "为什么").language == "zh"
    assert e.handle("x", "help").kind == "help"
    assert e.handle("x", "thanks!").kind == "greeting"
    assert e.handle("x", "reset").kind == "reset"
    assert e.handle("x", "export").export_markdown is None


def test_state_survives_a_restart(tmp_path):
    Engine(store=Store(tmp_path / "s.db")).handle("r", "serve Qwen2.5-7B for 16 users")
    again = Engine(store=Store(tmp_path / "s.db")).handle("r", "what about 8k context?")
    w = again.recommendation.workload
    assert (w.model, w.concurrency, w.seq_len) == ("Qwen2.5-7B", 16, 8192)


def test_bad_values_become_a_polite_error_and_state_is_kept(tmp_path):
    e = engine(tmp_path)
    e.handle("b", "QLoRA a 70B model")
    r = e.handle("b", "use fp32")  # QLoRA cannot use fp32: dropped by the merge rule, still answers
    assert r.kind in ("answer", "error")
    r2 = e.handle("b2", "serve a 20000B model")
    assert r2.kind == "error" and "10,000" in r2.text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=200))
def test_fuzz_reply_is_a_question_or_an_answer(tmp_path, text):
    r = Engine(store=Store(tmp_path / "fuzz.db")).handle("fz", text)
    assert r.kind in ("answer", "question", "help", "greeting", "export", "explain", "reset", "error")
    assert isinstance(r.text, str) and r.text


def test_cli_ask_json_and_questions():
    runner = CliRunner()
    r = runner.invoke(cli, ["ask", "what do I need to LoRA a 7B model", "--json"])
    d = json.loads(r.output)
    assert r.exit_code == 0 and d["questions"] == [] and d["candidates"]
    r = runner.invoke(cli, ["ask", "hello, I need GPUs", "--json"])
    d = json.loads(r.output)
    assert len(d["questions"]) == 2 and "candidates" not in d


def test_cli_parse_text_and_stdin():
    runner = CliRunner()
    r = runner.invoke(cli, ["parse", "部署 Llama-3-70B 推理，32 并发，4K 上下文", "--json"])
    d = json.loads(r.output)["workload"]
    assert d == {"task": "inference", "model": "Llama-3-70B", "seq_len": 4096, "concurrency": 32, "language": "zh"}
    r = runner.invoke(cli, ["parse"], input="LoRA a 7B model\nhi\n")
    lines = [json.loads(x) for x in r.output.strip().splitlines()]
    assert lines[0]["workload"]["task"] == "lora" and set(lines[1]["workload"]) == {"language"}


def test_cli_chat_session_with_export(tmp_path):
    runner = CliRunner()
    r = runner.invoke(cli, ["chat", "--session", "s1", "--export-dir", str(tmp_path)],
                      input="LoRA a 7B model\nonly lambda\nexport\nquit\n")
    assert r.exit_code == 0, r.output
    md = (tmp_path / "recommendation.md").read_text()
    assert "lambda" in md and "# GPU recommendation" in md


def test_ask_does_not_import_langchain_without_a_model():
    code = ("import sys; from click.testing import CliRunner; from advisor.cli import cli; "
            "r = CliRunner().invoke(cli, ['ask', 'LoRA a 7B model']); assert r.exit_code == 0, r.output; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('langchain', 'langchain_core', 'slack_bolt', 'slack_sdk')]; "
            "assert not bad, bad")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
