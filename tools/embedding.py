"""Embedding models (BERT-style encoders: bge, e5, gte, MiniLM, nomic): an offline embedding job or an online
embedding endpoint, sized and priced from the catalog.

Why: an embedding question was refused as "not an LLM" and then asked for the model, the count and the deadline it
had just been told (50 M documents, bge-large, 400 tokens, 5 days). An encoder is the simple case of
the LLM model: one forward pass over the input, no decode and no KV cache kept between requests, so its work is the
prefill of every token —

- FLOPs per token = 2·N (every weight multiplies once; Kaplan et al. 2020, arXiv:2001.08361 §2.1, the forward half
  of 6·N; N without the token-embedding table, vocab × hidden from config.json, which is looked up, not multiplied:
  256M of bge-m3's 568M) + 4·L·d·s for the attention scores over the whole sequence (QKᵀ and A·V, both directions: an encoder has
  no causal mask to skip);
- a GPU runs it at `encoder_mfu` of its dense FP16 tensor peak, by the model's size: 33.4 % measured for bge-large
  (335 M) on an L4 under TEI, rising log-linearly to tools.speed's PREFILL_MFU (the compute-bound forward LLM prefill)
  at 7 B; a plain PyTorch loop ran a third of TEI's rate in the same benchmark, so the first 100 k items are the check;
- memory is the FP16 weights and one batch's activations: every listed card with a known TFLOPS figure holds it, so
  each GPU runs its own copy (data parallel) and the GPU count only sets how soon the job ends, not its cost.

A job's cost is its GPU-hours × the hourly price per GPU plus `JOB_SETUP_HOURS` per machine; a stated deadline adds
machines. An endpoint is the machines that carry the stated requests per second at ≤ `ENDPOINT_UTILISATION` of
their rate (an M/D/1 queue then waits half a request's service time on average: Kleinrock, Queueing Systems vol. 1,
§5.7). Parameter counts are the model cards' (Hugging Face, linked per row).
"""

from __future__ import annotations

import datetime as _dt
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tools.batch_filters import Load, RowFilter, budget_msg, constraint_msgs, for_serving, in_budget_period, row_filter
from tools.batch_wall import assumed_wall_msg, batch_wall, soft_fleet
from tools.constants import HOURS_PER_MONTH, JOB_SETUP_HOURS
from tools.cost import (
    PERIOD_HOURS,
    convert_amount,
    periods_a_month,
    recurring_costs,
    run_window_hours,
    runs_in_budget_period,
    serving_month_hours,
)
from tools.fastest_budget import fastest_within_budget, past_budget_msg
from tools.host import VCPU_PER_GPU
from tools.offers import MAX_NODES, MAX_SERVING_INSTANCES, SPEED_MODEL_ERROR, price_of
from tools.places import Gazetteer
from tools.price_age import stale_lead
from tools.ranking import (
    FEWER_FASTER_BAND,
    LONG_JOB_HOURS,
    MUCH_SOONER,
    ROCM_LEAD_MARGIN,
    TIE,
    rocm_saves_clearly,
    to_front,
)
from tools.schema import Budget, GPUSpec, InstanceRow, Msg, MsgArg, Workload
from tools.speed import PREFILL_MFU, SpeedUnknown, peak_tflops
from tools.wording import budget_text, duration, fleet, money_text

ENDPOINT_UTILISATION = 0.5  # an endpoint's GPUs busy at most half the time (module docstring)
TOP_ROWS = 3


@dataclass(frozen=True)
class Encoder:
    name: str
    aliases: tuple[str, ...]  # lower-case spellings (spaces, dashes and underscores are interchangeable)
    params: int
    layers: int
    hidden: int
    max_tokens: int
    source: str
    kind: str = "embed"  # "embed": a sentence-embedding model; "classify": a base encoder fine-tuned with a task head
    vocab: int | None = None  # config.json vocab_size: the token-embedding table is vocab × hidden (a lookup, no FLOPs)
    mrl_dim: int = 0  # the smallest Matryoshka width its card says the vectors may be cut to (0: not trained for it)
    base: str = ""  # an unlisted LLM-based embedder: the held LLM row it is sized on (tools.llm_embedder)
    base_cited: bool = False  # that base is its own card's or config.json's (tools.model_lineage), not its name's

    @property
    def params_millions(self) -> float:
        """The parameter count as said to a user (millions)."""
        return self.params / 1e6

    @property
    def matmul_params(self) -> int:
        """The parameters a token multiplies through: all of them less the token-embedding table, vocab × hidden from
        the model's config.json (a lookup, not a matmul: Kaplan et al. 2020, arXiv:2001.08361 §2.1, count FLOPs over
        non-embedding parameters). A model whose vocabulary the catalog does not hold (`vocab` None: an encoder known
        only by its size) keeps every parameter, which over-counts its FLOPs: conservative."""
        return self.params - (self.vocab * self.hidden if self.vocab else 0)


# Vocabulary sizes (config.json `vocab_size`) of the catalog's encoders: the token-embedding table is vocab × hidden.
# XLM-RoBERTa and its descendants (bge-m3, bge-reranker-*, multilingual-e5-large): 250,002 (FacebookAI/xlm-roberta-large
# config.json; BAAI/bge-m3 and BAAI/bge-reranker-v2-m3 config.json); English BERT-uncased and the encoders built on its
# WordPiece vocabulary (bge-*-en-v1.5, e5-*-v2, gte-large, all-MiniLM-L6-v2, DistilBERT): 30,522
# (google-bert/bert-base-uncased config.json; the bare "bert-base"/"bert-large" are sized as the uncased release);
# Chinese BERT (bge-*-zh-v1.5, hfl/chinese-*): 21,128 (cited per row); RoBERTa: 50,265 (FacebookAI/roberta-base
# config.json); DeBERTa-v3: 128,100, mDeBERTa-v3: 251,000 (microsoft/deberta-v3-base, mdeberta-v3-base config.json);
# ModernBERT: 50,368 (answerdotai/ModernBERT-base config.json); nomic-embed-text-v1.5: 30,528 (its config.json).
_XLMR, _BERT_EN, _BERT_ZH = 250_002, 30_522, 21_128
CONFIG_VOCAB: dict[str, int] = {
    "multilingual-e5-small": 250_037,  # its config.json (cited on its row)
    **dict.fromkeys(("bge-m3", "jina-embeddings-v3", "multilingual-e5-large", "xlm-roberta-large", "xlm-roberta-base",
                     "bge-reranker-v2-m3",
                     "bge-reranker-large", "bge-reranker-base"), _XLMR),
    **dict.fromkeys(("bge-large-en-v1.5", "bge-base-en-v1.5", "bge-small-en-v1.5", "e5-large-v2", "e5-base-v2",
                     "gte-large", "all-MiniLM-L6-v2", "distilbert-base", "bert-base", "bert-large"), _BERT_EN),
    **dict.fromkeys(("bge-large-zh-v1.5", "bge-base-zh-v1.5", "bge-small-zh-v1.5", "chinese-roberta-wwm-ext-large",
                     "chinese-roberta-wwm-ext", "chinese-bert-wwm-ext", "chinese-macbert-base", "bert-base-chinese"),
                    _BERT_ZH),
    **dict.fromkeys(("roberta-large", "roberta-base"), 50_265),
    **dict.fromkeys(("deberta-v3-large", "deberta-v3-base", "deberta-v3-small", "deberta-v3-xsmall"), 128_100),
    "mdeberta-v3-base": 251_000,
    **dict.fromkeys(("ModernBERT-large", "ModernBERT-base"), 50_368),
    "nomic-embed-text-v1.5": 30_528,
    # Snowflake Arctic Embed: v2.0-L on XLM-R large (its config.json: XLMRobertaModel, vocab_size 250,002); the v1 L
    # on English BERT-large (config.json BertModel, vocab_size 30,522)
    "snowflake-arctic-embed-l-v2.0": _XLMR,
    "snowflake-arctic-embed-l": _BERT_EN,
    "EmbeddingGemma-300M": 262_144,  # Gemma 3's vocabulary (its GGUF token table, 768 × 262,144)
    "Qwen3-Reranker-4B": 151_936,  # Qwen3's vocabulary (Qwen/Qwen3-4B config.json vocab_size)
    "Qwen3-Reranker-0.6B": 151_936,  # Qwen3's vocabulary (Qwen/Qwen3-0.6B config.json vocab_size)
    "Qwen3-Reranker-8B": 151_936,  # Qwen3's vocabulary (Qwen/Qwen3-8B config.json vocab_size)
    "Qwen3-Embedding-0.6B": 151_936,  # the same Qwen3 vocabulary (Qwen/Qwen3-0.6B config.json vocab_size)
    # the mGTE encoders (Zhang et al. 2024, arXiv:2407.19669): XLM-R's SentencePiece vocabulary as their config.json
    # gives it, vocab_size 250,048 (Alibaba-NLP/gte-multilingual-base and gte-multilingual-reranker-base)
    "gte-multilingual-reranker-base": 250_048,
    "gte-Qwen2-7B-instruct": 151_646,  # its config.json vocab_size (Alibaba-NLP/gte-Qwen2-7B-instruct, Qwen2Model)
    **dict.fromkeys(("mxbai-rerank-large-v2", "mxbai-rerank-base-v2"), 151_936),  # Qwen2.5's (their config.json)
}


def with_vocab(rows: tuple[Encoder, ...]) -> tuple[Encoder, ...]:
    """The catalog rows with their config vocabulary (CONFIG_VOCAB) filled in; a row not listed keeps None."""
    return tuple(replace(e, vocab=CONFIG_VOCAB.get(e.name)) for e in rows)


# Base encoders fine-tuned with a classification (or tagging) head: DeBERTa, RoBERTa, BERT, XLM-R, ModernBERT
# ("a fine-tuned deberta-v3-large" and "chinese-roberta-wwm-ext" were asked "which model?" and sized as
# generating LLMs). Sized exactly as an embedding encoder (one forward pass per input; a head of a few thousand weights
# adds nothing), fine-tuned at 6·N per token (tools.embedding.train_flops_per_token). Counts include the embedding
# table (memory holds it); FLOPs leave it out (Encoder.matmul_params). Each count is its model card's or paper's, cited
# per row.
_C = "classify"
CLASSIFIERS: tuple[Encoder, ...] = with_vocab((
    Encoder("deberta-v3-large", ("deberta-v3-large", "deberta-large-v3"), 435_000_000, 24, 1024, 512,
            "huggingface.co/microsoft/deberta-v3-large model card: 24 layers, hidden 1024, 304M backbone + 131M "
            "embedding parameters (128K vocabulary)", _C),
    Encoder("deberta-v3-base", ("deberta-v3-base", "deberta-base-v3"), 184_000_000, 12, 768, 512,
            "huggingface.co/microsoft/deberta-v3-base model card: 12 layers, hidden 768, 86M backbone + 98M embedding "
            "parameters", _C),
    Encoder("deberta-v3-small", ("deberta-v3-small",), 142_000_000, 6, 768, 512,
            "huggingface.co/microsoft/deberta-v3-small model card: 6 layers, hidden 768, 44M backbone + 98M embedding "
            "parameters", _C),
    Encoder("deberta-v3-xsmall", ("deberta-v3-xsmall",), 70_000_000, 12, 384, 512,
            "huggingface.co/microsoft/deberta-v3-xsmall model card: 12 layers, hidden 384, 22M backbone + 48M "
            "embedding parameters", _C),
    Encoder("mdeberta-v3-base", ("mdeberta-v3-base", "mdeberta"), 276_000_000, 12, 768, 512,
            "huggingface.co/microsoft/mdeberta-v3-base model card: 12 layers, hidden 768, 86M backbone + 190M "
            "embedding parameters (250K vocabulary)", _C),
    Encoder("roberta-large", ("roberta-large",), 355_000_000, 24, 1024, 512,
            "github.com/facebookresearch/fairseq RoBERTa README (roberta.large: 355M; Liu et al. 2019, arXiv:1907.11692: "
            "24 layers, hidden 1024)", _C),
    Encoder("roberta-base", ("roberta-base",), 125_000_000, 12, 768, 512,
            "github.com/facebookresearch/fairseq RoBERTa README (roberta.base: 125M; 12 layers, hidden 768)", _C),
    Encoder("bert-large", ("bert-large-uncased", "bert-large-cased", "bert-large"), 340_000_000, 24, 1024, 512,
            "Devlin et al. 2019, arXiv:1810.04805 (BERT-LARGE: L=24, H=1024, 340M)", _C),
    Encoder("bert-base", ("bert-base-uncased", "bert-base-cased", "bert-base"), 110_000_000, 12, 768, 512,
            "Devlin et al. 2019, arXiv:1810.04805 (BERT-BASE: L=12, H=768, 110M)", _C),
    # the Chinese BERT-base encoders share bge-base-zh's shape: BERT-base on a 21,128-token vocabulary (config.json)
    Encoder("chinese-roberta-wwm-ext-large", ("chinese-roberta-wwm-ext-large", "roberta-wwm-ext-large"), 325_000_000,
            24, 1024, 512, "huggingface.co/hfl/chinese-roberta-wwm-ext-large config.json (BERT-large, 24 layers, "
            "hidden 1024, vocab 21,128, 512 tokens; 325M)", _C),
    *(Encoder(name, aliases, 102_000_000, 12, 768, 512, f"huggingface.co/{repo} config.json (BERT-base, 12 layers, "
              "hidden 768, vocab 21,128, 512 tokens; 102M)", _C)
      for name, aliases, repo in (
          ("chinese-roberta-wwm-ext", ("chinese-roberta-wwm-ext", "roberta-wwm-ext"), "hfl/chinese-roberta-wwm-ext"),
          ("chinese-bert-wwm-ext", ("chinese-bert-wwm-ext", "bert-wwm-ext"), "hfl/chinese-bert-wwm-ext"),
          ("chinese-macbert-base", ("chinese-macbert-base", "macbert-base", "macbert"), "hfl/chinese-macbert-base"),
          ("bert-base-chinese", ("bert-base-chinese",), "google-bert/bert-base-chinese"))),
    Encoder("xlm-roberta-large", ("xlm-roberta-large", "xlm-r-large", "xlmr-large"), 550_000_000, 24, 1024, 512,
            "Conneau et al. 2020, arXiv:1911.02116 Table 7 (XLM-R: L=24, H=1024, 550M)", _C),
    Encoder("xlm-roberta-base", ("xlm-roberta-base", "xlm-r-base", "xlmr-base", "xlm-roberta", "xlm-r", "xlmr"),
            270_000_000, 12, 768, 512,
            "Conneau et al. 2020, arXiv:1911.02116 Table 7 (XLM-R Base: L=12, H=768, 270M)", _C),
    Encoder("ModernBERT-large", ("modernbert-large",), 395_000_000, 28, 1024, 8192,
            "Warner et al. 2024, arXiv:2412.13663 (ModernBERT-large: 28 layers, hidden 1024, 395M, 8,192 tokens)", _C),
    Encoder("ModernBERT-base", ("modernbert-base", "modernbert"), 149_000_000, 22, 768, 8192,
            "Warner et al. 2024, arXiv:2412.13663 (ModernBERT-base: 22 layers, hidden 768, 149M, 8,192 tokens)", _C),
    Encoder("distilbert-base", ("distilbert-base-uncased", "distilbert-base", "distilbert"), 66_000_000, 6, 768, 512,
            "Sanh et al. 2019, arXiv:1910.01108 (DistilBERT: 6 layers, hidden 768, 66M)", _C),
))

