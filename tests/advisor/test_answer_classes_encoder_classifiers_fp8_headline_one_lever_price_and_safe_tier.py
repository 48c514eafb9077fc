"""Answer classes an expert found wrong in docs/expert_review16_grades.md (C2, C6, C13, C17), each asked in EN / 简体 /
繁體 where the class is about the answer.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same reader, engine and renderer the CLI and Slack use.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.embedding import ENCODERS, encoder_named, flops_per_token

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    """One question through the chat engine (the reader, the recommender and the renderer `ask` uses)."""
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def hours_in(text: str) -> float:
    """The first "done in X h" / "约 X 小时完成" / "X min" of an answer, in hours."""
    m = re.search(r"(?:done in|约|約)\s*([\d.,]+)\s*(h|小时|小時|min|分钟|分鐘|days?|天)", text)
    assert m, text[:600]
    x = float(m.group(1).replace(",", ""))
    return x / 60 if m.group(2) in ("min", "分钟", "分鐘") else x * 24 if m.group(2) in ("day", "days", "天") else x


# --- C2: encoder classifiers (DeBERTa, RoBERTa, BERT, XLM-R, ModernBERT) are encoders, sized like bge --------------

@pytest.mark.parametrize(("said", "name"), [
    ("a fine-tuned deberta-v3-large", "deberta-v3-large"),
    ("DeBERTa v3 large", "deberta-v3-large"),
    ("hfl/chinese-roberta-wwm-ext", "chinese-roberta-wwm-ext"),
    ("chinese-roberta-wwm-ext-large", "chinese-roberta-wwm-ext-large"),  # the longer name, never its prefix's row
    ("xlm-roberta-large", "xlm-roberta-large"),                          # never roberta-large inside it
    ("roberta-large", "roberta-large"),
    ("bert-base-chinese", "bert-base-chinese"),
    ("ModernBERT-large", "ModernBERT-large"),
])
def test_a_named_encoder_classifier_is_a_listed_encoder(said, name):
    enc = encoder_named(said)
    assert enc is not None and enc.name == name and enc.kind == "classify"


def test_each_classifier_row_cites_where_its_size_comes_from():
    # every parameter count must come from a model card, a config or a paper: the row says which
    for e in ENCODERS:
        if e.kind == "classify":
            assert re.search(r"huggingface\.co/|arXiv:|github\.com/", e.source), e.name


def test_the_large_deberta_forward_flops_match_the_hand_figure():
    # Hand (model card): 304M backbone + 131M embedding = 435M parameters, 24 layers, hidden 1024. The embedding table
    # (128,100 × 1,024 = 131.2M, config.json) is a lookup, so N = 435M − 131.2M = 303.8M (the card's backbone). At 256
    # tokens a forward pass costs 2 · 303.8e6 + 4 · 24 · 1024 · 256 = 607.7e6 + 25.2e6 = 632.8e6 FLOPs per token, so
    # 10 M tickets × 256 tokens = 2.56e9 tokens ≈ 1.62e18 FLOPs (the expert's "≈ 2 × 10¹⁸" counted the table too).
    enc = encoder_named("deberta-v3-large")
    assert enc is not None
    total = 10_000_000 * 256 * flops_per_token(enc, 256)
    assert 1.58e18 < total < 1.66e18


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "classify 10M support tickets with a fine-tuned deberta-v3-large, one-off batch job, cheapest",
    "用微调好的 deberta-v3-large 给 1000 万条客服工单做分类，一次性任务，要最便宜的",                        # 简体
    "用微調好的 deberta-v3-large 幫 1000 萬筆客服工單分類，一次性批次，最便宜的方案",                         # 繁體
    "classify 10M support tickets with a fine-tuned deberta-v3-large",  # "fine-tuned": a trained model, no job
])
def test_a_classifier_batch_is_sized_as_one_forward_pass_per_ticket(tmp_path, text):
    # Hand: 10 M tickets × 256 tokens (a ticket read as a few paragraphs, said) ≈ 2.29e18 FLOPs (test above). At 50 %
    # of a card's dense FP16 peak: an L4 (121 TFLOPS) runs 60 TFLOP/s → 3.8e4 s ≈ 10.5 h; an RTX A4000 (76.7) ≈ 16.6
    # h; an H100 SXM (989) ≈ 1.3 h. Whatever the row, one card finishes within a day or two for a few dollars (the
    # expert's ≈ $10 on an L4), and never asks "which model?" or applies an LLM's generated output.
    r = answer(tmp_path, text)
    assert r.kind == "answer", r.text[:600]
    assert "deberta-v3-large" in r.text
    assert "256" in r.text  # the ticket length read, said
    head = next(ln for ln in r.text.split("\n") if ln.startswith("**"))
    assert re.search(r"classification|分类|分類", head) and not re.search(r"fine-tune|微调|微調", head), head
    for llm_words in ("Which model", "哪个模型", "哪個模型", "max_num_seqs", "generated per request"):
        assert llm_words not in r.text, r.text[:600]
    assert hours_in(r.text) < 48
    m = re.search(r"(?:for ≈|总价约|總價約)\s*(\$|¥)?\s*([\d,.]+)", r.text)
    assert m, r.text[:600]
    # at most ≈ $20 (16.6 h × an A4000's $0.15/h ≈ $2.5; 10.5 h × an L4's ≈ $0.8/h ≈ $8.4; 1.3 h × $2 H100 ≈ $2.7):
    # $20 ≈ ¥144 at ≈ 7.2 CNY/USD ≈ 640 TWD at ≈ 32 TWD/USD
    limit = {"$": 20, "¥": 144}.get(m.group(1) or "", 640)
    assert float(m.group(2).replace(",", "")) < limit


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "chinese-roberta-wwm-ext做文本分类，全量微调不用LoRA，100万条样本，3个epoch，要多少钱？",
    "full fine-tune chinese-roberta-wwm-ext for text classification, 1M samples, 3 epochs, cost?",    # EN
    "用 chinese-roberta-wwm-ext 全量微調做文本分類，100 萬筆樣本，3 個 epoch，要多少錢？",               # 繁體
])
def test_an_encoder_fine_tune_is_6n_per_token_on_one_small_card(tmp_path, text):
    # Hand: RoBERTa-wwm-ext is BERT-base, 102M parameters, 512-token max. Samples cut at 128 tokens (the HF
    # text-classification example's max_seq_length, said): 1e6 × 128 × 3 = 3.84e8 tokens × 3 × (2 · 102e6 + 4 · 12
    # · 768 · 128) = 3.84e8 × 626e6 ≈ 2.4e17 FLOPs — the expert's figure. Memory 16 B × 102M = 1.6 GB + activations:
    # any card. At ≈ 49 % of a 24 GB RTX 4090/A10-class card's 125–165 TFLOPS ≈ 1 h; on a 76.7-TFLOPS A4000 ≈ 1.8 h
    # (+ 15 min start-up): one card, a few hours at most, never a 2,048-token LLM or "which model?".
    r = answer(tmp_path, text)
    assert r.kind == "answer", r.text[:600]
    assert "chinese-roberta-wwm-ext" in r.text
    assert "128" in r.text and "384,000,000" in r.text  # tokens per sample and in all, as computed by hand
    for llm_words in ("2,048", "哪个模型", "哪個模型", "Which model", "LoRA (a fine-tune"):
        assert llm_words not in r.text, r.text[:600]
    # The headline: the first line that is not a "> " note (繁體 with no place now opens with the TWD note).
    head = next(x for x in r.text.split("\n") if x.strip() and not x.startswith(">"))
    assert re.search(r"\(1 × |（1 × ", head), head  # one card
    assert hours_in(r.text) < 4


@pytest.mark.slow
@pytest.mark.parametrize(("text", "total"), [
    # Hand: 300k × 256 (stated) × 3 = 230,400,000 tokens; LoRA trains fewer weights, so the full fine-tune's 6·N is
    # its upper bound, said. 2.304e8 × 3 × (870e6 + 4 · 24 · 1024 · 256) = 2.304e8 × 2.686e9 ≈ 6.2e17 FLOPs: on an
    # A100-class card at ≈ 65 % of 312 TFLOPS ≈ 0.85 h + start-up; on an A4000 ≈ 4.6 h: one card, hours
    ("LoRA on deberta-v3-large, 300k examples of 256 tokens, 3 epochs", "230,400,000"),
    # 每条约300字: a Chinese BERT's WordPiece makes each character a token (google-research/bert tokenization.py),
    # 300 tokens (its note); 1e6 × 300 × 3 = 900,000,000
    ("全量微调 chinese-roberta-wwm-ext，100万条样本，每条约300字，3个epoch", "900,000,000"),
])
def test_a_stated_sample_length_sizes_the_encoder_fine_tune(tmp_path, text, total):
    r = answer(tmp_path, text)
    assert r.kind == "answer", r.text[:600]
    assert total in r.text, r.text[:1200]
    assert hours_in(r.text) < 6
    if "LoRA" in text:
        assert "upper bound" in r.text.split("\n")[0], r.text[:400]


def test_a_training_word_turns_the_item_count_into_the_training_set():
    # "訓練一個分類器，50 萬筆資料，每筆約 200 token，3 個 epoch": 500k examples × 3 epochs, 200 tokens each, a
    # fine-tune, never a batch of 500k classifications with an 8-token label generated
    p = extract("用 DeBERTa-v3-base 訓練一個分類器，50 萬筆資料，每筆約 200 token，3 個 epoch").patch
    assert p.modality == "embedding" and p.task == "full_finetune"
    assert p.dataset is not None and p.dataset.amount == 500_000 and p.dataset.epochs == 3
    assert p.prompt_tokens == 200 and not p.batch_requests and not p.output_tokens


def test_a_chat_model_beside_an_encoder_stays_the_job():
    # "serve Llama 3.1 8B and a roberta-base intent classifier": the chat model is the job (its reader wins)
    p = extract("serve Llama 3.1 8B for 20 users with a roberta-base intent classifier in front").patch
    assert p.model is not None and p.modality != "embedding"


# --- C6: an FP8 plan at ≤ half the price that keeps every stated target is in the headline ---------------------------

def headline_of(text: str) -> str:
    """The answer's headline: the second bold line (the first is the workload line)."""
    bold = [ln for ln in text.split("\n") if ln.startswith("**")]
    assert len(bold) >= 2, text[:600]
    return bold[1]


