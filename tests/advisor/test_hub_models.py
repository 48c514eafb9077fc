"""Any Hugging Face model: a Hub id not in the registry is sized from its config.json (tools/hf_config.py parses,
catalog/hub.py downloads), against the fake Hub in tests/fake_hub.py (HF_ENDPOINT points at it).

The expected counts are the models' published sizes, not the code's output: a wrong field reading (tied
embeddings, KV heads, the expert width, the language tower of a VLM) moves the count off them."""

from __future__ import annotations

import json
import time

import pytest
from click.testing import CliRunner

# Qwen/Qwen2.5-0.5B config.json (fields as published; the model card: 0.49B parameters, tied embeddings)
QWEN05 = {"architectures": ["Qwen2ForCausalLM"], "hidden_size": 896, "intermediate_size": 4864,
          "max_position_embeddings": 32768, "max_window_layers": 21, "model_type": "qwen2", "num_attention_heads": 14,
          "num_hidden_layers": 24, "num_key_value_heads": 2, "rms_norm_eps": 1e-06, "rope_theta": 1000000.0,
          "sliding_window": 32768, "tie_word_embeddings": True, "torch_dtype": "bfloat16", "use_sliding_window": False,
          "vocab_size": 151936}
# mistralai/Mixtral-8x7B-v0.1 config.json ("Mixtral of experts", arXiv:2401.04088: 46.7B total, 12.9B active)
MIXTRAL = {"architectures": ["MixtralForCausalLM"], "hidden_size": 4096, "intermediate_size": 14336,
           "max_position_embeddings": 32768, "model_type": "mixtral", "num_attention_heads": 32, "num_experts_per_tok": 2,
           "num_hidden_layers": 32, "num_key_value_heads": 8, "num_local_experts": 8, "rms_norm_eps": 1e-05,
           "rope_theta": 1e6, "sliding_window": None, "tie_word_embeddings": False, "vocab_size": 32000}
# Qwen/Qwen1.5-MoE-A2.7B config.json (model card: 14.3B total, 2.7B activated; one shared expert 4× the width)
QWEN_MOE = {"model_type": "qwen2_moe", "hidden_size": 2048, "num_hidden_layers": 24, "num_attention_heads": 16,
            "num_key_value_heads": 16, "intermediate_size": 5632, "moe_intermediate_size": 1408,
            "shared_expert_intermediate_size": 5632, "num_experts": 60, "num_experts_per_tok": 4, "vocab_size": 151936,
            "tie_word_embeddings": False, "max_position_embeddings": 8192}
# Qwen/Qwen2-VL-2B-Instruct config.json (language tower = Qwen2-1.5B's shape, 1.54B; the vision encoder is apart)
QWEN2_VL = {"architectures": ["Qwen2VLForConditionalGeneration"], "model_type": "qwen2_vl", "hidden_size": 1536,
            "intermediate_size": 8960, "num_hidden_layers": 28, "num_attention_heads": 12, "num_key_value_heads": 2,
            "vocab_size": 151936, "tie_word_embeddings": True, "max_position_embeddings": 32768, "sliding_window": 32768,
            "use_sliding_window": False, "vision_config": {"depth": 32, "embed_dim": 1280, "num_heads": 16}}
# llava-hf/llava-1.5-7b-hf config.json: the text_config states only what differs from LlamaConfig (Vicuna-7B v1.5,
# the Llama-2-7B shape with 64 more vocab rows: 6,738,415,616 + 2 × 64 × 4,096 = 6,738,939,904)
LLAVA = {"architectures": ["LlavaForConditionalGeneration"], "model_type": "llava", "image_token_index": 32000,
         "text_config": {"architectures": ["LlamaForCausalLM"], "max_position_embeddings": 4096, "model_type": "llama",
                         "rms_norm_eps": 1e-05, "torch_dtype": "float16", "vocab_size": 32064},
         "tie_word_embeddings": False, "vision_config": {"hidden_size": 1024, "model_type": "clip_vision_model"},
         "vocab_size": 32064}
