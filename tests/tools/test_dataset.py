"""Data set size → training tokens (tools/dataset.py) and the defaults step that uses it."""

import pytest

from tests.conftest import module_home
from tools.dataset import dataset_train_tokens
from tools.defaults import WorkloadError, resolve
from tools.schema import Dataset, Workload

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_examples_fill_one_sequence_each_times_epochs():
    tokens, said = dataset_train_tokens(Dataset(amount=20000, unit="examples", epochs=3), 2048)
    assert tokens == 20000 * 2048 * 3  # upper bound: one 2,048-token sequence per example
    assert "at most 2,048" in said.en and "122,880,000" in said.en


def test_stated_tokens_per_example_and_token_datasets():
    assert dataset_train_tokens(Dataset(amount=1000, tokens_per_unit=500), 4096)[0] == 500_000
    tokens, said = dataset_train_tokens(Dataset(amount=2e9, unit="tokens"), 2048)
    assert tokens == 2 * 10**9 and "1 pass assumed" in said.en


def test_images_and_audio_are_not_converted_without_a_rate():
    tokens, said = dataset_train_tokens(Dataset(amount=500, unit="audio_hours"), 2048)
    assert tokens is None and "not an LLM" in said.en


def test_defaults_turn_a_dataset_into_train_tokens_and_say_so():
    w, notes = resolve(Workload(task="lora", params_b=7, seq_len=1024, dataset=Dataset(amount=50000, epochs=2)))
    assert w.train_tokens == 50000 * 1024 * 2
    assert any("training tokens" in n.en for n in notes)
    stated, _ = resolve(Workload(task="lora", params_b=7, train_tokens=10**6, dataset=Dataset(amount=50000)))
    assert stated.train_tokens == 10**6  # a stated token count wins
    serving, _ = resolve(Workload(task="inference", params_b=7, dataset=Dataset(amount=50000)))
    assert serving.train_tokens is None


def test_bad_dataset_is_a_polite_error():
    with pytest.raises(WorkloadError, match="positive"):
        resolve(Workload(task="lora", params_b=7, dataset=Dataset(amount=0)))


def test_many_epochs_over_a_small_data_set_gets_one_overfitting_line():
    from tools.dataset import overfit_note

    # 8,000 tickets × 4 epochs = 32,000 example passes; 8,000 ≤ 50,000 (the Alpaca size where a 2nd LoRA pass hurt)
    msg = overfit_note("qlora", Dataset(amount=8000, unit="examples", epochs=4))
    assert msg is not None
    assert "4 epochs × 8,000 examples = 32,000" in msg.en and "50,000" in msg.en and "validation" in msg.en
    # 简体: 2 轮 × 30,000 条 = 60,000 条次, still ≤ 50,000 examples, and full fine-tuning gets the same line
    zh = overfit_note("full_finetune", Dataset(amount=30000, unit="examples", epochs=2))
    assert zh is not None and "2 轮 × 30,000 条 = 60,000 条次" in zh.zh and "验证集" in zh.zh


def test_no_overfitting_line_for_big_data_one_pass_tokens_images_or_serving():
    from tools.dataset import overfit_note

    # 200,000 examples is 4× the 50k threshold: the evidence is for small data only
    assert overfit_note("lora", Dataset(amount=200_000, unit="examples", epochs=3)) is None
    # one pass (and 1.5 < 2 epochs) is not "many epochs"
    assert overfit_note("lora", Dataset(amount=5000, unit="examples", epochs=1)) is None
    assert overfit_note("lora", Dataset(amount=5000, unit="examples", epochs=1.5)) is None
    # unstated epochs default to one pass
    assert overfit_note("lora", Dataset(amount=5000, unit="examples")) is None
    # a token total names no examples; an image LoRA repeats a few images on purpose (DreamBooth-style)
    assert overfit_note("lora", Dataset(amount=5e7, unit="tokens", epochs=3)) is None
    assert overfit_note("lora", Dataset(amount=30, unit="images", epochs=10)) is None
    # pretraining and serving: not a fine-tune
    assert overfit_note("pretrain", Dataset(amount=5000, unit="examples", epochs=3)) is None
    assert overfit_note("inference", Dataset(amount=5000, unit="examples", epochs=3)) is None
