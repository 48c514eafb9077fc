"""PPO (actor-critic online RL) is sized with its four resident models, never as a one-GPU SFT/LoRA run.

Hand check (Qwen2.5-7B-Instruct, 7.62 B, with a 7B reward model; BF16 weights and gradients, fp32 master + AdamW):
* actor 7.62 B × 16 B = 122 GB; critic (the reward model's size, taken as the policy's) 122 GB; frozen reference
  7.62 × 2 = 15.2 GB; frozen reward model 15.2 GB → ≈ 274 GB before activations (the expert key: 280–320 GB with the
  rollout engine's copy) → under ZeRO-3 over 8 × 80 GB: 34 GB of states a GPU + activations → one 8 × H100 node;
  one or two 80 GB cards cannot hold it.
* time: actor and critic trained (6N each) plus four scoring forwards (actor old log-probs, reference, critic values,
  reward, 2N each) = 20N against a fine-tune's 6N → × 3.33; LoRA: (4N + 4N + 8N) / 4N = 4.
* 60k prompts × 1 answer (PPO's default) × 1,024 tokens × 2 epochs = 123 M generated tokens; training FLOPs
  6 × 7.62e9 × 61.4 M × 2 × 3.33 ≈ 1.9e19 → 8 × H100 at ≈ 35–40 % of 989 TFLOPS ≈ 1.3–1.9 h.
"""

from __future__ import annotations

import pytest

from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _resolved(task: str, model: str = "qwen2.5-7b", **kw):
    from tools.defaults import resolve
    from tools.schema import Workload

    w, _ = resolve(Workload(task=task, model=model, seq_len=1024, **kw))
    return w


def test_full_ppo_holds_actor_critic_reference_and_reward():
    from catalog import registry
    from tools.memory import estimate_memory, ppo_resident
    from tools.schema import Layout

    arch = registry.get("qwen2.5-7b")
    actor, critic, ref, rm = ppo_resident(arch, _resolved("full_finetune", preference="ppo"))
    assert actor == pytest.approx(122e9, rel=0.02) and critic == actor  # 7.62 B × 16 B
    assert ref == pytest.approx(15.2e9, rel=0.02) and rm == ref  # 7.62 B × 2 B each
    assert 270e9 <= actor + critic + ref + rm <= 280e9
    # on 8 GPUs under ZeRO-3 every part is sharded: ≈ 274 / 8 ≈ 34 GB of states a GPU, against ≈ 17 GB for SFT
    z3 = Layout(num_gpus=8, dp=8, zero_stage=3)
    ppo = estimate_memory(arch, _resolved("full_finetune", preference="ppo"), z3)
    sft = estimate_memory(arch, _resolved("full_finetune"), z3)
    states = ppo.weights + ppo.gradients + ppo.optimizer
    assert states == pytest.approx(274e9 / 8, rel=0.03)
    assert states == pytest.approx(2 * (sft.weights + sft.gradients + sft.optimizer) + 2 * 15.2e9 / 8, rel=0.02)


def test_lora_ppo_keeps_no_reference_copy_but_a_critic_and_a_reward_model():
    from catalog import registry
    from tools.memory import ppo_resident

    # Llama-3.1-8B LoRA: the base with adapters off is the reference; critic on its own 16 GB base; RM 16 GB
    actor, critic, ref, rm = ppo_resident(registry.get("llama-3.1-8b"),
                                          _resolved("lora", model="llama-3.1-8b", preference="ppo"))
    assert ref == 0 and rm == pytest.approx(16.06e9, rel=0.01)
    assert 16e9 <= actor <= 18e9 and critic == actor


@pytest.mark.parametrize("task, low, high", [
    ("full_finetune", 3.2, 3.34),  # (12N + 8N) / 6N = 3.33, attention pulls it a little under
    ("lora", 3.8, 4.0),  # (8N + 8N) / 4N = 4
])
def test_ppo_time_trains_two_models_and_scores_with_four_forwards(task, low, high):
    from catalog import registry
    from catalog.gpus import get_gpu
    from tools.speed import train_time

    def hours(**kw):
        w = _resolved(task, model="llama-3.1-8b", train_tokens=10**9, **kw)
        return train_time(registry.get("llama-3.1-8b"), w, get_gpu("H100 SXM"), 8)[0]

    assert low <= hours(preference="ppo") / hours() <= high


@pytest.mark.parametrize("text", [
    "we want proper PPO (not GRPO, not DPO) on qwen2.5-7b-instruct with our own 7B reward model, 60k prompts, "
    "responses up to 1k tokens",
    "用 PPO 训练 Llama-3.1-8B-Instruct，用我们自己的 8B 奖励模型，5 万条提示，回答最长 2k token",
    "我們想用 PPO 微調 Qwen2.5-14B-Instruct，3 萬條提示，回答最多 1k token",
])
def test_ppo_is_read_as_a_full_ppo_run_with_one_answer_a_prompt(text):
    from advisor.core.extract_rules import extract

    e = extract(text)
    p = e.patch
    assert p.preference == "ppo" and p.task == "full_finetune", p
    assert p.dataset is not None and p.dataset.sequences_per_unit == 1 and p.rollout_tokens, p


