"""Data set size → training tokens (tools/dataset.py) and the defaults step that uses it."""

import pytest

from tests.conftest import module_home
from tools.dataset import dataset_train_tokens
from tools.defaults import WorkloadError, resolve_msgs
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
    w, notes = resolve_msgs(Workload(task="lora", params_b=7, seq_len=1024, dataset=Dataset(amount=50000, epochs=2)))
    assert w.train_tokens == 50000 * 1024 * 2
    assert any("training tokens" in n.en for n in notes)
    stated, _ = resolve_msgs(Workload(task="lora", params_b=7, train_tokens=10**6, dataset=Dataset(amount=50000)))
    assert stated.train_tokens == 10**6  # a stated token count wins
    serving, _ = resolve_msgs(Workload(task="inference", params_b=7, dataset=Dataset(amount=50000)))
    assert serving.train_tokens is None


def test_bad_dataset_is_a_polite_error():
    with pytest.raises(WorkloadError, match="positive"):
        resolve_msgs(Workload(task="lora", params_b=7, dataset=Dataset(amount=0)))
