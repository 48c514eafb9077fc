"""A user restricted to one platform the catalog holds no price from still gets a sized plan: "only Alibaba Cloud Hong
Kong" (its families carry no region and no price) names the machines, the job time and the GPU-hours, judges the
deadline on that time (never ❌ because a price is missing) and says how to import a quote; "AutoDL, budget ¥10,000"
says in the budget line the per-GPU-hour quote that keeps the budget (tools.cost.break_even_gpu_hour), never a bare
"cannot be checked"."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# Hand figures, the Hong Kong batch (Qwen3-4B-Instruct-2507, ≈ 4.0 B parameters, model card):
# - 80,000,000 notes × (30 tokens in + 8 out) ≈ 3.04e9 tokens × 2 × 4.0e9 FLOP ≈ 2.4e19 FLOP;
# - even on one 8 × H800 machine at its dense BF16 peak (8 × 989 TFLOP/s ≈ 7.9e15 FLOP/s) that is ≥ 3,080 s ≈ 0.86 h,
#   and on 8 × A10 (8 × 125 TFLOP/s) ≥ 6.8 h: the job takes hours, far under the 7 days (168 h) asked;
# - GPU-hours ≤ GPUs × the job's wall time (the wall time adds start-up).
HK_FIRST = ("我哋係香港銀行AML組，有8000萬條交易備註(每條好短，大概30 token)要分類做可疑交易初篩，想用Qwen3-4B-Instruct-2507，"
            "prompt大概300 token，輸出一個label，一星期內搞掂，資料唔可以出香港。用咩機？幾錢？")
HK_ONLY = "IT話淨係可以用阿里雲香港，咁點配？"
HK_EN = ("Our bank in Hong Kong must classify 80 million transaction notes (about 30 tokens each) with "
         "Qwen3-4B-Instruct-2507, prompt about 300 tokens, output one label, done within a week. IT says we can only "
         "use Alibaba Cloud Hong Kong. What setup, how much?")

# Hand figures, the AutoDL pre-training (Qwen2.5-7B, 7.6 B parameters, model card): 6 × 7.6e9 × 5e9 tokens ≈ 2.3e20
# FLOP; at 40 % of an H800's 989 TFLOP/s that is ≈ 160 H800-hours (the plan says ≈ 180); ¥10,000 ÷ GPU-hours is the
# highest quote within the budget: ≈ ¥50–60 per GPU-hour, several times any listed H100-class hour.
AUTODL = {
    "zh": "手上有50亿token中文医疗语料想对Qwen2.5-7B做继续预训练全参不是LoRA预算1万块左右AutoDL上租一周内要训完用什么卡几张",
    "zh-Hant": "手上有50億token中文醫療語料想對Qwen2.5-7B做繼續預訓練，全參不是LoRA，預算1萬塊人民幣左右，在AutoDL上租，"
               "一週內要訓完，用什麼卡幾張",
}
# Hand figures, TWCC (Llama-3.1-8B, 8.0 B parameters): 6 × 8.0e9 × 2e8 tokens × 3 epochs ≈ 2.9e19 FLOP, a few hours
# on one 8-GPU H100-class machine, far inside 5 days; the quote within NT$200,000 is 200,000 ÷ (GPUs × job hours).
TWCC = {
    "zh-Hant": "只用TWCC台智雲，想對Llama-3.1-8B做全參數微調，資料2億token，3個epoch，5天內要完成，預算NT$20萬，要租幾張卡？",
    "en": "We can only use TWCC in Taiwan: full fine-tune of Llama-3.1-8B on 200M tokens, 3 epochs, within 5 days, "
          "budget NT$200,000. How many GPUs?",
}
MISSED = ("无法满足", "無法滿足", "cannot be met", "not possible", "No listed configuration finishes", "目錄中沒有能在")


@pytest.fixture(scope="module")
def answers(tmp_path_factory):
    out = {}
    e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    e.handle("hk", HK_FIRST)
    out["hk-Hant"] = e.handle("hk", HK_ONLY).text
    out["hk-en"] = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", HK_EN).text
    for lang, q in AUTODL.items():
        out[f"autodl-{lang}"] = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text
    for lang, q in TWCC.items():
        out[f"twcc-{lang}"] = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text
    return out


def _head(answer: str) -> str:
    return next(ln for ln in answer.splitlines() if ln.startswith("**") and ln.endswith("**")
                and re.search(r"\d+ × ", ln))


def _deadline_line(answer: str) -> str:
    return next(ln for ln in answer.splitlines() if re.search(r"7 (?:days|天)", ln) and ln.startswith("- "))


@pytest.mark.parametrize("key", ["hk-Hant", "hk-en"])
def test_only_alibaba_hong_kong_names_machines_time_and_gpu_hours(answers, key):
    a = answers[key]
    head = _head(a)
    n = int(re.search(r"(\d+) × ", head).group(1))
    assert "alibaba" in head.lower(), head  # an Alibaba family to quote, not another cloud
    took = re.search(r"(?:takes ≈|任務約) ?([\d.]+) ?(h|小時|days|天)", head)
    assert took, head
    hours = float(took.group(1)) * (24 if took.group(2) in ("days", "天") else 1)
    assert 0.8 <= hours < 168, head  # ≥ 0.86 h at the H800 peak, far under 7 days
    gh = float(re.search(r"([\d,.]+) ?(?:GPU-hours|GPU 小時)", head).group(1).replace(",", ""))
    assert 0 < gh <= n * hours * 1.01, head
    assert "catalog import" in a
    # the families to quote are listed for Hong Kong (the A10 and L20 ones among them), never "left out for the region"
    assert "gn7i" in a and "gn8is" in a, a


@pytest.mark.parametrize("key", ["hk-Hant", "hk-en"])
def test_only_alibaba_hong_kong_meets_the_week_on_compute_time(answers, key):
    line = _deadline_line(answers[key])
    assert "✅" in line and not any(m in line for m in MISSED), line


@pytest.mark.parametrize("lang", ["zh", "zh-Hant"])
def test_autodl_budget_line_gives_the_quote_that_keeps_it(answers, lang):
    a = answers[f"autodl-{lang}"]
    head = _head(a)
    gh = float(re.search(r"([\d,.]+) ?(?:GPU 小时|GPU 小時)", head).group(1).replace(",", ""))
    line = next(ln for ln in a.splitlines() if "10,000" in ln and ln.startswith("- "))
    assert "无法核对" not in line and "無法核對" not in line, line
    quote = float(re.search(r"¥([\d,.]+)", line.split("10,000", 1)[1]).group(1).replace(",", ""))
    assert quote == pytest.approx(10_000 / gh, rel=0.01), (line, gh)  # ¥10,000 ÷ the plan's GPU-hours
    assert "大概率" in line, line  # the listed H100-class hour is far under that quote


@pytest.mark.parametrize("lang", ["zh-Hant", "en"])
def test_only_twcc_is_no_conflict_with_taiwan_and_its_budget_gets_a_quote(answers, lang):
    a = answers[f"twcc-{lang}"]
    lines = [ln for ln in a.splitlines() if ln.startswith("- ")]
    assert not any("❌" in ln and "TWCC" in ln for ln in lines), a  # TWCC is Taiwan's own cloud: no ❌, no "no region"
    assert "no region in Taiwan" not in a and "在台灣沒有區域" not in a
    assert not any(m in ln for ln in lines for m in MISSED if "5" in ln), a  # 5 days judged on time
    head = _head(a)
    n = int(re.search(r"(\d+) (?:GPUs of|張)", head).group(1))
    per_hour = float(re.search(r"(?:at |每小時 )([\d,.]+) TWD", head).group(1).replace(",", ""))
    job = float(re.search(r"≈ ([\d,.]+) TWD", head).group(1).replace(",", ""))
    quote = float(re.search(r"([\d,.]+) TWD (?:per GPU-hour|才在)", head).group(1).replace(",", "")) \
        if lang == "en" else float(re.search(r"每 GPU 小時 ([\d,.]+) TWD 才在", head).group(1).replace(",", ""))
    # the job's hours are the reference's job cost ÷ its price an hour; the quote is 200,000 ÷ (GPUs × those hours)
    assert quote == pytest.approx(200_000 / (n * job / per_hour), rel=0.02), head
    budget = next(ln for ln in lines if "200,000" in ln)
    assert "cannot be checked" not in budget and "無法核對" not in budget, budget
