"""The words of tools/data_transfer.py: copying data out of one cloud's object store to a machine rented elsewhere."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _name(cloud: str, zh: bool) -> str:
    from catalog.places import display_name

    return display_name(cloud, zh)


def _links(a: Mapping[str, Any], zh: bool) -> str:
    at = "按" if zh else "at"
    sep = "，" if zh else ", "
    unit = " 小时" if zh else " h"
    return sep.join(f"{at} {link:g} Gbps ≈ {h:,.1f}{unit}" for link, h in zip(a["links"], a["hours"], strict=True))


def _en(a: Mapping[str, Any]) -> str:
    cloud, pick = _name(a["cloud"], False), _name(a["pick"], False)
    egress = (f"egress ≈ ${a['usd']:,.0f} ({a['source']})" if a.get("usd") is not None else
              f"egress not priced here (ask {cloud} for its internet outbound rate)")
    over = (f" — ⚠️ at 1 Gbps the copy plus the job overruns your {a['deadline']:,.0f} h: run in {cloud}'s region, "
            "or start the copy now") if a.get("over") else ""
    return (f"Data: ≈ {a['tb']:,.1f} TB sits in {cloud}'s object store and the pick is on {pick}: copying it takes "
            f"{_links(a, False)} (assumed sustained links; time a 1 % copy), before the job starts; {egress}. "
            f"Running in {cloud}'s own region avoids both{over}")


def _zh(a: Mapping[str, Any]) -> str:
    cloud, pick = _name(a["cloud"], True), _name(a["pick"], True)
    egress = (f"出网流量费约 ${a['usd']:,.0f}（{a['source']}）" if a.get("usd") is not None else
              f"出网流量费这里没有价格（请向{cloud}询问公网出流量单价）")
    over = (f"——⚠️ 按 1 Gbps，搬数据加上任务本身会超过你的 {a['deadline']:,.0f} 小时期限：在{cloud}同地域跑，或现在就开始拷贝"
            if a.get("over") else "")
    return (f"数据：约 {a['tb']:,.1f} TB 存在{cloud}的对象存储，而首选在 {pick}：拷过去{_links(a, True)}（假设的持续带宽，"
            f"先拷 1% 实测），任务开始前就要花掉；{egress}。在{cloud}同地域内跑可以两样都省掉{over}")


def _unsized_en(a: Mapping[str, Any]) -> str:
    cloud, pick = _name(a["cloud"], False), _name(a["pick"], False)
    egress = (f"egress ≈ ${a['usd']:,.0f} a TB ({a['source']})" if a.get("usd") is not None else
              f"egress not priced here (ask {cloud} for its internet outbound rate: on tens of TB it can outweigh "
              "the GPUs)")
    return (f"Data: it sits in {cloud}'s object store and the pick is on {pick}: each TB takes {_links(a, False)} "
            f"to copy (assumed sustained links; time a 1 % copy), before the work starts; {egress}. Say the data's "
            f"size to time the whole copy; running in {cloud}'s own region avoids both")


def _unsized_zh(a: Mapping[str, Any]) -> str:
    cloud, pick = _name(a["cloud"], True), _name(a["pick"], True)
    egress = (f"出网流量费每 TB 约 ${a['usd']:,.0f}（{a['source']}）" if a.get("usd") is not None else
              f"出网流量费这里没有价格（请向{cloud}询问公网出流量单价：几十 TB 时它可能比 GPU 还贵）")
    return (f"数据：存在{cloud}的对象存储，而首选在 {pick}：每 TB {_links(a, True)}（假设的持续带宽，先拷 1% 实测），"
            f"开工前就要花掉；{egress}。说明数据量即可算出整个拷贝的时间；在{cloud}同地域内跑可以两样都省掉")


ENTRIES: dict[str, E] = {
    "data_transfer.copy_out": E(_en, _zh),
    # the same with no size said: a terabyte's figures (tools.data_transfer.store_copy_line)
    "data_transfer.copy_out_unsized": E(_unsized_en, _unsized_zh),
}
