"""A count word mistyped before a card keeps its count, and a plan's card count is "yours" only when you said it.

"can i full finetune llama 3.1 8b on a singel L4 24gb on gcp??" lost "single" to the typo, so no count
was read and the offload route was timed "on your 16 × L4" — 16 being the count that holds plain AdamW (8.03 B × 16
bytes = 128 GB of weights, gradients and moments ÷ 24 GB), which the user never said.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.messages import word
from tools.schema import Msg


@pytest.mark.parametrize("text,card", [
    ("can i full finetune llama 3.1 8b on a singel L4 24gb on gcp??", "L4"),
    ("serve qwen2.5-7b on a sinlge rtx 4090 for 5 users", "RTX 4090"),
    ("lora llama 3 8b on a signle gpu", None),
])
def test_a_mistyped_single_before_a_card_is_one_card(text, card):
    e = extract(text)
    assert e.patch.num_gpus == 1 and e.patch.gpu_preference == card
    assert any("→ single" in n for n in e.notes)  # the fix is said


def test_a_real_word_one_edit_further_is_left_alone():
    assert extract("we have a simple rtx 4090 setup").patch.num_gpus is None  # simple → single is two edits


@pytest.mark.parametrize("yours,en,zh", [
    (True, "on your 1 × L4", "在你的 1 张 L4"),
    (False, "on 16 × L4", "在16 张 L4"),
])
def test_the_offload_time_says_yours_only_for_a_stated_count(yours, en, zh):
    n = 1 if yours else 16
    msg = Msg(code="recommend.offload.time", args={"took": "1.1 h", "n": n, "gpu": "L4", "yours": yours})
    assert en in word(msg, "en") and zh in word(msg, "zh")
    assert yours or "your" not in word(msg, "en")
