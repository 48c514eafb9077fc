"""A live voice agent's speech stages under its LLM answer (tools.voice): the streaming speech-to-text stage as the
calls' live streams (tools.media.plan's live sizing), the speech-synthesis stage at its TTS model's published RTF
(tools.voice.tts_stage), each on the cheapest machine in the stated place or on the LLM's own machine when the
colocation rule holds (tools.voice.live_colocation), and the month of the three stages with each one's share (expert
a voice bot was priced as its LLM alone, "the ASR and TTS stages are not included")."""

from __future__ import annotations

import re
from typing import Any

from advisor.config import usd_cny
from tools.schema import Msg, Workload
from tools.voice import TALK_SHARE, month_saved, tts_stage, turn_talk_share

# Cantonese speech: FunASR's Paraformer-zh-streaming is trained for Mandarin; SenseVoice-Small covers Cantonese
# (github.com/FunAudioLLM/SenseVoice: Mandarin, Cantonese, English, Japanese, Korean), so a Cantonese agent hears on it
CANTONESE = re.compile(r"(?i)cantonese|粤语|粵語|廣東話|广东话|广府话|廣府話")


def asr_model(text: str, w: Workload, chinese_source: bool | None = None) -> tuple[Any, str]:
    """(the speech-to-text model a voice agent is sized on, why): a named measured speech model; else Cantonese
    (CANTONESE, or a message in Hong Kong usage) → SenseVoice-Small; other Chinese (the message in Chinese, or
    Mandarin said) → the live default for Chinese, Paraformer-zh-streaming; else the live default Whisper
    large-v3-turbo (tools.media.default_speech_model)."""
    from advisor.core.extract_rules import CHINESE_SPEECH, hk_forms
    from tools.media import MODELS, default_speech_model, media_model
    from tools.non_llm import named_model

    named = named_model(text)
    if named is not None and named.family == "speech":
        if "sensevoice" in named.name.lower().replace("-", "").replace(" ", ""):
            return MODELS["sensevoice"], "named"
        got = media_model(named.name, text)
        if got is not None:
            return got, "named"
    if chinese_source is not False and (CANTONESE.search(text) or hk_forms(text)):
        return MODELS["sensevoice"], "cantonese"
    from catalog.places import place_languages
    from tools.place_languages import speech_chinese

    chinese = chinese_source if chinese_source is not None else \
        speech_chinese((w.language or "").startswith("zh"), list(w.users_region or []), place_languages()) \
        or CHINESE_SPEECH.search(text) is not None
    return media_model(default_speech_model(True, chinese)[0], text), "chinese" if chinese else "other"


def tts_model_of(text: str) -> tuple[Any, Any]:
    """(the TTS model named, else CosyVoice2-0.5B: Apache-2.0, Chinese and English, the product's commercial default;
    the model whose published RTF sizes it: its own, else F5-TTS's, said)."""
    from tools.generated_media import COMMERCIAL_TTS_ALTERNATIVE, TTS_MODELS, tts_model

    m = tts_model(text) or TTS_MODELS[COMMERCIAL_TTS_ALTERNATIVE]
    sized = m if m.rtf is not None else next(x for x in TTS_MODELS.values() if x.rtf is not None)
    return m, sized


def _host(top: Any, gpus: dict[str, Any]) -> Any:
    """The LLM's pick as a tools.voice.LiveHost (its card, cards and memory a card); None when it cannot be judged."""
    from tools.voice import LiveHost

    card = gpus.get(top.gpu) if top is not None else None
    if card is None or not top.per_gpu_bytes or not card.usable_bytes:
        return None
    return LiveHost(card.name, float(card.usable_bytes), int(top.gpu_count), float(top.per_gpu_bytes))


