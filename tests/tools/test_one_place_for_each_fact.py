"""One fact, one place: a size or a rule two modules each wrote down drifts apart (the T5-XXL encoder was 4.76 B in
one module and 4.7 B in two others). Each check here fails when a second copy comes back."""

import ast
from pathlib import Path

import pytest

from tests.conftest import module_home
from tests.source_trees import tree
from tools.encoder_sizes import T5_XXL_ENCODER

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
# the T5 v1.1 XXL encoder, written as a literal anywhere but its home: the old 4.7 B and the sourced 4.76 B
T5_COPIES = {4.7e9, 4.76e9}


def literal_numbers(path):
    """Every float / int literal in a module's code (docstrings and comments are no code)."""
    return [node.value for node in ast.walk(tree(path))
            if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)]


def test_the_t5_xxl_encoder_is_written_down_once():
    # Hand: d_model 4,096, d_ff 10,240 gated, 24 layers: (4 × 4,096² + 3 × 4,096 × 10,240) × 24 = 4.63 B + the
    # 32,128 × 4,096 embedding 0.13 B ≈ 4.76 B; a module writing 4.7e9 or 4.76e9 itself is a second copy
    assert pytest.approx(4.76e9) == T5_XXL_ENCODER
    for path in sorted((ROOT / "tools").glob("*.py")):
        if path.name == "encoder_sizes.py":
            continue
        assert not T5_COPIES & set(literal_numbers(path)), f"{path.name} writes the T5-XXL encoder again"


def test_every_generator_with_a_t5_xxl_encoder_holds_the_same_one():
    # FLUX.1-dev FP8: 12.0 GB transformer + T5 4.76 + CLIP-L 0.246 + VAE 0.168 = 17.17 GB; SD 3.5 Large: 8.1 +
    # 0.123 + 0.694 + 4.76 = 13.677 B; PixArt-Σ: 0.6 + 4.76 + 0.084 = 5.444 B. Each less its other parts is 4.76 B.
    from tools.media import FLUX_T5_FP8_BYTES, MODELS
    from tools.non_llm import SD3_MMDIT, SD3_TEXT_ENCODERS
    from tools.t2i_stand_ins import T2I_MODELS

    assert FLUX_T5_FP8_BYTES == T5_XXL_ENCODER
    assert MODELS["flux-dev-fp8"].weight_bytes == pytest.approx(17.174e9)
    assert SD3_MMDIT[("5", "large")] + SD3_TEXT_ENCODERS == pytest.approx(13.677e9)
    pixart = next(m for m in T2I_MODELS if m.name == "PixArt-Σ")
    assert pixart.total - pixart.denoiser - 0.084e9 == pytest.approx(T5_XXL_ENCODER)
