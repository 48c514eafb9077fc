"""Markdown snapshots (one English, one Chinese answer) over a fixed catalog, the JSON contract,
and the `recommend` command. Regenerate snapshots after a reviewed change with UPDATE_SNAPSHOTS=1."""

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.render import first_warnings, headline, to_json, to_markdown, to_terminal
from catalog import registry
from catalog.gpus import all_gpus
from tests.fixtures import rows
from tools.arch import derive_arch
from tools.recommend import Options, recommend
from tools.schema import Workload

SNAP = Path(__file__).resolve().parents[1] / "snapshots"


def fixed(arch, w, **kw):
    opts = Options(usd_cny=7.2, catalog_as_of="2026-11-30", catalog_sources=["test fixture"], stated=kw.pop("stated", set()),
                   **kw)
    return recommend(arch, w, all_gpus(), rows(), opts)


def check_snapshot(name, text, snap_dir=SNAP):
    """Compare with the reviewed snapshot. A missing one fails: it is written only with UPDATE_SNAPSHOTS=1."""
    path = snap_dir / name
    if os.environ.get("UPDATE_SNAPSHOTS") == "1":
        path.write_text(text, encoding="utf-8")
    elif not path.exists():
        pytest.fail(f"snapshot {path.name} is missing: review the output, then run with UPDATE_SNAPSHOTS=1 to write it")
    assert text == path.read_text(encoding="utf-8")


def test_missing_snapshot_fails_instead_of_writing_itself(tmp_path, monkeypatch):
    monkeypatch.delenv("UPDATE_SNAPSHOTS", raising=False)
    with pytest.raises(pytest.fail.Exception, match="UPDATE_SNAPSHOTS=1"):
        check_snapshot("new.md", "# text", snap_dir=tmp_path)
    assert not (tmp_path / "new.md").exists()
    monkeypatch.setenv("UPDATE_SNAPSHOTS", "1")
    check_snapshot("new.md", "# text", snap_dir=tmp_path)
    assert (tmp_path / "new.md").read_text(encoding="utf-8") == "# text"


@pytest.mark.slow
def test_english_markdown_snapshot():
    r = fixed(derive_arch(7 * 10**9), Workload(task="lora", language="en"))
    md = to_markdown(r)
    # content reasoned from seed 000 §4: 7B LoRA runs on a 24 GB card with checkpointing (the minimum tier);
    # with no job size the recommended tier is the cheapest per training token (the fixture's 1 × H100)
    assert "| minimum | 24 GB | 1 |" in md and "| recommended | 80 GB | 1 | H100 SXM |" in md
    assert md.count("- ✅") + md.count("- ⚠️") == 8
    for section in ("## Workload", "## Memory per GPU", "## Spec range", "## Ranked instances and cost",
                    "## Pitfalls", "## Validate within 24 hours", "## Assumptions", "## Catalog"):
        assert section in md
    check_snapshot("lora_7b_en.md", md)


@pytest.mark.slow
def test_chinese_markdown_snapshot():
    w = Workload(task="inference", model="Llama-3-8B", concurrency=32, seq_len=4096, language="zh")
    r = fixed(registry.get("Llama-3-8B"), w, currency="CNY", stated={"seq_len", "concurrency"})
    md = to_markdown(r)
    assert md.startswith("# GPU 选型建议：Llama-3-8B 推理")
    assert "## 避坑清单" in md and "## 24 小时内验证你的选型" in md and "1 美元 = 7.2 元" in md
    assert "¥" in md
    check_snapshot("llama3_8b_serving_zh.md", md)


@pytest.mark.slow
def test_json_contract_fields():
    r = fixed(derive_arch(7 * 10**9), Workload(task="lora"))
    d = to_json(r)
    for key in ("workload", "memory", "spec_range", "candidates", "cost_table", "pitfalls", "compatibility", "host",
                "validation_plan", "assumptions"):
        assert key in d
    assert set(d["memory"]) == {"per_gpu_bytes", "total_bytes"}
    assert {"tier", "gpu_memory_gb", "count", "examples"} <= set(d["spec_range"][0])
    c = d["candidates"][0]
    assert {"provider", "instance", "region", "gpu", "gpu_count", "price_per_hour", "billing", "score"} <= set(c)
    assert set(c["price_per_hour"]) == {"amount", "currency"}
    assert {"id", "title", "triggered", "why"} <= set(d["pitfalls"][0]) and len(d["pitfalls"]) == 8
    json.dumps(d)  # serialisable


@pytest.mark.slow
def test_cny_rows_are_converted_at_the_stated_rate():
    r = fixed(derive_arch(7 * 10**9), Workload(task="lora", providers=["aliyun"]))
    (c,) = r.candidates
    assert c.price_per_hour.amount == pytest.approx(12.0 / 7.2)
    assert r.cost_table[0].cost.reserved_break_even_utilisation == pytest.approx(5000 / (12 * 730))


@pytest.mark.slow
def test_headline_and_terminal():
    r = fixed(derive_arch(7 * 10**9), Workload(task="lora"))
    assert "1 × H100 SXM 80 GB" in headline(r)
    assert to_terminal(r, color=False) == to_markdown(r)
    assert "Spec range" in to_terminal(r, color=True)


