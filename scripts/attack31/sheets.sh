#!/bin/bash
# Hostile price sheets on what is new since attack 30 (the Apple M3 Max row, the new answer currencies, unknown region
# ids): rows with odd currencies / prices / regions / cards (catalog check --file and catalog import), then asks on the
# imported homes (a row in ap-mars-1 makes it a known region; an imported AUD row priced in MOP).
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
D=/tmp/a31s; mkdir -p $D; H='provider,instance_type,gpu,gpu_count,region,currency,price_on_demand'
declare -A R=(
 [cur_aud]="acme,g1.x,H100,8,us-east-1,AUD,30"
 [cur_mop_nan]="acme,g1.x,H100,8,us-east-1,MOP,NaN"
 [cur_krw_huge]="acme,g1.x,H100,8,us-east-1,KRW,1e300"
 [cur_krw_tiny]="acme,g1.x,H100,8,us-east-1,KRW,1e-300"
 [cur_xxx]="acme,g1.x,H100,8,us-east-1,XXX,30"
 [cur_zwsp]="acme,g1.x,H100,8,us-east-1,AU​D,30"
 [apple_rent]="acme,mac.m3,Apple M3 Max,1,us-east-1,USD,0.10"
 [apple_neg]="acme,mac.m3,Apple M3 Max,-1,us-east-1,USD,1"
 [region_mars]="acme,g1.x,A100 80GB,1,ap-mars-1,USD,3.5"
 [region_rtl]="acme,g1.x,A100 80GB,1,ap-‮mars-1,USD,3.5"
)
for k in $(printf '%s\n' "${!R[@]}" | sort); do
  f=$D/$k.csv; printf "$H\n${R[$k]}\n" > $f
  for cmd in "catalog check --file $f" "catalog import $f"; do
    home=$(mktemp -d /tmp/a31s.XXXX)
    out=$(cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor $cmd 2>&1); rc=$?
    printf '%-12s %-14s rc=%s | %s\n' "$k" "${cmd%% *} ${cmd#* }" "$rc" "$(echo "$out" | head -3 | tr '\n' '|' | cut -c1-230)" | sed "s|$D/||"
  done
done
for k in region_mars cur_aud apple_rent; do
  home=$(mktemp -d /tmp/a31s.XXXX); (cd $WT && GPU_ADVISOR_HOME=$home $PY -m advisor catalog import $D/$k.csv >/dev/null 2>&1)
  case $k in region_mars) q="serve Llama-3-8B for 10 users in ap-mars-1";; cur_aud) q="serve Llama-3-70B for 50 users on H100, answer in MOP";;
    apple_rent) q="serve Qwen2.5-14B for 3 users on an Apple M3 Max";; esac
  echo "== imported $k, then: $q"
  (cd $WT && GPU_ADVISOR_HOME=$home timeout 120 $PY -m advisor ask "$q" 2>&1 | grep -v '^$' | head -4 | cut -c1-230)
done
