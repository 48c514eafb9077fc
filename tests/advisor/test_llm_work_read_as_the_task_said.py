"""LLM work read as the task the user said, never a LoRA fine-tune or a chat it is not:

- a fine-tune the user already has ("we have a X finetune that works", "we already fine-tuned X", 我们微调好的 X,
  微調過的 X), then used by counted people or fed documents, is that model served; "fine-tune X on our docs" stays
  a training job;
- documents organised or summarised every day (整理 / 梳理 / 彙整 / 汇总 N 份 a day, "summarise N records a day") are a
  daily batch of inference over them: each document's 字 count is its prompt (一份…N 字 beside a count of the same
  items is each one's length), checked against the model's context (Gemma-2's 8,192);
- code completion (code補全, 補全 for developers on a coder model, a Copilot-like service) is a stream of long
  prompts and short answers with a first-token limit of a few hundred ms, sized on the prefill.

Hand figures are in each test's comment.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _read(text: str):
    return extract(text).patch


# ---- a fine-tune already made, then used, is served --------------------------------------------------------------

@pytest.mark.parametrize("text, model", [
    # "that works" / "that our analysts love": a relative clause, the fine-tune exists; "give it" and counted
    # lawyers use it
    ("we have a mistral-7b finetune that our analysts love. we want to give it full contracts (~15k tokens) for "
     "40 lawyers", "Mistral-7B"),
    ("I've got a qwen2.5-14b fine-tune that works really well, now 25 underwriters need to paste in claim files",
     "Qwen2.5-14B"),
    ("We fine-tuned Llama-3-8B last month, it works well. Now 25 analysts want to paste in reports of 10k tokens.",
     "Llama-3-8B"),
    ("我们微调好的qwen2.5-7b，想给100个客服用，租什么卡", "Qwen2.5-7B"),
    ("我們已經微調過llama-3.1-8b，現在要讓60個員工丟整份合約進去問，預算每月3萬台幣", "Llama-3.1-8B"),
])
def test_a_fine_tune_already_made_and_used_is_served(text: str, model: str) -> None:
    p = _read(text)
    assert p.task == "inference" and p.model == model, p
    assert p.dataset is None and p.train_tokens is None  # no training set made up from the people or documents


@pytest.mark.parametrize("text", [
    "fine-tune qwen2.5-7b on our docs, then serve it to 20 people",
    "fine-tune that model on 20k examples for our 30 staff",
    "we want to fine-tune llama-3-8b on 5k tickets written by 40 support agents",
    "我们想用50个客服的对话微调qwen2.5-7b",
])
def test_a_fine_tune_to_do_stays_training(text: str) -> None:
    # a training verb to do ("fine-tune X on", 想用…微调): the people beside it are who wrote the data or who will use
    # the result, never a reason to skip the training
    assert _read(text).task == "finetune", text


# ---- documents organised a day are a batch of inference ----------------------------------------------------------

@pytest.mark.parametrize("text, docs, prompt_min", [
    # 整理 each meeting record of 1萬字: Gemma's tokenizer at 0.75 token a 字 → 7,500 tokens, + 512 summary = 8,012
    ("用gemma-2-9b-it整理會議記錄，一份大概1萬字，每天300份", 300, 7_500),
    # 2萬字 contracts on Qwen2.5 (≈ 0.67 token a 字 → 13,400) + 512 = 13,912
    ("用qwen2.5-7b总结合同，一份合同大约2万字，每天500份", 500, 13_000),
    # 梳理 / 彙整: 2,000 letters a day of 1,500 字 each
    ("用llama-3.1-8b彙整客戶來信，每天2000封，每封約1500字", 2_000, 1_000),
    # Cantonese, 每日整理: 1,000 reports of 3千字
    ("我哋想用qwen2.5-7b每日整理1000份報告，每份3千字，喺香港租卡", 1_000, 2_000),
    ("we need to summarise 1,200 discharge notes a day with llama-3.1-8b, each about 12k words", 1_200, 12_000),
])
def test_documents_organised_each_day_are_a_daily_batch(text: str, docs: int, prompt_min: int) -> None:
    p = _read(text)
    assert p.task == "inference" and p.batch_requests == docs, p
    assert p.batch_work == "summarize", p
    assert p.dataset is None  # never a LoRA data set of those documents
    assert p.seq_len is not None and p.seq_len >= prompt_min, p  # the document's tokens are each request's prompt


def test_a_long_record_on_gemma_2_is_over_its_context() -> None:
    # 2.5萬字 × 0.75 token a 字 (Gemma) = 18,750 tokens + 512 out = 19,262 > Gemma-2's 8,192: the answer must say it
    # does not fit and offer chunks or a longer-context model (tools.longest_item / map_reduce_chunks)
    p = _read("醫院要用gemma-2-9b-it歸納病歷，每天1200份，一份約2.5萬字，只能地端")
    assert p.task == "inference" and p.batch_requests == 1_200
    assert p.seq_len == 18_750 + 512


@pytest.mark.parametrize("text", [
    "我有一份合同大概6万字，用qwen2.5-7b问问题",  # one document asked about whole: no batch of one
    "整理好训练数据后用qwen2.5-7b微调，5万条",  # data prepared for training: still a fine-tune
])
def test_one_document_or_training_data_keep_their_reading(text: str) -> None:
    p = _read(text)
    assert p.batch_requests is None, p


def test_organised_into_a_table_is_an_extraction() -> None:
    # 整理成表格: fields pulled out, never a summary
    assert _read("用qwen2.5-7b把合同整理成表格，每天500份").batch_work != "summarize"


# ---- code completion is long prompts, short answers and a short first-token limit ---------------------------------

@pytest.mark.parametrize("text, devs", [
    ("我們有120位工程師要code補全，用qwen2.5-coder-7b，地端，買幾張卡", 120),
    ("80位工程師用codestral做補全，要租什麼GPU", 80),
    ("我们有80个程序员想要代码补全，用deepseek-coder-6.7b", 80),
    ("we want a Copilot-like assistant for 150 devs on starcoder2-15b, self-hosted", 150),
    ("我們有50個工程師，想自架類copilot服務，用qwen2.5-coder-14b", 50),
])
def test_code_completion_is_read_as_completion(text: str, devs: int) -> None:
    # 3,072 tokens of file context in, 64 out (tools.defaults FIM figures), 20 % of the prompt new each request:
    # 615 tokens; devs × 0.6 ÷ 10 s completions a second (120 → 7.2/s)
    e = extract(text)
    p = e.patch
    assert (p.prompt_tokens, p.output_tokens, p.prompt_new_tokens) == (3072, 64, 615), p
    assert p.head_count == devs and p.target_requests_per_s == pytest.approx(devs * 0.6 / 10), p
    # no limit said: the 500 ms assumed is said on the completion line
    assert any("500 ms" in n or "500 毫秒" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "寫程式用（補全+聊天），40個工程師，qwen2.5-coder-14b",  # completion beside chat: sized as the chat
    "200个程序员用qwen2.5-coder-32b聊天问答",
    "用qwen2.5-7b补全缺失数据，50万条",  # data filled in, no code
])
def test_other_uses_are_not_completion(text: str) -> None:
    assert _read(text).prompt_new_tokens is None, text


def test_a_completion_is_held_to_half_a_second_with_no_limit_said() -> None:
    # a chat's first token may take 2 s at up to 8,192 tokens; a completion's suggestion must show before the next
    # keystrokes (300-500 ms 'good'): 0.5 s, and a stated limit wins
    from tools.defaults import resolve
    from tools.offers import ttft_limit_s
    from tools.schema import Workload

    base = dict(task="inference", model="Qwen2.5-Coder-7B", prompt_tokens=3072, output_tokens=64, seq_len=3136)
    completion, _ = resolve(Workload(**base, prompt_new_tokens=615, target_requests_per_s=7.2))
    assert ttft_limit_s(completion) == 0.5
    stated, _ = resolve(Workload(**base, prompt_new_tokens=615, target_requests_per_s=7.2, target_ttft_ms=200))
    assert ttft_limit_s(stated) == 0.2
    chat, _ = resolve(Workload(**base))
    assert ttft_limit_s(chat) == 2.0


# ---- whole answers --------------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_whole_answers_say_the_task(tmp_path) -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    # a fine-tune already made, fed contracts by 40 lawyers: served, never "LoRA fine-tune"
    out = engine.handle("a", "we have a mistral-7b finetune that our analysts love. we want to give it full contracts "
                             "(~15k tokens) for 40 lawyers, cheapest cloud").text
    assert "serving" in out and "LoRA fine-tune" not in out and "training tokens" not in out
    # 2.5萬字 records on Gemma-2 (18,750 + 512 = 19,262 tokens > 8,192): a daily batch, over the context, with chunks
    out = engine.handle("b", "醫院要用gemma-2-9b-it歸納病歷，每天1200份，一份約2.5萬字，只能地端，要買什麼卡").text
    assert "批量" in out and "8,192" in out and "LoRA" not in out
    assert "map-reduce" in out or "分段" in out


@pytest.mark.parametrize("text, ms", [
    ("補全延遲要300ms以內", 300),  # a follow-up on a completion thread: the suggestion's wait is its first token
    ("代码补全要200毫秒以内", 200),
    ("autocomplete latency must be under 250 ms", 250),
])
def test_a_completion_latency_is_the_first_tokens_limit(text: str, ms: int) -> None:
    # a completion of ~64 tokens shows as it starts: its latency is the first token's (once "out of scope")
    assert _read(text).target_ttft_ms == ms
