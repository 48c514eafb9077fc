"""A document over the model's context summarised in chunks and merged (tools.map_reduce_chunks): the chunk count, the
requests a document, and the plan priced per run beside the longer-context model."""

from __future__ import annotations

import pytest

from tools.map_reduce_chunks import map_reduce


@pytest.mark.parametrize("doc, out, top, chunks, room, per_doc", [
    # 10,000-token filing, 400-token summary, 4,096 max: room 3,696; ⌈10,000 ÷ 3,696⌉ = 3 chunks; merge reads 3 × 400
    # + writes 400 = 1,600 ≤ 4,096 ✓ → 4 requests a document
    (10_000, 400, 4096, 3, 3696, 4),
    # 20,000-token record, 1,000-token summary, 8,192 max: room 7,192; ⌈20,000 ÷ 7,192⌉ = 3; merge 3,000 + 1,000 ✓ → 4
    (20_000, 1000, 8192, 3, 7192, 4),
])
def test_chunks_and_requests(doc, out, top, chunks, room, per_doc):
    mr = map_reduce(doc, out, top)
    assert mr is not None and (mr.chunks, mr.chunk_tokens, mr.requests_per_doc) == (chunks, room, per_doc)


@pytest.mark.parametrize("doc, out, top", [
    (3_000, 500, 4096),  # fits whole: 3,000 ≤ 3,596, no chunks
    (9_000, 4096, 4096),  # the summary leaves no room
    (200_000, 1500, 4096),  # ⌈200,000 ÷ 2,596⌉ = 78 chunks: the merge (78 × 1,500) needs a second level, none given
])
def test_no_single_level_plan(doc, out, top):
    assert map_reduce(doc, out, top) is None
