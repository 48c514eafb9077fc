"""An offline batch on a card the user asks about ("AutoDL的4090够吗") is judged at the sequences in flight that fit
beside the weights on that card (tools.checked.at_batch_that_fits → tools.stated_batch.in_flight_on_stated), never at
vLLM's 256-sequence cap: "1 × RTX 4090 不够（每卡约 31.3 GB）" was said of Qwen2.5-7B labelling 2 M conversations, whose
BF16 weights are 15.2 GB. By hand: 24 GB × 0.9 pool ≈ 21.6 GB (the catalog's 23.2 GB usable here), minus ≈ 15.2 GB of
weights and ≈ 1 GB of buffers leaves ≈ 5–7 GB of KV; at 57 KiB a token (28 layers × 4 KV heads × 128 × 2 × 2 B) a
1,037-token sequence holds ≈ 59 MB → ≈ 100 sequences: a full batch for a labelling job."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # whole answers through the Engine
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("question,yes,no", [
    ("周五下午了，手上有200万条客服对话（平均每条1000字左右）想用Qwen2.5-7B-Instruct打意图标签，输出就一个标签，"
     # "周五下午了 … 周一早上要结果": 67 h from the stated Friday 14:00; the card holds it, but 2 M × 878 tokens on one 4090
     # take ≈ 69 h, so the count the deadline needs is 2 (never a memory "不够" on one card with nothing beside it)
     "提示词固定200token。打算租AutoDL的4090，周一早上要结果，预算500块够吗要几张卡", "需要 2 × RTX 4090", "够了"),
    ("手上有50萬則客服對話（每則約800字），想用Llama-3.1-8B-Instruct分類，每則輸出一個標籤。一張4090夠唔夠？",
     "1 × RTX 4090就夠了", "不夠"),
    ("We have 1 million support tickets (~600 tokens each) to classify with Qwen2.5-7B-Instruct, one label out each. "
     "Is a single RTX 4090 enough?", "yes, 1 × RTX 4090 is enough", "is not enough"),
])
def test_a_seven_b_batch_fits_one_4090_at_a_smaller_batch(tmp_path, question, yes, no):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", question).text
    head = next(x for x in out.splitlines() if any(w in x for w in ("你问的是 RTX 4090", "你問的是 RTX 4090",
                                                                     "You asked about RTX 4090")))
    at = head.index("RTX 4090")
    said = head[at:at + 200]  # the verdict on the card asked about, before the plan ranked over every card
    assert yes in said and "1 × RTX 4090 " + no not in said, said


@pytest.mark.parametrize("question,said", [
    # AutoDL has no catalog row: the configuration to pick there was the whole catalog's pick (8 × H100 at a US
    # broker). The card asked about holds the job, so it is that card at the count the deadline needs, with its hours
    # and GPU-hours to multiply by AutoDL's own per-card price: 2 M × 878 tokens ≈ 69 RTX 4090-hours, 2 cards in 67 h
    ("周五下午了，手上有200万条客服对话（平均每条1000字左右）想用Qwen2.5-7B-Instruct打意图标签，输出就一个标签，"
     "提示词固定200token。打算租AutoDL的4090，周一早上要结果，预算500块够吗要几张卡", "在那里要选的配置："),
    ("We have 500k support tickets (~600 tokens each) to classify with Llama-3.1-8B-Instruct, one label each. Planning "
     "to rent 4090s on AutoDL. How many cards?", "the configuration to pick there: "),
])
def test_an_unlisted_provider_gets_the_card_asked_about(tmp_path, question, said):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", question).text
    at = out.index(said) + len(said)
    pick = out[at:at + 90]
    assert "RTX 4090" in pick and "H100" not in pick, pick
    assert "GPU 小时" in pick or "GPU-hours" in pick, pick
