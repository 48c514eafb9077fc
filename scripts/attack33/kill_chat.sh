# Attack 33 probe (docs/ATTACK_REVIEW.md "Attack 33"); run from anywhere in the repository: PY=.venv/bin/python bash scripts/attack33/kill_chat.sh
P=${PY:-python}
R=$(git -C "$(dirname "$0")" rev-parse --show-toplevel); export PYTHONPATH=$R
cd $R
H=$(mktemp -d); export GPU_ADVISOR_HOME=$H
$P -m advisor catalog info >/dev/null 2>&1
for d in 1.0 2.0 3.0 4.0 5.0 6.0 7.0 8.0; do
  (printf 'serve Qwen2.5-7B for 10 users\nwhat about 20 users?\nexport %s\nmake it 40 users\n' ${TMPDIR:-/tmp}/a33-exp$d) | $P -m advisor chat >${TMPDIR:-/tmp}/a33-chat.out 2>&1 & pid=$!
  sleep $d; kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
  ic=$(python3 -c "import sqlite3; c=sqlite3.connect('$H/advisor.db'); print(c.execute('pragma integrity_check').fetchone()[0], c.execute('select count(*) from sqlite_master').fetchone()[0])" 2>&1)
  cut=$(for f in ${TMPDIR:-/tmp}/a33-exp$d/*.md; do [ -f "$f" ] && tail -c 50 "$f" | tr '\n' ' '; done)
  ls -a ${TMPDIR:-/tmp}/a33-exp$d 2>/dev/null | tr '\n' ' '
  echo " d=$d integrity=$ic"
done
$P -m advisor catalog info 2>&1 | head -2
