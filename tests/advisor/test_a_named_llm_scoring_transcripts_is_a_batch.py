"""A named LLM that checks, flags or summarises transcribed recordings reads each period's transcripts as a batch:
its requests and tokens come from the audio (advisor.core.conversation.transcripts_to_score over
tools.speech_llm.qa_batch), not the default 4k context. Hand figures (Mandarin 310.8 字/min × 0.6 = 186.48 tokens a
minute; English 150 words/min × 4/3 = 200; the answer a quarter of the input, ≤ 512) in each case."""

from __future__ import annotations

import pytest

from advisor.core.conversation import transcripts_to_score
from tools.schema import Workload


@pytest.mark.parametrize("text, model, requests, prompt, output", [
    # 8,000 calls × 4 min (533.3 h, matches the count) → 8,000 requests of 4 × 186.48 = 745.9 → 746; 746 // 4 = 186
    ("每天有8000通投诉电话录音，每通4分钟，转写后用Qwen2.5-7B做合规质检", "Qwen2.5-7B", 8000, 746, 186),
    # 300 h of English a day, no count → 18,000 min / 10 = 1,800 pieces of 2,000 tokens; 500 out
    ("we transcribe 300 hours of support calls every day and Llama-3.1-8B flags compliance issues", "Llama-3.1-8B",
     1800, 2000, 500),
    # 200 h of Cantonese a day → 12,000 min / 10 = 1,200 pieces of 10 × 186.48 = 1,865; 1,865 // 4 = 466
    ("每日 200 個鐘嘅粵語客服錄音，轉文字之後用 Qwen2.5-14B 做質檢", "Qwen2.5-14B", 1200, 1865, 466),
])
def test_transcripts_checked_by_a_named_llm_are_a_batch_from_the_audio(text, model, requests, prompt, output):
    w, said = transcripts_to_score(Workload(task="inference", model=model), text)
    assert (w.batch_requests, w.prompt_tokens, w.output_tokens) == (requests, prompt, output)
    assert w.seq_len == prompt + output and w.batch_period == "day"
    assert [m.code for m in said] == ["conversation.transcript_tokens"]


def test_a_service_load_stays_a_service():
    # "3,000 dictations a day" read as messages a day: summarised as they come, not a nightly batch
    w0 = Workload(task="inference", model="Qwen2.5-7B", requests_per_day=3000)
    w, said = transcripts_to_score(w0, "每天3000条口述录音，每条2分钟，转写后用Qwen2.5-7B做摘要")
    assert w == w0 and said == []


def test_no_llm_step_no_change():
    w0 = Workload(task="inference", model="Qwen2.5-7B")
    assert transcripts_to_score(w0, "每天500小时录音，用Qwen2.5-7B转成文字")[0] == w0