# ESM-2 protein language models (Lin et al. 2023, Science 379:1123, "Evolutionary-scale prediction of atomic-level
# protein structure with a language model"; github.com/facebookresearch/esm README model table; MIT): BERT-style
# encoders read one token a residue, at most 1,024 residues (fair-esm's training crop; config.json
# max_position_embeddings 1,026 with BOS / EOS), vocabulary 33 (facebook/esm2_t33_650M_UR50D config.json). Each
# residue's vector is the last hidden state, `hidden` wide: a per-residue store is sequences × residues × hidden × 2
# bytes in FP16 (residue_store), the trap beside a job costing a few hundred yuan of GPU time.
PROTEIN_ENCODERS: tuple[Encoder, ...] = tuple(
    Encoder(f"ESM-2 {size}", (f"esm-2-{size.lower()}", f"esm2-{size.lower()}", f"esm2-t{layers}-{size.lower()}-ur50d",
                              f"esm-2-t{layers}-{size.lower()}"),
            params, layers, hidden, 1024,
            f"github.com/facebookresearch/esm README (esm2_t{layers}_{size}_UR50D: {layers} layers, embedding dim "
            f"{hidden}, {size} parameters; Lin et al. 2023, Science); max 1,024 residues", "protein", 33)
    for size, params, layers, hidden in (("8M", 8_000_000, 6, 320), ("35M", 35_000_000, 12, 480),
                                         ("150M", 150_000_000, 30, 640), ("650M", 650_000_000, 33, 1280),
                                         ("3B", 3_000_000_000, 36, 2560), ("15B", 15_000_000_000, 48, 5120))) + tuple(
    # ESM C (EvolutionaryScale, Dec 2024): the same one-token-a-residue encoder job. Shapes from the esm package's
    # pretrained.py (ESMC_300M_202412: d_model 960, 15 heads, 30 layers; ESMC_600M_202412: d_model 1152, 18 heads, 36
    # layers; github.com/evolutionaryscale/esm); the parameters as named. Weights licence (esm LICENSE.md, read): ESM C
    # 300M under the Cambrian Open License (commercial use allowed); ESM C 600M under the Cambrian Non-Commercial
    # License (commercial use only through the SageMaker inference click-through): tools.esm_licence says it. Vocabulary
    # 64 and the 2,048-residue context from memory, re-check.
    Encoder(f"ESM C {size}", (f"esm-c-{size.lower()}", f"esmc-{size.lower()}", f"esmc-{size.lower()}-2024-12",
                              f"esm-cambrian-{size.lower()}"),
            params, layers, hidden, 2048,
            f"github.com/evolutionaryscale/esm pretrained.py (ESMC_{size}_202412: d_model {hidden}, {layers} layers) "
            f"and README ({size} parameters); context 2,048 from memory, re-check", "protein", 64)
    for size, params, layers, hidden in (("300M", 300_000_000, 30, 960), ("600M", 600_000_000, 36, 1152))) + (
    # ESM3-open (EvolutionaryScale, esm3-sm-open-v1): its own row, never ESM-2 650M in its place. 1.4 B parameters
    # (github.com/evolutionaryscale/esm README: "ESM3-open, with 1.4B parameters"); shape from the esm package's
    # pretrained.py (ESM3_sm_open_v0: d_model 1536, 24 heads, 48 layers). Embedding one sequence is one forward pass
    # over its residues, the same encoder job as ESM C. Weights under the Cambrian Non-Commercial License (esm
    # LICENSE.md: "ESM-3 Open Model (incl weights)"): tools.esm_licence says it. Its vocabulary is not held (vocab
    # None: every parameter counted, conservative); its context is not read here: ESM C's 2,048 is kept, re-check.
    Encoder("ESM3-open 1.4B", ("esm3-sm-open-v1", "esm3-sm-open", "esm3-open-small", "esm3-small-open", "esm3-open",
                               "esm3-small", "esm3-sm", "esm-3-open", "esm-3-small", "esm3-open-2024-03", "esm3",
                               "esm-3"),
            1_400_000_000, 48, 1536, 2048,
            "github.com/evolutionaryscale/esm README (ESM3-open, 1.4B parameters) and pretrained.py (ESM3_sm_open_v0: "
            "d_model 1536, 48 layers); context 2,048 not read for ESM3, re-check", "protein"),)

ENCODERS: tuple[Encoder, ...] = PROTEIN_ENCODERS + with_vocab((
    Encoder("bge-large-en-v1.5", ("bge-large-en-v1.5", "bge-large-en", "bge-large"), 335_000_000, 24,
            1024, 512, "huggingface.co/BAAI/bge-large-en-v1.5 (335M, 24 layers, hidden 1024, 512 tokens)"),
    Encoder("bge-base-en-v1.5", ("bge-base-en-v1.5", "bge-base-en", "bge-base"), 109_000_000, 12, 768, 512,
            "huggingface.co/BAAI/bge-base-en-v1.5 (109M, 12 layers, hidden 768, 512 tokens)"),
    Encoder("bge-small-en-v1.5", ("bge-small-en-v1.5", "bge-small-en", "bge-small"), 33_400_000, 12, 384,
            512, "huggingface.co/BAAI/bge-small-en-v1.5 (33.4M, 12 layers, hidden 384, 512 tokens)"),
    # the Chinese BGE models are their own rows, never the English ones (review: "bge-large-zh" was answered as
    # bge-large-en-v1.5): BERT encoders on a 21,128-token Chinese vocabulary, so fewer embedding parameters
    Encoder("bge-large-zh-v1.5", ("bge-large-zh-v1.5", "bge-large-zh"), 326_000_000, 24, 1024, 512,
            "huggingface.co/BAAI/bge-large-zh-v1.5 config.json (BERT-large, 24 layers, hidden 1024, vocab 21,128, 512 "
            "tokens; 326M)"),
    Encoder("bge-base-zh-v1.5", ("bge-base-zh-v1.5", "bge-base-zh"), 102_000_000, 12, 768, 512,
            "huggingface.co/BAAI/bge-base-zh-v1.5 config.json (BERT-base, 12 layers, hidden 768, vocab 21,128, 512 "
            "tokens; 102M)"),
    Encoder("bge-small-zh-v1.5", ("bge-small-zh-v1.5", "bge-small-zh"), 24_000_000, 4, 512, 512,
            "huggingface.co/BAAI/bge-small-zh-v1.5 config.json (4 layers, hidden 512, vocab 21,128, 512 tokens; 24M)"),
    # an LLM-based embedder (Qwen3-8B body): 32k input, so a whole long document is one input, never chunked to 4k
    Encoder("Qwen3-Embedding-8B", ("qwen3-embedding-8b", "qwen3 embedding 8b"), 8_188_515_328, 36, 4096, 32768,
            "keras-hub qwen3_presets.py qwen3_embedding_8b_en (params 8,188,515,328; 32k context, up to 4,096 "
            "dimensions); 36 layers (vercel.com/ai-gateway/models/qwen3-embedding-8b); Max Tokens 32,768 "
            "(inference.readthedocs.io Qwen3-Embedding-8B, model id Qwen/Qwen3-Embedding-8B)"
            "; MRL support: yes, output dimensions from 32 (its model card's table, Qwen/Qwen3-Embedding-8B)",
            mrl_dim=32),
    # its own row, never an assumed size (sized as a 7B Llama shape with 4,096-dim vectors and a 4,096-token input):
    # Qwen2-7B's body, bidirectional attention, 3,584-dim vectors (the last hidden state), 32k input; its card says nothing
    # of Matryoshka training, so the vectors are kept whole (mrl_dim 0; from memory, re-check)
    Encoder("gte-Qwen2-7B-instruct", ("gte-qwen2-7b-instruct", "gte-qwen2-7b", "gte qwen2 7b", "gte-qwen2",
                                      "alibaba-nlp/gte-qwen2-7b-instruct"),
            7_612_620_288, 28, 3584, 32768,
            "huggingface.co/Alibaba-NLP/gte-Qwen2-7B-instruct model card (trained on Qwen2-7B; Embedding Dimension 3584, "
            "Max Input Tokens 32k) and its config.json (Qwen2Model: 28 layers, hidden 3,584, 28 heads, 4 KV heads, "
            "intermediate 18,944, vocab 151,646, untied): 7,612,620,288 parameters by Qwen2-7B's count with that vocabulary "
            "(ollama.com Q78KG/gte-Qwen2-7B-instruct: 7.61B); inference.readthedocs.io gte-Qwen2: Dimensions 3584, "
            "Max Tokens 32000"),
    # its own row, never an assumed size (sized as a 0.5B GPT-style model reading at most 512 tokens, so a 3-page
    # document was cut to 4 chunks): Qwen3-0.6B's body, 28 layers, hidden 1,024, 1,024-dim vectors, 32k input
    Encoder("Qwen3-Embedding-0.6B", ("qwen3-embedding-0.6b", "qwen3 embedding 0.6b", "qwen/qwen3-embedding-0.6b"),
            595_776_512, 28, 1024, 32768,
            "keras-hub qwen3_presets.py qwen3_embedding_0.6b_en (params 595,776,512; 32k context, embedding dimensions "
            "32 to 1,024; keras-team/keras-hub PR 2455); 28 layers, 1,024-dimensional vectors "
            "(vercel.com/ai-gateway/models/qwen3-embedding-0.6b); Dimensions 1024, Max Tokens 32,768 "
            "(inference.readthedocs.io Qwen3-Embedding-0.6B, model id Qwen/Qwen3-Embedding-0.6B)"
            "; MRL support: yes, output dimensions from 32 (its model card's table, Qwen/Qwen3-Embedding-0.6B)",
            mrl_dim=32),
    # its own row, never an assumed size (sized as a 3,200-dim model, so the index was wrong):
    # 2,560-dim vectors, MRL down to 32 dims
    Encoder("Qwen3-Embedding-4B", ("qwen3-embedding-4b", "qwen3 embedding 4b"), 4_021_774_336, 36, 2560, 32768,
            "keras-hub qwen3_presets.py qwen3_embedding_4b_en (params 4,021,774,336; 32k context, embedding dimensions "
            "32 to 2,560; keras-team/keras-hub PR 2455); 36 layers, 2,560-dimensional vectors "
            "(vercel.com/ai-gateway/models/qwen3-embedding-4b); Dimensions 2560, Max Tokens 32,768 "
            "(inference.readthedocs.io Qwen3-Embedding-4B, model id Qwen/Qwen3-Embedding-4B)"
            "; MRL support: yes, output dimensions from 32 (its model card's table, Qwen/Qwen3-Embedding-4B)",
            mrl_dim=32),
    # its own row, never another embedder in its place: Jina-XLM-RoBERTa (XLM-R large's 24 layers, hidden 1024) with
    # rotary positions to 8,192 tokens and five task LoRA adapters; weights CC BY-NC 4.0 (tools.named_licences)
    Encoder("jina-embeddings-v3", ("jina-embeddings-v3", "jina-embedding-v3", "jina-embeddings-3", "jina-v3",
                                   "jina-embed-v3", "jinaai/jina-embeddings-v3"), 572_000_000, 24, 1024, 8192,
            "huggingface.co/jinaai/jina-embeddings-v3 model card (572M; based on Jina-XLM-RoBERTa, up to 8192 tokens "
            "with RoPE; Matryoshka output sizes 32 to 1,024); Sturua et al. 2024, arXiv:2409.10173 (570 million "
            "parameters, context up to 8192 tokens)", mrl_dim=32),
    Encoder("bge-m3", ("bge-m3",), 568_000_000, 24, 1024, 8192,
            "huggingface.co/BAAI/bge-m3 (568M, XLM-RoBERTa-large: 24 layers, hidden 1024, 8,192 tokens)"),
    Encoder("multilingual-e5-large", ("multilingual-e5-large", "me5-large"), 560_000_000, 24, 1024, 512,
            "huggingface.co/intfloat/multilingual-e5-large (560M, 24 layers, hidden 1024, 512 tokens)"),
    # 118M of which 96M is the 250,037 × 384 token table (a lookup): ≈ 21M parameters multiply
    Encoder("multilingual-e5-small", ("multilingual-e5-small", "me5-small"), 118_000_000, 12, 384, 512,
            "huggingface.co/intfloat/multilingual-e5-small model card (118M) and config.json (BertModel: 12 layers, "
            "hidden 384, intermediate 1,536, vocab 250,037, max_position_embeddings 512)"),
    Encoder("e5-large-v2", ("e5-large-v2", "e5-large"), 335_000_000, 24, 1024, 512,
            "huggingface.co/intfloat/e5-large-v2 (335M, 24 layers, hidden 1024, 512 tokens)"),
    Encoder("e5-base-v2", ("e5-base-v2", "e5-base"), 109_000_000, 12, 768, 512,
            "huggingface.co/intfloat/e5-base-v2 (109M, 12 layers, hidden 768, 512 tokens)"),
    Encoder("gte-large", ("gte-large",), 335_000_000, 24, 1024, 512,
            "huggingface.co/thenlper/gte-large (335M, 24 layers, hidden 1024, 512 tokens)"),
    Encoder("nomic-embed-text-v1.5", ("nomic-embed-text", "nomic-embed"), 137_000_000, 12, 768, 8192,
            "huggingface.co/nomic-ai/nomic-embed-text-v1.5 (137M, 12 layers, hidden 768, 8,192 tokens)"),
    # Gemma 3 bidirectional encoder: 2,048 tokens in, 768-dim vectors (Matryoshka 512 / 256 / 128); most of its 308M
    # is the 262,144 × 768 token table (a lookup: ≈ 107M parameters multiply)
    Encoder("EmbeddingGemma-300M", ("embeddinggemma-300m", "embeddinggemma", "embedding-gemma-300m", "embedding-gemma"),
            308_000_000, 24, 768, 2048,
            "ollama.com/library/embeddinggemma:300m GGUF metadata (gemma3: 24 blocks, embedding length 768, context "
            "2,048, token table 768 × 262,144; 308M); Vera et al. 2025, EmbeddingGemma, arXiv:2509.20354 (768-dim "
            "vectors, Matryoshka 512 / 256 / 128)"),
    # Snowflake Arctic Embed L v2.0: multilingual, XLM-R large body (config.json: 24 layers, hidden 1,024,
    # max_position_embeddings 8,194, vocab 250,002), 568M parameters of which 303M non-embedding (its model card), 1,024-dim
    # vectors trained with Matryoshka loss to be cut to 256 dims (model card, "MRL"); Apache-2.0
    Encoder("snowflake-arctic-embed-l-v2.0", ("snowflake-arctic-embed-l-v2.0", "arctic-embed-l-v2.0", "arctic-embed-l-v2",
                                              "arctic-embed-2.0-l", "arctic-embed-v2-l"), 568_000_000, 24, 1024, 8192,
            "huggingface.co/Snowflake/snowflake-arctic-embed-l-v2.0 model card (568M, 303M non-embedding; 1,024 dims, "
            "MRL to 256; 8,192 tokens) and config.json (XLMRobertaModel, 24 layers, hidden 1,024, vocab 250,002)",
            mrl_dim=256),
    Encoder("snowflake-arctic-embed-l", ("snowflake-arctic-embed-l", "arctic-embed-l"), 335_000_000, 24, 1024, 512,
            "huggingface.co/Snowflake/snowflake-arctic-embed-l model card (335M, 1,024 dims) and config.json (BertModel, "
            "24 layers, hidden 1,024, 512 positions, vocab 30,522)"),
    Encoder("all-MiniLM-L6-v2", ("all-minilm-l6-v2", "minilm-l6", "all-minilm"), 22_700_000, 6, 384, 256,
            "huggingface.co/sentence-transformers/all-MiniLM-L6-v2 (22.7M, 6 layers, hidden 384, 256 tokens)"),
)) + CLASSIFIERS


