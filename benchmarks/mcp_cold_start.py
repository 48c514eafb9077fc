"""Cold start of `gpu-advisor mcp`: spawn → initialize → first `list_tools` reply, in fresh processes.

    python benchmarks/mcp_cold_start.py [--runs 10] [--baseline DIR]

Each run starts a new server and talks to it with the SDK's own stdio client; the time runs from
the spawn to the first `tools/list` reply. It is printed beside a bare `python -c pass` measured
the same way in the same run, as a ratio, so machines of different speed can be compared (issue 15:
under 1 s on the reference machine), and beside a Python that only imports the SDK (spawn to
`import mcp` done), the floor any server built on it pays: the package's `__init__` loads client,
server and HTTP transports whatever is used. That floor is printed plain and with the cyclic GC
paused as `advisor/agents/mcp_server.py` imports it. All four are interleaved so that each sees the same
machine load. `--baseline DIR` times another checkout's server in the same loop (before/after).
Needs `pip install 'gpu-advisor[mcp]'`.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from importlib.metadata import version
from pathlib import Path


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def python_c(code: str) -> float:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - t


def until_imported(code: str) -> float:
    """Spawn to the moment `code` has run (the child's exit is not counted, as for the server's reply)."""
    t = time.perf_counter()
    with subprocess.Popen([sys.executable, "-c", code + "; print(flush=True)"], stdout=subprocess.PIPE) as p:
        assert p.stdout is not None and p.stdout.readline()
        return time.perf_counter() - t


async def first_list_tools(home: str, checkout: str | None = None) -> float:
    """One cold start; with `checkout`, the server of that source tree (another revision) instead of ours."""
    from mcp import ClientSession, StdioServerParameters, stdio_client

    exe = Path(sys.executable).parent / "gpu-advisor"
    if checkout:
        params = StdioServerParameters(command=sys.executable, args=["-m", "advisor", "mcp"], cwd=checkout,
                                       env={"GPU_ADVISOR_HOME": home, "PYTHONPATH": checkout})
    else:
        cmd, args = (str(exe), ["mcp"]) if exe.exists() else (sys.executable, ["-m", "advisor", "mcp"])
        params = StdioServerParameters(command=cmd, args=args, env={"GPU_ADVISOR_HOME": home})
    t = time.perf_counter()
    async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        tools = await s.list_tools()
        dt = time.perf_counter() - t
    assert tools.tools, "no tools listed"
    return dt


def summary(xs: list[float]) -> str:
    xs = sorted(xs)
    return f"min {xs[0]:.3f} s, median {statistics.median(xs):.3f} s, p90 {xs[int(0.9 * (len(xs) - 1))]:.3f} s"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--baseline", metavar="DIR", help="also time the server of another checkout in the same loop, "
                    "e.g. after `git worktree add /tmp/base main` (before/after under the same load)")
    a = ap.parse_args()
    home = tempfile.mkdtemp()
    asyncio.run(first_list_tools(home))  # warm the OS page cache and the .pyc files
    if a.baseline:
        asyncio.run(first_list_tools(home, a.baseline))
    until_imported("import mcp")
    load_before = os.getloadavg()[0]
    paused = "import gc; gc.disable(); import mcp; gc.freeze(); gc.enable()"
    mcp_s, base_s, sdk_s, sdk_paused_s, bare_s = [], [], [], [], []
    for _ in range(a.runs):  # interleaved, so all see the same machine load
        mcp_s.append(asyncio.run(first_list_tools(home)))
        if a.baseline:
            base_s.append(asyncio.run(first_list_tools(home, a.baseline)))
        sdk_s.append(until_imported("import mcp"))
        sdk_paused_s.append(until_imported(paused))
        bare_s.append(python_c("pass"))
    m, b, floor = statistics.median(mcp_s), statistics.median(bare_s), statistics.median(sdk_paused_s)
    print(f"date {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC; CPU {cpu_model()} "
          f"({os.cpu_count()} cores); Python {platform.python_version()}; mcp {version('mcp')}; runs {a.runs}; "
          f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after (other work inflates all timings)")
    print(f"gpu-advisor mcp, spawn to first list_tools reply: {summary(mcp_s)}")
    if a.baseline:
        print(f"the same, server of {a.baseline}: {summary(base_s)}")
    print(f"spawn to `import mcp` done (the SDK alone):      {summary(sdk_s)}")
    print(f"  the same, cyclic GC paused as the server does:  {summary(sdk_paused_s)}")
    print(f"python -c pass:                                  {summary(bare_s)}")
    print(f"ratio (median / median): {m / b:.1f} x bare Python; absolute median {m:.3f} s (target < 1 s), "
          f"of which the SDK import takes {floor:.3f} s and the rest ({m - floor:.3f} s) is ours and the handshake")


if __name__ == "__main__":
    main()
