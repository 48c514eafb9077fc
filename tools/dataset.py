"""A stated training data set → the training tokens the time and cost calculators need.

Why: people say "数据大概2万条" or "1,000 images, 3 epochs", not a token count, and without tokens the
job cost column stays empty in exactly the answers where they ask what a fine-tune costs.

The assumption, stated in every answer and changeable (`Dataset.tokens_per_unit`):
- tokens: the amount as given, × epochs.
- examples: each example is at most one training sequence, so tokens per example = the sequence
  length the memory estimate uses (stated, or the 2,048 default of `tools.defaults`). Packed short
  examples cost less, so this is an upper bound on time and cost; say "about 500 tokens per example"
  to tighten it. No average from some other data set is borrowed: yours may be nothing like it.
- images (a vision-language fine-tune: "LoRA Qwen2.5-VL-7B for OCR on 10k images"): each image
  with its text is one training sample, so at most one training sequence, like an example. Qwen2.5-VL turns
  28 × 28 pixels into one token (14-px patches merged 2 × 2; Qwen2.5-VL technical report, arXiv:2502.13923), so a
  1024 × 1024 page is ≈ 1,337 visual tokens and the 2,048-token default holds it with its text; an upper bound,
  said in the answer. Without tokens, a fine-tune on images had no time, and was rejected as "too slow".
- hours of audio: not converted (no per-hour token rate is borrowed), unless tokens per unit are stated; such a
  job is priced per training token (`tools.defaults.kind_of`).
Epochs default to 1 (one pass over the data).
- pairs (DPO, ORPO, SimPO: `sequences_per_unit` = 2): each pair trains on a chosen and a rejected
  sequence, so the tokens per pair are twice the per-sequence length (TRL DPOTrainer concatenates the
  two into one forward pass). The frozen reference model's forward passes are not added here.
"""

from __future__ import annotations

import re

from tools.cjk_tokens import GENERAL_RATE, tokens_from_cjk_chars  # noqa: F401  (re-exported for its callers)
from tools.schema import Dataset, Msg
from tools.text_corpus_size import EN_BYTES_PER_TOKEN


def converts_to_tokens(ds: Dataset) -> bool:
    """Can `dataset_train_tokens` count this data set's tokens? (Hours of audio with no stated rate cannot: such a
    training job has no size, so it is priced per token, never sized as a job it cannot time.)"""
    return ds.unit != "audio_hours" or bool(ds.tokens_per_unit)


def dataset_train_tokens(ds: Dataset, seq_len: int) -> tuple[int | None, Msg]:
    """Training tokens for `ds` (None when the unit has no stated token rate) and the assumption said."""
    epochs = ds.epochs or 1
    unit = Msg(code="dataset.unit", args={"unit": ds.unit})
    ep = Msg(code="dataset.epochs", args={"epochs": epochs,
                                          "assumed": None if ds.epochs else Msg(code="dataset.epochs.assumed")})
    how: Msg | None
    if ds.unit == "tokens":
        per, how = 1.0, None
    elif ds.tokens_per_unit:
        per = ds.tokens_per_unit
        how = Msg(code="dataset.tokens_each", args={"per": per})
    elif ds.unit == "examples":
        per = float(seq_len)
        how = Msg(code="dataset.at_most_a_sequence", args={"seq_len": seq_len})
    elif ds.unit == "images":
        per = float(seq_len)
        how = Msg(code="dataset.image_a_sequence", args={"seq_len": seq_len})
    else:
        return None, Msg(code="dataset.data_not_converted_to", args={"amount": ds.amount, "unit": unit})
    seqs = ds.sequences_per_unit or 1
    pairs = Msg(code="dataset.sequences_each", args={"seqs": seqs}) if seqs != 1 else None
    tokens = int(ds.amount * per * seqs * epochs)
    return tokens, Msg(code="dataset.training_tokens", args={
        "amount": ds.amount, "unit": unit, "how": how, "pairs": pairs, "epochs": ep, "tokens": tokens})


# ---- contrastive sets for an embedding fine-tune ------------------------------------------------------
def contrastive_example_tokens(passage_tokens: int, negatives: int, query_tokens: int) -> int:
    """Tokens one contrastive example trains on: its query and every passage (one positive and `negatives` negatives),
    each encoded once per step (FlagEmbedding's fine-tune data, github.com/FlagOpen/FlagEmbedding: one line holds
    "query", "pos" and "neg" texts, and the model encodes each). "(query, positive, 3 hard negatives), passages ~300
    tokens" with a 32-token query (tools.rerank.QUERY_TOKENS): 32 + 4 × 300 = 1,232 tokens an example."""
    return query_tokens + (1 + negatives) * passage_tokens


