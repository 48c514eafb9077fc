"""The one-off index of a document set searched beside a chat service ("a local chat assistant + search over our manuals
(maybe 5k pdf pages)"): the tokens the documents hold, the chunks an embedding model turns them into, how long one card
takes to embed them all, and the vectors' size in RAM. Pure: the encoder (tools.embedding) and the card
(tools.schema.GPUSpec) come in as arguments.

By hand, 5,000 pages on one RTX A6000 with bge-m3: 5,000 × 600 tokens (tools.dataset.TOKENS_PER_PAGE) = 3.0 M tokens;
chunked at 1,024 (tools.embedding.RAG_CHUNK_TOKENS) → 2,930 chunks, one 1,024-dim vector each; bge-m3 forward ≈ 2 ×
312 M + 4 × 24 × 1,024 × 1,024 ≈ 0.73 GFLOP a token (tools.embedding.flops_per_token), so the card's FP16 peak at
tools.embedding.encoder_mfu (≈ 34 %) embeds ≈ 10⁵ tokens a second: well under a minute of GPU time; the index is
2,930 × 1,024 × 4 B ≈ 12 MB float32 plus its HNSW links (tools.vector_index.format_gb): megabytes beside the model,
never a machine of its own."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.dataset import TOKENS_PER_PAGE
from tools.embedding import RAG_CHUNK_TOKENS, Encoder, encoder_weights_gb, passes_per_item, tokens_per_s
from tools.pdf_text import OCR_PAGES_PER_S_H100, TEXT_LAYER_PAGES_PER_S, pdf_text
from tools.schema import GPUSpec, Msg
from tools.vector_index import format_gb, index_size
from tools.wording import duration

# the embedder a document search is sized on when none is named: bge-m3 (BAAI, MIT licence, huggingface.co/BAAI/bge-m3),
# multilingual (tools.embedding.MULTILINGUAL_EMBEDDERS: English and Chinese manuals alike) and 568 M parameters, ≈ 1.1 GB
# in FP16: it sits on the chat model's card beside the LLM. Said as an assumption in the answer.
DEFAULT_EMBEDDER = "bge-m3"
DEFAULT_EMBEDDER_LICENCE = "MIT"  # huggingface.co/BAAI/bge-m3 model card, license: mit


@dataclass(frozen=True)
class DocIndex:
    encoder: str
    items: int  # pages or documents, as said
    pages: bool  # the count was of pages (else of documents, each one chunk unless its length is said)
    tokens: int  # every token the documents hold
    chunks: int  # one vector each
    dim: int
    gpu: str | None
    cards: int
    seconds: float | None  # the card(s)' embedding time, GPU compute only (no PDF parsing); None with no card figure
    ram_gb: float  # the vectors in float32 plus their HNSW links
    doc_said: bool = False  # each document's length was said (else one chunk a document, assumed)
    text_layer_hours: float | None = None  # pages only: marker's text-layer extraction on the CPU (tools.pdf_text)
    ocr_h100_hours: float | None = None  # pages only: marker's OCR were every page a scan, on one H100 (tools.pdf_text)
    weights_gb: float = 0.0  # the embedder's weights at FP16 (tools.embedding.encoder_weights_gb)
    free_gb: float | None = None  # the card's usable memory less the chat model's need a card; None when not known


def doc_index(enc: Encoder, items: int, pages: bool, gpu: GPUSpec | None, cards: int = 1,
              tokens_per_doc: int | None = None, llm_bytes_per_gpu: int = 0) -> DocIndex:
    """The index of `items` pages (TOKENS_PER_PAGE each, chunked as one running text: pages are cut at chunk size, not
    at page breaks) or documents (`tokens_per_doc` each when said, else one RAG_CHUNK_TOKENS chunk), embedded once by
    `enc` on `cards` × `gpu` (each card its own copy, tools.embedding.owned_job). 5,000 pages → 3.0 M tokens, 2,930
    chunks (module docstring); 2,000 documents of 3,000 tokens → 3 chunks of 1,000 each, 6,000 chunks.
    `llm_bytes_per_gpu`: the chat model's need a card (tools.schema.Candidate.per_gpu_bytes), so `free_gb` says whether
    the embedder (encoder_weights_gb) fits beside it."""
    cap = min(RAG_CHUNK_TOKENS, enc.max_tokens)
    if pages:
        tokens = items * TOKENS_PER_PAGE
        chunks, chunk_tokens = max(1, math.ceil(tokens / cap)), min(cap, tokens)
    else:
        n, each = passes_per_item(enc, tokens_per_doc or cap, job=True)
        chunks, chunk_tokens, tokens = items * n, each, items * n * each
    rate = tokens_per_s(enc, gpu, chunk_tokens) if gpu is not None else None
    seconds = tokens / (rate * max(1, cards)) if rate else None
    ram = format_gb(index_size(chunks, enc.hidden), "float32")
    text = pdf_text(items) if pages else None  # the PDF pages' text step before the embedding (tools.pdf_text)
    return DocIndex(enc.name, items, pages, tokens, chunks, enc.hidden, gpu.name if gpu is not None else None,
                    max(1, cards), seconds, ram, bool(tokens_per_doc) and not pages,
                    text.text_layer_hours if text else None, text.ocr_h100_hours if text else None,
                    encoder_weights_gb(enc),
                    (gpu.usable_bytes - llm_bytes_per_gpu) / 1e9 if gpu is not None and gpu.usable_bytes
                    and llm_bytes_per_gpu else None)


def index_line(ix: DocIndex, owned: bool) -> Msg:
    """The index said under the answer (advisor/core/messages/doc_index.py): its tokens, chunks, embedding time on the
    pick's card (tools.wording.duration; "time it on a pilot" where the card has no FP16 figure) and RAM; `owned`: a box
    to buy, where the models' files and licences go on it before it leaves the network."""
    return Msg(code="doc_index.index", args={
        "name": ix.encoder, "items": ix.items, "pages": ix.pages, "per_page": TOKENS_PER_PAGE, "tokens": ix.tokens,
        "chunks": ix.chunks, "chunk": RAG_CHUNK_TOKENS, "dim": ix.dim, "gpu": ix.gpu, "cards": ix.cards,
        "took": duration(ix.seconds / 3600) if ix.seconds is not None else None,
        "ram_gb": ix.ram_gb, "ram_mb": ix.ram_gb * 1000, "owned": owned, "doc_said": ix.doc_said,
        "text_took": duration(ix.text_layer_hours) if ix.text_layer_hours is not None else None,
        "ocr_took": duration(ix.ocr_h100_hours) if ix.ocr_h100_hours is not None else None,
        "text_rate": TEXT_LAYER_PAGES_PER_S, "ocr_rate": OCR_PAGES_PER_S_H100, "weights_gb": ix.weights_gb,
        "licence": DEFAULT_EMBEDDER_LICENCE if ix.encoder == DEFAULT_EMBEDDER else None, "free_gb": ix.free_gb,
        "beside": ix.free_gb is None or ix.free_gb >= ix.weights_gb})
