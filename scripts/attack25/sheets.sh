#!/bin/bash
# Hostile price sheets naming the devices added since attack 24 (an Apple Mac, a DGX Spark, modded boards), INR,
# a lakh figure as a price, then `ask` on the imported home to see what answers use.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
D=/tmp/a25s; mkdir -p $D; H='provider,instance_type,gpu,gpu_count,region,currency,price_on_demand'
declare -A R=(
 [mac]="acme,m4.pro,Apple M4 Pro,1,us-east-1,USD,0.01"
 [spark]="acme,spark.1,DGX Spark,1,us-east-1,USD,0.01"
 [modded]="acme,g48.x,RTX 4090-48GB (modified),1,us-east-1,USD,0.01"
 [inr]="acme,g1.x,H100,8,ap-south-1,INR,250"
 [lakh]="acme,g1.x,H100,8,ap-south-1,USD,5L"
 [price_nan]="acme,g1.x,H100,8,us-east-1,USD,NaN"
 [price_neg0]="acme,g1.x,H100,8,us-east-1,USD,-0"
 [price_hex]="acme,g1.x,H100,8,us-east-1,USD,0x1p3"
 [price_underscore]="acme,g1.x,H100,8,us-east-1,USD,1_000"
 [fullwidth]="acme,g1.x,H100,８,us-east-1,USD,30"
)
for k in "${!R[@]}"; do
  f=$D/$k.csv; printf '%s\n%s\n' "$H" "${R[$k]}" > $f
  for cmd in "catalog check --file $f" "catalog import $f"; do
    home=$(mktemp -d /tmp/a25s.XXXX)
    out=$(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor $cmd 2>&1); rc=$?
    printf '%-12s %-14s rc=%s | %s\n' "$k" "${cmd%% *} ${cmd#* }" "$rc" "$(echo "$out" | head -3 | tr '\n' '|' | cut -c1-220)" | sed "s|$D/||"
    if [ "${cmd%% *}" = catalog ] && [ "${cmd#catalog }" != "${cmd#catalog import}" ] && [ $rc = 0 ]; then
      a=$(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor ask "serve Llama-3-8B for 10 users" 2>&1 | head -3 | tail -1 | cut -c1-200)
      echo "             ask after import: $a"
    fi
  done
done
