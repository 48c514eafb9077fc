"""Answer classes an expert found wrong in docs/expert_review16_grades.md (C3, C4, C5, C9, C14), asked in EN / 简体 /
繁體 where the class has words.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same reader, engine and renderer the CLI and Slack use.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.constraints import hourly_limit, period_spend
from tools.schema import Budget

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    """One question through the chat engine (the reader, the recommender and the renderer `ask` uses)."""
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def budget_of(rec):
    return next(c for c in rec.constraints if c.name == "budget")


# --- C3: a periodic budget on a finite job is held to what the job costs while it runs -----

def test_a_periodic_budget_bounds_a_short_job_by_its_cost_not_by_the_hour():
    # Hand: a job of 71.75 run hours bills 72 h (0.25 h start-up). "$2,000 a month" lets those 72 h cost $2,000:
    # $2,000 / 72 = $27.78/h — not $2,000 / 730 = $2.74/h, which is what always-on serving may spend.
    month = Budget(amount=2000, per="month")
    assert hourly_limit(month, 71.75) == pytest.approx(2000 / 72)
    assert hourly_limit(month, None) == pytest.approx(2000 / 730)  # serving: every hour of the month
    # a job longer than the month (1,000 h) spends 730 h in each month it runs: the hourly rate is the cap again
    assert hourly_limit(month, 1000) == pytest.approx(2000 / 730)
    # a day's budget on a 6 h job: $120 / 6.25 h billed = $19.2/h
    assert hourly_limit(Budget(amount=120, per="day"), 6.0) == pytest.approx(19.2)
    # what the job spends in its one month: $14.34/h × 72 h = $1,032.48
    assert period_spend(month, 14.34, 71.75) == pytest.approx(14.34 * 72)


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "continued pretraining of Mistral 7B on 20B tokens of legal text. budget is $2k a month, how long would it take?",
    "用200亿token继续预训练Mistral 7B，预算每月5万元，要多久？",
    "用200億token繼續預訓練Mistral 7B，預算每月5萬元，要多久？",
])
def test_a_monthly_budget_does_not_force_a_six_week_job_when_three_days_fit(tmp_path, text):
    # Hand: 6 × 7.24e9 × 20e9 = 8.7e20 FLOPs. 8 × H100 at ≈ 40 % of 989 TFLOPS = 3.2e15 FLOP/s →
    # ≈ 2.8e5 s ≈ 3.2 days at ≈ $14/h ≈ $1,100: inside a $2,000 (or ¥50,000 ≈ $6,900) month. 2 × A800 PCIe at ≈ 40 %
    # of 312 TFLOPS need ≈ 39 days and cost more. So the pick finishes within a week, costs less than the budget,
    # and the budget is honoured (never the $2.74/h cap that removes every H100 node).
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.speed is not None and top.speed.train_hours is not None
    assert top.speed.train_hours < 7 * 24, r.text[:600]
    assert top.gpu_count * top.instances >= 4, r.text[:600]
    b = budget_of(rec)
    assert b.status == "honoured", r.text[:900]
    assert b.message.code == "constraints.budget_within_job"


@pytest.mark.slow
def test_always_on_serving_keeps_the_hourly_share_of_a_monthly_budget(tmp_path):
    # Hand: serving runs every hour of the month, so $400 a month is $400 / 730 = $0.548/h at most; whatever the
    # answer rents must cost no more than that an hour (or nothing is within the budget).
    r = answer(tmp_path, "serve Llama 3.1 8B for 5 users, budget $400 a month")
    rec = r.recommendation
    assert rec is not None
    for c in rec.candidates:
        assert c.price_per_hour.amount <= 400 / 730 + 1e-6, r.text[:600]


@pytest.mark.slow
def test_a_job_longer_than_the_month_is_held_to_the_monthly_rate(tmp_path):
    # Hand: 500B tokens on a 7B model is 6 × 7.24e9 × 5e11 = 2.2e22 FLOPs ≈ 25× the graded job: 8 × H100 would run
    # ≈ 80 days at ≈ $14/h ≈ $10k a month, so the job spans months and may spend $2,000 in each: ≤ $2.74/h.
    r = answer(tmp_path, "continued pretraining of Mistral 7B on 500B tokens, budget $2k a month, how long?")
    rec = r.recommendation
    assert rec is not None
    for c in rec.candidates:
        assert c.price_per_hour.amount <= 2000 / 730 + 1e-6, r.text[:600]


# --- C4: a plan a hair over budget is the answer, "just over", and its overrun never reads 0 % -----

def test_an_overrun_never_reads_zero_percent():
    from tools.wording import share_text
    # Hand: ¥50,247 / ¥50,000 − 1 = 0.49 % → "0.5%", not "0%"; 7 % stays whole; 0.04 % is "< 0.1%".
    assert share_text(50247 / 50000 - 1) == "0.5%"
    assert share_text(0.07) == "7.0%"
    assert share_text(0.25) == "25%"
    assert share_text(0.0004) == "< 0.1%"
    assert share_text(0.0) == "0%"


@pytest.mark.slow
@pytest.mark.parametrize("text, words", [
    ("5万块一个月的预算，能跑满血版DeepSeek-R1吗？大概20个并发", "略超预算"),
    ("每月預算5萬人民幣，能跑滿血版DeepSeek-R1嗎？大概20個併發", "略超預算"),
    ("can I run full DeepSeek-R1 for about 20 concurrent users on $6,950 a month?", "Just over your"),
])
def test_a_plan_within_the_tolerance_is_answered_just_over_budget(tmp_path, text, words):
    # Hand: ≈ 690 GB FP8 + MLA KV ≈ 17 GB ≈ 710 GB → 4 × MI300X (4 × 192 GB) at ≈ $9.56/h =
    # ≈ $6,979 (¥50,247) a month: 0.4–0.5 % over a ¥50,000 / $6,950 month, inside the 2 % tolerance. So the answer
    # is that plan, led by "just over" with "0.5%" / "0.4%" (never "0%"), the budget line adjusted (⚠, not ❌), and a
    # per-user speed is shown (a ranked plan has one).
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    assert words in r.text.split("\n\n")[1], r.text[:600]
    assert not re.search(r"(?<![\d.,])0%", r.text), r.text[:600]  # no "超出 0%" anywhere
    assert rec.candidates[0].per_user_tokens_per_s is not None
    assert budget_of(rec).status == "adjusted", r.text[:900]


@pytest.mark.slow
def test_a_plan_past_the_tolerance_is_still_over_budget_with_its_share(tmp_path):
    # Hand: the same ¥50,247 plan against ¥49,000 is 2.5 % over (50,247 / 49,000 − 1 = 0.0254): past 2 %, so nothing
    # is ranked, and the overrun reads "2.5%".
    r = answer(tmp_path, "4.9万块一个月的预算，能跑满血版DeepSeek-R1吗？大概20个并发")
    rec = r.recommendation
    assert rec is not None and not rec.candidates, r.text[:600]
    assert "超出预算 2.5%" in r.text, r.text[:600]


# --- C5: a target nothing priced was checked against is "not checked", never "cannot be met" -------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "部署Qwen2.5-72B-Instruct给公司内部100人用每人每秒至少15个token首字延迟2秒以内只能用华北的云",
    "部署Qwen2.5-72B-Instruct給公司內部100人用，每人每秒至少15個token，首字延遲2秒以內，只能用阿里雲北京機房",
    "deploy Qwen2.5-72B-Instruct for 100 staff, at least 15 tokens/s each, first token under 2 s, North China "
    "clouds only",
])
def test_a_first_token_target_with_nothing_priced_is_not_checked_and_estimated(tmp_path, text):
    # Hand: a 4,096-token prefill of a 72.7B model is 2 × 72.7e9 × 4,096 ≈ 6e14 FLOPs; 4–8 × H800
    # (989 dense TFLOPS each) at ≈ 40 % do it in ≈ 0.2–0.4 s even with decode sharing the GPUs: far inside 2 s.
    # Nothing in mainland China has a public price, so no plan is ranked: the 2 s target is "not checked" (❔), never
    # refused (❌), and the estimate on the unpriced families says it is within the target.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and not rec.candidates, r.text[:600]
    ttft = next(c for c in rec.constraints if c.name == "ttft")
    assert ttft.status == "unchecked", r.text
    est = ttft.message.args["estimate"]
    assert est is not None and est.args["ok"] and est.args["ms"] < 2000, r.text
    assert "H800" in str(est.args["fleet"].text("en")), r.text
    for refused in ("（无法满足）：目录中没有能在", "（無法滿足）：目錄中沒有能在", "No listed plan prefills"):
        assert refused not in r.text, r.text
    speed = next(c for c in rec.constraints if c.name == "per_user_speed")
    assert speed.status == "unchecked"


@pytest.mark.slow
def test_a_first_token_a_priced_plan_misses_is_still_refused(tmp_path):
    # Hand: a 405B model's 32k-token prompt is 2 × 405e9 × 32,768 ≈ 2.7e16 FLOPs: ≈ 3.4 s on 8 × H100 at 100 % of
    # 7.9 PFLOPS, more at a realistic 40 %: a 200 ms first token is out of reach on anything priced, and that is a
    # real refusal (❌), not "not checked".
    r = answer(tmp_path, "serve Llama 3.1 405B for 10 users with 32k prompts, first token under 200 ms")
    rec = r.recommendation
    assert rec is not None
    ttft = next(c for c in rec.constraints if c.name == "ttft")
    assert ttft.status == "refused", r.text[:900]


# --- C9: inside the price tie a deadline batch goes to time to spare and fewer machines --------

def test_inside_the_tie_time_to_spare_and_fewer_machines_lead():
    from tools.embedding import EmbeddingRow, roomier_on_tie
    # Hand: 5 one-card machines at $4.93 finishing at 6.6 h of 8 h have 6.6 × 1.27 = 8.4 h > 8 h: no margin for the
    # speed model's 27 % error; one H100 at $5.01 (+1.6 %, inside the 5 % tie) finishes at 2.7 h. The H100 leads.
    a4000 = EmbeddingRow("primeintellect", "a4000", "RTX A4000", 1, 5, 0.15, 6.6, 4.93)
    h100 = EmbeddingRow("cudo", "h100", "H100 SXM", 1, 1, 1.85, 2.7, 5.01)
    mi300 = EmbeddingRow("runpod", "mi300x", "MI300X", 1, 1, 2.39, 2.1, 5.03, "AMD")
    assert roomier_on_tie([a4000, h100, mi300], 8.0)[0] is h100
    # outside the tie (the H100 at $5.40, +9.5 %) the cheapest stays first: the rule only settles ties
    dear = EmbeddingRow("cudo", "h100", "H100 SXM", 1, 1, 2.0, 2.7, 5.40)
    assert roomier_on_tie([a4000, dear], 8.0)[0] is a4000
    # no deadline: still fewer machines inside the tie (one machine to start, not five)
    assert roomier_on_tie([a4000, h100], None)[0] is h100


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    # the 128 tokens each said (titles alone are now read at 32: tools.embedding.TITLE_TOKENS), so the
    # job is the one the tie below was worked for
    "need to embed 50 million product titles (~128 tokens each) with bge-large-en-v1.5 overnight (8 hours max). cheapest setup?",
    "用bge-large-en-v1.5给5000万个商品标题（每条约128 token）做向量化，8小时内跑完，最便宜的方案？",
    "用bge-large-en-v1.5給5000萬個商品標題（每條約128 token）做向量化，8小時內跑完，最便宜的方案？",
])
def test_an_embedding_batch_near_a_tie_rents_one_machine_with_time_to_spare(tmp_path, text):
    # Hand: 50M × 128 tokens × 2 × 303.7M multiplying params ≈ 3.9e18 FLOPs (+ attention); bge-large runs at its
    # measured 33.4 % of a card's dense peak (tools.embedding.encoder_mfu), so one MI300X (1,307 TFLOPS) ≈ 2.5 h +
    # start-up ≈ 2.8 h at $2.39/h ≈ $6.63, a hair under 8 × A4000 (≈ 77 TFLOPS each) ≈ 5.6 h for ≈ $6.75: the one
    # machine with 5 h to spare comes first, and its ROCm stack is said (in the headline on a near tie with a
    # one-machine CUDA row, else the card's check line). The $1.85/h H100 that once led here was cudo's 4-vCPU /
    # 8 GB-RAM host, which the LLM path leaves out (host RAM below half the GPU memory: 8 < 40 GB). The class asserted
    # is unchanged: one machine with time to spare leads, never the multi-machine A4000 fleet.
    r = answer(tmp_path, text)
    head = r.text.split("\n\n")
    lead = next(p for p in head if "H100" in p or "A4000" in p or "MI300X" in p)
    before = lead.split("A4000")[0]
    assert re.search(r"(?:rent|租) (?!\d+ ×|\d+ 台)", before), r.text[:800]  # one machine, not "6 × …"
    assert "1 × H100" in before or "1 × MI300X" in before, r.text[:800]
    assert "x4v8gb" not in r.text, r.text[:800]
    assert "MI300X" not in before or "ROCm" in r.text, r.text[:800]  # its ROCm stack said


# --- C14: a pick thin on both memory and speed gives way to a comfortable plan ≤ 30 % dearer -------

def chat(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


@pytest.mark.slow
@pytest.mark.parametrize("turns, words", [
    # thinking off: the hand figures below are the visible answers' (tests/tools/test_thinking_sized.py sizes thinking)
    (("serve Qwen3-30B-A3B for 50 users for legal document analysis, thinking off", "32k context?", "only AWS"),
     "thin on both margins"),
    (("部署Qwen3-30B-A3B给50个人同时用，做合同审查，关闭思考", "上下文改成32k呢", "只用AWS"),  # 同时: 50 at once
     "两项余量都偏小"),
])
def test_a_pick_thin_on_memory_and_speed_gives_way_to_the_comfortable_plan(tmp_path, turns, words):
    # Hand: Qwen3-30B-A3B BF16 is 61 GB of weights; 50 users × 32k × 98.3 KB = 161 GB of KV. On AWS,
    # p4d.24xlarge (8 × A100 40GB) as 2 replicas × TP 4: 15.3 + 20.1 + ≈ 2 GB ≈ 37.6 GB per GPU of a ≈ 38 GB pool (94 %)
    # and ≈ 22 tok/s per user against the 20 floor, inside the ±37 % at-load error: thin on both. p4de.24xlarge
    # (8 × A100 80GB) holds the same load with ≈ 1/3 of its pool spare at ≈ 25 tok/s for $27.45 vs $21.96/h = +25 %,
    # inside 30 %: it is rented, the thin p4d named as the cheaper risk.
    r = chat(tmp_path, *turns)[-1]
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.instance == "p4de.24xlarge", r.text[:900]
    assert any(c.instance == "p4d.24xlarge" for c in rec.candidates[1:])
    assert words in r.text, r.text


def test_both_thin_tolerance_is_thirty_percent_and_only_for_both():
    from tools.ranking import BOTH_THIN_TOLERANCE, ONE_MACHINE_TOLERANCE
    # Hand: one thin margin is a test to run (the one-machine tolerance, 15 %); both thin buys up to 30 % — p4de at
    # +25 % is inside it, a plan at +35 % would not be.
    assert ONE_MACHINE_TOLERANCE < BOTH_THIN_TOLERANCE == 0.30
    assert 27.45 / 21.96 - 1 <= BOTH_THIN_TOLERANCE < 0.35
