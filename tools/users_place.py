"""Where the service's users are (Workload.users_region): how near a rented row is to them, the tie-break that lets a
row near them lead at a similar price, and the one sentence that answers "where should we rent?".

A served answer streams over the network: every reply's first token waits one round trip between the users and the
machine. Light in fibre covers about 200,000 km/s (two thirds of c, the refractive index of silica ≈ 1.47), so
Tokyo–Toronto (≈ 10,300 km great-circle) costs at least 2 × 10,300 ÷ 200,000 ≈ 103 ms a round trip, and routes run
longer than the great circle; inside one country it is a few ms, inside one continent tens of ms. That is small
beside a 2 s answer but felt on every message, so a near row is worth a small premium, never a large one: a batch
job (embeddings, music, training) has no user waiting on a round trip, and its place does not matter for latency.

Nearness is read from catalog/data/regions.csv: the users' own place (`in`), the places its `near` column lists (Japan
→ Korea, Taiwan, Hong Kong: the nearest regions a cloud prices), then the same area (Asia, Europe, North America),
then elsewhere; a row whose region the catalog does not state is elsewhere (not known to be near).
"""

from __future__ import annotations

from collections.abc import Sequence

from tools.constraints import near_places, place_words, region_ok
from tools.defaults import serves
from tools.places import Gazetteer, is_mainland
from tools.round_trip import MOST_OF_TARGET, users_round_trip
from tools.schema import InstanceRow, Msg, MsgArg, WorkKind, Workload
from tools.wording import money_text

# A row in or near the users leads over a cheaper row elsewhere when it costs at most this much more. 15 % is the
# ranking's own allowance for a plan that is easier to run (tools.ranking.ONE_MACHINE_TOLERANCE): about three times the
# 5 % price tie, inside the spread of one card's list prices between regions and weeks, so the cheaper region's
# saving is no firmer than the gap. Beyond it the cheaper row stays first and the answer names the near row with its
# price difference (where_line), so the trade of money for ~100 ms a message is the user's to make.
USERS_NEAR_BAND = 0.15


def near_band(users: Sequence[str]) -> float | None:
    """How much more a row near the users may cost and still lead: USERS_NEAR_BAND, or None (no limit) when every
    users' place is mainland China. Traffic between the mainland and a host abroad crosses the border's filtering
    (added, unstable latency; throttled or cut at peaks), and a public site, app backend or WeChat mini program for
    the mainland needs an ICP-filed host there (MIIT; WeChat's "server domain" rules accept only filed HTTPS domains:
    advisor.core.mainland_service says both). So a mainland row that holds the work leads at its price; the cheaper
    row abroad is named beside it (where_line), and a plan nothing in the mainland holds still leads with the warning."""
    return None if users and all(is_mainland(u) for u in users) else USERS_NEAR_BAND

IN, NEAR, AREA, ELSEWHERE = 0, 1, 2, 3  # how near a row is to the users, nearest first

# The areas a users' place lies in, as the gazetteer tags that cover each area's rows (regions.csv patterns): "asia"
# alone misses Hong Kong and Taiwan rows (its pattern is the ap-/asia- ids and the big countries), so they are named.
AREA_TAGS: dict[str, tuple[str, ...]] = {
    "asia": ("asia", "jp", "kr", "tw", "hk", "sg", "in", "id"),
    "europe": ("europe",),
    "north_america": ("us", "ca"),
}
_NORTH_AMERICA = frozenset({"us", "us-east", "us-west", "us-central", "ca", "ca-on", "ca-qc", "north-america"})
# the wide areas regions.csv lists beside the countries (Southeast Asia, the Middle East, North America, Latin
# America): a row is worded by its country or city where one reads it, by the area only where none does
WIDE_AREAS = frozenset({"sea", "middle-east", "north-america", "latam"})


def area_of(tag: str, places: Gazetteer) -> str | None:
    """The area a regions.csv tag lies in: "asia" (the East and South Asian places and mainland China), "europe" (a
    place whose `within` names Europe, or Europe itself), "north_america" (the US and Canada and their parts), else
    None (Australia, Brazil, the Gulf: no area of ours). By hand: jp → asia; frankfurt → europe; us-east →
    north_america; au → None."""
    t = tag.strip().lower()
    p = places.place(t)
    if t in AREA_TAGS["asia"] or is_mainland(t) or (p is not None and "asia" in p.within):
        return "asia"
    if t == "europe" or (p is not None and "europe" in p.within):
        return "europe"
    return "north_america" if t in _NORTH_AMERICA else None


