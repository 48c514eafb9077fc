# Attack 34 probe (docs/ATTACK_REVIEW.md "Attack 34"): kill -9 a chat on the new readers (a rate of images, a rate past the
# most sized, an export) at 1-8 s, then check the store and the export folder. PY=.venv/bin/python bash scripts/attack34/kill_chat.sh
P=${PY:-python}
R=$(git -C "$(dirname "$0")" rev-parse --show-toplevel); export PYTHONPATH=$R
cd $R
H=$(mktemp -d); export GPU_ADVISOR_HOME=$H
$P -m advisor catalog info >/dev/null 2>&1
for d in 1.0 2.0 3.0 4.0 5.0 6.0 7.0 8.0; do
  (printf 'caption 50 images per second with Qwen2-VL-7B\nwhat about 1e12 images per second?\nexport %s\nwhat about 80 images per second?\n' ${TMPDIR:-/tmp}/a34-exp$d) | $P -m advisor chat >${TMPDIR:-/tmp}/a34-chat.out 2>&1 & pid=$!
  sleep $d; kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
  ic=$(python3 -c "import sqlite3; c=sqlite3.connect('$H/advisor.db'); print(c.execute('pragma integrity_check').fetchone()[0], c.execute('select count(*) from sqlite_master').fetchone()[0])" 2>&1)
  cut=$(for f in ${TMPDIR:-/tmp}/a34-exp$d/*.md; do [ -f "$f" ] && tail -c 50 "$f" | tr '\n' ' '; done)
  ls -a ${TMPDIR:-/tmp}/a34-exp$d 2>/dev/null | tr '\n' ' '
  echo " d=$d integrity=$ic"
done
$P -m advisor catalog info 2>&1 | head -2
