"""One fact, one place: a size or a rule two modules each wrote down drifts apart (the T5-XXL encoder was 4.76 B in
one module and 4.7 B in two others). Each check here fails when a second copy comes back."""

import ast
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.conftest import module_home
from tests.source_trees import tree
from tools.encoder_sizes import T5_XXL_ENCODER
from tools.machine_split import one_copy_spans_machines
from tools.schema import Candidate, Layout, Money

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
# the T5 v1.1 XXL encoder, written as a literal anywhere but its home: the old 4.7 B and the sourced 4.76 B
T5_COPIES = {4.7e9, 4.76e9}


def literal_numbers(path):
    """Every float / int literal in a module's code (docstrings and comments are no code)."""
    return [node.value for node in ast.walk(tree(path))
            if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)]


def test_the_t5_xxl_encoder_is_written_down_once():
    # Hand: d_model 4,096, d_ff 10,240 gated, 24 layers: (4 × 4,096² + 3 × 4,096 × 10,240) × 24 = 4.63 B + the
    # 32,128 × 4,096 embedding 0.13 B ≈ 4.76 B; a module writing 4.7e9 or 4.76e9 itself is a second copy
    assert pytest.approx(4.76e9) == T5_XXL_ENCODER
    for path in sorted((ROOT / "tools").glob("*.py")):
        if path.name == "encoder_sizes.py":
            continue
        assert not T5_COPIES & set(literal_numbers(path)), f"{path.name} writes the T5-XXL encoder again"


def test_every_generator_with_a_t5_xxl_encoder_holds_the_same_one():
    # FLUX.1-dev FP8: 12.0 GB transformer + T5 4.76 + CLIP-L 0.246 + VAE 0.168 = 17.17 GB; SD 3.5 Large: 8.1 +
    # 0.123 + 0.694 + 4.76 = 13.677 B; PixArt-Σ: 0.6 + 4.76 + 0.084 = 5.444 B. Each less its other parts is 4.76 B.
    from tools.media import FLUX_T5_FP8_BYTES, MODELS
    from tools.non_llm import SD3_MMDIT, SD3_TEXT_ENCODERS
    from tools.t2i_stand_ins import T2I_MODELS

    assert FLUX_T5_FP8_BYTES == T5_XXL_ENCODER
    assert MODELS["flux-dev-fp8"].weight_bytes == pytest.approx(17.174e9)
    assert SD3_MMDIT[("5", "large")] + SD3_TEXT_ENCODERS == pytest.approx(13.677e9)
    pixart = next(m for m in T2I_MODELS if m.name == "PixArt-Σ")
    assert pixart.total - pixart.denoiser - 0.084e9 == pytest.approx(T5_XXL_ENCODER)


# "does one copy of the work span machines?" written out again: a layout's GPUs against a machine's GPU count
SPANS_AGAIN = re.compile(r"num_gpus\s*>\s*(?:int\()?\s*(?:\w+\.)*(?:gpu_count|gpus_per_node|per)\b")


def test_one_copy_over_machines_is_decided_in_one_place():
    for path in sorted([*(ROOT / "tools").rglob("*.py"), *(ROOT / "advisor").rglob("*.py")]):
        if path.name == "wording.py":  # tools.wording.spans_machines: the comparison itself
            continue
        hits = [n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if SPANS_AGAIN.search(line)]
        assert not hits, f"{path.name}:{hits} decides again whether one copy spans machines; " \
                         "call tools.machine_split.one_copy_spans_machines"


def _plan(num_gpus, per, row=False):
    layout = Layout(num_gpus=num_gpus, tp=num_gpus, gpus_per_node=per)
    if row:  # a sized tools.offers.Offer: its catalog row holds the machine's GPU count
        return SimpleNamespace(layout=layout, row=SimpleNamespace(gpu_count=per))
    return Candidate(provider="lambda", instance="gpu_8x_h100_sxm5", region="us-east-1", gpu="H100 80GB SXM",
                     gpu_count=per, instances=2, price_per_hour=Money(amount=47.84, currency="USD"),
                     billing="on_demand", layout=layout)