def voice_stage_lines(rec: Any, text: str) -> list[Msg]:
    """The speech-to-text and speech-synthesis stages of a live voice agent said in `text` (extract_stated.voice_lines)
    under its LLM answer (`rec`), in the answer's money, then the month of all stages with each one's share; [] when no
    voice agent with its calls at once is said or the LLM has no priced pick."""
    from advisor.core.extract_stated import interpretation, voice_agent_said, voice_lines
    from advisor.core.omni_read import speaks
    from advisor.core.service import _display_currency, catalog_rows
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.cost import serving_month_hours
    from tools.generated_media import tts_model
    from tools.stages import stages_month

    interp = interpretation(text)
    said = voice_lines(text) if interp is None else (interp.rooms, interp.span)
    top = rec.candidates[0] if rec.candidates else None
    w = rec.workload
    if said is None and interp is None and w.users_online and voice_agent_said(text):
        said = (w.users_online, (0, 0))  # sessions open ("1000人同时在线"), each one stream to hear and to speak
    omni = speaks(text)  # an omni model hears itself: no speech-to-text stage; speaks itself unless a TTS is named
    if said is None or top is None or top.price_per_hour.currency != rec.currency or (omni and tts_model(text) is None):
        return []
    calls = said[0] if interp is not None else w.users_online or w.concurrency or said[0]
    cur, fx = _display_currency(w, rec.currency)
    gpus, (rows, _, _) = all_gpus(), catalog_rows()
    hours = serving_month_hours(w.usage_hours_per_day, w.usage_days_per_week)
    stage_w = Workload(task="inference", modality="speech", concurrency=calls, regions=w.regions,
                       providers=w.providers, data_residency=w.data_residency, language=w.language,
                       usage_hours_per_day=w.usage_hours_per_day, usage_days_per_week=w.usage_days_per_week)
    kw = {"currency": cur, "usd_cny": usd_cny(), "fx": fx, "places": gazetteer()}
    host = _host(top, gpus)
    # a live loop's stages with the LLM's provider first (no network hop between providers each turn),
    # else anywhere in the stated place
    same = stage_w.model_copy(update={"providers": [top.provider]}) if not w.providers else stage_w
    asr_lines, asr_month = ([], None) if omni else _asr(text, same, calls, host, gpus, rows, kw, interp)
    if asr_month is None and same is not stage_w and not omni:
        asr_lines, asr_month = _asr(text, stage_w, calls, host, gpus, rows, kw, interp)
    llm_month = stages_month(top.price_per_hour.amount, None, w) or 0.0  # the pick's hour × the serving month
    if interp is not None and not interp.voice:  # captions only: no speech-synthesis stage
        from advisor.core.interpretation_lines import interp_lines
        return [*asr_lines, _total(llm_month, asr_month, None, cur, tts_asked=False),
                *interp_lines(interp, top, asr_lines, [], text)]
    tts_calls = interp.rooms * interp.languages if interp is not None else calls
    tts_lines, tts_month = _tts(text, same, tts_calls, host, gpus, rows, kw, hours, interp)
    if tts_month is None and same is not stage_w:
        tts_lines, tts_month = _tts(text, stage_w, tts_calls, host, gpus, rows, kw, hours, interp)
    total = _total(llm_month, asr_month, tts_month, cur, asr_in_model=omni)
    if interp is not None:
        from advisor.core.interpretation_lines import interp_lines
        return [*asr_lines, *tts_lines, total, *interp_lines(interp, top, asr_lines, tts_lines, text)]
    light = _light_tts(text, stage_w, tts_calls, gpus, rows, kw, hours, tts_month)
    whole = _whole_budget(w, [llm_month, asr_month, tts_month], cur, kw)  # the budget on all stages, never one
    # the speed assumed for a spoken reply out of reach in the place (advisor.core.service): said beside the stages
    reach = [a for a in rec.assumptions if a.code == "voice_speed.out_of_reach"]
    return [*reach, *asr_lines, *tts_lines, *light, total, *whole, *_budget(text, w, top, asr_lines, tts_lines)]


def _whole_budget(w: Workload, months: list[float | None], cur: str, kw: dict[str, Any]) -> list[Msg]:
    """The stated monthly budget against every stage's month summed (tools.pipeline_budget), ✅/❌ with the total and
    how many times the budget it is; [] when no monthly budget is stated."""
    from tools.pipeline_budget import pipeline_budget
    from tools.rerank import month_budget
    from tools.wording import money_text

    budget = month_budget(w, cur, kw["usd_cny"], kw["fx"])
    got = pipeline_budget(months, budget) if budget is not None else None
    if got is None:
        return []
    return [Msg(code="pipeline.budget", args={
        "ok": got.ok, "budget": money_text(got.budget, cur, 0), "total": money_text(got.total, cur, 0),
        "times": got.times, "first_ok": got.first_ok})]


# English replies: a light English TTS (Kokoro-82M, Apache-2.0, its own published RTF) is the expert's cheaper line
# beside a heavy zero-shot model (CosyVoice2), said with its cards and month, never swapped in silently
ENGLISH_SPEECH = re.compile(r"(?i)英语|英語|英文|english")


