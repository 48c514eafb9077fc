"""A provider preferred, a card memory asked about: neither is a filter (a blind expert review).

"AWS preferred but not mandatory" was read as "only aws" and only AWS rows were ranked; 最好是X / 优先X / 傾向用X /
"ideally X" / "prefer X" are preferences: the ranking is over every provider that meets the hard constraints, and the
preferred provider's best plan is compared with the pick (`checked_provider`), said in a note. "H20显存96G应该够吧？"
was read as "单卡 ≥ 96 GB" and refused every card under it; a memory asked about ("is 80GB enough?", 够不够, 夠唔夠)
sets no floor (`min_gpu_memory_gib`), and a note says the answer's per-card figure answers it. A stated floor
("显存至少48G", "at least 48 GB cards") and a hard provider ("only AWS", 只用阿里云) stay filters."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "said"), [
    ("We're a hospital in Sydney. Llama 3.1 70B for 30 clinicians. Patient data must stay in Australia. "
     "AWS preferred but not mandatory. What do we rent?", "aws"),
    ("我们是悉尼的医院，Llama 3.1 70B 给30个医生用，病人数据必须留在澳洲。最好是AWS，但不是必须。", "aws"),
    ("我們在台北，想跑Qwen2.5-72B，資料要留在台灣，傾向用GCP，租什麼？", "gcp"),
    ("优先阿里云，部署Qwen2.5-7B，10个人用", "alibaba"),
    ("Deploy Llama 3.1 8B for 20 users, ideally on Azure, in the EU", "azure"),
    ("We prefer AWS for Llama 3 70B serving, 50 users", "aws"),
    ("Llama 3.1 70B on GCP if possible, 10 users", "gcp"),
])
def test_a_preferred_provider_is_compared_not_kept_to(text, said):
    e = extract(text)
    assert e.patch.checked_provider == said and not e.patch.providers, e.patch
    assert any("preference, not a requirement" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "provs"), [
    ("Only AWS, Llama 3 70B serving, 50 users", ["aws"]),
    ("We must use AWS for Llama 3 70B serving, preferably p5", ["aws"]),
    ("只用阿里云，部署Qwen2.5-7B，10个人用", ["alibaba"]),
    ("Run DPO with 10k preference pairs on Llama 3 8B on AWS", ["aws"]),  # DPO's "preference" is no preference
    ("用AWS跑DPO，偏好数据1万条，Llama 3 8B", ["aws"]),
])
def test_a_required_provider_stays_a_filter(text, provs):
    p = extract(text).patch
    assert p.providers == provs and p.checked_provider is None, p


@pytest.mark.parametrize("text", [
    "我们有16张H20，想对一个7B模型做继续预训练，数据2000亿token，H20显存96G应该够吧？希望7天内训完",
    "我們有8張H20，96G顯存夠不夠跑Qwen2.5-72B全量微調？",
    "显存48G够吗？部署Qwen2.5-32B给10个人用",
    # English, the question mark far after the size: "is 80GB of VRAM enough to …" is a question, never a floor
    "is 80GB of VRAM enough to serve llama 3.1 70b in fp8 for 10 users?",
    "Will 24 GB of memory be sufficient to fine-tune qwen2.5-7b with lora",
])
def test_a_memory_asked_about_sets_no_floor(text):
    e = extract(text)
    assert e.patch.min_gpu_memory_gib is None, e.patch
    assert e.patch.asked_gpu_memory_gib is not None, e.patch  # asked: answered yes / no in the plan's terms
    assert any("read as a question, not a requirement" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "gib"), [
    ("租卡显存至少48G，跑Qwen2.5-32B推理", 48),
    ("Llama 3.1 70B serving on GPUs with at least 80GB of memory per card", 80),
    ("显存要 24G 以上，部署Qwen2.5-7B", 24),
])
def test_a_stated_memory_floor_stays(text, gib):
    assert extract(text).patch.min_gpu_memory_gib == gib
