#!/usr/bin/env bash
# A13: a read-only home whose advisor.db opens (its header and schema are fine) but has damaged pages further in.
# A writable home moves such a file aside (quick_check); a read-only one cannot. Needs root (tmpfs).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${PYTHON:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1
T=$(mktemp -d /tmp/a13_rocor.XXXX); cd $T; export XDG_CACHE_HOME=$T/cache
mkdir m; mount -t tmpfs -o size=64m tmpfs m || exit 0
export GPU_ADVISOR_HOME=$T/m/home; mkdir -p $GPU_ADVISOR_HOME
printf 'serve Llama-3-70B for 30 users\nquit\n' | $P -m advisor chat --session S1 >/dev/null 2>&1
ls -la $GPU_ADVISOR_HOME | grep advisor
# overwrite 64 kB in the middle of the file with garbage (page 0 and the schema untouched)
size=$(stat -c %s $GPU_ADVISOR_HOME/advisor.db)
dd if=/dev/urandom of=$GPU_ADVISOR_HOME/advisor.db bs=4096 seek=$((size / 4096 / 2)) count=16 conv=notrunc 2>/dev/null
cp -a $GPU_ADVISOR_HOME $T/copy
mount -o remount,ro $T/m
for H in $T/copy $GPU_ADVISOR_HOME; do
  echo "=== home $H"
  out=$(GPU_ADVISOR_HOME=$H $P -m advisor ask "serve Llama-3-8B for 10 users" 2>&1); echo "ask rc=$? | $(grep -E 'concurrent ×|rror|cannot|moved|please report|read-only' <<<"$out" | head -3 | cut -c1-230 | tr '\n' ' ')"
  out=$(printf 'make it 8-bit\nquit\n' | GPU_ADVISOR_HOME=$H $P -m advisor chat --session S1 2>&1); echo "chat rc=$? | $(grep -E 'concurrent ×|rror|cannot|moved|please report|Which' <<<"$out" | head -3 | cut -c1-230 | tr '\n' ' ')"
done
umount $T/m
