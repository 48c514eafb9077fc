"""A reranked pair whose passage length nobody said is a query plus an assumed RAG chunk (32 + 1,024 = 1,056 tokens),
which a cross-encoder cuts at its max_length: 512 in FlagEmbedding's FlagReranker.compute_score, the library the BGE
rerankers' model cards use. So the pair is sized at 512 and the cut is said; a stated passage is kept as said."""

from tools.embedding import QUERY_TOKENS
from tools.rerank import RERANK_DEFAULT_MAX_LENGTH, assumed_pair_tokens, pair_tokens


def test_an_assumed_rag_chunk_is_cut_to_the_default_max_length():
    # 32-token query + 1,024-token chunk = 1,056 > 512: cut, and the cut is reported
    assert assumed_pair_tokens(1024) == (512, True)
    assert RERANK_DEFAULT_MAX_LENGTH == 512 and QUERY_TOKENS == 32


def test_a_short_assumed_passage_is_not_cut():
    # 32 + 300 = 332 ≤ 512: kept whole, no cut said
    assert assumed_pair_tokens(300) == (332, False)
    # exactly at the limit (32 + 480 = 512) is not a cut
    assert assumed_pair_tokens(480) == (512, False)


def test_a_stated_passage_is_never_cut():
    # "~800 tokens each": 32 + 800 = 832, as said (the user sets max_length for it)
    assert pair_tokens(800) == 832
