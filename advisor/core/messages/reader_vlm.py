"""The reader's notes on pictures a vision-language model reads (advisor/core/extract_rules.py: _vlm_pages,
_vlm_image_prompt, _vlm_plan_words): each page or image as its visual tokens, the size assumed when none is said, the
resolution cap applied or offered, and the vision encoder's work. Moved from the reader's `VLM_*_NOTE` /
`VLM_*_NOTE_ZH` pairs; handed over as `Extraction.said(Msg(code="reader.vlm_…"))` with the parts below nested."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # pages a VLM reads as pictures: the processor's default tokens, the cap and the encoder nested ({assumed} is
    # reader.vlm_size_a4_page when no size or dpi was said)
    "reader.vlm_pages": E(
        "each page is a {w}×{h} image{assumed} read by {model} as {default:,} visual tokens at its processor's "
        "default ({src}){plan}; {pages:plural:page} + {text} tokens of instruction = {prompt:,}-token prompts{enc}",
        "每页是一张 {w}×{h} 的图{assumed}，{model} 在处理器默认设置下按 {default:,} 个视觉 token 计（{src}）"
        "{plan}；{pages:g} 页加 {text} token 指令，共 {prompt:,} token{enc}"),
    "reader.vlm_size_a4_page": E(
        " (size not stated: an A4 scan at 200 dpi assumed; say yours)",
        "（未说明尺寸：按 A4 以 200 dpi 扫描估算；请告知实际尺寸）"),
    # pictures on Qwen's 28- or 32-px grid (tools.dataset.vlm_image_tokens), or a processor of the model's own
    # (tools.vlm_image: InternVL's tiles, GLM-4V's pixel bounds); several a request, the size assumed and the cap nested
    "reader.vlm_image": E(
        "each {w}×{h} image read as {vis:,} visual tokens (one token per {side}×{side} pixels after the 2×2 patch "
        "merge, {src}) + {text} tokens of instruction (ShareGPT's mean prompt) = {prompt:,}-token prompts; say the "
        "real instruction length if it differs{many}{size}{plan}",
        "每张 {w}×{h} 的图按 {vis:,} 个视觉 token 计（2×2 合并后每 {side}×{side} 像素一个 token，{src}），加 {text} token "
        "指令（ShareGPT 平均提示长度），共 {prompt:,} token；指令长度不同请说明{many}{size}{plan}"),
    "reader.vlm_image_own": E(
        "each {w}×{h} image read as {vis:,} visual tokens ({source}) + {text} tokens of instruction (ShareGPT's mean "
        "prompt) = {prompt:,}-token prompts; say the real instruction length if it differs{many}{size}{plan}",
        "每张 {w}×{h} 的图按 {vis:,} 个视觉 token 计（{source}），加 {text} token 指令（ShareGPT 平均提示长度），"
        "共 {prompt:,} token；指令长度不同请说明{many}{size}{plan}"),
    # several pictures in each request ("the 6 photos sellers upload"): the prompt above holds them all
    "reader.vlm_images_each": E(
        " — {n} images in each request, {total:,} visual tokens in all (in the prompt above)",
        "——每个请求 {n} 张图，共 {total:,} 个视觉 token（已计入上面的提示长度）"),
    # no image size said: a downscaled upload (tools.dataset.VLM_ASSUMED_IMAGE_SIDE), or a document page scanned at
    # 200 dpi (tools.vlm_image.A4_200DPI)
    "reader.vlm_size_assumed": E(
        " — image size not stated: 768×768 assumed (uploads downscaled first); say yours",
        "——未说明图片尺寸：假设先缩到 768×768；请告知实际尺寸"),
    "reader.vlm_size_a4": E(
        " — image size not stated: a document page scanned at 200 dpi (A4, 1654×2339) assumed; say yours",
        "——未说明图片尺寸：按 A4 单据以 200 dpi 扫描（1654×2339）估算；请告知实际尺寸"),
    # the resolution cap (tools.vlm_image.VlmImage.cap): applied (Qwen-VL) or a lever; `ratio` is tools.vlm_image.
    # prompt_ratio, the prefill and encoder work the cap saves
    "reader.vlm_cap_applied": E(
        " — sized with {cap} set in the processor: {per_image:,} tokens an image instead of the default's "
        "{default:,}, {ratio:.1f}× less prefill and encoder work (text stays legible at that size: check on a pilot)",
        "——按在处理器里设 {cap} 估算：每张 {per_image:,} token（默认 {default:,}），预填充和视觉编码器的计算量是默认的 "
        "1/{ratio:.1f}（这个尺寸下字迹仍可辨认，先小批量验证）"),
    "reader.vlm_cap_lever": E(
        "; setting {cap} would cut it to {capped:,} tokens an image ({ratio:.1f}× less prefill and encoder work; check "
        "legibility on a pilot)",
        "；设 {cap} 可降到每张 {capped:,} token（预填充和编码器计算量约 1/{ratio:.1f}；先验证清晰度）"),
    # the vision encoder's forward a request (tools.vlm_image.VlmPrompt.encoder_flops, in TFLOP)
    "reader.vlm_encoder": E(
        " (the vision encoder adds ≈ {tflop:,.0f} TFLOP a request)",
        "（视觉编码器每个请求另需约 {tflop:,.0f} TFLOP）"),
}
