"""The words of tools/owned_device.py: serving on the user's own Apple silicon machine or old (Pascal) NVIDIA cards."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _apple(a: Mapping[str, Any] | None) -> bool:
    """An Apple machine (Metal, MLX, macOS): the `apple` flag, else any owned machine without CUDA (older args)."""
    return a is not None and bool(a.get("apple", not a.get("cuda")))


def _name(p: str, a: Mapping[str, Any] | None = None) -> str:
    if p != "q4_k_m":
        return p.upper()
    return "4-bit (Q4_K_M GGUF / MLX 4-bit)" if _apple(a) else "4-bit (Q4_K_M GGUF)"


def _mlx(a: Mapping[str, Any]) -> str:
    """The 4-bit builds named: MLX is Apple's, so another machine (DGX Spark, Ryzen AI Max) names the GGUF only."""
    return " or an MLX 4-bit conversion" if _apple(a) else ""


def _mlx_zh(a: Mapping[str, Any]) -> str:
    return " 或 MLX 4-bit 转换" if _apple(a) else ""


def _gguf(p: str) -> str:
    return f"{p.upper()} GGUF" if p.startswith("q") else p.upper()


def _why_en(a: Mapping[str, Any]) -> str:
    if a.get("isa"):
        return _why_rocm_en(a)
    slow = f", FP16 math at 1/{a['fp16_slow']:,} of FP32" if a.get("fp16_slow") else ""
    return (f"Not with vLLM: vLLM needs compute capability {a['vllm_floor']:.1f}+ and the {a['gpu']} is sm_{a['cc']} "
            f"(Pascal: no tensor cores, no BF16, no FlashAttention-2{slow}), so run llama.cpp with a GGUF build "
            + ("(its INT8 dp4a kernels run there)" if a.get("dp4a") else "(no dp4a on sm_60: it multiplies in FP16 "
               "through cuBLAS)"))


def _why_zh(a: Mapping[str, Any]) -> str:
    if a.get("isa"):
        return _why_rocm_zh(a)
    slow = f"，FP16 运算只有 FP32 的 1/{a['fp16_slow']:,}" if a.get("fp16_slow") else ""
    return (f"不能用 vLLM：vLLM 需要计算能力 {a['vllm_floor']:.1f}+，{a['gpu']} 是 sm_{a['cc']}（Pascal：没有张量核心、"
            f"不支持 BF16 和 FlashAttention-2{slow}），所以用 llama.cpp 跑 GGUF 量化版"
            + ("（它的 INT8 dp4a 内核能在这张卡上跑）" if a.get("dp4a") else "（sm_60 没有 dp4a：它经 cuBLAS 用 FP16 做矩阵乘）"))


def _why_rocm_en(a: Mapping[str, Any]) -> str:
    return (f"Not with vLLM as released: the {a['gpu']} is {a['isa']}, not among vLLM's ROCm targets (MI200s gfx90a, "
            "MI300 gfx942, Radeon RX 7900 gfx1100), and ROCm 6 deprecates it; run llama.cpp with a GGUF build (its HIP "
            f"build for {a['isa']}, or its Vulkan backend); community vLLM forks for it exist but are unsupported")


def _why_rocm_zh(a: Mapping[str, Any]) -> str:
    return (f"官方 vLLM 跑不了：{a['gpu']} 是 {a['isa']}，不在 vLLM 的 ROCm 目标卡之列（MI200 gfx90a、MI300 gfx942、"
            f"Radeon RX 7900 gfx1100），ROCm 6 也已不再支持它；用 llama.cpp 跑 GGUF 量化版（为 {a['isa']} 编译的 HIP 版，"
            "或 Vulkan 后端）；社区有为它改的 vLLM 分支，但不受官方支持")


