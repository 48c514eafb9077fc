"""Boards the user owns or is buying that no cloud row prices (a modified RTX 4090 48GB, a modified 2080 Ti 22GB) are
answered on them first: does the work fit, how fast is each of the people said, and the first token — never a rental
for one user, and never a purchase price the data does not hold."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

BUILD = ("工作室10个人，想买4张魔改的4090 48G装一台机器跑Qwen3-235B-A22B（4bit），主要写代码和文案，上下文32k，"
         "这样靠谱吗？要多少钱？跟租比呢")
HOME = "I have two modded 2080 Ti 22GB cards at home, can they run Qwen3-14B for me and 3 coworkers?"


def _headline(out: str) -> str:
    # a load past the 90 % pool limit on the stated cards leads with "not with headroom" (tools.stated_edge)
    return next(line for line in out.splitlines() if line.startswith("**") and "Qwen" in line and "·" not in line)


def test_a_modified_4090_build_is_judged_on_its_192_gb_at_the_head_count(tmp_path):
    # Hand: Qwen3-235B-A22B INT4 ≈ 235e9 × 0.5 B ≈ 118 GB + scales ≈ 125–135 GB over 4 × 48 GB (51.5 GB usable each
    # in GB) ≈ 33 GB a card + KV at 32k: fits. 10 people → 4 at once (a small team: a third, rounded up, 2–5).
    # Decode reads ≈ 22e9 × 0.5 B ≈ 11 GB a step over 4 cards of 1,008 GB/s: tens of tokens/s per user, not
    # hundreds; a 32k prefill over PCIe TP takes seconds. No purchase price is in the data: said, none invented.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", BUILD).text
    head = _headline(out)
    assert "4 × RTX 4090-48GB (modified)" in head and "不用租" in head, head
    m = re.search(r"(\d+) 人同时在用时每人约 ([\d,]+) tokens/s", head)
    assert m and m.group(1) == "4" and 10 <= int(m.group(2).replace(",", "")) <= 100, head
    assert "首 token 约" in head, head
    assert "这里没有购买价格数据" in out, out


def test_owned_modified_2080_tis_serve_four_people_with_their_speed(tmp_path):
    # Hand: Qwen3-14B FP16 ≈ 14.8e9 × 2 B ≈ 29.5 GB over 2 × 22 GB + KV (40 layers · 8 kv heads · 128 · 2 · 2 B
    # = 160 KiB/token) for 4 users: fits on the user's own cards. Decode ≈ 15 GB a step per card pair at 616 GB/s
    # each → ≈ 20–40 tokens/s per user; sm_75: FP16 (no BF16), no FlashAttention-2.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", HOME).text
    head = _headline(out)
    assert "your own 2 × RTX 2080Ti-22GB (modified)" in head and "no rental" in head, head
    m = re.search(r"≈ ([\d,]+) tokens/s per user with 4 at once", head)
    assert m and 5 <= int(m.group(1)) <= 80, head
    assert "FP16" in out and "FlashAttention-2" in out, out


def test_a_vendors_8_h20_server_for_deepseek_v3_on_site_is_judged_and_refused_on_memory(tmp_path):
    # Hand: DeepSeek-V3 FP8 ≈ 671e9 × 1 B ≈ 671 GB + MLA KV (≈ 69 KiB/token, a full copy on every GPU under TP) for
    # 30 of 200 people at once: ≈ 93 GB a card against vLLM's 0.9 × 96 GiB ≈ 92.8 GB pool on 8 × H20 — it does not fit,
    # which is the answer to "8 張 H20 … 這樣可以嗎", never a rental chosen in its place.
    q = ("我們是新竹的半導體設備商，想在地端跑 DeepSeek-V3.1 給 RD 大約 200 人用，經銷商報價 8 張 H20 的伺服器比較便宜，"
         "這樣可以嗎？還是要買 H200？")
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    # the two servers offered are set side by side (advisor.core.compare.card_options): the H20 one refused on memory
    head = next(line for line in out.splitlines() if line.startswith("- 8 張 H20"))
    assert "8 × H20" in head and "不行" in head, head
