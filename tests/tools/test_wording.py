"""Presentation: Taiwan vocabulary in Traditional answers, Chinese labels in
Chinese answers, small durations and amounts, token counts, English plurals, safe export, QLoRA precision."""

import re
from pathlib import Path

import pytest

from advisor.core.script import TAIWAN_TERMS, taiwan_terms, to_script
from tests.conftest import module_home

# chat state lives in each test's own store (tmp_path) or a session id of its own: one home, one catalog load
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

MAINLAND = ("内存", "內存", "显存", "顯存", "默认", "默認", "质量", "質量", "按量", "推理", "併發", "数据", "數據",
            "网络", "網絡", "支持", "文档", "文檔", "鏡像")


@pytest.mark.slow
def test_traditional_answers_use_taiwan_vocabulary(engine):
    for q in ("部署 Llama-3.1-8B 推論，32 並發", "預算每月 2 萬美元，部署 Llama-3.1-405B，FP8，8 並發，4K 上下文"):
        r = engine.handle(q, q)
        assert r.language == "zh-Hant" and r.kind == "answer" and not r.hk
        found = [w for w in MAINLAND if w in r.text]
        assert found == [], f"{q}: {found}"
        assert "推論" in r.text and "並發" in r.text and "顯示記憶體" in r.text and "按需" in r.text


def test_taiwan_table_turns_each_mainland_term_and_leaves_hong_kong_alone():
    assert to_script("主机内存不到显存的一半；默认按量计费", "zh-Hant") == "主機記憶體不到顯示記憶體的一半；預設按需計費"
    assert to_script("模型文件放对象存储（种子文档）", "zh-Hant") == "模型檔案放物件儲存（種子文件）"
    assert to_script("推理质量与数据支持", "zh-Hant") == "推論品質與資料支援"
    # Hong Kong: s2hk forms, and the mainland-only words in local usage too (HK answers kept 內存, 默認,
    # 顯存); Hong Kong's own 軟件/網絡 stay
    assert to_script("主机内存", "zh-Hant", hk=True) == "主機記憶體"
    assert to_script("软件", "zh-Hant", hk=True) == "軟件"
    assert to_script("显存", "zh") == "显存"  # Simplified answers are never touched
    # a CPU thread is 執行緒 in Taiwan; a chat thread stays 討論串 (Slack Taiwan's UI)
    assert to_script("单个 CPU 线程；33 线程·小时；要 5 个线程；线程数 = 小时 ÷ 30", "zh-Hant") == \
        "單個 CPU 執行緒；33 執行緒·小時；要 5 個執行緒；執行緒數 = 小時 ÷ 30"
    assert to_script("同一线程里继续问", "zh-Hant") == "同一討論串裡繼續問"
    for mainland, taiwan in TAIWAN_TERMS:  # no entry undoes another: every replacement is final
        assert taiwan_terms(taiwan) == taiwan, (mainland, taiwan)


def _constraint_labels(text, heading):
    section = text.split(f"## {heading}", 1)[1].split("\n## ", 1)[0]
    return [line[4:].split("（", 1)[0] for line in section.splitlines() if line.startswith("- ")]


@pytest.mark.slow
def test_chinese_answers_label_every_constraint_in_chinese(engine):
    # the full report ("details") lists every constraint; the short answer shows only those not honoured
    tw = engine.handle("c1", "預算每月 2 萬美元，部署 Llama-3.1-405B，FP8，8 並發，4K 上下文")
    assert _constraint_labels(tw.full, "你的約束條件") == ["每月 $20,000.00", "8 路並發"]
    zh = engine.handle("c2", "我们要用 LoRA 微调 Llama-3.1-70B，数据 10 万条，每条 4K token，一周内完成")
    labels = _constraint_labels(zh.full, "你的约束条件")
    assert "7 天" in labels and not any(w in zh.full.split("## 工作负载")[0] for w in ("days", "per month", "honoured"))
    # the met deadline carries its margin (tools.constraints.deadline_margin): a job of hours inside 7 days (168 h)
    # keeps more than 6 days, over 90 % of the window, to spare
    assert re.search(r"✅ 7 天（约 [\d.]+ 小时完成，余 6\.\d 天（期限的 9\d%））（已满足）：", zh.full)
    # 16 users in FP8 (64 in BF16, each sending 8k-token prompts, need ≈ 16 MI300X at load: over this budget)
    en = engine.handle("c3", "serve Llama-3.1-70B in FP8 for 16 users at 8k context, must stay under $20,000 per month")
    assert "- ✅ $20,000.00 per month (honoured): " in en.full and "- ✅ 16 concurrent (honoured): " in en.full


@pytest.mark.slow
def test_tiny_training_jobs_read_in_minutes_never_zero(tmp_path):
    # 2M tokens of LoRA on Llama-3.1-8B is minutes of work: the answer must say so, not "0.0 days (0 GPU-hours) ≈ $0.00"
    from click.testing import CliRunner

    from advisor.cli import cli

    for lang, words in (("en", (" min (", "GPU-hours) for ≈ $")), ("zh", (" 分钟完成（", "GPU 小时），总计 ≈ $"))):
        out = CliRunner().invoke(cli, ["recommend", "--model", "Llama-3.1-8B", "--task", "lora", "--train-tokens", "2e6",
                                       "--deadline-days", "7", "--billing", "spot", "--lang", lang, "--markdown"]).output
        head = out.split("\n")[0].strip("*")  # the short answer's first line is the headline (no title)
        assert all(w in head for w in words), head
        for bad in ("0.0 days", "0.0 天", "(0 GPU-hours)", "（0 GPU", "$0.00", "A 0 h run", "0 h 的训练"):
            assert bad not in out, (lang, bad)


