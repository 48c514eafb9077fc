"""A model the user names is the model sized, or the answer says it does not know it: never another model in its place.

A maker's or series' release with a version and no registry row ("GLM-5", "MiniMax-M3", "Hunyuan3D-3.0") is said
unknown and its size asked; a family and version said without a size ("qwen3", "gemma 2") is sized on that family's
row nearest a chat assistant's 8B, said as an assumption. Before, both fell through to the provisional default
(Qwen2.5-7B in Chinese, Llama-3.1-8B in English) under "no model named", so a question about a 355B model on an 8-card
H20 server was answered for a 7B. The release names here are versions no registry row holds (a row added later for
one of them would be read as that row, which is the point of the registry)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, said", [
    ("公司机房已经有一台8卡H20（96G版），想上GLM-5 FP8给研发200人用，要支持128k上下文，放得下吗？", "GLM-5"),
    ("MiniMax-M3 is only 10B active, so 2xH100 is plenty for our 15 devs?", "MiniMax-M3"),
    ("用腾讯的Hunyuan3D-3.0给商品图生成3D模型，每天5000个", "Hunyuan3D-3.0"),
    ("我們想用 Breeze-ASR-99 做議會錄影逐字稿", "Breeze-ASR-99"),  # 繁體
])
def test_an_unlisted_release_is_said_and_its_size_asked(text, said):
    e = extract(text)
    assert e.patch.model is None and e.patch.params_b is None
    assert "model" in e.unclear  # asked, not defaulted
    assert any(said in n for n in e.notes), e.notes


@pytest.mark.parametrize("text, model", [
    ("部署qwen3给50人用", "Qwen3-8B"),  # Qwen3 0.6B–32B dense rows: 8B is the chat size
    ("serve gemma 2 for 10 users", "Gemma-2-9B"),  # 2B, 9B, 27B: 9B is nearest 8B
    ("fine-tune Llama3 on 10k support tickets", "Llama-3-8B"),  # 8B, 70B
    ("用Qwen2.5做客服，20并发", "Qwen2.5-7B"),
])
def test_a_family_without_a_size_is_sized_on_its_own_chat_size_row(text, model):
    e = extract(text)
    assert e.patch.model == model
    assert any("family of sizes" in n or "是一个系列" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text, model", [
    ("用llama.cpp跑Qwen2.5-7B", "Qwen2.5-7B"),  # a runtime named after a family is no model
    ("GLM-4.5 on 8 H100 for 50 users", "GLM-4.5"),  # a listed release is its row
    ("serve Qwen 2.5 72B for 10 users", "Qwen2.5-72B"),  # a size said is that size
    ("serve Qwen3-8B-abliterated for 5 users", "Qwen3-8B"),  # a fine-tune's words after the size: the same weights' shape
    ("部署qwen2.5-7b-instrcut给10人用", "Qwen2.5-7B"),  # a typo after the size
])
def test_listed_models_and_runtimes_read_as_before(text, model):
    e = extract(text)
    assert e.patch.model == model
    assert not any("family of sizes" in n for n in e.notes), e.notes
    # an abliterated release is another set of weights of the same shape: said as sized on its held row (never another
    # model); a typo of "instruct" is the held row itself, said nothing about
    extended = [n for n in e.notes if "not in my model catalog" in n]
    assert all(f"sized as {model}" in n for n in extended), e.notes
    assert not extended or "abliterated" in text, e.notes


@pytest.mark.slow
def test_two_cards_offered_for_a_model_it_cannot_size_get_an_answer_not_an_error(tmp_path):
    # "4090和L20选哪个" compares the two cards for the thread's job; with no model it can size, the comparison cannot
    # run: the turn is answered as any other (the unknown name said, its size asked), not ended with a CLI error
    reply = Engine(Store(tmp_path / "s.db")).handle(
        "t", "电商平台想给商品自动生成3D模型，用腾讯的Hunyuan3D-3.0，带贴图，每天5000个商品图，"
             "4090和L20选哪个，要几张，每月多少钱")
    assert reply.kind != "error", reply.text
    assert "Hunyuan3D-3.0" in reply.text and "无法对比" not in reply.text and "--model" not in reply.text
