"""A named EXAONE 4.0 model is sized from its own registry row, never as a generic "32B (assumed)" chat LLM, so a paid
service on it is warned that its weights are non-commercial (EXAONE AI Model License Agreement 1.2 - NC).

Hand figures:
- EXAONE-4.0-32B: 64 layers, hidden 5120, 40 heads, 8 KV heads × 128, intermediate 27392, vocab 102,400, untied.
  Per layer 2 × 5120² + 2 × 5120 × 1024 + 3 × 5120 × 27392 = 483,655,680; × 64 = 30,953,963,520 non-embedding;
  + 2 × 102,400 × 5120 = 1,048,576,000 embeddings = 32,002,539,520; + norms 64 × (2 × 5120 + 2 × 128) + 5120 =
  676,864 → 32,003,216,384 (the card's 32B).
  KV a token a layer: 2 × 8 × 128 × 2 B = 4,096 B. Three of four layers slide over 4,096 tokens (48 of 64), 16 global:
  at 60,000 tokens 16 × 4,096 × 60,000 + 48 × 4,096 × 4,096 = 4,737,466,368 B (full attention would be 15.7 GB).
- EXAONE-4.0-1.2B: 30 layers, hidden 2048, 32/8 heads × 64, intermediate 4096, vocab 102,400 tied:
  30 × (2 × 2048² + 2 × 2048 × 512 + 3 × 2048 × 4096) = 1,069,547,520 + 102,400 × 2048 = 209,715,200 → 1.279 B.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import find_model
from advisor.core.store import Store
from catalog import registry
from tests.conftest import module_home
from tools.arch import count_params
from tools.memory import kv_cache_bytes

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_exaone_32b_row_counts_32b_windows_three_of_four_layers_and_is_non_commercial():
    arch = registry.get("EXAONE-4.0-32B")
    assert count_params(arch) == 32_003_216_384
    assert kv_cache_bytes(arch, 60_000, 1) == 16 * 4096 * 60_000 + 48 * 4096 * 4096
    assert arch.license is not None and arch.license.commercial is False
    assert "1.2 - NC" in arch.license.name


def test_exaone_1_2b_row_counts_its_card_size_and_is_non_commercial():
    arch = registry.get("EXAONE-4.0-1.2B")
    assert 1_279_000_000 < count_params(arch) < 1_280_000_000
    assert arch.license is not None and arch.license.commercial is False


@pytest.mark.parametrize(("text", "name"), [
    ("We want to self-host EXAONE 4.0 32B since it's the best at Korean", "EXAONE-4.0-32B"),
    ("vllm serve LGAI-EXAONE/EXAONE-4.0-32B-AWQ", "EXAONE-4.0-32B"),
    ("想私有化部署EXAONE-4.0-32B做韩语合同审查", "EXAONE-4.0-32B"),
    ("我們想用 exaone-4.0-32b 做法律問答", "EXAONE-4.0-32B"),
    ("run exaone 4.0 1.2b on the phone", "EXAONE-4.0-1.2B"),
])
def test_exaone_named_is_found(text, name):
    assert find_model(text)[0] == name


@pytest.mark.slow
@pytest.mark.parametrize(("text", "needle"), [
    ("Seoul legaltech startup here, paid SaaS for ~40 law firms. We want to self-host EXAONE 4.0 32B since it's the "
     "best at Korean. Contracts up to 60k tokens, maybe 20 users at once. Data has to stay in Korea. Which GPUs and "
     "what's the monthly bill?", "EXAONE AI Model License Agreement 1.2 - NC"),
    ("我们是首尔的法律科技公司，给40家律所做付费SaaS，想自己部署EXAONE-4.0-32B，合同最长6万token，"
     "20个人同时用，数据必须留在韩国。用什么GPU，每月多少钱？", "EXAONE AI Model License Agreement 1.2 - NC"),
])
def test_paid_service_on_exaone_is_sized_from_its_row_and_warned(tmp_path, text, needle):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "EXAONE-4.0-32B · " in out and "(assumed)" not in out.split("\n\n")[0], out[:600]
    assert needle in out and "Qwen3-32B" in out, out[:1500]
