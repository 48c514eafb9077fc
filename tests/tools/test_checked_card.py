"""tools.checked.card_verdict without a whole answer: a card the user asks about ("is a 4090 enough?") gets a yes/no
and the fewest of that card that hold one copy of the work; no card asked about, no verdict."""

from __future__ import annotations

from catalog import registry
from catalog.gpus import all_gpus
from tools.checked import card_verdict
from tools.defaults import resolve
from tools.schema import Workload

GPUS = all_gpus()


def verdict(model: str, **kw):
    w, _ = resolve(Workload(model=model, task="inference", concurrency=1, seq_len=4096, **kw))
    return card_verdict(registry.get(model), w, GPUS, 1.0)


def test_an_8b_model_on_one_4090_is_a_yes():
    # Llama-3.1-8B in BF16: 8.03e9 × 2 B ≈ 16.1 GB of weights + one 4k sequence of KV (32 × 8 × 128 × 2 × 2 B × 4096
    # ≈ 0.5 GB) ≈ 17 GB, under vLLM's 0.9 × 24 GiB ≈ 23.2 GB pool: one card holds it
    v = verdict("Llama-3.1-8B", checked_gpu="RTX 4090", checked_gpu_count=1)
    assert v is not None and v.args["fits"] is True and v.args["need"] == 1


def test_a_70b_model_on_one_4090_is_a_no_with_the_count_it_would_take():
    # Llama-3.1-70B in BF16: 70.6e9 × 2 B ≈ 141 GB, six 23.2 GB pools at the least; tensor parallelism splits its 8 KV
    # heads and 64 query heads evenly only over 1, 2, 4 or 8 cards, so 8 × RTX 4090, and the one asked about is a no
    v = verdict("Llama-3.1-70B", checked_gpu="RTX 4090", checked_gpu_count=1)
    assert v is not None and v.args["fits"] is False and v.args["need"] == 8


def test_no_card_asked_about_gives_no_verdict():
    assert verdict("Llama-3.1-70B") is None


def test_a_prompt_over_the_models_maximum_is_no_card_whatever_it_holds():
    # an 8B model fits one 4090 at 4k (above), yet a 200,000-token prompt is over Llama-3.1-8B's 131,072 maximum: no
    # card makes the model read it, so the verdict leads with that in both languages, the card's own figure after it
    w, _ = resolve(Workload(model="Llama-3.1-8B", task="inference", concurrency=1, seq_len=4096,
                            checked_gpu="RTX 4090", checked_gpu_count=1))
    v = card_verdict(registry.get("Llama-3.1-8B"), w, GPUS, 1.0, asked_context=200_000)
    assert v is not None and v.args["max_context"] == 131_072
    assert "not on any card" in v.text("en") and "131,072" in v.text("en") and "200,000" in v.text("en")
    assert "换什么卡都不行" in v.text("zh") and "200,000" in v.text("zh")


def test_a_million_written_as_1m_on_a_1m_model_is_not_over_on_every_card():
    # "1M" is read as 1,048,576; Qwen2.5-7B-Instruct-1M's maximum is 1,010,000: 3.8 % over, inside the 4.9 % gap
    # between 2^20 and 10^6, so the verdict is the card's own (no "not on any card")
    w, _ = resolve(Workload(model="Qwen2.5-7B-Instruct-1M", task="inference", concurrency=1, seq_len=4096,
                            checked_gpu="RTX 4090", checked_gpu_count=1))
    v = card_verdict(registry.get("Qwen2.5-7B-Instruct-1M"), w, GPUS, 1.0, asked_context=1_048_576)
    assert v is not None and v.args["asked_context"] is None and "not on any card" not in v.text("en")


def test_the_weights_at_each_precision_are_quoted_for_serving_only():
    # "the weights alone are 16 GB in BF16, 8 GB in FP8, 4 GB in INT4 … before the KV cache" answers "does it run on
    # one card?"; a full fine-tune holds gradients and AdamW states beside the weights and has no KV cache, so the
    # line is not said for training (it once told a 7B full fine-tune about INT4 weights and the KV cache)
    assert verdict("Llama-3.1-8B", checked_gpu="RTX 4090").args["weight_gb"]
    w, _ = resolve(Workload(model="Llama-3.1-8B", task="full_finetune", seq_len=2048, checked_gpu="A100",
                            checked_gpu_count=8))
    v = card_verdict(registry.get("Llama-3.1-8B"), w, GPUS, 1.2)
    assert v is not None and v.args["weight_gb"] is None


def test_a_yes_on_the_roomiest_variant_says_the_variant_it_is_not():
    # Qwen2.5-72B in FP8: 72.7 GB of weights. One H100 NVL (94 GB, a ≈ 90.8 GB vLLM pool) holds it with a 4k chat; the
    # 80 GB H100s (≈ 77.3 GB pools) of the usual box do not, two of them do: the yes says it is not for those, and
    # how many of them it would take (a yes on a family's roomiest variant once hid the common card's no)
    v = verdict("Qwen2.5-72B", checked_gpu="H100", checked_gpu_count=1, precision="fp8")
    assert v is not None and v.args["fits"] is True and "NVL" in v.args["gpu"], v.args
    assert v.args["not_on"] and "NVL" not in v.args["not_on"] and v.args["not_on_need"] == 2, v.args
    assert "but not on 1 × H100" in v.text("en") and "it would take 2" in v.text("en")
    # a yes every variant shares says no "but"
    assert verdict("Llama-3.1-8B", checked_gpu="H100", checked_gpu_count=1).args["not_on"] is None
