#!/bin/bash
# Odd things where the home's files are expected: advisor.db a directory / a FIFO / a symlink to /dev/full or
# /dev/zero; advisor.db-wal a directory; slack-open a file. `ask` (and `catalog import`) on each, 40 s bound.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
printf 'provider,instance_type,gpu,gpu_count,region,price_on_demand\nacme,g1.x,H100,8,us-east-1,30\n' > /tmp/a23h.csv
one() { local name=$1 setup=$2; shift 2; local h=$(mktemp -d /tmp/a23h.XXXX); (cd $h && eval "$setup");
  local t0=$(date +%s.%N); out=$(cd $WT && GPU_ADVISOR_HOME=$h timeout 40 $PY -m advisor "$@" 2>&1); rc=$?
  printf '== %-28s %-14s rc=%-3s %4.1fs | %s\n' "$name" "$1" $rc $(echo "$(date +%s.%N) - $t0" | bc) "$(echo "$out" | grep -v '^$' | head -2 | cut -c1-230 | tr '\n' '|')"; }
for cmd in ask import; do
  if [ $cmd = ask ]; then set -- ask "serve Llama-3-8B for 10 users"; else set -- catalog import /tmp/a23h.csv; fi
  one "db is a directory" "mkdir advisor.db" "$@"
  one "db is a FIFO" "mkfifo advisor.db" "$@"
  one "db -> /dev/full" "ln -s /dev/full advisor.db" "$@"
  one "db -> /dev/zero" "ln -s /dev/zero advisor.db" "$@"
  one "db-wal is a directory" "mkdir advisor.db-wal" "$@"
  one "db-shm is a directory" "mkdir advisor.db-shm" "$@"
  one "db-journal is a directory" "mkdir advisor.db-journal" "$@"
done
