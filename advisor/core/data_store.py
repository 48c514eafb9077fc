"""Data said to sit in one cloud's object store ("our 30 TB of FASTQ are in S3", 数据在阿里云OSS上, 資料放在 GCS): the
answer's pick rented elsewhere carries the copy out of that cloud, its hours and its egress (tools.data_transfer),
said under the answer. Reading only; the figures are tools'."""

from __future__ import annotations

import re

from tools.schema import Msg

# an object store named: S3, GCS, Azure Blob, and the Chinese clouds' OSS / COS / OBS / TOS in capitals (never "oss"
# as open source), or a bucket URL
STORE = re.compile(r"(?i)\bs3\b|\b(?:s3|gs|oss|cos|obs|tos)://|\bgcs\b|google\s+cloud\s+storage|azure\s+blob"
                   r"|(?-i:OSS|COS|OBS|TOS)(?![A-Za-z])|对象存储|對象儲存|物件儲存")
# the data's size beside it: "30 TB", "2PB", "500 GB", never a card's memory ("80G显存", "24 GB VRAM")
SIZE = re.compile(r"(?i)(?<![\d.])(\d[\d,]*(?:\.\d+)?)\s*(pb|tb|gb|p|t|g)(?![a-z])(?!\s*(?:的\s*)?(?:显存|顯存|vram|"
                  r"ram\b|memory|内存|內存|記憶體|hbm|gpu|card|卡))")
CLAUSE = re.compile(r"[。；;\n！？!?]|(?<=[.])\s")


def data_in_store(texts: list[str]) -> tuple[str, float | None] | None:
    """(the store's cloud, the data's GB when said beside it) from the latest message that names an object store with
    its cloud; None when none does. "our 30 TB of FASTQ are in S3" → ("aws", 30,000); 数据在阿里云OSS上 → ("alibaba",
    None)."""
    from advisor.core.vision_batch import _cloud
    from tools.data_transfer import stored_gb

    for t in texts:
        for clause in CLAUSE.split(t):
            if not STORE.search(clause):
                continue
            cloud = "gcp" if re.search(r"(?i)\bgs://", clause) else _cloud(clause)
            if cloud is None:
                continue
            m = SIZE.search(clause)
            return cloud, stored_gb(float(m.group(1).replace(",", "")), m.group(2)) if m else None
    return None


def store_copy(texts: list[str], pick_provider: str | None, deadline_hours: float | None) -> Msg | None:
    """The copy out of the store's cloud when the pick is rented on another provider (tools.data_transfer)."""
    from tools.data_transfer import store_copy_line

    said = data_in_store(texts)
    if said is None or not pick_provider:
        return None
    return store_copy_line(said[1], said[0], pick_provider, deadline_hours)
