#!/bin/bash
# Hostile price sheets on `catalog check --file` and `catalog import`: one 60 MB line, a 20,000-column header, UTF-16
# with a BOM, gzip, /bin/ls, a header only, prices as full-width / Arabic-Indic digits, 1_000, 1e-300, -0, "0x1p3".
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
D=/tmp/a23s; mkdir -p $D
H='provider,instance_type,gpu,gpu_count,region,currency,price_on_demand'
$PY - <<P
import gzip
D="$D"; H="$H"
open(D+"/oneline.csv","w").write(H+"\nacme,g1.x,H100,8,us-east-1," + "9"*60_000_000)
open(D+"/wide.csv","w").write(",".join(f"c{i}" for i in range(20000)) + "\n" + ",".join("1" for i in range(20000)) + "\n")
open(D+"/utf16.csv","w",encoding="utf-16").write(H+"\nacme,g1.x,H100,8,us-east-1,USD,30\n")
gzip.open(D+"/gz.csv","wt").write(H+"\nacme,g1.x,H100,8,us-east-1,USD,30\n")
open(D+"/header.csv","w").write(H+"\n")
for name, p in [("fullwidth","３０"),("arabic","٣٠"),("under","3_0"),("tiny","1e-300"),("negzero","-0"),("hexfloat","0x1p3"),("spaces"," 30 "),("plus","+30"),("dot","30."),("lead",".5e2"), ("exp", "3e1")]:
    open(f"{D}/p_{name}.csv","w").write(H+f"\nacme,g1.x,H100,8,us-east-1,USD,{p}\n")
P
cp /bin/ls $D/binary.csv
for f in ${ONLY:-oneline wide utf16 gz header binary} p_fullwidth p_arabic p_under p_tiny p_negzero p_hexfloat p_spaces p_plus p_dot p_lead p_exp; do
  for c in "check --file" import; do
    h=$(mktemp -d /tmp/a23s.XXXX)
    out=$( cd $WT && GPU_ADVISOR_HOME=$h /usr/bin/time -f "TIME %e s %M kB" timeout 120 $PY -m advisor catalog $c $D/$f.csv 2>&1); rc=$?
    printf '%-12s %-13s rc=%s %s | %s\n' $f "$c" $rc "$(echo "$out" | grep TIME)" "$(echo "$out" | grep -v TIME | grep -v '^$' | head -2 | cut -c1-170 | tr '\n' '|')"
  done
done
