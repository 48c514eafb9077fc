"""The words of advisor/core/batch_growth.py: a growth follow-up applied to a batch's items or to the served
adapters, said once with the new count."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # `was` is the count as said (written already: "200,000", "2.5"); the product is the new count
    "batch_growth.items": E(
        "'{said}' applied to the batch's items ('{item}'): {was} × {factor:g} = {new:,.0f}; the plan below is re-sized "
        "on that count, everything else as before",
        "“{said}”已用于批量任务的条目（“{item}”）：{was} × {factor:g} = {new:,.0f}；下面按这个数量重新估算，其余条件不变"),
    "batch_growth.adapters": E(
        "'{said}' applied to the served adapters: {old:,.0f} × {factor:g} = {new:,}; the serving plan below is re-run "
        "with them (all of them in host RAM, the same number on each GPU at once), everything else as before",
        "“{said}”已用于所服务的 LoRA 适配器：{old:,.0f} × {factor:g} = {new:,}；下面按这个数量重新估算服务方案"
        "（全部放在主机内存，每张卡同时加载的数量不变），其余条件不变"),
}
