"""The words of tools/embedding.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.common import ZH_PERIOD


def _an(card: str) -> str:
    """"an" before a card name said with a vowel sound (an H100, an A100, an L4, an RTX 4090), else "a" (a B200)."""
    return "an" if card[:1].upper() in "AEFHILMNORSX8" else "a"



def _units_en(a: Mapping[str, Any]) -> str:
    """A recurring batch's items in words: hours of audio, images or items."""
    return "h of audio" if a.get("audio") else "images" if a.get("images") else "items"


def _units_zh(a: Mapping[str, Any]) -> str:
    """The same in Chinese."""
    return "小时音频" if a.get("audio") else "张图片" if a.get("images") else "条"


def _every_n_en(a: Mapping[str, Any]) -> str:
    """A batch run every N periods: each run's cost and a month of runs (2 weeks: 730 ÷ 336 = 2.17 runs)."""
    span = f"{a['every']} {a['period']}s"
    return (f"Every {span} ({a['items']:,} {_units_en(a)}, done within the {span} before the next batch): "
            f"≈ {a['per']} a run, ≈ {a['month']} a month ({a.get('times', 0):.3g} runs)")


def _every_n_zh(a: Mapping[str, Any]) -> str:
    """The same in Chinese: 每2周一批, 每3天一批, 每2个月一批."""
    span = f"{a['every']} {'个月' if a['period'] == 'month' else ZH_PERIOD[a['period']]}"
    return (f"每 {span}一批（{a['items']:,} {_units_zh(a)}，在下一批到来前处理完）："
            f"每批约 {a['per']}，每月约 {a['month']}（按 {a.get('times', 0):.3g} 批）")

