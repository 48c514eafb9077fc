#!/bin/bash
# Hostile price sheets on the region gap new since attack 29 (sa-east-1 said as the catalog's gap): rows in sa-east-1
# with odd prices and names (catalog check --file / catalog import), then an ask in sa-east-1 on the imported home.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
D=/tmp/a30s; mkdir -p $D; H='provider,instance_type,gpu,gpu_count,region,currency,price_on_demand'
declare -A R=(
 [region_zwsp]="acme,g1.x,H100,8,sa-east-​1,USD,30"
 [price_tiny]="acme,g1.x,H100,8,sa-east-1,USD,1e-300"
 [price_neg]="acme,g1.x,H100,8,sa-east-1,USD,-30"
 [price_nan]="acme,g1.x,H100,8,sa-east-1,USD,NaN"
 [card_h300]="acme,g1.x,H300,8,sa-east-1,USD,30"
 [card_7900]="acme,g1.x,7900,2,sa-east-1,USD,3"
 [aws_cheap]="aws,p5.48xlarge,H100,8,sa-east-1,USD,0.5"
 [count_huge]="acme,g1.x,H100,1e300,sa-east-1,USD,30"
)
for k in "${!R[@]}"; do
  f=$D/$k.csv; printf "$H\n${R[$k]}\n" > $f
  for cmd in "catalog check --file $f" "catalog import $f"; do
    home=$(mktemp -d /tmp/a30s.XXXX)
    out=$(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor $cmd 2>&1); rc=$?
    printf '%-12s %-14s rc=%s | %s\n' "$k" "${cmd%% *} ${cmd#* }" "$rc" "$(echo "$out" | head -3 | tr '\n' '|' | cut -c1-230)" | sed "s|$D/||"
  done
done
f=$D/ok.csv; printf "$H\nacme,g1.x,A100 80GB,1,sa-east-1,USD,3.5\n" > $f
home=$(mktemp -d /tmp/a30s.XXXX); (cd $WT && GPU_ADVISOR_HOME=$home $PY -m advisor catalog import $f 2>&1 | head -2 | cut -c1-200)
echo "== imported acme 1 × A100 in sa-east-1, then serve there"
(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor ask "serve Llama-3-8B for 10 users in sa-east-1" 2>&1 | grep -v '^$' | head -4 | cut -c1-220)
