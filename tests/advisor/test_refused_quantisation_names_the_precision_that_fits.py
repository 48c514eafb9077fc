"""Quantisation refused on owned cards that cannot hold the 16-bit weights: the answer says no as asked and what would
fit if quantisation were allowed (the honest lever), never "nothing lower in precision is left to try".

Volta (V100, sm_70) runs GPTQ INT4 in vLLM (vLLM docs "Supported Hardware" for quantization: GPTQ on Volta; AWQ needs
Turing sm_75+), so the 4-bit route there is GPTQ. By hand: Llama-3.3-70B 70.6 B × 2 bytes = 141 GB > 8 × 16 GB × 0.9
≈ 115 GB of vLLM pools (no as asked); GPTQ INT4 ≈ 70.6 B × (4 + 20/128) bits ÷ 8 ≈ 36.7 GB + scales ≈ 39 GB, ≈ 9.8 GB
per card over 4 cards (TP 4), which fits a 15.5 GB pool with room for the KV cache.
Qwen2.5-72B (72.7 B): 145 GB BF16 over 4 × V100 32 GB (4 × 30.9 GB pools = 124 GB): no; GPTQ ≈ 38 GB ÷ 4 ≈ 9.5 GB a card.
"""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools import compat

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_volta_runs_gptq_but_not_awq():
    v100 = all_gpus()["V100 SXM2 16GB"]
    assert compat.kernel_problem(v100, "gptq", None) is None
    assert compat.kernel_problem(v100, "awq", None) is not None
    t4 = all_gpus()["T4"]
    assert compat.kernel_problem(t4, "awq", None) is None


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_no_quantisation_on_v100s_names_gptq_int4_in_english():
    out = _ask("we have an old box with 8 x v100 16gb, want to serve llama-3.3-70b to 40 people without quantization, "
               "will it work?")
    assert "Nothing lower in precision is left to try" not in out, out
    head = next(line for line in out.splitlines() if line.startswith("**No, not with BF16"))
    assert "INT4 weights (a GPTQ checkpoint" in head and "fits" in head, head


@pytest.mark.slow
def test_no_quantisation_on_v100s_names_gptq_int4_in_simplified_chinese():
    out = _ask("公司有台服务器4张V100 32G，想跑qwen2.5-72b给30人用，不要量化，行不行")
    assert "已没有更低的精度可试" not in out, out
    head = next(line for line in out.splitlines() if line.startswith("**不行"))
    assert "INT4 权重（GPTQ 版本" in head and "可以装下" in head, head


@pytest.mark.slow
def test_no_quantisation_on_v100s_names_gptq_int4_in_traditional_chinese():
    out = _ask("機房有一台8張V100 16G的舊伺服器，想跑qwen2.5-72b給50個人用，不要量化，可以嗎")
    assert "已沒有更低的精度可試" not in out, out
    head = next(line for line in out.splitlines() if line.startswith("**不行"))
    assert "GPTQ" in head and "可以裝下" in head, head
