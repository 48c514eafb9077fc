"""The short answer and the table that explains itself: a first
answer fits a terminal screen, the ranking figure is a named, sorted column, score stays in JSON only,
one row per provider × GPU with marks, follow-ups lead with what moved, `details` gives the rest, the
`ask` flags, and no seed citations in what users read."""

import ast
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.conversation import Engine
from advisor.core.render import ranked_table, to_json, to_markdown, to_short_markdown
from advisor.core.store import Store
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tests.fixtures import rows
from tests.source_trees import walked
from tools.arch import derive_arch
from tools.recommend import Options, recommend
from tools.schema import Workload
from tools.summary import delta, rank_key, table_rows, tie_window

# answers only (CLI `ask` stores each under a new session id): one home, one catalog load for the module
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]


def fixed(w, arch=None, **kw):
    opts = Options(usd_cny=7.2, catalog_as_of="2026-11-30", catalog_sources=["test fixture"],
                   stated=kw.pop("stated", {k for k, v in w.model_dump().items() if v is not None}), **kw)
    return recommend(arch or derive_arch(7 * 10**9), w, all_gpus(), rows(), opts)


def fixed_advise(w, *, stated=None, currency=None, top_n=10, **_):
    arch = registry.get(w.model) if w.model else derive_arch(int((w.params_b or 7) * 10**9))
    return fixed(w, arch, stated=stated or set(), currency=currency, top_n=top_n)


def table_lines(md):
    return [line for line in md.splitlines() if line.startswith("| ") and not line.startswith("| ---")]


FIRST_QUESTIONS = [
    # (question, what must stay visible in the short answer: the facts the user stated)
    ("LoRA fine-tune Llama-3-8B, 4k context", ["4,096 context", "LoRA"]),
    ("serve Llama-3.1-70B for 32 users", ["32 users", "per hour at your load ↑"]),
    ("batch inference Llama-3-8B over 10M tokens by Christmas", ["job cost ↑", "A date is not a duration"]),
    ("batch inference Llama-3-8B over 10M tokens by Friday", ["job cost ↑", "'by Friday' read as"]),  # hours, said
    ("用4张卡微调 Qwen2.5-7B，10万条数据，3个epoch", ["100,000 条样本 × 3 轮", "任务总价 ↑", "4 ×"]),
    ("部署 Llama-3-70B 推理，32 并发，4K 上下文", ["32 路并发", "上下文 4,096"]),
    ("部署 Llama-3-8B 推理，32 併發，4K 上下文", ["32 路並發", "詳細版"]),
    ("serve Qwen2.5-7B for 64 users at 8k, only AWS, budget $3000 a month, in us-east-1",
     ["budget $3,000/month", "aws", "us-east-1", "64 users", "8,192 context"]),
    ("LoRA Llama-3-8B on my 24GB card", ["24 GB"]),
]


@pytest.mark.slow
@pytest.mark.parametrize("question,visible", FIRST_QUESTIONS, ids=[q[:24] for q, _ in FIRST_QUESTIONS])
def test_first_answer_fits_a_terminal_and_full_is_one_flag_away(question, visible):
    # The complaint: a one-line question printed ~113 lines. The short answer is ≤ 25 lines for any
    # kind of question (the "Done when"); what the user stated stays visible in it; --full still carries every
    # section of the report.
    runner = CliRunner()
    short = runner.invoke(cli, ["ask", question])
    assert short.exit_code == 0, short.output
    assert len(short.output.rstrip("\n").splitlines()) <= 25, short.output
    assert "score" not in short.output.lower() and "# GPU" not in short.output  # no title repeating the headline
    # a ranked table, or the section under a refusal: "Nothing fits as asked" when no plan is shown, "Other options"
    # above a priced plan shown instead (advisor.core.render.nothing_title)
    assert "↑" in short.output or "Nothing fits" in short.output or "Other options" in short.output
    for fact in visible:
        assert fact in short.output, (fact, short.output)
    full = runner.invoke(cli, ["ask", question, "--full"])
    assert full.exit_code == 0 and ("## Pitfalls" in full.output or "## 避坑清单" in full.output
                                    or "## 避坑清單" in full.output)
    assert len(full.output.splitlines()) > 40


@pytest.mark.slow
def test_short_answer_has_three_rows_levers_and_only_fired_warnings():
    r = fixed(Workload(task="lora", language="en"))
    md = to_short_markdown(r)
    assert len(table_lines(md)) == 1 + 3  # header + the top 3
    # what would change the answer is one line; the minimum tier (1 × A10 24 GB with checkpointing in the
    # fixture) is the cheaper lever there, named with its price
    lever = next(line for line in md.splitlines() if line.startswith("- **What would change it:**"))
    assert "minimum 1 × A10" in lever and "$0.75/h" in lever
    fired = [p for p in r.pitfalls if p.triggered]
    assert md.count("- ⚠️ **") == len(fired)  # only pitfalls that fire; none of the ✅ lines
    assert "✅" not in md


@pytest.mark.slow
def test_ranking_key_is_a_named_sorted_column_and_score_stays_in_json():
    for w, key, name in ((Workload(task="lora", language="en"), "per_mtok_train", "per 1M training tokens ↑"),
                         (Workload(task="inference", concurrency=8, language="en"), "hourly", "per hour at your load ↑"),
                         (Workload(task="lora", train_tokens=10**9, language="en"), "job", "job cost ↑")):
        r = fixed(w)
        assert rank_key(r) == key
        md = to_markdown(r)
        header = next(line for line in md.splitlines() if line.startswith("| # |"))
        assert header.split(" | ")[1] == name and "score" not in header
        keys = [row.key for row in table_rows(r)]
        # sorted by the key, lowest first; the recommender calls costs within its tie window a tie (tools.kinds)
        assert all(b >= a * (1 - tie_window(r)) for a, b in zip(keys, keys[1:])), keys
        assert "score" in to_json(r)["candidates"][0]  # the JSON contract keeps every field