def _light_tts(text: str, w: Workload, calls: int, gpus: dict[str, Any], rows: list[Any], kw: dict[str, Any],
               hours: float, heavy_month: float | None) -> list[Msg]:
    """Kokoro-82M's cards and month for the same calls when the agent speaks English (said, or a message with no
    Chinese) and the TTS sized is another model that costs more; [] otherwise."""
    from tools.generated_media import TTS_MODELS
    from tools.wording import money_text

    m, light = tts_model_of(text)[0], TTS_MODELS["kokoro"]
    english = ENGLISH_SPEECH.search(text) is not None or re.search(r"[\u4e00-\u9fff]", text) is None
    if m.name == light.name or not english or heavy_month is None or light.rtf is None or light.rtf_gpu is None:
        return []
    turn_s, reply_s = _turn(text, None)
    share = turn_talk_share(reply_s, turn_s) if turn_s and reply_s else TALK_SHARE
    t = tts_stage(calls, light.rtf, light.rtf_gpu, w, gpus, rows, month_hours=hours, weights_bytes=2 * (light.params or 0),
                  talk_share=share, token_stage=light.token_stage, **kw)
    if t is None or t.month >= heavy_month:
        return []
    return [Msg(code="voice.tts_light", args={
        "name": light.name, "licence": light.licence, "heavy": m.name, "rtf": light.rtf, "ref": light.rtf_gpu,
        "source": light.rtf_setup, "machines": t.machines, "gpus": t.gpus, "gpu": t.gpu,
        "row": f"{t.provider} {t.instance}", "month": money_text(t.month, kw["currency"], 0),
        "saves": money_text(month_saved(heavy_month, t.month), kw["currency"], 0)})]


def _budget(text: str, w: Workload, top: Any, asr_lines: list[Msg], tts_lines: list[Msg]) -> list[Msg]:
    """The voice-to-voice turn against its stages (tools.voice.latency_budget): ASR's last decode, the LLM's first
    token and first phrase, the first TTS audio, ✅/❌ against the stated target, else against
    tools.voice.DEFAULT_TARGET_S (said as assumed), the stage that dominates with its lever (tools.voice.dominant_stage:
    a held streaming ASR for Whisper's window, never a faster LLM than speech needs) and the stages' providers when
    they differ (a live loop pays a network hop between providers); [] when a stage has no line."""
    from advisor.core.extract_rules import CHINESE_SPEECH
    from advisor.core.extract_stated import voice_latency
    from tools.voice import DEFAULT_TARGET_S, FIRST_AUDIO_S, FIRST_TOKENS, dominant_stage, latency_budget
    from tools.voice_speed import VOICE_NEED_TOKENS_PER_S

    said = voice_latency(text)
    target = said if said is not None else DEFAULT_TARGET_S
    if not asr_lines or not tts_lines:
        return []
    asr, tts = asr_lines[0].args, tts_lines[0].args
    whisper = "whisper" in str(asr.get("name", "")).lower()
    rate, rtf = asr.get("rate"), tts.get("first_rtf", tts.get("on_rtf"))
    b = latency_budget(target, float(rate) if isinstance(rate, (int, float)) else None, whisper, top.ttft_s,
                       top.per_user_tokens_per_s, float(rtf) if isinstance(rtf, (int, float)) else None)
    providers = [top.provider] + [str(a["row"]).split()[0] for a in (asr, tts) if a.get("row")]
    return [Msg(code="voice.latency", args={
        "target": b.target_s, "said": said is not None, "endpoint": b.endpoint_s, "asr": b.asr_s, "asr_name": asr.get("name"),
        "asr_gpu": asr.get("gpu"), "whisper": whisper, "ttft": b.ttft_s, "tokens": b.tokens_s, "n_tokens": FIRST_TOKENS,
        "tps": top.per_user_tokens_per_s, "tts": b.tts_s, "audio_s": FIRST_AUDIO_S, "tts_name": tts.get("name"),
        "total": b.total_s, "ok": b.ok, "need_tps": VOICE_NEED_TOKENS_PER_S,
        **({"dom": d.stage, "dom_s": d.stage_s, "dom_without": d.without_s, "dom_fits": d.fits_without,
            "slow": d.llm_below_need} if (d := dominant_stage(b, VOICE_NEED_TOKENS_PER_S)) is not None else {"dom": None}),
        "chinese": (w.language or "").startswith("zh") or CHINESE_SPEECH.search(text) is not None,
        "providers": sorted(set(providers)) if len(set(providers)) > 1 else None})]


