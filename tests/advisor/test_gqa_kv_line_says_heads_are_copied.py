"""The KV-cache line of a GQA model served on more tensor-parallel ranks than it has KV heads says the cache itself and
that vLLM holds each KV head on several GPUs: Qwen3-235B-A22B (4 KV heads) on TP 8 × PP 2 read "1,135.5 GB in all over
16 GPUs (32,768 tokens × 90)", twice the 567.7 GB the 90 sequences need, as if it were the cache
(tools.recommend._kv_heads_copied, tools.pitfalls._kv_split)."""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_engine, module_home
from tools.recommend import _kv_heads_copied

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
engine = pytest.fixture(scope="module", name="engine")(module_engine)

# By hand: Qwen3-235B-A22B, 94 layers × 2 (K, V) × 4 KV heads × 128 × 2 B = 192,512 B (188 KiB) a token;
# × 32,768 tokens × 90 sequences = 567.7 GB. 16 × H20 as TP 8 × PP 2: a card holds 567.7 ÷ (PP 2 × 4 KV heads)
# = 71.0 GB, 16 × 71.0 = 1,135.5 GB on the GPUs: each KV head on 8 ÷ 4 = 2 GPUs.
CACHE = 192_512 * 32_768 * 90


def test_copies_counted_from_held_against_the_cache():
    held = CACHE // 8 * 16
    assert _kv_heads_copied(held, CACHE, 4) == {"kv_layout": "heads_copied", "kv_copies": 2, "kv_logical": CACHE,
                                                "kv_heads": 4}
    # split once (TP 4 × PP 4: 567.7 ÷ 16 a card): nothing to say
    assert _kv_heads_copied(CACHE // 16 * 16, CACHE, 4) == {}


ZH = ("我们是券商，600个研究员和投顾想用Qwen3-235B-A22B-Instruct-2507做投研助手，一般8k上下文，必须国内云。"
      "租几张H20合适？每月多少钱？", "研报比较长，上下文要到32k的话要改配置吗")
TW = ("我們是券商，600個研究員想用Qwen3-235B-A22B-Instruct-2507做投研助手，一般8k上下文，必須在中國大陸的雲。"
      "租幾張H20合適？每月多少錢？", "研報比較長，上下文要到32k的話要改配置嗎")
EN = ("We are a brokerage: 600 analysts will use Qwen3-235B-A22B-Instruct-2507 as a research assistant, usually 8k "
      "context, must be a mainland China cloud. How many H20s, and what per month?",
      "Research reports are long: what changes if the context must reach 32k?")


@pytest.mark.slow
@pytest.mark.parametrize(("thread", "turns", "pattern"), [
    ("kvc-zh", ZH, r"共 ([\d,.]+) GB，分到 16 张卡——KV 本身只有 ([\d,.]+) GB：张量并行 8 大于模型的 4 个 KV 头，"
                   r"vLLM 把每个 KV 头存在 2 张卡上"),
    ("kvc-tw", TW, r"共 ([\d,.]+) GB，分到 16 張卡——KV 本身只有 ([\d,.]+) GB：張量並行 8 大於模型的 4 個 KV 頭"),
    ("kvc-en", EN, r"([\d,.]+) GB in all over 16 GPUs — the cache itself is ([\d,.]+) GB: tensor parallel 8 exceeds "
                   r"the model's 4 KV heads, so vLLM holds each KV head on 2 GPUs"),
])
def test_the_cache_itself_beside_the_copies(engine, thread, turns, pattern):
    for t in turns:
        out = engine.handle(thread, t).text
    m = re.search(pattern, out)
    assert m, out
    held, cache = (float(g.replace(",", "")) for g in m.groups())
    assert cache == pytest.approx(CACHE / 1e9, abs=0.2)  # 567.7 GB
    assert held == pytest.approx(2 * CACHE / 1e9, abs=0.3)  # 1,135.5 GB: twice, the copy
