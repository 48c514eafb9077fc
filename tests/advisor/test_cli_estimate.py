"""`gpu-advisor estimate`: the JSON contract, the table, and bad input (exit 2, no traceback)."""

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)
# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def run(*args):
    return CliRunner().invoke(cli, ["estimate", *args])


@pytest.mark.slow
def test_json_contract_fields():
    r = run("--model", "llama-3-8b", "--gpu", "H100-SXM", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["params"] == 8030261248
    assert d["kv_cache_bytes_per_token"] == 131072
    parts = d["per_gpu_bytes"]
    assert set(parts) >= {"weights", "gradients", "optimizer", "activations", "kv_cache", "overhead", "total"}
    assert parts["total"] == sum(v for k, v in parts.items() if k != "total")
    assert d["speed"]["decode_tokens_per_s"]["ceiling"] > d["speed"]["decode_tokens_per_s"]["expected"] > 0
    assert d["speed"]["prefill_tokens_per_s"] > 0
    assert "active_params" in d and isinstance(d["assumptions"], list)
    assert "train_tokens_per_s" not in d["speed"]


@pytest.mark.slow
def test_json_training_speed_with_train_tokens():
    d = json.loads(run("--params", "1", "--task", "pretrain", "--gpu", "H100", "--train-tokens", "1e10", "--json").output)
    assert d["speed"]["train_tokens_per_s"] > 0 and d["speed"]["train_gpu_hours"] > 0
    assert any("assumed" in a for a in d["assumptions"])


@pytest.mark.slow
def test_json_words_the_facts_in_english_strings():
    # tools/ returns the assumptions, the speed's assumptions and the plan's notes as facts (codes and figures); the
    # contract keeps them lists of English strings, worded by the message catalog (a fact left unworded would print
    # as "code=… args=…" or fail to serialize)
    d = json.loads(run("--model", "mixtral-8x7b", "--gpu", "L4", "--json").output)
    texts = d["assumptions"] + d["speed"]["assumptions"] + d["notes"]
    assert texts and all(isinstance(t, str) and "code=" not in t for t in texts)
    assert "context: 4,096 tokens per request" in d["assumptions"]
    assert any(t.startswith("memory terms as in vLLM: profiles one forward pass") for t in d["assumptions"])
    assert "prefill at 50% of dense peak" in d["speed"]["assumptions"]
    assert any(t.startswith("MoE decode at 1 stream(s) reads 25% of the routed experts") for t in d["speed"]["assumptions"])
    assert any(t.startswith("tensor parallel ") and t.endswith(" over PCIe") for t in d["notes"])


@pytest.mark.slow
def test_no_speed_without_gpu():
    d = json.loads(run("--model", "mistral-7b", "--json").output)
    assert "speed" not in d


@pytest.mark.slow
@pytest.mark.parametrize("gpu", ["A100-40GB", "A100-80GB", "H100-SXM", "H100-PCIe", "H200", "H800", "H20", "L4",
                                 "L40S", "A10", "T4", "V100", "RTX-3090", "RTX-4090"])
def test_loose_gpu_names(gpu):
    r = run("--params", "7", "--gpu", gpu, "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["gpu"]["memory_bytes"] > 0


@pytest.mark.slow
def test_table_output_lists_breakdown_and_assumptions():
    r = run("--params", "7", "--task", "lora", "--gpu", "A10")
    assert r.exit_code == 0
    for word in ("weights", "optimizer", "activations", "kv cache", "overhead", "total", "Assumptions", "assumed"):
        assert word in r.output


@pytest.mark.slow
@pytest.mark.parametrize("args, needle", [
    (["--model", "llama-9"], "Closest"),
    (["--params", "0"], "> 0"),
    (["--params", "20000"], "10,000"),
    (["--params", "7", "--seq-len", "20000000"], "seq_len"),
    (["--params", "7", "--gpus", "200000"], "gpus"),
    (["--params", "7", "--zero", "3"], "inference"),
    (["--params", "7", "--task", "qlora", "--precision", "fp32"], "QLoRA"),
    (["--params", "7", "--task", "full_finetune", "--precision", "int4"], "INT8/INT4"),
    (["--params", "7", "--gpu", "GTX-9999"], "Unknown GPU"),
    ([], "--model"),
])
def test_bad_input_exit_2_with_the_accepted_range(args, needle):
    r = run(*args)
    assert r.exit_code == 2
    assert needle in r.output
    assert "Traceback" not in r.output


@pytest.mark.slow
@pytest.mark.e2e  # a real `python -m advisor` process: end to end, in the full suite only
def test_console_script_runs_in_a_subprocess():
    p = subprocess.run([sys.executable, "-m", "advisor", "estimate", "--params", "7", "--json"],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["per_gpu_bytes"]["weights"] == 14 * 10**9


@pytest.mark.slow
def test_estimate_does_not_import_langchain_or_slack():
    code = ("import sys; from click.testing import CliRunner; from advisor.cli import cli; "
            "r = CliRunner().invoke(cli, ['estimate','--model','llama-3-8b','--gpu','H100']); "
            "assert r.exit_code == 0, r.output; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('langchain','langchain_core','slack_bolt','slack_sdk','sqlite_utils','matplotlib')]; "
            "print(bad); assert not bad")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stdout + p.stderr
