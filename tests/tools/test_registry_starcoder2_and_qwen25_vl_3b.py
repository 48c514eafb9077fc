"""Two registry rows a named model needs to be sized as itself:

- StarCoder2-15B (bigcode/starcoder2-15b config.json: 40 layers, hidden 6144, 48 heads, 4 KV heads × 128, a 2-matrix
  GELU MLP of 24,576, vocab 49,152, max_position_embeddings 16,384, a 4,096-token sliding window on every layer).
  Without the row it was "a generic 15B" with no maximum, so a 32k context went through silently. By hand:
  KV a token (BF16) = 2 × 40 × 4 × 128 × 2 = 81,920 bytes (80 KiB); the window caps it at 4,096 tokens a sequence.
- Qwen2.5-VL-3B (the language tower is Qwen2.5-3B's; licence qwen-research, non-commercial, unlike the 7B's
  Apache-2.0). Without the row the name was not recognised and a paid app got no licence warning.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.arch import count_params
from tools.memory import kv_cache_bytes_per_token

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_starcoder2_row_holds_its_config_values_and_maximum():
    a = registry.get("StarCoder2-15B")
    assert (a.layers, a.hidden, a.heads, a.kv_heads, a.head_dim, a.vocab) == (40, 6144, 48, 4, 128, 49_152)
    # the GELU MLP 24,576 wide kept as a gated one 2/3 as wide: 2 × 6144 × 24,576 = 3 × 6144 × 16,384
    assert a.intermediate * 3 == 24_576 * 2
    assert a.max_context == 16_384 and a.sliding_window == 4096 and a.sliding_window_layers == 40
    # model card 15B, the Hub page 16B: the count lands between (15.96B)
    assert 15.5e9 < count_params(a) < 16.2e9
    assert kv_cache_bytes_per_token(a, "bf16") == 2 * 40 * 4 * 128 * 2
    assert a.license is not None and a.license.commercial


def test_qwen25_vl_3b_row_is_the_3b_tower_under_a_non_commercial_licence():
    a = registry.get("Qwen2.5-VL-3B")
    assert a.vision_tower and (a.layers, a.hidden, a.kv_heads) == (36, 2048, 2)
    assert a.license is not None and a.license.commercial is False and "qwen-research" in a.license.name
    # the bigger sibling is Apache-2.0: the alternative named must be one a business may use
    alt = registry.get(a.license.alternative or "")
    assert alt.license is not None and alt.license.commercial


@pytest.mark.parametrize("spelling,name", [("starcoder2-15b", "StarCoder2-15B"), ("StarCoder2 15B", "StarCoder2-15B"),
                                           ("qwen2.5-vl-3b-instruct", "Qwen2.5-VL-3B"), ("Qwen2.5 VL 3B", "Qwen2.5-VL-3B")])
def test_spellings_resolve_to_the_rows(spelling, name):
    assert registry.resolve_name(spelling) == name


def _ask(text: str, *extra: str) -> str:
    r = CliRunner().invoke(cli, ["ask", *extra, text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_a_context_over_starcoder2s_maximum_is_flagged_in_english():
    # 24k asked = 24,000 (a "k" is 1,000 unless it names a power-of-two window such as 16k / 32k; 24k is none), over the
    # 16,384 of config.json's max_position_embeddings: sized at 16,384 and the 24,000 asked echoed
    out = _ask("self host starcoder2-15b for code completion for 40 devs, context 24k tokens, what gpu?")
    assert "not in my registry" not in out and "generic" not in out
    assert "16,384 context (asked 24,000: over the model's maximum)" in out
    assert "StarCoder2-15B supports at most 16,384 tokens of context" in out


@pytest.mark.slow
def test_a_context_over_starcoder2s_maximum_is_flagged_in_simplified_chinese():
    # 20k = 20,000 asked (not a power-of-two window, so k = 1,000), over 16,384
    out = _ask("我们 30 个开发者想自建 StarCoder2-15B 做代码补全，上下文 20k，用什么卡？")
    assert "上下文 16,384（所问 20,000，超出模型上限）" in out
    assert "StarCoder2-15B 最长上下文为 16,384 token" in out


@pytest.mark.slow
def test_a_context_over_starcoder2s_maximum_is_flagged_in_traditional_chinese():
    # 48k = 48,000 asked (not a power-of-two window, so k = 1,000), ≈ 2.9 times the 16,384 maximum
    out = _ask("我哋公司想用 StarCoder2-15B 做程式碼補全，60 個工程師，上下文要 48k，用咩卡？")
    assert "上下文 16,384（所問 48,000，超出模型上限）" in out


@pytest.mark.slow
def test_a_paid_app_on_qwen25_vl_3b_gets_the_licence_warning_in_english():
    out = _ask("Our subscription invoicing SaaS wants Qwen2.5-VL-3B to read scanned invoices, about 50k a day. Which GPU?")
    assert "Licence: Qwen2.5-VL-3B's weights are under the Qwen Research License" in out
    assert "Qwen2.5-VL-7B (Apache-2.0)" in out


@pytest.mark.slow
def test_a_paid_app_on_qwen25_vl_3b_gets_the_licence_warning_in_chinese():
    out = _ask("我们做付费的报销软件，想用 qwen2.5-vl-3b 识别小票，一天 30 万张，用什么 GPU？")
    assert "许可：Qwen2.5-VL-3B 的权重采用 Qwen Research License" in out and "只限非商业用途" in out
    out = _ask("我們是收費的記帳 App，想用 Qwen2.5-VL-3B 讀發票照片，每日大約 8 萬張，要用什麼 GPU？")
    assert "許可：Qwen2.5-VL-3B 的權重採用 Qwen Research License" in out
