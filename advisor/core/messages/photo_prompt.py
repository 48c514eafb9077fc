"""Words for photos in a served VLM request read as image tokens (advisor.core.photo_prompt)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reader.photo_prompt": E(
        lambda a: (f"each request carries {a['n']} photo{'' if a['n'] == 1 else 's'} of {a['w']}×{a['h']}"
                   + (" (size not stated: a 12 MP phone photo assumed; say yours)" if a["assumed"] else "")
                   + f": {a['vis']:,} visual tokens each on {a['model']} ({a['source']}"
                   + (f"; resized to at most 1280×1280 px before the model, {a['default']:,} at the processor's default"
                      if a["capped"] else "")
                   + f") + {a['text']} tokens of instruction = {a['prompt']:,}-token prompts: prefill, first token and "
                   "KV cache include the photos"
                   + (f"; the processor's default reads it at up to its max_pixels, not resized — the lever: cap it "
                      f"({a['cap']}, or resize on the phone) to ≈ {a['lever']:,} visual tokens, ≈ {a['ratio']:.1f}× "
                      "less prefill and KV a request" if a.get("lever") else "")),
        lambda a: (f"每个请求带 {a['n']} 张 {a['w']}×{a['h']} 的照片"
                   + ("（未说明尺寸：按 1200 万像素的手机照片估算；请告知实际尺寸）" if a["assumed"] else "")
                   + f"：在 {a['model']} 上每张按 {a['vis']:,} 个视觉 token 计（{a['source']}"
                   + (f"；送入模型前缩放到不超过 1280×1280 像素，处理器默认设置下为 {a['default']:,}" if a["capped"] else "")
                   + f"），加 {a['text']} token 指令，共 {a['prompt']:,} token：预填充、首 token 时间和 KV 缓存都包含照片"
                   + (f"；处理器默认设置按原图读（最多到它的 max_pixels）——办法：限制分辨率（{a['cap']}，"
                      f"或在手机端先缩放）到约 {a['lever']:,} 个视觉 token，每个请求的预填充和 KV 约少 {a['ratio']:.1f} 倍"
                      if a.get("lever") else ""))),
    "reader.photo_unsized": E(
        lambda a: (f"the photos each request carries are not in these figures: no image-processor rule for {a['model']} "
                   "here, so its visual tokens (or cross-attention image states) are not counted — time a request with "
                   "a real photo on a pilot"),
        lambda a: (f"这些数字未计入每个请求所带照片：这里没有 {a['model']} 的图像处理规则，其视觉 token（或交叉注意力的图像状态）"
                   "未计入——请用真实照片在试点上实测一次请求")),
}
