#!/bin/bash
# A file-size limit (ulimit -f, KiB): every write past it fails with EFBIG (Python ignores SIGXFSZ).
# bash scripts/attack23/ulimit_f.sh [KIB]  — ask / chat / catalog import / export / template on a fresh home each.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
K=${1:-64}
run() { local h=$(mktemp -d /tmp/a23u.XXXX); echo "== ulimit -f $K: $*"; (cd $WT && ulimit -f $K && GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor "$@" 2>&1 | cut -c1-220 | grep -v '^$' | head -${LINES_:-6}; echo "rc=${PIPESTATUS[0]}"); }
run ask "serve Llama-3-8B for 10 users"
printf '%s\n' "serve Llama-3-8B for 10 users" "only AWS" export quit > /tmp/a23u.in
(cd /tmp && h=$(mktemp -d /tmp/a23u.XXXX) && echo "== ulimit -f $K: chat + export" && ulimit -f $K && cd $WT && GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor chat --export-dir /tmp < /tmp/a23u.in 2>&1 | grep -iE "error|report|warn|cannot|Wrote|changed" | cut -c1-220 | head; echo "rc=${PIPESTATUS[0]}")
$PY -c "
import csv,sys
w=csv.writer(open('/tmp/a23u.csv','w'))
w.writerow(['provider','instance_type','gpu','gpu_count','region','price_on_demand'])
for i in range(3000): w.writerow(['acme',f'g{i}.x','H100',8,'us-east-1',30+i/100])
"
run catalog import /tmp/a23u.csv
LINES_=3 run catalog export --output /tmp/a23u_export.csv
LINES_=3 run catalog template --help
