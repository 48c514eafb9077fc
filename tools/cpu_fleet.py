"""An LLM served on the user's own CPU-only servers ("50 idle Xeon servers, no GPUs", 我们有20台没卡的服务器): llama.cpp
with INT4 / INT8 GGUF weights, judged per server before any rental, with the power bill beside the cheapest rented GPU
plan that serves the same load.

Formulas (each figure is a planning estimate, said as such; time it with llama-bench on one server):
- decode tokens/s of one stream = one socket's peak memory bandwidth × DECODE_BW_EFF ÷ the weight bytes a token reads
  (active parameters × bits a weight ÷ 8). Peak bandwidth = DDR channels × MT/s × 8 bytes (a 64-bit channel, JEDEC
  JESD79-4). One llama.cpp process a socket (pinned, `numactl --cpunodebind --membind`): a process spread over both
  sockets reads half its weights across the UPI link and gains little, so a 2-socket server is 2 independent copies.
  DECODE_BW_EFF 0.6: STREAM Triad reaches about 75-80 % of a Xeon socket's peak and llama.cpp's token generation
  about 75-80 % of STREAM (planning figure, from memory, re-check with llama-bench `tg128`).
  By hand, Xeon Gold 6248: 6 × 2,933 MT/s × 8 B = 140.8 GB/s × 0.6 = 84.5 GB/s ÷ 4.66 GB (Qwen2.5-7B, 7.62 B × 4.89
  bits, Q4_K_M) = 18.1 tok/s a socket.
- prefill tokens/s a socket = cores × base GHz × FP32 FLOPs a cycle a core × PREFILL_EFF ÷ (2 × active parameters)
  (2 FLOPs a weight a token, Kaplan et al. 2020). FLOPs a cycle: AVX-512 with two FMA units (Xeon Gold / Platinum)
  16 lanes × 2 × 2 = 64; one FMA unit (most Xeon Silver) 32; AVX2 with two FMA units (Broadwell) 32 (Intel 64 and
  IA-32 Architectures Optimization Reference Manual, FMA throughput); AMX (Sapphire Rapids and later) 1,024 BF16
  FLOPs a cycle a core (Intel AMX overview: 2,048 INT8 / 1,024 BF16 ops a cycle), at AMX_EFF (llama.cpp's AMX path
  covers only some quant types). PREFILL_EFF 0.3 of SIMD peak for llama.cpp's quantized matmuls (planning figure,
  re-check with llama-bench `pp512`). By hand, Gold 6248: 20 × 2.5 GHz × 64 × 0.3 = 960 GFLOP/s ÷ 15.2 GFLOP a token
  = 63 tok/s → a 2,000-token prompt waits ≈ 32 s before its first token; a 161-token one ≈ 2.6 s.
- users a server = sockets × ⌊decode tok/s ÷ the per-user floor⌋: streams on one socket share its bandwidth (batching
  helps little on CPU: each extra stream adds its own attention and dequantisation work). Servers needed =
  ⌈users at once ÷ users a server⌉; the stated count holds them or not.
- power a month = servers needed × (sockets × the CPU's TDP + PLATFORM_W) × HOURS_PER_MONTH × price a kWh, at full
  load, at the wall before cooling; the price stated, else tools.buy_or_rent.POWER_USD_PER_KWH (US EIA 2024, labelled).

CPU generations (`gens`, read by catalog.cpus.cpu_generations and handed in): cores, base clock, memory channels and
speed, TDP, FP32 FLOPs a cycle and AMX, one row a SKU in catalog/data/cpus.csv with its source, as-of date and
whether the figures were confirmed against an Intel page (`confirmed`: every row is "no" today, labelled so: re-check
on ark.intel.com). With none named, ASSUMED (2 × Xeon Silver 4214, 6 × DDR4-2400 a socket), said as an assumption.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass

from tools.buy_or_rent import POWER_USD_PER_KWH
from tools.constants import HOURS_PER_MONTH
from tools.schema import Msg, Workload

DECODE_BW_EFF = 0.6
PREFILL_EFF = 0.3
AMX_EFF = 0.1
BYTES_A_CHANNEL_TRANSFER = 8  # a 64-bit DDR4 / DDR5 channel (JEDEC JESD79-4 / JESD79-5)
PLATFORM_W = 120.0  # memory DIMMs, disks, fans, PSU loss of a 2-socket 1U/2U server beyond its CPUs (assumption, said)
# bits a weight of a llama.cpp GGUF: Q8_0 stores 32 weights in 34 bytes (8.5 bits, ggml block format); Q4_K_M mixes
# Q4_K and Q6_K blocks, ≈ 4.89 bits a weight on a 7B model (llama.cpp quantize README table, from memory, re-check)
GGUF_BITS = {"Q4_K_M": 4.89, "Q8_0": 8.5}
# a chat's first token later than this reads as stalled even for a short prompt: the "yes" becomes "yes, but every
# answer starts slowly" (a planning threshold, said; the GPU plans' default first-token limit is 2 s, tools.offers)
SHORT_FIRST_TOKEN_OK_S = 5.0
LONG_PROMPT_TOKENS = 2000  # a system prompt + chat history or retrieved text: the RAG-length prompt said beside


ASSUMED_NAME = "Xeon Silver 4214"
ASSUMED_SOCKETS = 2


@dataclass(frozen=True)
class CpuGen:
    """One Xeon SKU a socket (a catalog/data/cpus.csv row): `flops_cycle` FP32 FLOPs a cycle a core on its widest
    unit."""
    name: str
    cores: int
    ghz: float
    channels: int
    mts: int
    ddr: str
    tdp_w: float
    flops_cycle: int
    amx: bool = False
    source: str = ""
    as_of: str = ""
    confirmed: bool = False


def assumed(gens: Mapping[str, CpuGen]) -> CpuGen:
    """The SKU assumed when none is named (said as an assumption), from the SKUs `gens` (catalog.cpus)."""
    return gens[ASSUMED_NAME]


def cpu_gen(text: str, gens: Mapping[str, CpuGen]) -> CpuGen | None:
    """The SKU of `gens` (catalog.cpus) a text names ("2x xeon gold 6248", "E5-2680v4"), matched on its model number;
    None when unheld."""
    t = re.sub(r"\s+", "", (text or "").lower())
    for name, g in gens.items():
        key = re.sub(r"\s+|xeon|gold|silver|platinum", "", name.lower())
        if re.search(r"(?<![0-9])" + re.escape(key) + ("" if key.endswith("+") else r"(?![0-9a-z+])"), t):
            return g
    return None


def socket_bandwidth_gb_s(g: CpuGen) -> float:
    """Peak bandwidth of one socket, GB/s: channels × MT/s × 8 B (Gold 6248: 6 × 2,933 × 8 = 140.8)."""
    return g.channels * g.mts * BYTES_A_CHANNEL_TRANSFER / 1000


def weight_gb(params: float, quant: str) -> float:
    """GGUF weight bytes in GB: params × bits ÷ 8 (7.62 B × 4.89 ÷ 8 = 4.66 GB Q4_K_M)."""
    return params * GGUF_BITS[quant] / 8 / 1e9


def decode_tps(g: CpuGen, active_params: float, quant: str) -> float:
    """One stream's decode tokens/s on one socket (module docstring): 84.5 GB/s ÷ 4.66 GB = 18.1 on a Gold 6248."""
    return socket_bandwidth_gb_s(g) * DECODE_BW_EFF / weight_gb(active_params, quant)


