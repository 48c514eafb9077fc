"""Answering, replying to or handling a counted set of questions, tickets, emails or reviews ("answer 50k customer
questions", "reply to 20,000 support emails", 回答5万个客户问题, 回覆3萬封郵件) is a batch job of that many requests: each
item is one prompt the model answers. 个 / 個 before a question noun was no item count (回答5万个客户问题 read nothing),
and a reply verb was no batch word (回覆3萬封郵件 was a training set of 30,000 examples). A head count of people using
the product (5万个客户在用) has no item noun and stays people, never a batch."""
import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text, n", [
    ("用Qwen3-8B回答5万个客户问题", 50_000),  # 5 × 10,000 questions, one request each
    ("用Llama-3.1-8B回覆2萬個客戶問題", 20_000),
    ("用Qwen3-8B回覆3萬封郵件", 30_000),  # 封 counts letters / emails
    ("我们有1万2千条留言要用Qwen3-8B回复", 12_000),
    ("answer 50k customer questions with Qwen3-8B", 50_000),
    ("reply to 20,000 support emails with Llama-3.1-8B", 20_000),
    ("we have 8,000 customer inquiries to answer with Qwen2.5-7B", 8_000),
    ("respond to 30k product reviews with Qwen2.5-14B", 30_000),
])
def test_counted_messages_answered_are_a_batch_of_requests(text, n):
    got = _read(text)
    assert got.get("task") == "inference" and got.get("batch_requests") == n, got
    assert "dataset" not in got, got


@pytest.mark.parametrize("text, n", [
    ("5万个客户在用Qwen3-8B聊天", 50_000),
    ("5萬個客戶在用Qwen3-8B聊天", 50_000),
    ("Qwen3-8B chatbot for 50k customers answering their questions", 50_000),
])
def test_a_head_count_of_people_stays_people(text, n):
    got = _read(text)
    assert got.get("head_count") == n and "batch_requests" not in got and "dataset" not in got, got


def test_emails_to_train_on_stay_training_data():
    got = _read("fine-tune Qwen2.5-7B on 20,000 support emails and their replies")
    assert got.get("task") in ("finetune", "lora", "qlora") and got["dataset"]["amount"] == 20_000, got


@pytest.mark.parametrize("text, doc", [
    # 问3个问题 after 每份合同 is how often each contract is asked (3 questions a document), never a set of 3 items:
    # the 60,000-token contract stays the context
    ("律师事务所，8个律师用 Qwen2.5-32B 对 6 万 token 的合同提问，每份合同问3个问题，不上云", 60_000),
    ("律師事務所，8個律師用 Qwen2.5-32B 對 6 萬 token 的合約提問，每份合約問 4 個問題，不上雲", 60_000),
])
def test_questions_asked_of_each_document_are_no_set_of_items(text, doc):
    got = _read(text)
    assert got.get("seq_len") == doc and "dataset" not in got and "batch_requests" not in got, got


@pytest.mark.parametrize("text, rate", [
    # questions or queries counted a second or a minute arrive as a rate (200 ÷ 60 ≈ 3.3 a second), never a set
    ("用Qwen2.5-7B做客服，每秒15个问题", 15.0),
    ("高峰每分鐘 200 個問題，用Qwen2.5-7B", 3.3),
    ("用 bge-m3 把 500 萬段文件向量化，之後每秒 20 個查詢", 20.0),
])
def test_questions_counted_a_second_or_a_minute_are_a_rate(text, rate):
    got = _read(text)
    assert got.get("target_requests_per_s") == pytest.approx(rate, abs=0.05), got
    assert got.get("batch_requests") != int(rate) and "dataset" not in got, got
