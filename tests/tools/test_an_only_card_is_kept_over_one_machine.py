"""A card the user restricts the answer to ("only H100", "H100 only", 只用H100: Workload.gpu_only) is kept even where one
machine of another card holds the work: its multi-node plan stays the pick and the one machine is named beside it
(tools.recommend.only_card_kept); a card merely named ("on H100s", "can I run it on 8×H100?") still gives way to that
machine (tools.recommend.one_node_instead). Expected values are worked by hand in the comments."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tests.tools.test_offers import row as offers_row
from tools.recommend import Options, machines_per_copy, recommend
from tools.schema import Candidate, InstanceRow, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


# ---- reading: a restriction against a plain mention -------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Serve DeepSeek-R1 FP8 for 20 users, only H100",
    "Serve DeepSeek-R1 FP8 for 20 users, H100 only",
    "We can only rent H100s; serve DeepSeek-R1 FP8 for 20 users",
    "Serve DeepSeek-R1 FP8 for 20 users using only 8xH100",
    "部署 DeepSeek-R1 FP8 给 20 个用户，只用H100",
    "部署 DeepSeek-R1 FP8，20 个并发，只能用8张H100",
    "部署 DeepSeek-R1 FP8，20 個並發，僅用 H100",
])
def test_only_before_or_after_the_card_is_a_restriction(text):
    p = extract(text).patch
    assert p.gpu_preference == "H100" and p.gpu_only is True


@pytest.mark.parametrize("text", [
    "Serve DeepSeek-R1 FP8 for 20 users on H100s",
    "We want to serve DeepSeek-R1 FP8 on H100s for 20 concurrent users at 16k context",
    "我们想用 H100 部署 DeepSeek-R1 FP8，20 个并发",
    "rent H100 to serve DeepSeek-R1 FP8 for 20 users",
])
def test_a_card_merely_named_is_no_restriction(text):
    p = extract(text).patch
    assert p.gpu_preference == "H100" and p.gpu_only is None


def test_a_card_asked_about_is_neither_a_filter_nor_a_restriction():
    p = extract("Is one 8×H100 box enough for DeepSeek-R1 FP8? 20 people chatting at once, 16k context.").patch
    assert p.checked_gpu == "H100" and p.gpu_preference is None and p.gpu_only is None


# ---- the machines one copy spans --------------------------------------------------------------------------------
@pytest.mark.parametrize("instances, replicas, per_copy", [
    (12, 6, 2),  # 6 replicas × 16 H100 on 12 machines of 8: 2 machines a copy (not 12)
    (2, 1, 2),   # one copy over two machines
    (3, 2, 2),   # an uneven share rounds up: a copy never fits in less than its share
    (4, 4, 1),   # a replica a machine
])
def test_machines_per_copy_shares_the_machines_over_the_replicas(instances, replicas, per_copy):
    c = Candidate.model_construct(instances=instances, replicas=replicas)
    assert machines_per_copy(c) == per_copy


# ---- whole recommendations on hand-built rows -------------------------------------------------------------------
def row(gpu: str, price: float) -> InstanceRow:
    """An 8-GPU machine with room for a 671 B model's host side (2 TiB RAM), RDMA at 3,200 Gbit/s."""
    return offers_row(gpu, 8, price, ram_gib=2048, vcpu=192, rdma=True, network_gbit_s=3200)


# DeepSeek-R1 FP8: ≈ 671 GB of weights, 83.9 GB a GPU at TP 8, over an H100's 80 GB, so a copy on H100 spans two
# 8-GPU machines: 2 × $36 = $72/h. One 8 × H200 (141 GB a card) holds it at $28/h → 28 × 730 = $20,440 a month, and
# 28 / 72 = 0.389 → "39%" of the pick's hour. With "only H100" the $72/h split stays first and the H200 box is named.
@pytest.mark.slow
def test_only_h100_keeps_the_split_and_names_the_one_machine():
    w = Workload(model="deepseek-r1", precision="fp8", concurrency=20, seq_len=16384, gpu_preference="H100",
                 gpu_only=True)
    rec = recommend(registry.get("deepseek-r1"), w, GPUS, [row("H100 SXM", 36.0), row("H200 SXM", 28.0)], Options())
    top = rec.candidates[0]
    assert top.gpu == "H100 SXM" and top.instances == 2 and top.price_per_hour.amount == pytest.approx(72.0)
    kept = next(m for m in rec.beside_pick if m.code == "recommend.only_card_kept")
    assert "spans 2 machines" in kept.en and "H200" in kept.en
    assert "$28.00/h" in kept.en and "$20,440" in kept.en and "39%" in kept.en
    assert "只用 H100 SXM" in kept.zh and "39%" in kept.zh
    assert all(c.status != "adjusted" for c in rec.constraints if c.name in ("gpu", "gpus"))
    assert not any(m.code == "recommend.multi_node_alternative" for m in rec.beside_pick)


# ---- whole answers, reworded, in English and Chinese ------------------------------------------------------------
def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _head(out: str) -> str:
    return next(ln for ln in out.splitlines() if ln.startswith("**") and "DeepSeek-R1" in ln and "·" not in ln)


# "only": the H100 split leads (its machines say "InfiniBand or RoCE (RDMA)") and the one machine is named beside it.
@pytest.mark.slow
@pytest.mark.parametrize("text, kept", [
    ("Serve DeepSeek-R1 FP8 for 20 concurrent users at 16k context, every prompt is a new document, H100 only.", "Only H100"),
    ("We may only use H100s: DeepSeek-R1 FP8, 20 people at once, 16k context, every prompt is a new document.", "Only H100"),
    ("只用 H100 部署 DeepSeek-R1 FP8，20 个并发，16k 上下文，每次都是新文件", "只用 H100"),
])
def test_r1_only_on_h100_keeps_h100_and_names_one_machine(tmp_path, text, kept):
    out = answer(tmp_path, text)
    head = _head(out)
    assert "H100" in head and "RDMA" in head
    assert kept in out


# A plain mention ("on 8×H100"): one machine of another card leads, the H100 split named as the alternative.
@pytest.mark.slow
@pytest.mark.parametrize("text, one", [
    ("Serve DeepSeek-R1 FP8 on 8xH100 for 20 concurrent users at 16k context, every prompt is a new document",
     "One machine holds it"),
    ("用 8 张 H100 部署 DeepSeek-R1 FP8，20 个并发，16k 上下文，每次都是新文件", "一台机器就装得下"),
])
def test_r1_on_h100_merely_named_gives_way_to_one_machine(tmp_path, text, one):
    head = _head(answer(tmp_path, text))
    assert one in head and "RDMA" not in head
