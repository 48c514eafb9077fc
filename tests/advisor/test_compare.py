"""Compare: one column per option from the same recommender, in tools/
(pure: the recommender is passed in), the CLI `compare`, and the chat's "A vs B" on the thread's workload."""

import json

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.compare import split_options, workloads_from_texts
from advisor.core.conversation import Engine
from advisor.core.render import comparison_markdown
from advisor.core.store import Store
from tests.advisor.test_answer import fixed, fixed_advise
from tests.conftest import module_home
from tools.compare import compare, comparison_of
from tools.errors import AdvisorError
from tools.schema import Workload

# answers only (CLI `ask` stores each under a new session id): one home, one catalog load for the module
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.slow
def test_compare_sets_each_options_top_pick_side_by_side_from_the_same_recommender():
    calls = []

    def run(w):
        calls.append(w)
        return fixed(w)

    ws = [Workload(task="lora", seq_len=2048), Workload(task="lora", seq_len=16384)]
    comp = compare(ws, run)
    assert calls == ws  # each workload priced once, by the function given
    a, b = comp.options
    direct = [fixed(w) for w in ws]
    for o, r in zip(comp.options, direct):  # every figure is a field of that option's own answer
        assert o.fits and o.instance == r.candidates[0].instance
        assert o.price_per_hour == r.candidates[0].price_per_hour.amount
        assert o.key_value == r.cost_table[0].cost.cost_per_million_tokens
    assert (a.label, b.label) == ("2048", "16384")  # labelled by what differs
    assert comp.comparable and comp.cheapest == (0 if a.key_value < b.key_value else 1)
    with pytest.raises(AdvisorError):
        compare(ws[:1], run)


@pytest.mark.slow
def test_options_ranked_by_different_figures_are_not_ranked_against_each_other():
    serve = fixed(Workload(task="inference", concurrency=4))
    train = fixed(Workload(task="lora"))
    comp = comparison_of([serve, train], ["serve", "train"])
    assert not comp.comparable and comp.cheapest is None
    assert "not ranked" in comparison_markdown(comp, "en")


@pytest.mark.slow
def test_nothing_fits_is_a_column_that_says_so():
    huge = fixed(Workload(task="lora", providers=["nowhere"]))
    small = fixed(Workload(task="lora"))
    comp = comparison_of([small, huge], ["7B", "400B"])
    assert comp.options[0].fits and not comp.options[1].fits and comp.cheapest is None
    md = comparison_markdown(comp, "en")
    assert "| fits | ✅ yes | ❌ no |" in md


@pytest.mark.parametrize("text, parts", [("H100 vs A100", ["H100", "A100"]), ("LoRA vs. QLoRA?", ["LoRA", "QLoRA"]),
                                         ("8k versus 32k", ["8k", "32k"]), ("LoRA 对比 QLoRA", ["LoRA", "QLoRA"]),
                                         ("compare fp8 vs int4", ["fp8", "int4"]),
                                         ("serve llama 3 8b for 10 users", []), ("vs code on A100", [])])
def test_a_vs_b_is_read_only_where_it_is_written(text, parts):
    assert split_options(text) == parts


def test_variations_merge_onto_the_base_workload():
    ws = workloads_from_texts(["LoRA Llama-3-8B on H100", "A100", "QLoRA"])
    assert [w.model for w in ws] == ["Llama-3-8B"] * 3
    assert ws[1].gpu_preference.startswith("A100") and ws[1].task == "lora" and ws[2].task == "qlora"
    with pytest.raises(AdvisorError):
        workloads_from_texts(["LoRA Llama-3-8B", "hello there"])


@pytest.mark.slow
def test_chat_vs_varies_the_threads_workload_and_leaves_it_unchanged(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"), advise_fn=fixed_advise)
    e.handle("t", "LoRA a 7B model, 2k context")
    r = e.handle("t", "8k vs 32k")
    assert r.kind == "compare" and [o.workload.seq_len for o in r.comparison.options] == [8192, 32768]
    assert "| fits |" in r.text and "| 8k | 32k |" in r.text
    assert e.store.load("t")[0].seq_len == 2048


@pytest.mark.slow
def test_cli_compare_text_json_and_bad_input():
    runner = CliRunner()
    res = runner.invoke(cli, ["compare", "LoRA Llama-3-8B on H100", "LoRA Llama-3-8B on A100"])
    assert res.exit_code == 0, res.output
    assert "| LoRA Llama-3-8B on H100 | LoRA Llama-3-8B on A100 |" in res.output and "per 1M tokens" in res.output
    js = runner.invoke(cli, ["compare", "serve Llama-3.1-8B for 16 users", "fp8", "--json"])
    d = json.loads(js.output)
    assert [o["workload"]["precision"] for o in d["options"]][1] == "fp8" and "cheapest" in d
    for args in (["compare", "LoRA Llama-3-8B"], ["compare", "LoRA Llama-3-8B", "hello there"]):
        bad = runner.invoke(cli, args)
        assert bad.exit_code == 2 and "Traceback" not in bad.output


def test_a_later_variation_never_leaks_into_the_first_option():
    # "compare 'serve X for 32 users' '8k context'": the second option varies the first; the first keeps its own
    # (default) context. Only when the first option names no model ("H100 vs A100 for X") do options share fields.
    from advisor.core.compare import workloads_from_texts

    a, b = workloads_from_texts(["serve Llama-3.1-8B for 32 users", "8k context"])
    assert a.seq_len is None and b.seq_len == 8192 and b.model == a.model and b.concurrency == 32
    a, b = workloads_from_texts(["serve Llama-3.1-70B for 32 users", "int4"])
    assert a.precision is None and b.precision == "int4"
    h, c = workloads_from_texts(["H100", "A100 for Llama-3.1-8B"])
    assert h.model == c.model == "Llama-3.1-8B" and h.gpu_preference != c.gpu_preference


@pytest.mark.slow
def test_a_chinese_compare_is_answered_in_chinese_and_cny_by_default():
    # the options are the question: their language and script decide the answer's, as `ask` does
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["compare", "部署Qwen2.5-14B，16并发", "FP8"])
    assert r.exit_code == 0, r.output
    assert "## 对比" in r.output and "¥" in r.output
