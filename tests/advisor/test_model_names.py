"""A named model is the model sized, or the answer says it is not known: never a silent substitute
("Mistral-Nemo-12B" must not be sized as Mistral-7B, nor "gpt-oss-120b" as a dense 120B)."""

import pytest

from advisor.core.extract_rules import UNKNOWN_MODEL_NOTE, extract
from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,model", [
    ("serve Mistral-Nemo-12B for 500 concurrent users", "Mistral-Nemo-12B"),
    ("deploy mistral nemo for 20 users", "Mistral-Nemo-12B"),
    ("serve gpt-oss-120b for 32 users with 32k context", "gpt-oss-120b"),
    ("部署 gpt-oss-20b，8 并发", "gpt-oss-20b"),
    ("serve Llama-3.3-70B in int4 for 8 users", "Llama-3.3-70B"),   # its own row now, not shown as 3.1
    ("serve mistral 7b for 4 users", "Mistral-7B"),
    ("deploy Mixtral-8x7B in int4", "Mixtral-8x7B"),                 # "8x7B" is not a 7B size
    ("部署 Qwen3-235B-A22B，32K 上下文", "Qwen3-235B-A22B"),           # 235B total, 22B active: agrees
    ("serve Mistral-Small-24B for 8 users", "Mistral-Small-24B"),    # its own row now, never Mistral-7B
    # a sentence's full stop is no version digit: "with Phi-4." is the registry's Phi-4 (microsoft/phi-4, 14.7B)
    ("classify 2 million customer reviews into 12 categories with Phi-4. Output is just the label.", "Phi-4"),
    ("用Phi-4。给200万条评论分类", "Phi-4"),
    # 2025 open MoE releases with their own rows (a generic dense 1T / 17B guess before): the name, en and zh
    ("we want Kimi K2 as a coding agent for 40 devs", "Kimi-K2"),
    ("部署 Kimi-K2-Instruct，30 个并发", "Kimi-K2"),
    ("self-host glm 4.5 air on one box", "GLM-4.5-Air"),
    ("智谱 GLM-4.5 私有化部署，并发 16", "GLM-4.5"),          # 智谱 alone is GLM-4-9B; the version said wins
    ("qwen3-coder-480b-a35b-instruct for our IDE plugin", "Qwen3-Coder-480B-A35B"),
    # "17B" in the name is the active size (17B of 108B): agrees, never a 17B dense Llama
    ("Llama-4-Scout-17B-16E-Instruct with 100k context", "Llama-4-Scout"),
    ("用 llama 4 maverick 做客服，20人同时在线", "Llama-4-Maverick"),
])
def test_named_models_resolve_to_themselves(text, model):
    assert extract(text).patch.model == model


@pytest.mark.parametrize("text", [
    "serve Aquila2-34B for 8 users",   # not a registry row: kept by name, sized by its 34 B
    "部署 Jais-30B 推理，8 并发",
])
def test_an_unknown_model_with_a_size_is_sized_by_that_size_and_said_so(text):
    # never substituted by a registry model; the user's name is kept for the headline, sized by the size it states
    e = extract(text)
    assert e.patch.model is not None and e.patch.model.lower() in text.lower() and e.patch.params_b in (34, 30)
    assert UNKNOWN_MODEL_NOTE in e.notes


def test_a_bare_size_is_not_an_unknown_model():
    assert UNKNOWN_MODEL_NOTE not in extract("LoRA a 7B model on 20k examples").notes


def test_a_later_phi_version_is_not_phi_4():
    # "phi-4.5" names another release: the decimal after the full stop is a version, never Phi-4 by a prefix
    assert extract("serve phi-4.5 for 8 users").patch.model != "Phi-4"
