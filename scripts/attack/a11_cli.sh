#!/usr/bin/env bash
# Eleventh review: one reproduction a finding. Usage: bash scripts/attack/a11_cli.sh [A11-1 A11-2 …] (none: all)
# Run from the worktree root with its venv active. Every section uses a fresh GPU_ADVISOR_HOME; nothing leaves
# 127.0.0.1 (no section fetches). Scratch in $A11_TMP (default /tmp/a11).
set -u
cd "$(dirname "$0")/../.."
export HF_HUB_OFFLINE=1
T=${A11_TMP:-/tmp/a11}
mkdir -p "$T"
fresh() { GPU_ADVISOR_HOME=$(mktemp -d "$T/home.XXXXXX"); export GPU_ADVISOR_HOME; }
want() { [ $# -eq 0 ] || [ -z "$SEL" ] || [[ " $SEL " == *" $1 "* ]]; }
SEL="$*"
ask1() { python -m advisor ask "$1" 2>&1 | grep -v '^$' | grep -E "^\*\*|^> |^- (over|Assumed)" | head -"${2:-2}" | cut -c1-300; }
pj() { python -m advisor parse "$1" | python -c 'import json,sys; d=json.load(sys.stdin); w=d["workload"]; print({k: w[k] for k in ("budget","deadline_hours","dataset","gpu_preference","billing") if k in w}, [n[:90] for n in d["notes"] if "users" not in n])'; }

if want A11-1; then echo "== A11-1: a Whisper / SDXL / FLUX thread loses its model on any follow-up (chat; Slack: a11_slack.py media)"
  fresh
  printf 'transcribe 100 hours of audio with Whisper large\nmake it 200 hours\n' | python -m advisor chat 2>&1 | grep '^you> \*\*' | cut -c1-200
  printf 'generate 1000 images with SDXL\nmake it 5000 images\n' | python -m advisor chat 2>&1 | grep '^you> \*\*' | cut -c1-200
  printf '用 Whisper large 转写 100 小时音频\n改成 200 小时\n' | python -m advisor chat 2>&1 | grep '^you> \*\*' | cut -c1-200
  echo "-- control: an encoder thread keeps its model"
  printf 'classify 2M support tickets with DeBERTa-v3-large\nmake it 5M\n' | python -m advisor chat 2>&1 | grep '^you> \*\*' | cut -c1-200
fi

if want A11-2; then echo "== A11-2: media (and encoder) answers drop the stated GPU, spot billing and budget, without a word"
  fresh
  pj "transcribe 100 hours of audio with Whisper large on an H100 on spot, budget \$0.10"
  ask1 "transcribe 100 hours of audio with Whisper large on an H100" 3
  ask1 "transcribe 100 hours of audio with Whisper large on spot instances" 3
  ask1 "generate 1000 images with SDXL, budget \$0.01" 1
  python -m advisor ask "transcribe 100 hours of audio with Whisper large, budget \$0.01" | grep -ci budget | sed 's/^/   lines naming the budget: /'
  ask1 "classify 2M support tickets with DeBERTa-v3-large on an H100" 2
fi

if want A11-3; then echo "== A11-3: a negative amount in a media / encoder job: noted as not read, then sized as positive (or not noted)"
  fresh
  ask1 "transcribe -5 hours of audio with Whisper large" 2
  ask1 "fine-tune RoBERTa-large on -10000 examples" 1
  pj "fine-tune RoBERTa-large on -10000 examples"
fi

if want A11-4; then echo "== A11-4: a budget per second / per minute is read as a budget in total"
  fresh
  pj "serve Llama-3-8B for 10 users, budget \$2 per second"
  ask1 "LoRA Llama-3-8B on 50k examples, 3 epochs, budget \$3 per minute" 2
fi

if want A11-5; then echo "== A11-5: 繁體 '3000 元人民幣' / '元 (人民幣)' / '元 RMB' read as TWD; 'RMB3000' / 'CNY3000' not read at all"
  fresh
  for m in "部署 Llama-3-8B 給 10 個用戶，每月預算 3000 元人民幣" "部署 Llama-3-8B 給 10 個用戶，每月預算 3000 元 (人民幣)" \
           "部署 Llama-3-8B 給 10 個用戶，每月預算 3000 元 RMB" "部署 Llama-3-8B 给 10 个用户，每月预算RMB3000" \
           "serve Llama-3-8B for 10 users, budget CNY3000 a month" "serve Llama-3-8B for 10 users, budget RMB 3000 a month"; do
    echo "   $m"; pj "$m"; done
fi

if want A11-6; then echo "== A11-6: a deadline in minutes or seconds is dropped without a note"
  fresh
  ask1 "transcribe 10 hours of audio with Whisper large within 20 minutes" 1
  pj "summarize 10000 documents with Llama-3-8B within 30 minutes"
  pj "summarize 10000 documents with Llama-3-8B within 2 hours"
fi

if want A11-7; then echo "== A11-7: hours of audio have no bound (images and batches stop at 10^12 with a note); an image size out of range becomes '1024×1024 assumed'"
  fresh
  ask1 "transcribe 1e18 hours of audio with Whisper large" 1
  ask1 "generate 1e18 images with SDXL" 1
  ask1 "generate 1000 images with SDXL at 100000x100000" 3 | grep -E "^\*\*|Assumed" | cut -c1-200
fi

if want A11-8; then echo "== A11-8: over an hourly budget, the 'cheapest plan that fits' quoted is the cheapest job, not the nearest price per hour"
  fresh
  ask1 "LoRA Llama-3-70B on 1B tokens, budget \$3 an hour" 2 | tail -1
  ask1 "LoRA Llama-3-70B on 1B tokens, budget \$100 a day" 2 | tail -1
fi

if want A11-9; then echo "== A11-9: DPO follow-ups: 'reference log-probs precomputed' is 'outside what I do'; DPO → ORPO says 'changed: nothing'"
  fresh
  python -m advisor parse "full fine-tune Llama-3-8B on 50k preference pairs with DPO, reference log-probs precomputed" | grep -o '"reference_precomputed": [a-z]*'
  printf 'full fine-tune Llama-3-8B on 50k preference pairs with DPO\nreference log-probs precomputed\nmake it ORPO\n' |
    python -m advisor chat 2>&1 | grep -E "^you> |^changed" | cut -c1-200
fi

if want A11-10; then echo "== A11-10: --preference with inference / pretrain, --reference-precomputed alone: accepted without a word"
  fresh
  for a in "--task inference --preference dpo" "--task pretrain --preference kto" "--task lora --reference-precomputed" \
           "--task lora --preference orpo --reference-precomputed" "--batch-work classify"; do
    # shellcheck disable=SC2086
    echo "   recommend --model llama-3-8b $a: $(python -m advisor recommend --model llama-3-8b $a 2>&1 | head -1 | cut -c1-110)"; done
fi

if want A11-11; then echo "== A11-11: a zero budget is dropped without a note; 'fine-tune … on 0 examples' becomes an inference question"
  fresh
  python -m advisor ask "serve Llama-3-8B for 10 users, budget \$0 a month" | grep -E "^\*\*Llama-3-8B ·|^> .*(budget|0)" | cut -c1-160
  python -m advisor ask "fine-tune RoBERTa-large on 0 examples" | grep -v '^$' | head -3 | cut -c1-160
fi

if want A11-12; then echo "== A11-12: 'just over budget' shows the budget rounded to the price it is under"
  fresh
  python -m advisor ask "serve Llama-3-8B for 10 users, budget \$0.405 per hour" | grep -E "^\*\*(Just|Llama-3-8B ·)" | cut -c1-200
fi

if want A11-13; then echo "== A11-13: a live speech load is sized only when the count says 'concurrent' (简体 N 路 / 实时 never)"
  fresh
  for m in "live transcription, 200 concurrent streams, Whisper large" "real-time transcription of 200 streams with Whisper large" \
           "transcribe 10 live streams with Whisper large" "用 Whisper large 做200路实时转写" "Whisper large 实时转写 200 路音频流"; do
    echo "   $m => $(python -m advisor ask "$m" 2>&1 | grep -v '^$' | head -1 | cut -c1-110)"; done
fi

if want A11-14; then echo "== A11-14: a batch thread cannot change the work or the items ('they are long documents', 'actually translate them')"
  fresh
  printf 'classify 2M support tickets with Llama-3-8B overnight (8 hours)\nthey are long documents\nactually translate them\nmake it 0 tickets\n' |
    python -m advisor chat 2>&1 | grep -E "^you> " | cut -c1-160
fi

if want A11-15; then echo "== A11-15: compare on media / encoder jobs: 'give --model NAME' (compare has no --model)"
  fresh
  python -m advisor compare "transcribe 100 hours of audio with Whisper large" "only AWS" 2>&1 | head -1
  python -m advisor compare "classify 2M support tickets with DeBERTa-v3-large" "on an H100" 2>&1 | head -1
  python -m advisor compare "用 Whisper large 转写 100 小时音频" "只用 AWS" 2>&1 | head -1
  echo "   compare --help names --model: $(python -m advisor compare --help | grep -c -- '--model') times"
fi
