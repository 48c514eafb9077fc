"""A card the user owns that holds the job is the plan, whole answer: the headline says it fits on that card (memory),
the hours on it for a sized job, and the electricity is said on a line of its own (kW × hours × the stated or the
labelled default tariff); renting is only the alternative below (tools.recommend.owned_power_of,
tools.recommend.unpriced_owned_power, tools.power.job_power_line).

Hand figures (TDP from catalog/data/gpus.csv; default tariff $0.13/kWh, EIA 2024: ¥0.94, HK$1.01, NT$4.16):
  RTX 4080 SUPER 16 GB (320 W, ≈ 104.5 dense BF16 TFLOPS), QLoRA Qwen3-8B on 80 M tokens: NF4 base ≈ 6.4 GB (+ the
  embeddings PEFT casts to fp32) + adapters + checkpointed activations at 2,048 ≈ 16 GB of 17.2 usable: fits, tight.
  FLOPs ≈ 4 × 8.19 B × 8e7 ≈ 2.6e18 ÷ (104.5 T × ≈ 25 %) ≈ 28 h → 20–36 h; power 0.32 kW × ≈ 29 h ≈ 9.4 kWh ≈ HK$9.5.
  8 × RTX 4090-48GB (modified, 450 W), Qwen3-235B-A22B FP8 for 100 staff: 236 GB of weights ÷ 8 ≈ 30 GB + KV ≈ 40 GB
  a card of 51.5: fits; power 3.6 kW × 730 h = 2,628 kWh × ¥0.94 ≈ ¥2,470 a month (× ¥0.60 said: ≈ ¥1,577).
  1 × RTX A6000 (300 W), full fine-tune Llama-3.1-8B on 200 M tokens with torchtune's single-device recipe (8-bit
  paged AdamW, optimizer in backward) ≈ 35.5 GB of 50.7: fits; 6 × 8.03 B × 2e8 ≈ 9.6e18 ÷ (155 T × ≈ 37 %) ≈ 47 h;
  power 0.30 kW × ≈ 47 h ≈ 14 kWh ≈ NT$58.
  2 × RTX A5000 (230 W) owned, Qwen2.5-14B for 20 people: 0.46 kW × 730 h ≈ 336 kWh ≈ ¥314 a month.
  RTX 3060 12GB (170 W, ≈ 25.4 dense BF16 TFLOPS), QLoRA Qwen2.5-7B on 20 M tokens with a fused loss ≈ 7.2 GB: fits;
  4 × 7.6 B × 2e7 ≈ 6.1e17 FLOPs ÷ (25.4 T × ≈ 25 %) ≈ 27 h; 0.17 kW × 27 h ≈ 4.6 kWh ≈ $0.60.
  RTX 4080 SUPER serving Qwen3-8B to 3 users in FP8: 0.32 kW × 730 h × $0.13 ≈ $30 a month.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("k", text).text


def _num(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.parametrize("text, mine, kw", [
    ("我屋企部機有張rtx 4080 super 16gb，想用8千萬token廣東話語料QLoRA qwen3-8b，得唔得？要跑幾耐？",
     "在你自己的 1 × RTX 4080 SUPER 上", r"0\.32 kW × ([\d.]+) 小時 = ([\d.]+) 度 ≈ ([\d.]+) HKD"),
    ("我家里有张rtx 4080 super 16g，想用8000万token语料QLoRA qwen3-8b，行不行？要跑多久？",
     "在你自己的 1 × RTX 4080 SUPER 上", r"0\.32 kW × ([\d.]+) 小时 = ([\d.]+) 度 ≈ ¥([\d.]+)"),
    ("My home PC has an RTX 4080 Super 16GB. I want to QLoRA Qwen3-8B on 80M tokens of Cantonese text: can it, and "
     "how long?", "run it on your own 1 × RTX 4080 SUPER", r"0\.32 kW × ([\d.]+) h = ([\d.]+) kWh ≈ \$([\d.]+)"),
])
def test_an_owned_4080_super_qlora_is_planned_on_it_with_its_hours_and_power(tmp_path, text, mine, kw):
    out = _answer(tmp_path, text)
    head = next(x for x in out.splitlines() if mine in x)
    assert head.startswith("**") and "shadeform" not in head and "RTX 6000 Ada" not in head, head  # no rental lead
    gb = re.search(r"(?:每卡|\*\*|\() ?([\d.]+) GB", head.split(mine)[1])
    assert gb and 8 <= float(gb.group(1)) <= 17.2, head  # fits the 16 GB card (≈ 8–16 GB), never 26.8 GB
    m = re.search(kw, out)
    assert m, out
    hours, kwh, cost = (float(x) for x in m.groups())
    assert 20 <= hours <= 36, hours  # ≈ 28 h by hand
    assert abs(kwh - 0.32 * hours) < 0.1 and 5 <= kwh <= 12, kwh
    assert 0.5 <= cost <= 15, cost  # ≈ 9.4 kWh × 0.13 USD / ¥0.94 / HK$1.01


@pytest.mark.parametrize("text, rate, low, high", [
    ("公司已经有一台8卡4090 48G魔改版服务器，想跑qwen3-235b-a22b给100个员工用，fp8能跑吗，速度大概多少？电费一个月多少",
     "¥0.94", 2_200, 2_700),  # 3.6 kW × 730 h × ¥0.94 ≈ ¥2,470, the default said as assumed
    ("公司已经有一台8卡4090 48G魔改版服务器，想跑qwen3-235b-a22b给100个员工用，fp8能跑吗？这边电费每度0.6元",
     "¥0.60", 1_500, 1_650),  # × ¥0.60 said ≈ ¥1,577
])
def test_owned_modded_4090s_say_the_months_power(tmp_path, text, rate, low, high):
    out = _answer(tmp_path, text)
    assert "在你自己的 8 × RTX 4090-48GB (modified) 上运行" in out
    line = next(x for x in out.splitlines() if "自有卡的电费" in x)
    assert f"每度 {rate}" in line and "3.60 kW" in line, line
    assert ("假设" in line) == (rate == "¥0.94"), line  # the default is said to be one; a stated tariff is not
    month = re.search(r"全天候满载每月 ¥([\d,]+)（730 小时）", line)
    assert month and low <= _num(month.group(1)) <= high, line
    assert not line.startswith("- **"), line  # its own line, not inside "what would change the answer"


@pytest.mark.parametrize("text, mine, kw", [
    ("研究室只有一張RTX A6000 48GB，想做llama 3.1 8b全參數微調(不要lora)，中文法律語料2億token。做得到嗎？不行的話租什麼最划算",
     "在你自己的 1 × RTX A6000 上執行", r"0\.30 kW × ([\d.]+) 小時 = ([\d.]+) 度 ≈ ([\d.]+) TWD"),
    ("Our lab only has one RTX A6000 48GB. We want a full fine-tune of Llama-3.1-8B (no LoRA) on 200M tokens. "
     "Possible?", "run it on your own 1 × RTX A6000", r"0\.30 kW × ([\d.]+) h = ([\d.]+) kWh ≈ \$([\d.]+)"),
])
def test_a_labs_own_a6000_leads_a_full_fine_tune_with_hours_and_power(tmp_path, text, mine, kw):
    out = _answer(tmp_path, text)
    head = next(x for x in out.splitlines() if x.startswith("**") and "35.5 GB" in x)
    assert mine in head and "hyperstack" not in head, head  # the owned card leads; the rental is the alternative
    m = re.search(kw, out)
    assert m, out
    hours, kwh, cost = (float(x) for x in m.groups())
    assert 35 <= hours <= 60, hours  # ≈ 47 h by hand
    assert abs(kwh - 0.30 * hours) < 0.1, kwh
    assert 1 <= cost <= 80, cost  # ≈ 14 kWh × $0.13 ≈ $1.8 / × NT$4.16 ≈ NT$58


def test_owned_a5000s_serving_say_the_month_beside_the_rental(tmp_path):
    out = _answer(tmp_path, "我们公司有两张A5000，想部署Qwen2.5-14B-Instruct给20个人用，能跑吗？电费多少")
    assert "在你自己的 2 × RTX A5000 上运行" in out
    line = next(x for x in out.splitlines() if "自有卡的电费" in x)
    month = re.search(r"0\.46 kW → 满载每小时 ¥[\d.]+，全天候满载每月 ¥([\d,]+)", line)
    assert month and 290 <= _num(month.group(1)) <= 340, line  # 0.46 kW × 730 h × ¥0.94 ≈ ¥314


@pytest.mark.parametrize("text, kw", [
    ("I have an RTX 3060 12GB at home. Can I QLoRA Qwen2.5-7B on 20M tokens? How long will it take?",
     r"0\.17 kW × ([\d.]+) h = ([\d.]+) kWh"),
    ("我家里有张RTX 3060 12GB，想用2000万token QLoRA Qwen2.5-7B，能跑吗？要多久？",
     r"0\.17 kW × ([\d.]+) 小时 = ([\d.]+) 度"),
])
def test_an_owned_3060_on_a_memory_route_says_the_hours_and_the_power(tmp_path, text, kw):
    out = _answer(tmp_path, text)
    head = next(x for x in out.splitlines() if x.startswith("**Qwen2.5-7B") and " · " not in x)
    took = re.search(r"(?:the job takes ≈|整个任务约) ([\d.]+) (?:days|天)", head)
    assert took and 0.8 <= float(took.group(1)) <= 1.6, head  # ≈ 27 h by hand
    m = re.search(kw, out)
    assert m, out
    hours, kwh = (float(x) for x in m.groups())
    assert 18 <= hours <= 38 and abs(kwh - 0.17 * hours) < 0.1, (hours, kwh)


def test_an_owned_4080_super_serving_in_fp8_says_its_month_of_power(tmp_path):
    out = _answer(tmp_path, "my rtx 4080 super 16gb: can it serve qwen3-8b for 3 users?")
    assert "runs on your own 1 × RTX 4080 SUPER with FP8" in out
    line = next(x for x in out.splitlines() if x.startswith("- Power on your own cards"))
    month = re.search(r"0\.32 kW → \$[\d.]+ an hour under full load, \$(\d+) a month", line)
    assert month and 28 <= int(month.group(1)) <= 32, line  # 0.32 kW × 730 h × $0.13 ≈ $30


def test_owned_modded_4090s_in_english_at_a_stated_tariff(tmp_path):
    out = _answer(tmp_path, "We already own a server with 8 modded RTX 4090 48GB cards. Can it run Qwen3-235B-A22B in "
                            "FP8 for 100 staff? What's the monthly power bill? Power here is $0.20/kWh")
    assert "run it on your own 8 × RTX 4090-48GB (modified)" in out
    line = next(x for x in out.splitlines() if x.startswith("- Power on your own cards at $0.20/kWh:"))
    assert "assumed" not in line and "3.60 kW" in line, line
    assert "$526 a month" in line, line  # 3.6 kW × 730 h × $0.20 = $525.6
