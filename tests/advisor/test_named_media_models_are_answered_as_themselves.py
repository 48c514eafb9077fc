"""Whole answers: a named image, speech or music model is answered as itself — what it is, what it cannot do, whether
it fits the card named — never as a default chat LLM, a sibling, or a bare "which model?" (docs/EXPERT_CASES.md,
Qwen-Image sized as Qwen2.5-7B on one 4090, parakeet for Cantonese calls asked "which model?", Kontext read
as text-to-image with schnell offered, MusicGen's non-commercial weights missed in a paid app)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, *turns: str) -> str:
    engine = Engine(store=Store(tmp_path / "s.db"))
    return [engine.handle("t", t).text for t in turns][-1]


@pytest.mark.parametrize("text", [
    "想用Qwen-Image给电商做海报，每天大概5000张，1024分辨率。打算在AutoDL租4090跑，一张4090能跑吗？要几张，一个月多少钱",
    "Can I run Qwen-Image on a single RTX 4090 for product posters, ~2000 a day?",
])
def test_qwen_image_is_an_image_model_that_does_not_fit_one_4090(tmp_path, text):
    # 20 B MMDiT + 8.29 B Qwen2.5-VL-7B encoder = 28.3 B → ≈ 57 GB in BF16 > the 4090's 24 GB
    out = _ask(tmp_path, text)
    assert "tokens/s" not in out and "tok/s" not in out and "Qwen2.5-7B-Instruct" not in out, out  # no chat sizing
    assert "57 GB" in out and "RTX 4090" in out and "24 GB" in out, out


def test_parakeet_for_cantonese_calls_says_english_only_and_sizes_a_cantonese_model(tmp_path):
    out = _ask(tmp_path, "我哋係香港保險公司，每個月大約1500個鐘嘅客服電話錄音（廣東話夾英文），聽講 NVIDIA parakeet "
                         "好快好平，想用佢轉文字，資料唔可以離開香港，要租咩機？每月幾錢？")
    assert "用哪個模型" not in out, out
    assert "英語" in out and "粵語" in out, out  # English only, no Cantonese
    assert "SenseVoice-Small" in out and "HKD" in out, out  # sized on a model that hears Cantonese, in HK dollars


def test_parakeet_for_mandarin_meetings_in_english_words(tmp_path):
    out = _ask(tmp_path, "We want NVIDIA parakeet to transcribe 800 hours of Mandarin meeting recordings, cheapest GPU?")
    assert "English only" in out and "SenseVoice-Small" in out, out


def test_kontext_is_an_editing_model_with_an_editing_alternative(tmp_path):
    out = _ask(tmp_path, "我們是做電商代營運的公司，想用 FLUX.1 Kontext dev 幫客戶的商品圖換背景，每天大概一萬張，想放在 GCP "
                         "台灣機房，要開什麼機器、一個月多少錢？")
    assert "Qwen-Image-Edit" in out and "Non-Commercial" in out, out
    assert "[schnell] 不能改圖" in out and out.count("schnell") == 1, out  # schnell only as "cannot edit"


def test_musicgen_in_a_paid_app_says_its_licence_and_keeps_the_model_on_the_follow_up(tmp_path):
    first = ("building a paid mobile app that generates background music for users' videos. thinking MusicGen large "
             "self-hosted. what GPU and cost?")
    out = _ask(tmp_path, first)
    # the licence as its card spells it (CC BY-NC 4.0) or hyphenated: non-commercial either way
    # MusicGen is an autoregressive LM: timed by its own decode roofline, never on a diffusion model's (ACE-Step's) speed
    assert ("CC-BY-NC" in out or "CC BY-NC" in out) and "autoregressive" in out and "Which model" not in out, out
    assert "ACE-Step" not in out, out
    # 1,000 tracks × 2 min = 2,000 minutes = 33.3 h of music a day; the thread's MusicGen kept (sized as itself)
    out = _ask(tmp_path, first, "ok say 1000 tracks a day, 2 min each. monthly cost?")
    assert "MusicGen" in out and ("2,000 minutes" in out or "33.3 h of audio a day" in out), out
    assert "Which model" not in out, out


def test_qwen25_vl_32b_is_sized_as_itself(tmp_path):
    out = _ask(tmp_path, "我们自己有一台2张A800 80G的服务器，想部署Qwen2.5-VL-32B做票据识别，每天10万张")
    assert "Qwen2.5-VL-32B" in out and "32B (assumed)" not in out, out


def test_an_unlisted_sized_image_model_is_never_a_chat_llm(tmp_path):
    # 17 B at 2 bytes = 34 GB > 24 GB
    out = _ask(tmp_path, "想用 HiDream-I1-17B 给电商做海报，每天3000张，租4090能跑吗？")
    assert "tokens/s" not in out and "34 GB" in out, out


def test_parakeet_for_english_podcasts_is_read_as_a_speech_model_not_an_unlisted_llm(tmp_path):
    # sized from its leaderboard RTFx 3,386 (500 h ÷ 3,386 = 0.15 A100-hours), never the LLM reader's "not in my
    # registry: sized as a generic model" nor a memory floor alone
    out = _ask(tmp_path, "we need to transcribe 500 hours of English podcasts with parakeet-tdt-0.6b-v2, cheapest option?")
    assert "not in my registry" not in out and "500 h of audio" in out and "RTFx 3,386" in out, out
    assert "English only" in out, out
