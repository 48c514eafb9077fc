"""A named image, speech or music model keeps its own size, kind, licence and languages (tools.non_llm), never a chat
LLM's row or a sibling with other behaviour: Qwen-Image was sized as Qwen2.5-7B, FLUX.1 Kontext [dev] (an editing
model) as the text-to-image FLUX.1-dev with schnell offered though it cannot edit, NVIDIA parakeet and MusicGen were
met with "which model?". A name no table holds that states its size keeps its kind (advisor.core.named_media)."""

from __future__ import annotations

import pytest

from advisor.core.named_media import music_minutes, unlisted_model
from catalog import registry
from tools.media import KONTEXT_LICENCE, MODELS, media_model
from tools.non_llm import memory_floor_bytes, named_model


@pytest.mark.parametrize("text, name, family, trait", [
    ("想用Qwen-Image给电商做海报，每天大概5000张", "Qwen-Image", "diffusion", "qwen_image"),
    ("can qwen image run on one 4090?", "Qwen-Image", "diffusion", "qwen_image"),
    ("用 Qwen-Image-Edit 幫商品圖換背景", "Qwen-Image-Edit", "diffusion", "qwen_image_edit"),
    ("想用 FLUX.1 Kontext dev 幫客戶的商品圖換背景", "FLUX.1 Kontext [dev]", "diffusion", "kontext"),
    ("flux kontext for product photo edits", "FLUX.1 Kontext [dev]", "diffusion", "kontext"),
    ("聽講 NVIDIA parakeet 好快好平，想用佢轉文字", "parakeet", "speech", "parakeet"),
    ("transcribe podcasts with parakeet-tdt-0.6b-v2", "parakeet-tdt-0.6b-v2", "speech", "parakeet"),
    ("thinking MusicGen large self-hosted", "MusicGen large", "music", "musicgen"),
    ("用 musicgen-small 做配乐", "MusicGen small", "music", "musicgen"),
    ("ACE-Step for background music", "ACE-Step v1 3.5B", "music", "ace_step"),
])
def test_the_named_model_keeps_its_name_kind_and_trait(text, name, family, trait):
    m = named_model(text)
    assert m is not None and (m.name, m.family, m.trait) == (name, family, trait)


def test_qwen_image_is_a_57_gb_image_model_not_a_7b_chat_model():
    # 20 B MMDiT (Qwen-Image model card) + Qwen2.5-VL-7B encoder 8.29 B (its card) = 28.29 B; × 2 bytes = 56.6 GB in
    # BF16, over a 24 GB RTX 4090 before the VAE and the activations
    m = named_model("Qwen-Image 做海报")
    assert m is not None
    assert m.params == pytest.approx(28.29e9)
    assert memory_floor_bytes(m, training=False, full=False) / 1e9 == pytest.approx(56.58)


def test_kontext_is_sized_at_flux_devs_time_as_a_floor_with_an_editing_alternative():
    # the same 12 B transformer (its model card) with the input image's tokens added: FLUX.1-dev's measured time is
    # its floor; the licence's alternative is an editing model (Qwen-Image-Edit, Apache-2.0), never schnell
    m = media_model("FLUX.1 Kontext [dev]", "FLUX.1 Kontext dev 換背景")
    assert m is not None and m.key == MODELS["flux-dev"].key and m.name == "FLUX.1 Kontext [dev]"
    assert m.licence == KONTEXT_LICENCE
    assert KONTEXT_LICENCE.alternative == "Qwen-Image-Edit" and "schnell" not in KONTEXT_LICENCE.alternative.lower()
    assert named_model("FLUX.1 Kontext dev") is not None and named_model("FLUX.1 Kontext dev").params == 12e9


def test_musicgen_sizes_are_its_model_cards():
    # audiocraft's MusicGen: small 300 M, medium 1.5 B, large 3.3 B; no size said: large (the ceiling of the floor)
    assert [named_model(f"MusicGen {s}").params for s in ("small", "medium", "large")] == [300e6, 1.5e9, 3.3e9]
    assert named_model("MusicGen").name == "MusicGen large"


def test_qwen25_vl_32b_and_72b_are_registry_rows():
    # Qwen2.5-VL-32B exists (its language tower is the Qwen2.5-32B shape: 32,763,876,352 parameters); never
    # "there is no 32B", never a generic text 32B
    assert registry.resolve_name("Qwen2.5-VL-32B") == "Qwen2.5-VL-32B"
    assert registry.resolve_name("qwen2.5-vl-72b-instruct") == "Qwen2.5-VL-72B"


@pytest.mark.parametrize("text, name, family, params", [
    ("想用 HiDream-I1-17B 给电商做海报，每天3000张", "HiDream-I1-17B", "diffusion", 17e9),
    ("we want Foo-ASR-1.1B to transcribe call recordings", "Foo-ASR-1.1B", "speech", 1.1e9),
    ("generate background music with SongBloom-2B for our app", "SongBloom-2B", "music", 2e9),
])
def test_an_unlisted_sized_name_keeps_its_kind_and_size(text, name, family, params):
    m = unlisted_model(text, None)
    assert m is not None and (m.name, m.family, m.params, m.provisional) == (name, family, params, True)


def test_a_sized_name_with_no_kind_word_is_left_to_the_llm_reader():
    assert unlisted_model("serve Foo-13B to 20 users", None) is None


def test_the_music_load_is_tracks_times_minutes():
    # 1,000 tracks × 2 min = 2,000 minutes of music a day
    assert music_minutes("ok say 1000 tracks a day, 2 min each. monthly cost?") == pytest.approx((1000, 2, 2000, 33.33), abs=0.01)
    assert music_minutes("每天1000首，每首2分钟") == pytest.approx((1000, 2, 2000, 33.33), abs=0.01)


def test_qwen_image_is_planned_provisionally_from_flux_devs_time_scaled_by_its_parameters():
    # no measurement of Qwen-Image: FLUX.1-dev's 6.71 s at 1024², 28 steps on one H100 × 20 B / 12 B, at the model
    # card's 50 steps with true CFG (2 passes a step): 6.71 × 20/12 × 50/28 × 2 = 39.94 s an image (never the 11.18 s
    # of 28 one-pass steps); 5,000 posters × 39.94 s ÷ 3,600 = 55.5 GPU-hours a day; the card must hold 56.6 GB
    from tools.media import _time_factor

    m = media_model("Qwen-Image", "Qwen-Image 做海报")
    assert m is not None and "provisional" in m.name and m.params == pytest.approx(28.29e9)
    seconds = 6.71 * _time_factor(m, (1024, 1024), None)
    assert seconds == pytest.approx(39.94, abs=0.01)
    assert 5000 * seconds / 3600 == pytest.approx(55.5, abs=0.05)


@pytest.mark.parametrize("said, steps, seconds", [
    # stated steps replace the card's 50 (true CFG's 2 passes kept): 6.71 × 20/12 × 30/28 × 2 = 23.96 s
    ("Qwen-Image 做海报，30 步", 30, 23.96),
    ("Qwen-Image 做海报", 50, 39.94),
])
def test_qwen_image_runs_its_model_cards_steps_unless_others_are_said(said, steps, seconds):
    from tools.media import _time_factor, steps_run, with_steps

    m = with_steps(media_model("Qwen-Image", said), said, 30 if "30" in said else None)
    assert m is not None and steps_run(m) == steps
    assert 6.71 * _time_factor(m, (1024, 1024), None) == pytest.approx(seconds, abs=0.01)
