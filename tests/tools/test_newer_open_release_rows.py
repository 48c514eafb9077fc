"""The 2025 open releases' registry rows carry their own context and licence, not those of the model they build on."""

import pytest

from catalog import registry
from tools.arch import count_params
from tools.memory import kv_cache_bytes_per_token
from tools.vision import VISION_TOWERS


def test_reasoning_tunes_of_phi_4_have_their_32k_context():
    # model card: 32k tokens; Phi-4 itself is 16k (max_position_embeddings 16,384)
    assert registry.max_context("Phi-4-reasoning-plus") == 32768 == registry.max_context("Phi-4-reasoning")
    assert registry.max_context("Phi-4") == 16384
    assert registry.get("Phi-4-reasoning-plus").thinking is not None  # always writes its reasoning first


def test_glm_4_6_is_glm_4_5_with_a_200k_context():
    assert count_params(registry.get("GLM-4.6")) == count_params(registry.get("GLM-4.5"))
    assert registry.max_context("GLM-4.6") == 202752 and registry.max_context("GLM-4.5") == 131072


def test_seed_oss_36b_count_by_hand():
    # per layer: q 5120·10240 + k, v 2·5120·1024 + o 10240·5120 + q/k/v bias 10240 + 2·1024 = 115,355,648;
    # MLP 3·5120·27648 = 424,673,280; 2 norms 10,240 → 540,039,168 × 64 = 34,562,506,752;
    # untied embeddings 2·155,136·5120 = 1,588,592,640; final norm 5120 → 36,151,104,512 (card: 36B)
    assert count_params(registry.get("Seed-OSS-36B")) == 36_151_104_512


def test_licences_of_the_new_rows():
    lic = {n: registry.get(n).license for n in ("Seed-OSS-36B", "MiniMax-M2", "GLM-4.6", "Magistral-Small-2509")}
    assert lic["Seed-OSS-36B"].name == "Apache-2.0" and lic["Seed-OSS-36B"].commercial  # type: ignore[union-attr]
    # MiniMax-M2's LICENSE became a modified MIT on 2025-11-13 (attribution above 100M MAU or US$30M ARR)
    assert lic["MiniMax-M2"].name == "MIT (modified)" and lic["GLM-4.6"].name == "MIT"  # type: ignore[union-attr]
    assert lic["MiniMax-M2"].commercial  # type: ignore[union-attr]
    assert lic["Magistral-Small-2509"].name == "Apache-2.0"  # type: ignore[union-attr]


def test_minimax_m2_is_released_in_fp8():
    # the makers' deploy guides: 220 GB of weights for 229B parameters, one byte each
    assert registry.get("MiniMax-M2").native_precision == "fp8"


def test_hunyuan_a13b_count_and_kv_by_hand():
    a = registry.get("Hunyuan-A13B")
    # per layer: attention q 4096·4096 + k, v 2·4096·1024 + o 4096·4096 + q/k norms 2·128 = 41,943,296;
    # MoE (64 routed + 1 shared) · 3·4096·3072 = 2,453,667,840 + router 4096·64 = 262,144; 2 norms 8,192
    # → 2,495,881,472 × 32 = 79,868,207,104; tied embeddings 128,167·4096 = 524,972,032; final norm 4096
    assert count_params(a) == 80_393_183_232  # README: 80 billion total
    assert count_params(a, active=True) == pytest.approx(13e9, rel=0.03)  # README: 13 billion active
    # KV: 2 (K, V) × 32 layers × 8 KV heads × 128 × 2 bytes = 131,072 bytes (128 KiB) a token
    assert kv_cache_bytes_per_token(a, "bf16") == 131_072
    assert registry.max_context("Hunyuan-A13B") == 262_144  # README: natively 256K
    assert a.thinking is not None and a.thinking.default  # slow thinking by default


