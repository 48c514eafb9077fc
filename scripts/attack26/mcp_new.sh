#!/bin/bash
# MCP over stdio: parse_request on the paths added since attack 25 (vision training / batch, speech stages, owned
# laptops and mini PCs, multi-LoRA, agents, unknown releases) with NaN / signed / huge figures, and recommend with
# the owned devices and the bounds. Reuses attack 14's mcp_call.py.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a26m.XXXX) REPO=$WT N=${N:-300}
cd $WT && timeout 400 $PY scripts/attack14/mcp_call.py "$(cat <<'J'
[["parse_request", {"text": "YOLO11 training on 60k images at 640px for 1e300 epochs"}],
 ["parse_request", {"text": "YOLO11 training on 60k images at 640px for 1.5 epochs"}],
 ["parse_request", {"text": "CLIP embeddings of -300M images"}],
 ["parse_request", {"text": "SAM 2 video tracking on 1e300 hours of video"}],
 ["parse_request", {"text": "multi-LoRA serving: -200 adapters, 300 concurrent, Llama-3-8B"}],
 ["parse_request", {"text": "an agent team of -5 agents on Qwen2.5-72B for 20 users"}],
 ["parse_request", {"text": "I have -3 Ryzen AI Max+ 395 mini PCs, run Llama-3-70B"}],
 ["parse_request", {"text": "我有-2台笔记本RTX 4060，能跑Qwen2.5-7B吗"}],
 ["parse_request", {"text": "deploy Qwen4-0B for 100 users"}],
 ["parse_request", {"text": "deploy Qwen4-1e300B for 100 users"}],
 ["parse_request", {"text": "5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要"}],
 ["recommend", {"model": "Qwen4-0B"}],
 ["recommend", {"model": "Qwen4-72B", "concurrency": 100}],
 ["recommend", {"params_b": 70, "owned_gpus": true, "gpu": "Ryzen AI Max+ 395", "num_gpus": 1}],
 ["recommend", {"params_b": 70, "owned_gpus": true, "gpu": "RTX 4060 Laptop", "num_gpus": 1}],
 ["recommend", {"params_b": 70, "owned_gpus": true, "gpu": "Ryzen AI Max+ 395", "num_gpus": 0}],
 ["recommend", {"params_b": 70, "owned_gpus": true, "gpu": "RTX 4060 Laptop", "num_gpus": -2}],
 ["recommend", {"params_b": 8, "concurrency": 300, "lora_adapters": -200}],
 ["recommend", {"params_b": 8, "concurrency": 300, "lora_adapters": 1e300}],
 ["recommend", {"params_b": 8, "concurrency": "NaN"}],
 ["estimate_memory", {"params_b": 8, "context": 4096, "batch": 1e300}],
 ["compare", {"params_b": 70, "gpus": ["A100", "H100"], "concurrency": -100}],
 ["compare", {"params_b": 70, "gpus": ["A100", "A100"], "concurrency": 100}],
 ["compare", {"params_b": 70, "gpus": ["A100", "H999"], "concurrency": 100}]]
J
)" 2>&1
