"""A tool or model the user names that no table here holds, said with no job word this advisor reads and no cue of a
language model (tokens, chat, prompts, users asking questions, an assistant, fine-tuning): read as a job of unknown
kind (a provisional tools.nonllm_jobs.JobFamily), so the answer says the name is not in my tables, what can still be
said (it is sized as a batch of items, the card class, a priced pilot) and asks one question — what it computes, how
many items and by when — never "which LLM?" or a chat model's default in its place. advisor.core.nonllm_jobs.job_of
reads it last, after every held row and every job word; the words live in advisor/core/messages/unknown_tool.py."""

from __future__ import annotations

import re

from tools.nonllm_jobs import JobFamily

# a language model's load said in words: its answer is the LLM path's (a named app or framework beside it stays there)
LLM_CUE = re.compile(r"(?i)tokens?\b|\bchat|\bLLMs?\b|language\s+model|prompts?\b|questions?\b|\bask(?:s|ing)?\b|"
                     r"assistant|\bRAG\b|\bagents?\b|knowledge\s+base|summari[sz]|translat|fine[\s-]?tun|\bLoRA\b|"
                     r"\btrain(?:ing|s)?\b|\bpre[\s-]?train|\bserv(?:e|ing)\s+(?:the\s+)?model|\binference\s+server|"
                     r"对话|對話|聊天|问答|問答|客服|提示词|提示詞|大模型|语言模型|語言模型|知识库|知識庫|智能体|智能體|助手|"
                     r"微调|微調|训练|訓練|摘要|翻译|翻譯|提问|提問|问题|問題|机器人|機器人|\bbot\b|token"
                     # a context window, an engine or people using it: a served language model's load
                     r"|\bcontext\b|\bctx\b|上下文|\d+\s*[kK]\s*(?:tokens?|context|ctx)|\bvllm\b|\bollama\b|llama\.cpp|"
                     r"\bsglang\b|\btgi\b|\bcod(?:e|ing)\s+(?:assistant|completion)|autocomplete|代码补全|代碼補全|寫代碼|写代码|"
                     r"(?:engineers?|developers?|devs|staff|employees|colleagues|users)\s+(?:to\s+)?use|\bfor\s+(?:our\s+)?\d+\s+"
                     r"(?:engineers?|developers?|devs|staff|employees|colleagues|users|people)|"
                     r"(?:给|給|俾)\s*\d+\s*(?:个|個|位|名)?\s*(?:工程师|工程師|开发|開發|同事|员工|員工|用户|用戶|使用者|人)\s*(?:用|使用)")
# text items or a text job ("sentiment of 2M reviews", 评论情感检测, "classify support tickets"): a language model's work,
# sized by the text paths (an encoder, an LLM batch), never a tool of unknown kind
TEXT_CUE = re.compile(r"(?i)\breviews?\b|\btickets?\b|\bcomments?\b|\be-?mails?\b|\bmessages?\b|\btweets?\b|\bposts?\b|"
                      r"\bdocuments?\b|\bcontracts?\b|\barticles?\b|\bsentences?\b|\btexts?\b|\bsentiment|\bclassif|"
                      r"\bNER\b|\bentities\b|\bintent|\bmoderat|\bspam\b|\btoxic|"
                      r"评论|評論|评价|評價|留言|工单|工單|邮件|郵件|消息|訊息|帖子|文本|文章|文档|文檔|合同|合約|情感|情绪|情緒|"
                      r"分类|分類|意图|意圖|实体|實體|审核|審核|垃圾")
