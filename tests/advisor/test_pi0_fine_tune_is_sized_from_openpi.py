"""A π₀ (openpi) fine-tune is answered from openpi's memory table, never "which model?", in English, 简体 and 繁體:
one RTX 4090 (24 GB) holds LoRA (> 22.5 GB) but not the full fine-tune (> 70 GB); LoRA at openpi's default 30,000
steps × batch 32 ≈ 1.65e19 FLOP at 24 % of the 4090's 165 TFLOPS ÷ 1.25 ≈ 92 h on it; the full run is rented on one
card over 70 GB (B200 ≈ 8 h, H100 SXM ≈ 19 h) and openpi trains on one machine only (fsdp_devices, no multi-node)."""

import pytest

from advisor.core.vla_train_read import vla_lines, vla_named
from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_names_are_read():
    assert vla_named("fine-tune physical intelligence's pi0 with openpi")
    assert vla_named("用 openpi 微调 π₀") and vla_named("pi-zero on an A100")
    assert not vla_named("a Raspberry Pi 4 at the edge") and not vla_named("api0 key")
    assert not vla_named("a Raspberry Pi Zero camera at each door")


def test_the_card_said_sets_the_verdict_and_its_memory_is_kept():
    head = vla_lines("full fine-tune pi0 on our A100 80GB", None, "USD")[0]
    assert head.args["gb"] == 80 and head.args["full"]  # never the 40 GB A100
    head = vla_lines("我哋得一張 4090，想用 openpi 微調 pi0", None, "HKD")[0]
    assert head.args["card"] == "RTX 4090" and head.args["lora"] and not head.args["full"]


def test_english_robot_startup(ask):
    out = ask("robotics startup, 2,000 teleop episodes, 3 cameras. fine-tune pi0 with openpi; we have one rtx 4090. "
              "full fine-tuning on it or cloud? cheapest this week?")
    assert "Which model" not in out
    assert "does NOT fit" in out and "LoRA fits" in out and "> 70 GB" in out
    assert "rent one card" in out and "multi-node" in out and "30,000 steps" in out


def test_simplified_chinese(ask):
    out = ask("我们有一张 RTX 4090，想用 openpi 全量微调 π₀，1000 条遥操作数据，要不要上云？多少钱？")
    assert "全量微调放不下" in out and "LoRA 放得下" in out and "去租一张卡" in out


def test_traditional_chinese(ask):
    out = ask("我哋想用 openpi 對 pi0 做全參數微調，1500 條示範數據，得一張 4090，得唔得？定係要租雲？幾錢？")
    assert "全量微調放不下" in out and "租一張卡" in out and "不支援多機訓練" in out
