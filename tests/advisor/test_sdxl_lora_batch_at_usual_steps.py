"""N SDXL LoRAs (one a product / character) with no epochs said are sized at a usual subject LoRA's steps (SeaArt's
SDXL recipe, 10 repeats × 10 epochs, tools.media_train), so the cards for the deadline are the ones a practitioner
would rent; stated epochs stay the job as said. 简体 / 繁體 / English, with the hand figures:
- 200 款 × 30 张图 (the range 20–30 read at its top), 12 h: 30 × 10 × 10 = 3,000 steps × 1.00 s (RTX 4090) = 50 min;
  the A40 scaled by dense FP16 (× 165.2 / 149.7 = 1.10) = 55 min = 0.919 h a job; 200 jobs = 183.9 card-hours ×
  ¥3.17 ≈ ¥583; a card runs floor(12 / 0.919) = 13 jobs → ceil(200 / 13) = 16 cards (the key's 1,500–2,000 steps
  give 50–85 card-hours, 6–8 cards; at the old 300 steps it said 2 cards, ¥58).
- 60 個角色 × 20 張, 8 h: 2,000 steps = 33 min (4090), 37 min on the A40 = 0.613 h; 60 jobs = 36.8 card-hours;
  floor(8 / 0.613) = 13 a card → ceil(60 / 13) = 5 cards.
- 40 款 × 30 张, 训练15轮 (stated): 30 × 15 = 450 steps, no repeats; 450 s × 1.10 = 8.3 min; 40 jobs = 5.5 card-hours.
"""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_two_hundred_product_loras_overnight_simplified(ask):
    out = ask("服装电商，200个款式，每个款有20-30张平铺图，想每个款训练一个sdxl的lora做模特上身图，明天早上9点前要全部训完"
              "（现在晚上9点），租什么卡几张，多少钱")
    head = out.split("**")[1]
    assert "30 张图 × 10 次重复 × 10 轮（batch 1 共 3,000 步）" in head, head
    assert "共约 183.9 卡时" in head and "需 16 张卡并行" in head and "¥583" in head, head
    assert "SeaArt" in out and "轮数或步数不同请说明" in out, out  # the assumption is said with its source


def test_sixty_character_loras_traditional(ask):
    out = ask("我們要幫60個角色各訓練一個SDXL LoRA，每個角色20張圖，8小時內要訓完，租什麼卡幾張、多少錢？")
    head = out.split("**")[1]
    assert "20 張圖 × 10 次重複 × 10 輪（batch 1 共 2,000 步）" in head, head
    assert "共約 36.8 卡時" in head and "需 5 張卡並行" in head, head


def test_stated_epochs_add_no_repeats_simplified(ask):
    out = ask("女装店，40个款式，每个款30张图，每个款训练一个sdxl的lora，训练15轮，6小时内要全部训完，租什么卡几张，多少钱")
    head = out.split("**")[1]
    assert "30 张图 × 15 轮（batch 1 共 450 步）" in head and "重复" not in head, head
    assert "共约 5.5 卡时" in head, head
