"""Whole answers on non-LLM paths use the model and the counts the message gives: the named ESM3 / jina / YuE row
is the one sized, the songs or items said are echoed and sized, and a figure the message states is never asked for.

Hand reasoning: "用YuE生成1000首歌，每首3分钟" is 1,000 × 180 s = 50 h of audio; YuE makes 0.2 s of audio a second on
an H800-class card → 250 GPU-hours (its README: 30 s in 150 s). An unknown tool "跑 3000 个样本" has its count said,
so only what it computes and by when is asked, never "有多少个任务". ESM3-open's 30 M sequences are sized on ESM3-open
1.4B, with its non-commercial licence said, never as ESM-2 650M.
"""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, said", [
    ("用YuE生成1000首歌，每首3分钟", ["YuE", "1,000", "250.0 GPU 小时", "80 GB"]),
    ("用YuE生成一千首歌，每首三分鐘", ["YuE", "1,000", "250.0"]),
    ("We need 300 YuE songs, 3 min each", ["YuE", "300 × 180 s", "75.0 GPU-hours"]),
])
def test_yue_is_sized_on_the_songs_said(ask, text, said):
    out = ask(text)
    assert all(s in out for s in said), out
    assert "多少首" not in out and "how many songs" not in out.lower() and "ACE-Step" not in out, out


@pytest.mark.parametrize("text, said", [
    ("We want to embed 30M protein sequences with ESM3-open (esm3-sm-open-v1), how many GPUs?",
     ["ESM3-open 1.4B embeddings for 30,000,000", "Cambrian Non-Commercial", "bd@evolutionaryscale.ai"]),
    ("embed 50M documents with jina-embeddings-v3", ["jina-embeddings-v3 embeddings for 50,000,000", "CC BY-NC"]),
    ("用jina-embeddings-v3给5000万篇文档做向量", ["jina-embeddings-v3", "50,000,000"]),
])
def test_the_named_embedder_is_sized(ask, text, said):
    out = ask(text)
    assert all(s in out for s in said), out
    assert "ESM-2 650M embeddings" not in out and "Which model and size" not in out, out


def test_two_encoders_compared_are_both_said(ask):
    out = ask("ESM3 small vs ESM C 600M?")
    assert "ESM3-open 1.4B (1,400 M parameters" in out and "ESM C 600M (600 M parameters" in out, out


@pytest.mark.parametrize("text, asked_count", [
    ("我们想用 GenoSwift 跑 3000 个样本，租什么 GPU？", "有多少个任务"),
    ("We want to run VariantForge over ~500k variants, which GPU?", "how many items"),
])
def test_an_unknown_tools_count_is_not_asked_again(ask, text, asked_count):
    out = ask(text)
    assert asked_count not in out and ("3,000" in out or "500,000" in out), out


@pytest.mark.parametrize("text, said", [
    # 9.75e21 FLOP ÷ (989.4e12 × 0.40) = 6,841 H100 GPU-hours; a week less start-up → ⌈6,841 ÷ 167.75⌉ = 41 cards
    ("MAE pretraining ViT-L on 1亿张图片, 800 epoch, 要多少卡多久",
     ["MAE ViT-L/16", "100,000,000 张图 × 800 轮", "6,841", "41 张卡", "6 台 8 卡机器"]),
    # 1.14e22 FLOP → 8,009 GPU-hours; two weeks 336 h less start-up → ⌈8,009 ÷ 335.75⌉ = 24 cards
    ("用MAE預訓練ViT-H，一億張圖，400輪，兩週內完成", ["MAE ViT-H/14", "400 輪", "24 張卡", "3 臺 8 卡機器"]),
    ("Pretrain ViT-B with MAE on ImageNet-1k (1.28M images) for 1600 epochs, how many GPUs?",
     ["MAE ViT-B/16", "1,280,000 images × 1600 epochs", "79.8 H100 SXM GPU-hours"]),
])
def test_mae_pretraining_is_sized_on_the_images_and_epochs_said(ask, text, said):
    out = ask(text)
    assert all(s in out for s in said) and "Not sized here" not in out and "不做估算" not in out, out


def test_an_api_only_esm_is_never_a_generic_llm(ask):
    out = ask("embed 5M sequences with ESM C 6B")
    # never "sized as a generic 6B model" generating 512 tokens: ESM C 600M's encoder pass, the 6 B said not held
    assert "ESM C 600M embeddings for 5,000,000" in out and "ESM C 6B (6 B) has no open weights" in out, out
    assert "generic" not in out and "tokens out" not in out, out


@pytest.mark.parametrize("text, said", [
    # 1,000 × 180 s = 50 h of audio ÷ 34.48 ≈ 1.5 GPU-hours at ACE-Step's speed, up to 172× at YuE's
    ("用DiffRhythm生成1000首歌，每首3分钟", ["DiffRhythm 不在我的表里", "1,000 段 × 180 秒", "172 倍"]),
    ("Generate 2,000 songs a day with SongBloom, 3 min each", ["SongBloom is not in my tables", "2,000 songs a day", "172×"]),
])
def test_an_unheld_music_generator_is_sized_on_the_songs_said(ask, text, said):
    out = ask(text)
    assert all(s in out for s in said) and "what does it compute" not in out and "它算的是什么" not in out, out
