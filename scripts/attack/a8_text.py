"""Eighth review: unicode, emoji, RTL, zero-width, terminal escapes, markdown breakers and mixed languages through
`ask`, `ask --json`, `ask --markdown`, `parse`, `compare` and `chat` (with an export), in one process (click's runner).

A probe fails when: the command raised (a traceback), "please report it", an exit code outside 0/1/2, NaN/inf
in an answer, a raw terminal control character (ESC, BEL, CSI, OSC; C0 other than TAB/LF) or a bidi override
echoed from the user's text into the output, a Chinese question answered in English (or the reverse) by a refusal,
or a run over 20 s. One JSON line a probe in $A8_TMP/text.jsonl.

Run: GPU_ADVISOR_HOME=$(mktemp -d) HF_HUB_OFFLINE=1 A8_TMP=/tmp/a8 python scripts/attack/a8_text.py
"""
# ruff: noqa: E501  (a throwaway probe harness, kept to reproduce)

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from click.testing import CliRunner

from advisor.cli import cli

OUT = Path(os.environ.get("A8_TMP", "/tmp/a8"))
OUT.mkdir(parents=True, exist_ok=True)
CTRL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\x9b\u202a-\u202e\u2066-\u2069]")
BAD = re.compile(r"Traceback|please report|\bnan\b|\$inf|\binf\b|math domain|validation error|pydantic", re.I)
HAN = re.compile(r"[\u4e00-\u9fff]")

MESSAGES = [
    # emoji and keycaps
    "serve Llama-3-8B for 1️⃣0️⃣ users", "serve Llama-3-8B for 🔟 users", "🚀 LoRA a 7B model 🚀 on 1B tokens 🔥",
    "serve Llama-3-8B for 10 users " + "👨‍👩‍👧‍👦" * 2000, "serve 🦙-3-8B for 10 users", "部署 Llama-3-8B 给 10 个用户 😀",
    # zero-width and format characters inside numbers and names
    "serve Llama-3-8B for 1\u200b000 users", "serve Llama\u200d-3-8B for 10 users", "serve Lla\u00adma-3-8B for 10 users",
    "serve Llama-3-8B for 1\u2060000 users", "serve Llama-3-8B for 10\ufeff users", "LoRA a 7\u200bB model",
    "serve Llama-3-8B for 10 users with 8\u200bk context", "serve Llama-3-8B for \U000e0031\U000e0030 users",
    # RTL and bidi
    "\u202eserve Llama-3-8B for 10 users", "serve Llama-3-8B for \u202e01\u202c users", "\u2067serve Llama-3-8B\u2069",
    "أريد تشغيل Llama-3-8B لعشرة مستخدمين", "شغل Llama-3-8B لـ ٣٠ مستخدم", "הפעל Llama-3-8B עבור 10 משתמשים",
    "serve Llama-3-8B for ٣٠ users", "serve Llama-3-8B for ۳۰ users", "serve Llama-3-8B for ३० users",
    # full-width, CJK numerals, mixed languages and scripts
    "为１０个用户部署 Llama-3-8B", "为十万个用户部署 Llama-3-8B", "為 10 個用戶部署 Llama-3-8B，預算每月 ５００ 美元",
    "serve Llama-3-8B 给 10 users，budget 每小时 2 美元", "Llama-3-8B を 10 人のユーザー向けに提供", "Llama-3-8B 10명 사용자 서비스",
    "обслуживать Llama-3-8B для 10 пользователей", "serve Llаma-3-8B for 10 users", "LoRA 一个 7B 模型，用 1B tokens，三天内完成",
    "用 二十亿 tokens 微调 7B", "部署 Llama-3-8B，上下文 八千", "预算 ¥1e-300 每小时部署 Llama-3-8B", "预算 ¥۵۰۰ 每月",
    # terminal escapes and control characters echoed back
    "serve \x1b[31mLlama-3-8B\x1b[0m for 10 users", "serve acme/\x1b]0;pwned\x07Model for 10 users",
    "serve acme/Model\x1b[2J for 10 users", "serve acme/\x9b31mModel for 10 users", "serve acme/Mo\x08\x08\x08XX for 10 users",
    "serve acme/\x07\x07Model for 10 users", "serve acme/Mo\rdel for 10 users", "serve acme/Mo\x0bdel for 10 users",
    # markdown breakers in a model name (echoed into a table or heading)
    "serve acme/My|Model for 10 users", "serve acme/<script>alert(1)</script> for 10 users",
    "serve acme/[x](http://evil) for 10 users", "serve acme/`rm -rf` for 10 users", "serve acme/**bold**|| for 10 users",
    "serve acme/model\n# Heading\n| a | b | for 10 users", "serve acme/" + "a" * 5000 + " for 10 users",
    # combining marks and homoglyph digits
    "serve Llama-3-8B for 1̸0̸ users", "serve Z̷̢̛a̸l̷g̶o̵ for 10 users", "serve Llama-3-8B for 𝟏𝟎 users",
    "serve Llama-3-8B for ⑩ users", "serve Llama-3-8B for Ⅹ users", "serve Llama-3-8B for ¹⁰ users",
    # huge and tiny figures in mixed scripts
    "serve Llama-3-8B for 1e-300 users", "serve Llama-3-8B for ９" * 1 + "9" * 400 + " users",
    "LoRA a ０.０００１B model", "部署 1e400B 模型", "为 -５ 个用户部署 Llama-3-8B", "budget $1e400/month for Llama-3-8B",
    "serve Llama-3-8B with 1e-300k context", "为 ∞ 个用户部署 Llama-3-8B", "serve Llama-3-8B for NaN users, 预算 NaN 美元",
    # empty and whitespace-only in odd scripts
    "\u3000", "\u200b\u200b", "\u2028\u2029", "　部署　", "?", "？", "help", "帮助", "說明",
]
COMMANDS = [["ask"], ["ask", "--json"], ["ask", "--markdown"], ["parse"]]


