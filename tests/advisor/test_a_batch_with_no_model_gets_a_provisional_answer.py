"""A batch job told with no model ("summarise 2 million support tickets by Monday", 給 10 萬張發票做 OCR 抽取) is answered
on a stated default model for its kind of work, with the model question under the answer: an expert accepts a
clarifying question only beside a provisional answer and its assumption, never instead of one."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import BATCH_CHINESE_MODEL, BATCH_TEXT_MODEL, BATCH_VISION_MODEL

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "model", "said"), [
    # English text work: an 8B instruct model (bulk summarising is small-model work: a 70B reads ≈ 70.6 / 8.03 ≈ 9 ×
    # the bytes a token)
    ("summarise 2 million support tickets by Monday", BATCH_TEXT_MODEL, "No model named"),
    # Chinese text: Llama 3.1 does not list Chinese among its languages, so a Chinese-trained 7B
    ("给 500 万条评论做情感分类，明天早上之前", BATCH_CHINESE_MODEL, "未指定模型"),
    # invoices to OCR are scans or photos: a vision-language model reads them (繁體 in, 繁體 out)
    ("給 10 萬張發票做 OCR 抽取，三天內", BATCH_VISION_MODEL, "未指定模型"),
])
def test_a_batch_with_no_model_is_answered_on_a_stated_default_with_the_question_under_it(tmp_path, text, model, said):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]  # an answer, not only a question
    assert rec.workload.model == model and rec.workload.batch_requests
    assert said in r.text and model in r.text.split("|")[0]  # the assumption is said above the table
    assert r.questions and model in r.questions[0]  # the question stays, as a change to the provisional answer
    assert r.text.index(said) < r.text.index(r.questions[0])


def test_the_next_message_naming_a_model_replaces_the_provisional_one(tmp_path):
    # the thread keeps no model: the user's own model is sized next, with the batch as first stated
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "summarise 2 million support tickets by Monday")
    r = eng.handle("t", "use Qwen2.5-72B")
    rec = r.recommendation
    assert rec is not None and rec.workload.model == "Qwen2.5-72B" and rec.workload.batch_requests == 2_000_000
    assert "No model named" not in r.text


@pytest.mark.slow
def test_serving_with_no_model_is_answered_on_the_chat_default(tmp_path):
    # not a batch, but a bare "which model?" is no answer either: an English chat with short prompts is sized on
    # Llama-3.1-8B (tools.defaults.serving_default_model), and the model question stays under the answer
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "we need to serve a chatbot to 200 users")
    assert r.recommendation is not None and r.recommendation.workload.model == "Llama-3.1-8B"
    assert any("Which model will you run" in q for q in r.questions)
