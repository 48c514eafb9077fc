"""A stated training data set → the training tokens the time and cost calculators need.

Why: people say "数据大概2万条" or "1,000 images, 3 epochs", not a token count, and without tokens the
job cost column stays empty in exactly the answers where they ask what a fine-tune costs.

The assumption, stated in every answer and changeable (`Dataset.tokens_per_unit`):
- tokens: the amount as given, × epochs.
- examples: each example is at most one training sequence, so tokens per example = the sequence
  length the memory estimate uses (stated, or the 2,048 default of `tools.defaults`). Packed short
  examples cost less, so this is an upper bound on time and cost; say "about 500 tokens per example"
  to tighten it. No average from some other data set is borrowed: yours may be nothing like it.
- images, hours of audio: not converted. Those belong to non-LLM workloads, which this memory
  model does not size (DESIGN.md "What is not modelled"), unless tokens per unit are stated.
Epochs default to 1 (one pass over the data).
- pairs (DPO, ORPO, SimPO: `sequences_per_unit` = 2): each pair trains on a chosen and a rejected
  sequence, so the tokens per pair are twice the per-sequence length (TRL DPOTrainer concatenates the
  two into one forward pass). The frozen reference model's forward passes are not added here.
"""

from __future__ import annotations

from tools.schema import Dataset, Msg

UNIT_NAMES = {"examples": ("examples", "条样本"), "images": ("images", "张图片"), "tokens": ("tokens", "token"),
              "audio_hours": ("hours of audio", "小时音频")}


def dataset_train_tokens(ds: Dataset, seq_len: int) -> tuple[int | None, Msg]:
    """Training tokens for `ds` (None when the unit has no stated token rate) and the assumption said."""
    epochs = ds.epochs or 1
    en_unit, zh_unit = UNIT_NAMES[ds.unit]
    ep_en = f" × {epochs:g} epoch{'s' if epochs != 1 else ''}" + ("" if ds.epochs else " (1 pass assumed)")
    ep_zh = f" × {epochs:g} 轮" + ("" if ds.epochs else "（按 1 轮）")
    if ds.unit == "tokens":
        per, how_en, how_zh = 1.0, "", ""
    elif ds.tokens_per_unit:
        per = ds.tokens_per_unit
        how_en, how_zh = f" × {per:,.0f} tokens each (stated)", f" × 每条 {per:,.0f} token（已说明）"
    elif ds.unit == "examples":
        per = float(seq_len)
        how_en = f" × at most {seq_len:,} tokens each (one training sequence; say the real length to tighten)"
        how_zh = f" × 每条最多 {seq_len:,} token（一条训练序列；告诉我实际长度可更准）"
    else:
        return None, Msg(code="dataset.data_not_converted_to", args={
            "amount": ds.amount, "en_unit": en_unit, "zh_unit": zh_unit})
    seqs = ds.sequences_per_unit or 1
    if seqs != 1:
        how_en += f" × {seqs:g} sequences (chosen + rejected)"
        how_zh += f" × {seqs:g} 条序列（chosen + rejected）"
    tokens = int(ds.amount * per * seqs * epochs)
    return tokens, Msg(code="dataset.training_tokens", args={
        "amount": ds.amount, "en_unit": en_unit, "how_en": how_en, "ep_en": ep_en, "tokens": tokens, "zh_unit": zh_unit,
        "how_zh": how_zh, "ep_zh": ep_zh})


# ---- batch jobs stated as an amount of text ------------------------------------------------------------
# DeepSeek API docs, "Token & Token Usage" (api-docs.deepseek.com/quick_start/token_usage): "1 Chinese
# character ≈ 0.6 token" (varies by tokenizer; stated in the answer as an assumption).
TOKENS_PER_CJK_CHAR = 0.6
# A batch stated only as a token total ("translate 50M tokens of docs") is cut into requests of this many
# input tokens: a page or two of text, well inside every registry model's context (stated, changeable by
# saying "N tokens each").
BATCH_CHUNK_TOKENS = 2048


def tokens_from_cjk_chars(chars: float) -> int:
    """Tokens for a length written in Chinese characters (每篇2000字 → 1,200 tokens), at TOKENS_PER_CJK_CHAR."""
    return max(1, round(chars * TOKENS_PER_CJK_CHAR))


def batch_requests_from_tokens(total_tokens: float, per_request: int = BATCH_CHUNK_TOKENS) -> int:
    """Requests for a batch stated as a token total: the total cut into `per_request`-token prompts (rounded up)."""
    return max(1, -(-int(total_tokens) // max(1, per_request)))


def batch_output_default(input_tokens: int) -> int:
    """Tokens generated per batch request when none is said: a quarter of the input, at most 512 (the rule
    tools.defaults applies to a batch's context), stated in the answer."""
    return min(512, max(1, input_tokens // 4))


def batch_sequence(input_tokens: int, output_tokens: int) -> int:
    """A batch request's context: its prompt plus its answer (both held in the KV cache while it decodes)."""
    return input_tokens + output_tokens
