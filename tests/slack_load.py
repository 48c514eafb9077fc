"""Shared by tests/e2e/test_slack_load.py and benchmarks/slack_load.py: N signed app_mention events from
S concurrent senders to the real Bolt app over loopback; returns per-event time to answer.

With `llm_delay` > 0 the engine has a deliberately slow stub model (LangChain's fake chat model
that sleeps `llm_delay` s per call) behind a `llm_timeout` s timeout: every event must still be
answered exactly once, by the rules, without queueing behind the model."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.slack.app import build_app, make_client, serve_http
from tests.fake_slack import FakeSlack

QUESTIONS = ["what do I need to LoRA a 7B model", "serve Llama-3-8B for 16 users", "部署 Qwen2.5-7B 推理，32 并发",
             "QLoRA a 70B model", "pretrain a 1B model on 10B tokens"]


def slow_llm(delay: float, timeout: float) -> Any:
    import time as _time
    from itertools import repeat

    from advisor.core.extract_llm import LLMExtractor
    from tests.advisor.test_llm_extract import ToolFake, tool_call

    class Slow(ToolFake):
        def _generate(self, *args: Any, **kwargs: Any) -> Any:
            _time.sleep(delay)
            return super()._generate(*args, **kwargs)

    return LLMExtractor(model=Slow(messages=repeat(tool_call({"task": "pretrain"}))), timeout=timeout)


def run(tmp: Path, events: int = 200, senders: int = 20, llm_delay: float = 0.0, llm_timeout: float = 1.0) -> dict:
    from tests.e2e.test_slack_e2e import SECRET, TOKEN, mention, post

    fake = FakeSlack().start()
    engine = Engine(store=Store(tmp / "load.db"), llm=slow_llm(llm_delay, llm_timeout) if llm_delay > 0 else None)
    app = build_app(engine=engine, client=make_client(TOKEN, fake.url), signing_secret=SECRET, charts=False)
    server, _ = serve_http(app, "127.0.0.1", 0)
    url = f"http://127.0.0.1:{server.server_address[1]}/slack/events"
    sent: dict[str, float] = {}
    statuses = []
    acks: list[float] = []  # seconds from sending a signed event to its HTTP answer (Slack gives up after 3)

    def send(i: int) -> None:
        ts = f"1700001000.{i:06d}"
        body = mention(QUESTIONS[i % len(QUESTIONS)], event_id=f"EvLoad{i}", ts=ts, channel=f"C{i % 7}")
        sent[ts] = time.perf_counter()
        statuses.append(post(url, body)[0])
        acks.append(time.perf_counter() - sent[ts])

    try:
        t0 = time.perf_counter()
        with ThreadPoolExecutor(max_workers=senders) as pool:
            list(pool.map(send, range(events)))
        calls = fake.wait_for("chat.postMessage", events, timeout=300)
        wall = time.perf_counter() - t0
        time.sleep(0.5)
        calls = fake.of("chat.postMessage")
        per_thread: dict[str, list[float]] = {}
        for c in calls:
            per_thread.setdefault(c.body.get("thread_ts"), []).append(c.at)
        latencies = sorted(per_thread[ts][0] - sent[ts] for ts in sent if ts in per_thread)
        apologies = sum(1 for c in calls if "Sorry" in (c.body.get("text") or ""))
        answers = {ts: len(per_thread.get(ts, [])) for ts in sent}
        return {"statuses": statuses, "apologies": apologies, "answers_per_event": answers, "acks": sorted(acks),
                "latencies": latencies, "wall": wall, "blocks": [c.body.get("blocks") for c in calls[:3]]}
    finally:
        server.shutdown()
        server.server_close()
        fake.stop()