def _old_speed_en(a: Mapping[str, Any]) -> str:
    busy = (f"≈ {a['tps']:,.0f} tokens/s per user with all {a['users']:,} busy, ≈ {a['alone']:,.0f} alone"
            if a["users"] > 1 else f"≈ {a['alone']:,.0f} tokens/s")
    return (busy + f" (decode from one card's {a['bw']:,.0f} GB/s at a time: splitting layers adds memory, not speed); "
            + _prefill_en(a))


def _old_speed_zh(a: Mapping[str, Any]) -> str:
    busy = (f"{a['users']:,} 人同时在用时每人约 {a['tps']:,.0f} tokens/s，单人约 {a['alone']:,.0f}" if a["users"] > 1
            else f"约 {a['alone']:,.0f} tokens/s")
    return (busy + f"（按单卡 "
            f"{a['bw']:,.0f} GB/s 带宽估算解码：按层拆到多卡只加显存、不加速度）；" + _prefill_zh(a))


def _old_en(a: Mapping[str, Any]) -> str:
    p, held = _gguf(str(a["precision"])), f"your {a['cards']:,} × {a['gpu']}"
    users = f"{a['users']:,} user{'s' if a['users'] != 1 else ''}"
    size = (f"{a['model']} in {p} with {users} × {a['ctx']:,} tokens needs ≈ {a['need']:,.1f} GB of the "
            f"≈ {a['usable']:,.0f} GB on {held}")
    if not a["fits"]:
        return (f"No: {size} — too much even in this build; nearest on these cards: a smaller model, fewer users "
                "or a shorter context. " + _why_en(a) + ". A rental that holds it is below")
    if a.get("slow"):
        lead = f"not for {a['users']:,} users at once" if a["users"] > 1 else "too slow"
        return (f"It holds it, but {lead}: {size}; " + _old_speed_en(a)
                + f" — against {_floor_en(a)} {a['floor']:,.0f} tokens/s per user and a first token within "
                f"{a['ttft_limit']:,.0f} s. "
                + (f"Enough for {a['up_to']:,} at once on these cards" if a.get("up_to") else "Under that even for one user")
                + " (or a smaller build / shorter prompts); to serve all of them, rent (below). "
                + _why_en(a) + ".")
    return (f"Yes, {held} run it, no rental needed. " + _why_en(a) + f". {size} (llama.cpp splits the layers across "
            "the cards); " + _old_speed_en(a) + ". Renting is the alternative below")


def _old_zh(a: Mapping[str, Any]) -> str:
    p, held = _gguf(str(a["precision"])), f"你的 {a['cards']:,} 张 {a['gpu']}"
    size = (f"{a['model']}（{p}，{a['users']:,} 人 × {a['ctx']:,} token）需约 {a['need']:,.1f} GB，{held}共约 "
            f"{a['usable']:,.0f} GB")
    if not a["fits"]:
        return (f"不够：{size}——这个量化版也放不下；在这些卡上最接近的做法：换小一点的模型、减少同时用的人数或缩短上下文。"
                + _why_zh(a) + "。下面是能放下的租用方案")
    if a.get("slow"):
        lead = f"不够 {a['users']:,} 人同时用" if a["users"] > 1 else "速度不够"
        return (f"放得下，但{lead}：{size}；" + _old_speed_zh(a)
                + f"——{_floor_zh(a)}每人 {a['floor']:,.0f} tokens/s、首字 {a['ttft_limit']:,.0f} 秒内。"
                + (f"这些卡够 {a['up_to']:,} 人同时用" if a.get("up_to") else "连一个人都达不到")
                + "（或用更小的量化版、缩短提示）；要满足全部人数请租（见下）。" + _why_zh(a) + "。")
    return (f"够：{held}就能跑，不用租。" + _why_zh(a) + f"。{size}（llama.cpp 按层拆到各卡）；" + _old_speed_zh(a)
            + "。租 GPU 是下面的备选")


def _floor_en(a: Mapping[str, Any]) -> str:
    return "your" if a.get("stated_floor") else "the interactive"


