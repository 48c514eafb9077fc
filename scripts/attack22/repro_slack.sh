#!/bin/bash
# Attack 22 reproductions, the Slack / surfaces findings (found on 8ab4c13; branch fixA22slack):
#   bash scripts/attack22/repro_slack.sh A22-N, from any folder. Runs the real CLI / `slack --http` bot from the
# worktree holding this script (WT) on fresh homes, the repo's fake Slack. After the fixes: A22-2 no `*.new` left in
# slack-open/; A22-8 "export" writes / posts the media answer, no *Post to channel* on a media or help reply; A22-9
# the token shown as <slack-token>, "make it <token> users" not read as 123; A22-10 one reply, no hourglass, no
# journal file; A22-11 one reply, the hourglass removed; A22-14 a media answer with blocks and the answer's buttons;
# A22-16 TTS / video follow-ups applied to the answer above.
HERE=$(cd "$(dirname "$0")" && pwd); A=$HERE
WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
export GPU_ADVISOR_HOME=${GPU_ADVISOR_HOME:-$(mktemp -d /tmp/a22r.XXXX)}
mkdir -p /tmp/a22 /tmp/a21
ga() { (cd $WT && timeout 120 $PY -m advisor "$@"); }
slack1() { (cd $WT && timeout 300 $PY scripts/attack21/a21_slack_one.py "$@" 2>&1 | cut -c1-200); }
case "$1" in
A22-2) # full disk (a 200 KB tmpfs in a private mount namespace): each event left a zero-byte *.json.<pid>.new
  mkdir -p /tmp/a22/empty
  SRC=/tmp/a22/empty SIZE=200k bash $A/ns.sh full bash -c "cd $WT; A21_HOME=/tmp/a22/mnt timeout 250 $PY scripts/attack21/a21_slack_one.py 'serve Llama-3.1-8B for 20 users' 'LoRA llama 3 8b' 2>&1 | cut -c1-120; ls -la /tmp/a22/mnt/slack-open" ;;
A22-8) # export after a Whisper / SDXL / TTS answer (chat), and in a Slack thread
  for q in "transcribe 500 hours of audio a day with whisper-large-v3" "generate 10000 images a day with SDXL" "TTS 100 hours of speech a day with CosyVoice2-0.5B"; do
    printf '%s\n' "$q" export quit | ga chat --export-dir /tmp/a22 2>&1 | grep -E "^you>|Wrote" | cut -c1-160; done
  slack1 "transcribe 500 hours of audio a day with whisper-large-v3" "R:export" ;;
A22-8b) # /gpu-advisor with a media question / an empty text: the *Post to channel* button and its click
  (cd $WT && timeout 300 $PY $A/a22_slash.py "generate 10000 images a day with SDXL" "" "<!channel> serve Llama-3-8B for 10 users" 2>&1 | cut -c1-260) ;;
A22-9) slack1 "serve Llama-3.1-8B for 20 users" "R:only xoxb-attack6-token-123" "R:make it xoxb-attack6-token-123 users" ;;
A22-10) # locked home, one event to bots A and B; the claim's keeper killed -9 before its reply lands
  (cd $WT && WAIT=${WAIT:-70} timeout 400 $PY $A/a22_journal.py S4 2>&1 | grep -v "^  File\|^    \|^Trace\|^---\|Broken\|^Exception\|^During\|sendall" | tail -9 | cut -c1-220) ;;
A22-11) # as A22-10, the killed bot's reply lands
  (cd $WT && WAIT=${WAIT:-60} timeout 400 $PY $A/a22_journal.py S5 2>&1 | grep -v "^  File\|^    \|^Trace\|^---\|Broken\|^Exception\|^During\|sendall" | tail -9 | cut -c1-220) ;;
A22-10-control) for s in S1 S2 S3; do (cd $WT && WAIT=50 timeout 400 $PY $A/a22_journal.py $s 2>&1 | grep -E "^replies|^reactions" | cut -c1-200); done ;;
A22-14) (cd $WT && timeout 300 $PY $A/a22_buttons.py "generate 10000 images a day with SDXL" 2>&1 | tail -6 | cut -c1-300) ;;
A22-16) printf '%s\n' "TTS 100 hours of speech a day with CosyVoice2-0.5B" "only AWS" "why?" quit | ga chat 2>&1 | grep -E "^you>|changed" | cut -c1-160
  echo ---; printf '%s\n' "generate 200 5-second videos a day with Wan2.1-T2V-14B" "only AWS" "only GCP" "why?" quit | ga chat 2>&1 | grep -E "^you>|changed" | cut -c1-160
  slack1 "TTS 100 hours of speech a day with CosyVoice2-0.5B" "R:only AWS" "R:why?" ;;
*) echo "usage: $0 A22-2|A22-8|A22-8b|A22-9|A22-10|A22-10-control|A22-11|A22-14|A22-16"; exit 2 ;;
esac