def nearness(row: InstanceRow, users: Sequence[str], places: Gazetteer) -> int:
    """How near a row runs to the users: IN their place, NEAR it (regions.csv `near`), in the same AREA, or ELSEWHERE
    (a row with no stated region included). By hand, users in jp: Lambda asia-northeast-1 → IN; a Korean row → NEAR;
    an ap-southeast-1 (Singapore) row → AREA; RunPod "CA" → ELSEWHERE."""
    wanted = list(users)
    if not row.region or not wanted:
        return ELSEWHERE
    if region_ok(row, wanted, places):
        return IN
    near = near_places(wanted, places)
    if near and region_ok(row, near, places):
        return NEAR
    areas = {a for t in wanted if (a := area_of(t, places)) is not None}
    if any(region_ok(row, list(AREA_TAGS[a]), places) for a in areas):
        return AREA
    return ELSEWHERE


def place_of(row: InstanceRow, places: Gazetteer) -> str | None:
    """The narrowest gazetteer tag a row's region lies in (regions.csv order puts countries and cities before the wide
    areas, which are tried last), or None when the region is blank or no place's pattern matches. By hand:
    "asia-northeast-1" → jp; RunPod "CA" → ca; "no-kristiansand-1" → no."""
    return region_place(row.region, places)


def region_place(region: str | None, places: Gazetteer) -> str | None:
    """place_of for a region as a provider writes it (an endpoint's ranked row keeps the region alone)."""
    if not region:
        return None
    wide = {"eu", "eea", "europe", "asia", "us", *WIDE_AREAS}
    tags = [r.tag for r in places.regions if r.pattern is not None and r.pattern.search(region.lower())]
    return next((t for t in tags if t not in wide), tags[0] if tags else None)


# Generated music is rendered ahead and stored (background tracks a day: "每天2000段"), so no listener waits on the
# machine's round trip; the modalities whose answers are such offline batches whatever their wording
OFFLINE_MODALITIES = frozenset({"music"})


def offline_work(w: Workload) -> bool:
    """Is the work a batch or a training run, with nobody waiting on a round trip to the machine (a batch of requests,
    a recurring batch, a fine-tune, generated music), so where its users are does not matter for latency?"""
    return bool(w.batch_requests or w.batch_period or w.modality in OFFLINE_MODALITIES
                or (w.task is not None and not serves(w.task)))


def batch_places_line(w: Workload, rows: Sequence[InstanceRow], chosen: Sequence[InstanceRow],
                      places: Gazetteer) -> list[Msg]:
    """An offline job (offline_work) with where its users are, or with two or more places named as a choice (租香港定
    新加坡好？): its users' place does not decide where to rent, and of the places named, where the answer's plan runs
    (`chosen`: the rows it names), which have only dearer rows for it (`rows`: those the answer's filter admits; the
    answer priced the cheapest of them, so a place it did not pick has nothing cheaper) and which have none. []
    otherwise."""
    if not offline_work(w):
        return []
    named = list(w.regions or [])
    picked = [p for p in named if any(region_ok(r, [p], places) for r in chosen)]
    if len(named) >= 2 and picked:  # the choice answered: it says the latency does not matter, the users' place too
        rest = [p for p in named if p not in picked]
        held = [p for p in rest if any(region_ok(r, [p], places) for r in rows)]
        return [Msg(code="users_place.batch_places", args={
            "picked": place_words(picked), "dearer": place_words(held),
            "missing": place_words([p for p in rest if p not in held])})]
    code = "users_place.batch_read" if read_as_batch(w) else "users_place.batch_plain"
    return [Msg(code=code, args={"users": place_words(list(w.users_region))})] if w.users_region else []


def read_as_batch(w: Workload) -> bool:
    """Is the work a served model's volume per period (50,000 images a month) with its users' place said, so it could
    be a batch made ahead or a service its users wait on? The answer prices it as a batch and must say that is a
    reading, with the way to have it sized as a service: an image tool for users in Hong Kong may be interactive.
    Not for training, a one-off batch of requests, or work that is always made ahead (OFFLINE_MODALITIES)."""
    return bool(w.users_region and w.batch_period is not None and w.task is not None and serves(w.task)
                and w.modality not in OFFLINE_MODALITIES)


def named_where(w: Workload, chosen: Sequence[InstanceRow], places: Gazetteer) -> list[Msg]:
    """The "Where:" line of an answer priced outside the ranked table (live speech, images, a non-LLM service) for
    users in a place (users_region) with no place to rent: where its first plan runs (`chosen`: the rows it names,
    in the order named) and how near that is to them (nearness); far from them, how to keep to their place. [] for an
    offline job (batch_places_line speaks), with a place to rent, or with no row named. By hand, callers in Brazil and
    a RunPod "US" row first → "runs in the US, far from your users in Brazil; say 'rent in Brazil' …"."""
    users = list(w.users_region or [])
    if offline_work(w) or not users or w.regions or not chosen:
        return []
    return [plan_where(chosen[0], users, places)]


