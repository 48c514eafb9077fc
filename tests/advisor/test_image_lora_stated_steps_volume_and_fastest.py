"""An image-model LoRA service said with its figures is sized on them: stated steps and batch replace images × epochs,
"fastest / money is no object / 越快越好 / 不差钱" ranks by the job's finish time, a daily volume of jobs (one a customer)
gives card-hours a day, the cards at the busiest hour and the month, and a "then generate N images per customer"
second part is sized as the day's images at the stated size. Before: "1500 steps at 1024px batch 4, ~300 a day,
fastest, money is no object" was sized as 200 steps on the cheapest card, one job, no month.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_stated import jobs_per_day, lora_steps
from advisor.core.store import Store
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.media import MODELS
from tools.media_train import train_plan
from tools.schema import Dataset, InstanceRow, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("we train SDXL LoRAs for customers, 1500 steps each at 1024px batch 4, about 300 a day, then generate 40 images "
      "per customer. fastest option, money is no object. what do we rent and what per month?")
ZH = "给客户训练SDXL LoRA，每个1500步，1024分辨率，batch 4，每天大概300个客户，然后每人出40张图。要最快的，不差钱，每月多少钱？"


@pytest.mark.parametrize("text,steps,per_day", [
    (EN, 1500, 300),
    ("headshot app: we train an SDXL LoRA (1500 steps, 1024px) then generate 40 images. ~300 customers/day", 1500, 300),
    (ZH, 1500, 300),
    ("幫客戶訓練SDXL LoRA，每個跑2000步、1024解析度，每天約200個客戶，越快越好", 2000, 200),
    ("我們每天幫大約120位客戶各訓練一個SDXL LoRA，每個1000步，不差錢，要最快", 1000, 120),
    ("train a flux lora, 2k steps, generate at 30 steps, 8 hours a day", 2000, None),  # a sampler's 30 steps, hours
    ("SDXL LoRA on 500 images, then generate with 50 sampling steps", None, None),  # a sampler's steps only
    ("每天 8 小时训练 SDXL LoRA，每天出 5000 张图", None, None),  # hours and images a day are no jobs a day
])
def test_the_lora_steps_and_the_jobs_a_day_are_read(text, steps, per_day):
    assert lora_steps(text) == steps
    assert jobs_per_day(text) == per_day


@pytest.mark.parametrize("text,size", [
    ("每个1500步，1024分辨率，batch 4", (1024, 1024)),
    ("每個跑2000步、768解析度", (768, 768)),
    ("1500 steps each at 1024px batch 4", (1024, 1024)),
])
def test_the_stated_image_size_is_read_in_every_script(text, size):
    from advisor.core.extract_stated import image_size

    assert image_size(text) == size


def _row(inst: str, gpu: str, price: float) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=inst, gpu=gpu, gpu_count=1, price_on_demand=price, currency="USD",
                       region="us-east-1", confidence="official", source="test")


def test_stated_steps_batch_fastest_and_a_daily_volume_are_the_job():
    # 1,500 steps × batch 4 = 6,000 batch-1 steps × 1.00 s (RTX 4090, SimpleTuner #1184) = 1.667 h a job. The RTX 3090
    # is slower (its FP16 TFLOPS under the 4090's) and cheaper: "fastest" puts the 4090 first, the cheapest beside it.
    # 300 jobs a day, one a card: 300 × 1.667 = 500 card-hours a day; 500 ÷ 24 × 2.4 (busiest hour) = 50 cards.
    # Month autoscaled: 500 × 30.42 d × $0.74 = $11,254; the 50 cards kept up: 50 × $0.74 × 730 = $27,010.
    rows = [_row("a", "RTX 4090", 0.74), _row("b", "RTX 3090", 0.30)]
    w = Workload(task="lora", modality="diffusion", batch_size=4, priority="fastest",
                 dataset=Dataset(amount=40, unit="images"))
    p = train_plan(MODELS["sdxl"], w, all_gpus(), rows, currency="USD", usd_cny=7.2, fx={}, steps=1500, per_day=300)
    assert p is not None and p.steps == 1500 and p.batch == 4 and p.steps_said
    assert p.hours_one == pytest.approx(1500 * 4 / 3600)
    assert [r.gpu for r in p.rows] == ["RTX 4090", "RTX 3090"] and p.cheapest is not None
    assert p.cheapest.gpu == "RTX 3090"
    f = p.fleet
    assert f is not None and f.card_hours_day == pytest.approx(500.0) and f.peak_cards == 50 and f.machines == 50
    assert f.month_autoscaled == pytest.approx(500 * 730 / 24 * 0.74)
    assert f.month_kept_up == pytest.approx(50 * 0.74 * 730)


def test_without_fastest_the_cheaper_card_leads_and_no_volume_no_fleet():
    rows = [_row("a", "RTX 4090", 0.74), _row("b", "RTX 3090", 0.30)]
    w = Workload(task="lora", modality="diffusion", dataset=Dataset(amount=20, unit="images"))
    p = train_plan(MODELS["sdxl"], w, all_gpus(), rows, currency="USD", usd_cny=7.2, fx={})
    # 20 images × 10 repeats × 10 epochs (the SDXL recipe's default with none said, tools.media_train) = 2,000 steps
    assert p is not None and p.steps == 2000 and not p.steps_said and p.fleet is None
    assert p.rows[0].gpu == "RTX 3090"


@pytest.mark.slow
@pytest.mark.parametrize("text,said", [
    (EN, ("1,500 steps at batch 4", "ranked by finish time", "300 jobs a day", "card-hours a day", "a month autoscaled",
          "12,000 images a day", "1024×1024 as you said")),
    (ZH, ("1,500 步、batch 4", "按完成时间排序", "每天 300 个任务", "卡时", "按需伸缩每月", "每天生成 12,000 张图",
          "按你说的 1024×1024")),
    ("train SDXL LoRA at 768px, 1200 steps, 40 customers a day", ("1,200 steps at batch 1 (as you said)",
                                                                  "768×768 as you said", "40 jobs a day")),
])
def test_every_stated_figure_is_in_the_answer(tmp_path, text, said):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    for s in said:
        assert s in out, (s, out)
    assert "(200 steps" not in out and "daily users ×" not in out and "日活" not in out, out


@pytest.mark.parametrize("text,part,said", [
    # 40 × 300 = 12,000 images a day; the size from the first part
    (EN, "generate 40 images per customer. fastest option", "generate 12,000 images a day (40 per customer × 300 a "
                                                            "day) at 1024×1024 px."),
    ("an SDXL LoRA for each customer (1500 steps), ~100 customers a day, then generate 40 headshots per customer",
     "generate 40 headshots per customer", "generate 4,000 images a day (40 per customer × 100 a day)"),
    (ZH, "出40张图。要最快的", "每天生成 12,000 张图（300 个任务 × 每个 40 张），1024×1024 像素。"),
])
def test_the_second_part_is_the_days_images_at_the_said_size(text, part, said):
    from advisor.core.conversation import _with_said_size

    assert _with_said_size(text, part).startswith(said)
