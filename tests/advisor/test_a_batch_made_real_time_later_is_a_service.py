"""A later turn that makes a recurring batch real-time ("it has to be real-time: each summary within 8 s", 改成实时,
每張工單送出後5秒內) turns the job into a service sized at the busiest hour's arrival rate of the same items; the
batch's count, period and deadline go. Before, the batch plan stood with a "within N s" tag on it. A turn that keeps
the batch ("still overnight") changes nothing of the kind.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.followup import merge_workload
from tools.schema import Workload, WorkloadPatch
from tools.traffic import peak_requests_per_s

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_rate_replaces_the_batchs_count_in_the_merge():
    before = Workload(task="inference", model="Qwen2.5-14B", batch_requests=120_000, batch_period="day",
                      batch_work="summarize", deadline_hours=8, output_tokens=150)
    after = merge_workload(before, WorkloadPatch(target_requests_per_s=3.3, target_answer_s=6))
    assert after.batch_requests is None and after.batch_period is None and after.deadline_hours is None, after
    assert after.target_requests_per_s == 3.3 and after.output_tokens == 150, after


@pytest.mark.slow
@pytest.mark.parametrize("first,second,daily", [
    ("Every day we get 150,000 transcripts of about 700 tokens. Llama-3.1-8B should summarise each day's transcripts "
     "in a nightly batch. What should we rent?",
     "Now it has to be real-time: each summary within 8 seconds of the chat ending. What changes?", 150_000),
    ("我们每天有20万条客服聊天记录，平均每条800 token，想用Qwen2.5-14B每晚批量做摘要，每天晚上跑完，租什么卡多少钱？",
     "领导说要改成实时的：每段聊天结束后8秒内要出摘要，怎么改？", 200_000),
    ("我們每天約6萬張維修工單，每張約500 token，想用Qwen2.5-7B每晚批次做分類，早上前跑完，要租什麼機器？",
     "經理又說要改成即時：每張工單送出後5秒內要出分類結果，那要怎麼改？", 60_000),
])
def test_a_batch_made_real_time_is_sized_as_a_service(tmp_path, first, second, daily):
    # Hand: the same items now arrive as they come. The busiest hour carries 10 % of a day's items
    # (tools.traffic's stated share): 200,000 a day → 20,000 in that hour → 5.6 a second; 150,000 → 4.2/s;
    # 60,000 → 1.7/s. The service is sized at that rate with the stated answer time; the batch count and its
    # overnight deadline no longer apply (a batch plan with a "within 8 s" tag is the first plan left standing).
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    w1, _, _ = eng.store.load("t")
    assert w1.batch_requests == daily, w1
    reply = eng.handle("t", second)
    w2, _, _ = eng.store.load("t")
    assert w2.task == "inference" and not w2.batch_requests and w2.deadline_hours is None, w2
    assert w2.target_requests_per_s == peak_requests_per_s(daily), w2
    assert "本轮改动：无" not in reply.lead, reply.lead


@pytest.mark.slow
def test_a_batch_kept_offline_stays_a_batch(tmp_path):
    # Hand: "still overnight, no need for real-time" keeps the 200,000 a night as a batch: no rate appears.
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "我们每天有20万条客服聊天记录，平均每条800 token，想用Qwen2.5-14B每晚批量做摘要，每天晚上跑完，租什么卡？")
    eng.handle("t", "还是晚上批量跑，不用实时，换成便宜点的卡呢？")
    w, _, _ = eng.store.load("t")
    assert w.batch_requests == 200_000 and not w.target_requests_per_s, w
