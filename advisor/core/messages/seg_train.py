"""The words of tools/seg_train.py's messages: a 2-D semantic-segmentation model's schedule, memory and licence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _memory_en(a: Mapping[str, Any]) -> str:
    sched = (f"the publisher's schedule is {a['iters']:,} iterations × batch {a['batch']} = {a['samples']:,.0f} crops"
             + (f", ≈ {a['epochs']:,.1f} epochs of your images" if a.get("epochs") and not a["epochs_said"] else "")
             + "; ") if a.get("samples") else ""
    return (f"{a['name']}: {sched}memory: one {a['size']}² crop a card in mixed precision fits a ≥ {a['gb']:g} GB card "
            "(assumed: the recipe holds one crop a card), a larger batch by more cards or gradient accumulation; "
            "8 dataloader workers a GPU, images on local NVMe")


def _memory_zh(a: Mapping[str, Any]) -> str:
    sched = (f"官方训练流程为 {a['iters']:,} 次迭代 × batch {a['batch']} = {a['samples']:,.0f} 个裁剪块"
             + (f"，约合你的图片 {a['epochs']:,.1f} 轮" if a.get("epochs") and not a["epochs_said"] else "")
             + "；") if a.get("samples") else ""
    return (f"{a['name']}：{sched}显存：混合精度下每张卡一个 {a['size']}² 裁剪块，≥ {a['gb']:g} GB 的卡即可"
            "（假设：官方配置每卡一块），更大的 batch 靠多卡或梯度累积；每张 GPU 8 个数据加载进程，图片放本地 NVMe")


ENTRIES: dict[str, E] = {
    "seg_train.memory": E(_memory_en, _memory_zh),
    "seg_train.segformer_licence": E(
        "Licence: SegFormer's official code and its pretrained MiT weights are under the NVIDIA Source Code License "
        "(github.com/NVlabs/SegFormer LICENSE: non-commercial, research or evaluation only); the mmsegmentation and "
        "transformers code is Apache-2.0, but the nvidia/mit-b* weights carry NVIDIA's licence — a model sold as a "
        "service needs NVIDIA's permission or a backbone pretrained under a commercial licence",
        "许可：SegFormer 官方代码和预训练的 MiT 权重采用 NVIDIA Source Code License（github.com/NVlabs/SegFormer "
        "LICENSE：仅限非商业的研究或评估用途）；mmsegmentation 和 transformers 的代码是 Apache-2.0，但 nvidia/mit-b* "
        "权重仍是 NVIDIA 的许可——要把模型做成服务出售，需要 NVIDIA 授权，或换用允许商用的预训练骨干"),
}
