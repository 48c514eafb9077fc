"""Two Macs for a model one box cannot hold ("can I link two Mac Studios", 兩部 Mac 串埋得唔得): the answer says the
known setups (llama.cpp RPC, exo, MLX distributed over Thunderbolt 5), whether both boxes' memory at the macOS GPU
limit holds it, and the pipeline split's decode ceiling — two machines, never "one machine", never out of scope."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_english_two_m4_max_studios_for_a_70b(tmp_path) -> None:
    # Hand: 2 × 64 GB × 0.75 = 96 GB for the GPU; Llama-3.3-70B INT8 ≈ 72 GB + 8k KV ≈ 2.7 GB ≈ 75 GB: both, not one;
    # decode ≈ 546 GB/s ÷ 72 GB ≈ 7 tok/s at most before the hop.
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Can I link two Mac Studio M4 Max with 64GB each to run Llama-3.3-70B at 8-bit with an 8k context?").text
    line = next(x for x in out.splitlines() if "machines, not one" in x)
    assert "llama.cpp RPC / exo / MLX distributed" in line and "10 GB/s" in line, line
    assert "which one box cannot hold" in line and "≈ 7 tok/s" in line, line
    assert "out of scope" not in out and "beyond my scope" not in out


def test_simplified_two_m4_max_boxes(tmp_path) -> None:
    # Hand: the same two 64 GB boxes for Qwen3-32B at BF16 (≈ 65.5 GB + 8k KV ≈ 2.1 GB ≈ 68 GB ≤ 96 GB): fits both,
    # not one (48 GB a box); a dense 32B at 65.5 GB a token and 546 GB/s → ≈ 8 tok/s at most.
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "两台 Mac Studio M4 Max 各64GB 串起来跑 Qwen3-32B BF16 8k上下文 可以吗").text
    line = next(x for x in out.splitlines() if "台机器（不是单机）" in x)
    assert "雷雳 5" in line and "一台放不下" in line and "约 8 tok/s" in line, line


def test_traditional_cantonese_two_m3_ultra_boxes(tmp_path) -> None:
    # Hand: 2 × 256 GB × 0.75 = 384 GB; Qwen3-235B-A22B INT8 ≈ 240 GB + 32k KV ≈ 247 GB: fits both, not one (192 GB);
    # 22 B active of 235 B → ≈ 22.6 GB a token at 819 GB/s → ≈ 36 tok/s at most.
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "兩部 Mac Studio M3 Ultra 每部256GB 串埋跑 Qwen3-235B-A22B 8-bit 32k 上下文 得唔得？").text
    line = next(x for x in out.splitlines() if "台機器（不是單機）" in x)
    assert "雷靂 5" in line and "放得下，一台放不下" in line and "約 36 tok/s" in line, line
