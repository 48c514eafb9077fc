"""The words of tools/non_llm.py's names: a named model whose size was not said and is sized at its family's largest
("YOLOv8-x (the largest size)"), worded in the answer's language."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES = {
    "non_llm.largest": E("{name} (no size said: the largest, as the ceiling)", "{name}（没说尺寸：按最大的一档，作为上限）"),
}