def located_where(w: Workload, chosen: Sequence[InstanceRow], places: Gazetteer) -> list[Msg]:
    """The "Where:" line of an answer priced outside the ranked table (video, images, speech, embeddings) for a user
    who said where they are ("we're in Canada": Workload.located) with no place to rent and no users' place: the place
    said back, where the first plan runs (`chosen`, in the order named) and how near (nearness), and how to keep to
    their place. Why: the place was read but never said on these answers, so "we're in Canada" looked ignored. [] with
    a place to rent or the users' place (named_where speaks), or no row named. By hand: located ca, a Hyperstack
    "CANADA-1" row → "runs in Canada (CANADA-1), in your place"."""
    here = list(w.located or [])
    if not here or w.regions or w.users_region or not chosen:
        return []
    level = nearness(chosen[0], here, places)
    return [Msg(code="users_place.located_first", args={
        "first": _row_words(chosen[0], places), "here": place_words(here),
        "level": _level(level) if level != ELSEWHERE else None})]


def plan_where(row: InstanceRow, users: Sequence[str], places: Gazetteer) -> Msg:
    """"Where: the plan above runs in …" for one plan the answer names (named_where; the plan nearest the budget when
    nothing is ranked): its place, and how near it is to the users (nearness), or far, with how to keep to theirs."""
    level = nearness(row, users, places)
    return Msg(code="users_place.named_first", args={
        "first": _row_words(row, places), "users": place_words(list(users)),
        "level": _level(level, row, users, places) if level != ELSEWHERE else None})


def near_users_leads(w: Workload, kind: WorkKind | None) -> bool:
    """Does the users' place break near-ties in the ranking (users_near_pick)? Serving only (a batch has nobody
    waiting on a round trip), with the users' place said and no place to rent (a stated region already holds the
    rows there), under the default objective ("fastest" and "cheapest" are the user's own), on rented cards."""
    return kind is WorkKind.SERVING and bool(w.users_region) and not w.regions \
        and w.priority not in ("fastest", "cheapest") and not w.owned_gpus and not w.buy_server


def far_for_target(row: InstanceRow, users: Sequence[str], target_ms: float, places: Gazetteer) -> bool:
    """Does the users' typical round trip to the row (tools.round_trip) alone take MOST_OF_TARGET or more of a stated
    latency target? By hand, a 500 ms first token for users in Australia: a Canadian row (oceania|na-east ≈ 215 ms)
    → False (< 250); a 300 ms target → True."""
    ms = users_round_trip(list(users), place_of(row, places), places)
    return ms is not None and ms >= MOST_OF_TARGET * target_ms


def close_for_target(row: InstanceRow, users: Sequence[str], target_ms: float, places: Gazetteer) -> bool:
    """Is the users' round trip to the row read and under MOST_OF_TARGET of the target (a row with no place read is
    never taken as close)?"""
    ms = users_round_trip(list(users), place_of(row, places), places)
    return ms is not None and ms < MOST_OF_TARGET * target_ms


def users_near_pick(ranked: Sequence[tuple[InstanceRow, float]], users: Sequence[str], places: Gazetteer,
                    band: float | None = USERS_NEAR_BAND, target_ms: float | None = None) -> int | None:
    """The index in `ranked` (rows in rank order, each with its ranking figure) of the row to lead for the users: the
    nearest row (then the cheapest) nearer than the first row and costing at most `band` more than it; None when the
    first row is as near as any such row; `band` None: any price (near_band). With a stated latency target
    (`target_ms`) that the first row's round trip alone mostly takes (far_for_target), the nearest row whose round
    trip leaves room (close_for_target) leads at any price: no card makes up for the distance. By hand, users in jp:
    first RunPod CA $2.39, a Tokyo row $2.70 (+13 % ≤ 15 %) → the Tokyo row; at $4.58 (+92 %) → None."""
    if not ranked or not users:
        return None
    if target_ms and far_for_target(ranked[0][0], users, target_ms, places):  # the ocean eats the stated target
        near = [i for i, (row, _) in enumerate(ranked[1:], 1) if close_for_target(row, users, target_ms, places)]
        if near:
            return min(near, key=lambda i: (nearness(ranked[i][0], users, places), ranked[i][1]))
    first = nearness(ranked[0][0], users, places)
    cap = float("inf") if band is None else ranked[0][1] * (1 + band)
    better = [(nearness(row, users, places), cost, i) for i, (row, cost) in enumerate(ranked[1:], 1) if cost <= cap]
    better = [b for b in better if b[0] < first]
    return min(better)[2] if better else None


