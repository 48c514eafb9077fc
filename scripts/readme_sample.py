"""Rewrite the README's sample answer with what the command prints now (after an intended change to the
answer or the shipped catalog). tests/advisor/test_readme.py fails until this is run and the diff reviewed.
Run from a fresh GPU_ADVISOR_HOME so your own imported prices stay out: GPU_ADVISOR_HOME=$(mktemp -d)."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = re.compile(r"(<!-- sample:[^\n]*-->\n```\n\$ (?P<cmd>gpu-advisor [^\n]+)\n)(?P<out>.*?)(\n```)", re.S)


def sample(readme: str) -> re.Match[str]:
    m = SAMPLE.search(readme)
    if m is None:
        raise SystemExit("README.md has no sample block (<!-- sample: … --> then ```, $ gpu-advisor …)")
    return m


def run(cmd: str) -> str:
    """What `cmd` prints to a pipe (plain markdown, no colour), without its final newline."""
    from click.testing import CliRunner

    from advisor.cli import cli

    res = CliRunner().invoke(cli, shlex.split(cmd)[1:])
    if res.exit_code != 0:
        raise SystemExit(f"{cmd} exited {res.exit_code}: {res.output}")
    return res.output.rstrip("\n")


def main() -> None:
    path = ROOT / "README.md"
    text = path.read_text(encoding="utf-8")
    m = sample(text)
    new = text[: m.start("out")] + run(m.group("cmd")) + text[m.end("out"):]
    path.write_text(new, encoding="utf-8")
    print("README.md sample " + ("unchanged" if new == text else "rewritten"), file=sys.stderr)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
