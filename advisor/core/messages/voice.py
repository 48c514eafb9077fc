"""The words of a live voice agent's speech stages (advisor.core.voice_stages, tools.voice): the streaming
speech-to-text stage, the speech-synthesis stage, and the month of all stages with each one's share."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.generated_media import rtf_scaling

_WHY_EN = {"cantonese": " (Cantonese: SenseVoice-Small covers it; Paraformer-zh is Mandarin)",
           "chinese": " (Chinese speech: the streaming FunASR model)", "other": " (no model named: the live default)",
           "named": ""}
_WHY_ZH = {"cantonese": "（粤语：SenseVoice-Small 支持粤语，Paraformer-zh 只做普通话）",
           "chinese": "（中文语音：FunASR 的流式模型）", "other": "（未指明模型：实时默认）", "named": ""}


def _streams_en(a: Mapping[str, Any]) -> str:
    return "sessions" if a.get("turn_s") else "calls" if a.get("call_share") is not None else "live streams"


def _per_card_en(a: Mapping[str, Any]) -> str:
    return "streams" if _streams_en(a) == "live streams" else _streams_en(a)


def _streams_zh(a: Mapping[str, Any]) -> str:
    return "路电话" if a.get("call_share") is not None and not a.get("turn_s") else "路实时流"


def _one_en(a: Mapping[str, Any]) -> str:
    return "one a room: the speaker recognised" if a.get("room") else "the caller's turns only" \
        if a.get("call_share") is not None and not a.get("turn_s") else "one a call"


def _one_zh(a: Mapping[str, Any]) -> str:
    return "每个会议室一路：识别讲者" if a.get("room") else "每人一路" if a.get("turn_s") else "只识别来电者说的话" \
        if a.get("call_share") is not None else "每通电话一路"


def _unit_en(a: Mapping[str, Any]) -> str:
    return "stream" if a.get("room") else "call"


def _unit_zh(a: Mapping[str, Any]) -> str:
    return "路" if a.get("room") else "通"


def _tts_who_en(a: Mapping[str, Any]) -> str:
    if a.get("room"):
        return (f"{a['n']} streams (rooms × target languages), the translation speaking whenever the speaker does "
                f"({a['share']:.0%}, assumed: a talk with no pauses)")
    if a.get("turn_s"):
        return (f"{a['n']} sessions, the agent speaking {a['reply_s']:g} s of each {a['turn_s']:g}-s turn "
                f"({a['share']:.0%} of the time, as stated)")
    return (f"{a['n']} calls, the agent speaking about {a['share']:.0%} of each call (assumed; the caller speaks "
            "the rest)")


def _tts_who_zh(a: Mapping[str, Any]) -> str:
    if a.get("room"):
        return f"{a['n']} 路（会议室 × 目标语言），讲者说话时译文一直在播（{a['share']:.0%}，假设：讲话没有停顿）"
    if a.get("turn_s"):
        return (f"{a['n']} 路会话，每 {a['turn_s']:g} 秒一轮、每轮回复 {a['reply_s']:g} 秒语音"
                f"（按你说的，说话占 {a['share']:.0%}）")
    return f"{a['n']} 通电话，假设机器人说话约占每通电话的 {a['share']:.0%}（其余是来电者在说）"


def _asr_cost_en(a: Mapping[str, Any]) -> str:
    if a.get("turn_s"):
        how = (f"Whisper pads each utterance to its 30 s window: 30 ÷ {a['turn_s']:g} s a turn" if a["whisper"] else
               f"the user speaks at most the {a['turn_s']:g}-s turn less the {a['reply_s']:g}-s reply")
        return (f"each session's utterance decoded once when the user stops (VAD), not re-decoded as a caption stream "
                f"({how}) = {a['cost']:.2f} s of decoding a second a session, at its measured rate ({a['source']})")
    if a.get("call_share") is not None and a.get("live"):
        return (f"a VAD passes only each call's caller speech (the call less the agent's {a['call_share']:.0%}, "
                f"assumed), so a call's stream runs {a['cost']:.2f} s of the card's measured stream capacity a second, "
                f"not a stream held open through the agent's replies ({a['source']})")
    if a.get("call_share") is not None and a.get("whisper"):
        return (f"each call's caller speech (the call less the agent's {a['call_share']:.0%}, assumed) decoded once per "
                f"utterance when the caller stops (VAD), each ≈ {a['utterance_s']:g} s (assumed) padded to Whisper's "
                f"30 s window = {a['cost']:.2f} s of decoding a second a call, not a re-decoded caption stream, at its "
                f"measured rate ({a['source']})")
    if a.get("call_share") is not None:
        return (f"each call's caller speech (the call less the agent's {a['call_share']:.0%}, assumed) decoded once per "
                f"utterance when the caller stops (VAD), not re-decoded as a caption stream = {a['cost']:.2f} s of "
                f"decoding a second a call, at its measured batched rate ({a['source']})")
    if a["cost"] == 1.0:
        return f"each stream 1 s of the card's measured stream capacity a second ({a['source']})"
    return (f"each stream costs {a['cost']:.1f} s of decoding a second (the measured live-stream cost, "
            f"{a['stream_source']}), at its measured rate ({a['source']})")


def _asr_cost_zh(a: Mapping[str, Any]) -> str:
    if a.get("turn_s"):
        how = (f"Whisper 每段都补齐到 30 秒窗口：30 ÷ 每轮 {a['turn_s']:g} 秒" if a["whisper"] else
               f"用户说话最多是每轮 {a['turn_s']:g} 秒减去回复的 {a['reply_s']:g} 秒")
        return (f"每路会话在用户说完时（VAD 断句）只解码一次，不像字幕流那样反复重解码（{how}），"
                f"每路每秒约 {a['cost']:.2f} 秒解码量，按其实测速度（{a['source']}）")
    if a.get("call_share") is not None and a.get("live"):
        return (f"VAD 只放过来电者说话的部分（通话减去机器人说话的 {a['call_share']:.0%}，假设值），每通电话的流每秒只占该卡"
                f"实测流容量的 {a['cost']:.2f} 秒，不是在机器人说话时也一直开着（{a['source']}）")
    if a.get("call_share") is not None and a.get("whisper"):
        return (f"每通电话只解码来电者的话（通话减去机器人说话的 {a['call_share']:.0%}，假设值），来电者说完（VAD 断句）时每段"
                f"解码一次，每段约 {a['utterance_s']:g} 秒（假设值），补齐到 Whisper 的 30 秒窗口，每路每秒约 {a['cost']:.2f} "
                f"秒解码量，不是反复重解码的字幕流，按其实测速度（{a['source']}）")
    if a.get("call_share") is not None:
        return (f"每通电话只解码来电者的话（通话减去机器人说话的 {a['call_share']:.0%}，假设值），"
                f"来电者说完（VAD 断句）时每段解码一次，"
                f"不像字幕流那样反复重解码，每路每秒约 {a['cost']:.2f} 秒解码量，按其实测批量速度（{a['source']}）")
    if a["cost"] == 1.0:
        return f"每路占该卡实测流容量的 1 秒/秒（{a['source']}）"
    return (f"每路每秒需约 {a['cost']:.1f} 秒的解码量（实测的实时流成本，{a['stream_source']}），按其实测速度（{a['source']}）")


def _tts_rtf_en(a: Mapping[str, Any]) -> str:
    said = (f"{a['name']} has no published RTF held here, so it is sized on {a['sized']}'s (measure yours): "
            if a["measure"] else "")
    return (said + f"RTF {a['rtf']:g} on one {a['ref']} ({a['source']})"
            + (f", {a['on_rtf']:.3f} on the {a['gpu']} ({rtf_scaling(a, False)})" if a.get("scaled") or (
                a["gpu"] != a["ref"]) else "")
            + ("; the calls share each card's batched throughput, not one request's speed × calls" if a.get("batched")
               else "; one request at a time (no batched figure published: batching would fit more a card)"))


def _tts_rtf_zh(a: Mapping[str, Any]) -> str:
    said = (f"这里没有 {a['name']} 的公开 RTF，按 {a['sized']} 的估算（请实测）：" if a["measure"] else "")
    return (said + f"RTF {a['rtf']:g}（一张 {a['ref']}，{a['source']}）"
            + (f"，在 {a['gpu']} 上折算为 {a['on_rtf']:.3f}（{rtf_scaling(a, True)}）" if a.get("scaled") or (
                a["gpu"] != a["ref"]) else "")
            + ("；各路电话共用每张卡的批量吞吐，不是单请求速度 × 路数" if a.get("batched")
               else "；按单请求计（没有公开的批量数据：批量可让每卡多带几路）"))


def _total_en(a: Mapping[str, Any]) -> str:
    def part(name: str, key: str) -> str:
        if key == "asr" and a.get("asr_in_model"):
            return f"{name} 0 (the omni model hears the audio itself)"
        if a[f"{key}_missing"]:
            return f"{name} not priced (no machine in the stated place)"
        if a[f"{key}_shared"]:
            return f"{name} 0 (on the LLM's machine)"
        return f"{name} {a[key]} ({a[key + '_pct']:.0f} %)"
    return (f"All stages together ≈ {a['total']} a month: LLM {a['llm']} ({a['llm_pct']:.0f} %), "
            + part("speech-to-text", "asr")
            + (", " + part("speech synthesis", "tts") if a.get("tts_asked", True) else " (no voice output asked)"))


def _total_zh(a: Mapping[str, Any]) -> str:
    def part(name: str, key: str) -> str:
        if key == "asr" and a.get("asr_in_model"):
            return f"{name} 0（全模态模型自己听音频）"
        if a[f"{key}_missing"]:
            return f"{name}未计价（所述地区没有可用机器）"
        if a[f"{key}_shared"]:
            return f"{name} 0（放在大模型那台机器上）"
        return f"{name} {a[key]}（{a[key + '_pct']:.0f}%）"
    return (f"全部环节合计每月约 {a['total']}：大模型 {a['llm']}（{a['llm_pct']:.0f}%），"
            + part("语音识别", "asr")
            + ("，" + part("语音合成", "tts") if a.get("tts_asked", True) else "（未要求语音输出）"))


def _ms(x: float | None) -> str:
    from tools.wording import ms_text

    return ms_text(x)


def _stream_asr_en(a: Mapping[str, Any]) -> str:
    return ("Paraformer-zh-streaming (600 ms chunks: only the last one is left)" if a.get("chinese")
            else "Kyutai stt-1b-en_fr (its semantic VAD also ends the turn)")


def _lever_en(a: Mapping[str, Any]) -> str:
    """The stage that dominates the turn and its lever (tools.voice.dominant_stage); the first phrase's decode is what
    speech needs, never the lever."""
    d = a.get("dom")
    if d is None:
        return ""
    lever = {"asr": (f"a streaming speech-to-text model, whose text is ready as the caller stops, such as "
                     f"{_stream_asr_en(a)}" if a["whisper"] else "a streaming speech-to-text model with a shorter "
                     "final chunk"),
             "llm": (f"the LLM at the {a['need_tps']:.0f} tokens/s a call that speech needs (say 'at least "
                     f"{a['need_tps']:.0f} tokens/s per user' to size it) and a shorter first token (prefix caching "
                     "of the prompt and history)" if a.get("slow") else
                     "a shorter first token: prefix caching of the prompt and history, or fewer calls a card"),
             "tts": "a smaller first chunk of speech (start playback on the first clause)"}[d]
    name = {"asr": "speech-to-text's last decode",
            "llm": ("the LLM (its first token and a first phrase slower than speech needs)" if a.get("slow")
                    else "the LLM's first token"),
            "tts": "speech synthesis's first chunk"}[d]
    return (f"; the stage that dominates is {name} ({_ms(a['dom_s'])}); the lever: {lever}"
            + (f"; without those {_ms(a['dom_s'])} the turn is ≈ {_ms(a['dom_without'])}, inside the target"
               if a["dom_fits"] else
               f"; even without those {_ms(a['dom_s'])} the turn is ≈ {_ms(a['dom_without'])}: the other stages "
               "must shrink too")
            + (f"; the first {a['n_tokens']} tokens at {a['tps']:.0f} tokens/s a user already pass the "
               f"{a['need_tps']:.0f} tokens/s a call that speech needs: a faster LLM is not the lever"
               if not a.get("slow") else "" if d == "llm" else
               f"; and the LLM at the {a['need_tps']:.0f} tokens/s a call that speech needs"))


def _lever_zh(a: Mapping[str, Any]) -> str:
    d = a.get("dom")
    if d is None:
        return ""
    stream = ("Paraformer-zh-streaming（600 毫秒一段，只剩最后一段）" if a.get("chinese")
              else "Kyutai stt-1b-en_fr（自带语义 VAD，也负责判断说话结束）")
    lever = {"asr": (f"换成流式语音识别模型，说话一停文字就已出来，例如 {stream}" if a["whisper"]
                     else "换成最后一段更短的流式语音识别模型"),
             "llm": (f"把大模型提到语音所需的每路 {a['need_tps']:.0f} tokens/s（说“每人至少 {a['need_tps']:.0f} "
                     "token/s”即按此配置），并缩短首 token 时间（对提示词和历史做前缀缓存）" if a.get("slow") else
                     "缩短首 token 时间：对提示词和历史做前缀缓存，或每张卡少接几路通话"),
             "tts": "缩小语音合成的首段（第一个分句就开始播放）"}[d]
    name = {"asr": "语音识别的最后一次解码",
            "llm": "大模型（首 token，以及慢于语音所需速度的前几句解码）" if a.get("slow") else "大模型首 token",
            "tts": "语音合成的首段"}[d]
    return (f"；最拖慢的环节是{name}（{_ms(a['dom_s'])}），办法：{lever}"
            + (f"；去掉这 {_ms(a['dom_s'])} 后约 {_ms(a['dom_without'])}，在目标以内" if a["dom_fits"] else
               f"；即使去掉这 {_ms(a['dom_s'])} 也约 {_ms(a['dom_without'])}，其余环节也要缩短")
            + (f"；前 {a['n_tokens']} 个 token 每路 {a['tps']:.0f} tokens/s，已超过语音所需的每路 "
               f"{a['need_tps']:.0f} tokens/s——加快大模型不是办法" if not a.get("slow") else "" if d == "llm" else
               f"；并把大模型提到语音所需的每路 {a['need_tps']:.0f} tokens/s"))


def _latency_en(a: Mapping[str, Any]) -> str:
    parts = [f"end of turn detected {_ms(a['endpoint'])} (assumed VAD silence)",
             (f"{a['asr_name']}'s last decode {_ms(a['asr'])} (a 30 s window each time, Whisper is no streaming model, "
              f"at its measured rate on the {a['asr_gpu']})" if a["whisper"] else
              f"{a['asr_name']}'s last chunk: not counted (no latency figure held)"),
             f"LLM first token {_ms(a['ttft'])}" if a["ttft"] is not None else "LLM first token: not estimated",
             (f"its first {a['n_tokens']} tokens {_ms(a['tokens'])} at {a['tps']:.0f} tokens/s a user"
              if a["tokens"] is not None else f"its first {a['n_tokens']} tokens: not estimated"),
             (f"{a['tts_name']}'s first {a['audio_s']:g} s of speech {_ms(a['tts'])}" if a["tts"] is not None
              else f"{a['tts_name']}'s first audio: no figure")]
    said = ("as you said" if a.get("said", True) else
            "no target said: assumed, people answer after ≈ 0.2 s gaps (Stivers et al. 2009, PNAS); say 'under 800 ms "
            "voice-to-voice' to change it")
    out = (f"{'✅' if a['ok'] else '❌'} voice-to-voice under {_ms(a['target'])} ({said}): "
           + " + ".join(parts) + f" = {_ms(a['total'])}"
           + (" — inside the target" if a["ok"] else " — over the target"))
    if not a["ok"]:
        out += _lever_en(a)
    out += "; the phone network and hops between machines are not counted"
    if a["providers"]:
        out += (f" — and the stages sit on different providers ({', '.join(a['providers'])}): a live loop pays a "
                "network hop each way between them; run all three with one provider in one region")
    return out


def _latency_zh(a: Mapping[str, Any]) -> str:
    parts = [f"判断说话结束 {_ms(a['endpoint'])}（假设的 VAD 静音阈值）",
             (f"{a['asr_name']} 最后一次解码 {_ms(a['asr'])}（Whisper 不是流式模型，每次都读 30 秒窗口，按 {a['asr_gpu']} "
              "上的实测速度）" if a["whisper"] else f"{a['asr_name']} 最后一段：未计入（没有延迟数据）"),
             f"大模型首 token {_ms(a['ttft'])}" if a["ttft"] is not None else "大模型首 token：未估算",
             (f"前 {a['n_tokens']} 个 token {_ms(a['tokens'])}（每路 {a['tps']:.0f} tokens/s）"
              if a["tokens"] is not None else f"前 {a['n_tokens']} 个 token：未估算"),
             (f"{a['tts_name']} 合成前 {a['audio_s']:g} 秒语音 {_ms(a['tts'])}" if a["tts"] is not None
              else f"{a['tts_name']} 首段语音：没有数据")]
    said = ("你的要求" if a.get("said", True) else
            "你没说目标，按假设值：人与人对话的停顿平均约 0.2 秒（Stivers 等 2009，PNAS）；说“语音到语音 800 毫秒以内”即可修改")
    out = (f"{'✅' if a['ok'] else '❌'} 语音到语音 {_ms(a['target'])} 以内（{said}）：" + " + ".join(parts)
           + f" = {_ms(a['total'])}" + ("——在目标以内" if a["ok"] else "——超出目标"))
    if not a["ok"]:
        out += _lever_zh(a)
    out += "；电话网络和机器之间的网络未计入"
    if a["providers"]:
        out += (f"——而且各环节在不同云厂商（{'、'.join(a['providers'])}）：实时链路每次往返都要跨网络，"
                "请把三个环节放在同一云厂商、同一地区")
    return out


def _interp_cards_en(a: Mapping[str, Any]) -> str:
    parts = [f"{a['llm']} × {a['llm_gpu']} for translation ({a['mt']} streams at once)",
             (f"{a['asr']} × {a['asr_gpu']} for speech-to-text ({a['rooms']} streams)" if a["asr"]
              else "speech-to-text on the LLM's machine" if a["asr_shared"] else "speech-to-text not priced")]
    if a["voice"]:
        parts.append(f"{a['tts']} × {a['tts_gpu']} for speech synthesis ({a['mt']} streams)" if a["tts"]
                     else "speech synthesis on the LLM's machine" if a["tts_shared"] else "speech synthesis not priced")
    return (f"Cards for {a['rooms']} rooms at once ({a['langs']} target language{'s' if a['langs'] > 1 else ''}): "
            + " + ".join(parts) + f" = {a['total']} cards; each room added adds its share of every stage")


def _interp_cards_zh(a: Mapping[str, Any]) -> str:
    parts = [f"翻译 {a['llm']} × {a['llm_gpu']}（同时 {a['mt']} 路）",
             (f"语音识别 {a['asr']} × {a['asr_gpu']}（{a['rooms']} 路）" if a["asr"]
              else "语音识别放在大模型机器上" if a["asr_shared"] else "语音识别未计价")]
    if a["voice"]:
        parts.append(f"语音合成 {a['tts']} × {a['tts_gpu']}（{a['mt']} 路）" if a["tts"]
                     else "语音合成放在大模型机器上" if a["tts_shared"] else "语音合成未计价")
    return (f"{a['rooms']} 个会议室同时进行（{a['langs']} 种目标语言）所需卡数：" + " + ".join(parts)
            + f" = {a['total']} 张；每多一个会议室，各环节按比例增加")


def _interp_budget_en(a: Mapping[str, Any]) -> str:
    asr = (f"{a['asr_name']} shows a chunk's text after {_ms(a['asr'])} (measured)" if a["asr"] is not None
           else f"{a['asr_name']}'s delay: no streaming figure held (measure it)")
    mt = (f"translation: first token {_ms(a['ttft'])} + {a['n_tokens']} tokens at {a['tps']:.0f} tokens/s a stream "
          f"= {_ms(a['mt'])}" if a["mt"] is not None else "translation: not estimated")
    parts = [asr, f"a clause heard before it is translated {_ms(a['wait'])} (assumed, measure on a pilot)", mt]
    if a["tts_name"]:
        parts.append(f"{a['tts_name']}'s first 1 s of speech {_ms(a['tts'])}" if a["tts"] is not None
                     else f"{a['tts_name']}'s first audio: no figure")
    goal = (f"your {_ms(a['target'])}" if a["said"] else
            f"a human interpreter's lag of about {_ms(a['target'])} ({a['evs']}; a comparison, not a standard)")
    return (f"{'✅' if a['ok'] else '❌'} Latency per hop, one clause: " + " + ".join(parts)
            + f" = {_ms(a['total'])}, against {goal}"
            + (" — inside it" if a["ok"] else " — over it: shorter clauses, a faster LLM a stream or captions "
               "first (the voice a hop later)") + "; the network between the rooms and the machines is not counted")


def _interp_budget_zh(a: Mapping[str, Any]) -> str:
    asr = (f"{a['asr_name']} 出字延迟 {_ms(a['asr'])}（实测）" if a["asr"] is not None
           else f"{a['asr_name']} 的延迟：没有流式数据（请实测）")
    mt = (f"翻译：首 token {_ms(a['ttft'])} + {a['n_tokens']} 个 token（每路 {a['tps']:.0f} tokens/s）= {_ms(a['mt'])}"
          if a["mt"] is not None else "翻译：未估算")
    parts = [asr, f"凑够一个分句再翻译 {_ms(a['wait'])}（假设，请试点实测）", mt]
    if a["tts_name"]:
        parts.append(f"{a['tts_name']} 合成前 1 秒语音 {_ms(a['tts'])}" if a["tts"] is not None
                     else f"{a['tts_name']} 首段语音：没有数据")
    goal = (f"你要求的 {_ms(a['target'])}" if a["said"] else
            f"人工同传约 {_ms(a['target'])} 的滞后（{a['evs']}；仅作对比，不是标准）")
    return (f"{'✅' if a['ok'] else '❌'} 每一跳的延迟（一个分句）：" + " + ".join(parts) + f" = {_ms(a['total'])}，对比{goal}"
            + ("——在其以内" if a["ok"] else "——超出：缩短分句、提高每路翻译速度，或先出字幕、语音晚一拍")
            + "；会议室到机器之间的网络未计入")


ENTRIES: dict[str, E] = {
    "voice.latency": E(_latency_en, _latency_zh),
    "voice.asr": E(
        lambda a: (f"Speech-to-text stage — {a['n']} {_streams_en(a)} ({_one_en(a)}) on {a['name']}{_WHY_EN[a['why']]}: "
                   + _asr_cost_en(a) + f"; {a['rate']:.0f}× real time on the {a['gpu']}"
                   + (" (scaled by memory bandwidth)" if a["scaled"] else "")
                   + f" → {a['per_card']:.1f} {_per_card_en(a)} a card at ≤ {a['util']:.0%} "
                   f"busy → {a['machines']} × "
                   f"{a['row']} ({a['gpus']} × {a['gpu']} each), {a['hourly']}/h, ≈ {a['month']} a month"),
        lambda a: (f"语音识别环节——{a['n']} {_streams_zh(a)}（{_one_zh(a)}），用 {a['name']}{_WHY_ZH[a['why']]}："
                   + _asr_cost_zh(a) + f"；在 {a['gpu']} 上约 {a['rate']:.0f} 倍实时"
                   + ("（按显存带宽折算）" if a["scaled"] else "")
                   + f" → 每卡约 {a['per_card']:.1f} 路（不超过 {a['util']:.0%} 忙）→ {a['machines']} 台 {a['row']}"
                   f"（每台 {a['gpus']} × {a['gpu']}），每小时 {a['hourly']}，每月约 {a['month']}")),
    "voice.asr_colocated": E(
        lambda a: (f"Speech-to-text stage — {a['n']} {_streams_en(a)} ({_one_en(a)}) on {a['name']}{_WHY_EN[a['why']]}, "
                   f"on the LLM's machine ({a['cards']} × {a['gpu']}), one bill: it needs ≈ {a['need']:.1f} GB beside "
                   f"the LLM ({a['free']:.1f} GB free a card) and keeps ≈ {a['busy_pct']:.0f} % of its cards busy "
                   f"(≤ 50 %: the colocation rule; {a['rate']:.0f}× real time there, " + _asr_cost_en(a) + ")"),
        lambda a: (f"语音识别环节——{a['n']} {_streams_zh(a)}（{_one_zh(a)}），用 {a['name']}{_WHY_ZH[a['why']]}，"
                   f"放在大模型那台机器上（{a['cards']} × {a['gpu']}），一张账单：需约 {a['need']:.1f} GB，与大模型并存"
                   f"（每卡剩 {a['free']:.1f} GB），占其卡约 {a['busy_pct']:.0f}% 的算力（不超过 50%：同机规则；"
                   f"在该卡上约 {a['rate']:.0f} 倍实时，" + _asr_cost_zh(a) + "）")),
    "voice.tts": E(
        lambda a: (f"Speech-synthesis stage — {_tts_who_en(a)}, on {a['name']}: " + _tts_rtf_en(a)
                   + f" → one {_unit_en(a)} keeps {a['load']:.3f} of a card busy, {a['per_card']:.1f} "
                   f"{_unit_en(a)}s a card at ≤ "
                   f"{a['util']:.0%} busy → {a['machines']} × {a['row']} ({a['gpus']} × {a['gpu']} each), "
                   f"{a['hourly']}/h, ≈ {a['month']} a month"),
        lambda a: (f"语音合成环节——{_tts_who_zh(a)}，用 {a['name']}：" + _tts_rtf_zh(a)
                   + f" → 每{_unit_zh(a)}占一张卡的 {a['load']:.3f}，每卡约 {a['per_card']:.1f} {_unit_zh(a)}"
                   f"（不超过 {a['util']:.0%} 忙）"
                   f"→ {a['machines']} 台 {a['row']}（每台 {a['gpus']} × {a['gpu']}），每小时 {a['hourly']}，"
                   f"每月约 {a['month']}")),
    "voice.tts_colocated": E(
        lambda a: (f"Speech-synthesis stage — {_tts_who_en(a)}, on {a['name']}, on the LLM's machine "
                   f"({a['cards']} × {a['gpu']}), one bill: "
                   + _tts_rtf_en(a) + f"; it needs ≈ {a['need']:.1f} GB beside the LLM ({a['free']:.1f} GB free a "
                   f"card), and the stages there keep ≈ {a['busy_pct']:.0f} % of its cards busy (≤ 50 %)"),
        lambda a: (f"语音合成环节——{_tts_who_zh(a)}，用 {a['name']}，"
                   f"放在大模型那台机器上（{a['cards']} × {a['gpu']}），一张账单：" + _tts_rtf_zh(a)
                   + f"；需约 {a['need']:.1f} GB，与大模型并存（每卡剩 {a['free']:.1f} GB），同机环节共占其卡约 "
                   f"{a['busy_pct']:.0f}% 的算力（不超过 50%）")),
    "voice.tts_light": E(
        lambda a: (f"A light English TTS instead: {a['name']} ({a['licence']}; RTF {a['rtf']:g} on one {a['ref']}, "
                   f"{a['source']}) speaks the same load on {a['machines']} × {a['row']} ({a['gpus']} × {a['gpu']} "
                   f"each), ≈ {a['month']} a month, {a['saves']} less than {a['heavy']} — if its voices suit you (no "
                   "voice cloning)"),
        lambda a: (f"若换成轻量的英语 TTS：{a['name']}（{a['licence']}；RTF {a['rtf']:g}，一张 {a['ref']}，{a['source']}）"
                   f"同样的负载只要 {a['machines']} 台 {a['row']}（每台 {a['gpus']} × {a['gpu']}），每月约 {a['month']}，"
                   f"比 {a['heavy']} 少 {a['saves']}——前提是它的音色合用（不能克隆声音）")),
    "voice.unpriced": E(
        lambda a: (("Speech-to-text" if a["stage"] == "asr" else "Speech-synthesis")
                   + f" stage ({a['name']}): no priced machine in the stated place runs it, so its month is not added"),
        lambda a: (("语音识别" if a["stage"] == "asr" else "语音合成")
                   + f"环节（{a['name']}）：所述地区没有能跑它的有价机器，月费未计入")),
    "voice.total": E(_total_en, _total_zh),
    "voice.interp_cards": E(_interp_cards_en, _interp_cards_zh),
    "voice.interp_budget": E(_interp_budget_en, _interp_budget_zh),
}