@pytest.mark.parametrize("num_gpus, per, spans", [
    # Llama 3.1 405B in BF16, 810 GB of weights: TP 8 × PP 2 = 16 H100s over 8-GPU machines → one copy spans two
    (16, 8, True),
    # Qwen2.5-72B in BF16 (145 GB): TP 4 on an 8-GPU machine → each copy inside one machine, replicas need no fabric
    (4, 8, False),
    # 8 of 8: exactly one machine's worth, no fabric
    (8, 8, False),
])
def test_a_candidate_and_an_offer_give_the_same_answer(num_gpus, per, spans):
    assert one_copy_spans_machines(_plan(num_gpus, per)) is spans
    assert one_copy_spans_machines(_plan(num_gpus, per, row=True)) is spans


def _month_literals(path):
    """Dict entries keyed by a month word whose value is a bare 720 or 730."""
    out = []
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values):
                if (isinstance(k, ast.Constant) and k.value in ("month", "months", "m", "个月", "個月", "月")
                        and isinstance(v, ast.Constant) and v.value in (720, 720.0, 730, 730.0)):
                    out.append(node.lineno)
    return out


def test_a_span_in_hours_has_one_table():
    # Hand: "两个月内跑完" / "within 2 months" / "2 個月內" is 2 × 30 days × 24 h = 1,440 h wherever it is read; the
    # billing month (730 h) prices rent. A second span table or a bare month of hours in a table is a second copy.
    from advisor.core.sim_codes import deadline_hours
    from tools.span_hours import span_hours

    assert span_hours(2, "month") == 1440 and span_hours(3, "weeks") == 504 and span_hours(5, "d") == 120
    assert deadline_hours("两个月内跑完") == deadline_hours("2 個月內完成") == 1440
    paths = [*(ROOT / "tools").rglob("*.py"), *(ROOT / "advisor").rglob("*.py")]
    for path in sorted(paths):
        if path.name in ("span_hours.py", "constants.py"):
            continue
        assert not _month_literals(path), f"{path.name}:{_month_literals(path)} writes a month's hours again"
        assert "def span_hours(" not in path.read_text(encoding="utf-8"), f"{path.name} converts a span again"


def test_adam_bytes_a_parameter_come_from_the_optimizer_table():
    # Hand: a full fine-tune in BF16 holds weights 2 + gradients 2 + AdamW's FP32 master 4 + two FP32 moments 8 =
    # 16 bytes a parameter (ZeRO, arXiv:1910.02054 §3); 8-bit Adam keeps the moments in 2 → 10. A module writing 16 or
    # 10 under an Adam name is a second copy of tools.memory.optimizer_bytes_per_param.
    from tools.media_full_train import ADAM8_BYTES, ADAMW_BYTES

    assert (ADAMW_BYTES, ADAM8_BYTES) == (16, 10)
    for path in sorted((ROOT / "tools").glob("*.py")):
        for node in tree(path).body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
                names = [t.id for t in node.targets if isinstance(t, ast.Name) and "ADAM" in t.id]
                assert not names, f"{path.name}: {names} written as a bare number; derive it from tools.memory"


# The non-NVIDIA chips and the Xeon SKUs are catalog rows (catalog/data/accelerators.csv, accel_instances.csv,
# cpus.csv), each with its source and as-of date; a tools module that builds one from typed numbers is a second copy
# that drifts from the row (and from its source).
ROW_TYPES = ("Chip", "AccelInstance", "CpuGen")


def _typed_rows(path):
    """Calls of a row type with a literal number among their arguments (a spec typed in the module)."""
    out = []
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ROW_TYPES:
            args = [*node.args, *(k.value for k in node.keywords)]
            if any(isinstance(a, ast.Constant) and isinstance(a.value, (int, float)) and not isinstance(a.value, bool)
                   for a in args):
                out.append(node.lineno)
    return out


