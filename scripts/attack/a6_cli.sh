#!/usr/bin/env bash
# Sixth review (attack6): the CLI reproductions of A6-1 … A6-8 (docs/RELIABILITY.md, "Sixth review (independent)").
# Run from the repository root with the venv's gpu-advisor on PATH. Scratch in $T (not the repo).
set -u
T=${A6_TMP:-$(mktemp -d)}; export HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$T/home; cd "$T" || exit 1
FX=$OLDPWD/catalog/data/fx.csv
echo "== A6-1 GPU_ADVISOR_FX_CSV rates are not checked"
for v in nan inf 1e-300 abc; do sed "s/^EUR,[^,]*,/EUR,$v,/" "$FX" > "fx_$v.csv"; done
GPU_ADVISOR_FX_CSV=$T/fx_nan.csv gpu-advisor ask "serve Llama-3-8B for 10 users" --currency EUR | grep -m1 rent
GPU_ADVISOR_FX_CSV=$T/fx_nan.csv gpu-advisor ask "serve Llama-3-8B for 10 users" --currency EUR --json | grep -c NaN
GPU_ADVISOR_FX_CSV=$T/fx_inf.csv gpu-advisor ask "serve Llama-3-8B for 10 users" --currency EUR | grep -m1 rent
GPU_ADVISOR_FX_CSV=$T/fx_abc.csv gpu-advisor ask "serve Llama-3-8B for 10 users" 2>&1 | tail -1; echo "rc=${PIPESTATUS[0]}"
GPU_ADVISOR_FX_CSV=$T/missing.csv gpu-advisor --help 2>&1 | tail -1; echo "rc=${PIPESTATUS[0]}"
echo "== A6-2 a 200,000-row sheet of distinct regions: every answer after it"
python3 - "$T/uniq.csv" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n")
    for i in range(200000):
        f.write(f"acme,box-{i},us-{i},{('H100', 'A100-80GB', 'L4')[i % 3]},{(1, 8)[i % 2]},USD,{2 + (i % 997) / 100}\n")
PY
gpu-advisor ask "LoRA a 7B model" > /dev/null
/usr/bin/time -f "ask before: %e s %M KB" gpu-advisor ask "LoRA a 7B model" > /dev/null
gpu-advisor catalog import "$T/uniq.csv" | tail -1
/usr/bin/time -f "ask after: %e s %M KB" gpu-advisor ask "LoRA a 7B model" > /dev/null
sed 's/,box-\([0-9]*\),us-/,box2-\1,eu-/' "$T/uniq.csv" > "$T/uniq2.csv"; gpu-advisor catalog import "$T/uniq2.csv" | tail -1
/usr/bin/time -f "ask after a second file: %e s %M KB" gpu-advisor ask "LoRA a 7B model" > /dev/null
export GPU_ADVISOR_HOME=$T/home2
echo "== A6-3 GPU_ADVISOR_USD_CNY"
GPU_ADVISOR_USD_CNY=1e-300 gpu-advisor ask "serve Llama-3-8B for 10 users" --currency CNY | grep -m1 rent
GPU_ADVISOR_USD_CNY=nan gpu-advisor ask "serve Llama-3-8B for 10 users" --currency CNY 2>&1 | grep -c -i GPU_ADVISOR_USD_CNY
echo "== A6-4 throughput targets have no floor"
gpu-advisor recommend --model llama-3-8b --target-tps-per-user 5e-324 | grep honoured
gpu-advisor ask "serve Llama-3-8B for 10 users at 0.0000001 tokens/s" | head -1
echo "== A6-5 signs and words of numbers in chat text"
for t in "LoRA a 7B model in -3 days" "serve Llama-3-8B for -5 users" "LoRA a 7B model in 0 days" "serve Llama-3-8B for ten quadrillion users"; do
  gpu-advisor ask "$t" | head -1; done
echo "== A6-6 odd GPU_ADVISOR_HOME paths"
GPU_ADVISOR_HOME=$T/$(python3 -c "print('/'.join(['d'*250]*17))") gpu-advisor ask "LoRA a 7B model" 2>&1 | tail -1 | cut -c1-120
GPU_ADVISOR_HOME="file:$T/hx?mode=ro" gpu-advisor ask "LoRA a 7B model" 2>&1 | tail -1
echo "== A6-7 a price dated in the future"
printf 'provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,as_of\nacme,b1,us-east,H100,1,USD,0.01,2099-01-01\n' > d.csv
gpu-advisor catalog check --file d.csv | tail -1; gpu-advisor catalog import d.csv | tail -1; gpu-advisor catalog info | grep acme
echo "== A6-8 GPU_ADVISOR_HUB_TIMEOUT=inf (a Hub that never answers)"
python3 -c "
import socket, time; s = socket.socket(); s.bind(('127.0.0.1', 0)); s.listen(9); print(s.getsockname()[1], flush=True)
c = [s.accept() for _ in range(9)]; time.sleep(60)" > port & SP=$!; sleep 0.5
HF_HUB_OFFLINE= HF_ENDPOINT=http://127.0.0.1:$(cat port) GPU_ADVISOR_HUB_TIMEOUT=inf \
  gpu-advisor ask "serve acme-labs/Zeta-13B-Instruct for 10 users" 2>&1 | tail -1; kill $SP
