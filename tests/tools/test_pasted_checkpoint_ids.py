"""A model id pasted as its Hub repo, with the checkpoint's weight format in its name, is the base model in that
format on every surface; a repo owner is never a framework; an Ollama tag is the model it names; a named model the
catalog lacks is said (never asked "which model", never sized as a dense model when its name says experts)."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the message catalog the notes are worded from)
from advisor.core.extract_rules import extract
from tools.checkpoints import split_checkpoint
from tools.errors import AdvisorError
from tools.workload_fields import workload_from_flags


# Hand reasoning: the last dash-word is the format Qwen / unsloth publish the files in; what is left is the model.
# GPTQ-Int8 is an 8-bit GPTQ file, so int8; bnb-4bit uploads are bitsandbytes NF4; a GGUF repo names no single file.
@pytest.mark.parametrize("name, base, precision", [
    ("Qwen/Qwen2.5-32B-Instruct-AWQ", "Qwen/Qwen2.5-32B-Instruct", "awq"),
    ("Qwen/Qwen2.5-14B-Instruct-GPTQ-Int4", "Qwen/Qwen2.5-14B-Instruct", "gptq"),
    ("Qwen2.5-7B-Instruct-GPTQ-Int8", "Qwen2.5-7B-Instruct", "int8"),
    ("unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit", "unsloth/Meta-Llama-3.1-8B-Instruct", "nf4"),
    ("someone/Qwen2.5-7B-Instruct-GGUF", "someone/Qwen2.5-7B-Instruct", None),
])
def test_a_format_suffix_is_split_from_the_model(name, base, precision):
    cp = split_checkpoint(name)
    assert (cp.base, cp.precision) == (base, precision) and cp.suffix is not None


def test_a_name_with_no_format_is_itself():
    # "-1M" is the long-context release (its own row), not a weight format
    cp = split_checkpoint("Qwen2.5-7B-Instruct-1M")
    assert (cp.base, cp.suffix, cp.precision) == ("Qwen2.5-7B-Instruct-1M", None, None)


def test_flags_read_the_repo_as_the_base_model_in_its_format():
    # the MCP / CLI argument path: the AWQ repo is Qwen2.5-32B at AWQ (4-bit), not a BF16 model of unknown shape
    w = workload_from_flags({"model": "Qwen/Qwen2.5-32B-Instruct-AWQ", "task": "inference"}, "estimate")
    assert (w.model, w.precision) == ("Qwen/Qwen2.5-32B-Instruct", "awq")
    # a precision passed too is what the user runs: it wins over the suffix
    w = workload_from_flags({"model": "Qwen/Qwen2.5-32B-Instruct-AWQ", "precision": "int8"}, "estimate")
    assert w.precision == "int8"


def test_a_gguf_repo_without_a_file_type_is_refused_in_words():
    with pytest.raises(AdvisorError, match="GGUF"):
        workload_from_flags({"model": "someone/Qwen2.5-7B-Instruct-GGUF"}, "estimate")
    w = workload_from_flags({"model": "someone/Qwen2.5-7B-Instruct-GGUF", "precision": "q4_k_m"}, "estimate")
    assert (w.model, w.precision) == ("someone/Qwen2.5-7B-Instruct", "q4_k_m")


def test_the_repo_owner_is_not_the_framework_and_bnb_is_nf4():
    e = extract("host unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit for 6 people")
    assert e.patch.model == "Llama-3.1-8B" and e.patch.precision == "nf4"
    assert e.patch.framework != "unsloth"
    # the library named as the tool is still read
    assert extract("QLoRA Llama-3.1-8B with unsloth").patch.framework == "unsloth"


@pytest.mark.parametrize("text, model", [
    ("host llama3.2:3b for 4 people", "Llama-3.2-3B"),
    ("host qwen2.5:14b for 4 people", "Qwen2.5-14B"),
])
def test_an_ollama_tag_is_the_model_it_names(text, model):
    assert extract(text).patch.model == model


@pytest.mark.parametrize("text, name", [
    ("host Llama-4-Behemoth for 3 people", "Llama-4-Behemoth"),   # a release with no size in its name
])
def test_a_named_model_the_catalog_lacks_is_said_and_its_size_asked(text, name):
    e = extract(text)
    # no model and no dense size guessed
    assert e.patch.model is None and e.patch.params_b is None
    assert "model" in e.unclear
    assert any(name in n and "not in my model catalog" in n for n in e.notes)


def test_an_unlisted_mixture_of_experts_is_sized_as_experts_and_offered_the_listed_ones():
    # its name says 80B in all and 3B a token: a generic mixture of experts of those sizes under its own name (a dense
    # 80B estimate would read 80B per token where the name says 3B); the catalog's own mixtures of experts are named
    # (Qwen3-30B-A3B is one; Llama-3.1-8B is dense and is not offered)
    e = extract("host Acme-Large-80B-A3B for 3 people")
    assert (e.patch.model, e.patch.params_b, e.patch.active_params_b) == ("Acme-Large-80B-A3B", 80, 3)
    note = next(n for n in e.notes if "not in my model catalog" in n)
    assert "Qwen3-30B-A3B" in note and "Llama-3.1-8B" not in note


def test_a_listed_mixture_of_experts_is_still_read():
    assert extract("host Qwen3-30B-A3B for 3 people").patch.model == "Qwen3-30B-A3B"


def test_the_question_after_an_unlisted_name_asks_its_size_not_which_model():
    from advisor.core.conversation import plan_questions
    from tools.schema import Workload

    w = Workload(task="inference", concurrency=3)
    asked = dict(plan_questions(w, "en", unclear={"model"}))
    assert "parameters" in asked["model"] and not asked["model"].startswith("Which model")
    assert dict(plan_questions(w, "en"))["model"].startswith("Which model")  # nothing named: the usual question


# Hand reasoning: the chat reads a pasted repo as the flag path does: the registry model without the suffix, in the
# suffix's format (GPTQ-Int8 is an 8-bit file, so int8 and not the 4-bit gptq).
@pytest.mark.parametrize("text, model, precision", [
    ("host Qwen/Qwen2.5-32B-Instruct-AWQ for 12 people", "Qwen2.5-32B", "awq"),
    ("host Qwen/Qwen2.5-14B-Instruct-GPTQ-Int8 for 12 people", "Qwen2.5-14B", "int8"),
])
def test_the_chat_reads_a_pasted_repo_as_its_base_model_in_its_format(text, model, precision):
    e = extract(text)
    assert (e.patch.model, e.patch.precision) == (model, precision)


def test_a_gguf_repo_in_the_chat_is_sized_for_the_default_file_and_says_so():
    e = extract("host someone/Qwen2.5-14B-Instruct-GGUF for 3 people")
    assert (e.patch.model, e.patch.precision, e.patch.framework) == ("Qwen2.5-14B", "q4_k_m", "llama.cpp")
    assert any("Q4_K_M" in n and "none was named" in n for n in e.notes)
    # a file type named is that file, with no note
    e = extract("host someone/Qwen2.5-14B-Instruct-GGUF Q8_0 for 3 people")
    assert e.patch.precision == "q8_0" and not any("none was named" in n for n in e.notes)


def test_an_ollama_tag_says_what_it_was_read_as():
    e = extract("host qwen2.5:14b for 4 people")
    assert any("qwen2.5:14b" in n and "Qwen2.5-14B" in n and "Ollama" in n for n in e.notes)
