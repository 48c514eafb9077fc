#!/bin/bash
# MCP over stdio (attack 14's mcp_call.py): parse_request on the paths added since attack 28 (quoted prices, power
# tariffs, classic ML, TTS training, photos at an interval, nightly batches, company head counts, thinking tokens,
# owned K80 / H20, purchases), and recommend / estimate_memory with the owned / thinking flags and K80 / H20 cards.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a29m.XXXX) REPO=$WT N=${N:-300}
cd $WT && timeout 400 $PY scripts/attack14/mcp_call.py "$(cat <<'J'
[["parse_request", {"text": "nebius has 8xH200 for $28/hr, serve Llama-3-70B for 100 users"}],
 ["parse_request", {"text": "nebius has 8xH200 for $-28/hr, serve Llama-3-70B for 100 users"}],
 ["parse_request", {"text": "we have 2 RTX 4090, power here is €NaN/kWh, serve Qwen2.5-7B for 10 users"}],
 ["parse_request", {"text": "we have 2 RTX 4090, power here is €-0.30/kWh, serve Qwen2.5-7B for 10 users"}],
 ["parse_request", {"text": "train LightGBM on -50M rows x 120 features daily"}],
 ["parse_request", {"text": "train VITS on -20 hours of speech"}],
 ["parse_request", {"text": "-500 stores each send one shelf photo every minute to Qwen2.5-VL-7B"}],
 ["parse_request", {"text": "用Qwen2.5-72B每天晚上写-1万章，每章4000字"}],
 ["parse_request", {"text": "our -12-person consultancy wants Qwen2.5-72B"}],
 ["parse_request", {"text": "classify 1M tickets a day with Qwen3-8B with -8192 thinking tokens"}],
 ["parse_request", {"text": "we have -4 Tesla K80s, can they run Llama-3-8B?"}],
 ["parse_request", {"text": "we have 2 RTX 4090, buy -2 more or rent? serve Qwen2.5-72B for 10 users"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "gpu": "K80", "num_gpus": 4, "owned_gpus": true}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "gpu": "Tesla K80", "num_gpus": 0, "owned_gpus": true}],
 ["recommend", {"model": "DeepSeek-V3", "concurrency": 50, "gpu": "H20", "num_gpus": 16, "owned_gpus": true, "node_link_gbit_s": 25}],
 ["recommend", {"model": "DeepSeek-V3", "concurrency": 50, "gpu": "H20", "num_gpus": 16, "owned_gpus": true, "node_link_gbit_s": -25}],
 ["recommend", {"model": "DeepSeek-V3", "concurrency": 50, "gpu": "H20", "num_gpus": 16, "owned_gpus": true, "node_link_gbit_s": 1e300}],
 ["recommend", {"model": "Qwen3-8B", "batch_requests": 1000000, "output_tokens": 20, "thinking": true}],
 ["recommend", {"model": "Qwen3-8B", "batch_requests": 1000000, "output_tokens": 20, "thinking": "yes"}],
 ["recommend", {"model": "Llama-3-8B", "concurrency": 10, "owned_gpus": true, "rent_more": true}],
 ["estimate_memory", {"model": "Llama-3-8B", "gpu": "K80", "num_gpus": 4}]]
J
)" 2>&1
