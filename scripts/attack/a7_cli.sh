#!/usr/bin/env bash
# Seventh review (attack7): the reproductions of A7-1 … A7-9 (docs/ATTACK_REVIEW.md, "Seventh review").
# Run from the repository root with the venv's gpu-advisor on PATH. Scratch in $T (not the repo).
set -u
ROOT=$PWD; T=${A7_TMP:-$(mktemp -d)}; export HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$T/home; cd "$T" || exit 1
echo "== A7-1 GPU_ADVISOR_REFRESH_HOURS=1e-300 is accepted: the bot refreshes back to back (9,707 tries in ~20 s)"
python3 - "$ROOT" <<'PY'
import os, subprocess, sys, time
sys.path.insert(0, sys.argv[1])
from tests.fake_slack import FakeSlack
fake = FakeSlack().start()
env = dict(os.environ, SLACK_BOT_TOKEN="xoxb-a7", SLACK_SIGNING_SECRET="a7secret-0123456789abcdef0123456", SLACK_API_URL=fake.url,
           GPU_ADVISOR_REFRESH_HOURS="1e-300", GPU_ADVISOR_CATALOG_SOURCE=os.path.abspath("nosuchdir"))
log = open("refresh.log", "w")
p = subprocess.Popen(["gpu-advisor", "slack", "--http", "--host", "127.0.0.1", "--port", "0"], env=env, stdout=log, stderr=log)
time.sleep(75); p.terminate(); p.wait(10)
t = open("refresh.log").read(); print("refresh attempts in 75 s:", t.count("refresh failed"), "; log bytes:", len(t))
PY
echo "== A7-2 a minus before a count with a unit suffix is dropped silently (A6-5's neighbours)"
for t in "serve Llama-3-8B with -5k-token prompts" "serve Llama-3-8B, context -8k" "LoRA a 7B model on -2B tokens" \
         "serve Llama-3-8B for -5k users" "serve Llama-3-8B, budget of -\$500 a month" "LoRA a -7B model" "部署 Llama-3-8B，上下文 -8k"; do
  echo "$t -> $(gpu-advisor parse "$t")"; done
echo "== A7-3 a sheet column misnamed or in another case is dropped without a word"
printf 'provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,Price_Spot,price_reserved\nacme,s1,us-east,L4,1,USD,0.8,0.2,300\n' > a3.csv
gpu-advisor catalog check --file a3.csv | tail -1; gpu-advisor catalog import a3.csv
gpu-advisor catalog instances --json --provider acme | grep -E '"price_(spot|reserved_month)"'
echo "== A7-4 a zero context ends the answer with an internal field's range, in English for a Chinese question"
gpu-advisor ask "部署 Llama-3-8B，上下文 0"; echo "rc=$?"
gpu-advisor ask "为 1e13 个用户部署 Llama-3-8B"; echo "rc=$?"
echo "== A7-5 a document or request count over 10^12 in text: pydantic's words (CLI), an apology (Slack)"
gpu-advisor ask "embed 1e13 documents with bge-large"; echo "rc=$?"
gpu-advisor ask "summarise 1e13 documents with Llama-3-8B offline"; echo "rc=$?"
echo "== A7-6 catalog template -o a path it cannot write: 'please report it', or blames GPU_ADVISOR_HOME"
gpu-advisor catalog template --provider tencent -o "$T/no-such-dir/x.csv"; echo "rc=$?"
gpu-advisor catalog template --provider tencent -o /dev/full; echo "rc=$?"
gpu-advisor catalog template --provider tencent -o /etc/hostname/x.csv; echo "rc=$?"
echo "== A7-7 catalog refresh -o /dev/zero (or /dev/full) reads the old output whole: unbounded memory (3 GB cap hit in 9 s)"
(ulimit -v 3000000; /usr/bin/time -f "%e s %M KB" gpu-advisor catalog refresh --skypilot /work/shared/reference/catalog/skypilot -o /dev/zero; echo "rc=$?")
echo "== A7-8 --currency EUR with no EUR rate in the fx file is answered in USD without a word"
sed "s/^EUR,[^,]*,/EUR,,/" "$ROOT/catalog/data/fx.csv" > fx_eurnone.csv
GPU_ADVISOR_FX_CSV=$T/fx_eurnone.csv gpu-advisor ask "LoRA a 7B model" --currency EUR | sed -n 3p
GPU_ADVISOR_FX_CSV=$T/fx_eurnone.csv gpu-advisor ask "LoRA a 7B model on a budget of 100 EUR a month" | sed -n 3p
echo "== A7-9 GPU_ADVISOR_SLACK_WORKERS=99999999 starts the bot (no bound on the answer pool); abc exits 2 with Python's words"
python3 - "$ROOT" <<'PY'
import os, subprocess, sys, time
sys.path.insert(0, sys.argv[1])
from tests.fake_slack import FakeSlack
fake = FakeSlack().start()
for v in ("99999999", "abc"):
    env = dict(os.environ, SLACK_BOT_TOKEN="xoxb-a7", SLACK_SIGNING_SECRET="a7secret-0123456789abcdef0123456", SLACK_API_URL=fake.url, GPU_ADVISOR_SLACK_WORKERS=v)
    p = subprocess.Popen(["gpu-advisor", "slack", "--http", "--host", "127.0.0.1", "--port", "0"], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        out, _ = p.communicate(timeout=8)
        print(v, "-> exit", p.returncode, out.strip().splitlines()[-1][:160])
    except subprocess.TimeoutExpired:
        p.terminate(); p.wait(10); print(v, "-> the bot started and ran for 8 s")
PY
echo "== A7-10 catalog refresh --timeout 2 against a mirror that sends a byte a second: still running after 90 s"
python3 "$ROOT/scripts/attack/a7_mirror_drip.py" 38123 1 & DRIP=$!; sleep 3
timeout 90 gpu-advisor catalog refresh --source http://127.0.0.1:38123/ --timeout 2 -o "$T/out.csv"; echo "rc=$? (124: still running when stopped)"
kill $DRIP
echo "== A7-11 a loopback mirror's redirect is followed to plain http on another host (refused when given directly)"
IP=$(hostname -I | awk '{print $1}')
python3 "$ROOT/scripts/attack/a7_mirror_hit.py" 38127 > hit.log & HIT=$!
python3 "$ROOT/scripts/attack/a7_mirror_redirect.py" 38128 "http://$IP:38127" & RED=$!; sleep 3
gpu-advisor catalog refresh --source "http://$IP:38127/" --timeout 2 -o "$T/out.csv"
gpu-advisor catalog refresh --source http://127.0.0.1:38128/ --timeout 2 -o "$T/out.csv"
sleep 1; echo "requests the non-loopback plain-http server received: $(grep -c HIT hit.log)"; kill $HIT $RED
