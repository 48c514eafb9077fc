#!/bin/bash
# The readers new since attack 33 on a home that misbehaves: a file as home, advisor.db a directory, ulimit -f 1, a
# truncated advisor.db, a read-only tmpfs and a full 256 KiB tmpfs as home (root here: chmod stops nothing), then a
# chat with a follow-up on the full one. Exit code and first lines. Unmounts what it mounted.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
Q=("caption 50 images per second with Qwen2-VL-7B" "这个周末要把Llama-3-8B在5万条数据上微调完")
run() { out=$(cd $WT && "$@" 2>&1); echo "   rc=$? :: $(echo "$out" | grep -v '^$' | head -2 | cut -c1-170 | tr '\n' '|')"; }
ro=$(mktemp -d /tmp/a34ro.XXXX); full=$(mktemp -d /tmp/a34full.XXXX)
mount -t tmpfs -o ro,size=1m tmpfs $ro && mount -t tmpfs -o size=256k tmpfs $full && dd if=/dev/zero of=$full/fill bs=4k 2>/dev/null
trap 'umount $ro; umount $full; rmdir $ro $full' EXIT
for q in "${Q[@]}"; do
  echo "== $q"
  f=$(mktemp); echo " a file as home"; run env GPU_ADVISOR_HOME=$f timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); mkdir $h/advisor.db; echo " advisor.db a directory"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); echo " ulimit -f 1"; run bash -c "ulimit -f 1; GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask '$q'"
  h=$(mktemp -d); GPU_ADVISOR_HOME=$h $PY -m advisor ask "hi" >/dev/null 2>&1; truncate -s 5000 $h/advisor.db 2>/dev/null
  echo " truncated advisor.db"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"
  echo " read-only tmpfs"; run env GPU_ADVISOR_HOME=$ro timeout 120 $PY -m advisor ask "$q"
  echo " full tmpfs"; run env GPU_ADVISOR_HOME=$full timeout 120 $PY -m advisor ask "$q"
done
echo "== chat on the full tmpfs, then a follow-up"
out=$( (printf '%s\n' "serve Qwen2.5-7B for 900,000,000 people online at peak" "what if users grow 1000x?" quit) | (cd $WT && GPU_ADVISOR_HOME=$full timeout 200 $PY -m advisor chat 2>&1)); echo "   rc=$? :: $(echo "$out" | grep -E "warning|cannot|not applied|validation|Traceback" | head -4 | cut -c1-200 | tr '\n' '|')"
