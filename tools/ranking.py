"""Rank sized offers by the cost of the stated work, and attach the weighted-score view.

The objective (issue "answers an expert would sign"; docs/RECOMMENDER.md):
- serving: the hourly price of the configuration that holds the stated load;
- training with a known size: the whole job's cost, among plans that meet the deadline;
- training without a size: the hourly price, with the cost per million training tokens beside it.
Ties go to the simpler layout: one machine, no wide PCIe sharding, fewer GPUs, no tensor parallelism; a plan on
fewer GPUs that is also faster comes first up to FEWER_FASTER_BAND dearer (prefer_fewer_faster).

Seed 002's Σ wᵢ·sᵢ (tools.score) is computed over the same offers as an explainable view; it
ranks them only when the user supplies weights.
"""

from __future__ import annotations

import contextlib
import math
import re
from collections.abc import Callable, Sequence
from typing import TypeVar

from tools.capacity_class import prefer_rentable_lead
from tools.constants import SAFE_HEADROOM
from tools.cost import cost_line
from tools.machine_split import one_copy_spans_machines
from tools.multi_node_lead import prefer_one_node_job
from tools.offers import PCIE_TP_LOSS, PCIE_TP_LOSS_HIGH, PCIE_TP_WARNED, Offer, rdma_ok
from tools.schema import Candidate, CostRow, InstanceRow, Money, Msg
from tools.score import score
from tools.speed import SpeedUnknown, peak_tflops, tp_link
from tools.wording import money_text

TIE = 0.05  # costs within 5 % are a tie (list prices move by more than that between regions and weeks)
# One machine over several, and NVLink (or a narrower PCIe tensor-parallel group) over a wide PCIe group, when it
# costs at most this much more than the cheapest plan (8 × A40 at TP 8 over PCIe, exactly on the 20 tok/s
# floor, was ranked above 4 × A100 at TP 4 for 12 % more and 26 tok/s; three 2-GPU machines above one 4-GPU box).
# A wide PCIe all-reduce can take 30-60 % of a decode step and several machines mean a load balancer and N times
# the failure points; 15 % is about three times the 5 % price tie, inside the spread of one card's list prices.
ONE_MACHINE_TOLERANCE = 0.15
# A serving plan that has BOTH risks at once (several machines, each running tensor parallelism over PCIe: three
# 2 × RTX A4500 boxes for 5 users of an 8B model) gives way to one machine with no PCIe sharding up to this much dearer
# (an expert rents the one H100 44 % dearer, faster per user, one box to run). The PCIe
# all-reduce alone can take 30–60 % of a decode step (tools.offers.PCIE_TP_LOSS cites it), so a speed figure on such a
# plan is the least certain the engine gives, and N machines are N times the failure points and a load balancer;
# 50 % is the middle of that loss range, applied only when both hold and only under the default objective.
SPREAD_BOTH_TOLERANCE = 0.50


T = TypeVar("T")


def to_front(rows: list[T], pick: T) -> list[T]:
    """`pick` first and the others in their order: the move every tie rule makes (here, and on the embedding and
    media plans)."""
    return [pick] + [r for r in rows if r is not pick]


def objective(o: Offer) -> float:
    """What the policy ranks by (`Offer.rank_value`), or the work's cost where no policy value was set."""
    return o.rank_value or o.work_cost


def saves_past_tie(cost: float, against: float) -> bool:
    """Is `cost` cheaper than `against` by more than the price tie (TIE, 5 %), the margin the ranking itself counts as
    a difference? A line that calls a plan cheaper must show a real saving: "cheaper on AMD … 0 % less" named a
    4 × MI300X batch plan at $93.4 against $93.5, and then "1 % less" a 2 × MI300X at $92.13 against $93.51, beside a
    table whose footnote calls costs within 5 % a tie. Worked: $2.00 against $2.16 an hour saves 7.4 %: said;
    $92.13 against $93.51 saves 1.5 %: a tie, not said."""
    return against > 0 and 1 - cost / against > TIE


def objective_key(o: Offer) -> tuple[float, int, int, int, float, str, str, str]:
    """The policy's objective first (cheaper work, or sooner / faster per user under "fastest"); then fewer
    GPUs, fewer machines, less model parallelism."""
    return (round(objective(o), 6), o.total_gpus, o.instances, o.layout.tp * o.layout.pp, o.hourly,
            o.row.provider, o.row.instance_type, o.row.region)


