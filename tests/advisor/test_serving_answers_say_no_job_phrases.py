"""A serving answer (an embedding endpoint, a chat service, live speech-to-text) is planned as a service: load-tested at
its peak rate, copies behind a load balancer, a fleet that stays up — never a job's words ("time the first 100k items",
"more GPUs finish sooner at the same cost", "先测前 10 万条的用时", "卡越多完成越快、总价不变", "each machine pays 15 min
of start-up"). A batch keeps them: it is a job."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

JOB_PHRASES = ("time the first", "finish sooner", "the same cost", "min of start-up", "先测前", "先測前", "完成越快",
               "总价不变", "總價不變", "分钟启动时间", "分鐘啟動時間")


def _ask(text: str) -> str:
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", "--full", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.parametrize("text,service", [
    # embedding online: English, 繁體 (the chat that said 先測前 10 萬條), 简体 glued
    ("Serve bge-m3 embeddings online for our search, 300 queries per second", "load-test the endpoint"),
    ("幫我估算 bge-m3 做即時向量檢索，每秒 500 個查詢", "上線前按峰值速率壓測介面"),
    ("bge-m3在线向量检索每秒200个查询用什么卡", "上线前按峰值速率压测接口"),
    # live speech-to-text (ASR streaming): English and 繁體
    ("Real-time speech-to-text with Whisper large-v3 for 40 concurrent live call streams, cheapest GPU?",
     "a live fleet stays up"),
    ("即時語音轉文字，Whisper large-v3，30 路同時串流，怎麼租最便宜", "實時機隊常開"),
    # a chat service
    ("我们要部署 Qwen2.5-14B 给 100 个客服同时在线聊天，用什么卡", ""),
])
def test_a_serving_answer_has_no_job_phrases(text, service):
    out = _ask(text)
    assert not [p for p in JOB_PHRASES if p in out], [p for p in JOB_PHRASES if p in out]
    assert service in out, out[-3000:]


def test_a_batch_keeps_the_job_words():
    # 50M items is a job: timed on a sample first, spread over cards at the same cost, a start-up a machine
    out = _ask("Embed 50 million documents with bge-m3 by Friday")
    assert "time the first 100k items" in out and "finish sooner at the same cost" in out
    assert "load-test the endpoint" not in out
