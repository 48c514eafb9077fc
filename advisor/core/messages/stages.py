"""The words of tools/stages.py's messages: the stages of a RAG service sized beside its LLM (advisor.core.service
.side_stages)."""

from __future__ import annotations

from advisor.core.messages.base import E

# the target languages of a translation step (advisor.core.extract_stated.TARGET_LANGUAGES) in Chinese
_ZH_LANGUAGES = {"English": "英文", "Japanese": "日文", "Korean": "韩文", "French": "法文", "Spanish": "西班牙文",
                 "German": "德文", "Portuguese": "葡萄牙文", "Italian": "意大利文", "Russian": "俄文", "Arabic": "阿拉伯文",
                 "Vietnamese": "越南文", "Thai": "泰文", "Indonesian": "印尼文", "Malay": "马来文", "Hindi": "印地文",
                 "Chinese": "中文", "Written Chinese": "中文书面语", "?": "另一种语言（未说明：假设一种）"}

# a speech pipeline's stages (tools.stages.StageCost.stage)
_STAGE_EN = {"asr": "speech-to-text", "diarization": "speaker diarization", "llm": "LLM", "qa": "LLM summary / QA",
             "translation": "translation"}
_STAGE_ZH = {"asr": "语音转写", "diarization": "说话人分离", "llm": "大模型", "qa": "大模型摘要 / 质检", "translation": "翻译"}