ENTRIES: dict[str, E] = {
    # tools.embedding.rent_not_buy: a purchase asked of a one-off job
    "embedding.rent_not_buy": E(
        lambda a: (f"No need to buy a server for this: the whole job is ≈ {a['gpu_h']:,.0f} GPU-hours on the {a['gpu']} "
                   f"(≈ {a['hours']:,.1f} h, ≈ {a['cost']} rented); buy only if such jobs keep the cards busy every "
                   "month"),
        lambda a: (f"不必为这个买服务器：整个任务在 {a['gpu']} 上约 {a['gpu_h']:,.0f} GPU 小时（约 {a['hours']:,.1f} 小时，"
                   f"租用约 {a['cost']}）；只有这类任务每月都让卡满负荷时才值得买")),
    # tools.embedding.residue_line: a protein encoder's output store (ESM-2), per residue and mean-pooled, FP16
    "embedding.residues": E(
        lambda a: (f"Storage is the real cost, not the GPUs: {a['name']} gives every residue a {a['dim']:,}-dim "
                   f"vector; {a['sequences']:,} sequences × {a['residues']:,} residues"
                   + (" (assumed: say the mean length)" if a["assumed"] else " on average")
                   + f" × {a['dim']:,} × 2 bytes (FP16) ≈ {a['per_residue_tb']:,.1f} TB per residue, against ≈ "
                   f"{a['pooled_gb']:,.0f} GB for one mean-pooled vector a sequence. Store the pooled vectors; keep "
                   "per-residue ones only for the subset the downstream model needs, or recompute them on the fly "
                   "(the GPU job is the cheap part), or cut them (int8, PCA to fewer dims). Sequences over "
                   f"{a['max']:,} residues are cut or windowed (the model's limit)"),
        lambda a: (f"真正的成本在存储，不在 GPU：{a['name']} 给每个残基一个 {a['dim']:,} 维向量；{a['sequences']:,} 条序列 × "
                   + (f"{a['residues']:,} 个残基（假设值，请说明平均长度）" if a["assumed"] else f"平均 {a['residues']:,} 个残基")
                   + f" × {a['dim']:,} × 2 字节（FP16）≈ {a['per_residue_tb']:,.1f} TB（逐残基），"
                   "而每条序列一个平均池化向量只要约 "
                   f"{a['pooled_gb']:,.0f} GB。建议存池化向量；逐残基向量只保留下游模型要用的那部分，"
                   f"或用时现算（GPU 这部分很便宜），或压缩（int8、PCA 降维）。"
                   f"超过 {a['max']:,} 个残基的序列要截断或分窗（模型上限）")),
    "embedding.head_rocm": E("{head} — {rocm:; }", "{head}——{rocm:；}"),
    "embedding.rocm_near_tie": E(
        "{gpu} runs ROCm, not CUDA (a ROCm build of PyTorch; TEI and most embedding images are CUDA builds); the "
        "nearest CUDA row, {row}, costs {more:.0%} more",
        "{gpu} 用 ROCm 而不是 CUDA（需 ROCm 版 PyTorch；TEI 和多数向量模型镜像是 CUDA 版）；最接近的 CUDA 方案 {row}，"
        "贵 {more:.0%}"),
    "embedding.rocm_stack": E(
        "{gpu} runs ROCm, not CUDA (a ROCm build of PyTorch; TEI and most embedding images are CUDA builds)",
        "{gpu} 用 ROCm 而不是 CUDA（需 ROCm 版 PyTorch；TEI 和多数向量模型镜像是 CUDA 版）"),
    "embedding.cuda_on_tie": E(
        lambda a: (f"CUDA before ROCm: {a['gpu']} costs {a['less']:.0%} less, inside the {a['tie']:.0%} price tie for a "
                   "ROCm card, but runs ROCm (TEI and most embedding images are CUDA builds)"
                   + (f"; if you can run a ROCm build: {a['row']}" if a.get("row") else "")),
        lambda a: (f"CUDA 优先于 ROCm：{a['gpu']} 便宜 {a['less']:.0%}，在 ROCm 卡 {a['tie']:.0%} 的价格持平范围内，"
                   "但它用 ROCm（TEI 和多数向量模型镜像是 CUDA 版）"
                   + (f"；如果能用 ROCm 版：{a['row']}" if a.get("row") else ""))),
    "embedding.owned_job": E(
        lambda a: (f"Yes: your own {a['n']} × {a['gpu']} run {a['name']} for {a['items']:,} items × {a['tokens']:,} "
                   f"tokens in ≈ {a['took']} (no rental; one copy per card)"
                   + ("" if a["deadline"] is None else f", inside your {a['deadline']}" if a["meets"]
                      else f" — over your {a['deadline']}: add cards or rent for the rest")),
        lambda a: (f"可以：你自己的 {a['n']} × {a['gpu']} 跑 {a['name']} {a['items']:,} 条 × {a['tokens']:,} token 约需 "
                   f"{a['took']}（无需租用；每张卡各跑一份）"
                   + ("" if a["deadline"] is None else f"，在你的 {a['deadline']} 之内" if a["meets"]
                      else f"——超出你的 {a['deadline']}：需加卡或租机补上"))),
    "embedding.owned_no_fit": E(
        "No: {name} needs ≈ {gb:.1f} GB, more than one {gpu}'s {mem:g} GB, so your own {n} × {gpu} cannot run it",
        "不行：{name} 需约 {gb:.1f} GB，超过单张 {gpu} 的 {mem:g} GB，你自己的 {n} × {gpu} 跑不了"),
    "embedding.owned_first": E("{owned}; if you rent instead: {rent}", "{owned}；若改为租用：{rent}"),
    "embedding.job": E(
        lambda a: (f"{a['name']} embeddings for {a['items']:,} items × {a['tokens']:,} tokens"
                   + (f" ({a['chunks']} chunks of ≈ {a['chunk']:,} each)" if a.get("chunks", 1) > 1 else "")
                   + f": rent {a['row']}{a['within'] or ''}"),
        lambda a: (f"{a['name']} 向量化 {a['items']:,} 条 × {a['tokens']:,} token"
                   + (f"（每条切成 {a['chunks']} 块，每块约 {a['chunk']:,}）" if a.get("chunks", 1) > 1 else "")
                   + f"：租 {a['row']}{a['within'] or ''}")),
    "embedding.index": E(
        lambda a: (f"Vector index: {a['vectors']:,} vectors"
                   + (f" ({a['chunks']} chunks an item)" if a["chunks"] > 1 else "")
                   + f" × {a['dim']:,} dims × 4 bytes (float32) ≈ {a['f32']:,.1f} GB — held in the search host's RAM "
                   f"(not the GPU's): a node with at least that much memory, or a disk index; FP16 halves it "
                   f"(≈ {a['f16']:,.1f} GB), int8 ≈ {a['i8']:,.1f} GB, PQ at {a['pq_bytes']} bytes a vector "
                   f"≈ {a['pq']:,.1f} GB (some recall lost)"
                   + (f"; Matryoshka: its vectors are trained to be cut to {a['mrl']:,} dims → ≈ {a['mrl_gb']:,.1f} GB "
                      "float32, a small recall loss (check on your queries)" if a.get("mrl") else "")),
        lambda a: (f"向量索引：{a['vectors']:,} 个向量"
                   + (f"（每条 {a['chunks']} 块）" if a["chunks"] > 1 else "")
                   + f" × {a['dim']:,} 维 × 4 字节（float32）≈ {a['f32']:,.1f} GB——放在检索服务器的内存里（不是 GPU 显存）："
                   f"需要内存至少这么大的机器，或用磁盘索引；FP16 减半（约 {a['f16']:,.1f} GB），int8 约 {a['i8']:,.1f} GB，"
                   f"PQ 每向量 {a['pq_bytes']} 字节约 {a['pq']:,.1f} GB（召回率略降）"
                   + (f"；Matryoshka：它的向量训练时就支持截到 {a['mrl']:,} 维 → float32 约 {a['mrl_gb']:,.1f} GB，"
                      "召回率略降（用你的查询验证）" if a.get("mrl") else ""))),
    "embedding.db_sized_for": E(
        lambda a: (f"Your vector store was sized for {a['ref_dim']:,}-dim vectors"
                   + (f" ({a['ref']})" if a["ref"] else "")
                   + f"; {a['name']} makes {a['dim']:,}-dim ones, {a['times']:.1f}× the storage: {a['vectors']:,} "
                   f"vectors ≈ {a['f32']:,.1f} GB float32 against the ≈ {a['sized']:,.1f} GB it was sized for. Options: "
                   f"FP16 ≈ {a['f16']:,.1f} GB" + ("" if a["f16_fits"] else " (still over)")
                   + f", int8 ≈ {a['i8']:,.1f} GB" + (" (fits, some recall lost)" if a["i8_fits"] else " (still over)")
                   + (f"; its vectors are Matryoshka-trained: cut them to {a['ref_dim']:,} dims" if a["mrl"] else
                      f"; it is not listed as Matryoshka-trained, so do not just truncate: PCA to {a['ref_dim']:,} "
                      "dims fitted on a sample (check recall on your queries)")
                   + (f"; or run {a['ref']} as sized (≈ {a['work']:,.0f}× less GPU work a token, re-check quality "
                      "on your data)" if a["ref"] else "; or a smaller model with vectors that width")
                   + "; or grow the store"),
        lambda a: (f"你的向量库是按 {a['ref_dim']:,} 维设计的" + (f"（{a['ref']}）" if a["ref"] else "")
                   + f"；{a['name']} 输出 {a['dim']:,} 维向量，存储是 {a['times']:.1f} 倍：{a['vectors']:,} 个向量 float32 约 "
                   f"{a['f32']:,.1f} GB，而原设计约 {a['sized']:,.1f} GB。办法：FP16 约 {a['f16']:,.1f} GB"
                   + ("" if a["f16_fits"] else "（仍超出）")
                   + f"，int8 约 {a['i8']:,.1f} GB" + ("（放得下，召回率略降）" if a["i8_fits"] else "（仍超出）")
                   + (f"；它的向量支持 Matryoshka 截断：截到 {a['ref_dim']:,} 维" if a["mrl"] else
                      f"；它未列为 Matryoshka 训练，不能直接截断：用样本拟合 PCA 降到 {a['ref_dim']:,} 维"
                      "（用你的查询验证召回率）")
                   + (f"；或按原设计用 {a['ref']}（每 token GPU 计算量约少 {a['work']:,.0f} 倍，用你的数据复核效果）"
                      if a["ref"] else "；或换输出该维度的较小模型")
                   + "；或扩容向量库")),
    "embedding.classify_job": E(
        "{name} classification of {items:,} items × {tokens:,} tokens (one forward pass each): rent {row}{within}",
        "{name} 分类 {items:,} 条 × {tokens:,} token（每条一次前向）：租 {row}{within}"),
    "embedding.classify_endpoint": E(
        "{name} classification endpoint at {rps:,g} requests/s × {tokens:,} tokens: rent {row} (≈ {month} a month, "
        "{hours:,} h)",
        "{name} 分类接口，每秒 {rps:,g} 个请求 × {tokens:,} token：租 {row}（每月约 {month}，{hours:,} 小时）"),
    "embedding.train_job": E(
        lambda a: (f"{a['name']} " + ("QLoRA sized as a full fine-tune (an upper bound: the 4-bit base is not "
                                       "modelled for encoders, and adapters train fewer weights)" if a.get("qlora")
                                       else "LoRA sized as a full fine-tune (an upper bound: adapters train fewer "
                                       "weights)" if a["adapters"] else "full fine-tune") + " on "
                   + (f"{a['items']:,} samples × {a['tokens']:,} tokens × {a['epochs']:g} "
                      + ("epoch" if a["epochs"] == 1 else "epochs")
                      if a["items"] else f"{a['total']:,.0f} tokens") + f": rent {a['row']}{a['within'] or ''}"),
        lambda a: (f"{a['name']} " + ("QLoRA 按全量微调估算（上限：编码器不按 4 位底座建模，适配器训练的权重也更少）"
                                       if a.get("qlora") else "LoRA 按全量微调估算（上限：适配器训练的权重更少）"
                                       if a["adapters"] else "全量微调")
                   + "，"
                   + (f"{a['items']:,} 条 × {a['tokens']:,} token × {a['epochs']:g} 轮" if a["items"]
                      else f"{a['total']:,.0f} token") + f"：租 {a['row']}{a['within'] or ''}")),
    "embedding.train_assumptions": E(
        lambda a: (f"{a['name']}: {a['params_m']:,.1f}M parameters, {a['layers']} layers, hidden {a['hidden']} "
                   f"({a['source']}); every weight trained: 6·N + 12·L·d·s FLOPs per token (forward + backward"
                   + (f"; N = {a['matmul_m']:,.1f}M, the token-embedding table is a lookup" if a.get("embed_m") else "")
                   + "), "
                   + f"{a['total']:,.0f} tokens in all, at the fitted one-machine training utilisation (≈ "
                   f"{a['mfu']:.0%} of the dense FP16 peak on one card) — small encoders often reach less, so time the "
                   f"first few hundred steps; "
                   + (f"sequences cut at {a['tokens']:,} tokens (assumed: the Hugging Face text-classification "
                      f"example's max_seq_length; state the real length)" if a["assumed"]
                      else f"{a['sample']:,} tokens per sample as sequences of {a['tokens']:,} tokens, each encoded "
                           f"on its own (at most {a['max']:,}, the model's limit)" if a.get("sample")
                      else f"{a['tokens']:,} tokens per sample (at most {a['max']:,}, the model's limit: longer "
                           f"samples are cut)")
                   + f"; memory ≈ {a['gb']:,.1f} GB per GPU (AdamW mixed precision, 16 bytes per parameter, plus "
                     f"activations at batch {a['batch']}), so a small card does it and more GPUs only finish sooner; "
                     f"each machine pays {a['setup_min']:g} min of start-up; on-demand prices"),
        lambda a: (f"{a['name']}：{a['params_m']:,.1f}M 参数，{a['layers']} 层，hidden {a['hidden']}（{a['source']}）；"
                   f"全部权重参与训练：每 token 6·N + 12·L·d·s FLOPs（前向 + 反向"
                   + (f"；N = {a['matmul_m']:,.1f}M，词嵌入表只是查表" if a.get("embed_m") else "")
                   + f"），共 {a['total']:,.0f} token，"
                   f"按拟合的单机训练利用率（单卡约为 FP16 稠密峰值的 {a['mfu']:.0%}）计——小模型往往达不到，先测前几百步的用时；"
                   + (f"序列截断到 {a['tokens']:,} token（假设值：Hugging Face 文本分类示例的 max_seq_length；请说明实际长度）"
                      if a["assumed"] else f"每条 {a['sample']:,} token，按每段 {a['tokens']:,} token 的序列分别编码"
                      f"（每段最多 {a['max']:,}，模型上限）" if a.get("sample")
                      else f"每条 {a['tokens']:,} token（最多 {a['max']:,}，模型上限：更长的会被截断）")
                   + f"；每卡显存约 {a['gb']:,.1f} GB（AdamW 混合精度每参数 16 字节，加 batch {a['batch']} 的激活），"
                     f"小卡即可，卡越多只是更快完成；每台机器计 {a['setup_min']:g} 分钟启动时间；按量价格")),
    # "audio": a speech batch counts hours of audio, not items; "images": an image batch counts
    # images (张, not 条); "times": the periods in a month (30.4 days: a nightly job's month is not "730 h" of
    # it)
    # `every`: a batch run every N periods ("every 2 weeks"): each run's cost and the runs a month (2.17)
    "embedding.recurring": E(
        lambda a: _every_n_en(a) if a.get("every") else (
            f"Every {a['period']} ({a['items']:,} {_units_en(a)}, done within "
            f"the {a['period']} before the next batch): ≈ {a['per']} a {a['period']}"
            + ("" if a["period"] == "month" else
               f", ≈ {a['month']} a month ({a.get('times', 0):.3g} {a['period']}s)")),  # a month: said once
        lambda a: _every_n_zh(a) if a.get("every") else (
            f"每{ZH_PERIOD[a['period']]}一批（{a['items']:,} {_units_zh(a)}，在下一批到来前处理完）："
            f"每{ZH_PERIOD[a['period']]}约 {a['per']}"
            + ("" if a["period"] == "month" else
               f"，每月约 {a['month']}（按 {a.get('times', 0):.3g} {ZH_PERIOD[a['period']]}）"))),
    "embedding.fastest_first": E(
        "ranked by finish time, as you asked for the fastest{cheapest}", "按完成时间排序（你要最快的）{cheapest}"),
    "embedding.fastest_cheapest": E("; the cheapest: {row}", "；最便宜的：{row}"),
    # `spare`: the pick meets the deadline with that much time to spare (`share` % of it); None: not met or not known
    "embedding.within": E(
        lambda a: f" (your deadline: {a['deadline']}" + (f" — ✅ met, {a['spare']} ({a['share']} %) to spare"
                                                       if a.get("spare") else "") + ")",
        lambda a: f"（期限 {a['deadline']}" + (f"——✅ 满足，余 {a['spare']}（期限的 {a['share']}%）"
                                             if a.get("spare") else "") + "）"),
    "embedding.endpoint": E(
        "{name} embedding endpoint at {rps:,g} requests/s × {tokens:,} tokens: rent {row} (≈ {month} a month, {hours:,} h)",
        "{name} 向量接口，每秒 {rps:,g} 个请求 × {tokens:,} token：租 {row}（每月约 {month}，{hours:,} 小时）"),
    "embedding.rerank_endpoint": E(
        "{name} reranking endpoint at {rps:,g} (query, passage) pairs/s × {tokens:,} tokens: rent {row} (≈ {month} a "
        "month, {hours:,} h)",
        "{name} 重排接口，每秒 {rps:,g} 对（查询, 文本）× {tokens:,} token：租 {row}（每月约 {month}，{hours:,} 小时）"),
    "embedding.generic": E(
        "{name} is not an encoder I list, so it is sized as an encoder of that size: the {shape} shape is assumed (layers "
        "and width), one forward pass per input at most {max:,} tokens; name a listed one (bge-m3, e5-large) or state "
        "the input length to tighten it",
        "{name} 不在我列出的编码器中，所以按同等规模的编码器估算：假设为 {shape} 的结构（层数和宽度），每个输入一次前向、最多 "
        "{max:,} token；说出列出的模型（bge-m3、e5-large）或实际输入长度可更准"),
    "embedding.no_row": E(
        "{name}: no listed on-demand machine with a known TFLOPS figure meets this (deadline or provider filter).",
        "{name}：目录里没有满足条件（截止时间或云厂商限制）、且有算力数据的按量机型。"),
    # a recurring batch's row: each period's cost, never "total" (a daily cost read as the month's)
    # a stated provider and place with no priced row (tools.embedding.place_gap): the job sized anyway, said as a gap
    "embedding.place_gap": E(
        "⚠️ No priced GPU row {where} is held in our catalog: a gap in our price data, not a verdict on the job. The "
        "job is sized below on the cheapest priced rows elsewhere ({size}): the card class and GPU-hours carry over "
        "to the same cards there; the price is a reference from another place, so ask the provider for its quote in "
        "that region.",
        "⚠️ 我们的目录里没有{where}的有价 GPU 机型：这是我们价格数据的缺口，不是说这个任务做不了。下面按别处最便宜的有价机型"
        "估算（{size}）：卡型和卡时同样适用于那里的同类卡；价格只是别处的参考，请向云厂商要该区域的报价。"),
    "embedding.gap_where.both": E("for {providers!p:, } in {regions: / }", "{providers!p:、}在{regions:/}"),
    "embedding.gap_where.provider": E("for {providers!p:, }", "{providers!p:、}"),
    "embedding.gap_where.place": E("in {regions: / }", "{regions:/}"),
    "embedding.gap_size.hours": E("≈ {gpu_hours:,.1f} GPU-hours on {gpu}-class cards",
                                  "约 {gpu_hours:,.1f} 卡时，{gpu} 级别的卡"),
    "embedding.gap_size.cards": E("{cards} × {gpu}-class cards", "{cards} 张 {gpu} 级别的卡"),
    "embedding.provider_elsewhere": E(
        "{provider!p}'s nearest region with a priced row in our catalog: {region} — {row}.",
        "{provider!p}在我们目录里最近的有价区域：{region} —— {row}。"),
    "embedding.other_provider_here": E(
        "Another provider with a priced row in {regions: / } ({region}): {row}.",
        "{regions:/}另一家有价的云厂商（{region}）：{row}。"),
    "embedding.row_job": E(
        lambda a: f"{a['what']} at {a['price']}/h — done in {a['took']} for ≈ {a['cost']}"
                  + (" a run" if a.get("every") else f" a {a['period']}" if a.get("period") else ""),
        lambda a: f"{a['what']}，每小时 {a['price']} —— 约 {a['took']}完成，"
                  + (f"每批约 {a['cost']}" if a.get("every") else
                     f"每{ZH_PERIOD[a['period']]}约 {a['cost']}" if a.get("period") else f"总价约 {a['cost']}")),
    "embedding.row_endpoint": E("{what} at {cost}/h", "{what}，每小时 {cost}"),
    "embedding.budget_ok": E(
        "enough — within your {budget}{per} budget: the cheapest row ({gpu}) costs {cost}",
        "够：在 {budget}{per} 预算内：最省的方案（{gpu}）约 {cost}"),
    "embedding.budget_share": E(
        lambda a: (f"{a['whole']}{a['per'] or ''} ("
                   + ((f"≈ {a['share']} of it for each batch, one every {a['every']} {a['period']}s"
                       if (a.get("every") or 1) > 1 else f"≈ {a['share']} of it for each {a['period']}'s batch")
                      if a["period"] else f"≈ {a['share']} over the periods the job runs") + ")"),
        lambda a: (f"{a['whole']}{a['per'] or ''}（"
                   + ((f"每 {a['every']} {ZH_PERIOD[a['period']]}一批，每批分到约 {a['share']}"
                       if (a.get("every") or 1) > 1 else f"每{ZH_PERIOD[a['period']]}一批分到约 {a['share']}")
                      if a["period"] else f"作业所跨各期合计约 {a['share']}") + "）")),
    "embedding.budget_over": E(
        lambda a: (f"not enough — over your {a['budget']}{a['per'] or ''} budget at {a['tokens']:,} tokens per item: "
                   f"even the cheapest row ({a['gpu']}) costs {a['cost']}; the budget pays for items of about "
                   f"{a['fits']:,} tokens or fewer"
                   + (" — how long is one document on average (tokens or characters)?" if a["assumed"] else
                      "; fewer items or a smaller encoder also fit it")),
        lambda a: (f"不够：按每条 {a['tokens']:,} token 计超出 {a['budget']}{a['per'] or ''} 预算："
                   f"最省的方案（{a['gpu']}）也要 {a['cost']}；"
                   f"这个预算够每条约 {a['fits']:,} token 以内的文档"
                   + ("——一篇文档平均多长（token 或字数）？" if a["assumed"] else "；减少条数或换更小的向量模型也行"))),
    "embedding.roomier_on_tie": E(
        lambda a: (f"first because, inside the {a['tie']:.0%} price tie, it finishes in {a['took']}"
                   + (f" of your {a['deadline']}" if a["deadline"] else "")
                   + f" on fewer machines, not {a['slow']} on {a['machines']} × {a['gpu']}, for {a['more']:.1%} more "
                   "(within a tie: time to spare, then fewer machines, then the sooner finish)"),
        lambda a: (f"排第一是因为在 {a['tie']:.0%} 的价格持平范围内，它 {a['took']}"
                   + (f"（期限 {a['deadline']}）" if a["deadline"] else "")
                   + f"就能完成且机器更少，而 {a['machines']} × {a['gpu']} 要 {a['slow']}，只贵 {a['more']:.1%}"
                   "（持平时依次优先：留有余量、机器更少、更早完成）")),
    "embedding.sooner_on_tie": E(
        "first because it finishes in {took}, not {slow} on the {gpu}, for {more:.1%} more",
        "排第一是因为它 {took} 就能完成，而 {gpu} 要 {slow}，只贵 {more:.1%}"),
    "embedding.also": E("also: {row}", "也可：{row}"),
    "embedding.cheaper_spot": E(
        lambda a: (f"Cheaper than {a['was']}" + (" an hour" if a["endpoint"] else " for the job")
                   + f": the same load on spot / preemptible prices, {a['row']} ({a['share']:.0%} of the on-demand "
                   f"price)" + ("; a reclaimed machine drops the requests it is serving until a replacement starts: "
                                "keep one replica on demand behind the load balancer, or retry failed requests"
                                if a["endpoint"] else "; a reclaimed machine redoes only its unfinished shard")),
        lambda a: (f"比{'每小时' if a['endpoint'] else '整个任务'} {a['was']} 更便宜：同样的负载用抢占式 / 竞价价格，"
                   f"{a['row']}（按需价格的 {a['share']:.0%}）"
                   + ("；机器被回收时，它正在处理的请求会失败，直到新机器启动：在负载均衡后面保留一个按需副本，或让客户端重试"
                      if a["endpoint"] else "；机器被回收时只需重做它未完成的分片"))),
    "embedding.cheaper_none": E(
        lambda a: (f"Nothing cheaper meets this load: {a['row']} is already the cheapest plan"
                   + (" under your stated filters" if a["filters"] else "")
                   + (" — one machine, which cannot shrink further" if a["machines"] == 1 else
                      f" — {a['machines']:,} machines is the fewest that carry it with each at most {a['util']:.0%} "
                      f"busy" if a["endpoint"] else f" — {a['machines']:,} machines")
                   + ("; spot / preemptible prices are not lower here" if a["spot_priced"]
                      else "; no spot / preemptible price is listed for these offers")
                   + (f"; the {a['tokens']:,} tokens per request are assumed: a shorter real length cuts the work in "
                      f"proportion" if a["assumed"] else "")),
        lambda a: (f"没有更便宜的方案能承载这个负载：{a['row']} 已经是"
                   + ("在你给出的限制下" if a["filters"] else "") + "最便宜的方案"
                   + ("——只有一台机器，不能再少" if a["machines"] == 1 else
                      f"——{a['machines']:,} 台是每台忙碌不超过 {a['util']:.0%} 时所需的最少台数" if a["endpoint"]
                      else f"——{a['machines']:,} 台机器")
                   + ("；抢占式 / 竞价价格在这里并不更低" if a["spot_priced"] else "；这些机型没有列出抢占式 / 竞价价格")
                   + (f"；每个请求 {a['tokens']:,} token 是假设值：实际更短时计算量按比例减少" if a["assumed"] else ""))),
    "embedding.card_not_needed": E(
        lambda a: ((f"Is {_an(a['card'])} {a['card']} needed? No — it is far more card than this work needs: "
                    if a.get("asked") else f"The {a['card']} you named is far more card than this work needs: ")
                   + "; ".join(x for x in (
                       (f"the backfill runs on one {a['job_gpu']} in {a['job_took']} for ≈ {a['job_cost']} (on the "
                        f"{a['card']}: {a['job_named_took']}, ≈ {a['job_named_cost']} — fine, but not needed)")
                       if a.get("job_gpu") else "",
                       (f"the queries need one {a['queries_gpu']} at ≈ {a['queries_cost']} a month, not a 24/7 "
                        f"{a['card']} at ≈ {a['queries_named_cost']}; a short query is a tiny forward pass, so a few "
                        "CPU cores with ONNX Runtime may carry it too (not sized here: time it)")
                       if a.get("queries_gpu") else "") if x)),
        lambda a: ((f"需要 {a['card']} 吗？不需要——这活用不着这么大的卡：" if a.get("asked") else
                    f"你指定的 {a['card']} 远超这活的需要：")
                   + "；".join(x for x in (
                       (f"存量向量化用一张 {a['job_gpu']}，{a['job_took']}，约 {a['job_cost']}（用 {a['card']}："
                        f"{a['job_named_took']}，约 {a['job_named_cost']}——能用，但没必要）")
                       if a.get("job_gpu") else "",
                       (f"在线查询一张 {a['queries_gpu']} 每月约 {a['queries_cost']} 就够，不必全天租 {a['card']}"
                        f"（每月约 {a['queries_named_cost']}）；短查询的前向计算很小，几个 CPU 核跑 ONNX Runtime 也可能够"
                        "（这里未估算：请实测）")
                       if a.get("queries_gpu") else "") if x))),
    "embedding.pdf_text": E(
        lambda a: (f"PDF → text comes first: {a['pages']:,.0f} pages with a text layer extract on the CPU at ≈ 23.7 pages/s "
                   f"a machine (marker 2.0 --disable_ocr, its release notes) ≈ {a['cpu_h']:,.0f} machine-hours, split "
                   f"over machines to fit the deadline; scanned pages need OCR on a GPU, ≈ 25 pages/s on one H100 in "
                   f"batch mode (marker's README, projected) ≈ {a['ocr_h']:,.0f} H100-hours if every page is a scan "
                   f"({a['ocr_h'] / 10:,.1f} per 10 % scanned) — say the scanned share; OCR can cost more than the "
                   "embedding"),
        lambda a: (f"先把 PDF 转成文字：有文字层的 {a['pages']:,.0f} 页在 CPU 上提取，约每台机器每秒 23.7 页（marker 2.0 "
                   f"--disable_ocr，其发布说明）≈ {a['cpu_h']:,.0f} 机器小时，可分到多台机器赶期限；扫描页要在 GPU 上做 OCR，"
                   f"一张 H100 批量约每秒 25 页（marker README，预估）——若全是扫描件约 {a['ocr_h']:,.0f} H100 小时（每 10% "
                   f"扫描件约 {a['ocr_h'] / 10:,.1f}）——请说明扫描件比例；OCR 可能比向量化本身更贵")),
    "embedding.chunked": E(
        lambda a: (f"⚠️ {a['name']} reads at most {a['max']:,} tokens, so a {a['item']:,}-token item cannot be one vector: "
                   f"encoded whole, only its first {a['max']:,} tokens would count. Sized as {a['chunks']:,} chunks of ≈ "
                   f"{a['chunk']:,} tokens each, one vector a chunk"
                   + (f"; for one vector per item use an encoder that reads it whole ({', '.join(a['whole'])})"
                      if a["whole"] else "; no listed encoder reads it whole")),
        lambda a: (f"⚠️ {a['name']} 最多读 {a['max']:,} token，{a['item']:,} token 的一条不能整条生成一个向量：整条输入只有前 "
                   f"{a['max']:,} token 起作用。按每条切成 {a['chunks']:,} 块、每块约 {a['chunk']:,} token、每块一个向量估算"
                   + (f"；要每条一个向量，请用能整条读入的编码器（{'、'.join(a['whole'])}）" if a["whole"]
                      else "；列表中没有能整条读入的编码器"))),
    "embedding.assumptions": E(
        lambda a: (f"{a['name']}: {a['params_m']:,.1f}M parameters, {a['layers']} layers, hidden {a['hidden']} "
                   f"({a['source']}); an encoder runs one forward pass per input (no decode, no KV cache kept between "
                   f"requests), 2·N + 4·L·d·s FLOPs per token"
                   + (f" (N = {a['matmul_m']:,.1f}M: the {a['embed_m']:,.1f}M-parameter token-embedding table is a "
                      f"lookup, not a matmul)" if a.get("embed_m") else "")
                   + f" at {a['mfu']:.0%} of the card's dense FP16 peak, by its size (an encoder's small matrices "
                   f"fill less of a card: {a['mfu_source']}; 50 % only from ~7 B) — a plain PyTorch loop ran "
                   f"{a['plain']:.0%} of that in the same benchmark "
                   + (f"(up to {1 / a['plain']:.1f}× the GPUs), so load-test the endpoint at your peak rate before you "
                      f"commit; " if a.get("serving") else
                      f"(up to {1 / a['plain']:.1f}× the hours), so time the first 100k items; ")
                   + (f"{a['tokens']:,} tokens per item assumed (the model's maximum input: state the real length)"
                      if a["assumed"] == "yes" else
                      f"{a['tokens']:,} tokens per item assumed, not the model's {a['max']:,}: the default chunk a "
                      f"retrieval pipeline embeds (LlamaIndex's and Vertex AI RAG Engine's 1,024 tokens) — say the "
                      f"real length" if a["assumed"] == "chunk" else
                      f"{a['tokens']:,} tokens per query assumed, not a document chunk: search queries are a few words "
                      f"to a sentence (BEIR's MS MARCO queries average 6 words, Natural Questions 9) — say the real "
                      f"length if your queries are longer" if a["assumed"] == "query"
                      else f"{a['tokens']:,} tokens per {'chunk' if a.get('chunked') else 'item'} (at most {a['max']:,})")
                   + (f"; every GPU that holds the FP16 weights serves its own copy behind a load balancer (cards that "
                      f"cannot are left out), as many copies as the peak rate needs; an endpoint keeps its GPUs at most "
                      f"{a['util']:.0%} busy; on-demand prices" if a.get("serving") else
                      f"; every GPU that holds the FP16 weights runs its own copy (cards that cannot are left out), so "
                      f"more GPUs finish sooner at the same cost; each machine pays {a['setup_min']:g} min of start-up; "
                      f"on-demand prices")),
        lambda a: (f"{a['name']}：{a['params_m']:,.1f}M 参数，{a['layers']} 层，hidden {a['hidden']}（{a['source']}）；"
                   f"编码器每个输入只做一次前向（没有解码，请求之间不保留 KV cache），每 token 2·N + 4·L·d·s FLOPs"
                   + (f"（N = {a['matmul_m']:,.1f}M：{a['embed_m']:,.1f}M 参数的词嵌入表只是查表，不做矩阵乘）"
                      if a.get("embed_m") else "")
                   + "，"
                   f"按模型大小取卡的 FP16 稠密峰值的 {a['mfu']:.0%} 计（编码器矩阵小，填不满大卡：{a['mfu_source']}；"
                   f"约 7B 以上才按 50%）——同一基准里普通 PyTorch 循环只有它的 {a['plain']:.0%}"
                   + (f"（所需 GPU 最多 {1 / a['plain']:.1f} 倍），上线前按峰值速率压测接口；" if a.get("serving") else
                      f"（GPU 小时最多 {1 / a['plain']:.1f} 倍），先测前 10 万条的用时；")
                   + (f"每条按 {a['tokens']:,} token 估算（模型最大输入，请说明实际长度）" if a["assumed"] == "yes"
                      else f"每条按 {a['tokens']:,} token 估算（假设值，不是模型上限 {a['max']:,}：检索流程切块后的默认块长，"
                      f"LlamaIndex 与 Vertex AI RAG Engine 默认 1,024 token），请说明实际长度" if a["assumed"] == "chunk"
                      else f"每个查询按 {a['tokens']:,} token 估算（假设值，不是文档切块：检索查询是几个词到一句话，BEIR 中 "
                      f"MS MARCO 查询平均 6 个词、Natural Questions 9 个词），查询更长请说明" if a["assumed"] == "query"
                      else f"每{'块' if a.get('chunked') else '条'} {a['tokens']:,} token（最多 {a['max']:,}）")
                   + (f"；每张装得下 FP16 权重的卡各跑一份副本、放在负载均衡后面（装不下的卡不参与），副本数按峰值速率定；"
                      f"在线接口让 GPU 忙碌不超过 {a['util']:.0%}；按量价格" if a.get("serving") else
                      f"；每张装得下 FP16 权重的卡各跑一份（装不下的卡不参与），卡越多完成越快、总价不变；每台机器计 "
                      f"{a['setup_min']:g} 分钟启动时间；按量价格"))),
}
