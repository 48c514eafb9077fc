"""A full fine-tune refused on the user's stated cards says which memory term does not fit and the lever for that term:
at 32k the activations (with the FP32 logits of the loss) are the wall, and "cannot hold this with the optimizer states
on the GPUs" pointed at ZeRO/offload, which does not fix it. When the optimizer states are the wall, it says so, with
sharding and offload as the lever."""

import pytest

from advisor.core.extract_rules import extract
from advisor.core.script import to_script
from advisor.core.service import advise
from tools.followup import merge_workload
from tools.schema import Workload

pytestmark = pytest.mark.slow  # whole answers only


def headline(text: str) -> tuple[str, str]:
    w = merge_workload(Workload(), extract(text).patch)
    r = advise(w, stated={k for k, v in w.model_dump().items() if v is not None})
    return r.headline.en, r.headline.zh


# Qwen3-8B (≈ 8.2 B params) full fine-tune on 2 × A100 40GB (42.3 GB usable each) at 32,768 tokens: AdamW with FP32
# master weights and two moments = 12 B/param ≈ 98 GB, ≈ 49 GB per GPU sharded over two; the activations at 32k are
# larger (the FP32 logits of the loss alone are 32,768 × 151,936 vocab × 4 B ≈ 19.9 GB), ≈ 85 GB per GPU in the
# memory model: the activations are the largest term, so the lever is checkpointing / a chunked loss / context
# parallelism, not ZeRO-Offload.
@pytest.mark.parametrize("text, lang", [
    ("we have 2x A100 40GB, full fine-tune Qwen3-8B at 32k context, 5k samples", "en"),
    ("我们有 2 张 A100 40GB，全参微调 Qwen3-8B，32k 上下文，5000 条数据", "zh"),
    ("我們有 2 張 A100 40GB，全參微調 Qwen3-8B，32k 上下文，5000 筆資料", "zh-Hant"),
])
def test_activations_as_the_wall_are_named_with_their_lever(text, lang):
    en, zh = headline(text)
    said = en if lang == "en" else to_script(zh, lang)
    if lang == "en":
        assert "the activations (≈" in said and "per GPU are what does not fit" in said
        assert "with the optimizer states on the GPUs" not in said
        assert "chunked or fused cross-entropy" in said and "context parallelism" in said
    elif lang == "zh":
        assert "每卡放不下的是激活值" in said and "优化器状态放在 GPU 上时" not in said
        assert "上下文并行" in said and "激活检查点" in said
    else:  # Taiwan vocabulary: 激活 → 活化
        assert "每卡放不下的是活化值" in said and "優化器狀態放在 GPU 上時" not in said
        assert "上下文並行" in said and "活化檢查點" in said


# Llama-3.1-70B (≈ 70.6 B params) full fine-tune on 8 × H100 at the default 2k context: AdamW states ≈ 70.6 B × 12 B
# ≈ 847 GB, ≈ 106 GB per GPU over eight, more than an H100's 80 GB alone and larger than the 2k activations:
# the optimizer states are the wall. Offloaded to host RAM the weights sharded over eight (≈ 17.7 GB each) and the
# activations fit an H100, so the answer is "yes, slower" with ZeRO-Offload (torchtune measures a 70B full fine-tune on
# 8 × A100 with CPU offload at 13.9 GiB per GPU), and sharding over more GPUs is the plan shown instead.
def test_optimizer_states_as_the_wall_keep_their_words_and_get_their_lever():
    en, _ = headline("full fine-tune Llama-3.1-70B on 8x H100")
    assert "Yes, slower: 8 × H100 SXM can do this full fine-tune, not with the AdamW states on the GPU" in en
    assert "ZeRO-Offload" in en and "32 × H100 SXM" in en
