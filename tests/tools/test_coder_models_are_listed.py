"""Qwen2.5-Coder is in the model registry under the spellings people write (catalog/data/models.json,
catalog.registry.resolve_name), with the Qwen2.5 shape its config.json gives, so a code assistant on it is sized
on its own layers and KV cache, not as a generic model of its size."""
import pytest

from catalog.registry import get, resolve_name
from tools.arch import total_params


@pytest.mark.parametrize("said,name", [
    ("qwen2.5 coder 32b", "Qwen2.5-Coder-32B"),
    ("Qwen2.5-Coder-32B-Instruct", "Qwen2.5-Coder-32B"),
    ("Qwen/Qwen2.5-Coder-32B-Instruct", "Qwen2.5-Coder-32B"),
    ("qwen 2.5 coder 7b", "Qwen2.5-Coder-7B"),
    ("qwen2.5-coder:14b", "Qwen2.5-Coder-14B"),
    ("Qwen2.5-Coder-1.5B", "Qwen2.5-Coder-1.5B"),
])
def test_the_spellings_resolve(said: str, name: str) -> None:
    assert resolve_name(said) == name


def test_the_32b_is_sized_on_its_own_config() -> None:
    a = get("qwen2.5 coder 32b")
    # KV per token = 2 (K and V) × 64 layers × 8 KV heads × 128 head dim × 2 bytes (BF16) = 262,144 B = 256 KiB
    assert 2 * a.layers * a.kv_heads * a.head_dim * 2 == 262_144
    # the model card's 32.5B (32,763,876,352 counted from the Qwen2.5-32B shape), within the registry's 0.5 %
    assert abs(total_params(a) - 32_763_876_352) / 32_763_876_352 < 0.005
    assert a.native_context == 32_768
