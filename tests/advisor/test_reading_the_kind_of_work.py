"""The kind of work is read from what the model DOES, so the whole answer sizes the right job:

- Text a model writes (synthetic data, practice questions, exam papers) is inference, a batch when counted, never a
  fine-tune of the writer, whatever the text is for ("training data" says what the output is for).
- Grading with examples put in the prompt (few-shot) is a batch of requests; the examples are part of each prompt,
  never a data set to train on; a model's context window is checked against the stated prompt.
- A named vision model no table sizes (U-Net, nnU-Net, Real-ESRGAN, BiRefNet) is not an LLM: it is said back, never
  replaced by a default chat model.
- Online RL (GRPO, PPO) counts its rollouts: prompts × samples sequences, and the generated tokens said.
- A follow-up keeps the model an earlier turn named, even when that turn's reply sized nothing.

Hand figures are beside each case.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog.registry import max_context
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# ---- text a model writes is inference -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "requests", "out", "seq"), [
    # 300M written ÷ 600 out each = 500,000 requests; context 500 in + 600 out = 1,100
    ("we need about 300M tokens of synthetic QA pairs from Qwen2.5-72B-Instruct for our own model, prompts ~500 tokens, "
     "outputs ~600 tokens, within 3 days", 500_000, 600, 1_100),
    # 2亿 = 200,000,000 ÷ 500 = 400,000 requests; no prompt said: tools.dataset's chunk (BATCH_CHUNK_TOKENS) + 500
    ("用Qwen2.5-72B生成2亿token的合成数据，每条输出500 token，一周内完成，租什么卡", 400_000, 500, None),
    # 5000 萬 = 50,000,000 ÷ 1,000 = 50,000 requests; 800 + 1,000 = 1,800
    ("想用 Llama-3.1-70B 產生 5000 萬 token 的合成訓練資料，每筆提示 800 token，輸出 1000 token，三天內完成",
     50_000, 1_000, 1_800),
])
def test_a_token_total_a_model_writes_is_a_batch_of_requests(text, requests, out, seq):
    p = extract(text).patch
    assert p.task == "inference", p
    assert p.train_tokens is None and p.dataset is None, p
    assert p.batch_requests == requests and p.output_tokens == out, p
    if seq is not None:
        assert p.seq_len == seq, p


@pytest.mark.parametrize(("text", "requests"), [
    ("write 50k practice questions for our exam-prep app with Qwen2.5-14B, ~200 tokens each. cheapest?", 50_000),
    ("用Qwen2.5-14B出2万道初中数学练习题，最便宜的方案", 20_000),
    ("想用 Qwen2.5-32B 生成 10 萬道考題給學生練習，下週五前要", 100_000),
])
def test_counted_items_a_model_writes_are_requests_not_training_examples(text, requests):
    p = extract(text).patch
    assert p.task == "inference" and p.dataset is None, p
    assert p.batch_requests == requests, p


@pytest.mark.parametrize("text", [
    "I'm a tutor working alone, I want AI to make about 20 mock exam papers a week, budget $60 a month, which GPU?",
    "我是补习老师，一个人，每周想用AI出二三十份模拟试卷，每月预算300元，租什么GPU？",
    "我係私補老師，想用 AI 每星期出 20 份模擬試卷，應該租咩 GPU？",
])
def test_a_few_papers_made_by_a_model_are_inference_never_a_training_set(text):
    p = extract(text).patch
    assert p.task == "inference", p
    assert p.dataset is None and p.train_tokens is None, p


@pytest.mark.parametrize(("text", "n"), [
    ("write 50 practice questions every week with Qwen2.5-7B for my class, budget $20 a month", 50),
    ("我係私補老師，想用 AI 每星期出 20 份模擬試卷，應該租咩 GPU？", 20),
    ("我是补习老师，一个人，每周想用AI出二三十份模拟试卷，每月预算300元，租什么GPU？", 30),  # 二三十 read as about 30
])
def test_a_few_items_written_each_week_are_a_small_recurring_batch(text, n):
    # a run of n short requests a week is minutes of a rented card (priced per run and per month), never a service
    # kept up 730 h a month for one person
    p = extract(text).patch
    assert p.task == "inference" and p.dataset is None, p
    assert p.batch_requests == n and p.batch_period == "week", p


def test_training_on_the_generated_set_is_still_training():
    p = extract("generate synthetic data with Llama-3.1-70B, then fine-tune Llama-3.1-8B on 50k of those examples").patch
    assert p.task in ("finetune", "lora", "full_finetune"), p
    assert p.dataset is not None and p.dataset.amount == 50_000, p


# ---- grading with few-shot prompts ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "requests", "prompt"), [
    # 30k a day, each reading a ~9k-token prompt (9 × 1,024 = 9,216) and writing ~500
    ("we want Llama-3.1-8B to grade pupils' written answers. 6 worked examples in the prompt, so inputs are ~9k tokens, "
     "~500 tokens out. 30k evaluations a day. cheapest setup?", 30_000, 9_216),
    ("想用Qwen2.5-7B批改学生作文，提示词里放了8个样本，输入约6000 token，输出400 token，每天批改3万篇，最便宜怎么部署",
     30_000, 6_000),
])
def test_examples_in_the_prompt_are_part_of_each_request_not_a_data_set(text, requests, prompt):
    p = extract(text).patch
    assert p.task == "inference" and p.dataset is None, p
    assert p.batch_requests == requests and p.batch_period == "day", p
    assert p.seq_len is not None and p.seq_len >= prompt, p


def test_the_math_model_holds_a_4k_context_so_a_longer_prompt_is_flagged():
    # Qwen2.5-Math-7B-Instruct config.json: max_position_embeddings 4,096
    assert max_context("Qwen2.5-Math-7B") == 4096
    p = extract("grade 20k proofs a day with qwen2.5-math-7b-instruct, 12k-token prompts with examples, 800 tokens out").patch
    assert p.model == "Qwen2.5-Math-7B" and p.seq_len and p.seq_len > 4096, p


@pytest.mark.slow
def test_a_grading_batch_over_the_models_context_is_flagged_with_an_alternative(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "教育公司想用Qwen2.5-Math-7B-Instruct批改学生的解题步骤，提示词里放了10个样本，输入14000 token，"
             "输出1000 token，每天批改5万份，最便宜的方案？")
    assert "4,096" in r.text and "Qwen2.5-7B" in r.text, r.text[:1500]
    assert "LoRA" not in r.text.split("\n")[0], r.text[:300]


# ---- named vision models are not LLMs ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "we want to train a U-Net for lung nodule segmentation on 1,500 CT scans, 5 folds. which gpu should we rent?",
    "用nnU-Net训练胰腺肿瘤分割，600例CT，五折交叉验证，租什么卡？",
    "想用 Real-ESRGAN 把 300 小時的舊卡通放大 4 倍，租哪張卡？",
    "去背模型 BiRefNet 每天處理 5 萬張商品圖，租什麼卡？",
])
def test_a_named_vision_model_is_read_as_vision_not_an_llm_task(text):
    p = extract(text).patch
    assert p.modality == "vision" and p.model is None, p


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "we want to train a U-Net for lung nodule segmentation on 1,500 CT scans, 5 folds. which gpu should we rent?",
    "用nnU-Net训练胰腺肿瘤分割，600例CT，五折交叉验证，租什么卡？",
    "想用 Real-ESRGAN 把 300 小時的舊卡通放大 4 倍，租哪張卡？",
])
def test_a_named_vision_model_is_never_sized_as_a_chat_llm(text, tmp_path):
    p = extract(text).patch
    assert p.modality == "vision", p
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    # what was read, said back: the named model, never a default chat model. A non-LLM answer says the reader's notes
    # on the data first ("> 'CT scans' read as personal data: marketplaces left out", as the Whisper and vision batch
    # answers do), so the head is the first bold line, the answer itself
    head = next(line for line in r.text.split("\n") if line.startswith("**"))
    if "CT scans" in text:  # patients' scans are personal data: marketplace hosts are left out, and that is said
        assert "personal data" in r.text and "Vast" not in head, r.text[:600]
    name = "nnU-Net" if "nnU" in text else "U-Net" if "U-Net" in text else "Real-ESRGAN"
    assert name in head and "Llama" not in r.text and "inference" not in head, r.text[:600]
    assert not any(q in r.text for q in ("Which model", "用哪个模型", "用哪個模型")), r.text[:600]


# ---- online RL counts its rollouts ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "prompts", "samples", "said"), [
    # 8,000 × 4 × 512 = 16,384,000 generated tokens; the policy trains on 32,000 sequences
    ("run PPO on Qwen2.5-1.5B with 8k prompts, 4 rollouts per prompt, responses ~512 tokens. which GPU on Lambda?",
     8_000, 4, "8,000 × 4 × 512 = 16.4M"),
    # 3 萬 × 16 × 1,000 = 480,000,000
    ("用 GRPO 訓練 Qwen2.5-7B 做數學，3 萬題，每題採樣 16 個，回答約 1000 token，租什麼卡？", 30_000, 16,
     "30,000 × 16 × 1,000 = 480M"),
])
def test_online_rl_trains_on_every_sample_and_says_the_rollout_tokens(text, prompts, samples, said):
    e = extract(text)
    p = e.patch
    assert p.task in ("finetune", "lora", "full_finetune"), p
    assert p.batch_requests is None and p.dataset is not None, p
    assert p.dataset.amount == prompts and p.dataset.sequences_per_unit == samples, p
    assert any(said in n for n in e.notes) or any(said in z for z in e.zh_notes.values()), e.notes


@pytest.mark.parametrize("text,said", [
    # no answer length, a maximum said: 5,000 × 8 × 4,096 = 163,840,000 ≈ 164M, said as a ceiling
    ("GRPO on Qwen3-4B for math, 8 rollouts per prompt, 5k prompts, max 4k tokens", "5,000 × 8 × 4,096 = 164M"),
    ("用GRPO训练Qwen3-4B做数学，5000道题，每道题采样8个，最长4k token", "5,000 × 8 × 4,096 = 164M"),
])
def test_online_rl_with_only_a_maximum_said_counts_it_as_a_ceiling(text, said):
    e = extract(text)
    assert e.patch.dataset is not None and e.patch.dataset.sequences_per_unit == 8, e.patch
    notes = " ".join(e.notes) + " ".join(e.zh_notes.values())
    assert said in notes and ("ceiling" in notes or "上限" in notes), notes


def test_online_rl_with_nothing_said_names_what_is_not_counted():
    e = extract("how much to do GRPO on Llama-3.1-8B?")
    assert e.patch.task in ("finetune", "lora", "full_finetune"), e.patch
    assert any("not counted" in n and "samples per prompt" in n for n in e.notes), e.notes


# ---- a follow-up keeps the model ------------------------------------------------------------------------------------

@pytest.mark.slow
def test_a_follow_up_after_a_buy_or_rent_quote_keeps_the_model(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("t", "thinking of buying an H100 server (~$35k) to run Qwen2.5-72B locally for our own team "
                            "instead of renting. is that smart vs renting an H100 a few hours a day?")
    assert "$35,000" in first.text.split("\n")[0], first.text[:300]  # the quote answered: it sizes no model
    second = eng.handle("t", "what if 30 customers use it too, with 32k context?")
    assert "Qwen2.5-72B" in second.text.split("\n")[0] and "Llama-3.1-8B" not in second.text, second.text[:600]