# "short texts", 短文本, product titles, queries: a length the user did not give in tokens. Sized at 128 tokens each, the
# length sentence encoders are trained on (sentence-transformers/all-MiniLM-L6-v2 model card: "we limited the sequence
# length to 128 tokens"), never at the model's 512-token maximum (4× the work); the answer says it (reader note).
SHORT_TEXT_TOKENS = 128
# a title, a product or item name, a SKU line, a headline, a keyword list or a tweet: far shorter than a sentence
# encoder's training length (2 million product titles were sized at 128 tokens; real titles run 25–40).
# Sized at 32 tokens each, an assumption the answer says: Taobao caps a title at 30 Chinese characters (60 bytes) →
# 30 + [CLS] + [SEP] = 32 in a BERT tokenizer (ENCODER_TOKENS_PER_CJK_CHAR); Amazon's style guide caps one at 200
# characters, typically 10–20 English words ≈ 13–27 tokens at 1.33 a word (tools.dataset.TOKENS_PER_EN_WORD).
TITLE_TOKENS = 32
# An encoder's tokens for a text said in Chinese characters: BERT-style tokenizers (bge-*-zh, text2vec) split every CJK
# character into its own token (google-research/bert tokenization.py, _tokenize_chinese_chars: "add whitespace around
# any CJK character"), plus [CLS] and [SEP]; an LLM's BPE packs more (tools.cjk_tokens).
ENCODER_TOKENS_PER_CJK_CHAR = 1.0
ENCODER_SPECIAL_TOKENS = 2
ENCODER_CJK_SOURCE = "google-research/bert tokenization.py"  # the source the note cites for the figure


def cuts_cjk_per_character(enc: Encoder) -> bool:
    """Does the encoder's tokenizer make each Chinese character a token? BERT WordPiece does, in its Chinese (21,128)
    and English (30,522) vocabularies alike (tokenization.py's _tokenize_chinese_chars); XLM-R's SentencePiece (bge-m3),
    DeBERTa's and an LLM's BPE pack characters into longer pieces, so their figures differ."""
    return enc.vocab in (_BERT_ZH, _BERT_EN)


def encoder_tokens_from_cjk_chars(chars: float) -> int:
    """An encoder's tokens for one item of `chars` Chinese characters: 30 字 → 30 + 2 = 32."""
    return max(1, round(chars * ENCODER_TOKENS_PER_CJK_CHAR)) + ENCODER_SPECIAL_TOKENS
# A batch that recurs ("每天 1000 万条", "2 million titles every day"): each period's batch must be done before the next
# arrives, so the period is its deadline unless one is stated; priced per period and per month (730 h, tools.constants).
# An embedding model known only by its size ("a 7B embedding model", or a name outside ENCODERS): sized by the same
# method as an encoder of that size ("7B embedding model" was refused). The shape is
# tools.arch.derive_arch's for the size; the longest input assumed is a BERT encoder's 512 tokens below 1B, and
# 4,096 from 1B up, the length LLM-based embedders are run at (e5-mistral-7b-instruct's model card: max_length 4096;
# gte-Qwen2-7B-instruct likewise); both are said as assumptions in the answer.
GENERIC_MAX_TOKENS = ((1e9, 512), (float("inf"), 4096))
FP16_BYTES = 2


def generic_encoder(params_b: float, name: str | None = None) -> Encoder:
    """An encoder of `params_b` billion parameters with derive_arch's layers and width (the answer says it is
    assumed)."""
    from tools.arch import assumed_shape, derive_arch

    params = int(params_b * 1e9)
    arch = derive_arch(params)
    label, b = assumed_shape(arch)
    longest = next(n for limit, n in GENERIC_MAX_TOKENS if params < limit)
    return Encoder(name or f"{b:g}B", (), params, arch.layers, arch.hidden, longest, label)


# An embedding job whose document length is not stated: its documents are split into chunks before they are embedded
# (a retrieval pipeline embeds chunks, not whole documents), so the length assumed is the common default chunk, 1,024
# tokens — LlamaIndex's DEFAULT_CHUNK_SIZE = 1024 tokens (llama-index-core/llama_index/core/constants.py, the
# SentenceSplitter's default), the default chunk_size of Google's Vertex AI RAG Engine (1,024 tokens,
# cloud.google.com/vertex-ai/generative-ai/docs/rag-engine/fine-tune-rag-transformations), and about LangChain's
# TextSplitter default of 4,000 characters at ≈ 4 characters a token — capped at the model's maximum input (512 for a
# BERT-size encoder). Never the maximum of an 8,192-token model (bge-m3 documents priced at
# 8,192 tokens each, 8–16× the work); the answer says it and asks for the real length.
RAG_CHUNK_TOKENS = 1024
# An embedding endpoint whose requests are search queries ("500 queries a second", 每秒 500 个查询, QPS, lookups) with no
# length said: each request is a query, not a document chunk, so it is sized at 32 tokens — search queries are a few
# words to a sentence (BEIR, Thakur et al. 2021, arXiv:2104.08663 Table 1: MS MARCO queries average 5.96 words,
# Natural Questions 9.16), which a multilingual tokenizer cuts into ≈ 10–25 tokens, rounded up to a batching bucket.
# A retrieval service sized at RAG_CHUNK_TOKENS a query did 32× the work (500 QPS × 1,024 tokens on 20 GPUs where
# 500 × 32 × ≈ 0.73 GFLOP ≈ 12 TFLOP/s fits one small card). The reranker's query (tools.rerank) is the same query.
QUERY_TOKENS = 32

# Fine-tuning an encoder (a classifier head on DeBERTa, RoBERTa, BERT): every weight trained, as the Hugging Face
# text-classification example does. Its input is cut at the trainer's max_seq_length, 128 by default
# (transformers examples/pytorch/text-classification/run_glue.py, DataTrainingArguments.max_seq_length = 128), so an
# unstated length is that, said as assumed; a batch of 32 sequences (the run_glue README's commands) sizes activations.
TRAIN_SEQ_TOKENS = 128
TRAIN_BATCH = 32
# AdamW in mixed precision keeps 16 bytes per parameter: FP16 weights and gradients (2 + 2) and FP32 master weights,
# momentum and variance (4 + 4 + 4) (Rajbhandari et al. 2020, ZeRO, arXiv:1910.02054 §3.1: "16Ψ bytes").
TRAIN_BYTES_PER_PARAM = 16


def train_activation_bytes(enc: Encoder, tokens: int) -> float:
    """Activations one training step stores: s·b·h·(34 + 5·a·s/h) bytes per layer (Korthikanti et al. 2022,
    arXiv:2205.05198 §4.1, no recomputation), with a = h / 64 heads (BERT's 64-wide heads) and b = TRAIN_BATCH."""
    heads = max(1, enc.hidden // 64)
    per_layer = tokens * TRAIN_BATCH * enc.hidden * (34 + 5 * heads * tokens / enc.hidden)
    return enc.layers * per_layer


def holds(enc: Encoder, g: GPUSpec, train_tokens: int | None = None) -> bool:
    """One card holds a copy: FP16 weights and the CUDA context within vLLM's gpu_memory_utilization share of the
    card (tools.memory); a fine-tune (`train_tokens` per sequence) holds AdamW's 16 bytes per parameter and one
    step's activations instead. Every listed encoder (< 1B) fits any card; a 7B one does not fit an 8–12 GB card."""
    from tools.memory import CUDA_CONTEXT_BYTES, VLLM_GPU_MEMORY_UTILIZATION

    cap = g.usable_bytes
    need = train_bytes(enc, train_tokens) if train_tokens else FP16_BYTES * enc.params
    return cap is None or need + CUDA_CONTEXT_BYTES <= cap * VLLM_GPU_MEMORY_UTILIZATION


def train_bytes(enc: Encoder, tokens: int) -> float:
    """One card's memory for a full fine-tune: AdamW mixed precision's 16 bytes per parameter plus one step's
    activations at TRAIN_BATCH sequences of `tokens` (train_activation_bytes)."""
    return TRAIN_BYTES_PER_PARAM * enc.params + train_activation_bytes(enc, tokens)


def owned_train_fit(enc: Encoder, g: GPUSpec) -> tuple[float, float] | None:
    """An owned card that holds a full fine-tune at the default shape (TRAIN_BATCH × TRAIN_SEQ_TOKENS): the GB it
    needs (with the CUDA context) and the card's GB, so "do we need to rent?" is answered before any data size is
    known (a 3090 holds bert-base-chinese), in GiB (the "24 GB" a 3090 is sold as); None when
    it does not hold it."""
    from tools.memory import CUDA_CONTEXT_BYTES

    if g.usable_bytes is None or not holds(enc, g, TRAIN_SEQ_TOKENS):
        return None
    return (train_bytes(enc, TRAIN_SEQ_TOKENS) + CUDA_CONTEXT_BYTES) / 2**30, g.usable_bytes / 2**30  # GB as cards are sold


def _key(text: str) -> str:
    return re.sub(r"[\s_]+", "-", text.lower())


def encoder_weights_gb(enc: Encoder) -> float:
    """The encoder's 16-bit weights in GB (2 bytes a parameter): what a card beside an LLM must hold for it."""
    return enc.params * 2 / 1e9


# Every listed spelling as a whole-word pattern, the longest first (encoder_named): compiled once here, not looked up
# in re's cache per spelling and message (the reader asks on every message).
# Each with its spelling as written: the pattern is that spelling between two lookarounds, with no flag, so it finds
# nothing in a text that does not hold the spelling, and a substring test (far cheaper than a search) skips it.
_SPELLINGS: tuple[tuple[str, re.Pattern[str], Encoder], ...] = tuple(
    (a, re.compile(r"(?<![a-z0-9])" + re.escape(a) + r"(?![a-z0-9])"), e)
    for a, e in sorted(((a, e) for e in ENCODERS for a in e.aliases), key=lambda ae: -len(ae[0])))


_OTHER_SIZE = re.compile(r"-\d+(?:\.\d+)?b(?![a-z0-9])")


def encoder_named(text: str, llm_rows: Sequence[Mapping[str, Any]] = ()) -> Encoder | None:
    """The listed encoder a message names ("bge-large", "BGE large", "bge_m3"), the longest spelling first so
    "bge-large-zh" is not read as another row's prefix; None when it names none. `llm_rows`: the registry's rows
    (catalog.registry.rows(), passed by advisor.core.encoder_named), for an unlisted LLM-based embedder sized on its
    held base (tools.llm_embedder); none given, no embedder is read on a base."""
    job = job_text(text)
    if job != text:  # "sized for bge-m3": the job's own model first, the referenced one only when no other is named
        return _named_in(job, llm_rows) or _named_in(text, llm_rows)
    return _named_in(text, llm_rows)


def encoders_named(text: str) -> tuple[Encoder, ...]:
    """Every listed encoder a message names, in the order written ("ESM3 small vs ESM C 600M?": both, each with its own
    size, never one of them alone); a spelling inside a longer one already read ("bge-large" in "bge-large-zh") is not
    read again."""
    flat = _key(text)
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, Encoder]] = []
    for spelling, pattern, enc in _SPELLINGS:
        for m in pattern.finditer(flat) if spelling in flat else ():
            if _OTHER_SIZE.match(flat, m.end()) or any(a < m.end() and m.start() < b for a, b in taken):
                continue
            taken.append((m.start(), m.end()))
            found.append((m.start(), enc))
    out: list[Encoder] = []
    for _, enc in sorted(found, key=lambda se: se[0]):
        if enc not in out:
            out.append(enc)
    return tuple(out)


# ESM weights never released (evolutionaryscale/esm LICENSE.md: "API access to all models, including API-only models
# (ESM3 family, ESM C 6B)"): ESM3 medium and large, the ESM3 paper's 7 B and 98 B scales (Hayes et al. 2025, Science:
# "trained at three scales—1.4B, 7B, and 98B parameters"; esm3-medium / esm3-large on Forge), and ESM C 6B. Named, each
# is said not held (no weights to run on a rented card) and sized on the held row of its family, both sizes said.
API_ONLY: tuple[tuple[re.Pattern[str], str, float, str], ...] = (
    (re.compile(r"(?i)(?<![a-z0-9])esm[\s_-]?3[\s_-]?(?:medium|med|7b)(?![a-z0-9])"), "ESM3 medium", 7e9, "ESM3-open 1.4B"),
    (re.compile(r"(?i)(?<![a-z0-9])esm[\s_-]?3[\s_-]?(?:large|98b)(?![a-z0-9])"), "ESM3 large", 98e9, "ESM3-open 1.4B"),
    (re.compile(r"(?i)(?<![a-z0-9])esm[\s_-]?c[\s_-]?6b(?![a-z0-9])"), "ESM C 6B", 6e9, "ESM C 600M"),
)