@pytest.mark.slow
def test_recommend_command_json_and_errors():
    runner = CliRunner()
    res = runner.invoke(cli, ["recommend", "--params", "7", "--task", "lora", "--json", "--top", "3"])
    assert res.exit_code == 0, res.output
    d = json.loads(res.output)
    assert len(d["candidates"]) <= 3 and d["spec_range"]
    res = runner.invoke(cli, ["recommend", "--params", "7", "--budget", "20", "--currency", "CNY", "--lang", "zh", "--markdown"])
    assert res.exit_code == 0 and "详细版" in res.output and "¥" in res.output  # the short answer, in Chinese
    res = runner.invoke(cli, ["recommend", "--model", "nope-13b"])
    assert res.exit_code == 2 and "Unknown model" in res.output
    res = runner.invoke(cli, ["recommend", "--params", "7", "--json", "--markdown"])
    assert res.exit_code == 2


@pytest.mark.slow
def test_headline_constraints_rejections_and_priced_tiers_are_rendered():
    from advisor.slack.blocks import answer_blocks
    from tools.schema import Constraint, Money, Msg, Rejection

    r = fixed(derive_arch(7 * 10**9), Workload(task="lora", language="en"))
    tiers = [t.model_copy(update={"gpu": "L4", "gpu_memory_gb": 24, "provider": "gcp", "instance": "g2-standard-8",
                                  "price_per_hour": Money(amount=0.85), "train_hours": 48.0, "gpu_hours": 48.0,
                                  "job_cost": Money(amount=40.8)}) for t in r.spec_range]
    r = r.model_copy(update={
        "headline": Msg(en="Rent 1 × L4 24 GB on gcp g2-standard-8", zh="租 1 × L4 24 GB"),
        "constraints": [Constraint(name="budget", stated="$5,000/month", status="honoured",
                                   message=Msg(en="the top pick costs $620 a month", zh="首选每月 $620"))],
        "rejected": [Rejection(reason="precision", count=12, examples=["T4", "V100"],
                               message=Msg(en="no bf16 kernels below sm_80", zh="sm_80 以下无 BF16"))],
        "spec_range": tiers})
    md = to_markdown(r)
    assert md.split("\n")[2] == "Rent 1 × L4 24 GB on gcp g2-standard-8" and headline(r) == md.split("\n")[2]
    assert md.index("## Your constraints") < md.index("## Workload")
    assert "- ✅ $5,000/month (honoured): the top pick costs $620 a month" in md
    assert "no bf16 kernels below sm_80 (× 12) — T4, V100" in md
    # 48.0 GPU-hours with one decimal (under 100, as hours are worded: tools.wording.gpu_hours_number)
    assert "| recommended | 24 GB | 1 | L4 | gcp g2-standard-8 | $0.85 | 2.0 days | 48.0 | $41 |" in md
    d = to_json(r)
    assert d["spec_range"][1]["job_cost"] == {"amount": 40.8, "currency": "USD"} and d["constraints"][0]["status"] == "honoured"
    assert d["rejected"][0]["count"] == 12 and d["headline"].startswith("Rent 1 × L4")
    text = json.dumps(answer_blocks(r, "k", full=True), ensure_ascii=False)  # Slack's whole report (*Show details*)
    assert "Your constraints" in text and "gcp g2-standard-8, $0.85/h, 2.0 days" in text
    assert "no bf16 kernels below sm_80 (× 12)" in text
    short = json.dumps(answer_blocks(r, "k"), ensure_ascii=False)  # the short answer still names the constraint held
    assert "✅ honoured: $5,000/month" in short and "Your constraints" not in short
    nothing = r.model_copy(update={"candidates": [], "cost_table": []})
    assert "## Nothing fits as asked" in to_markdown(nothing) and "× 12" in to_markdown(nothing)


@pytest.mark.slow
def test_traditional_markdown_and_json_are_converted_once():
    r = fixed(derive_arch(7 * 10**9), Workload(task="lora", language="zh-Hant"))
    md = to_markdown(r)
    assert md.startswith("# GPU 選型建議") and "建议" not in md
    hk = to_markdown(r, hk=True)
    assert hk.startswith("# GPU 選型建議") and hk != md  # s2hk forms differ from Taiwan's (裏 / 裡)
    d = to_json(r)
    assert d["language"] == "zh-Hant" and "每小時" in d["headline"] and "每小时" not in json.dumps(d, ensure_ascii=False)


@pytest.mark.slow
def test_a_batch_jobs_table_shows_each_rows_time():
    # a batch job's hours live on its cost line, not on a training speed: the "time" column used to read "—"
    # on every row while the headline said "done in ≈ 36 min"
    from advisor.core.render import to_terminal
    from advisor.core.service import advise
    from tools.schema import Workload

    rec = advise(Workload(model="llama-3.1-8b", task="inference", batch_requests=100_000, seq_len=1024, output_tokens=256))
    table = [line for line in to_terminal(rec).splitlines() if line.startswith("| 1 |")]
    assert table and table[0].split("|")[5].strip() not in ("", "—"), table


def test_short_answer_keeps_the_plans_own_engine_note_over_generic_pitfalls():
    # four pitfall lines then two card notes, room for four: both card notes stay (how to run the plan on this card),
    # the first two pitfalls fill the rest, and the order is the full answer's order
    warn = ["- p1", "- p2", "- p3", "- p4", "- engine", "- fp16"]
    assert first_warnings(warn, ["- engine", "- fp16"], 4) == ["- p1", "- p2", "- engine", "- fp16"]
    # nothing to protect: the first four, as before
    assert first_warnings(warn, [], 4) == ["- p1", "- p2", "- p3", "- p4"]
    # more card notes than room: the first ones by order
    assert first_warnings(warn, ["- p3", "- p4", "- engine", "- fp16", "- x"], 3) == ["- p3", "- p4", "- engine"]
