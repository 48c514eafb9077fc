"""A base release served reads as its family's chat release where that release holds a longer context, and every
model name the catalog offers exists as its publisher names it.

GLM-4-9B is the base release, 8,192 tokens (THUDM/glm-4-9b README: "本仓库是 GLM-4-9B 的基座版本，支持8K上下文长度");
the chat model a RAG or support bot runs is GLM-4-9B-Chat, 131,072 (its config.json seq_length), and GLM-4-9B-Chat-1M
holds 1M (the GLM-4 README model table). A 32k-context RAG bot on "GLM-4-9B" was capped at 8,192 and told to use a
"GLM-4-9B-Chat-128K" no one publishes."""

import pytest

from catalog import registry
from tools.chat_release import chat_release_of, read_as_chat_release
from tools.schema import Workload


@pytest.mark.parametrize("said, row, context", [
    # each spelling to its own row; the 1M release is its own row with 4 KV heads (multi_query_group_num 4)
    ("GLM-4-9B", "GLM-4-9B", 8192),
    ("GLM-4-9B-Chat", "GLM-4-9B-Chat", 131072),
    ("THUDM/glm-4-9b-chat", "GLM-4-9B-Chat", 131072),
    ("glm-4-9b-chat-1m", "GLM-4-9B-Chat-1M", 1048576),
])
def test_each_glm4_release_resolves_to_its_own_row_and_limit(said, row, context):
    assert registry.resolve_name(said) == row and registry.max_context(row) == context


def test_no_row_is_named_what_no_publisher_names():
    # "GLM-4-9B-Chat-128K" was a name invented for the chat row; the publisher's names are glm-4-9b-chat and -chat-1m
    assert "GLM-4-9B-Chat-128K" not in registry.names()
    assert {"GLM-4-9B", "GLM-4-9B-Chat", "GLM-4-9B-Chat-1M"} <= set(registry.names())


def test_every_row_name_resolves_to_itself():
    # a row's own name never resolves to another row by the dropped -Chat / -Instruct tail
    assert [n for n in registry.names() if registry.resolve_name(n) != n] == []


def test_every_chat_variant_exists_and_holds_a_longer_context():
    for row in registry.rows():
        chat = row.get("chat_variant")
        if chat:
            assert chat in registry.names(), chat
            assert (registry.max_context(chat) or 0) > (row.get("max_context") or 0), row["name"]


@pytest.mark.parametrize("task, want", [
    ("inference", "GLM-4-9B-Chat"),   # a chat / RAG service runs the chat release
    (None, "GLM-4-9B-Chat"),          # an unstated task is inference
    ("lora", None),                   # a fine-tune may start from the base: kept
    ("full_finetune", None),
])
def test_a_served_glm4_base_reads_the_chat_release(task, want):
    chat = registry.get(registry.chat_variant("GLM-4-9B") or "")
    got = chat_release_of(Workload(model="GLM-4-9B", task=task), chat)
    assert (got.name if got else None) == want


def test_the_reading_is_said_with_both_limits():
    base, chat = registry.get("GLM-4-9B"), registry.get("GLM-4-9B-Chat")
    w, note = read_as_chat_release(Workload(model="GLM-4-9B", task="inference", seq_len=32768), base, chat)
    assert w.model == "GLM-4-9B-Chat" and w.seq_len == 32768
    assert note is not None and note.args["base_context"] == 8192 and note.args["chat_context"] == 131072


@pytest.mark.parametrize("model", ["GLM-4-9B-Chat", "Qwen2.5-7B", "Llama-3.1-8B"])
def test_a_chat_release_or_a_family_without_one_is_kept(model):
    # no row names a chat release for these: the registry gives none, and the workload is kept
    assert registry.chat_variant(model) is None
    w = Workload(model=model, task="inference")
    assert read_as_chat_release(w, registry.get(model), None) == (w, None)