def test_hunyuan_licence_excludes_the_eu_the_uk_and_south_korea():
    lic = registry.get("Hunyuan-A13B").license
    assert lic is not None and lic.commercial and lic.excluded_place == "eu;uk;kr"
    assert lic.mau_limit == 100_000_000 and lic.alternative == "Qwen3-30B-A3B-Instruct-2507"


@pytest.mark.parametrize("vl, text", [
    ("Qwen3-VL-4B", "Qwen3-4B"), ("Qwen3-VL-8B", "Qwen3-8B"), ("Qwen3-VL-30B-A3B", "Qwen3-30B-A3B"),
    ("Qwen3-VL-235B-A22B", "Qwen3-235B-A22B"),
])
def test_qwen3_vl_language_towers_are_the_qwen3_shapes(vl, text):
    a, t = registry.get(vl), registry.get(text)
    assert count_params(a) == count_params(t) and count_params(a, active=True) == count_params(t, active=True)
    assert kv_cache_bytes_per_token(a, "bf16") == kv_cache_bytes_per_token(t, "bf16")
    # Qwen3-VL's config is set for 262,144 tokens natively; the text Qwen3 rows for 32,768 (131,072 with YaRN)
    assert registry.max_context(vl) == 262_144
    assert a.vision_tower and vl in VISION_TOWERS and a.license and a.license.name == "Apache-2.0"


def test_qwen3_vl_2b_by_hand():
    a = registry.get("Qwen3-VL-2B")
    # per layer: q 2048·2048 + k, v 2·2048·1024 + o 2048·2048 + q/k norms 256 = 12,583,168; MLP 3·2048·6144 =
    # 37,748,736; 2 norms 4,096 → 50,336,000 × 28 = 1,409,408,000; tied embeddings 151,936·2048 = 311,164,928;
    # final norm 2048 → 1,720,574,976 (Qwen3-1.7B card: 1.7B, 1.4B non-embedding)
    assert count_params(a) == 1_720_574_976
    # ViT 24 × (4·1024² + 2·1024·4096) ≈ 302M + 4 mergers ≈ 25M each ≈ 0.40B
    assert VISION_TOWERS["Qwen3-VL-2B"].params == pytest.approx(0.40e9, rel=0.05)


def test_gemma_3_small_rows_by_hand():
    one = registry.get("Gemma-3-1B")
    # per layer: q 1152·1024 + k, v 2·1152·256 + o 1024·1152 + q/k norms 512 = 2,949,632; MLP 3·1152·6912 =
    # 23,887,872; 4 norms 4,608 → 26,842,112 × 26 = 697,894,912; tied embeddings 262,144·1152 = 301,989,888; final
    # norm 1152 → 999,885,952 (Gemma 3 report: 302M embedding + 698M non-embedding)
    assert count_params(one) == 999_885_952
    assert registry.max_context("Gemma-3-1B") == 32_768 and not one.vision_tower
    # 5 local (512-token window) layers to 1 global: 22 of 26 windowed
    assert (one.sliding_window, one.sliding_window_layers) == (512, 22)
    four = registry.get("Gemma-3-4B")
    assert count_params(four) == pytest.approx(675e6 + 3_209e6, rel=0.005)  # report: 675M + 3,209M
    # 5 local (1,024-token window) layers to 1 global: 29 of 34 windowed
    assert (four.sliding_window, four.sliding_window_layers) == (1024, 29) and four.vision_tower


def test_devstral_small_is_mistral_small_3_1_without_its_vision_encoder():
    d, m = registry.get("Devstral-Small-2507"), registry.get("Mistral-Small-3.1-24B")
    # model card: finetuned from Mistral-Small-3.1 with the vision encoder removed, 128k context
    assert count_params(d) == count_params(m) and not d.vision_tower and m.vision_tower
    assert registry.max_context("Devstral-Small-2507") == 131_072
    assert registry.resolve_name("devstral small 2505") == "Devstral-Small-2507"
