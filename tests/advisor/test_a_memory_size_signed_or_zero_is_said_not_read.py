"""A memory size with a minus or of zero ("-128GB", "-32GB each", 显存-24GB, 記憶體 -64GB, "0GB") is said not read and
sets no memory bound: never read as the same size unsigned ("Ryzen AI Max+ 395 -128GB" was "≤ 128 GB per GPU", "2 RTX
5090s with -32GB each" "≤ 32 GB per GPU", no word of the minus). A size stated plainly is still the bound."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _fields(e):
    return {**e.patch.model_dump(exclude_none=True), **e.assumed}


@pytest.mark.parametrize("text, said", [
    ("Ryzen AI Max+ 395 -128GB, can it run Llama-3-70B?", "-128GB"),
    ("I have 2 RTX 5090s with -32GB each, can I serve Llama-3-70B?", "-32GB"),
    ("a card with −48 GB of memory, serve Qwen2.5-7B for 10 users", "−48 GB"),
    ("显存-24GB的卡能跑Qwen2.5-7B吗", "-24GB"),
    ("記憶體 -64GB 的 Mac 能跑 Llama-3-70B 嗎", "-64GB"),
    ("I have a GPU with 0GB, can I run Llama-3-8B?", "0GB"),
])
def test_a_signed_or_zero_memory_size_is_said_and_bounds_nothing(text, said):
    e = extract(text)
    assert any(said in n and "not read" in n for n in e.notes) or \
        any(said in z and ("未读取" in z or "未讀取" in z) for z in e.zh_notes.values()), (e.notes, e.zh_notes)
    assert "max_gpu_memory_gib" not in _fields(e) and "min_gpu_memory_gib" not in _fields(e), _fields(e)


@pytest.mark.parametrize("text, gib", [
    ("Ryzen AI Max+ 395 128GB, can it run Llama-3-70B?", 128),
    ("I have 2 RTX 5090s with 32GB each, can I serve Llama-3-70B?", 32),
])
def test_a_memory_size_stated_plainly_is_still_the_bound(text, gib):
    assert _fields(extract(text)).get("max_gpu_memory_gib") == gib


@pytest.mark.parametrize("text", ["RTX 4090-24GB, can it run Llama-3-8B?", "H100-80GB for Llama-3-70B, 20 users"])
def test_a_card_named_with_its_memory_is_no_signed_size(text):
    assert not any("not read" in n for n in extract(text).notes)