def api_only_named(text: str) -> str | None:
    """The API-only ESM model a message names (API_ONLY: "ESM C 6B", "ESM3 medium"), as the table writes it; None."""
    return next((said for rx, said, _, _ in API_ONLY if rx.search(text or "")), None)


def _api_only(text: str) -> Encoder | None:
    """An API-only ESM model named (API_ONLY): the held row of its family, its source line saying the named one is not
    held, both sizes and the ratio of the work a token (ESM3 medium 7 B on ESM3-open 1.4B: 5× the work); None when
    none is named."""
    for rx, said, params, held_name in API_ONLY:
        held = next((e for e in ENCODERS if e.name == held_name), None) if rx.search(text or "") else None
        if held is not None:
            note = (f"{said} ({params / 1e9:g} B) has no open weights (API-only, evolutionaryscale/esm LICENSE.md): not "
                    f"held, so sized on {held.name} ({held.params / 1e9:g} B), the nearest held of its family — {said} "
                    f"itself is ≈ {params / held.params:.0f}× this work a token, through the API only; ")
            return replace(held, source=note + held.source)
    return None


def _named_in(text: str, llm_rows: Sequence[Mapping[str, Any]]) -> Encoder | None:
    """encoder_named's reading of one text, references and all."""
    flat = _key(text)
    fam = _family_nearest(text) or _api_only(text)  # "multilingual-e5-base": never the English e5-base-v2 its tail spells
    if fam is not None:
        return fam
    for spelling, pattern, enc in _SPELLINGS:
        m = pattern.search(flat) if spelling in flat else None
        if m is not None and not _OTHER_SIZE.match(flat, m.end()):  # "gte-qwen2" of "gte-qwen2-1.5b": another size
            return enc
    return _bare_bert(flat) or _on_base(text, llm_rows)


# A model named as what something else was built for, or as the one being replaced ("our vector DB was sized for
# bge-m3 (1024 dim)", "switching from bge-m3", "instead of bge-m3", 向量库是按 bge-m3 设计的, 原来用 bge-m3): a
# reference, never the job's model. e5-mistral-7b-instruct asked with "sized for bge-m3" beside it was answered as a
# bge-m3 job ($13 instead of ≈ $260, its 4,096-dim vectors sized at 1,024). The reference's name is blanked from the
# text the job's encoder is read in; a text that names no other encoder keeps it (encoder_named).
_REF_NAME = r"((?:[A-Za-z][\w.]*)(?:[-_/][\w.]+)+|bge|e5|gte|minilm|ada-?\d*)"
# what users type in Chinese for the same (按 bge-m3 设计, 原來用的是 bge-m3, 替换 bge-m3, 为 bge-m3 规划)
_REF_ZH = (r"按照?|依照|原来用的?是?|原來用的?是?|目前用的?是?|现在用的?是?|現在用的?是?|"
           r"之前用的?是?|替换掉?|替換掉?|取代|代替|换掉|換掉|(?:为|為)(?=\s*[A-Za-z][\w.\-]*\s*"
           r"(?:[（(][^)）]*[)）]\s*)?(?:设计|設計|规划|規劃|配置|准备|準備))")
REFERENCE = re.compile(
    r"(?i)(?:\b(?:sized|built|designed|provisioned|dimensioned|configured|planned|set\s+up|tuned|made|spec(?:c?ed)?)"
    r"\s+(?:for|around|on)|\binstead\s+of|\brather\s+than|\b(?:switch|switching|migrat\w*|mov(?:e|ing)|upgrad\w*)"
    r"\s+(?:away\s+)?from|\breplac(?:e|es|ing)|\b(?:currently|today|now)\s+(?:use|using|uses|on|runs?|running)|"
    + _REF_ZH + r")\s*(?:the\s+|our\s+|an?\s+|its\s+)?(?:old\s+|current\s+|existing\s+)?" + _REF_NAME)


def job_text(text: str) -> str:
    """The text with every model it names as a reference blanked (REFERENCE): what the job's model is read in."""
    return REFERENCE.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + " " * len(m.group(1)), text or "")


def referenced_encoder(text: str, llm_rows: Sequence[Mapping[str, Any]] = ()) -> Encoder | None:
    """The encoder a reference names ("sized for bge-m3") when the job names another one; None otherwise."""
    job = job_text(text)
    if job == text:
        return None
    named = _named_in(job, llm_rows)
    refs = (_named_in(m.group(1), llm_rows) for m in REFERENCE.finditer(text))
    ref = next((r for r in refs if r is not None), None)
    return ref if named is not None and ref is not None and ref.name != named.name else None


def _family_nearest(text: str) -> Encoder | None:
    """An unheld E5 / GTE encoder named with its size, sized on the held row of its shape (tools.encoder_family),
    the user's name kept and the assumption in its source line; None when none is named."""
    from dataclasses import replace

    from tools.encoder_family import nearest_held, source_note

    said = nearest_held(text)
    held = next((e for e in ENCODERS if said is not None and e.name == said[1]), None)
    if said is None or held is None:
        return None
    return replace(held, name=said[0], source=source_note(said[0], held.name, held.source), kind="embed")


def _on_base(text: str, rows: Sequence[Mapping[str, Any]]) -> Encoder | None:
    """An unlisted LLM-based embedder named by its task and its held base ("e5-mistral-7b-instruct"), sized on that
    base's shape (tools.llm_embedder); None when the text names none."""
    from tools.llm_embedder import base_embedder

    b = base_embedder(text, rows)
    if b is None:
        return None
    return Encoder(b.said, (), b.params, b.layers, b.hidden, b.max_tokens, b.source, vocab=b.vocab, base=b.base,
                   base_cited=b.cited)


# a task in Chinese (the language the classifier reads, or the reader's own variety): the Chinese BERT-base release
_CHINESE_TASK = re.compile(r"中文|汉语|漢語|粤语|粵語|广东话|廣東話|chinese|cantonese")


def _bare_bert(flat: str) -> Encoder | None:
    """"BERT" said with no size or release is BERT-base, the release people mean by the bare name (Devlin et al. 2019
    ship base and large; base is the default checkpoint in every fine-tuning tutorial): bert-base-chinese when the task
    is in Chinese ("微調 BERT 做中文情感分類"), else bert-base. Never inside another name
    (RoBERTa, ModernBERT, DistilBERT, SBERT carry a letter before "bert"; "bert-large" is matched above)."""
    if not re.search(r"(?<![a-z0-9])bert(?![a-z0-9])", flat):
        return None
    name = "bert-base-chinese" if _CHINESE_TASK.search(flat) else "bert-base"
    return next(e for e in ENCODERS if e.name == name)


def flops_per_token(enc: Encoder, tokens: int) -> float:
    """Forward FLOPs per input token (module docstring): 2·N + 4·L·d·s, bidirectional attention, N the non-embedding
    parameters (Encoder.matmul_params: the vocab × hidden token table is a lookup; Kaplan et al. 2020 §2.1). bge-m3:
    568M − 250,002 × 1,024 = 312M, so 2·N is 0.62 GFLOPs a token, not 1.14."""
    return 2 * enc.matmul_params + 4 * enc.layers * enc.hidden * tokens


# An encoder's inference efficiency follows its size (encoder_mfu): small matrices fill less of a card. The published
# anchor: michaelfeil/infinity docs/docs/benchmarking.md (infinity_emb 0.0.25, read 2026-12-07) — BAAI/bge-large-en-v1.5
# (335 M, 24 layers, hidden 1,024) on one NVIDIA L4, requests of 256 sentences / 115,000 tokens (449 a sentence):
# huggingface/TEI (candle, flashbert) 0.54 requests a second = 62,100 tokens/s. At 2 × 303.7 M + 4 × 24 × 1,024 × 449
# = 651.7 MFLOP a token that is 40.5 TFLOPS, 33.4 % of the L4's 121 dense FP16 TFLOPS (ENCODER_MEASURED_MFU). The same
# table's sentence-transformers (fp16, a plain PyTorch loop) ran 0.17 requests a second, ENCODER_PLAIN_SHARE of TEI's:
# the slow end, said with the answer. PREFILL_MFU (0.5, an LLM's prefill) is taken as reached at ENCODER_FULL_PARAMS
# (assumed: a 7 B model's matrices), log-linear between; below the measured size the measured share. The size is the
# parameters that multiply (Encoder.matmul_params: the token table is a lookup), the matrices that fill the card:
# bge-large's 303.7 M, so an XLM-R-large embedder (bge-m3: 312 M of its 568 M) sits beside it.
ENCODER_MEASURED_MFU = 0.334
ENCODER_MEASURED_PARAMS = 303.7e6
ENCODER_FULL_PARAMS = 7e9
ENCODER_PLAIN_SHARE = 0.17 / 0.54
ENCODER_MFU_SOURCE = ("michaelfeil/infinity docs/docs/benchmarking.md: bge-large-en-v1.5 on an L4, TEI 0.54 × 115,000 "
                      "tokens a second ≈ 33 % of its dense FP16 peak")


def encoder_mfu(params: float) -> float:
    """The share of a card's dense FP16 peak an encoder with `params` multiplying parameters reaches in a batch job:
    the measured 33.4 % up to bge-large's 303.7 M, PREFILL_MFU from 7 B, log-linear between. ESM C 600M (599.9 M):
    ln(599.9/303.7) ÷ ln(7,000/303.7) = 0.217 → 0.334 + 0.217 × (0.5 − 0.334) = 37.0 %; bge-m3 (312 M): 33.5 %;
    bge-small: 33.4 %; Qwen3-Embedding-8B: 50 %."""
    if params <= ENCODER_MEASURED_PARAMS:
        return ENCODER_MEASURED_MFU
    if params >= ENCODER_FULL_PARAMS:
        return PREFILL_MFU
    t = math.log(params / ENCODER_MEASURED_PARAMS) / math.log(ENCODER_FULL_PARAMS / ENCODER_MEASURED_PARAMS)
    return ENCODER_MEASURED_MFU + t * (PREFILL_MFU - ENCODER_MEASURED_MFU)


def tokens_per_s(enc: Encoder, gpu: GPUSpec, tokens: int, *, train: bool = False, gpus: int = 1) -> float | None:
    """Input tokens one GPU embeds per second at encoder_mfu of its dense FP16 peak; None without a TFLOPS figure.
    Training (`train`): forward + backward is 3 × the forward FLOPs (6·N per token: Kaplan et al. 2020 §2.1) at the
    fitted training utilisation of `gpus` data-parallel cards in one machine (tools.speed.training_utilisation)."""
    try:
        peak = peak_tflops(gpu, "fp16") * 1e12
    except SpeedUnknown:
        return None
    if not train:
        return peak * encoder_mfu(enc.matmul_params) / flops_per_token(enc, tokens)
    from tools.speed import training_utilisation

    return peak * training_utilisation(gpus, 1, gpu) / (3 * flops_per_token(enc, tokens))


@dataclass(frozen=True)
class EmbeddingRow:
    provider: str
    instance: str
    gpu: str
    gpus: int  # GPUs per machine
    machines: int
    price: float  # one machine's hourly price, display currency
    hours: float | None  # a job: wall hours (run + start-up); None for an endpoint
    cost: float  # a job: its cost; an endpoint: the hourly price of all its machines
    vendor: str = "NVIDIA"  # the card's maker: an AMD row runs ROCm (named in the headline on a near tie)
    # the row's region (catalog), named when a plan is priced outside the stated place (place_gap); keyword-only, so
    # the rows built on this one (tools.media.MediaRow, TrainRow) keep their own positional fields
    region: str = field(default="", kw_only=True)
    vcpus: int | None = field(default=None, kw_only=True)  # the machine's vCPUs where the catalog holds them
    as_of: str = field(default="", kw_only=True)  # the date the row's price was read (tools.price_age.stale_lead)
    # an endpoint: one request's forward pass (s) and the share of time its GPUs are busy at the stated peak
    # (tools.endpoint_latency: the machine's part of a stated latency target); None for a job
    service_s: float | None = field(default=None, kw_only=True)
    busy: float | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class EmbeddingPlan:
    encoder: Encoder
    tokens: int  # input tokens per item or request
    tokens_assumed: bool  # not stated: a RAG chunk (RAG_CHUNK_TOKENS) or the encoder's maximum input, the smaller
    items: int | None  # a job's item count
    deadline_hours: float | None
    requests_per_s: float | None  # an endpoint's load
    rows: list[EmbeddingRow]
    currency: str
    checks: tuple[Msg, ...] = ()  # the pick's card: its ROCm stack (AMD) or its CUDA/driver floor (Blackwell)
    period: str | None = None  # a recurring job: its items arrive every day / week / month
    budget: float | None = None  # a one-off job's stated total budget, in the display currency
    budget_said: str = ""  # that budget as stated (its own currency), when that is not the display currency
    epochs: float | None = None  # a fine-tune: its passes over the data (None: inference)
    train_tokens: float | None = None  # a fine-tune: the tokens it trains on, all epochs
    adapters: bool = False  # LoRA / QLoRA asked: sized as the full fine-tune (an upper bound), said so
    qlora: bool = False  # QLoRA asked: its 4-bit base is not modelled for encoders either, said so (never "LoRA")
    budget_per: str = "total"  # the stated budget's period (one job is held to its cost in that period: job_budget)
    filters: tuple[Msg, ...] = ()  # the stated region / provider / card / billing, ✅ or ❌ (tools.batch_filters)
    fastest: bool = False  # a job ranked by its finish time ("fastest" asked: rank_key)
    budget_other: Msg | None = None  # a budget job_budget does not hold (an endpoint's, one per hour): budget_msg
    month_hours: float = float(HOURS_PER_MONTH)  # an endpoint's billed month: 730 h, or the stated hours a day × 30.4
    owned: Msg | None = None  # a job on the user's own cards (owned_gpus): fits or not, and how long (owned_job)
    budget_whole: str = ""  # the stated budget as said (its own currency), when `budget` is only a share of it
    chunks: int = 1  # a job's passes per item: a document longer than a chunk is embedded chunk by chunk (passes_per_item)
    item_tokens: int = 0  # a job's tokens per item as stated (chunks × tokens, before rounding each chunk up)
    buy_said: bool = False  # a server to buy was asked of a one-off job (Workload.buy_server): rent_not_buy says the run
    wall_assumed: bool = False  # a one-off job with no deadline: its machines planned for tools.batch_wall's default
    # a fine-tune's tokens per sample when a sample holds several sequences of `tokens` (a contrastive example's query
    # and passages, tools.dataset.contrastive_example_tokens); 0: one sequence a sample
    sample_tokens: int = 0
    every: int | None = None  # a recurring job run every N periods ("every 2 weeks": Workload.batch_every)
    queries: bool = False  # an endpoint's unstated length sized as a search query (QUERY_TOKENS: Workload.embed_queries)
    # "fastest" job under a budget: the sooner plan past it, or that no plan fits (job_budget_order)
    past_budget: Msg | None = None
    latency: Msg | None = None  # an endpoint's stated latency target: network + compute, ✅ / ❌ (tools.endpoint_latency)

    @property
    def month(self) -> float | None:
        """An endpoint's month (month_hours: 730 h, or the stated hours a day × 30.4 days) at the pick's price."""
        return self.rows[0].cost * self.month_hours if self.rows and self.requests_per_s else None