def prices(text: str) -> list[float]:
    """Hourly prices in a line, in order: "$57.36/h", "每小時 68.11 HKD", "每小时 ¥12.3"."""
    out = re.findall(r"\$([\d,.]+)/h|(?:每小時|每小时)\s*(?:¥)?([\d,.]+)", text)
    return [float((a or b).replace(",", "")) for a, b in out]


@pytest.mark.slow
@pytest.mark.parametrize(("text", "fp8_words"), [
    # Hand: 70.6B in BF16 is 141 GB + KV 40 × 8.5k × 327.7 KB = 112 GB: memory is not the limit; the
    # ~3–4 PFLOP/s of 8k-token prefill decides the replica count (expert). FP8 halves the weight bytes per decode
    # step and doubles MI300X's dense peak (1.3 → 2.6 PFLOPS), so one 8-GPU machine carries what takes three in BF16:
    # ≤ half the price while keeping 20 tok/s and the 1 s first token.
    ("serve llama 3.3 70b for ~40 concurent users, each user needs at least 20 tok/s and first token under 1s, "
     "prompts around 8k tokens", "With FP8 weights"),
    # HK. Hand: BF16 65.5 GB + KV 20 × 4,096 × 262 KB = 21.5 GB ≈ 87 GB + buffers: two 4 × A10G boxes
    # (89 GB each); FP8 (weight-only on Ampere) 32.8 GB + 21.5 GB fits one box: half the price, faster (fewer bytes)
    ("我哋想喺香港租GPU行Qwen2.5-32B，大概20個同事同時用，每個月要幾多錢？", "FP8 權重"),
])
def test_a_much_cheaper_fp8_plan_that_keeps_the_targets_is_priced_in_the_headline(tmp_path, text, fp8_words):
    r = answer(tmp_path, text)
    head = headline_of(r.text)
    # no precision stated and the FP8 plan under 60 % of the 16-bit hour: planned in FP8, "In BF16: …" follows
    # (tools.precision_lead; the HK case: one 4 × A10G box for two)
    asked = re.split(r"; in \w+, the default precision \(assumed\): |按 \w+ 原樣：|按 \w+ 原样：|\. In \w+: |。按 \w+：",
                     head, maxsplit=1)
    if len(asked) == 2:  # a stated per-user target: the answer is planned with the lever, the plan as asked follows
        after, before = asked
        assert fp8_words.lower() in after.lower(), head
    elif "Cheaper plan that meets your targets" in head:  # the lever named after the pick
        before, after = head.split("Cheaper plan that meets your targets", 1)
    else:
        assert fp8_words in head, head
        before, after = head.split(fp8_words, 1)
    pick, fp8 = prices(before), prices(after)
    assert pick and fp8, head
    assert fp8[0] <= 0.5 * pick[-1] + 0.01, head  # the rule: at most half the 16-bit pick's hour (rounding: 1 cent)
    assert re.search(r"test quality|測品質|测品质", after), head  # the quality caveat travels with the price


