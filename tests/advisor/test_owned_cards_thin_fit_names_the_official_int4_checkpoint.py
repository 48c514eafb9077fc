"""Serving on cards the user owns with a thin fit names the makers' own 4-bit checkpoint where one is published
(Qwen/Qwen2.5-72B-Instruct-AWQ) with its memory per card, beside the FP8 KV cache step; a model without one gets no
invented repo name."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


@pytest.mark.parametrize("text, per_gpu", [
    ("we already own 4x rtx 4090 in one box, can we serve qwen2.5-72b-instruct on them for ~10 users?",
     r"Qwen/Qwen2\.5-72B-Instruct-AWQ \(AWQ[^)]*\), ≈ (\d+\.\d) GB per GPU"),
    ("我们自己有4张RTX 4090，能跑qwen2.5-72b-instruct给10个人同时用吗",
     r"Qwen/Qwen2\.5-72B-Instruct-AWQ（AWQ[^）]*），每卡约 (\d+\.\d) GB"),
])
def test_owned_4090s_name_the_official_awq_with_its_memory_per_card(tmp_path, text, per_gpu):
    # Hand: 72.7 B params × (4 + 20 / 128 group scales) bits / 8 ≈ 37.8 GB of 4-bit weights (the AWQ repo is ≈ 41 GB
    # with its 16-bit embeddings) / TP 4 ≈ 9.5–10.3 GB a card; + KV 2 · 80 · 8 · 128 · 2 B = 328 KB a token × 10 ×
    # 4,096 = 13.4 GB / 4 = 3.4 GB a card; + activations ≈ 1 GB → ≈ 14–15 GB of a 4090's 23.2 GB pool (FP8 weights
    # left 0.6 GB).
    r = answer(tmp_path, text)
    m = re.search(per_gpu, r.text)
    assert m is not None, r.text[:1500]
    assert 12.0 <= float(m.group(1)) <= 16.5, m.group(0)


def test_owned_cards_in_traditional_chinese_name_it_too(tmp_path):
    r = answer(tmp_path, "我們自己有4張RTX 4090，能跑qwen2.5-72b-instruct給10個人同時用嗎")
    assert "Qwen/Qwen2.5-72B-Instruct-AWQ" in r.text, r.text[:1500]


@pytest.mark.parametrize("repo", ["Qwen/Qwen2.5-32B-Instruct-AWQ", None])
def test_the_edge_lead_names_a_published_int4_checkpoint_and_invents_none(repo):
    # The stated-machine lead with INT4 as its smallest change: a 23.2 GB pool at 96 %, INT4 weights leaving 60 % of
    # it, 0.60 × 23.2 ≈ 13.9 GB a card (tools.recommend.stated_edge_on gives lever_need). A model whose makers publish
    # a 4-bit checkpoint gets its name and that figure; one without gets the generic AWQ/GPTQ words, never a repo name.
    from tools.schema import Msg

    m = Msg(code="stated_edge.lead", args={
        "msg": "…", "machine": "2 × RTX 4090", "need": 22.3, "pool": 23.2, "share": 0.96, "limit": 0.9, "users": 6,
        "users_fit": 4, "engine": "vLLM", "context": 8192, "context_fit": 5120, "lever": "weights_int4",
        "lever_share": 0.60, "more": None, "repo": repo, "lever_need": 0.60 * 23.2})
    if repo:
        assert f"{repo} (AWQ 4-bit" in m.en and "≈ 13.9 GB per GPU in the pool" in m.en, m.en
        assert f"官方的 {repo}（AWQ 4-bit" in m.zh and "每卡约 13.9 GB" in m.zh, m.zh
    else:
        assert "an AWQ/GPTQ checkpoint" in m.en and "-AWQ" not in m.en and "13.9 GB" not in m.en, m.en
        assert "AWQ/GPTQ 版本" in m.zh, m.zh