def _asr(text: str, w: Workload, calls: int, host: Any, gpus: dict[str, Any], rows: list[Any],
         kw: dict[str, Any], interp: Any = None) -> tuple[list[Msg], float | None]:
    """The speech-to-text stage: the calls as live streams (tools.media.plan), on the LLM's machine when it fits there
    (month 0), else its own cheapest machine in the stated place; ([line], None) when nothing is priced there."""
    from tools.media import (
        STREAM_MEASURED_SOURCE,
        STREAM_UTILISATION,
        card_rate,
        measured_for,
        month_of,
        need_bytes,
        plan,
        stream_cost,
    )
    from tools.voice import (
        CALLER_UTTERANCE_S,
        asr_busy_cards,
        busy_pct,
        call_asr_cost,
        live_call_asr_cost,
        stream_equivalents,
        streams_per_card,
        turn_asr_cost,
        whisper_call_asr_cost,
    )
    from tools.wording import money_text

    m, why = asr_model(text, w, interp.chinese_source if interp is not None else None)
    cost, turn_s, reply_s = stream_cost(m), *_turn(text, interp)
    whisper = m.key.startswith("whisper")
    call_share = None
    if turn_s and reply_s and not m.live_only:  # a turn-taking session: its user's utterance decoded once
        cost = turn_asr_cost(turn_s, reply_s, whisper)
        w = w.model_copy(update={"concurrency": stream_equivalents(calls, cost, stream_cost(m))})
    elif interp is None:  # a turn-based call: only the caller's utterances (VAD-cut) reach the recogniser
        call_share = TALK_SHARE
        cost = (live_call_asr_cost(stream_cost(m), call_share) if m.live_only else
                whisper_call_asr_cost(stream_cost(m), call_share) if whisper else call_asr_cost(call_share))
        w = w.model_copy(update={"concurrency": stream_equivalents(calls, cost, stream_cost(m))})
    base = {"n": calls, "name": m.name, "why": why, "cost": cost, "util": STREAM_UTILISATION, "room": interp is not None,
            "source": measured_for(m).source, "stream_source": "" if m.live_only else STREAM_MEASURED_SOURCE,
            "turn_s": turn_s if reply_s and not m.live_only else None, "reply_s": reply_s,
            "whisper": whisper, "call_share": call_share, "live": m.live_only, "utterance_s": CALLER_UTTERANCE_S}
    card = gpus.get(host.gpu_name) if host is not None else None
    on = card_rate(m, card, gpus) if card is not None else None
    if host is not None and card is not None and on is not None:
        co = host.take(need_bytes(m), asr_busy_cards(calls, cost, on[0]))
        if co.fits:
            return [Msg(code="voice.asr_colocated", args={
                **base, "gpu": card.name, "cards": host.cards, "need": co.need_gb, "free": co.free_gb,
                "busy_pct": busy_pct(co), "rate": on[0]})], 0.0
    p = plan(m, w, gpus, rows, size=None, nearby=False, **kw)
    if p is None or not p.rows:
        return [Msg(code="voice.unpriced", args={"stage": "asr", "name": m.name})], None
    r, month = p.rows[0], month_of(p) or 0.0
    return [Msg(code="voice.asr", args={
        **base, "gpu": r.gpu, "rate": r.rate, "scaled": r.scaled, "per_card": streams_per_card(r.rate, cost, STREAM_UTILISATION),
        "machines": r.machines, "gpus": r.gpus, "row": f"{r.provider} {r.instance}",
        "hourly": money_text(r.cost, kw["currency"]), "month": money_text(month, kw["currency"], 0)})], month


