"""A card asked about ("is one 8 × H20 server enough?") that it takes more of than one 8-card server holds: the verdict
names the servers and the link one copy split over them needs (≥ 100 Gbit/s RDMA, InfiniBand or RoCE), and with no
public price for that card asks for a quote rather than leaving the plan unpriced and unsaid.

By hand (DeepSeek-V3/R1 at FP8, 671 B parameters ≈ 673 GB of weights): one H20 has 96 GB, 8 hold ≈ 690 GB usable at
most, less than the weights and KV cache: 16 → 16 ÷ 8 = 2 servers. Kimi-K2 (1.03 TB at FP8) on H100 80 GB: 16 → 2."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.messages import word
from tests.conftest import module_home
from tools.checked import with_machines
from tools.schema import InstanceRow, Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _verdict(need: int | None, fits: bool = False, gpu: str = "H20") -> Msg:
    return Msg(code="checked.verdict", args={
        "n": 8, "gpu": gpu, "said": gpu, "fits": fits, "need": need, "weight_formats": [], "weight_gb": None,
        "card_gb": 96.0, "words": "does not fit", "model": "m", "max_context": None, "asked_context": None})


def test_more_than_one_server_names_the_servers_and_the_link():
    # 24 needed → 3 servers of 8; 9 → 2 (a ninth card is a second server)
    got = with_machines(_verdict(24), []).args["nodes"]
    assert got == {"machines": 3, "per_machine": 8, "rdma_gbit_s": 100, "priced": False}
    assert with_machines(_verdict(9), []).args["nodes"]["machines"] == 2


def test_one_server_or_a_fit_adds_nothing():
    for check in (_verdict(8), _verdict(None), _verdict(4, fits=True)):
        assert "nodes" not in with_machines(check, []).args


def test_a_priced_row_of_the_card_drops_the_quote_request():
    row = InstanceRow(provider="x", instance_type="y", gpu="H20", gpu_count=8, price_on_demand=10.0)
    assert with_machines(_verdict(16), [row]).args["nodes"]["priced"] is True
    other = InstanceRow(provider="x", instance_type="y", gpu="H100 SXM", gpu_count=8, price_on_demand=10.0)
    assert with_machines(_verdict(16), [other]).args["nodes"]["priced"] is False


def test_the_smaller_variant_beside_a_yes_gets_its_servers_and_link():
    # a yes on 8 × H100 NVL, and the usual H100 80 GB needs 16: 2 servers of 8 and RDMA, said in both languages
    check = _verdict(8, fits=True, gpu="H100 NVL")
    check = check.model_copy(update={"args": {**check.args, "not_on": "H100 PCIe", "not_on_need": 16}})
    m = with_machines(check, [])
    assert m.args["not_on_nodes"] == {"machines": 2, "per_machine": 8, "rdma_gbit_s": 100, "priced": False}
    assert "but not on 8 × H100 PCIe: it would take 16 — that is 2 servers of 8" in word(m, "en")
    assert "需要 16 张——即 2 台 8 卡机器" in word(m, "zh") and "RDMA" in word(m, "zh")
    eight = check.model_copy(update={"args": {**check.args, "not_on_need": 8}})
    assert "not_on_nodes" not in with_machines(eight, []).args  # one server: no link


def test_the_words_in_english_and_chinese():
    m = with_machines(_verdict(16), [])
    en, zh = word(m, "en"), word(m, "zh")
    assert "2 servers of 8" in en and "RDMA" in en and "InfiniBand or RoCE" in en and "quote" in en
    assert "2 台 8 卡机器" in zh and "InfiniBand 或 RoCE" in zh and "询价" in zh


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_two_h20_servers_for_deepseek_say_the_link_in_english():
    out = _ask("We are in Shenzhen, 200 staff want DeepSeek-R1 internally at 16k context. Is one 8x H20 server enough? "
               "cost per month?")
    assert "it would take 16 × H20 — that is 2 servers of 8" in out
    assert "≥ 100 Gbit/s RDMA between them (InfiniBand or RoCE" in out
    assert "I have no public price for H20" in out


@pytest.mark.slow
def test_two_h20_servers_for_deepseek_say_the_link_in_simplified_chinese():
    out = _ask("上海公司 300 人内部用 DeepSeek-V3，上下文 32k，一台 8 卡 H20 够吗？一个月多少钱")
    assert "需要 16 × H20——即 2 台 8 卡机器" in out and "RDMA（InfiniBand 或 RoCE" in out
    assert "我这里没有 H20 的公开价格" in out


@pytest.mark.slow
def test_two_h100_servers_for_kimi_say_the_link_in_traditional_chinese():
    # INT4 (537 GB) leads now: 8 × H100 NVL 94 GB hold a copy, 8 × H100 80 GB do not (16 → 2 servers and the link)
    out = _ask("台北公司 1000 位員工內部用 Kimi-K2-Instruct，上下文 32k，一台 8 卡 H100 夠不夠？")
    assert "即 2 臺 8 卡機器" in out and "RDMA（InfiniBand 或 RoCE" in out
