"""An unheld E5 / GTE encoder named with its size is sized on the held row of the same shape (tools.encoder_family via
tools.embedding.encoder_named), the user's name kept and the assumption said; a corpus counted in items with no batch
or request rate is the embedding batch (tools.embedding.corpus_as_batch), never "what QPS?"."""

from tools.embedding import corpus_as_batch, encoder_named
from tools.schema import Dataset, Workload


def test_multilingual_e5_small_is_its_own_row():
    # config.json: 12 layers, hidden 384, vocab 250,037 → the token table 250,037 × 384 = 96.0 M of its 118 M is a
    # lookup; ≈ 22 M parameters multiply → ≈ 2 × 22 M = 44 MFLOP a token before attention
    e = encoder_named("用multilingual-e5-small建索引")
    assert e is not None and e.name == "multilingual-e5-small" and (e.layers, e.hidden, e.vocab) == (12, 384, 250_037)
    assert abs(e.params - e.vocab * e.hidden - 22.0e6) < 0.1e6


def test_an_unheld_size_is_sized_on_the_same_shape_and_says_so():
    # multilingual-e5-base is an XLM-R-base body (12 L, 768, ≈ 250 k vocab): never the English e5-base-v2 (30,522)
    e = encoder_named("我们想用 multilingual-e5-base 建向量索引")
    assert e is not None and e.name == "multilingual-e5-base" and e.kind == "embed"
    assert (e.layers, e.hidden) == (12, 768) and "xlm-roberta-base" in e.source and "pilot" in e.source
    # gte-small: a 12-layer, hidden-384 BERT-small → bge-small-en-v1.5's shape (33.4 M)
    g = encoder_named("Index 3 million tickets with GTE-small")
    assert g is not None and g.name.lower() == "gte-small" and (g.layers, g.hidden) == (12, 384)
    held = encoder_named("用 bge-small-zh 建索引")  # a held row stays itself
    assert held is not None and held.name == "bge-small-zh-v1.5"


def test_a_corpus_counted_in_items_is_the_batch():
    # 7,500,000 descriptions × 180 tokens, no batch or rate read → 7,500,000 items in the batch
    w = Workload(modality="embedding", dataset=Dataset(amount=7_500_000, unit="examples", tokens_per_unit=180))
    assert corpus_as_batch(w, False).batch_requests == 7_500_000
    assert corpus_as_batch(w, True).batch_requests is None  # a fine-tune's data set is no batch
    rated = w.model_copy(update={"target_requests_per_s": 40.0})
    assert corpus_as_batch(rated, False).batch_requests is None  # an endpoint's rate said: kept as it is
