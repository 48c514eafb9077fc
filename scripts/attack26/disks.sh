#!/bin/bash
# New-path answers on a home that misbehaves: read-only directory, a file where the home should be, ulimit -f 1,
# a truncated advisor.db. Each prints the exit code and the first lines.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
Q=("CLIP embeddings of 300M images in S3" "YOLO11 training on 60k images at 640px for 150 epochs" "5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要")
run() { out=$(cd $WT && "$@" 2>&1); echo "   rc=$? :: $(echo "$out" | head -2 | cut -c1-160 | tr '\n' '|')"; }
for q in "${Q[@]}"; do
  echo "== $q"
  h=$(mktemp -d); chmod 555 $h; echo " read-only home"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"
  f=$(mktemp); echo " a file as home"; run env GPU_ADVISOR_HOME=$f timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); echo " ulimit -f 1"; run bash -c "ulimit -f 1; GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask '$q'"
  h=$(mktemp -d); GPU_ADVISOR_HOME=$h $PY -m advisor ask "hi" >/dev/null 2>&1; truncate -s 5000 $h/advisor.db 2>/dev/null
  echo " truncated advisor.db"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); echo " chat export to a read-only dir"; mkdir $h/ro; chmod 555 $h/ro
  run bash -c "printf '%s\nexport $h/ro/x.csv\nquit\n' '$q' | GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor chat | tail -3"
done
