"""Open releases of 2025 are read as their own registry rows, in English and glued 简体 / 繁體, and a listed name followed by
release words the registry lacks is never read as the shorter listed model: it is said, and sized from the size in
its name or asked."""

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, model", [
    ("Deploy GLM-4.6 for 200 users", "GLM-4.6"),
    ("部署GLM-4.6给200人用", "GLM-4.6"),
    ("serve MiniMax-M2 for our coding agents", "MiniMax-M2"),
    ("用minimax m2做编程助手", "MiniMax-M2"),
    ("Phi-4-reasoning-plus on one GPU for 5 users", "Phi-4-reasoning-plus"),
    ("部署Phi-4-reasoning-plus给10人用", "Phi-4-reasoning-plus"),
    ("phi 4 reasoning plus on a 4090", "Phi-4-reasoning-plus"),
    ("run Phi-4-reasoning for a tutoring app", "Phi-4-reasoning"),
    ("DeepSeek-V3.1 for 100 users", "DeepSeek-V3.1"),
    ("部署DeepSeek-V3.1做客服", "DeepSeek-V3.1"),
    ("Seed-OSS-36B-Instruct for 30 users", "Seed-OSS-36B"),
    ("用Seed-OSS-36B做长文档问答", "Seed-OSS-36B"),
    ("Magistral-Small-2509 for 20 users", "Magistral-Small-2509"),
    ("部署Magistral-Small-2509看图推理", "Magistral-Small-2509"),
    ("deploy Hunyuan-A13B for 50 users", "Hunyuan-A13B"),
    ("self host Hunyuan-A13B-Instruct for 25 lawyers", "Hunyuan-A13B"),
    ("hunyuan a13b fp8 on one H100", "Hunyuan-A13B"),
    ("部署混元A13B给200人用", "Hunyuan-A13B"),
    ("腾讯混元-A13B做客服", "Hunyuan-A13B"),
    ("部署騰訊混元A13B給200人用", "Hunyuan-A13B"),
    ("serve Qwen3-VL-8B-Instruct for image moderation", "Qwen3-VL-8B"),
    ("我们想用Qwen3-VL-8B-Instruct做用户图片审核", "Qwen3-VL-8B"),
    ("用千问3-VL-8B做质检", "Qwen3-VL-8B"),
    ("用千問3-VL-4B做圖片審核", "Qwen3-VL-4B"),
    ("qwen3 vl 2b on a phone", "Qwen3-VL-2B"),
    ("qwen3 vl 30b a3b for 40 users", "Qwen3-VL-30B-A3B"),
    ("部署Qwen3-VL-235B-A22B-Instruct给100人用", "Qwen3-VL-235B-A22B"),
    ("gemma 3 4b chatbot for 10 users", "Gemma-3-4B"),
    ("ollama gemma3:1b on a laptop", "Gemma-3-1B"),
    ("部署Gemma-3-4B-it给50人用", "Gemma-3-4B"),
    ("部署gemma3 1b給50人用", "Gemma-3-1B"),
    ("Devstral-Small-2505 for 10 devs", "Devstral-Small-2507"),
    ("部署Devstral-Small-2507给20人用", "Devstral-Small-2507"),
    ("devstral small 1.1 on a 4090", "Devstral-Small-2507"),
])
def test_a_newer_release_is_read_as_its_row(text, model):
    assert extract(text).patch.model == model


@pytest.mark.parametrize("text, said, shorter", [
    ("DeepSeek-OCR for 1000 pages a day", "DeepSeek-OCR", "DeepSeek-V3"),
    ("部署DeepSeek-OCR处理扫描件", "DeepSeek-OCR", "DeepSeek-V3"),
    ("DeepSeek OCR for scans", "DeepSeek OCR", "DeepSeek-V3"),
    ("Phi-4 multimodal for 10 users", "Phi-4 multimodal", "Phi-4"),
    ("deepseek v3.3 for 50 users", "deepseek v3.3", "DeepSeek-V3"),
    ("Yi-34B-200K for long documents", "Yi-34B-200K", "Yi-34B"),
    ("部署Qwen3-VL-8B看商品图", "Qwen3-VL-8B", "Qwen3-8B"),
    ("Qwen3-VL-32B for 20 users", "Qwen3-VL-32B", "Qwen3-32B"),
    # Devstral Small 2 (2512) is multimodal with a 256k window: never the 2505/2507 row
    ("Devstral-Small-2-24B-Instruct-2512 for 10 devs", "Devstral-Small-2-24B", "Devstral-Small-2507"),
])
def test_a_longer_release_is_never_its_shorter_prefix(text, said, shorter):
    e = extract(text)
    assert e.patch.model != shorter
    assert any(said in n for n in e.notes) or e.patch.model == said, e.notes


@pytest.mark.parametrize("text, model", [
    ("Llama-3.1-8B-Instruct for 5 users", "Llama-3.1-8B"),
    ("serve qwen2.5-7b-instruct-awq", "Qwen2.5-7B"),
    ("ollama llama3.1:8b-instruct-q4_K_M on a laptop", "Llama-3.1-8B"),
    ("DeepSeek-V3-0324 for 40 users", "DeepSeek-V3"),
    ("Qwen3-30B-A3B-Instruct-2507 给20人用", "Qwen3-30B-A3B-Instruct-2507"),
    ("We chat with Phi-4.", "Phi-4"),
    ("GLM-4.6-FP8 on H200", "GLM-4.6"),
])
def test_tune_format_and_date_suffixes_keep_the_row(text, model):
    assert extract(text).patch.model == model
