#!/bin/bash
# Follow-up turns on the paths added since attack 29 (attack 24's chat_turns.sh, a fresh home each).
A24=$(cd "$(dirname "$0")/../attack24" && pwd)
chat() { LINES=${LINES:-3} bash $A24/chat_turns.sh "$@"; }
chat "500 stores each send one shelf photo every minute to Qwen2.5-VL-7B" "what if we have 1,000 stores?" "what if we have -1,000 stores?" "what if we have 1e300 stores?" "what if we have 0 stores?"
chat "50家门店每分钟拍一张货架照片，用Qwen2.5-VL-7B识别" "如果有1000家门店呢？" "如果有-1000家门店呢？" "如果有NaN家门店呢？"
chat "count people on 50 cameras with person re-ID" "what if we have 1e300 cameras?" "what if we have -200 cameras?" "what if we have 0.5 cameras?"
chat "we run PPO on a Python gym env, 1 billion steps in 8 hours" "两天跑完呢" "what about -2 days?" "in 0 hours?" "in 1e-300 hours?"
chat "serve Llama-3-8B for 50 users" "my boss says only AWS" "老板说只能用华为云" "my boss says only XYZcloud" "latency under -200ms" "latency under 1e300ms" "latency under 0ms"
chat "we have 2 RTX 4090, serve Qwen2.5-72B for 10 users" "buy 2 more or rent?" "buy 2.5 more or rent?" "再买1e300张还是租？" "can we buy a GPU?"
chat "code completion for 60 engineers with Qwen2.5-Coder-7B" "what if we have 1e300 engineers?" "autocomplete latency under -250 ms" "补全延迟要0ms以内"
chat "用Qwen2.5-7B回答5万个客户问题" "如果问题翻倍呢？" "回答-5万个呢？" "回答1e300个呢？"
chat "用Qwen2.5-7B在晚上11点到第二天7点处理100万条评论" "改成晚上11点到第二天25点呢？" "改成晚上-1点到第二天7点呢？"
