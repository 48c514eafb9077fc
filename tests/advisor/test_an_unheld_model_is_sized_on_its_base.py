"""A named LLM or VLM no registry row holds, whose name holds a held family and size or whose base the user states, is
sized on that base's architecture, said as such: never a generic model of its size, which loses the base's context
limit, its KV heads and, for a VLM, its image tokens.

Before, "Mistral-Nemo-Kappa-12B" was "a generic model of the stated size (architecture assumed)": a 12B guessed shape,
no 131,072-token limit; "DocuPilot-3B (Qwen2.5-VL-based)" was asked which Qwen2.5-VL it meant though its name says 3B.
The names here are made up: no row will ever hold them."""

from __future__ import annotations

import pytest

from advisor.core.base_shape import held_inside, stated_base
from advisor.core.extract_rules import UNKNOWN_MODEL_NOTE, extract
from catalog import registry
from tests.conftest import module_home
from tools.memory import kv_cache_bytes_per_token

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, base, kv, words", [
    # Mistral-Nemo-12B (config.json: 40 layers, 8 KV heads, head_dim 128): 2·40·8·128·2 B = 163,840 B/token
    ("serve Mistral-Nemo-Kappa-12B-Instruct for 25 support agents", "Mistral-Nemo-12B", 163_840, "its base as its name"),
    # 简体: Qwen2.5-14B (48 layers, 8 KV heads, head_dim 128): 2·48·8·128·2 = 196,608 B/token
    ("部署 Qwen2.5-Lumina-14B 给30个客服用，8k 上下文", "Qwen2.5-14B", 196_608, "名字所示的底座"),
    # 繁體: Gemma-2-27B (46 layers, 16 KV heads, head_dim 128): 2·46·16·128·2 = 376,832 B/token; its limit 8,192 kept
    ("我們想用 Gemma-2-Formosa-27B 做客服，同時 12 人", "Gemma-2-27B", 376_832, "名字所示的底座"),
    # the fine-tuner's word before the family: Qwen2.5-32B (64 layers, 8 KV heads × 128): 2·64·8·128·2 = 262,144 B/token
    ("we want Otter2-Qwen2.5-32B-Instruct for 8 lawyers", "Qwen2.5-32B", 262_144, "its base as its name"),
])
def test_a_name_holding_a_held_family_and_size_is_sized_on_it(text, base, kv, words):
    e = extract(text)
    assert e.patch.model == base, (e.patch.model, e.notes)
    assert e.patch.params_b is None and UNKNOWN_MODEL_NOTE not in e.notes  # never the generic shape
    assert kv_cache_bytes_per_token(registry.get(base)) == kv
    assert any(words in n for n in e.notes + list(e.zh_notes.values())), (e.notes, e.zh_notes)


@pytest.mark.parametrize("text, base, kv", [
    # a VLM's stated base sized by the size in its own name: Qwen2.5-VL-3B (36 layers, 2 KV heads, head_dim 128):
    # 2·36·2·128·2 = 36,864 B/token, and its vision tower's image tokens per screenshot
    ("serve DocuPilot-3B (Qwen2.5-VL-based) to read 2,000 screenshots an hour", "Qwen2.5-VL-3B", 36_864),
    # 简体: the base named whole: Llama-3.1-8B (32 layers, 8 KV heads, head_dim 128): 2·32·8·128·2 = 131,072 B/token
    ("HaiGuan-8B 是基于 Llama-3.1-8B 微调的，部署给 40 人用", "Llama-3.1-8B", 131_072),
    # 繁體: Llama-2-13B (40 layers, 40 KV heads: no GQA, head_dim 128): 2·40·40·128·2 = 819,200 B/token, 4,096 limit
    ("以 Llama-2-13B 為基礎的 LexTW-13B，要給 20 位書記官用", "Llama-2-13B", 819_200),
])
def test_a_stated_base_sizes_the_unheld_model(text, base, kv):
    e = extract(text)
    assert e.patch.model == base, (e.patch.model, e.notes)
    assert "model" not in e.unclear and UNKNOWN_MODEL_NOTE not in e.notes
    assert kv_cache_bytes_per_token(registry.get(base)) == kv
    assert any("its base as you state it" in n for n in e.notes), e.notes


def test_the_base_keeps_its_limits():
    # Gemma-2's max_position_embeddings is 8,192 and Llama-2's 4,096 (their config.json): a fine-tune keeps them
    assert registry.get(held_inside("Gemma-2-Formosa-27B") or "").max_context == 8192
    assert registry.get((stated_base("LexTW-13B, fine-tuned from Llama-2-13B", "LexTW-13B") or ("",))[0]).max_context == 4096
    assert registry.get("Qwen2.5-VL-3B").vision_tower


@pytest.mark.parametrize("text, model", [
    ("we're an Osaka-based team, serve Qwen2.5-14B for 10 users", "Qwen2.5-14B"),  # a place, not a base
    ("serve Llama-3.1-8B fine-tuned on our tickets for 10 users", "Llama-3.1-8B"),  # the held model itself
    ("serve Qwen2.5-72B-Instruct-AWQ for 10 users", "Qwen2.5-72B"),  # a checkpoint of a held row, not a fine-tune
])
def test_a_held_model_is_never_said_unheld(text, model):
    e = extract(text)
    assert e.patch.model == model and not any("not in my model catalog" in n for n in e.notes), (e.patch.model, e.notes)


def test_a_name_with_no_held_base_stays_generic():
    # no Qwen2.5 of 9B is held: the size in the name is all there is (said generic), never another size's shape
    assert held_inside("Qwen2.5-Kappa-9B") is None


@pytest.mark.slow
@pytest.mark.parametrize("text, base, said, limit", [
    # 繁體: a Gemma-2 fine-tune asked for 20k: Gemma-2-9B's max_position_embeddings is 8,192, so the plan is capped and
    # says so, never "yes" to 20k on a generic 9B
    ("我們用以 Gemma-2-9B 為基礎的 LexTW-9B 回答民眾問題，同時 10 人，每次 20k token 的法規", "Gemma-2-9B", "底座", "8,192"),
    # en: a Llama-3.3 continued pre-training named with its tuner's word: Llama-3.3-70B's shape (80 layers, 8 KV heads)
    ("serve Llama-3.3-Kestrel-70B-Instruct for 15 analysts at 8k context", "Llama-3.3-70B", "its base", "8,192"),
])
def test_the_answer_is_sized_on_the_base_and_says_so(tmp_path, text, base, said, limit):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(Store(tmp_path / "s.db")).handle("t", text)
    head = reply.text.split("\n")[0]
    assert base in head and limit in head, reply.text[:800]
    assert said in reply.text and "generic" not in reply.text and "通用" not in reply.text, reply.text[:1200]
