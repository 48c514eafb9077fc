"""Reading classes: distilled models in any word order, a run verb glued to a model's name, a refused marketplace seller,
繁體 questions and follow-ups about the plan, a reasoning answer's length and a limit on the time to a whole answer,
and embedding jobs (the Chinese BGE rows, short texts, a volume that recurs every day).

Each class is checked with new phrasings (EN / 简体 / 繁體), never a held-out set's text; what each case states is
worked out by hand in the comment beside it. The held-out label rules are the convention
(tests/advisor/data/labelled_reading/2026-12-02a.md and 2026-12-02c.md: "no vast" is a negated marketplace;
2026-12-01c.md: "NOT on vast.ai" alone refuses one seller and sets nothing).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.plan_questions_asked import asked_about_plan
from advisor.core.service import advise
from advisor.core.store import Store
from tests.advisor.reading_checks import assert_has, read
from tests.conftest import module_home
from tools.answer_time import answer_speed_floor
from tools.embedding import SHORT_TEXT_TOKENS, TITLE_TOKENS, encoder_named, recurring_costs
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# ---- 1. a distilled model is the distill's registry row, never DeepSeek-R1 (671B) -------------------------------

@pytest.mark.parametrize("text,model", [
    # a filler word between the distill word and the student (的 / 出來的 / into): the student and its size name the row
    ("想部署 deepseek-r1 蒸馏的 qwen 14b", "DeepSeek-R1-Distill-Qwen-14B"),
    ("DeepSeek蒸餾出來的Llama 8B 可以用幾張卡", "DeepSeek-R1-Distill-Llama-8B"),
    ("serve r1 distilled into llama 70b for 20 users", "DeepSeek-R1-Distill-Llama-70B"),
    # the student first, the teacher after
    ("host Qwen 7B distilled from DeepSeek-R1", "DeepSeek-R1-Distill-Qwen-7B"),
    ("部署 qwen2.5 32b 的 r1 蒸馏版", "DeepSeek-R1-Distill-Qwen-32B"),
    # Ollama's tags: deepseek-r1:14b is the Qwen-14B distill (ollama.com/library/deepseek-r1); :671b is R1 itself
    ("ollama run deepseek-r1:14b for my team", "DeepSeek-R1-Distill-Qwen-14B"),
    # the size alone picks the student (1.5/7/14/32 are Qwen, 8/70 are Llama: DeepSeek released one of each)
    ("r1 蒸餾版 1.5B 推論", "DeepSeek-R1-Distill-Qwen-1.5B"),
])
def test_a_distill_is_read_as_its_own_row(text, model):
    assert read(text)["model"] == model


@pytest.mark.parametrize("text", ["serve deepseek r1 for 10 users", "部署满血版 r1", "DeepSeek-R1 671B 推理"])
def test_r1_itself_stays_r1(text):
    # no distill word: the full 671B model
    assert read(text)["model"] == "DeepSeek-R1"


# ---- 2. a run verb glued to a latin model name is inference ------------------------------------------------------

@pytest.mark.parametrize("text,want", [
    # Cantonese 行 (run) after another CJK word, glued to the name
    ("我哋想行Qwen2.5-14B做客服", {"task": "inference", "model": "Qwen2.5-14B"}),
    ("呢部機可唔可以行llama 3.1 8b", {"task": "inference", "model": "Llama-3.1-8B"}),
    ("最平嘅方法行gpt-oss 20b", {"task": "inference", "model": "gpt-oss-20b"}),
    # the can-it-run form after the name
    ("Mixtral 8x7B 行唔行到", {"task": "inference", "model": "Mixtral-8x7B"}),
    # 跑 / 部署 glued to the name
    ("跑llama3.1-8b要几张卡", {"task": "inference", "model": "Llama-3.1-8B"}),
    ("部署qwen2.5-7b", {"task": "inference", "model": "Qwen2.5-7B"}),
])
def test_a_run_verb_glued_to_the_name_is_inference(text, want):
    assert_has(text, want)


@pytest.mark.parametrize("text", ["A100不行Llama呢", "銀行 llama 專案"])
def test_xing_that_ends_another_word_is_no_run_verb(text):
    # 不行 (no good) and 銀行 (bank) end in 行 before a model name: no task from them
    assert "task" not in read(text)


# ---- 3. a refused marketplace seller ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "no hyperbolic, serve qwen2.5 7b",  # "no X": a kind of host refused (set 12's rule)
    "部署 Llama-3.1-8B，不要用 vast",
    "唔好用 Hyperbolic，行 Qwen2.5-7B",
    "avoid vast.ai, we need a real SLA for llama 3.1 8b",  # the reason every marketplace shares
])
def test_a_refused_marketplace_seller_leaves_marketplaces_out(text):
    got = read(text)
    assert got.get("exclude_marketplace") is True and "providers" not in got, got


def test_one_seller_avoided_with_no_reason_sets_nothing():
    # set 10's rule: "NOT on vast.ai" alone refuses one seller; the note says it can't be left out on its own
    got = read("serve phi-3 mini, just not on hyperbolic please")
    assert "exclude_marketplace" not in got and "providers" not in got


# ---- 4. 繁體 questions and follow-ups about the plan ----------------------------------------------------------------

@pytest.mark.parametrize("text,want", [
    # "…是什麼？" asking for the configuration keeps the model, the task and the users
    ("請問部署 Qwen2.5-32B 推論最省錢的方案是什麼？大概 20 個使用者", {"model": "Qwen2.5-32B", "task": "inference",
                                                      "concurrency": 20}),
    ("请问跑 Llama-3.1-70B 需要的显卡是什么？", {"model": "Llama-3.1-70B", "task": "inference"}),
    ("跑 Qwen2.5-7B 要幾多錢？8 位使用者", {"model": "Qwen2.5-7B", "concurrency": 8}),
])
def test_a_question_for_the_answer_keeps_what_it_states(text, want):
    assert_has(text, want)


@pytest.mark.parametrize("text", ["LoRA是什么？", "FP8 是什麼", "KV cache 係咩"])
def test_a_term_question_states_nothing(text):
    assert read(text) == {}


@pytest.mark.parametrize("text,kind", [
    ("how long?", "time"), ("and how long will it take?", "time"), ("要幾耐？", "time"), ("需要多久", "time"),
    ("how much?", "cost"), ("幾錢？", "cost"), ("要多少钱", "cost"), ("what does it cost?", "cost"),
    ("how many GPUs?", "cards"), ("幾多張卡？", "cards"), ("要几张卡", "cards"),
    ("serve llama 3.1 8b, how many GPUs?", None),  # a new question with its facts, read as one
])
def test_a_follow_up_about_the_plan_is_recognised(text, kind):
    assert asked_about_plan(text) == kind


@pytest.mark.slow
def test_plan_follow_ups_are_answered_from_the_last_answer(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    first = e.handle("t", "LoRA Llama-3.1-8B on 20k examples")
    top = first.recommendation.candidates[0]
    cards = e.handle("t", "幾多張卡？")
    # the pick's own count and card, not "no change"
    assert f"{top.layout.num_gpus:g} × {top.gpu}" in cards.text and "沒有從" not in cards.text
    cost = e.handle("t", "how much?")
    assert cost.text.startswith("The pick costs $") and "whole job" in cost.text
    took = e.handle("t", "要幾耐？")
    assert "任務約需" in took.text


# ---- 5. a reasoning answer's length and the time to a whole answer -----------------------------------------------

@pytest.mark.parametrize("text,want", [
    # "8k" of thinking is the answer's length (8 × 1,024), never the context
    ("serve Qwen3-32B, each answer reasons for about 8k tokens", {"output_tokens": 8192}),
    # "大约 6k" is an estimate, 6 no power of two: 6 × 1,000 = 6,000 (tools.token_window), still the output
    ("部署 Qwen3-32B，思维链大约 6k token", {"output_tokens": 6000}),
    ("行 Qwen3-32B，每次諗大約 4000 個 token", {"output_tokens": 4000}),
    # a whole answer within a time: seconds
    ("serve llama 3.1 8b, full answers must come back within 20 seconds", {"target_answer_s": 20.0}),
    ("部署 Qwen2.5-7B，两分钟内要回答完", {"target_answer_s": 120.0}),
    ("Qwen2.5-7B 推論，回答要在 30 秒內", {"target_answer_s": 30.0}),
])
def test_reasoning_length_and_answer_time(text, want):
    got = read(text)
    assert_has(text, want)
    assert "seq_len" not in got, got


@pytest.mark.parametrize("text,absent", [
    ("first token within 2 seconds, serve llama 3.1 8b", "target_answer_s"),  # a first-token limit, not the answer
    ("finish the fine-tune within 2 days", "target_answer_s"),  # a job's deadline
])
def test_answer_time_is_no_other_limit(text, absent):
    assert absent not in read(text)


def test_the_answer_time_floor_is_the_tokens_over_the_time_left_after_the_first_token():
    # 8,192 tokens in 60 s with a 2 s first-token limit: 8,192 / 58 = 141.2 → 142 tokens/s per user (rounded up)
    assert answer_speed_floor(8192, 60, 2.0) == 142
    # 338 tokens in 10 s with 2 s for the first: 338 / 8 = 42.25 → 43
    assert answer_speed_floor(338, 10, 2.0) == 43
    # no time left after the first token: no speed meets it
    assert answer_speed_floor(100, 2, 2.0) is None


@pytest.mark.slow
def test_the_recommender_holds_the_answer_time_as_a_per_user_floor():
    # Llama-3.1-8B, 4 users, answers of 1,000 tokens within 20 s; context 4,096 (≤ 8,192 tokens: the first-token limit
    # is the 2 s default): 1,000 / 18 = 55.6 → each user needs ≥ 56 tokens/s, and the constraint line says so
    w = Workload(model="llama-3.1-8b", task="inference", concurrency=4, seq_len=4096, output_tokens=1000,
                 target_answer_s=20)
    r = advise(w, stated={k for k, v in w.model_dump().items() if v is not None})
    c = next(x for x in r.constraints if x.name == "per_user_speed")
    assert c.label is not None and c.label.text("en") == "answers within 20 s → ≥ 56 tokens/s per user"
    assert c.label.text("zh") == "20 秒内出完整回答 → 每用户 ≥ 56 tokens/s"
    assert c.status == "honoured" and r.candidates[0].per_user_tokens_per_s >= 56


# ---- 6. embeddings: the Chinese encoders, short texts, a daily volume ---------------------------------------------

@pytest.mark.parametrize("text,name", [
    ("用 bge-large-zh 做向量化", "bge-large-zh-v1.5"),
    ("embed with BGE base zh v1.5", "bge-base-zh-v1.5"),
    ("bge-small-zh 每天跑一批", "bge-small-zh-v1.5"),
    ("bge-large-en-v1.5", "bge-large-en-v1.5"),
])
def test_a_named_encoder_is_never_swapped_for_another_language(text, name):
    assert encoder_named(text).name == name


@pytest.mark.parametrize("text", [
    "embed 3 million short sentences with bge-base-en",
    "用 bge-m3 把 50 萬條短文本做向量化",
])
def test_short_texts_are_sized_short_and_said(text):
    e = read(text)
    assert e["prompt_tokens"] == SHORT_TEXT_TOKENS


def test_titles_are_sized_shorter_than_short_texts():
    # a product title is ~30 字 or 10–20 words: tools.embedding.TITLE_TOKENS (32), not the 128 of a short text
    assert read("embed 1M product titles with e5-large")["prompt_tokens"] == TITLE_TOKENS


def test_a_stated_length_beats_short():
    # "short" with its length given: the length (200 tokens) stands
    assert read("embed 1M short texts of 200 tokens each with bge-m3").get("prompt_tokens") != SHORT_TEXT_TOKENS


@pytest.mark.parametrize("text,period", [
    ("用 bge-m3 每天向量化 500 萬條", "day"),
    ("embed 3 million documents a day with e5-large", "day"),
    ("每週 80 萬篇用 bge-large-zh 做 embedding", "week"),
])
def test_a_count_per_period_is_a_recurring_batch(text, period):
    assert_has(text, {"batch_period": period})


def test_a_one_off_embedding_job_recurs_not():
    assert "batch_period" not in read("embed 3 million documents with e5-large by friday")


def test_a_recurring_batch_is_priced_per_period_and_per_month():
    # $2 a day: a month is 730 h / 24 h = 30.42 days → $60.83; a week 730 / 168 = 4.345 weeks
    assert recurring_costs(2.0, "day") == pytest.approx((2.0, 60.833), rel=1e-4)
    assert recurring_costs(10.0, "week") == pytest.approx((10.0, 43.452), rel=1e-4)