def prefill_tps(g: CpuGen, active_params: float) -> float:
    """Prompt tokens/s on one socket: cores × GHz × FLOPs a cycle × efficiency ÷ 2 × active params (AMX where held)."""
    flops = g.cores * g.ghz * 1e9 * (1024 * AMX_EFF if g.amx else g.flops_cycle * PREFILL_EFF)
    return flops / (2 * active_params)


def server_watts(g: CpuGen, sockets: int) -> float:
    """A loaded server at the wall: sockets × TDP + PLATFORM_W (2 × 150 + 120 = 420 W)."""
    return sockets * g.tdp_w + PLATFORM_W


@dataclass(frozen=True)
class FleetVerdict:
    """The CPU fleet's answer: every figure the words need (advisor/core/messages/cpu_fleet.py)."""
    cpu: str
    gen: CpuGen
    assumed: bool
    sockets: int
    ddr: str
    bandwidth_gb_s: float
    quant: str
    weights_gb: float
    fits_ram: bool | None
    decode_tps: float
    prefill_tps: float
    first_token_s: float
    prompt_tokens: int
    long_first_token_s: float
    long_tokens: int
    floor_tps: float
    users_per_server: int
    users: int
    servers_needed: int | None
    servers_stated: int | None
    enough: bool | None
    server_w: float
    kwh_price: float
    price_assumed: bool
    power_month: float
    gpu_month: float | None
    cheaper: bool | None