# A serving pick thin on both margins — per-user speed inside the at-load model's error (tools.recommend.PER_USER_ERROR)
# and its engine's pool fuller than tools.recommend.TIGHT_POOL_SHARE — gives way to a plan not tight on memory and no
# slower per user (tools.recommend._both_thin) when it costs at most this much
# more (p4d.24xlarge at 94 % of the pool and 22.4 tok/s against 20 was rented while p4de.24xlarge,
# 25 % dearer with × 1.58 of memory and 25 tok/s, was only named). Either risk alone is a test to run (ONE_MACHINE_TOLERANCE,
# 15 %); both together are two ways the same plan fails at load, each likelier than the estimate says —
# worth about what the speed error alone could cost (a 27–37 % shortfall means that many more replicas).
BOTH_THIN_TOLERANCE = 0.30

# A serving pick over TIGHT_POOL_SHARE of its engine's pool is a fit to test, not a plan for production: the roomy plan
# (not tight, every floor kept) leads when it costs at most this multiple of the tight pick, the tight one named as the
# cheaper lever (gpt-oss-120b at 99 % of one GH200 first while 4 × RTX A6000 held it
# with room for 1.9×; INT4 Llama-3.3-70B at 92 % of a GH200). Beyond it the tight pick stays and the headline says
# why (tools.recommend.tight_serving_lead): the margin rule's own cap, the price past which an expert load-tests before paying.
TIGHT_GIVES_WAY = 2.0  # as tools.recommend.MARGIN_NAME_RATIO

# A serving pick that holds the per-user floor at the typical request but not once every stream holds the full sized
# context gives way to a plan that holds it there only up to this multiple of its price; beyond it the cheap plan
# leads, with its speed at both contexts said and the floor-holding plan named with its price
# (tools.recommend._serving_headroom). A miss at full context is the worst case, not the typical load: 8 × H100 at
# 22× the price of 4 × L4 (16 tok/s typical, 13.1 at the full 4,096 tokens against 15) is paying for a case the users
# rarely reach; the same cap as the margin and tight-memory rules (MARGIN_NAME_RATIO, TIGHT_GIVES_WAY).
FLOOR_GIVES_WAY = 2.0


def floor_gives_way(floor: float, full_tps: float | None, cards: int = 0) -> float:
    """The most a plan holding the per-user floor at full context may cost, as a multiple of a pick that holds it only
    at the typical request and gives `full_tps` there: FLOOR_GIVES_WAY, or less when the pick misses only narrowly —
    the shortfall's own ratio (floor ÷ full_tps: decode is read-bound, so about that much more of the same cards buys
    the missing speed back) plus ONE_MACHINE_TOLERANCE for the certainty of a plan that needs no re-sizing.
    By hand (R1-Distill-Qwen-32B FP8, 5 users, a 60 s answer of 8,192 tokens → 144 tok/s): 4 × H100 at $8.67/h gives
    135.1 tok/s at the full 12,288 tokens, 6 % short → a fractional cap 144 ÷ 135.1 × 1.15 = 1.23× (1.44× in whole
    cards, below), so 2 × B200 at $13.58/h (1.57×,
    148 tok/s there, itself inside the speed model's 37 % error) does not lead; 4 × L4 at 13.1 against 15: 1.32×.
    `cards` (the pick's GPUs, 0: not counted): cards come whole, so the shortfall buys back ⌈cards × ratio⌉ of them —
    one A800 at 32.4 tok/s against a stated 50 (× 1.54) needs a second card: 2 × 1.15 → the 2× cap, not 1.78×; the
    4 × H100 above: ⌈4 × 1.066⌉ = 5 cards, 5 ÷ 4 × 1.15 = 1.44× (the B200 at 1.57× still does not lead)."""
    if not full_tps or full_tps <= 0 or full_tps >= floor:
        return FLOOR_GIVES_WAY
    ratio = floor / full_tps
    if cards > 0:
        ratio = math.ceil(cards * ratio - 1e-9) / cards
    return min(FLOOR_GIVES_WAY, ratio * (1 + ONE_MACHINE_TOLERANCE))


LONG_JOB_HOURS = 24.0  # a job that would run longer than a day is worth finishing sooner at the same cost


# A plan on fewer GPUs, no more spread out (machines, PCIe sharding) and at least as fast as the first row comes first
# when it costs at most this much more: fewer cards that are also faster are better on every axis but a price gap
# smaller than list prices move between regions and weeks (review: 1 × B200 2.5× faster lost to FSDP over 2 PCIe
# cards 5.5 % cheaper; 4-8 PCIe cards under TP beat one or two bigger, faster cards ≤ ~5 % dearer).
FEWER_FASTER_BAND = 2 * TIE
PCIE_SHARDING_WARNED = PCIE_TP_WARNED  # a PCIe group this wide loses 30-60 % of a step to communication


