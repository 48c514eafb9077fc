"""The words of tools/purchase_lead.py: why a CUDA plan leads a mainland buyer's buy-or-rent answer."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES = {
    "purchase_lead.cuda_first": E(
        "{cuda} leads although {rocm} ranked first: a box bought in mainland China is a CUDA server, so the rent it is "
        "weighed against is a CUDA plan; the {rocm} row is an overseas ROCm marketplace offer, kept below it "
        "(name a region to rank them as usual)",
        "{cuda} 排在第一，虽然按价格 {rocm} 在前：在中国内地买的是 CUDA 服务器，拿来对比的租用方案也应是 CUDA 方案；"
        "{rocm} 是海外的 ROCm 市场报价，放在它下面（说明租用地区即按常规排序）"),
}