def _usable(row: InstanceRow, gpus: dict[str, GPUSpec], filt: RowFilter, billing: str = "on_demand") -> GPUSpec | None:
    """The row's card when the row is priced on-demand and passes the stated filters (tools.batch_filters: provider,
    region, card, host RAM) and the recommender's vCPU rule; else None."""
    g = gpus.get(row.gpu) if row.gpu else None
    if (g is None or not row.gpu_count or row.gpu_count < 1 or row.price_scope != "instance" or row.quarantined
            or row.same_as or price_of(row, billing) is None):
        return None
    if not filt.admits(row, g):
        return None
    if row.vcpu is not None and row.vcpu < VCPU_PER_GPU * row.gpu_count:  # the recommender's rule (tools.offers)
        return None
    return g


def _job(rate: float, n: int, total: float, deadline: float | None, fastest: bool = False) -> tuple[int, float] | None:
    """Machines and wall hours for `total` tokens on machines of `n` GPUs at `rate` tokens/s a GPU. The machines are
    tools.offers.batch_machines' for an LLM batch (6.9 of 7.0 days and 4.9 of 4.9 days on speeds
    scaled from another card): with a deadline, enough to meet it with SPEED_MODEL_ERROR (27 %) to spare — the work
    is parallel, so each added machine costs only its start-up — else the fewest that meet it; under "fastest",
    more while the job's cost stays inside the price tie (TIE, 5 %). Unlike an LLM batch, no cap on machines here: an
    encoder or media job is data parallel on independent machines, and the answer states the count."""
    run = total / (rate * n * 3600)
    if deadline is not None and deadline <= JOB_SETUP_HOURS:
        return None
    k = 1
    if deadline is not None:
        k = max(1, math.ceil(run / (deadline - JOB_SETUP_HOURS)))
        roomy = deadline / (1 + SPEED_MODEL_ERROR) - JOB_SETUP_HOURS
        if roomy > 0:
            k = max(k, math.ceil(run / roomy))
    if fastest:
        limit = (run + k * JOB_SETUP_HOURS) * (1 + TIE)
        k = max(k, min(MAX_SERVING_INSTANCES, int((limit - run) / JOB_SETUP_HOURS)))
    return k, run / k + JOB_SETUP_HOURS


def _training_load(w: Workload, tokens: int) -> tuple[int | None, float, float] | None:
    """A fine-tune's samples, epochs and total tokens: the stated training tokens, or the data set's examples × epochs
    × `tokens` each × the sequences each example holds (a contrastive example's query and passages,
    tools.dataset.contrastive_example_tokens; a data set said in tokens is those tokens × epochs); None without
    either."""
    d = w.dataset
    epochs = (d.epochs if d is not None else None) or 1.0
    if w.train_tokens:
        return None, epochs, float(w.train_tokens)
    if d is None or d.unit not in ("examples", "tokens"):
        return None
    if d.unit == "tokens":
        return None, epochs, d.amount * epochs
    return int(d.amount), epochs, d.amount * epochs * tokens * (d.sequences_per_unit or 1)


JUDGED_HERE = ("budget", "budget_per_hour", "deadline_hours")  # said by the plan's own budget and deadline lines


def corpus_as_batch(w: Workload, train: bool) -> Workload:
    """A corpus counted in items ("2,000 万篇文章", "5 million descriptions") with no batch and no request rate read:
    the items are the embedding batch (an index is built once over them); the workload as it was otherwise."""
    d = w.dataset
    if train or w.batch_requests or w.target_requests_per_s or d is None or d.unit != "examples" or not d.amount:
        return w
    return w.model_copy(update={"batch_requests": int(d.amount)})


def queries_sized(enc: Encoder, w: Workload, train: bool) -> bool:
    """An embedding endpoint whose requests the user called search queries (Workload.embed_queries: "500 queries a
    second", 每秒 500 个查询, QPS, lookups): each unstated request is sized at QUERY_TOKENS, never a document chunk.
    A job (batch_requests: documents to index), a fine-tune, a reranker or a classifier keeps its own default."""
    return bool(w.embed_queries) and enc.kind == "embed" and not train and not w.batch_requests \
        and bool(w.target_requests_per_s)


def plan(enc: Encoder, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *, currency: str = "USD",
         usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None,
         billing: str = "on_demand") -> EmbeddingPlan | None:
    """The cheapest machines for the embedding job (`batch_requests` items), endpoint (`target_requests_per_s`) or
    fine-tune (a training task: the data set's tokens × epochs), on-demand, one row per GPU type, TOP_ROWS of them;
    None when no load is stated."""
    from tools.schema import TRAINING_TASKS

    train = w.task in TRAINING_TASKS
    w = corpus_as_batch(w, train)  # "index 5 M descriptions with e5-base": the corpus is the batch, never "what QPS?"
    read = w.seq_len - (w.output_tokens or 0) if w.seq_len is not None and not train else 0  # as stated
    per_sample = (w.dataset.tokens_per_unit if w.dataset is not None and w.dataset.unit == "examples" else None)
    stated = (int(per_sample) if per_sample else None) or w.prompt_tokens or (w.seq_len if train else read) or None
    # unstated: a search query (QUERY_TOKENS) at an endpoint of queries, else one chunk as a RAG pipeline cuts it
    # (RAG_CHUNK_TOKENS) or the encoder's maximum input, the smaller
    query = stated is None and queries_sized(enc, w, train)
    whole = stated or (TRAIN_SEQ_TOKENS if train else min(QUERY_TOKENS if query else RAG_CHUNK_TOKENS, enc.max_tokens)
                       if enc.kind == "embed" else enc.max_tokens)
    chunks, tokens = passes_per_item(enc, whole, job=bool(w.batch_requests) and not train)
    load = _training_load(w, tokens) if train else None
    if (train and load is None) or (not train and not w.batch_requests and not w.target_requests_per_s):
        return None
    items, epochs, total = load if load is not None else (w.batch_requests, None,
                                                          (w.batch_requests or 0) * chunks * tokens)
    filt = row_filter(w, gpus, FP16_BYTES * enc.params, places)
    filt = filt if train or items else for_serving(filt, w)  # an endpoint: no resold row (tools.seller_sla)
    fastest = by_time(w) and bool(items or train)
    deadline = w.deadline_hours or (run_window_hours(w.batch_period, w.batch_every) if w.batch_period and not train
                                    else None)
    wall = batch_wall(deadline, None, bool(items) and not train)  # no deadline: the assumed wall (tools.batch_wall)
    best: dict[tuple[str, bool], EmbeddingRow] = {}
    for row in rows:
        g = _usable(row, gpus, filt, billing)
        g = g if g is not None and holds(enc, g, tokens if train else None) else None
        n = int(row.gpu_count or 1)
        rate = tokens_per_s(enc, g, tokens, train=train, gpus=n) if g is not None else None
        price = convert_amount(price_of(row, billing), row.currency, currency, usd_cny, fx)
        if g is None or rate is None or not price:
            continue
        if items or train:
            got = _job(rate, n, total, wall.hours, fastest)
            if got is None:
                continue
            k, hours = soft_fleet(*got, MAX_NODES) if wall.assumed else got
            cand = EmbeddingRow(row.provider, row.instance_type, g.name, n, k, price, hours, price * k * hours, g.vendor,
                                region=row.region or "", as_of=row.as_of or "")
        else:
            cand = _endpoint_row(row, g, n, price, rate, tokens, w.target_requests_per_s or 0)
        key = (g.name, far_row(cand, w, places) if not (items or train) else False)  # a far and a near row each
        seen = best.get(key)
        if seen is None or rank_key(cand, fastest) < rank_key(seen, fastest):
            best[key] = cand
    ranked = near_users_first(cuda_on_tie(fastest_on_tie(sorted(best.values(), key=lambda x: rank_key(x, True)))) if fastest
                              else cuda_on_tie(sooner_on_tie(roomier_on_tie(
        cuda_on_tie(sorted(best.values(), key=lambda x: rank_key(x, False)), deadline=deadline), deadline)),
        deadline=deadline), w, places, bool(items or train))
    b, ranked, past = job_budget_order(ranked, w, (deadline, bool(items or train), train), fastest, currency, usd_cny, fx)
    other = None if b is not None else budget_msg(w, ranked, Load(
        "items" if items or train else "requests_per_s", None, None if items or train else w.target_requests_per_s,
        deadline), currency, usd_cny, fx)
    return EmbeddingPlan(enc, tokens, stated is None, items, deadline, None if train else w.target_requests_per_s,
                         ranked, currency, card_checks(gpus[ranked[0].gpu], stack_of(enc, train)) if ranked else (),
                         w.batch_period if w.batch_requests and not train else None,
                         convert_amount(b.amount, b.currency, currency, usd_cny, fx) if b is not None else None,
                         budget_text(b.amount, b.currency) if b is not None and b.currency != currency else "",
                         epochs=epochs, train_tokens=total if train else None,
                         adapters=train and w.task in ("lora", "qlora"), qlora=train and w.task == "qlora",
                         budget_per=w.budget.per if b is not None and w.budget is not None else "total",
                         filters=tuple(constraint_msgs(w, bool(ranked), live=not (items or train),
                                                     judged=JUDGED_HERE, places=places, rows=rows)), fastest=fastest,
                         budget_other=other, month_hours=serving_month_hours(w.usage_hours_per_day, w.usage_days_per_week),
                         owned=None if train else owned_job(enc, w, gpus, tokens, items, deadline, chunks),
                         budget_whole=budget_text(w.budget.amount, w.budget.currency, 0)
                         if b is not None and w.budget is not None and b.amount != w.budget.amount else "",
                         chunks=chunks, item_tokens=whole if chunks > 1 else tokens,
                         every=w.batch_every if w.batch_requests and w.batch_period and not train else None,
                         sample_tokens=_sample_tokens(w, tokens) if train else 0,
                         buy_said=bool(w.buy_server) and bool(items) and not train, wall_assumed=wall.assumed,
                         queries=query, past_budget=past,
                         latency=endpoint_latency_line(ranked, w, places, bool(items or train)))


def job_budget_order(rows: list[EmbeddingRow], w: Workload, job: tuple[float | None, bool, bool], fastest: bool,
                     cur: str, usd_cny: float, fx: dict[str, float]) -> tuple[Budget | None, list[EmbeddingRow], Msg | None]:
    """The budget one job is held to (job_budget; `job`: the deadline, whether it is a job, a fine-tune) and the
    TOP_ROWS rows; a job ranked by finish time ("fastest") under it leads with the soonest plan within it, the
    soonest plan past it a lever (tools.fastest_budget), or, when no plan fits, the headline's note that none does."""
    deadline, is_job, train = job
    period = w.batch_period if w.batch_requests and not train else None
    b = job_budget(w, deadline, is_job, period)
    limit = convert_amount(b.amount, b.currency, cur, usd_cny, fx) if b is not None and fastest else None
    within = fastest_within_budget(rows, limit, lambda r: r.cost, lambda r: r.hours or 0.0, TIE)
    if not within.over or limit is None:
        return b, within.rows[:TOP_ROWS], None if within.fits else Msg(code="batch.fastest_none_in_budget")
    top, per = within.over[0], w.budget.per if w.budget is not None else "total"
    return b, within.rows[:TOP_ROWS], past_budget_msg(
        _row(top, cur, period, w.batch_every), top.cost, limit, hourly=False, per=per,
        scale=in_budget_period(per, period, w.batch_every), cur=cur)


def _endpoint_row(row: InstanceRow, g: GPUSpec, n: int, price: float, rate: float, tokens: int,
                  rps: float) -> EmbeddingRow:
    """An endpoint's machines of one row: as many as keep each GPU at most ENDPOINT_UTILISATION busy at the peak, with
    one request's forward pass (tokens ÷ the GPU's rate) and the busy share those machines run at."""
    k = max(1, math.ceil(rps * tokens / (rate * n * ENDPOINT_UTILISATION)))
    return EmbeddingRow(row.provider, row.instance_type, g.name, n, k, price, None, price * k, g.vendor,
                        region=row.region or "", as_of=row.as_of or "", service_s=tokens / rate,
                        busy=rps * tokens / (rate * n * k))


def far_row(row: EmbeddingRow, w: Workload, places: Gazetteer | None) -> bool:
    """Does the users' round trip to this endpoint row alone take most of the stated latency target
    (tools.round_trip.LatencyBudget.network_most)? False with no target, no users' place or no place read."""
    from tools.endpoint_latency import row_budget

    if not w.target_ttft_ms or not w.users_region or places is None:
        return False
    return row_budget(row, w.users_region, w.target_ttft_ms, w.ttft_percentile or 50, places).network_most


def near_users_first(rows: list[EmbeddingRow], w: Workload, places: Gazetteer | None, job: bool) -> list[EmbeddingRow]:
    """An endpoint with a latency target and its users' place: the rows whose round trip leaves room for the machine
    first (tools.endpoint_latency.near_first); a job's rows as ranked (nobody waits on a round trip)."""
    from tools.endpoint_latency import near_first

    return rows if job else near_first(rows, w.users_region or [], w.target_ttft_ms, w.ttft_percentile, places)


def endpoint_latency_line(rows: list[EmbeddingRow], w: Workload, places: Gazetteer | None, job: bool) -> Msg | None:
    """The first endpoint plan's latency budget against the stated target (tools.endpoint_latency.latency_line):
    network from the users' place (where said) + the machine's time; None for a job or with no target."""
    from tools.endpoint_latency import latency_line

    if job or not rows or not w.target_ttft_ms or places is None:
        return None
    return latency_line(rows[0], w.users_region or [], w.target_ttft_ms, w.ttft_percentile, places)