# The high end of the 30–60 % of a step the topology pitfall says TP over PCIe can lose (tools.pitfalls,
# "communication_can_eat_of"); the quoted speed already takes the low end off (tools.offers.PCIE_TP_LOSS).
PCIE_TP_WORST_LOSS = PCIE_TP_LOSS_HIGH
# "No PCIe TP over 4+ cards unless nothing else" holds only up to this price ratio (8 × V100 at $24.48/h
# led 4 × L40S at $10.49/h that held the floor, 2.3× the price on a topology caveat). A wide PCIe plan is quoted at
# 1 − 0.30 = 0.70 of its communication-free speed; at the warning's worst it keeps 1 − 0.60 = 0.40, and buying the
# missing speed back with replicas costs 0.70 / 0.40 = 1.75× its price. That is the most the caveat can cost, so a plan
# without it leads only when it costs at most 1.75× the cheapest wide PCIe plan; dearer, the PCIe plan leads and its
# caveat is said (under 2×, the margin rules' own cap, tools.recommend.MARGIN_NAME_RATIO).
PCIE_AVOID_RATIO = (1 - PCIE_TP_LOSS) / (1 - PCIE_TP_WORST_LOSS)


def avoid_wide_pcie(offers: list[Offer], ratio: float = PCIE_AVOID_RATIO) -> list[Offer]:
    """The plans a rule picks from when it avoids one copy sharded over PCIE_SHARDING_WARNED+ PCIe cards
    (`pcie_group`): those without such a group when one of them costs (`objective`) at most `ratio` × the cheapest
    plan with it; else all of them, so the price decides (no plan leads at over `ratio` × a working PCIe plan for the
    topology alone)."""
    narrow = [o for o in offers if pcie_group(o) < PCIE_SHARDING_WARNED]
    wide = [objective(o) for o in offers if pcie_group(o) >= PCIE_SHARDING_WARNED]
    if not narrow or not wide:
        return offers
    cap = min(wide) * ratio
    return narrow if any(objective(o) <= cap for o in narrow) else offers


def pcie_group(o: Offer) -> int:
    """GPUs that shard one copy of the model over PCIe: a tensor-parallel group without NVLink, or a training job's
    FSDP / ZeRO shards on cards without NVLink (each step all-gathers the weights over that link); 0 when none."""
    lay = o.layout
    if lay.tp > 1 and tp_link(o.gpu, lay.tp) == "pcie":
        return lay.tp
    per_node = lay.num_gpus // max(1, o.instances)
    if o.train_hours is not None and lay.zero_stage and per_node > 1 and tp_link(o.gpu, per_node) == "pcie":
        return per_node
    return 0


def row_warnings(o: Offer, precision: str | None) -> tuple[int, bool]:
    """A row's two warnings a buyer reads beside its price: the GPUs of a tensor-parallel group over PCIe (0 when
    none: every decode step waits on an all-reduce over PCIe, the loss tools.offers.PCIE_TP_LOSS cites), and a BF16
    plan (stated, or the default unstated) on an NVIDIA card without BF16 (Volta, Turing: it runs in FP16). The PCIe
    mark is for a group of PCIE_SHARDING_WARNED cards or more, where the loss is 30–60 % of a step; a pair over PCIe
    loses a few percent, already in the row's per-user speed (tools.offers.pcie_tp_share), and marking every such row
    would bury the wide ones. By hand: Llama 3.1 8B in BF16 (≈ 16 GB of weights) on Cudo's 4 × V100 PCIe 16GB is two
    replicas of TP 2 over PCIe → (0, True); TP 4 over PCIe → (4, …); on one A800 80GB PCIe, TP 1 → (0, False)."""
    half = (precision or "bf16") == "bf16" and o.gpu.vendor == "NVIDIA" and not o.gpu.bf16_support
    group = pcie_group(o) if o.train_hours is None else 0
    return (group if group >= PCIE_SHARDING_WARNED else 0), half


def _wide_pcie(o: Offer) -> int:
    return 1 if pcie_group(o) >= PCIE_SHARDING_WARNED else 0


def _simpler(o: Offer) -> tuple[float, ...]:
    """Within a tie: one machine and no wide PCIe sharding, then fewer GPUs, less model parallelism, then more
    tokens per second."""
    return (o.instances, _wide_pcie(o), o.total_gpus, o.layout.tp * o.layout.pp, -(o.tokens_per_s or 0.0), o.work_cost)


def _sooner(o: Offer) -> tuple[float, ...]:
    """Within a tie for a long sized job: fewer machines, no wide PCIe sharding, then the earlier finish (the same
    cost for 4 days on 8 GPUs or 18 on 2)."""
    return (o.instances, _wide_pcie(o), o.train_hours or 0.0, o.layout.tp * o.layout.pp, o.total_gpus, o.work_cost)