def _floor_zh(a: Mapping[str, Any]) -> str:
    return "你要求" if a.get("stated_floor") else "交互要求"


def _mac(a: Mapping[str, Any]) -> str:
    return "Mac " if _apple(a) else ""


def _box(a: Mapping[str, Any]) -> str:
    return "Mac" if _apple(a) else "machine"


def _mac_zh(a: Mapping[str, Any]) -> str:
    return " Mac 上的" if _apple(a) else ""


def _box_zh(a: Mapping[str, Any]) -> str:
    return " Mac " if _apple(a) else "这台机器"


def _four_bit_en(a: Mapping[str, Any]) -> str:
    if not a.get("four_bit_from"):
        return ""
    if a.get("four_bit_why") == "speed":  # 16-bit fits but decodes under the speed asked: 4-bit reads ≈ 3× fewer bytes
        return (f" In {str(a['four_bit_from']).upper()} it fits (≈ {a['asked_need']:,.1f} GB) but gives ≈ "
                f"{a['asked_tps']:,.0f} tokens/s per user, under {_floor_en(a)} {a['floor']:,.0f}, so this is the usual {_mac(a)}"
                f"route: a 4-bit build (llama.cpp Q4_K_M GGUF{_mlx(a)}) reads far fewer bytes a token "
                "— a small quality loss against 16-bit, test it on your own prompts.")
    return (f" In {str(a['four_bit_from']).upper()} it would need ≈ {a['asked_need']:,.1f} GB, more than the "
            f"{_box(a)} gives its GPU, so this is the usual {_mac(a)}route: a 4-bit build (llama.cpp Q4_K_M GGUF"
            f"{_mlx(a)}) — a small quality loss against 16-bit, test it on your own prompts.")


def _machines_en(a: Mapping[str, Any]) -> str:
    if not a.get("machines"):
        return ""
    return (f" Each of your {a['machines']:,} machines holds a whole copy: run them as {a['machines']:,} independent "
            "replicas (users split between them), not one model split across the machines' network link.")


def _four_bit_zh(a: Mapping[str, Any]) -> str:
    if not a.get("four_bit_from"):
        return ""
    if a.get("four_bit_why") == "speed":
        return (f"用 {str(a['four_bit_from']).upper()} 放得下（约 {a['asked_need']:,.1f} GB），但每人只有约 "
                f"{a['asked_tps']:,.0f} tokens/s，低于{_floor_zh(a)}的 {a['floor']:,.0f}，"
                f"所以按{_mac_zh(a)}常规做法用 4-bit（llama.cpp 的 "
                f"Q4_K_M GGUF{_mlx_zh(a)}），每个 token 读的字节少得多——比 16-bit 质量略降，请用自己的提示实测。")
    return (f"用 {str(a['four_bit_from']).upper()} 需约 {a['asked_need']:,.1f} GB，超过{_box_zh(a)}给 GPU 的内存，"
            f"所以按{_mac_zh(a)}常规做法用 4-bit（llama.cpp 的 Q4_K_M GGUF{_mlx_zh(a)}）"
            "——比 16-bit 质量略降，请用自己的提示实测。")


def _machines_zh(a: Mapping[str, Any]) -> str:
    if not a.get("machines"):
        return ""
    return (f"你的 {a['machines']:,} 台机器每台都能放下一整份：作为 {a['machines']:,} 个独立副本运行（用户分到各台），"
            "不要把一个模型拆到多台机器的网络链路上。")


def _runtime_en(a: Mapping[str, Any]) -> str:
    if a.get("cuda"):
        return "vLLM or llama.cpp"
    return "llama.cpp (Metal) or MLX" if _apple(a) else "llama.cpp (Vulkan or ROCm), LM Studio or Ollama"


def _runtime_zh(a: Mapping[str, Any]) -> str:
    if a.get("cuda"):
        return "vLLM 或 llama.cpp"
    return "llama.cpp（Metal）或 MLX" if _apple(a) else "llama.cpp（Vulkan 或 ROCm）、LM Studio 或 Ollama"


