"""The GeForce cards people own are read, whatever the spelling: a card the table lacked was dropped without a word
("we have 2 RTX 3080" read no card, and the answer rented a cloud machine as if the user owned nothing). A model
number without its memory is the card's family (RTX 3080: the 10 GB and 12 GB rows; RTX 4060 Ti: 8 GB and 16 GB;
Ti / SUPER / Laptop are other cards, never a variant), and a card-like name still missing from the table is said in a
note, in the user's language."""

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus, preference_name
from tools.offers import named_cards


@pytest.mark.parametrize("text, card, count, owned", [
    ("we have 2 RTX 3080, serve Llama-3.1-8B for 5 users", "RTX 3080", 2, True),
    ("我有兩張3080，跑Llama-3.1-8B給5個人用", "RTX 3080", 2, True),              # 繁體, the bare model number
    ("我有两张3080，跑Llama-3.1-8B给5个人用", "RTX 3080", 2, True),              # 简体
    ("用我的4070微调Qwen2.5-7B", "RTX 4070", 1, True),
    ("用我的4070微調Qwen2.5-7B", "RTX 4070", 1, True),
    ("fine-tune Qwen2.5-7B on my RTX 4070", "RTX 4070", 1, True),
    ("fine-tune Qwen2.5-7B on an RTX 4060 Ti", "RTX 4060 Ti", None, None),
    ("在我的3060上跑Qwen2.5-7B推理", "RTX 3060 12GB", 1, True),                # the table's only RTX 3060
    ("I have an RTX 3060, run Qwen2.5-7B", "RTX 3060 12GB", 1, True),
    ("I have an RTX 3080 Ti, run Qwen2.5-7B", "RTX 3080 Ti", 1, True),         # a Ti is its own card
    ("我有一张4070 Ti Super，跑Qwen2.5-14B", "RTX 4070 Ti SUPER", 1, True),
    ("we have 4 RTX 3090 Ti for Llama-3.1-70B in int4", "RTX 3090 Ti", 4, True),
    ("fine-tune Qwen2.5-0.5B on my GTX 1660", "GTX 1660", 1, True),
    ("我的1660 Super能跑Qwen2.5-1.5B吗", "GTX 1660 SUPER", 1, True),
    ("手邊只有一張 RTX 4070 Ti 12GB，夠嗎？", "RTX 4070 Ti", 1, True),           # 手邊只有: the card in hand
])
def test_the_card_is_read(text, card, count, owned):
    p = extract(text).patch
    assert p.gpu_preference == card, (text, p)
    assert p.num_gpus == count and p.owned_gpus == owned, (text, p)


def test_a_model_number_names_its_memory_variants_and_never_the_ti():
    gpus = all_gpus()
    assert set(named_cards(preference_name("RTX3080"), gpus)) == {"RTX 3080 10GB", "RTX 3080 12GB"}
    assert set(named_cards(preference_name("4060Ti"), gpus)) == {"RTX 4060 Ti 8GB", "RTX 4060 Ti 16GB"}
    assert named_cards(preference_name("RTX4070"), gpus) == ("RTX 4070",)
    assert named_cards(preference_name("RTX4060"), gpus) == ("RTX 4060",)            # not the laptop part, nor the Ti
    # the data-centre families as before: a bare A100 admits every variant, a form factor names its one card
    assert preference_name("A100") == "A100" and preference_name("H100SXM") != "H100"


def test_the_consumer_rows_hold_their_figures():
    g = all_gpus()
    # RTX 3080 10GB: 320-bit x 19 Gb/s / 8 = 760 GB/s; FP32 8,704 x 1.71 GHz x 2 = 29.77 TFLOPS; tensor FP16 with FP32
    # accumulate 71 x 272/328 x 1.71/1.695 = 59.4 (scaled from the GA102 whitepaper's RTX 3090)
    c = g["RTX 3080 10GB"]
    assert (c.memory_gb, c.bandwidth_gb_s, c.fp32_tflops, c.fp16_tflops, c.sm) == (10, 760, 29.77, 59.4, 8.6)
    # RTX 4070: 192-bit x 21 Gb/s = 504 GB/s; 5,888 x 2.475 GHz x 2 = 29.15 TFLOPS; 165.2 x 184/512 x 2.475/2.52 = 58.3
    c = g["RTX 4070"]
    assert (c.memory_gb, c.bandwidth_gb_s, c.fp32_tflops, c.bf16_tflops, c.fp8_support) == (12, 504, 29.15, 58.3, True)
    # Turing RTX 2080: no BF16; 53.8 x 368/544 x 1.71/1.545 = 40.3 FP16 tensor (FP32 accumulate)
    c = g["RTX 2080"]
    assert (c.memory_gb, c.bf16_support, c.fp16_tflops, c.sm) == (8, False, 40.3, 7.5)
    # GTX 1660: no tensor cores (TU116), 192 bits x 8 Gb/s / 8 = 192 GB/s, 1,408 x 1.785 GHz x 2 = 5.03 TFLOPS
    c = g["GTX 1660"]
    assert (c.memory_gb, c.bandwidth_gb_s, c.fp32_tflops, c.fp16_tflops) == (6, 192, 5.03, None)
    for name in ("RTX 3060 Ti", "RTX 3070", "RTX 4060", "RTX 4070 Ti SUPER", "RTX 4080", "RTX 2070"):
        assert "owned hardware, not rented" in g[name].segment and g[name].nvlink_gb_s in (None, 0, 0.0)


@pytest.mark.parametrize("text, said, zh", [
    ("we have 2 RTX 9090, serve Llama-3.1-8B", "RTX 9090", False),
    ("fine-tune Qwen2.5-7B on a GTX 1650", "GTX 1650", False),
    ("serve Llama-3.1-8B on a Radeon RX 7900 XTX", "Radeon RX 7900 XTX", False),
    ("我有一张GTX 960，能跑Qwen2.5-7B吗", "GTX 960", True),
    ("我有一張GTX 960，能跑Qwen2.5-7B嗎", "GTX 960", True),
])
def test_a_card_the_table_lacks_is_said(text, said, zh):
    e = extract(text)
    note = next((n for n in e.notes if f"«{said}»" in n), None)
    assert note is not None and "not in my card table" in note, e.notes
    assert "不在我的显卡表里" in e.zh_notes[note]
    assert e.patch.gpu_preference is None


@pytest.mark.parametrize("text", [
    # a bare number with no card mark is never a card ("3 7900s", a count and a plural, is one the table lacks, said:
    # test_an_unknown_bare_card_number_or_letter_name_is_said)
    "we have 2 RTX 3080, serve Llama-3.1-8B", "serve Qwen2.5-7B for 7900 users",
    "I have an RTX A6000", "rent an RTX 4090 48GB"])
def test_a_card_in_the_table_is_never_said_missing(text):
    assert not any("card table" in n for n in extract(text).notes)