def _cheaper_hour(o: Offer) -> tuple[float, ...]:
    """Within the speed model's own error: fewer machines, no wide PCIe sharding and fewer GPUs (no sharding to
    debug), then the cheaper hour (less money at risk if the estimate is off)."""
    return (o.instances, _wide_pcie(o), o.total_gpus, o.hourly, o.layout.tp * o.layout.pp, o.work_cost)


def speed_of(o: Offer) -> float:
    """What "faster" means for a plan: per-user decode speed (serving), else 1 ÷ the job's hours, else training
    tokens per second."""
    if o.per_user_tps:
        return o.per_user_tps
    if o.train_hours:
        return 1.0 / o.train_hours
    return o.tokens_per_s or 0.0


def prefer_fewer_faster(ordered: list[Offer], band: float = FEWER_FASTER_BAND) -> list[Offer]:
    """Move to the front the cheapest plan on fewer GPUs than the first row, no more spread out (`spread`) and at
    least as fast (`speed_of`), when it costs at most `band` more by the objective; the rest keep their order."""
    if len(ordered) < 2 or band <= 0:
        return ordered
    first = ordered[0]
    limit = objective(first) * (1 + band)
    better = [o for o in ordered[1:] if o.total_gpus < first.total_gpus and spread(o) <= spread(first)
              and speed_of(o) >= speed_of(first) > 0 and objective(o) <= limit]
    if not better:
        return ordered
    pick = min(better, key=lambda o: (objective(o), o.total_gpus))
    return to_front(ordered, pick)


MUCH_SOONER = 4.0  # a plan finishing at least this many times sooner is "much sooner" (a day's run vs a few hours)


def prefer_much_sooner(ordered: list[Offer], band: float = FEWER_FASTER_BAND) -> list[Offer]:
    """A sized job whose first row runs longer than LONG_JOB_HOURS gives way to a plan no more spread out that finishes
    at least MUCH_SOONER times sooner for at most `band` more (a 2.4-day A4000 led a 4.7 h H100 at
    +0.7 %, a 1.3-day spot A100 a 1.4 h 8 × H200 at +6 %): a day or more of exposure to reclaims, failures and waiting
    is worth more than a price gap smaller than list prices move between weeks."""
    if len(ordered) < 2 or band <= 0:
        return ordered
    first = ordered[0]
    if not first.train_hours or first.train_hours <= LONG_JOB_HOURS:
        return ordered
    limit = objective(first) * (1 + band)
    better = [o for o in ordered[1:] if o.train_hours and o.train_hours * MUCH_SOONER <= first.train_hours
              and spread(o) <= spread(first) and objective(o) <= limit]
    if not better:
        return ordered
    pick = min(better, key=lambda o: (objective(o), o.train_hours or 0.0))
    return to_front(ordered, pick)


DOMINANCE_WINDOW = 12  # the head of the order the dominance pass looks at: the rows an answer shows, and a few more


def dominates(a: Offer, b: Offer) -> bool:
    """`a` costs no more by the objective, is strictly faster (`speed_of`) and no more spread out (`spread`) than `b`:
    better on every axis the tie rules weigh, so no tie rule should put `b` first."""
    return (objective(a) <= objective(b) and speed_of(a) > speed_of(b) > 0 and spread(a) <= spread(b))


def prefer_dominating(ordered: list[Offer], window: int = DOMINANCE_WINDOW) -> list[Offer]:
    """No row below one it dominates (8 × H100 $29 in 2.1 h ranked under 1 × B200 $31
    in 6.2 h by the "fewer GPUs" tie rule: cheaper *and* 3× faster on one machine). Inside the first `window` rows,
    each row is moved above the first row it dominates; the rest keep their order."""
    head, tail = list(ordered[:window]), list(ordered[window:])
    moved = True
    while moved:
        moved = False
        for j in range(1, len(head)):
            i = next((i for i in range(j) if dominates(head[j], head[i])), None)
            if i is not None:
                head.insert(i, head.pop(j))
                moved = True
                break
    return head + tail


# The stack preference: a user who did not name AMD is planned on CUDA, and an AMD (ROCm) plan leads only when it saves
# more than this share of the best CUDA plan's price (the CUDA plan on no more machines and no wider PCIe sharding,
# holding the same work: the rows ranked here already meet the user's constraints); inside it the CUDA plan leads and
# the ROCm row is named beneath it (tools.recommend.rocm_cheaper). 15 %: the ROCm path costs a user who did not ask for
# it an image built for ROCm (AMD's rocm/vllm; CUDA-only wheels — flash-attn CUDA builds, bitsandbytes, TensorRT-LLM —
# do not load), formats vLLM's ROCm build does not run here (AWQ/GPTQ, NF4: tools.compat.ROCM_FORMATS), kernels that
# land on ROCm later (FP8 KV cache and attention backends, vLLM's ROCm notes) and a validation pass of their own; at
# the $1,745 a month of one MI300X, 15 % is ≈ $260 a month: a saving under that rarely pays for porting and validating a
# second stack. A ROCm plan 45 % cheaper (1 × MI300X $2.39 against 2 × H100 $4.33) still leads, flagged.
STACK_PREFERENCE = 0.15
ROCM_LEAD_MARGIN = STACK_PREFERENCE  # the older name of the same rule (tools.embedding, tools.recommend import it)


