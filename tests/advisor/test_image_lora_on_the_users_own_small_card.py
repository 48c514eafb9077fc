"""An image LoRA asked about on the user's own card ("手邊只有一張 RTX 4070 Ti 12GB，夠嗎？") gets a verdict on that card
before the rental: the card's GB is read from beside the owner word, and the verdict follows SimpleTuner's README
(Hardware requirements): FLUX.1-dev LoRA at 1024² on 24 GB; 16 GB only with an int8 transformer and text encoder;
12 GB only with NF4 — possible but marginal; below that, not at all (refused before).
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_stated import owned_card_gb
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q27 = ("想用自己拍的 200 張產品照訓練 FLUX.1-dev 的 LoRA，手邊只有一張 RTX 4070 Ti 12GB，夠嗎？"
       "不夠的話租雲端大概要多少錢（台幣）？")


@pytest.mark.parametrize("text,gb", [
    ("手邊只有一張 RTX 4070 Ti 12GB，夠嗎？", 12.0),   # 手邊 … 12GB: the card in hand has 12 GB
    ("I only have a 16GB RTX 4060 Ti, is it enough for an SDXL LoRA?", 16.0),  # "I only have" … 16GB
    ("我自己有张 24G 的 3090，训练 SDXL LoRA 够吗", 24.0),  # 24G with no B is 24 GB
    ("租一张 24GB 的卡训练 FLUX LoRA", None),  # a rental's size, no owner: nothing owned
])
def test_the_owned_cards_memory_is_read_beside_the_owner(text, gb):
    assert owned_card_gb(text) == gb


@pytest.mark.slow
def test_a_12_gb_card_is_a_marginal_yes_before_the_rental(tmp_path):
    # Hand: FLUX transformer 12 B → BF16 24 GB, NF4 ≈ 6.5 GB + T5 embeddings cached first: 12 GB is possible with NF4 +
    # offload, slower; the rental is still priced (200 images × 10 epochs = 2,000 steps) in TWD.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", Q27).text
    first = out.strip().splitlines()[0]
    assert "12 GB" in first and "勉強" in first and "NF4" in first, first
    assert "2,000 步" in out and "TWD" in out, out
