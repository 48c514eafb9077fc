"""A memory verdict on the user's own machine: the levers the engine knows are turned on before "it does not fit" (and
named), the headline judges the stated context and precision first, a precision that does not fit is followed by the
nearest one that does (its memory, a quality check, and what keeps the asked one), and a long stated context says a
fresh full prompt's first-token time. English, 简体 and 繁體."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _headline(out: str) -> str:
    """The bold verdict line (not the bold header with its "·" list)."""
    return next(line for line in out.splitlines() if line.startswith("**") and " · " not in line)


# LoRA of Qwen3-32B at 16k on four owned 48 GB cards. By hand: BF16 weights 32.8e9 × 2 B = 65.5 GB, sharded over 4
# ≈ 16.4 GB per card; HF's loss holds 16-bit logits + FP32 log-softmax + their FP32 gradients:
# 16,384 × 151,936 × (2 + 4 + 4 + 4) B ≈ 34.9 GB per card — the wall (≈ 73.7 GB per card at the defaults vs 51.5 GB
# usable). A fused, chunked cross-entropy never holds them: ≈ 16.4 GB + a few GB of checkpointed layer inputs
# ≈ 26–32 GB per card with the × 1.2 margin → fits. The answer said "不行 … even QLoRA 65.9 GB/card".
LORA_ON_OWNED = [
    ("实验室有4张4090 48G（魔改的），想LoRA微调Qwen3-32B，数据2万条平均8k token，最长16k，能跑吗大概几天",
     "能在你的卡上跑", "融合交叉熵"),
    ("實驗室有4張4090 48G（魔改的），想LoRA微調Qwen3-32B，資料2萬筆平均8k token，最長16k，跑得動嗎大概幾天",
     "能在你的卡上跑", "融合交叉熵"),
    ("Our lab owns 4x RTX 4090 48GB (modded). Want to LoRA fine-tune Qwen3-32B on 20k examples, avg 8k tokens, max 16k."
     " Will it run on our cards, and how many days?", "runs on your cards with", "fused cross-entropy"),
]


@pytest.mark.parametrize(("q", "yes", "lever"), LORA_ON_OWNED)
def test_lora_on_owned_cards_turns_on_the_fused_loss_before_saying_no(tmp_path, q, yes, lever):
    head = _headline(Engine(store=Store(tmp_path / "s.db")).handle("t", q).text)
    assert yes in head and lever in head, head
    assert not re.match(r"\*\*Qwen3-32B[：:]\s*(不行|No)", head), head  # "no" only as the defaults' figure, after


# FP8 GLM-4.5 (355 B) on an owned 4 × H100 80 GB at 64k for 40 analysts (≈ 6 at once). By hand: FP8 weights
# ≈ 355 GB > 4 × 77 GB = 308 GB of vLLM pools before any KV cache → no. INT4 ≈ 355e9 × 0.5 B ≈ 178 GB (+ scales)
# leaves ≈ 120 GB; KV 2 · 92 layers · 8 heads · 128 · 1 B (FP8) · 65,536 ≈ 12.3 GB per user × 6 ≈ 74 GB → fits
# (≈ 66 GB per GPU). FP8 as asked needs 8 × H100.
FP8_ON_OWNED = [
    ("We own a server with 4x H100 80GB (NVLink). Want GLM-4.5 for 40 analysts doing 64k-token report analysis. Since "
     "it is only 32B active it should fit right? FP8 please",
     "No, not with FP8", ("INT4", "check its quality", "to keep FP8", "8 × H100")),
    ("我们自己有一台4卡H100 80GB服务器（NVLink），想给40个分析师跑GLM-4.5做64k token的报告分析，激活才32B应该放得下吧？要FP8",
     "不行，你的卡放不下", ("INT4", "检查质量", "要按所问保持", "8 × H100")),
    ("我們自己有一台4卡H100 80GB伺服器（NVLink），想給40個分析師跑GLM-4.5做64k token的報告分析，激活才32B應該放得下吧？要FP8",
     "不行，你的卡放不下", ("INT4", "檢查品質", "要按所問保持", "8 × H100")),
]


@pytest.mark.parametrize(("q", "no", "then"), FP8_ON_OWNED)
def test_a_stated_precision_too_big_for_owned_cards_says_no_then_the_lower_one(tmp_path, q, no, then):
    head = _headline(Engine(store=Store(tmp_path / "s.db")).handle("t", q).text)
    assert head.startswith("**" + no), head
    for part in then:
        assert part in head, (part, head)


# The same at 128k: INT4 + FP8 KV on the four cards holds 4 of 6 users at 131,072 tokens (24.6 GB FP8 KV each) and
# all 6 only at 64k. The bold line must lead with the "no" as asked, never "runs on your cards" at a shorter context.
def test_a_shorter_context_on_owned_cards_never_leads_the_headline(tmp_path):
    q = "We own a server with 4x H100 80GB (NVLink). Want GLM-4.5 for 40 analysts doing 128k-token report analysis. FP8 please"
    head = _headline(Engine(store=Store(tmp_path / "s.db")).handle("t", q).text)
    assert head.startswith("**GLM-4.5: No"), head
    assert "runs on your cards" not in head.split("What your cards do hold")[0], head
    assert "65,536-token context" in head and "check its quality" in head, head


# GLM-4.5-Air (12 B active, 46 layers) at a stated 128k on two RTX PRO 6000: a fresh 122,880-token prompt is
# 2 × 12e9 × 122,880 ≈ 3e15 FLOP of weights plus its attention (≈ 2 × 1.7e10 × 12,288 × 46 ≈ 1.9e16) ≈ 22 PFLOP:
# tens of seconds to minutes on two cards, never the 1.6 s / 4 s of the cached average prompt alone.
FULL_CONTEXT = [
    ("我們 IC 設計公司有一台工作站插了 2 張 RTX PRO 6000 96GB，想跑 GLM-4.5-Air 給 30 個工程師用（寫 code、看 log），FP8，"
     "要開到 128k context", r"填滿 131,072 token 上下文的新提示（122,880 token，無快取）首 token 約需 ([\d.]+) (秒|分鐘)"),
    ("我们有一台工作站插了 2 张 RTX PRO 6000 96GB，想跑 GLM-4.5-Air 给 30 个工程师用，FP8，上下文要 128k",
     r"填满 131,072 token 上下文的新提示（122,880 token，无缓存）首 token 约需 ([\d.]+) (秒|分钟)"),
    ("Our workstation has 2x RTX PRO 6000 96GB. GLM-4.5-Air FP8 for 30 engineers, with a 128k context.",
     r"a new prompt filling the 131,072-token context \(122,880 tokens, nothing cached\) waits ≈ ([\d.]+) (s|min)"),
]


@pytest.mark.parametrize(("q", "pattern"), FULL_CONTEXT)
def test_a_long_stated_context_says_a_fresh_full_prompts_first_token_time(tmp_path, q, pattern):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    m = re.search(pattern, out)
    assert m, out
    seconds = float(m.group(1)) * (60 if m.group(2) in ("min", "分鐘", "分钟") else 1)
    assert 20 <= seconds <= 300, m.group(0)  # tens of seconds to minutes, not the cached prompt's few seconds


# The follow-up "not LoRA, full fine-tune; can these cards do it, else what do we rent" on the same 4 × 48 GB: AdamW
# mixed precision is 16 B/param × 32.8e9 ≈ 525 GB of states, ≈ 131 GB per card sharded over 4, plus activations —
# far over 51.5 GB usable. The "no" must carry that figure, not only "does not hold this work", before the rental.
FULL_AFTER_LORA = [
    (("实验室有4张4090 48G（魔改的），想LoRA微调Qwen3-32B，数据2万条平均8k token，最长16k，能跑吗大概几天",
      "老板说不要LoRA，要全参微调，还能用这4张卡吗，不行的话租什么"),
     # "不行的话租什么" asks what to rent: the owned card is checked beside the rental ("你问的是 …：不够"), and "这4张卡"
     # points back at the owned cards, so no "4 张卡" filter binds the rental
     r"^(?![^\n]*· 4 张卡 ·)[\s\S]*RTX 4090-48GB \(modified\)：?不(?:行|够)[^\n]*?（每卡约 ([\d.]+) GB[^\n]*可用 51\.5 GB"),
    (("Our lab owns 4x RTX 4090 48GB (modded). Want to LoRA fine-tune Qwen3-32B on 20k examples, avg 8k tokens, max "
      "16k. Will it run on our cards, and how many days?",
      "Boss says no LoRA, full fine-tune. Can these 4 cards still do it? If not, we will rent - what?"),
     r"they do not hold this work as asked \(≈ ([\d.]+) GB per GPU.*of 51\.5 GB\)"),
]


@pytest.mark.parametrize(("turns", "pattern"), FULL_AFTER_LORA)
def test_a_full_fine_tune_follow_up_says_what_the_owned_cards_cannot_hold(tmp_path, turns, pattern):
    engine = Engine(store=Store(tmp_path / "s.db"))
    engine.handle("t", turns[0])
    out = engine.handle("t", turns[1]).text
    m = re.search(pattern, out)
    assert m, out
    assert float(m.group(1)) > 131, m.group(0)  # at least the sharded optimizer states alone
