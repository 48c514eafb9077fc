"""A message with two jobs on two models ("fine-tune Llama-3-8B on 10M tokens, and serve Qwen2.5-72B for 200 users",
用1000万token微调Qwen2.5-7B，另外部署Llama-3-70B给100人用) was sized as one job on a mix of both — the second model with
the first job's figures (a Qwen2.5-72B LoRA fine-tune on 10M tokens), the other job never mentioned. Now the first job
is sized on its own figures and the second is said not read, to be asked in its own message. One job that names two
models (a comparison, a draft model, data generated for a fine-tune, an encoder beside an LLM) is left whole."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _fields(e):
    return {**e.patch.model_dump(exclude_none=True), **e.assumed}


@pytest.mark.parametrize(("text", "model", "said"), [
    ("3 fine-tunes of Llama-3-8B on 10M tokens and 2 serving endpoints of Qwen2.5-7B for 100 users", "Llama-3-8B",
     "'2 serving endpoints of Qwen2.5-7B for 100 users' is not read"),
    ("fine-tune Llama-3-8B on 10M tokens, and serve Qwen2.5-72B for 200 users", "Llama-3-8B",
     "'serve Qwen2.5-72B for 200 users' is not read"),
    ("serve Llama-3-8B for 50 users and Qwen2.5-72B for 20 users", "Llama-3-8B",
     "'Qwen2.5-72B for 20 users' is not read"),
    ("用1000万token微调Qwen2.5-7B，另外部署Llama-3-70B给100人用", "Qwen2.5-7B", "“部署Llama-3-70B给100人用”未读取"),
])
def test_the_first_job_is_read_alone_and_the_second_said(text, model, said):
    e = extract(text)
    notes = e.notes + list(e.zh_notes.values())
    assert any(said in n for n in notes), notes
    assert _fields(e).get("model") == model, _fields(e)


def test_the_first_jobs_users_are_its_own():
    # 50 users are Llama-3-8B's; Qwen2.5-72B's 20 users are not read (it was Qwen2.5-72B for 50 users)
    f = _fields(extract("serve Llama-3-8B for 50 users and Qwen2.5-72B for 20 users"))
    assert f.get("model") == "Llama-3-8B" and f.get("concurrency") == 50, f


@pytest.mark.parametrize("text", [
    "Llama-3-70B vs Qwen2.5-72B for 50 users",
    "should I serve Llama-3-70B or Qwen2.5-72B for 50 users?",
    "fine-tune Qwen2.5-7B and serve it for 100 users",
    "serve Llama-3-70B with Llama-3-8B as a draft model for speculative decoding, 50 users",
    "generate 10k examples with Qwen2.5-72B, and fine-tune Qwen2.5-7B on them",
])
def test_one_job_naming_two_models_is_left_whole(text):
    assert not any("second job" in n for n in extract(text).notes)
