#!/bin/bash
# Read-only and full disks for real (root in this container: chmod does not stop root, so a tmpfs mounted ro, and a
# 256 KiB tmpfs filled to the last byte), on the paths new since attack 27; ask, then chat with a follow-up.
# Unmounts what it mounted.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
ro=$(mktemp -d /tmp/a28ro.XXXX); full=$(mktemp -d /tmp/a28full.XXXX)
mount -t tmpfs -o ro,size=1m tmpfs $ro || exit 1
mount -t tmpfs -o size=256k tmpfs $full || { umount $ro; exit 1; }
dd if=/dev/zero of=$full/fill bs=4k 2>/dev/null
trap 'umount $ro; umount $full; rmdir $ro $full' EXIT
for h in $ro $full; do
  for q in "extract fields from 1M invoices a day with Qwen2.5-7B with a 2,000-token glossary in every request" "Boltz-2 screen of 10,000 structures"; do
    out=$(cd $WT && GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q" 2>&1); rc=$?
    echo "== $(findmnt -no OPTIONS $h | cut -d, -f1) home rc=$rc :: $q"; echo "$out" | grep -v '^$' | head -2 | cut -c1-200
  done
  out=$( (printf '%s\n' "300个医生用Qwen2.5-72B问诊" "如果医生人数翻倍呢？" quit) | (cd $WT && GPU_ADVISOR_HOME=$h timeout 200 $PY -m advisor chat 2>&1)); rc=$?
  echo "== chat rc=$rc"; echo "$out" | grep -aE '路并发|cannot|无法|Traceback|report' | head -4 | cut -c1-200
  out=$(cd $WT && GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor catalog import /tmp/a28s/ok.csv 2>&1); echo "== catalog import rc=$? :: $(echo "$out" | head -2 | tr '\n' '|' | cut -c1-200)"
done
