"""A model named in place of one whose context is too short does the same work: a chat model for chat (never a GUI
agent or a code model for customer chats), a code model for code, an image reader for images, and for a user who
writes Chinese a model trained for Chinese first, 繁體 releases first for 繁體."""

from __future__ import annotations

import pytest

from tools.substitute_kind import fits_kind, language_rank, model_kind


@pytest.mark.parametrize("name,kind", [
    ("ShowUI-2B", "gui_agent"), ("UI-TARS-1.5-7B", "gui_agent"), ("StarCoder2-15B", "code"),
    ("CodeLlama-34B", "code"), ("Qwen2.5-Math-7B", "math"), ("Llama-Guard-3-8B", "guard"),
    ("MedGemma-27B", "medical"), ("Qwen2-VL-2B", "vision"), ("Phi-3.5-vision", "vision"),
    ("Gemma-3-12B", "chat"), ("Taiwan-LLM-13B", "chat"), ("Falcon-40B", "chat"),
])
def test_the_kind_is_read_from_the_release_name(name, kind):
    assert model_kind(name) == kind


def test_a_chat_model_is_never_replaced_by_an_agent_or_a_code_model():
    # Falcon-7B is a general chat/instruct model: ShowUI-2B clicks on screenshots and StarCoder2 completes code, so
    # neither answers a customer; Mistral-7B does
    assert not fits_kind("Falcon-7B", "ShowUI-2B")
    assert not fits_kind("Falcon-7B", "StarCoder2-15B")
    assert fits_kind("Falcon-7B", "Mistral-7B")
    # an image reader is replaced by one that reads images: Phi-3-vision → Qwen2-VL-7B yes, Mistral-Nemo-12B (text) no
    assert fits_kind("Phi-3-vision", "Qwen2-VL-7B")
    assert not fits_kind("Phi-3-vision", "Mistral-Nemo-12B")


def test_the_users_written_chinese_ranks_models_trained_for_it():
    # 繁體: TAIDE (Taiwan's NSTC, Traditional) before GLM (Simplified-trained) before Phi (English-first)
    assert [language_rank(n, "zh-Hant") for n in ("TAIDE-LX-7B", "GLM-4-9B-Chat", "Phi-4")] == [0, 1, 2]
    # 简体: InternLM (Simplified-trained) before Taiwan-LLM (Traditional) before Granite
    assert [language_rank(n, "zh") for n in ("InternLM3-8B", "Taiwan-LLM-7B", "Granite-3.3-8B")] == [0, 1, 2]
    assert language_rank("Granite-3.3-8B", "en") == 0


@pytest.mark.parametrize("model,tokens,language,first_ok", [
    # 繁體 support chats on Taiwan-LLM-7B (max_position_embeddings 4,096) asked for 16k: the old first substitute was
    # CodeLlama-7B (a code model, 16,384); a Chinese-trained chat model of about 7B that holds 16,384 is right
    # (ChatGLM3-6B-32K 32,768, Qwen2.5-7B 131,072)
    ("Taiwan-LLM-7B", 16_384, "zh-Hant", lambda n: model_kind(n) == "chat" and language_rank(n, "zh-Hant") <= 1),
    # 简体 on Falcon-7B (2,048) asked for 8k: CodeLlama-7B was first; now a Chinese-trained chat model
    ("Falcon-7B", 8_192, "zh", lambda n: model_kind(n) == "chat" and language_rank(n, "zh") == 0),
    # English, CodeLlama-7B (16,384) asked for 32k of a repository: a code model that holds 32k (Qwen2.5-Coder-7B,
    # 131,072), not Mistral-7B
    ("CodeLlama-7B", 32_768, "en", lambda n: model_kind(n) == "code"),
])
def test_the_first_substitute_is_of_the_same_kind_and_holds_the_context(model, tokens, language, first_ok):
    from advisor.core.service import longer_context
    from catalog import registry

    names = longer_context(registry.get(model), tokens, language)
    assert names and first_ok(names[0]), names
    assert (registry.get(names[0]).max_context or 0) >= tokens
    assert not any(model_kind(n) == "gui_agent" for n in names), names


def test_a_maths_release_keeps_its_own_short_context():
    # Qwen2.5-Math-72B-Instruct is the Qwen2.5-72B architecture with max_position_embeddings 4,096 (as its 7B
    # sibling): "solutions up to 7k tokens" is over it, never re-sized at 7,168 as if native (Qwen2.5-72B holds 131,072)
    from advisor.core.extract_rules import extract
    from catalog import registry

    assert registry.get("Qwen2.5-Math-72B").max_context == 4096
    assert extract("用 Qwen2.5-Math-72B-Instruct 批改作业，有的解答长达 7k token").patch.model == "Qwen2.5-Math-72B"