def _engine_en(a: Mapping[str, Any]) -> str:
    if a.get("cuda"):  # a DGX Spark: NVIDIA's CUDA stack on an Arm host
        return "It runs CUDA (Arm host, aarch64 builds): vLLM, SGLang or llama.cpp; "
    if not _apple(a):  # an AMD Ryzen AI Max: its integrated Radeon GPU through llama.cpp's Vulkan or ROCm backend
        return "Run it with llama.cpp (Vulkan or ROCm), LM Studio or Ollama — no CUDA; "
    return "Run it with llama.cpp (Metal) or MLX — no CUDA, so not vLLM; "


def _engine_zh(a: Mapping[str, Any]) -> str:
    if a.get("cuda"):
        return "它跑 CUDA（Arm 主机，用 aarch64 版本）：vLLM、SGLang 或 llama.cpp；"
    if not _apple(a):
        return "用 llama.cpp（Vulkan 或 ROCm）、LM Studio 或 Ollama 跑——没有 CUDA；"
    return "用 llama.cpp（Metal）或 MLX 跑——没有 CUDA，不能用 vLLM；"


def _full_en(a: Mapping[str, Any]) -> str:
    if not a.get("ttft_full"):
        return ""
    return (f"; a full {a['ctx']:,}-token prompt (nothing cached) takes ≈ {a['ttft_full']:,.0f} s before its first token"
            + (a.get("queued") or ""))


def _full_zh(a: Mapping[str, Any]) -> str:
    if not a.get("ttft_full"):
        return ""
    return (f"；一个完整的 {a['ctx']:,} token 提示（没有缓存）首字前要约 {a['ttft_full']:,.0f} 秒"
            + (a.get("queued") or ""))


def _prefill_en(a: Mapping[str, Any]) -> str:
    if a.get("ttft") is None:
        return ("the weak spot is the first token on long prompts (prefill is compute-bound and no FLOPS figure is "
                "published for this machine, so it is not sized here: time a long prompt)")
    wait = str(a["ttft_long"]) if a.get("ttft_long") else f"{a['ttft']:,.1f} s"
    return (f"the first token of a {a['prompt']:,}-token prompt takes ≈ {wait} (prefill at ≈ "
            f"{a['tflops']:,.1f} TFLOPS achieved, from {a['prefill_source']})" + _full_en(a))


def _prefill_zh(a: Mapping[str, Any]) -> str:
    if a.get("ttft") is None:
        return "弱点是长提示的首字（预填充看算力，这台机器没有公布的 FLOPS 数据，这里不估算：请实测一次长提示）"
    wait = str(a["ttft_long"]) if a.get("ttft_long") else f"{a['ttft']:,.1f} 秒"
    return (f"{a['prompt']:,} token 的提示首字约需 {wait}（预填充按实测约 {a['tflops']:,.1f} TFLOPS，"
            f"来源：{a['prefill_source']}）" + _full_zh(a))




def _pool_en(a: Mapping[str, Any]) -> str:
    """The GPU's pool: the default share, or the raised wired limit the answer sizes on (tools.owned_device)."""
    if a.get("raise_mb"):
        return (f"≈ {a['usable']:,.0f} GB its GPU may use once macOS's default {a['share']:.0%} is raised (`sudo sysctl "
                f"iogpu.wired_limit_mb={a['raise_mb']}`, leaving {a['reserve']} GB of the {a['memory']:,.0f} GB to "
                "macOS; reset at reboot)")
    return f"≈ {a['usable']:,.0f} GB its GPU may use, {a['share']:.0%} of {a['memory']:,.0f} GB"


