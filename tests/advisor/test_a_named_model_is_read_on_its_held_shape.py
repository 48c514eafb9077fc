"""A model the user names that no registry row holds, whose name says what it is built on, gets a provisional answer on
that held shape, said as an assumption: never a bare "give its parameter count" question, never another model silently.

Before, "DeepSeek-Coder-V2-Lite autocomplete for 120 devs" got "not in my catalog … I need this one" and no plan (and
"fastest" the same question back); "Kimi-K2-Thinking … is 8xH100 enough?" was answered for Llama-3.1-70B ("8 × H100 is
more than needed"); a MiniCPM-V-2.6 shelf-photo job was "not in library". Now the releases are rows of their own, and a
name still not held is read on the held model its name says (a tune: "-Coder", "-Thinking", a date, "-Guard"; a family
said without its size; a vision-language name of no size: its maker's held VLM nearest 8B). Size words are never dropped
("DeepSeek-Coder-V2", 236B, is never its 16B Lite; "Pixtral-Large" never Pixtral-12B). The names in the reading tests
are ones no row holds."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog import registry
from tests.conftest import module_home
from tools.defaults import nearest_in_size
from tools.memory import four_bit_format, kv_cache_bytes_per_token, weight_bytes

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, model, words", [
    # a tune of a held model keeps its layers and experts: DeepSeek-V2-Lite (27 layers, 64 experts, 15.7B)
    ("self-hosted autocomplete for 80 devs on DeepSeek-V2-Lite-Coder, ~2k-token prompts", "DeepSeek-V2-Lite-Chat",
     "without 'coder'"),
    # a dated re-release of a held release: the Thinking row (1.04T, native INT4)
    ("部署Kimi-K2-Thinking-0905给40个研究员用，64k上下文", "Kimi-K2-Thinking", "去掉“0905”"),
    # a family said without its size: Llama Guard 3 is 1B and 8B, the 8B held (Llama-3.1-8B shape)
    ("we screen every chat message with Llama-Guard-3 before delivery, 5M a day", "Llama-Guard-3-8B", "names a family"),
])
def test_a_tune_or_a_family_of_a_held_model_is_sized_on_it(text, model, words):
    e = extract(text)
    assert e.patch.model == model, (e.patch.model, e.notes)
    assert "model" not in e.unclear  # a plan, not the bare size question
    assert any(words in n for n in e.notes + list(e.zh_notes.values())), (e.notes, e.zh_notes)


@pytest.mark.parametrize("text, maker_row", [
    # MiniCPM-o 2.6 (omni: vision + speech, ≈ 8B): MiniCPM's held VLM is MiniCPM-V-2.6 (SigLIP-400M + Qwen2-7B)
    ("用MiniCPM-o-2.6识别门店货架照片，1500家店每天10张", True),
    # 繁體: InternVL "4" is no row; InternVL's held VLMs are 38B and 78B: the one nearer 8B (38B) is the maker's own
    ("我們想用 InternVL4 讀發票照片，每天兩萬張，要多少錢", True),
    # a maker with no VLM held: the held VLM nearest 8B of any maker, said so (Phi-3.5-vision is a row of its own now)
    ("caption 50k product photos a day with Molmo", False),
])
def test_a_vision_language_name_of_no_size_is_sized_on_a_held_vlm(text, maker_row):
    e = extract(text)
    assert e.patch.model is not None and registry.get(e.patch.model).vision_tower, (e.patch.model, e.notes)
    assert "model" not in e.unclear
    said = "its maker's held VLM" if maker_row else "its maker has none here"
    assert any(said in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "self-hosted DeepSeek-Coder-V2 for 60 devs",  # 236B: never its 16B Lite (a size word is never dropped)
    "serve Pixtral-Large for 20 analysts",  # 124B: never Pixtral-12B
])
def test_a_size_word_keeps_a_release_off_a_smaller_sibling(text):
    e = extract(text)
    assert e.patch.model not in ("DeepSeek-Coder-V2-Lite", "DeepSeek-V2-Lite-Chat", "Pixtral-12B"), e.notes


@pytest.mark.parametrize("text, model", [
    ("code completion for 70 engineers with DeepSeek-Coder-V2-Lite-Base", "DeepSeek-Coder-V2-Lite"),
    ("2张A6000跑Llama-3.1-Nemotron-70B-Instruct给20个分析师", "Llama-3.1-Nemotron-70B-Instruct"),
    ("用 Pixtral-12B 寫二手車刊登文案，每天兩萬筆", "Pixtral-12B"),
    ("moderate 10M messages a day with Llama-Guard-3-8B", "Llama-Guard-3-8B"),
])
def test_the_new_releases_are_their_own_rows(text, model):
    e = extract(text)
    assert e.patch.model == model, (e.patch.model, e.notes)
    assert not any("not in my model catalog" in n for n in e.notes), e.notes


def test_kimi_k2_thinking_weights_are_its_native_expert_only_int4():
    # hand: routed experts 60 MoE layers × 384 × 3 × 7168 × 2048 = 1.0147e12 at INT4 group 32 with a BF16 scale
    # (4 + 16/32 = 4.5 bits) = 570.8 GB; the rest (1.0264e12 − 1.0147e12 = 11.7e9: attention, shared expert, the dense
    # layer, embeddings) BF16 = 23.4 GB → ≈ 594 GB. 8 × H100 (640 GB raw, ≈ 576 GB usable) cannot hold it with any KV;
    # a 512 GB Mac cannot hold the weights at all; 8 × H200 (1,128 GB) can.
    arch = registry.get("Kimi-K2-Thinking")
    assert arch.native_precision == "int4" and four_bit_format(arch) == "int4"
    gb = weight_bytes(arch, "int4") / 1e9
    assert 590 < gb < 598
    assert gb > 576 and gb > 512 and gb < 1128
    # the same model quantised by a user (AWQ, every linear layer, group 128: 4.156 bits) is smaller: ≈ 537 GB
    k2 = registry.get("Kimi-K2")
    assert four_bit_format(k2) == "awq" and 530 < weight_bytes(k2, "int4") / 1e9 < 545
    # MLA: 61 layers × (512 latent + 64 rope) × 2 bytes = 70,272 B ≈ 68.6 KiB a token; 64k context ≈ 4.3 GiB a chat
    assert kv_cache_bytes_per_token(arch) == 61 * 576 * 2
    assert arch.thinking is not None and arch.thinking.default and arch.max_context == 262_144


@pytest.mark.parametrize("model, params_b, kv_per_token", [
    ("DeepSeek-Coder-V2-Lite", 15.7, 27 * 576 * 2),  # MLA 512 + 64, 27 layers: 31,104 B ≈ 30.4 KiB; BF16 ≈ 31.4 GB
    ("Pixtral-12B", 12.2, 2 * 40 * 8 * 128 * 2),  # Mistral-Nemo decoder: 160 KiB a token
    ("MiniCPM-V-2.6", 7.6, 2 * 28 * 4 * 128 * 2),  # Qwen2-7B tower: 56 KiB a token
    ("Llama-Guard-3-8B", 8.03, 2 * 32 * 8 * 128 * 2),  # Llama-3.1-8B shape: 128 KiB
    ("Llama-3.1-Nemotron-70B-Instruct", 70.6, 2 * 80 * 8 * 128 * 2),  # Llama-3.1-70B shape: 320 KiB
])
def test_the_new_rows_hold_their_hand_figures(model, params_b, kv_per_token):
    arch = registry.get(model)
    assert abs(weight_bytes(arch, "bf16") / 2e9 - params_b) / params_b < 0.01
    assert kv_cache_bytes_per_token(arch) == kv_per_token


def test_gte_qwen2_is_a_listed_encoder_with_its_own_width():
    # 3,584-dim vectors (not an assumed 4,096), 32k input: 30M passages × 3,584 × 4 B ≈ 430 GB of float32 index
    from tools.embedding import encoder_named

    e = encoder_named("embed 30M passages with gte-Qwen2-7B-instruct")
    assert e is not None and e.name == "gte-Qwen2-7B-instruct"
    assert (e.layers, e.hidden, e.max_tokens) == (28, 3584, 32768)


def test_the_nearest_size_is_on_a_log_scale():
    # 7.6B is nearer 8B than 2B or 72B; 12B (×1.5) nearer than 4B (×0.5)
    assert nearest_in_size({"a": 2e9, "b": 7.6e9, "c": 72e9}) == "b"
    assert nearest_in_size({"four": 4e9, "twelve": 12e9}) == "twelve"
    assert nearest_in_size({}) is None


@pytest.mark.slow
@pytest.mark.parametrize("text, said, no", [
    # en: 8 × H100 80 GB: 594 GB of weights / 8 = 74 GB a card before KV and activations, over a 77 GB pool → no
    ("research group of 45, want Kimi-K2-Thinking self-hosted in the US at 32k context. is 8xH100 80GB enough?",
     "not enough", "Llama"),
    # 粵語 (繁體): one 512 GB Mac Studio: 594 GB > 512 GB (and > the ≈ 384–480 GB the GPU may wire) → 不夠
    ("我哋事務所想買部Mac Studio M3 Ultra 512GB喺office行Kimi-K2-Thinking，得唔得？", "不夠", "Llama"),
])
def test_kimi_k2_thinking_is_judged_on_its_own_weights(tmp_path, text, said, no):
    reply = Engine(Store(tmp_path / "s.db")).handle("t", text)
    assert "Kimi-K2-Thinking" in reply.text and said in reply.text, reply.text[:1500]
    assert no not in reply.text.split("\n")[0]
    assert "594" in reply.text or "595" in reply.text, reply.text[:1500]


@pytest.mark.slow
def test_an_unheld_tune_gets_a_plan_and_keeps_it_when_asked_for_the_fastest(tmp_path):
    # DeepSeek-V2-Lite-Coder is no row: planned on DeepSeek-V2-Lite (BF16 ≈ 31.4 GB, one 48 GB card a replica), and
    # "fastest?" re-ranks that plan, never the size question again
    engine = Engine(Store(tmp_path / "s.db"))
    first = engine.handle("t", "code completion for 100 engineers on DeepSeek-V2-Lite-Coder, ~3k-token prompts")
    assert "DeepSeek-V2-Lite-Coder" in first.text and "I need this one" not in first.text, first.text[:1200]
    assert "/h" in first.text
    second = engine.handle("t", "fastest?")
    assert "I need this one" not in second.text and "/h" in second.text, second.text[:1200]


def test_pixtral_reads_each_photo_at_native_resolution():
    # params.json: image_size 1024, patch_size 16, no merge, a break token a row: 1024² → 64 rows × 65 = 4,160 tokens
    # (Qwen2.5-VL's 28-px merged patches give ≈ 1,340 for the same photo); 512² → 32 × 33 = 1,056; a 4000 × 3000 phone
    # photo is scaled to 1024 × 768 first → 48 rows × 65 = 3,120; six 1024² photos + 200 tokens ≈ 25,160 a listing
    from tools.vlm_image import image_tokens, vlm_prompt

    t = image_tokens("Pixtral-12B", 1024, 1024)
    assert t is not None and (t.tokens, t.capped) == (4160, 1056)
    wide = image_tokens("pixtral-12b-2409", 4000, 3000)
    assert wide is not None and wide.tokens == 3120
    p = vlm_prompt("Pixtral-12B", 1024, 1024, 6, 200)
    assert p is not None and p.prompt == 6 * 4160 + 200 and not p.capped  # the resize is a lever, never applied


def test_a_pixtral_photo_job_in_chinese_is_sized_with_its_image_tokens():
    # 简体: 1024×1024 shelf photos on Pixtral-12B: 4,160 visual tokens + 161 of instruction = 4,321-token prompts
    e = extract("用Pixtral-12B识别1024x1024的门店货架照片，每天3万张")
    assert e.patch.model == "Pixtral-12B"
    assert e.patch.image_tokens == 4160 and e.patch.prompt_tokens == 4160 + 161, (e.patch, e.notes)
