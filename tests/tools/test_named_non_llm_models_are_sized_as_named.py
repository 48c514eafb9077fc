"""A non-LLM model the message names is the one sized, on its own row, never a default or a neighbour: ESM3-open is
not ESM-2 650M, jina-embeddings-v3 is not "which model?", YuE is not ACE-Step's speed nor "how many songs?".

Hand reasoning (each figure from the row's cited source):
- ESM3-open (esm3-sm-open-v1): 1.4 B parameters, 48 layers, d_model 1,536 (evolutionaryscale/esm README and
  pretrained.py); its weights are under the Cambrian Non-Commercial License (LICENSE.md), commercial use only by a deal
  with EvolutionaryScale — not the SageMaker click-through, which covers ESM C only.
- jina-embeddings-v3: 572 M parameters (its card), XLM-R large's 24 layers × 1,024, 8,192 tokens.
- YuE: 30 s of audio in 150 s on an H800 = 0.2× real time, in 360 s on an RTX 4090 = 0.083×; 1,000 songs × 180 s =
  180,000 s of audio ÷ 0.2 = 900,000 card-seconds = 250 GPU-hours; a 3-minute song needs an 80 GB card, so the 24 GB
  4090 is no card for it, while a 30 s clip runs on it.
"""

import pytest

from advisor.core.gen_family import family_model, short_item_any_card
from catalog.gpus import all_gpus
from tools.embedding import encoder_named, encoders_named
from tools.esm_licence import protein_licence_line
from tools.gen_families import MODELS, CardPick, batch_plan, card_rate


@pytest.mark.parametrize("text", [
    "We want to embed 30M protein sequences with ESM3-open (esm3-sm-open-v1), how many GPUs?",
    "用 esm3-sm-open-v1 给3000万条蛋白序列做embedding，要几张卡",
    "用ESM3 small對三千萬條蛋白質序列做嵌入",
    "embed 2M sequences with esm3_open",
])
def test_esm3_open_is_its_own_row_never_esm2(text):
    got = encoder_named(text)
    assert got is not None and got.name == "ESM3-open 1.4B", text
    assert got.params == 1_400_000_000 and got.layers == 48 and got.hidden == 1536


@pytest.mark.parametrize("text", [
    "embed 50M documents with jina-embeddings-v3",
    "用jina-embeddings-v3给5000万篇文档做向量",
    "我們用 jinaai/jina-embeddings-v3 嵌入五千萬份文件",
    "50M docs through jina v3 embeddings",
])
def test_the_named_jina_embedder_is_its_own_row(text):
    got = encoder_named(text)
    assert got is not None and got.name == "jina-embeddings-v3", text
    # 572 M, 24 × 1,024, 8k: XLM-R large's shape; its 250,002 × 1,024 = 256 M table is a lookup, 316 M multiply
    assert got.params == 572_000_000 and got.max_tokens == 8192 and got.matmul_params == 572_000_000 - 250_002 * 1024


@pytest.mark.parametrize("text, names", [
    ("ESM3 small vs ESM C 600M?", ["ESM3-open 1.4B", "ESM C 600M"]),
    ("ESM3-open 和 ESM C 600M 哪个好？", ["ESM3-open 1.4B", "ESM C 600M"]),
    ("bge-m3 vs jina-embeddings-v3 for 10M docs", ["bge-m3", "jina-embeddings-v3"]),
    ("bge-large-zh or bge-large?", ["bge-large-zh-v1.5", "bge-large-en-v1.5"]),  # the longer spelling read once
])
def test_every_encoder_named_is_read_in_order(text, names):
    assert [e.name for e in encoders_named(text)] == names


def test_esm3_licence_is_non_commercial_with_no_sagemaker_way_out():
    line = protein_licence_line("ESM3-open 1.4B")
    assert line is not None and line.args["licence"] == "Cambrian Non-Commercial License"
    assert "EvolutionaryScale" in line.en and "SageMaker" not in line.en and "SageMaker" not in line.zh
    c600 = protein_licence_line("ESM C 600M")
    assert c600 is not None and "SageMaker" in c600.en  # ESM C's commercial path is the click-through


@pytest.mark.parametrize("text, key", [
    ("用YuE生成1000首歌，每首3分钟", "yue"),
    ("Generate 500 songs of 2 minutes each with YuE", "yue"),
    ("用 m-a-p/yue-s1 生成三千首歌", "yue"),
    ("用 ACE-Step 生成1000首歌", "ace-step"),
])
def test_yue_is_read_as_itself(text, key):
    got = family_model(text)
    assert got is not None and got[0].key == key


def test_cantonese_yue_is_no_music_model():
    assert family_model("transcribe Cantonese calls with Whisper, language yue") is None


def test_yue_rate_and_its_80gb_card():
    yue, gpus = MODELS["yue"], all_gpus()
    assert card_rate(yue, gpus["H800 SXM"], gpus) == (pytest.approx(0.2), False)
    assert card_rate(yue, gpus["RTX 4090"], gpus) is None  # a full song needs 80 GB
    h100 = card_rate(yue, gpus["H100 SXM"], gpus)
    assert h100 is not None and h100[0] == pytest.approx(0.2)  # never credited above the H800 it matches on paper
    short = short_item_any_card(yue, "用YuE生成200段30秒的配乐")
    assert card_rate(short, gpus["RTX 4090"], gpus) == (pytest.approx(30 / 360), False)
    assert short_item_any_card(yue, "用YuE生成1000首歌，每首3分钟").min_gb == 80.0


