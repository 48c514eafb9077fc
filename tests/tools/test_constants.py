"""Each shared constant has one home (tools/constants.py): a second module-level definition of the same
number under another name (1.3 was COMFORT, COMFORT_HEADROOM and SAFE_HEADROOM; 730 h and 256 sequences lived in two
or three modules) fails here, as does reading a constant through getattr with a fallback, which hid renames."""

import ast
import re
from pathlib import Path

import pytest

from tests.conftest import module_home
from tests.source_trees import tree
from tools import constants

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
SHARED = {name: getattr(constants, name) for name in dir(constants) if name.isupper()}


def module_level_numbers(path):
    """(name, value) of every module-level `NAME = <number>` in a file."""
    out = []
    for node in tree(path).body:  # parsed once per process (tests/source_trees.py)
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            if isinstance(node.value.value, (int, float)) and not isinstance(node.value.value, bool):
                out += [(t.id, node.value.value) for t in node.targets if isinstance(t, ast.Name)]
    return out


def test_the_shared_constants_are_found():
    # guards the check below against an empty constants module
    assert {"SAFE_HEADROOM", "HOURS_PER_MONTH", "TARGET_TRAIN_DAYS", "VLLM_MAX_NUM_SEQS"} <= set(SHARED)


# a value equal to a shared constant's by chance, another fact with its own source
SAME_VALUE_OTHER_FACT = {
    ("eval_lengths.py", "MAX_GEN_TOKS"): "lm-evaluation-harness's max_gen_toks (256), not vLLM's 256 sequences",
    ("vlm_cascade.py", "SCREEN_CAP_TOKENS"): "a screener's visual tokens an image at max_pixels 200,704, not vLLM's 256 "
                                            "sequences",
    ("vision_train.py", "MAE_MASK_KEEP"): "the share of patches MAE's encoder sees (75 % masked, He et al. 2021), not "
                                          "a job's 0.25 h of start-up",
    ("multi_node_lead.py", "MULTI_NODE_CLEAR_SHARE"): "the share of a one-machine job's time a multi-node plan must save "
                                                      "to lead, not a job's 0.25 h of start-up",
    ("per_user_margin.py", "MARGIN_LEAD_TOLERANCE"): "how much dearer a serving plan that keeps the per-user margin may "
                                                     "be and still lead, not a job's 0.25 h of start-up",
}


def test_no_other_module_defines_a_shared_constant_again():
    values = {v for k, v in SHARED.items()  # 24 and 30 recur; a table (PERIOD_HOURS) is no number to restate
              if k not in ("HOURS_PER_DAY", "TARGET_TRAIN_DAYS") and isinstance(v, (int, float))}
    for path in sorted((ROOT / "tools").glob("*.py")):
        if path.name == "constants.py":
            continue
        for name, value in module_level_numbers(path):
            assert name not in SHARED, f"{path.name} defines {name} again; import it from tools.constants"
            assert value not in values or (path.name, name) in SAME_VALUE_OTHER_FACT, \
                f"{path.name}: {name} = {value} restates a shared constant"


def test_no_constant_is_read_through_getattr_with_a_fallback():
    pattern = re.compile(r"getattr\(\w+, \"[A-Z_]+\", ")
    for path in sorted([*(ROOT / "tools").rglob("*.py"), *(ROOT / "advisor").rglob("*.py")]):
        assert not pattern.search(path.read_text(encoding="utf-8")), path