def where_line(ranked: Sequence[tuple[InstanceRow, float]], users: Sequence[str], places: Gazetteer,
               serving: bool, cur: str, led: bool = False, machines: Sequence[int] = (),
               read_batch: bool = False, held: Sequence[str | None] = (), led_target: float | None = None
               ) -> Msg | None:
    """The one sentence that answers "where should we rent?" for users in `users`: a batch job's place does not matter
    for latency; a serving plan says where its first row runs and, when that is not in the users' place, the nearest
    ranked row with its price difference, or that no ranked row is in or near them. `ranked`: the rows in rank order
    with their hourly price in `cur` (`machines`: each plan's machine count, 1 where not given); `led`: the first row
    leads because it is near them (users_near_pick moved it up); `read_batch`: the batch is a reading of a volume per
    period (read_as_batch), said as one with how to have it sized as a service; `held`: per row, why it may not lead
    a farther row at its price (the ranking's own rule: "spread", "pool", "floor"), None where it may, so a near row
    within the price band that does not lead says why; `led_target`: the stated latency target (ms) when the first
    row leads because a cheaper row's round trip alone took most of it. None with no users' place or no row."""
    if not users or not ranked:
        return None
    top, top_cost = ranked[0]
    args: dict[str, MsgArg] = {"users": place_words(list(users)), "first": _row_words(top, places)}
    if not serving:
        return Msg(code="users_place.batch_read" if read_batch else "users_place.batch", args=args)
    level = nearness(top, users, places)
    band = near_band(users)
    said: MsgArg = (Msg(code="users_place.led_latency", args={"target": led_target}) if led_target
                    else Msg(code="users_place.led", args={"band": band}) if band is not None
                    else Msg(code="users_place.led_mainland")) if led else None
    if level == IN:
        return Msg(code="users_place.first_in", args={**args, "led": said})
    near = sorted((nearness(row, users, places), cost, i) for i, (row, cost) in enumerate(ranked))
    best = near[0]
    if best[0] == ELSEWHERE:
        around = place_words(near_places(users, places))
        return Msg(code="users_place.none_near", args={
            **args, "near": Msg(code="users_place.near_included", args={"near": around}) if around else None,
            "led": said if led_target else None})  # led by the round trip: said; by the band, it is not near
    if level <= best[0]:  # the first row is as near as any: no nearer row to name
        return Msg(code="users_place.first_near", args={**args, "level": _level(level, top, users, places), "led": said})
    row, cost = ranked[best[2]]
    more = cost / top_cost - 1 if top_cost > 0 else 0.0
    past = band is not None and more > band
    why = held[best[2]] if best[2] < len(held) else None
    return Msg(code="users_place.nearest_row", args={
        **args, "level": _level(best[0], row, users, places), "row": _row_words(row, places), "provider": row.provider,
        "instance": row.instance_type, "n": _machines(machines[best[2]] if best[2] < len(machines) else 1),
        "cost": money_text(cost, cur), "more": more,
        "past": Msg(code="users_place.past_band", args={"band": band}) if past
        else Msg(code="users_place.held", args={"why": why}) if why else None})


def _machines(n: int) -> Msg | None:
    """"2 × " before a plan's machine when it takes several of them; nothing for one."""
    return Msg(code="users_place.machines", args={"n": n}) if n > 1 else None


def _level(level: int, row: InstanceRow | None = None, users: Sequence[str] = (),
           places: Gazetteer | None = None) -> Msg:
    """How near a row is, in words (their own place, the same continent, the nearest region with offers), with the
    typical round trip from the users to it where tools.round_trip reads one."""
    ms = users_round_trip(list(users), place_of(row, places), places) if row is not None and places is not None \
        else None
    return Msg(code="users_place.level", args={"level": {IN: "in", NEAR: "near", AREA: "area"}.get(level, "area"),
                                               "ms": ms})


def _row_words(row: InstanceRow, places: Gazetteer) -> Msg:
    """Where a row runs: its place (a regions.csv tag, worded by the catalog) and its region as the provider writes it,
    or the region alone when no place's pattern reads it, or "not stated" when it has none."""
    tag = place_of(row, places)
    return Msg(code="users_place.row_place", args={"place": place_words([tag])[0] if tag else None,
                                                   "region": row.region or None})
