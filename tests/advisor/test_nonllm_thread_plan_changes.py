"""A follow-up that changes the plan, not the job, in a thread about a named non-LLM job (a simulation code, a
protein-structure model, a forecaster, a stem separator, a route solver): "what about L40S cards?", "cheaper?",
"最快呢？", "如果只能用 Google Cloud 呢？", "要在兩天內跑完呢？" re-answers the thread's job with the change said under the head
(advisor.core.nonllm_thread), never the LLM path's "which model?" nor turn 1 word for word.

Hand reasoning (the expert's):
- OpenMM, 40 independent runs of an 80k-atom system, 200 ns each: 40 × 200 ns = 8 µs of MD. Asking about L40S changes
  the card judged, not the work: the answer still reads 40 runs × 200 ns. A later "AWS only" keeps the 40 runs; the
  "L40S" said before is a card, and a "3090s" said before is a card too, never 3,090 runs.
- ESMFold on 8,000 sequences: one forward pass a protein; "最快呢" asks the fastest plan for the same 8,000 proteins.
- Lag-Llama on 8,000 sensor series: "兩天內" is a 48 h deadline on the same series.
- Demucs on 20,000 songs: "cheaper?" asks the cheapest plan for the same songs, not a chat model.
- cuOpt for 15,000 stops a night: "用 A100 呢" is the card judged for one solve a night.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import Extraction
from advisor.core.nonllm_thread import changed_thread
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

_ASKS_MODEL = ("Which model", "用哪个模型", "用哪個模型", "What will you run", "要做什么", "要做什麼")


def _E(**patch: object) -> Extraction:
    return Extraction(patch=WorkloadPatch(**patch))


def test_a_card_follow_up_is_re_read_with_the_job_and_its_digits_are_no_count():
    said = ["what about 3090s with 24GB?", "Run OpenMM for 40 independent 80k-atom simulations of 200 ns each"]
    joined, change = changed_thread(said, _E(gpu_preference="RTX 3090"))
    assert joined is not None and "3090" not in joined.split("\n")[0] and "24GB" not in joined, joined
    assert joined.endswith("RTX 3090") and change and change[0].code == "nonllm_thread.card"


def test_no_change_or_a_job_named_again_is_left_to_the_other_readers():
    said = ["thanks", "Run OpenMM for 40 independent 80k-atom simulations of 200 ns each"]
    assert changed_thread(said, _E()) == (None, [])  # nothing in the plan changes
    said = ["ESMFold on 500 sequences instead", "Run OpenMM for 40 independent 80k-atom simulations of 200 ns each"]
    assert changed_thread(said, _E(gpu_preference="L4")) == (None, [])  # a job named: that job's own answer


def _chat(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


@pytest.mark.slow
def test_an_md_thread_keeps_its_runs_through_card_and_provider_follow_ups(tmp_path):
    first, card, aws = _chat(tmp_path, "Run OpenMM for 40 independent 80k-atom simulations of 200 ns each. Which cloud GPU?",
                             "what about 3090s?", "AWS only")
    assert first.text.startswith("**OpenMM") and "40 runs × 200 ns" in first.text, first.text[:600]
    for r in (card, aws):
        assert r.kind == "answer" and r.text.startswith("**OpenMM"), r.text[:400]
        assert "Changed from your first question" in r.text and "40 runs × 200 ns" in r.text, r.text[:1200]
        assert "3,090 runs" not in r.text and not any(w in r.text for w in _ASKS_MODEL), r.text[:1200]
    assert "RTX 3090" in card.text and "only AWS offers" in aws.text, aws.text[:600]


@pytest.mark.slow
@pytest.mark.parametrize(("first", "follow", "head", "change"), [
    ("用 ESMFold 预测 8000 条蛋白序列的结构，租什么 GPU？", "最快呢？", "**ESMFold", "最快方案"),
    ("用 Lag-Llama 給 8,000 條感測器序列做預測，要租什麼 GPU？", "要在兩天內跑完呢？", "**Lag-Llama", "48 小時"),
    ("Separate vocals and drums for 20,000 songs with Demucs, which GPU should we rent?", "cheaper?", "**Demucs",
     "the cheapest plan for the same job"),
    ("我们用 cuOpt 每晚给 800 辆车排线，1.5 万个配送点，租什么 GPU？", "用 A100 呢？", "**NVIDIA cuOpt", "按你提议的 A100"),
    ("We forecast 30,000 SKUs weekly with TimesFM; which GPU should we rent?", "Google Cloud only",
     "**TimesFM", "only GCP offers"),
])
def test_a_plan_change_re_answers_the_threads_job(tmp_path, first, follow, head, change):
    r0, r1 = _chat(tmp_path, first, follow)
    assert r0.text.startswith(head), r0.text[:300]
    assert r1.kind == "answer" and r1.text.startswith(head), r1.text[:400]
    assert change in r1.text and not any(w in r1.text for w in _ASKS_MODEL), r1.text[:900]
    assert r1.text != r0.text


@pytest.mark.parametrize("text, runs", [
    # "a 150k-atom … system" is the system's size, never 150 runs (the hyphen once let it through); 12 runs stay 12
    ("NAMD on a 150k-atom solvated membrane system for 1 μs", None),
    ("12 replicas of a 60k-atom system, 300 ns each", 12.0),
    ("模拟一个 25万原子的体系 100 ns", None),
])
def test_a_hyphenated_atom_count_is_no_count_of_runs(text, runs):
    from advisor.core.sim_codes import RUNS, first_count

    assert first_count(RUNS, text) == runs, text


@pytest.mark.slow
@pytest.mark.parametrize(("first", "follow", "head", "read"), [
    # a remark that starts with a capital ("Small", "Some", "Mixed") is no cloud, card or model name: the thread's
    # OpenMM job (40 runs × 200 ns) answered again with the remark said as read, never "outside what I do"
    ("Run OpenMM for 40 independent 80k-atom simulations of 200 ns each. Which cloud GPU?",
     "Small systems like ours usually scale badly, right?", "**OpenMM", "Read with your first question's job"),
    ("Run OpenMM for 40 independent 80k-atom simulations of 200 ns each. Which cloud GPU?",
     "Some colleagues say mixed precision is fine for us.", "**OpenMM", "Read with your first question's job"),
    ("用 ESMFold 预测 8000 条蛋白序列的结构，租什么 GPU？", "大一点的蛋白会更慢吧，预算还够吗？", "**ESMFold",
     "按你第一个问题的任务理解"),
    ("用 Lag-Llama 給 8,000 條感測器序列做預測，要租什麼 GPU？", "同事說混合精度就夠了，對嗎？", "**Lag-Llama",
     "按你第一個問題的任務理解"),
])
def test_a_remark_is_read_with_the_threads_job(tmp_path, first, follow, head, read):
    r0, r1 = _chat(tmp_path, first, follow)
    assert r0.text.startswith(head), r0.text[:300]
    assert r1.kind == "answer" and r1.text.startswith(head) and read in r1.text, r1.text[:600]
    assert "outside what I do" not in r1.text and not any(w in r1.text for w in _ASKS_MODEL), r1.text[:600]


@pytest.mark.slow
@pytest.mark.parametrize(("first", "follow", "head", "read"), [
    # a segmentation training sized from its FLOPs (6,000 images × 30 epochs at 1024 px): a remark on small defects
    # is no new figure, so the same run is answered again with the remark said as read, never "outside what I do"
    ("Train a DeepLabV3+ segmentation model on 6,000 drone images of solar panels at 1024x1024, which GPU should I rent?",
     "Mixed precision is fine for us, honestly.", "**DeepLabV3", "Read with your first question's job"),
    ("用 nnU-Net 训练 250 例腹部 CT 的胰腺分割，租什么 GPU？", "混合精度对我们来说就够了。", "**nnU-Net",
     "按你第一个问题的任务理解"),
    # a remark the speech thread reads itself: the same 300 h answered, never refused
    ("用 Whisper large-v3 轉寫 300 小時的會議錄音，要租什麼 GPU？", "同事覺得口音很重的錄音會比較難。", "**Whisper", ""),
])
def test_a_remark_in_a_sized_thread_is_never_refused(tmp_path, first, follow, head, read):
    r0, r1 = _chat(tmp_path, first, follow)
    # the reader's notes ("> …") may come first: patients' abdominal CT is health data, so marketplace hosts are left
    # out and said so above the plan; the plan's own headline is the first bold line under them
    body = "\n".join(line for line in r0.text.splitlines() if not line.startswith("> ")).lstrip()
    assert body.startswith(head), r0.text[:300]
    if "CT" in first:
        assert r0.text.startswith("> ") and "个人数据" in r0.text, r0.text[:300]
    assert r1.kind == "answer" and head in r1.text and read in r1.text, r1.text[:600]
    assert "outside what I do" not in r1.text and "超出" not in r1.text, r1.text[:600]
