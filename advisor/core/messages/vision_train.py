"""The words of tools/vision_train.py's messages: a vision model's training (detection, classification, nnU-Net)
sized from published FLOPs or epoch times."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _work_en(a: Mapping[str, Any]) -> str:
    if a["seg"]:
        cases = f"{a['images']:,.0f} cases, " if a.get("images") else ""
        return (f"{a['name']} {a['config']}, {cases}{a['folds']} folds × 1,000 epochs (its fixed schedule): ≈ {a['ref']} "
                f"a fold on the measured {a['card']}, ≈ {a['all_ref']} for all {a['folds']} on one card; the folds are "
                "independent runs, one a card")
    imgs = f"{a['images']:,.0f} images × {a['epochs']:g} epochs at {a['size']} px" if a.get("images") else \
        f"{a['epochs']:g} epochs at {a['size']} px (no image count said: say it to get the hours)"
    flops = f" ≈ {a['flops']:.2e} FLOP" if a.get("images") else ""
    if a.get("clip"):
        pairs = f"{a['images']:,.0f} image-text pairs × {a['epochs']:g} epochs at {a['size']} px" if a.get("images") \
            else f"{a['epochs']:g} epochs at {a['size']} px (no pair count said: say it to get the hours)"
        return (f"{a['name']} contrastive fine-tune (both towers, every weight trained), {pairs}:{flops} ≈ "
                f"{a['ref_h']:,.1f} {a['card']} GPU-hours")
    if a.get("mae"):
        return (f"{a['name']} (the encoder sees the visible 25 % of the patches, every weight trained), {imgs}:{flops} "
                f"≈ {a['ref_h']:,.1f} {a['card']} GPU-hours")
    if a.get("vit"):
        return f"{a['name']} full fine-tune (every weight trained), {imgs}:{flops} ≈ {a['ref_h']:,.1f} {a['card']} GPU-hours"
    n = a.get("pick_gpus") or 1
    size = "one card is the right size" if n == 1 else (
        f"one card can run it, but the cheapest machine listed has {n} cards (one data-parallel job: about the same "
        f"GPU-hours, ≈ 1/{n} of the wall)")
    return f"{a['name']} training, {imgs}:{flops} ≈ {a['ref']} on one {a['card']}; {size}"


def _work_zh(a: Mapping[str, Any]) -> str:
    if a["seg"]:
        cases = f"{a['images']:,.0f} 例、" if a.get("images") else ""
        return (f"{a['name']} {a['config']}，{cases}{a['folds']} 折 × 1,000 轮（固定训练流程）：实测的 {a['card']} 上每折约 "
                f"{a['ref']}，{a['folds']} 折在一张卡上共约 {a['all_ref']}；各折是独立训练，一张卡跑一折")
    imgs = f"{a['images']:,.0f} 张图 × {a['epochs']:g} 轮、{a['size']} 像素" if a.get("images") else \
        f"{a['epochs']:g} 轮、{a['size']} 像素（未说图片数量：说明后才能算小时数）"
    flops = f"约 {a['flops']:.2e} FLOP，" if a.get("images") else ""
    if a.get("clip"):
        pairs = f"{a['images']:,.0f} 对图文 × {a['epochs']:g} 轮、{a['size']} 像素" if a.get("images") else \
            f"{a['epochs']:g} 轮、{a['size']} 像素（未说图文对数量：说明后才能算小时数）"
        return (f"{a['name']} 对比学习微调（图像塔和文本塔所有权重都训练），{pairs}：{flops}约 {a['ref_h']:,.1f} 个 "
                f"{a['card']} 卡时")
    if a.get("mae"):
        return (f"{a['name']}（编码器只看可见的 25% 图块，所有权重都训练），{imgs}：{flops}约 {a['ref_h']:,.1f} 个 "
                f"{a['card']} 卡时")
    if a.get("vit"):
        return f"{a['name']} 全参微调（所有权重都训练），{imgs}：{flops}约 {a['ref_h']:,.1f} 个 {a['card']} 卡时"
    n = a.get("pick_gpus") or 1
    size = "一张卡就够" if n == 1 else (
        f"一张卡也能跑，但列出的最便宜机器有 {n} 张卡（数据并行跑同一个任务：GPU 小时差不多，用时约为 1/{n}）")
    return f"{a['name']} 训练，{imgs}：{flops}一张 {a['card']} 约 {a['ref']}；{size}"


def _pick_en(a: Mapping[str, Any]) -> str:
    if not a["row"]:
        return "; no listed machine passes the stated filters"
    due = (f", within your {a['deadline']}" if a["met"] else f" — the fastest listed, and it misses your "
           f"{a['deadline']}") if a.get("deadline") else ""
    par = (f"; the folds are independent: {a['machines']} such machines at once finish in ≈ {a['parallel']} for the "
           "same total") if a.get("parallel") else ""
    return f"; rent {a['row']}{due}{par}"


def _pick_zh(a: Mapping[str, Any]) -> str:
    if not a["row"]:
        return "；目录里没有符合所给条件的机器"
    due = (f"，在你的 {a['deadline']} 之内" if a["met"] else f"——这是最快的，仍超出你的 {a['deadline']}") \
        if a.get("deadline") else ""
    par = (f"；各折互相独立：同时开 {a['machines']} 台这样的机器约 {a['parallel']} 跑完，总价不变") if a.get("parallel") else ""
    return f"；租 {a['row']}{due}{par}"


def _stand_en(a: Mapping[str, Any]) -> str:
    return f" (no exact model or size named: sized as {a['name']}; name yours to change it)" if a["stand_in"] else ""


def _stand_zh(a: Mapping[str, Any]) -> str:
    return f"（未指明具体模型或尺寸：按 {a['name']} 估算；说明你的模型即可改）" if a["stand_in"] else ""


def _memory_en(a: Mapping[str, Any]) -> str:
    if a["seg"]:
        return (f"Memory and host: the default 3d_fullres plan fits a ≥ {a['gb']:g} GB card (a 24 GB card has room). "
                f"nnU-Net augments on the CPU: ≥ {a['threads']} CPU threads (nnUNet_n_proc_DA; {a['threads_fast']} on "
                f"an A100-class card) and ≥ {a['ram']:g} GB RAM per GPU, data on a local SSD/NVMe — with fewer the "
                "GPU idles (nnU-Net expected_epoch_times.md)")
    return (f"Memory and host: batch {a['batch']} at {a['size']} px fits a ≥ {a['gb']:g} GB card (assumed; a "
            f"24 GB card has room, batch=-1 AutoBatch fits the batch to the card); {a['workers']} dataloader workers "
            f"per GPU (8+ vCPUs each), images on local NVMe; cache=ram needs ≈ {a['cache_gb']:,.0f} GB of RAM "
            "(else cache=disk)")


def _memory_zh(a: Mapping[str, Any]) -> str:
    if a["seg"]:
        return (f"显存与主机：默认 3d_fullres 方案 ≥ {a['gb']:g} GB 的卡即可（24 GB 有余量）。"
                f"nnU-Net 的数据增强在 CPU 上跑：每张 GPU ≥ {a['threads']} 个逻辑 CPU 核"
                f"（nnUNet_n_proc_DA；A100 级别的卡建议 {a['threads_fast']} 个）、≥ {a['ram']:g} GB "
                "内存，数据放本地 SSD/NVMe——不够的话 GPU 会空等（nnU-Net expected_epoch_times.md）")
    return (f"显存与主机：{a['size']} 像素下 batch {a['batch']}，≥ {a['gb']:g} GB 的卡即可"
            f"（假设；24 GB 有余量，batch=-1 会自动按显存调 batch）；每张 GPU {a['workers']} 个数据加载进程"
            f"（各需 8 个以上 vCPU），图片放本地 NVMe；cache=ram 需约 "
            f"{a['cache_gb']:,.0f} GB 内存（否则用 cache=disk）")


def _onsite_en(a: Mapping[str, Any]) -> str:
    runs = (f"{a['folds']} folds, {a['n']} at a time" if a["seg"] else "the job")
    time = f": {runs} in ≈ {a['time']}" if a["time"] else ""
    host = (f"; host ≥ {a['threads']} CPU threads and ≥ {a['ram']:,.0f} GB RAM, NVMe" if a["seg"] else
            f"; host ≥ {a['threads']} CPU threads and ≈ {a['ram']:,.0f} GB RAM for cache=ram, NVMe")
    budget = f"; check the dealer's quote against your {a['budget']}" if a["budget"] else ""
    return (f"On site (the data never leave): a workstation with {a['n']} × {a['card']} ({a['gb']:g} GB){time}{host}. "
            f"No purchase price is held here{budget}; renting is cheaper for a single study, owning pays when the "
            "cards stay busy")


def _onsite_zh(a: Mapping[str, Any]) -> str:
    runs = f"{a['folds']} 折、每次并行 {a['n']} 折" if a["seg"] else "这个任务"
    time = f"：{runs}约 {a['time']}" if a["time"] else ""
    host = (f"；主机 ≥ {a['threads']} 个逻辑 CPU 核、≥ {a['ram']:,.0f} GB 内存、NVMe" if a["seg"] else
            f"；主机 ≥ {a['threads']} 个逻辑 CPU 核、cache=ram 需约 {a['ram']:,.0f} GB 内存、NVMe")
    budget = f"；请拿经销商报价对照你的 {a['budget']}" if a["budget"] else ""
    return (f"本地部署（数据不出去）：一台 {a['n']} × {a['card']}（{a['gb']:g} GB）的工作站{time}{host}。"
            f"这里没有购买价格{budget}；只做一次研究时租更便宜，卡长期满载时买才划算")


def _math_en(a: Mapping[str, Any]) -> str:
    if a["seg"]:
        return (f"How: nnU-Net trains {a['epochs']:,} epochs of 250 iterations whatever the case count, so the time is "
                f"its published epoch time × {a['epochs']:,} ({a['a100_s']:g} s an epoch for 3d_fullres on an A100 "
                f"40 GB, MSD Liver; {a['source']}); other cards get the time of the fastest measured card they match "
                "on dense FP16 peak (a lower bound)")
    vit = (f" = 2 × {a['params']:,.0f} M parameters × {a['tokens']} tokens" if a.get("tokens") else "")
    if a.get("mae_enc"):
        vit = (f" = 2 × ({a['mae_enc']:,.0f} M encoder parameters × {a['mae_visible']} visible tokens + "
               f"{a['mae_dec']:,.1f} M decoder parameters × {a['tokens']} tokens)")
    if a.get("text_params"):
        vit = (f" a pair = 2 × ({a['params'] - a['text_params']:,.0f} M image-tower parameters × {a['tokens']} image "
               f"tokens + {a['text_params']:,.0f} M text-tower parameters × {a['text_tokens']} text tokens)")
    return (f"How: {a['gflops']:,.1f} GFLOPs a forward pass at {a['table_size']} px{vit} ({a['source']})"
            + (f", × ({a['size']}/{a['table_size']})² for your size" if a["size"] != a["table_size"] else "")
            + f"; training ≈ 3 × forward; achieved {a['util']:.1%} of the card's dense FP16 peak — "
            + (f"from a published training time ({a['measured']}), carried to other cards by their peaks; "
               if a.get("measured") else "assumed, ")
            + "measure one epoch on a pilot and rescale")


def _math_zh(a: Mapping[str, Any]) -> str:
    if a["seg"]:
        return (f"算法：nnU-Net 不论病例数都训练 {a['epochs']:,} 轮、每轮 250 次迭代，所以时间 = 公开的每轮时间 × {a['epochs']:,}"
                f"（3d_fullres 在 A100 40 GB 上每轮 {a['a100_s']:g} 秒，MSD Liver；{a['source']}）；其他卡按纸面 FP16 稠密算力"
                "不高于它的最快实测卡计时（下限）")
    vit = (f" = 2 × {a['params']:,.0f} M 参数 × {a['tokens']} 个 token" if a.get("tokens") else "")
    if a.get("mae_enc"):
        vit = (f" = 2 × （编码器 {a['mae_enc']:,.0f} M 参数 × {a['mae_visible']} 个可见 token + 解码器 "
               f"{a['mae_dec']:,.1f} M 参数 × {a['tokens']} 个 token）")
    if a.get("text_params"):
        vit = (f"（每对图文）= 2 × （图像塔 {a['params'] - a['text_params']:,.0f} M 参数 × {a['tokens']} 个图像 token + "
               f"文本塔 {a['text_params']:,.0f} M 参数 × {a['text_tokens']} 个文本 token）")
    return (f"算法：{a['table_size']} 像素下一次前向 {a['gflops']:,.1f} GFLOPs{vit}（{a['source']}）"
            + (f"，按你的尺寸 × ({a['size']}/{a['table_size']})²" if a["size"] != a["table_size"] else "")
            + f"；训练 ≈ 3 × 前向；实际达到卡的 FP16 稠密峰值的 {a['util']:.1%}——"
            + (f"来自公开的训练时间（{a['measured']}），其他卡按峰值算力换算；" if a.get("measured") else "这是假设，")
            + "请先试跑一轮按实测时间换算")


def _assume_en(a: Mapping[str, Any]) -> str:
    parts = []
    if a["seg"]:
        parts.append("" if a["folds_said"] else f"{a['folds']} folds (nnU-Net's cross-validation; say yours)")
    else:
        parts.append("" if a["epochs_said"] else f"{a['epochs']:g} epochs (" + ("assumed" if a.get("vit") else
                                                                                 "the publisher's default") + "; say yours)")
        parts.append("" if a["size_said"] else f"{a['size']} px input (the table's)")
        parts.append("a multi-GPU machine runs one data-parallel job, credited linearly")
    parts.append(f"{a['setup_min']:g} min of start-up a machine; " + ("spot prices" if a.get("spot") else "on-demand prices"))
    return "Assumed: " + "; ".join(p for p in parts if p)


def _assume_zh(a: Mapping[str, Any]) -> str:
    parts = []
    if a["seg"]:
        parts.append("" if a["folds_said"] else f"{a['folds']} 折（nnU-Net 的交叉验证；不同请说明）")
    else:
        parts.append("" if a["epochs_said"] else f"{a['epochs']:g} 轮（" + ("假设" if a.get("vit") else "官方默认")
                     + "；不同请说明）")
        parts.append("" if a["size_said"] else f"输入 {a['size']} 像素（表中尺寸）")
        parts.append("多卡机器按数据并行跑一个任务，按线性加速计")
    parts.append(f"每台机器计 {a['setup_min']:g} 分钟启动时间；" + ("竞价价格" if a.get("spot") else "按量价格"))
    return "假设：" + "；".join(p for p in parts if p)


def _vit_states_en(a: Mapping[str, Any]) -> str:
    frozen = (f". Cheaper: keep the backbone frozen and train a linear or MLP head on its features — one forward pass "
              f"over the images, ≈ {a['frozen']:.2e} FLOP, {a['frozen_ratio']:g}× less work; often as good on a narrow "
              "domain (check on a pilot)") if a.get("frozen") else ""
    what = "pre-training" if a.get("mae") else "full fine-tune"
    return (f"Memory of the {what}: AdamW in mixed precision keeps 16 bytes a parameter → {a['params']:,.2f} B × 16"
            f" ≈ {a['gb']:,.1f} GB of model states before activations; "
            + ("one card holds them" if a["cards80"] == 1 else
               f"on 80 GB cards at most {a['share']:.0%} of each for them → ≥ {a['cards80']} cards in one machine, "
               "sharded (FSDP / DeepSpeed ZeRO-3) over NVLink — never one card") + frozen)


def _vit_states_zh(a: Mapping[str, Any]) -> str:
    frozen = (f"。更省：冻结骨干、只在其特征上训练线性或 MLP 分类头——只需对图片做一次前向，约 {a['frozen']:.2e} FLOP，"
              f"工作量少 {a['frozen_ratio']:g} 倍；窄领域上效果常常相当（先小规模验证）") if a.get("frozen") else ""
    what = "预训练" if a.get("mae") else "全参微调"
    return (f"{what}的显存：AdamW 混合精度每个参数 16 字节 → {a['params']:,.2f} B × 16 ≈ {a['gb']:,.1f} GB 模型状态，"
            "不含激活值；" + ("一张卡放得下" if a["cards80"] == 1 else
                          f"80 GB 的卡每张最多 {a['share']:.0%} 给它 → 一台机器里 ≥ {a['cards80']} 张卡分片"
                          "（FSDP / DeepSpeed ZeRO-3），走 NVLink——单卡放不下") + frozen)


def _choice_en(a: Mapping[str, Any]) -> str:
    each = "; ".join(f"{c} {h:,.1f} h" + ("" if ok else " (its states do not fit one card)")
                     for c, h, ok in zip(a["cards"], a["hours"], a["holds"], strict=True))
    within = "your deadline" if a["deadline"] else f"a working day ({a['limit']:g} h)"
    return (f"Which card: {a['name']} on one card — {each}. One {a['pick']} holds the full fine-tune and finishes "
            f"within {within}, so it is enough: buy the {a['pick']}; the bigger card only shortens a run that is already short "
            "(repeat runs, 5-fold cross-validation and hyper-parameter sweeps are where its speed would count)")


def _choice_zh(a: Mapping[str, Any]) -> str:
    each = "；".join(f"{c} {h:,.1f} 小时" + ("" if ok else "（单卡放不下模型状态）")
                    for c, h, ok in zip(a["cards"], a["hours"], a["holds"], strict=True))
    within = "你的截止时间" if a["deadline"] else f"一个工作日（{a['limit']:g} 小时）"
    return (f"选哪张卡：{a['name']} 单卡跑——{each}。一张 {a['pick']} 放得下全参微调，并在{within}内跑完，已经够用："
            f"买 {a['pick']} 即可；更大的卡只是把本来就短的训练再缩短（反复训练、5 折交叉验证、调参时速度才有意义）")


def _weights_licence_en(a: Mapping[str, Any]) -> str:
    nc = (" — non-commercial: research and internal evaluation are fine; a product or paid service built on it needs "
          f"the authors' permission, or a commercially licensed backbone ({a['alternative']}, "
          f"{a['alternative_licence']}) fine-tuned the same way") if not a["commercial"] else ""
    return f"Licence: {a['name']}'s weights are {a['licence']} ({a['source']}){nc}"


def _weights_licence_zh(a: Mapping[str, Any]) -> str:
    nc = ("——非商用：研究和内部评估可以；做成产品或收费服务要先取得作者许可，或改用可商用的骨干"
          f"（{a['alternative']}，{a['alternative_licence']}）用同样方法微调") if not a["commercial"] else ""
    return f"许可：{a['name']} 的权重采用 {a['licence']}（{a['source']}）{nc}"


def _clip_loader_en(a: Mapping[str, Any]) -> str:
    return (f"Data loading is the real limit: each {a['gpu']} consumes ≈ {a['per_card']:,.0f} pairs/s, every image "
            f"JPEG-decoded, cropped and resized on the CPU — at ≈ {a['per_core']:g} a core a second (assumed; time your "
            f"dataloader alone) that is ≥ {a['cores']} CPU cores a GPU (≥ {a['all_cores']} on the {a['gpus']}-card "
            f"machine), or NVIDIA DALI to decode on the GPU; pre-pack the images (LMDB / WebDataset shards, as "
            f"Chinese-CLIP's scripts do) on local NVMe: ≈ {a['tb']:,.1f} TB at ≈ {a['kb']:g} KB a JPEG (assumed). "
            "With too few cores the cards idle and the hours above stretch")


def _clip_loader_zh(a: Mapping[str, Any]) -> str:
    return (f"真正的瓶颈是数据读取：每张 {a['gpu']} 每秒消耗约 {a['per_card']:,.0f} 对图文，每张图都要在 CPU 上做 JPEG 解码、"
            f"裁剪和缩放——按每核每秒约 {a['per_core']:g} 张（假设；请单独测数据加载速度）算，每张 GPU 需 ≥ {a['cores']} 个 "
            f"CPU 核（{a['gpus']} 卡机器 ≥ {a['all_cores']} 个），或用 NVIDIA DALI 在 GPU 上解码；图片先打包成 LMDB / "
            f"WebDataset 分片（Chinese-CLIP 的脚本就是这样做的）放本地 NVMe：约 {a['tb']:,.1f} TB（按每张 JPEG 约 "
            f"{a['kb']:g} KB，假设）。CPU 核不够时卡会空等，上面的时间会拉长")


def _quoted_en(a: Mapping[str, Any]) -> str:
    idle = (f"; {a['idle']} of its {a['n']} cards have no fold to train" if a["idle"] else "")
    pick = (f"; the {a['pick']} above does all {a['folds']} in ≈ {a['pick_time']}" if a.get("pick") else "")
    return (f"The quoted {a['n']} × {a['card']}: nnU-Net trains one fold a card (a fold does not speed up across "
            f"cards), so it runs the {a['folds']} folds at once in ≈ {a['time']}{idle}{pick}. The big box buys hours "
            "on a job of days, not anything the job needs: "
            f"{a['right']} cards of ≥ 24 GB (the folds in {a['rounds']} rounds) with ≥ {a['threads']} CPU cores each "
            "are the right size")


def _quoted_zh(a: Mapping[str, Any]) -> str:
    idle = (f"；{a['n']} 张卡中有 {a['idle']} 张没有折可训练" if a["idle"] else "")
    pick = (f"；上面的 {a['pick']} 约 {a['pick_time']} 跑完全部 {a['folds']} 折" if a.get("pick") else "")
    return (f"报价的 {a['n']} × {a['card']}：nnU-Net 一张卡训练一折（单折跨多卡并不会更快），所以 {a['folds']} 折同时跑约 "
            f"{a['time']}{idle}{pick}。大机器买到的只是把几天缩短成几小时，并不是任务需要的："
            f"{a['right']} 张 ≥ 24 GB 的卡（{a['folds']} 折分 {a['rounds']} 轮跑完）、每卡 ≥ {a['threads']} 个 "
            "CPU 核就是合适的规模")


def _image_loader_en(a: Mapping[str, Any]) -> str:
    have = ""
    if a.get("vcpus"):
        have = (f"; the pick's {a['vcpus']} vCPUs are the limit, so its hours above are the decoder's, the card waits"
                if a["bound"] else f"; the pick's {a['vcpus']} vCPUs keep up")
    return (f"Data loading is the usual limit of image training: each {a['gpu']} consumes ≈ "
            f"{a['per_card']:,.0f} images/s, every JPEG decoded, random-resized-cropped and flipped on the CPU at ≈ "
            f"{a['per_core']:g} a vCPU a second (assumed, 300–600 with Pillow; time the DataLoader alone) → ≥ "
            f"{a['cores']} vCPUs a GPU{have}. With fewer vCPUs or faster cards decode on the GPU (NVIDIA DALI) or "
            f"pre-pack the images (FFCV); copy the dataset (≈ {a['gb']:,.0f} GB of JPEGs, assumed) to local NVMe "
            f"first — network storage stalls the loader. Memory: torchvision's reference recipe trains batch "
            f"{a['batch']} a GPU (8 GPUs × 32 = 256; --amp for mixed precision), which a ≥ 16 GB card holds; a larger "
            "batch needs the learning rate scaled with it (Goyal et al., arXiv:1706.02677)")


def _image_loader_zh(a: Mapping[str, Any]) -> str:
    have = ""
    if a.get("vcpus"):
        have = (f"；所选机器只有 {a['vcpus']} 个 vCPU，瓶颈在它们，上面的时间是按解码速度算的，卡在空等"
                if a["bound"] else f"；所选机器的 {a['vcpus']} 个 vCPU 跟得上")
    return (f"图像训练通常先卡在数据读取：每张 {a['gpu']} 每秒消耗约 {a['per_card']:,.0f} 张图，每张 JPEG 都要在 "
            f"CPU 上解码、随机裁剪缩放和翻转，每个 vCPU 每秒约 {a['per_core']:g} 张（假设，用 Pillow 约 300–600；"
            f"请单独测 DataLoader）→ 每张 GPU ≥ {a['cores']} 个 vCPU{have}。vCPU 不够或卡更快时，用 NVIDIA DALI 在 GPU "
            f"上解码，或用 FFCV 预先打包；先把数据集（约 {a['gb']:,.0f} GB 的 JPEG，假设）拷到本地 NVMe——网络存储会拖住"
            f"数据加载。显存：torchvision 的参考训练配方每张 GPU batch {a['batch']}（8 卡 × 32 = 256；混合精度加 --amp），"
            "≥ 16 GB 的卡放得下；加大 batch 要按比例调大学习率（Goyal et al., arXiv:1706.02677）")


def _fit_en(a: Mapping[str, Any]) -> str:
    due = f", within your {a['deadline']}" if a.get("deadline") else ""
    if not a["enough"]:
        return (f"Is {a['n']} × {a['card']} enough? No: the job takes ≈ {a['time']} on it "
                f"(≈ {a['card_hours']:,.1f} card-hours), past your {a['deadline']}")
    feed = (f"; its {a['n']} cards consume ≈ {a['rate']:,.0f} images/s, which takes ≈ {a['cores']} vCPUs decoding "
            "JPEGs (or DALI / FFCV), else the cards wait on the loader") if a.get("rate") else ""
    big = "; it is far more than the job needs — the cheaper right-sized machine is below" if a["oversized"] else ""
    return (f"Is {a['n']} × {a['card']} enough? Yes: the job runs ≈ {a['time']} on it (≈ {a['card_hours']:,.1f} "
            f"card-hours){due}{feed}{big}")


def _fit_zh(a: Mapping[str, Any]) -> str:
    due = f"，在你的 {a['deadline']} 之内" if a.get("deadline") else ""
    if not a["enough"]:
        return (f"{a['n']} × {a['card']} 够不够？不够：这个任务在它上面约 {a['time']}（约 {a['card_hours']:,.1f} 卡时），"
                f"超出你的 {a['deadline']}")
    feed = (f"；{a['n']} 张卡每秒消耗约 {a['rate']:,.0f} 张图，需约 {a['cores']} 个 vCPU 解码 JPEG（或用 DALI / FFCV），"
            "否则卡在等数据") if a.get("rate") else ""
    big = "；远超任务所需——下面是更便宜、规模合适的机器" if a["oversized"] else ""
    return (f"{a['n']} × {a['card']} 够不够？够：这个任务在它上面约 {a['time']}（约 {a['card_hours']:,.1f} 卡时）"
            f"{due}{feed}{big}")


ENTRIES: dict[str, E] = {
    "vision_train.image_loader": E(_image_loader_en, _image_loader_zh),
    "vision_train.proposed_fit": E(_fit_en, _fit_zh),
    "vision_train.quoted_box": E(_quoted_en, _quoted_zh),
    "vision_train.on_proposed": E(
        "on the proposed {n} × {card} the job itself runs ≈ {time} (≈ {card_hours:,.1f} card-hours); the rest of the "
        "rental would sit idle — rent it by the hour for the run, not for the span",
        "在提议的 {n} × {card} 上，这个任务本身约 {time} 跑完（约 {card_hours:,.1f} 卡时）；其余租期都是空转——"
        "按小时租来跑这一次即可，不用按整段时间租"),
    "vision_train.clip_loader": E(_clip_loader_en, _clip_loader_zh),
    "vision_train.card_choice": E(_choice_en, _choice_zh),
    "vision_train.weights_licence": E(_weights_licence_en, _weights_licence_zh),
    "vision_train.vit_states": E(_vit_states_en, _vit_states_zh),
    "vision_train.dinov3_licence": E(
        "Licence: DINOv3's weights are under Meta's own DINOv3 License (github.com/facebookresearch/dinov3 LICENSE.md), "
        "not Apache-2.0 — read its terms before a commercial use; DINOv2 is Apache-2.0",
        "许可：DINOv3 的权重采用 Meta 自己的 DINOv3 License（github.com/facebookresearch/dinov3 LICENSE.md），不是 "
        "Apache-2.0——商用前先读它的条款；DINOv2 是 Apache-2.0"),
    "vision_train.head": E(lambda a: _work_en(a) + _pick_en(a) + _stand_en(a),
                           lambda a: _work_zh(a) + _pick_zh(a) + _stand_zh(a)),
    "vision_train.also": E("also: {row}", "另可：{row}"),
    "vision_train.window_cards": E(
        lambda a: (f"To end in {a['hours']:,.0f} h" + (" (no deadline said: a week assumed; say yours)"
                                                       if a["assumed"] else " (your deadline)")
                   + f": {a['gpuh']:,.0f} {a['card']} GPU-hours ÷ the hours less start-up = {a['cards']} cards, "
                   f"{a['machines']} machines of {a['per']} (multi-node data parallel over InfiniBand; the total "
                   "GPU-hours and cost barely move with the card count)"),
        lambda a: (f"要在 {a['hours']:,.0f} 小时内跑完" + ("（没说截止时间：按一周估算，请告诉我你的）"
                                                     if a["assumed"] else "（你给的截止时间）")
                   + f"：{a['gpuh']:,.0f} 个 {a['card']} 卡时 ÷（小时数 − 启动时间）= {a['cards']} 张卡，即 "
                   f"{a['machines']} 台 {a['per']} 卡机器（多机数据并行，走 InfiniBand；总卡时和总价基本不随卡数变）")),
    "vision_train.unhurried": E("if the deadline can slip, the cheapest is {row}", "如果截止时间可以放宽，最便宜的是：{row}"),
    "vision_train.on_provider": E(
        lambda a: f"on {a['provider']}: {a['row']}" if a["row"] else f"on {a['provider']}: no listed machine for it",
        lambda a: f"在 {a['provider']} 上：{a['row']}" if a["row"] else f"在 {a['provider']} 上：目录里没有合适的机器"),
    "vision_train.memory": E(_memory_en, _memory_zh),
    "vision_train.onsite": E(_onsite_en, _onsite_zh),
    "vision_train.math": E(_math_en, _math_zh),
    "vision_train.assumptions": E(_assume_en, _assume_zh),
}
