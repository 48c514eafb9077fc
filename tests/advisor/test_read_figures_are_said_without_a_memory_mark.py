"""An estimate built only on figures read from their sources is said with those sources and no memory mark, in
English, 简体 and 繁體 (the marks a buyer reads as "nobody checked this")."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def line(out: str, start: str) -> str:
    return next(s for s in out.splitlines() if start in s)


def test_english_mochi_estimate_names_the_read_configs(ask):
    # Mochi: 64 steps (demos/cli.py) × (2 × 10e9 × 44,776 + 4 × 48 × 44,776² × 3,072) against Wan2.1's 40 steps ×
    # (2 × 14e9 × 32,760 + 4 × 40 × 32,760² × 5,120) (wan_t2v_14B.py) → 366 s × 1.85 ≈ 11.3 min a clip; every
    # factor is read, so no "from memory" on the estimate
    out = ask("Our studio wants Mochi 1 to render 25 teaser clips overnight, 11pm to 5am, on a $1,500 monthly "
              "budget. What should we rent?")
    est = line(out, "Estimate from Wan2.1-14B")
    assert "11.3 min a clip" in est and "wan_t2v_14B.py" in est and "demos/cli.py" in est and "re-check" not in est


def test_simplified_mochi_estimate_has_no_memory_mark(ask):
    # 40 条 × 11.3 分钟 = 7.5 GPU 小时，8 小时窗口一张 H100 够
    out = ask("我们打算用 Mochi-1 批量生成商品视频，每晚 40 条，晚上 10 点到早上 6 点，预算每月 2 万元，需要几张卡？")
    est = line(out, "估算（Wan2.1-14B × k）")
    assert "7.5 GPU 小时" in est and "wan_t2v_14B.py" in est and "凭记忆" not in est


def test_traditional_owlv2_flops_come_from_the_config_without_a_mark(ask):
    # large/14 at 1008²: 5,184 tokens → 3,141 + 2,642 = 5,783 GFLOP a photo (config.json: 24 layers, width 1,024)
    out = ask("我們要用 OWLv2 對 50 萬張倉庫照片做開放詞彙偵測，一週內跑完，要租什麼 GPU？")
    est = line(out, "5,783 GFLOP")
    assert "config.json" in est and "憑記憶" not in est and "re-check" not in est