def rocm_saves_clearly(amd_cost: float, cuda_cost: float, preference: float = STACK_PREFERENCE) -> bool:
    """Does the AMD plan save more than `preference` of the CUDA plan's price? By hand: $2.39 against $2.60 saves
    8 % (no), against $2.90 saves 17.6 % (yes), against $4.33 saves 45 % (yes). 0: always yes (the rule is off)."""
    if preference <= 0 or cuda_cost <= 0:
        return True
    return amd_cost < cuda_cost * (1 - preference)


def rocm_leads(amd_holds: bool, cuda_holds: bool, amd_cost: float, cuda_cost: float, cap: float = FLOOR_GIVES_WAY,
               preference: float = STACK_PREFERENCE) -> bool:
    """Does a ROCm plan lead a CUDA plan? The per-user speed floor at the full sized context (what every user gets)
    ranks above the CUDA-stack preference (a convenience for whoever runs it): a ROCm plan that holds the floor there
    (`amd_holds`) leads a CUDA plan that misses it when it costs at most `cap` × as much (the floor rule's own cap,
    floor_gives_way); when both hold it, or both miss it, the stack decides and ROCm leads only when it saves more than
    `preference` (rocm_saves_clearly); a CUDA plan that holds it leads a ROCm plan that misses it. By hand: 1 × MI300X
    at $2.39/h (25.0 tok/s per user at 4,096 tokens) against 2 × A800 PCIe at $2.16/h (17.3 against the 20 tok/s
    floor, cap ⌈2 × 20 ÷ 17.3⌉ ÷ 2 × 1.15 = 1.73×): 1.11× → ROCm leads; 1 × H100 SXM at $2.17/h holding it against
    the MI300X at $2.39/h (both hold): saves 9 % < 15 % → CUDA leads."""
    if amd_holds and not cuda_holds:
        return amd_cost <= cuda_cost * cap
    if cuda_holds and not amd_holds:
        return False
    return rocm_saves_clearly(amd_cost, cuda_cost, preference)


def may_not_start(pool_thin: bool, pool_tight: bool, pcie_tp: int) -> bool:
    """Is a ranked plan one a buyer should not be offered while a sound plan is left: under 5 % / 1 GiB of its
    engine's pool spare (`pool_thin`: inside the memory estimate's own error and the CUDA-graph capture, it may not
    start at all), or over 90 % of its pool (`pool_tight`) with one copy sharded over PCIE_SHARDING_WARNED+ PCIe cards
    (`pcie_tp`): the two least certain figures on one plan. By hand: Qwen2.5-32B BF16 on 8 × V100 16 GB, TP 8 over
    PCIe: 65.5 GB of weights ÷ 8 = 8.2 GB a card, with the KV cache for 45 streams past 95 % of the 0.9 × 16 GB pool
    → True; 8 × RTX A5000 24 GB, TP 8 over PCIe with room in its pool → False (a caveat, said in its row)."""
    return pool_thin or (pool_tight and pcie_tp >= PCIE_SHARDING_WARNED)


def sound_first(rows: list[T], unsound: Callable[[T], bool]) -> list[T]:
    """The ranked rows with every row after the first that `unsound` marks (may_not_start) moved below every sound
    one, each part in its order: the rows a short answer shows are alternatives a buyer could rent, and a plan that may
    not start is shown only when nothing sound is left (with its warning). The first row is the lead the ranking rules
    chose, kept. By hand: [2 × A800, 8 × V100 (thin), 1 × MI300X, 8 × A5000] → [2 × A800, 1 × MI300X, 8 × A5000,
    8 × V100]."""
    if len(rows) < 2:
        return rows
    rest = rows[1:]
    return [rows[0], *(x for x in rest if not unsound(x)), *(x for x in rest if unsound(x))]


