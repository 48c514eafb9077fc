"""Local vocabulary, GQA advice only where it helps, and fleets of machines
said as machines × (GPUs each)."""

from __future__ import annotations

import pytest

from advisor.core.render import offer_name, to_markdown
from tests.advisor.test_answer_classes_constraints_kept_defaults_said_and_local_words import ask
from tools import pitfalls
from tools.wording import fleet

# ---- 10a. "GQA models raise concurrency" only for a model on full multi-head attention -------------------------

@pytest.mark.slow
@pytest.mark.parametrize("model, gqa", [("llama-2-7b", True), ("llama-3.1-8b", False)])
def test_gqa_advice_only_for_a_full_multi_head_model(model, gqa):
    # Llama-2-7B keeps 32 KV heads for 32 query heads: a GQA model would shrink its cache. Llama-3.1-8B already
    # shares 8 KV heads across 32: telling its user to pick "a GQA model" is advice it already follows
    # (it was once shown for GQA models). Both caches dominate memory here, so the FP8 lever stays for both:
    # every prompt new (no long-chat cap, tools.chat_kv), Llama-3.1-8B holds 32 × 8,192 × 128 KiB = 34.4 GB of KV
    # beside 16.1 GB of weights; Llama-2-7B (max 4,096) 32 × 4,096 × 512 KiB = 68.7 GB beside 13.5 GB.
    r = ask(model=model, task="inference", concurrency=32, seq_len=8192, prefix_cache=False)
    kv = next(p for p in r.pitfalls if p.id == 3)
    assert kv.triggered and "FP8 KV cache" in kv.why.en and "FP8 KV cache" in kv.why.zh
    assert ("GQA" in kv.why.en) is gqa and ("GQA" in kv.why.zh) is gqa


def test_full_multi_head_is_one_kv_head_per_query_head_without_mla():
    # DeepSeek-V3 lists as many KV heads as query heads, but MLA already compresses its cache to a latent
    assert pitfalls.full_multi_head(32, 32) and not pitfalls.full_multi_head(32, 8)
    assert not pitfalls.full_multi_head(128, 128, kv_lora_rank=512)


# ---- 10b. several one-GPU machines read as machines, not as one machine with several cards ----------------------

def test_a_fleet_says_its_machines_and_the_gpus_in_each():
    # "g2-standard-4 (2 × L4)" read as one machine holding two L4s; the plan is two one-L4 machines
    assert fleet("gcp g2-standard-4", 2, 1, "L4").en == "2 × gcp g2-standard-4 (1 × L4 each)"
    assert fleet("gcp g2-standard-4", 2, 1, "L4").zh == "2 台 gcp g2-standard-4（每台 1 × L4）"
    assert fleet("gcp a3-highgpu-8g", 1, 8, "H100").en == "gcp a3-highgpu-8g (8 × H100)"


@pytest.mark.slow
def test_the_headline_table_and_levers_of_a_several_machine_plan_say_machines_each():
    r = ask(model="llama-3.1-8b", task="inference", concurrency=50, precision="fp8", gpu_preference="L4",
            providers=["gcp"])
    top = r.candidates[0]
    assert top.instances > 1 and top.gpu_count == 1  # the case this guards: several one-GPU machines
    n = top.instances
    en, zh = to_markdown(r, "en"), to_markdown(r, "zh")
    assert f"{n} × gcp {top.instance} (1 × L4 24 GB each" in en
    assert f"{n} 台 gcp {top.instance}（每台 1 × L4 24 GB" in zh
    assert offer_name(top, n, "en") == f"GCP {n} × `{top.instance}` (1 × L4 each)"
    assert offer_name(top, n, "zh") == f"GCP {n} 台 `{top.instance}`（每台 1 × L4）"
    # never the old notation: the machine type followed by the plan's total GPUs
    assert f"{top.instance} ({n} × L4" not in en and f"{top.instance}（{n} × L4" not in zh
