"""Whole answers for loads and jobs the reader once misread (an expert review's cases, with held-out phrasings): the
head count of a desk team, the named model release, the checked box's card count, adapters served on one base, data
generated as a batch with thinking said, and ControlNet sized in each image's time."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ASK = {
    "claims": "insurance company in rotterdam, ~60 claims handlers. we like cohere command r (08-2024) for summarising "
              "claim files, 16k context. data has to stay in the EU. what do we rent and whats the monthly cost?",
    "h20": "公司研发800人想私有化部署Qwen3-Coder-480B-A35B做代码助手，国内机房，8卡H20 96G一台够吗？每月大概多少钱",
    "adapters": "we fine-tuned a LoRA (rank 16) of llama 3.1 8b for each of our 200 B2B customers. peak is maybe 40 "
                "requests in flight across all customers, 4k context. do we need a gpu per customer?? US, monthly cost",
    "sft": "想用qwen3-8b批量生成sft数据，100万条prompt(每条约300 token)，每条回答500 token左右，"
           "总共大概5亿token输出，用什么卡最省钱",
    "controlnet": "電商公司，每晚要用SDXL加controlnet生成1萬張1024x1024商品主圖，必須8小時內跑完，一個月多少錢？",
}


@pytest.fixture(scope="module")
def answers(tmp_path_factory) -> dict[str, str]:
    out = {}
    for k, q in ASK.items():
        e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
        out[k] = e.handle("t", q).text
        if k == "claims":  # the thread's second turn: the tool goes to policy holders
            out["portal"] = e.handle("t", "we also want to put it in the customer portal so policy holders can ask "
                                          "about their claim. any issue with that?").text
    return out


def test_sixty_claims_handlers_are_people_on_the_named_release(answers) -> None:
    # Hand: 60 people → ≈ 15 % at the office peak = 9 at once (the key: 3–6, plan 6; never 1); the 08-2024 release
    # (GQA, 160 KiB of KV a token), FP8 ≈ 33 GB + 9 × 16k × 160 KiB ≈ 22 GiB → two 48 GB cards or one 80 GB; its
    # CC-BY-NC licence said for an insurer's (commercial) use
    a = answers["claims"]
    head = a.splitlines()[0]
    assert "Command-R-08-2024" in head and "1 user" not in head and "of 60 people" in head, head
    assert "cc-by-nc" in a.lower()
    # T2: the portal is a change (a public service), never "changed: nothing"
    assert "changed: nothing" not in answers["portal"] and "customers or the public" in answers["portal"]


def test_eight_h20_in_one_box_are_checked_as_eight(answers) -> None:
    # Hand: FP8 482 GB of weights over 8 × H20 96 GB ≈ 60 GB a card + KV: fits (the key: ≈ 200 GB left for KV)
    a = answers["h20"]
    assert "8 × H20" in a.splitlines()[0] and "1 × H20 不够" not in a and "够：8 × H20" in a, a[:800]


def test_two_hundred_customer_adapters_are_one_served_base(answers) -> None:
    # Hand: base BF16 16 GB + KV 40 × 4k × 128 KiB = 20 GiB + 32 hot adapters ≈ 2.7 GB → ≈ 44 GB: one 80 GB card
    # (≈ $0.8–2k a month), never 200 GPUs; 200 × 84 MB ≈ 16.8 GB of adapters in host RAM
    a = answers["adapters"]
    assert "No GPU (or deployment) per customer" in a and "LoRA fine-tune" not in a.splitlines()[0], a[:800]
    assert "16.8 GB" in a and "inference" in a.splitlines()[0]


def test_generating_sft_data_is_a_batch_with_thinking_said(answers) -> None:
    # Hand: 10⁶ × 500 = 5 × 10⁸ output tokens; a batch of hours on one card (the key: ≈ ¥85–180), never a fine-tune;
    # Qwen3 thinks by default: left on, 500 + 8,192 tokens an answer ≈ 17× the decode
    a = answers["sft"]
    assert "批量" in a.splitlines()[0] and "微调" not in a.splitlines()[0], a[:600]
    assert "默认开启思考" in a and "17 倍" in a
    m = re.search(r"总计 ≈ ¥([\d,.]+)", a)
    assert m and float(m.group(1).replace(",", "")) < 600, a[:800]


def test_controlnet_is_sized_into_each_image(answers) -> None:
    # Hand: SDXL + ControlNet = 0.169 + 0.831 × 1.34 = 1.283 × the bare SDXL time; the answer names it and says so
    a = answers["controlnet"]
    # 繁體 with no place: the answer opens with the "priced in TWD" reading note ("> …"); the head is the first line after it
    head = next(line for line in a.splitlines() if line.strip() and not line.startswith(">"))
    assert "ControlNet" in head and "34%" in a, a[:800]