# encoders named by family (BERT, RoBERTa, DeBERTa, ModernBERT, E5, BGE, GTE, MiniLM, MPNet, XLM-R, ELECTRA): text models
ENCODER_NAME = re.compile(r"(?i)bert|electra|xlm[-_]?r|\be5\b|\bbge\b|\bgte\b|minilm|mpnet|sentence[-_]?t")
# sequences, residues or proteins: the protein paths' (ESM-2 embeddings, folding, design), never an unknown tool
BIO_CUE = re.compile(r"(?i)protein|residues?|amino|sequences?\b|蛋白|氨基酸|胺基酸|残基|殘基|序列")
# a precision or a weight format said in a follow-up ("use fp32", "换成 AWQ"), never a tool
PRECISION_NAME = re.compile(r"(?i)^(?:fp|bf|int|nf|mxfp|uint)\d+$|^(?:awq|gptq|gguf|exl2|marlin|bnb|q\d(?:_k(?:_[msl])?|_\d)?)$")
# a chat or instruction release in the name ("DBRX-Instruct", "Foo-Chat", "Bar-7B-it", "Baz-Coder"): a language model
LLM_NAME = re.compile(r"(?i)[-_](?:instruct|chat|it|coder|base|sft|dpo|rlhf)(?![a-z])")
# names of products, apps and languages that are no tool to size (the reader's shapes catch them: "WeChat", "iPhone")
PLAIN = {"wechat", "iphone", "ipad", "macbook", "imac", "github", "gitlab", "powerpoint", "excel", "youtube", "tiktok",
         "linkedin", "javascript", "typescript", "postgresql", "mysql", "mongodb", "openai", "deepmind", "paypal",
         "sharepoint", "onedrive", "dropbox", "salesforce", "shopify", "wordpress", "whatsapp", "facebook", "instagram",
         "macos", "ios", "android", "windows", "linux", "ubuntu", "hongkong", "newyork", "a100s", "h100s", "l40s", "vram",
         "nan", "inf", "infinity", "null", "none", "undefined", "tbd", "n/a"}
# a price asked to be judged ("quoted $2.50/hr per H100 … is that fair?", 报价每卡每小时2.5美元…贵不贵): the verdict needs no
# model, so the price-only quote answers it (advisor.core.quote_fair), the unheld name said not held there
_MONEY = (r"(?:US\$|HK\$|NT\$|S\$|A\$|C\$|[$€£¥￥])\s*\d|\d[\d,.]*\s*(?:k|K|万|萬|千)?\s*"
          r"(?:元|块|塊|美元|美金|港币|港幣|港元|台币|台幣|新台幣|刀|(?i:usd|eur|gbp|rmb|cny|hkd|dollars?|euros?)(?![a-z]))")
_FAIR = (r"\b(?i:fair|reasonable|a\s+good\s+(?:deal|price|rate)|too\s+(?:much|high|expensive|pricey)|over-?priced"
         r"|rip[- ]?off|worth\s+it|competitive|market\s+rate|going\s+rate)\b|贵不贵|貴不貴|贵唔贵|貴唔貴|贵吗|貴嗎|贵了|貴了"
         r"|合理|划算|劃算|抵唔抵|抵不抵|值不值|值得吗|值得嗎|公道|偏贵|偏貴|被坑|坑吗|坑嗎")
PRICE_VERDICT = re.compile(r"(?s)(?:" + _MONEY + r").*?(?:" + _FAIR + r")|(?:" + _FAIR + r").*?(?:" + _MONEY + r")")
# a size in the name ("HiDream-I1-17B", "Foo-7b"): a model the size-based sizers read, never a job of unknown kind
SIZED = re.compile(r"(?i)\d+(?:\.\d+)?[bm](?![a-z])")


def tool_named(text: str, name: str | None) -> JobFamily | None:
    """The unheld `name` as a job of unknown kind, when the message carries no language-model cue; else None. By hand:
    "We plan to run OptaPlanner-GPU every morning for 800 technicians" → OptaPlanner-GPU, unknown kind, an L4 pilot;
    "Deploy OpenWebUI for 200 users asking questions" → None (users asking questions: an LLM's load); "quoted $2.50/hr
    per H100 to run Zephyrix-Turbo, is that fair?" → None (a price to judge: PRICE_VERDICT)."""
    if name is None or name.lower() in PLAIN or LLM_CUE.search(text or "") or SIZED.search(name) \
            or LLM_NAME.search(name) or ENCODER_NAME.search(name) or TEXT_CUE.search(text or "") \
            or PRECISION_NAME.search(name) or _a_card(name) or not _used(text or "", name) or _sized_after(text, name) \
            or BIO_CUE.search(text or "") or PRICE_VERDICT.search(text or "") \
            or re.search(r"(?i)-(?:owned|based|hosted|made|only|run|free|ready|native|compatible|friendly)$", name):
        return None
    return JobFamily("unheld", name, "", "unknown", _unit(text), "unknown", "L4", "", "", True, licence_held=False)


