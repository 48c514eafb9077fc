"""Solving or answering counted problems with a model ("solve 1M maths problems with Qwen3-8B", "answer 200k exam
questions", 用Qwen3-8B解100万道数学题) is a batch: each problem is a request the model answers. No inference word was
read, so the count became a training set of examples and the answer a LoRA fine-tune of Qwen3-8B. A count of solved
problems to train on stays training data; 了解 / 理解 / 分解 are no solving."""
import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text, n", [
    ("solve 1M maths problems with Qwen3-8B, thinks ~4k tokens each", 1_000_000),
    ("answer 200k exam questions with Qwen3-32B", 200_000),
    ("用Qwen3-8B解100万道数学题", 1_000_000),
    ("用Qwen3-8B解答20萬道數學題", 200_000),
])
def test_counted_problems_solved_are_a_batch_of_requests(text, n):
    got = _read(text)
    assert got.get("task") == "inference" and got.get("batch_requests") == n, got
    assert "dataset" not in got, got


def test_solved_problems_to_train_on_stay_training_data():
    got = _read("fine-tune Qwen2.5-7B on 50k solved problems")
    assert got.get("task") == "finetune" and got["dataset"]["amount"] == 50_000, got


@pytest.mark.parametrize("text", ["了解100个模型", "分解3道题"])
def test_a_word_that_only_contains_jie_solves_nothing(text):
    assert _read(text).get("task") != "inference"


@pytest.mark.parametrize("text", ["用Qwen3-8B回答5万个客户问题", "用Qwen3-8B回答5万个问题"])
def test_a_count_of_questions_answered_is_no_answer_length(text):
    # 回答5万个客户问题: 50,000 questions to answer, never a 50,000-token answer (it was read as one and then set aside
    # with "an answer length alone is not sized for online serving")
    e = extract(text)
    assert "output_tokens" not in e.patch.model_dump(exclude_none=True)
    assert not [n for n in e.notes if "answer length alone" in n], e.notes