@pytest.mark.slow
@pytest.mark.parametrize("text, lo_gb, hi_gb", [
    # Qwen2.5-7B: ≈ 274 GB of states (hand check above)
    ("we want to do proper PPO (not GRPO, not DPO) on qwen2.5-7b-instruct with our own 7B reward model. ~60k prompts, "
     "responses up to 1k tokens, 2 epochs. need it done by friday, budget $2k. how many gpus, which ones, and roughly "
     "how long?", 270, 280),
    # Llama-3.1-8B: 8.03 B × 36 B ≈ 289 GB
    ("用 PPO 训练 Llama-3.1-8B-Instruct，用我们自己的 8B 奖励模型，5 万条提示，回答最长 2k token，1 个 epoch，要几张卡？多久？",
     285, 295),
    # Qwen2.5-14B: 14.77 B × 36 B ≈ 532 GB: more than one 8 × 80 GB node's 640 GB leaves for activations comfortably
    ("我們想用 PPO 微調 Qwen2.5-14B-Instruct，3 萬條提示，回答最多 1k token，2 個 epoch，需要幾張 GPU？多久？", 525, 540),
])
def test_ppo_answers_need_a_node_and_say_the_four_models(text, lo_gb, hi_gb):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(":memory:")).handle("t", text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:800]
    top = rec.candidates[0]
    # no single card holds ≥ 270 GB: the pick shards the four models over several cards, the need over them all at
    # least the states' total (one 8 × 80 GB node or a B200 box, never the one-GPU LoRA of the old reading)
    cards = top.gpu_count * top.instances
    assert cards >= 2 and top.per_gpu_bytes * cards >= lo_gb * 1e9, (top, r.text[:800])
    import re

    said = re.search(r"≈ (\d+) GB before activations|(?:激活|活化)之外共(?:约|約) (\d+) GB", r.full)
    assert said is not None, r.full[-3000:]  # the four models' total, whole (hand figures in the parameters)
    assert lo_gb <= int(said.group(1) or said.group(2)) <= hi_gb, said.group(0)
    assert "PPO" in r.text.split("\n")[0], r.text[:300]
    assert any(w in r.text for w in ("four", "四个", "四個")), r.text[:1500]


def test_a_stated_critic_and_reward_model_are_sized_at_their_own_sizes():
    from catalog import registry
    from tools.memory import ppo_resident
    from tools.speed import reference_forward_factor, train_flops_per_token

    # "PPO on Qwen2.5-7B with a 1.5B reward model and a 3B critic": actor 7.62 B × 16 B = 122 GB; the critic's states at
    # 3 / 7.62 of the actor's = 48 GB; the reference 15.2 GB; the reward model 1.5 B × 2 B = 3.0 GB → ≈ 188 GB (not
    # the 274 GB of two policy-sized extra models)
    arch = registry.get("qwen2.5-7b")
    w = _resolved("full_finetune", preference="ppo", critic_params_b=3, reward_params_b=1.5)
    actor, critic, ref, rm = ppo_resident(arch, w)
    assert actor == pytest.approx(122e9, rel=0.02)
    assert critic == pytest.approx(3e9 * 16, rel=0.01) and rm == pytest.approx(3.0e9, rel=0.01)
    assert ref == pytest.approx(15.2e9, rel=0.02)
    assert 183e9 <= actor + critic + ref + rm <= 192e9
    # time: (6N + 6N × 0.39 + 2N × (actor 1 + reference 1 + critic 0.39 + reward 0.20)) / 6N ≈ 2.25 (not 3.33)
    per_token = train_flops_per_token(arch, w.task, seq_len=w.seq_len, causal_skip=w.flash_attention)
    assert 2.15 <= reference_forward_factor(arch, w, per_token) <= 2.3


def test_a_rule_based_reward_holds_no_reward_model():
    from catalog import registry
    from tools.memory import ppo_resident

    # PPO with a rule-based reward (reward_params_b 0): actor 122 + critic 122 + reference 15.2, no reward model
    _, _, _, rm = ppo_resident(registry.get("qwen2.5-7b"),
                               _resolved("full_finetune", preference="ppo", reward_params_b=0))
    assert rm == 0


@pytest.mark.parametrize("kw, extra_gb", [
    ({}, 15.2),  # GRPO full: the frozen reference 7.62 B × 2 B, no reward model said (rule-based, assumed)
    ({"reward_params_b": 0}, 15.2),  # "reward 用规则": the same
    ({"reward_params_b": 1.5}, 18.2),  # and a stated 1.5B reward model: + 3.0 GB
])
def test_grpo_holds_its_reference_and_a_reward_model_only_where_said(kw, extra_gb):
    from catalog import registry
    from tools.memory import estimate_memory
    from tools.schema import Layout

    arch, one = registry.get("qwen2.5-7b"), Layout()
    grpo = estimate_memory(arch, _resolved("full_finetune", preference="grpo", **kw), one)
    sft = estimate_memory(arch, _resolved("full_finetune"), one)
    assert grpo.weights - sft.weights == pytest.approx(extra_gb * 1e9, rel=0.02)
    assert grpo.gradients == sft.gradients and grpo.optimizer == sft.optimizer  # no critic trained


def test_lora_grpo_keeps_no_reference_copy():
    from catalog import registry
    from tools.memory import estimate_memory
    from tools.schema import Layout

    # LoRA: the base with the adapters off is the reference (TRL GRPOTrainer with PEFT): no copy held
    arch = registry.get("qwen2.5-7b")
    grpo = estimate_memory(arch, _resolved("lora", preference="grpo"), Layout())
    assert grpo.weights == estimate_memory(arch, _resolved("lora"), Layout()).weights
