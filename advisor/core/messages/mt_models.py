"""The words of a named MT model's sizing (advisor.core.mt_read over tools.mt_models) and of a translation's output in
low-resource target languages (tools.target_tokens)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_LANG_ZH = {"swahili": "斯瓦希里语", "hausa": "豪萨语", "amharic": "阿姆哈拉语", "yoruba": "约鲁巴语", "igbo": "伊博语",
            "zulu": "祖鲁语", "xhosa": "科萨语", "somali": "索马里语", "tigrinya": "提格利尼亚语", "oromo": "奥罗莫语",
            "shona": "绍纳语"}


def _sized_en(a: Mapping[str, Any]) -> str:
    said = (f"{a['model']} ({a['licence']}, {a['source']}) is the model sized")
    if a["swapped"]:
        said += f", in place of {' and '.join(a['aside'])} (its licence allows no business use: see the licence line)"
    elif a["aside"]:
        said += f"; not {' and '.join(a['aside'])} (its licence does not allow this use: see the licence line)"
    said += (f". It is an encoder-decoder, which this engine sizes as a {a['b']:g} B decoder of the same parameters: "
             "the weights' memory holds, the time and KV cache are upper bounds (each token passes only the encoder or "
             "the decoder); run it on CTranslate2 or Hugging Face transformers and time a pilot shard")
    if a["larger"]:
        said += f"; larger checkpoints ({', '.join(a['larger'])}) after a quality check on a sample"
    return said + ("; quality varies by language: have native speakers spot-check a sample in each; translate each "
                   "distinct snippet once (repeats cost a full request each)")


def _sized_zh(a: Mapping[str, Any]) -> str:
    said = f"按 {a['model']}（{a['licence']}，{a['source']}）估算"
    if a["swapped"]:
        said += f"，代替 {'、'.join(a['aside'])}（其许可不允许商用，见许可说明）"
    elif a["aside"]:
        said += f"；不按 {'、'.join(a['aside'])} 估算（其许可不允许这种用途，见许可说明）"
    said += (f"。它是编码器-解码器模型，本工具按同样参数量的 {a['b']:g}B 解码器估算：权重显存准确，时间和 KV 缓存是上限"
             "（每个 token 只经过编码器或解码器之一）；用 CTranslate2 或 Hugging Face transformers 运行，先拿一小批实测")
    if a["larger"]:
        said += f"；更大的版本（{'、'.join(a['larger'])}）先抽样检查质量再用"
    return said + "；各语言的翻译质量差别大：每种语言请母语者抽查一批；重复的片段先去重，只翻译一次（每个重复都是一次完整请求）"


ENTRIES: dict[str, E] = {
    "reader.mt_sized": E(_sized_en, _sized_zh),
    "reader.translate_zh": E(
        lambda a: (f"translation into {'Traditional' if a['traditional'] else 'Simplified'} Chinese: ≈ {a['chars']:g} "
                   f"characters an English word (assumed, 1.5–2.0 in practice) × {a['per_char']:g} tokens a character "
                   f"({a['family']} tokenizer) ÷ {a['per_word']:.2f} tokens a word: {a['inp']:,} tokens in → {a['n']:,} out per "
                   "request"),
        lambda a: (f"翻译成{'繁体' if a['traditional'] else '简体'}中文：每个英文词约 {a['chars']:g} 个汉字"
                   f"（假设，实际约 1.5–2.0） × 每字 {a['per_char']:g} token（{a['family']} 分词器）÷ 每词 "
                   f"{a['per_word']:.2f} token：每条输入 {a['inp']:,} token → 输出 {a['n']:,} token")),
    "reader.translate_en": E(
        lambda a: (f"translation from {'Traditional' if a['traditional'] else 'Simplified'} Chinese into English: "
                   f"{a['per_char']:g} tokens a character ({a['family']} tokenizer), ≈ 1 English word per {a['chars']:g} "
                   f"characters (assumed, 1.5–2.0 in practice) × {a['per_word']:.2f} tokens a word: {a['inp']:,} tokens in "
                   f"→ {a['n']:,} out per request"),
        lambda a: (f"{'繁体' if a['traditional'] else '简体'}中文翻译成英文：每字 {a['per_char']:g} token"
                   f"（{a['family']} 分词器），"
                   f"每 {a['chars']:g} 个汉字约译成 1 个英文词（假设，实际约 1.5–2.0） × 每词 {a['per_word']:.2f} token："
                   f"每条输入 {a['inp']:,} token → 输出 {a['n']:,} token")),
    "reader.translate_premium": E(
        lambda a: (f"translation: English items into {', '.join(x.capitalize() for x in a['langs'])} take more tokens "
                   f"than their English ({a['source']}, FLORES-200, Gemma 4's tokenizer, the lowest of 11 measured: "
                   f"× {a['premium']:g} on average over the target languages; "
                   f"MADLAD-400's and NLLB-200's own tokenizers not measured, an assumption): {a['inp']:,} tokens in, "
                   f"{a['n']:,} out per request — time a pilot shard"),
        lambda a: (f"翻译：英文译成{'、'.join(_LANG_ZH.get(x, x) for x in a['langs'])}比英文原文多用 token"
                   f"（{a['source']}，FLORES-200，所测 11 种分词器中最低的 Gemma 4：各目标语言平均 × {a['premium']:g}；"
                   "MADLAD-400、NLLB-200 自己的分词器未测，属假设）："
                   f"每条输入 {a['inp']:,} token、输出 {a['n']:,} token——先拿一小批实测")),
}
