"""The headline buys what the answer's own figures say: a plan that meets every stated limit at a fraction of the
price leads with the margin it gives up (not a fleet at 3.6–4× that waits for "cheaper?"), and a box bought for a
fold-parallel training has the cards, cores and RAM the answer itself calls the right size.

Hand figures (the expert's):
* Qwen3-14B FP8 on Alibaba only, 87 streams generating × 4,096 tokens, ≥ 10 tok/s, first token ≤ 0.5 s: weights
  14.8 GB + KV 160 KiB × 4,096 × 87 ≈ 58.4 GB + activations ≈ 75.5 GB of one A100 80GB's 76.7 GB vLLM pool (99 %).
  A short pool queues a few of the 87 streams (vLLM admits a sequence when its blocks are free); it does not stop the
  engine starting (one stream ≈ 0.7 GB of KV). Decode ≈ (14.8 + ~29 GB of KV read) ÷ 2.0 TB/s ≈ 25–40 ms → 12–37 tok/s
  per user by prompt length, above 10. ¥34.74 × 730 h ≈ ¥25,360 a month; 4 × A100 80GB (¥138.96/h) holds it with room
  for 4.0× the price: named, with the ratio, not rented first.
* nnU-Net, 5 folds, data stays on site: a fold ≈ 23.7 h on an RTX 4090; 3 cards run the folds in 2 rounds ≈ 47 h
  (≈ 2 days); host ≥ 3 × 12 = 36 threads, ≥ 3 × 32 = 96 GiB; cards 3 × $1,599 = $4,797 ≈ NT$153,504 at 32 TWD/USD.
  10 folds: 5 cards, 60 threads, 160 GiB.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow

Q19 = [
    "我们做AI面试官，候选人语音回答后由Qwen3-14B追问，高峰200场面试同时进行，要求首字500毫秒内、每秒至少15个字。"
    "公司规定只能用阿里云，怎么配，每月多少钱",
    "Qwen3-14B chat service, 87 concurrent users, 4k context, FP8, at least 10 tokens/s each, first token under "
    "500 ms, Alibaba Cloud only. What to rent and monthly cost?",
    "Qwen3-14B 在线服务，87 路并发，上下文 4k，FP8，每路至少 10 tokens/s，首 token 500ms 内，只能用阿里云，租什么，每月多少钱",
    "Qwen3-14B 線上服務，87 路並發，上下文 4k，FP8，每路至少 10 tokens/s，首 token 500ms 內，只能用阿里雲，租什麼，每月多少錢",
]


@pytest.mark.parametrize("text", Q19)
def test_the_tight_plan_at_a_quarter_of_the_price_leads_with_its_margin(tmp_path, text):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    head = next(line for line in r.text.splitlines() if line.startswith("**") and ("A100" in line))
    assert head.startswith(("**Tight", "**偏紧", "**偏緊")), head  # the margin it gives up, said first
    assert re.search(r"4\.0 ?×|4\.0 倍", head), head  # the roomy plan named with its price ratio
    lead = re.split(r"Qwen3-14B (?:serving|推理部署|推論部署)", head, maxsplit=1)[1]
    assert "1 × A100 80GB SXM" in lead and "4 × A100" not in lead, lead  # the pick is the one card, not the fleet


NNUNET = [
    ("醫院放射科要用 nnU-Net 訓練肝臟腫瘤 CT 分割，500 例，資料不能出院。廠商推薦一台 8 張 H100 的伺服器報價 400 萬，"
     "我們需要這麼大嗎？該買什麼", 3, "TWD"),
    ("医院放射科用 nnU-Net 训练胰腺肿瘤 CT 分割，300 例，数据不能出医院，厂商推荐 4 张 A100 的服务器，需要这么大吗？该买什么",
     3, "¥"),
    ("Our hospital wants to train nnU-Net for kidney tumour CT segmentation, 400 cases, 10-fold cross-validation, "
     "data cannot leave the site. A vendor quoted an 8 x H100 server. Do we need that? What should we buy?", 5, None),
]
BOX = re.compile(r"(?:buy|买|買) (\d+) (?:×|张|張) RTX 4090.*?≥ (\d+) (?:vCPU|个 vCPU|個 vCPU)、?,? ?≥ (\d+) GiB")
RIGHT = re.compile(r"(\d+) (?:cards|张|張) (?:of )?≥ 24 GB")


@pytest.mark.parametrize(("text", "cards", "local"), NNUNET)
def test_the_box_bought_is_the_size_the_answer_calls_right(tmp_path, text, cards, local):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    m = BOX.search(r.text)
    assert m, r.text
    assert int(m.group(1)) == cards, m.group()
    assert int(m.group(2)) >= 12 * cards and int(m.group(3)) >= 32 * cards, m.group()  # the job's own host
    said = RIGHT.search(r.text)
    assert said and int(said.group(1)) == cards, r.text  # the quoted-box line's "right size" is the box bought
    assert f"{cards} × RTX 4090" in r.text, r.text  # the quoted line compares against the box, not the rented row
    line = next(x for x in r.text.splitlines() if BOX.search(x))
    if local:
        assert local in line, line  # the cards' launch price in the answer's own money too