def judge(msg: str, argv: list[str], rc: object, out: str, secs: float) -> str | None:
    if not isinstance(rc, int) or rc not in (0, 1, 2):
        return f"exit {rc}"
    if BAD.search(out):
        return f"output has {BAD.search(out).group(0)!r}"
    echoed = set(CTRL.findall(out)) & set(CTRL.findall(msg))
    if echoed and argv[0] != "parse":
        return f"control character echoed: {sorted(map(ascii, echoed))}"
    if argv[0] != "parse" and rc == 2 and HAN.search(msg) and not HAN.search(out):
        return "a Chinese question refused in English"
    if secs > 20:
        return f"slow {secs:.1f}s"
    return None


def run_one(runner: CliRunner, argv: list[str], stdin: str | None = None) -> tuple[object, str, float]:
    t = time.monotonic()
    r = runner.invoke(cli, argv, input=stdin, catch_exceptions=True)
    rc: object = r.exit_code
    out = r.output
    if r.exception is not None and not isinstance(r.exception, SystemExit):
        rc = f"raised {type(r.exception).__name__}: {str(r.exception)[:200]}"
    return rc, out, time.monotonic() - t


def main() -> None:
    runner = CliRunner()
    n = failed = 0
    with (OUT / "text.jsonl").open("w") as fh:
        def rec(name: str, argv: list[str], msg: str, rc: object, out: str, secs: float) -> None:
            nonlocal n, failed
            fail = judge(msg, argv, rc, out, secs)
            n += 1
            fh.write(json.dumps({"probe": name[:200], "rc": str(rc), "s": round(secs, 2), "fail": fail,
                                 "tail": out[-400:]}, ensure_ascii=False) + "\n")
            if fail:
                failed += 1
                print("FAIL", ascii(name[:100]), fail, "|", ascii(out.strip()[:200]))

        for msg in MESSAGES:
            for cmd in COMMANDS:
                argv = [*cmd, msg]
                rc, out, secs = run_one(runner, argv)
                rec(f"{' '.join(cmd)} {msg}", argv, msg, rc, out, secs)
        # compare with hostile options, and chat with follow-ups then an export
        for msg in MESSAGES[::3]:
            argv = ["compare", "serve Llama-3-8B for 10 users", msg, "H100"]
            rc, out, secs = run_one(runner, argv)
            rec(f"compare {msg}", argv, msg, rc, out, secs)
        export_dir = tempfile.mkdtemp(prefix="a8exp")
        for msg in MESSAGES[::2]:
            stdin = f"serve Llama-3-8B for 10 users\n{msg}\nmake it cheaper\nexport\n"
            argv = ["chat", "--export-dir", export_dir]
            rc, out, secs = run_one(runner, argv, stdin)
            rec(f"chat {msg}", argv, msg, rc, out, secs)
        for p in Path(export_dir).glob("*"):
            body = p.read_text(errors="replace")
            bad = sorted(set(CTRL.findall(body)))
            if bad:
                rec(f"export file {p.name}", ["export"], "".join(bad), "0", body[:300], 0.0)
    print(f"text probes: {n}, failed: {failed}")


if __name__ == "__main__":
    main()
