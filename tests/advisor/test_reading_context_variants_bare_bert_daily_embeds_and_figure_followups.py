"""A named long-context variant keeps its context; BERT in Cantonese/繁體 is an encoder; a daily count of items to
embed is a daily batch; a follow-up asking for a figure is answered from the last answer.

- "phi-3-mini-128k" is microsoft/Phi-3-mini-128k-instruct: config.json max_position_embeddings 131,072 (LongRoPE),
  the same 32 × 3072 architecture as the 4k model; read as Phi-3-mini (4,096) every turn said 128k was impossible."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "model"), [
    ("serve phi-3-mini-128k for 100 users at 128k context", "Phi-3-mini-128k"),
    ("部署 Phi-3-mini-128k-instruct，10 个并发", "Phi-3-mini-128k"),
    ("phi 3 medium 128k 給 5 個用戶", "Phi-3-medium-128k"),
    ("serve phi-3-mini for 5 users", "Phi-3-mini"),  # no suffix: the 4k release
    ("serve phi-3-mini-4k-instruct for 5 users", "Phi-3-mini"),
])
def test_a_phi3_long_context_suffix_is_that_release(text, model):
    check(text, {"model": model})


def test_the_phi3_128k_release_allows_its_context_and_keeps_the_kv_size():
    from catalog import registry

    # config.json: 4k release max_position_embeddings 4,096, 128k release 131,072; same layers/heads/head_dim, so the
    # KV per token is the same 2 × 32 layers × 32 heads × 96 × 2 B = 393,216 B either way
    assert registry.max_context("Phi-3-mini") == 4096
    assert registry.max_context("Phi-3-mini-128k") == 131072
    assert registry.max_context("Phi-3-medium-128k") == 131072


# ---- 2. bare "BERT" is an encoder (bert-base-chinese for a Chinese task), and an owned card answers "rent?" ----------

@pytest.mark.parametrize(("text", "name"), [
    ("我哋手上有一張 RTX 3090，想微調 BERT 做中文情感分類，使唔使租卡？", "bert-base-chinese"),
    ("我们有一张 RTX 3090，想微调 BERT 做中文情感分类", "bert-base-chinese"),
    ("fine-tune BERT for Chinese sentiment classification", "bert-base-chinese"),
    ("fine-tune BERT for sentiment classification", "bert-base"),
    ("fine-tune roberta-base for NER", "roberta-base"),  # another name ending in "bert…" is never bare BERT
    ("fine-tune ModernBERT for classification", "ModernBERT-base"),
])
def test_bare_bert_is_an_encoder(text, name):
    from tools.embedding import encoder_named

    enc = encoder_named(text)
    assert enc is not None and enc.name == name


@pytest.mark.slow
@pytest.mark.parametrize(("text", "words"), [
    ("我哋手上有一張 RTX 3090，想微調 BERT 做中文情感分類，使唔使租卡？", ("不用租卡", "RTX 3090", "bert-base-chinese")),
    ("我们手上有一张 RTX 3090，想微调 BERT 做中文情感分类，需要租卡吗？", ("不用租卡", "RTX 3090", "bert-base-chinese")),
    ("we have an RTX 3090, want to fine-tune BERT for sentiment classification, do we need to rent?",
     ("No need to rent", "RTX 3090", "bert-base")),
])
def test_an_owned_card_fine_tune_is_answered_on_the_card(tmp_path, text, words):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # bert-base-chinese 102M × 16 B = 1.6 GB + batch-32 × 128 activations (≈ 12 × 4096 × 768 × 44 B ≈ 1.7 GB) + the CUDA
    # context: a few GB, far under a 3090's 24 GB, so no rental; never the LLM LoRA defaults (gate/up/down)
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert all(w in reply.text for w in words), reply.text
    assert "gate" not in reply.text


# ---- 3. a daily count of items to embed, with the magnitude said as digits + 千萬 / 百万 -------------------------------

@pytest.mark.parametrize(("text", "n"), [
    ("幫我估一下用 e5-large 做 embedding，每日 5 千萬筆，台灣或日本的機房", 50_000_000),  # 5 × 千萬 (10^7)
    ("用 e5-large 做 embedding，每天 5 千万条", 50_000_000),
    ("用 bge-m3 做向量化，每天 3百万条", 3_000_000),  # 3 × 百万 (10^6)
    ("embed 50 million documents a day with e5-large", 50_000_000),
])
def test_a_daily_count_to_embed_is_a_daily_batch(text, n):
    check(text, {"batch_requests": n, "batch_period": "day", "modality": "embedding"}, ("target_requests_per_s",))


def test_a_card_name_before_a_compound_magnitude_is_not_a_count():
    from advisor.core.extract_rules import _digit_compound_magnitude

    # "A100 千万不要" ("by no means"): the 100 belongs to the card name, never 100 × 千万
    assert _digit_compound_magnitude("A100 千万不要用") == "A100 千万不要用"
    assert _digit_compound_magnitude("1.5千亿") == "1500亿"


# ---- 4. a follow-up asking for the first token or the per-user speed is answered from the last answer ---------------

@pytest.mark.parametrize(("text", "kind"), [
    ("首token要多快", "ttft"), ("首 token 多快？", "ttft"), ("首字延迟多少", "ttft"), ("首個token要幾耐", "ttft"),
    ("那首token呢", "ttft"), ("how fast is the first token?", "ttft"), ("what is the TTFT?", "ttft"),
    ("time to first token?", "ttft"),
    ("how fast?", "speed"), ("多快？", "speed"), ("每个用户多快", "speed"), ("每個用戶速度多少", "speed"), ("幾快", "speed"),
    ("how fast will it be?", "speed"),
    ("要多久", "time"), ("how long?", "time"),  # unchanged: still the time question
    ("快一点", None), ("how much faster?", None),  # asks for a change, not a figure
])
def test_a_figure_question_is_a_plan_question(text, kind):
    from advisor.core.plan_questions_asked import asked_about_plan

    assert asked_about_plan(text) == kind


@pytest.mark.slow
@pytest.mark.parametrize(("first", "then", "words"), [
    ("部署llama3.3-70b推理，32并发", "首token要多快", ("首 token 约", "秒")),
    ("部署llama3.3-70b推理，32並發", "首字延遲多少", ("首 token 約", "秒")),
    ("serve llama-3.1-8b for 20 users", "how fast is the first token?", ("the first token comes in ≈",)),
    ("serve llama-3.1-8b for 20 users", "how fast?", ("each user sees ≈", "tokens/s")),
])
def test_a_figure_question_is_answered_from_the_last_answer(tmp_path, first, then, words):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # the serving answer computed the first-token time and the per-user speed (its headline says both): the follow-up
    # reads them back, never "no change read"
    e = Engine(store=Store(tmp_path / "s.db"))
    before = e.handle("t", first)
    reply = e.handle("t", then)
    assert reply.kind == "explain" and all(w in reply.text for w in words), reply.text
    top = before.recommendation.candidates[0]
    said = f"{top.ttft_s:.1f}" if "first token" in then or "首" in then else f"{top.per_user_tokens_per_s:,.0f}"
    assert said in reply.text.split("\n")[0], (said, reply.text)  # the last answer's own figure, first line


@pytest.mark.parametrize(("text", "model"), [
    # each names a release the registry holds as its own row: never a default model, V3, or a generic size
    ("serve deepseek v2 lite for a team of 4 at 16k context", "DeepSeek-V2-Lite-Chat"),
    ("用 DeepSeek-V2-Lite 给 3 个人写代码", "DeepSeek-V2-Lite-Chat"),
    ("run Phi 3.5 MoE as a summariser for 20 users", "Phi-3.5-MoE-instruct"),
    ("部署phi-3.5-moe-instruct做客服，10个并发", "Phi-3.5-MoE-instruct"),
    ("Yi 1.5 34B chat for 8 users", "Yi-1.5-34B-Chat"),
    ("用Yi-1.5-34B-Chat-16K做合同摘要", "Yi-1.5-34B-Chat-16K"),
    ("serve yi-34b-chat for 8 users", "Yi-34B"),  # the first Yi release stays its own row
])
def test_a_named_moe_or_yi15_release_is_that_row(text, model):
    check(text, {"model": model})


@pytest.mark.parametrize(("text", "said"), [
    # a family word with a "v" version and release words, no size, no registry row: kept by its name and said unknown
    # (its size asked), never dropped so that a default model is sized in its place
    # (the 236B DeepSeek-Coder-V2, never its 16B Lite, which is a row of its own)
    ("can my 4090 run deepseek-coder-v2-instruct at 16k?", "deepseek-coder-v2-instruct"),
    ("部署 deepseek-v2-chat 给 50 个人用", "deepseek-v2-chat"),
    ("host DeepSeek V2.5 for a team of 10", "DeepSeek V2.5"),
])
def test_a_versioned_release_the_registry_lacks_is_said_unknown(text, said):
    from advisor.core.extract_rules import unlisted_model

    got = unlisted_model(text)
    assert got is not None and got[0] == said and got[2] is False
    check(text, {}, never=("model",))


@pytest.mark.parametrize("text", [
    "serve mistral-7b-instruct-v0.3 for 5 users",  # a listed model with a version suffix: no unlisted name found first
    "we run vllm v0.6 with Llama-3.1-8B",  # "vllm" is no model family
])
def test_a_listed_model_or_a_tool_version_is_no_unlisted_release(text):
    from advisor.core.extract_rules import UNLISTED_VERSIONED

    assert UNLISTED_VERSIONED.search(text) is None