def _pool_zh(a: Mapping[str, Any]) -> str:
    if a.get("raise_mb"):
        return (f"调高 GPU 份额后可用约 {a['usable']:,.0f} GB（默认只有 {a['share']:.0%}；`sudo sysctl "
                f"iogpu.wired_limit_mb={a['raise_mb']}`，给 macOS 留 {a['reserve']} GB，重启后要重设）")
    return f"GPU 默认可用约 {a['usable']:,.0f} GB，即 {a['memory']:,.0f} GB 的 {a['share']:.0%}"


def _slow_en(a: Mapping[str, Any], p: str) -> str:
    return ((f"It holds it and serves all {a['users']:,} at once, slower than our default: " if a.get("readable")
             else f"It holds it, but not for {a['users']:,} users at once: ") + f"your own {a['gpu']} fits {a['model']} in {p} "
            f"with {a['users']:,} users × {a['ctx']:,} tokens (≈ {a['need']:,.1f} GB of the {_pool_en(a)}), "
            f"yet with all {a['users']:,} busy each gets "
            f"≈ {a['tps']:,.0f} tokens/s (≈ {a['alone']:,.0f} alone; decode from its {a['bw']:,.0f} GB/s memory "
            f"bandwidth) and " + _prefill_en(a) + f" — against {_floor_en(a)} {a['floor']:,.0f} tokens/s per user "
            f"and a first token within {a['ttft_limit']:,.0f} s. "
            + (f"Enough for {a['up_to']:,} at once with {_runtime_en(a)}" if a.get("up_to")
               else "Under that even for one user")
            + (f"; for {a['users']:,} at once, a second machine (your data stays on your premises, so no rental)."
               if a.get("on_prem") else
               f". With all {a['users']:,} generating at once each still gets ≈ {a['tps']:,.0f} tokens/s, above the "
               f"readable minimum of {a['min_tps']:,.0f} (≈ twice reading speed): the box serves all {a['users']:,}, "
               f"slower; only for {a['floor']:,.0f} tokens/s each at once rent the smallest plan that holds it "
               "(below)." if a.get("readable") else f"; for {a['users']:,} at once, rent (below).")
            + _four_bit_en(a) + _machines_en(a))


def _slow_zh(a: Mapping[str, Any], p: str) -> str:
    return ((f"放得下，{a['users']:,} 人同时用也能用，只是偏慢：" if a.get("readable")
             else f"放得下，但不够 {a['users']:,} 人同时用：")
            + f"你自己的 {a['gpu']} 能装下 {a['model']}（{p}，{a['users']:,} 人 × "
            f"{a['ctx']:,} token，需约 {a['need']:,.1f} GB，{_pool_zh(a)}），"
            f"但 {a['users']:,} 人同时在用时每人约 {a['tps']:,.0f} tokens/s（单人约 "
            f"{a['alone']:,.0f}；按 {a['bw']:,.0f} GB/s 内存带宽估算解码），" + _prefill_zh(a)
            + f"——{_floor_zh(a)}每人 {a['floor']:,.0f} tokens/s、首字 {a['ttft_limit']:,.0f} 秒内。"
            + (f"用 {_runtime_zh(a)} 够 {a['up_to']:,} 人同时用" if a.get("up_to") else "连一个人都达不到")
            + (f"；{a['users']:,} 人同时用需再添一台机器（数据不出你的地方，不列租用）。" if a.get("on_prem")
               else f"。{a['users']:,} 人同时生成时每人仍约 {a['tps']:,.0f} tokens/s，高于可读下限 {a['min_tps']:,.0f}"
               f"（约阅读速度的两倍）：这台机器够 {a['users']:,} 人用，只是慢一些；要每人同时都到 {a['floor']:,.0f} "
               "tokens/s，才需租能装下它的最小方案（见下）。" if a.get("readable")
               else f"；{a['users']:,} 人同时用请租（见下）。") + _four_bit_zh(a) + _machines_zh(a))


