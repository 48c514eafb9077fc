"""Words for a held model's name extended with words the registry lacks (advisor.core.extended_name)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reading.extended_held_name": E(
        "'{said}' is not in my model catalog: sized as {model}, the held model its name extends ('{extra}' added). A "
        "fine-tune keeps {model}'s layers, KV heads and context; a newer or larger release does not, and its memory "
        "would then be higher than shown; give its config.json (or its base) if it differs",
        "“{said}”不在我的模型库里：按它名字所延伸的已收录模型 {model} 估算（名字多了“{extra}”）。若只是微调，层数、KV "
        "头和上下文与 {model} 相同；若是更新或更大的版本则不同，显存会比这里高；如有不同请给出它的 config.json（或它的底座）"),
}
