#!/bin/bash
# MCP over stdio (attack 14's mcp_call.py): parse_request on the paths added since attack 27 (per-item latency,
# bursts, shared blocks, professions, science, licences, exclusions), and recommend with odd provider names.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a28m.XXXX) REPO=$WT N=${N:-300}
cd $WT && timeout 300 $PY scripts/attack14/mcp_call.py "$(cat <<'J'
[["parse_request", {"text": "transcribe 3000 hours of calls a month with Whisper large-v3, results within -1 hour of each call"}],
 ["parse_request", {"text": "serve Qwen2.5-72B for 60 equity analysts; -20 of them paste a 100k-token filing at 9am"}],
 ["parse_request", {"text": "serve Qwen2.5-72B for 60 equity analysts; 20 of them paste a 1e300-token filing at 9am"}],
 ["parse_request", {"text": "extract fields from 1M invoices a day with Qwen2.5-7B with a -2,000-token glossary in every request"}],
 ["parse_request", {"text": "-300个医生用Qwen2.5-72B问诊"}],
 ["parse_request", {"text": "Boltz-2 screen of -10,000 structures"}],
 ["parse_request", {"text": "serve Qwen2.5-72B for 100 users, no AWS/Azure/GCP"}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": ["ＡＷＳ"]}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": [""]}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": [null]}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": ["aws"], "providers": ["aws"]}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": ["a"]}],
 ["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": ["aws\u200b"]}],
 ["recommend", {"params_b": 8, "concurrency": 10, "shared_prefix_tokens": -5}],
 ["recommend", {"params_b": 8, "concurrency": 10, "prompt_tokens": 100000, "people": -20}],
 ["recommend", {"params_b": 8, "concurrency": 10, "target_answer_s": 0}],
 ["recommend", {"params_b": 8, "concurrency": 10, "target_answer_s": 1e300}]]
J
)" 2>&1
