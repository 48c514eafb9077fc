"""A named domain ViT backbone (RETFound, a ViT-L/16) is a row of tools.vision_train, sized from its parameters ×
tokens, its CC BY-NC 4.0 weights licence read from the one licence table; two cards weighed ("an H100 server or one
RTX 5090?") get each card's hours and the smaller card as enough when it holds the states and finishes in a day."""

from catalog.gpus import all_gpus
from tools.licence import job_licence
from tools.schema import Workload
from tools.vision_train import MODELS, VisionJob, card_choice, job_flops, vision_train_plan, vit_lines


def _plan(key: str, images: float, epochs: float):
    job = VisionJob(MODELS[key], images, epochs)
    return vision_train_plan(job, Workload(task="finetune", modality="vision"), all_gpus(), [], currency="USD",
                             usd_cny=7.2, fx={})


def test_retfound_is_a_vit_large_16_at_224_px():
    m = MODELS["retfound"]
    # 2 × 307e6 × 197 tokens (14 × 14 patches + the class token) = 121.0 GFLOP a forward pass (≈ 61 G multiply-adds)
    assert m.kind == "vit" and m.tokens == 197 and round(m.gflops, 1) == 121.0
    # 50,000 fundus photos × 30 epochs × 3 × 121.0 GFLOP = 5.44e17 FLOP
    assert abs(job_flops(m, 50_000, 30, 224) - 5.44e17) / 5.44e17 < 0.01


def test_retfound_weights_licence_is_non_commercial_from_the_table():
    lic = job_licence("retfound")
    assert lic is not None and lic.licence == "CC BY-NC 4.0" and not lic.commercial
    assert "huggingface.co/YukunZhou" in lic.source
    p = _plan("retfound", 50_000, 30)
    said = [m for m in vit_lines(p) if m.code == "vision_train.weights_licence"]
    assert said and said[0].args["licence"] == "CC BY-NC 4.0"
    # DINOv2 (Apache-2.0) says no such line
    assert not [m for m in vit_lines(_plan("dinov2-l", 50_000, 30)) if m.code == "vision_train.weights_licence"]


def test_the_workstation_card_is_enough_for_a_vit_large_fine_tune():
    gpus = all_gpus()
    p = _plan("retfound", 50_000, 30)
    got = card_choice(p, [gpus["H100 SXM"], gpus["RTX 5090"]])
    assert got is not None and got.args["pick"] == "RTX 5090"
    h = dict(zip(got.args["cards"], got.args["hours"], strict=True))
    # 5.44e17 ÷ (209.5e12 × 0.40) = 6,500 s ≈ 1.8 h on the 5090; ÷ (989.4e12 × 0.40) ≈ 0.4 h on the H100 SXM
    assert 1.7 < h["RTX 5090"] < 1.9 and 0.3 < h["H100 SXM"] < 0.45


def test_a_job_too_long_for_the_small_card_within_the_deadline_picks_none_or_the_big_card():
    gpus = all_gpus()
    # 2,000,000 images × 30 epochs of RETFound: 2.18e19 FLOP → RTX 4090 at 0.40 × 165.2 TFLOPS ≈ 91 h, over a day;
    # an H100 SXM ≈ 15 h, also over a working day: no card is "enough" by the rule, so no verdict is forced
    p = _plan("retfound", 2_000_000, 30)
    assert card_choice(p, [gpus["H100 SXM"], gpus["RTX 4090"]]) is None
    # with a 48 h deadline the H100 (≈ 15 h) meets it and the 4090 (≈ 91 h) does not: the H100 is the verdict
    got = card_choice(p, [gpus["H100 SXM"], gpus["RTX 4090"]], 48.0)
    assert got is not None and got.args["pick"] == "H100 SXM"


def test_a_vit_whose_states_need_sharding_is_never_enough_on_one_small_card():
    gpus = all_gpus()
    # DINOv3 ViT-7B: 6.716e9 × 16 B = 107.5 GB of states: no 32 GB card holds them, nor one 80 GB card (0.6 × 80 = 48)
    p = _plan("dinov3-7b", 10_000, 1)
    got = card_choice(p, [gpus["H100 SXM"], gpus["RTX 5090"]], 1000.0)
    assert got is None