def _sample_tokens(w: Workload, tokens: int) -> int:
    """The tokens one training sample holds when it is several sequences of `tokens` (Dataset.sequences_per_unit:
    "(query, positive, 3 hard negatives)" with 300-token passages → 1,232); 0 for one sequence a sample."""
    seqs = w.dataset.sequences_per_unit if w.dataset is not None and w.dataset.unit == "examples" else None
    return round(tokens * seqs) if seqs and seqs != 1 else 0


def passes_per_item(enc: Encoder, tokens: int, *, job: bool) -> tuple[int, int]:
    """(passes, tokens a pass) for an item of `tokens`. A sentence embedder's job cuts a longer document into equal
    chunks of at most RAG_CHUNK_TOKENS (or the model's maximum input, the smaller) and embeds each one, one vector a
    chunk, as a retrieval pipeline does (LlamaIndex's SentenceSplitter): 6,000 tokens (10 pages) → 6 chunks of 1,000;
    the work is every token, never the first chunk's alone (a 10-page PDF was sized as one 1,024-token
    chunk). An endpoint's request, a classifier's input or a training sequence is cut at the model's maximum input."""
    if not job or enc.kind != "embed":
        return 1, min(tokens, enc.max_tokens)
    cap = min(RAG_CHUNK_TOKENS, enc.max_tokens)
    n = max(1, math.ceil(tokens / cap))
    return n, math.ceil(tokens / n)


def owned_job(enc: Encoder, w: Workload, gpus: dict[str, GPUSpec], tokens: int, items: int | None,
              deadline: float | None, chunks: int = 1) -> Msg | None:
    """An embedding job on the cards the user owns ("we have 4 RTX 4090s, can we just use those?"): each card runs
    its own copy (data parallel, module docstring), so the job takes items × tokens / (tokens_per_s × cards) with no
    rental and no start-up of rented machines; None when the cards are not owned, not listed or no item count."""
    g = gpus.get(w.gpu_preference or "") if w.owned_gpus else None
    if g is None or not items:
        return None
    n = w.num_gpus or 1
    rate = tokens_per_s(enc, g, tokens)
    fits = holds(enc, g)
    if rate is None or (not fits and g.memory_gb is None):
        return None
    if not fits:
        return Msg(code="embedding.owned_no_fit", args={"n": n, "gpu": g.name, "name": enc.name,
                                                        "gb": encoder_weights_gb(enc), "mem": g.memory_gb})
    hours = items * chunks * tokens / (rate * n * 3600)
    return Msg(code="embedding.owned_job", args={
        "n": n, "gpu": g.name, "name": enc.name, "items": items, "tokens": chunks * tokens, "took": duration(hours),
        "deadline": duration(deadline) if deadline else None, "meets": deadline is None or hours <= deadline})


def by_time(w: Workload) -> bool:
    """Is a job ranked by when it finishes? Under "fastest", as LLM batch jobs are (tools.ranking's objective:
    sooner first; "最快" was read, then a 3.4 h plan led a 55-minute one)."""
    return w.priority == "fastest"


def rank_key(r: EmbeddingRow, fastest: bool) -> tuple[float, float, int]:
    """The order of rows: the job's cost, then fewer GPUs; under "fastest" its wall hours first, then the cost."""
    if fastest and r.hours is not None:
        return (r.hours, r.cost, r.machines * r.gpus)
    return (r.cost, 0.0, r.machines * r.gpus)


def fastest_on_tie(rows: list[EmbeddingRow], tie: float = TIE) -> list[EmbeddingRow]:
    """Under "fastest", rows finishing within the tie (TIE, 5 %) of the soonest are the same speed to a buyer: the
    cheapest of them first (16 min on 8 × B200 for ¥75 against 16 min on 8 × MI300X for ¥38 — mostly start-up)."""
    first = rows[0] if rows else None
    if first is None or first.hours is None:
        return rows
    band = [r for r in rows if r.hours is not None and r.hours <= first.hours * (1 + tie)]
    pick = min(band, key=lambda r: r.cost)
    return to_front(rows, pick)


def fastest_note(rows: list[EmbeddingRow], cheapest: EmbeddingRow | None, cur: str) -> Msg:
    """The headline's note under "fastest": the order is by finish time, and the cheapest plan shown with its time
    and cost when it is not the first (so the price of speed is seen)."""
    other = cheapest if cheapest is not None and rows and cheapest is not rows[0] else None
    said = Msg(code="embedding.fastest_cheapest", args={"row": _row(other, cur)}) if other else None
    return Msg(code="embedding.fastest_first", args={"cheapest": said})


def job_budget(w: Workload, deadline: float | None, job: bool, period: str | None) -> Budget | None:
    """The stated budget as what one job may cost (`EmbeddingRow.cost` is one job's or one batch's cost): a total as
    it is; a budget per day / week / month is judged by what the job costs inside the period it runs, not spread over
    every hour — a one-off job that ends inside one period may spend the whole period's budget, a
    recurring batch (`period`) its share of it at the batch's current cadence (tools.cost.runs_in_budget_period: a
    daily batch on a monthly budget ÷ 30.4; every 2 weeks ÷ 2.17, not the weekly ÷ 4.35). None for an endpoint or a
    budget per hour."""
    b = w.budget
    if b is None or not job or b.per == "hour":
        return None
    if b.per == "total":
        return b
    per_h = PERIOD_HOURS[b.per]
    if period:
        share = 1.0 / runs_in_budget_period(b.per, period, every=w.batch_every)
    else:
        share = max(1.0, (deadline or 0.0) / per_h)  # a job over several periods may spend each period's budget
    return Budget(amount=b.amount * share, currency=b.currency, per="total")


def budget_line(p: EmbeddingPlan) -> Msg | None:
    """A one-off job's stated budget held against the cheapest row ("预算 500 块以内" was never
    used). Over it, the tokens per item the budget pays for: the cost is GPU-hours × price and the FLOPs per token
    (2·N + 4·L·d·s) shrink with a shorter input, so scaling the assumed length by budget / cost is a safe lower
    bound on the length it allows; when the length was assumed, the one question is the real average length."""
    if p.budget is None or not p.rows:
        return None
    cheapest = min(p.rows, key=lambda r: r.cost)
    shown = money_text(p.budget, p.currency)
    args: dict[str, MsgArg] = {
        "budget": f"{p.budget_said} (≈ {shown})" if p.budget_said else shown,
        "cost": money_text(cheapest.cost, p.currency), "gpu": cheapest.gpu, "tokens": p.tokens,
        "assumed": p.tokens_assumed,
        "per": Msg(code="period.suffix", args={"per": p.budget_per}) if p.budget_per != "total" else None}
    if p.budget_whole:  # a period's budget held as its share (HK$8,000 a month → ≈ HK$263 for a daily batch), said so
        args["budget"] = Msg(code="embedding.budget_share", args={
            "whole": p.budget_whole, "per": args["per"], "share": args["budget"], "period": p.period, "every": p.every})
        args["per"] = None
    if cheapest.cost <= p.budget:
        return Msg(code="embedding.budget_ok", args=args)
    return Msg(code="embedding.budget_over", args={**args, "fits": int(p.tokens * p.budget / cheapest.cost)})


def stack_of(enc: Encoder, train: bool) -> str:
    """The software a job on this encoder runs: "vllm" for a text embedder served or batched for inference (vLLM's
    pooling runner serves BERT / XLM-R / Qwen embedders), "pytorch" for a fine-tune or a protein encoder (ESM-2 / ESM C
    run in their own PyTorch packages, which no serving image holds)."""
    return "vllm" if enc.kind == "embed" and not train else "pytorch"


def card_checks(g: GPUSpec, stack: str = "vllm") -> tuple[Msg, ...]:
    """What the pick's card needs to run the encoder at all, as every other answer says it: an AMD card runs ROCm
    (`stack` "vllm": vLLM's ROCm image, its pooling runner; "pytorch": PyTorch's ROCm wheels / the rocm/pytorch image),
    a Blackwell card a CUDA ≥ 12.8 build (tools.compat, where each floor is sourced)."""
    from tools.compat import driver_check, rocm_checks

    checks = rocm_checks(g, stack, "bf16")[:1] or [c for c in (driver_check(g),) if c and c.level == "warning"]
    return tuple(c.message for c in checks)


def answer(p: EmbeddingPlan, today: _dt.date) -> list[Msg]:
    """The answer's lines: the headline (the first row), the other rows, and the assumptions (the encoder's size and
    source, tokens per item, the MFU, no KV cache, data parallel, on-demand). `today`: the day the answer is given
    (the caller's clock: a lead price over a year old on that day is said, tools.price_age.stale_lead)."""
    e, cur = p.encoder, p.currency
    head: Msg
    unpriced = next((m.args["gpu"] for f in p.filters if isinstance(m := f.args.get("message"), Msg)
                     and m.code == "batch.card_unpriced"), None)
    if not p.rows and unpriced:  # the stated card has no price held: the price is missing, never "nothing qualifies"
        head = Msg(code="embedding.no_row_unpriced", args={"name": e.name, "gpu": unpriced})
    elif not p.rows:
        head = Msg(code="embedding.no_row", args={"name": e.name})
    elif p.items or p.train_tokens:
        implied = p.period is not None and p.deadline_hours == run_window_hours(p.period, p.every)  # said on its line
        within = (assumed_wall_msg(p.rows[0].hours) if p.wall_assumed else
                  within_deadline(p.deadline_hours, p.rows[0].hours) if p.deadline_hours and not implied else None)
        code = "embedding.train_job" if p.train_tokens else "embedding.classify_job" if e.kind == "classify" \
            else "embedding.job"
        head = Msg(code=code, args={"name": e.name, "items": p.items, "tokens": p.sample_tokens or p.item_tokens or p.tokens,
                                    "chunks": p.chunks, "chunk": p.tokens, "epochs": p.epochs,
                                    "adapters": p.adapters, "qlora": p.qlora,
                                    "total": p.train_tokens, "row": _row(p.rows[0], cur, p.period, p.every),
                                    "within": within})
    else:
        code = {"classify": "embedding.classify_endpoint", "rerank": "embedding.rerank_endpoint"}.get(
            e.kind, "embedding.endpoint")  # a reranker's requests are (query, passage) pairs
        head = Msg(code=code, args={"name": e.name, "rps": p.requests_per_s, "tokens": p.tokens,
                                                    "row": _row(p.rows[0], cur),
                                                    "month": money_text(p.month or 0.0, cur, 0),
                                                    "hours": round(p.month_hours)})
    head = with_notes(head, head_notes(p))
    if p.owned is not None and p.rows:  # the user's own cards first; a rental only as the other option
        head = Msg(code="embedding.owned_first", args={"owned": p.owned, "rent": head})
    cut = chunked_line(p)
    stale = stale_lead(p.rows[0].as_of, p.rows[0].provider, today) if p.rows else None  # a lead price over a year old
    out = [head, *([stale] if stale else []), *([cut] if cut else []), *p.filters] + [
        Msg(code="embedding.also", args={"row": _row(r, cur, p.period, p.every)}) for r in p.rows[1:]]
    if p.period and p.rows:  # a recurring batch: what it costs each run and each month, not once
        per, month = recurring_costs(p.rows[0].cost, p.period, every=p.every)
        out.insert(1, Msg(code="embedding.recurring", args={"period": p.period, "items": p.items, "every": p.every,
                                                             "per": money_text(per, cur), "month": money_text(month, cur),
                                                             "times": periods_a_month(p.period, every=p.every)}))
    said = budget_line(p) or p.budget_other
    if said is not None:
        out[1:1] = [said, *(m for m in (p.past_budget,) if m is not None and m.code == "batch.fastest_past_budget")]
    if p.latency is not None and p.rows:  # a stated latency target: network + compute beside the pick
        out.insert(1, p.latency)
    if not e.aliases:  # sized by its size alone, or on its base's shape: said before the figures that rest on it
        out.append(Msg(code="embedding.on_base", args={"name": e.name, "base": e.base, "dim": e.hidden,
                                                        "max": e.max_tokens, "cited": e.base_cited}) if e.base else
                   Msg(code="embedding.generic", args={"name": e.name, "shape": e.source, "max": e.max_tokens}))
    if p.train_tokens:
        out.append(train_assumptions(p))
        return out + list(p.checks)
    index = index_line(p) or residue_line(p)
    from tools.esm_licence import protein_licence_line

    out += [x for x in (protein_licence_line(e.name), rent_not_buy(p), index) if x is not None]
    out.append(Msg(code="embedding.assumptions", args={
        "name": e.name, "params_m": e.params / 1e6, "layers": e.layers, "hidden": e.hidden, "source": e.source,
        "matmul_m": e.matmul_params / 1e6, "embed_m": (e.params - e.matmul_params) / 1e6,
        "tokens": p.tokens, "assumed": assumed_as(p), "max": e.max_tokens, "mfu": encoder_mfu(e.matmul_params),
        "mfu_source": ENCODER_MFU_SOURCE, "plain": ENCODER_PLAIN_SHARE,
        "util": ENDPOINT_UTILISATION, "setup_min": JOB_SETUP_HOURS * 60, "chunked": p.chunks > 1,
        # the kind of work picks the plan's words: an endpoint is load-tested and replicated, a job timed and spread
        "serving": not (p.items or p.train_tokens)}))
    return out + list(p.checks)


# the listed embedders trained on Chinese as well as English (their model cards: bge-m3 "100+ languages",
# Qwen3-Embedding "over 100 languages", multilingual-e5 "94 languages"); the Chinese BERTs read Chinese only
MULTILINGUAL_EMBEDDERS = frozenset({"multilingual-e5-small", "bge-m3", "Qwen3-Embedding-8B", "Qwen3-Embedding-4B",
                                    "multilingual-e5-large",
                                    "snowflake-arctic-embed-l-v2.0"})  # Arctic Embed 2.0: "multilingual" (its card)


def reads_chinese(enc: Encoder) -> bool:
    """A Chinese BERT vocabulary (21,128) or a multilingual embedder."""
    return enc.vocab == _BERT_ZH or enc.name in MULTILINGUAL_EMBEDDERS