# ---- batch jobs stated as an amount of text ------------------------------------------------------------
# Chinese characters become tokens at the model's tokenizer family's figure (tools.cjk_tokens); the general figure,
# used while no model is known, is DeepSeek API docs' "1 Chinese character ≈ 0.6 token" (said in the answer).
TOKENS_PER_CJK_CHAR = GENERAL_RATE.per_char
# A batch stated only as a token total ("translate 50M tokens of docs") is cut into requests of this many
# input tokens: a page or two of text, well inside every registry model's context (stated, changeable by
# saying "N tokens each").
BATCH_CHUNK_TOKENS = 2048


# OpenAI Help Center, "What are tokens and how to count them?" (help.openai.com/en/articles/4936856): "1 token ~= ¾
# words; 100 tokens ~= 75 words" for English text, so 4/3 tokens a word (tokenizers differ; said as an assumption).
TOKENS_PER_EN_WORD = 4 / 3


def tokens_from_en_words(words: float) -> int:
    """Tokens for a length written in English words ("answers of about 150 words" → 200 tokens)."""
    return max(1, round(words * TOKENS_PER_EN_WORD))


# The same page: "1 token ~= 4 chars in English" (tools.text_corpus_size.EN_BYTES_PER_TOKEN), 0.25 token a character.
TOKENS_PER_EN_CHAR = 1 / EN_BYTES_PER_TOKEN


def tokens_from_en_chars(chars: float) -> int:
    """Tokens for a length written in English characters ("responses around 600 characters" → 150 tokens)."""
    return max(1, round(chars * TOKENS_PER_EN_CHAR))


# A document said by its pages ("2 M PDFs, 10 pages each", 平均10頁, 每份约20页): a single-spaced page of 12-pt text
# holds about 500 words ("A 500-word essay is approximately one page single-spaced", reference.com, "How Many Pages
# Typed Is a 500-Word Essay?", 12-pt font, 1-inch margins), ≈ 667 tokens at TOKENS_PER_EN_WORD; planned at 600 since
# contracts, filings and reports carry headings, tables and white space (about 1,000 Chinese characters a page at
# TOKENS_PER_CJK_CHAR is the same 600). Said as an assumption in the answer.
WORDS_PER_PAGE = 500
TOKENS_PER_PAGE = 600


def tokens_from_pages(pages: float) -> int:
    """Tokens for a document said in pages (10 pages → 6,000 tokens), at TOKENS_PER_PAGE."""
    return max(1, round(pages * TOKENS_PER_PAGE))


def rollout_tokens(prompts: float, samples: int, output_tokens: int) -> int:
    """The tokens an online RL run (GRPO, PPO, RLOO) generates before it trains: every prompt is answered `samples`
    times (GRPO's group of G outputs per question, Shao et al. 2024, arXiv:2402.03300 §4.1) at `output_tokens` each,
    a generation job as large as a batch of prompts × samples requests. 20,000 × 8 × 1,500 = 240,000,000."""
    return int(prompts * samples * output_tokens)


