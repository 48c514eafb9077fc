"""An Ollama tag names Ollama's file of a model, not the release weights: a tag with no file type ("llama3.1:70b",
"qwen2.5:14b") is what `ollama pull` downloads, the Q4_K_M GGUF (ollama.com/library: each size's default tag is its
q4_K_M file), so the answer sizes that file on llama.cpp (Ollama's engine) and says so, with the vLLM route. A tag with
its file type follows the tag; a vLLM-class server named keeps the release weights. Before, every tag was sized in
BF16 (3× the memory) while the note asked for the word "ollama" the user had written."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog import registry
from tests.conftest import module_home
from tools.memory import gguf_weight_bytes

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, model", [
    ("ollama run llama3.1:70b for 3 users, what GPU?", "Llama-3.1-70B"),
    ("serve qwen2.5:14b for 5 users", "Qwen2.5-14B"),  # no "ollama": the tag alone is Ollama's
    ("serve llama3.1:8b with ollama for 2 users", "Llama-3.1-8B"),
    ("用 ollama 跑 qwen2.5:32b 给5个人用", "Qwen2.5-32B"),
])
def test_a_bare_tag_is_the_q4_k_m_file_on_llama_cpp_and_says_so(text, model):
    e = extract(text)
    assert (e.patch.model, e.patch.precision, e.patch.framework) == (model, "q4_k_m", "llama.cpp")
    note = next(n for n in e.notes if "Q4_K_M" in n and model in n)
    assert "sized at that" in note and "vLLM" in note and "BF16" in note  # the route if they move to vLLM


@pytest.mark.parametrize("text, precision", [
    ("llama3.1:8b-instruct-q8_0 for 2 users", "q8_0"),  # the tag's file type is the file
    ("ollama run llama3.1:70b-instruct-fp16 for 2 users", "fp16"),
])
def test_a_tag_with_its_file_type_follows_it_on_ollamas_engine(text, precision):
    e = extract(text)
    assert e.patch.precision == precision and e.patch.framework == "llama.cpp"
    assert any("format you named" in n for n in e.notes)
    assert not any("sized at that" in n for n in e.notes)


def test_a_precision_said_beside_the_tag_is_sized_and_no_engine_is_forced():
    # FP8 is no Ollama file type (Ollama ships GGUF types and fp16): the FP8 said is sized, on no assumed engine
    e = extract("serve qwen2.5:14b in fp8 for 2 users")
    assert e.patch.precision == "fp8" and e.patch.framework is None
    assert any("format you named" in n for n in e.notes) and not any("sized at that" in n for n in e.notes)


def test_a_tag_served_on_vllm_keeps_the_release_weights():
    e = extract("serve llama3.1:8b on vllm for 3 users")
    # vLLM loads the Hub checkpoint: no precision read (the release BF16 is the default), vLLM kept
    assert e.patch.precision is None and e.patch.framework == "vllm"
    assert any("release weights" in n for n in e.notes)


def test_the_zh_note_says_the_same():
    e = extract("用 ollama 跑 qwen2.5:32b 给5个人用")
    note = next(n for n in e.notes if "Q4_K_M" in n)
    assert "Q4_K_M" in e.zh_notes[note] and "vLLM" in e.zh_notes[note] and "BF16" in e.zh_notes[note]


def test_the_q4_k_m_file_is_the_size_ollama_lists():
    # ollama.com/library/llama3.1 lists llama3.1:8b at 4.9 GB and :70b at 43 GB; llama.cpp's quantize README gives
    # Q4_K_M ≈ 4.80–4.84 bits a weight. By hand: 8.03 B × 4.84 / 8 ≈ 4.86 GB; 70.6 B × 4.80 / 8 ≈ 42.4 GB.
    # (A BF16 70B is 141 GB: the 3× this replaces.)
    assert 4.7e9 < gguf_weight_bytes(registry.get("Llama-3.1-8B"), "q4_k_m") < 5.0e9
    assert 41.5e9 < gguf_weight_bytes(registry.get("Llama-3.1-70B"), "q4_k_m") < 44.0e9


@pytest.mark.slow
def test_the_whole_answer_sizes_the_ollama_file_not_bf16(tmp_path):
    # Hand: Llama-3.1-70B Q4_K_M ≈ 42.5 GB (above) + f16 KV 3 users × 4,096 × 327,680 B (80 layers × 8 KV heads × 128
    # × 2 × 2 B) = 4.0 GB ≈ 46.5 GB in all, under 48 GB per GPU on any split; BF16 would be 141 GB + 4 GB = 145 GB
    # (the 8 × 18.7 GB the attacker saw). The headline names Q4_K_M and llama.cpp.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "ollama run llama3.1:70b for 3 users, what GPU?").text
    head = out.splitlines()[0]
    assert "Q4_K_M" in head and "llama.cpp" in head, head
    need = re.search(r"needs ≈ ([\d.]+) GB per GPU", out)
    gpus = re.search(r"\((\d+) × ", out)
    assert need and gpus, out[:1200]
    assert float(need.group(1)) * int(gpus.group(1)) < 52, out[:1200]  # ≈ 46.5 GB + runtime buffers, never 145 GB


def test_moving_an_ollama_file_to_vllm_in_a_follow_up_sizes_the_release_weights():
    # the note promises "say 'vllm' … and it is sized that way": a GGUF file is llama.cpp's, vLLM loads the release
    # checkpoint, so "use vllm instead" drops the Q4_K_M the tag set (the default BF16 again); a precision said in the
    # same follow-up, or a move within llama.cpp, keeps what is said
    from tools.followup import merge_workload
    from tools.schema import Workload, WorkloadPatch

    thread = Workload(model="Llama-3.1-70B", task="inference", precision="q4_k_m", framework="llama.cpp")
    assert merge_workload(thread, WorkloadPatch(framework="vllm")).precision is None
    assert merge_workload(thread, WorkloadPatch(framework="sglang", precision="fp8")).precision == "fp8"
    assert merge_workload(thread, WorkloadPatch(concurrency=8)).precision == "q4_k_m"
