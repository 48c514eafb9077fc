"""Reading classes of branch read20r: labelled set 2026-12-02h's misses en-34, en-64 and hk-01, each as a class with phrasings
written for it in English, 简体 and 繁體 (Taiwan and Hong Kong), none of them the set's text. Expected values come from
the spec (docs/CONVERSATION.md: the `regions` row, class 14 "Negation scope, names" and the "Three reading decisions"),
never from the reader.

1. a negated place sets no region ("nothing in Asia", 不能放在国内, 唔好喺大陸, 亚洲的机房不行), and a place wanted beside
it is kept; 2. an owned machine's cards ("my rig / box / server / PC / workstation has a pair of / two / 2 …") with
"can it handle <model>" is inference with the count and ownership read; 3. Cantonese drops 我 before the machine
(部機有張3090): owned, with its count, and 行 (run) a model is inference.
"""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# ---- 1. a negated place sets no region -------------------------------------------------------------------------------
# The Workload keeps to the places named and cannot leave one out (class 14), so a negated place sets nothing; a place
# said as wanted in another clause of the same message is still where to rent.
@pytest.mark.parametrize("text,regions", [
    # "nothing in X" rules X out as "no servers in X" does; Japan is where to serve
    ("serve Llama-3.1-8B in Japan, nothing in China", ["jp"]),
    # "none in" = "nothing in"
    ("serve Llama-3.1-8B in the US, none in Europe", ["us"]),
    # a verb between "nothing" and the place does not change what is ruled out
    ("serve Llama-3.1-8B in the US, nothing hosted in Asia", ["us"]),
    ("serve Llama-3.1-8B in the US; nothing should run in China", ["us"]),
    # "zero servers in" = "no servers in"
    ("serve Llama-3.1-8B, US only, zero servers in China", ["us"]),
    # 只要美国 wants the US; 亚洲的一台都不要 ("not a single one in Asia") rules Asia out
    ("部署Qwen2.5-7B推理，只要美国，亚洲的一台都不要", ["us"]),
    # 美國就好 ("the US will do"); 亞洲一律不要 ("Asia, none at all")
    ("部署Qwen2.5-7B推理，美國就好，亞洲一律不要", ["us"]),
    # 日本 wanted; 唔好喺香港 (Cantonese: "not in Hong Kong")
    ("喺日本部署Qwen2.5-7B推理，唔好喺香港", ["jp"]),
])
def test_a_negated_place_beside_a_wanted_one(text, regions):
    check(text, {"regions": regions})


@pytest.mark.parametrize("text", [
    "serve Llama-3.1-8B, not in China",
    "serve Llama-3.1-8B, no EU",
    "serve Llama-3.1-8B anywhere but Europe",
    # 国外 ("abroad") is no place of the gazetteer, and it is negated: nothing to keep to
    "部署Qwen2.5-7B推理，不要放在国外",
    # 不能 ("must not") + a verb of putting + 国内 (mainland China)
    "部署Qwen2.5-7B推理，不能放在国内",
    # 的机房 ("its data centres") between the place and 不行 ("won't do")
    "部署Qwen2.5-7B推理，亚洲的机房不行",
    # Cantonese 唔好 ("don't") + 喺 (= 在) + 大陸 (mainland China)
    "部署Qwen2.5-7B推理，唔好喺大陸",
    "部署Qwen2.5-7B推理，千祈唔好擺喺香港",  # 千祈唔好 = "by no means"; 擺喺 = "put in"
    "部署Qwen2.5-7B推理，大陸唔得",  # 唔得 after the place = "won't do"
    "部署Qwen2.5-7B推論，別放在亞洲",
])
def test_a_negated_place_alone_sets_no_region(text):
    check(text, {"task": "inference"}, never=("regions",))


def test_mainland_said_alone_is_china():
    # 大陆 / 大陸 is "the mainland" (China), as the English alias "mainland" already is (catalog/data/regions.csv cn)
    check("部署Qwen2.5-7B推理，放在大陆", {"regions": ["cn"]})
    check("部署Qwen2.5-7B推理，放喺大陸", {"regions": ["cn"]})


# ---- 2. an owned machine's cards with "can it handle <model>" --------------------------------------------------------
# decision 3: "can my X run / handle Y" with a model named and no training word is inference; "it" is the user's
# machine. "a pair of" = 2; "my rig/box/PC/workstation/server has" states the owner.
@pytest.mark.parametrize("text,gpu,n", [
    ("my PC has a pair of 4090s; can it handle Qwen2.5-32B?", "RTX 4090", 2),
    ("my workstation has 2 RTX 6000 Ada cards — can it handle Llama-3.3-70B?", "RTX 6000 Ada", 2),
    ("My box has a pair of A6000s, could it cope with Mixtral-8x7B?", "RTX A6000", 2),  # cope with = handle
    ("my server has two A100s, can it handle Llama-3.1-70B?", "A100", 2),
    ("my home server has 4 L4s, can it handle Qwen2.5-14B?", "L4", 4),
])
def test_an_owned_machine_handling_a_model_is_inference(text, gpu, n):
    check(text, {"task": "inference", "gpu_preference": gpu, "num_gpus": n, "owned_gpus": True})


def test_an_owned_machine_handling_a_training_job_or_no_model():
    # a training word wins (decision 3): LoRA is the task
    check("my rig has two 3090s, will it handle fine-tuning Llama-3.1-8B with LoRA?", {"task": "lora", "num_gpus": 2})
    # no model, size or engine named: "handle 32k context" states no task
    check("my rig has a pair of 3090s, can it handle 32k context?", {"num_gpus": 2, "owned_gpus": True},
          never=("task",))


# ---- 3. Cantonese: the machine without 我 ---------------------------------------------------------------------------
# 部機 / 部電腦 opening a clause is the speaker's machine (Cantonese drops the pronoun); 有張 = one card, 兩張 = two,
# 插咗 = "has plugged in"; 行 (run) a model is inference (decision 3).
@pytest.mark.parametrize("text,gpu,n", [
    ("部機有兩張4090，行唔行到Qwen3-32B？", "RTX 4090", 2),
    ("部電腦有張4090，想行Llama-3.1-8B", "RTX 4090", 1),
    ("部機插咗兩張3090，想行Qwen2.5-32B得唔得", "RTX 3090", 2),
    ("公司部機有張A100，想行Qwen3-14B", "A100", 1),  # the company's machine: the team owns it
    ("我部機有兩張4090，想行Qwen3-32B", "RTX 4090", 2),
    ("屋企部電腦有張3090，行唔行到Qwen3-8B？", "RTX 3090", 1),
])
def test_a_cantonese_machine_with_cards_is_owned(text, gpu, n):
    check(text, {"task": "inference", "gpu_preference": gpu, "num_gpus": n, "owned_gpus": True})


@pytest.mark.parametrize("text", [
    "想搵部機有兩張4090嚟行Qwen3-32B",  # 搵 = look for: a machine to find, not one owned
    "租部機有兩張4090嚟行Qwen3-32B",  # 租 = rent
])
def test_a_machine_looked_for_or_rented_is_not_owned(text):
    check(text, {"num_gpus": 2}, never=("owned_gpus",))
