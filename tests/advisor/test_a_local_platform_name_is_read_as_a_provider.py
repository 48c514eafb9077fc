"""Taiwan's national cloud is read as a provider by each of its names (catalog/data/providers.csv twcc: twcc,
taiwan computing cloud, 台智云, 台智雲, 臺智雲), so the answer can say it holds no price from it (tools.local_markets)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, providers", [
    ("LoRA fine-tune Qwen2.5-7B on TWCC, how much?", ["twcc"]),
    ("想在台智云上微调 Qwen2.5-7B，要多少钱？", ["twcc"]),             # 简体
    ("想在臺智雲上微調 Llama-3.1-8B，要多少錢？", ["twcc"]),           # 繁體, 臺 form
    ("TWCC 跟 AWS 哪個划算？預訓練 Llama-3.1-8B 200 億 tokens", ["twcc", "aws"]),  # both named, TWCC first
])
def test_twcc_is_read_by_each_name(text, providers):
    got = [p.lower() for p in extract(text).patch.providers or []]
    assert got == providers, got
