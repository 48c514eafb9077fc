"""N customers / students each training a LoRA are N jobs: the count read in en / 简体 / 繁體, the card-hours and cost
summed over the jobs and the cards in parallel for the deadline (tools.media_train.JobBatch); a daily volume stays a
daily volume, and one LoRA per NPC served is no job count."""

import pytest

from advisor.core.extract_rules import extract
from advisor.core.extract_stated import job_count
from catalog.gpus import all_gpus
from tools.media import MODELS
from tools.media_train import batch_for, train_plan
from tools.schema import Dataset, InstanceRow, Workload


@pytest.mark.parametrize("text,n", [
    ("设计公司，要给50个客户各训一个Qwen-Image的风格LoRA，每个30-50张图，2000步", 50),
    ("這學期60個學生每人要做一個LLM LoRA期末專題", 60),
    ("50 students each fine-tune their own LoRA on Qwen3-8B", 50),
    ("We train a LoRA for each of our 40 clients on FLUX.1-dev", 40),
    ("我們每天幫大約120位客戶各訓練一個SDXL LoRA，每個1000步", None),  # a daily volume: jobs_per_day's
    ("每个NPC一个Qwen3-8B的LoRA，现在200个NPC", None),  # adapters served, no training
    ("每個月再訓 3-4 個風格 LoRA", None),
    ("培训机构：40个学员各自微调一个Qwen3-8B的LoRA，每人5000条数据", 40),
    ("Our agency trains one SDXL LoRA per client for 30 clients", 30),
    ("我们有100个客户，每个客户一个微调过的Qwen3-8B LoRA，线上同时80路请求", None),  # finished adapters, served
    # things, not people, each trained their own LoRA (products, SKUs, styles, characters): N jobs just the same
    ("服装电商，120个款式，每个款有15张平铺图，想每个款训练一个sdxl的lora", 120),
    ("每个SKU训练一个SDXL LoRA，一共300个SKU，每个15张图", 300),
    ("我們有80個遊戲角色，每個角色各訓練一個FLUX.1-dev LoRA，每個40張圖", 80),
    ("We want to train one SDXL LoRA for each of our 150 products, 20 photos each", 150),
    ("We have 60 characters and want to train a separate FLUX LoRA for each, 30 images each", 60),
    ("train a LoRA for each of our 3 models", None),  # no things counted: "models" is no item a LoRA is trained for
])
def test_the_job_count_is_read_in_every_script(text, n):
    assert job_count(text) == n


def test_customers_each_training_a_lora_are_not_read_as_users_at_once():
    e = extract("设计公司，要给50个客户各训一个Qwen-Image的风格LoRA，每个30-50张图，2000步，两周内全部交付")
    assert e.patch.head_count is None and e.patch.concurrency is None
    assert any("50 independent training jobs" in n for n in e.notes)


def test_fifty_jobs_are_summed_and_spread_over_the_cards_the_deadline_needs():
    # 50 jobs × 2.4 h = 120 card-hours; at $0.74 a card-hour = $88.80; within 2 days (48 h): ceil(120 / 48) = 3 cards
    b = batch_for(50, 2.4, "RTX 4090", 0.74, 48.0)
    assert b.card_hours == pytest.approx(120.0) and b.cost == pytest.approx(88.8) and b.cards == 3
    # within 14 days (336 h): 1 card; never more cards than jobs (2 jobs in 1 h: 2 cards, not 5)
    assert batch_for(50, 2.4, "RTX 4090", 0.74, 336.0).cards == 1
    assert batch_for(2, 2.4, "RTX 4090", 0.74, 1.0).cards == 2
    assert batch_for(50, 2.4, "RTX 4090", None, None).cost is None


def _row(gpu: str, price: float) -> InstanceRow:
    return InstanceRow(provider="p", instance_type="a", gpu=gpu, gpu_count=1, price_on_demand=price, currency="USD",
                       region="us-east-1", confidence="official", source="test")


def test_the_plan_prices_all_the_jobs_one_a_card():
    # SDXL on the RTX 4090: 1.00 s a batch-1 step (SimpleTuner #1184); 2,000 steps = 0.556 h a job (one a card, no
    # start-up); 50 jobs = 27.78 card-hours × $0.74 = $20.56; within 24 h: ceil(27.78 / 24) = 2 cards
    w = Workload(task="lora", modality="diffusion", dataset=Dataset(amount=40, unit="images"), deadline_hours=24.0)
    p = train_plan(MODELS["sdxl"], w, all_gpus(), [_row("RTX 4090", 0.74)], currency="USD", usd_cny=7.2, fx={},
                   steps=2000, jobs=50)
    assert p is not None and p.job_batch is not None
    b = p.job_batch
    assert b.job_hours == pytest.approx(2000 / 3600)
    assert b.card_hours == pytest.approx(50 * 2000 / 3600) and b.cost == pytest.approx(50 * 2000 / 3600 * 0.74)
    assert b.cards == 2


def test_no_priced_row_still_gives_the_card_hours_on_the_measured_card():
    w = Workload(task="lora", modality="diffusion", dataset=Dataset(amount=40, unit="images"), deadline_hours=24.0)
    p = train_plan(MODELS["sdxl"], w, all_gpus(), [], currency="USD", usd_cny=7.2, fx={}, steps=2000, jobs=50)
    assert p is not None and p.job_batch is not None
    assert p.job_batch.cost is None and p.job_batch.card_hours == pytest.approx(50 * 2000 / 3600)


