"""Chunked extraction (GraphRAG-style entity / relation extraction: documents cut into chunks, each chunk read with a
long extraction prompt, then "gleaning" passes that ask for what was missed) sized per chunk and pass, never per
document.

Why: "5M documents (2,000 tokens each), GraphRAG extraction with Qwen3-32B, default 1,200-token chunks" was sized as
5 M requests of 2,000 tokens in and 500 out: the chunk size said was not read, nor the extraction prompt every chunk
carries, nor the gleaning pass.

- Chunks = documents × average tokens ÷ chunk size, rounded up (5 M × 2,000 ÷ 1,200 = 8.33 M). Microsoft GraphRAG's
  defaults (graphrag/config/defaults.py): chunks of 1,200 tokens with 100 overlapping, extract_graph.max_gleanings 1
  (one gleaning pass after the first extraction: GRAPHRAG_CHUNK_SIZE, GRAPHRAG_GLEANINGS).
- Each pass is one request: the extraction prompt (its instructions and few-shot examples, EXTRACTION_PROMPT_TOKENS,
  assumed, the same for every chunk so the prefix cache prefills it once per replica) + the chunk, and the entities
  and relations written (OUTPUT_PER_PASS, assumed). A gleaning pass continues the same conversation (its earlier
  turns prefix-cached) and is sized like the extraction before it.
- Requests = chunks × (1 + gleanings); output tokens = requests × OUTPUT_PER_PASS; uncached prefill = requests × chunk.

EXTRACTION_PROMPT_TOKENS and OUTPUT_PER_PASS are assumptions ("assumed, measure on a pilot"), said in every answer.

Not counted: what GraphRAG writes after the extraction — a summary of each entity's and relation's several
descriptions and a report per community (Edge et al. 2024, "From Local to Global", arXiv:2404.16130 §2.3–2.5); their
count depends on the graph found, so the answer says they are left out (measure them on a pilot slice).

A smaller extractor (smaller_extractor): the same family at EXTRACTOR_SIZE_B when the asked model is at least
EXTRACTOR_FROM_B and the registry's family rows hold that size (Qwen2.5-72B → Qwen2.5-14B), priced by the recommender on the same
batch. Its extraction quality is the user's to check: LightRAG's README recommends an LLM of at least 32B parameters
for entity-relation extraction, so the answer says so beside the price."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

GRAPHRAG_CHUNK_SIZE = 1_200  # Microsoft GraphRAG default chunk size (tokens)
GRAPHRAG_GLEANINGS = 1  # Microsoft GraphRAG default extract_graph.max_gleanings
EXTRACTION_PROMPT_TOKENS = 2_000  # GraphRAG's extraction prompt with its examples: assumed, measure with yours
OUTPUT_PER_PASS = 500  # entities and relations written a pass: assumed, measure on a pilot
EXTRACTOR_SIZE_B = 14  # the smaller extractor priced beside a large one (a lever, its quality to be checked)
EXTRACTOR_FROM_B = 30  # the asked model's size (B parameters) from which the smaller extractor is priced
_SIZE_END = re.compile(r"(?i)(\d+(?:\.\d+)?)b$")


@dataclass(frozen=True)
class ChunkedExtraction:
    """The chunks, the passes and the batch they make."""

    docs: int
    doc_tokens: int
    chunk: int
    chunks: int
    gleanings: int
    requests: int
    prompt: int
    instruction: int
    out: int
    output_total: int
    prefill_total: int

    def said(self) -> dict[str, float | int]:
        """The figures the answer states (millions and billions of tokens)."""
        return {"docs": self.docs, "doc_tokens": self.doc_tokens, "chunk": self.chunk, "chunks": self.chunks,
                "gleanings": self.gleanings, "passes": 1 + self.gleanings, "requests": self.requests,
                "instr": self.instruction, "out": self.out, "output_b": self.output_total / 1e9,
                "prefill_b": self.prefill_total / 1e9}

    def batch_fields(self) -> dict[str, int]:
        """The batch the recommender prices: one request a pass over a chunk, the extraction prompt shared."""
        return {"batch_requests": self.requests, "prompt_tokens": self.prompt, "seq_len": self.prompt + self.out,
                "output_tokens": self.out, "shared_prefix_tokens": self.instruction}


def document_tokens(prompt: int | None, seq_len: int | None, out: int | None, shared: int | None = None) -> int | None:
    """A document's own tokens as the batch reader left them: its prompt, else the context less the output, less an
    instruction read as shared by every item (`shared`); None when neither is read."""
    whole = prompt or (seq_len - out if seq_len and out and seq_len > out else None)
    return whole - (shared or 0) if whole and whole > (shared or 0) else None


def chunked_extraction(docs: int, doc_tokens: int, chunk: int = GRAPHRAG_CHUNK_SIZE,
                       gleanings: int = GRAPHRAG_GLEANINGS, instruction: int | None = None) -> ChunkedExtraction:
    """The module's arithmetic. 5 M × 2,000 ÷ 1,200 → 8,333,334 chunks; × 2 passes = 16,666,668 requests of 2,000 +
    1,200 = 3,200 tokens in and 500 out: 8.33 B output tokens, 20 B uncached prefill (1,200 a request)."""
    chunks = math.ceil(docs * doc_tokens / chunk)
    requests = chunks * (1 + gleanings)
    piece = min(chunk, doc_tokens)  # a document shorter than a chunk is one chunk of its own length
    instr = instruction or EXTRACTION_PROMPT_TOKENS  # the extraction prompt said, else the assumed one
    return ChunkedExtraction(docs=docs, doc_tokens=doc_tokens, chunk=chunk, chunks=chunks, gleanings=gleanings,
                             requests=requests, prompt=instr + piece, instruction=instr, out=OUTPUT_PER_PASS,
                             output_total=requests * OUTPUT_PER_PASS, prefill_total=requests * piece)


def smaller_extractor(name: str, params_b: float | None, held: Iterable[str]) -> str | None:
    """The name among `held` (the registry's rows of `name`'s family, passed in) of `name`'s family at EXTRACTOR_SIZE_B
    when `name` is at least EXTRACTOR_FROM_B; None else. By hand: Qwen2.5-72B → Qwen2.5-14B; Qwen2.5-14B → None
    (already small); a family with no 14B row held → None."""
    m = _SIZE_END.search(name)
    if m is None or (params_b or float(m.group(1))) < EXTRACTOR_FROM_B:
        return None
    want = (name[:m.start()] + f"{EXTRACTOR_SIZE_B}B").lower()
    return next((h for h in held if h.lower() == want), None)
