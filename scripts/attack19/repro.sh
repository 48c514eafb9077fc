#!/bin/bash
# Attack 19 reproductions: bash repro.sh [A19-N ...] (no argument: all). Runs the real CLI (python -m advisor) from the
# worktree at dd0a479 (WT, default /work/wt-attack19), each call on a fresh GPU_ADVISOR_HOME, and prints the lines
# that show the finding. A19-H1 replays the held Slack checks, A19-H2 the held kill -9 check.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}
PY=${PY:-/work/main/.venv/bin/python}
cd "$WT" || exit 1
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_REFRESH_HOURS=off
ga() { GPU_ADVISOR_HOME=$(mktemp -d) timeout 120 "$PY" -m advisor "$@" 2>&1; }
case_() {
  echo "===== $1"
  case $1 in
  A19-1) for q in "serve Llama-3.1-8B for 20 usrs" "Lama 3.1 70b for 20 usrs pls, whats cheapest gpu" "serve Llama-3.1-8B for 20 uesrs"; do
           echo "-- $q"; ga ask "$q" | grep -E '^\*\*|^> read as typos' | head -3 | cut -c1-300; done ;;
  A19-2) for q in "部署Qwen2.5-14B给200人用同时在线50人上下文32k" "部署 Qwen2.5-14B 给200人用，同时在线50人，上下文32k"; do
           echo "-- parse: $q"; ga parse "$q" | head -1 | cut -c1-200; done
         echo "-- ask (glued)"; ga ask "部署Qwen2.5-14B给200人用同时在线50人上下文32k" | grep -E '^\*\*' | head -2 | cut -c1-300 ;;
  A19-3) for q in "serve Llama-3.1-70B for 40 users, must survive one server failure at full capacity" \
                  "部署 Llama-3.1-70B 给40人同时用，一台机器挂了也要能扛住全部负载" \
                  "serve Llama-3.1-70B for 40 users, it must keep full capacity if one server dies, only H100" \
                  "serve Llama-3.1-70B for 40 users, no single point of failure"; do
           echo "-- $q"; ga ask "$q" | grep -E '^\*\*|✅' | head -3 | cut -c1-260; done ;;
  A19-4) ga ask "we own 2 boxes with 4 L40S each, linked by plain 25GbE ethernet; serve Llama-3.1-70B for 20 users" \
           | grep -E '^\*\*|^> 2 machines|✅' | head -5 | cut -c1-420 ;;
  A19-5) ga ask "we have 2 A100 80GB and can rent more if needed; serve Llama-3.1-70B for 40 users" \
           | grep -E '^\*\*|What would change' | head -3 | cut -c1-420 ;;
  A19-6) printf '%s\n' "部署 Qwen2.5-32B 给20人用" "再快一点呢" "快一点" quit | ga chat | grep -E '^you>' | cut -c1-160
         printf '%s\n' "serve Qwen2.5-32B for 20 users" "faster?" quit | ga chat | grep -E '^you>' | cut -c1-160 ;;
  A19-7) ga ask "我们有10万阿里云代金券，部署 Qwen2.5-32B 给20人用" | grep -E '代金券' | cut -c1-200
         ga ask "we have \$10k AWS credits, serve Qwen2.5-32B for 20 users, what should we rent?" | grep -E 'credits on' | cut -c1-200 ;;
  A19-8) H=$(mktemp -d)
         echo "-- check --file"; GPU_ADVISOR_HOME=$H "$PY" -m advisor catalog check --file "$HERE/typo.csv" 2>&1 | grep -vE "^\s+[a-z_]+\s+0 /\s+0$"
         echo "-- import"; GPU_ADVISOR_HOME=$H "$PY" -m advisor catalog import "$HERE/typo.csv" 2>&1
         echo "-- ask"; GPU_ADVISOR_HOME=$H "$PY" -m advisor ask "serve Qwen2.5-32B for 5 users" 2>&1 | grep -E '^\*\*Qwen2.5-32B serv|mycloud' | head -3 | cut -c1-220 ;;
  A19-9) ga ask "serve Qwen2.5-32B for 5 users, only AWS" | grep -E '^\*\*Qwen2.5-32B serv|^\| [0-9]|V100|minimum 4' | cut -c1-260
         ga ask "serve Qwen2.5-32B for 5 users, only AWS" | grep -o 'minimum 4 × A10G[^;]*' ;;
  A19-10) ga ask "部署 DeepSeek-R1-Distill-Qwen-32B 俾30個人用，唔可以出香港" | grep -E '^\*\*DeepSeek|sm_7|V1|FlashAttention' | cut -c1-260
          echo "-- the V100 plan of A19-9 for comparison:"; ga ask "serve Qwen2.5-32B for 5 users, only AWS" | grep -E 'sm_70' | cut -c1-200 ;;
  A19-11) for q in "serve Llama-3.1-8B for 20 users, budget NaN" "serve Llama-3.1-8B for 20 users, budget -100 dollars a month"; do
            echo "-- $q"; ga ask "$q" | grep -E '^\*\*Llama-3.1-8B ·|^> ' | head -3 | cut -c1-200; done ;;
  A19-H1) HF_HUB_OFFLINE=1 PYTHONPATH=$WT "$PY" "$HERE/slack_probe.py" 2>&1 | grep -v 'LOG:' ;;
  A19-H2) for d in 0.3 0.6; do H=$(mktemp -d); F=$(mktemp -u); mkfifo "$F"; O=$(mktemp)
            ( GPU_ADVISOR_HOME=$H "$PY" -m advisor chat <"$F" >"$O" 2>&1 & echo $! >"$O.pid" ); exec 7>"$F"
            for i in $(seq 100); do grep -q session "$O" && break; sleep 0.2; done
            echo "部署 Qwen2.5-14B 给30人用" >&7; sleep $d; kill -9 "$(cat "$O.pid")"; exec 7>&-
            S=$(grep -oE 'session [0-9a-f]+' "$O" | head -1 | cut -d' ' -f2)
            echo "-- killed $d s after the first message; answers before: $(grep -c '^you> \*\*' "$O")"
            printf 'quit\n' | GPU_ADVISOR_HOME=$H "$PY" -m advisor chat --session "$S" 2>&1 | grep -vE '^\|' | head -3 | cut -c1-160; done ;;
  A19-12) echo "-- 資料不能離開台灣 + 只用 AWS"; ga ask "資料不能離開台灣，只用 AWS，部署 Llama-3.1-8B 給20人用" | grep -E '不限雲端|臺灣（無法滿足）' | cut -c1-200
          echo "-- the same without 只用 AWS"; ga ask "部署 Llama-3.1-8B 給20人用，資料不能離開台灣" | grep -oE '租 gcp[^；]*' ;;
  A19-13) ga ask "用 Qwen2.5-7B 把50万篇文章翻译成英文，每篇1000字，这周五下班前跑完" | grep -E '^\*\*|下班前' | head -3 | cut -c1-260 ;;
  A19-14) for k in 1 2 3 4; do H=$(mktemp -d); F=$(mktemp -u); mkfifo "$F"; O=$(mktemp)
            ( GPU_ADVISOR_HOME=$H "$PY" -m advisor chat <"$F" >"$O" 2>&1 & echo $! >"$O.pid" ); exec 7>"$F"
            for i in $(seq 100); do grep -q session "$O" && break; sleep 0.2; done
            echo "部署 Qwen2.5-14B 给30人用" >&7; sleep 1.0; kill -9 "$(cat "$O.pid")"; exec 7>&-
            S=$(grep -oE 'session [0-9a-f]+' "$O" | head -1 | cut -d' ' -f2)
            echo "-- run $k (killed 1.0 s in; answers before: $(grep -c '^you> \*\*' "$O")): $(printf 'quit\n' | GPU_ADVISOR_HOME=$H "$PY" -m advisor chat --session "$S" 2>&1 | sed -n 2p | cut -c1-120)"; done ;;
  *) echo "unknown case $1" ;;
  esac
}
if [ $# -eq 0 ]; then set -- A19-1 A19-2 A19-3 A19-4 A19-5 A19-6 A19-7 A19-8 A19-9 A19-10 A19-11 A19-12 A19-13 A19-14; fi
for c in "$@"; do case_ "$c"; done
