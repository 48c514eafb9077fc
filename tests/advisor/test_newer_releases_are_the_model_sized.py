"""A 2025 open release the user names is the model the answer sizes, at its own parameter count (catalog/data/
models.json), never 'not in my catalog' and a question about its size; a model released in FP8 (MiniMax-M2) is sized
in FP8 when no precision is said, and the answer says so among its assumptions."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path_factory.mktemp("releases") / "s.db"))


def _weights_in_all(rec) -> int:
    """The weight bytes of one copy: per GPU × the GPUs a copy is split over (tensor × pipeline parallel)."""
    layout = rec.candidates[0].layout
    return rec.per_gpu.weights * layout.tp * layout.pp


@pytest.mark.parametrize("thread, text, model, params, weights", [
    # Hunyuan-A13B: 80,393,183,232 parameters × 2 bytes (BF16) = 160,786,366,464 bytes ≈ 160.8 GB
    ("hy-en", "deploy Hunyuan-A13B for 50 users", "Hunyuan-A13B", 80_393_183_232, 160_786_366_464),
    ("hy-hans", "部署混元A13B给200人用", "Hunyuan-A13B", 80_393_183_232, 160_786_366_464),
    # Qwen3-VL-8B's language tower (the Qwen3-8B shape): 8,190,735,360 × 2 bytes = 16,381,470,720 ≈ 16.4 GB
    ("qvl-hant", "用千問3-VL-8B做圖片審核，20人同時用", "Qwen3-VL-8B", 8_190_735_360, 16_381_470_720),
    # Gemma-3-4B's language tower: 3,880,263,168 × 2 bytes = 7,760,526,336 ≈ 7.8 GB
    ("gemma-en", "gemma 3 4b chatbot for 10 users", "Gemma-3-4B", 3_880_263_168, 7_760_526_336),
    # Devstral Small (Mistral-Small-3.1's language tower): 23,572,403,200 × 2 bytes = 47,144,806,400 ≈ 47.1 GB
    ("devstral-hans", "部署Devstral-Small-2505给10个程序员用", "Devstral-Small-2507", 23_572_403_200, 47_144_806_400),
])
def test_the_named_release_is_the_model_sized(engine, thread, text, model, params, weights):
    r = engine.handle(thread, text)
    assert r.kind == "answer", r.text
    rec = r.recommendation
    assert rec is not None and rec.model == model and rec.params == params
    assert rec.workload.precision == "bf16" and _weights_in_all(rec) == weights
    assert "not in my" not in r.text and "不在模型库" not in r.text and "不在模型庫" not in r.text


def test_minimax_m2_is_sized_in_the_fp8_it_ships_in(engine):
    r = engine.handle("mm2", "serve MiniMax-M2 for 20 developers")
    rec = r.recommendation
    assert rec is not None and rec.model == "MiniMax-M2" and rec.workload.precision == "fp8"
    # 228,689,320,448 parameters × 1 byte, the untied embedding and output head (2 × 200,064 × 3,072 = 1,229,193,216)
    # kept at 2 bytes: 228,689,320,448 + 1,229,193,216 = 229,918,513,664 bytes ≈ 229.9 GB (not 457 GB of BF16)
    assert _weights_in_all(rec) == 229_918_513_664
    assert any(m.code == "recommend.precision_the_format_is" for m in rec.assumptions)
    assert "FP8" in r.text
