"""Parameter counts computed from the registry's architectures, held to the published counts."""

import pytest

from catalog import registry
from tests.conftest import module_home
from tools.arch import active_params, count_params, derive_arch
from tools.memory import lora_trainable_params

# nothing here reads or writes a home: one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

REQUIRED = ["Llama-2-7B", "Llama-2-13B", "Llama-2-70B", "Llama-3-8B", "Llama-3-70B", "Llama-3.1-8B",
            "Llama-3.1-70B", "Llama-3.1-405B", "Llama-3.2-1B", "Llama-3.2-3B", "Mistral-7B", "Mixtral-8x7B",
            "Mixtral-8x22B", "Qwen2.5-0.5B", "Qwen2.5-1.5B", "Qwen2.5-3B", "Qwen2.5-7B", "Qwen2.5-14B",
            "Qwen2.5-32B", "Qwen2.5-72B", "Qwen3-8B", "Qwen3-32B", "Qwen3-30B-A3B", "Qwen3-235B-A22B",
            "Gemma-2-2B", "Gemma-2-9B", "Gemma-2-27B", "Phi-3-mini", "Phi-3-medium", "DeepSeek-V3",
            "DeepSeek-R1", "Yi-34B", "GLM-4-9B", "InternLM2.5-7B", "Baichuan2-13B"]


def test_registry_has_the_required_models():
    assert len(registry.names()) >= 30
    assert set(REQUIRED) <= set(registry.names())


@pytest.mark.parametrize("name", registry.names())
def test_computed_count_matches_published(name):
    arch = registry.get(name)
    assert arch.published_params, f"{name} lacks its published count"
    assert count_params(arch) == pytest.approx(arch.published_params, rel=0.005)


def test_reference_counts_exact():
    # exact counts from each config.json (docs/SOURCES.md F1)
    assert count_params(registry.get("Llama-2-7B")) == 6_738_415_616
    assert count_params(registry.get("Llama-3-8B")) == 8_030_261_248
    assert count_params(registry.get("Mistral-7B")) == 7_241_732_096
    assert count_params(registry.get("Qwen2.5-72B")) == 72_706_203_648


def test_moe_active_parameters():
    assert active_params(registry.get("Mixtral-8x7B")) == 12_879_925_248
    # DeepSeek-V3 report: 37B activated of 671B
    assert active_params(registry.get("DeepSeek-V3")) == pytest.approx(37e9, rel=0.03)
    assert active_params(registry.get("Qwen3-30B-A3B")) == pytest.approx(3.3e9, rel=0.03)


@pytest.mark.parametrize("spelling", ["Llama 3 8B", "llama3-8b", "meta-llama/Meta-Llama-3-8B",
                                      "LLAMA-3-8B-Instruct", "llama-3-8b"])
def test_loose_names_resolve(spelling):
    assert registry.resolve_name(spelling) == "Llama-3-8B"


def test_unknown_model_suggests_closest():
    with pytest.raises(registry.UnknownModel) as e:
        registry.resolve_name("lama-3-8")
    assert "Llama-3-8B" in e.value.suggestions


@pytest.mark.parametrize("billions", [0.35, 1.3, 7, 13, 34, 70, 175])
def test_derived_architecture_matches_the_size(billions):
    arch = derive_arch(int(billions * 1e9))
    assert arch.assumed and "assumed" in arch.source
    # the solved MLP width makes the counted architecture match the stated size
    assert count_params(arch) == pytest.approx(billions * 1e9, rel=0.03)


def test_lora_trainable_counts_formulas_examples():
    # docs/SOURCES.md F3: Llama-3-8B, r=8, all 7 projections = 32 × 655,360
    assert lora_trainable_params(registry.get("Llama-3-8B"), 8) == 32 * 655_360