# mistralai/Mistral-7B-v0.1 config.json: a 4,096-token window on every layer (7.24B)
MISTRAL_V01 = {"model_type": "mistral", "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32,
               "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 32000, "sliding_window": 4096,
               "tie_word_embeddings": False, "max_position_embeddings": 32768}


# ---- the pure reading (tools/hf_config.py) -------------------------------------------------------------------

def test_a_dense_config_counts_to_its_published_size():
    from tools.hf_config import arch_from_config, params_from_config

    # 494,032,768 is the parameter count HF reports for Qwen2.5-0.5B (tied: one 151,936 × 896 matrix, q/k/v biases)
    assert params_from_config("Qwen/Qwen2.5-0.5B", QWEN05) == (494_032_768, 494_032_768)
    a = arch_from_config("Qwen/Qwen2.5-0.5B", QWEN05)
    assert (a.kv_heads, a.head_dim, a.tied_embeddings, a.qkv_bias) == (2, 64, True, True)
    assert a.sliding_window == 0  # use_sliding_window false: the window in the config is not used
    assert a.max_context == 32768 and a.from_hub and not a.vision_tower


def test_an_moe_config_is_sized_as_moe_total_and_active():
    from tools.hf_config import params_from_config

    total, active = params_from_config("mistralai/Mixtral-8x7B-v0.1", MIXTRAL)
    assert total == pytest.approx(46.7e9, rel=0.002) and active == pytest.approx(12.9e9, rel=0.002)
    total, active = params_from_config("Qwen/Qwen1.5-MoE-A2.7B", QWEN_MOE)  # shared expert counted, 4 of 60 routed
    assert total == pytest.approx(14.3e9, rel=0.005) and active == pytest.approx(2.7e9, rel=0.01)


def test_deepseek_v3_config_reads_mla_dense_layers_and_fp8_like_the_registry_row():
    from catalog import registry
    from tools.arch import count_params
    from tools.hf_config import arch_from_config

    cfg = {"model_type": "deepseek_v3", "hidden_size": 7168, "num_hidden_layers": 61, "num_attention_heads": 128,
           "num_key_value_heads": 128, "intermediate_size": 18432, "moe_intermediate_size": 2048, "n_routed_experts": 256,
           "n_shared_experts": 1, "num_experts_per_tok": 8, "first_k_dense_replace": 3, "q_lora_rank": 1536,
           "kv_lora_rank": 512, "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128, "vocab_size": 129280,
           "tie_word_embeddings": False, "max_position_embeddings": 163840, "quantization_config": {"quant_method": "fp8"}}
    a = arch_from_config("deepseek-ai/DeepSeek-V3", cfg)
    # the registry row was written by hand from the same config (671B total / 37B active, arXiv:2412.19437)
    assert count_params(a) == count_params(registry.get("DeepSeek-V3"))
    assert count_params(a, active=True) == count_params(registry.get("DeepSeek-V3"), active=True)
    assert a.native_precision == "fp8"


def test_a_vision_language_model_is_sized_from_its_language_tower():
    from tools.arch import count_params
    from tools.hf_config import arch_from_config, hub_note

    a = arch_from_config("Qwen/Qwen2-VL-2B-Instruct", QWEN2_VL)  # text fields at the top level, beside vision_config
    assert a.vision_tower and count_params(a) == pytest.approx(1.54e9, rel=0.005)  # Qwen2-1.5B: 1.54B
    llava = arch_from_config("llava-hf/llava-1.5-7b-hf", LLAVA)  # nested text_config with LlamaConfig's defaults
    assert llava.vision_tower and count_params(llava) == 6_738_939_904
    assert "image tokens are extra" in hub_note(a, 1024).en and "图片 token 另计" in hub_note(a, 1024).zh


