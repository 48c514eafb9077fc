"""A named non-generative non-LLM model (open-vocabulary boxes, OCR, speaker embeddings, form models, pathology tiles,
background removal) gets a per-item time ESTIMATE from its compute or its published speed (tools.item_compute), the
GPU-hours or CPU core-hours, the cards or cores for the window said, a cost, and the proposed hardware judged in
figures — not only "time it on a pilot". A card to buy that no cloud rents (an RTX 5090) is still sized for the named
job, set beside comparable rented cards, with the US export point where it is bought in Hong Kong or mainland China.
English, 简体 and 繁體, other models and numbers than any review's.

Hand reasoning (FLOPs two per multiply-add; the pilot card where no place is said):
- OWLv2 base/16 at 960²: 2 × 86e6 × 3,600 + 4 × 12 × 3,600² × 768 = 1,097 GFLOP a photo. On an RTX 4090 (165.2 dense
  FP16) at 40 %: 1,097e9 ÷ 66.1e12 = 16.6 ms → 500,000 photos = 2.3 GPU-h: one card within 3 days. On an H100 (989.5):
  2.77 ms → 0.385 h; 4 H100s × 72 h = 288 card-hours ≈ 748× the job.
- PP-OCRv5 mobile: 0.62 s a page on a V100 at 17.42 % GPU busy = 0.108 GPU-s; an L4 (121 vs the V100's 125):
  0.112 s → 800,000 pages = 24.8 GPU-h: one L4 within 3 days. On CPU 1.75 s × 9.66 cores = 16.9 core-s → 3,756
  core-hours → 52 cores busy for 72 h. An A100 is no faster than the measured V100 (the CPU side holds it): one A100
  is 24 h of its 72 — one is plenty, a cheap card does it.
- CAM++ at a real-time factor 0.013 on one thread: 8 s × 0.013 = 0.104 core-s a call; 50,000 calls = 5,200 s =
  1.44 core-hours a day = 0.06 cores on average: no GPU, let alone four L40S.
- LayoutLMv3-base (133 M) over 709 positions: training 6 × 133e6 × 709 = 566 GFLOP a page an epoch; 5,000 receipts ×
  20 epochs = 5.66e16 FLOP on an L4 at 48.4 TFLOP/s = 1,169 s = 0.32 GPU-h.
- BiRefNet: 5.05 images/s on an A100 (312) → on an RTX 5090 (209.5): 0.198 s × 312 ÷ 209.5 = 0.295 s; 8,000 a day =
  0.66 GPU-h: one card of that class is plenty. Bought in Shenzhen: the US export licence (said once).
"""

import pytest

from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
def test_open_vocabulary_boxes_are_estimated_and_four_h100s_are_judged(ask):
    out = ask("We have 500k warehouse photos to box with OWLv2 base within 3 days; the CTO wants to rent 4 H100s. "
              "Is that right?")
    assert "≈ 17 ms an item on the RTX 4090" in out and "500,000 = 2.3 GPU-hours" in out, out
    assert "1 × RTX 4090" in out and "≈ 748× more than the job needs" in out and "time it on a pilot" in out, out


@pytest.mark.slow
def test_ocr_pages_get_gpu_hours_cpu_cores_and_an_a100_judged_simplified(ask):
    out = ask("律所要把80万页扫描合同用PP-OCRv5 mobile做OCR，三天内完成，同事说要租A100，要多少钱？")
    assert "800,000 张图 = 25 GPU 小时" in out and "72 小时内做完要 1 张 L4" in out, out
    assert "3,756 核时" in out and "52.17 个核" in out, out
    assert "一张就够" in out and "先试跑计时" in out, out


@pytest.mark.slow
def test_voiceprints_are_cpu_cores_not_gpus_traditional(ask):
    out = ask("保險公司客服每日5萬通電話，每通用8秒錄音做聲紋驗證（CAM++），主管想買4張L40S，需要嗎？")
    assert "0.10 個 CPU 核秒" in out and "1.4 核時" in out and "0.06 個核" in out, out
    assert "不需要" in out, out


@pytest.mark.slow
def test_a_form_model_fine_tune_is_hours_on_one_card(ask):
    out = ask("We want to fine-tune LayoutLMv3 on 5,000 labelled receipts for 20 epochs, then run 1,000 receipts a "
              "day. What GPU?")
    assert "5,000 pages × 20 epochs" in out and "≈ 0.32 GPU-hours on the L4" in out, out
    assert "CC-BY-NC-SA-4.0" in out and "token" not in out, out


@pytest.mark.slow
def test_buying_an_unrented_card_for_background_removal_is_sized_simplified(ask):
    out = ask("我们网店每天8000张商品图用BiRefNet抠图，老板想在深圳华强北买一张RTX 5090，还是租云划算？")
    assert "每天 8,000 张 = 0.66 GPU 小时" in out and "一张这个级别的卡绰绰有余" in out, out
    assert out.count("参考：租 ") >= 2 and "/月" in out, out
    assert out.count("出口管制") == 1, out  # the reader's export line, never a second one


@pytest.mark.slow
def test_buying_an_unrented_card_in_hong_kong_is_sized_with_the_export_point_traditional(ask):
    # 50,000 a day × 0.295 s = 4.1 GPU-h on the RTX 5090: still one card
    out = ask("我哋網店每日要幫5萬張產品相去背景，用BiRefNet，老細想喺旺角買張RTX 5090，定係租雲好？")
    assert "每天 50,000 張 = 4.1 GPU 小時" in out and "參考：租 " in out and "出口管制" in out and "5090D" in out, out


@pytest.mark.parametrize("text, hours", [
    ("要在周末两天跑完", 48.0),  # a weekend = 2 days
    ("label them over a weekend", 48.0),
    ("一週內要完成", 168.0),  # a week
    ("within 3 days", 72.0),
    ("三天内完成", 72.0),
    ("as soon as possible", None),
])
def test_a_window_said_in_words(text, hours):
    from advisor.core.item_compute import window_said

    assert window_said(text) == hours