def test_yue_batch_is_the_songs_said():
    plan = batch_plan(1000, 180, CardPick("H800 SXM", 0.2, False, "row", 3.0), 72.0)
    # 180,000 s ÷ 0.2 ÷ 3,600 = 250 GPU-hours; in 72 h ⌈250 ÷ 72⌉ = 4 cards; 250 × 3 = 750
    assert plan.gpu_hours == pytest.approx(250.0) and plan.cards == 4 and plan.cost == pytest.approx(750.0)


@pytest.mark.parametrize("text, key", [
    ("MAE pretraining ViT-L on 1亿张图片, 800 epoch, 要多少卡多久", "mae-vit-l"),
    ("Pretrain ViT-B with MAE on ImageNet-1k (1.28M images) for 1600 epochs", "mae-vit-b"),
    ("用MAE預訓練ViT-H，一億張圖，400輪", "mae-vit-h"),
    ("masked autoencoder pre-training on 20M images", "mae-vit-l"),  # no size: ViT-L, a stand-in
    ("fine-tune ViT-L on 2 million images for 10 epochs at 224px", "vit-l"),
])
def test_a_vit_or_its_mae_pretraining_is_the_row_named(text, key):
    from advisor.core.vision_train_read import names_vision_training

    got = names_vision_training(text)
    assert got is not None and got[0] == key, text


def test_mae_counts_images_times_epochs():
    from advisor.core.vision_train_read import vision_job
    from tools.schema import Workload
    from tools.vision_train import MODELS, job_flops

    m = MODELS["mae-vit-l"]
    # 2 × (307e6 × 50 visible + 25.2e6 decoder × 197) = 40.6 GFLOP: a quarter of a plain ViT-L's 121
    assert m.gflops == pytest.approx(2 * (307e6 * 50 + 8 * 12 * 512 ** 2 * 197) / 1e9) == pytest.approx(40.6, abs=0.1)
    job = vision_job(Workload(), "MAE pretraining ViT-L on 1亿张图片, 800 epoch, 要多少卡多久")
    assert job is not None and job.images == 1e8 and job.epochs == 800
    # 1e8 × 800 × 3 × 40.6e9 ≈ 9.75e21 FLOP (never a default image or epoch count)
    assert job_flops(m, job.images, job.epochs, 224) == pytest.approx(9.75e21, rel=0.01)


@pytest.mark.parametrize("text, said, held, ratio", [
    # ESM3 medium is the paper's 7 B scale, API-only: on ESM3-open 1.4B, 7 ÷ 1.4 = 5× the work a token
    ("embed 1M protein sequences with ESM3 medium", "ESM3 medium", "ESM3-open 1.4B", "≈ 5×"),
    ("用 esm3-large 给蛋白做向量", "ESM3 large", "ESM3-open 1.4B", "≈ 70×"),  # 98 ÷ 1.4 = 70
    ("embed 5M sequences with ESM C 6B", "ESM C 6B", "ESM C 600M", "≈ 10×"),  # 6 ÷ 0.6 = 10
])
def test_an_api_only_esm_is_said_not_held_and_sized_on_its_family(text, said, held, ratio):
    from tools.embedding import api_only_named

    got = encoder_named(text)
    assert api_only_named(text) == said and got is not None and got.name == held
    assert got.source.startswith(f"{said} (") and "no open weights" in got.source and ratio in got.source


def test_a_bare_esm3_is_the_open_one():
    got = encoder_named("用ESM3给100万条蛋白序列做embedding")
    assert got is not None and got.name == "ESM3-open 1.4B" and "no open weights" not in got.source


@pytest.mark.parametrize("text", [
    "train a demand forecasting model, MAE below 5%",
    "训练一个销量预测模型，MAE 要低于 5%",
])
def test_a_forecasts_mae_is_no_vit_pretraining(text):
    from advisor.core.vision_train_read import names_vision_training

    assert names_vision_training(text) is None


@pytest.mark.parametrize("text, name", [
    ("用DiffRhythm生成1000首歌，每首3分钟", "DiffRhythm"),
    ("Generate 2,000 songs a day with SongBloom, 3 min each", "SongBloom"),
    ("用 LeVo 做 500 首歌", "LeVo"),
])
def test_an_unheld_music_generator_is_music_on_the_held_row(text, name):
    from tools.gen_families import slowest_music_ratio

    got = family_model(text)
    assert got is not None and got[0].name == name and got[0].family == "music" and got[0].proxy
    # ACE-Step's 34.48× on a 4090 against YuE's 0.2× on an H800: up to 172× the GPU-hours
    assert slowest_music_ratio() == pytest.approx(34.48 / 0.2)


@pytest.mark.parametrize("text", [
    "用 Demucs 分离 1000 首歌的人声",
    "separate vocals from 5000 songs with UVR5",
    "tag 10,000 songs by genre with MERT",
    "用 SongForge 给 3000 首歌打标签",
])
def test_songs_processed_are_no_music_generation(text):
    assert family_model(text) is None


@pytest.mark.parametrize("text, trains", [
    ("MAE pretraining ViT-L on 100M images", True),
    ("Pretrain ViT-B with MAE", True),
    ("pre-training ViT-H on 1亿张图", True),
    ("run a pretrained YOLOv8 on 5000 images a day", False),  # a pretrained model run is inference
    ("serve our trained ViT-L classifier", False),
])
def test_pretraining_is_training_a_pretrained_model_is_not(text, trains):
    from advisor.core.vision_train_read import trains_vision

    assert trains_vision(text) is trains
