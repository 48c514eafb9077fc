"""A batch described in words with no item length ("classify 2M support tickets", 给500万条评论做情感分类).

The reader records only what the text states: what the job does to each item (`batch_work`) and what kind of item it
is (`batch_item`: short, a few sentences a person writes, or a document); it sets no length. tools.defaults sizes a
short item at tools.load.SHAREGPT_PROMPT_TOKENS (161, the mean user-written prompt in ShareGPT, vLLM paper Fig. 11)
and a classification's output at CLASSIFY_OUTPUT_TOKENS (8), and the answer says both. Before, such a job was sized
at the 4,096-token default context (3,584 in, 512 out) and "classify 2M support tickets overnight" rented 16 MI300X
for ≈ $194.

Hand arithmetic for the answer tests (expected values, never read from the code under test):
- English job: 2,000,000 tickets × (161 + 8) tokens = 3.38e8 tokens on an 8B model. Prefill dominates (8 of 169
  tokens are decoded), so the work is ≈ 2 FLOPs × 8e9 params × 3.38e8 tokens ≈ 5.4e18 FLOPs. One MI300X (1,307 dense
  BF16 TFLOPS) at 30-50 % of peak does it in 5.4e18 / (0.3..0.5 × 1.307e15) = 13,800..8,300 s ≈ 3.8..2.3 h; one
  H100 SXM (989 TFLOPS) in 5.1..3.0 h. Both are inside the 8-hour night, so ONE card suffices; at $2-3/h for such a
  card the job costs ≈ 2.3 h × $2 = $4.6 up to 5.1 h × $3 = $15.3, so the test allows $4-16 (the old answer: $194).
  A 48 GB L40S-class card (362 TFLOPS) needs 5.4e18 / (0.3..0.5 × 3.62e14) = 13.8..8.3 h: over the night.
- Chinese job: 5,000,000 comments × 169 tokens = 8.45e8 tokens on Qwen2.5-7B (7.6e9 params): 2 × 7.6e9 × 8.45e8
  ≈ 1.28e19 FLOPs; one MI300X at 30-50 % takes 32,700..19,600 s ≈ 9.1..5.4 h, one H100 SXM 12.0..7.2 h: inside 24 h,
  so one card; at $2-3/h, $11-36.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import CLASSIFY_OUTPUT_TOKENS, resolve
from tools.load import SHAREGPT_PROMPT_TOKENS
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True, exclude={"language"})


# ---- the reader: facts only --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, work, item", [
    ("classify 2M support tickets with Llama 3.1 8B overnight, 8 hours", "classify", "short"),
    ("用Qwen2.5-7B给500万条评论做情感分类，明早之前跑完", "classify", "short"),  # 情感分类: sentiment labels
    ("用Llama-3.1-8B把300萬則留言做分類，兩天內完成", "classify", "short"),  # 繁體: 留言 comments, 分類
    ("summarize 1M product reviews with Qwen2.5-7B within 24 hours", "summarize", "short"),
    ("translate 2M customer emails with Llama 3.1 8B within 12 hours", "translate", "short"),
    ("给100万条工单打标签，用qwen2.5-7b", "classify", "short"),  # 工单 tickets, 打标签 tagging
    ("幫我把200萬封郵件翻譯成英文，用Qwen2.5-7B", "translate", "short"),  # 郵件 emails, 翻譯
    ("summarize 200k research papers with Qwen2.5-14B within 3 days", "summarize", "document"),
    ("把50万篇文章翻译成英文，用Qwen2.5-14B", "translate", "document"),  # 文章: articles run to thousands of tokens
    ("五百萬份文件要摘要，用Qwen2.5-14B，兩天內完成", "summarize", "document"),  # 文件 documents, 摘要
])
def test_the_work_and_the_kind_of_item_are_read_and_no_length_is_invented(text, work, item):
    got = read(text)
    assert got.get("batch_requests"), got
    assert got.get("batch_work") == work and got.get("batch_item") == item, got
    # no length was said: the reader sets none (the resolver sizes it, and the answer says how)
    assert not {"seq_len", "output_tokens", "prompt_tokens"} & set(got), got


def test_a_noun_of_no_known_length_leaves_the_item_unset():
    # 客服对话 (support conversations) have no typical length: nothing is said about them
    got = read("帮我总结200万条客服对话，用qwen2.5-7b")
    assert got.get("batch_requests") and "batch_item" not in got, got


def test_product_descriptions_and_listings_are_short_items():
    # a shop's description or listing is a title and a few lines (tens to a few hundred words): sized as a short,
    # person-written item (161 tokens, ShareGPT's mean prompt), never as the 3,584-token default document
    for text in ("translate 500k product descriptions by friday using qwen2.5-7b", "rewrite 80k listings with qwen2.5-7b"):
        got = read(text)
        assert got.get("batch_requests") and got.get("batch_item") == "short", got


@pytest.mark.parametrize("text", [
    "serve llama 3.1 8b to answer customer questions for 50 concurrent users",  # serving: no batch
    "embed 3 million product reviews with bge-large by friday",  # an embedding job: sized by tools.embedding
])
def test_no_batch_item_facts_outside_a_generative_batch(text):
    got = read(text)
    assert "batch_work" not in got and "batch_item" not in got, got


def test_pictures_are_no_written_item():
    # 20万张商品图片 classified: the work is stated, but a picture's tokens come from its size, never 161 tokens
    got = read("用qwen2.5-vl-7b给20万张商品图片分类")
    assert got.get("batch_work") == "classify" and "batch_item" not in got, got


def test_a_stated_length_still_wins():
    # the item's own lengths are read as before (600 in + 20 out = 620); the facts beside them change nothing
    got = read("classify 250k support tickets using qwen2.5 7b. each ticket ~600 tokens in, 20 tokens out")
    assert got["seq_len"] == 620 and got["output_tokens"] == 20 and got["batch_work"] == "classify", got


# ---- the resolver: the defaults, each said ------------------------------------------------------------------------

def _resolved(**kw):
    w, notes = resolve(Workload(model="Llama-3.1-8B", batch_requests=2_000_000, **kw))
    return w, {m.code for m in notes}


def test_a_short_item_is_a_sharegpt_prompt_and_a_label_is_a_few_tokens():
    w, codes = _resolved(batch_work="classify", batch_item="short")
    # 161 in (ShareGPT's mean user prompt) + 8 out (a label) = 169: the context holds both
    assert SHAREGPT_PROMPT_TOKENS == 161 and CLASSIFY_OUTPUT_TOKENS == 8
    assert (w.seq_len, w.output_tokens) == (169, 8)
    assert {"defaults.batch_short_items", "defaults.output_classify"} <= codes
    assert "defaults.context" not in codes  # the 4,096-token default is not used, so not said


def test_a_short_item_translated_is_as_long_out_as_in():
    w, codes = _resolved(batch_work="translate", batch_item="short")
    assert (w.seq_len, w.output_tokens) == (161 + 161, 161) and "defaults.output_translate" in codes


def test_a_short_item_otherwise_keeps_the_quarter_rule():
    # summarize a review: a quarter of the 161-token input = 40 out (tools.dataset's rule for a stated input) → 201
    w, codes = _resolved(batch_work="summarize", batch_item="short")
    assert (w.seq_len, w.output_tokens) == (201, 40) and "defaults.output_tokens" in codes


def test_a_classification_of_unknown_items_keeps_the_default_context_with_a_label_out():
    # no item kind: the 4,096-token default context stays (said), and a label is 8 of it
    w, codes = _resolved(batch_work="classify")
    assert (w.seq_len, w.output_tokens) == (4096, 8) and {"defaults.context", "defaults.output_classify"} <= codes


def test_a_translation_of_documents_splits_the_default_context():
    # a translation is as long as its input: 4,096 = 2,048 in + 2,048 out (was 3,584 + 512)
    w, _ = _resolved(batch_work="translate", batch_item="document")
    assert (w.seq_len, w.output_tokens) == (4096, 2048)


def test_stated_lengths_are_never_replaced():
    w, codes = _resolved(batch_work="classify", batch_item="short", seq_len=620, output_tokens=20)
    assert (w.seq_len, w.output_tokens) == (620, 20) and "defaults.batch_short_items" not in codes
    w, _ = _resolved(batch_work="classify", batch_item="short", output_tokens=3)  # an output said alone: 161 + 3
    assert (w.seq_len, w.output_tokens) == (164, 3)


def test_no_batch_no_change():
    # the same facts on a serving workload (no batch_requests) size nothing: serving keeps ShareGPT's prompt default
    w, codes = resolve(Workload(model="Llama-3.1-8B", batch_item="short"))
    assert w.output_tokens is None and w.seq_len == 4096 and "defaults.batch_short_items" not in codes


# ---- the answer ---------------------------------------------------------------------------------------------------

def _ask(tmp_path, text):
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert reply.kind == "answer" and reply.recommendation is not None, reply.text
    return reply


def _gpus_and_cost(reply) -> tuple[float, float]:
    r = reply.recommendation
    top = r.candidates[0]
    return top.gpu_count * top.instances, r.job_hours * top.price_per_hour.amount


@pytest.mark.slow
def test_classifying_two_million_tickets_overnight_rents_one_card(tmp_path):
    reply = _ask(tmp_path, "classify 2M support tickets with Llama 3.1 8B overnight, 8 hours")
    gpus, cost = _gpus_and_cost(reply)
    # the module docstring: one MI300X / H100 does 5.4e18 FLOPs in 2.3-5.1 h; a CUDA machine of two cards may lead a
    # one-card MI300X that is under the 15 % stack preference cheaper (2 × RTX 6000 Ada $6.52 against $5.93: 9 %)
    assert gpus <= 2, reply.text
    assert reply.recommendation.currency == "USD" and 4 <= cost <= 16, (cost, reply.text)
    assert "161 tokens in, 8 out" in reply.text  # the headline's request shape
    full = reply.full
    assert "ShareGPT" in full and "say the real length" in full  # the input assumption, said
    assert "a label, 8 tokens per item" in full  # the output assumption, said


@pytest.mark.slow
def test_the_chinese_job_rents_one_card_and_says_both_assumptions(tmp_path):
    reply = _ask(tmp_path, "用Qwen2.5-7B给500万条评论做情感分类，24小时内跑完")
    gpus, _ = _gpus_and_cost(reply)
    assert gpus <= 2, reply.text  # 1.28e19 FLOPs: 5.4-12 h on one card, inside 24 h (or two CUDA cards: see above)
    full = reply.full
    assert "每条按 161 token 估算" in full and "ShareGPT" in full and "请给出实际长度" in full
    assert "每条一个标签，按 8 token 估算" in full


@pytest.mark.slow
def test_the_traditional_answer_says_them_in_traditional_script(tmp_path):
    reply = _ask(tmp_path, "用Llama-3.1-8B把300萬則留言做分類，兩天內完成")
    full = reply.full
    # OpenCC s2twp: 条→條, 输入→輸入, 标签→標籤 (the Simplified wording must not leak)
    assert "每條按 161 token 估算" in full and "每條一個標籤" in full and "每条" not in full


# ---- the flags: declared once, on every surface ------------------------------------------------------------------

@pytest.mark.slow
def test_the_flags_size_the_same_job_and_need_a_batch():
    from click.testing import CliRunner

    from advisor.cli import cli
    from tools.errors import AdvisorError
    from tools.workload_fields import workload_from_flags

    # the CLI spelling of the English job: the headline's request shape is 161 in + 8 out, as the chat's
    r = CliRunner().invoke(cli, ["recommend", "--model", "llama-3.1-8b", "--batch-requests", "2000000",
                                 "--batch-work", "classify", "--batch-item", "short", "--deadline-days", "0.3333"])
    assert r.exit_code == 0 and "161 tokens in, 8 out" in r.output, r.output
    # a batch's item facts without a batch are refused with the flag named (online serving has no items)
    with pytest.raises(AdvisorError, match="--batch-work"):
        workload_from_flags({"params_b": 7, "batch_work": "classify"})
    with pytest.raises(AdvisorError, match="--batch-item"):
        workload_from_flags({"params_b": 7, "batch_item": "short"})
