"""A later turn that turns one training method down and names another switches the method (the first plan no longer
stands): "LoRA isn't cutting it, switch to a full fine-tune", 主任说LoRA效果不够好改成全参, 全參太貴了改用QLoRA.
Before, the reader took the first method named (LoRA), or read "能做完/搞定" as a choice between the two methods, and the
chat answered "changed: nothing" with the LoRA plan kept. A real choice ("LoRA or full, which?") stays a choice.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.method_switch import switched_method
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,task", [
    # the method turned down is left behind: the other one named is the task
    ("Our tech lead says LoRA isn't good enough, we need a full fine-tune now. Still doable in 10 days?", "full_finetune"),
    ("Switch from LoRA to fully fine-tuning the model", "full_finetune"),
    ("Full-parameter training is too expensive for us, let's do QLoRA instead", "qlora"),
    ("主任说LoRA效果不够好，改成全量微调，两周内能搞定吗？", "full_finetune"),
    ("全参太贵了，改用LoRA吧", "lora"),
    ("老闆覺得LoRA效果不理想，改做全參數微調，十天內做得完嗎？", "full_finetune"),
    ("QLoRA 精度不夠，換成 LoRA 可以嗎", "lora"),
])
def test_a_method_turned_down_leaves_the_other(text, task):
    assert switched_method(text) == task
    assert extract(text).patch.task == task, extract(text).patch


@pytest.mark.parametrize("text", [
    "LoRA or full fine-tune, which is better for Llama-3.1-8B?",  # a real choice: no method turned down
    "LoRA还是全参好？",
    "LoRA fine-tune Gemma-2-9B on 20k examples",  # one method alone
    "全參數微調 Llama-3.1-8B",
])
def test_no_switch_without_a_method_turned_down(text):
    assert switched_method(text) is None


@pytest.mark.slow
@pytest.mark.parametrize("first,second", [
    ("LoRA fine-tune Llama-3.1-8B on 40k examples of 1,500 tokens, 2 epochs",
     "The results with LoRA weren't good enough. We want to fully fine-tune it instead; what does that cost?"),
    ("我们有5万条客服对话，每条1k token，想LoRA微调Qwen2.5-7B，跑3个epoch，租什么卡？",
     "经理说LoRA效果不够，改成全参微调，要多少卡多少钱？"),
    ("我們有3萬筆法規問答，每筆2k token，想用LoRA微調Llama-3.1-8B，跑2個epoch，要租什麼卡？",
     "LoRA效果不理想，改做全參數微調，要幾張卡、多少錢？"),
])
def test_the_chat_answers_the_switched_method(tmp_path, first, second):
    # Hand: a full fine-tune of an 8B model in mixed precision with AdamW holds ≈ 16 B per parameter (BF16 weights and
    # gradients, FP32 master weights and two moments) ≈ 128 GB for 8B, beside a LoRA's ≈ 16 GB of frozen BF16 weights.
    # So after the switch the task is the full fine-tune and the memory per copy grows several-fold; the first plan
    # (the LoRA) must not stand, and the reply must say the change ("changed" / 本轮改动 is not "nothing").
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    w1, _, _ = eng.store.load("t")
    assert w1.task == "lora", w1
    reply = eng.handle("t", second)
    w2, _, _ = eng.store.load("t")
    assert w2.task == "full_finetune", w2
    assert w2.dataset == w1.dataset or w2.train_tokens == w1.train_tokens, (w1, w2)
    assert "本轮改动：无" not in reply.lead and "changed: nothing" not in reply.lead.lower(), reply.lead
