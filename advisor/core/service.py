"""The I/O edge around tools.recommend: load the catalog rows and GPU specs, call the calculator.

Shared by the CLI, the conversation engine and the Slack bot.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import re
import threading
from typing import Any

from advisor.config import usd_cny
from advisor.core.extract_words import RERANK_EN, RERANK_ZH
from tools.schema import ModelArch, Msg, Recommendation, Workload

# names of releases made for images or speech beside text (Qwen2.5-VL, InternVL3, LLaVA, Pixtral, MedGemma, *-Omni)
_SEEING_RELEASE = re.compile(r"(?i)vl\b|-vl|internvl|llava|pixtral|medgemma|omni|minicpm-v|glm-4v|cogvlm|vision")
# names of releases tuned for one domain (code, coding agents, maths, safety verdicts, medicine): never the longer-context
# model named for general work (a medical Baichuan-M2-32B offered for contract summaries), only for work of their kind
_DOMAIN_RELEASE = re.compile(r"(?i)coder|codestral|devstral|kimi-dev|math|guard|baichuan-m\d|medgemma")


def load_arch(model: str | None, params_b: float | None, active_b: float | None = None) -> ModelArch:
    """The registry architecture; else, for a Hub id (`org/name`), the one in its config.json on the Hugging Face
    Hub (catalog.hub: HubUnavailable says why not); else one derived from a bare size (UnknownModel / WorkloadError):
    a mixture of experts when the active size is given too (`active_b`), dense otherwise."""
    from catalog import registry
    from tools.defaults import WorkloadError

    if model:
        try:
            return registry.get(model)
        except registry.UnknownModel:
            from catalog.hub import hub_arch, looks_like_hub_id

            if looks_like_hub_id(model):
                return hub_arch(model)
            if params_b is None:
                raise
            # a name the registry lacks, with its size ("Mistral-Small-24B"): a generic model of that size, under the
            # user's name (the answer says the architecture is assumed)
            from tools.name_context import context_in_name

            # a stated context in the name ("-1M", "-32k") is the generic model's maximum, so a longer prompt is refused
            return _sized(params_b, active_b).model_copy(update={"name": model, "max_context": context_in_name(model)})
    if params_b is None:
        raise WorkloadError("give --model NAME or --params BILLIONS (a model name or its size in billions of parameters)",
                            code="workload_error.no_model")
    return _sized(params_b, active_b)


def _sized(params_b: float, active_b: float | None = None) -> ModelArch:
    """A generic architecture of `params_b` billion parameters, within the floors: dense (tools.arch.derive_arch), or a
    mixture of experts with `active_b` billion of them per token (tools.arch.derive_moe_arch)."""
    from tools.arch import derive_arch, derive_moe_arch
    from tools.defaults import WorkloadError, params_from_billions
    from tools.floors import MAX_PARAMS_B, MIN_PARAMS_B

    if not (MIN_PARAMS_B <= params_b <= MAX_PARAMS_B):  # NaN fails too
        raise WorkloadError(f"params must be > 0 (at least {MIN_PARAMS_B:g}) and ≤ {MAX_PARAMS_B:,} billion (got {params_b:g})",
                            code="workload_error.params_range",
                            args={"least": MIN_PARAMS_B, "most": MAX_PARAMS_B, "params": params_b})
    if active_b is not None and MIN_PARAMS_B <= active_b < params_b:
        return derive_moe_arch(params_from_billions(params_b), params_from_billions(active_b))
    return derive_arch(params_from_billions(params_b))


def longer_context(arch: ModelArch, seq_len: int | None, language: str | None = None) -> list[str]:
    """Registry models whose context holds `seq_len`, the same family and size first (Llama-3-70B at 32k →
    Llama-3.1-70B), then models of a similar size (tools.arch.longer_context_order: Gemma-2-9B at 32k →
    Gemma-3-12B, Mistral-Nemo-12B …), for the answer that refuses a context the model can't take. Only models of the
    same kind (tools.substitute_kind.fits_kind: no GUI agent or code model for chat), those trained for the user's
    written Chinese first (`language`: zh, zh-Hant)."""
    if not seq_len or not arch.max_context or seq_len <= arch.max_context or arch.assumed:
        return []
    from catalog import registry
    from tools.arch import longer_context_order
    from tools.substitute_kind import fits_kind, language_rank, model_kind

    # a text model's users are sent to text models: a vision-language or omni release (InternVL3-38B for contract
    # summaries, Qwen3-Omni) reads images or speech the work does not have, and its towers are weight they would pay
    # for; a general model that also sees images (Gemma-3-27B, Gemma-2's own successor) stays
    rows = [r for r in registry.rows() if r["name"] != arch.name and (r.get("max_context") or 0) >= seq_len
            and (arch.vision_tower or not _SEEING_RELEASE.search(r["name"]))
            and (model_kind(arch.name) != "chat" or not _DOMAIN_RELEASE.search(r["name"]))
            and fits_kind(arch.name, r["name"], arch.vision_tower)]
    named = longer_context_order(arch, [(r["name"], r.get("published_params") or 0) for r in rows])
    # weights a business may not use (license.commercial false: Command-R-v01's CC-BY-NC) are named after the rest, so
    # the model priced in their place is one the user can run (Command-R-v01 put first for a law firm)
    closed = {r["name"] for r in rows if (r.get("license") or {}).get("commercial") is False}
    # a model that always thinks (thinking on by default with no switch: QwQ, the R1 distills) changes the latency of a
    # model that answers at once, so it comes after those that don't, unless the model asked about thinks too
    from tools.defaults import reasoning_model

    thinks = set() if reasoning_model(arch.name) else {
        r["name"] for r in rows if (r.get("thinking") or {}).get("default") and not (r.get("thinking") or {}).get("switch")}
    # a domain model's own kind before the general ones (CodeLlama-13B at 32k → Qwen2.5-Coder-14B, then chat models)
    kind = model_kind(arch.name)
    return sorted(named, key=lambda n: (n in closed, model_kind(n) != kind, n in thinks, language_rank(n, language)))


def licence_alternative(arch: ModelArch) -> ModelArch | None:
    """The registry row a licence that excludes a place names instead (Llama-4-Scout's Mistral-Small-3.1-24B), sized
    beside the licence line (tools.licence_swap); None where the licence excludes no place or names no held model."""
    from catalog import registry

    lic = arch.license
    if lic is None or not lic.excluded_place or not lic.alternative:
        return None
    try:
        return registry.get(lic.alternative)
    except LookupError:
        return None


def same_family(arch: ModelArch) -> list[ModelArch]:
    """The other registry models of `arch`'s family (tools.arch.family_key: Llama-3.1-70B → Llama 3's 8B, 3B, 1B,
    405B …), for the smaller model offered on stated cards that cannot hold this one; none for an assumed
    architecture or a name without a size."""
    from catalog import registry
    from tools.arch import family_key

    key = None if arch.assumed else family_key(arch.name)
    if key is None:  # a name with no size (DeepSeek-R1): its published distills are its smaller models
        return [] if arch.assumed else [registry.get(r["name"]) for r in registry.rows()
                                        if r["name"].lower().startswith(arch.name.lower() + "-distill-")]
    return [registry.get(r["name"]) for r in registry.rows()
            if r["name"] != arch.name and family_key(r["name"]) == key]


def _owned_moe(w: Workload) -> list[ModelArch]:
    """The mixtures of experts offered on the user's own machine when the asked dense model is slow there
    (tools.owned_device.OWNED_MOE), from the registry; none unless the user owns the hardware."""
    from catalog import registry
    from tools.owned_device import OWNED_MOE

    return [registry.get(name) for name, _ in OWNED_MOE] if w.owned_gpus else []


def _ladder(w: Workload) -> list[ModelArch]:
    """The budget ladder's models (tools.defaults.BUDGET_MODEL_LADDER) for an answer on the user's own cards: the
    largest of them a consumer card holds in 4-bit is named when the asked model does not fit (tools.own_card)."""
    from catalog import registry
    from tools.defaults import BUDGET_MODEL_LADDER

    return [registry.get(n) for n in BUDGET_MODEL_LADDER] if w.owned_gpus else []


_local = threading.local()
_cache_lock = threading.Lock()
_cache: dict[str, tuple[Any, ...]] = {}
_age_note: dict[str, Msg | None] = {}  # the price-age note of the cached catalog, both languages
# tools.offers.prefilter's memo (eligible rows per filter set over the cached rows): owned here, beside the rows
_PREFILTER_MEMO: dict[tuple[Any, ...], Any] = {}


def _db() -> Any:
    """One catalog connection per thread (sqlite3 connections are not shared across threads)."""
    from catalog.db import db_path, open_db

    path = str(db_path())
    db = getattr(_local, "db", None)
    if db is None or getattr(_local, "path", None) != path:
        db = open_db()
        _local.db, _local.path = db, path
    return db


def catalog_rows() -> tuple[list[Any], str, list[str]]:
    """Rankable, priced instance rows with the catalog's as-of and sources, cached until the data
    files or the user's price sheets change. Read in one transaction: a rebuild or an import by
    another process lands before or after, never between these reads. The cache is keyed by what the rows are
    made of (the data files' hash and the user sheets' stamp), not by the database's path: another home built from
    the same files with the same sheets holds the same rows (each test's home is a copy of one build, and re-reading
    them took ~80 ms of CPU per home, with the prefilter memo, keyed by the rows, starting empty again)."""
    from catalog.db import query_instances, user_stamp

    db = _db()
    db.conn.execute("BEGIN")
    try:
        stamp = str(db.execute("SELECT value FROM meta WHERE key='data_version'").fetchone()[0])
        stamp += ":" + str(user_stamp(db))  # O(1): a 200,000-row sheet is not summed on every answer
        key = f"{stamp}:{_dt.date.today().isoformat()}"  # the as-of note's ages are the day's: a server runs for weeks
        hit = _cache.get(key)
        if hit is None:
            # all rows (user rows reduced): the recommender rejects with reasons; unpriced ones name families to quote
            rows = query_instances(db, cheapest_user_rows=True)
            as_of = db.execute("SELECT min(as_of), max(as_of) FROM ranked_instances "
                               "WHERE (price_on_demand IS NOT NULL OR price_spot IS NOT NULL) AND as_of != ''").fetchone()
            sources = [r[0] for r in db.execute(
                "SELECT DISTINCT source FROM ranked_instances WHERE gpu != '' AND "
                "(price_on_demand IS NOT NULL OR price_spot IS NOT NULL) ORDER BY source").fetchall()]
            asof = "" if as_of[0] is None else as_of[0] if as_of[0] == as_of[1] else f"{as_of[0]} … {as_of[1]}"
            from catalog.db import stale_msg

            note = stale_msg(db)  # with no dated price at all, the note (which providers state no date) is the line
            asof = f"{asof or '—'} ({note.en})" if note else asof
            hit = (rows, asof, sources)
            with _cache_lock:
                _cache.clear()
                _cache[key] = hit
                _age_note.clear()
                _age_note[key] = note
            _keep_out_of_collections()
    finally:
        db.conn.rollback()
    rows, asof, sources = hit
    return list(rows), asof, list(sources)


def _keep_out_of_collections() -> None:
    """Move every object alive now (the catalog rows just read, the modules, the GPU table) out of the cyclic garbage
    collector's reach, as advisor.agents.mcp_server does for its models: they live as long as the cache entry, and
    each full collection walked all ~3,500 rows and their fields again (about 15 % of an answer's CPU time on the fast
    suite's questions; gc.freeze() is a constant-time move). Reference counting still frees them when a new catalog
    replaces them; only a reference cycle alive at this moment stays until the process ends."""
    import gc

    gc.freeze()


def catalog_age_note() -> Msg | None:
    """The price-age note of the catalog `catalog_rows` last read, in both languages (None when all is fresh)."""
    with _cache_lock:
        return next(iter(_age_note.values()), None)


def _chat_release(model: str | None) -> tuple[ModelArch | None, ModelArch | None]:
    """The registry rows of a base model and the chat release its row names (`chat_variant`: a longer context), for
    tools.chat_release; (None, None) where the row names none."""
    from catalog import registry

    chat = registry.chat_variant(model) if model else None
    return (registry.get(model), registry.get(chat)) if model and chat else (None, None)


def advise(workload: Workload, *, stated: set[str] | None = None, currency: str | None = None,
           top_n: int = 10, weights: dict[str, float] | None = None) -> Recommendation:
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.chat_release import read_as_chat_release

    workload, chat_note = read_as_chat_release(workload, *_chat_release(workload.model))  # "用GLM-4-9B做RAG客服"
    arch = load_arch(workload.model, workload.params_b, workload.active_params_b)
    fx = _fx_rates(workload, currency)
    no_rate = _no_display_rate(currency, fx)
    if no_rate is not None:
        currency = "USD"  # no rate for the display currency: prices stay in USD, and the answer says why
    workload, fx_note = _priced_budget(workload, fx)
    rows, asof, sources = catalog_rows()
    from catalog import registry
    from tools.recommend import Options, recommend  # not on `estimate`'s start-up path

    longer = longer_context(arch, workload.seq_len, workload.language)

    opts = Options(usd_cny=usd_cny(), currency=currency, top_n=top_n, stated=stated or set(),
                   catalog_as_of=asof, catalog_sources=sources, weights=weights, catalog_age_note=catalog_age_note(),
                   longer_context=longer, longer_archs=[registry.get(n) for n in longer[:3]], fx=fx, places=gazetteer(),
                   family=same_family(arch), ladder=_ladder(workload),
                   owned_moe=_owned_moe(workload),
                   licence_arch=licence_alternative(arch),
                   memo=_PREFILTER_MEMO)
    rec = recommend(arch, workload, all_gpus(), rows, opts)
    rec = _voice_need_out_of_reach(rec, arch, workload, rows, opts)
    _quota_levers(rec, arch, workload, rows, opts)
    _mark_far_below_public(rec, rows)
    if fx_note is None and currency in fx:  # prices asked in TWD/HKD/EUR/JPY/GBP with no budget in it: the rate said
        from catalog.places import fx_rate
        from tools.cost import fx_note as prices_note

        rate = fx_rate(currency)
        fx_note = prices_note(currency, fx[currency], rate.as_of if rate else "", rate.source if rate else "", budget=False)
    if fx_note is not None:
        rec.assumptions.insert(0, fx_note)
    if no_rate is not None:
        rec.assumptions.insert(0, no_rate)
    if chat_note is not None:
        rec.assumptions.insert(0, chat_note)
    return rec


def _period_of(rec: Recommendation) -> Msg | None:
    """The headline's word on a recurring batch against its period on the stated cards (tools.owned_wall
    .owned_period_msg), or None."""
    tail = rec.headline.args.get("tail") if rec.headline is not None else None
    if not isinstance(tail, (list, tuple)):
        return None
    return next((m for m in tail if isinstance(m, Msg) and m.code == "owned_wall.period"), None)


def _quota_levers(rec: Recommendation, arch: Any, w: Workload, rows: list[Any], opts: Any) -> None:
    """A recurring batch its stated cards miss ("2张A10 … 每天5万份" on a reasoning model): the levers, each re-sized
    by the same recommender on the same cards and said as its hours a period (tools.owned_wall.owned_period_msg) —
    4-bit AWQ weights where no precision was stated and the model's card does not warn against quantising (a copy
    per card with room for a batch), and the same-size model that does not think (tools.reasoning_names
    .instruct_peer: the answer alone, no chain of thought). Put under the pick (beside_pick); nothing when the
    cards meet the period."""
    from catalog.gpus import all_gpus
    from tools.defaults import reply_holds_thinking
    from tools.reasoning_names import instruct_peer
    from tools.recommend import recommend

    miss = _period_of(rec)
    if miss is None or miss.args.get("met"):
        return
    tries: list[tuple[str, Any, Workload]] = []
    if not w.precision and not getattr(arch, "no_quantise", ""):
        tries.append(("int4", arch, w.model_copy(update={"precision": "awq"})))
    peer = instruct_peer(w.model)
    if peer is not None:
        out = w.output_tokens if "output_tokens" in opts.stated and not reply_holds_thinking(w) else None
        tries.append(("peer", load_arch(peer, None, None), w.model_copy(update={"model": peer, "output_tokens": out})))
    at = 0  # first under the pick: on a missed quota they matter before a rental beside it
    for kind, a, wv in tries:
        try:
            got = _period_of(recommend(a, wv, all_gpus(), rows, opts))
        except (LookupError, ValueError):
            continue
        if got is not None:
            rec.beside_pick.insert(at, Msg(code="owned_wall.lever", args={**got.args, "kind": kind, "model": wv.model}))
            at = len([m for m in rec.beside_pick if m.code == "owned_wall.lever"])


def _voice_need_out_of_reach(rec: Recommendation, arch: Any, w: Workload, rows: list[Any], opts: Any) -> Recommendation:
    """A voice agent sized at the speed a spoken reply needs only by our assumption (tools.voice_speed.voice_assumed)
    where no priced plan in the stated place reaches it (Hong Kong's T4 / A10G rows for a 7B at 50 tokens/s a call):
    answered on the chat default instead, as before the assumption, with a note that the first phrase is then slower
    (the voice-to-voice line under the answer says by how much); never "no plan" for a floor the user did not ask."""
    from catalog.gpus import all_gpus
    from tools.recommend import recommend
    from tools.voice_speed import VOICE_NEED_TOKENS_PER_S, voice_assumed

    if rec.candidates or not voice_assumed(w):
        return rec
    chat = w.model_copy(update={"target_tokens_per_s_per_user": None, "voice_speed_assumed": None})
    got = recommend(arch, chat, all_gpus(), rows, opts)
    if not got.candidates:
        return rec
    got.assumptions.insert(0, Msg(code="voice_speed.out_of_reach", args={"need": VOICE_NEED_TOKENS_PER_S}))
    return got


def _mark_far_below_public(rec: Recommendation, rows: list[Any]) -> None:
    """Mark each candidate that is a user's imported price far below public prices (catalog.plausible.far_below_keys):
    the table says "your imported price, far below public prices: check it" beside it."""
    from catalog.plausible import far_below_keys

    low = far_below_keys(rows)
    for c in rec.candidates if low else ():
        c.far_below_public = (c.provider, c.instance, c.region) in low
    # the 16-bit plan a lower-precision lead is priced against ("In BF16: mycloud typo-8xh100 at $1.70/h"): that price
    # chose the lead, so a far-below row quoted there is marked as in the table
    h = rec.headline
    row = h.args.get("row") if h is not None and h.code == "precision_lead.route" else None
    if h is not None and isinstance(row, list) and (str(row[0]), str(row[1]), str(row[2])) in low:
        h.args["far_below"] = True


def _no_display_rate(currency: str | None, fx: dict[str, float]) -> Msg | None:
    """The note for prices asked in a currency the rate file has no rate for (an empty cell, a missing row): the
    answer stays in USD and says so, in the user's words (the file named only where an operator set one)."""
    if not currency or currency in ("USD", "CNY") or currency in fx:
        return None
    from advisor.core.extract_rules import rate_file_note
    from catalog.places import currencies

    codes = ", ".join(c.code for c in currencies())
    return Msg(code="cost.prices_in_usd_no_rate", args={"currency": currency, "file": rate_file_note(currency),
                                                          "codes": codes})


def embed(workload: Workload, text: str, currency: str | None = None) -> list[Msg] | None:
    """An embedding-model question sized by tools.embedding (a listed encoder named in `text`, and a job's item
    count or an endpoint's requests per second); None when it names no listed encoder or states no load."""
    from advisor.core.named_encoder import encoder_named
    from catalog.gpus import all_gpus
    from tools.embedding import answer, plan

    if workload.checked_gpu and not workload.gpu_preference:  # "my CTO says rent an H100, do we?": the card checked
        workload = workload.model_copy(update={"gpu_preference": workload.checked_gpu,
                                               "num_gpus": workload.checked_gpu_count or workload.num_gpus})
    enc = encoder_named(text)
    if enc is None and workload.params_b:  # "a 7B embedding model": an encoder of that size, the shape assumed
        from advisor.core.extract_stated import embedding_name
        from tools.embedding import generic_encoder

        enc = generic_encoder(workload.params_b, embedding_name(text))  # the user's name kept
    if enc is None:
        return _reranker_alone(workload, text, currency)
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    from advisor.core.onprem_lines import buy_rows  # no cloud, a one-off budget: sized on the cards it can price
    from catalog.places import gazetteer
    from tools.rerank import mixed_plan, reranker_named, service_answer

    # a backfill and a search service in one message, or a search service with a reranker: each
    # part sized, the serving held to the budget
    every, rows = rows, buy_rows(rows, workload)
    mixed = mixed_plan(enc, reranker_named(text), workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx,
                       places=gazetteer(), **_rerank_said(text))
    p = plan(enc, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx, places=gazetteer())
    if rows is not every and (p is None or not p.rows):  # no priced card holds it: the plan on every offer
        rows = every
        mixed = mixed_plan(enc, reranker_named(text), workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(),
                           fx=fx, places=gazetteer(), **_rerank_said(text))
        p = plan(enc, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx, places=gazetteer())
    mixed, p, not_needed = _card_above_need(enc, workload, text, mixed, p, cur)
    mixed, p, gap = _place_gap(enc, workload, text, mixed, p, cur)  # a place with no priced row: said first
    p = _buy_asked(p, workload, text)
    lead = mixed.job or mixed.queries if mixed is not None else None
    if mixed is not None and lead is not None:
        from advisor.core.onprem_lines import onprem_lines  # no cloud: the box to buy, no rental row
        from tools.rerank import box_plan  # no cloud: the box holds the heaviest part (the reranker's pairs)

        return onprem_lines([*gap, *not_needed, *service_answer(mixed, answer(lead, _dt.date.today()))],
                            box_plan(mixed), workload)
    if p is None:
        return None
    from advisor.core.batch_window_lines import with_window  # a stated daily window is the wall (tools.batch_window)
    from tools.batch_window import row_gpu_hours

    top = p.rows[0] if p.rows else None
    lines = with_window(answer(p, _dt.date.today()), text, p.period, row_gpu_hours(top) if top else None, top, cur)
    lines[1:1] = [*not_needed, *_pdf_line(text, p.items)]  # the step before the embedding, said under the headline
    from advisor.core.vector_search_read import DEDUP

    if DEDUP.search(text or "") and p.items and enc.kind == "embed" and not p.train_tokens:
        from tools.embedding import shown_mrl
        from tools.vector_index import dedup_line  # a dedup job: MinHash first, SemDeDup and its vectors' memory

        lines.insert(1, dedup_line(p.items * p.chunks, enc.hidden, shown_mrl(enc)))
    from advisor.core.db_sized_read import sized_for
    from tools.embedding import db_sized_for

    said = sized_for(text)  # "our vector db was sized for bge-m3 (1024 dim)": the job's wider vectors said beside it
    wider = db_sized_for(p, *said) if said is not None else None
    at = next((i + 1 for i, m in enumerate(lines) if m.code == "embedding.index"), None)
    if wider is not None and at is not None:
        lines.insert(at, wider)
    from tools.corpus_increment import increment_line

    monthly = increment_line(p, workload.batch_monthly_items)  # a one-off corpus then its new items a month
    lines[1:1] = [monthly] if monthly is not None else []
    from advisor.core.extract_rules import ON_PREMISES
    from advisor.core.onprem_lines import onprem_lines  # no cloud: the box to buy, no rental row

    if any(m.code == "embedding.rent_not_buy" for m in lines) and not ON_PREMISES.search(text or ""):
        return gap + lines  # a server asked of a one-off job, the data free to leave: "no need to buy", the run rented
    return onprem_lines(gap + lines, p, workload)


def embed_cheaper(workload: Workload, text: str, currency: str | None = None) -> Msg | None:
    """"Cheaper?" asked of an embedding plan: tools.embedding.cheaper_line over the same load re-planned on spot
    prices; None when the message names no listed encoder or the plan has no row (a stage plan says its own)."""
    from advisor.core.named_encoder import encoder_named
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.embedding import cheaper_line, plan

    enc = encoder_named(text)
    if enc is None:
        return None
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    kw: dict[str, Any] = {"currency": cur, "usd_cny": usd_cny(), "fx": fx, "places": gazetteer()}
    p = plan(enc, workload, all_gpus(), rows, **kw)
    if p is None or not p.rows:
        return None
    return cheaper_line(p, plan(enc, workload, all_gpus(), rows, **kw, billing="spot"))


def _buy_asked(p: Any, w: Workload, text: str) -> Any:
    """The plan of a one-off job on rented cards with a buy-or-rent question asked ("should we buy an 8-GPU server or
    rent?"): marked as a purchase asked, so tools.embedding.rent_not_buy says the job needs no server of its own."""
    from advisor.core.extract_rules import INTENTS

    if p is None or not p.items or p.train_tokens is not None or w.owned_gpus \
            or not re.search(INTENTS["buy_vs_rent"], text or ""):
        return p
    return dataclasses.replace(p, buy_said=True)


def _card_above_need(enc: Any, w: Workload, text: str, mixed: Any, p: Any, cur: str) -> tuple[Any, Any, list[Msg]]:
    """A card named for an embedding job or endpoint but not said as a rule (gpu_only) nor owned: when it is far above
    what the work needs (tools.embedding.far_above_need against the unrestricted plan's pick), the unrestricted plans
    are answered and a line says the named card is not needed, with its own figures beside; else the plans as they
    were and no line."""
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.embedding import card_not_needed, far_above_need, plan
    from tools.rerank import mixed_plan, reranker_named

    if not w.gpu_preference or w.gpu_only or w.owned_gpus:
        return mixed, p, []
    free_w = w.model_copy(update={"gpu_preference": None})
    rows, gpus = catalog_rows()[0], all_gpus()
    kw: dict[str, Any] = {"currency": cur, "usd_cny": usd_cny(), "fx": _display_currency(w, cur)[1],
                          "places": gazetteer()}
    free_mixed = mixed_plan(enc, reranker_named(text), free_w, gpus, rows, **kw, **_rerank_said(text)) \
        if mixed is not None else None
    free_p = plan(enc, free_w, gpus, rows, **kw)
    pinned_lead = (mixed.job or mixed.queries) if mixed is not None else p
    free_lead = (free_mixed.job or free_mixed.queries) if free_mixed is not None else free_p
    if pinned_lead is None or free_lead is None or not pinned_lead.rows or not free_lead.rows or not far_above_need(
            gpus.get(pinned_lead.rows[0].gpu), gpus.get(free_lead.rows[0].gpu)):
        return mixed, p, []
    asked = bool(NEED_ASKED.search(text or ""))
    if mixed is not None and free_mixed is not None:
        line = card_not_needed(w.gpu_preference, (free_mixed.job, mixed.job) if mixed.job and free_mixed.job else None,
                               (free_mixed.queries, mixed.queries) if mixed.queries and free_mixed.queries else None,
                               free_mixed.month_hours, asked)
        return (free_mixed, free_p, [line]) if asked else (mixed, p, [line])
    if free_p is None or p is None:
        return mixed, p, []
    job = bool(free_p.items)
    line = card_not_needed(w.gpu_preference, (free_p, p) if job else None, None if job else (free_p, p),
                           free_p.month_hours, asked)
    return (mixed, free_p, [line]) if asked else (mixed, p, [line])


def _place_gap(enc: Any, w: Workload, text: str, mixed: Any, p: Any, cur: str) -> tuple[Any, Any, list[Msg]]:
    """A stated provider and place that hold no priced row for the work (tools.embedding.place_gap: "阿里雲香港" only):
    the plans sized without the place and provider, so the job has its card class, GPU-hours and a reference price,
    with the lines that say the gap, the provider's nearest priced region (regions.csv `near` first, else any of its
    regions) and another provider priced in the place; else the plans as they were and no line."""
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.embedding import place_gap, plan
    from tools.rerank import mixed_plan, reranker_named

    if not (w.providers or w.regions):
        return mixed, p, []
    rows, gpus, places = catalog_rows()[0], all_gpus(), gazetteer()
    kw: dict[str, Any] = {"currency": cur, "usd_cny": usd_cny(), "fx": _display_currency(w, cur)[1], "places": places}

    def sized(x: Workload) -> tuple[Any, Any, Any]:
        m = mixed_plan(enc, reranker_named(text), x, gpus, rows, **kw, **_rerank_said(text)) \
            if mixed is not None else None
        q = plan(enc, x, gpus, rows, **kw)
        return m, q, ((m.job or m.queries) if m is not None else q)

    lead = (mixed.job or mixed.queries) if mixed is not None else p
    if lead is None or lead.rows:
        return mixed, p, []
    free_m, free_p, free = sized(w.model_copy(update={"providers": None, "regions": None}))
    if free is None or not free.rows:
        return mixed, p, []
    near = [t for r in (w.regions or []) if (pl := places.place(r)) is not None for t in pl.near]
    elsewhere = None
    for regions in ([[t] for t in near] + [None]) if w.providers else []:
        elsewhere = sized(w.model_copy(update={"regions": regions}))[2]
        if elsewhere is not None and elsewhere.rows:
            break
    here = sized(w.model_copy(update={"providers": None}))[2] if w.regions and w.providers else None
    return free_m, free_p, place_gap(w, lead, free, elsewhere, here)


# the named card's need put in question ("my CTO says we need an H100, do we?", "is an H100 overkill", "老板说要租
# H100，真的需要吗"): the small card then leads; a card merely named ("on an H100") keeps its plan, the line beside it
NEED_ASKED = re.compile(r"(?i)\b(?:need|needed|necessary|required|require|overkill|do\s+we|should\s+we|must\s+we)\b|"
                        r"需要|要不要|必要|必须|必須|真的|值得|有必要|大材小用")


PDF_WORDS = re.compile(r"(?i)(?<![a-z])pdfs?(?![a-z])|扫描件|掃描件|扫描版|掃描版|\bscanned\b")
PAGE_ITEMS = re.compile(r"(?i)\d[\d,.]*\s*(?:万|萬|千|k|million|m)?(?:\s+[a-z-]+)?\s*(?:页|頁|pages?(?![a-z]))"
                        r"(?!\s*(?:each|apiece|long))")


def _pdf_line(text: str, items: int | None) -> list[Msg]:
    """A PDF corpus embedded: the text step said before the embedding (tools.pdf_text) — its pages are the items when
    the count is of pages ("800萬頁", "8 million pages"), else the items × the pages each said; nothing when neither."""
    from advisor.core.extract_rules import per_item_pages
    from tools.pdf_text import pdf_text

    if not items or not PDF_WORDS.search(text or ""):
        return []
    each = per_item_pages(text)
    pages = items * each[0] if each else items if PAGE_ITEMS.search(text) else None
    if pages is None:
        return []
    got = pdf_text(pages)
    return [Msg(code="embedding.pdf_text", args={"pages": got.pages, "cpu_h": got.text_layer_hours,
                                                 "ocr_h": got.ocr_h100_hours})]


def _rerank_said(text: str) -> dict[str, Any]:
    """What the message states of its reranking, in any word order: candidates per query, a pair's tokens, a candidate
    passage's tokens, a latency target (seconds) and the percentile it names (None: the tail, tools.rerank)."""
    from advisor.core.extract_rules import drop_impossible_counts
    from advisor.core.extract_stated import (
        latency_percentile,
        rerank_depth,
        rerank_latency,
        rerank_pair_tokens,
        rerank_passage_tokens,
    )

    text, _ = drop_impossible_counts(text)  # "-100 docs per query" is said not read: never sized as 100
    return {"depth": rerank_depth(text), "pair_len": rerank_pair_tokens(text),
            "passage_len": rerank_passage_tokens(text), "latency_s": rerank_latency(text),
            "latency_pct": latency_percentile(text)}


def _reranker_alone(workload: Workload, text: str, currency: str | None) -> list[Msg] | None:
    """A listed reranker named with no embedder beside it and a query rate: its endpoint sized (tools.rerank)."""
    from advisor.core.rerank_words import said_reranking
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.embedding import answer
    from tools.rerank import budget_first, mixed_lines, reranker_alone, reranker_named
    from tools.rerank_stand_in import rerank_stand_in, stand_in_line

    # an unheld reranker, or none named: a held one of its class
    reranker, stand = reranker_named(text), rerank_stand_in(text, said_reranking(text))
    reranker = reranker or (stand.encoder if stand is not None else None)
    if reranker is None:
        return None
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    said = [stand_in_line(stand)] if stand is not None else []
    m = reranker_alone(reranker, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx,
                       places=gazetteer(), **_rerank_said(text))
    if m is None or m.reranker is None:
        return None
    lines = budget_first(answer(m.reranker, _dt.date.today()) + mixed_lines(m))
    return lines[:1] + said + lines[1:]


def side_reranker(workload: Workload, text: str, currency: str | None) -> list[Msg]:
    """side_reranker_plan's lines (reranker_stage_lines)."""
    m, share = side_reranker_plan(workload, text, currency)
    return share + reranker_stage_lines(m)


def reranker_stage_lines(m: Any) -> list[Msg]:
    """A side reranker's lines: its pick and month and its latency check; nothing without a plan."""
    from tools.rerank import mixed_lines

    if m is None or m.reranker is None:
        return []
    return [x for x in mixed_lines(m) if x.code in ("rerank.reranker", "rerank.no_row", "rerank.latency")]


def side_reranker_plan(workload: Workload, text: str, currency: str | None,
                       llm_ttft_s: float | None = None) -> tuple[Any, list[Msg]]:
    """A listed reranker named beside the LLM of a RAG service ("bge-m3 召回 + bge-reranker-v2-m3 重排 + qwen2.5-32b
    生成"): its endpoint sized at the LLM's query rate (tools.rerank.reranker_alone: queries/s × candidates per query,
    each pair a query plus one passage, as stated or assumed and said), said beside the LLM's plan with its own pick and
    month; nothing without a reranker, an LLM or a rate (the reranker was never sized). The
    LLM's own lengths (its prompt, its context) are not the passages'. A first-token limit read as the reranker's
    latency leaves it only what the LLM's first token (`llm_ttft_s`) does not take (tools.rerank.rag_reranker_latency),
    said in the line returned beside the plan."""
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.rerank import rag_reranker_latency, reranker_alone, reranker_named

    reranker = reranker_named(text)
    if reranker is None or not (workload.model or workload.params_b) or not workload.target_requests_per_s:
        return None, []
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    w = workload.model_copy(update={"seq_len": None, "prompt_tokens": None, "output_tokens": None, "precision": None,
                                    "kv_precision": None, "gpu_preference": None, "num_gpus": None, "budget": None})
    said = _rerank_said(text)
    said["latency_s"], share = rag_reranker_latency(said["latency_s"], workload.target_ttft_ms, llm_ttft_s,
                                                    said["latency_pct"])
    m = reranker_alone(reranker, w, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx, places=gazetteer(), **said)
    return m, [share] if share is not None and m is not None and m.reranker is not None else []


# "reranker" / 重排 said with no listed model named: a RAG's reranking stage, sized on the first listed reranker
RERANK_SAID = re.compile(r"(?i)\b(?:" + RERANK_EN + r")(?:er|ing)?s?\b|" + RERANK_ZH)  # 重排序 holds 重排


def stage_reranker(text: str) -> tuple[Any, bool]:
    """(the reranker a message names, else tools.rerank.RERANKERS[0] when it says "reranker" with no name; whether it
    was assumed); (None, False) with no reranking said."""
    from tools.rerank import RERANKERS, reranker_named

    named = reranker_named(text)
    if named is not None:
        return named, False
    return (RERANKERS[0], True) if RERANK_SAID.search(text) else (None, False)


SPEECH_STAGE_DEFAULT = "Whisper large-v3"  # an ASR stage with no model named: the speech model the repo has measured


def side_speech(speech: Workload, text: str, currency: str | None,
                host: Any = None, llm_stage: Any = None) -> tuple[list[Msg], float | None]:
    """A speech-to-text stage beside the LLM ("Whisper transcribes 4,000 dictations a day, then an LLM summarises
    each"): the day's hours of audio (`speech`, the speech load the chat read from the message) sized by tools.media at
    the measured batched real-time factor, said in one line with its machine and the day's and month's cost; with its
    month (tools.stages.speech_stage_month) for the sum of the stages; ([], None) with no audio load or no plan (expert
    the ASR stage and the daily count were dropped). `host` (the LLM's pick, a tools.schema.Candidate):
    when the stage fits beside the LLM on it (tools.stages.speech_colocation), it runs there and its month is 0.
    Speaker diarization said (pyannote, 区分说话人) is its own stage on the speech machine (tools.media
    .diarization_stage), its month added to the stage's; `llm_stage` (the LLM's batch as a tools.stages.StageCost and
    its period) is said beside them, each stage's GPU-hours and money a month (tools.stages.split_line)."""
    from catalog.gpus import all_gpus
    from tools.media import answer, plan
    from tools.non_llm import named_model
    from tools.stages import speech_stage_month

    named = named_model(text)
    assumed = named is None or named.family != "speech"
    stage_text = f"{text} ({SPEECH_STAGE_DEFAULT})" if assumed else text
    got = _media_setup(speech, stage_text, currency) if speech.dataset is not None else None
    if got is None:
        return [], None
    m, kw, _ = got
    rows, _, _ = catalog_rows()
    p, _ = _chinese_batch(plan(m, speech, all_gpus(), rows, **kw), speech, text, kw, not assumed)
    if p is None or not p.rows:
        return [], None
    m = p.model  # Chinese recordings: SenseVoice-Small when cheaper and no speech model was named
    lines = answer(p)
    every = [x for x in lines if x.code == "embedding.recurring"]
    said = [Msg(code="stages.speech_assumed", args={"name": m.name})] if assumed else []
    month = speech_stage_month(p.rows[0].cost, p.period)
    beside = _speech_beside(m, p, host, speech, month, kw["currency"])
    if beside is not None and beside.code == "stages.speech_colocated":
        return [beside, *said], 0.0
    split, diarized = _speech_split(p, text, llm_stage)
    return ([Msg(code="stages.speech", args={"job": lines[0]}), *every, *([beside] if beside else []), *said,
             *split], None if month is None else month + (speech_stage_month(diarized, p.period) or 0.0))


def _speech_split(p: Any, text: str, llm_stage: Any) -> tuple[list[Msg], float]:
    """A side speech stage's diarization (said: tools.media.diarization_line) and every stage side by side with the
    LLM's batch when it recurs with the speech (tools.stages.split_line); (those lines, diarization's cost a period)."""
    from advisor.core.extract_stated import diarization_said
    from advisor.core.stereo_channels import one_speaker_per_channel
    from tools.media import diarization_line, diarization_stage, gpu_hours
    from tools.stages import StageCost, split_line

    top = p.rows[0]
    stages = [StageCost("asr", gpu_hours(p, top) or 0.0, top.cost)]
    diarize = diarization_said(text) and not one_speaker_per_channel(text)
    if diarize:
        stages.append(StageCost("diarization", *diarization_stage(p)))
    if llm_stage is not None and llm_stage[1] == p.period:
        stages.append(llm_stage[0])
    lines = (diarization_line(p) if diarize else []) + split_line(stages, p.period, p.currency)
    return lines, stages[1].cost if diarize else 0.0


def _speech_beside(m: Any, p: Any, host: Any, w: Workload, month: float | None, cur: str) -> Msg | None:
    """The speech stage on the LLM's machine (tools.stages.speech_colocation) said: runs there with the month it saves,
    or why it gets its own machine; None when it cannot be judged (no host, a card the measurement cannot reach)."""
    from catalog.gpus import all_gpus
    from tools.constants import HOURS_PER_DAY
    from tools.stages import speech_colocation
    from tools.wording import money_text

    gpus = all_gpus()
    card = gpus.get(host.gpu) if host is not None else None
    if card is None or not host.per_gpu_bytes:
        return None
    co = speech_colocation(m, p, card, int(host.gpu_count), host.per_gpu_bytes, gpus,
                           w.usage_hours_per_day or HOURS_PER_DAY)
    if co is None:
        return None
    args = {"name": m.name, "gpu": host.gpu, "cards": int(host.gpu_count), "free": co.free_gb, "need": co.need_gb,
            "hours": co.hours, "limit": co.limit_h, "memory_ok": co.need_gb <= co.free_gb,
            "saving": money_text(month, cur, 0) if month else None,
            "audio": w.dataset.amount if w.dataset is not None else None}  # the day's hours, said as the stage's own
    return Msg(code="stages.speech_colocated" if co.fits else "stages.speech_separate", args=args)


def side_stages(workload: Workload, text: str, currency: str | None, llm_hourly: float | None,
                speech_month: float | None = None, llm_ttft_s: float | None = None,
                llm_month: float | None = None) -> list[Msg]:
    """Every stage of a RAG service beside its LLM (the reader's `index_items`, advisor.core.extract_stated
    .read_rag_stages): the embedder's one-off backfill of the documents, the query embeddings and the reranker at the
    stage query rate (tools.stages.stage_query_rate), each with its machine and month, then the month summed over the
    stages with the LLM's pick (`llm_hourly`, the answer's money) and held against the monthly budget
    (tools.stages.total_line); side_reranker's lines when no documents were counted."""
    from advisor.core.extract_rules import read_example_length
    from advisor.core.named_encoder import encoder_named
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.embedding import answer
    from tools.rerank import mixed_lines, mixed_plan, month_budget
    from tools.stages import stage_query_rate, total_line

    enc, (reranker, assumed) = encoder_named(text), stage_reranker(text)
    rate = stage_query_rate(workload)
    cur, fx = _display_currency(workload, currency)
    if enc is None or enc.kind != "embed" or not workload.index_items or not rate:
        # a reranker beside the LLM with no documents counted: its month is added to the LLM's (the
        # whole plan's month, not one stage's)
        side, share = side_reranker_plan(workload, text, currency, llm_ttft_s)
        sized = side if side is not None and side.reranker is not None and side.reranker.rows else None
        alone = ([] if speech_month is None and sized is None else
                 total_line(llm_hourly, sized, workload, cur, month_budget(workload, cur, usd_cny(), fx), speech_month,
                            llm_month))
        return share + reranker_stage_lines(side) + alone
    rows, _, _ = catalog_rows()
    # each document's length as said ("平均5页", "每篇约 3000 字", "10 pages each"): the backfill embeds all of it in chunks
    # (tools.embedding.passes_per_item), never its first chunk alone (cut at 512 tokens)
    doc = read_example_length(text)
    w = workload.model_copy(update={"seq_len": None, "prompt_tokens": doc[0] if doc else None, "output_tokens": None,
                                    "precision": None, "kv_precision": None, "gpu_preference": None, "num_gpus": None,
                                    "modality": None, "batch_requests": workload.index_items,
                                    "target_requests_per_s": rate})
    m = mixed_plan(enc, reranker, w, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx, places=gazetteer(),
                   **_rerank_said(text))
    if m is None or m.job is None:
        side, share = side_reranker_plan(workload, text, currency, llm_ttft_s)
        return share + reranker_stage_lines(side)
    said = [Msg(code="stages.reranker_assumed", args={"name": reranker.name})] if assumed and reranker else []
    kept = [x for x in mixed_lines(m) if x.code in ("rerank.queries", "rerank.reranker", "rerank.no_row")]
    return ([Msg(code="stages.backfill", args={"job": answer(m.job, _dt.date.today())[0]})] + kept + said
            + total_line(llm_hourly, m, w, cur, m.budget_month, speech_month, llm_month))


def _media_setup(workload: Workload, text: str, currency: str | None) -> tuple[Any, dict[str, Any], float | None] | None:
    """(the measured model, plan()'s keywords, an image service's images a day sized at its peak) for a speech or
    image job named in `text`; None when the model has no measurement."""
    from advisor.core.extract_rules import screened_figures
    from advisor.core.extract_stated import image_rate, image_size, sampling_steps
    from tools.media import media_model, with_addons, with_steps
    from tools.non_llm import named_model
    from tools.traffic import peak_rate_per_s

    named = named_model(text)
    m = media_model(named.name if named else None, text, workload.precision)
    if m is None or named is None:
        return None
    m = with_steps(m, text, sampling_steps(text))  # SDXL-Lightning at its 4 steps; the steps said win
    m = with_addons(m, text)  # "SDXL加controlnet": ControlNet's time in each step, said in the answer
    if m.key == "whisper-large":  # the user's version said back ("Whisper large-v3"); one figure serves v2 and v3
        from dataclasses import replace

        m = replace(m, name=named.name)
    cur, fx = _display_currency(workload, currency)
    size = image_size(text) if m.family == "diffusion" else None
    # an image service's requests a second ("每秒2个请求", "2 requests per second") are its images a second: one image a
    # request, as the measurements (batch 1)
    # the figures as every media reader reads them: "1e12 images per second" is no 12 a second (720 a minute sized)
    rate = (image_rate(screened_figures(text)) or workload.target_requests_per_s) if m.family == "diffusion" else None
    from catalog.places import gazetteer

    kw: dict[str, Any] = {"size": size, "currency": cur, "usd_cny": usd_cny(), "fx": fx, "images_per_s": rate,
                          "places": gazetteer(), "latency_s": _media_latency(text, m.family)}
    daily = _daily_peak(m.family, workload, text, rate)
    if daily is not None:  # an image API's count a day with its peak said: sized at the peak, the month beside it
        kw["images_per_s"] = peak_rate_per_s(daily, _peak_factor(text))
    return m, kw, daily


def media_cheaper(workload: Workload, text: str, currency: str | None = None) -> Msg | None:
    """"Cheaper?" asked of a speech or image plan: tools.media.cheaper_line over the same load re-priced on spot and,
    for a live image load, at tools.media.PEAK_UTILISATION busy; None when there is no plan to make cheaper."""
    from catalog.gpus import all_gpus
    from tools.media import FEWER_STEPS, PEAK_UTILISATION, cheaper_line, plan, steps_run

    got = _media_setup(workload, text, currency)
    if got is None:
        return None
    m, kw, _ = got
    rows, _, _ = catalog_rows()
    p = plan(m, workload, all_gpus(), rows, **kw)
    if p is None or not p.rows:
        return None
    spot = plan(m, workload, all_gpus(), rows, **kw, nearby=False, billing="spot")
    busier = plan(m, workload, all_gpus(), rows, **kw, nearby=False, busy=PEAK_UTILISATION) \
        if p.live and m.family == "diffusion" else None
    fewer = plan(m, workload, all_gpus(), rows, **kw, nearby=False, steps=FEWER_STEPS) \
        if m.family == "diffusion" and (steps_run(m) or 0) > FEWER_STEPS else None  # the levers' fewer steps, priced
    return cheaper_line(p, spot, busier, fewer)


def diarization_only(workload: Workload, text: str, currency: str | None = None) -> list[Msg] | None:
    """Speaker diarization asked alone over recorded audio (pyannote, "who spoke when", no transcript asked): its own
    job sized by tools.media.diarization_plan — never re-read as a Whisper transcription; None otherwise."""
    from advisor.core.extract_stated import diarization_alone
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.media import diarization_answer, diarization_box, diarization_plan

    d = workload.dataset
    if not diarization_alone(text) or workload.concurrency or d is None or d.unit != "audio_hours" or not d.amount:
        return None
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    p = diarization_plan(d.amount, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx,
                         places=gazetteer())
    nemo = re.search(r"(?i)(?<![a-z])nemo(?![a-z])", text or "") and not re.search(r"(?i)pyannote", text or "")
    out = diarization_answer(p, cur, "NeMo" if nemo else "pyannote")
    if workload.checked_gpu and not workload.gpu_preference:  # "boss suggested an 8xH100 node": judged, not obeyed
        held = workload.model_copy(update={"gpu_preference": workload.checked_gpu,
                                           "num_gpus": workload.checked_gpu_count})
        box = diarization_plan(d.amount, held, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx,
                               places=gazetteer())
        out[1:1] = diarization_box(p, box, workload.checked_gpu_count, cur)
    return out


def media(workload: Workload, text: str, currency: str | None = None, model_named: bool = True) -> list[Msg] | None:
    """A speech or image-generation job sized by tools.media from published measurements (Whisper large, SDXL,
    FLUX.1-dev named in `text`, with a batch or a live load); None when the model has no measurement or no load is
    stated (the scope note asks). A batch of Chinese recordings is sized on SenseVoice-Small too (_chinese_batch);
    `model_named`: the user named the model (else SenseVoice may lead when cheaper)."""
    from advisor.core.busy_period_read import busy_share_said
    from advisor.core.extract_stated import peak_factor
    from advisor.core.named_card_media import compared_card_lines, stated_card_fallback
    from catalog.gpus import all_gpus
    from tools.media import (
        committed_month,
        daily_peak_line,
        full_answer,
        plan,
    )
    from tools.traffic import peak_rate_per_s

    got = _media_setup(workload, text, currency)
    if got is None:
        return None
    m, kw, daily = got
    rows, _, _ = catalog_rows()
    from advisor.core.dictation_lines import with_dictation
    from advisor.core.stereo_channels import channel_split_lines, diarization_asked

    calls = workload  # the LLM steps read the calls' transcripts, never each channel's
    workload, split_line = _channel_hours(workload, text, m.family)
    factor = _peak_factor(text)
    from advisor.core.onprem_lines import buy_rows  # no cloud, a one-off budget: sized on the cards it can price

    every, rows = rows, buy_rows(rows, workload)
    p = plan(m, workload, all_gpus(), rows, **kw)
    if rows is not every and (p is None or not p.rows):  # no priced card holds it: the plan on every offer
        rows = every
        p = plan(m, workload, all_gpus(), rows, **kw)
    if daily is not None and p is not None:
        lead, m, p, workload = _fp8_on_stated_card(m, p, workload, rows, kw)
        if (other_cards := stated_card_fallback(m, p, workload, rows, kw, text, daily)) is not None:
            lead, p, workload = [*lead, *other_cards[0]], other_cards[1], other_cards[2]  # "4090还是H800" with none there
        day = plan(m, workload, all_gpus(), rows, **{**kw, "images_per_s": None})
        # people use it all day: the fleet for the day's average rate stays up every hour (the least a month costs)
        steady = plan(m, workload, all_gpus(), rows, **{**kw, "images_per_s": peak_rate_per_s(daily, 1.0)})
        lines = full_answer(p, all_gpus())
        lead = lead or compared_card_lines(m, p, workload, rows, kw, text, daily)
        return [*lead, committed_month(lines[0], steady),
                daily_peak_line(daily, factor, day, assumed=peak_factor(text) is None and not busy_share_said(text),
                                steady=steady),
                *lines[1:]]
    diarize = m.family == "speech" and diarization_asked(text)  # stereo, one speaker a channel: split, never diarized
    p, other = _chinese_batch(p, workload, text, kw, model_named)
    m = p.model if p is not None else m
    if p is not None and not p.rows:  # a named card that cannot run it: in FP8 on it, else why not and the plan without
        lead, _, fp8, _ = _fp8_on_stated_card(m, p, workload, rows, kw)
        if lead:
            return [*lead, *full_answer(fp8, all_gpus(), diarize)]
        bare = _without_card(m, p, workload, rows, kw, text, model_named, diarize, split_line)
        if bare is not None:  # the LLM steps (质检, summaries) on the plan without the card, as on any plan
            free, split = _free(calls, bare[1], rows, kw)
            return bare[0] + qa_stage(free, bare[1], text, currency, diarize, split)
    if p is None:
        return None
    lines = _with_spot(full_answer(p, all_gpus(), diarize, other), p, workload, m, kw)
    from advisor.core.batch_window_lines import with_window  # a stated daily window is the wall (tools.batch_window)
    from tools.media import gpu_hours

    lines = with_window(lines, text, p.period, gpu_hours(p, p.rows[0]) if p.rows else None, p.rows[0] if p.rows else None,
                        kw["currency"])
    lines = with_dictation([*lines[:1], *([split_line] if split_line else []), *_big_card_waste(p, workload, m, rows, kw),
                            *channel_split_lines(p, text), *_word_timestamps(m, text), *lines[1:]], p, workload, text, rows, kw)
    lines = [*lines[:1], *compared_card_lines(m, p, workload, rows, kw, text, p.units if m.family == "diffusion" else None),
             *_always_on(p, text, workload, rows, kw), *_peak_average(p, text, workload, rows, kw), *lines[1:]]
    if any(x.code == "media.peak_average" for x in lines):  # the month is priced from the average: no ask for it
        lines = [x for x in lines if x.code != "media.peak_month"]
    stages = qa_stage(calls, p, text, currency, diarize, plan(m, calls, all_gpus(), rows, **kw) if calls is not workload
                      else None)
    # the month of every stage (or the whole job) under the headline, each stage's own sizing at the end
    sums = [x for x in stages if x.code in ("stages.split", "stages.total")]
    from advisor.core.onprem_lines import onprem_lines  # no cloud: the box to buy, no rental row

    return onprem_lines([*lines[:1], *sums, *lines[1:], *[x for x in stages if x not in sums]], p, workload)


def _word_timestamps(m: Any, text: str) -> list[Msg]:
    """Word-level timestamps asked of a Whisper batch: the alignment step named (WhisperX's forced alignment), never
    a diarizer the user did not ask for."""
    from advisor.core.extract_stated import word_timestamps_said

    return [Msg(code="media.word_timestamps", args={})] if m.family == "speech" and word_timestamps_said(text) else []


def _channel_hours(workload: Workload, text: str, family: str) -> tuple[Workload, Msg | None]:
    """Two-channel calls with one side a channel (双声道，坐席和客户各一路; "agent on the left, customer on the right"),
    transcribed: each channel is decoded on its own, so the batch is its channel-hours (tools.channel_split
    .channel_hours, said by channel_hours_line); the workload as it is and None otherwise (a live load, diarization
    alone, no hours)."""
    from advisor.core.stereo_channels import split_channels

    channels = split_channels(text) if family == "speech" and not workload.concurrency else None
    d = workload.dataset
    if not channels or d is None or d.unit != "audio_hours" or not d.amount:
        return workload, None
    from tools.channel_split import channel_hours, channel_hours_line

    amount = channel_hours(d.amount, channels)
    return (workload.model_copy(update={"dataset": d.model_copy(update={"amount": amount})}),
            channel_hours_line(d.amount, channels))


def _without_card(m: Any, p: Any, workload: Workload, rows: list[Any], kw: dict[str, Any], text: str,
                  model_named: bool, diarize: bool, split_line: Msg | None) -> tuple[list[Msg], Any] | None:
    """The card named is not offered: the plan without it (advisor.core.named_card_media.stated_card_fallback), with
    Chinese recordings led by SenseVoice-Small when cheaper as with no card named ("领导想上H800" once left a Whisper
    plan on 38 machines), and a small speech model on a big card judged (tools.media.small_model_big_card); None
    when no such plan ranks anything."""
    from advisor.core.named_card_media import stated_card_fallback
    from catalog.gpus import all_gpus
    from tools.media import answer, plan, small_model_big_card

    alt = stated_card_fallback(m, p, workload, rows, kw, text, p.units if m.family == "diffusion" else None)
    if alt is None or not alt[1].rows:
        return None
    ap, aother = _chinese_batch(alt[1], alt[2], text, kw, model_named)
    if ap.model is not m:  # the card's verdict said of the model that leads
        again = stated_card_fallback(ap.model, plan(ap.model, workload, all_gpus(), rows, **kw), workload, rows, kw,
                                     text, None)
        alt = again if again is not None else alt
    waste = small_model_big_card(ap, workload.gpu_preference, all_gpus()) if ap.units else None
    head, *more = answer(ap, diarize, aother)
    return [*alt[0], head, *([split_line] if split_line else []), *([waste] if waste is not None else []), *more], ap


def _free(calls: Workload, p: Any, rows: list[Any], kw: dict[str, Any]) -> tuple[Workload, Any]:
    """(the calls' workload with no card held, the calls' own plan when each channel was sized — qa_stage's `calls`,
    so the LLM reads each call once — else None) for qa_stage on a plan made without the card named."""
    from catalog.gpus import all_gpus
    from tools.media import plan

    free = calls.model_copy(update={"gpu_preference": None, "num_gpus": None})
    own = plan(p.model, free, all_gpus(), rows, **kw)
    return free, own if own is not None and own.units and p.units and own.units != p.units else None


def _big_card_waste(p: Any, workload: Workload, m: Any, rows: list[Any], kw: dict[str, Any]) -> list[Msg]:
    """A speech batch held to a big card named ("my manager wants an 8xH100 node", 老細想上H100): the card judged
    against the same batch on any card (tools.media.small_model_big_card); [] when the model is not small beside it."""
    from catalog.gpus import all_gpus
    from tools.media import plan, small_model_big_card

    if not (p.rows and p.units and workload.gpu_preference and m.family == "speech"):
        return []
    free = plan(m, workload.model_copy(update={"gpu_preference": None, "num_gpus": None}), all_gpus(), rows, **kw)
    waste = small_model_big_card(p, workload.gpu_preference, all_gpus(), free)
    return [waste] if waste is not None else []


def _peak_average(p: Any, text: str, workload: Workload, rows: list[Any], kw: dict[str, Any]) -> list[Msg]:
    """A peak image rate with the average said beside it (平均每秒只有5张，高峰就晚上两三个小时): the autoscaled month and
    the queued alternative (tools.media.peak_and_average), the average's fleet planned on the same rows; [] when no
    average below the peak is said."""
    from advisor.core.image_average_read import average_image_rate, peak_hours
    from catalog.gpus import all_gpus
    from tools.media import peak_and_average, plan

    avg = average_image_rate(text)
    if avg is None or not p.live or p.model.family != "diffusion" or avg >= p.live:
        return []
    base = plan(p.model, workload, all_gpus(), rows, **{**kw, "images_per_s": avg, "nearby": False})
    got = peak_and_average(p, base, avg, peak_hours(text)) if base is not None else None
    return [got] if got is not None else []


def _always_on(p: Any, text: str, workload: Workload, rows: list[Any], kw: dict[str, Any]) -> list[Msg]:
    """A per-item limit said beside a period's audio ("results within 1 hour of the call"): the cards kept up all
    month that it costs (tools.media.always_on_line), on the smallest machine of each card (a one-stream live plan's
    rows, not the batch's big boxes); [] when none is said."""
    from advisor.core.extract_rules import item_latency_said
    from advisor.core.extract_stated import batch_peak_said
    from catalog.gpus import all_gpus
    from tools.media import always_on_line, plan

    item = item_latency_said(text)
    if item is None or p.units is None or p.model.family != "speech":
        return []
    one = workload.model_copy(update={"concurrency": 1, "dataset": None, "deadline_hours": None, "batch_period": None})
    small = plan(p.model, one, all_gpus(), rows, **kw)
    said = batch_peak_said(text or "")  # "晚上7点到9点交的占60%": the window's rate, not an assumed busiest hour
    busy = (said[0], said[1]) if said is not None and said[0] and said[1] and not said[2] else None
    got = always_on_line(p, item.group(0).strip(), small.rows if small is not None else None, busy)
    return [got] if got is not None else []


def _fp8_on_stated_card(m: Any, p: Any, workload: Workload, rows: list[Any], kw: dict[str, Any]
                          ) -> tuple[list[Msg], Any, Any, Workload]:
    """A named card too small for the 16-bit model ("每天3万张 FLUX.1-dev on a 4090"): its FP8
    form on that card (tools.media.fp8_on_stated_card), led by why, priced where prices are held when the stated
    provider has none here; the model and plan as they are otherwise (the daily branch once answered "nothing fits"
    with nothing below)."""
    from catalog.gpus import all_gpus
    from tools.media import fp8_on_stated_card

    if p.rows:
        return [], m, p, workload
    fp8 = fp8_on_stated_card(m, workload, all_gpus(), rows, **kw)
    lead: list[Msg] = []
    wanted = {x.lower() for x in workload.providers or []}
    if fp8 is None and wanted and not any(r.provider.lower() in wanted and r.gpu == workload.gpu_preference
                                          and (r.price_on_demand or r.price_spot) for r in rows):
        # the stated provider lists no such card here: the card's count and hours priced where it is rented
        workload = workload.model_copy(update={"providers": []})
        fp8 = fp8_on_stated_card(m, workload, all_gpus(), rows, **kw)
        lead = [Msg(code="media.provider_lacks_card", args={"providers": sorted(wanted), "card": workload.gpu_preference})]
    return (lead + [fp8[0]], fp8[1].model, fp8[1], workload) if fp8 is not None else ([], m, p, workload)


# both speech models named as the choice ("用whisper定sensevoice？", "Whisper or SenseVoice?", "Whisper vs SenseVoice"):
# each is sized on the batch and the cheaper leads with the other beside it, never one alone
BOTH_ASR = re.compile(r"(?i)sense\s*voice")
WHISPER_WORD = re.compile(r"(?i)whisper")
# recordings said to be in English, asked in Chinese (1500小時的英語法說會錄音, 英文录音): not Chinese recordings
ENGLISH_AUDIO = re.compile(r"(?i)(?:\benglish|英语|英語|英文)[^，。,.;；]{0,8}?(?:录音|錄音|音频|音頻|音訊|音檔|电话|電話"
                           r"|会议|會議|法说会|法說會|播客|recordings?|audio|calls?|podcasts?)")


def _chinese_batch(p: Any, workload: Workload, text: str, kw: dict[str, Any], model_named: bool) -> tuple[Any, Msg | None]:
    """A Whisper batch of Chinese recordings (asked in Chinese, or Mandarin / Cantonese said): the same batch sized on
    SenseVoice-Small (tools.media.chinese_batch_lead picks which leads) and the other model's line; with both named as
    the choice (BOTH_ASR and WHISPER_WORD: "用whisper定sensevoice？"), the batch read as SenseVoice is sized on Whisper
    large too and neither counts as named, so the cheaper leads and the other is priced beside it; the plan as it is
    and None otherwise."""
    from advisor.core.extract_rules import CHINESE_SPEECH
    from catalog.gpus import all_gpus
    from tools.media import MODELS, chinese_batch_lead, other_model_line, plan

    if p is None or p.model.family != "speech" or p.live or not p.units:
        return p, None
    rows, _, _ = catalog_rows()
    versus = bool(BOTH_ASR.search(text or "")) and bool(WHISPER_WORD.search(text or ""))  # "用whisper定sensevoice？"
    if versus and p.model.key == "sensevoice":  # both named, SenseVoice read: Whisper sized too, the cheaper leads
        whisper = plan(MODELS["whisper-large"], workload, all_gpus(), rows, **kw)
        p = whisper if whisper is not None and whisper.rows else p
    if not p.model.key.startswith("whisper") or not (p.chinese or CHINESE_SPEECH.search(text or "")):
        return p, None
    if ENGLISH_AUDIO.search(text or "") and not CHINESE_SPEECH.search(text or ""):
        return p, None  # English recordings asked in Chinese: Whisper as sized, never "中文錄音" led by SenseVoice
    model_named = model_named and not versus  # both named: neither is the user's pick, the cheaper leads
    sv = plan(MODELS["sensevoice"], workload, all_gpus(), rows, **kw)
    from advisor.core.asr_languages import languages_named
    from tools.asr_gives_up import sensevoice_lacks

    lacks = tuple(sensevoice_lacks(languages_named(text)))  # what the cheaper SenseVoice gives up, said on its line
    lead, beside = chinese_batch_lead(p, sv, model_named, lacks)
    line = other_model_line(beside, lead) if beside is not None else None
    if line is None:
        return lead, None
    return lead, line.model_copy(update={"args": {**line.args, "lacks": list(lacks), "kept": lead.model.name,
                                                  "versus": versus}})


def _with_spot(lines: list[Msg], p: Any, workload: Workload, m: Any, kw: dict[str, Any]) -> list[Msg]:
    """Spot allowed ("spot/preemptible is fine"): the same load re-priced on spot / interruptible prices
    (tools.media.cheaper_line) said under the headline, so the cheaper spot plan is in the answer, not behind a
    follow-up; the lines unchanged when spot is not said or there is no plan."""
    from catalog.gpus import all_gpus
    from tools.media import cheaper_line, plan

    if workload.billing != "spot" or not p.rows or not lines:
        return lines
    rows, _, _ = catalog_rows()
    spot = plan(m, workload, all_gpus(), rows, **kw, nearby=False, billing="spot")
    if spot is None or not spot.rows:
        return lines
    from tools.batch_filters import scarce_spot_row, spot_priced

    line = cheaper_line(p, spot, None)
    return [lines[0], *([line] if line is not None else []), *spot_priced(lines[1:], scarce_spot_row(spot.rows[0]))]


def _live_service(text: str) -> bool:
    """Does the message say a live service (an API, an endpoint, online, 接口, 线上) and no batch or offline run, or a
    customer waiting for each result (客人坐喺度等)?"""
    from advisor.core.extract_rules import CUSTOMER_WAITS, LIVE_SERVICE, OFFLINE_JOB

    # a customer waiting for each result (CUSTOMER_WAITS) is served live, whatever batch word came before it
    return bool(CUSTOMER_WAITS.search(text or "")) or (bool(LIVE_SERVICE.search(text or ""))
                                                       and not OFFLINE_JOB.search(text or ""))


def _peak_factor(text: str) -> float:
    """The peak said as a multiple of the average; else, for a live service, tools.traffic's busiest-hour factor
    (busy_hour_factor, the one text services use; said as assumed); else 1."""
    from advisor.core.busy_period_read import busy_period_factor
    from advisor.core.extract_stated import peak_factor
    from tools.traffic import busy_hour_factor

    return peak_factor(text) or busy_period_factor(text) or (busy_hour_factor() if _live_service(text) else 1.0)


def _daily_peak(family: str, w: Workload, text: str, rate: float | None) -> float | None:
    """The images a day of an image service whose peak is said as a multiple of the average ("每日大約 5 萬張 … 高峰大概
    平均嘅三倍"), or of one said to be a live service ("an SDXL image API, ~50k images/day"): sized as a live load at
    that peak, not as one batch a day; None otherwise (no rate said beside it)."""
    from advisor.core.extract_stated import peak_factor

    if family != "diffusion" or rate or w.batch_period != "day" or not w.batch_requests:
        return None
    from advisor.core.busy_period_read import busy_said  # "busiest at lunch", 晚上最忙: a service, not a day's batch

    busy = busy_said(text)
    return float(w.batch_requests) if peak_factor(text) is not None or _live_service(text) or busy else None


def _media_latency(text: str, family: str) -> float | None:
    """A speech stream's latency target, or an image's ("each user should get their image in under 5 s")."""
    from advisor.core.extract_stated import image_latency, stream_latency

    if family == "speech":
        return stream_latency(text)
    said = image_latency(text)
    return said[0] if said is not None else stream_latency(text)


def media_train(workload: Workload, text: str, currency: str | None = None) -> list[Msg] | None:
    """An image model's LoRA training (SDXL, FLUX.1-dev named in `text`, with an image count) sized by
    tools.media_train from published training measurements; None when the model has no measurement or no count is
    stated (the scope note asks)."""
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.media import media_model
    from tools.media_train import train_answer, train_plan
    from tools.non_llm import named_model

    named = named_model(text)
    m = media_model(named.name if named else None, text)
    if m is None:
        return None
    if m.fp8:  # FLUX.1-dev LoRA "in FP8": the training measurement already runs an FP8 (quanto) transformer
        from tools.media import MODELS

        m = MODELS[m.key.removesuffix("-fp8")]
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    if m.family == "speech":  # a Whisper fine-tune: sized from its FLOPs (tools.speech_train)
        from dataclasses import replace

        from advisor.core.clip_length_read import clip_seconds
        from tools.speech_train import owned_first, speech_train_plan

        # the user's version said back ("large-v3") with its own size: Whisper small (244 M) is sized at large-v3's
        # measured speed but trains its own parameters, never large's 1.55 B (its states are 3.9 GB, not 24.8)
        m = replace(m, name=named.name, params=named.params) if named is not None else m

        sp = speech_train_plan(m, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx,
                               places=gazetteer(), clip_s=clip_seconds(text))
        if sp is None:
            return None
        from advisor.core.proposed_plan_read import plan_msg

        top = sp.rows[0] if sp.rows else None  # "廠商建議租8張H100一週": the vendor's plan priced beside the pick
        same = (top.provider, top.instance, top.gpu, top.price) if top is not None and top.machines == 1 and \
            top.gpus == (workload.checked_gpu_count or workload.num_gpus) else None
        plan = plan_msg(workload, text, rows, cur, usd_cny(), fx, top.cost if top is not None else None, None, same)
        return owned_first(sp, workload, all_gpus()) + ([plan] if plan is not None else [])
    from advisor.core.extract_stated import image_size, job_count, jobs_per_day, lora_steps, owned_card_gb

    per_day = jobs_per_day(text) or workload.daily_users or workload.requests_per_day  # one LoRA a customer
    owned_gb = owned_card_gb(text)
    if workload.owned_gpus and owned_gb is not None:  # the card in hand is judged by its memory (owned_card_verdict):
        # the rental priced beside it is any card that does the job, not more of the one too small for it
        workload = workload.model_copy(update={"gpu_preference": None, "num_gpus": None, "owned_gpus": None})
    p = train_plan(m, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx, places=gazetteer(),
                   steps=lora_steps(text), per_day=per_day, size=image_size(text), jobs=job_count(text))

    return train_answer(p, owned_gb) if p is not None else None


def tts_train(workload: Workload, text: str, currency: str | None = None) -> list[Msg] | None:
    """A named speech model trained or fine-tuned on hours of speech (advisor.core.tts_train_read) as
    tools.tts_train's provisional plan: one card, days, GPU-hours and the cost in the stated place; None else."""
    from advisor.core.tts_train_read import finetune_said, tts_train_read
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.tts_train import tts_train_answer, tts_train_plan

    said = tts_train_read(text)
    if said is None:
        return None
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    p = tts_train_plan(said[0], said[1], workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx,
                       places=gazetteer(), finetune=finetune_said(text))
    return tts_train_answer(p) if p is not None else None


def media_full_train(workload: Workload, text: str, currency: str | None = None) -> list[Msg] | None:
    """An image model's full fine-tune (the whole denoiser, "not LoRA") as tools.media_full_train's provisional plan;
    None when the named model has no denoiser count or no image count is stated (the scope note asks)."""
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.media import media_model
    from tools.media_full_train import full_train_answer, full_train_plan
    from tools.non_llm import named_model

    named = named_model(text)
    m = media_model(named.name if named else None, text)
    if m is None or m.family != "diffusion":
        return None
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    p = full_train_plan(m, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx, places=gazetteer())
    return full_train_answer(p) if p is not None else None


def vision_train(workload: Workload, text: str, currency: str | None = None) -> list[Msg] | None:
    """A vision model's training (YOLO11, RT-DETR, ResNet-50, nnU-Net, or the kind's stand-in) sized by
    tools.vision_train from published FLOPs or epoch times, with the on-site option when the data must stay or buying
    is weighed; None when the message asks no vision training."""
    from advisor.core.vision_train_read import vision_job, wants_onsite
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.seg_train import seg_lines
    from tools.vision_train import vision_train_answer, vision_train_plan

    job = vision_job(workload, text)
    if job is None:
        return None
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    from advisor.core.onprem_lines import buy_rows  # no cloud, a one-off budget: sized on the cards it can price

    every, rows = rows, buy_rows(rows, workload)
    if job.model.kind == "segmentation3d" and workload.buy_server and not workload.owned_gpus:
        from tools.offprem_buy import priced_rows  # nnU-Net's box to buy: a card with a held purchase price

        rows = priced_rows(rows) or rows
    p = vision_train_plan(job, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx,
                          places=gazetteer(), onsite=wants_onsite(workload, text))
    if rows is not every and (p is None or not p.rows):  # no priced card holds it: the plan on every offer
        p = vision_train_plan(job, workload, all_gpus(), every, currency=cur, usd_cny=usd_cny(), fx=fx,
                              places=gazetteer(), onsite=wants_onsite(workload, text))
    from advisor.core.onprem_lines import onprem_lines  # no cloud: the box to buy, no rental row
    from tools.detector_rows import train_lines

    choice = _card_choice(job, p, workload, text)
    if choice is not None:  # "buy an H100 server or one RTX 5090?": the card that is enough, planned on it
        workload = workload.model_copy(update={"gpu_preference": choice.args["pick"]})
        p = vision_train_plan(job, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx,
                              places=gazetteer(), onsite=wants_onsite(workload, text))
    head = vision_train_answer(p)
    if choice is not None:  # the verdict under the headline, or first when no priced row of the card heads it
        head = [choice, *head] if not p.rows else [*head[:1], choice, *head[1:]]
    from advisor.core.proposed_plan_read import plan_msg

    head = [*head[:1], *_quoted(p, workload), *head[1:]]  # "廠商推薦 8 張 H100 的伺服器": that box against the job
    top = p.rows[0] if p.rows else None  # "算法同事说要租8卡A800一个月": the proposed plan priced beside the job
    plan = plan_msg(workload, text, every, cur, usd_cny(), fx, top.cost if top is not None else None, None) \
        if job.model.kind != "segmentation3d" or not wants_onsite(workload, text) else None
    if plan is not None:
        from tools.vision_train import proposed_run

        g = all_gpus().get(str(plan.args.get("gpu")))  # the card the plan was priced on
        run = proposed_run(p, g, all_gpus(), int(workload.checked_gpu_count or workload.num_gpus or 1)) \
            if g is not None else None
        head = [*head[:1], plan, *([run] if run is not None else []), *head[1:]]
    elif job.model.kind != "segmentation3d":  # "was going to rent 8xH100, is that enough?": answered first
        head = [*_proposed_fit(p, workload), *head]
    # a 2-D segmentation model's schedule, memory and licence; a DETR-family detector's nearest row and licence
    return onprem_lines(head + seg_lines(p) + train_lines(job.model.key), p, workload)


def _proposed_fit(p: Any, workload: Workload) -> list[Msg]:
    """The machine the user named with no span ("8xH100, is that enough?"): the job on it, yes or no
    (tools.vision_train.proposed_fit); [] without a card and a count above one."""
    from catalog.gpus import all_gpus
    from tools.offers import named_cards
    from tools.vision_train import proposed_fit

    count = workload.checked_gpu_count or workload.num_gpus
    named = named_cards(workload.checked_gpu or workload.gpu_preference or "", all_gpus())
    if not count or int(count) < 2 or not named:
        return []
    g = all_gpus().get(named[0])
    got = proposed_fit(p, g, all_gpus(), int(count)) if g is not None else None
    return [got] if got is not None else []


def _quoted(p: Any, workload: Workload) -> list[Msg]:
    """nnU-Net on the box the user was quoted to buy (tools.vision_train.quoted_box); [] without one."""
    from catalog.gpus import all_gpus
    from tools.offers import named_cards
    from tools.vision_train import quoted_box

    count = workload.checked_gpu_count or workload.num_gpus
    if not workload.buy_server or not count or p.job.model.kind != "segmentation3d":
        return []
    named = named_cards(workload.checked_gpu or workload.gpu_preference or "", all_gpus())
    g = all_gpus().get(named[0]) if named else None
    got = quoted_box(p, g, all_gpus(), int(count)) if g is not None else None
    return [got] if got is not None else []


def _card_choice(job: Any, p: Any, workload: Workload, text: str) -> Msg | None:
    """Two or more cards named beside a ViT fine-tune (tools.vision_train.card_choice): the one that is enough."""
    from advisor.core.named_card_media import cards_named
    from catalog.gpus import all_gpus
    from tools.vision_train import card_choice

    if job.model.kind != "vit":
        return None
    gpus = all_gpus()
    cards = [gpus[c] for c in cards_named(text) if c in gpus]
    return card_choice(p, cards, workload.deadline_hours)


def vector_search(workload: Workload, text: str, currency: str | None = None) -> list[Msg] | None:
    """GPU vector search over the user's vectors (FAISS / cuVS) sized by tools.vector_search: the index by method,
    the cards that hold it and answer the QPS, the re-rank copy and the build; None when the message asks none."""
    from advisor.core.named_encoder import encoder_named
    from advisor.core.vector_search_read import HAVE, search_job
    from catalog.gpus import all_gpus
    from tools.vector_search import search_answer, search_plan

    job = search_job(text)
    if job is None or (encoder_named(text) is not None and not HAVE.search(text)):
        return None  # an encoder to run over the items first: the embedding job's answer, its index line beside
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    return search_answer(search_plan(job, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx))


def recsys_train(workload: Workload, text: str, currency: str | None = None) -> list[Msg] | None:
    """A recommender's training (DLRM, DCNv2, TorchRec, two-tower) sized by tools.recsys_train: its tables' cards,
    a published throughput, the deadline, spot and the fastest; None when the message asks no recommender training."""
    from advisor.core.recsys_read import recsys_job, wants_fastest
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.recsys_train import recsys_answer, recsys_plan

    job = recsys_job(workload, text)
    if job is None:
        return None
    cur, fx = _display_currency(workload, currency)
    rows, _, _ = catalog_rows()
    p = recsys_plan(job, workload, all_gpus(), rows, currency=cur, usd_cny=usd_cny(), fx=fx, places=gazetteer())
    fastest = workload.priority == "fastest" or wants_fastest(text.split("\n")[0])  # this turn's words only
    return recsys_answer(p, spot=workload.billing == "spot", fastest=fastest)


def _display_currency(workload: Workload, currency: str | None) -> tuple[str, dict[str, float]]:
    """The currency the encoder and media answers are shown in (USD when no rate is known for the asked one) and the
    rates they convert at."""
    fx = _fx_rates(workload, currency)
    return (currency if currency and (currency in ("USD", "CNY") or currency in fx) else "USD"), fx


def _fx_rates(workload: Workload, currency: str | None) -> dict[str, float]:
    """Units per USD (catalog/data/fx.csv) of the display and budget currencies other than USD/CNY, so every
    price is converted at that currency's own rate (tools.cost.convert_amount does the sums); an electricity price's
    currency too (tools.power), the local tariff's an owned box is priced at (tools.power_tariff), the credits'
    (tools.credits), and a quoted price's (tools.quoted_price: its rows are priced in it)."""
    b = workload.budget or workload.budget_per_hour
    power = workload.power_price.currency if workload.power_price else None
    credits = workload.credits.currency if workload.credits else None  # "€3,000 of credits": converted at EUR's rate
    quoted = workload.quoted_price.currency if workload.quoted_price else None  # a TWD quote in a HKD answer
    from tools.power_tariff import default_tariff

    tariff = default_tariff(workload.located, workload.regions, currency)[0].currency  # an owned box's local tariff
    wanted = {c for c in (currency, b.currency if b else None, power, credits, tariff, quoted) if c and c not in ("USD", "CNY")}
    if not wanted:
        return {}
    from catalog.places import fx_rate

    return {c: rate.per_usd for c in wanted if (rate := fx_rate(c)) is not None and rate.per_usd}


def _priced_budget(workload: Workload, fx: dict[str, float]) -> tuple[Workload, Any]:
    """A TWD/HKD/EUR/JPY/GBP budget: kept in its currency when fx.csv has the rate (the answer is priced in it),
    with the rate said; else dropped openly (tools.cost.to_priced_currency says so)."""
    b = workload.budget or workload.budget_per_hour
    if b is None or b.currency in ("USD", "CNY"):
        return workload, None
    from catalog.places import fx_rate
    from tools.cost import fx_note, to_priced_currency

    rate = fx_rate(b.currency)
    if b.currency in fx and rate is not None:
        return workload, fx_note(b.currency, fx[b.currency], rate.as_of, rate.source)
    return to_priced_currency(workload, None)


class LLMGuard:
    """Keeps a slow or failing language model from holding answers up (Slack: many at once).

    Wraps an extractor (`.extract(message, history)` → patch or None, None meaning "use the rules").
    At most `max_in_flight` calls wait on the model at a time, and after `trip` calls in a row that
    ran into the timeout, the model is skipped for `cool_down_s`. Either way the message is answered
    by the rule extractor at once, instead of queueing behind the model."""

    def __init__(self, inner: Any, max_in_flight: int = 4, trip: int = 3, cool_down_s: float = 30.0):
        self.inner = inner
        self.timeout = float(getattr(inner, "timeout", 15.0))
        self._slots = threading.BoundedSemaphore(max_in_flight)
        self._lock = threading.Lock()
        self._slow = 0
        self._open_until = 0.0
        self.trip, self.cool_down_s = trip, cool_down_s

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def extract(self, message: str, history: list[dict[str, Any]] | None = None) -> Any:
        import time

        if time.monotonic() < self._open_until or not self._slots.acquire(blocking=False):
            return None
        t0 = time.monotonic()
        try:
            result = self.inner.extract(message, history)
        finally:
            self._slots.release()
        slow = result is None and time.monotonic() - t0 >= self.timeout * 0.95
        with self._lock:
            self._slow = self._slow + 1 if slow else 0
            if self._slow >= self.trip:
                self._open_until = time.monotonic() + self.cool_down_s
                self._slow = 0
        return result


# a step after the transcript that an LLM does (tools.speech_llm): 质检 (quality inspection), compliance flags,
# summaries, minutes, scoring — "转写+质检", "flag compliance issues", 轉文字再做摘要
QA_STEP = re.compile(
    r"(?i)质检|質檢|品检|品檢|合规|合規|违规|違規|摘要|总结|總結|纪要|紀要|小结|小結|审核|審核|打分|评分|評分|"
    r"\b(?:qa|quality[\s-]+(?:check|assurance|review|scor\w*)|compliance|complian\w*|flag\w*|summar\w+|score\w*|"
    r"review\s+(?:them|each|every)|classif\w+|sentiment)\b")


def qa_step_said(text: str) -> bool:
    """Is an LLM step said after the transcription? "转写+质检" → yes; "flag compliance issues" → yes; "transcribe 800
    hours of podcasts" → no."""
    return QA_STEP.search(text or "") is not None


def qa_stage(speech: Workload, p: Any, text: str, currency: str | None, diarize: bool = False,
             calls: Any = None) -> list[Msg]:
    """The LLM steps after a speech batch ("转写+质检", "flag compliance issues", 摘要; a translation of the subtitles:
    advisor.core.extract_stated.translation_targets): the period's transcripts (tools.speech_llm.qa_batch /
    translation_batch: the audio × a published speech rate) each sized as an LLM batch by advise() on
    tools.speech_llm.QA_DEFAULT_MODEL (said), with its job and month; then every stage side by side (speech-to-text,
    speaker diarization when `diarize`, the LLM steps: tools.stages.split_line) and the month of all held against a
    monthly budget (tools.stages.total_line); [] when no such step is said or nothing is priced (a call-recording
    batch's 质检 step was once left out of the budget, a subtitle batch's translation was "not sized yet")."""
    from advisor.core.extract_rules import CHINESE_SPEECH
    from tools.media import diarization_stage, gpu_hours
    from tools.stages import StageCost, speech_stage_month, split_line, total_line

    if p is None or p.live or not p.units or not p.rows:
        return []
    chinese = bool(p.chinese or CHINESE_SPEECH.search(text or ""))
    # `calls`: the plan on the calls' hours when each channel was transcribed on its own (the LLM reads each call once)
    steps = _llm_steps(speech, calls if calls is not None and calls.units else p, text, chinese)
    if not steps and not diarize:
        return []
    top = p.rows[0]
    stages = [StageCost("asr", gpu_hours(p, top) or 0.0, top.cost)]
    if diarize:
        stages.append(StageCost("diarization", *diarization_stage(p)))
    stages += [cost for _, cost in steps]
    out = [said for said, _ in steps] + split_line(stages, p.period, p.currency)
    if not steps or p.period is None:  # a batch run once: its stages said, no month to sum
        return out
    budget = speech.budget.amount if speech.budget is not None and speech.budget.per == "month" and \
        speech.budget.currency == p.currency else None
    asr_month = speech_stage_month(sum(x.cost for x in stages if x.stage in ("asr", "diarization")), p.period)
    llm_month = speech_stage_month(sum(cost.cost for _, cost in steps), p.period)
    return out + total_line(None, None, speech, p.currency, budget, asr_month, llm_month)


def _llm_steps(speech: Workload, p: Any, text: str, chinese: bool) -> list[tuple[Msg, Any]]:
    """The LLM steps said after a speech batch, each (its line, its tools.stages.StageCost for one period): a QA /
    summary step (qa_step_said: one request a recording said, else 10-minute pieces) and a translation into the
    languages said (tools.speech_llm.translation_batch); a step nothing prices is left out."""
    from advisor.core.extract_stated import audio_items, translation_targets
    from advisor.core.whisper_translate_read import llm_rewrite_targets, minutes_said
    from tools.speech_llm import counted_recordings, qa_batch, translation_batch

    out: list[tuple[Msg, Any]] = []
    rewrite = llm_rewrite_targets(text)  # "Whisper translate" into written Chinese: an LLM rewrite, minutes a summary
    if qa_step_said(text) or (rewrite is not None and minutes_said(text)):
        items = audio_items(text)
        # a count said is the recordings only when count × length is the batch's audio ("200个坐席 … 3000小时" is not)
        count = counted_recordings(*items[:4], p.units) if items is not None else None
        got = _llm_step(speech, p, qa_batch(p.units, chinese, count), chinese, False, {})
        out += [got] if got is not None else []
    langs = rewrite if rewrite is not None else translation_targets(text)
    if langs:
        got = _llm_step(speech, p, translation_batch(p.units, chinese, len(langs)), chinese, True,
                        {"langs": langs, "n": len(langs)})
        out += [got] if got is not None else []
    return out


def _llm_step(speech: Workload, p: Any, qa: Any, chinese: bool, translation: bool, extra: dict[str, Any]
              ) -> tuple[Msg, Any] | None:
    """One LLM batch over the period's transcripts (`qa`, a tools.speech_llm.QaBatch) sized by advise() on
    QA_DEFAULT_MODEL in the speech plan's currency: its line (a translation's, else a QA step's) and its StageCost
    (the job's GPU-hours: its hours × the machine's cards, and its on-demand cost); None when nothing is priced."""
    from tools.speech_llm import QA_DEFAULT_MODEL, SPEECH_RATE_SOURCE, speech_rate
    from tools.stages import llm_batch_month, llm_stage
    from tools.wording import money_text

    if qa is None:
        return None
    llm = Workload(task="inference", model=QA_DEFAULT_MODEL, batch_requests=qa.requests, prompt_tokens=qa.prompt_tokens,
                   output_tokens=qa.output_tokens, seq_len=qa.prompt_tokens + qa.output_tokens,
                   batch_period=p.period, deadline_hours=speech.deadline_hours, regions=speech.regions,
                   providers=speech.providers, data_residency=speech.data_residency, budget=speech.budget,
                   language=speech.language)
    rec = advise(llm, currency=p.currency)
    top = rec.candidates[0] if rec.candidates else None
    line = rec.cost_table[0].cost if rec.cost_table and top is not None else None
    if top is None or line is None or line.job_on_demand is None or line.currency != p.currency:
        return None
    llm_month = llm_batch_month(line.job_on_demand, p.period)
    said = Msg(code="stages.translation" if translation else "stages.qa", args={
        "model": QA_DEFAULT_MODEL, "requests": qa.requests, "prompt": qa.prompt_tokens, "output": qa.output_tokens,
        "minutes": qa.minutes_each, "counted": qa.counted, "rate": speech_rate(chinese), "chars": chinese,
        "source": SPEECH_RATE_SOURCE["zh" if chinese else "en"],
        "machine": f"{top.provider} {top.instance}", "cards": int(top.gpu_count), "gpu": top.gpu,
        "hours": line.job_hours or 0.0, "job": money_text(line.job_on_demand, p.currency),
        "month": money_text(llm_month, p.currency, 0) if llm_month is not None else "", "period": p.period or "",
        **extra})
    return said, llm_stage("translation" if translation else "qa", line.job_hours, top.gpu_count, line.job_on_demand)