def _tts(text: str, w: Workload, calls: int, host: Any, gpus: dict[str, Any], rows: list[Any],
         kw: dict[str, Any], hours: float, interp: Any = None) -> tuple[list[Msg], float | None]:
    """The speech-synthesis stage: the calls at the TTS model's RTF × tools.voice.TALK_SHARE, on the LLM's machine
    when it fits there, else on the cheapest machines in the stated place (tools.voice.tts_stage)."""
    from tools.generated_media import F5_RTF_SOURCE, scaled_rtf
    from tools.interpretation import INTERP_TALK_SHARE
    from tools.voice import (
        TALK_SHARE,
        TTS_UTILISATION,
        busy_pct,
        machines_hourly,
        tts_calls_per_card,
        tts_card_load,
        tts_stage,
        turn_talk_share,
    )
    from tools.wording import money_text

    turn_s, reply_s = _turn(text, interp)
    # an interpretation speaks whenever the speaker does; a turn-taking agent for its stated reply of each turn
    share = INTERP_TALK_SHARE if interp is not None else turn_talk_share(reply_s, turn_s) if turn_s and reply_s \
        else TALK_SHARE
    m, sized = tts_model_of(text)
    ref = gpus.get(sized.rtf_gpu)
    weights = 2 * (m.params or 0.5e9)
    # live calls share a card: sized on its throughput with several requests in flight where that is published
    # (rtf_batched), else on the one-request RTF (said as such); the one-request RTF stays the first audio's wait
    cap = sized.rtf_batched or sized.rtf
    source = sized.batched_source if sized.rtf_batched else F5_RTF_SOURCE if sized.name == "F5-TTS" \
        else sized.rtf_setup
    base = {"n": calls, "name": m.name, "sized": sized.name, "rtf": cap, "ref": sized.rtf_gpu,
            "source": source, "share": share, "batched": sized.rtf_batched is not None,
            "room": interp is not None, "turn_s": turn_s if reply_s else None, "reply_s": reply_s if turn_s else None,
            "util": TTS_UTILISATION, "measure": sized is not m}
    card = gpus.get(host.gpu_name) if host is not None else None
    if host is not None and card is not None and ref is not None:
        r = cap if card.name == ref.name else scaled_rtf(cap, ref, card, sized.token_stage)
        co = host.take(weights, calls * tts_card_load(r, share)) if r is not None else None
        if co is not None and co.fits:
            return [Msg(code="voice.tts_colocated", args={
                **base, "gpu": card.name, "cards": host.cards, "need": co.need_gb, "free": co.free_gb,
                "busy_pct": busy_pct(co), "on_rtf": r, "first_rtf": _one_request_rtf(sized, ref, card)})], 0.0
    t = tts_stage(calls, cap, sized.rtf_gpu, w, gpus, rows, month_hours=hours, weights_bytes=weights,
                  talk_share=share, token_stage=sized.token_stage, **kw)
    if t is None:
        return [Msg(code="voice.unpriced", args={"stage": "tts", "name": m.name})], None
    cur = kw["currency"]
    return [Msg(code="voice.tts", args={
        **base, "gpu": t.gpu, "on_rtf": t.rtf, "scaled": t.scaled, "load": tts_card_load(t.rtf, share),
        "per_card": tts_calls_per_card(t.rtf, share), "machines": t.machines, "gpus": t.gpus,
        "first_rtf": _one_request_rtf(sized, ref, gpus.get(t.gpu)),
        "row": f"{t.provider} {t.instance}", "hourly": money_text(machines_hourly(t.price, t.machines), cur),
        "month": money_text(t.month, cur, 0)})], t.month


def _one_request_rtf(sized: Any, ref: Any, card: Any) -> float | None:
    """The TTS model's one-request RTF on `card` (its own card's, else tools.generated_media.scaled_rtf): how long
    one caller waits for the first audio, where rtf_batched sizes the cards."""
    from tools.generated_media import scaled_rtf

    if card is None or ref is None or sized.rtf is None:
        return None
    return sized.rtf if card.name == ref.name else scaled_rtf(sized.rtf, ref, card, sized.token_stage)


def _turn(text: str, interp: Any) -> tuple[float | None, float | None]:
    """(seconds between turns, seconds of each spoken reply) a turn-taking voice agent states
    (extract_stated.voice_turn); (None, None) for an interpretation or where they are not said."""
    from advisor.core.extract_stated import voice_turn

    if interp is not None:
        return None, None
    turn_s, reply_s, _ = voice_turn(text)
    return turn_s, reply_s


def _total(llm: float, asr: float | None, tts: float | None, cur: str, tts_asked: bool = True,
           asr_in_model: bool = False) -> Msg:
    """The month of every stage with each one's share (tools.voice.shares); a stage with no price is said left out."""
    from tools.voice import shares
    from tools.wording import money_text

    parts = [llm, asr or 0.0, tts or 0.0]
    pct = shares(parts)
    return Msg(code="voice.total", args={
        "total": money_text(sum(parts), cur, 0), "llm": money_text(llm, cur, 0), "asr": money_text(parts[1], cur, 0),
        "tts": money_text(parts[2], cur, 0), "llm_pct": pct[0], "asr_pct": pct[1], "tts_pct": pct[2],
        "asr_shared": asr == 0.0, "tts_shared": tts == 0.0, "asr_missing": asr is None, "tts_missing": tts is None,
        "tts_asked": tts_asked, "asr_in_model": asr_in_model})
