"""An autoregressive audio LM (MusicGen small / medium / large / melody) is timed as what it is — an LM decoding 50
steps a second of audio, each step reading the weights and the KV cache at the card's bandwidth, several clips batched
— never on a diffusion model's (ACE-Step's 34.48× real time at 27 steps) speed.

Hand reasoning (the expert's):
- MusicGen-large (its model card: 3.3 B, 32 kHz EnCodec, 4 codebooks at 50 Hz, delay pattern → 50 decoder steps a
  second of audio; audiocraft large.yaml: 48 layers, dim 2,048): 30 s of audio = 1,500 sequential steps.
- KV cache a token: 2 (key, value) × 48 layers × 2,048 × 2 bytes = 393,216 B. Classifier-free guidance (audiocraft's
  cfg_coef 3.0) runs 2 rows a clip: a 30 s clip holds 2 × 1,500 × 393 KB = 1.18 GB at its end.
- On a 24 GB RTX 4090: 0.9 × 24 − 6.6 GB of weights = 15.0 GB → 12 clips fit → batch 8 (the assumed batch).
- One step for 8 clips: 6.6 GB + 16 rows × 750 tokens on average × 393 KB = 4.72 GB → 11.32 GB ÷ (1,008 GB/s × 0.814)
  = 13.8 ms, + 48 layers × 32.1 µs = 1.54 ms → 15.3 ms; compute 2 × 3.3e9 × 16 = 105.6 GFLOP ÷ (165.2 TF × 0.493) =
  1.3 ms, below the memory time.
- Rate: 8 clips ÷ (50 steps × 15.3 ms) = 10.4 s of audio a second; one clip alone 1 ÷ (50 × 10.3 ms) = 1.9× — a
  ceiling (eager PyTorch adds host time: about real time in practice), far below ACE-Step's 34.48×.
- The batch of 8 × 30 s clips finishes together after 1,500 × 15.3 ms = 23 s.
"""

import pytest

from advisor.core.gen_family import family_model
from catalog.gpus import all_gpus
from tools.gen_families import MODELS, MUSICGEN_LM, card_rate, lm_batch, lm_rate, lm_step_s, musicgen

GPUS = all_gpus()


def test_musicgen_large_on_a_4090_by_hand():
    lm, g = MUSICGEN_LM["large"], GPUS["RTX 4090"]
    assert lm_batch(lm, g) == 8
    assert lm_step_s(lm, g, 8) == pytest.approx(0.01534, abs=0.0002)
    assert lm_rate(lm, g) == pytest.approx(10.43, abs=0.1)
    assert lm_step_s(lm, g, 1) == pytest.approx(0.0103, abs=0.0002)  # one clip: 1 ÷ (50 × 10.3 ms) = 1.9×


def test_the_rate_is_its_own_class_never_the_diffusion_proxy():
    # ACE-Step's 34.48× on the 4090 is a 27-step diffusion model's figure: MusicGen's own roofline is ≈ 3.3× slower
    ace = MODELS["ace-step"].speeds[0].rate
    rate, scaled = card_rate(MODELS["musicgen"], GPUS["RTX 4090"], GPUS) or (0.0, False)
    assert scaled and rate < ace / 3
    assert not MODELS["musicgen"].proxy


@pytest.mark.parametrize(("size", "faster_than_large"), [("small", True), ("medium", True), ("melody", True)])
def test_a_smaller_musicgen_is_faster_on_the_same_card(size, faster_than_large):
    # small: 0.6 GB of weights, 24 layers × 1,024 → 54× real time at batch 8 on a 4090; medium / melody 1.5 B → 16.8×
    g = GPUS["RTX 4090"]
    assert ((lm_rate(MUSICGEN_LM[size], g) or 0) > (lm_rate(MUSICGEN_LM["large"], g) or 0)) is faster_than_large


def test_a_16_gb_card_batches_fewer_large_clips():
    # T4 16 GB: 0.9 × 16 − 6.6 = 7.8 GB ÷ 1.18 GB a clip = 6 clips; 300 GB/s → about 3× real time
    g = GPUS["T4"]
    assert lm_batch(MUSICGEN_LM["large"], g) == 6
    assert lm_rate(MUSICGEN_LM["large"], g) == pytest.approx(2.97, abs=0.1)


@pytest.mark.parametrize(("text", "name"), [
    ("想用MusicGen-large批量生成背景音乐", "MusicGen-large"),
    ("用 musicgen-small 做配乐，每天500首", "MusicGen-small"),
    ("想用MusicGen medium生成配樂", "MusicGen-medium"),
    ("facebook/musicgen-melody for 200 jingles a day", "MusicGen-melody"),
    ("我们用MusicGen做背景音乐", "MusicGen-large"),  # no size said: the model card's large
])
def test_the_named_size_is_read(text, name):
    got = family_model(text)
    assert got is not None and got[0].name == name and got[0].lm == musicgen(name.split("-")[1]).lm
