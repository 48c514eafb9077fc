"""Eighth review: hostile `.env` files in the working directory (config.load_dotenv reads ./.env for every command
that reads a setting). Each .env × `ask`, `catalog info`, `slack --http` (SLACK_* unset so it should stop in words)
and `estimate`. A probe fails on a traceback / "please report it", an exit code outside 0/1/2, or over 30 s.
Run: HF_HUB_OFFLINE=1 A8_TMP=/tmp/a8 python scripts/attack/a8_dotenv.py"""
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(os.environ.get("A8_TMP", "/tmp/a8"))
ENVS = {
    "latin1": "GPU_ADVISOR_LLM_TIMEOUT=5\nNAME=caf\xe9\n".encode("latin-1"),
    "utf16": "GPU_ADVISOR_LLM_TIMEOUT=5\n".encode("utf-16"),
    "binary": bytes(range(256)) * 4,
    "nul in value": b"FOO=a\x00b\n",
    "nul in key": b"F\x00OO=1\n",
    "empty key": b"=value\n",
    "key with space": b"A B=1\n",
    "bom": b"\xef\xbb\xbfGPU_ADVISOR_USD_CNY=7\n",
    "bad setting": b"GPU_ADVISOR_USD_CNY=nan\n",
    "bad timeout": b"GPU_ADVISOR_LLM_TIMEOUT=inf\n",
    "bad home": b"GPU_ADVISOR_HOME=/proc/nope\n",
    "bad llm": b"GPU_ADVISOR_LLM=nonexistent-provider:zzz\n",
    "50 MB": b"X=" + b"a" * (50 * 2**20) + b"\n",
    "crlf": b"GPU_ADVISOR_USD_CNY=7\r\n",
    "export quoted": b"export GPU_ADVISOR_USD_CNY=\"7\"\n",
    "secret echo": b"SLACK_BOT_TOKEN=xoxb-a8-secret-777777\nSLACK_SIGNING_SECRET=a8sig-secret-999\n",
}
CMDS = [["ask", "serve Llama-3-8B for 10 users"], ["catalog", "info"], ["estimate", "--model", "llama-3-8b"],
        ["slack", "--http", "--port", "1"]]


def main() -> None:
    n = failed = 0
    with (OUT / "dotenv.jsonl").open("w") as fh:
        for name, body in ENVS.items():
            d = Path(tempfile.mkdtemp(prefix="a8env"))
            (d / ".env").write_bytes(body)
            for cmd in CMDS:
                env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
                env.update(HF_HUB_OFFLINE="1", GPU_ADVISOR_HOME=str(d / "home"), PYTHONPATH=str(ROOT))
                t0 = time.monotonic()
                try:
                    p = subprocess.run([sys.executable, "-m", "advisor", *cmd], cwd=d, env=env, capture_output=True,
                                       text=True, errors="replace", timeout=60)
                    rc, out = p.returncode, p.stdout[-300:] + p.stderr[-600:]
                except subprocess.TimeoutExpired:
                    rc, out = "timeout", ""
                s = time.monotonic() - t0
                fail = None
                if rc not in (0, 1, 2):
                    fail = f"exit {rc}"
                elif "Traceback" in out or "report it" in out:
                    fail = "traceback/report-it"
                elif "777777" in out or "999" in out and "secret" in out:
                    fail = "secret echoed"
                elif s > 30:
                    fail = "slow"
                n += 1
                failed += bool(fail)
                fh.write(json.dumps({"env": name, "cmd": cmd[0], "rc": rc, "s": round(s, 1), "fail": fail,
                                     "tail": out[-300:]}) + "\n")
                print(("FAIL " if fail else "ok   ") + f"{name} / {' '.join(cmd[:2])}: rc={rc} {s:.1f}s {fail or ''} | "
                      + out.strip().splitlines()[-1][:160] if out.strip() else "", flush=True)
    print(f"dotenv probes: {n}, failed: {failed}")


if __name__ == "__main__":
    main()