def test_durations_gpu_hours_money_and_counts_read_at_every_scale():
    from tools.wording import count_text, duration, gpu_hours, money_text, plural

    assert [duration(h).en for h in (0.004, 0.67, 2.4, 24, 182.4)] == ["< 1 min", "40 min", "2.4 h", "1.0 day", "7.6 days"]
    assert [duration(h).zh for h in (0.004, 0.67, 2.4, 182.4)] == ["不到 1 分钟", "40 分钟", "2.4 小时", "7.6 天"]
    # under 100 GPU-hours one decimal, as a duration's hours ("15.7 h" beside "15.7 GPU-hours", never "16")
    assert [gpu_hours(g).en for g in (0.004, 0.45, 2.4, 48, 259_259.3)] == [
        "< 0.01 GPU-hours", "0.45 GPU-hours", "2.4 GPU-hours", "48.0 GPU-hours", "259,259 GPU-hours"]
    assert [money_text(x) for x in (0.004, 0.39, 1117.2)] == ["< $0.01", "$0.39", "$1,117.20"]
    assert money_text(3.07, "USD", 0) == "$3.07" and money_text(1117.2, "USD", 0) == "$1,117"
    assert money_text(0.001, "CNY") == "< ¥0.01"
    assert [count_text(n) for n in (2e12, 2e10, 5e8, 4.1e6, 999.7e9, 40_000)] == ["2T", "20B", "500M", "4.1M", "1T", "40,000"]
    assert [plural(n, "user") for n in (1, 32, 1000)] == ["1 user", "32 users", "1,000 users"]


def test_workload_line_reads_token_counts_and_plurals():
    from advisor.core.render import workload_line
    from tools.schema import Workload

    pre = Workload(task="pretrain", params_b=70, train_tokens=2 * 10**12, seq_len=2048)
    assert "2T tokens" in workload_line(pre, "en") and "e+" not in workload_line(pre, "en")
    assert "2T token" in workload_line(pre, "zh")
    one = Workload(task="inference", model="Llama-3.1-8B", concurrency=1, seq_len=4096)
    assert " · 1 user · " in workload_line(one, "en") and " · 1 路并发 · " in workload_line(one, "zh")
    assert " · 2 users · " in workload_line(one.model_copy(update={"concurrency": 2}), "en")


@pytest.mark.slow
def test_chat_export_prints_its_absolute_path_and_never_overwrites(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from advisor.cli import cli

    monkeypatch.chdir(tmp_path)
    (tmp_path / "recommendation.md").write_text("my own notes", encoding="utf-8")
    r = CliRunner().invoke(cli, ["chat", "--session", "x1"], input="LoRA a 7B model\nexport\nexport\nquit\n")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "recommendation.md").read_text(encoding="utf-8") == "my own notes"
    wrote = [line.split("Wrote ", 1)[1] for line in r.output.splitlines() if "Wrote " in line]
    assert wrote == [str(tmp_path.resolve() / "recommendation-1.md"), str(tmp_path.resolve() / "recommendation-2.md")]
    assert all("# GPU recommendation" in Path(p).read_text(encoding="utf-8") for p in wrote)
    zh = CliRunner().invoke(cli, ["chat", "--session", "x2", "--export-dir", "out"],
                            input="部署 Llama-3-8B 推論，32 並發\n匯出\nquit\n")
    assert "已寫入 " + str(tmp_path.resolve() / "out" / "recommendation.md") in zh.output


@pytest.mark.slow
def test_qlora_answers_say_nf4_base_weights_and_bf16_compute(engine):
    e = engine  # the workload table and assumptions are in the full report ("details")
    en = e.handle("q1", "QLoRA fine-tune Qwen2.5-32B on a single GPU, 8k sequences")
    assert en.recommendation.workload.task == "qlora"
    assert " · NF4 + BF16 · " in en.full and "| precision | NF4 + BF16 |" in en.full
    assert "precision: NF4 base weights (4-bit QLoRA), bf16 compute and adapters" in en.full
    assert "(weights and compute)" not in en.full
    zh = e.handle("q2", "用 QLoRA 微调 Qwen2.5-32B，8K 序列")
    assert "精度：基座权重 NF4（4 比特 QLoRA），计算与适配器 BF16" in zh.full and "（权重与计算）" not in zh.full
    lora = e.handle("q3", "LoRA fine-tune Qwen2.5-32B, 8k sequences")
    # plain LoRA keeps bf16 weights: its workload line and precision row say so (a priced QLoRA lever may name NF4)
    assert " · BF16 · " in lora.full and " · NF4" not in lora.full and "| precision | NF4" not in lora.full


def test_kernel_floor_reasons_read_in_chinese():
    # every floor tools/compat.py checks has its reason worded in both languages in the catalog
    from advisor.core.messages.compat import KERNEL_FLOOR_EN, KERNEL_FLOOR_ZH
    from tools.compat import KERNEL_FLOOR, KV_FLOOR

    floors = {k for k, floor in KERNEL_FLOOR.items() if floor} | {f"kv_{k}" for k in KV_FLOOR}
    assert set(KERNEL_FLOOR_ZH) == floors and set(KERNEL_FLOOR_EN) == floors | {"gguf"}
    assert all("need" not in v for v in KERNEL_FLOOR_ZH.values())