def prefer_cuda_on_tie(ordered: list[Offer], tie: float = STACK_PREFERENCE) -> list[Offer]:
    """An AMD first row that does not save more than `tie` (the stack preference) over a CUDA plan: the CUDA plan
    first. ROCm needs an image built for it (CUDA-only wheels and most CUDA images do not load:
    tools.compat.rocm_checks), a caveat the CUDA plan has not. Only a CUDA plan on no more machines and with no wider
    PCIe sharding (TP over four or more PCIe cards is a caveat of its own, PCIE_SHARDING_WARNED), on any GPU count in
    one machine (2 × H100 on NVLink against 1 × MI300X is no caveat). 0: off (under "fastest", user weights, and for a
    user who named AMD). By hand: AMD $2.39 on 1 GPU, CUDA $2.60 on 2 → CUDA first (8 % saving); $2.90 → AMD (17.6 %)."""
    if not ordered or tie <= 0 or ordered[0].gpu.vendor != "AMD":
        return ordered
    first = ordered[0]
    cuda = next((o for o in ordered if o.gpu.vendor == "NVIDIA" and o.instances <= first.instances
                 and _wide_pcie(o) <= _wide_pcie(first)
                 and not rocm_saves_clearly(objective(first), objective(o), tie)), None)
    return ordered if cuda is None else to_front(ordered, cuda)


def order(offers: list[Offer], tie: float = TIE, cheaper_hour: bool = False) -> list[Offer]:
    """By the objective (`Offer.rank_value`), with near-ties (within `tie` of a group's best) broken by
    `_simpler` (a machine 1 % cheaper but pipelined over PCIe at a third of the speed does not come first),
    by `_sooner` for long sized jobs, or, when the objective rests on the speed model (`cheaper_hour`), by
    the cheaper hour: a 6 % per-token edge does not turn a $0.23/h 24 GB card into an H100."""
    keyed = sorted(((objective_key(o), o) for o in offers), key=lambda t: t[0])
    out: list[Offer] = []
    i = 0
    while i < len(keyed):
        j = i + 1
        limit = keyed[i][0][0] * (1 + tie)
        while j < len(keyed) and keyed[j][0][0] <= limit:
            j += 1
        group = keyed[i:j]
        if len(group) > 1:
            plain = min(group, key=lambda t: (*_simpler(t[1]), t[0]))[1]
            long_job = bool(plain.train_hours and plain.train_hours > LONG_JOB_HOURS)
            tiebreak = _cheaper_hour if cheaper_hour else _sooner if long_job else _simpler
            group = sorted(group, key=lambda t: (*tiebreak(t[1]), t[0]))
        out += [o for _, o in group]
        i = j
    return out


def spread(o: Offer) -> tuple[int, int]:
    """How spread out a plan is: its machines, then the GPUs one copy is sharded over across PCIe (tensor
    parallelism, or a training job's FSDP / ZeRO shards: pcie_group). (1, 0) is one machine with no PCIe sharding."""
    return (o.instances, pcie_group(o))


def prefer_one_machine(ordered: list[Offer], tolerance: float = ONE_MACHINE_TOLERANCE) -> list[Offer]:
    """Move to the front the least spread plan (`spread`) that costs at most `tolerance` more than the first row,
    when the first row spans machines or runs tensor parallelism over PCIe; the rest keep their order."""
    if not ordered or tolerance <= 0 or spread(ordered[0]) == (1, 0):
        return ordered
    first = ordered[0]
    limit = objective(first) * (1 + tolerance)
    better = [o for o in ordered if spread(o) < spread(first) and objective(o) <= limit]
    if first.instances > 1 and pcie_group(first) > 1 and not first.train_hours:  # both risks: one plain machine
        wide = objective(first) * (1 + max(tolerance, SPREAD_BOTH_TOLERANCE))
        better += [o for o in ordered if spread(o) == (1, 0) and limit < objective(o) <= wide]
    if not better:
        return ordered
    pick = min(better, key=lambda o: (spread(o), objective(o)))
    return to_front(ordered, pick)


def interconnect_score(o: Offer) -> float:
    if o.layout.num_gpus == 1:
        return 1.0
    s = {"nvlink": 1.0, "nvlink-bridge": 0.8}.get(o.row.interconnect, 0.5)
    if o.instances > 1 and one_copy_spans_machines(o):
        s *= 0.8 if rdma_ok(o.row) else 0.2
    return s


def criteria(o: Offer, precision: str, training: bool) -> dict[str, float | None]:
    """Raw values for the weighted view. Only the GPUs the plan uses count, so paying for idle
    GPUs or idle memory earns nothing."""
    used = o.layout.num_gpus * (o.replicas if not training else 1)
    tf = None
    with contextlib.suppress(SpeedUnknown):
        tf = peak_tflops(o.gpu, precision, training=training) * used
    cap = o.gpu.usable_bytes or 0
    est = o.plan.per_gpu.total if o.plan else 0
    row = o.row
    flex = sum(x is not None for x in (row.price_on_demand, row.price_spot, row.price_reserved_month)) / 3
    return {
        "compute": tf / o.hourly if tf and o.hourly else None,
        "memory": min(cap / est, SAFE_HEADROOM) / SAFE_HEADROOM if est else None,
        "bandwidth": (o.gpu.bandwidth_gb_s or 0) * used / o.hourly if o.gpu.bandwidth_gb_s and o.hourly else None,
        "interconnect": interconnect_score(o),
        "price": o.work_cost or None,
        "flexibility": flex,
    }