# what the items are when the message says: video (clips, episodes, frames to interpolate) or recorded audio (hours)
VIDEO_CUE = re.compile(r"(?i)videos?|clips?|footage|episodes?|frames?|fps|视频|視頻|影片|短剧|短劇|插帧|插幀|帧|幀|剧集|劇集")
AUDIO_CUE = re.compile(r"(?i)audio|recordings?|podcasts?|speech|denois|录音|錄音|音频|音頻|降噪|语音|語音|节目|節目")


# molecules, satellite tiles: counted in their own unit so the stated count is echoed and sized (1亿个分子, 800 tiles)
MOLECULE_CUE = re.compile(r"(?i)molecules?|compounds?|分子|化合物")
TILE_CUE = re.compile(r"(?i)(?<![a-z])tiles?(?![a-z])|瓦片")


# songs a music model makes ("2,000 songs a day", 每天2000首, 每日兩千首歌曲): counted as songs, never "no count said"
SONG_CUE = re.compile(r"(?i)(?<![a-z])(?:songs?|tracks?)(?![a-z])|歌曲|写歌|寫歌|\d\s*首")


def _unit(text: str) -> str:
    """The counted unit of an unknown tool's items: clips for video, songs, hours for recorded audio, molecules, tiles,
    else items."""
    if SONG_CUE.search(text or ""):
        return "song"
    if VIDEO_CUE.search(text or ""):
        return "clip"
    if MOLECULE_CUE.search(text or ""):
        return "molecule"
    if TILE_CUE.search(text or ""):
        return "tile"
    return "hour" if AUDIO_CUE.search(text or "") else "item"


def _a_card(name: str) -> bool:
    """Is `name` a card the GPU table holds ("H20", "MI50", "RTX 4090")? A card is never a tool of unknown kind."""
    from catalog.gpus import all_gpus

    flat = re.sub(r"[\s_-]+", "", name).lower()
    return any(flat == re.sub(r"[\s_-]+", "", g).lower() or flat in re.sub(r"[\s_-]+", "", g).lower().split("(")[0]
               and len(flat) >= 3 and any(c.isdigit() for c in flat) for g in all_gpus())


# the name as the thing run: "use RIFE", "run OptaPlanner-GPU", "with FooTool", 用RIFE插帧, 跑 X, 行 X, 部署 X, 採用 X
USE_VERB = (r"(?i)(?:\buse|\busing|\bruns?|\brunning|\bwith|\bvia|\bdeploy(?:ing)?|\bthrough|\bin|\bon|用|跑|行|使用|采用|採用|"
            r"部署|上|靠|透过|透過|通过|通過)\s*(?:the\s+|our\s+|an?\s+)?$")


def _used(text: str, name: str) -> bool:
    """Is `name` said as the thing the user runs (a use verb just before it)? An exam, a product or an acronym said in
    passing ("出 DSE 練習題", "our KPI") is no tool to size."""
    i = text.find(name)
    return i >= 0 and re.search(USE_VERB, text[max(0, i - 16):i]) is not None


def _sized_after(text: str | None, name: str) -> bool:
    """A size said right after the name ("ESM-2 650M", "Foo 7B"): a model the size-based sizers read."""
    t = text or ""
    i = t.find(name)
    return i >= 0 and SIZED.match(t[i + len(name):i + len(name) + 10].lstrip(" -_")) is not None
