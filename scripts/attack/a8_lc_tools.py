"""Eighth review: the calculators as LangChain tools (advisor.agents.langchain.tools()) called the way a LangChain
agent would (tool.invoke(args)) with hostile arguments: every field of every tool's args schema × hostile values,
plus wrong envelopes. Refusals are expected as pydantic ValidationError or ToolException with a sentence; a
flag is any other exception type, an exception message with no words (bare type), NaN/Infinity in a result, or a
call over 10 s. Results: $A8_TMP/lc_tools.jsonl.
Run: GPU_ADVISOR_HOME=$(mktemp -d) HF_HUB_OFFLINE=1 A8_TMP=/tmp/a8 python scripts/attack/a8_lc_tools.py"""
import json
import math
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from pydantic import ValidationError

from advisor.agents.langchain import tools

OUT = Path(os.environ.get("A8_TMP", "/tmp/a8"))
VALUES = [float("nan"), float("inf"), -1, 0, 10**400, 1e308, 1e-300, 5e-324, "abc", "", "\u202e", [], {}, None, True,
          "x" * 100_000, "１", 0.5, 2**63]
BASE = {"recommend_gpus": {"params_b": 7}, "parse_request": {"text": "serve Llama-3-8B for 10 users"},
        "compare": {"options": ["serve Llama-3-8B for 10 users", "H100"]}}


def has_nonfinite(x) -> bool:
    if isinstance(x, float):
        return not math.isfinite(x)
    if isinstance(x, dict):
        return any(has_nonfinite(v) for v in x.values())
    if isinstance(x, (list, tuple)):
        return any(has_nonfinite(v) for v in x)
    if isinstance(x, str):
        return "NaN" in x or "Infinity" in x and "Infinity Fabric" not in x
    return False


def main() -> None:
    n = flagged = 0
    with (OUT / "lc_tools.jsonl").open("w") as fh:
        for t in tools():
            fields = list(t.args_schema.model_fields) if hasattr(t.args_schema, "model_fields") else []
            base = BASE.get(t.name, {"model": "llama-3-8b"} if "model" in fields else {})
            for f in fields:
                for v in VALUES:
                    args = {**base, f: v}
                    t0 = time.monotonic()
                    rec = {"tool": t.name, "field": f, "value": repr(v)[:40]}
                    try:
                        res = t.invoke(args)
                        if has_nonfinite(res if not isinstance(res, str) else res[:100000]):
                            rec["flag"] = "non-finite in result"
                    except ValidationError as e:
                        rec["refused"] = str(e).splitlines()[0][:100]
                    except Exception as e:
                        msg = str(e)
                        if type(e).__name__ in ("ToolException", "AdvisorError", "WorkloadError") or \
                                (isinstance(e, ValueError) and len(msg) > 20 and "math domain" not in msg):
                            rec["refused"] = f"{type(e).__name__}: {msg[:100]}"
                        else:
                            rec["flag"] = f"{type(e).__name__}: {msg[:160]}"
                    rec["s"] = round(time.monotonic() - t0, 2)
                    if rec["s"] > 10:
                        rec["flag"] = rec.get("flag", "") + " slow"
                    n += 1
                    if "flag" in rec:
                        flagged += 1
                        print("FLAG", rec)
                    fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"langchain tool probes: {n}, flagged: {flagged}")


if __name__ == "__main__":
    main()
