#!/bin/bash
# Growth and follow-up turns on the paths added since attack 28 (attack 24's chat_turns.sh, a fresh home each).
A24=$(cd "$(dirname "$0")/../attack24" && pwd)
chat() { LINES=${LINES:-3} bash $A24/chat_turns.sh "$@"; }
chat "nebius has 8xH200 for \$28/hr, serve Llama-3-70B for 100 users" "what if users double?" "and they now quote \$-28/hr" "they now quote \$1e300/hr"
chat "we have 2 RTX 4090 in Hong Kong, serve Qwen2.5-7B for 10 users" "power here is HK\$-2/kWh" "power here is HK\$NaN/kWh" "what if users double?"
chat "train LightGBM on 50M rows x 120 features daily" "what if rows double?" "×1e300" "-3x that"
chat "train VITS on 20 hours of speech" "那用兩張卡會快多少？" "用-2张卡呢？" "用1e300张卡呢？" "用0张卡呢？"
chat "500 stores each send one shelf photo every minute to Qwen2.5-VL-7B" "what if stores double?" "-3x that" "every 0 seconds"
chat "用Qwen2.5-72B每天晚上写1万章，每章4000字" "如果章数翻倍呢？" "翻1e300倍呢？" "每章-4000字呢？"
chat "classify 1M tickets a day with Qwen3-8B thinking, 20-token answers" "what if tickets double?" "with thinking off" "with -500 thinking tokens"
chat "we have 4 Tesla K80s, can they run Llama-3-8B?" "what about -8 K80s?" "what about 1e300 of them?"
chat "we have 2 RTX 4090, buy 2 more or rent? serve Qwen2.5-72B for 10 users" "buy -2 more?" "buy 1e300 more?" "buy 0 more?"
chat "our 12-person consultancy wants Qwen2.5-72B" "what if we grow to -24 people?" "we grow to 1e300 people"
