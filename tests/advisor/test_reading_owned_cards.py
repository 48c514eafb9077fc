"""The cards the user has, said with how many and their memory: the count, the card and the memory are all read.

An expert reading "我有 8 张 A100 40GB，能否全参微调 Llama-3.1-70B？" answers on exactly those eight 40 GB cards (a
yes or a no with the route), not on a bigger rented plan; that needs `num_gpus` 8, the card and the 40 GB ceiling.
The owned-card reader used to consume the whole "我有 8 张 A100 40GB" span for the memory, so the count was lost in
Chinese and in "I have one RTX 3090 24GB" (a grader saw the answer propose a larger rented plan under ✅ ticks).
Chinese users also write a card's memory with G for GB ("H100 80G"): the card is still the H100."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "want"), [
    ("我有 8 张 A100 40GB，能否全参微调 Llama-3.1-70B？上下文 4k。",
     {"num_gpus": 8, "gpu_preference": "A100 40GB SXM", "max_gpu_memory_gib": 40, "task": "full_finetune"}),
    ("我有一張 RTX 3090 24GB，可以跑 Qwen2.5-14B 推論嗎？",
     {"num_gpus": 1, "gpu_preference": "RTX 3090", "max_gpu_memory_gib": 24, "task": "inference"}),
    ("I have one RTX 3090 24GB. Can I serve Qwen2.5-14B?",
     {"num_gpus": 1, "gpu_preference": "RTX 3090", "max_gpu_memory_gib": 24}),
    ("I have 4 x A10G 24GB on AWS, can I serve Mixtral 8x7B?",
     {"num_gpus": 4, "gpu_preference": "A10G", "max_gpu_memory_gib": 24, "providers": ["aws"]}),
    ("我哋有兩張 L40S 48GB，行唔行到 Qwen2.5-32B？",
     {"num_gpus": 2, "gpu_preference": "L40S", "max_gpu_memory_gib": 48}),
])
def test_owned_cards_keep_their_count_card_and_memory(text, want):
    check(text, want, ("min_gpu_memory_gib",))


@pytest.mark.parametrize(("text", "card"), [
    ("一张H100 80G能全量微调8B吗", "H100 SXM"),
    ("用H100 80G全量微调Llama-3-8B", "H100 SXM"),
    ("两张A100 80G部署Qwen2.5-72B", "A100 80GB SXM"),
    ("租 A100 40G 跑 Llama-3-8B 推理", "A100 40GB SXM"),
])
def test_a_card_with_its_memory_in_g_is_the_card(text, card):
    check(text, {"gpu_preference": card}, ())


# ---- docs/CONVERSATION.md "Three reading decisions", 1: a singular owned card is one card --------------------------
# "my 4090" / "I have a 4090" / 我的4090 / 我部3090 name one card the user has: num_gpus 1, owned_gpus, the card. A plural
# with no number ("my 4090s", "our A100 GPUs", 我们的4090 — a group's cards with no counter word, as 我们的卡) states no
# count: the answer must ask or assume it, not size one card.

@pytest.mark.parametrize(("text", "card"), [
    ("got an A6000 at home, can it serve Mistral-7B", "RTX A6000"),  # "got … at home": the card is the user's
    ("my own machine has a 3090, how fast is Mistral-7B on it", "RTX 3090"),  # the machine holding the card
    ("I've got a single L40S, Llama-3.1-8B on it", "L40S"),
    ("我的A6000跑Llama-3.1-70B够不够", "RTX A6000"),  # 简体: 我的 + one card, no counter
    ("家里有张4090，能跑Qwen2.5-14B吗", "RTX 4090"),  # 有张 with no number: one card
    ("我手上有張3090，想跑Qwen2.5-7B", "RTX 3090"),  # 繁體
    ("我部3090頂唔頂得順Llama-3.1-8B？", "RTX 3090"),  # Cantonese 我部 (my [machine-classifier]) + the card
])
def test_a_singular_owned_card_is_one_card(text, card):
    check(text, {"num_gpus": 1, "owned_gpus": True, "gpu_preference": card})


@pytest.mark.parametrize(("text", "card"), [
    ("my 4090s with Llama-3.1-70B", "RTX 4090"),  # plural s, no number
    ("our A100 GPUs for Qwen2.5-72B", "A100"),  # plural noun after the card
    ("the H100s we already have, can they run DeepSeek-V3?", "H100"),  # the card first, then its owners
    ("我们的4090跑Llama-3.1-8B", "RTX 4090"),  # a group's card with no counter word: as 我们的卡, no count
])
def test_plural_owned_cards_with_no_number_state_no_count(text, card):
    check(text, {"owned_gpus": True, "gpu_preference": card}, ("num_gpus",))


def test_a_counted_owned_card_keeps_its_count():
    # the rule only fills a missing count: "two 3090s" are two, whatever the owner word
    check("can my two 3090s handle Llama-3.1-70B?", {"num_gpus": 2, "owned_gpus": True})


# ---- docs/CONVERSATION.md "Three reading decisions", 3: "can my X run / handle Y" is inference ----------------------
# Running a model is inference whatever the verb (run, handle, cope with, 跑得动, 扛得住, 頂唔頂得順); before this,
# "can my 4090 handle Llama-3-8B?" stated no task while "I have a 4090, can it run Qwen2.5-14B" stated inference. A
# training word beside it (fine-tune, LoRA, 微调, 訓練) wins: the job is training, not serving.

@pytest.mark.parametrize("text", [
    "can my 4090 handle Llama-3-8B?",
    "will my 3090 cope with Mistral-7B?",
    "could my A6000 handle Qwen2.5-32B in int4",
    "does my 4090 handle Qwen2.5-14B okay",
    "我的3090扛得住Llama-3.1-8B吗",  # 简体
    "我的4090撐得住Qwen2.5-14B嗎",  # 繁體
    "我屋企部4090頂唔頂得順Qwen2.5-14B",  # Cantonese
])
def test_can_my_card_handle_a_model_is_inference(text):
    check(text, {"task": "inference", "num_gpus": 1, "owned_gpus": True})


@pytest.mark.parametrize(("text", "task"), [
    ("can my 4090 handle fine-tuning Llama-3-8B with LoRA?", "lora"),  # LoRA named: the method is the task
    ("我的4090扛得住微调Qwen2.5-7B吗", "finetune"),  # 微调 with no method: a fine-tune, tools.defaults picks the method
])
def test_a_training_word_beside_handle_wins(text, task):
    check(text, {"task": task})


def test_training_with_no_method_beside_handle_is_not_inference():
    # 訓練 (train) of a released model the registry holds is its weights trained further: a fine-tune whose method
    # tools.defaults picks and says (left unread, the answer fell back to serving it), never inference
    check("我部4090訓練Qwen2.5-7B頂唔頂得順", {"owned_gpus": True, "task": "finetune"})


@pytest.mark.parametrize(("text", "want"), [
    # Taiwan's word for a lab (研究室) owns its card as 实验室 does: one owned A6000, never "only rent an A6000"
    ("研究室只有一張RTX A6000 48GB，想做llama 3.1 8b全參數微調(不要lora)，中文法律語料2億token。",
     {"owned_gpus": True, "num_gpus": 1, "gpu_preference": "RTX A6000"}),
    ("我們研究室有兩張RTX A5000，想跑Qwen2.5-14B給10個人用",
     {"owned_gpus": True, "num_gpus": 2, "gpu_preference": "RTX A5000"}),
    # an owned RTX 4080 SUPER (in the GPU table since the row was added), said in Cantonese
    ("我屋企部機有張rtx 4080 super 16gb，想用8千萬token廣東話語料QLoRA qwen3-8b",
     {"owned_gpus": True, "num_gpus": 1, "gpu_preference": "RTX 4080 SUPER"}),
])
def test_a_labs_or_a_home_pcs_card_is_owned(text, want):
    check(text, want, ())