def distinct(offers: list[Offer]) -> list[Offer]:
    """One row per (provider, GPU, GPUs, machines, price to the cent): a provider that lists the same card
    at the same price with other vCPU/RAM splits fills a top ten with one offer; the first of each stays."""
    seen: set[tuple[str, str, int, int, float]] = set()
    out: list[Offer] = []
    for o in offers:
        key = (o.row.provider, o.gpu.name, o.total_gpus, o.instances, round(o.hourly, 2))
        if key not in seen:
            seen.add(key)
            out.append(o)
    return out


FAMILY_CAP = 3  # rows of one provider × GPU family among the ranked rows (the table folds them into one)


def varied(offers: list[Offer], cap: int = FAMILY_CAP) -> list[Offer]:
    """At most `cap` rows per provider × GPU (the same card at 1…8 GPUs), in order: the table folds a family into
    one row, so a top ten of one marketplace's H100 sizes would show a single offer. The rest keep their order."""
    seen: dict[tuple[str, str], int] = {}
    out: list[Offer] = []
    for o in offers:
        key = (o.row.provider, o.gpu.name)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] <= cap:
            out.append(o)
    return out


def rank(offers: list[Offer], *, precision: str, training: bool, weights: dict[str, float],
         by_score: bool, top_n: int | None = None, tie: float = TIE,
         cheaper_hour: bool = False, one_machine: float = 0.0,
         fewer_faster: float = 0.0, stack_tie: float = 0.0,
         one_node_job: bool = False) -> list[tuple[Offer, float, dict[str, float]]]:
    """The best `top_n` offers first, each with its weighted score and breakdown. By default the
    score is normalised over the offers shown; with user weights every offer is scored and the
    score decides the order. `one_machine`: the tolerance of `prefer_one_machine`, `fewer_faster`: the band of
    `prefer_fewer_faster`, `stack_tie`: the tie of `prefer_cuda_on_tie` (0: off), `one_node_job`: a sized job ranked
    by time keeps one machine first unless a plan across machines is clearly sooner (`prefer_one_node_job`)."""
    if not offers:
        return []
    ordered = prefer_fewer_faster(prefer_one_machine(order(offers, tie, cheaper_hour), one_machine), fewer_faster)
    ordered = prefer_much_sooner(ordered, FEWER_FASTER_BAND if fewer_faster > 0 else 0.0)
    ordered = prefer_one_node_job(ordered) if one_node_job else ordered
    ordered = prefer_dominating(ordered) if fewer_faster > 0 else ordered  # off under "fastest" and user weights
    ordered = prefer_cuda_on_tie(ordered, stack_tie)
    ordered = prefer_rentable_lead(ordered) if fewer_faster > 0 else ordered  # a box one can start now leads
    ordered = varied(distinct(ordered))
    pool = ordered if by_score or top_n is None else ordered[:top_n]
    keys = [(o.row.provider, o.row.instance_type, o.row.region) for o in pool]
    scored = score([criteria(o, precision, training) for o in pool], keys, weights,
                   prices=[o.work_cost for o in pool])
    by_key = {s.key: s for s in scored}
    out = [(o, by_key[k].score, by_key[k].breakdown) for o, k in zip(pool, keys)]
    if by_score:
        pos = {id(o): i for i, o in enumerate(pool)}
        out.sort(key=lambda t: (-round(t[1], 12), pos[id(t[0])]))
    return out[:top_n] if top_n is not None else out


def candidate(o: Offer, score_value: float, breakdown: dict[str, float], currency: str, billing: str) -> Candidate:
    notes = [Msg(code="ranking.candidate", args={"n": n}) for n in (o.plan.notes if o.plan else [])]
    if o.row.notes:
        notes.append(Msg(code="ranking.candidate_2", args={"notes": o.row.notes}))
    if o.row.marketplace:
        notes.append(Msg(code="ranking.marketplace_offer_no_sla"))
    return Candidate(
        provider=o.row.provider, instance=o.row.instance_type, region=o.row.region, regions=o.regions, gpu=o.gpu.name,
        gpu_count=o.row.gpu_count or 0, instances=o.instances,
        price_per_hour=Money(amount=o.hourly, currency=currency),  # type: ignore[arg-type]
        billing=o.billing if billing == "cheapest" else billing, score=score_value, score_breakdown=breakdown,  # type: ignore[arg-type]
        layout=o.layout, per_gpu_bytes=o.plan.per_gpu.total if o.plan else 0,
        utilisation=o.plan.utilisation if o.plan else 0.0, replicas=o.replicas,
        users_per_replica=o.users_per_replica, speed=o.speed,
        vcpu=o.row.vcpu, ram_gib=o.row.ram_gib, network_gbit_s=o.row.network_gbit_s, rdma=o.row.rdma,
        interconnect=o.row.interconnect, vendor=o.gpu.vendor, source=o.row.source, as_of=o.row.as_of, notes=notes,
        marketplace=o.row.marketplace, confidence=o.row.confidence,
        seller=o.row.seller, broker=o.row.broker)



