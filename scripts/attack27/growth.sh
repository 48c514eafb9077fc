#!/bin/bash
# Growth and follow-up turns on the paths added since attack 26 (attack 24's chat_turns.sh, a fresh home each).
A24=$(cd "$(dirname "$0")/../attack24" && pwd)
chat() { LINES=${LINES:-3} bash $A24/chat_turns.sh "$@"; }
chat "FLUX.1-dev 5000 images a day" "what if we double the images?" "1e300x that" "-2x that" "0x that"
chat "200 CCTV cameras through Qwen2.5-VL-7B, one frame every 5 seconds" "what if cameras double?" "NaN x that"
chat "reranker bge-reranker-v2-m3 at 500 QPS, 100 docs per query" "what if QPS doubles?" "×1e300?"
chat "MinerU on 1M pages" "double the pages?" "-5x that"
chat "classify 1M support tickets a day with Qwen2.5-7B, peak 3x at 9am" "what if tickets double?" "如果之後人數加倍呢？"
chat "live interpretation for 5 rooms, English to Chinese" "what if rooms double?" "-2x that"
chat "buy or rent 8 H100s for Llama-3-70B serving 200 users?" "what if we use it 2 years?" "what if we use it -2 years?" "what if we use it 1e300 years?"
chat "serve Qwen2.5-7B for 100 users, no AWS" "what if users double?" "and no RunPod either" "5x that"
chat "I have an RTX 4090, can it run Llama-3-70B at 4-bit?" "what about at 1e300-bit?" "what if users double?"