ENTRIES: dict[str, E] = {
    # the count is of documents or of pages as said (advisor.core.doc_search.doc_count); a named embedder's query and
    # reranker stages are sized too (advisor.core.service.side_stages), else the index alone (doc_search.doc_index_lines)
    "stages.workload": E("+ retrieval over {n:,} documents or pages (its stages sized under the answer)",
                         "+ {n:,} 份文档的检索（份数或页数，按你所说；各环节在答案下方估算）"),
    "stages.backfill": E("One-off — indexing the documents: {job}",
                         "一次性——文档向量化（建索引）：{job}"),
    "stages.speech": E("Speech-to-text stage, every day — {job}", "语音转写环节（每天）——{job}"),
    # the speech stage on the LLM's machine, or why not (tools.stages.colocation)
    "stages.speech_colocated": E(
        lambda a: ("Speech-to-text" + (f" ({a['audio']:,.0f} h of audio a day)" if a.get("audio") else "")
                   + f" runs on the LLM's machine ({a['cards']} × {a['gpu']}), one bill: {a['name']} needs "
                   f"≈ {a['need']:.1f} GB beside the LLM ({a['free']:.1f} GB free a card; start vLLM with a lower "
                   f"--gpu-memory-utilization) and ≈ {a['hours']:.1f} h of the machine a day (≤ {a['limit']:.0f} h: "
                   "run it in the quiet hours)" + (f"; saves its own machine's ≈ {a['saving']} a month"
                                                  if a.get("saving") else "")),
        lambda a: ("语音转写" + (f"（每天 {a['audio']:,.0f} 小时音频）" if a.get("audio") else "")
                   + f"放在大语言模型那台机器上（{a['cards']} × {a['gpu']}），一张账单：{a['name']} 需约 "
                   f"{a['need']:.1f} GB，与大语言模型并存（每卡剩 {a['free']:.1f} GB；vLLM 调低 --gpu-memory-utilization），"
                   f"每天占用约 {a['hours']:.1f} 小时（不超过 {a['limit']:.0f} 小时：放在闲时跑）"
                   + (f"；省下单独机器每月约 {a['saving']}" if a.get("saving") else ""))),
    "stages.speech_separate": E(
        lambda a: (f"Its own machine, not the LLM's {a['gpu']}: "
                   + (f"{a['name']} needs ≈ {a['need']:.1f} GB and the LLM leaves {a['free']:.1f} GB a card"
                      if not a["memory_ok"] else
                      f"it would take ≈ {a['hours']:.1f} h of that machine a day, over the {a['limit']:.0f} h "
                      "the LLM can spare")),
        lambda a: (f"单独一台机器，不放在大语言模型的 {a['gpu']} 上："
                   + (f"{a['name']} 需约 {a['need']:.1f} GB，大语言模型每卡只剩 {a['free']:.1f} GB"
                      if not a["memory_ok"] else
                      f"它每天要占那台机器约 {a['hours']:.1f} 小时，超过大语言模型能让出的 {a['limit']:.0f} 小时"))),
    "stages.speech_assumed": E("Speech-to-text with no model named: sized as {name} (assumed; name yours to change it)",
                               "语音转写未指明模型：按 {name} 估算（假设值；告诉我实际模型可改）"),
    "stages.reranker_assumed": E(
        "Reranking said with no model named: sized as {name} (assumed; name yours to change it)",
        "重排未指明模型：按 {name} 估算（假设值；告诉我实际模型可改）"),
    # the LLM step after a speech batch (advisor.core.service.qa_stage): its default model, its tokens from the audio
    "stages.qa": E(
        lambda a: (f"LLM step (QA / compliance / summary) on the transcripts — no LLM named, sized on {a['model']} "
                   f"(thinking off; say yours): {a['requests']:,} requests"
                   + (" (one a recording)" if a["counted"] else f" ({a['minutes']:g}-minute pieces of transcript)")
                   + f" × {a['prompt']:,} tokens in, {a['output']:,} out (speech at ≈ {a['rate']:.0f} "
                   + ("characters" if a["chars"] else "words") + f" a minute, {a['source']}): "
                   f"{a['machine']} ({a['cards']} × {a['gpu']}), ≈ {a['hours']:,.1f} h for ≈ {a['job']}"
                   + (f" a {a['period']}, ≈ {a['month']} a month" if a["month"] else "")),
        lambda a: (f"大模型环节（质检 / 合规 / 摘要）：未指明模型，按 {a['model']}（不开思考；告诉我实际模型可改）估算——"
                   f"{a['requests']:,} 条"
                   + ("（每通录音一条）" if a["counted"] else f"（转写文本按每 {a['minutes']:g} 分钟一段）")
                   + f"，每条输入 {a['prompt']:,} token、输出 {a['output']:,}（语速约每分钟 {a['rate']:.0f} "
                   + ("字" if a["chars"] else "词") + f"，{a['source']}）："
                   f"{a['machine']}（{a['cards']} × {a['gpu']}），约 {a['hours']:,.1f} 小时，约 {a['job']}"
                   + (("/" + str({"day": "天", "week": "周", "month": "月"}.get(a["period"], a["period"])) + "，每月约 "
                       + a["month"]) if a["month"] else ""))),
    # a translation of the transcripts (advisor.core.service.qa_stage, tools.speech_llm.translation_batch)
    "stages.translation": E(
        lambda a: (("Rewrite of the transcripts (an LLM step) into " if "Written Chinese" in a["langs"]
                    else "Translation of the transcripts into ") + ", ".join(
                    "one other language (none said: assumed)" if x == "?" else
                    "written Chinese (書面語)" if x == "Written Chinese" else x for x in a["langs"])
                   + f" — no LLM named, sized on {a['model']} "
                   f"(thinking off; say yours): {a['requests']:,} requests ({a['minutes']:g}-minute pieces × "
                   f"{a['n']} language" + ("s" if a["n"] != 1 else "") + f") × {a['prompt']:,} tokens in, "
                   f"{a['output']:,} out (a translation as long as its source: assumed): "
                   f"{a['machine']} ({a['cards']} × {a['gpu']}), ≈ {a['hours']:,.1f} h for ≈ {a['job']}"
                   + (f" a {a['period']}, ≈ {a['month']} a month" if a["month"] else "")),
        lambda a: (("改写环节（大模型改写成" if "Written Chinese" in a["langs"] else "翻译环节（译成")
                   + "、".join(_ZH_LANGUAGES.get(x, x) for x in a["langs"])
                   + f"）：未指明模型，按 {a['model']}（不开思考；告诉我实际模型可改）估算——"
                   f"{a['requests']:,} 条（转写文本按每 {a['minutes']:g} 分钟一段 × {a['n']} 种语言），每条输入 "
                   f"{a['prompt']:,} token、输出 {a['output']:,}（译文与原文一样长：假设值）："
                   f"{a['machine']}（{a['cards']} × {a['gpu']}），约 {a['hours']:,.1f} 小时，约 {a['job']}"
                   + (("/" + str({"day": "天", "week": "周", "month": "月"}.get(a["period"], a["period"])) + "，每月约 "
                       + a["month"]) if a["month"] else ""))),
    # each stage of a speech pipeline side by side (tools.stages.split_line)
    "stages.split_item": E(
        lambda a: f"{_STAGE_EN.get(a['stage'], a['stage'])} {a['hours']:,.0f} GPU-h, {a['money']} ({a['pct']:.0f} %)",
        lambda a: f"{_STAGE_ZH.get(a['stage'], a['stage'])} {a['hours']:,.0f} GPU 小时、{a['money']}（{a['pct']:.0f}%）"),
    "stages.split": E(
        lambda a: (("Per stage, a month: " if a["month"] else "Per stage, the whole job: ") + "; ".join(a["items"])
                   + f" — in all ≈ {a['hours']:,.0f} GPU-h, ≈ {a['money']}"
                   + (f" (≈ {a['cards']:,.1f} cards busy round the clock)" if a.get("cards") is not None else "")),
        lambda a: (("各环节每月：" if a["month"] else "各环节（整个任务）：") + "；".join(a["items"])
                   + f"——合计约 {a['hours']:,.0f} GPU 小时，约 {a['money']}"
                   + (f"（相当于约 {a['cards']:,.1f} 张卡全天候运行）" if a.get("cards") is not None else ""))),
    "stages.total": E(
        lambda a: ("All stages together (LLM" + (" + speech-to-text" if a.get("speech") else "")
                   + ((" + query embeddings" if a.get("queries", True) else "") + " + reranker" if a.get("rag", True)
                      else "") + ") ≈ " + a["month"] + " a month"
                   + ((" — within your " if a["within"] else " — over your ") + a["budget"] + "/month budget"
                      if a["budget"] else "")
                   + ("; indexing the documents is a one-off ≈ " + a["job"] + ", not a monthly cost" if a["job"] else "")),
        lambda a: ("全部环节合计（大语言模型" + (" + 语音转写" if a.get("speech") else "")
                   + ((" + 查询向量" if a.get("queries", True) else "") + " + 重排" if a.get("rag", True) else "")
                   + "）每月约 " + a["month"]
                   + (("，在每月 " if a["within"] else "，超出每月 ") + a["budget"] + " 的预算" + ("内" if a["within"] else "")
                      if a["budget"] else "")
                   + ("；文档向量化是一次性费用，约 " + a["job"] + "，不是每月费用" if a["job"] else ""))),
}