def test_sliding_windows_as_the_config_states_them():
    from tools.hf_config import arch_from_config

    m = arch_from_config("mistralai/Mistral-7B-v0.1", MISTRAL_V01)
    assert (m.sliding_window, m.sliding_window_layers) == (4096, 32)
    oss = dict(MISTRAL_V01, model_type="gpt_oss", sliding_window=128,
               layer_types=["sliding_attention", "full_attention"] * 16)
    assert arch_from_config("x/y", oss).sliding_window_layers == 16
    g2 = dict(MISTRAL_V01, model_type="gemma2")
    assert arch_from_config("x/y", g2).sliding_window_layers == 16  # Gemma 2 alternates local and global layers


def test_a_config_without_the_shape_is_refused_with_the_params_route():
    from tools.hf_config import HubConfigError, arch_from_config

    with pytest.raises(HubConfigError, match=r"does not state hidden_size.*--params"):
        arch_from_config("x/diffusion", {"_class_name": "UNet2DConditionModel", "sample_size": 96})


@pytest.mark.parametrize(("name", "size"), [("someorg/Mistral-Small-24B-Instruct-2501", 24.0), ("x/Qwen3-30B-A3B", 30.0),
                                            ("HuggingFaceTB/SmolLM2-360M", 0.36), ("microsoft/phi-2", None),
                                            ("mistralai/Mixtral-8x7B-v0.1", None)])
def test_size_in_name(name, size):
    from tools.hf_config import size_in_name

    # "A3B" is the active size and "8x7B" an expert layout, not a total: neither is read as the model's size
    assert size_in_name(name) == (pytest.approx(size) if size else None)


# ---- reading the Hub (catalog/hub.py) against the fake Hub -----------------------------------------------------

def test_config_is_downloaded_once_then_read_from_the_cache(fake_hub, tmp_path):
    from catalog import hub

    fake_hub.configs["someorg/my-model"] = QWEN05
    assert hub.read_config("someorg/my-model")["hidden_size"] == 896
    assert fake_hub.count("someorg/my-model") >= 1
    assert list((tmp_path / "home" / "hf").glob("models--someorg--my-model/snapshots/*/config.json"))
    hub._memo.clear()  # a new process: only the disk cache under $GPU_ADVISOR_HOME/hf is left
    before = fake_hub.count("someorg/my-model")
    assert hub.read_config("someorg/my-model")["num_hidden_layers"] == 24
    assert fake_hub.count("someorg/my-model") == before  # the cached config cost no request


@pytest.mark.parametrize(("setup", "reason"), [
    (lambda h: None, "not found on the Hub"),
    (lambda h: h.gated.add("someorg/new-model"), "gated"),
])
def test_a_missing_or_gated_repo_says_why_and_the_params_route(fake_hub, setup, reason):
    from catalog import hub

    setup(fake_hub)
    with pytest.raises(hub.HubUnavailable) as err:
        hub.read_config("someorg/new-model")
    assert reason in str(err.value) and "--params 7 or say '7B'" in str(err.value)
    assert str(err.value).startswith("I couldn't read someorg/new-model's config (")


def test_offline_switch_makes_no_request(fake_hub, monkeypatch):
    from catalog import hub

    fake_hub.configs["someorg/my-model"] = QWEN05
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(hub.HubUnavailable, match=r"\(offline"):
        hub.read_config("someorg/my-model")
    assert fake_hub.requests == []


def test_a_silent_hub_times_out_quickly_with_the_message(fake_hub, monkeypatch):
    from catalog import hub

    monkeypatch.setenv("GPU_ADVISOR_HUB_TIMEOUT", "0.2")  # the wait is the timeout: a short one tests the same path
    fake_hub.configs["slow/model"] = QWEN05
    fake_hub.hang.add("slow/model")  # accepts the connection, never answers
    t0 = time.monotonic()
    with pytest.raises(hub.HubUnavailable, match="unreachable|did not answer"):
        hub.read_config("slow/model")
    # the configured timeout, not huggingface_hub's own retry (60 s), is the user's wait
    assert time.monotonic() - t0 < 4


