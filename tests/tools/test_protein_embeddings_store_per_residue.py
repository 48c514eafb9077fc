"""ESM-2 is its own encoder row (33 layers, 1,280-dim, 1,024 residues for the 650M), never a generic 0.65B GPT at 512
tokens with a 1,024-dim index; and the per-residue store, the real cost, is said beside the mean-pooled one."""

import pytest

from advisor.core.extract_rules import read_example_length
from tools.embedding import encoder_named, flops_per_token, residue_store


@pytest.mark.parametrize("text, name, layers, hidden", [
    ("想用ESM-2 650M算每个残基的embedding", "ESM-2 650M", 33, 1280),
    ("embeddings from esm2_t36_3B_UR50D", "ESM-2 3B", 36, 2560),
    ("用 ESM2 150M 跑蛋白序列", "ESM-2 150M", 30, 640),
])
def test_esm2_is_named_with_its_own_shape(text, name, layers, hidden):
    enc = encoder_named(text)
    assert enc is not None and (enc.name, enc.layers, enc.hidden, enc.max_tokens, enc.kind) == \
        (name, layers, hidden, 1024, "protein")


def test_per_residue_store_by_hand():
    # 20 M sequences × 250 residues × 1,280 × 2 B = 12.8 TB; mean-pooled 20 M × 1,280 × 2 = 51.2 GB
    s = residue_store(20e6, 250, 1280)
    assert s.per_residue_bytes == pytest.approx(12.8e12) and s.per_sequence_bytes == pytest.approx(51.2e9)


def test_esm2_650m_flops_by_hand():
    # 2·N + 4·L·d·s per token: 2 × (650 M − 33 × 1,280 table) + 4 × 33 × 1,280 × 300 = 1.300 G + 0.0507 G ≈ 1.35 GFLOP
    enc = encoder_named("ESM-2 650M")
    assert flops_per_token(enc, 300) == pytest.approx(1.35e9, rel=0.01)


@pytest.mark.parametrize("text, n", [
    ("5000万条蛋白质序列（平均400个氨基酸）", 400),
    ("平均長度約 300 個胺基酸", 300),
    ("8 million protein sequences, ~350 residues on average", 350),
    ("2M 250-aa peptides", 250),
])
def test_a_mean_length_in_residues_is_the_tokens_per_item(text, n):
    assert read_example_length(text)[0] == n
