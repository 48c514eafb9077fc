"""A quote asked about is judged on the comparison a buyer would make (advisor.core.quote_fair,
tools.quoted_price.fair_quote): the term the user said (3 months, 包年, 租三個月) is kept and both prices are totalled
over it; a commitment at or above on-demand is no discount (ask for the committed rate, none is held); a sized job far
shorter than the term is said in GPU-hours and cost against the term's total (rent by the hour); a bare family name
("H100") is compared with any of its variants rentable at the quoted count (one card: a one-GPU row, never a share of
an 8-GPU box); a plan dearer than a fair quote says the quote is the cheaper. A budget said per GPU-hour ("$2 per
GPU-hour for 8x H100", 每卡每小时预算 15 元) is the box's hour: the figure × its GPUs, said so on the workload line;
said with no count, it caps every plan's price per GPU-hour, whatever its count."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract, quote_term
from advisor.core.store import Store
from tests.conftest import module_home
from tools.constraints import hourly_limit
from tools.quoted_price import FairQuote, job_against_term, pick_dearer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    return Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text


def _lead(answer: str) -> str:
    return next(ln for ln in answer.splitlines() if "Is the quote fair?" in ln or "是否合理" in ln)


@pytest.mark.parametrize("text, months", [
    ("A vendor quoted us $2.49/h per H100 SXM for 8 GPUs on a 3-month reserved term.", 3),
    ("$1.50/h on a 1-year contract", 12),
    ("reserved for 6 months at $2/h", 6),
    ("a three month lease at $2/h", 3),
    ("annual commitment at $2/h", 12),
    ("we'd commit for a year at $2/h per H100", 12),
    ("A100 80G一张卡一个月6500元，包年，合理吗", 12),
    ("H100 一小時 NT$95，租三個月，合理嗎", 3),
    ("供应商报价H100一小时15元租三个月合理吗", 3),  # glued, no spaces
    ("签一年合同，每卡每小时 18 元", 12),
    ("合約期 6 個月", 6),
    ("包月 8000 元", 1),
])
def test_the_term_said_with_a_quote_is_read_in_months(text, months):
    # a year is 12 months; 包年 a year, 包月 a month; the price's own "一个月" (a month's price) is no term
    assert quote_term(text) == months


@pytest.mark.parametrize("text", ["A100 80G一张卡一个月6500元", "$6,500 a month for 1x A100", "8x H100 at $2/h"])
def test_a_price_a_month_is_no_term(text):
    assert quote_term(text) is None


def test_the_term_rides_on_the_quote():
    p = extract("A vendor quoted us $2.49/h per H100 SXM for 8 GPUs on a 3-month reserved term. Is that fair?").patch
    q = p.quoted_price
    assert q is not None and (q.amount, q.scope, q.term_months, p.num_gpus) == (2.49, "gpu", 3, 8)


@pytest.mark.parametrize("text, each, n, cur", [
    ("We have a budget of $2 per GPU-hour for 8x H100 to serve Llama-3.1-70B", 2.0, 8, "USD"),
    ("8x H100, each GPU at most $2/h, serving Llama-3.1-70B", 2.0, 8, "USD"),
    ("budget $2/gpu/hr on 4 GPUs for Llama-3-70B", 2.0, 4, "USD"),
    ("每卡每小时预算 15 元，8 卡 H100 跑 Qwen2.5-72B 推理", 15.0, 8, "CNY"),
    ("預算每卡每小時 NT$50，8張H100，跑 Qwen2.5-72B", 50.0, 8, "TWD"),
    ("我们用8张A100，单卡每小时不超过15元，跑Llama-3-70B", 15.0, 8, "CNY"),
    ("每卡每小时预算15块，8卡A100跑Llama-3-70B", 15.0, 8, "CNY"),  # "15块" is the money, not 15 cards
])
def test_a_budget_per_gpu_hour_is_the_box_hour_not_a_total(text, each, n, cur):
    # "$2 per GPU-hour for 8x H100": $2 × 8 = $16 an hour for the box, never "$2 in total"
    b = extract(text).patch.budget
    assert b is not None and (b.per, b.currency, b.gpu_hour, b.gpus) == ("hour", cur, each, n)
    assert b.amount == pytest.approx(each * n)


@pytest.mark.parametrize("text, each, note", [
    ("budget $2 per GPU-hour to serve Llama-3.1-70B for 20 users", 2.0, "no GPU count was said"),
    ("at most $2 per GPU-hour, serving Llama-3.3-70B", 2.0, "no GPU count was said"),
    ("每卡每小时预算15元，跑Qwen2.5-72B推理", 15.0, "没有说卡数"),
    ("預算每卡每小時 NT$50，跑 Qwen2.5-72B", 50.0, "没有说卡数"),
])
def test_a_per_gpu_hour_budget_with_no_count_caps_every_plan_per_gpu(text, each, note):
    # no count: a cap on every plan's price per GPU-hour (gpus None), said so — never one GPU's hour for an 8-GPU
    # machine: 8 GPUs at $1.90 a GPU-hour = $15.20/h is within $2 × 8 = $16 (tools.constraints.per_gpu_cap)
    r = extract(text)
    b = r.patch.budget
    assert b is not None and (b.per, b.gpus, b.gpu_hour) == ("hour", None, each) and b.amount == each
    assert any(note in m for m in r.notes + list(r.zh_notes.values()))
    assert hourly_limit(b, None, 8) == pytest.approx(8 * each) and hourly_limit(b, None, 1) == pytest.approx(each)


def test_a_counted_per_gpu_hour_budget_stays_the_box_hour():
    # "$2 per GPU-hour for 8x H100": the box's $16 an hour, whatever plan is weighed (a 4-GPU plan is held to $16 too)
    b = extract("We have a budget of $2 per GPU-hour for 8x H100 to serve Llama-3.1-70B").patch.budget
    assert b is not None and hourly_limit(b, None, 4) == pytest.approx(16.0)


def test_a_plain_hourly_budget_is_not_per_gpu():
    b = extract("budget $20/hour for Llama-3-70B").patch.budget
    assert b is not None and b.amount == 20 and b.gpu_hour is None


def _quote(month: float, gpus: int, term: float | None, task: str = "qlora") -> FairQuote:
    return FairQuote(quote_month=month, currency="TWD", card="H100 SXM", gpus=gpus, per_gpu=gpus == 1, listed=None,
                     listed_month=None, need_bytes=None, box_bytes=None, card_gb=80, precision="nf4", task=task,
                     term_months=term, quote_term=month * term if term else None)


def test_a_job_far_shorter_than_the_term_is_priced_at_the_quote():
    # NT$95 a card-hour = 95 × 730 = NT$69,350 a month; the QLoRA job ≈ 10.1 h on 1 GPU → 10.1 GPU-hours × 95 ≈
    # NT$959.5; the 3-month term is 2,190 h, over 4 × 10.1 h: far longer than the job
    got = job_against_term(10.1, 1, _quote(95 * 730, 1, 3))
    assert got is not None and got[0] == pytest.approx(10.1) and got[1] == pytest.approx(959.5)


@pytest.mark.parametrize("hours, term, task", [
    (600.0, 3, "qlora"),   # 2,190 h ≤ 4 × 600 h: the job fills most of the term
    (10.1, None, "qlora"),  # no term said
    (730.0, 12, "inference"),  # a service runs the whole term
])
def test_no_job_line_when_the_term_is_the_work(hours, term, task):
    assert job_against_term(hours, 1, _quote(95 * 730, 1, term, task)) is None


def test_a_pick_dearer_than_the_quote_is_caught_per_gpu_hour():
    # ¥6,500 a month for 1 × A100 = ¥8.90 a GPU-hour; a ¥22.84/h 1-GPU pick is 2.6× that; a ¥9.00/h one is a tie (≤ 5 %)
    q = _quote(6500, 1, 12)
    assert pick_dearer(q, 22.84, 1) and not pick_dearer(q, 9.0, 1)
    assert not pick_dearer(q, 70.0, 8)  # 70 ÷ 8 = ¥8.75 a GPU-hour: cheaper than the quote's ¥8.90


@pytest.mark.slow
def test_a_yearly_yuan_quote_is_compared_with_the_mainland_clouds_reserved_month(tmp_path_factory):
    # ¥9,400 a month for 1 × A100 80GB on 包年, a yuan quote: compared with the mainland's rows (alibaba's gn7e, on
    # demand ¥34.74/h × 730 ≈ ¥25,360 a month: 0.4×), and as a commitment with the catalog's own reserved month for
    # it (alibaba ≈ ¥16,676): ¥9,400 is under it; over 8,760 h: ¥112,800. AutoDL / 恒源云 / 矩池云 are not priced,
    # so no "价格不错". The plan's pick (a 包年包月 row at ¥22.84/h) is dearer than the quote's ¥12.88 an hour
    a = _ask(tmp_path_factory, "供应商给我报价A100 80G一张卡一个月9400元，包年，这个价格合理吗？"
                               "我们主要用来做Qwen2.5-7B的全参微调")
    line = _lead(a)
    assert "1 年租期（8,760 小时）" in line and "¥112,800" in line
    assert "包月价" in line and "¥16,676" in line and "AutoDL" in line and "价格不错" not in line
    assert "你的报价比下面的方案便宜" in line


@pytest.mark.slow
def test_a_short_job_on_a_long_term_says_rent_by_the_hour_in_traditional_chinese(tmp_path_factory):
    # NT$95 per H100-hour for 3 months = 95 × 2,190 h = NT$208,050; the Mistral-7B QLoRA job is ≈ 10.1 GPU-hours
    # (≈ NT$958 at the quote): the term is ~200× the job → rent by the hour. A bare "H100" is compared with any
    # variant on ONE GPU (cudo 1 × H100 SXM), never a per-card share of an 8 × H100 PCIe box
    a = _ask(tmp_path_factory, "廠商報價 H100 一小時 NT$95，租三個月，這個價格合理嗎？我們要做 Mistral 7B 的 QLoRA 微調，"
                               "兩週內要完成，資料約 20 萬筆。")
    line = _lead(a)
    assert "3 個月租期（2,190 小時）" in line and "208,050 TWD" in line
    assert "10.1 GPU 小時" in line and "按小時租" in line
    assert "任一型號" in line and "1 × H100" in line and "8 × H100" not in line


@pytest.mark.slow
def test_a_3_month_reserved_term_is_totalled_over_3_months_not_12(tmp_path_factory):
    # $5.49 × 8 GPUs × 730 h = $32,062 a month; over 3 × 730 = 2,190 h: $96,185 against the seller's own listed
    # 8 × H100 SXM (lambda $31.92/h) × 2,190 = $69,905 (1.4×: over); the plan's headline says 3 months on demand,
    # never "12 months"
    a = _ask(tmp_path_factory, "A vendor quoted us $5.49/h per H100 SXM for 8 GPUs on a 3-month reserved term. "
                               "We serve Llama-3.1-70B to about 150 people online. Is that a fair price?")
    line = _lead(a)
    assert "over the 3-month term you stated (2,190 h)" in line and "$96,185" in line and "$69,905" in line
    # and a 3-month commitment is 20–40 % below on-demand: $23,302 × 0.6 … × 0.8 = $13,981 … $18,641 a month
    assert "20–40 %" in line and "$13,981–$18,641" in line and "negotiate into that band" in line
    assert "for 3 months on demand" in a and "12 months" not in a


@pytest.mark.slow
def test_an_english_lora_job_on_a_yearly_contract_says_rent_by_the_hour(tmp_path_factory):
    # $1.50/h × 8,760 h = $13,140 for the year; the LoRA job is a few GPU-hours (≈ 4.9 h × $1.50 ≈ $7)
    a = _ask(tmp_path_factory, "A vendor offers 1x A100 80GB at $1.50/h on a 1-year contract, is that fair? We "
                               "fine-tune Qwen2.5-7B with LoRA on 50k samples")
    line = _lead(a)
    assert "1-year term you stated (8,760 h)" in line and "$13,140" in line
    assert "GPU-hours" in line and "rent by the hour for the job" in line


@pytest.mark.slow
def test_a_yearly_quote_under_on_demand_but_over_the_committed_band_is_dear(tmp_path_factory):
    # $2.60 × 8 × 730 = $15,184 a month against the cheapest seller's own 8 × H100 (any variant: runpod $23.12/h ×
    # 730 = $16,878): 0.9× on-demand, yet a year's commitment is 20–55 % below it: $16,878 × 0.45 … × 0.8 = $7,595 …
    # $13,502 a month; $15,184 ÷ $13,502 = 1.12× the band's top: dear for a commitment. Over 8,760 h: $182,208
    a = _ask(tmp_path_factory, "8x H100 at $2.60/h per GPU on a one-year contract, fair? serving Llama-3.1-70B "
                               "for 40 users")
    line = _lead(a)
    assert "1-year term you stated (8,760 h)" in line and "$182,208" in line
    assert "dear for a commitment" in line and "$7,595–$13,502" in line and "a fair price" not in line


@pytest.mark.slow
def test_a_per_gpu_hour_budget_is_said_on_the_workload_line(tmp_path_factory):
    # $2 per GPU-hour × 8 GPUs = $16.00 an hour for the box (the pick at $14.34/h is within it)
    a = _ask(tmp_path_factory, "We have a budget of $2 per GPU-hour for 8x H100 to serve Llama-3.1-70B for 50 users")
    head = a.splitlines()[0]
    assert "$2.00 per GPU-hour × 8 GPUs = $16.00/h" in head and "in total" not in head
