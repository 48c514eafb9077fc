#!/bin/bash
# MCP over stdio (attack 14's mcp_call.py): parse_request on the paths added since attack 30 (M3 Max owned, buy or rent,
# 信创, vendor quotes, currencies, role nouns, CCTV counts, 9-6 windows, translation, 科室, designs, ap-mars-1, Isaac Lab,
# verdicts, stated output lengths) and recommend with currency / budget / owned Apple / region arguments at their edges.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a31m.XXXX) REPO=$WT N=${N:-400}
cd $WT && timeout 500 $PY scripts/attack14/mcp_call.py "$(cat <<'J'
[["parse_request", {"text": "our bank has -300 relationship managers who will use Llama-3-8B to draft emails"}],
 ["parse_request", {"text": "we have an M3 Max -36GB MacBook, can it run Qwen2.5-14B for 3 users?"}],
 ["parse_request", {"text": "vendor quoted us $-12,000 a month for 8 H100, serve Llama-3-70B for 200 users"}],
 ["parse_request", {"text": "serve Llama-3-8B for 10 users, budget A$1e300 a month"}],
 ["parse_request", {"text": "用Qwen2.5-7B分析-200部CCTV的画面"}],
 ["parse_request", {"text": "serve Llama-3-8B for 100 users mostly 9-25"}],
 ["parse_request", {"text": "用Qwen2.5-72B把-1亿字中文翻成英文"}],
 ["parse_request", {"text": "给-50个科室用Qwen2.5-32B"}],
 ["parse_request", {"text": "we generate -30k 1024px designs per day with SDXL"}],
 ["parse_request", {"text": "serve Llama-3-8B for 10 users in ap-mars-1"}],
 ["parse_request", {"text": "reviews each PR, ~25k tokens, writes ~-800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "budget": -5000, "budget_per": "month", "currency": "AUD"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "budget": 1e300, "budget_per": "month", "currency": "KRW"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "budget": 1e-300, "budget_per": "month", "currency": "MOP"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "budget": 0, "currency": "BRL"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "currency": "XXX"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "currency": "krw\u200b"}],
 ["recommend", {"model": "Qwen2.5-14B", "concurrency": 3, "gpu": "Apple M3 Max", "num_gpus": 1, "owned_gpus": true}],
 ["recommend", {"model": "Qwen2.5-14B", "concurrency": 3, "gpu": "Apple M3 Max", "num_gpus": 1000000, "owned_gpus": true}],
 ["recommend", {"model": "Qwen2.5-14B", "concurrency": 3, "gpu": "Apple M3 Max", "num_gpus": -1, "owned_gpus": true}],
 ["recommend", {"model": "Qwen2.5-14B", "concurrency": 3, "gpu": "Apple M3 Max", "num_gpus": 1, "owned_gpus": true, "rent_instead": true}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["ap-mars-1"]}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["us-east-1", "ap-mars-1"]}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["AP-MARS-1"]}],
 ["recommend", {"model": "Llama-3-8B", "head_count": 0}],
 ["recommend", {"model": "Llama-3-8B", "head_count": 1e300}],
 ["recommend", {"model": "Qwen2.5-Coder-32B", "batch_requests": 300, "prompt_tokens": 25000, "output_tokens": 0}],
 ["recommend", {"model": "Qwen2.5-Coder-32B", "batch_requests": 300, "prompt_tokens": 25000, "output_tokens": 1e300}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "usage_hours_per_day": 1e-300}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "usage_days_per_week": "NaN"}]]
J
)"
