#!/bin/bash
# three `chat --session S` processes at once on one home, each one follow-up; then the session's state
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
ga() { (cd "$WT" && PYTHONPATH=$WT HF_HUB_OFFLINE=1 timeout 200 $PY -m advisor "$@"); }
export GPU_ADVISOR_HOME=$(mktemp -d /tmp/a21cc.XXXX)
printf '%s\n' "serve Llama-3.1-8B for 20 users" quit | ga chat > $GPU_ADVISOR_HOME/c0.txt 2>&1
S=$(grep -o 'session [0-9a-f]*' $GPU_ADVISOR_HOME/c0.txt | head -1 | cut -d' ' -f2)
for m in "make it 32k context" "only AWS" "use int4"; do
  (printf '%s\nquit\n' "$m" | ga chat --session $S > "$GPU_ADVISOR_HOME/c-${m// /_}.txt" 2>&1) &
done
wait
for f in $GPU_ADVISOR_HOME/c-*.txt; do echo "$(basename $f): $(grep -m1 '^changed' $f | cut -c1-80)"; done
# (state printed below)
echo "home=$GPU_ADVISOR_HOME session=$S"
printf 'details\nquit\n' | ga chat --session $S 2>&1 | grep -m1 'serving' | cut -c1-160
mkdir -p $GPU_ADVISOR_HOME/exp; printf 'export\nquit\n' | ga chat --session $S --export-dir $GPU_ADVISOR_HOME/exp >/dev/null 2>&1
grep -h -m4 'serving\|^\*\*Llama\|INT4\|only aws' $GPU_ADVISOR_HOME/exp/*.md | cut -c1-200
echo "export reproduce line:"; grep -h "gpu-advisor recommend" $GPU_ADVISOR_HOME/exp/*.md 2>/dev/null | cut -c1-200
