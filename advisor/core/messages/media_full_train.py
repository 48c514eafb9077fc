"""The words of tools/media_full_train.py: an image model's full fine-tune (the whole denoiser), a provisional plan."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _head_en(a: Mapping[str, Any]) -> str:
    ep = f"{a['epochs']:g} epochs" + ("" if a["epochs_said"] else " (assumed: say the epochs)")
    fit = (f"split over several ≥ {a['card_gb']:g} GB cards (FSDP / ZeRO-3)" if a.get("sharded")
           else f"so one ≥ {a['card_gb']:g} GB card per copy")
    s = (f"{a['name']} full fine-tune (the whole {a.get('denoiser', 'UNet')}, {a['params_b']:.1f} B trainable "
         f"parameters; not a LoRA), a provisional plan: AdamW holds ≈ {a['states_gb']:.1f} GB ({a['bytes']} bytes a "
         f"parameter) before the activations, {fit} (A100 80GB / H100 / H200 class); "
         f"{a['steps']:,.0f} image-steps ({ep})")
    if not a["row"]:
        return s + "; no listed machine of such cards passes your filters: ask for a quote"
    s += f"; rent {a['row']}"
    if a.get("card_hours"):
        s += f" (≈ {a['card_hours']:,.0f} {a['gpu']}-hours)"
    if a["deadline_days"]:
        s += (f" — past your {a['deadline_days']:g}-day deadline: more machines or a smaller job" if a["late"]
              else f" — within your {a['deadline_days']:g} days")
    return s


def _head_zh(a: Mapping[str, Any]) -> str:
    ep = f"{a['epochs']:g} 轮" + ("" if a["epochs_said"] else "（假设，请说明轮数）")
    fit = (f"要用 FSDP / ZeRO-3 切分到多张 ≥ {a['card_gb']:g} GB 的卡上" if a.get("sharded")
           else f"所以每份需要一张 ≥ {a['card_gb']:g} GB 的卡")
    s = (f"{a['name']} 全参微调（整个 {a.get('denoiser', 'UNet')}，{a['params_b']:.1f} B 可训练参数，不是 LoRA），暂定方案："
         f"AdamW 约占 {a['states_gb']:.1f} GB（每个参数 {a['bytes']} 字节），还没算激活值，{fit}"
         f"（A100 80GB / H100 / H200 一档）；共 {a['steps']:,.0f} 个图像步（{ep}）")
    if not a["row"]:
        return s + "；符合你筛选条件的机器里没有这种卡：请询价"
    s += f"；租 {a['row']}"
    if a.get("card_hours"):
        s += f"（约 {a['card_hours']:,.0f} 个 {a['gpu']} 卡时）"
    if a["deadline_days"]:
        s += (f"——超出你 {a['deadline_days']:g} 天的期限：需要更多机器或缩小任务" if a["late"]
              else f"——在你 {a['deadline_days']:g} 天的期限内")
    return s


ENTRIES: dict[str, E] = {
    "media_full_train.head": E(_head_en, _head_zh),
    "media_full_train.method": E(
        lambda a: (f"Provisional speed, not measured: the published {a.get('lora_name', 'SDXL')} LoRA step "
                   f"({a['lora_s']:.2f} s an image at 1024² on an {a['card']}, gradient checkpointing; SimpleTuner) × "
                   + (f"{a['scaled']:.3f} for this model's FLOPs an image (its parameters over FLUX.1-dev's 12 B at "
                      "the same 4,096 latent tokens: scaled, not measured) × " if a.get("scaled") else "")
                   + f"{a['factor']:.2f} for the {a.get('denoiser', 'UNet')}'s weight gradients a LoRA skips = "
                   f"{a['step_s']:.2f} s an image, scaled to each card by the smaller "
                   "of its dense FP16 TFLOPS and memory-bandwidth ratios (datasheets); the machine's cards run data "
                   "parallel (DDP or FSDP inside one NVLink machine: no InfiniBand needed). Time a pilot of ~1,000 "
                   f"steps before booking the whole run. Parameters: {a['params_source']}"),
        lambda a: (f"暂定速度，不是实测：公开的 {a.get('lora_name', 'SDXL')} LoRA 每步时间（{a['card']} 上 1024² 每张图 "
                   f"{a['lora_s']:.2f} 秒，开梯度检查点；SimpleTuner）× "
                   + (f"{a['scaled']:.3f}（按本模型每张图的计算量：参数量比 FLUX.1-dev 的 12 B，潜空间 token 同为 4,096，"
                      "按比例换算，不是实测）× " if a.get("scaled") else "")
                   + f"{a['factor']:.2f}（LoRA 不算 "
                   f"{a.get('denoiser', 'UNet')} 权重梯度，全参要算）= 每张图 "
                   f"{a['step_s']:.2f} 秒，再按每张卡的稠密 FP16 算力和显存带宽两个比值中较小的一个换算（数据手册）；"
                   "同一台机器内的卡做数据并行（DDP 或 FSDP，走 NVLink，不需要 InfiniBand）。整批开跑前先试跑约 1,000 步"
                   f"计时。参数量：{a['params_source']}")),
    "media_full_train.sharded": E(
        lambda a: (f"Split, not copied: ≈ {a['states_gb']:.0f} GB of weights, gradients and AdamW states do not fit "
                   f"one card, so FSDP / ZeRO-3 shards them over at least {a['min_cards']} cards; on the "
                   f"{a['gpus']} × {a['gpu']} machine each card holds ≈ {a['each_gb']:.0f} GB of them plus its "
                   "activations (not estimated here: time it on a pilot)"),
        lambda a: (f"切分而不是复制：权重、梯度和 AdamW 状态约 {a['states_gb']:.0f} GB，一张卡放不下，需要用 FSDP / ZeRO-3 "
                   f"切分到至少 {a['min_cards']} 张卡上；在 {a['gpus']} × {a['gpu']} 的机器上每张卡约放 "
                   f"{a['each_gb']:.0f} GB，另加激活值（这里没有估算：请先试跑计时）")),
    "media_full_train.levers": E(
        lambda a: (f"Smaller cards: {a['lever_gb']:g} GB only with 8-bit Adam (≈ {a['adam8_gb']:.1f} GB of states, "
                   f"{a['adam8_bytes']} bytes a parameter) and smaller batches; {a['offload_gb']:g} GB cards only with "
                   f"DeepSpeed offload at batch 1–4, much slower — not the tool for this job ({a['source']})"),
        lambda a: (f"更小的卡：{a['lever_gb']:g} GB 只能配 8 位 Adam（状态约 {a['adam8_gb']:.1f} GB，每个参数 "
                   f"{a['adam8_bytes']} 字节）并减小 batch；{a['offload_gb']:g} GB 的卡只能靠 DeepSpeed 卸载、batch 1–4，"
                   f"慢得多——不适合这个任务（{a['source']}）")),
    "media_full_train.practice": E(
        lambda a: ("Before the run: pre-encode the VAE latents and both text encoders' embeddings once (the UNet step "
                   "is then all that trains), bucket by aspect ratio, keep EMA weights (≈ "
                   f"{a['ema_gb']:.1f} GB more at 16 bits), and stage the images on local NVMe with enough data-loader "
                   "workers; checkpoint often so a restart costs minutes"),
        lambda a: ("开跑前：先把 VAE latent 和两个文本编码器的嵌入各算一次存起来（训练时只跑 UNet），按宽高比分桶，保留 EMA 权重"
                   f"（16 位约多 {a['ema_gb']:.1f} GB），图片放本地 NVMe 并配足数据加载进程；勤存检查点，重启只损失几分钟")),
}
