#!/bin/bash
# MCP over stdio (attack 14's mcp_call.py): parse_request on the paths added since attack 26, and recommend /
# estimate with the newer arguments (excluded providers, budget, shared prefix, max nodes, batch work) out of range.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a27m.XXXX) REPO=$WT N=${N:-300}
cd $WT && timeout 300 $PY scripts/attack14/mcp_call.py "$(cat <<'J'
[["parse_request", {"text": "reranker bge-reranker-v2-m3 at -500 QPS, 100 docs per query"}],
 ["parse_request", {"text": "live interpretation for -5 rooms, English to Chinese"}],
 ["parse_request", {"text": "translate 1M product descriptions into -5 languages with Qwen2.5-72B"}],
 ["parse_request", {"text": "serve Llama-3-8B for 100 users with 5 examples of 500 tokens in each prompt"}],
 ["parse_request", {"text": "what GPU for Llama-3-70B for 100 users? 回复-150字以内"}],
 ["parse_request", {"text": "I have an RTX 4090, can it run Llama-3-70B at -4-bit?"}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": ["aws", "gcp", "azure", "lambda", "runpod", "nebius", "alibaba", "shadeform", "primeintellect", "vast", "tensordock", "datacrunch", "paperspace", "oci", "seeweb", "fluidstack", "simplepod", "coreweave", "hyperstack", "massedcompute"]}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": ["x" ]}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": "aws"}],
 ["recommend", {"params_b": 8, "concurrency": 10, "budget": -40000}],
 ["recommend", {"params_b": 8, "concurrency": 10, "budget": 1e308}],
 ["recommend", {"params_b": 8, "concurrency": 10, "shared_prefix_tokens": 0}],
 ["recommend", {"params_b": 8, "task": "inference", "batch_requests": 1000, "shared_prefix_tokens": 10000000}],
 ["recommend", {"params_b": 8, "concurrency": 10, "max_nodes": 0}],
 ["recommend", {"params_b": 8, "concurrency": 10, "max_nodes": -1}],
 ["recommend", {"params_b": 8, "concurrency": 10, "prompt_tokens": 1e300}],
 ["recommend", {"params_b": 8, "concurrency": 10, "data_residency": "mars"}],
 ["recommend", {"params_b": 8, "concurrency": 10, "usage_hours_per_day": 25}],
 ["recommend", {"params_b": 8, "concurrency": 10, "max_gpu_memory_gib": -24}]]
J
)" 2>&1