def fleet_verdict(g: CpuGen | None, sockets: int | None, params: float, active_params: float, users: int,
                  prompt_tokens: int, floor_tps: float, servers: int | None, ram_gb: float | None,
                  kwh_price: float | None, per_usd: float, gpu_hourly: float | None,
                  long_tokens: int = LONG_PROMPT_TOKENS, *, gens: Mapping[str, CpuGen]) -> FleetVerdict:
    """Judge `users` at once on CPU servers of SKU `g` (ASSUMED when None): INT4 (Q4_K_M) unless one stream at INT8
    (Q8_0) still meets `floor_tps`. `per_usd`: the answer currency's units a USD, for the labelled kWh price when
    none is stated (`kwh_price` is in the answer's currency). By hand, 30 users of Qwen2.5-7B on 2 × Gold 6248 at a
    10 tok/s floor: 18.1 tok/s a socket → 1 stream a socket → 2 users a server → 15 servers of 50 ✓; 15 × 0.42 kW ×
    730 h × $0.13 = $598 a month against a $0.25/h GPU's $183. `long_tokens`: the long prompt whose first token is
    said (LONG_PROMPT_TOKENS, else a longer context the user stated: 32k on ≈ 9 tokens/s of prefill a socket is
    ≈ 3,600 s before the first word). `gens`: the SKUs (catalog.cpus), for the assumed one."""
    gen = g or assumed(gens)
    n_sock = sockets or ASSUMED_SOCKETS
    quant = "Q8_0" if decode_tps(gen, active_params, "Q8_0") >= 2 * floor_tps else "Q4_K_M"
    tg = decode_tps(gen, active_params, quant)
    pp = prefill_tps(gen, active_params)
    per_server = n_sock * math.floor(tg / floor_tps)
    need = math.ceil(users / per_server) if per_server else None
    enough = None if servers is None else (need is not None and need <= servers)
    watts = server_watts(gen, n_sock)
    price = kwh_price if kwh_price is not None else POWER_USD_PER_KWH * per_usd
    power = (need or 0) * watts / 1000 * HOURS_PER_MONTH * price
    gpu = gpu_hourly * HOURS_PER_MONTH if gpu_hourly is not None else None
    wgb = weight_gb(params, quant)
    return FleetVerdict(
        cpu=gen.name, gen=gen, assumed=g is None, sockets=n_sock, ddr=f"{gen.channels} × {gen.ddr}-{gen.mts}",
        bandwidth_gb_s=socket_bandwidth_gb_s(gen), quant=quant, weights_gb=wgb,
        fits_ram=None if ram_gb is None else wgb * n_sock <= ram_gb * 0.8, decode_tps=tg, prefill_tps=pp,
        first_token_s=prompt_tokens / pp, prompt_tokens=prompt_tokens, long_first_token_s=long_tokens / pp,
        long_tokens=long_tokens, floor_tps=floor_tps, users_per_server=per_server, users=users,
        servers_needed=need, servers_stated=servers, enough=enough, server_w=watts, kwh_price=price,
        price_assumed=kwh_price is None,
        power_month=power, gpu_month=gpu, cheaper=None if gpu is None or need is None else power < gpu)


