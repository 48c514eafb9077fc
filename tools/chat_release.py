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
from tools.schema import ModelArch, Msg, Workload


def chat_release_of(w: Workload, chat: ModelArch | None) -> ModelArch | None:
    """The chat release a served workload's model is read as (`chat`: its registry row's `chat_variant`, looked up
    by the caller), else None: training, no model, or a row with no longer-context chat release."""
    if not w.model or not serves(w.task):
        return None
    return chat


def read_as_chat_release(w: Workload, base: ModelArch | None, chat: ModelArch | None) -> tuple[Workload, Msg | None]:
    """`w` with its model read as its chat release `chat` (chat_release_of), and the note that says so with both
    context limits (`base`'s and `chat`'s); `w` unchanged and None otherwise."""
    got = chat_release_of(w, chat)
    if got is None or base is None or not w.model:
        return w, None
    note = Msg(code="chat_release.read_as_chat", args={
        "said": w.model, "chat": got.name, "base_context": base.max_context or 0, "chat_context": got.max_context or 0})
    return w.model_copy(update={"model": got.name}), note
