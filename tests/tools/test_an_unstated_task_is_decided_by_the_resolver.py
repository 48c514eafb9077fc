"""A workload that states no task is sized as the task the question offers by default, and the rule lives in one
place, tools.defaults.unstated_task, which both the resolver and the dialogue's task question read: "fine-tune on
20k examples" with no method is a LoRA fine-tune, "serve it to 50 users" is inference."""

from __future__ import annotations

from advisor.core.conversation import plan_questions
from tools import defaults, followup
from tools.defaults import resolve
from tools.schema import Dataset, Workload

# "I have 20k examples, model Llama-3.1-8B" — a data set is a training fact, nothing says serving
TRAINING = Workload(model="Llama-3.1-8B", dataset=Dataset(amount=20_000))


def test_training_facts_without_a_task_resolve_to_the_lora_the_question_offers():
    w, notes = resolve(TRAINING)
    assert w.task == "lora" and w.lora_rank == defaults.DEFAULT_LORA_RANK
    assert any(n.en.startswith("task: LoRA fine-tune (not stated") for n in notes), [n.en for n in notes]
    # and the task question offers that same default in both languages
    assert "(Otherwise: LoRA.)" in dict(plan_questions(Workload(dataset=Dataset(amount=20_000)), "en"))["task"]
    assert "否则按 LoRA 估算" in dict(plan_questions(Workload(dataset=Dataset(amount=20_000)), "zh"))["task"]


def test_a_serving_fact_keeps_the_default_inference():
    # "a chatbot for 50 users at once, we also have a deadline" — users at once are a serving fact
    w, notes = resolve(Workload(model="Llama-3.1-8B", concurrency=50))
    assert w.task == "inference" and any(n.code == "defaults.task" for n in notes)
    # a batch job with a deadline ("classify 1M tickets within 8 hours") is a batch, not training
    assert resolve(Workload(model="Llama-3.1-8B", batch_requests=1_000_000, deadline_hours=8))[0].task == "inference"


def test_the_dialogue_asks_the_resolver_for_the_default(monkeypatch):
    # the question's policy is planned on the task the resolver's rule gives: a changed rule changes both
    monkeypatch.setattr(defaults, "unstated_task", lambda w: "full_finetune")
    import advisor.core.conversation as conversation

    monkeypatch.setattr(conversation, "unstated_task", defaults.unstated_task)
    monkeypatch.setattr(followup, "unstated_task", defaults.unstated_task)
    w = followup.task_to_answer_first(TRAINING, [("task", "which training?")])
    assert w.task == "full_finetune"
