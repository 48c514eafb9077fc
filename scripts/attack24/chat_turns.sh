#!/bin/bash
# A chat: the first argument is the opening message, each further argument one follow-up; prints each turn's first
# lines (LINES, default 3) and flags crash words.   bash scripts/attack24/chat_turns.sh "serve …" "what if users double?"
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
out=$( (printf '%s\n' "$@"; echo quit) | (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d /tmp/a24c.XXXX) timeout 200 $PY -m advisor chat 2>&1)); rc=$?
echo "### rc=$rc :: ${*: -1}" | cut -c1-200
echo "$out" | grep -qiE "traceback|please report" && echo "   <<CRASH"
echo "$out" | awk -v n=${LINES:-3} '/^you>/{c=0} {if (c<n+1) print substr($0,1,240); c++}' | tail -n +1 | grep -v "^$"
