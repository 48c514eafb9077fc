"""A training job on cards the user owns gets one fit verdict (the same in the headline and the lines under it), its
time on those cards (the job's FLOPs ÷ the cards' sustained FLOPs, the formula the ranked rows use) held against a
stated deadline, the job kept on ONE of several owned machines when one holds it, and the same job on rented H100s as a
speed ratio and a cost (tools.recommend.owned_training, owned_vs_h100, one_owned_box).

Before: 2 × RTX 3090 QLoRA Llama-3.3-70B got "不行: 25.0 GB per card vs 25.8 with a × 1.2 margin" and no days; 2 × A800
LoRA Llama-3.1-70B got "fits without margin … borderline" over "❌ 2 GPUs: does not fit" and no hours; two owned
8 × V100 servers were planned as one FSDP job over both (assuming InfiniBand) with no reason one does not suffice.

The hand figures, per case, are beside each test: FLOPs = 4 × parameters × tokens for a LoRA / QLoRA step (frozen base:
no weight gradients), at ≈ 25–40 % of the card's dense BF16 tensor FLOPS.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, *turns: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    out = ""
    for t in turns:
        out = engine.handle("t", t).text
    return out


def _headline(out: str) -> str:
    bold = [b for b in re.findall(r"\*\*(.+?)\*\*", out) if len(b) > 60]
    return bold[1] if len(bold) > 1 else bold[0]


def _days(text: str) -> float:
    m = re.search(r"(?:约|約|≈)\s*([\d.]+)\s*(天|days)", text)
    assert m, text
    return float(m.group(1))


def _hours(text: str) -> float:
    m = re.search(r"(?:约|約|≈|in)\s*([\d.]+)\s*(小时|小時|h\b)", text)
    assert m, text
    return float(m.group(1))


# ---- reading: the lab said in English inside Chinese, a date counted from now ------------------------------------
@pytest.mark.parametrize("text, n", [
    ("我係港大research assistant，lab有兩張A800 80G，想LoRA微調llama 3.1 70b", 2),
    ("我们lab里有4张A100，想LoRA微调Qwen2.5-72B", 4),
])
def test_a_lab_said_in_english_owns_its_cards(text, n):
    p = extract(text).patch
    assert p.owned_gpus is True and p.num_gpus == n


@pytest.mark.parametrize("text, hours", [
    ("兩週後要口試，來得及嗎", 336.0),  # 2 × 168
    ("我10天后要交论文", 240.0),
    ("三個星期後就要上線", 504.0),  # 3 × 168
    ("每3天后要用一次", None),  # a repeat, not a date
    ("第2天后要用", None),
])
def test_a_date_counted_from_now_is_a_deadline(text, hours):
    assert extract(text).patch.deadline_hours == hours


# ---- the answers -------------------------------------------------------------------------------------------------
def test_traditional_two_3090s_qlora_70b_is_tight_with_days_inside_two_weeks(tmp_path):
    # NF4 70.6 B ≈ 39 GB sharded over 2 cards + adapters, optimizer, checkpointed activations ≈ 25.0 GB a card of
    # 25.8 usable: inside the memory, not the × 1.2 margin → tight, never "不行". 45 M tokens (30 k × 500 × 3) ×
    # 4 × 70.6 B ≈ 1.3·10¹⁹ FLOP ÷ (2 × ≈ 18 TFLOPS sustained) ≈ 95–100 h ≈ 4 days, inside 14 days.
    out = _ask(tmp_path, "我是碩二，實驗室有兩張3090有接NVLink，想用QLoRA微調llama 3.3 70b，資料3萬筆每筆大概500 token，"
                         "跑3個epoch，兩週後要口試，來得及嗎？不行的話租什麼比較省")
    head = _headline(out)
    assert "偏緊" in head and "不行" not in head, out
    assert 3.0 <= _days(head) <= 6.0, head
    assert "❌" not in out.split("**什麼會改變答案")[0], out  # no "does not fit" line under a "fits" headline
    assert "✅ 已滿足：14 天（約" in out and "餘 " in out, out  # the margin: ≈ 14 − 4 = 10 days to spare
    assert "沒有可行方案" not in out, out  # the rentals are the other way, not "nothing fits"
    # 2 × H100 SXM (989 TFLOPS) vs 2 × 3090 (71): ≈ 14–20× at a similar share
    m = re.search(r"H100 SXM 快 ([\d.]+) 倍", out)
    assert m and 10 <= float(m.group(1)) <= 25, out


def test_cantonese_two_a800_lora_70b_has_hours_and_the_h100_ratio(tmp_path):
    # BF16 70.6 B = 141 GB / 2 ≈ 71 GB a card + adapters and activations ≈ 80 GB of 85.9 usable: tight, one verdict.
    # 15 M tokens × 4 × 70.6 B ≈ 4.2·10¹⁸ ÷ (2 × 312 × ≈ 0.35) ≈ 5 h. H100 989 vs A800 312: ≈ 2.5–3.2×.
    out = _ask(tmp_path, "我係港大research assistant，lab有兩張A800 80G，想LoRA微調llama 3.1 70b，5000條數據每條大概1000 "
                         "token，跑3個epoch，得唔得？要幾耐？")
    head = _headline(out)
    assert "偏緊" in head and "裝不下" not in out, out
    assert 3.0 <= _hours(head) <= 8.0, head
    m = re.search(r"H100 SXM 快 ([\d.]+) 倍", out)
    assert m and 2.0 <= float(m.group(1)) <= 3.5, out
    assert "租用約" in out, out  # the rent beside the hours saved
    # the cards are in hand: no quote to ask for, no break-even price per card-hour to compare a quote with
    assert "你拿到的每 GPU 小時報價" not in out and "國內價格未收錄" not in out and "請拿你的報價" not in out, out


def test_simplified_two_a100_40g_lora_72b_days_against_ten_days(tmp_path):
    # BF16 72.7 B = 145 GB > 2 × 42 GB → the QLoRA route (NF4 ≈ 41 GB / 2 + activations ≈ 25 GB a card). 60 M tokens
    # (20 k × 1,500 × 2) × 4 × 72.7 B ≈ 1.7·10¹⁹ ÷ (2 × 312 × ≈ 0.3) ≈ 1 day, inside 10 days; H100 ≈ 3× faster.
    out = _ask(tmp_path, "实验室有两张A100 40G，想LoRA微调Qwen2.5-72B，2万条数据每条1500 token，2个epoch，10天后要交论文，"
                         "来得及吗？一定要租H100吗？")
    assert "✅ 已满足：10 天" in out, out
    assert "H100 SXM 快" in out and "租用约" in out, out
    assert "用 4 张（共 2 张）" not in out, out  # no serving half nobody asked for, on more cards than they own


def test_english_owned_4090s_say_hours_against_the_deadline_and_h100(tmp_path):
    # 32 M tokens (20 k × 800 × 2) × 4 × 32.8 B ≈ 4.2·10¹⁸ ÷ (4 × 165 × ≈ 0.2) ≈ 9 h, inside 5 days.
    out = _ask(tmp_path, "Our lab owns 4 x RTX 4090 in one workstation. We want to QLoRA Qwen2.5-32B on 20k examples of "
                         "800 tokens, 2 epochs, and need it done within 5 days. Will it finish? Do we need H100s?")
    assert "run it on your own 4 × RTX 4090" in out, out
    assert "✅ honoured: 5 days" in out, out
    assert "faster on H100 SXM" in out and "renting them ≈" in out, out
    assert "Then serving 1 users" not in out, out


def test_english_two_owned_8_a100_servers_train_on_one(tmp_path):
    # Qwen2.5-72B BF16 145 GB / 8 ≈ 18 GB a card + LoRA and activations ≈ 32 GB of 85 usable: one server holds it, the
    # other keeps serving; 40 M tokens × 4 × 72.7 B ≈ 1.2·10¹⁹ ÷ (8 × 312 × ≈ 0.35) ≈ 4 h.
    out = _ask(tmp_path, "We own two servers, each with 8 x A100 80GB, both serving Llama-3.1-70B today. We also want to "
                         "LoRA fine-tune Qwen2.5-72B on 40M tokens. Are the two machines enough and how long?")
    head = _headline(out)
    assert "Sized on one of your 2 machines" in head and "InfiniBand or RoCE" in head, out
    assert "over 16" not in head, out
    assert 2.0 <= _hours(head) <= 8.0, head


def test_simplified_hospital_v100_servers_lora_stays_on_one_with_a_job_time(tmp_path):
    # Two owned 8 × V100 32GB; LoRA Qwen2.5-72B FP16 ≈ 145 GB / 8 + activations ≈ 26 GB of 34.4: one server holds it.
    # No data size: the job's time for the stated assumed run (50,000 × 2,048 ≈ 102 M tokens ÷ ≈ 1,000 tokens/s ≈ 28 h
    # ≈ 1.2 days; an expert's 40 M tokens at 30 % MFU without FA2 gives 1–2 days), never a bare rate per 10 M tokens
    # and never a job over both servers.
    out = _ask(tmp_path, "我们医院机房有两台8卡V100 32G的服务器，想部署qwen2.5-72b给全院大概200个医生用，数据不能出院。能跑吗",
               "另外还想用我们的病历做lora微调，这两台机器够不够，要多久")
    head = _headline(out)
    assert "按你 2 台机器中的一台估算" in head and "over 16" not in head, out
    assert "按假设的 102M 训练 token 计" in head and "整个任务约 1.2 天" in head, out


@pytest.mark.parametrize("text, tight, no", [
    # 2 × A800 80GB, LoRA Llama-3.1-70B BF16: ≈ 74.6 GB a card of 85.9 usable (× 1.15 < × 1.2): the headline says
    # "fits without the margin, borderline"; the card and count lines must say the same tight fit, not "❌ 裝不下"
    ("用兩張A800 80G LoRA微調llama 3.1 70b，5000條數據每條大概1000 token，跑3個epoch，要幾耐？", "偏緊", "裝不下"),
    ("Use 2 x A800 80GB to LoRA fine-tune Llama-3.1-70B on 8,000 examples of 900 tokens, 2 epochs. How long?",
     "Tight", "does not fit"),
])
def test_stated_cards_inside_usable_memory_get_one_tight_verdict(tmp_path, text, tight, no):
    out = _ask(tmp_path, text)
    lines = [x for x in out.splitlines() if "A800" in x and x.startswith("- ")]
    assert lines and not any("❌" in x for x in lines), out
    assert any(tight in x for x in lines), out
    assert not any(no in x for x in lines) and no not in _headline_or_first(out), out


def _headline_or_first(out: str) -> str:
    bold = [b for b in re.findall(r"\*\*(.+?)\*\*", out) if len(b) > 60]
    return " ".join(bold[:2])


@pytest.mark.parametrize("text, assumed, hours", [
    # 8 × A100 80GB, LoRA Qwen2.5-32B, no data size: ≈ 10.9 k training tokens/s (4 × 32.8 B × 10.9 k ≈ 1.4·10¹⁵ FLOP/s
    # of 2.5·10¹⁵ peak) → 102.4 M ÷ 10.9 k ≈ 9,400 s ≈ 2.6 h
    ("We own one server with 8 x A100 80GB. We want to LoRA fine-tune Qwen2.5-32B on our support tickets. Is it "
     "enough and how long will it take?", "for an assumed 102M training tokens", (1.5, 5.0)),
    # 4 × RTX 4090, LoRA Llama-3.1-8B with checkpointing: ≈ 5.3 k tokens/s (6 × 8.0 B × 5.3 k ≈ 2.5·10¹⁴ of 6.6·10¹⁴
    # peak) → 102.4 M ÷ 5.3 k ≈ 19,400 s ≈ 5.4 h
    ("我們公司有一台 4 張 RTX 4090 的伺服器，想用客服對話紀錄 LoRA 微調 Llama-3.1-8B，要多久？", "按假設的 102M 訓練 token 計",
     (3.0, 10.0)),
    # Cantonese, 2 owned A800 80GB (no priced row of them: the unpriced owned headline), LoRA Qwen2.5-14B: ≈ 6 k
    # tokens/s (4 × 14.8 B × 6 k ≈ 3.5·10¹⁴ of 6.2·10¹⁴) → 102.4 M ÷ 6 k ≈ 4.8 h; "要幾耐" was left with no time at all
    ("我哋實驗室有兩張A800 80G，想用啲病歷LoRA微調qwen2.5-14b，得唔得？要幾耐？", "按假設的 102M 訓練 token 計", (2.5, 10.0)),
])
def test_owned_training_with_no_data_size_gets_the_assumed_jobs_hours(tmp_path, text, assumed, hours):
    out = _ask(tmp_path, text)
    head = _headline_or_first(out)
    assert assumed in head, out
    m = re.search(r"(?:takes ≈|整個任務約|整个任务约)\s*([\d.]+)\s*(h|小時|小时)", head)
    assert m, head
    assert hours[0] <= float(m.group(1)) <= hours[1], head
    assert "per 10 M" not in head and "每 1,000 万" not in head and "每 1,000 萬" not in head, head
