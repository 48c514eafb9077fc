#!/usr/bin/env bash
# A13: a home killed -9 mid-run (its last turns still in advisor.db-wal), then its disk remounted read-only.
# Needs root (tmpfs). Run from the worktree root: bash scripts/attack13/ro_wal.sh
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${PYTHON:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1
T=$(mktemp -d /tmp/a13_rowal.XXXX); cd $T
export XDG_CACHE_HOME=$T/cache
mkdir m; mount -t tmpfs -o size=64m tmpfs m || { echo "no tmpfs"; exit 0; }
export GPU_ADVISOR_HOME=$T/m/home; mkdir -p $GPU_ADVISOR_HOME
$P -m advisor ask "serve Llama-3-8B for 10 users" >/dev/null 2>&1   # seed the catalog, exits cleanly
mkfifo in.fifo
( $P -m advisor chat --session S1 < in.fifo > chat1.out 2>&1 & echo $! > chat.pid; wait ) &
exec 3>in.fifo
echo "serve Llama-3-70B for 30 users" >&3
for i in $(seq 1 90); do grep -q "30 concurrent" chat1.out 2>/dev/null && break; sleep 1; done
sleep 1; kill -9 $(cat chat.pid); exec 3>&-; sleep 1
echo "--- first turn answered: $(grep -c '30 concurrent' chat1.out)"
ls -la $GPU_ADVISOR_HOME | grep advisor
echo "--- healthy-copy control: what a writable copy of the same files resumes"
cp -a $GPU_ADVISOR_HOME $T/copy
GPU_ADVISOR_HOME=$T/copy sh -c "printf 'make it 8-bit\nquit\n' | $P -m advisor chat --session S1" 2>&1 | grep -E 'concurrent|Which|model' | head -3
[ -n "${NO_SHM:-}" ] && rm -f $GPU_ADVISOR_HOME/advisor.db-shm && echo "--- (advisor.db-shm removed, as a copy without it)"
mount -o remount,ro $T/m
echo "--- read-only remount: resume S1"
printf 'make it 8-bit\nquit\n' | $P -m advisor chat --session S1 2>&1 | grep -E 'concurrent|Which|model|read-only|cannot|Error|error' | head -6
umount $T/m
