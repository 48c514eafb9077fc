#!/bin/bash
# MCP over stdio (attack 14's mcp_call.py): parse_request on the paths added since attack 29 (RL on a CPU env, people
# counting / re-ID, code completion, buy N more, unknown cards, answered questions, documents a week, clock windows,
# fine-tunes served, sa-east-1) and recommend with the new region / card / latency arguments at their edges.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a30m.XXXX) REPO=$WT N=${N:-300}
BIG=$(printf 'serve Llama-3-8B for 10 users %.0s' $(seq 1 3000))
cd $WT && timeout 400 $PY scripts/attack14/mcp_call.py "$(cat <<J
[["parse_request", {"text": "we run PPO on a Python gym env, -1 billion steps in 8 hours"}],
 ["parse_request", {"text": "we run PPO on a Python gym env, 1\u200b0 billion steps in 8 hours"}],
 ["parse_request", {"text": "count people on -50 cameras with person re-ID"}],
 ["parse_request", {"text": "code completion for 1e300 engineers with Qwen2.5-Coder-7B"}],
 ["parse_request", {"text": "we have 2 RTX 4090, buy 2.5 more or rent? serve Qwen2.5-72B for 10 users"}],
 ["parse_request", {"text": "we have 2 H300, serve Llama-3-8B for 10 users"}],
 ["parse_request", {"text": "reply to -20,000 support emails with Llama-3-8B"}],
 ["parse_request", {"text": "summarise -200 contracts a week with Qwen2.5-72B"}],
 ["parse_request", {"text": "用Qwen2.5-7B在晚上25点到第二天7点处理100万条评论"}],
 ["parse_request", {"text": "serve Llama-3-8B for 10 users in sa-east-99"}],
 ["parse_request", {"text": "$BIG"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["sa-east-1"]}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["sa-east-\u200b1"]}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["sa-east-99"]}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "gpu": "H300", "num_gpus": 2, "owned_gpus": true}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "gpu": "7900", "num_gpus": 2}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "target_answer_s": -1}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "target_answer_s": 1e-300}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "providers": ["aws\u200b"]}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "providers": ["xyzcloud"]}],
 ["recommend", {"model": "Qwen2.5-72B", "concurrency": 10, "gpu": "RTX 4090", "num_gpus": 2, "owned_gpus": true, "rent_more": true}],
 ["recommend", {"model": "Qwen2.5-Coder-7B", "daily_users": 60, "prompt_tokens": 3072, "output_tokens": 64, "target_answer_s": 0.5, "prefix_cache": 1e300}],
 ["recommend", {"model": "Qwen2.5-7B", "batch_requests": 50000, "deadline_days": 1e-300}],
 ["recommend", {"model": "Qwen2.5-7B", "batch_requests": 50000, "usage_hours_per_day": 25}]]
J
)" 2>&1
