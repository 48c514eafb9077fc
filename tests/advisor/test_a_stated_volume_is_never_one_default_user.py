"""A load or a volume the user states is read, never dropped for the default "1 user × 4,096 tokens", and a batch is
never read as a fine-tune:

* a peak said as a multiple with a decimal ("about 1.8x the average", 峰值大概 1.5 倍, 繁忙時段係平時嘅兩倍) is the peak
  factor, never "1 user at once" (the "1" of "1.5" was read as a count of users);
* a count said per period with no noun, the items named before it ("transcripts … about 1,200 a month"), and a
  marketplace's listings ("12k new listings a day") are a recurring batch;
* the pictures each item carries ("4 images per product") are all in its prompt;
* works counted with each one's length in 字 or words (8000 本小說，每本約 30 萬字) are a batch of their text, cut at the
  part each request reads (a chapter's length said);
* a translation said in Cantonese (譯做) or as a pair (英譯繁, 中译英) is a batch of translations, not a training set;
* a place said as a language variety (台灣用語, "UK English") is no region, and "anywhere is fine" / 在哪里租都行 /
  喺邊度租都得 is no region;
* documents put in one prompt with their length said together (加起来大概 3 万字) are that prompt's length.
Expected values are worked by hand in the comments."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.traffic import peak_requests_per_s


@pytest.mark.parametrize(("text", "per_day", "peak"), [
    # 12M a day ÷ 86,400 s = 138.9/s average × 1.8 = 250/s at peak
    ("Mistral-7B screening 12M chat messages a day, peak is about 1.8x the average rate", 12e6, 1.8),
    # 简体: 2000 万条 ÷ 86,400 = 231.5/s × 1.5 = 347 → 350/s (2 significant figures)
    ("峰值大概 1.5 倍，每天 2000 万条消息，用 Qwen2.5-7B 做审核", 2e7, 1.5),
    # 繁體 (Cantonese): 1500 萬 ÷ 86,400 = 173.6/s × 2 = 347 → 350/s
    ("每日大約 1500 萬條留言要用 Qwen2.5-7B 即時審核，繁忙時段係平時嘅兩倍", 1.5e7, 2.0),
    # "3x that at the evening peak": 5M ÷ 86,400 = 57.9/s × 3 = 174 → 170/s
    ("Llama-3.1-8B tagging 5M chat messages a day in real time, traffic is 3x that at the evening peak", 5e6, 3.0),
])
def test_a_peak_factor_is_read_and_never_a_user_count(text, per_day, peak):
    p = extract(text).patch
    assert p.requests_per_day == per_day and p.peak_to_average == peak
    assert p.target_requests_per_s == peak_requests_per_s(per_day, peak)
    assert p.concurrency is None  # never the "1" of "1.5" or the "2" of "2.5x" as users at once


@pytest.mark.parametrize(("text", "n", "period"), [
    # the items named first, the count after with its period and no noun: 1,200 a month, each ~15k tokens
    ("summarise board-meeting transcripts, ~15k tokens each, about 1,200 a month, with Qwen2.5-32B", 1200, "month"),
    # a fine-tune already done and served is no training word: 50k tickets a day classified
    ("We fine-tuned Mistral-7B last year; now we classify support tickets with it, roughly 50k per day", 50_000, "day"),
    # a marketplace's listings: 12k a day, the model writes a title for each
    ("we post 12k new listings a day and want Llama-3.1-8B to write a title for each", 12_000, "day"),
    ("use Qwen2.5-7B to write product descriptions for 30,000 products a day", 30_000, "day"),
])
def test_a_count_a_period_is_a_recurring_batch(text, n, period):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.batch_period == period
    assert p.dataset is None and p.concurrency is None


@pytest.mark.parametrize(("text", "n"), [
    ("Gemma-2-9B, 300k product reviews per week to score", 300_000),
    ("Qwen2.5-7B tags 40k support emails a day", 40_000),
])
def test_items_counted_a_day_are_never_a_training_set(text, n):
    # data to train on is never counted per day: these arrive to be run through the model
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.dataset is None


def test_items_a_day_with_a_peak_multiple_are_a_live_rate():
    # a day's batch has no peak multiple: 12M a day ÷ 86,400 = 138.9/s × 1.8 = 250/s at peak, a live load
    # (once a LoRA data set of 12M examples)
    p = extract("Mistral-7B screening 12M comments a day, peak is about 1.8x the average rate").patch
    assert p.task == "inference" and p.dataset is None and p.batch_requests is None
    assert p.requests_per_day == 12e6 and p.target_requests_per_s == 250.0


@pytest.mark.parametrize(("text", "out"), [
    ("Mistral-7B screening 12M comments a day, peak is about 1.8x the average rate", 8),   # screening: a label
    ("Qwen2.5-7B moderating 20M chat messages a day, peak 2x the average", 8),
    ("用 Llama-Guard-3-1B 审核每条聊天消息，每天 3000 万条，高峰是平均的 2 倍", 5),           # 简体, a safety guard
    ("用 ShieldGemma-9B 喺每條留言出街前審核，每日 1000 萬條，繁忙時段係平時嘅三倍", 5),       # 繁體 (Cantonese)
])
def test_a_live_classifiers_answer_is_a_label(text, out):
    # a label is a few tokens (tools.defaults.CLASSIFY_OUTPUT_TOKENS = 8), a guard's verdict fewer
    # (tools.short_output.GUARD_VERDICT_TOKENS = 5: "unsafe", newline, "S1", end of turn), not a 338-token chat reply:
    # held by Little's law for 2 s + 8 ÷ 20 tok/s = 2.4 s, not 18.9 s (7.9 × fewer in flight)
    p = extract(text).patch
    assert p.output_tokens == out and p.target_requests_per_s and p.batch_requests is None


def test_a_chat_service_keeps_its_chat_answer():
    assert extract("Qwen2.5-7B chatbot for 20M messages a day").patch.output_tokens is None


def test_a_count_a_period_keeps_the_items_length():
    # "~15k tokens each" said before the count: 15 × 1,024 = 15,360 input tokens, + the 512 assumed output = 15,872
    p = extract("summarise board-meeting transcripts, ~15k tokens each, about 1,200 a month, with Qwen2.5-32B").patch
    assert p.seq_len is not None and p.seq_len >= 15_360


def test_each_items_pictures_are_all_in_its_prompt():
    # Qwen2.5-VL: one token per 28 × 28 pixels; 768 / 28 = 27.4 → 27 a side, 27 × 27 = 729 tokens an image;
    # 4 images = 2,916 visual tokens, + 161 instruction tokens (ShareGPT's mean prompt) = 3,077
    p = extract("Qwen2.5-VL-7B writes a product description from 4 images per product, 20,000 products a day, "
                "768x768 each").patch
    assert p.batch_requests == 20_000 and p.batch_period == "day"
    assert p.image_tokens == 4 * 729 and p.prompt_tokens == 4 * 729 + 161


def test_the_pictures_of_each_item_are_not_the_batch():
    # "the 5 photos sellers upload" is each listing's pictures; the batch is the 20k listings a day
    p = extract("want qwen2.5-vl-7b to write the listing text from the 5 photos sellers upload. about 20k new listings "
                "a day").patch
    assert p.batch_requests == 20_000 and p.batch_period == "day" and p.dataset is None


@pytest.mark.parametrize(("text", "requests"), [
    # 简体: 1.2万 本 × 40 万字 = 4.8 × 10⁹ 字; cut at 4000 字 a chapter → 1,200,000 requests
    ("平台有 1.2万 本小说，每本平均 40 万字，用 Qwen2.5-14B 给每一章（大概 4000 字一章）写 150 字的摘要，十天内跑完", 1_200_000),
    # 繁體: 8000 本 × 30 萬字 = 2.4 × 10⁹ 字 ÷ 4000 字 a chapter = 600,000 requests
    ("書庫有 8000 本小說，每本約 30 萬字，用 Qwen2.5-14B 逐章寫 150 字簡介，每章大概 4000 字，兩星期內完成", 600_000),
])
def test_works_times_their_length_are_a_batch_of_parts(text, requests):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == requests and p.dataset is None


def test_works_said_in_english_words_are_cut_at_the_chapter():
    # 2,000 novels × 90,000 words = 1.8 × 10⁸ words × 4/3 token a word (OpenAI) = 2.4 × 10⁸ tokens; a chapter of
    # 4,000 words = 5,333 tokens → 2.4e8 ÷ 5,333 ≈ 45,000 requests (not 2,000 prompts of 120,000 tokens)
    p = extract("summarise 2,000 novels of ~90k words each with Llama-3.1-8B, one summary per chapter (about 4k words "
                "a chapter), within 3 days").patch
    assert p.batch_requests is not None and 44_900 <= p.batch_requests <= 45_100
    assert p.seq_len is not None and p.seq_len < 8_192


def test_a_summary_length_said_before_its_noun_is_the_output():
    # 写 150 字的摘要: 150 字 × 0.67 token a character (Qwen, 简体) ≈ 100 tokens, never the 512 assumed
    p = extract("平台有 1.2万 本小说，每本平均 40 万字，用 Qwen2.5-14B 给每一章（大概 4000 字一章）写 150 字的摘要").patch
    assert p.output_tokens is not None and p.output_tokens < 200


@pytest.mark.parametrize(("text", "n"), [
    ("有 20 萬條商品標題要英譯繁，用 Llama-3.1-70B，兩日內搞掂", 200_000),           # 繁體 pair: English → 繁體
    ("我哋有 30 萬條英文評論要譯做繁體中文，用 Qwen2.5-32B", 300_000),               # Cantonese 譯做 = translate into
    ("10万条商品描述要中译英，用 Qwen2.5-14B，三天内", 100_000),                     # 简体 pair: Chinese → English
])
def test_a_translation_of_items_is_a_batch_not_a_fine_tune(text, n):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.batch_work == "translate" and p.dataset is None


@pytest.mark.parametrize("text", [
    "用 Qwen2.5-32B 把 10 萬條描述譯做繁體中文（台灣用語）",                # 台灣用語: how it is written
    "用Qwen2.5-72B翻译，繁体中文（香港用语）",
    "translate 80k product pages into UK English with Llama-3.1-70B",
])
def test_a_language_variety_is_no_region(text):
    assert extract(text).patch.regions is None


@pytest.mark.parametrize("text", [
    "serve Qwen2.5-7B in Singapore, actually anywhere is fine",
    "serve Qwen2.5-7B for 20 users, region doesn't matter",
    "我在深圳，用 Qwen2.5-7B，在哪里租都行",
    "用 Qwen2.5-7B 做客服，喺邊度租都得",
    "部署 Qwen2.5-7B，機房地區不限",
])
def test_anywhere_is_no_region(text):
    e = extract(text)
    assert e.patch.regions is None
    assert any("no region" in n for n in e.notes)


@pytest.mark.parametrize(("text", "regions"), [
    ("serve Qwen2.5-7B, anywhere in Europe is fine", ["europe"]),        # "anywhere in Europe" is Europe
    ("韓國或者新加坡的機房都可以，部署 Qwen2.5-7B", ["kr", "sg"]),          # the places that will do are kept
])
def test_anywhere_in_a_place_keeps_the_place(text, regions):
    assert extract(text).patch.regions == regions


@pytest.mark.parametrize(("text", "least"), [
    # 3 万字 × 0.67 token a character (Qwen, 简体) ≈ 20,100 tokens in one prompt
    ("部署 Qwen2.5-72B 给 20 个律师用，每次把几份合同一起放进去问，加起来大概 3 万字", 20_000),
    # 繁體: 5 萬字 × 0.84 ≈ 42,000 tokens (the 繁體 rate is 1.25 × the 简体 one)
    ("部署 Qwen2.5-72B 畀 30 個分析師用，每次將 3 份財報一齊放入去問，合共約 5 萬字", 40_000),
])
def test_documents_put_in_together_are_the_prompt(text, least):
    p = extract(text).patch
    assert p.seq_len is not None and p.seq_len >= least


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    # the workload line says the batch the user stated
    ("書庫有 8000 本小說，每本約 30 萬字，用 Qwen2.5-14B 逐章寫 150 字簡介，每章大概 4000 字，兩星期內完成", "600,000"),
    ("want qwen2.5-vl-7b to write the listing text from the 5 photos sellers upload (resized to 768px). about 20k new "
     "listings a day. monthly cost?", "20,000"),
    ("Mistral-7B screening 12M chat messages a day, peak is about 1.8x the average rate", "250 requests/s"),
])
def test_the_workload_line_says_the_stated_volume(text, said, tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    answer = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    head = answer.strip().splitlines()[0]
    assert said in head, head
    assert "1 user" not in head and "1 路" not in head


def test_pixtral_pictures_are_its_own_tokens_times_the_pictures_an_item_carries():
    # Pixtral 12B: 16-px patches, no merge, a break token a row; 768 × 768 → 48 rows × (48 + 1) = 2,352 tokens an
    # image; 3 photos each = 7,056 visual tokens + 161 instruction tokens = 7,217 (a Qwen-style 28-px count would be
    # 3 × 729 = 2,187: ≈ 3× too few)
    p = extract("Pixtral-12B writes an ad from the 3 photos each seller uploads (768x768), 8,000 new listings a day").patch
    assert p.batch_requests == 8_000 and p.batch_period == "day"
    assert p.image_tokens == 3 * 48 * 49 and p.prompt_tokens == 3 * 48 * 49 + 161


@pytest.mark.slow
def test_a_live_classifier_is_sized_within_the_first_token_limit(tmp_path):
    # 20M a day × 2 ÷ 86,400 = 463 → 460 requests/s; 8-token verdicts have no reading floor, so the default 2 s first
    # token is what sizes the fleet (it was one A40 at a 409 s first token)
    import re

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    answer = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Qwen2.5-7B moderating 20M chat messages a day, peak 2x the average, messages ~50 tokens").text
    # a live job answering a few tokens leads with its prefill sizing (tools.prefill_service): the whole request at p95
    whole = re.search(r"whole request ≈ ([\d,.]+) ms", answer)
    assert whole is not None and float(whole.group(1).replace(",", "")) <= 2000, answer[:1500]
