"""The 2025 open releases' registry rows carry their own context and licence, not those of the model they build on."""

from catalog import registry
from tools.arch import count_params


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
    assert lic["MiniMax-M2"].name == "MIT" and lic["GLM-4.6"].name == "MIT"  # type: ignore[union-attr]
    assert lic["Magistral-Small-2509"].name == "Apache-2.0"  # type: ignore[union-attr]