@pytest.mark.slow
def test_a_stated_16_bit_precision_keeps_the_headline_to_the_pick(tmp_path):
    # "bf16" said: the user chose the precision, so FP8 stays a lever under the answer, never in the headline
    r = answer(tmp_path, "serve llama 3.3 70b for ~40 concurrent users, each at least 20 tok/s, first token under 1s, "
                         "prompts around 8k tokens, bf16")
    assert "FP8" not in headline_of(r.text)


# --- C13: one lever, one price ---------------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "用 Gemma 3 27B 做 LoRA 微調，資料 10 萬筆、每筆約 1k token，最便宜的雲端方案是什麼？",
    "LoRA fine-tune Gemma 3 27B on 100k examples of ~1k tokens, cheapest cloud?",             # EN
])
def test_the_qlora_lever_prints_one_job_cost(tmp_path, text):
    # Hand: the QLoRA lever is one re-run (4-bit base, same adapters), so wherever the answer names it — under the
    # pick and in the "cheaper" list "最便宜" adds — its job cost is one number: the cost table's whole-job figure for
    # its billing (on spot, with the rework), never the hour × hours in one place and the rework-included figure in
    # the other (284.41 vs 291.21 TWD once).
    r = answer(tmp_path, text)
    figures = set(re.findall(r"QLoRA[^\n]*?(?:整個任務約|整个任务约|≈)\s*(?:\$)?([\d,.]+)(?:\s*TWD)?\s*(?:、|for the job)",
                             r.text))
    assert figures, r.text[-1500:]
    assert len(figures) == 1, figures


