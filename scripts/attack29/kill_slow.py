# ruff: noqa
# attack 6's kill -9 probe (scripts/attack/a6_kill.py) with its bot start wait raised from ~30 s to ~300 s and its wait
# for the re-delivered answer from 9 s to A29_SETTLE seconds (default 120): on two cores shared by many helpers a bot
# takes longer than 30 s to listen ("no start") and longer than 9 s to answer (replies 0 that only mean "not yet").
#   HF_HUB_OFFLINE=1 PYTHONPATH=. A6_TMP=/tmp/a29k A29_SETTLE=120 python scripts/attack29/kill_slow.py N
import sys
sys.path.insert(0, "scripts/attack")
src = open("scripts/attack/a6_kill.py", encoding="utf-8").read().replace("for _ in range(300):", "for _ in range(3000):", 1)
src = src.replace("    time.sleep(9)\n", "    time.sleep(float(__import__('os').environ.get('A29_SETTLE', '120')))\n", 1)
assert "A29_SETTLE" in src
sys.argv = ["scripts/attack/a6_kill.py", *sys.argv[1:]]
exec(compile(src, "scripts/attack/a6_kill.py", "exec"), {"__name__": "__main__", "__file__": "scripts/attack/a6_kill.py"})
