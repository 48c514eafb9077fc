"""Answer classes an expert found wrong in docs/expert_review14_grades.md (classes 3, 5, 7), each asked in EN / 简体 / 繁體.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same reader, engine and renderer the CLI and Slack use.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    """One question through the chat engine (the reader, the recommender and the renderer `ask` uses)."""
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def chat(tmp_path, *turns: str):
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t) for t in turns]


def status(reply, name: str) -> str | None:
    rec = reply.recommendation
    assert rec is not None, reply.text[:400]
    return next((c.status for c in rec.constraints if c.name == name), None)


def headline_of(reply) -> str:
    rec = reply.recommendation
    assert rec is not None and rec.headline is not None, reply.text[:400]
    return rec.headline.text(reply.language)


# --- A. refusals: the only blocker named, and the real ways forward -----------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    # as asked
    "我们在国内，要部署 Qwen2.5-72B-Instruct 给 100 个员工用，高峰大概 30 人同时在线，每人至少 15 token/s，"
    "预算每月 3 万人民币以内，只能用阿里云或腾讯云，北京机房。",
    "Only Alibaba Cloud or Tencent Cloud in North China: serve Qwen2.5-72B for 30 concurrent users, at least 15 "
    "tokens/s each.",
    "只用騰訊雲或阿里雲北京機房部署 Llama 3.1 70B，30 人同時用，每人至少 15 token/s。",
])
def test_unpriced_chinese_clouds_never_refuse_a_speed_they_were_never_judged_on(tmp_path, text):
    # Hand: a 72B / 70B in BF16 is ~145 GB of weights + 320 KiB × 4k × 30 ≈ 40 GB of KV; 4 × H800 (320 GB, 3.35 TB/s
    # each) reads ~185 GB per step over 13.4 TB/s → at 55–70 % ≈ 40–50 tokens/s per user, far above 15. The families
    # that hold it are listed; only their price is missing. So the per-user target is "not checked" (❔), never ❌.
    r = answer(tmp_path, text)
    assert status(r, "per_user_speed") == "unchecked", r.text[:600]
    assert all(c.status != "refused" for c in r.recommendation.constraints if c.name in ("region", "provider"))
    assert "catalog import" in r.text


@pytest.mark.parametrize("text", [
    "我们在国内，要部署 Qwen2.5-72B 给 30 人用，只能用阿里云或腾讯云。",
    "我們在國內，要用阿里雲部署 Qwen2.5-32B 給 10 個人用。",
    "我们公司在国内，想私有化部署 DeepSeek-R1，50 并发",
])
def test_in_china_with_a_deployment_means_mainland_hosting(tmp_path, text):
    # "在国内" + 部署 / 私有化 / a Chinese cloud: 国内 is the industry's word for mainland hosting (ICP filing, data
    # residency), not a remark on where the user sits; the answer keeps to mainland China (region "cn").
    assert extract(text).patch.regions == ["cn"]


@pytest.mark.parametrize("text", [
    "我人在国内，想了解一下 H100 的价格",  # where the user sits, no deployment: said back, not a filter
    "我在國內，想問一下 4090 一小時多少錢",
])
def test_in_china_without_a_deployment_stays_where_the_user_is(text):
    assert not extract(text).patch.regions


def _hourly(text: str, pattern: str) -> float:
    m = re.search(pattern, text)
    assert m, text[:600]
    return float(m.group(1).replace(",", ""))


@pytest.mark.slow
def test_hong_kong_budget_refusal_offers_the_plan_outside_hong_kong_within_the_budget(tmp_path):
    # Hand: Qwen2.5-32B BF16 = 65.5 GB + 256 KiB × 4k × 10 = 10.7 GB → 4 × 24 GB in Hong Kong (AWS g5),
    # HK$68/h ≈ HK$50k a month against HK$8,000 (≈ HK$10.96/h over 730 h): no. FP8 weights (33 GB + 10.7 GB) fit one
    # 48 GB card, which outside Hong Kong rents well under HK$10.96/h. The way forward is named with its price, and
    # that price is within the budget.
    r = answer(tmp_path, "我想喺香港租 GPU 跑 Qwen2.5-32B，大概 10 個人同時用，每個月預算 8000 港紙，得唔得？")
    head = headline_of(r)
    assert "香港以外" in head, head
    assert _hourly(head, r"每小[时時] ([\d,.]+) HKD") <= 8000 / 730


@pytest.mark.slow
def test_a_budget_refusal_offers_fewer_users_with_its_price(tmp_path):
    # Hand: Llama-3.1-70B FP8 = 70.6 GB; one MI300X (192 GiB ≈ 206 GB, vLLM pool 0.9 ≈ 185 GB) keeps ≈ 185 − 71 − 3 ≈
    # 111 GB for KV at 320 KiB × 4k ≈ 1.34 GB per user → ≈ 80 users; 100 users need a second card ($4.78/h ≈ $3,489 a
    # month) over the $3,000 budget ($4.11/h). So "fewer users" is a real way: between 50 and 99 users, ≤ $4.11/h.
    r = answer(tmp_path, "Serve Llama 3.1 70B for 100 concurrent users in the US, FP8, budget $3000 a month")
    head = headline_of(r)
    m = re.search(r"fewer users at once: ([\d,]+) instead of 100", head)
    assert m, head
    assert 50 <= int(m.group(1).replace(",", "")) < 100
    assert _hourly(head, r"at \$([\d,.]+)/h") <= 3000 / 730


@pytest.mark.slow
def test_a_budget_refusal_in_japan_names_the_way_that_meets_it(tmp_path):
    # Hand: Llama-3.1-8B for 60 users in Japan: BF16 16 GB + 128 KiB × 4k × 60 = 32 GB of KV → a 48 GB card at
    # ~$1.09/h in Tokyo ≈ $796 a month, over $600 (≈ $0.82/h). Outside Japan a 48 GB card at ≈ $0.44/h holds it in FP8
    # (8 GB + 32 GB): the answer leads with a plan within $0.82/h.
    # Since a default BF16 runs as FP16 on Turing, a 24 GB Quadro RTX 6000 in Tokyo ($0.69/h ≈ $504 a month) holds 11
    # users within the budget (16 GB + 128 KiB × 4k × 11 = 5.8 GB ≈ 22 GB): fewer users in Japan may lead, as long as
    # the lead is a way within $600/month and the all-60-users FP8 plan outside Japan is still named
    # With INT8 weights tried before leaving the place (8.0 B weights ≈ 9.1 GB with the 16-bit embeddings + 128 KiB ×
    # 4k × 18 generating ≈ 9.7 GB of KV ≈ 20.9 GB on the 24 GB card), the Quadro RTX 6000 in Tokyo ($0.69/h ≈ $504 a
    # month) holds all 18 at once within the budget: that plan leads, said as INT8 with the BF16 price beside it.
    r = answer(tmp_path, "在日本部署 Llama 3.1 8B，60 人同时在线，每月预算 600 美元")
    head = headline_of(r)
    assert head.startswith("只有改用 INT8 权重 才在预算内"), head
    assert _hourly(head.split("租 ", 1)[1], r"每小时 \$([\d,.]+)") <= 600 / 730, head
    assert "日本" in r.text and "asia-northeast-1" in r.text


# --- B. layouts: real memory room on the same machine, one machine first, margins that obey the ranking ---------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "DeepSeek-R1 满血版 671B 私有化部署，50 并发，首 token 延迟 2 秒以内，需要什么配置，多少钱一个月？",
    "Serve DeepSeek-R1 (671B) for 50 concurrent users, first token under 2 s. What config and monthly cost?",
    "部署 DeepSeek-R1 671B，50 個並發，首 token 2 秒內，要咩配置？",
])
def test_one_roomy_replica_beats_two_that_fill_the_pool_on_the_same_machine(tmp_path, text):
    # Hand: DeepSeek-R1 FP8 ≈ 690 GB of weights. On 8 × MI300X (192 GiB, vLLM pool 0.9 × 206 GB ≈ 185 GB each) two
    # TP-4 replicas put 737 / 4 ≈ 184 GB on each card: 1 % of the pool spare, inside the estimate's own error. One TP-8
    # replica puts ~92 GB of weights + ~5–43 GB of MLA KV on each: ample room, same machine, same price. No 8-card pick
    # may leave under 5 % of its pool spare.
    r = answer(tmp_path, text)
    top = r.recommendation.candidates[0]
    if top.gpu == "MI300X" and top.gpu_count == 8:
        assert top.layout.tp == 8 and top.replicas == 1, (top.layout, top.replicas)
    assert top.per_gpu_bytes < 0.95 * 0.9 * 206e9


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "serve Llama 3.1 70B in FP8 for 10 users",
    "部署 Llama 3.1 70B，FP8，10 个人同时用",
    "部署 Llama 3.3 70B，FP8，10 個人同時用",
])
def test_a_pick_that_fills_its_pool_loses_the_tie_to_a_plan_with_room(tmp_path, text):
    # Hand: Llama-3.x-70B FP8 = 70.6 GB + 320 KiB × 4k × 10 users ≈ 13.4 GB of KV + runtime ≈ 90.7 GB. One GH200
    # (96 GiB ≈ 103 GB, vLLM pool 0.9 ≈ 92.8 GB) keeps ≈ 2 GB (~2 %) spare: inside the memory estimate's own error.
    # One MI300X (pool ≈ 185 GB) holds it with half its pool free for ≈ 4 % more per hour, inside the 5 % tie. The
    # pick with room wins the tie; the 4 %-cheaper CUDA plan stays named beside it.
    r = answer(tmp_path, text)
    top = r.recommendation.candidates[0]
    assert "GH200" not in top.gpu, (top.gpu, top.price_per_hour)
    assert "gpu_1x_gh200" in r.text


@pytest.mark.slow
@pytest.mark.parametrize("turns", [
    ("部署 GLM-4-9B 给 50 个用户用", "上下文要 32k 呢？"),
    ("serve GLM-4-9B for 50 users", "what about 32k context?"),
    ("部署 GLM-4-9B 給 50 個使用者用", "上下文要 32k 呢？"),
])
def test_the_margin_never_buys_two_machines_over_one(tmp_path, turns):
    # Hand: GLM-4-9B at 32k × 50 users: 18.8 GB + 40 KiB × 32k × 50 ≈ 67 GB of KV → two replicas of one 80–96 GB card.
    # One 2 × H100 machine is 5 % cheaper than two separate GH200 (aarch64) machines and gives 26 tok/s per user
    # (the default floor is 20): a margin over the speed model's error is not worth a second host to run.
    last = chat(tmp_path, *turns)[-1]
    assert last.recommendation.candidates[0].instances == 1, last.text[:600]


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "We must stay in the EU (GDPR). Serve Mistral Small 24B for 200 daily active users, roughly 15 concurrent at "
    "peak. Monthly budget 2000 EUR.",
    "必须留在欧盟境内（GDPR），部署 Mistral Small 24B，高峰约 15 人同时在线，每月预算 2000 欧元",
    "資料要留在歐盟，部署 Mistral Small 24B，高峰大約 15 人同時在線，每月預算 2000 歐元",
])
def test_the_plan_that_keeps_the_margin_obeys_the_pcie_rule(tmp_path, text):
    # The ranking's own rule: no tensor parallelism over PCIe across 4+ cards when another plan exists (communication
    # eats 30–60 % of a step). Hand: Mistral-Small-24B BF16 = 47 GB + 160 KiB × 4k × 15 ≈ 10 GB; 2 × A40 read ≈ 55 GB
    # per step over 1.4 TB/s → ≈ 18 tok/s per user at full context, under the default 20: thin, so a plan that keeps
    # the margin is named. 8 × RTX A4000 (16 GB, PCIe only) at TP 8 is the rule-breaking one; a single 80–192 GB card
    # keeps the margin without PCIe TP. The line naming "the plan that keeps the margin" never names 8 × RTX A4000.
    r = answer(tmp_path, text)
    margin = [ln for ln in (r.full or r.text).splitlines()
              if re.search(r"keeps? (?:that |the )?margin|留有[余餘]量|留出[该該][余餘]量", ln)]
    # Since tight serving plans give way to roomy ones the pick may itself keep the margin (1 × A100
    # 80GB, ≈ 29 tok/s per user): then no line names a margin plan. Either way the PCIe TP 8 plan is never the way out.
    assert margin or "8x_RTXA4000" not in r.text.split("\n\n")[1], r.text[:600]
    assert not any("8x_RTXA4000" in ln for ln in margin), margin


# --- C. framing: show only what is delivered; the no in the headline; no absurd comparator ------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "每天要对 2000 万条短文本（平均 100 token）做向量化，用 bge-large-zh，每天跑一次，最省钱的方案",
    "Daily embedding job: 5M chunks per day with e5-large-v2, should finish overnight (8 hours). What's the cheapest "
    "always-on or per-day option?",
    "每天要對 1000 萬條短文本做向量化，用 bge-m3，最便宜的方案",
])
def test_no_spot_banner_over_an_answer_priced_on_demand(tmp_path, text):
    # The embedding answer is priced on demand ("按量价格") with no levers under it: a "Cheaper: priced on spot … each
    # lever below" banner promises what is not shown.
    r = answer(tmp_path, text)
    assert "priced on spot" not in r.text and "竞价实例计价" not in r.text and "競價實例計價" not in r.text


@pytest.mark.slow
@pytest.mark.parametrize("text, no", [
    ("Can I run DeepSeek V3 on a single 8xH100 node? FP8. 4 concurrent users.", "No, not on 8 × H100 SXM"),
    ("单台 8 卡 H100 能跑 DeepSeek V3 吗？FP8，4 个人用", "不行，8 × H100 SXM 装不下"),
    ("8 張 H100 一台機器跑得動 DeepSeek-R1 嗎？FP8，4 個人同時用", "不行，8 × H100 SXM 裝不下"),
])
def test_a_family_whose_common_variant_fails_says_no_in_the_headline(tmp_path, text, no):
    # Hand: DeepSeek-V3/R1 FP8 ≈ 690 GB + KV ≈ 86 GB per GPU over 8; the 80 GB H100 SXM pool is 0.9 × 85.5 ≈ 77 GB:
    # no. The 94 GB H100 NVL pool is ≈ 91 GB: yes, tight. The literal answer to "can I … on 8 × H100" is "not on the
    # 80 GB ones", and it belongs in the headline, before the NVL plan.
    r = answer(tmp_path, text)
    head = next(ln for ln in r.text.splitlines() if ln.startswith("**") and "·" not in ln)
    assert head.startswith("**" + no), head


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "我們公司在台灣，想用 Llama 3.1 8B 做客服，同時大概 20 人，每月預算 3 萬台幣，資料不能出台灣，建議租哪種 GPU？",
    "We're in Taiwan and the data must stay in Taiwan: Llama 3.1 8B support bot, 20 concurrent users, budget "
    "NT$30,000 a month.",
    "我们在台湾，数据不能出台湾，用 Llama 3.1 8B 做客服，20 人同时在线，每月预算 3 万新台币",
])
def test_a_plan_many_times_the_budget_is_a_multiple_not_a_comparison(tmp_path, text):
    # Hand: NT$30,000 a month ≈ NT$41/h. The FP8 plan on one L4 (≈ NT$26/h) is the answer; "as asked the cheapest is
    # 8 × H100 at NT$3,275/h, 7870 % over" is no comparison an expert would print: it is named as a multiple of the
    # budget (≈ 80×), never as a plan with its price leading the answer.
    head = headline_of(answer(tmp_path, text))
    # the FP8 lead may say it costs "100%" of the BF16 plan on the same L4 (same price); no figure is OVER 100 %
    assert "H100" not in head and all(int(p.replace(",", "")) <= 100 for p in re.findall(r"(\d[\d,]*)\s?%", head)), head


@pytest.mark.slow
@pytest.mark.parametrize("text, low, high", [
    # Hand: full training is 6 × N × tokens. Llama-3-8B on 10B tokens: 6 × 8.03e9 × 1e10 = 4.8e20 FLOP. H20 is 148 TF
    # dense BF16: 8 × 148e12 × 0.4 MFU = 4.7e14 FLOP/s → 1.0e6 s ≈ 11–12 days (10–14 days at 35–45 % MFU).
    ("Continued pretraining of Llama 3 8B on 10B tokens on 8 x H20. How long?", 10, 14),
    # Qwen2.5-7B (7.6B) on 2B tokens: 9.1e19 FLOP over 8 × 148 TF at 40 % → 1.9e5 s ≈ 2.2 days (1.9–2.6 days).
    ("8 張 H20 做 Qwen2.5-7B 全參微調，數據 20 億 token，要多久？", 1.9, 2.6),
    # Llama-3-8B on 10B tokens on 8 × H800 (H100 compute, 989 TF): 4.8e20 / (8 × 989e12 × 0.4) ≈ 1.5e5 s ≈ 1.7 days.
    ("在 8 张 H800 上继续预训练 Llama 3 8B，100 亿 token，要多久？", 1.4, 2.0),
])
def test_a_stated_unpriced_card_that_holds_the_job_says_how_long(tmp_path, text, low, high):
    # The stated card holds the job by memory but has no price in the catalog: the answer says yes with the time the
    # speed model gives (a priced row's own figure), the card and count are ❔ (the price is missing), never ❌.
    r = answer(tmp_path, text)
    m = re.search(r"(?:takes ≈|任务约|任務約) ([\d.]+) (?:days|天)", r.text)
    assert m, r.text[:800]
    assert low <= float(m.group(1)) <= high
    assert all(c.status != "refused" for c in r.recommendation.constraints if c.name in ("gpu", "gpus"))


@pytest.mark.slow
@pytest.mark.parametrize("turns, unchanged", [
    (("serve qwen2.5 32b instruct for 20 users", "cheaper?"), "The pick is unchanged"),
    (("部署 GLM-4-9B 给 50 个用户用", "能再便宜点吗？"), "首选不变"),
    (("部署 Llama 3.1 8B 給 20 個使用者用", "能再便宜一點嗎？"), "首選不變"),
])
def test_cheaper_in_chat_says_what_changed_not_the_whole_answer(tmp_path, turns, unchanged):
    # Serving is already priced at the cheapest configuration that holds the load, so "cheaper?" leaves the pick
    # where it was and prices the levers. A reader wants the levers and "the pick is unchanged", not the table, the
    # tiers and the pitfalls a second time; "details" still shows the whole report.
    # Since "cheaper?" moves the headline to the cheaper plan that keeps every stated constraint (a lower precision
    # where none was stated: Qwen2.5-32B FP8 33 GB + KV on one A800 80GB at $1.08/h → INT4 ≈ 18 GB + FP8 KV over
    # 2 × RTX A4500 20 GB at $0.50/h, 54 % less), the pick stays only where no lever saves; either way the reply
    # says what changed, and "details" still shows the whole report.
    first, again = chat(tmp_path, *turns)
    old, new = first.recommendation.candidates[0], again.recommendation.candidates[0]
    assert "| # |" in again.full
    if new.instance == old.instance:
        assert unchanged in again.text and "| # |" not in again.text
        assert old.instance in again.text  # the pick's one line, not the whole answer
    else:
        assert new.price_per_hour.amount < old.price_per_hour.amount, (old.instance, new.instance)
        assert new.instance in again.text and unchanged not in again.text
        assert any("→" in ln and new.gpu in ln for ln in again.text.splitlines()[:3]), again.text[:600]


# --- D. Chinese answers: names a Chinese reader uses, no stray spaces ---------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("要部署 Qwen2.5-72B 给 30 人用，只能用阿里云或腾讯云，北京机房。", "阿里云、腾讯云没有可引用"),
    # (BF16 stated: a default BF16 would run as FP16 on Tencent's priced Guangzhou V100 rows and price the answer)
    ("只用騰訊雲以 BF16 部署 Llama 3.1 70B，20 人同時用", "騰訊雲沒有可引用"),
    ("Only Alibaba Cloud in North China: serve Qwen2.5-72B for 30 users", "Alibaba Cloud publish no per-hour"),
])
def test_chinese_clouds_are_named_as_the_reader_names_them(tmp_path, text, said):
    # "alibaba、tencent 没有可引用的公开按小时价格" and "仅 alibaba, tencent" are catalog ids in a Chinese
    # sentence; a reader writes 阿里云 / 腾讯云 (騰訊雲). Instance families stay ids: they are what a quote imports.
    r = answer(tmp_path, text)
    assert said in r.text, r.text[:600]
    assert "仅 alibaba" not in r.text and "僅 tencent" not in r.text


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "每天要对 2000 万条短文本（平均 100 token）做向量化，用 bge-large-zh，每天跑一次，最省钱的方案",
    "用 bge-m3 向量化 4000 万篇文档，平均 600 token，周五前要完成",
    "每日要將 500 萬段文字做 embedding，用 e5-large-v2，最平嘅方案",
])
def test_a_chinese_job_time_reads_without_a_stray_space(tmp_path, text):
    # "约 9.8 小时 完成" puts a space between two Chinese words; the training headline already writes
    # "约 3.9 天完成". Numbers keep their space before the unit; the unit and the verb run together.
    r = answer(tmp_path, text)
    assert not re.search(r"(?:小[时時]|天|分[钟鐘]) 完成", r.text), r.text[:400]
    assert re.search(r"(?:小[时時]|天|分[钟鐘])完成", r.text), r.text[:400]
