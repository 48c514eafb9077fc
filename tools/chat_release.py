"""A base release served is read as its family's chat release where that release holds a longer context.

Why: a chat or RAG service runs the chat (instruction-tuned) release; a base model only continues text. Where the two
differ in their context limit, sizing the served model on the base's limit refuses a context the served model holds:
"用GLM-4-9B做RAG客服 … 32k上下文呢？" was capped at GLM-4-9B's 8,192 tokens (the base: THUDM/glm-4-9b README,
"本仓库是 GLM-4-9B 的基座版本，支持8K上下文长度") and told to switch models, where GLM-4-9B-Chat holds 131,072 (its
config.json seq_length; the GLM-4 README model table: GLM-4-9B 8K, GLM-4-9B-Chat 128K, GLM-4-9B-Chat-1M 1M).

The registry row of such a base names its chat release in `chat_variant` (catalog/data/models.json); only rows
whose chat release's context is longer carry it (a catalog test checks both rows exist and the order of their limits).
Training keeps the base (a fine-tune may start from either), and so does a chat release named outright."""

from __future__ import annotations

from tools.defaults import serves
from tools.schema import Msg, Workload


def chat_release_of(w: Workload) -> str | None:
    """The chat release a served workload's model is read as (registry `chat_variant`), else None: training, no model,
    or a row with no longer-context chat release."""
    from catalog import registry

    if not w.model or not serves(w.task):
        return None
    return registry.chat_variant(w.model)


def read_as_chat_release(w: Workload) -> tuple[Workload, Msg | None]:
    """`w` with its model read as its chat release (chat_release_of), and the note that says so with both context
    limits; `w` unchanged and None otherwise."""
    from catalog import registry

    chat = chat_release_of(w)
    if chat is None or not w.model:
        return w, None
    base = registry.resolve_name(w.model)
    note = Msg(code="chat_release.read_as_chat", args={
        "said": w.model, "chat": chat, "base_context": registry.max_context(base) or 0,
        "chat_context": registry.max_context(chat) or 0})
    return w.model_copy(update={"model": chat}), note
