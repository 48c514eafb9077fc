# ruff: noqa
# type: ignore
"""Eleventh review: the fetched-catalog bounds (docs/RELIABILITY.md "Fixes (rel24j)": 12,000 GPU offers a file,
15,000 in all, 15,000 catalog rows) at and around the bound, from a *folder* source (`catalog refresh --source DIR`,
no network at all). Each case writes <cloud>/vms.csv for the 18 SkyPilot clouds (1 ordinary GPU row for the clouds a
case does not name), runs `catalog refresh --source DIR` on a fresh home, then `catalog info` and one `ask`, with
/usr/bin/time. Expected reading written beside each case.
Run: HF_HUB_OFFLINE=1 python scripts/attack/a11_fetch.py [case …]    Results: $A11_TMP/fetch.jsonl
"""
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(os.environ.get("A11_TMP", "/tmp/a11"))
OUT.mkdir(parents=True, exist_ok=True)
HEAD = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region,AvailabilityZone\n"
CLOUDS = ('aws', 'azure', 'cudo', 'do', 'fluidstack', 'gcp', 'hyperbolic', 'lambda', 'mithril', 'nebius', 'oci',
          'paperspace', 'primeintellect', 'runpod', 'seeweb', 'shadeform', 'simplepod', 'vast')


def gpu_rows(n, cloud="aws", region=lambda i: "us-east-1"):
    return "".join(f"{cloud}-g{i}.xlarge,A10G,1,4,16,{1 + i % 7}.{i % 1000:03d},0.4,{region(i)},{region(i)}a\n" for i in range(n))


ONE = "g5.xlarge,A10G,1,4,16,1.006,0.4,us-east-1,us-east-1a\n"
GCP_HEAD = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region,AvailabilityZone\n"
# case: (files {cloud: body rows}, expected written before the run)
CASES = {
    "at-12000": ({"aws": gpu_rows(12000)}, "accepted: 12,000 offers in one file is the bound; 12,017 in all"),
    "over-12001": ({"aws": gpu_rows(12001)}, "refused at aws (12,001 > 12,000), exit 2, catalog unchanged"),
    "total-15001": ({"aws": gpu_rows(12000), "azure": gpu_rows(2984, "azure")},
                    "refused: 12,000 + 2,984 + 16 one-row clouds = 15,000 is at the bound → accepted; see total-15002"),
    "total-15002": ({"aws": gpu_rows(12000), "azure": gpu_rows(2985, "azure")},
                    "refused naming the file that crosses 15,000 in all (15,001), exit 2"),
    "cpu-flood": ({"aws": gpu_rows(10) + "".join(f"c5.{i}xlarge,,,4,16,0.1,0.05,us-east-1,us-east-1a\n" for i in range(190000))},
                  "accepted (190,010 rows < 200,000 a file; 10 GPU offers), 10 aws rows stored, ask as fast as fresh"),
    "dup-zones": ({"aws": ONE * 150000}, "accepted: one offer in 150,000 zone copies → one row"),
    "regions-12000": ({"aws": gpu_rows(12000, region=lambda i: f"xx-region-{i}")},
                      "accepted or refused in words; never a traceback; ask time bounded as at-12000"),
    "gcp-hosts": ({"gcp": "".join(f"a2-highgpu-1g,A100,1,0,0,2.9,1.1,r{r},r{r}-a\n" for r in range(90)) +
                   "".join(f"a2-highgpu-{'0' * k}1g,,,12,85,0.{k % 90 + 10},0.1,r{r},r{r}-a\n"
                           for r in range(90) for k in range(150))},
                  "GCP host VMs (no accelerator) are not counted as GPU offers: 90 attach offers (A100 × 1 in 90 "
                  "regions) and 150 host names that all parse to 1 × A100 (a2-highgpu-1g, -01g, -001g …): expected "
                  "the file held to 12,000 catalog rows (the per-file bound) or the names read as one machine; "
                  "13,500 rows from one file would pass the per-file bound (the 15,000 total still holds)"),
}


def timed(args, home):
    env = {**os.environ, "GPU_ADVISOR_HOME": home, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
    t = time.time()
    p = subprocess.run(["/usr/bin/time", "-f", "%M", sys.executable, "-m", "advisor", *args], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=600)
    kb = p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "?"
    return p.returncode, round(time.time() - t, 2), kb, (p.stdout + p.stderr)


def run(name):
    files, expect = CASES[name]
    src = tempfile.mkdtemp(prefix=f"a11src_{name}_", dir=OUT)
    for c in CLOUDS:
        Path(src, c).mkdir()
        body = files.get(c, ONE.replace("g5.xlarge", f"{c}-one"))
        Path(src, c, "vms.csv").write_text(HEAD + body)
    home = tempfile.mkdtemp(prefix=f"a11home_{name}_", dir=OUT)
    rc, s, kb, out = timed(["catalog", "refresh", "--source", src], home)
    last = [l for l in out.splitlines() if l.strip() and not l.strip().isdigit()][-2:]
    rc2, s2, kb2, info = timed(["catalog", "info"], home)
    rows = [l for l in info.splitlines() if "row" in l.lower()][:2]
    rc3, s3, kb3, ans = timed(["ask", "serve Llama-3-8B for 10 users"], home)
    rec = {"case": name, "expected": expect, "refresh": [rc, s, kb, last], "info": [rc2, rows],
           "ask": [rc3, s3, kb3, ans.splitlines()[0][:120] if ans else ""], "traceback": "Traceback" in out + info + ans}
    with (OUT / "fetch.jsonl").open("a") as f:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(json.dumps(rec, ensure_ascii=False)[:900], flush=True)


for c in (sys.argv[1:] or list(CASES)):
    run(c)
