"""Policy rules about where a model comes from or where data goes, as tool facts (fast):
- a thread that rules out PRC-developed models and then names a model of another origin is told which model the rule
  excludes and whose the named one is (tools.model_origin.named_instead);
- a PRC developer's own API weighed for customers' personal data gets the data-flow line, and a right-sized
  self-host (tools.model_origin.api_data_flow);
- completion asked of a model without fill-in-the-middle names a FIM model not from the PRC when PRC models are ruled
  out (tools.fim_models.fim_missing);
- a residency rule followed by another place says what an approval covers (tools.data_law.approved_move)."""

from __future__ import annotations

from catalog import registry
from catalog.places import gazetteer
from tools.data_law import approved_move
from tools.fim_models import fim_missing, nearest_fim
from tools.model_origin import (
    api_data_flow,
    fp8_weights_gb,
    is_prc,
    named_instead,
    team_self_host,
    team_sized,
    version_named,
)


def _models():
    return [registry.get(n) for n in registry.names()]


def test_named_instead_says_the_excluded_model_and_the_new_ones_origin():
    # Qwen3-Coder-30B-A3B (Alibaba Cloud's Qwen team, PRC) → gpt-oss-120b (OpenAI, US): the rule applied to the model
    m = named_instead("Qwen3-Coder-30B-A3B", "gpt-oss-120b", True)
    assert m is not None and m.args["family"] == "qwen" and m.args["country"] == "us"
    assert "OpenAI" in m.args["developer"]
    # another pair: DeepSeek-R1-Distill-Qwen-32B → Mistral-Small-3.1-24B (Mistral AI, France)
    m = named_instead("DeepSeek-R1-Distill-Qwen-32B", "Mistral-Small-3.1-24B", True)
    assert m is not None and m.args["family"] == "deepseek" and m.args["country"] == "fr"
    assert named_instead("Qwen3-Coder-30B-A3B", "gpt-oss-120b", False) is None  # nothing ruled out
    assert named_instead("Llama-3.1-8B", "gpt-oss-20b", True) is None  # the earlier model was not a PRC one
    assert named_instead("Qwen3-8B", "Qwen3-8B", True) is None  # no change


def test_api_data_flow_for_deepseek_and_customer_data_in_hong_kong():
    m = api_data_flow("DeepSeek-V3", True, "hk", False, _models())
    assert m is not None and m.args["hk"] is True and "People's Republic of China" in m.args["source"]
    assert "PDPO" in m.args["law"] and "PIPL" in m.args["pipl"]
    # 671 B on a multi-card node is not needed for 30 staff: a ~30 B model on one 48 GB card. By hand, FP8 is one byte
    # a parameter: Qwen3-30B-A3B-Instruct-2507 30.5 B → 30.5 GB < 48 GB; the 671 B DeepSeek-V3 → 671 GB (8 cards+)
    assert m.args["big"] is not None and 600 < m.args["big"] < 700
    assert "Qwen3-30B-A3B-Instruct-2507" in m.args["small"]
    assert all(gb < 48 for gb in m.args["small_gb"])
    assert fp8_weights_gb(registry.get("Qwen3-30B-A3B-Instruct-2507")) == 30.532122624


def test_api_data_flow_elsewhere_and_not_without_personal_data():
    m = api_data_flow("DeepSeek-V3", True, "", False, _models())
    assert m is not None and m.args["hk"] is False and m.args["law"] == ""
    assert api_data_flow("DeepSeek-V3", False, "hk", False, _models()) is None  # no customer data said
    assert api_data_flow("Llama-3.1-8B", True, "hk", False, _models()) is None  # not a PRC developer's API
    # a 7 B distil: no "you don't need 671 B" sentence (big is None), the data-flow line still stands
    small = api_data_flow("DeepSeek-R1-Distill-Qwen-7B", True, "hk", False, _models())
    assert small is not None and small.args["big"] is None and small.args["small"] == []
    # PRC models ruled out: the self-host names leave Qwen out
    m = api_data_flow("DeepSeek-V3", True, "hk", True, _models())
    assert m is not None and m.args["small"] and not any(is_prc(n) for n in m.args["small"])


def test_gpt_oss_has_no_fim_and_the_fim_model_named_respects_the_origin_rule():
    rows = registry.rows()
    said = fim_missing("gpt-oss-120b", rows)
    assert said is not None
    said_20 = fim_missing("gpt-oss-20b", rows, avoid_prc=True)
    assert said_20 is not None and not is_prc(str(said_20.args["instead"]))
    # 117 B gpt-oss-120b: every FIM model named under the rule is a non-PRC one (CodeLlama-70B, StarCoder2, Codestral)
    inst = nearest_fim(116_830_000_000, rows, avoid_prc=True)
    assert inst is not None and not is_prc(inst)
    # without the rule a 32 B model may be answered with Qwen2.5-Coder-32B (the nearest by size)
    assert nearest_fim(32_000_000_000, rows) is not None


def test_approved_move_out_of_a_residency_place():
    g = gazetteer()
    m = approved_move(["hk"], ["jp"], True, g)  # Hong Kong only, then Tokyo if the dean approves
    assert m is not None and any("PDPO" in s for s in m.args["sources"])
    assert approved_move(["hk"], ["jp"], False, g) is None  # no residency rule stated: no note
    assert approved_move(["hk"], ["hk"], True, g) is None  # still in the place
    m = approved_move(["de"], ["us"], True, g)  # Germany only, then the US: GDPR governs the German data
    assert m is not None and any("GDPR" in s for s in m.args["sources"])
    # 資料不能出台灣, then "只能用GCP台灣（asia-east1）": GCP's Taiwan region id is inside Taiwan, no move to approve;
    # its Tokyo region (asia-northeast1) is a move
    assert approved_move(["tw"], ["asia-east1"], True, g) is None
    assert approved_move(["tw"], ["asia-northeast1"], True, g) is not None


def test_a_team_self_host_moves_off_the_apis_multi_card_default():
    # "DeepSeek 官方 API 定自己搭": no model of their own named → Qwen3-30B-A3B-Instruct-2507 (30.5 GB at FP8, one
    # 48 GB card) instead of the 671 B DeepSeek-V3 (≈ 671 GB at FP8: a multi-card node)
    models = _models()
    assert not version_named("DeepSeek-V3", "30個同事想用DeepSeek，官方API定自己搭", 671e9)
    assert version_named("DeepSeek-V3", "用 deepseek v3 官方api", 671e9)
    assert version_named("DeepSeek-V3", "self-host the 671B model or use the API", 671e9)
    assert team_self_host("DeepSeek-V3", False, False, models) == "Qwen3-30B-A3B-Instruct-2507"
    assert team_self_host("DeepSeek-V3", True, False, models) is None  # their own model named: kept
    # PRC models ruled out: the first non-PRC office model (gpt-oss-20b, OpenAI)
    assert team_self_host("DeepSeek-V3", False, True, models) == "gpt-oss-20b"
    # a 7 B distil is already one card: nothing to move
    assert team_self_host("DeepSeek-R1-Distill-Qwen-7B", False, False, models) is None
    m = team_sized("DeepSeek-V3", "Qwen3-30B-A3B-Instruct-2507", models)
    assert m is not None and 600 < m.args["big"] < 700 and 30 < m.args["gb"] < 31