def test_no_chip_or_cpu_spec_is_typed_in_tools():
    for path in sorted((ROOT / "tools").rglob("*.py")):
        assert not _typed_rows(path), f"{path.name}:{_typed_rows(path)} types a chip / CPU spec; add a catalog row"
    # the rows' distinctive figures are nowhere in the two modules that read them: Inferentia2's 820 GB/s,
    # Trainium2's 2,900 GB/s and 1,299 FP8 TFLOPS, inf2.48xlarge's $12.98127, a Gold 6248's 2,933 MT/s, an 8480+'s
    # 350 W
    for name in ("named_accel.py", "cpu_fleet.py"):
        held = set(literal_numbers(ROOT / "tools" / name))
        assert not held & {820, 2900, 1299, 12.98127, 21.5, 2933, 4800, 350}, f"{name} types a catalog figure"


def test_every_accelerator_and_cpu_row_names_its_source_and_date():
    import csv

    data = ROOT / "catalog" / "data"
    for name in ("accelerators.csv", "accel_instances.csv", "cpus.csv"):
        with open(data / name, newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
        assert rows, name
        for r in rows:
            assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["as_of"]), (name, r)
            if name == "accel_instances.csv":  # a price names where it was read; no price, no source (never invented)
                assert bool(r["usd_hour"]) == bool(r["price_source"]), r
            else:
                assert r["source"].strip(), (name, r)
            # "from memory" is no source; an unconfirmed figure says so in its own column
            assert "from memory" not in r.get("source", "").lower(), r
    with open(data / "cpus.csv", newline="", encoding="utf-8") as f:
        assert all(r["confirmed"] in ("yes", "no") for r in csv.DictReader(f))


def test_the_named_accelerator_decode_bound_is_the_speed_module_formula():
    # Hand: inf2.48xlarge, Llama-3.1-70B BF16, 100 in flight at 4,096: weights ≈ 141 GB + KV ≈ 134 GB = 275 GB;
    # 12 × 820 GB/s × 0.6 = 5,904 GB/s → tools.speed.decode_ceiling_tokens_per_s(275e9, 5,904) ≈ 21.5 tok/s
    from catalog.accelerators import accel_instances
    from catalog.registry import get
    from tools.named_accel import DECODE_EFFICIENCY, judge_instance
    from tools.speed import decode_ceiling_tokens_per_s

    v = judge_instance(accel_instances()["inf2.48xlarge"], get("Llama-3.1-70B"), 4096, 100, "bf16", 30)
    bw = 12 * accel_instances()["inf2.48xlarge"].chip.bandwidth_gb_s * DECODE_EFFICIENCY
    assert v.tok_s == pytest.approx(decode_ceiling_tokens_per_s((v.weights_gb + v.kv_gb) * 1e9, bw))
    assert 20 <= v.tok_s <= 23


def test_the_gaudi_usable_memory_is_the_row_the_ranked_answer_reads():
    # Hand: the Gaudi 3 row's 128 (GiB, docs/SOURCES.md "Units") = 137.4 GB a chip; the ranked answer's vLLM pool is
    # 0.9 × 137.4 = 123.7 GB, so the named 8-chip server holds 8 × 123.7 = 989.6 GB usable of 1,099.5 GB — not
    # 0.9 × 8 × 128 decimal GB = 921.6 GB (the figure it said before)
    from catalog.gpus import all_gpus
    from catalog.registry import get
    from tools.memory import VLLM_GPU_MEMORY_UTILIZATION
    from tools.named_accel import USABLE_SHARE, gaudi_chip, judge

    spec = all_gpus()["Gaudi3"]
    assert USABLE_SHARE == VLLM_GPU_MEMORY_UTILIZATION
    chip = gaudi_chip("Gaudi3", spec.usable_bytes, spec.bandwidth_gb_s, spec.bf16_tflops, spec.fp8_tflops,
                      spec.source, spec.as_of)
    v = judge("Gaudi3 server", chip, 8, None, None, get("Llama-3.1-70B"), 8192, 50, "bf16", 20)
    assert v.usable_gb / 8 == pytest.approx(spec.usable_bytes * VLLM_GPU_MEMORY_UTILIZATION / 1e9)
    assert v.usable_gb == pytest.approx(989.6, abs=0.5) and v.memory_gb == pytest.approx(1099.5, abs=0.5)