def _en(a: Mapping[str, Any]) -> str:
    p = _name(str(a["precision"]), a)
    if not a["fits"]:
        return (f"No: {a['model']} in {p} with {a['users']:,} users × {a['ctx']:,} tokens needs ≈ {a['need']:,.1f} GB, "
                f"more than the ≈ {a['usable']:,.0f} GB your {a['gpu']}'s GPU may use of its {a['memory']:,.0f} GB "
                f"unified memory ({a['share']:.0%})"
                + (f", and ≈ {a['four_bit_need']:,.1f} GB even in {_name('q4_k_m', a)}"
                   if a.get("four_bit_need") else "")
                + ("" if not _apple(a) else "; macOS's default GPU share can be raised (sysctl iogpu.wired_limit_mb) at "
                   "the cost of memory for everything else")
                + ("; your data stays on your premises, so no rental is offered" if a.get("on_prem")
                   else "; a rental that holds it is below"))
    if a.get("slow"):
        return _slow_en(a, p)
    return (f"Yes, your own {a['gpu']} runs it, no rental needed: {a['model']} in {p} with {a['users']:,} users × "
            f"{a['ctx']:,} tokens needs ≈ {a['need']:,.1f} GB of the {_pool_en(a)}; ≈ {a['tps']:,.0f} tokens/s per "
            f"user with all {a['users']:,} busy, ≈ {a['alone']:,.0f} alone (decode from its {a['bw']:,.0f} GB/s "
            "memory bandwidth). " + _engine_en(a) + _prefill_en(a)
            + "." + _four_bit_en(a) + _machines_en(a) + ("" if a.get("on_prem") else " Renting is the alternative below"))


def _zh(a: Mapping[str, Any]) -> str:
    p = _name(str(a["precision"]), a)
    if not a["fits"]:
        return (f"不够：{a['model']}（{p}，{a['users']:,} 人 × {a['ctx']:,} token）需约 {a['need']:,.1f} GB，超过你的 "
                f"{a['gpu']} 的 GPU 可用的约 {a['usable']:,.0f} GB（统一内存共 {a['memory']:,.0f} GB 的 "
                f"{a['share']:.0%}）"
                + (f"，即使 4-bit（Q4_K_M GGUF{' / MLX 4-bit' if _apple(a) else ''}）也需约 {a['four_bit_need']:,.1f} GB"
                   if a.get("four_bit_need") else "")
                + ("；" if not _apple(a) else "；macOS 给 GPU 的默认份额可以调高（sysctl iogpu.wired_limit_mb），"
                   "代价是系统其他部分可用的内存变少；")
                + ("数据不出你的地方，不列租用方案" if a.get("on_prem") else "下面是能放下的租用方案"))
    if a.get("slow"):
        return _slow_zh(a, p)
    return (f"够：用你自己的 {a['gpu']} 就能跑，不用租：{a['model']}（{p}，{a['users']:,} 人 × {a['ctx']:,} token）"
            f"需约 {a['need']:,.1f} GB，{_pool_zh(a)}；{a['users']:,} 人同时在用时每人约 {a['tps']:,.0f} tokens/s，单人约 "
            f"{a['alone']:,.0f} tokens/s（按 {a['bw']:,.0f} GB/s 内存带宽估算解码）。" + _engine_zh(a) + _prefill_zh(a)
            + "。" + _four_bit_zh(a) + _machines_zh(a) + ("" if a.get("on_prem") else "租 GPU 是下面的备选"))


def _cards(a: Mapping[str, Any]) -> str:
    return f"{a['cards']} × {a['gpu']}" if a.get("cards", 1) > 1 else str(a["gpu"])


def _fmt(a: Mapping[str, Any]) -> str:
    p = str(a["precision"])
    return {"q4_k_m": "Q4_K_M GGUF", "mxfp4": "MXFP4"}.get(p, p.upper())


