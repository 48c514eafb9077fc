""""Train" said of a released language model ("how long to train Qwen2.5-7B on 4 A100s", 训练Qwen2.5-7B要多少钱,
我們想訓練Llama-3.1-8B) trains its published weights further: a fine-tune, whose method tools.defaults picks (LoRA) and
says. The word alone set no task, and the answer fell back to serving the model: "how long to train Qwen2.5-7B on 4
A100s" was answered "Qwen2.5-7B serving, 1 concurrent × 4,096 tokens … 212 tokens/s per user". Pretraining keeps its
own words (from scratch, 预训练); a noun's modifier ("training data", 训练集, "our training team") trains nothing."""
import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _read(text: str) -> tuple[dict, list[str]]:
    e = extract(text)
    return e.patch.model_dump(exclude_none=True), e.notes


@pytest.mark.parametrize("text, model, said", [
    ("how long to train Qwen2.5-7B on 4 A100s", "Qwen2.5-7B", "'train' read as a fine-tune of the released Qwen2.5-7B"),
    ("训练Qwen2.5-7B要多少钱", "Qwen2.5-7B", "'训练' read as a fine-tune"),
    ("Qwen2.5-72B在1张RTX 3090上训练要多久", "Qwen2.5-72B", "'训练' read as a fine-tune"),
    ("我們想訓練Llama-3.1-8B，要租什麼卡", "Llama-3.1-8B", "'訓練' read as a fine-tune"),
    ("what does training Mistral-7B on our tickets cost?", "Mistral-7B", "'training' read as a fine-tune"),
])
def test_train_of_a_released_model_is_a_fine_tune_and_said(text, model, said):
    got, notes = _read(text)
    assert got.get("task") == "finetune" and got.get("model") == model, got
    assert any(said in n for n in notes), notes


@pytest.mark.parametrize("text, task", [
    ("pretrain a 1B model from scratch on 100B tokens", "pretrain"),  # pretraining keeps its own words
    ("从头训练Qwen2.5-0.5B", "pretrain"),
    ("serve Qwen2.5-7B for our training team", "inference"),  # a team's name, and a serving verb
    ("train Qwen2.5-7B with QLoRA", "qlora"),  # the method said wins
])
def test_other_task_words_still_decide(text, task):
    assert _read(text)[0].get("task") == task


@pytest.mark.parametrize("text", ["Qwen2.5-7B的训练数据有多少", "how big is Llama-3.1-8B's training set?"])
def test_a_training_noun_sets_no_training_task(text):
    got, notes = _read(text)
    assert got.get("task") not in ("finetune", "lora"), got
    assert not any("read as a fine-tune" in n for n in notes), notes


@pytest.mark.slow
def test_how_long_to_train_on_four_a100s_is_a_fine_tune_on_them(tmp_path):
    # Qwen2.5-7B LoRA at 2,048 tokens: BF16 weights ≈ 15.2 GB + activations (checkpointing off) ≈ 33 GB per GPU on
    # 4 × A100 80GB: fits; the old answer served the model to one user at 212 tokens/s
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", "how long to train Qwen2.5-7B on 4 A100s")
    head = reply.text.splitlines()[0]
    assert "LoRA fine-tune" in head and "A100 only" in head and "4 GPUs" in head, head
    assert "serving" not in reply.text.split("\n\n")[2], reply.text[:600]
