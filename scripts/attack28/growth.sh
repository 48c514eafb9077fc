#!/bin/bash
# Growth and follow-up turns on the paths added since attack 27 (attack 24's chat_turns.sh, a fresh home each).
A24=$(cd "$(dirname "$0")/../attack24" && pwd)
chat() { LINES=${LINES:-3} bash $A24/chat_turns.sh "$@"; }
chat "transcribe 3000 hours of calls a month with Whisper large-v3, results within 1 hour of each call" "what if calls double?" "×1e300" "-3x that" "0x that"
chat "serve Qwen2.5-72B for 60 equity analysts; 20 of them paste a 100k-token filing at 9am" "what if QPS doubles?" "what if 40 of them paste it?" "-3x that" "×1e300"
chat "extract fields from 1M invoices a day with Qwen2.5-7B with a 2,000-token glossary in every request" "what if the glossary is 1e300 tokens?" "double the invoices" "0x that"
chat "300个医生用Qwen2.5-72B问诊" "如果医生人数翻倍呢？" "翻1e300倍呢？" "-3倍呢？"
chat "Boltz-2 screen of 10,000 structures" "what if we double the structures?" "×1e300" "-3x that"
chat "serve Llama-3-8B with 500 LoRA adapters for 100 users" "what if QPS doubles?" "×0" "×1e300"
chat "预算80万买服务器跑Qwen2.5-72B给200人用" "预算翻倍呢？" "预算-3倍呢？" "如果人数翻1e300倍呢？"
chat "serve Qwen2.5-72B for 100 users, no AWS/Azure/GCP" "what if users double?" "EU-owned only" "×1e300"
chat "H100 vs H200 for Llama-3-70B, 100 users" "what if users double?" "-3x that" "×1e300"
chat "serve Llama-3-70B for 60 equity analysts, reply in under 150 words" "what if replies can be 1e300 words?" "what if users double?"
chat "we are a paid SaaS, serve Ministral-8B-Instruct-2410 for 1000 users" "what if users double?" "×1e300"
