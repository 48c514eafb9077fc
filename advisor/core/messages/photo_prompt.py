"""Words for photos in a served VLM request read as image tokens (advisor.core.photo_prompt)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reader.photo_prompt": E(
        lambda a: (f"each request carries {a['n']} {'scan' if a.get('scan') else 'photo'}{'' if a['n'] == 1 else 's'}"
                   f" of {a['w']}×{a['h']}"
                   + ((" (size not stated: an A4 page scanned at 200 dpi assumed; say yours)" if a.get("scan") else
                       " (size not stated: a 12 MP phone photo assumed; say yours)") if a["assumed"] else "")
                   + f": {a['vis']:,} visual tokens each on {a['model']} ({a['source']}"
                   + (f"; resized to at most 1280×1280 px before the model, {a['default']:,} at the processor's default"
                      if a["capped"] else "")
                   + f") + {a['text']} tokens of instruction = {a['prompt']:,}-token prompts: prefill, first token and "
                   "KV cache include the images"
                   + (f"; the processor's default reads it at up to its max_pixels, not resized — the lever: cap it "
                      f"({a['cap']}{'' if a.get('scan') else ', or resize on the phone'}) to ≈ {a['lever']:,} visual "
                      f"tokens, ≈ {a['ratio']:.1f}× less prefill and KV a request"
                      + ("; check on a few pages that small print and fine lines stay legible" if a.get("scan") else "")
                      if a.get("lever") else "")),
        lambda a: (f"每个请求带 {a['n']} 张 {a['w']}×{a['h']} 的{'扫描图' if a.get('scan') else '照片'}"
                   + (("（未说明尺寸：按 A4 纸 200 dpi 扫描估算；请告知实际尺寸）" if a.get("scan") else
                       "（未说明尺寸：按 1200 万像素的手机照片估算；请告知实际尺寸）") if a["assumed"] else "")
                   + f"：在 {a['model']} 上每张按 {a['vis']:,} 个视觉 token 计（{a['source']}"
                   + (f"；送入模型前缩放到不超过 1280×1280 像素，处理器默认设置下为 {a['default']:,}" if a["capped"] else "")
                   + f"），加 {a['text']} token 指令，共 {a['prompt']:,} token：预填充、首 token 时间和 KV 缓存都包含图像"
                   + (f"；处理器默认设置按原图读（最多到它的 max_pixels）——办法：限制分辨率（{a['cap']}"
                      f"{'' if a.get('scan') else '，或在手机端先缩放'}）到约 {a['lever']:,} 个视觉 token，"
                      f"每个请求的预填充和 KV 约少 {a['ratio']:.1f} 倍"
                      + ("；先用几页确认小字和细线仍然清晰" if a.get("scan") else "")
                      if a.get("lever") else ""))),
    "reader.images_past_native": E(
        lambda a: (f"{a['n']} images at the processor's default make {a['needed']:,} tokens with the answer, past "
                   f"{a['model']}'s native {a['native']:,}: either cap each image at ≈ {a['per_image']:,} visual tokens "
                   f"(max_pixels ≈ {a['max_pixels']:,}) or switch on YaRN rope scaling (the model card's way past "
                   f"{a['native']:,}; it can slightly lower quality on short prompts)"),
        lambda a: (f"{a['n']} 张图按处理器默认设置读，加上回答共 {a['needed']:,} token，超过 {a['model']} 的原生 "
                   f"{a['native']:,}：要么把每张图限制在约 {a['per_image']:,} 个视觉 token（max_pixels ≈ "
                   f"{a['max_pixels']:,}），要么打开 YaRN 位置缩放（模型卡给出的超过 {a['native']:,} 的办法；"
                   "短提示的质量可能略降）")),
    "reader.images_near_native": E(
        lambda a: (f"{a['n']} image{'' if a['n'] == 1 else 's'} at the processor's default make {a['needed']:,} tokens "
                   f"with the answer, near {a['model']}'s native {a['native']:,}: one more image or a longer answer "
                   f"passes it — {a['more']} images fit with each capped at ≈ {a['per_image']:,} visual tokens "
                   f"(max_pixels ≈ {a['max_pixels']:,}), or switch on YaRN rope scaling"),
        lambda a: (f"{a['n']} 张图按处理器默认设置读，加上回答共 {a['needed']:,} token，接近 {a['model']} 的原生 "
                   f"{a['native']:,}：再多一张图或回答更长就会超过——{a['more']} 张图要每张限制在约 "
                   f"{a['per_image']:,} 个视觉 token（max_pixels ≈ {a['max_pixels']:,}），或打开 YaRN 位置缩放")),
    "reader.photo_unsized": E(
        lambda a: (f"the photos each request carries are not in these figures: no image-processor rule for {a['model']} "
                   "here, so its visual tokens (or cross-attention image states) are not counted — time a request with "
                   "a real photo on a pilot"),
        lambda a: (f"这些数字未计入每个请求所带照片：这里没有 {a['model']} 的图像处理规则，其视觉 token（或交叉注意力的图像状态）"
                   "未计入——请用真实照片在试点上实测一次请求")),
}