def test_a_hub_that_is_down_answers_at_once(fake_hub, monkeypatch):
    from catalog import hub

    fake_hub.stop()  # nothing listens on the port any more: connection refused
    t0 = time.monotonic()
    with pytest.raises(hub.HubUnavailable, match="unreachable"):
        hub.read_config("someorg/my-model")
    assert time.monotonic() - t0 < 4


def test_unreadable_config_with_a_size_in_the_name_is_sized_generically_and_said(fake_hub):
    from advisor.core.service import load_arch

    a = load_arch("otherorg/new-model-13B", None)  # 404 on the fake Hub; "13B" in the name
    assert a.assumed and a.published_params == 13e9 and a.name == "otherorg/new-model-13B"
    assert "couldn't read otherorg/new-model-13B's config (not found" in a.source


# ---- through the surfaces ---------------------------------------------------------------------------------

@pytest.mark.slow
def test_cli_ask_sizes_a_hub_model_from_its_config(fake_hub):
    from advisor.cli import cli

    fake_hub.configs["someorg/my-moe"] = MIXTRAL
    r = CliRunner().invoke(cli, ["ask", "--json", "serve someorg/my-moe for 10 users"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    # MoE as MoE: all experts resident, 2 of 8 per token
    assert d["model"] == "someorg/my-moe" and d["params"] == pytest.approx(46.7e9, rel=0.002)
    assert d["active_params"] == pytest.approx(12.9e9, rel=0.002)
    assert d["headline"].startswith("someorg/my-moe (sized from its config.json on the Hub)")
    assert any("MoE 8 experts (2 per token)" in a and "KV cache 128 KiB per token" in a for a in d["assumptions"])


@pytest.mark.slow
def test_cli_offline_without_a_size_is_a_clear_error(fake_hub, monkeypatch):
    from advisor.cli import cli

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    r = CliRunner().invoke(cli, ["ask", "serve someorg/my-model for 10 users"])
    assert r.exit_code == 2 and "Traceback" not in r.output
    assert "I couldn't read someorg/my-model's config (offline" in r.output and "--params 7" in r.output
    r = CliRunner().invoke(cli, ["estimate", "--model", "someorg/my-model"])
    assert r.exit_code == 2 and "couldn't read someorg/my-model's config" in r.output


@pytest.mark.slow
def test_chat_in_chinese_keeps_the_name_and_says_how_it_was_sized(fake_hub):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    fake_hub.configs["someorg/my-model"] = QWEN05
    reply = Engine(Store()).handle("t1", "部署someorg/my-model，给 20 个人用")
    assert reply.kind == "answer", reply.text
    rec = reply.recommendation
    assert rec.model == "someorg/my-model" and rec.params == 494_032_768
    assert "someorg/my-model（按 Hub 上的 config.json 估算）" in reply.text
    # 给 20 个人用 is a head count: 15 % of 20 = 3, under the small-team floor, so 5 at once
    assert (rec.workload.head_count, rec.workload.concurrency) == (20, 5)


@pytest.mark.slow
def test_mcp_recommend_and_parse_request_take_a_hub_id(fake_hub):
    from advisor.agents.mcp_server import call

    fake_hub.configs["someorg/my-vlm"] = QWEN2_VL
    parsed = call("parse_request", {"text": "serve someorg/my-vlm for 8 users"}).structured_content
    assert parsed["stated"]["model"] == "someorg/my-vlm" and parsed["recommend_arguments"]["model"] == "someorg/my-vlm"
    out = call("recommend", parsed["recommend_arguments"]).structured_content  # the summary
    assert out["headline"].startswith("someorg/my-vlm (sized from its config.json on the Hub)")
    full = call("recommend", {**parsed["recommend_arguments"], "detail": "full"}).structured_content
    assert full["model"] == "someorg/my-vlm" and full["params"] == pytest.approx(1.54e9, rel=0.005)
    assert any("image tokens are extra" in a for a in full["assumptions"])
