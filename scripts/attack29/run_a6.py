# ruff: noqa
# Runs one of attack 6's Slack probes (a6_unsigned.py, a6_kill.py) with a6_slack_probe.start waiting up to 180 s for
# the bot's port: on two cores shared by many helpers the bot takes longer than start's ~20 s to listen.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. A6_TMP=/tmp/a29u python scripts/attack29/run_a6.py scripts/attack/a6_unsigned.py [args]
import runpy, socket, sys, time
sys.path.insert(0, "scripts/attack")
import a6_slack_probe as P

_start = P.start


def start(*a, **k):
    out = _start(*a, **k)
    for _ in range(900):
        try:
            socket.create_connection(("127.0.0.1", out[2]), timeout=0.5).close()
            break
        except OSError:
            time.sleep(0.2)
    return out


P.start = start
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
