"""A document longer than the model's context, summarised in chunks and merged (map-reduce), as the way to keep a
short-context model: each chunk leaves room for its own summary inside the context, every chunk is one request (map)
and one more request merges the chunk summaries (reduce). LangChain's map-reduce summarisation chain and LlamaIndex's
tree summarise work this way; the counts below are arithmetic on the stated lengths, nothing measured.

- room for a chunk = the model's maximum context − the summary written (each request's prompt and output both fit);
- chunks = ⌈document tokens ÷ room⌉; the merge reads chunks × summary tokens and writes one summary;
- requests per document = chunks + 1. The batch is then priced with every request at the full context (the merge
  request is shorter: an upper bound), said in the answer. Where the merge itself would not fit (a second level of
  merging needed), no single-level plan is given.
"""

from __future__ import annotations

import math
from typing import NamedTuple


class MapReduce(NamedTuple):
    chunks: int  # chunks a document is cut into
    chunk_tokens: int  # each chunk's prompt at most
    requests_per_doc: int  # chunks + the merge


def map_reduce(doc_tokens: int, summary_tokens: int, max_context: int) -> MapReduce | None:
    """The chunks for one document of `doc_tokens` summarised in `summary_tokens` by a model of `max_context`
    (module docstring): 7,168 in, 512 out, 4,096 max → room 3,584, 2 chunks, 3 requests. None when the document fits
    whole, when the summary leaves no room, or when the merge (chunks × summary + summary) would not fit either."""
    room = max_context - summary_tokens
    if room <= 0 or doc_tokens <= room:
        return None
    chunks = math.ceil(doc_tokens / room)
    if chunks * summary_tokens + summary_tokens > max_context:
        return None
    return MapReduce(chunks, room, chunks + 1)
