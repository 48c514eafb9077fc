#!/bin/bash
# Long messages in the chat: first message and follow-ups over MAX_CHARS (4,000): does the answer say what was read?
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
pad=$(printf 'lorem %.0s' $(seq 1 800))   # 4,800 characters
chat() { local h=$(mktemp -d /tmp/a23l.XXXX); (cd $WT && GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor chat 2>&1 | grep -E "^you>|characters|个字符|changed|didn|catch|I read|read the" | cut -c1-200); }
echo "== L1 follow-up: 'only AWS' + 4,800 chars of padding (the change inside the read part)"
printf '%s\n' "serve Llama-3-8B for 10 users" "only AWS $pad" quit | chat
echo "== L2 follow-up: padding then 'make it 32k context' (beyond the read part)"
printf '%s\n' "serve Llama-3-8B for 10 users" "$pad make it 32k context" quit | chat
echo "== L3 first message: padding then the question"
printf '%s\n' "$pad serve Llama-3-8B for 10 users" quit | chat
echo "== L4 first message: the question then padding"
printf '%s\n' "serve Llama-3-8B for 10 users $pad" quit | chat
echo "== L5 first message: 4,100 zero-width spaces then the question (len > 4000, all read?)"
zw=$($PY -c "print('\u200b'*4100, end='')")
printf '%s\n' "${zw}serve Llama-3-8B for 10 users" quit | chat
echo "== L6 ask: question + padding in Chinese"
h=$(mktemp -d); (cd $WT && GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "部署 Qwen2.5-7B，10 并发 $pad" 2>&1 | grep -E "characters|字符" | cut -c1-200)