def _moe_en(a: Mapping[str, Any]) -> str:
    dense = (f" (against ≈ {a['dense_tps']:,.0f} for {a['asked']})" if a.get("dense_tps") is not None
             else f" (where {a['asked']} does not fit)")
    return (f"A faster model on the same {a['gpu']}: {a['model']} in {_fmt(a)}, a mixture of experts that reads only "
            f"≈ {a['active_b']:,.1f} B active parameters a token, holds all {a['users']:,} users × {a['ctx']:,} tokens "
            f"(≈ {a['gb']:,.1f} GB) and decodes ≈ {a['tps']:,.0f} tokens/s per user with all busy, ≈ {a['alone']:,.0f} "
            f"alone{dense}, from the same {a['bw']:,.0f} GB/s; another model: test its quality on your own documents")


def _moe_zh(a: Mapping[str, Any]) -> str:
    dense = (f"（{a['asked']} 约 {a['dense_tps']:,.0f}）" if a.get("dense_tps") is not None
             else f"（{a['asked']} 放不下）")
    return (f"同一台 {a['gpu']} 上更快的模型：{a['model']}（{_fmt(a)}），混合专家模型，每个 token 只读约 "
            f"{a['active_b']:,.1f} B 激活参数；{a['users']:,} 人 × {a['ctx']:,} token 需约 {a['gb']:,.1f} GB，"
            f"全部在用时每人约 {a['tps']:,.0f} tokens/s，单人约 {a['alone']:,.0f}{dense}，同样按 {a['bw']:,.0f} GB/s "
            "估算；这是另一个模型，先用你自己的文件测质量")


def _unstated_en(a: Mapping[str, Any]) -> str:
    """No memory said for a chip sold in several builds (tools.owned_device.unstated_build): the build judged, said."""
    u = a.get("unstated")
    if not u:
        return ""
    return (f" (Memory not said: judged on the {u['largest']:,.0f} GB build, the largest sold; the smallest, "
            f"{u['smallest']:,.0f} GB, lets its GPU use ≈ {u['smallest_usable']:,.1f} GB, which "
            + ("also holds it" if u["smallest_holds"] else "does not hold it") + " — say your Mac's memory.)")


def _unstated_zh(a: Mapping[str, Any]) -> str:
    u = a.get("unstated")
    if not u:
        return ""
    return (f"（没说内存：按最大的 {u['largest']:,.0f} GB 配置判断；最小的 {u['smallest']:,.0f} GB 配置 GPU 约可用 "
            f"{u['smallest_usable']:,.1f} GB，" + ("也放得下" if u["smallest_holds"] else "放不下")
            + "——请说你的 Mac 的内存。）")


