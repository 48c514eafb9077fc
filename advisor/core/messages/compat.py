"""The words of tools/compat.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

# Why a card's kernels cannot run a format (tools/compat.py KERNEL_FLOOR, KV_FLOOR, GGUF_FLOOR hold the floors).
KERNEL_FLOOR_EN = {
    "bf16": "BF16 needs Ampere (sm_80) or newer; this card runs the same model in FP16 (2 bytes a parameter, loss "
            "scaling for training): ask in FP16 to use it",
    "fp8": "FP8 needs Ada (sm_89) or Hopper (sm_90) or newer",
    "int4": "int4 AWQ/GPTQ kernels need Turing (sm_75) or newer (Marlin, the fast one: sm_80+)",
    "awq": "AWQ kernels need Turing (sm_75) or newer (Marlin: sm_80+)",
    "gptq": "GPTQ kernels need Turing (sm_75) or newer (Marlin: sm_80+)",
    "int8": "INT8 tensor cores need Turing (sm_75) or newer",
    "mxfp4": "MXFP4 kernels need Ampere (sm_80) or newer",
    "nf4": "bitsandbytes NF4 needs a CUDA GPU of sm_70 or newer",
    "fp16": "FP16 tensor math needs sm_60+",
    "gguf": "llama.cpp CUDA kernels need sm_60+",
    "kv_fp8": "an FP8 KV cache needs Ampere (sm_80) or newer (converted in software before Ada/Hopper)",
}
KERNEL_FLOOR_ZH = {  # no Chinese for "gguf": the English reason is shown, as before
    "bf16": "BF16 需要 Ampere（sm_80）或更新的卡；这张卡可用 FP16 跑同一个模型（每参数 2 字节，训练需配合 loss scaling）："
            "改用 FP16 即可用它",
    "fp8": "FP8 需要 Ada（sm_89）、Hopper（sm_90）或更新的卡",
    "int4": "int4 AWQ/GPTQ 算子需要 Turing（sm_75）或更新的卡（更快的 Marlin 需 sm_80+）",
    "awq": "AWQ 算子需要 Turing（sm_75）或更新的卡（Marlin 需 sm_80+）",
    "gptq": "GPTQ 算子需要 Turing（sm_75）或更新的卡（Marlin 需 sm_80+）",
    "int8": "INT8 张量核心需要 Turing（sm_75）或更新的卡", "mxfp4": "MXFP4 算子需要 Ampere（sm_80）或更新的卡",
    "nf4": "bitsandbytes NF4 需要 sm_70 或更新的 CUDA 卡", "fp16": "FP16 张量运算需要 sm_60+",
    "kv_fp8": "FP8 KV cache 需要 Ampere（sm_80）或更新的卡（Ada/Hopper 之前为软件转换）",
}
_PLACE_EN = {"eu": "the European Union", "uk": "the United Kingdom", "kr": "South Korea"}  # ModelLicence.excluded_place
_PLACE_ZH = {"eu": "欧盟", "uk": "英国", "kr": "韩国"}
_WHAT_EN = {"weights": "weights", "kv_cache": "KV cache"}
_FW_EN = {"vllm": "vLLM"}

ENTRIES: dict[str, E] = {
    "compat.licence_commercial": E(
        lambda a: (f"Licence: {a['model']}'s weights are under the {a['licence']} ({a['source']}), which is "
                   "non-commercial: a paid service or a product for customers needs a commercial licence from the "
                   "model's maker" + (f", or {a['alt']} ({a['alt_licence']}), sized the same way if you name it"
                                      if a["alt"] else "") + ". The sizing stands either way."),
        lambda a: (f"许可：{a['model']} 的权重采用 {a['licence']}（{a['source']}），只限非商业用途：收费服务或给客户用的"
                   "产品需要向模型方取得商业许可" + (f"，或改用 {a['alt']}（{a['alt_licence']}），说出它的名字即按它估算"
                                        if a["alt"] else "") + "。估算不受影响。")),
    "compat.licence_mau": E(
        lambda a: (f"Licence: {a['model']}'s {a['licence']} ({a['source']}) allows commercial use, but a product with "
                   f"more than {a['mau']:,} monthly active users needs a separate licence"
                   + (f" from {a['licensor']}" if a["licensor"] else "") + "."),
        lambda a: (f"许可：{a['model']} 的 {a['licence']}（{a['source']}）允许商用，但月活跃用户超过 {a['mau']:,} 的产品"
                   + (f"需要另向 {a['licensor']} 取得许可" if a["licensor"] else "需要另行取得许可") + "。")),
    "compat.licence_noncommercial": E(
        lambda a: f"Licence: {a['model']}'s weights are under the {a['licence']} ({a['source']}), non-commercial use only.",
        lambda a: f"许可：{a['model']} 的权重采用 {a['licence']}（{a['source']}），只限非商业用途。"),
    "compat.licence_place": E(
        lambda a: (f"Licence: {a['model']}'s {a['licence']} grants no rights to anyone domiciled in, or a company "
                   f"based in, {_PLACE_EN.get(a['place'], a['place'])} "
                   f"({a['source']}), so you may not run it yourself"
                   + (f"; {a['alt']} ({a['alt_licence']}) does the same job: {a['sized']}" if a.get("sized") else
                      f"; {a['alt']} ({a['alt_licence']}) does the same job, sized the same way if you name it"
                      if a["alt"] else "") + ("." if a.get("sized") else ". The hardware sizing stands.")),
        lambda a: (f"许可：{a['model']} 的 {a['licence']} 不向住在{_PLACE_ZH.get(a['place'], a['place'])}的个人"
                   f"或设在{_PLACE_ZH.get(a['place'], a['place'])}的公司授予任何权利（{a['source']}），"
                   "所以你们不能自己部署它"
                   + (f"；{a['alt']}（{a['alt_licence']}）能做同样的事：{a['sized']}" if a.get("sized") else
                      f"；{a['alt']}（{a['alt_licence']}）能做同样的事，说出它的名字即按它估算" if a["alt"] else "")
                   + ("。" if a.get("sized") else "。硬件估算照旧。"))),
    # a licence line that bars the stated use, leading the headline (tools.recommend.licence_first): the plan after
    # it is the sizing for reference
    "compat.licence_lead": E("⛔ {line}", "⛔ {line}"),
    # a revenue-capped licence (tools.licence.revenue_licence_check: Stable Diffusion 3.5's Stability AI Community
    # License): a stated revenue over the cap bars the free licence; none stated, the cap said as a condition
    "compat.licence_revenue": E(
        lambda a: (f"Licence: {a['model']} is under the {a['licence']} ({a['source']}), free only for organisations "
                   f"with under US${a['cap']:,.0f} in annual revenue; at the US${a['revenue']:,.0f} you stated you need "
                   f"an Enterprise licence from {a['licensor']}, or {a['alt']} ({a['alt_licence']}) with no revenue "
                   "cap. The sizing stands."),
        lambda a: (f"许可：{a['model']} 采用 {a['licence']}（{a['source']}），只对年收入低于 {a['cap']:,.0f} 美元的机构"
                   f"免费；按你说的 {a['revenue']:,.0f} 美元，需要向 {a['licensor']} 购买企业许可，或改用 {a['alt']}"
                   f"（{a['alt_licence']}，没有收入上限）。估算不受影响。")),
    "compat.licence_revenue_if": E(
        lambda a: (f"Licence: {a['model']} is under the {a['licence']} ({a['source']}), free only for organisations "
                   f"with under US${a['cap']:,.0f} in annual revenue; above that, an Enterprise licence from "
                   f"{a['licensor']}, or {a['alt']} ({a['alt_licence']}) with no revenue cap."),
        lambda a: (f"许可：{a['model']} 采用 {a['licence']}（{a['source']}），只对年收入低于 {a['cap']:,.0f} 美元的机构"
                   f"免费；超过的需要向 {a['licensor']} 购买企业许可，或改用 {a['alt']}（{a['alt_licence']}，没有收入上限）。")),
    "compat.licence_place_if": E(
        lambda a: (f"Licence: {a['model']}'s {a['licence']} grants no rights to anyone domiciled in, or a company "
                   f"based in, {_PLACE_EN.get(a['place'], a['place'])} "
                   f"({a['source']}): if your company is based there, you may not run it yourself"
                   + (f"; {a['alt']} ({a['alt_licence']}) does the same job: {a['sized']}" if a.get("sized") else
                      f"; {a['alt']} ({a['alt_licence']}) does the same job, sized the same way if you name it"
                      if a["alt"] else "") + ("." if a.get("sized") else ". The hardware sizing stands.")),
        lambda a: (f"许可：{a['model']} 的 {a['licence']} 不向住在{_PLACE_ZH.get(a['place'], a['place'])}的个人"
                   f"或设在{_PLACE_ZH.get(a['place'], a['place'])}的公司授予任何权利（{a['source']}）："
                   "如果你们公司设在那里，就不能自己部署它"
                   + (f"；{a['alt']}（{a['alt_licence']}）能做同样的事：{a['sized']}" if a.get("sized") else
                      f"；{a['alt']}（{a['alt_licence']}）能做同样的事，说出它的名字即按它估算" if a["alt"] else "")
                   + ("。" if a.get("sized") else "。硬件估算照旧。"))),
    "compat.kernel_floor": pick("fmt", KERNEL_FLOOR_EN, KERNEL_FLOOR_ZH, fallback="en"),
    # buying (shipping) a licensed card to mainland China, Hong Kong or Macau (tools.compat.purchase_licensed)
    "compat.export_purchase": E(
        "⚠️ US export controls: shipping {gpu} to {place} needs a US export licence (EAR, ECCN 3A090; BIS rules of "
        "Oct 2022, Oct 2023 and Jan 2025 — Hong Kong and Macau count as China); a server with them for your own "
        "machine room there must come from a seller holding that licence, else no legitimate vendor ships it and "
        "grey-market units carry no warranty or support. The China-market parts (L20, RTX 4090D) ship without one; "
        "renting such cards abroad is the other route (the data then leaves {place}: its own rules)",
        "⚠️ 美国出口管制：把 {gpu} 运到{place}需要美国出口许可证（EAR，ECCN 3A090；BIS 2022 年 10 月、2023 年 10 月和 "
        "2025 年 1 月的规则，香港、澳门按中国对待）；买这种服务器放自己机房，须由持有许可证的卖家供货，否则正规厂商不会发货，"
        "水货没有保修和技术支持。面向中国市场的型号（L20、RTX 4090D）无需许可证；另一条路是在境外租这些卡（数据因此离开{place}，"
        "须按当地的数据规则）"),
    "compat.export_place": E(lambda a: {"cn": "mainland China", "hk": "Hong Kong", "mo": "Macau"}[a["tag"]],
                             lambda a: {"cn": "中国内地", "hk": "香港", "mo": "澳门"}[a["tag"]]),
    "compat.export_controls": E(
        lambda a: ("Export controls: " + " and ".join({"hk": "Hong Kong", "cn": "mainland China"}[p] for p in a["places"])
                   + (" fall" if len(a["places"]) > 1 else " falls") + " under the US export rules on advanced chips, "
                   "so H100 / H200 / B200-class NVIDIA cards are not legitimately offered by clouds there"
                   + (f" ({a['gpu']} included)" if a["gpu"] else "") + "; what is on offer is "
                   + ", ".join(a["parts"]) + ", and older stock shipped before the rules (A100, V100, T4 …)"
                   + ("; the data may not leave, so plan on those" if a.get("resident")
                      else " — or run the work outside (e.g. Singapore, Tokyo) if the data may leave")),
        lambda a: ("出口管制：" + "和".join({"hk": "香港", "cn": "中国内地"}[p] for p in a["places"])
                   + "适用美国对高端芯片的出口管制，当地云厂商不能正规提供 H100 / H200 / B200 等高端 NVIDIA 卡"
                   + (f"（包括你问的 {a['gpu']}）" if a["gpu"] else "") + "；能租到的是 " + "、".join(a["parts"])
                   + "，以及管制前已到货的旧卡（A100、V100、T4 等）"
                   + ("；数据不能出境，请按这些卡规划" if a.get("resident")
                      else "——数据可以出境的话，也可放到新加坡、东京等地"))),
    "compat.attention_kernel": E(
        lambda a: (f"{a['gpu']} cannot run FlashAttention-3: it is written for Hopper (sm_90: H100, H200, H800, H20, "
                   "GH200) only; on other cards switch the code to FlashAttention-2 or PyTorch SDPA"),
        lambda a: (f"{a['gpu']} 跑不了 FlashAttention-3：它只为 Hopper（sm_90：H100、H200、H800、H20、GH200）编写；"
                   "其他卡上请把代码换成 FlashAttention-2 或 PyTorch SDPA")),
    "compat.cannot_run": E(
        lambda a: f"{a['name']} (sm_{a['cc']}) cannot run {a['upper']} {_WHAT_EN[a['what']]}: {a['why']}.",
        lambda a: f"{a['name']}（sm_{a['cc']}）跑不了 {a['upper']} 的{'权重' if a['what'] == 'weights' else ' KV cache'}："
                  f"{a['why']}。"),
    # a card older than CUDA 12 compiles for (tools.compat.CUDA12_FLOOR: Kepler, the Tesla K80)
    "compat.cuda12_floor": E(
        lambda a: f"{a['name']} is {a['arch']} (sm_{a['cc']}): CUDA 12 dropped it (it compiles for compute capability "
                  f"{a['floor']} and up), so no current build of PyTorch, vLLM or llama.cpp's CUDA backend runs on it — "
                  + (f"installing the latest {_FW_EN.get(a['fw'], a['fw'])} there will not work. " if a.get("fw") else "")
                  + "What still runs: llama.cpp on the host CPU with a small GGUF (a few tokens/s, one user at a time), "
                  "or a rented current card (below)",
        lambda a: f"{a['name']} 是 {a['arch']} 架构（sm_{a['cc']}）：CUDA 12 已不再支持（只编译计算能力 {a['floor']} 及以上），"
                  "所以当前版本的 PyTorch、vLLM 和 llama.cpp 的 CUDA 后端都跑不了"
                  + (f"——装最新的 {_FW_EN.get(a['fw'], a['fw'])} 不行。" if a.get("fw") else "。")
                  + "还能跑的：在主机 CPU 上用 llama.cpp 跑小的 GGUF 量化版（每秒几个 token，一次一个人用），"
                  "或者租一张当前的卡（见下）"),
    "compat.framework_floor": E(
        lambda a: f"{a['name']} (sm_{a['cc']}) cannot run {_FW_EN.get(a['fw'], a['fw'])}: it needs compute capability "
                  f"{a['floor']} or higher (Volta, Turing or newer; docs.vllm.ai installation/gpu); serve it with HF "
                  "transformers on this card, or pick a newer one",
        lambda a: f"{a['name']}（sm_{a['cc']}）跑不了 {_FW_EN.get(a['fw'], a['fw'])}：它需要计算能力 {a['floor']} 及以上"
                  "（Volta、Turing 或更新的卡；见 docs.vllm.ai 安装说明）；"
                  "在这张卡上请改用 HF transformers 部署，或换更新的卡"),
    "compat.rocm_no_fp8": E(
        lambda a: f"{a['name']} ({a['architecture']}) has no FP8: FP8 {_WHAT_EN[a['what']]} need MI300-series (gfx942) "
                  "or newer",
        lambda a: f"{a['name']}（{a['architecture']}）不支持 FP8：FP8 {'权重' if a['what'] == 'weights' else 'KV cache'}"
                  "需要 MI300 系列（gfx942）或更新的卡"),
    "compat.needs_cuda_and_driver.cu128_or_newer": E(
        " (cu128 or newer: older wheels have no sm_100/sm_120 kernels).",
        "（cu128 及以上：更早的 wheel 没有 sm_100/sm_120 内核）。"),
    "compat.needs_cuda_and_driver.no": E(".", "。"),
    "compat.needs_cuda_and_driver": E(
        "{name} ({architecture}) needs CUDA ≥ {cuda} and driver ≥ {drv}; pick an image whose PyTorch wheel is built for "
        "CUDA ≥ {cuda}{part}",
        "{name}（{architecture}）需要 CUDA ≥ {cuda}、驱动 ≥ {drv}；镜像里的 PyTorch 要用 CUDA ≥ {cuda} 的构建{part}"),
    "compat.this_host_is_aarch64": E(
        "This host is aarch64 ({cpu}): use arm64 images and check that every wheel you need exists for "
        "linux-aarch64 (bitsandbytes, flash-attn, xformers and some CUDA extensions may need building from source).",
        "该主机是 aarch64（{cpu}）：要用 arm64 镜像，并确认依赖都有 linux-aarch64 的 "
        "wheel（bitsandbytes、flash-attn、xformers 等 CUDA 扩展可能要从源码编译）。"),
    "compat.has_no_fp8_tensor": E(
        "{name} ({arch}) has no FP8 tensor cores: vLLM runs FP8 weights weight-only (W8A16, FP8 Marlin): half the weight "
        "memory and faster decode, prefill at 16-bit speed.",
        "{name}（{arch}）没有 FP8 Tensor Core：vLLM 以仅权重方式（W8A16，FP8 Marlin）运行 FP8 "
        "权重：权重显存减半、解码更快，预填充按 16 位速度。"),
    "compat.has_no_bf16_use": E(
        "{name} ({arch}) has no BF16: use fp16 (with loss scaling for training) or a newer card (Ampere or later).",
        "{name}（{arch}）不支持 BF16：请改用 FP16（训练需配合 loss scaling），或换 Ampere 及以后的卡。"),
    "compat.bf16_runs_as_fp16": E(
        lambda a: (f"{a['name']} ({a['arch']}) has no BF16, so this plan runs in FP16 (same 2 bytes a parameter): "
                   + ("FP16 mixed precision with loss scaling (torch.amp GradScaler), slower to tune and less stable "
                      "than BF16 — a BF16-trained model can overflow in FP16." if a["training"] else
                      "vLLM loads the BF16 checkpoint as float16 (`--dtype half`; TGI likewise); a BF16-trained model "
                      "can rarely overflow in FP16 — check a few outputs.")),
        lambda a: (f"{a['name']}（{a['arch']}）不支持 BF16，所以本方案按 FP16 运行（每参数同样 2 字节）："
                   + ("FP16 混合精度训练，需配合 loss scaling（torch.amp GradScaler），比 BF16 难调、也更不稳定——BF16 "
                      "训练出的模型在 FP16 下可能溢出。" if a["training"] else
                      "vLLM 会把 BF16 权重按 float16 加载（`--dtype half`；TGI 同样）；BF16 训练的模型在 FP16 下偶有溢出，"
                      "上线前抽查几条输出。"))),
    "compat.has_no_fp8_fp8": E(
        "{name} ({arch}) has no FP8: FP8 needs MI300-series (gfx942) or newer.",
        "{name}（{arch}）不支持 FP8：FP8 需要 MI300 系列（gfx942）或更新的卡。"),
    "compat.has_no_fp8_tensor_2": E(
        lambda a: (f"{a['name']} ({a['arch']}) has no FP8 tensor cores: FP8 needs Hopper (sm_90) or Ada (sm_89)."
                   + (f" It has no BF16 either: on {a['arch']} the only 16-bit format is FP16 (a BF16-trained model can "
                      "overflow in FP16; training needs loss scaling)." if a.get("no_bf16") else "")
                   # the fix, not only the fault (FP8 checkpoint on owned A100s flagged, no way out)
                   + f" On this card use the model's {'FP16' if a.get('no_bf16') else 'BF16'} checkpoint (2 bytes a "
                     "parameter) or an INT8/INT4 quant (GPTQ/AWQ: weight-only, runs here)."),
        lambda a: (f"{a['name']}（{a['arch']}）没有 FP8 Tensor Core：FP8 需要 Hopper（sm_90）或 Ada（sm_89）。"
                   + (f"它也不支持 BF16：{a['arch']} 上唯一的 16 位格式是 FP16（BF16 训练的模型在 FP16 下可能溢出；训练需配合 "
                      "loss scaling）。" if a.get("no_bf16") else "")
                   + f"在这张卡上请用模型的 {'FP16' if a.get('no_bf16') else 'BF16'} 权重（每参数 2 字节），或 INT8/INT4 量化"
                     "（GPTQ/AWQ：仅权重量化，可在此卡运行）。")),
    "compat.no_fp8_so_int8": E(
        "{name} ({arch}) has no FP8 tensor cores, so the 8-bit weights here are INT8 (W8A8 or GPTQ 8-bit checkpoints "
        "in vLLM), not FP8.",
        "{name}（{arch}）没有 FP8 Tensor Core，所以这里的 8 位权重用 INT8（vLLM 的 W8A8 或 GPTQ 8 位权重），不是 FP8。"),
    "compat.int8_int4_are_for": E(
        "INT8/INT4 are for inference, not training: optimizer states and small updates break.",
        "INT8/INT4 只用于推理，不用于训练（优化器状态与小更新量在低精度下容易出问题）。"),
    "compat.engine_no_metal": E(
        "{engine} has no Metal backend: on macOS it builds for the CPU only, so it would not use the {name}'s GPU. "
        "Serve with llama.cpp (llama-server), MLX (mlx-lm) or Ollama (llama.cpp inside); the figures here are "
        "llama.cpp's.",
        "{engine} 没有 Metal 后端：在 macOS 上只能编译成 CPU 版，用不上 {name} 的 GPU。请用 llama.cpp（llama-server）、"
        "MLX（mlx-lm）或 Ollama（内部是 llama.cpp）部署；这里的数字按 llama.cpp 估算。"),
    "compat.is_not_a_cuda": E(
        "{name} is not a CUDA device: it needs {stack} builds of your framework and kernels.",
        "{name} 不是 CUDA 设备：框架与算子需使用 {stack} 版本。"),
    "compat.vllm_default_path_floor": E(
        lambda a: (f"vLLM on {a['name']} (sm_{a['cc']}): FlashAttention-2 and FlashInfer need compute capability "
                   f"{a['floor']}+, so vLLM's V1 engine runs there on its Triton attention backend, FP16 only — use "
                   "vLLM ≥ 0.10.2 (V1 below 8.0: vllm-project/vllm#24022) with --dtype half; 0.8–0.10.1 fall back "
                   "to the V0 engine (xformers), 0.11+ has no V0"
                   + ("" if a["tested"] else "; upstream confirmed it on a T4 (sm_75), not on Volta — test start-up "
                      "and a few outputs first")
                   + "; or serve with LMDeploy TurboMind or llama.cpp; int4: GPTQ"
                   + (" or AWQ" if a["awq"] else " (AWQ needs sm_75+)")),
        lambda a: (f"vLLM 在 {a['name']}（sm_{a['cc']}）上：FlashAttention-2 和 FlashInfer 需要计算能力 "
                   f"{a['floor']}+，所以 vLLM 的 V1 引擎在这张卡上用 Triton 注意力后端，只支持 FP16——请用 "
                   "vLLM ≥ 0.10.2（8.0 以下的 V1：vllm-project/vllm#24022）并加 --dtype half；0.8–0.10.1 "
                   "会退回 V0 引擎（xformers），0.11 起已无 V0"
                   + ("" if a["tested"] else "；上游只在 T4（sm_75）上验证过，未在 Volta 上验证——先测试能否启动并抽查输出")
                   + "；或改用 LMDeploy TurboMind、llama.cpp；int4 用 GPTQ"
                   + ("或 AWQ" if a["awq"] else "（AWQ 需 sm_75+）"))),
    "compat.sm_predates_ampere_flashattention": E(
        lambda a: (f"{a['name']} (sm_{a['replace']}) predates Ampere: FlashAttention-2 does not run; PyTorch SDPA's "
                   "memory-efficient kernel (or xformers) still avoids the s² attention matrix."
                   + (" No BF16 either: train in FP16 mixed precision with loss scaling (torch.amp GradScaler) and "
                      "watch the first steps for inf/NaN losses." if a.get("fp16_training") else "")
                   + (f" No BF16, and FP16 math runs at 1/{a['fp16_slow']} of FP32 here: train in FP32."
                      if a.get("fp16_slow") else "")),
        lambda a: (f"{a['name']}（sm_{a['replace']}）早于 Ampere：不支持 FlashAttention-2；PyTorch SDPA 的 memory-efficient "
                   "内核（或 xformers）仍可避免 s² 注意力矩阵。"
                   + ("也不支持 BF16：用 FP16 混合精度加 loss scaling（torch.amp GradScaler）训练，前几步留意 loss 是否出现 "
                      "inf/NaN。" if a.get("fp16_training") else "")
                   + (f"不支持 BF16，且这张卡的 FP16 运算只有 FP32 的 1/{a['fp16_slow']}：用 FP32 训练。"
                      if a.get("fp16_slow") else ""))),
    "compat.fp16_overflow": E(
        lambda a: (f"{a['model']} was trained in BF16 and FP16 overflow (inf/NaN outputs or losses) is reported for "
                   f"its family ({a['source']}); the {a['name']} has no BF16, so "
                   + ("watch the first steps' loss; if it goes inf/NaN, keep the norms in FP32 or train on a BF16 card "
                      "(Ampere or later)." if a.get("training") else
                      "check the first outputs; if it appears, serve through vLLM's fused kernels, keep the norms in "
                      "FP32, or use an INT8/INT4 quant.")),
        lambda a: (f"{a['model']} 是用 BF16 训练的，这个系列在 FP16 下有溢出的报告（输出或 loss 出现 inf/NaN；"
                   f"{a['source']}）；{a['name']} 不支持 BF16，"
                   + ("请盯住前几步的 loss；若出现 inf/NaN，把 norm 保持在 FP32，或换支持 BF16 的卡（Ampere 及以后）训练。"
                      if a.get("training") else
                      "请先检查前几条输出；若出现，用 vLLM 的融合内核部署、把 norm 保持在 FP32，或改用 INT8/INT4 量化。"))),
    "compat.cuda_x_runtimes_need": E(
        "CUDA 12.x runtimes need NVIDIA driver r525 or newer; match the image's PyTorch CUDA build to it (`nvidia-smi`; "
        "`python -c \"import torch; print(torch.version.cuda, torch.cuda.is_available())\"`).",
        "CUDA 12.x 运行时需要 r525 及以上驱动；镜像里 PyTorch 的 CUDA 版本要与之匹配（`nvidia-smi`；`python -c \"import "
        "torch; print(torch.version.cuda, torch.cuda.is_available())\"`）。"),
    "compat.multi_gpu_torch_cuda.on_every_node": E(
        " on every node — test each machine, not a sample.",
        "，多机要逐台验证，不要抽样。"),
    "compat.multi_gpu_torch_cuda": E(
        "Multi-GPU: `torch.cuda.nccl.version()` must print, and an nccl-tests all-reduce should reach the expected bus "
        "bandwidth{part}",
        "多卡：`torch.cuda.nccl.version()` 必须能打印，nccl-tests 的 all-reduce 要达到预期带宽{part}"),
    "compat.is_not_a_vllm": E(
        "{name} is not a vLLM/SGLang ROCm target (vLLM's ROCm builds list MI200/MI300, SGLang gfx942/gfx950)",
        "{name} 不是 vLLM/SGLang 的 ROCm 目标卡（vLLM ROCm 支持 MI200/MI300，SGLang 支持 gfx942/gfx950）"),
    "compat.qlora_on_this_advisor": E(
        "QLoRA on {name}: this advisor plans bitsandbytes NF4 / Unsloth on CUDA only (bitsandbytes: vLLM's quantization "
        "hardware table (docs.vllm.ai, features/quantization) marks it unsupported on AMD GPUs for serving; ROCm builds "
        "of bitsandbytes and Unsloth exist but are not modelled here); pick an NVIDIA card, or test the ROCm build "
        "yourself",
        "{name} 上的 QLoRA：本顾问只在 CUDA 上规划 bitsandbytes NF4 / Unsloth（vLLM 量化硬件表中 bitsandbytes 不支持 AMD "
        "GPU；bitsandbytes 与 Unsloth 的 ROCm 版本存在但未纳入本估算）；请选 NVIDIA 卡，或自行实测 ROCm 版本"),
    "compat.training_on_is_not": E(
        "training on {name} is not planned here: AMD Instinct is sized for serving through vLLM / SGLang on ROCm; ROCm "
        "training stacks are not modelled",
        "本顾问不规划 {name} 上的训练：AMD Instinct 只按 ROCm 上的 vLLM / SGLang 推理估算，ROCm 训练栈未建模"),
    "compat.cuda_needed": E(
        "{name} runs ROCm, not CUDA, and you said the work needs CUDA (or NVIDIA): left out",
        "{name} 用 ROCm 而不是 CUDA，而你说工作必须用 CUDA（或 NVIDIA）：不予考虑"),
    "compat.has_no_rocm_serving": E(
        "{fw} has no ROCm serving path planned for {name}: use {names: or }",
        "{name} 上没有为 {fw} 规划的 ROCm 推理路径：请用 {names: or }"),
    "compat.weights_on_serve_fp8": E(
        "{upper} weights on {name}: vLLM's quantization hardware table (docs.vllm.ai, features/quantization) marks it "
        "unsupported on AMD GPUs; serve FP8 or 16-bit weights on ROCm",
        "{name} 上的 {upper} 权重：vLLM 量化硬件表中该格式不支持 AMD GPU；ROCm 上请用 FP8 或 16 位权重"),
    "compat.rocm_floor": E("ROCm ≥ {rocm}, the floor vLLM's ROCm requirements give for {family} ({isa})",
                           "ROCm ≥ {rocm}，vLLM 的 ROCm 安装要求给 {family}（{isa}）的最低版本"),
    "compat.rocm_pytorch_floor": E(
        "or PyTorch's ROCm wheels from download.pytorch.org/whl/rocm6.x, a plain PyTorch job; pick a ROCm release "
        "AMD's compatibility matrix lists for {isa}",
        "或 PyTorch 的 ROCm 版 wheel（download.pytorch.org/whl/rocm6.x），这是普通 PyTorch 任务；选 AMD 兼容性矩阵里支持 {isa} "
        "的 ROCm 版本"),
    "compat.rocm_floor_unknown": E(
        "the ROCm floor for {isa} is not in our sources: check AMD's ROCm compatibility matrix",
        "{isa} 的 ROCm 最低版本不在我们的资料来源里：请查 AMD 的 ROCm 兼容性矩阵"),
    "compat.runs_rocm_not_cuda": E(
        "{name} ({compute_capability}) runs ROCm, not CUDA: use AMD's {image} image ({floor}); CUDA-only wheels "
        "(flash-attn CUDA builds, bitsandbytes CUDA, TensorRT-LLM) do not load; check `rocm-smi` (or `amd-smi`) and "
        "`python -c \"import torch; print(torch.version.hip, torch.cuda.is_available())\"`.",
        "{name}（{compute_capability}）运行 ROCm 而非 CUDA：请用 AMD 的 {image} 镜像（{floor}）；只有 CUDA 版本的 "
        "wheel（flash-attn CUDA 版、bitsandbytes CUDA 版、TensorRT-LLM）无法加载；用 `rocm-smi`（或 `amd-smi`）和 `python "
        "-c \"import torch; print(torch.version.hip, torch.cuda.is_available())\"` 检查。"),
    "compat.computes_fp8_in_the": E(
        "{name} computes FP8 in the FNUZ variant (float8_e4m3fnuz; vLLM's ROCm kernels use it on gfx942, "
        "csrc/quantization/fp8/amd): OCP e4m3fn checkpoints are converted when loaded, so check the output against the "
        "16-bit model.",
        "{name} 的 FP8 为 FNUZ 变体（float8_e4m3fnuz；vLLM 在 gfx942 上的 ROCm 算子使用它）：OCP e4m3fn "
        "权重会在加载时转换，请与 16 位模型对比输出。"),
    "compat.speed_figures_assume_the": E(
        "{name} speed figures assume the same share of peak bandwidth and TFLOPS as the CUDA kernels reach; measure "
        "tokens/s on the card before committing.",
        "{name} 的速度估算假定 ROCm 内核能达到与 CUDA 相同的带宽与算力利用率；签约前请在该卡上实测 tokens/s。"),
    "compat.multi_gpu_on_rocm.on_every_node": E(" on every node.", "，多机要逐台验证。"),
    "compat.multi_gpu_on_rocm": E(
        "Multi-GPU on ROCm uses RCCL (torch.distributed backend \"nccl\" maps to it): an rccl-tests all-reduce should "
        "reach the expected bus bandwidth{part}",
        "ROCm 多卡使用 RCCL（torch.distributed 的 \"nccl\" 后端即指向它）：rccl-tests 的 all-reduce 要达到预期带宽{part}"),
    "compat.has_no_fp4_tensor": E(
        "{name} ({arch}) has no FP4 tensor cores (Blackwell has): vLLM runs MXFP4 through Triton kernels, weights "
        "dequantised in the matmul (memory as MXFP4).",
        "{name}（{arch}）没有 FP4 Tensor Core（Blackwell 才有）：vLLM 用 Triton 内核跑 MXFP4，矩阵乘内反量化（显存按 "
        "MXFP4 计）。"),
    "compat.has_no_native_mxfp4": E(
        "{name} ({arch}) has no native MXFP4 kernels (FP4 tensor cores are Blackwell's; Hopper uses Triton ones): vLLM "
        "dequantises the MXFP4 weights inside a weight-only Marlin kernel, so memory is MXFP4's and decode holds up, but "
        "prefill runs at 16-bit speed; use a vLLM release whose gpt-oss recipe lists Ampere.",
        "{name}（{arch}）没有原生 MXFP4 内核（FP4 Tensor Core 是 Blackwell 的；Hopper 用 Triton 内核）：vLLM 在仅权重的 "
        "Marlin 内核里把 MXFP4 权重反量化，显存按 MXFP4 计、解码速度尚可，但预填充按 16 位速度；请用 gpt-oss "
        "部署说明里已列出 Ampere 的 vLLM 版本。"),
}
