"""The words of advisor/core/export.py's messages: a file the user asked to write that is refused."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # --output / --chart naming the advisor's own database (catalog.db.store_file): refused, nothing written
    "export.store_file": E("cannot write {where}: it is the advisor's own database (its imported prices, "
                           "conversations and Slack event ids), so nothing was written and it is unchanged. Give "
                           "another file name.",
                           "无法写入 {where}：这是顾问自己的数据库（保存导入的价格、对话和 Slack 事件 ID），所以没有写入"
                           "任何内容，它保持原样。请换一个文件名。"),
}
