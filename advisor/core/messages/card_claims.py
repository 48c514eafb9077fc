"""The words of tools/card_claims.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    memory = (f"it does have more memory ({a['a_gb']:,.0f} vs {a['b_gb']:,.0f} GB) and bandwidth ({a['a_bw']:,.2f} vs "
              f"{a['b_bw']:,.2f} TB/s), but" if a["more_memory"] else
              f"memory {a['a_gb']:,.0f} vs {a['b_gb']:,.0f} GB, bandwidth {a['a_bw']:,.2f} vs {a['b_bw']:,.2f} TB/s;")
    return (f"Not so: the {a['a']} is not stronger than the {a['b']} — {memory} the {a['b']} computes "
            f"{a['ratio']:,.1f}× more ({a['b_tflops']:,.1f} vs {a['a_tflops']:,.1f} dense BF16 TFLOPS), and training and "
            f"prefill are bound by compute (specs: {a['a_source']}; {a['b_source']})")


def _zh(a: Mapping[str, Any]) -> str:
    memory = (f"它的显存（{a['a_gb']:,.0f} vs {a['b_gb']:,.0f} GB）和带宽（{a['a_bw']:,.2f} vs {a['b_bw']:,.2f} TB/s）"
              f"确实更大，但" if a["more_memory"] else
              f"显存 {a['a_gb']:,.0f} vs {a['b_gb']:,.0f} GB，带宽 {a['a_bw']:,.2f} vs {a['b_bw']:,.2f} TB/s；")
    return (f"这个说法不对：{a['a']} 并不比 {a['b']} 强——{memory}{a['b']} 的算力是它的 {a['ratio']:,.1f} 倍"
            f"（稠密 BF16 {a['b_tflops']:,.1f} vs {a['a_tflops']:,.1f} TFLOPS），而训练和预填充受算力限制"
            f"（规格：{a['a_source']}；{a['b_source']}）")


def _host_en(a: Mapping[str, Any]) -> str:
    shared = f", shared by its {a['sharing']} GPUs" if a["sharing"] > 1 else ""
    return (f"Not GPU memory: the {a['card']} serves from its {a['hbm_gb']:,.0f} GB of HBM ({a['hbm_tb_s']:,.1f} TB/s); "
            f"the {a['host_gb']:,.0f} GB is the Grace CPU's LPDDR5X{shared} (up to {a['host_gb_s']:,.0f} GB/s, which "
            f"the GPU reaches over NVLink-C2C at {a['c2c_each']:,.0f} GB/s each way), about {a['slower']:,.0f}× slower. "
            "A serving engine keeps the weights and the KV cache in HBM; KV or weights offloaded to the LPDDR5X slow "
            f"every decode step, so this answer sizes the {a['family']} on its HBM alone (the LPDDR5X is host RAM: "
            f"loading, the CPU's work). More room for serving means more HBM: more GPUs (specs: {a['source']})")


def _host_zh(a: Mapping[str, Any]) -> str:
    shared = f"，由它的 {a['sharing']} 块 GPU 共用" if a["sharing"] > 1 else ""
    return (f"这不是显存：{a['card']} 用来推理的是它的 {a['hbm_gb']:,.0f} GB HBM（{a['hbm_tb_s']:,.1f} TB/s）；"
            f"那 {a['host_gb']:,.0f} GB 是 Grace CPU 的 LPDDR5X 内存{shared}（最多 {a['host_gb_s']:,.0f} GB/s，GPU 经 "
            f"NVLink-C2C 每个方向 {a['c2c_each']:,.0f} GB/s 访问），慢约 {a['slower']:,.0f} 倍。推理引擎把权重和 KV "
            f"缓存放在 HBM 里；卸载到 LPDDR5X 的 KV 或权重会拖慢每一步解码，所以这里只按 {a['family']} 的 HBM 估算"
            f"（LPDDR5X 是主机内存：加载、CPU 的工作）。要更多推理空间就要更多 HBM，也就是更多 GPU（规格：{a['source']}）")


ENTRIES: dict[str, E] = {
    "card_claims.host_memory": E(_host_en, _host_zh),
    "card_claims.not_stronger": E(_en, _zh),
    "card_claims.not_offered": E(
        "No {card} on offer where you asked ({places:, }): my catalog has no priced {card} machine there — get a "
        "quote before planning on it",
        "你问的地方（{places:、}）我的目录里没有 {card} 的有价机器：先拿到报价再按它做计划"),
    # tools.card_claims.listed_nowhere: the stated clouds / places list no row of the card at all
    "card_claims.listed_nowhere": E(
        "{where} lists no {card} machine in my catalog ({sources:; }{as_of}); what it lists there: {cards:, }",
        "{where}在我的目录里没有 {card} 机器（{sources:；}{as_of}）；那里列出的是：{cards:、}"),
    "card_claims.snapshot_of": E(", snapshot of {date}", "，快照日期 {date}"),
    "card_claims.where_both": E("{providers!p: or } in {places: or }", "{places:、}的{providers!p:、}"),
    "card_claims.where_cloud": E("{providers!p: or }", "{providers!p:、}"),
    "card_claims.where_place": E("{places: or }", "{places:、}"),
}