def batch_requests_from_tokens(total_tokens: float, per_request: int = BATCH_CHUNK_TOKENS) -> int:
    """Requests for a batch stated as a token total: the total cut into `per_request`-token prompts (rounded up)."""
    return max(1, -(-int(total_tokens) // max(1, per_request)))


def output_per_request_from_totals(input_total: float, output_total: float, per_request: int = BATCH_CHUNK_TOKENS) -> int:
    """Tokens generated per request when a volume is stated as input and output totals ("3B input and 0.5B output
    tokens a month"): the input cut into `per_request`-token prompts, each writing its share of the output total
    (output_total ÷ requests, at least 1). The totals are the user's; the cut is BATCH_CHUNK_TOKENS, said."""
    requests = batch_requests_from_tokens(input_total, per_request)
    return max(1, round(output_total / requests))


def eval_grid_requests(models: int, benchmarks: int, items_each: int) -> int:
    """Requests of an evaluation grid: every model answers every item of every benchmark (models × benchmarks ×
    items a benchmark). "20 models × 30 benchmarks × 50k items" is 30 M requests, never one model's 50k."""
    return max(1, models) * max(1, benchmarks) * max(1, items_each)


def batch_output_default(input_tokens: int) -> int:
    """Tokens generated per batch request when none is said: a quarter of the input, at most 512 (the rule
    tools.defaults applies to a batch's context), stated in the answer."""
    return min(512, max(1, input_tokens // 4))


def preference_sequence_tokens(prompt_tokens: int, response_tokens: int) -> int:
    """One sequence of a preference pair (DPO, ORPO, SimPO): the prompt followed by one response. DPO's loss is on
    log π(y|x) of the chosen and the rejected completion each given the prompt (Rafailov et al. 2023,
    arXiv:2305.18290, eq. 7), and TRL's DPOTrainer concatenates prompt + chosen and prompt + rejected into the two
    sequences it forwards; the pair's two sequences are Dataset.sequences_per_unit. 1,024 + 1,024 = 2,048 tokens."""
    return prompt_tokens + response_tokens


def batch_sequence(input_tokens: int, output_tokens: int) -> int:
    """A batch request's context: its prompt plus its answer (both held in the KV cache while it decodes)."""
    return input_tokens + output_tokens


# Qwen3-*-Instruct-2507 model cards, "Best Practices → Adequate Output Length": "We recommend using an output length of
# 16,384 tokens for most queries, which is adequate for instruct models" (huggingface.co/Qwen/Qwen3-30B-A3B-Instruct-2507,
# from memory, re-check). Instruct models are tuned on answers far shorter still; one call asked for more drifts, repeats
# or stops early, so a longer text is written in parts (an outline, then chapter by chapter with a running summary).
LONG_ANSWER_TOKENS = 16_384


def calls_for_answer(output_tokens: int) -> int | None:
    """A generated item longer than LONG_ANSWER_TOKENS ("2,000 novels, ~80k tokens each" in one call): the fewest calls
    that write it at that length each, ⌈80,000 ÷ 16,384⌉ = 5; None when one call can write it."""
    if output_tokens <= LONG_ANSWER_TOKENS:
        return None
    return -(-output_tokens // LONG_ANSWER_TOKENS)


def sectioned_answer(items: int, output_tokens: int, cap: int) -> tuple[int, int, int] | None:
    """An item the model cannot write in one call (its card's generation limit, `ModelArch.max_generation`): the
    sections each item is written in, the tokens each section writes and the requests in all, (sections, tokens a
    section, requests); None when one call can write it. By hand: 2,000 reports of 16,800 tokens on Qwen2.5 (8,192 a
    call) → ⌈16,800 ÷ 8,192⌉ = 3 sections of ⌈16,800 ÷ 3⌉ = 5,600 tokens, 2,000 × 3 = 6,000 requests; the tokens
    written stay 2,000 × 16,800 = 33.6 M."""
    if cap <= 0 or output_tokens <= cap:
        return None
    parts = -(-output_tokens // cap)
    return parts, -(-output_tokens // parts), items * parts


def generated_sequence(prompt_tokens: int, output_tokens: int, default_context: int) -> int | None:
    """A batch whose items' OUTPUT alone is said ("generate 2,000 novels, ~80k tokens each", 20 output tokens each):
    the context stays the default while prompt + answer fit in it (None); past it, the request holds the prompt and the
    whole answer in its KV cache (batch_sequence): 161 + 80,000 = 80,161 tokens, never a 4,096 context that cannot hold
    the answer (the answer was refused: "context must be longer than its output")."""
    whole = batch_sequence(prompt_tokens, output_tokens)
    return whole if whole > default_context else None


def count_read_as_size(params_b: float) -> float:
    """A bare "5M" the reader took as a model of 5M parameters (params_b = 0.005), given back as the item count it
    was in a thread about a named encoder's items ("what about 5M?"): billions × 1e9, whole items."""
    return float(round(params_b * 1e9))


def text_of_works(works: float, each: float) -> float:
    """The text of `works` books or novels of `each` characters or words apiece ("500部网文，每部平均100万字" → 5 × 10⁸
    characters): works × each, as the user stated both."""
    return max(0.0, works) * max(0.0, each)


def batch_requests_for_outputs(items: int, outputs_per_item: int) -> int:
    """Requests for a batch where each item is worked once per output ("into German, French and Spanish": each
    description translated three times, one request per target language): items × outputs."""
    return max(1, int(items)) * max(1, int(outputs_per_item))


# Qwen2-VL / Qwen2.5-VL: 14-px ViT patches merged 2 × 2, so each 28 × 28 pixel region of the resized image is one
# visual token in the language model (Qwen2-VL, Wang et al. 2024, arXiv:2409.12191, section 2.1; model card
# huggingface.co/Qwen/Qwen2-VL-7B-Instruct: "min_pixels / max_pixels … each 28x28 pixel is one token"); the processor
# resizes each side to the nearest multiple of 28 (smart_resize) within its default 4 to 16,384 tokens.
VLM_PIXELS_PER_TOKEN_SIDE = 28
VLM_MIN_TOKENS = 4
VLM_MAX_TOKENS = 16_384


# Qwen3-VL: 16-px ViT patches merged 2 × 2, so one visual token per 32 × 32 pixels (Qwen/Qwen3-VL-8B-Instruct
# config.json vision_config: patch_size 16, spatial_merge_size 2; its processor resizes each side to a multiple of 32)
QWEN3_VL_PIXELS_PER_TOKEN_SIDE = 32
# An image whose size is not stated, read by a VLM for a label (moderation, classification): sized at 768 × 768, the
# size such pipelines commonly downscale uploads to before the model. ASSUMED (no source measures it): the answer says
# it and asks for the real size; a phone photo at full resolution would be several times the tokens.
VLM_ASSUMED_IMAGE_SIDE = 768


def vlm_token_side(model_text: str) -> int:
    """Pixels a side one visual token covers for the VLM a message names: 32 for Qwen3-VL, else Qwen2-VL's 28."""
    return QWEN3_VL_PIXELS_PER_TOKEN_SIDE if re.search(r"(?i)qwen[\s-]?3[\s.-]?vl", model_text or "") else \
        VLM_PIXELS_PER_TOKEN_SIDE


def vlm_image_tokens(width: int, height: int, side: int = VLM_PIXELS_PER_TOKEN_SIDE) -> int:
    """Visual tokens a Qwen-VL-style model spends on one width × height image: each side rounded to a multiple of
    `side` (28 for Qwen2/2.5-VL, 32 for Qwen3-VL; at least one), one token per side × side block, clamped to the
    processor's default range (1280 × 960 at 28 → 46 × 34 = 1,564; 768 × 768 at 32 → 24 × 24 = 576)."""
    f = side
    tokens = max(1, round(width / f)) * max(1, round(height / f))
    return max(VLM_MIN_TOKENS, min(VLM_MAX_TOKENS, tokens))


def vlm_images_total(per_image: int, images: int) -> int:
    """Visual tokens of a request that carries `images` pictures of `per_image` tokens each: they sit side by side in
    one prompt (Qwen2-VL, arXiv:2409.12191 §2.1: each image is encoded on its own and its tokens placed in the
    sequence), so 6 photos of 576 tokens are 3,456."""
    return per_image * max(1, images)


# ---- many passes over a small data set: an overfitting line ----------------------------------------------------
# Sebastian Raschka, "Practical Tips for Finetuning LLMs Using LoRA (Low-Rank Adaptation)", Ahead of AI, 2023-11-19:
# iterating twice over the 50k-example Alpaca set with LoRA scored worse than one pass, "likely due to overfitting".
# So a data set of at most that many examples, trained for 2 or more epochs, gets one line: each example is seen
# `epochs` times; hold out a validation split, evaluate each epoch and keep the best checkpoint. Above it (or one pass)
# nothing is said: the evidence is for data of that size. Many passes can still be right on tiny curated data (LIMA,
# Zhou et al. 2023, arXiv:2305.11206: 1,000 examples, 15 epochs, checkpoint picked on held-out data), so the line is
# advice with a validation split, never a change to the plan. Examples only: a DreamBooth-style image LoRA repeats a
# few images on purpose, and a token total names no examples.
SMALL_DATA_EXAMPLES = 50_000
OVERFIT_MIN_EPOCHS = 2
OVERFIT_TASKS = frozenset({"lora", "qlora", "full_finetune", "finetune"})


def overfit_note(task: str | None, ds: Dataset | None) -> Msg | None:
    """One overfitting line for a fine-tune of >= OVERFIT_MIN_EPOCHS epochs over <= SMALL_DATA_EXAMPLES examples
    (Raschka 2023: a second LoRA pass over 50k Alpaca examples scored worse), else None."""
    if task not in OVERFIT_TASKS or ds is None or ds.unit != "examples" or not ds.epochs:
        return None
    if ds.epochs < OVERFIT_MIN_EPOCHS or ds.amount > SMALL_DATA_EXAMPLES:
        return None
    return Msg(code="dataset.overfit_small_data", args={
        "epochs": ds.epochs, "examples": ds.amount, "passes": ds.epochs * ds.amount, "threshold": SMALL_DATA_EXAMPLES})
