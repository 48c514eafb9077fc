"""The words of an exported answer's header and of a failed write (advisor/core/export.py)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

# why a file could not be written, by errno name; the system's own text (strerror) is quoted beside it
_WHY_EN = {"ENOENT": "its folder does not exist", "ENOTDIR": "a part of the path is not a folder",
           "EACCES": "no permission to write there", "EPERM": "no permission to write there",
           "EROFS": "the file system is read-only", "ENOSPC": "the disk is full", "EISDIR": "that is a folder"}
_WHY_ZH = {"ENOENT": "文件夹不存在", "ENOTDIR": "路径中有一部分不是文件夹", "EACCES": "没有在那里写入的权限",
           "EPERM": "没有在那里写入的权限", "EROFS": "文件系统是只读的", "ENOSPC": "磁盘已满", "EISDIR": "那是一个文件夹"}

ENTRIES: dict[str, E] = {
    "export.asked": E("**Asked**", "**提问**"),
    # the header's facts, one line each, and the reproduce line the command follows
    "export.facts": E(
        "- date: {when}\n- GPU Advisor version: {version}\n- catalog as of: {as_of}\n- reproduce with:",
        "- 日期：{when}\n- GPU Advisor 版本：{version}\n- 价格目录日期：{as_of}\n- 复现命令："),
    # a path the user gave that cannot be written: the path, what the system said, why, and what to do
    "export.write_problem": E(
        "cannot write {where}: {why}{reason}; nothing written. Give a path in a folder you can write to.",
        "无法写入 {where}：{why}{reason}；没有写入任何文件。请给出一个你有写入权限的文件夹里的路径。"),
    "export.write_reason": E(" ({reason})", "（{reason}）"),
    "export.write_why": pick("errno", _WHY_EN, _WHY_ZH),
}