def longer_encoders(tokens: int, chinese: bool = False) -> list[Encoder]:
    """The listed sentence embedders that read `tokens` in one input (config max_position_embeddings as held in
    ENCODERS: bge-m3 8,192, nomic-embed-text-v1.5 8,192, Qwen3-Embedding-8B 32,768), smallest first, only those that
    read Chinese for a Chinese text (nomic-embed-text is English): the ones that can give one vector for a whole
    document the chosen encoder has to cut."""
    return sorted((e for e in ENCODERS if e.kind == "embed" and e.max_tokens >= tokens
                   and (reads_chinese(e) or not chinese)), key=lambda e: e.params)


def chunked_line(p: EmbeddingPlan) -> Msg | None:
    """An embedding job whose items are longer than the encoder reads: the cut said before anything rests on it — one
    vector per item would keep only its first max_tokens, so it is sized as chunks (one vector each), with the
    encoders that read the item whole; None when nothing is cut."""
    item = p.item_tokens or p.tokens
    if p.encoder.kind != "embed" or p.chunks <= 1 or p.train_tokens or item <= p.encoder.max_tokens:
        return None  # chunks of an item the encoder could read whole are a retrieval choice, not a cut
    whole = [e.name for e in longer_encoders(item, p.encoder.vocab == _BERT_ZH)[:2]]
    return Msg(code="embedding.chunked", args={"name": p.encoder.name, "max": p.encoder.max_tokens, "item": item,
                                               "chunks": p.chunks, "chunk": p.tokens, "whole": whole})


@dataclass(frozen=True)
class ResidueStore:
    """What a protein encoder's output takes on disk in FP16: every residue's vector, or one mean-pooled vector a
    sequence (bytes)."""
    residues: float
    per_residue_bytes: float
    per_sequence_bytes: float


def residue_store(sequences: float, mean_residues: int, hidden: int) -> ResidueStore:
    """sequences × mean residues × hidden × 2 bytes (FP16), and sequences × hidden × 2 mean-pooled. By hand: 50 M × 400
    × 1,280 × 2 = 51.2 TB per residue; 50 M × 1,280 × 2 = 128 GB pooled."""
    residues = sequences * mean_residues
    return ResidueStore(residues, residues * hidden * 2, sequences * hidden * 2)


def residue_line(p: EmbeddingPlan) -> Msg | None:
    """A protein encoder's job (ESM-2): the per-residue store beside the mean-pooled one, and the 1,024-residue cap;
    None for other encoders or with no count of sequences."""
    if p.encoder.kind != "protein" or not p.items or p.train_tokens:
        return None
    store = residue_store(p.items * p.chunks, p.tokens, p.encoder.hidden)
    return Msg(code="embedding.residues", args={
        "name": p.encoder.name, "sequences": p.items, "residues": p.tokens, "assumed": p.tokens_assumed,
        "dim": p.encoder.hidden, "per_residue_tb": store.per_residue_bytes / 1e12,
        "pooled_gb": store.per_sequence_bytes / 1e9, "max": p.encoder.max_tokens})


def rent_not_buy(p: EmbeddingPlan) -> Msg | None:
    """A server to buy asked of a one-off embedding job: the job's GPU-hours and its rented cost on the pick, so a
    few-hour run is never answered with an 8-GPU purchase (a 50 M-sequence ESM-2 650M job: ≈ 2 h on 8 × H100 ≈ 15
    GPU-hours, a few hundred yuan). None without the ask, for a recurring job, or with no row."""
    top = p.rows[0] if p.rows else None
    if not p.buy_said or p.period or top is None or top.hours is None:
        return None
    gpu_h = max(0.0, top.hours - JOB_SETUP_HOURS) * top.gpus * top.machines
    return Msg(code="embedding.rent_not_buy", args={"gpu_h": gpu_h, "gpu": top.gpu, "hours": top.hours,
                                                   "cost": money_text(top.cost, p.currency)})


# The Matryoshka cut the index line offers: a card's width at or above this (snowflake-arctic-embed-l-v2.0's card: 256
# dims, "small" recall loss). A lower floor (Qwen3-Embedding's card: any width from 32) is a range, not a width to
# recommend, so the line leaves it unsaid; a store sized for a stated width is cut to that width (db_sized_for).
MRL_SHOWN_FLOOR = next(e.mrl_dim for e in ENCODERS if e.name == "snowflake-arctic-embed-l-v2.0")


def shown_mrl(enc: Encoder) -> int | None:
    """The Matryoshka width the index line offers (MRL_SHOWN_FLOOR), else None."""
    return enc.mrl_dim if enc.mrl_dim >= MRL_SHOWN_FLOOR else None


def index_line(p: EmbeddingPlan) -> Msg | None:
    """A sentence embedder's job: the vector index it fills (tools.vector_index), one vector a chunk, dim its config
    hidden size, with the host RAM it needs and the FP16 / int8 / PQ levers; None for a classifier, a reranker, an
    endpoint without a count of items, or a fine-tune."""
    from tools.vector_index import PQ_BYTES, index_size

    if p.encoder.kind != "embed" or not p.items or p.train_tokens:
        return None
    size = index_size(p.items * p.chunks, p.encoder.hidden)
    return Msg(code="embedding.index", args={
        "vectors": size.vectors, "dim": size.dim, "chunks": p.chunks, "f32": size.float32_gb, "f16": size.fp16_gb,
        "i8": size.int8_gb, "pq": size.pq_gb, "pq_bytes": PQ_BYTES, "mrl": shown_mrl(p.encoder),
        "mrl_gb": index_size(size.vectors, p.encoder.mrl_dim).float32_gb if shown_mrl(p.encoder) else None})


def db_sized_for(p: EmbeddingPlan, ref_dim: int, ref: Encoder | None = None) -> Msg | None:
    """A vector store sized for narrower vectors than the job's model makes ("sized for bge-m3 (1024 dim)" beside
    e5-mistral-7b-instruct): the index at the model's own width against the width it was sized for, and what fits it.
    By hand (30 M vectors): 4,096 dims × 4 B = 491.5 GB float32 against 1,024 × 4 B = 122.9 GB, 4.0× the store; FP16
    245.8 GB, int8 122.9 GB (the sized store, some recall lost); a Matryoshka-trained model (Encoder.mrl_dim at or
    below the sized width) is cut to that width, any other is reduced by PCA fitted on a sample (Jégou et al. 2011 PQ
    paper's preprocessing; recall checked on real queries), or the model the store was sized for is run instead, its
    GPU work per token flops_per_token's ratio (e5-mistral against bge-m3 at 600 tokens: 14.3 vs 0.68 GFLOP ≈ 21×).
    None when the job's vectors are no wider than the store's, for a non-embedding job or one without an item count."""
    from tools.vector_index import index_size

    dim = p.encoder.hidden
    if p.encoder.kind != "embed" or not p.items or p.train_tokens or ref_dim <= 0 or dim <= ref_dim:
        return None
    have, sized = index_size(p.items * p.chunks, dim), index_size(p.items * p.chunks, ref_dim)
    other = ref if ref is not None and ref.name != p.encoder.name and ref.hidden == ref_dim else None
    return Msg(code="embedding.db_sized_for", args={
        "name": p.encoder.name, "dim": dim, "ref_dim": ref_dim, "ref": other.name if other else None,
        "vectors": have.vectors, "f32": have.float32_gb, "sized": sized.float32_gb, "times": dim / ref_dim,
        "f16": have.fp16_gb, "i8": have.int8_gb, "f16_fits": have.fp16_gb <= sized.float32_gb,
        "i8_fits": have.int8_gb <= sized.float32_gb,
        "mrl": bool(p.encoder.mrl_dim and p.encoder.mrl_dim <= ref_dim),
        "work": (flops_per_token(p.encoder, p.tokens) / flops_per_token(other, p.tokens)) if other else None})


def assumed_as(p: EmbeddingPlan) -> str:
    """How the tokens per item were chosen: "no" (stated), "query" (an endpoint of search queries: QUERY_TOKENS),
    "chunk" (an embedding job's default chunk, below the model's maximum: RAG_CHUNK_TOKENS) or "yes" (the model's
    maximum input)."""
    if not p.tokens_assumed:
        return "no"
    if p.queries:
        return "query"
    return "chunk" if p.encoder.kind == "embed" and p.tokens < p.encoder.max_tokens else "yes"


def head_notes(p: EmbeddingPlan) -> list[Msg]:
    """What the headline adds after the pick: the "fastest" order, else why a dearer row leads (a tie) and, for an
    AMD pick, that it runs ROCm (said even when the tie rule put it first), and why a CUDA row leads a cheaper AMD one."""
    if p.fastest and p.rows:
        none = [m for m in (p.past_budget,) if m is not None and m.code == "batch.fastest_none_in_budget"]
        return [fastest_note(p.rows, min(p.rows, key=lambda r: r.cost), p.currency), *none]
    tie = sooner_first(p)
    rocm = rocm_near_tie(p)
    if tie is not None and rocm is None and p.rows[0].vendor == "AMD":  # a tie put ROCm first: still said
        rocm = Msg(code="embedding.rocm_stack", args={"gpu": p.rows[0].gpu})
    # a CUDA row the ROCm band put ahead of a cheaper AMD row says so beside any other tie note (the
    # RTX 6000 Ada first "for 10 % more than the A4000" left the cheaper MI300X's place unexplained)
    return [n for n in (tie, rocm, cuda_first(p)) if n is not None]


def with_notes(head: Msg, notes: list[Msg]) -> Msg:
    """The headline with its notes after a dash, joined by semicolons; the headline alone without any."""
    return Msg(code="embedding.head_rocm", args={"head": head, "rocm": notes}) if notes else head


def train_assumptions(p: EmbeddingPlan) -> Msg:
    """A fine-tune's basis: the encoder's size and source, 6·N per token, the utilisation, memory (AdamW's 16 bytes
    per parameter + one step's activations), the sequence length (stated, or run_glue's 128) and the total tokens."""
    from tools.speed import BASE_UTILISATION

    e = p.encoder
    gb = (TRAIN_BYTES_PER_PARAM * e.params + train_activation_bytes(e, p.tokens)) / 1e9
    return Msg(code="embedding.train_assumptions", args={
        "name": e.name, "params_m": e.params_millions, "layers": e.layers, "hidden": e.hidden, "source": e.source,
        "matmul_m": e.matmul_params / 1e6, "embed_m": (e.params - e.matmul_params) / 1e6,
        "tokens": p.tokens, "sample": p.sample_tokens or None, "assumed": p.tokens_assumed, "total": p.train_tokens or 0.0,
        "mfu": BASE_UTILISATION,
        "max": e.max_tokens,
        "gb": gb, "batch": TRAIN_BATCH, "setup_min": JOB_SETUP_HOURS * 60})


ROCM_NEAR_TIE = ROCM_LEAD_MARGIN  # as tools.recommend.ROCM_NEAR_TIE: a CUDA row this close makes the software stack decide
CUDA_NAMED_BAND = 0.20  # an AMD first row names a CUDA row up to this much dearer in its headline (rocm_near_tie)


def cuda_on_tie(rows: list[EmbeddingRow], tie: float = ROCM_NEAR_TIE,
                deadline: float | None = None) -> list[EmbeddingRow]:
    """An AMD first row that saves no more than ROCM_NEAR_TIE (the stack preference, 15 %:
    tools.ranking.STACK_PREFERENCE) over a CUDA row: the CUDA row first. The usual embedding servers (Hugging Face
    TEI, most sentence-transformers images, FlashAttention kernels) are CUDA builds, so inside that band the stack
    that runs without caveats decides (MI300X $30.79 vs H100 $31.39, 2 %; MI300X $6.64 led an RTX 6000 Ada at $7.18,
    8 %, with a 5 % band). The CUDA row must still finish by the deadline with the model-error margin (`spare_ok`) and
    not be a multi-day run beside a short one (over LONG_JOB_HOURS and MUCH_SOONER times the AMD row's time), and be
    on no more machines (the tie rules' one-machine preference stands: 5 × A4000 never displaces one MI300X they put
    first): those stay behind. Inside the price tie itself (`stack_decides`: TIE, 5 %) a multi-day CUDA row still
    leads: the costs are the same to a buyer, so the stack the tooling runs natively decides, and the headline names
    the ROCm row beside it with its time (cuda_first). The AMD row stays listed, second."""
    if not rows or rows[0].vendor != "AMD":
        return rows
    amd = rows[0]

    def near(r: EmbeddingRow) -> bool:
        slow = multi_day_beside(r, amd) and not stack_decides(r, amd)
        return (r.vendor == "NVIDIA" and not rocm_saves_clearly(amd.cost, r.cost, tie) and spare_ok(r, deadline)
                and not slow
                and r.machines <= amd.machines)

    cuda = next((r for r in rows if near(r)), None)
    return rows if cuda is None else to_front(rows, cuda)


def spare_ok(row: EmbeddingRow, deadline: float | None) -> bool:
    """Does a job row finish by the deadline even if it runs SPEED_MODEL_ERROR (27 %) longer than estimated? The
    throughput rests on an assumed 50 % of peak that small encoders often miss (the answer says so), as the LLM
    ranking's deadline margin (tools.recommend.meets_with_headroom)."""
    return deadline is None or row.hours is None or row.hours * (1 + SPEED_MODEL_ERROR) <= deadline


def roomier_on_tie(rows: list[EmbeddingRow], deadline: float | None, tie: float = TIE) -> list[EmbeddingRow]:
    """Inside the price tie (tools.ranking.TIE, 5 % of the cheapest job), the row with deadline headroom, then fewer
    machines, then CUDA, then the sooner finish comes first (5 brokered one-card A4000 machines
    finishing at 6.6 h of an 8 h deadline led one H100 finishing in 2.7 h for $0.08 more; 3 × A4000 at 17.1 h led
    one H100 at 4.2 h for ¥0.20 more). A price gap smaller than list prices move by buys nothing; fewer machines are
    fewer things to start and fail, and the spare hours absorb an encoder running below the assumed efficiency."""
    if len(rows) < 2 or rows[0].hours is None:
        return rows
    first = rows[0]
    band = [r for r in rows if r.hours is not None and r.cost <= first.cost * (1 + tie)]
    pick = min(band, key=lambda r: (not spare_ok(r, deadline), r.machines, r.vendor == "AMD", r.hours or 0.0, r.cost))
    return rows if pick is first else to_front(rows, pick)


