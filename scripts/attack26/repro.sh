#!/bin/bash
# Attack 26 reproductions: bash scripts/attack26/repro.sh A26-N (or a probe name: vision, batch, speech, owned,
# serving, mcp, growth, disks, slack-malformed, slack-paths; attack 25's and 24's: bash scripts/attack25/repro.sh NAME).
# Runs the worktree holding this script, each `ask` and chat on a fresh home (attack 24's ask_many.sh / chat_turns.sh).
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
A24=$HERE/../attack24
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
asks() { printf '%s\n' "$@" | LINES=${LINES:-4} bash $A24/ask_many.sh; }
chat() { LINES=${LINES:-2} bash $A24/chat_turns.sh "$@"; }
case "$1" in
A26-1) # vision batch: the reader's notes dropped; a signed figure or a scientific figure's tail read as the count
  asks "CLIP embeddings of -300M images" "CLIP embeddings of 1e300 images" "CLIP embeddings of 300M images within -2 days" \
       "SAM 2 video tracking on -10k hours of video" "SAM 2 video tracking on 1e300 hours of video" \
       "Real-ESRGAN 4倍放大 -100万张图" "Real-ESRGAN upscale 1M images -4x" ;;
A26-2) # vision training: epochs / image size read from inside another figure, signs dropped, sizes dropped unsaid
  asks "YOLO11 training on 60k images at 640px for 1e300 epochs" "YOLO11 training on 60k images at 640px for 1.5 epochs" \
       "YOLO11 training on 60k images at 640px for 0.0001 epochs" "RT-DETR 训练 6万张图 640px -150轮" \
       "YOLO11 training on 60k images at 64000px for 150 epochs" "YOLO11 training on 60k images at -640px for 150 epochs" \
       "YOLO11 training on 60k images at 0px for 150 epochs" "YOLO11 training on 60k images at 640px for 150000000 epochs" ;;
A26-3) # owned mini PCs and laptops counted 0 or below; a signed memory figure
  asks "I have -3 Ryzen AI Max+ 395 mini PCs, run Llama-3-70B" "I have 0 Ryzen AI Max+ 395 mini PCs, run Llama-3-70B" \
       "我有-2台笔记本RTX 4060，能跑Qwen2.5-7B吗" "Ryzen AI Max+ 395 -128GB, can it run Llama-3-70B?" \
       "I have 2 RTX 5090s with -32GB each, can I serve Llama-3-70B?" ;;
A26-4) # signed adapter / agent counts; multi-LoRA serving read as a fine-tune
  asks "multi-LoRA serving: -200 adapters, 300 concurrent, Llama-3-8B" "multi-LoRA serving: 1e300 adapters, 300 concurrent, Llama-3-8B" \
       "multi-LoRA serving: NaN adapters, 300 concurrent, Llama-3-8B" "an agent team of -5 agents on Qwen2.5-72B for 20 users" \
       "多LoRA服务：200个适配器，300并发，Qwen2.5-7B"
  chat "multi-LoRA serving: 200 adapters, 300 concurrent, Llama-3-8B" "what if adapters double?" ;;
A26-5) # growth follow-ups on vision and speech jobs: the same answer unsaid, or off-topic
  chat "CLIP embeddings of 300M images" "what if we double the images?" "0x that" "-2x that"
  chat "YOLO11 training on 60k images at 640px for 150 epochs" "what if we double the images?"
  chat "5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要" "如果录音加倍呢？" "如果录音翻-3倍呢？" ;;
A26-6) # a release named with a size of 0: exit 2 naming a CLI flag (Slack too)
  asks "deploy Qwen4-0B for 100 users" "deploy Qwen4-72B for 100 users" ;;
A26-7) # wrong routes: background removal and audio hours asked as LLM training; nnU-Net without "training" refused
  asks "background removal on 10M product photos" "背景去除 1000万张商品图，每天" "2000 hours of audio a month" \
       "nnU-Net on 500 CT volumes for 1000 epochs" ;;
vision|batch|speech|owned|serving) LINES=${LINES:-3} bash $A24/ask_many.sh < $HERE/$1.txt ;;
mcp) bash $HERE/mcp_new.sh ;;
growth) bash $HERE/growth.sh ;;
disks) bash $HERE/disks.sh ;;
slack-malformed) (cd $WT && timeout 500 $PY $HERE/slack_new.py malformed) ;;
slack-paths) (cd $WT && timeout 560 $PY $HERE/slack_new.py paths) ;;
*) echo "usage: $0 A26-1..A26-7|vision|batch|speech|owned|serving|mcp|growth|disks|slack-malformed|slack-paths"; exit 2 ;;
esac
