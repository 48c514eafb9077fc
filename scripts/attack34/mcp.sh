#!/bin/bash
# MCP over stdio (attack 14's mcp_call.py): parse_request on the readers new since attack 33 (a rate of images, the
# weekend, people online, per-day speech, output length, first packet, quotes, users in a place, money no object) at
# their edges, and recommend with a rate-sized load at the edges.   PY=.venv/bin/python bash scripts/attack34/mcp.sh
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a34m.XXXX) REPO=$WT N=${N:-400}
cd $WT && timeout 500 $PY scripts/attack14/mcp_call.py "$(cat <<'J'
[["parse_request", {"text": "caption 1e12 images per second with Qwen2-VL-7B"}],
 ["parse_request", {"text": "serve Llama-3-8B for 2e12 requests a day"}],
 ["parse_request", {"text": "用Qwen2-VL-7B每秒５０张图做描述"}],
 ["parse_request", {"text": "给德国五十万个开发者用Qwen2.5-7B，同时在线"}],
 ["parse_request", {"text": "fine-tune Llama-3-8B on 50k examples, must finish over the weekend"}],
 ["parse_request", {"text": "用Qwen2.5-72B每天处理1000条请求，每条输出约-2000 token"}],
 ["parse_request", {"text": "we were quoted ¥1e309 per GPU-hour for H800, fair?"}],
 ["parse_request", {"text": "serve Qwen2.5-7B for 100 users in Frankfurt, money is no object"}],
 ["recommend", {"model": "Qwen2.5-7B", "concurrency": 1000000}],
 ["recommend", {"model": "Qwen2.5-7B", "concurrency": 1000001}],
 ["recommend", {"model": "Qwen2.5-7B", "concurrency": 10, "target_ttft_ms": "NaN"}],
 ["recommend", {"model": "Qwen2.5-7B", "concurrency": 10, "users_region": "mars"}]]
J
)"