# --- C17: the safe tier obeys the ranking's rule against one copy over 4+ PCIe cards ------------------------------------

def wide_pcie(tier) -> bool:
    """A tier whose one copy is tensor-parallel over 4 or more cards linked by PCIe (the ranking's tie rule)."""
    from catalog.gpus import all_gpus
    from tools.speed import tp_link

    g = all_gpus().get(tier.gpu)
    return g is not None and tier.layout is not None and tier.layout.tp >= 4 and tp_link(g, tier.layout.tp) == "pcie"


@pytest.mark.slow
@pytest.mark.parametrize("turns", [
    # 繁體 chat. Hand: 65.5 GB BF16 + KV 256 KiB × 32,768 × 10 = 85.9 GB ≈ 151 GB + buffers; × 1.3 ≈
    # 200 GB. 8 × A40 (384 GB) holds it but only as TP 8 over PCIe, which the ranking breaks ties against; 2 × MI300X
    # (two TP-1 replicas of 5 users: 65.5 + 43 GB = 108 GB × 1.3 = 141 GB of a 173 GB pool) or 4 × A100/H100 NVLink hold
    # it without that caveat, so the safe tier is one of those, never the PCIe TP-8 box.
    ("部署 DeepSeek-R1-Distill-Qwen-32B，10 個使用者，每次請求都是新文件", "上下文 32k 呢？"),
    ("deploy DeepSeek-R1-Distill-Qwen-32B for 10 users, every prompt is a new document", "what about 32k context?"),
    ("部署 DeepSeek-R1-Distill-Qwen-32B，10 个用户，每次都是新文件", "上下文改成 32k 呢？"),
])
def test_the_safe_tier_never_shards_one_copy_over_4_plus_pcie_cards(tmp_path, turns):
    e = Engine(store=Store(tmp_path / "s.db"))
    r = None
    for t in turns:
        r = e.handle("t", t)
    assert r is not None and r.recommendation is not None, r.text[:600] if r else None
    # the pick may itself be the safe plan (identical plans shown once, the pick's name kept: tools.recommend.tiers):
    # one MI300X (206.2 GB usable) holding the ≈ 128.5 GB copy is × 1.60 ≥ 1.3, so no separate "comfortable" row
    tiers = r.recommendation.spec_range
    safe = [t for t in tiers if t.tier == "comfortable"] or [
        t for t in tiers if t.tier == "recommended" and t.usable_bytes >= 1.3 * t.per_gpu_bytes]
    assert safe, [(t.tier, t.gpu, t.per_gpu_bytes, t.usable_bytes) for t in tiers]
    assert not wide_pcie(safe[0]), (safe[0].gpu, safe[0].count, safe[0].layout)


@pytest.mark.slow
@pytest.mark.parametrize(("turns", "expect"), [
    # a follow-up keeps the thread's encoder: 20M tickets is the batch's new size (twice the 10M: ≈ 2 × 2.29e18 FLOPs)
    (("classify 10M support tickets with a fine-tuned deberta-v3-large", "what about 20M tickets?"),
     "20,000,000 items"),
    # a bare "5M" in that thread is the count, never a 5M-parameter language model
    (("classify 10M support tickets with a fine-tuned deberta-v3-large", "what about 5M?"), "5,000,000 items"),
    # in a fine-tune thread the count replaces the samples and the 3 epochs stay: 2e6 × 128 × 3 = 768,000,000 tokens
    (("chinese-roberta-wwm-ext做文本分类，全量微调不用LoRA，100万条样本，3个epoch，要多少钱？", "改成200万条呢"),
     "768,000,000"),
])
def test_a_follow_up_count_keeps_the_threads_encoder(tmp_path, turns, expect):
    e = Engine(store=Store(tmp_path / "s.db"))
    r = None
    for t in turns:
        r = e.handle("t", t)
    assert r is not None and r.kind == "answer", r.text[:600] if r else None
    assert expect in r.text, r.text[:800]
    for llm_words in ("(assumed) ·", "Which model", "哪个模型", "tokens out each"):
        assert llm_words not in r.text, r.text[:600]
