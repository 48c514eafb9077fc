"""Hardware the user owns or means to buy is answered as theirs, with the memory model's own verdict on it: a Mac to buy
is owned (no hourly price), a card that holds the work is not called too small because nothing is priced on it, and a
smaller model or a route on the owned card is sized in the model's release format ("730 GPU 小時 × 你拿到的
報價" for a Mac Studio to buy; "1 張 ≤ 512 GB 的卡…裝不下" beside "fits 361 of 412 GB"; "gpt-oss-20b does not fit these
cards either" on a 32 GB RTX 5090; "FP8 KV cache: ≈ 234.7 GB per GPU" for an MXFP4 model needing ≈ 66.5 GB)."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

MAC_BUY = ("我哋律師行想買部Mac Studio M3 Ultra 512GB，行4-bit嘅DeepSeek-R1俾10個律師用，睇合約（成日2萬字），"
           "資料唔可以出office。得唔得？")
OSS_5090 = "我自己有一張RTX 5090 (32GB)，電腦有64GB RAM，想跑gpt-oss-120b給自己寫程式用，一天大概用4小時，跑得動嗎？"


@pytest.mark.parametrize("text", [
    MAC_BUY,
    "We're buying a Mac Studio M3 Ultra 512GB to run DeepSeek-R1 in 4-bit for 10 lawyers. Will it work?",
    "公司打算买一台 Mac Studio M3 Ultra 256GB 跑 Qwen2.5-72B 给 5 个同事用，够吗？"])
def test_a_mac_to_buy_is_read_as_owned_hardware(text):
    p = extract(text).patch
    assert p.gpu_preference == "Apple M3 Ultra" and p.owned_gpus is True and p.num_gpus == 1


def test_renting_named_before_an_apple_chip_is_not_a_purchase():
    # "rent … or buy a Mac": the rental is asked, so the Mac stays a card in the question, not owned hardware
    p = extract("Should I rent H100s in the cloud or buy a Mac Studio M3 Ultra for DeepSeek-R1?").patch
    assert not p.owned_gpus


@pytest.mark.parametrize("text", [
    MAC_BUY, "Our law firm wants to buy a Mac Studio M3 Ultra 512GB for DeepSeek-R1. Data can't leave the office.",
    "我们有台 Mac Studio M2 Ultra 192GB 跑 Llama-3.3-70B，数据不能出公司"])
def test_data_that_may_not_leave_the_office_keeps_owned_hardware_off_rentals(text):
    assert extract(text).patch.rent_more is False


def test_data_kept_in_the_office_on_a_rental_question_is_no_owned_rule():
    # nothing owned or bought: the rule is a place for renting (read_local_residency's business), never rent_more
    assert extract("想租 H100 跑 Llama-3.1-70B，数据不能出公司").patch.rent_more is None


@pytest.mark.slow
def test_a_mac_to_buy_is_answered_on_it_not_priced_by_the_hour(tmp_path):
    # DeepSeek-R1 671 B in 4-bit (Q4_K_M ≈ 4.5–4.9 bits) ≈ 380–400 GB + KV ≈ 357 GB as sized, within the ≈ 384 GB
    # (75 % of 512 GB) macOS lets the GPU wire by default: it fits the one machine, so no "does not fit" line
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", MAC_BUY).text
    assert "730" not in out and "每 GPU 小時報價" not in out, out[:800]
    assert "你自己" in out
    assert "裝不下" not in out, out[:1500]
    # the contracts may not leave the office: no cloud row (RunPod, A100 …) is offered, and the reason is said
    assert "runpod" not in out.lower() and "請租" not in out and "不列雲端租用方案" in out, out[:2500]


@pytest.mark.slow
def test_an_owned_card_said_with_its_size_gets_no_false_memory_refusal_and_a_fitting_smaller_model(tmp_path):
    # gpt-oss-120b in MXFP4: 116.8 B params, experts at 4.25 bits ≈ 62–65 GB + KV 72 KiB × 12,288 ≈ 0.9 GB → ≈ 66 GB,
    # over one 32 GB card; an FP8 KV cache halves only the ≈ 0.9 GB cache, so the route is ≈ 66 GB too (never 234.7
    # GB = 116.8 B × 2 bytes, the BF16 default). gpt-oss-20b: 20.9 B in MXFP4 ≈ 13 GB + KV ≈ 15.7 GB ≤ 30.8 GB pool.
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", OSS_5090).text
    assert "234.7" not in out, out[:2000]
    line = next(x for x in out.splitlines() if "gpt-oss-20b" in x)
    assert "自己的卡" in line and "裝不進" not in line, line
    small = Engine(store=Store(tmp_path / "t.db")).handle("k", OSS_5090.replace("120b", "20b")).text
    assert "❌ 1 張 ≤ 32 GB" not in small and "✅ 1 張 ≤ 32 GB" in small, small[:1500]


@pytest.mark.parametrize("text, ram", [
    (OSS_5090, 64), ("I have an RTX 4090 and 128 GB of RAM, can I run Qwen3-235B-A22B?", 128),
    ("我有张3090，内存 96G，想跑 DeepSeek-V2-Lite", 96),
    ("我有一張 RTX 4090，電腦 192GB 記憶體，想跑 DeepSeek-V3 自己用", 192)])
def test_the_system_ram_beside_an_owned_card_is_read_and_is_no_card_size(text, ram):
    p = extract(text).patch
    assert p.host_ram_gib == ram and p.owned_gpus is True
    # "128 GB of RAM" is not a 128 GB card, and 電腦…記憶體 (Taiwan's word for RAM) is not a per-card floor
    assert p.max_gpu_memory_gib != ram and p.min_gpu_memory_gib != ram


@pytest.mark.slow
def test_an_moe_too_big_for_the_owned_card_gets_the_expert_offload_route(tmp_path):
    # gpt-oss-120b: ≈ 60.9 GB of MXFP4 experts, ≈ 20 GB of them kept on the 24 GB card beside ≈ 5.7 GB of attention,
    # embeddings and KV, ≈ 40.9 GB in 64 GiB (68.7 GB) of RAM; a token reads 4/128 of those ≈ 1.28 GB → ≤ 70 tok/s at
    # 89.6 GB/s (DDR5-5600 dual channel), said as an upper bound
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "I have an RTX 4090 and 64 GB of RAM. Can I run gpt-oss-120b for myself for coding?").text
    line = next(x for x in out.splitlines() if "--n-cpu-moe" in x)
    assert "60.9 GB" in line and "40.9 GB go to your 64 GB RAM" in line and "70 tokens/s" in line, line
    assert "upper-bound" in line, line


@pytest.mark.slow
def test_owned_nvidia_cards_with_data_kept_in_the_office_show_no_rental_table(tmp_path):
    # Qwen2.5-32B in FP8 ≈ 32.8 GB of weights over 2 × RTX 3090 (≈ 20.5 GB a card) runs on the user's own cards; the
    # data may not leave the company, so the "rent instead" table and rental levers are not printed
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "我們有兩張 RTX 3090，想跑 Qwen2.5-32B 給 10 個人用，資料不能離開公司").text
    assert "你自己的" in out and "runpod" not in out.lower() and "若改為租用" not in out, out[:2000]
