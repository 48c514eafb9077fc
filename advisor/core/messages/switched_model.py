"""The words of advisor/core/switched_model_note.py: a switch to a model no table holds, the thread's model kept."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "switched_model.unheld_kept": E(
        "Switch to {name} read, but {name} is not in my tables (its licence and speed are not held here): the plan "
        "below stays on {kept}, the thread's model, as the stand-in — time {name} on a sample of your own work on one "
        "card of the plan, scale the hours by its speed against {kept}, and check its licence before a business use",
        "已读到要换成 {name}，但 {name} 不在我的表里（没有它的许可和速度数据）：下面的方案仍按本对话的模型 {kept} 暂定——"
        "在方案里的一张卡上用 {name} 跑一小段你自己的数据计时，按它和 {kept} 的速度比换算总时长，商用前先看它的许可"),
}
