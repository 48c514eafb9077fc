"""An LLM on the user's own CPU-only servers (tools.cpu_fleet), each figure by hand:

- Xeon Gold 6248 (Intel ARK: 20 cores, 2.5 GHz, 6 × DDR4-2933, 150 W): 6 × 2,933 MT/s × 8 B = 140.8 GB/s a socket;
  × 0.6 reached = 84.5 GB/s ÷ Qwen2.5-7B Q4_K_M (7.62 B × 4.89 bits ÷ 8 = 4.66 GB) = 18.1 tok/s a stream.
- Its prefill: 20 × 2.5 GHz × 64 FLOPs/cycle (AVX-512, two FMA units) × 0.3 = 960 GFLOP/s ÷ (2 × 7.62 B) = 63 tok/s
  → 161-token prompt 2.6 s, 2,000-token prompt 31.7 s (the review key: 15–35 s).
- 30 users at once at a 10 tok/s floor: ⌊18.1 ÷ 10⌋ = 1 a socket → 2 a server → ⌈30 ÷ 2⌉ = 15 servers of 50 ✓.
- Power: 2 × 150 W + 120 W = 420 W; 15 × 0.42 kW × 730 h × $0.13 = $597.87 a month, against a $0.25/h GPU's $182.50.
- With no CPU named, the assumed 2 × Xeon Silver 4214 (12 cores, 2.2 GHz, 6 × DDR4-2400, one FMA unit): 115.2 GB/s ×
  0.6 ÷ 8.98 GB (Qwen2.5-14B, 14.7 B Q4_K_M) = 7.7 tok/s < 10: no user a server, the answer is no.
"""

import pytest

from catalog.cpus import cpu_generations
from tools import cpu_fleet as cf
from tools.schema import Money, Workload

CPUS = cpu_generations()  # the SKUs of catalog/data/cpus.csv, read at the edge and handed in


def test_named_xeons_are_read_by_model_number():
    assert cf.cpu_gen("2x xeon gold 6248, 384gb ram", CPUS).name == "Xeon Gold 6248"
    assert cf.cpu_gen("Xeon Gold 6248R", CPUS).name == "Xeon Gold 6248R"  # the R is another SKU (24 cores, 3.0 GHz)
    assert cf.cpu_gen("雙路 E5-2680 v4", CPUS).name == "Xeon E5-2680 v4"
    assert cf.cpu_gen("Xeon Platinum 8480+", CPUS).amx
    assert cf.cpu_gen("serial 162480", CPUS) is None  # a number inside another is no SKU


def test_gold_6248_decode_prefill_and_servers_for_30_users():
    g = CPUS["Xeon Gold 6248"]
    assert cf.socket_bandwidth_gb_s(g) == pytest.approx(140.8, rel=1e-3)
    v = cf.fleet_verdict(g, 2, 7.62e9, 7.62e9, 30, 161, 10.0, 50, 384, None, 1.0, 0.25, gens=CPUS)
    assert v.quant == "Q4_K_M"  # Q8_0 would give 9.9 tok/s, under twice the floor
    assert v.decode_tps == pytest.approx(18.1, rel=0.01)
    assert v.prefill_tps == pytest.approx(63.0, rel=0.01)
    assert v.first_token_s == pytest.approx(2.56, rel=0.01)
    assert v.long_first_token_s == pytest.approx(31.7, rel=0.01)
    assert (v.users_per_server, v.servers_needed, v.enough) == (2, 15, True)
    assert v.power_month == pytest.approx(597.87, rel=1e-3)
    assert v.gpu_month == pytest.approx(182.5)
    assert v.cheaper is False  # one rented card costs less than the CPUs' electricity alone
    assert v.fits_ram is True


def test_too_few_servers_is_no_with_the_count_needed():
    # 45 users at once on 2 × Gold 6330 (8 × DDR4-2933 = 187.7 GB/s × 0.6 ÷ 4.91 GB Llama-3.1-8B Q4_K_M = 22.9 tok/s
    # → 2 a socket, 4 a server): ⌈45 ÷ 4⌉ = 12 servers; 8 stated hold 32 → no.
    g = CPUS["Xeon Gold 6330"]
    v = cf.fleet_verdict(g, 2, 8.03e9, 8.03e9, 45, 161, 10.0, 8, None, None, 1.0, None, gens=CPUS)
    assert v.decode_tps == pytest.approx(22.9, rel=0.01)
    assert (v.users_per_server, v.servers_needed, v.enough) == (4, 12, False)
    assert v.cheaper is None  # no GPU plan priced


def test_assumed_silver_is_too_slow_for_a_14b_model():
    v = cf.fleet_verdict(None, None, 14.7e9, 14.7e9, 15, 161, 10.0, 20, None, None, 1.0, 0.5, gens=CPUS)
    assert v.assumed and v.cpu == "Xeon Silver 4214"
    assert v.decode_tps == pytest.approx(7.7, rel=0.01)
    assert v.users_per_server == 0 and v.servers_needed is None and v.enough is False
    codes = [m.code for m in cf.fleet_msgs(v, "Qwen2.5-14B", "USD", "1 × A40")]
    assert "cpu_fleet.power" not in codes  # no server count serves the load: no power month to compare
    assert codes[:2] == ["cpu_fleet.head", "cpu_fleet.assumed"]


def test_a_short_prompt_past_five_seconds_is_a_slow_start_not_a_plain_yes():
    # Mistral-7B (7.25 B) on the assumed Silver 4214: 12 × 2.2 GHz × 32 × 0.3 = 253 GFLOP/s ÷ 14.5 GFLOP = 17.5 tok/s
    # → 161 tokens ≈ 9.2 s (> 5 s); decode 115.2 × 0.6 ÷ 4.43 GB = 15.6 tok/s → 2 a server → 3 of 10 servers
    v = cf.fleet_verdict(None, None, 7.25e9, 7.25e9, 6, 161, 10.0, 10, None, None, 1.0, 0.408, gens=CPUS)
    assert v.first_token_s == pytest.approx(9.2, rel=0.01) and v.servers_needed == 3
    assert cf.fleet_msgs(v, "Mistral-7B", "USD", None)[0].args["verdict"] == "yes_slow_start"
    assert v.cheaper is True  # 3 × 0.29 kW × 730 h × $0.13 = $82.6 against $0.408 × 730 = $297.8


def test_a_stated_kwh_price_in_the_answers_money_is_used_else_the_labelled_one():
    w = Workload(model="Qwen2.5-7B", concurrency=30, power_price=Money(amount=1.2, currency="CNY"))
    msgs = cf.answer_fleet(w, 30, 7.62e9, 7.62e9, CPUS["Xeon Gold 6248"], 2, 50, None, "CNY", 7.2, 1.8,
                           "1 × A40", "Qwen2.5-7B", gens=CPUS)
    power = next(m for m in msgs if m.code == "cpu_fleet.power")
    # 15 × 0.42 kW × 730 h × ¥1.2 = ¥5,519 a month; the stated price is no assumption
    assert power.args["labelled"] is False and power.args["power"] == "¥5,519"
    msgs = cf.answer_fleet(w.model_copy(update={"power_price": None}), 30, 7.62e9, 7.62e9, None, None, 50, None, "CNY",
                           7.2, 1.8, "1 × A40", "Qwen2.5-7B", gens=CPUS)
    power = next(m for m in msgs if m.code == "cpu_fleet.power")
    assert power.args["labelled"] is True and power.args["rate"] == "¥0.94"  # $0.13 × 7.2