def fleet_msgs(v: FleetVerdict, model: str, currency: str, gpu_plan: str | None) -> list[Msg]:
    """The verdict and its basis as message codes (advisor/core/messages/cpu_fleet.py words them): the yes / no for
    the stated count, decode and users a server, the first token, the power month beside the GPU plan's month."""
    from tools.wording import money_text

    g = v.gen
    head = {"cpu": v.cpu, "sockets": v.sockets, "model": model, "quant": v.quant, "tps": v.decode_tps,
            "users": v.users, "need": v.servers_needed, "stated": v.servers_stated, "floor": v.floor_tps,
            "long": v.long_tokens, "long_s": v.long_first_token_s,
            "cap": (v.servers_stated or 0) * v.users_per_server,
            "first": v.first_token_s, "prompt": v.prompt_tokens,
            "verdict": ("slow" if v.users_per_server == 0 else "unknown" if v.enough is None
                        else ("yes" if v.first_token_s <= SHORT_FIRST_TOKEN_OK_S else "yes_slow_start") if v.enough
                        else "no")}
    out = [Msg(code="cpu_fleet.head", args=head)]
    if v.assumed:
        out.append(Msg(code="cpu_fleet.assumed", args={"cpu": v.cpu, "sockets": v.sockets, "cores": g.cores,
                                                       "ddr": v.ddr, "confirmed": g.confirmed}))
    out.append(Msg(code="cpu_fleet.decode", args={
        "weights": v.weights_gb, "quant": v.quant, "ddr": v.ddr, "bw": v.bandwidth_gb_s, "eff": DECODE_BW_EFF,
        "tps": v.decode_tps, "per_server": v.users_per_server, "floor": v.floor_tps, "sockets": v.sockets,
        "fits_ram": v.fits_ram, "ram_weights": v.weights_gb * v.sockets}))
    out.append(Msg(code="cpu_fleet.prefill", args={
        "pp": v.prefill_tps, "cores": g.cores, "ghz": g.ghz, "fpc": 1024 if g.amx else g.flops_cycle,
        "amx": g.amx, "eff": AMX_EFF if g.amx else PREFILL_EFF, "prompt": v.prompt_tokens, "first": v.first_token_s,
        "long": v.long_tokens, "long_s": v.long_first_token_s}))
    running = v.servers_needed  # no count of servers that serve the load: no power month to set beside the GPUs
    if running:
        out.append(Msg(code="cpu_fleet.power", args={
            "servers": running, "watts": v.server_w, "sockets": v.sockets, "tdp": g.tdp_w, "platform": PLATFORM_W,
            "hours": HOURS_PER_MONTH, "rate": money_text(v.kwh_price, currency), "power": money_text(
                v.power_month, currency, 0), "gpu": money_text(v.gpu_month, currency, 0) if v.gpu_month else None,
            "plan": gpu_plan, "cheaper": v.cheaper, "labelled": v.price_assumed}))
    out.append(Msg(code="cpu_fleet.pilot", args={}))
    return out


def answer_fleet(w: Workload, users: int, params: float, active_params: float, g: CpuGen | None, sockets: int | None,
                 servers: int | None, ram_gb: float | None, currency: str, per_usd: float, gpu_hourly: float | None,
                 gpu_plan: str | None, model: str, *, gens: Mapping[str, CpuGen]) -> list[Msg]:
    """The CPU fleet's lines for a served answer's workload `w` (its prompt, stated floor and kWh price) and its
    resolved users at once: the prompt the answer used, else the ShareGPT mean (tools.load.SHAREGPT_PROMPT_TOKENS, 161); the floor
    stated, else the readable minimum (tools.offers.MIN_STREAM_TOKENS_PER_S, 10 tok/s: CPUs are judged at reading
    speed, not at the GPU plans' 20 tok/s default); a kWh price stated in the answer's currency, else the labelled
    POWER_USD_PER_KWH."""
    from tools.load import SHAREGPT_PROMPT_TOKENS
    from tools.offers import MIN_STREAM_TOKENS_PER_S

    price = w.power_price.amount if w.power_price is not None and w.power_price.currency == currency else None
    v = fleet_verdict(g, sockets, params, active_params or params, users,
                      w.prompt_tokens or SHAREGPT_PROMPT_TOKENS, w.target_tokens_per_s_per_user or
                      MIN_STREAM_TOKENS_PER_S, servers, ram_gb, price, per_usd, gpu_hourly,
                      long_prompt_tokens(w), gens=gens)
    return fleet_msgs(v, model, currency, gpu_plan)


def long_prompt_tokens(w: Workload) -> int:
    """The long prompt the first-token line is said at: a stated context longer than LONG_PROMPT_TOKENS (its prompt
    part: the context less a stated answer), else LONG_PROMPT_TOKENS. "what about 32k context?" on the CPU servers is
    a 32,768-token prompt's wait, not the 2,000-token one's."""
    if w.seq_len is None:  # the stated workload: no context said
        return LONG_PROMPT_TOKENS
    ctx = w.seq_len - (w.output_tokens or 0)
    return ctx if ctx > LONG_PROMPT_TOKENS else LONG_PROMPT_TOKENS
