"""A serving budget below every GPU plan, for a small model at a light load, is answered with the routes that meet it,
not only "nothing fits": the model's 4-bit GGUF on a CPU server or VPS with llama.cpp (its RAM computed from the
weights and KV cache), or capacity paid by use (a pay-per-token API, a serverless GPU billed by the second)
(tools.recommend._budget_way_no_gpu). A Discord bot on Llama-3.2-3B under $20 a month got "nothing fits" and an
always-on GPU at 9× the budget."""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_engine, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.parametrize("question, pat", [
    # Qwen2.5-1.5B, a family bot, $10 a month: the cheapest always-on GPU is ≈ $130+ a month; Q4_K_M ≈ 1.5 B × 0.5 B
    # + scales ≈ 1 GB, KV for one 4k chat ≈ 0.1 GB → a VPS with a few GB of RAM holds it
    ("Telegram bot for my family on Qwen2.5-1.5B-Instruct, maybe 50 messages a day, budget $10 a month. which gpu?",
     r"no GPU at all: .*?Q4_K_M, ≈ ([\d.]+) GB\) with llama\.cpp on a CPU server or VPS with ≥ (\d+) GB of RAM"
     r".*?pay-per-token API"),
    # 简体: Qwen2.5-3B for one writer, ¥50 a month: Q4_K_M ≈ 3.1 B × 0.5 ≈ 1.9 GB
    ("用 Qwen2.5-3B-Instruct 做个人写作助手，就我自己用，预算每月 50 元，租什么 GPU？",
     r"完全不用 GPU：.*?Q4_K_M，约 ([\d.]+) GB）加 llama\.cpp，放在内存 ≥ (\d+) GB 的 CPU 服务器或 VPS 上.*?按 token 计费 API"),
    # 繁體: Llama-3.2-1B for a club's LINE bot, NT$300 a month: Q4_K_M ≈ 1.2 B × 0.5 + scales ≈ 0.8 GB
    ("想用 Llama-3.2-1B-Instruct 做 LINE 聊天機器人給社團用，每月預算 300 台幣，要租什麼卡？",
     r"完全不用 GPU：.*?Q4_K_M，約 ([\d.]+) GB）加 llama\.cpp，放在記憶體 ≥ (\d+) GB 的 CPU 伺服器或 VPS 上.*?按 token 計費 API"),
])
def test_the_no_gpu_routes_are_named(engine, question, pat):
    out = engine.handle(f"nogpu-{len(question)}", question).text
    m = re.search(pat, out, re.S)
    assert m, out
    weights, ram = float(m.group(1)), int(m.group(2))
    assert 0.3 < weights < 3 and weights < ram <= 8  # the 4-bit file, and RAM a little above it


@pytest.mark.parametrize("question", [
    "Llama-3.1-70B-Instruct for 2 users, budget $20 a month",  # 70B in Q4 ≈ 40 GB: not a small VPS's job
    "Llama-3.2-3B-Instruct for 40 concurrent users, budget $20 a month",  # 40 streams at once is no light load
])
def test_no_cpu_route_for_a_big_model_or_a_heavy_load(engine, question):
    out = engine.handle(f"nogpu-x-{len(question)}", question).text
    assert "no GPU at all" not in out, out
