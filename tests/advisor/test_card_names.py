"""Card names in the reader come from catalog/data/gpus.csv (names and aliases): no hand-written list, and they
match inside Chinese written without spaces."""

import pytest

from advisor.core.extract_rules import extract, gpu_pattern
from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, gpu, count", [
    ("用两张4090", "RTX 4090", 2),            # 两张 spelled out, the card glued to it
    ("只要H100", "H100", None),               # the bare H100 is the family: SXM, PCIe and NVL all qualify
    ("部署7B模型，8卡A100 80G", "A100 80GB SXM", 8),  # "80G" reads as the 80 GB part
    ("跑在昇騰910B上", "Ascend 910B", None),   # the Traditional spelling is an alias in the data
    ("4x RTX PRO 6000 for Llama-3.1-70B", "RTX PRO 6000 Blackwell", 4),  # a card the old hand regex did not know
    ("serve Qwen2.5-7B on two A5000s", "RTX A5000", 2),  # plural, and "two" before a card name from the data
    ("用H100 NVL部署", "H100 NVL", None),       # the longest spelling wins over "H100"
])
def test_cards_from_the_catalog_inside_cjk_and_english(text, gpu, count):
    p = extract(text).patch
    assert p.gpu_preference == gpu
    assert p.num_gpus == count


def test_a_card_added_to_gpus_csv_is_read(tmp_path, monkeypatch):
    """One home: a row (or an alias) in gpus.csv is all the reader needs."""
    import catalog.gpus as gpus
    from advisor.core import extract_rules

    src = (gpus.DATA / "gpus.csv").read_text(encoding="utf-8")
    row = "Zeta 9000,Z9K;泽塔9000,NVIDIA,Zeta,9.0,96,,4000,,,,,,,,,5,yes,no,yes,yes,no,700,SXM,datacenter,test,2026-12-01,\n"
    (tmp_path / "gpus.csv").write_text(src + row, encoding="utf-8")
    monkeypatch.setattr(gpus, "DATA", tmp_path)
    caches = (gpus._raw, gpus._index, gpus.all_gpus, extract_rules.gpu_alternatives, extract_rules.gpu_pattern)
    for c in caches:
        c.cache_clear()
    try:
        assert extract("只用两张泽塔9000跑 7B").patch.gpu_preference == "Zeta 9000"
        assert extract("serve 7B on 2x Z9K").patch.num_gpus == 2
    finally:
        for c in caches:
            c.cache_clear()


@pytest.mark.parametrize("text", ["A1000 users", "H1000", "th100", "model-a100x", "L4096 tokens"])
def test_a_card_name_never_matches_inside_a_longer_word(text):
    assert gpu_pattern().search(text) is None
