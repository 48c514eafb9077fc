"""Data said to sit in one cloud's object store ("our 30 TB of FASTQ are in S3", 数据在阿里云OSS上, 資料放在 GCS) with the
pick rented on another provider: the answer names the copy's hours at stated links and the egress (AWS's published
tiers; any other store "not priced here"). advisor.core.data_store, tools.data_transfer.store_copy_line."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.data_store import data_in_store
from advisor.core.store import Store
from tests.conftest import module_home
from tools.data_transfer import store_copy_line


@pytest.mark.parametrize("text, said", [
    ("our 30 TB of FASTQ are in S3; fine-tune on it", ("aws", 30_000.0)),
    ("数据在阿里云OSS上，大概 12TB", ("alibaba", 12_000.0)),
    ("資料放在騰訊雲 COS 裡，約 800 GB", ("tencent", 800.0)),
    ("2PB of scans sit in gs://lab-bucket", ("gcp", 2_000_000.0)),
    # a card's memory beside the bucket is no data size
    ("we have 80G显存 and the data in s3://bucket", ("aws", None)),
    # "OSS" as open source, no store
    ("an OSS model on a 24 GB card", None),
])
def test_the_store_and_the_size_are_read(text, said):
    assert data_in_store([text]) == said


def test_the_copy_by_hand():
    # 30 TB at 1 Gbps: 3e13 × 8 ÷ 1e9 = 240,000 s ≈ 66.7 h; at 10 Gbps 6.7 h; AWS egress 10,000 × $0.09 + 20,000 ×
    # $0.085 = $2,600; another cloud's egress is not priced (None); the pick in the store's cloud says nothing
    m = store_copy_line(30_000, "aws", "runpod")
    assert m is not None and [round(h, 1) for h in m.args["hours"]] == [66.7, 6.7] and m.args["usd"] == 2600
    gcs = store_copy_line(40_000, "gcp", "cudo")
    assert gcs is not None and gcs.args["usd"] is None and round(gcs.args["hours"][0], 1) == 88.9
    assert store_copy_line(30_000, "aws", "aws") is None
    # no size: a terabyte's figures, 1e12 × 8 ÷ 1e9 = 8,000 s ≈ 2.2 h at 1 Gbps, $90 of AWS egress
    one = store_copy_line(None, "aws", "cudo")
    assert one is not None and one.code == "data_transfer.copy_out_unsized" and round(one.args["hours"][0], 1) == 2.2
    assert one.args["usd"] == 90


isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # English: 30 TB in S3, LoRA of Llama-3.1-8B, the pick off AWS: 66.7 h at 1 Gbps, $2,600 of egress
    ("our 30 TB of FASTQ are in S3; we want to LoRA fine-tune Llama-3.1-8B on the variant reports, 2B tokens",
     ("30.0 TB sits in AWS", "66.7 h", "$2,600")),
    # 繁體: 40 TB in GCS, Qwen2.5-14B: 4e13 × 8 ÷ 1e9 = 320,000 s ≈ 88.9 h; GCP egress not held
    ("我們的 40TB 影像資料放在 GCS，想微調 Qwen2.5-14B，10 億 token", ("40.0 TB 存在GCP", "88.9 小時", "沒有價格")),
    # 简体, no size, S3, the pick elsewhere: a terabyte's figures (1e12 × 8 ÷ 1e9 s ≈ 2.2 h at 1 Gbps, $90 of AWS
    # egress) and "say the size" (腾讯云COS is read as renting on Tencent itself, so no copy is said there)
    ("训练数据放在 S3 上，对 Llama-3.1-8B 做 LoRA 微调，3 亿 token", ("存在AWS", "每 TB", "2.2 小时", "$90", "说明数据量")),
])
def test_the_answer_names_the_copy_and_its_egress(tmp_path, text, said):
    out = _ask(tmp_path, text)
    line = next((n for n in out.splitlines() if n.startswith(("> Data", "> 数据", "> 資料"))), "")
    assert all(s in line for s in said), out
