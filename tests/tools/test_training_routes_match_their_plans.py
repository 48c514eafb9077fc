"""A full fine-tune's routes on stated hardware: the same optimizer sharded before an 8-bit one, and the recipe a route
names matches the plan's GPU count (torchtune's single-device recipe is one GPU; its distributed recipe is FSDP)."""

from __future__ import annotations

from catalog.gpus import all_gpus
from tools.recommend import recipe_for_plan
from tools.routes import training_routes
from tools.schema import Msg, Workload

GPUS = all_gpus()


def test_the_sharded_recipe_comes_before_any_optimizer_change():
    asked = Workload(model="llama-3.1-8b", task="full_finetune")
    w = asked.model_copy(update={"framework": "hf", "optimizer": "adamw"})  # what the resolver fills
    routes = training_routes(asked, w, GPUS["A100 40GB SXM"], wall="activations")
    first_label, first = routes[0]
    # the first route keeps the optimizer (None: AdamW by default) and changes only the engine
    assert first_label.code == "routes.torchtune_distributed"
    assert first.framework == "torchtune" and first.optimizer is None
    assert [lab.code for lab, _ in routes[1:]] == ["routes.adamw8", "routes.torchtune_single"]


def test_one_stated_gpu_or_a_card_without_bf16_gets_no_sharded_route():
    asked = Workload(model="llama-3.1-8b", task="full_finetune", num_gpus=1)
    w = asked.model_copy(update={"framework": "hf", "optimizer": "adamw"})
    # one GPU: nothing to shard over
    assert "routes.torchtune_distributed" not in [lab.code for lab, _ in training_routes(asked, w, GPUS["A100 40GB SXM"])]
    many = Workload(model="llama-3.1-8b", task="full_finetune")
    # V100 (Volta) has no BF16, and torchtune trains in pure BF16
    assert "routes.torchtune_distributed" not in [
        lab.code for lab, _ in training_routes(many, many.model_copy(update={"framework": "hf"}), GPUS["V100 SXM2 32GB"])]


def test_a_single_device_recipe_is_renamed_when_its_plan_spans_gpus():
    single = Msg(code="routes.torchtune_single")
    assert recipe_for_plan(single, 1) == single  # one GPU: the single-device recipe as named
    assert recipe_for_plan(single, 16).code == "routes.torchtune_distributed_8bit"  # 16 GPUs: the distributed one
    wrapped = Msg(code="routes.torchtune_instead", args={"recipe": single, "engine": "hf"})
    moved = recipe_for_plan(wrapped, 8)
    assert moved.code == "routes.torchtune_instead" and moved.args["recipe"].code == "routes.torchtune_distributed_8bit"
    assert "distributed" in moved.en and "8-bit" in moved.en and "多卡" in moved.zh
    other = Msg(code="routes.adamw8")
    assert recipe_for_plan(other, 16) == other  # only the recipe that is one GPU by definition is renamed


def test_the_sharded_recipe_is_tried_first_only_where_the_activations_are_the_wall():
    # Llama-3.1-70B at 2k on 8 × H100: AdamW's FP32 master and moments (16 B/param × 70.6e9 / 8 ≈ 141 GB per GPU) are
    # the wall, not the loss; a change of engine is no answer there, so the routes start with the optimizer
    asked = Workload(model="llama-3.1-70b", task="full_finetune")
    w = asked.model_copy(update={"framework": "hf", "optimizer": "adamw"})
    codes = [lab.code for lab, _ in training_routes(asked, w, GPUS["H100 SXM"], wall="optimizer")]
    assert "routes.torchtune_distributed" not in codes and codes[0] == "routes.adamw8"
