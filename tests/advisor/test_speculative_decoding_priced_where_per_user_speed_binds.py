"""A per-user speed the user states (tokens/s per user, or a whole answer within N seconds) binds the serving plan at
a few streams a replica: speculative decoding is named as a priced lever (tools.recommend.speculative_lever), with the
plan the recommender gives at the floor the engine needs alone (need ÷ the cautious 1.5×), its month, and the check
in the 24-hour plan; a plan with many streams a replica (decode is compute-bound there) gets no such line.

By hand (an ML-infrastructure engineer's figures):
- DeepSeek-R1-Distill-Qwen-32B, 30 analysts (≈ 5 at once), 8 k thinking tokens in 60 s → 144 tokens/s per user:
  the pick is 4 × H100 TP4 (≈ $8.7/h, $6.3k a month). At 1.5× the engine needs ≈ 96 alone: FP8 33 GB over 2 cards
  of a ≥ 5 TB/s part, ≈ 16–25 GB read a step → ≈ 100 tokens/s → 2 × MI300X (or 2 × H100 / 1 × B200) at ≈ $4.8/h,
  ≈ $3.5k a month: inside the review's $2.6–4.7k for 2 × H100 + speculation.
- QwQ-32B, 20 researchers (≈ 5 at once), 6 k in 60 s → 105 tokens/s: at 1.5× ≈ 70 alone: FP8 33 GB + ≈ 7 GB of KV
  read a step on one 4 TB/s GH200 ≈ 14 ms → ≈ 70–75 tokens/s: one card instead of the B200 pick.
- Llama-3.3-70B, 4 users at 60 tokens/s: 40 alone → 2 × MI300X BF16 at half the 4 × MI300X pick.
- Llama-3.1-8B, 200 users at 30 tokens/s: one replica decodes 200 streams (compute-bound): no speculative line.
"""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)

LEVER = r"Lever: speculative decoding|可选：投机解码|可選：投機解碼"
PLAN = (r"needs only ≈ (\d+) without it → .*? at \$([\d.,]+)/h \(≈ \$([\d,]+) a month\) instead of \$([\d.,]+)/h"
        r"|只需引擎本身约 (\d+) → .*?每小时 ¥([\d.,]+)（每月约 ¥([\d,]+)），而首选每小时 ¥([\d.,]+)"
        r"|只需引擎本身約 (\d+) → .*?每小時 ([\d.,]+) TWD（每月約 ([\d,]+) TWD），而首選每小時 ([\d.,]+) TWD")
CHECK = r"in the 24-hour plan measure|请在 24 小时计划里|請在 24 小時計劃裡"


def _plan(out: str) -> tuple[float, float, float, float]:
    m = re.search(PLAN, out)
    assert m, out
    g = [x for x in m.groups() if x is not None]
    return tuple(float(x.replace(",", "")) for x in g)  # type: ignore[return-value]


@pytest.mark.parametrize("q, floor, share", [
    ("30 equity analysts, want deepseek-r1-distill-qwen-32b on our own cloud box. it thinks a lot, 3-8k tokens "
     "before answering. hard requirement: full answer in under 60 seconds. what hardware and what does it cost per "
     "month?", 96, 0.7),
    ("30个股票分析师想用 deepseek-r1-distill-qwen-32b，部署在我们自己的云服务器上。它思考很多，回答前要想3-8k个token。"
     "硬性要求：60秒内给出完整回答。需要什么硬件，每月多少钱？", 96, 0.7),
    ("我們有 20 位研究員要用 QwQ-32B，每次推理約 6k token，硬性要求一分鐘內給出完整答案，要租什麼 GPU，每月多少錢？", 70, 0.5),
    ("We want Llama-3.3-70B for 4 lawyers at once, each must see at least 60 tokens/s. What GPUs and monthly cost?",
     40, 0.6),
])
def test_a_binding_per_user_speed_names_speculative_decoding_with_the_smaller_plan(ask, q, floor, share):
    out = ask(q)
    assert re.search(LEVER, out), out
    got_floor, hourly, month, pick = _plan(out)
    assert got_floor == floor  # need ÷ 1.5 (144 → 96, 105 → 70, 60 → 40)
    assert hourly <= share * pick, out  # the smaller plan is a real saving, not a tie
    assert 700 * hourly <= month <= 760 * hourly, out  # a month of that plan (730 h), not a bare hourly rate
    assert re.search(CHECK, out), out  # labelled as an estimate to measure before renting


def test_many_streams_a_replica_get_no_speculative_line(ask):
    out = ask("Serve Llama-3.1-8B to 200 concurrent users at 30 tokens/s per user, monthly cost?")
    assert not re.search(LEVER, out) and "speculative" not in out.lower(), out
