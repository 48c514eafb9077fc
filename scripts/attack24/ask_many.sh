#!/bin/bash
# One `ask` per line of stdin (each on a fresh home), printing exit code, the first lines and any crash words.
#   bash scripts/attack24/ask_many.sh < cases.txt      (LINES=N lines of each answer, default 4)
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
while IFS= read -r q; do
  [ -z "$q" ] && continue
  out=$(cd $WT && GPU_ADVISOR_HOME=$(mktemp -d /tmp/a24a.XXXX) timeout 120 $PY -m advisor ask "$q" 2>&1); rc=$?
  flag=""; echo "$out" | grep -qiE "traceback|please report|nan|inf\b|\\\$inf|e\+[0-9]{2}" && flag=" <<CHECK"
  echo "=== rc=$rc$flag :: $q" | cut -c1-220
  echo "$out" | head -${LINES:-4} | cut -c1-260
done
