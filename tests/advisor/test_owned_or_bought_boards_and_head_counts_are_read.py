"""Hardware the user owns or is buying is read as theirs, with the memory the board really has, and the people who will
use it are a head count (a load), never one user.

"家里有两张2080ti魔改22g想跑qwen3-32b给自己和同事三四个人用" read no card, no owner and no people (a rental for 1 user);
"想买4张魔改的4090 48G装一台机器" read a 24 GB RTX 4090 with no count; "15 個 staff" and "200 個 developer" read no one;
"想在地端跑" and "data 唔想出公司" were not the on-site rule.
"""

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus


@pytest.mark.parametrize(("text", "card", "n"), [
    ("家里有两张2080ti魔改22g想跑qwen3-32b给自己和同事三四个人用vllm能跑吗上下文想要32k", "RTX 2080Ti-22GB (modified)", 2),
    ("屋企有兩張2080Ti魔改22G，想行Qwen3-32B俾三個同事用", "RTX 2080Ti-22GB (modified)", 2),       # 粵語
    ("I have two modded 2080 Ti 22GB cards at home, can they run Qwen3-14B?", "RTX 2080Ti-22GB (modified)", 2),
    ("我有两张魔改2080ti 22g，想跑Qwen3-32B", "RTX 2080Ti-22GB (modified)", 2),                     # the word first
    ("家里有两张2080ti想跑qwen3-8b", "RTX 2080 Ti", 2),                                            # a stock 11 GB card
])
def test_an_owned_modified_board_is_read_with_its_memory(text, card, n):
    p = extract(text).applied()
    assert (p.gpu_preference, p.num_gpus, p.owned_gpus) == (card, n, True)


def test_the_modified_rows_keep_the_chip_and_take_the_stated_memory():
    # Hand: the aftermarket boards keep the chip (TU102: 616 GB/s, sm_75, no BF16; AD102: 1,008 GB/s, FP8) and hold
    # 22 GB / 48 GB instead of 11 GB / 24 GB
    g = all_gpus()
    assert (g["RTX 2080Ti-22GB (modified)"].memory_gb, g["RTX 2080 Ti"].memory_gb) == (22, 11)
    assert g["RTX 2080Ti-22GB (modified)"].bandwidth_gb_s == g["RTX 2080 Ti"].bandwidth_gb_s == 616
    assert g["RTX 2080Ti-22GB (modified)"].bf16_support is False
    assert (g["RTX 4090-48GB (modified)"].memory_gb, g["RTX 4090-48GB (modified)"].bandwidth_gb_s) == (48, 1008)


@pytest.mark.parametrize(("text", "card", "n"), [
    ("工作室10个人，想买4张魔改的4090 48G装一台机器跑Qwen3-235B-A22B（4bit），上下文32k，要多少钱？跟租比呢",
     "RTX 4090-48GB (modified)", 4),
    ("we're buying 4 modded 4090 48GB for a box to serve Qwen3-235B-A22B int4 to 10 engineers", "RTX 4090-48GB (modified)", 4),
    ("我哋公司 15 個 staff，想買部 Mac mini M4 Pro 64GB 行 Qwen3-32B 做內部 chatbot", "Apple M4 Pro", 1),
])
def test_hardware_to_buy_is_judged_as_theirs_and_no_purchase_price_is_invented(text, card, n):
    e = extract(text)
    p = e.applied()
    assert (p.gpu_preference, p.num_gpus, p.owned_gpus) == (card, n, True)
    if card.startswith("Apple"):  # a Mac is a machine with a list price (tools.machine_price), never GPU-hours
        note = next(x for x in e.notes if "Macs you buy and keep" in x)
        assert "Apple's list price" in note and "never GPU-hours" in note, note
        return
    note = next(x for x in e.notes if "hardware you buy" in x)
    assert "no purchase price is held here" in note, note


@pytest.mark.parametrize(("text", "people"), [
    ("我哋公司 15 個 staff，想行 Qwen3-32B 做內部 chatbot", 15),                 # 粵語, an English noun after 個
    ("IT 有 200 個 developer，行 Qwen3-Coder-30B-A3B 做 code assistant", 200),
    ("我哋有 40 個 devs 會用 Qwen3-32B", 40),
    ("团队 25 个 engineer 用 Qwen3-32B 写代码", 25),
    ("想跑qwen3-32b给自己和同事三四个人用", 4),                                  # a range in words: its top
    ("部署 Qwen3-32B 给两三个同事用", 3),
])
def test_people_said_with_a_chinese_counter_or_a_range_in_words_are_a_head_count(text, people):
    p = extract(text).applied()
    assert p.head_count == people and not p.concurrency, p


def test_numerals_a_step_apart_are_a_range_only_before_a_counter():
    # 三四个 is "3-4" (its top sized); 一二 in a word, or numerals that are not a step apart, stay as they were
    assert extract("部署 Qwen3-32B 给三四个人用").applied().head_count == 4
    assert extract("部署 Qwen3-32B 给七八个同事用").applied().head_count == 8
    assert extract("统一部署 Qwen3-8B").applied().head_count is None


@pytest.mark.parametrize("text", [
    "我們是新竹的半導體設備商，想在地端跑 DeepSeek-V3.1 給 RD 大約 200 人用",                    # Taiwan's on-prem
    "公司想地端部署 Qwen3-32B 給 50 人用",
])
def test_on_premises_said_as_didan_is_a_server_to_buy(text):
    p = extract(text).applied()
    assert p.buy_server is True and not p.owned_gpus


def test_data_the_user_does_not_want_to_leave_keeps_owned_hardware_off_the_cloud():
    p = extract("我哋公司 15 個 staff，想買部 Mac mini M4 Pro 64GB 行 Qwen3-32B，data 唔想出公司，夠唔夠用？").applied()
    assert p.owned_gpus and p.rent_more is False


@pytest.mark.parametrize(("text", "card", "n"), [
    ("經銷商報價 8 張 H20 的伺服器比較便宜，這樣可以嗎？還是要買 H200？地端跑 DeepSeek-V3.1", "H20", 8),  # "rather cheap"
    ("供应商说 8 张 H20 的服务器比较便宜，能跑 DeepSeek-V3 吗", "H20", 8),
])
def test_a_server_said_to_be_rather_cheap_is_the_card_to_judge_not_a_comparison(text, card, n):
    e = extract(text)
    assert "compare" not in e.intents
    # judged either as the card to run on or, asked "這樣可以嗎？", as the card to check (8 × H20 checked beside the
    # plan, tests/advisor/test_proposed_card_checked_or_compared.py); the answer sets it beside the H200 offered
    a = e.applied()
    assert (a.gpu_preference or a.checked_gpu, a.num_gpus or a.checked_gpu_count) == (card, n)


@pytest.mark.parametrize("text", ["H100和A100哪个比较好，跑Llama-3.1-70B", "4090 還是 A100 邊個比較抵", "H100 跟 H200 比較一下"])
def test_which_is_better_is_still_a_comparison(text):
    assert "compare" in extract(text).intents
