# ruff: noqa
# type: ignore
"""A13: time advisor.slack.bot.plain (the Slack surface's cleaner, run on the whole message before the 4,000-char
cut) and extract_figures.rewrite_figures on hostile texts. Slack allows 40,000 characters in a message."""
import sys, time
from advisor.slack.bot import plain
from advisor.core.extract_figures import rewrite_figures

N = int(sys.argv[1]) if len(sys.argv) > 1 else 40000
cases = {
    "' *x' repeated (openers, no closer)": " *x" * (N // 3),
    "'*a' no spaces": "*a" * (N // 2),
    "' _x' repeated": " _x" * (N // 3),
    "'<!a' repeated": "<!a" * (N // 3),
    "'<a:' repeated": "<a:" * (N // 3),
    "'`a' repeated": "`a" * (N // 2),
    "'&lt;' repeated": "&lt;" * (N // 4),
}
for name, s in cases.items():
    t = time.perf_counter(); plain(s); print(f"plain {name:40s} {len(s):6d} chars {time.perf_counter()-t:7.2f} s", flush=True)
figs = {
    "'1 000' groups": "1" + " 000" * 1300,
    "digits and commas": "1,2" * 1300,
    "'负' then digits": "负1" * 2000,
    "'rank -' repeated": "rank -1 " * 500,
    "'1.000' chain": "1.000" * 800,
    "'minus ' repeated": "minus " * 660,
    "'0 ' cards": "0 x " * 1000,
    "'$ 1' ": "$ 1" * 1300,
}
for name, s in figs.items():
    s = s[:4000]
    t = time.perf_counter(); rewrite_figures(s); print(f"figures {name:38s} {len(s):6d} chars {time.perf_counter()-t:7.2f} s", flush=True)