@pytest.mark.slow
def test_more_gpus_of_the_same_offer_fold_into_one_row_with_marks():
    r = fixed(Workload(task="lora", language="en"))
    c, cr = r.candidates[0], r.cost_table[0]
    bigger = c.model_copy(update={"instance": c.instance + "-x4", "gpu_count": 4})
    twin = c.model_copy(update={"instance": c.instance + "-b", "marketplace": True, "broker": "shadeform",
                                "gradient_checkpointing": True, "billing": "spot"})
    r = r.model_copy(update={
        "candidates": [c, bigger, twin.model_copy(update={"provider": "other"}), *r.candidates[1:]],
        "cost_table": [cr, cr.model_copy(update={"gpus": 4}), cr, *r.cost_table[1:]]})
    rows_ = table_rows(r)
    assert [row.candidate.provider for row in rows_].count(c.provider) == len({x.gpu for x in r.candidates
                                                                               if x.provider == c.provider})
    first = rows_[0]
    assert first.folded == 1 and first.folded_counts == [4]
    md = "\n".join(ranked_table(r, "en", full=False))
    assert "also offered with 4 GPUs" in md and f"(`{c.instance}`)" in md and c.instance + "-x4" not in md
    marked = next(line for line in md.splitlines() if c.instance + "-b" in line)
    for word in ("checkpointing", "marketplace: no SLA", "via Shadeform (broker)", "spot"):
        assert word in marked


@pytest.mark.slow
def test_follow_up_leads_with_the_change_and_what_it_did_to_the_cost(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"), advise_fn=fixed_advise)
    first = e.handle("t", "LoRA a 7B model, 2k context")
    second = e.handle("t", "32k context")
    d = delta(first.recommendation, second.recommendation)
    before = f"${d.key_before:,.3f}"
    after = f"${d.key_after:,.3f}"
    assert d.key == "per_mtok_train" and d.key_after > d.key_before  # 16× the context costs more per token
    changed = second.text.splitlines()[1]  # right under the workload line: the short answer has no title
    assert changed.startswith("changed: context 2,048 → 32,768; per 1M training tokens ") and \
        f"{before} → {after}" in changed, changed
    # and the new top 3 (at 32k only two of the fixture's offers hold it)
    assert len(table_lines(second.text)) == 1 + min(3, len(table_rows(second.recommendation))) == 3


@pytest.mark.slow
def test_details_shows_the_full_report_of_the_last_answer(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"), advise_fn=fixed_advise)
    assert e.handle("t", "details").kind != "answer" or "## Pitfalls" not in e.handle("t", "details").text
    a = e.handle("t", "LoRA a 7B model")
    assert "## Pitfalls" not in a.text and "## Pitfalls" in a.full
    for word in ("details", "show details", "详细"):
        d = e.handle("t", word)
        assert d.kind == "answer" and ("## Pitfalls" in d.text or "## 避坑清单" in d.text), word
    assert e.store.load("t")[0].task == "lora"  # "details" changed nothing


@pytest.mark.slow
def test_ask_flags_language_currency_top_and_bad_values():
    runner = CliRunner()
    zh = runner.invoke(cli, ["ask", "serve Llama-3.1-8B for 20 users", "--lang", "zh", "--currency", "CNY", "--top", "1"])
    assert zh.exit_code == 0, zh.output
    assert "详细版" in zh.output and "¥" in zh.output and "$" not in zh.output
    assert len(table_lines(zh.output)) == 2  # --top 1: one ranked row
    bad = runner.invoke(cli, ["ask", "serve Llama-3.1-8B", "--currency", "XYZ"])  # a code fx.csv has no rate for
    assert bad.exit_code == 2 and "USD" in bad.output


# a model developer's name is no citation: ByteDance's Hugging Face organisation ("ByteDance-Seed") and its releases
SEED = re.compile(r"(?i)(?<!bytedance.)\bseeds?\b(?! *=)(?!-)|种子|種子|§")
# a graph network's seed nodes (the nodes a GNN mini-batch samples neighbours around, PyG / DGL's word) are the
# job's own terms in the CPU-jobs GNN plan, not a citation: taken out before the check, and a format key "seeds" too
GNN_SEEDS = re.compile(r"(?i)\btraining seeds\b|\bseed nodes?\b|\bseeds a second\b|训练种子|种子节点|个种子")


def _strings(path):
    nodes = walked(path)
    docs = {id(n.body[0].value) for n in nodes
            if isinstance(n, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    return [(n.lineno, n.value) for n in nodes
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def test_no_seed_citations_in_what_users_read():
    # The rule: answers cite in users' words; "seed 000 §5" points at documents users do not have. Sources
    # stay in docstrings, comments and docs/. Every non-docstring string literal of tools/ and advisor/ is
    # something a user may read (messages, notes, help), so none may cite a seed.
    found = [f"{p.relative_to(ROOT)}:{line}: {s[:80]!r}" for d in ("tools", "advisor")
             for p in sorted((ROOT / d).rglob("*.py")) for line, s in _strings(p)
             if s != "seeds" and SEED.search(GNN_SEEDS.sub("", s))]
    assert found == []
    assert SEED.search("host RAM (seed 000 §5)") and not SEED.search("random_seed = 3")  # the check can fail
    assert SEED.search(GNN_SEEDS.sub("", "seed nodes (seed 000 §5)"))
