"""Owned hardware is answered first — "does it run on what you have" — for both halves of "fine-tune, then deploy",
never "rent the same cards from a cloud".

Hand reasoning (an outside ML-infrastructure engineer's key): "我们机房有8张T4 … LoRA … 然后用vLLM部署给30个人用，需要
再租卡吗" — the team owns 8 × T4. T4 (Turing) has no BF16 and no FlashAttention-2: train and serve in FP16 (vLLM
--dtype half; V1's Triton attention backend,
vllm-project/vllm#24022, #14071). LoRA of Qwen2.5-7B sharded over the T4s (or QLoRA on one) fits; serving:
FP16 weights 15.2 GB > one T4's ≈ 14.4 GB usable, so TP2 over 2 × T4 (≈ 7.6 GB of weights per card + KV), or AWQ on
one. Answer: no need to rent; a rental only as the alternative.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q16 = "我们机房有8张T4想用bf16跑Qwen2.5-7B的LoRA微调然后用vLLM部署给30个人用需要再租卡吗"


@pytest.mark.parametrize("text", [
    Q16, "我們公司機房裡有 4 張 A100，想部署 Llama-3.1-8B 給 50 人用", "公司机房有两张4090，能跑Qwen2.5-14B吗"])
def test_cards_in_the_speakers_server_room_are_owned(text):
    assert extract(text).patch.owned_gpus is True


def test_a_rental_question_about_a_server_room_is_no_ownership():
    assert not extract("想租一个机房有8张H100的机器").patch.owned_gpus


HOSPITAL = ("医院信息科，机房有台旧服务器2张T4 16G。想做门诊语音病历：每天3000段录音每段2分钟左右，用SenseVoice转写，"
            "再用Qwen2.5-7B整理成结构化病历。数据不能出医院。这两张T4够不够？")


@pytest.mark.parametrize("text, n", [
    (HOSPITAL, 2),  # the room opens its clause; the old server in it holds the two T4s
    ("我们医院机房有两张A10，能跑Qwen2.5-14B吗", 2), ("醫院機房有 4 張 L40S，要部署 Llama-3.1-70B", 4)])
def test_cards_in_the_institutions_server_room_are_owned_never_a_server_to_buy(text, n):
    p = extract(text).patch
    assert p.owned_gpus is True and p.num_gpus == n
    assert not p.buy_server  # "数据不能出医院" beside owned cards: no rental beside them, and nothing to buy


def test_the_same_card_named_again_with_its_memory_is_one_group():
    # "2张T4 16G … 这两张T4" is one group of two T4s, never "two kinds of your own card" (2 × T4 16G and 2 × T4)
    assert not any("two kinds" in n for n in extract(HOSPITAL).notes)


@pytest.mark.slow
def test_owned_cards_train_and_then_serve_without_renting(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", Q16).text
    head = next(x for x in out.splitlines() if x.startswith("**Qwen2.5-7B LoRA"))
    assert "在你自己的 8 × T4 上运行（无需租用" in head and "租 aws" not in head
    # 给30个人用 is a head count: 30 × 15 % = 4.5 → 5 at once at the office peak, both said
    m = re.search(r"部署给 30 人用（同时约 5 人）也不用租：你的 T4 用 (\d) 张", head)
    assert m and 1 <= int(m.group(1)) <= 2, head  # FP16 15.2 GB over TP2, or one card quantised
    assert "FP16" in head and "--dtype half" in head and "Triton" in head  # no BF16, no FlashAttention-2 on Turing
    assert "若改为租用（备选）" in out  # the rental only as the alternative