def stack_decides(cuda: EmbeddingRow, amd: EmbeddingRow, tie: float = TIE) -> bool:
    """Is a CUDA row inside the price tie (TIE, 5 %) of a cheaper or equal AMD (ROCm) row, so that the software stack
    decides between them? The usual embedding, diffusion and ASR servers (Hugging Face TEI, sentence-transformers and
    diffusers images, faster-whisper's CTranslate2) ship CUDA builds; a ROCm card needs a ROCm build of PyTorch and
    an image made for it (tools.compat.rocm_checks), a port the CUDA card does not. A price gap smaller than list
    prices move by buys no port: the CUDA row leads and the ROCm row is named beside it. By hand: RTX A4000 $13.49
    for the job vs MI300X $13.18 → 13.49 / 13.18 = 1.024, 2.4 % ≤ 5 % → the stack decides (the A4000 leads)."""
    return (cuda.vendor == "NVIDIA" and amd.vendor == "AMD" and amd.cost > 0
            and amd.cost * (1 - 1e-9) <= cuda.cost <= amd.cost * (1 + tie))


def sooner_on_tie(rows: list[EmbeddingRow], band: float = FEWER_FASTER_BAND) -> list[EmbeddingRow]:
    """A first row running longer than LONG_JOB_HOURS gives way to a row on no more machines that finishes at least
    MUCH_SOONER times sooner for at most `band` more, CUDA first, then the soonest (as tools.ranking.prefer_much_sooner:
    a 2.4-day A4000 once came first over a 4.7 h H100 at +0.7 % for a weekly job). CUDA is preferred only inside
    the price tie: a row that another candidate beats on time for more than TIE less is never picked (a 17.9 h RTX 6000
    Ada at ¥99.05 led a 5.2 h MI300X at ¥88.76, 11.6 % dearer and slower). Nor does a ROCm row take the lead from a
    CUDA first row inside the price tie (`stack_decides`): there the tooling's native stack decides, as in
    cuda_on_tie (a 5.5 h MI300X at $13.18 took the lead from a $13.49 A4000 on a TEI job, 2.4 % apart)."""
    first = rows[0] if rows else None
    if first is None or first.hours is None or first.hours <= LONG_JOB_HOURS:
        return rows
    took = first.hours
    near = [r for r in rows[1:] if r.hours is not None and r.hours * MUCH_SOONER <= took
            and r.machines <= first.machines and r.cost <= first.cost * (1 + band)]
    near = [r for r in near if not any(o.cost * (1 + TIE) < r.cost and (o.hours or 0.0) <= (r.hours or 0.0)
                                       for o in near)]
    if not near:
        return rows
    pick = min(near, key=lambda r: (r.vendor == "AMD", r.hours))
    return rows if stack_decides(first, pick) else to_front(rows, pick)


def sooner_first(p: EmbeddingPlan) -> Msg | None:
    """The first row that `sooner_on_tie` put ahead of a cheaper, much slower row says so, with both times; one that
    `roomier_on_tie` put ahead of a cheaper row inside the tie says the rule (fewer machines, time to spare)."""
    top = p.rows[0] if p.rows else None
    if top is None or top.hours is None:
        return None
    took = top.hours
    cheaper = [r for r in p.rows[1:] if r.cost < top.cost and r.hours is not None]
    tied = min(cheaper, key=lambda r: r.cost) if cheaper else None
    if tied is not None and tied.cost and tied.hours is not None and top.cost <= tied.cost * (1 + TIE) \
            and tied.hours < took * MUCH_SOONER and tied.vendor != "AMD":
        return Msg(code="embedding.roomier_on_tie", args={
            "took": duration(took), "slow": duration(tied.hours), "machines": tied.machines, "gpu": tied.gpu,
            "more": top.cost / tied.cost - 1, "tie": TIE, "deadline": duration(p.deadline_hours) if p.deadline_hours
            else None})
    # the cheapest of the much slower, cheaper rows: the row a reader checks the claim against
    # ("not 7.9 days on the RTX A4000" while the cheapest row shown was the MI300X at 11.4 h)
    slow = min((r for r in p.rows[1:] if r.cost < top.cost and r.hours and r.hours >= took * MUCH_SOONER),
               key=lambda r: r.cost, default=None)
    if slow is None or not slow.cost or slow.hours is None:
        return None
    return Msg(code="embedding.sooner_on_tie", args={"took": duration(took), "slow": duration(slow.hours),
                                                      "gpu": slow.gpu, "more": top.cost / slow.cost - 1})


def multi_day_beside(r: EmbeddingRow, short: EmbeddingRow) -> bool:
    """Is `r` a multi-day run beside a short one (over LONG_JOB_HOURS and MUCH_SOONER times `short`'s time)?"""
    return (r.hours is not None and short.hours is not None and r.hours > LONG_JOB_HOURS
            and r.hours > short.hours * MUCH_SOONER)


def rocm_near_tie(p: EmbeddingPlan) -> Msg | None:
    """An AMD first row with a CUDA row within ROCM_NEAR_TIE says in the headline that it runs ROCm (TEI and most
    sentence-transformers images are CUDA builds) and names the nearest sensible CUDA row with how much more it costs:
    the cheapest one on no more machines that is not a multi-day run beside the AMD row's hours (an RTX A4000 "done in
    2.5 days for 0 % more" beside a 3.8 h MI300X was named while an RTX 6000 Ada finished in 12.9 h for 10 % more),
    up to CUDA_NAMED_BAND dearer (20 %: a judgment, past it the CUDA row is no near alternative)."""
    if not p.rows or p.rows[0].vendor != "AMD":
        return None
    top = p.rows[0]
    cuda = next((r for r in p.rows[1:] if r.vendor != "AMD" and r.cost >= top.cost and r.machines <= top.machines
                 and not multi_day_beside(r, top) and r.cost <= top.cost * (1 + CUDA_NAMED_BAND)), None)
    if cuda is None or not top.cost:
        return None
    return Msg(code="embedding.rocm_near_tie", args={"gpu": top.gpu, "row": _row(cuda, p.currency),
                                                     "more": cuda.cost / top.cost - 1})


def cuda_first(p: EmbeddingPlan) -> Msg | None:
    """A CUDA first row that `cuda_on_tie` put ahead of a cheaper AMD row says so, with the AMD row's saving; one
    that finishes later than the AMD row names that row beside it with its time and cost (the trade is seen: an RTX
    A4000 in 3.7 days for $13.49 ahead of an MI300X in 5.5 h for $13.18)."""
    if not p.rows or p.rows[0].vendor == "AMD":
        return None
    top = p.rows[0]
    amd = next((r for r in p.rows[1:] if r.vendor == "AMD" and r.cost < top.cost), None)
    if amd is None or not top.cost:
        return None
    sooner = amd.hours is not None and top.hours is not None and amd.hours < top.hours
    return Msg(code="embedding.cuda_on_tie", args={"gpu": amd.gpu, "less": 1 - amd.cost / top.cost,
                                                    "tie": TIE if stack_decides(top, amd) else ROCM_NEAR_TIE,
                                                    "row": _row(amd, p.currency) if sooner else None})


def within_deadline(deadline_hours: float, hours: float | None) -> Msg:
    """The stated deadline beside the pick, and when the pick meets it, that it is met with the time to spare and its
    share of the window — a deadline said in a follow-up that the plan already meets ("what if we need it within 3
    days?" of a plan done in 11 h) is answered "met, 2.5 days (85 %) to spare" with the plan kept, as the LLM answer's
    ✅ line says it (tools.constraints.deadline_margin). By hand: 72 h − 11 h = 61 h = 2.5 days, 61 ÷ 72 = 85 %."""
    met = hours is not None and hours <= deadline_hours
    spare = deadline_hours - (hours or 0.0)
    return Msg(code="embedding.within", args={
        "deadline": duration(deadline_hours), "spare": duration(spare) if met else None,
        "share": round(100 * spare / deadline_hours) if met else None})


def cheaper_line(p: EmbeddingPlan, spot: EmbeddingPlan | None) -> Msg | None:
    """"Cheaper?" asked of an embedding plan: the same load re-planned on spot / preemptible prices (`spot`: plan() with
    billing "spot") when its pick costs less than the on-demand pick beyond the price tie (TIE, 5 %), said with its
    trade-off (an endpoint may be reclaimed: keep one on-demand replica; a job resumes from its last finished shard);
    else that the pick is already the cheapest plan meeting the load under the stated filters, and why: the stated
    provider or region, the fewest machines the load needs (one machine cannot shrink; more run at most
    ENDPOINT_UTILISATION busy), no cheaper spot row; with the item length assumed, that a shorter real length cuts the
    cost in proportion. By hand: an L4 at 22.54 an hour on demand and 9.02 on spot → 9.02 (40 %) leads."""
    if not p.rows:
        return None
    top = p.rows[0]
    low = spot.rows[0] if spot is not None and spot.rows else None
    if low is not None and low.cost < top.cost * (1 - TIE):
        return Msg(code="embedding.cheaper_spot", args={
            "row": _row(low, p.currency), "was": money_text(top.cost, p.currency), "share": low.cost / top.cost,
            "endpoint": low.hours is None})
    return Msg(code="embedding.cheaper_none", args={
        "row": _row(top, p.currency), "filters": bool(p.filters), "machines": top.machines,
        "endpoint": top.hours is None, "util": ENDPOINT_UTILISATION, "spot_priced": low is not None,
        "assumed": assumed_as(p) != "no", "tokens": p.tokens})


def _row(r: EmbeddingRow, cur: str, period: str | None = None, every: int | None = None) -> Msg:
    """A row in words; a recurring batch's (`period`: "day", …) cost is labelled as each period's, never as a total
    (a daily ¥597 was read as the whole cost beside a ¥10k monthly budget); one run every `every` periods as a run's."""
    what = fleet(f"{r.provider} {r.instance}", r.machines, r.gpus, r.gpu)  # "2 × p inst (1 × L4 each)", never "(2 × L4)"
    if r.hours is None:
        return Msg(code="embedding.row_endpoint", args={"what": what, "cost": money_text(r.cost, cur)})
    return Msg(code="embedding.row_job", args={"what": what, "price": money_text(r.price * r.machines, cur),
                                               "took": duration(r.hours), "cost": money_text(r.cost, cur),
                                               "period": period, "every": every})


# A card named for an embedding job or endpoint ("my CTO says we need an H100") is "far above need" when its dense FP16
# peak is at least this many times the card the unrestricted plan picks and that plan meets the job (a deadline it
# keeps, or the endpoint's rate): the small card leads and the named one is said beside it, never endorsed as needed.
# A judgment threshold (ASSUMED, not measured): an H100 SXM (989 TFLOPS dense FP16, tools.speed) is ≈ 13× an RTX A4000
# and ≈ 8× an L4, so any small card qualifies; an L40S for an L4 (362 / 121 ≈ 3×) does too.
FAR_ABOVE_NEED = 2.0


def far_above_need(named: GPUSpec | None, picked: GPUSpec | None) -> bool:
    """Is the named card's dense FP16 peak ≥ FAR_ABOVE_NEED × the picked card's (H100 SXM 989 vs RTX A4000 ≈ 76.7:
    12.9× → True; an L4 named and a T4 picked: 121 / 65 = 1.9× → False)?"""
    if named is None or picked is None or named.name == picked.name:
        return False
    try:
        return peak_tflops(named, "fp16") >= FAR_ABOVE_NEED * peak_tflops(picked, "fp16")
    except SpeedUnknown:
        return False


def card_not_needed(card: str, job: tuple[EmbeddingPlan, EmbeddingPlan] | None,
                    queries: tuple[EmbeddingPlan, EmbeddingPlan] | None, month_hours: float, asked: bool = True) -> Msg:
    """"Is the named card needed? No" (`asked`: the user questioned it), or, for a card merely named, that it is far
    above need: for each part (the backfill, the query endpoint) given as (the unrestricted plan, the plan on the named
    card), the small card's figures and the named card's beside them."""
    args: dict[str, MsgArg] = {"card": card, "asked": asked}
    for key, pair, scale in (("job", job, 1.0), ("queries", queries, month_hours)):
        if pair is None or not pair[0].rows or not pair[1].rows:
            continue
        free, pinned = pair[0].rows[0], pair[1].rows[0]
        args |= {f"{key}_gpu": free.gpu, f"{key}_cost": money_text(free.cost * scale, pair[0].currency),
                 f"{key}_took": duration(free.hours) if free.hours else "",
                 f"{key}_named_cost": money_text(pinned.cost * scale, pair[1].currency),
                 f"{key}_named_took": duration(pinned.hours) if pinned.hours else ""}
    return Msg(code="embedding.card_not_needed", args=args)


def place_gap(w: Workload, lead: EmbeddingPlan | None, free: EmbeddingPlan | None, provider_elsewhere: EmbeddingPlan |
              None, others_here: EmbeddingPlan | None) -> list[Msg]:
    """A stated provider and place with no priced row that runs the work ("阿里雲香港" only: the catalog holds Alibaba's
    prices for cn-shanghai alone) is a gap in the price data, not a verdict on the job ("❌ 香港 無法滿足" and no
    GPU-hours): the lines said above the plan sized without the place (`free`: its card class and GPU-hours carry over
    to the provider's machines there, its price a reference from elsewhere), the provider's nearest priced region
    (`provider_elsewhere`: regions.csv `near`, else any it has) and another provider priced in the place
    (`others_here`). Nothing when the stated plan has rows, no provider or place was stated, or nothing is priced
    anywhere."""
    if lead is None or lead.rows or free is None or not free.rows or not (w.providers or w.regions):
        return []
    from tools.constraints import place_words

    top = free.rows[0]
    gpu_hours = top.hours * top.machines * top.gpus if top.hours is not None else None
    providers, regions = list(w.providers or []), place_words(list(w.regions or []))
    code = ("embedding.gap_where.both" if providers and regions else "embedding.gap_where.provider" if providers
            else "embedding.gap_where.place")
    where = Msg(code=code, args={"providers": providers, "regions": regions})
    size = Msg(code="embedding.gap_size.hours", args={"gpu_hours": gpu_hours, "gpu": top.gpu}) if gpu_hours \
        else Msg(code="embedding.gap_size.cards", args={"cards": top.machines * top.gpus, "gpu": top.gpu})
    out = [Msg(code="embedding.place_gap", args={"where": where, "size": size})]
    if provider_elsewhere is not None and provider_elsewhere.rows and w.providers:
        r = provider_elsewhere.rows[0]
        out.append(Msg(code="embedding.provider_elsewhere", args={
            "provider": r.provider, "region": r.region, "row": _row(r, provider_elsewhere.currency)}))
    if others_here is not None and others_here.rows and w.regions:
        r = others_here.rows[0]
        out.append(Msg(code="embedding.other_provider_here", args={
            "regions": place_words(list(w.regions)), "region": r.region, "row": _row(r, others_here.currency)}))
    return out
