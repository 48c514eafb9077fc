"""A data set read from a message that comes to no training job ("5,000 examples for 0.0000001 epochs": half a
thousandth of an example) stopped the whole question with an English-only error (exit 2, even for a Chinese message)
once the validator refused it. The reader now leaves it unread with a note in the user's language, as it does any
figure out of range, and the rest of the question is answered; half an epoch is still read."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", ["LoRA fine-tune Llama-3-8B on 5000 examples for 0.0000001 epochs",
                                  "用5000条数据LoRA微调Qwen2.5-7B，训练0.0000001轮"])
def test_a_data_set_of_less_than_one_example_is_a_note_not_an_error(text):
    e = extract(text)
    assert e.patch.dataset is None and e.patch.task == "lora", e.patch
    assert any("a data set of 5,000 is not read" in n for n in e.notes), e.notes
    assert any("数据量 5,000 未读取" in z for z in e.zh_notes.values())


def test_half_an_epoch_is_read():
    ds = extract("LoRA fine-tune Llama-3-8B on 5000 examples for 0.5 epochs").patch.dataset
    assert ds is not None and (ds.amount, ds.epochs) == (5000, 0.5)  # 2,500 examples trained on
