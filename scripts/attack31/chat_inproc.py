# ruff: noqa
# One `chat` thread per block of a file (blocks split by a blank line; the first line opens, each further line a
# follow-up), all in ONE process (click's CliRunner on advisor.cli.cli, a fresh GPU_ADVISOR_HOME each); prints each
# turn's first LINES lines and flags crash words. Lines may hold \uXXXX escapes (decoded). Findings are confirmed with
# the real CLI (repro.sh).   PYTHONPATH=. python scripts/attack31/chat_inproc.py FILE [LINES]
import os, re, sys, tempfile, time
os.environ.setdefault("HF_HUB_OFFLINE", "1")
from click.testing import CliRunner
from advisor.cli import cli

lines = int(sys.argv[2]) if len(sys.argv) > 2 else 3
FLAG = re.compile(r"(?i)traceback|please report|something went wrong")
text = open(sys.argv[1], encoding="utf-8").read()
for block in re.split(r"\n\s*\n", text):
    turns = [re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), t)
             for t in block.splitlines() if t.strip() and not t.startswith("#")]
    if not turns:
        continue
    home = tempfile.mkdtemp(prefix="a31c.")
    t0 = time.time()
    r = CliRunner().invoke(cli, ["chat"], input="\n".join(turns) + "\nquit\n", env={"GPU_ADVISOR_HOME": home})
    out = r.output
    print(f"### rc={r.exit_code}{' <<CRASH' if FLAG.search(out) else ''} {time.time()-t0:.1f}s :: {ascii(turns[0])[1:-1]}"[:240])
    # split the transcript at each prompt; print the turn typed and its first lines
    parts = re.split(r"(?m)^you> ?", out)
    for i, part in enumerate(parts[1:]):
        typed = turns[i] if i < len(turns) else "quit"
        print(f"  you> {ascii(typed)[1:-1]}"[:200])
        body = [x for x in part.splitlines()[0:] if x.strip()]
        for l in body[:lines]:
            print("     " + l[:300])
    sys.stdout.flush()
