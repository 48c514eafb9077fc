"""The words of a hosted API's bill against self-hosting (tools.api_compare, advisor.core.api_compare_lines)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _basis_en(a: Mapping[str, Any]) -> str:
    cached = f", {a['cached']} for cache-hit input" if a["cached"] else ""
    hits = (f"; the low end takes {a['share']} of the input as cache hits, the high end none (your hit rate is in "
            "your usage dashboard)") if a["cached"] else ""
    return (f"API bill from {a['model']}'s list price per 1M tokens: {a['input']} {a['currency']} input{cached}, "
            f"{a['output']} {a['currency']} output ({a['source']}, as of {a['as_of']}){hits}")


def _basis_zh(a: Mapping[str, Any]) -> str:
    cached = f"，缓存命中输入 {a['cached']}" if a["cached"] else ""
    hits = (f"；低值按输入的 {a['share']} 命中缓存计，高值按不命中计（命中率见你的用量后台）") if a["cached"] else ""
    return (f"API 账单按 {a['model']} 的每百万 token 标价：输入 {a['input']} {a['currency']}{cached}，"
            f"输出 {a['output']} {a['currency']}（{a['source']}，{a['as_of']}）{hits}")


def _hybrid_en(a: Mapping[str, Any]) -> str:
    head = "Yes" if a["cheaper"] else "No"
    tail = "cheaper than the API alone" if a["cheaper"] else f"≈ {a['ratio']}× the API alone (≈ {a['api']})"
    return (f"{head}: {a['machine']} only for those hours ({a['hours']} h a month) and the API the rest ≈ {a['hybrid']} "
            f"a month, {tail}: ≈ {a['machine_month']} for the machine + ≈ {a['api_rest']} of API for the {a['share']} "
            "of the tokens sent outside those hours (traffic assumed even over the week); add each morning's model load "
            "(the weights read from disk) and the engineering to run two paths")


def _hybrid_zh(a: Mapping[str, Any]) -> str:
    head = "划算" if a["cheaper"] else "不划算"
    tail = "比只用 API 便宜" if a["cheaper"] else f"约为只用 API（约 {a['api']}）的 {a['ratio']} 倍"
    return (f"{head}：{a['machine']} 只在这些时段（每月 {a['hours']} 小时）开机、其余时间走 API，每月约 {a['hybrid']}，{tail}："
            f"机器约 {a['machine_month']} + 时段外 {a['share']} 的 token 走 API 约 {a['api_rest']}（按流量全周均匀估算）；"
            "另有每天开机加载权重的时间和维护两条链路的工程成本")


_WHERE_EN = {"cn": "People's Republic of China"}
_WHERE_ZH = {"cn": "中华人民共和国境内"}

ENTRIES: dict[str, E] = {
    "api_compare.verdict_no": E(
        "No: self-hosting on {machine} costs ≈ {self} a month around the clock against ≈ {api} a month on the API for "
        "your {tokens} tokens, ≈ {ratio}× more; it pays only from ≈ {even} tokens a month at today's input/output mix "
        "(if that machine still carries the load; more traffic may need more machines). Self-host for data control, "
        "your own fine-tune or a far larger volume, not to save money.",
        "不划算：自建 {machine} 全天候运行每月约 {self}，而 {tokens} token 走 API 每月约 {api}，自建贵约 {ratio} 倍；"
        "按现在的输入/输出比例，每月约 {even} token 以上才回本（前提是这台机器仍扛得住那个负载，流量更大可能要更多机器）。"
        "自建值得做的理由是数据可控、自有微调或远大于现在的用量，而不是省钱。"),
    "api_compare.verdict_yes": E(
        "Yes: self-hosting on {machine} costs ≈ {self} a month around the clock against ≈ {api} a month on the API for "
        "your {tokens} tokens; it breaks even from ≈ {even} tokens a month, so add the engineering and on-call time "
        "before deciding.",
        "划算：自建 {machine} 全天候运行每月约 {self}，而 {tokens} token 走 API 每月约 {api}；按现在的输入/输出比例，"
        "每月约 {even} token 即回本，决定前请把工程和值班成本算进去。"),
    "api_compare.verdict_even": E(
        "About even: self-hosting on {machine} costs ≈ {self} a month around the clock against ≈ {api} a month on the "
        "API for your {tokens} tokens (≈ {ratio}×); break-even ≈ {even} tokens a month, so the engineering and on-call "
        "time decide it, and the API needs none.",
        "差不多：自建 {machine} 全天候运行每月约 {self}，{tokens} token 走 API 每月约 {api}（约 {ratio} 倍）；"
        "回本点约每月 {even} token，工程和值班成本决定结果，而 API 不需要这些。"),
    "api_compare.bill_verdict_no": E(
        "No: self-hosting on {machine} costs ≈ {self} a month around the clock against your ≈ {api} a month on the API, "
        "≈ {ratio}× more; it pays only once the API bill passes ≈ {self} a month (with that machine still carrying the "
        "load). Self-host for data control, your own fine-tune or a far larger volume, not to save money.",
        "不划算：自建 {machine} 全天候运行每月约 {self}，而你的 API 每月约 {api}，自建贵约 {ratio} 倍；API 账单超过每月约 {self} "
        "才回本（前提是这台机器扛得住那时的负载）。自建值得做的理由是数据可控、自有微调或远大于现在的用量，而不是省钱。"),
    "api_compare.bill_verdict_yes": E(
        "Yes: self-hosting on {machine} costs ≈ {self} a month around the clock against your ≈ {api} a month on the API, "
        "if that machine carries your load (say your tokens a month to check it); add the engineering and on-call time "
        "before deciding.",
        "划算：自建 {machine} 全天候运行每月约 {self}，而你的 API 每月约 {api}，前提是这台机器扛得住你的负载（说出每月 token 量"
        "可以核对）；决定前请把工程和值班成本算进去。"),
    "api_compare.bill_verdict_even": E(
        "About even: self-hosting on {machine} costs ≈ {self} a month around the clock against your ≈ {api} a month on "
        "the API (≈ {ratio}×); the engineering and on-call time decide it, and the API needs none.",
        "差不多：自建 {machine} 全天候运行每月约 {self}，你的 API 每月约 {api}（约 {ratio} 倍）；工程和值班成本决定结果，"
        "而 API 不需要这些。"),
    "api_compare.other_model": E(
        "The API runs {api_model}; {model} is another model: compare their answers on your own tasks before switching",
        "API 用的是 {api_model}，{model} 是另一个模型：换之前先在你自己的任务上对比两者的回答"),
    "api_compare.stored_in": E(
        lambda a: (f"That API stores what you send on servers in the {_WHERE_EN.get(a['where'], a['where'])} "
                   f"({a['source']}): if your customers' data may not go there, that (or an open-weight host in your "
                   "own region) is the reason to move, not the price"),
        lambda a: (f"这个 API 把你发送的内容存放在{_WHERE_ZH.get(a['where'], a['where'])}的服务器上（{a['source']}）："
                   "如果客户数据不能去那里，这才是迁移的理由（或改用你所在地区的开源模型托管服务），而不是价格")),
    "api_compare.bill_basis": E(_basis_en, _basis_zh),
    "api_compare.bill_said": E(lambda a: f"API bill as you said it: ≈ {a['api']} a month"
                               + (f" ({a['said']} converted)" if a["said"] else ""),
                               lambda a: f"API 账单按你说的：每月约 {a['api']}" + (f"（{a['said']} 换算）" if a["said"] else "")),
    "api_compare.hybrid": E(_hybrid_en, _hybrid_zh),
}
