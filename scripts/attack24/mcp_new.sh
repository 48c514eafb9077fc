#!/bin/bash
# MCP over stdio on the newer fields: owned cards, data residency, serving hours, hours a day, datasets, media-ish
# parse_request, with NaN / extreme / wrong-typed values. Reuses attack 14's mcp_call.py.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a24m.XXXX) REPO=$WT N=${N:-240}
cd $WT && timeout 300 $PY scripts/attack14/mcp_call.py "$(cat <<'J'
[["recommend", {"params_b": 8, "owned_gpus": true, "gpu": "RTX 5090", "num_gpus": 100000}],
 ["recommend", {"params_b": 8, "owned_gpus": true}],
 ["recommend", {"params_b": 8, "owned_gpus": true, "gpu": "RTX 5090"}],
 ["recommend", {"params_b": 8, "owned_gpus": "yes", "gpu": "RTX 5090", "num_gpus": 2}],
 ["recommend", {"params_b": 8, "owned_gpus": true, "gpu": "RTX 5090", "num_gpus": 2, "rent_more": true, "rent_instead": true}],
 ["recommend", {"params_b": 1e6, "owned_gpus": true, "gpu": "RTX 5090", "num_gpus": 2, "rent_instead": true}],
 ["recommend", {"params_b": 8, "data_residency": true}],
 ["recommend", {"params_b": 8, "data_residency": true, "regions": ["mars"]}],
 ["recommend", {"params_b": 8, "data_residency": true, "regions": ["on-prem"]}],
 ["recommend", {"params_b": 8, "serving_hours": 1e-300}],
 ["recommend", {"params_b": 8, "serving_hours": "nan"}],
 ["recommend", {"params_b": 8, "serving_hours": 720, "usage_hours_per_day": 24}],
 ["recommend", {"params_b": 8, "usage_hours_per_day": 1e-300}],
 ["recommend", {"params_b": 8, "usage_days_per_week": 0}],
 ["recommend", {"params_b": 8, "usage_days_per_week": 1e300}],
 ["recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 1e300, "unit": "images"}}],
 ["recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 5000, "unit": "audio_hours", "epochs": 1e300}}],
 ["recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 5000, "unit": "examples", "tokens_per_unit": 1e-300}}],
 ["recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 5000, "epochs": 0}}],
 ["recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": -5}}],
 ["recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 5000, "sequences_per_unit": 1e300}}],
 ["recommend", {"params_b": 8, "batch_requests": 1e300, "batch_work": "translate"}],
 ["recommend", {"params_b": 8, "batch_requests": 100, "batch_item": "document", "shared_prefix_tokens": 1e300}],
 ["recommend", {"params_b": 8, "redundancy": 1e300}],
 ["recommend", {"params_b": 8, "node_link_gbit_s": 1e-300}],
 ["recommend", {"params_b": 8, "max_nodes": 0}],
 ["recommend", {"params_b": 8, "top": 0}],
 ["recommend", {"params_b": 8, "top": 1e9}],
 ["explain", {"params_b": 8, "owned_gpus": true, "gpu": "RTX 5090", "num_gpus": 2, "data_residency": true}],
 ["check_pitfalls", {"params_b": 8, "owned_gpus": true, "gpu": "H100", "num_gpus": 1e300}],
 ["parse_request", {"text": "每天5000张海报"}],
 ["parse_request", {"text": "I have 1e300 RTX 5090s"}],
 ["parse_request", {"text": "\u0000\u202e\ufeff"}],
 ["compare", {"options": [{"params_b": 8, "owned_gpus": true, "gpu": "RTX 5090", "num_gpus": 2}, {"params_b": 8}]}],
 ["compare", {"options": [{"params_b": "nan"}, {"params_b": 8}]}]]
J
)" 2>&1
