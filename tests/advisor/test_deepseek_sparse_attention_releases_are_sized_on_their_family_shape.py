"""DeepSeek-V3.2-Exp and DeepSeek-V3.2 (DeepSeek Sparse Attention on the V3 shape) are read as their own registry rows
(catalog/data/models.json), in English, 简体 and 繁體, and sized on the V3 shape: 671B total / 37B active, MLA latent
512 + rope 64 over 61 layers, FP8 weights, plus the lightning indexer's cached key (tools/memory.py
indexer_bytes_per_token). They are never a bare "how many parameters?" question, and the follow-ups of the thread keep
the model the user named (never another model put in its place)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog import registry
from tests.conftest import module_home
from tools.arch import count_params
from tools.memory import indexer_bytes_per_token, kv_cache_bytes_per_token

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

LAW_FIRM = ("我们是律所，50个律师，想私有化部署DeepSeek-V3.2-Exp，主要是整份合同丢进去问（10万字左右，最长128k），"
            "合同保密不能用公有API。国内，要什么卡多少钱一个月")


@pytest.mark.parametrize("text, model", [
    (LAW_FIRM, "DeepSeek-V3.2-Exp"),
    ("self-host deepseek v3.2 exp for 40 analysts", "DeepSeek-V3.2-Exp"),
    ("部署DeepSeek-V3.2-Exp-Base做合同问答", "DeepSeek-V3.2-Exp"),
    ("我們想部署DeepSeek-V3.2給30個律師用", "DeepSeek-V3.2"),
    ("deepseek v3.2 for 50 users", "DeepSeek-V3.2"),
    ("DeepSeek-V3.2-Speciale on 8x H200", "DeepSeek-V3.2"),
    ("DeepSeek-V3.1-Terminus for 100 users", "DeepSeek-V3.1"),
])
def test_a_sparse_attention_release_is_read_as_its_row(text, model):
    e = extract(text)
    assert e.patch.model == model, e.notes


@pytest.mark.parametrize("name", ["DeepSeek-V3.2-Exp", "DeepSeek-V3.2"])
def test_a_sparse_attention_release_has_its_family_shape(name):
    a, v3 = registry.get(name), registry.get("DeepSeek-V3")
    assert a.native_precision == "fp8" and a.layers == 61 and a.kv_lora_rank == 512 and a.qk_rope_head_dim == 64
    assert count_params(a) == count_params(v3)  # 671B: the indexer's ≈ 0.9B is not counted
    assert count_params(a, active=True) == count_params(v3, active=True)  # 37B active


def test_the_indexer_key_is_cached_on_top_of_the_mla_latent():
    a = registry.get("DeepSeek-V3.2-Exp")
    # indexer: 61 layers × (128 FP8 values + one 4-byte FP32 scale per 128) = 61 × 132 = 8,052 bytes a token
    assert indexer_bytes_per_token(a) == 8_052
    # BF16 latent: 61 × (512 + 64) × 2 = 70,272; + 8,052 = 78,324 bytes ≈ 76.5 KiB a token (128k ≈ 9.6 GiB a sequence)
    assert kv_cache_bytes_per_token(a) == 78_324
    # FP8 latent: 61 × 576 × 1 = 35,136; the indexer stays FP8 + scale: + 8,052 = 43,188
    assert kv_cache_bytes_per_token(a, "fp8") == 43_188
    assert indexer_bytes_per_token(registry.get("DeepSeek-V3")) == 0  # V3 has no indexer: 61 × 576 × 2 = 70,272
    assert kv_cache_bytes_per_token(registry.get("DeepSeek-V3")) == 70_272


@pytest.mark.slow
def test_the_law_firm_thread_sizes_the_named_model_in_every_turn(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", LAW_FIRM)
    assert r1.recommendation is not None, r1.text[:400]  # sized, not "它总共多少参数？"
    assert r1.recommendation.workload.model == "DeepSeek-V3.2-Exp"
    assert "不在我的模型库里" not in r1.text
    for follow_up in ("只能用阿里云，怎么配", "还是太贵了，有没有便宜点的方案"):
        r = eng.handle("t", follow_up)
        assert r.recommendation is not None and r.recommendation.workload.model == "DeepSeek-V3.2-Exp", r.text[:400]
        assert "Qwen" not in r.lead
