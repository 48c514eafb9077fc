# Attack 33 probe (docs/ATTACK_REVIEW.md "Attack 33"); run from anywhere in the repository: PY=.venv/bin/python bash scripts/attack33/kill_import2.sh
P=${PY:-python}
R=$(git -C "$(dirname "$0")" rev-parse --show-toplevel); export PYTHONPATH=$R
cd $R
T=${TMPDIR:-/tmp}
printf 'provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,as_of\nmine,y1,us-east-1,A100,1,USD,1.50,2026-12-01\n' > $T/a33-sheet_small.csv
$P -c "
with open('$T/a33-sheet.csv','w') as f:
    f.write('provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,as_of\\n')
    for i in range(150000):
        f.write(f'acme,x{i},us-east-1,H100,1,USD,{2.5+i%100/100:.2f},2026-12-01\\n')
"
for thr in 100000 2000000 8000000; do
  H=$(mktemp -d); export GPU_ADVISOR_HOME=$H
  $P -m advisor catalog info >/dev/null 2>&1
  $P -m advisor catalog import ${TMPDIR:-/tmp}/a33-sheet_small.csv >/dev/null 2>&1
  before=$(stat -c %s $H/advisor.db-wal 2>/dev/null || echo 0)
  $P -m advisor catalog import ${TMPDIR:-/tmp}/a33-sheet.csv >${TMPDIR:-/tmp}/a33-imp.out 2>&1 & pid=$!
  while kill -0 $pid 2>/dev/null; do s=$(stat -c %s $H/advisor.db-wal 2>/dev/null || echo 0); if [ $s -gt $((before+thr)) ]; then kill -9 $pid; echo "killed at wal=$s"; break; fi; sleep 0.05; done
  wait $pid 2>/dev/null
  echo "thr=$thr -> $($P -m advisor catalog info 2>&1 | grep -o '[0-9]* user price rows\|unreadable.*' | head -2)  $(tail -c 100 ${TMPDIR:-/tmp}/a33-imp.out)"
  $P -m advisor ask "serve llama-3-8b for 10 users on H100 in us-east-1" 2>&1 | grep -c acme
done
