"""A training method's word inside a model's name ("…-ppo-7b", "…-8B-DPO", "…-8b-sft") or a fine-tune described in a
bracket right after the model ("8b (xyz fine tune)", "7B（法律微调版）") names the checkpoint that is served, never a
training job (advisor.core.checkpoint_names): the task is what the message does with it. A method said apart from a
name ("fine tune llama", "run GRPO on …", 用 DPO 训练) is still training."""

from __future__ import annotations

import pytest

from advisor.core.checkpoint_names import names_held, names_restored
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def test_held_words_come_back_whole() -> None:
    t = "serve acme-grpo-14b and foo-3-8b-sft for 10 users"
    held, words = names_held(t)
    assert words == ("grpo", "sft") and "grpo" not in held and len(held) == len(t)
    assert names_restored(held, words) == t
    # no size or version beside the method: no name, nothing held
    assert names_held("DPO-trained model, grpo-style rewards")[1] == ()


def test_english_batch_translation_with_a_dpo_named_model_is_a_translation_batch() -> None:
    # Hand: 50M words × 1.3 tokens a word ≈ 65M input tokens, cut into 2,048-token requests ≈ 31,739; into 4
    # languages each is 4 requests ≈ 126,953 translations. The "dpo" is the checkpoint's, nothing is trained.
    f = _fields("we need to translate about 50M words of manuals into 4 languages using acme-mt-dpo-13b by friday")
    assert f["task"] == "inference" and f["model"] == "acme-mt-dpo-13b", f
    assert f.get("batch_requests", 0) > 100_000 and "preference" not in f, f


def test_english_served_grpo_reasoner_is_serving() -> None:
    f = _fields("host openreasoner-grpo-14b as a maths tutor for 300 students, about 40 at once")
    assert f["task"] == "inference" and "preference" not in f, f
    assert f["model"] == "openreasoner-grpo-14b", f


def test_english_fine_tune_described_in_a_bracket_is_the_checkpoint_served() -> None:
    # "(a legal fine tune from our vendor)" says which Mistral runs; 600 clients a day use it: serving
    f = _fields("legal assistant on mistral 7b (a legal fine tune from our vendor), about 600 clients a day")
    assert f["task"] == "inference", f


def test_simplified_sft_named_checkpoint_is_serving() -> None:
    f = _fields("我们想用 tulu-3-70b-sft 做内部知识问答，大概80个人同时用")
    assert f["task"] == "inference", f


def test_simplified_bracketed_tune_is_the_checkpoint() -> None:
    f = _fields("用 Qwen2.5-14B（医疗微调版）给40个医生做病历问答")
    assert f["task"] == "inference" and f["model"] == "Qwen2.5-14B", f


def test_traditional_rl_named_checkpoint_is_serving() -> None:
    f = _fields("我哋想用 skywork-rl-32b 做客服，大約30個人同時用")
    assert f["task"] == "inference", f


@pytest.mark.parametrize("text", [
    "we want to fine tune llama 3.1 8b on 20k support chats",
    "run GRPO on Qwen2.5-7B with 10k maths prompts",
    "用 DPO 训练 Qwen2.5-7B，5000 对偏好数据",
    "想用 LoRA 微調 Llama-3.1-8B，資料有兩萬條",
])
def test_a_method_said_apart_from_a_name_is_still_training(text: str) -> None:
    assert _fields(text)["task"] != "inference"
