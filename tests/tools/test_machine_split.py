"""A plan of several machines says whether each holds the model (replicas: no fabric between them) or one copy spans
machines (tensor / pipeline parallel over the network: an RDMA interconnect, InfiniBand or RoCE, is needed; the row's
rdma flag says whether the machines have it): tools.machine_split. Said with the lower-precision plan a stated place
falls back to, where the plan's machines were written with no layout ("2 × g5.12xlarge (4 × A10G each)")."""

from __future__ import annotations

import pytest

from tools.machine_split import split_fleet, split_words
from tools.schema import Candidate, Layout, Money


def _cand(instances: int, per: int, copy: int, rdma: bool | None) -> Candidate:
    return Candidate(provider="azure", instance="Standard_NC96ads_A100_v4", region="westeurope", gpu="A100 80GB PCIe",
                     gpu_count=per, instances=instances, price_per_hour=Money(amount=14.69, currency="USD"),
                     billing="on_demand", layout=Layout(num_gpus=copy, tp=copy, gpus_per_node=per), rdma=rdma)


def test_one_machine_says_nothing():
    assert split_words(_cand(1, 4, 4, None)) is None
    assert split_fleet("1 × x", _cand(1, 4, 4, None)) == "1 × x"


def test_replicas_need_no_rdma():
    # 3 machines × 4 A100 80GB, each copy TP 4 (4 ≤ 4 GPUs a machine): three whole copies behind a load balancer
    m = split_words(_cand(3, 4, 4, False))
    assert m is not None and m.code == "machine_split.replicas"
    assert "replicas" in m.en and "no RDMA" in m.en
    assert "副本" in m.zh


@pytest.mark.parametrize("rdma, code, said", [
    # one copy over 8 GPUs on 4-GPU machines: TP/PP crosses the network, so InfiniBand / RoCE is needed
    (True, "machine_split.over_rdma", "listed for these machines"),
    (False, "machine_split.no_rdma", "list none"),
    (None, "machine_split.rdma_unlisted", "check with the provider"),
])
def test_one_copy_over_machines_says_the_rdma_need(rdma, code, said):
    m = split_words(_cand(2, 4, 8, rdma))
    assert m is not None and m.code == code
    assert "RDMA" in m.en and said in m.en
    assert "RDMA" in m.zh


@pytest.mark.slow
@pytest.mark.parametrize("first, then, said", [
    # Llama-3.1-70B in BF16 (≈ 141 GB) fits no machine listed in Hong Kong; FP8 (≈ 71 GB) fits one 4 × A10G machine
    # (96 GB), and at 32k for 10 users its KV cache (320 KiB a token × 32,768 × 10 ≈ 100 GiB) needs more copies: each
    # g5.12xlarge holds the whole FP8 model, so the machines are replicas, said as such
    ("We run a clinic group in Hong Kong: Llama-3.1-70B-Instruct for 10 concurrent users, data must stay in Hong Kong.",
     "Can we do 32k context?", ("machines are replicas", "no RDMA")),
    # the same in 简体: the 2 FP8 machines at the stated 4k are replicas
    ("我们是香港的诊所集团：Llama-3.1-70B-Instruct，10 个人同时用，数据必须留在香港。", "上下文开到 8k 可以吗？",
     ("台机器是副本",)),
    # 繁體: the 2 machines at 4k (the first answer) are replicas too
    ("我們是香港的診所：Llama-3.1-70B-Instruct 給 10 位同事同時用，資料必須留在香港。", "上下文改成 8K 呢？",
     ("機器是副本",)),
])
def test_a_place_fallback_on_several_machines_says_replicas(engine, first, then, said):
    engine.handle("t", first)
    text = engine.handle("t", then).text
    for s in said:
        assert s in text, (s, text[:1500])
