"""ESMFold asked of a named card ("autodl上租4090能搞定吗", "Can an RTX 4090 do it?", "租A800 80GB得唔得？") gets the
direct answer in its first lines, with the reason (hand figures: tests/tools/test_fold_card_verdict.py — a 24 GB
card holds lengths under ≈ 1,000 residues; past that 40–80 GB).
"""

from __future__ import annotations

import pytest

from tests.conftest import module_engine

pytestmark = pytest.mark.slow

engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.parametrize("key, q, want", [
    ("fold-zh", "课题组要用ESMFold预测10万条蛋白质结构，平均长度400aa左右，大概1万条超过1000aa。"
                "autodl上租4090能搞定吗？多久多少钱",
     "4090 只能搞定一部分"),
    ("fold-en", "We need ESMFold on 50,000 proteins, about 5% are longer than 1,200 residues. Can an RTX 4090 do it? cost?",
     "Only partly on the RTX 4090"),
    ("fold-yue", "實驗室想用ESMFold預測2萬條蛋白，平均300aa，租A800 80GB得唔得？", "A800 80GB 能搞定"),
])
def test_the_named_card_is_answered_in_the_first_lines(engine, key, q, want):
    text = engine.handle(key, q).text
    first = "\n".join(text.split("\n")[:5])
    assert want in first, text


# "is a multi-gpu h100 box the right thing?" for per-item work: the expert's key — one 3DGS scene (COLMAP, then 30 k
# iterations, ≈ 40 min on a 24–48 GB card) does not speed up across GPUs; 500 scenes ≈ 350–500 GPU-h a month run as
# parallel scenes on 2–3 single cards, so a multi-GPU H100 box is a No, said first.
@pytest.mark.parametrize("key, q, want", [
    ("box-en", "proptech startup. we want to turn ~500 apartment photo sets a month (200-400 photos each) into 3D "
               "gaussian splatting tours. is a multi-gpu h100 box the right thing? monthly cost? we sell the tours",
     "No, a multi-GPU h100 box is not the right thing: each scene runs on one GPU"),
    ("box-zh", "每月要把300套房源照片做成3D高斯泼溅（gaussian splatting）场景，租多卡H100服务器合适吗？每月多少钱",
     "不是合适的选择：每个场景的计算只在一张卡上跑"),
    ("box-yue", "ESMFold 20萬條蛋白，租多卡H100機器得唔得？", "不是合適的選擇"),
])
def test_a_multi_gpu_box_for_per_item_work_is_answered_no_first(engine, key, q, want):
    text = engine.handle(key, q).text
    first = "\n".join(text.split("\n")[:6])
    assert want in first, text
