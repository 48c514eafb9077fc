"""A 2025 open release the user names is the model the answer sizes, at its own parameter count (catalog/data/
models.json), never 'not in my catalog' and a question about its size; a model released in FP8 (MiniMax-M2) is sized
in FP8 when no precision is said, and the answer says so among its assumptions."""

from __future__ import annotations

import pytest

from tests.conftest import module_engine

pytestmark = pytest.mark.slow  # every test here runs a whole answer


engine = pytest.fixture(scope="module", name="engine")(module_engine)


def _weights_in_all(rec) -> int:
    """The weight bytes of one copy: per GPU × the GPUs a copy is split over (tensor × pipeline parallel)."""
    layout = rec.candidates[0].layout
    return rec.per_gpu.weights * layout.tp * layout.pp


# No precision is stated, so the cheaper precision leads where it holds the same load for under 0.6 of the 16-bit plan
# (tools.precision_lead); FP8 weights are 1 byte a parameter with the embedding and LM head left at 2 bytes (vLLM
# quantises neither), so an FP8 copy is params + the embedding bytes once more (tied) or twice more (untied).
@pytest.mark.parametrize("thread, text, model, params, precision, weights", [
    # Hunyuan-A13B (80,393,183,232 parameters; tied 128,167 × 4,096 = 524,972,032 embedding): BF16 would be
    # 160.8 GB (2 × MI300X, $4.78/h); FP8 is 80,393,183,232 + 524,972,032 = 80,918,155,264 bytes ≈ 80.9 GB and with
    # 50 users' KV (30 of 200 in 简体) fits 1 × MI300X 192 GB (gfx942 runs FP8 natively) at $2.39/h = 50 % of the BF16
    # plan, so FP8 leads
    ("hy-en", "deploy Hunyuan-A13B for 50 users", "Hunyuan-A13B", 80_393_183_232, "fp8", 80_918_155_264),
    ("hy-hans", "部署混元A13B给200人用", "Hunyuan-A13B", 80_393_183_232, "fp8", 80_918_155_264),
    # Qwen3-VL-8B's language tower (the Qwen3-8B shape, 8,190,735,360; untied 151,936 × 4,096 = 622,329,856 twice):
    # FP8 8,190,735,360 + 1,244,659,712 = 9,435,395,072 ≈ 9.4 GB on 2 × RTX A4500 (W8A16 Marlin) at 0.50 $/h vs BF16's
    # 16.4 GB on 1 × RTX 6000 Ada at 0.84 $/h: 0.50 / 0.84 = 0.595 < 0.6, so FP8 leads
    ("qvl-hant", "用千問3-VL-8B做圖片審核，20人同時用", "Qwen3-VL-8B", 8_190_735_360, "fp8", 9_435_395_072),
    # Gemma-3-4B's language tower: 3,880,263,168 × 2 bytes = 7,760,526,336 ≈ 7.8 GB; FP8 lands on the same $0.25/h
    # RTX A4500, no saving, so BF16 stays
    ("gemma-en", "gemma 3 4b chatbot for 10 users", "Gemma-3-4B", 3_880_263_168, "bf16", 7_760_526_336),
    # Devstral Small (Mistral-Small-3.1's language tower, 23,572,403,200; untied 131,072 × 5,120 = 671,088,640 twice):
    # FP8 23,572,403,200 + 1,342,177,280 = 24,914,580,480 ≈ 24.9 GB on 1 × A40 ($0.44/h) vs BF16's 47.1 GB on
    # 2 × A40 ($0.88/h): 50 %, so FP8 leads
    ("devstral-hans", "部署Devstral-Small-2505给10个程序员用", "Devstral-Small-2507", 23_572_403_200, "fp8", 24_914_580_480),
])
def test_the_named_release_is_the_model_sized(engine, thread, text, model, params, precision, weights):
    r = engine.handle(thread, text)
    assert r.kind == "answer", r.text
    rec = r.recommendation
    assert rec is not None and rec.model == model and rec.params == params
    assert rec.workload.precision == precision and _weights_in_all(rec) == weights
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
