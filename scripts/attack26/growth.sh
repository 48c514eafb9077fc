#!/bin/bash
# Growth and follow-up turns on the paths added since attack 25 (chat on a fresh home; attack 24's chat_turns.sh).
HERE=$(cd "$(dirname "$0")" && pwd); A24=$HERE/../attack24
chat() { LINES=${LINES:-3} bash $A24/chat_turns.sh "$@"; }
chat "YOLO11 training on 60k images at 640px for 150 epochs" "what if we double the images?" "what if the images grow 1e300x?" "what if images grow -2x?" "what about 300 epochs?" "what about -300 epochs?"
chat "CLIP embeddings of 300M images" "what if we double the images?" "5x that" "1e300x that" "0x that"
chat "5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要" "如果录音加倍呢？" "如果录音翻-3倍呢？" "如果录音翻0倍呢？"
chat "multi-LoRA serving: 200 adapters, 300 concurrent, Llama-3-8B" "what if adapters double?" "what if users grow 1e300x?"
chat "I have an RTX 4060 laptop, run Qwen2.5-7B for 5 users" "what if users double?" "what if users grow -2x?"
chat "部署qwen3给50人用" "如果之後人數加倍呢？" "5x that" "-5x that"