def cost_row(o: Offer, *, precision: str, training: bool, currency: str, usd_cny: float,
             job_hours: float | None, billing: str = "on_demand", restartable: bool | None = None,
             fx: dict[str, float] | None = None) -> CostRow:
    """Every billing mode for this offer; cost per million tokens at the stated load (serving)."""
    tf = None
    with contextlib.suppress(SpeedUnknown):
        tf = peak_tflops(o.gpu, precision, training=training) * o.total_gpus
    line = cost_line(o.row, instances=o.instances, job_hours=job_hours, tflops=tf, tokens_per_s=o.tokens_per_s or None,
                     restartable=training if restartable is None else restartable, currency=currency,
                     usd_cny=usd_cny, billing=billing, fx=fx)
    return CostRow(provider=o.row.provider, instance=o.row.instance_type, gpu=o.gpu.name, gpus=o.total_gpus, cost=line)


SNAPSHOT_RE = re.compile(r"catalogs/(v\d+)/")  # a SkyPilot extract's schema folder, in the row's `source` cell


def snapshot_of(source: str) -> str:
    """The catalog snapshot a row's `source` cell names: "SkyPilot v8" for an extract read from catalogs/v8/ (the
    README of the v7 extracts: the older extracts were read from newer schema folders, with partial coverage), else
    the source's own name before its details ("https://cloud.google.com/billing/docs/reference/rest")."""
    m = SNAPSHOT_RE.search(source)
    return f"SkyPilot {m.group(1)}" if m else source.split(" (", 1)[0].split(":", 1)[0][:60].strip()


def snapshot_mark(row: InstanceRow, rows: Sequence[InstanceRow]) -> Msg | None:
    """"row from SkyPilot v8 extract, undated" when `row`'s snapshot is not the one most rows of its provider and
    region come from (AWS eu-west-2: 27 rows from the v7 extract, 10 from v8 — p4d.24xlarge only in v8), so a buyer
    can check a row the newer snapshot no longer lists; None when it is the usual one or the place has one source."""
    mine = snapshot_of(row.source)
    same = [snapshot_of(r.source) for r in rows if r.provider == row.provider and r.region == row.region]
    if not row.region or len(set(same)) < 2:
        return None
    usual = max(sorted(set(same)), key=same.count)
    if usual == mine or same.count(mine) >= same.count(usual):
        return None
    return Msg(code="ranking.snapshot_mark", args={"snapshot": mine, "as_of": row.as_of or None, "usual": usual})


def spot_only_smaller(row: InstanceRow, needed: int, rows: Sequence[InstanceRow], billing: str) -> Msg | None:
    """A smaller shape of the pick's card in the pick's place that the catalog lists with a spot price only (no
    on-demand price), big enough for the `needed` GPUs: said in one line, so an on-demand pick of 8 × H100 for a
    one-card load is not read as the only way there ("only GCP Tokyo, H100": a3-megagpu-8g at $119.28/h, while
    a3-highgpu-1g, 1 × H100 SXM in asia-northeast1, is listed at $3.07/h spot with no on-demand price). None under
    a spot plan (the spot row is then priced itself) or when no such shape is listed."""
    if billing in ("spot", "cheapest") or not row.gpu_count:
        return None
    small = [r for r in rows if r.provider == row.provider and r.region == row.region and r.gpu == row.gpu
             and not r.quarantined and r.price_on_demand is None and r.price_spot is not None
             and needed <= (r.gpu_count or 0) < row.gpu_count and r.price_scope == row.price_scope]
    if not small:
        return None
    s = min(small, key=lambda r: (r.gpu_count or 0, r.price_spot or 0.0))
    return Msg(code="ranking.spot_only_smaller", args={
        "provider": s.provider, "instance": s.instance_type, "region": s.region, "n": int(s.gpu_count or 0),
        "gpu": s.gpu, "spot": money_text(s.price_spot or 0.0, s.currency), "pick": row.instance_type})
