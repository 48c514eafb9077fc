#!/bin/bash
# More hostile price sheets on `catalog check --file` and `catalog import` (then `ask` to see what answers use):
# an owned-card GPU name (RTX 5090) at absurd counts, quoted newlines, duplicate header, BOM+CRLF, a huge but legal
# gpu_count, reserved month at 1e18, vcpu/ram NaN, region with bidi, a price "1,5" (decimal comma), as_of far past.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
D=/tmp/a24s; mkdir -p $D
H='provider,instance_type,gpu,gpu_count,region,currency,price_on_demand'
$PY - <<P
D="$D"; H="$H"
rows = {
 "count_huge": "acme,g1.x,RTX 5090,1000000,us-east-1,USD,30",
 "count_frac": "acme,g1.x,RTX 5090,2.5,us-east-1,USD,3",
 "count_neg": "acme,g1.x,RTX 5090,-2,us-east-1,USD,3",
 "count_0": "acme,g1.x,RTX 5090,0,us-east-1,USD,3",
 "count_1e1": "acme,g1.x,RTX 5090,1e1,us-east-1,USD,30",
 "qnewline": 'acme,"g1\nx",H100,8,us-east-1,USD,30',
 "decimal_comma": 'acme,g1.x,H100,8,us-east-1,USD,"30,5"',
 "bidi_region": "acme,g1.x,H100,8,us-east\u202e-1,USD,30",
 "zw_gpu": "acme,g1.x,H\u200b100,8,us-east-1,USD,30",
 "unknown_gpu": "acme,g1.x,ZZ9000,8,us-east-1,USD,30",
 "gpu_1e3": "acme,g1.x,1e3,8,us-east-1,USD,30",
 "huge_price": "acme,g1.x,H100,8,us-east-1,USD,1e17",
 "cny": "acme,g1.x,H100,8,us-east-1,CNY,30",
 "eur": "acme,g1.x,H100,8,us-east-1,EUR,30",
}
for k, r in rows.items():
    open(f"{D}/{k}.csv", "w").write(H + "\n" + r + "\n")
open(f"{D}/dup_header.csv","w").write(H + ",price_on_demand\nacme,g1.x,H100,8,us-east-1,USD,30,1\n")
open(f"{D}/bom_crlf.csv","w", newline="").write("\ufeff" + H + "\r\nacme,g1.x,H100,8,us-east-1,USD,30\r\n")
open(f"{D}/extra_cells.csv","w").write(H + "\nacme,g1.x,H100,8,us-east-1,USD,30,extra,more\n")
open(f"{D}/short_row.csv","w").write(H + "\nacme,g1.x,H100\n")
open(f"{D}/vcpu_nan.csv","w").write(H + ",vcpu,ram_gib\nacme,g1.x,H100,8,us-east-1,USD,30,nan,inf\n")
open(f"{D}/reserved_huge.csv","w").write("provider,instance_type,gpu,gpu_count,region,currency,price_reserved_month\nacme,g1.x,H100,8,us-east-1,USD,1e17\n")
open(f"{D}/netgbps.csv","w").write(H + ",network_gbps\nacme,g1.x,H100,8,us-east-1,USD,30,1e308\n")
P
for f in ${ONLY:-count_huge count_frac count_neg count_0 count_1e1 qnewline decimal_comma bidi_region zw_gpu unknown_gpu gpu_1e3 huge_price cny eur dup_header bom_crlf extra_cells short_row vcpu_nan reserved_huge netgbps}; do
  h=$(mktemp -d /tmp/a24s.XXXX)
  for c in "check --file" import; do
    out=$( cd $WT && GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor catalog $c $D/$f.csv 2>&1); rc=$?
    fl=""; echo "$out" | grep -qiE "traceback|please report" && fl=" <<CRASH"
    printf '%-14s %-13s rc=%s%s | %s\n' $f "$c" $rc "$fl" "$(echo "$out" | grep -v '^$' | head -3 | cut -c1-190 | tr '\n' '|')"
  done
done
