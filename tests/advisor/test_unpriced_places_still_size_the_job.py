"""Asked where the catalog has no price (mainland China, AutoDL, Volcano, a Chinese cloud's family), the answer still
sizes the work: the card sold there and its count, the job's GPU-hours and time, the deadline judged on that time
(never on the missing price), the total as GPU-hours × the user's quote, and a reference price for a card of the plan
where one is listed, labelled with its place. A high-end card asked of a mainland cloud is refused for the US export
rules. Reworded cases in English, 简体 and 繁體."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    return e.handle("t", q).text


def _head(answer: str) -> str:
    bold = [ln for ln in answer.splitlines() if ln.startswith("**") and ln.endswith("**")]
    return bold[1]


def _num(text: str) -> float:
    return float(text.replace(",", ""))


@pytest.fixture(scope="module")
def mainland_full_ft(tmp_path_factory):
    return _ask(tmp_path_factory, "Full fine-tune of Qwen2.5-72B on 400M tokens, one epoch, it has to be done within "
                                  "5 days, and only clouds in mainland China. What should we rent?")


@pytest.mark.slow
def test_a_mainland_full_fine_tune_is_sized_on_a_card_sold_there_and_meets_its_deadline(mainland_full_ft):
    # Hand: 6 × 72.7e9 params × 4e8 tokens = 1.745e20 FLOP. An H800 does 989 TFLOPS dense BF16; at 20–50 % of peak that
    # is 1.745e20 / (989e12 × 0.2…0.5) / 3600 = 245…98 GPU-hours, so the job finishes in hours on 16–32 cards, far
    # inside 5 days (120 h). Memory: 16 B/param × 72.7e9 ≈ 1.16 TB of states → at least 16 × 80 GB over RDMA.
    h = _head(mainland_full_ft)
    assert re.search(r"plan (16|24|32) × H800", h), h
    gh = _num(re.search(r"cost = ([\d,.]+) GPU-hours × your quoted price", h).group(1))
    assert 90 <= gh <= 260, gh
    assert "RDMA" in h, h
    assert re.search(r"✅ honoured: 5 days", mainland_full_ft), mainland_full_ft
    assert "5 days (not possible)" not in mainland_full_ft
    assert "mainland China (not possible)" not in mainland_full_ft  # the price is missing, not the place


@pytest.mark.slow
def test_the_reference_figure_is_its_gpu_hours_times_a_listed_price(mainland_full_ft):
    # Hand: the reference line's total must be its own GPU-hours × its own per-GPU-hour price (to the cent's rounding
    # of the price shown), and it must say it is not a quote where the user asked. Asked of mainland China, the answer's
    # money is CNY (the stated place sets it), so the reference is in ¥: e.g. 375 GPU-hours × ¥5.93 ≈ ¥2,224 (the ¥5.93
    # shown is a rounded conversion of the row's USD price, hence the 2 % tolerance)
    h = _head(mainland_full_ft)
    # (a reference on another card than the plan's says that card's own plan in a second parenthesis)
    m = re.search(r"Reference, not a quote where you asked: .+? listed at ¥([\d.]+) per GPU-hour on \S+ \([^)]*\)"
                  r"(?: \([^)]*\))?, so ([\d,.]+) GPU-hours × ¥[\d.]+ ≈ ¥([\d,.]+)", h)
    assert m is not None, h
    price, gh, total = _num(m.group(1)), _num(m.group(2)), _num(m.group(3))
    assert total == pytest.approx(price * gh, rel=0.02), (price, gh, total)


@pytest.fixture(scope="module")
def autodl_lora_hant(tmp_path_factory):
    return _ask(tmp_path_factory, "打算在AutoDL上做Qwen2.5-7B的LoRA微調，資料3萬條、每條約600 token、訓練2個epoch，"
                                  "大概要花多少錢？")


@pytest.mark.slow
def test_autodl_without_prices_still_gives_gpu_hours_and_a_total_formula_in_traditional(autodl_lora_hant):
    # Hand: 3e4 × 600 × 2 = 3.6e7 tokens; LoRA ≈ 4 × 7.6e9 × 3.6e7 ≈ 1.1e18 FLOP (forward, backward through the frozen
    # base, no weight gradients). On one 80 GB China-market card (H800: 989 TFLOPS) at 20–50 % of peak that is
    # 0.6–1.5 GPU-hours; on an A800 (312 TFLOPS) ≈ 2–5. So a one-card plan and a GPU-hour figure under 10.
    h = _head(autodl_lora_hant)
    assert "無法排名" not in h, h
    m = re.search(r"方案是 1 × (H800 SXM|A800 80GB (SXM|PCIe)|H20|L20)", h)
    assert m is not None, h
    gh = _num(re.search(r"費用 = ([\d,.]+) GPU 小時 × 你拿到的每 GPU 小時報價", h).group(1))
    assert 0.3 <= gh <= 6, gh
    assert "參考（不是你所問地方的報價）" in h, h


@pytest.fixture(scope="module")
def tencent_h200(tmp_path_factory):
    return _ask(tmp_path_factory, "我们团队在深圳，腾讯云能租到H200跑Qwen2.5-72B吗？大概多少钱")


@pytest.mark.slow
def test_a_high_end_card_asked_of_a_mainland_cloud_is_refused_for_the_export_rules(tencent_h200):
    # Hand: H200 falls under the US advanced-computing rules (Oct 2022/2023); Tencent is a mainland cloud and the team
    # is in Shenzhen, so the reason is the export rules, and the parts on offer there (H20, H800, …) are named.
    h = _head(tencent_h200)
    assert h.startswith("**没有 H200") and "出口管制" in h, h
    assert "H20" in h and "H800" in h, h
    assert not re.search(r"方案是 \d+ × H200", h), h  # never a plan (or a price line) on the card that is not offered
    assert "没有满足其他条件且有价格的该配置机器" not in tencent_h200, tencent_h200
    assert "按当前条件没有可行方案" not in tencent_h200  # a plan heads the answer: the list is alternatives


@pytest.fixture(scope="module")
def autodl_3090(tmp_path_factory):
    return _ask(tmp_path_factory, "Can I QLoRA Qwen2.5-7B on an RTX 3090 at AutoDL? 10k samples of about 1,000 "
                                  "tokens, 2 epochs. How long and what would it cost?")


@pytest.mark.slow
def test_a_stated_card_priced_elsewhere_but_not_where_asked_is_a_plan_not_a_no(autodl_3090):
    # Hand: 1e4 × 1,000 × 2 = 2e7 tokens; QLoRA ≈ 4 × 7.6e9 × 2e7 ≈ 6.1e17 FLOP. A 3090 gives ≈ 25–30 TFLOPS in
    # practice (71 peak with FP16 accumulate, 35.6 with FP32), and 4-bit dequantisation costs 20–50 % more: 5.6–10 h.
    # The 4-bit 7B base (≈ 5 GB) and its activations fit 24 GB. The 3090 has a price on RunPod, not on AutoDL: the
    # answer is the plan with the price missing and a labelled reference, never "no, the 3090 cannot do this".
    h = _head(autodl_3090)
    assert "plan 1 × RTX 3090" in h, h
    gh = _num(re.search(r"cost = ([\d,.]+) GPU-hours × your quoted price", h).group(1))
    assert 3 <= gh <= 15, gh
    assert "Reference, not a quote where you asked: RTX 3090" in h, h
    assert "cannot do this" not in autodl_3090, autodl_3090


@pytest.fixture(scope="module")
def north_china_family(tmp_path_factory):
    return _ask(tmp_path_factory, "在华北做Qwen3-8B全参数微调，8亿token，两天内，总预算1万元")


@pytest.mark.slow
def test_a_mainland_family_that_holds_a_job_heads_it_with_gpu_hours_time_and_the_quote_the_budget_allows(
        north_china_family):
    # Hand: 6 × 8.2e9 × 8e8 = 3.9e19 FLOP; at 30–50 % of an H800's 989 TFLOPS that is 22–37 GPU-hours, a few hours on
    # the family's 8-GPU machine, well inside two days. A total budget of ¥10,000 allows a quote of ¥10,000 ÷ the
    # GPU-hours printed per GPU-hour (to the rounding of the GPU-hours shown).
    h = _head(north_china_family)
    assert re.search(r"方案是 8 × H800 SXM（alibaba ecs\.ebmgn8v", h), h
    assert "整个任务约" in h, h
    gh = _num(re.search(r"费用 = ([\d,.]+) GPU 小时 × 你拿到的每 GPU 小时报价", h).group(1))
    assert 15 <= gh <= 45, gh
    quote = _num(re.search(r"报价不超过每 GPU 小时 ¥([\d,.]+) 才在你的预算", h).group(1))
    assert quote == pytest.approx(10000 / gh, rel=0.03), (gh, quote)
    assert "✅ 已满足：2 天" in north_china_family, north_china_family
    assert "华北（无法满足）" not in north_china_family  # the price is missing, not the place


@pytest.fixture(scope="module")
def autodl_serving_hant(tmp_path_factory):
    return _ask(tmp_path_factory, "想在AutoDL上架Qwen2.5-32B給20人同時使用，每個月大概要多少錢？")


@pytest.mark.slow
def test_a_service_on_a_cloud_without_prices_is_sized_with_a_month_formula(autodl_serving_hant):
    # Hand: Qwen2.5-32B in BF16 is ≈ 65.5 GB of weights; 20 × 4,096 tokens of KV at 256 KiB a token ≈ 21.5 GB; ≈ 87 GB
    # before overhead, so one 96 GB H20 holds it, or two 80 GB cards. A month of N always-on GPUs is N × 730 GPU-hours.
    h = _head(autodl_serving_hant)
    assert "無法排名" not in h, h
    m = re.search(r"方案是 (\d) × (H20|H800 SXM|A800 80GB (SXM|PCIe)|L20)", h)
    assert m is not None, h
    n = int(m.group(1))
    assert n in (1, 2), h
    gh = _num(re.search(r"每月 = \d 卡 × 730 小時 = ([\d,]+) GPU 小時 × 你拿到的每 GPU 小時報價", h).group(1))
    assert gh == n * 730, (n, gh)


@pytest.fixture(scope="module")
def mainland_budget(tmp_path_factory):
    return _ask(tmp_path_factory, "国内部署Qwen2.5-72B给全公司用，大概60人同时在线，每月预算5万元，选什么卡？")


@pytest.mark.slow
def test_a_budget_is_not_refused_by_priced_plans_elsewhere_when_the_plan_has_no_price(mainland_budget):
    # Hand: the plan heading the answer is a mainland family with no price; a month of N GPUs is N × 730 GPU-hours,
    # so ¥50,000 a month holds at a quote up to ¥50,000 ÷ (N × 730) (N = 8: ¥8.56, within reach of the listed
    # H100 SXM hour, so the quote decides; a budget far under it is a "no": test_a_budget_far_under_any_listed_price_is_a_no).
    # The budget line must say that, not "❌".
    h = _head(mainland_budget)
    m = re.search(r"每月 = (\d+) 卡 × 730 小时", h)
    assert m is not None, h
    n = int(m.group(1))
    quote = _num(re.search(r"每 GPU 小时 ¥([\d,.]+) 才在你的预算", h).group(1))
    assert quote == pytest.approx(50000 / (n * 730), abs=0.01), (n, quote)
    assert "每月 ¥50,000.00（无法满足）" not in mainland_budget, mainland_budget
    assert f"每 GPU 小时 ¥{quote:,.2f} 就在预算之内" in mainland_budget, mainland_budget
