"""Pretraining from scratch is planned on a pretraining stack (torchtitan; Megatron-LM or NeMo alike), said as assumed;
fine-tuning keeps Hugging Face transformers / PEFT; a stated framework is kept. The assumed stack does not switch on
torchtitan's shipped selective recompute: the planner turns checkpointing on only when memory needs it."""

from __future__ import annotations

from tools.defaults import PRETRAIN_FRAMEWORK, TRAINING_FRAMEWORK, resolve
from tools.memory import checkpointing_mode
from tools.schema import Workload


def test_pretraining_from_scratch_assumes_torchtitan_and_says_it() -> None:
    w, notes = resolve(Workload(task="pretrain", params_b=1.0, train_tokens=10**11))
    assert w.framework == PRETRAIN_FRAMEWORK == "torchtitan"
    assert any(m.code == "defaults.framework_pretrain" for m in notes)
    assert not any(m.code == "defaults.framework_hf" for m in notes)
    # no recompute on an assumed stack until memory needs it: the job's hours are the speed model's, not + 13 %
    assert checkpointing_mode(w) == "none" and w.gradient_checkpointing is None


def test_fine_tuning_keeps_hugging_face() -> None:
    for task in ("lora", "qlora", "full_finetune"):
        w, notes = resolve(Workload(task=task, params_b=8.0))
        assert w.framework == TRAINING_FRAMEWORK == "hf", task
        assert any(m.code == "defaults.framework_hf" for m in notes), task


def test_a_stated_framework_and_checkpointing_are_kept() -> None:
    w, notes = resolve(Workload(task="pretrain", params_b=1.0, framework="deepspeed"))
    assert w.framework == "deepspeed" and not any(m.code == "defaults.framework_pretrain" for m in notes)
    # torchtitan said by the user runs its own shipped default (selective), as its configs do
    w, _ = resolve(Workload(task="pretrain", params_b=1.0, framework="torchtitan"))
    assert checkpointing_mode(w) == "selective"
    w, _ = resolve(Workload(task="pretrain", params_b=1.0, checkpointing="selective"))
    assert w.framework == "torchtitan" and checkpointing_mode(w) == "selective"
