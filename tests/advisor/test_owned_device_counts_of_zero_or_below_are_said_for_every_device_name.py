"""A count of owned devices that is zero, negative or no number is said not read whatever the device is called — a
modded board named by its GeForce number ("2080 Ti 22G", "4090 48G"), an Apple Mac, a DGX Spark — as it is for
"0 RTX 5090s" — and a mini PC by its chip ("Ryzen AI Max+ 395") or machines counted before their card (-2台笔记本RTX
4060, -1台8卡H20): never taken with its minus dropped ("-2 4090 48G cards" was 2 GPUs, "-3 Mac minis M4 Pro" 3 Macs) nor
answered as the user's own device ("I have 0 DGX Spark" → "your own NVIDIA DGX Spark fits")."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, said", [
    ("I have 0 2080 Ti 22G cards, serve Qwen2.5-7B", "0 2080 Ti 22G"),
    ("I have -2 4090 48G cards, serve Qwen2.5-72B", "-2 4090 48G"),
    ("I have -3 Mac minis M4 Pro, run Qwen2.5-7B", "-3 Mac minis M4 Pro"),
    ("I have 0 DGX Spark, serve Llama-3-70B", "0 DGX Spark"),
    ("I have 0 Mac Studio M2 Ultra, run Qwen2.5-72B", "0 Mac Studio M2 Ultra"),
    # a mini PC by its chip, and machines counted before their card (台): 3 mini PCs, 1 laptop, 8 cards taken unsaid
    ("I have -3 Ryzen AI Max+ 395 mini PCs, run Llama-3-70B", "-3 Ryzen AI Max+ 395"),
    ("I have 0 Ryzen AI Max+ 395 mini PCs, run Llama-3-70B", "0 Ryzen AI Max+ 395"),
    ("我有-2台笔记本RTX 4060，能跑Qwen2.5-7B吗", "-2台笔记本RTX 4060"),
    ("已经有-1台8卡H20，部署DeepSeek-V3给200人用", "-1台8卡H20"),
    ("已经有0台8卡H20，部署DeepSeek-V3给200人用", "0台8卡H20"),
])
def test_a_count_of_zero_or_below_is_said_and_no_device_is_owned(text, said):
    e = extract(text)
    assert any(said in n and "not read" in n for n in e.notes) or \
        any(f"“{said}”未读取" in z for z in e.zh_notes.values()), (e.notes, e.zh_notes)
    fields = {**e.patch.model_dump(exclude_none=True), **e.assumed}
    assert not fields.get("owned_gpus") and fields.get("num_gpus") is None, fields


@pytest.mark.parametrize("text, n", [
    ("I have 2 4090 48G cards, serve Qwen2.5-72B", 2),
    ("I have 2 DGX Sparks, serve Llama-3-70B", 2),
    ("I have 2 Ryzen AI Max+ 395 mini PCs, run Llama-3-70B", 2),
])
def test_a_count_from_one_up_is_still_read(text, n):
    e = extract(text)
    fields = {**e.patch.model_dump(exclude_none=True), **e.assumed}
    assert fields.get("owned_gpus") and fields.get("num_gpus") == n, fields