ENTRIES: dict[str, E] = {
    "owned_device.moe_on_box": E(_moe_en, _moe_zh),
    "owned_device.serving": E(lambda a: _en(a) + _unstated_en(a), lambda a: _zh(a) + _unstated_zh(a)),
    "owned_device.old_card": E(_old_en, _old_zh),
    "owned_device.held": E("your own machine holds it (see above); no rental needed",
                           "你自己的机器放得下（见上文），不用租"),
    "owned_device.held_slow": E("your own machine holds it, but is too slow for everyone at once (see above)",
                                "你自己的机器放得下，但不够所有人同时用（见上文）"),
    "owned_device.memory_checked": E(
        "memory is checked on your own machine above: its unified memory the GPU may use, not a vLLM pool",
        "显存已按你自己的机器核对（见上文）：GPU 可用的统一内存，不是 vLLM 的显存池"),
    "owned_device.not_held": E("your own machine does not hold it (see above)", "你自己的机器放不下（见上文）"),
    "expert_offload.route": E(
        lambda a: (f"On your own {_cards(a)} with the experts in system RAM ({_fmt(a)}; llama.cpp: `-ot exps=CPU`, or "
                   "`--n-cpu-moe N` to keep some layers' experts on the card): of ≈ "
                   f"{a['experts']:,.1f} GB of routed experts, ≈ {a['in_ram']:,.1f} GB go to your {a['said']:g} GB RAM "
                   f"({a['said']:g} GiB ≈ {a['ram']:,.1f} GB) "
                   + (f"— ≈ {a['left']:,.1f} GB left for the system and everything else" if a["fits"]
                      else "— more than it has, so not on this machine")
                   + f"; attention, embeddings and the KV cache (≈ {a['on_card']:,.1f} GB) and the other experts stay "
                   f"on the card (≈ {a['usable']:,.1f} GB usable). Speed is bound by RAM, not the card: each token "
                   f"reads ≈ {a['per_token']:,.1f} GB of experts from RAM, so at most ≈ {a['ddr5']:,.0f} tokens/s on "
                   f"dual-channel DDR5-5600 (89.6 GB/s) or ≈ {a['ddr4']:,.0f} on DDR4-3200 (51.2 GB/s) — an "
                   "upper-bound estimate, expect less; measure it"),
        lambda a: (f"在你自己的 {_cards(a)} 上把专家放到系统内存（{_fmt(a)}；llama.cpp：`-ot exps=CPU`，"
                   f"或 `--n-cpu-moe N` 让部分层的专家留在卡上）：路由专家约 {a['experts']:,.1f} GB，其中约 "
                   f"{a['in_ram']:,.1f} GB 放进你的 {a['said']:g} GB 内存（{a['said']:g} GiB ≈ {a['ram']:,.1f} GB）"
                   + (f"，剩约 {a['left']:,.1f} GB 给系统和其他程序" if a["fits"] else "——超过内存，这台机器不行")
                   + f"；注意力、词嵌入和 KV cache（约 {a['on_card']:,.1f} GB）及其余专家留在卡上（可用约 "
                   f"{a['usable']:,.1f} GB）。速度受内存而不是显卡限制：每个 token 要从内存读约 "
                   f"{a['per_token']:,.1f} GB 专家权重，双通道 DDR5-5600（89.6 GB/s）最多约 {a['ddr5']:,.0f} tokens/s，"
                   f"DDR4-3200（51.2 GB/s）约 {a['ddr4']:,.0f}——这是上限估算，实际会更低，请实测")),
    "expert_offload.hybrid": E(
        lambda a: (f"For one user, the CPU/GPU hybrid route: {a['model']} in {_fmt(a)} with its routed experts in host "
                   f"RAM (KTransformers, or llama.cpp `-ot exps=CPU` / `--n-cpu-moe N`) — ≈ {a['in_ram']:,.0f} GB of "
                   f"experts need at least that much host RAM plus the system's own; attention, the rest of the "
                   f"weights and the KV cache (≈ {a['on_card']:,.1f} GB) stay on the {_cards(a)} (≈ {a['usable']:,.1f} "
                   f"GB usable). Each token reads ≈ {a['per_token']:,.1f} GB of experts from RAM, so at most "
                   f"≈ {a['ddr5']:,.0f} tokens/s on dual-channel DDR5-5600 (89.6 GB/s), ≈ {a['ddr4']:,.0f} on DDR4-3200 — "
                   "an upper-bound estimate for a workstation or server you own, not a rented GPU plan; measure it"),
        lambda a: (f"一个人用的话，可走 CPU/GPU 混合推理：{a['model']} 用 {_fmt(a)}，路由专家放在主机内存（KTransformers，"
                   f"或 llama.cpp `-ot exps=CPU` / `--n-cpu-moe N`）——专家约 {a['in_ram']:,.0f} GB，主机内存至少要这么多，"
                   f"再加系统自己用的；注意力、其余权重和 KV cache（约 {a['on_card']:,.1f} GB）留在 {_cards(a)} 上"
                   f"（可用约 {a['usable']:,.1f} GB）。每个 token 要从内存读约 {a['per_token']:,.1f} GB 专家权重，"
                   f"双通道 DDR5-5600（89.6 GB/s）最多约 {a['ddr5']:,.0f} tokens/s，DDR4-3200 约 {a['ddr4']:,.0f}"
                   "——这是上限估算，适合自己的工作站或服务器，不是租 GPU 的方案；请实测")),
}
