"""Answer classes of docs/expert_review17_grades.md on the encoder and media paths (tools.embedding, tools.media),
asked in EN / 简体 / 繁體 through the chat engine: C (a stated region or provider is filtered and said ✅/❌),
D (a deadline met with the speed model's error to spare), F (the host holds the weights), N ("fastest" ranks by
time), L (an unstated document length is a chunk, not the model's maximum).

The reasoning an expert does by hand is in each test's comments; the assertion is what that reasoning allows.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    """One question through the chat engine (the reader, the planners and the renderer `ask` uses)."""
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


# --- C. a stated region on an embedding / media job filters the rows and is said ------------------------------------

@pytest.mark.parametrize("text", [
    "embed 300M passages with bge-large-en-v1.5 by friday (3 days), only in Europe",  # review 17 Q5 as asked
    "用bge-large-en-v1.5给3亿条段落做向量化，3天内，只用欧洲的机器",
])
def test_an_embedding_job_in_europe_ranks_only_european_machines(tmp_path, text):
    # Hand: catalog/data/instances.csv lists shadeform latitude_H100x8-NVLINk only in dallas-usa-1 (Texas), so a
    # Europe-only answer cannot name it; the region is a stated filter, so it is said with ✅ (a European H100 or
    # MI300X row exists: cudo no-kristiansand-1, Norway) in the user's words.
    r = answer(tmp_path, text)
    assert "latitude_H100x8-NVLINk" not in r.text, r.text[:800]
    assert "✅" in r.text and ("Europe" in r.text or "欧洲" in r.text), r.text[:800]


@pytest.mark.parametrize("text", [
    "用bge-m3给2亿条中文文档做向量化，要在两天内做完，国内机房",  # review 17 Q18 as asked
    "用bge-m3給2億條中文文件做向量化，要在兩天內做完，國內機房",
])
def test_an_embedding_job_in_mainland_china_says_no_priced_machine_there(tmp_path, text):
    # Hand: the catalog's mainland-China rows (Alibaba, Tencent, Huawei) carry no public hourly price, so no plan
    # can be priced there: the answer must say ❌ for 中国大陆 and rent nothing from a US/EU cloud.
    r = answer(tmp_path, text)
    assert "❌" in r.text, r.text[:800]
    assert "shadeform" not in r.text and "runpod" not in r.text and "cudo" not in r.text, r.text[:800]


def test_a_whisper_job_with_a_provider_and_on_demand_says_both(tmp_path):
    # Hand: "only on runpod, no spot" are two filters; the media planner prices on-demand anyway, so both hold and
    # each gets its ✅ line; every rented machine is RunPod's.
    r = answer(tmp_path, "transcribe 10,000 hours of podcasts with whisper large-v3 in under a week, only on runpod, "
                         "no spot")
    assert r.text.count("✅") >= 2, r.text[:800]
    rented = re.findall(r"(?:rent|also:) (?:\d+ × )?(\w+) ", r.text)
    assert rented and set(rented) == {"runpod"}, (rented, r.text[:800])


# --- F. the host must hold the weights it loads (review 17 Q14) ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "serve Flux.1-dev for an app with 5 images per second peak, what GPUs and monthly cost?",
    "用Flux.1-dev做一个出图应用，高峰每秒5张图，要什么GPU，每月多少钱？",
])
def test_flux_is_never_placed_on_an_8_gb_host(tmp_path, text):
    # Hand: FLUX.1-dev loads a 12 B transformer + a 4.7 B T5 encoder in BF16 ≈ 33.6 GB, read into host RAM before
    # the GPU; cudo sapphire-rapids-h100_1x4v8gb has 8 GB of RAM (catalog/data/instances.csv), so it cannot load it.
    r = answer(tmp_path, text)
    assert "x4v8gb" not in r.text, r.text[:800]
    assert "rent" in r.text or "租" in r.text, r.text[:800]
