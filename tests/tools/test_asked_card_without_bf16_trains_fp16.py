"""A training question that asks about a card without BF16 ("can we use the school's V100s?", Workload.checked_gpu)
plans the job in FP16 with loss scaling (tools.recommend.asked_training_card → _card_precision), and says the card's
pre-Ampere checks (no BF16, no FlashAttention-2: tools.compat.pre_ampere_kernels via checked_card): the workload line
once said BF16 beside a V100 verdict. A card with BF16 asked about, or a serving question, keeps BF16."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.service import advise
from advisor.core.store import Store
from tests.conftest import module_home
from tools.recommend import asked_training_card
from tools.schema import Dataset, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

STATED = {"task", "model", "dataset", "checked_gpu"}


def _w(model: str, card: str, task: str = "full_finetune") -> Workload:
    return Workload(task=task, model=model, checked_gpu=card,
                    dataset=Dataset(amount=20000, unit="examples", tokens_per_unit=1024, epochs=2))


@pytest.mark.slow
@pytest.mark.parametrize("model,card", [("Qwen2.5-1.5B", "V100"), ("Llama-3.2-1B", "T4")])
def test_training_on_an_asked_card_without_bf16_is_fp16_with_loss_scaling(model, card):
    # by hand: V100 (sm_70) and T4 (sm_75) have FP16 tensor cores and no BF16 (A100 whitepaper: BF16 from sm_80), so a
    # full fine-tune on them is FP16 mixed precision with a GradScaler; the bytes (2 a weight) are BF16's, so the
    # memory is unchanged and only the format is said
    rec = advise(_w(model, card), stated=STATED)
    assert rec.workload.precision == "fp16"
    said = " ".join(c.message.text("en") for c in rec.compatibility)
    assert "loss scaling" in said and "FlashAttention-2" in said, said[:600]


@pytest.mark.parametrize("w,card", [
    (_w("Qwen2.5-1.5B", "V100"), "V100"),  # a training question about a card: planned in its precision
    (Workload(task="inference", model="Qwen2.5-1.5B", checked_gpu="V100", concurrency=4), None),  # serving: not here
    (_w("Qwen2.5-1.5B", "V100").model_copy(update={"gpu_preference": "H100"}), None),  # a filter card wins
])
def test_the_asked_training_card(w, card):
    assert asked_training_card(w) == card


@pytest.mark.slow
def test_an_asked_card_with_bf16_keeps_bf16():
    # an A100 (sm_80) has BF16: nothing changes
    assert advise(_w("Qwen2.5-1.5B", "A100"), stated=STATED).workload.precision != "fp16"


@pytest.mark.slow
@pytest.mark.parametrize("first,then,line", [
    ("full fine-tune Qwen2.5-1.5B (no LoRA) on 40k examples of 1k tokens, 2 epochs. cheapest?",
     "our lab has some V100s, would those work?", "FP16"),
    ("全参微调Qwen2.5-1.5B，不要LoRA，4万条数据每条1000 token，跑2轮，最便宜租什么", "实验室有V100，用那个行吗？", "FP16"),
    ("想全參數微調Llama-3.2-1B，不要LoRA，資料2萬筆每筆1000 token，跑2個epoch，租什麼最便宜", "學校有T4可以用嗎？", "FP16"),
])
def test_asking_about_a_pre_ampere_card_says_fp16(tmp_path, first, then, line):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", then)
    head = r.text.splitlines()[0]
    assert line in head and "BF16" not in head, r.text[:800]
    assert "loss scaling" in r.text, r.text[:2000]
