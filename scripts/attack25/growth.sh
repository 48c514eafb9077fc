#!/bin/bash
# Growth and follow-up turns on the paths added since attack 24 (lakh users, owned Macs, sweeps, percentiles, comparisons)
# with absurd factors. Reuses attack 24's chat_turns.sh.
H=$(cd "$(dirname "$0")/../attack24" && pwd)
t() { LINES=${LINES:-3} bash $H/chat_turns.sh "$@"; }
t "serve Llama-3-8B for 5 lakh users" "what if users grow by 1e300 times?"
t "serve Llama-3-8B for 100 users" "what if users grow 2 lakh times?"
t "serve Llama-3-8B for 100 users" "what if users double?" "and 0.5x?"
t "I have a Mac mini M4 Pro, run Qwen2.5-7B for 5 users" "what if users double?"
t "I have 2 RTX 5090s, serve Qwen2.5-7B for 10 users" "如果之後人數加倍呢？" "what if users grow 1e300x?"
t "serve Llama-3-8B for 100 users with P99 latency 300ms" "what if users double?" "make it P100 200ms"
t "LoRA fine-tune Llama-3-8B, a hyperparameter sweep of 100 runs × 20M tokens each" "what if we do -50 runs?" "what if we do 0 runs?"
t "is an L40S enough or do we need an H100 for Llama-3-8B, 50 users?" "what if users double?"
t "部署Qwen2.5-7B，100人用" "如果人數增加NaN倍呢？" "如果之後人數加倍呢？"
t "buy or rent 8 H100, quoted \$250k each" "what if we use it for 2 years?" "and for -3 years?"