def test_students_each_training_an_llm_lora_sum_their_data():
    # 60 students × 20,000 examples (the range's top) = 1,200,000 examples in all: the time and cost are all 60 jobs'
    e = extract("我是大學老師，這學期60個學生每人要做一個LLM LoRA期末專題（大多是Qwen3-8B，資料幾千到兩萬筆），"
                "系上只給NT$3萬GPU預算")
    assert e.patch.task == "lora" and e.patch.dataset is not None and e.patch.dataset.amount == 1_200_000
    assert e.patch.head_count is None


def test_english_customers_each_with_their_examples_are_summed():
    # 30 customers × 5,000 examples = 150,000 examples
    e = extract("We fine-tune Qwen3-8B: 30 customers each get their own LoRA trained on 5,000 examples")
    assert e.patch.dataset is not None and e.patch.dataset.amount == 150_000


def test_no_data_said_says_the_plan_is_one_job():
    e = extract("50 students each fine-tune their own LoRA on Qwen3-8B")
    assert e.patch.dataset is None and any("one job's" in n for n in e.notes)


def test_the_batch_line_says_the_total_and_the_cards_in_english_and_chinese():
    from advisor.core.messages import word
    from tools.schema import Msg
    from tools.wording import duration

    # 50 × 2.4 h = 120 card-hours; 14 days → one card; 2 days → 3 cards (the window is said as a duration, so a 12 h
    # night reads "12.0 h", never "0 days" as it once did)
    one = Msg(code="media_train.batch", args={"jobs": 50, "job": "2.4 h", "gpu": "RTX 4090", "card_hours": 120.0,
                                              "cost": None, "window": duration(14 * 24), "cards": 1})
    three = Msg(code="media_train.batch", args={**one.args, "window": duration(12), "cards": 3, "cost": "$88.80"})
    assert "120.0 card-hours" in word(one, "en") and "one card running around the clock" in word(one, "en")
    assert "共约 120.0 卡时" in word(one, "zh") and "一张卡全天运转即可" in word(one, "zh")
    assert "3 cards in parallel" in word(three, "en") and "$88.80 in all" in word(three, "en")
    assert "需 3 张卡并行" in word(three, "zh") and "0 天" not in word(three, "zh") and "12" in word(three, "zh")


def test_the_cards_are_those_whose_queues_of_whole_jobs_end_within_the_window():
    # 80 FLUX LoRAs of 0.52 h each within 6 h: a card runs floor(6 / 0.52) = 11 whole jobs, so ceil(80 / 11) = 8 cards;
    # 41.7 card-hours ÷ 6 h alone would give 7, whose queues of 12 jobs take 6.25 h and miss the window
    b = batch_for(80, 0.52, "A40", 0.44, 6.0)
    assert b.cards == 8 and b.meets
    # one job longer than the window misses it on any number of cards: one a card, said as missed
    late = batch_for(5, 3.0, "A40", 0.44, 2.0)
    assert late.cards == 5 and not late.meets


def test_each_jobs_pictures_are_read_past_the_things_counted():
    # "150 products, 20 photos each": the 150 are the jobs, each job's data set is 20 images (150 × 150 "examples"
    # was read before)
    e = extract("We want to train one SDXL LoRA for each of our 150 products, 20 photos each, all done within 2 days")
    assert e.patch.dataset is not None and e.patch.dataset.unit == "images" and e.patch.dataset.amount == 20
    z = extract("服装电商，200个款式，每个款有20-30张平铺图，想每个款训练一个sdxl的lora")
    assert z.patch.dataset is not None and z.patch.dataset.unit == "images" and z.patch.dataset.amount == 30
    assert z.patch.head_count is None and z.patch.concurrency is None


def test_a_stated_deadline_is_judged_by_the_batch_not_left_unchecked():
    # 120 SDXL LoRAs × 15 images × 10 repeats × 10 epochs (no epochs said: the SDXL recipe's default) = 1,500 steps
    # each at 1.00 s on the RTX 4090 = 1,500 s (0.4167 h) a job; 120 jobs = 50.0 card-hours × $0.74 = $37.00; in 2 h a
    # card runs floor(2 / 0.4167) = 4 jobs → ceil(120 / 4) = 30 cards
    w = Workload(task="lora", modality="diffusion", dataset=Dataset(amount=15, unit="images"), deadline_hours=2.0)
    p = train_plan(MODELS["sdxl"], w, all_gpus(), [_row("RTX 4090", 0.74)], currency="USD", usd_cny=7.2, fx={},
                   jobs=120)
    assert p is not None and p.job_batch is not None
    assert p.job_batch.card_hours == pytest.approx(50.0) and p.job_batch.cost == pytest.approx(37.0)
    assert p.job_batch.cards == 30
    # one job alone leaves the 2 h deadline "❔ not checked"; the batch sizes its cards for it, so no such line
    assert not any(getattr(m.args.get("label"), "code", "") == "constraints.deadline_hours" for m in p.filters)
    one = train_plan(MODELS["sdxl"], w, all_gpus(), [_row("RTX 4090", 0.74)], currency="USD", usd_cny=7.2, fx={})
    assert one is not None and any(getattr(m.args.get("label"), "code", "") == "constraints.deadline_hours"
                                   for m in one.filters)
    from advisor.core.messages import word
    from tools.media_train import train_answer

    head = train_answer(p)[0]
    assert head.code == "media_train.head"
    en, zh = word(head, "en"), word(head, "zh")
    # the headline is the batch's (all 120), each job's basis after it; rows are labelled as one job's
    assert en.startswith("120 LoRAs") and "50.0 card-hours" in en and "30 cards in parallel" in en
    assert "15 images × 10 repeats × 10 epochs (1,500 steps" in en, en
    assert zh.startswith("120 个 LoRA") and "共约 50.0 卡时" in zh and "需 30 张卡并行" in zh
    assert "15 张图 × 10 次重复 × 10 轮（batch 1 共 1,500 步）" in zh, zh
