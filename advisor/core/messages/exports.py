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
    # --output / --chart naming a file in the folder of the catalog every answer reads (catalog.db.own_file)
    "export.catalog_file": E("cannot write {where}: it is in the folder of the price catalog the advisor answers from "
                             "(written by `gpu-advisor catalog refresh`), so nothing was written and the catalog is "
                             "unchanged. Give a file outside $GPU_ADVISOR_HOME/catalog.",
                             "无法写入 {where}：它在顾问作答所用的价格目录所在的文件夹里（由 `gpu-advisor catalog refresh` "
                             "写入），所以没有写入任何内容，目录保持原样。请给一个 $GPU_ADVISOR_HOME/catalog 以外的文件。"),
    # --output / --chart naming a file in another folder the advisor keeps in its home (its caches, Slack claims)
    "export.home_folder": E("cannot write {where}: it is in a folder the advisor keeps for itself in its home (the "
                            "fetch cache, model cards or open Slack claims), so nothing was written. Give a file "
                            "outside that folder.",
                            "无法写入 {where}：它在顾问在主目录里自用的文件夹中（下载缓存、模型卡片或未完成的 Slack "
                            "事件），所以没有写入任何内容。请给一个该文件夹以外的文件。"),
}
