"""The words of advisor/core/doc_vlm_lineage.py: a document-OCR VLM sized on the held VLM its model card names."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reading.sized_on_doc_vlm_base": E(
        "'{said}' is not in my model catalog: sized as a {model}-based document VLM (its model card: {source}); a "
        "fine-tune keeps the base's layers, KV heads and image tokens — an assumption, not its own config",
        "“{said}”不在我的模型库里：按基于 {model} 的文档视觉模型估算（模型卡：{source}）；微调不改变底座的层数、KV 头和图像 "
        "token——这是假设，不是它自己的 config"),
}
