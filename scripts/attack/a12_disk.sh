#!/usr/bin/env bash
# Twelfth review: full and read-only disks (needs root for mount; run from the worktree root):
#   bash scripts/attack/a12_disk.sh
# Each command is judged: exit 0 with an answer (reads) or exit 2 in words (writes); never "please report"/Traceback.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${PYTHON:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1
T=$(mktemp -d /tmp/a12_disk.XXXX); cd $T
printf 'provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\nacme,s1,us-east-1,L4,1,USD,0.8\n' > s.csv
judge() {  # name, then the command
  local name=$1; shift
  out=$("$@" 2>&1); rc=$?
  printf '%-62s rc=%s bad=%s | %s\n' "$name" $rc "$(grep -ciE 'please report|traceback' <<<"$out")" \
    "$(grep -iE 'warn|cannot|error|space|read-only|session|Imported' <<<"$out" | head -2 | tr '\n' ' ' | cut -c1-210)"
}
cycle() {  # the commands on the current GPU_ADVISOR_HOME; $1 names the state
  judge "$1: ask" $P -m advisor ask "serve Llama-3-8B for 10 users"
  judge "$1: chat (2 turns + export to the home's disk)" sh -c "printf 'serve Llama-3-8B for 10 users\nmake it 20 users\nexport\nquit\n' | $P -m advisor chat --session D --export-dir $GPU_ADVISOR_HOME"
  judge "$1: chat --session D resumed" sh -c "printf 'make it 30 users\nquit\n' | $P -m advisor chat --session D"
  judge "$1: catalog import" $P -m advisor catalog import s.csv
  judge "$1: catalog info" $P -m advisor catalog info
  judge "$1: parse" $P -m advisor parse "serve Llama-3-8B for 10 users"
}
mkdir -p $T/tiny $T/mid
mount -t tmpfs -o size=64k tmpfs $T/tiny || { echo "cannot mount tmpfs (not root?)"; exit 0; }
export GPU_ADVISOR_HOME=$T/tiny; cycle "64 kB tmpfs, fresh"
umount $T/tiny
mount -t tmpfs -o size=60m tmpfs $T/mid
export GPU_ADVISOR_HOME=$T/mid/home; mkdir -p $GPU_ADVISOR_HOME
cycle "60 MB tmpfs, room"
dd if=/dev/zero of=$T/mid/fill bs=64k 2>/dev/null; sync
cycle "same home, disk filled"
rm -f $T/mid/fill; mount -o remount,ro $T/mid
cycle "same home, remounted read-only"
umount $T/mid
echo "sessions seen by the next run on a healthy copy:"; ls $T
