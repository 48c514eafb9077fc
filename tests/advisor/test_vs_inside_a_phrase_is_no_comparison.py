"""A "vs" / "versus" / 对比 starts a side-by-side comparison only where it joins options of one kind (two cards, two
models, two providers, two precisions, two contexts …). Inside a name ("VS Code") or a phrase whose other side names
no option ("vs just renting", "versus buying") the question is answered as written, not cut into table columns."""

import pytest

from advisor.core.compare import one_kind_compared, split_options
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.advisor.test_answer import fixed_advise


@pytest.mark.parametrize("text", [
    # "VS Code" is an editor: the fragments around it ("… autocomplete in" / "Code extension …") name no common kind
    "We want Qwen2.5-Coder-32B as an autocomplete backend in VS Code for 40 developers, what GPU do we rent?",
    # the other side, "renting a cloud box", names no option of the kind the first side names
    "Could my two 4090s LoRA Mistral-7B on 20M tokens, and how long vs renting a cloud box?",
    # "versus buying": a rent-or-buy question, answered as a plan (no second option the tool can price)
    "serve Llama-3.1-70B for 25 users on rented H100s versus buying our own servers",
    # zh: the editor's name inside a 简体 sentence
    "用 VS Code 插件做代码补全，部署 DeepSeek-Coder-V2-Lite 给 30 个工程师用，租什么卡？",
    # zh: 对比 as a verb ("我对比了几家"), not a separator of options
    "我对比了几家云，想部署 Qwen2.5-14B 给 50 个人用，租什么卡？",
])
def test_vs_inside_a_name_or_phrase_is_not_a_comparison(text):
    assert split_options(text) == []


@pytest.mark.parametrize("text, parts", [
    ("L40S vs A6000 for Mistral-7B", ["L40S", "A6000 for Mistral-7B"]),  # two cards
    ("Qwen2.5-14B versus Llama-3.1-8B", ["Qwen2.5-14B", "Llama-3.1-8B"]),  # two models
    ("部署 Qwen2.5-7B：AWS 对比 GCP", ["部署 Qwen2.5-7B：AWS", "GCP"]),  # two providers, in 简体
    ("int8 vs fp16", ["int8", "fp16"]),  # two precisions
])
def test_options_of_one_kind_are_still_compared(text, parts):
    assert split_options(text) == parts


def test_a_kind_named_on_both_sides_with_one_value_compares_nothing():
    # both sides say the same card: nothing varies, so it is not two options
    assert not one_kind_compared(["H100 for Llama-3.1-8B", "H100"])


@pytest.mark.slow
def test_a_vs_code_question_is_answered_not_tabulated(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"), advise_fn=fixed_advise)
    r = e.handle("t", "Serve Qwen2.5-Coder-14B for 60 developers as tab completion in VS Code plus a chat panel")
    assert r.kind != "compare" and "Side by side" not in r.text
