"""Named MT models: sizes from their checkpoints, licences from their cards, and which one a job is sized on."""

from __future__ import annotations

from tools.mt_models import mt_choice, mt_model
from tools.target_tokens import target_tokens


def test_a_family_without_a_size_is_its_smallest_and_sizes_match() -> None:
    # MADLAD-400 with no size: the 3B (the bulk-job pick), 2.94 B parameters (11.76 GB of float32 / 4 bytes);
    # "7.2B" is the 7b-mt checkpoint, whose float32 files hold 33.20 GB / 4 = 8.3 B; NLLB "600M" the 0.6B
    assert mt_model("MADLAD-400", None).params_b == 2.94  # type: ignore[union-attr]
    assert mt_model("MADLAD-400", 7.2).params_b == 8.3  # type: ignore[union-attr]
    assert mt_model("NLLB-200", 0.6).name == "NLLB-200-distilled-600M"  # type: ignore[union-attr]
    assert mt_model("NLLB-200", 5.0) is None  # no 5B checkpoint


def test_business_use_sizes_the_permissive_one_of_two_named() -> None:
    # "NLLB-200 3.3B or MADLAD-400 10B?" for a paid product: MADLAD (Apache-2.0) is sized, NLLB (CC BY-NC) set aside
    nllb, madlad = mt_model("NLLB-200", 3.3), mt_model("MADLAD-400", 10.7)
    assert nllb and madlad
    c = mt_choice([nllb, madlad], True)
    assert c is not None and c.sized == madlad and c.set_aside == (nllb,) and not c.swapped


def test_business_use_naming_only_nllb_swaps_to_madlad() -> None:
    nllb = mt_model("NLLB-200", 1.3)
    assert nllb
    c = mt_choice([nllb], True)
    assert c is not None and c.sized.name == "MADLAD-400-3B-mt" and c.swapped


def test_non_commercial_use_sizes_the_first_named() -> None:
    # a research lab's "NLLB-200 1.3B or MADLAD 7B": no licence bars NLLB, the first named is sized
    nllb, madlad = mt_model("NLLB-200", 1.3), mt_model("MADLAD-400", 7.2)
    assert nllb and madlad
    c = mt_choice([nllb, madlad], False)
    assert c is not None and c.sized == nllb


def test_unknown_use_alone_sizes_the_named_model() -> None:
    nllb = mt_model("NLLB-200", 0.6)
    assert nllb
    c = mt_choice([nllb], None)
    assert c is not None and c.sized == nllb and not c.swapped


def test_low_resource_targets_take_more_tokens() -> None:
    # 200 English tokens into Yoruba (1.95) and Tigrinya (2.64): mean (1.95 + 2.64) / 2 = 2.295 → 200 × 2.295 = 459
    got = target_tokens(200, ["yoruba", "tigrinya"])
    assert got is not None and got.output_tokens == 459 and got.mean_premium == 2.29  # 2.295 rounded half-even
    # into French (no figure) and Zulu (1.95): mean (1.0 + 1.95) / 2 = 1.475 → 100 × 1.475 = 147.5 → 148
    assert target_tokens(100, ["french", "zulu"]).output_tokens == 148  # type: ignore[union-attr]
    assert target_tokens(100, ["french", "german"]) is None
