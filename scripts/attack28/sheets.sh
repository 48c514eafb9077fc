#!/bin/bash
# Hostile price sheets (catalog check --file / catalog import), then the imported provider left out by name
# (--exclude-provider, "no acme" in ask) to see the exclusion reach an imported cloud.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
D=/tmp/a28s; mkdir -p $D; H='provider,instance_type,gpu,gpu_count,region,currency,price_on_demand'
declare -A R=(
 [prov_zwsp]="ac​me,g1.x,H100,8,us-east-1,USD,1"
 [prov_rlo]="ac‮me,g1.x,H100,8,us-east-1,USD,1"
 [prov_aws_case]="AWS ,g1.x,H100,8,us-east-1,USD,0.01"
 [price_1e300]="acme,g1.x,H100,8,us-east-1,USD,1e300"
 [price_sci]="acme,g1.x,H100,8,us-east-1,USD,3e1"
 [currency_xxx]="acme,g1.x,H100,8,us-east-1,XXX,30"
 [gpu_count_0]="acme,g1.x,H100,0,us-east-1,USD,30"
 [gpu_count_frac]="acme,g1.x,H100,1.5,us-east-1,USD,30"
 [region_nul]="acme,g1.x,H100,8,us-east-1\x00,USD,30"
 [gpu_unknown]="acme,g1.x,H999 Ultra,8,us-east-1,USD,30"
)
for k in "${!R[@]}"; do
  f=$D/$k.csv; printf "$H\n${R[$k]}\n" > $f
  for cmd in "catalog check --file $f" "catalog import $f"; do
    home=$(mktemp -d /tmp/a28s.XXXX)
    out=$(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor $cmd 2>&1); rc=$?
    printf '%-14s %-14s rc=%s | %s\n' "$k" "${cmd%% *} ${cmd#* }" "$rc" "$(echo "$out" | head -3 | tr '\n' '|' | cut -c1-230)" | sed "s|$D/||"
  done
done
f=$D/ok.csv; printf "$H\nacme,g1.x,H100,8,us-east-1,USD,9.5\n" > $f
home=$(mktemp -d /tmp/a28s.XXXX); (cd $WT && GPU_ADVISOR_HOME=$home $PY -m advisor catalog import $f >/dev/null 2>&1)
echo "== imported acme at \$9.50/h for 8 × H100, then leave it out"
(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor recommend --model Llama-3-70B --concurrency 10 --exclude-provider acme 2>&1 | grep -v '^$' | head -2 | cut -c1-200)
(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor ask "serve Llama-3-70B for 10 users, no acme" 2>&1 | grep -v '^$' | head -3 | cut -c1-200)
(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor ask "serve Llama-3-70B for 10 users" 2>&1 | grep -v '^$' | head -2 | tail -1 | cut -c1-200)
