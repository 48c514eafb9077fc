"""Words for a model the registry lacks sized on the held model it is built on (advisor.core.base_shape)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # the text states the base ("Qwen2-VL-based", "fine-tuned from Llama-3.1-70B", "基于 …")
    "reading.sized_on_base": E(
        "'{said}' is not in my model catalog: sized on {model}'s architecture, its base as you state it (its layers, "
        "KV heads, context limit and, for a vision model, image tokens; a fine-tune keeps them); give its config if it "
        "changed any of them",
        "“{said}”不在我的模型库里：按它的底座 {model} 的架构估算（按你所说的底座：层数、KV 头、上下文上限，视觉模型还有"
        "每张图的 token 数；微调不改变这些）；如果它改了其中任何一项，请给出它的配置"),
    # the name holds a held family and size ("Llama-3.1-Swallow-70B" → Llama-3.1-70B)
    "reading.sized_on_base_name": E(
        "'{said}' is not in my model catalog: sized on {model}'s architecture, its base as its name says (a fine-tune "
        "or continued pre-training keeps its layers, KV heads and context limit; an assumption, not its own config); "
        "give its config if it differs",
        "“{said}”不在我的模型库里：按名字所示的底座 {model} 的架构估算（微调或继续预训练不改变层数、KV 头和上下文上限；"
        "这是假设，不是它自己的配置）；如果不同，请给出它的配置"),
    # a release whose base its model card names, not its name's parts ("Meditron-70B" → Llama-2-70B): tools.model_lineage
    "reading.sized_on_lineage": E(
        "'{said}' is not in my model catalog: sized on {model}'s architecture, the base its model card names ({src}): "
        "a fine-tune keeps its layers, KV heads and context limit",
        "“{said}”不在我的模型库里：按模型卡所写的底座 {model} 的架构估算（{src}）：微调不改变层数、KV 头和上下文上限"),
    "reading.sized_on_lineage_untuned": E(
        "'{said}' is not in my model catalog: sized on {model}'s architecture, the base its model card names ({src}); "
        "it is a base model, not instruction-tuned: it continues text rather than following \"summarise this\", so "
        "drafting or summarising needs an instruction-tuned model (or your own fine-tune of it)",
        "“{said}”不在我的模型库里：按模型卡所写的底座 {model} 的架构估算（{src}）；它是基座模型，没有做指令微调：只会续写，"
        "不会按“请总结”这类指令做事，写摘要或起草需要指令微调过的模型（或先自己微调它）"),
}
