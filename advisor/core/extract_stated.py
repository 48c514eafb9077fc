"""Two stated facts the readers of advisor.core.extract_rules did not read, kept apart
so that file's edits stay small: a prompt that never repeats (no prefix cache to reuse) and a single user.

- "nothing to reuse from a prefix cache", "every prompt a fresh document", 每次都是新文件, 每次都是新的文檔: the
  engine's automatic prefix caching (vLLM APC, SGLang RadixAttention) saves nothing when no two prompts share a
  prefix, so the KV cache must hold every prompt in full (`prefix_cache: false`, read by tools/load.py). Dropping it
  sized a RAG service over fresh documents as if a shared system prompt were cached.
- "a single power user", "one user", 就我一个人用, 只有我一個人: one stream at once (`concurrency: 1`), never asked again.
  A power user is still one person typing: heavy use lengthens the context, not the number of streams.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from advisor.core.api_period_read import bill_only
from advisor.core.extract_words import (
    PIXEL_SIDE,
    RERANK_EN,
    RERANK_WORD,
    RERANK_ZH,
    TRAIN_WORD,
    TRANSLATE_ZH_MORE,
    currency_after,
    currency_signs,
    gpu_alternatives,
)
from advisor.core.magnitudes import LEN_MAG, tokens_len
from advisor.core.per_period_count import counted_per_period
from tools.schema import Msg
from tools.token_window import window_tokens

# A figure as people type it, captured: digits, or thousands groups of exactly three ("3,500"); never the digits after
# a comma that are no group ("large-v3,50路" is the version 3 and 50 streams, not 350); AMOUNT allows a decimal part
_AFTER_NO_GROUP = r"(?<![\d.])(?:(?<!\d,)|(?!\d{3}(?!\d)))"
GROUPED_COUNT = _AFTER_NO_GROUP + r"(\d{1,3}(?:,\d{3})+|\d+)"
GROUPED_AMOUNT = _AFTER_NO_GROUP + r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"

Read = tuple[dict, list[tuple[int, int]]]

# a prefix cache with nothing in it to reuse: said of the cache ("no prefix caching benefit", "prefix cache won't
# help", "nothing to reuse from a prefix cache") or of the prompts ("every prompt a fresh document", "no shared system
# prompt", "each request is a new document", 每次都是新文件, 每個請求都是新的文件, 没有共同前缀)
NO_PREFIX_REUSE = re.compile(
    r"(?i)\bnothing\s+(?:to\s+)?(?:reuse|re-use|share|cache)\w*\s+(?:from|in|by|with)?\s*(?:the\s+|a\s+)?prefix"
    r"|\bno\s+(?:prefix[\s-]*(?:cach\w*|reuse|sharing|hits?)|(?:shared|common|reusable|repeated)\s+(?:system\s+)?"
    r"(?:prompts?|prefix(?:es)?))\b"
    r"|\bprefix[\s-]*cach\w*\s+(?:won'?t|will\s+not|doesn'?t|does\s+not|can'?t|cannot|wouldn'?t)\s+help"
    # "no cache reuse", "zero kv-cache hits", "without cache sharing": the cache said without prefix
    r"|\b(?:no|zero|without|never\s+any)\s+(?:kv[\s-]*|prompt[\s-]*)?cach(?:e|ing)\s+(?:reuse|re-use|sharing|hits?)\b"
    r"|\b(?:every|each)\s+(?:prompt|request|query|call|input)\s+(?:is\s+)?(?:a\s+)?(?:brand[\s-]*new|fresh|new|different"
    r"|unique)\b"
    r"|\b(?:all|every)\s+(?:prompts?|requests?)\s+(?:are\s+)?(?:fresh|new|different|unique)\b"
    r"|(?:每次|每个请求|每個請求|每条请求|每條請求|每个提示|每個提示|每次请求|每次請求)\s*(?:都是|都係|都为|都為|是)\s*"
    r"(?:一[份个個篇])?\s*(?:全)?新(?:的)?\s*(?:文件|文档|文檔|文章|资料|資料|提示|prompt|内容|內容)"
    r"|(?:没有|沒有|无|無)\s*(?:共同|共享|公共|重复|重複)\s*(?:的)?\s*(?:前缀|前綴|系统提示|系統提示)"
    # 不会有缓存复用, 沒有快取可以重用, 冇cache可以reuse: nothing cached is used again
    r"|(?:不会有|不會有|没有|沒有|冇|无|無)\s*(?:kv\s*)?(?:缓存|緩存|快取|cache)\s*(?:可以|可|能)?\s*(?:复用|複用|重用|共用"
    r"|reuse)"
    r"|(?:没有|沒有|不用|关闭|關閉|关掉|關掉)\s*(?:前缀缓存|前綴緩存|前綴快取)"  # 没有前缀缓存: the switch the answer names
    r"|前缀缓存\s*(?:没用|沒用|无效|用不上)|前綴快取\s*(?:沒用|無效|用不上)|前綴緩存\s*(?:沒用|無效|用不上)")


def read_prefix_reuse(t: str, ctx: Any) -> Read:
    """Read on the text before negations were blanked: the pattern holds its own "no", and the negation masker blanks
    the word after it ("no shared prefixes" became "no        prefixes")."""
    return ({"prefix_cache": False}, []) if NO_PREFIX_REUSE.search(getattr(ctx, "unmasked", None) or t) else ({}, [])



# Document work ("legal document analysis", "summarise contracts", "analyse long reports", 合同审查, 长文档分析, 文档摘要,
# 長文件分析): every request is a document, so a stated context is each prompt's length, not a chat's limit that most
# conversations stay far below (tools.chat_kv): every request's KV sized in full (`documents: true`)
DOC_NOUN = r"(?:contracts?|documents?|docs|reports?|filings?|papers?|pdfs?|agreements?|case\s+files?)"
DOCUMENT_WORK = re.compile(
    r"(?i)\b(?:legal\s+|long[\s-]+)?(?:document|contract|report|filing|pdf)s?\s+(?:analy[sz]\w*|review\w*|summar\w*"
    r"|understanding|q\s*&\s*a|qa)\b"
    r"|\b(?:analy[sz]\w*|summar\w*|review\w*|read(?:s|ing)?|check(?:s|ing)?|audit\w*)\s+(?:(?:the|our|my|all|each"
    r"|every|long|legal|lengthy|large|big|full|whole|these|those|of|\d[\d,]*k?)\s+)*" + DOC_NOUN + r"\b"
    r"|合同|合約|合约|契约|契約|法律文书|法律文書|法律文件|长文档|長文檔|长文件|長文件|长报告|長報告"
    r"|(?:文档|文檔|文件|报告|報告|论文|論文)\s*(?:分析|摘要|总结|總結|审查|審查|审核|審核|问答|問答|理解)")


def read_document_work(t: str, ctx: Any) -> Read:
    """Online document work with no prompt length (its context said here or in a later turn): `documents: true`
    (every request a document filling the context), so tools.chat_kv does not size it as a chat whose context is a
    limit; follow-ups on the same document still reuse it from the prefix cache. A stated prompt length already sizes
    every request in full; a batch job is never a chat."""
    p = ctx.fields
    if (p.get("batch_requests") or p.get("prompt_tokens") or p.get("task") != "inference"
            or p.get("prefix_cache") is False or not DOCUMENT_WORK.search(t)):
        return {}, []
    ctx.out.said(Msg(code="reader.document_work"))
    return {"documents": True}, []


# one person using the service: "a single (power) user", "one user only", "a single-user setup", "only one person",
# 就我一个人用, 只有我一個人, 只我一个人用. Not "single user per GPU" or "per user" (a rate), not a count before it
SINGLE_USER = re.compile(
    r"(?i)\b(?:just\s+one|only\s+one|one|a\s+single|one\s+single)\s+(?:power\s+|heavy\s+)?(?:user|person)\b(?!\s*(?:per|/)\s)"
    r"(?!\s*(?:at\s+a\s+time\s+)?(?:per|each)\b)(?!'s)"
    r"|(?<!a\s)(?<!one\s)\bsingle[\s-]+(?:power[\s-]+|heavy[\s-]+)?(?:user|person)\b(?!\s*(?:per|/)\s)"
    r"|(?:就|只有|只)\s*我\s*(?:一个人|一個人)"  # not 就我自己用: personal use, labelled without a count
    r"|(?<![\d一二两兩三四五六七八九十百千万萬几幾多每])(?:只有|仅|僅|就)\s*(?:一|1)\s*(?:个|個|位)\s*(?:人|用户|用戶|使用者)")


def read_single_user(t: str, ctx: Any) -> Read:
    """concurrency 1 when a single user is said and no count of users was read (a count always wins)."""
    if ctx.fields.get("concurrency") or ctx.fields.get("head_count") or ctx.fields.get("users_online") \
            or not SINGLE_USER.search(t):
        return {}, []
    return {"concurrency": 1}, []


# An embedding model named outside tools.embedding's list (e5-mistral-7b-instruct, gte-Qwen2-7B-instruct,
# jina-embeddings-v3, bge-multilingual-gemma2, NV-Embed-v2): an encoder job, never the chat model whose name it
# contains ("e5-mistral-7b-instruct" was sized as Mistral-7B generating 100 tokens per document).
# The size in the name, if any, sizes it (tools.embedding.generic_encoder); without one the scope note asks.
EMBED_NAME = re.compile(
    r"(?i)(?<![\w.-])((?:e5|gte|bge|jina|nomic|mxbai|stella|instructor|nv|sfr|gritlm|snowflake|arctic|text|"
    r"multilingual|qwen\d*(?:\.\d+)?|conan|acge|xiaobu|piccolo|m3e|tao|yinka|zpoint|llama|mistral|gemma|phi)"
    r"[\w.-]*?(?:embed|e5|gte|bge)"
    r"[\w.-]*|(?:e5|gte|bge)-[\w.-]+"
    # any maker's embedder that says so in its name ("Vega-Embed-1.5B", "Acme-Embedding-0.6B"): an encoder job at the
    # size its name says, never a chat LLM of that size
    # ("re-embed 12M docs", "pre-embed" are the verb, never a model's name)
    r"|(?!(?:re|pre|co|un)-embed)[a-z][a-z0-9.]*-embed(?:ding)?s?(?:-[\w.]+)*)")
EMBED_NAME_SIZE = re.compile(r"(?i)(?<![\d.])(\d+(?:\.\d+)?)\s*b(?![a-z])")
DROPPED_NOTES = ("output not stated", "that model is not in my registry")


def embedding_name(text: str) -> str | None:
    """The embedding model's name as the user wrote it, or None."""
    m = embed_name_match(text or "")
    return m.group(1).rstrip(".-") if m else None


def embed_name_match(text: str) -> re.Match[str] | None:
    """The embedding model's name in the text, one named as a reference ("our DB was sized for bge-m3",
    tools.embedding.job_text) only when no other is named; the span is the text's own."""
    from tools.embedding import job_text

    return EMBED_NAME.search(job_text(text)) or EMBED_NAME.search(text)


def read_encoder_name(t: str, ctx: Any) -> Read:
    """A listed encoder classifier named (deberta-v3-large, chinese-roberta-wwm-ext, XLM-R, ModernBERT)
    with no chat model beside it: an encoder job (inference or fine-tune), sized by tools.embedding, never
    "which model?" and never an LLM's generated tokens. A named chat model or another modality keeps the job."""
    from advisor.core.named_encoder import encoder_named
    from tools.embedding import api_only_named

    enc = encoder_named(t)
    api = api_only_named(t)  # "ESM C 6B": its size read as a chat model's, though it is an API-only protein encoder
    if enc is not None and enc.kind == "protein" and (not ctx.fields.get("model") or api) \
            and ctx.fields.get("modality") in (None, "llm", "embedding"):
        got, notes = _protein_job(t, ctx)
        return ({**got, "model": None} if api else got), notes
    if enc is None or enc.kind != "classify" or ctx.fields.get("model") or ctx.fields.get("params_b") \
            or ctx.fields.get("modality") not in (None, "llm", "embedding"):
        return {}, []
    ctx.out.notes[:] = [n for n in ctx.out.notes if not n.startswith(DROPPED_NOTES + ("classification: each",))]
    return {"modality": "embedding", **_encoder_training(t, ctx.fields)}, []


def _protein_job(t: str, ctx: Any) -> Read:
    """A protein language model named (ESM-2 650M): an encoder pass over each sequence, whatever words name the output
    ("每个残基的向量", "per-residue representations"), never a chat model of its size generating tokens: its size is
    the row's own (params_b dropped), nothing is generated, and each sequence is its mean length in residues."""
    from advisor.core.extract_words import RESIDUES

    ctx.out.notes[:] = [n for n in ctx.out.notes if not n.startswith(DROPPED_NOTES)]
    out: dict = {"modality": "embedding", "params_b": None, "output_tokens": None, "batch_work": None,
                 "thinking_use": None}
    m = RESIDUES.search(t)
    if m:
        out["seq_len"] = int(float((m.group(1) or m.group(2)).replace(",", "")))
    return out, []


# "训练一个分类器，50 万条数据，3 个 epoch", "train a classifier on 200k examples": a training word beside a named encoder
# turns the item count the batch reader took into the training set (a label is no generated output)
# "a fine-tuned deberta", "trained model", 微调好的 / 训练过的 are a model already trained: no training job
_TRAIN_WORDS = re.compile(r"(?i)\b(?:train|trains|training|fine-?tun(?:e|es|ing))\b"
                          r"|(?:训练|訓練|微调|微調)(?!好|过|過|完|后|後)")
_EPOCHS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:epochs?\b|轮|輪)")


_TRAINED = re.compile(r"(?i)\bfine-?tuned\b|\btrained\b|(?:训练|訓練|微调|微調)(?:好|过|過|完)")


def _encoder_training(t: str, fields: dict) -> dict:
    """The fields that make a named encoder's item count its training set, when the text trains it and the readers
    took the count as a batch to run (task inference); and the reverse: a model said already trained ("微调好的
    deberta", "a fine-tuned roberta") with no training word is run over the items, never trained on them."""
    from tools.schema import TRAINING_TASKS, Dataset

    d = fields.get("dataset")
    if fields.get("task") in TRAINING_TASKS and not _TRAIN_WORDS.search(t) and _TRAINED.search(t) \
            and d is not None and d.unit == "examples" and not d.epochs:
        return {"task": "inference", "dataset": None, "batch_requests": int(d.amount)}
    n = fields.get("batch_requests")
    if not n or fields.get("task") not in (None, "inference") or not _TRAIN_WORDS.search(t):
        return {}
    ep = _EPOCHS.search(t)
    seq, out = fields.get("seq_len"), fields.get("output_tokens") or 0
    length = fields.get("prompt_tokens") or (seq - out if seq else None)
    return {"task": "full_finetune", "batch_requests": None, "output_tokens": None, "seq_len": None,
            "prompt_tokens": length, "dataset": Dataset(amount=n, unit="examples",
                                                        epochs=float(ep.group(1)) if ep else None)}


# ---- a reasoning answer's length and a limit on the time to a whole answer ---------------------------
# "it thinks ~8k tokens per answer", "reasoning traces of about 4k tokens", "8k tokens of thinking", 每个回答要思考 8k token,
# 思维链大约 6k token, Cantonese 每次諗大約 5000 個 token: the tokens each answer generates (`output_tokens`), never the
# context (a reasoning model's chain of thought is decoded like any output: tools.load.request_shape). Read before the
# context so "8k" is taken once.
_N = r"(?<![\d.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
_K = (r"\s*" + LEN_MAG + r"?\s*(?:个|個)?\s*(?:tokens?|toks?)\b"
      r"(?!\s*(?:/|per|a|每|一)\s*(?:s|sec|second|秒))")  # never a speed ("answers at 40 tokens/s")
_ABOUT_WORDS = (r"(?:is|are|of|for|about|around|roughly|approx\.?|up\s+to|typically|usually|like|~|≈|traces?|tokens?"
                r"|process|budget|length|runs?|goes|takes|要|约|約|大约|大約|大概|平均|差不多|长度|長度|有|是|的|会|會|用|token"
                # a cap said on it: "思考不超过2千token", "思考最多3000個token", "thinking at most 2k tokens"
                r"|不超过|不超過|最多|上限|控制在|限制在|限在|at\s+most|max(?:imum)?|capped\s+at"
                # 一般 / 通常 (usually), 好长 / 好長 (very long), Cantonese 成 (as much as) and a comma between them:
                # "思考过程一般5k token左右", "思考鏈好長，成8000個token"
                r"|一般|通常|往往|基本上|好长|好長|很长|很長|比较长|比較長|成|[，,])")
THINKING = re.compile(
    r"(?i)\b(?:thinks?|thinking|reasons?|reasoning|chain[\s-]*of[\s-]*thought|cot)\b(?:\s*" + _ABOUT_WORDS + r")*\s*"
    + _N + _K
    + r"|" + _N + r"\s*" + LEN_MAG + r"?\s*(?:tokens?|toks?)\s+(?:of\s+)?(?:thinking|reasoning|chain[\s-]*of[\s-]*thought|cot)\b"
    # the word between the length and its unit: "with 4096 thinking tokens", "8k reasoning tokens", "4000个思考token"
    + r"|" + _N + r"\s*" + LEN_MAG + r"?\s*(?:个|個)?\s*(?:thinking|reasoning|思考|推理)[\s-]*(?:tokens?|toks?)\b"
    # 推理过程 / 推理過程 is the reasoning trace ("推理過程大概6000個token")
    + r"|(?:思考|思维链|思維鏈|思考链|思考鏈|推理链|推理鏈|思考过程|思考過程|推理过程|推理過程|諗)(?:\s*" + _ABOUT_WORDS
    + r")*\s*" + _N + _K
    # the length before the reasoning word, Chinese order: "平均10k token的思考", "8千個token嘅推理過程"
    # what one whole inference writes, its thinking and its answer: 每次推理約5k token, 单次生成大约3千token, "each
    # inference runs about 6k tokens" (the tokens an answer-time target times; read as a 5,000-token batch cut into
    # 3 requests before)
    + r"|(?:(?<=每次)|(?<=单次)|(?<=單次))(?:推理|推論|生成)(?:\s*" + _ABOUT_WORDS + r")*\s*" + _N + _K
    + r"|\b(?:each|every|per)\s+(?:inference|generation)\b(?:\s*(?:generates|produces|writes|" + _ABOUT_WORDS[3:-1]
    + r"))*\s*" + _N + _K
    + r"|" + _N + r"\s*" + LEN_MAG + r"?\s*(?:个|個)?\s*(?:tokens?|toks?)\s*(?:的|嘅)?\s*(?:思考|思维链|思維鏈|推理过程"
    r"|推理過程|推理链|推理鏈|reasoning|thinking)"
    # a thinking budget said with or without its unit: "thinking budget 2048", "reasoning budget of 4k tokens"
    + r"|\b(?:thinking|reasoning)[\s_-]*budget\s*(?:of|is|=|:|at|to)?\s*" + _N + r"\s*" + LEN_MAG
    + r"?(?:\s*tokens?)?\b(?!\s*[%$])")
# a person's answer is an item the model reads (a student's answer to grade: 每道题+学生答案大概500 token, "question +
# student answer ~500 tokens"), never what the model writes
THEIR_ANSWER = "".join(rf"(?<!{w})" for w in ("学生", "學生", "考生", "用户", "用戶", "客户", "客戶", "student ",
                                               "students ", "student's ", "students' ", "user ", "customer "))
ANSWER_LENGTH = re.compile(
    # the answer itself: "回答大概 8000 token", "每個回答要推理大概4000個token", "answers run about 6k tokens", "each
    # reply is ~3000 tokens": the tokens each answer generates, as a reasoning
    # length is. Read only where no prompt is said (a prompt and an answer are a request's shape, read_request_shape)
    r"(?i)" + THEIR_ANSWER + r"(?:\b(?:answers?|responses?|repl(?:y|ies))\b|回答|回复|回覆|答案|作答|回應|回应)(?:\s*(?:"
    + _ABOUT_WORDS[3:-1]
    + r"|推理|思考|諗|都|each|will\s+be|should\s+be|can\s+be))*\s*" + _N + _K
    # "the whole reply has to land within 2 minutes, about 3000 tokens each": a length said "each" after the answer
    # noun, later in its sentence (not "6000 tokens each in, 800 out": a batch's input)
    + r"|\b(?:answers?|responses?|repl(?:y|ies))\b[^.;!?。；！？\n]{0,60}?(?:about|around|roughly|~|≈)?\s*" + _N + _K
    + r"\s+(?:each|apiece|per\s+(?:answer|reply|response))\b(?!\s*(?:in|out)\b)"
    # the length, then "per reply": "like 16k tokens per reply", "8k tokens a response"
    + r"|" + _N + _K + r"\s*(?:per|a|each|every|/)\s*(?:answer|reply|response)\b")
# a prompt said beside the answer makes a request's shape (read_request_shape), a training word a data set's length,
# a context said the room the answer takes
_NOT_AN_ANSWER = re.compile(r"(?i)\b(?:prompts?|inputs?|questions?|queries)\b|输入|輸入|提问|提問|问题|問題|题目|題目"
                            r"|提示词|提示詞"
                            r"|\d\s*(?:k\s*)?(?:tokens?\s+)?in\b|\btrain|fine[\s-]?tun|finetun|\bsft\b|微调|微調|训练|訓練"
                            r"|样本|樣本|数据|數據|資料|samples?|examples?|dataset"
                            r"|\bcontext\b|\bctx\b|上下文|窗口")  # a context said holds the answer


def answer_length_match(t: str) -> re.Match[str] | None:
    """A reasoning length anywhere; an answer's length only where nothing makes it a request's or a data set's."""
    m = THINKING.search(t)
    if m is not None:
        return m
    return None if _NOT_AN_ANSWER.search(t) else ANSWER_LENGTH.search(t)


def _tokens(num: str, k: str | None) -> int:
    """"8k tokens" is 8,192 (as the reader reads every length in tokens); "2万" is 20,000."""
    return tokens_len(float(num.replace(",", "")), k)


def read_thinking_length(t: str, ctx: Any) -> Read:
    """A reasoning length or a whole answer's length in tokens: `output_tokens` (never the context)."""
    m = answer_length_match(t)
    if m is None:
        return {}, []
    g = m.groups()
    i = next(i for i in range(0, len(g), 2) if g[i])
    span = (m.start(i + 1), m.end())  # the number and its unit: "reply … within 2 minutes" stays the answer time's
    n = _tokens(g[i], g[i + 1])
    if n <= 0 or not ctx.free(*span):
        return {}, []
    # a thinking length said ("thinks ~4k tokens", 思考大概3000 token) is the whole answer: nothing added on top of it
    return ({"output_tokens": n, "thinking": True} if m.re is THINKING else {"output_tokens": n}), [span]


# A reasoning model's thinking switched off: "no thinking", "thinking off", "without thinking", "disable thinking",
# "non-thinking mode", "stop thinking", /no_think, enable_thinking=False, 不要思考, 不思考直接答, 别思考, 关闭思考,
# 關閉思考, 不用思考, 关掉思考, 非思考模式, 唔使諗.
# Read on the text before negations were blanked (the pattern holds its own "no"). Not "no thinking time" (a chat
# user's pause between messages: tools.traffic) and not "thinking of" (intent).
THINKING_OFF = re.compile(
    r"(?i)/no_think\b|enable_thinking\s*[=:]\s*false"
    r"|\b(?:no|without|disable[sd]?|disabling|turn(?:ed|ing)?\s+off|switch(?:ed|ing)?\s+off|skip(?:ping)?|stop(?:ped)?)\s+"
    r"(?:the\s+)?(?:thinking|reasoning)\b(?!\s+(?:time|of|about)\b)(?:\s+mode)?"
    r"|\b(?:thinking|reasoning)(?:\s+mode)?\s+(?:off|disabled|switched\s+off|turned\s+off)\b"
    r"|\bnon[\s-]*(?:thinking|reasoning)\s+mode\b"
    r"|(?:不要|不用|无需|無需|不需要|毋须|毋須|关闭|關閉|关掉|關掉|禁用|停用|唔使|唔好|唔要|冇)\s*(?:深度)?(?:思考|推理|諗)"
    r"|(?:不|别|別|莫)\s*(?:深度)?思考"
    r"(?!\s*(?:时间|時間))"
    r"|(?:非思考|非推理)\s*模式|思考模式\s*(?:关闭|關閉|关掉|關掉|off)"
    # the verb after the thinking, or a short verb before it: 把思考关掉, 思考能关掉吗, 思考功能关了, 关思考, 熄咗思考
    r"|(?:深度)?思考(?:模式|功能|过程|過程)?\s*(?:能不能|能否|可不可以|可以|可唔可以|能)?\s*(?:关|關|熄)(?:掉|闭|閉|咗|了|埋)"
    r"|(?<![相有无無攸机機海])(?:关|關|熄)(?:咗|了|埋)?\s*(?:深度)?(?:思考|諗嘢)")


def read_thinking_off(t: str, ctx: Any) -> Read:
    """`thinking: false` when the user switched a reasoning model's thinking off (THINKING_OFF); tools.defaults
    .thinking_tokens then sizes each answer as its reply alone where the model has a switch (Qwen3, GLM-4.5)."""
    if not THINKING_OFF.search(getattr(ctx, "unmasked", None) or t):
        return {}, []
    from tools.defaults import non_thinking_sibling, thinking_unswitchable
    from tools.schema import Msg, Workload

    model = ctx.fields.get("model")
    w = Workload(model=model, thinking=False) if model else None
    if w and thinking_unswitchable(w) and not non_thinking_sibling(w):  # said, never silently ignored (a sibling: moved)
        from advisor.core.thinking_alternative import always_thinks_line

        note = always_thinks_line(w) or Msg(code="defaults.thinking_no_switch",
                                            args={"model": model, "tokens": thinking_tokens_of(model)})
        ctx.out.note(note.en, note.zh)
    return {"thinking": False}, []


# A reasoning model's effort level said (gpt-oss's "Reasoning: low / medium / high" system-prompt setting): "reasoning
# low", "reasoning effort: high", reasoning_effort="medium", "low reasoning effort", "reasoning開low/medium",
# 推理强度设为低, 思考強度 高. 推理 alone is "inference" in Chinese, so only 推理强度 / 推理等级 and the like count; an English
# level before "reasoning" needs effort / level / mode after it ("high reasoning tasks" is a use, not a level).
_LEVEL = r"(?:low|medium|med|high|低|中|高)"
_LEVELS = _LEVEL + r"(?:\s*(?:/|,|、|-|~|～|to|or|and|到|至|或|或者)\s*" + _LEVEL + r")*"
REASONING_EFFORT = re.compile(
    r"(?i)(?:\breasoning(?:[\s_-]*(?:effort|level|mode|setting))?|推理(?:强度|強度|力度|等级|等級|级别|級別|程度|档位|檔位)"
    r"|思考(?:强度|強度|力度|等级|等級|级别|級別|程度))"
    r"\s*(?:[:=：]|is|set\s+to|at|to|on|开|開|设为|設為|设成|設成|用|调到|調到|选|選|为|為)?\s*[\"'“]?\s*(" + _LEVELS + r")"
    r"(?![a-z])"
    r"|(?<![a-z])(" + _LEVELS + r")[\s-]+reasoning[\s_-]*(?:effort|level|mode|setting)\b")
_RANK = {"low": 0, "低": 0, "medium": 1, "med": 1, "中": 1, "high": 2, "高": 2}


def read_reasoning_effort(t: str, ctx: Any) -> Read:
    """`reasoning_effort`: the level said of a reasoning model (REASONING_EFFORT); a range ("low/medium") is read as
    its top, as a range of load is (sized for the most); tools.defaults.thinking_tokens sizes each answer at that
    level's thinking length where the model lists one (gpt-oss)."""
    m = REASONING_EFFORT.search(getattr(ctx, "unmasked", None) or t)
    if m is None:
        return {}, []
    said = [w.lower() for w in re.findall(_LEVEL, m.group(1) or m.group(2), flags=re.I)]
    top = max((_RANK[w] for w in said if w in _RANK), default=None)
    if top is None:
        return {}, []
    return {"reasoning_effort": ("low", "medium", "high")[top]}, []


def thinking_tokens_of(model: str) -> int:
    """The thinking tokens each answer of `model` carries with its default mode (tools.defaults.thinking_tokens)."""
    from tools.defaults import thinking_tokens
    from tools.schema import Workload

    return thinking_tokens(Workload(model=model))


# What a switchable reasoning model's answers are for (`thinking_use`, planned by tools.defaults.thinking_planned_off
# after Qwen3's model card: thinking "for complex logical reasoning, math, and coding", non-thinking "for efficient,
# general-purpose dialogue"). Thinking switched on in so many words: "thinking on", "with thinking", "with reasoning",
# "enable thinking", enable_thinking=True, /think, 开启思考, 開啟思考, 打开思考, 思考模式 (never "non-thinking mode").
THINKING_ON = re.compile(
    r"(?i)(?<![\w/])/think\b|enable_thinking\s*[=:]\s*true"
    r"|\b(?:with|enable[sd]?|enabling|turn(?:ed|ing)?\s+on|switch(?:ed|ing)?\s+on|keep)\s+(?:the\s+)?(?:thinking|reasoning)"
    r"(?:\s+mode)?\b(?!\s+(?:time|of|about)\b)"
    r"|\bturn(?:ed|ing)?\s+(?:the\s+)?(?:thinking|reasoning)(?:\s+mode)?\s+(?:back\s+)?on\b"
    r"|(?<![\w-])(?:thinking|reasoning)(?:\s+mode)?\s+(?:on|enabled|switched\s+on|turned\s+on)\b"
    r"|(?<![\w-])(?<!non\s)thinking\s+mode\b(?!\s+(?:off|disabled))"
    r"|(?:开启|開啟|打开|打開|启用|啟用|开|開|要|保留)\s*(?:深度)?(?:思考|諗)(?:模式)?"
    r"|(?<![非关關])思考模式(?!\s*(?:关闭|關閉|关掉|關掉|off))"
    r"|(?:深度)?思考(?:模式|功能)?\s*(?:能不能|可不可以|可以|可唔可以)?\s*(?:重新)?(?:打开|打開|开启|開啟|开返|開返|恢复|恢復)")
# Reasoning work: code, maths, AI agents, problem solving (代码, 编程, 数学, 智能体, 解题; 推理 only as a reasoning task, never
# as "inference": 推理服务 is serving a model)
REASONING_USE = re.compile(
    r"(?i)\b(?:cod(?:e|ing)|programming|programmer|developers?|copilot|math(?:s|ematics|ematical)?|olympiad"
    r"|solv(?:e|es|ing)|proofs?|reasoning\s+(?:tasks?|problems?|questions?)|tool[\s-]*(?:use|calling)"
    # an AI agent, never people: "~50 agents" on a support team are its staff
    r"|agentic|multi[\s-]*agents?|(?:ai|llm|autonomous|coding|code|research|browser|web)\s+agents?"
    r"|agents?\s+(?:workflows?|frameworks?|pipelines?|tasks?|loops?|systems?|runs?))\b"
    r"|代码|代碼|编程|編程|程式|写程序|寫程序|数学|數學|奥数|奧數|解题|解題|智能体|智能體|逻辑推理|邏輯推理|复杂推理|複雜推理"
    r"|推理题|推理題|推理任务|推理任務|推理能力")
# General dialogue: a chat assistant, customer service, support, RAG Q&A, translation, summaries and minutes, extraction (聊天,
# 客服, 问答, 知识库, 翻译, 摘要, 总结, 提取; 繁體 聊天, 客服, 問答, 知識庫, 翻譯, 總結, 擷取; Cantonese 傾偈)
DIALOGUE_USE = re.compile(
    r"(?i)\b(?:chat(?:bot|bots)?|chat[\s-]*(?:assistant|app|service)|assistants?|customer[\s-]*(?:service|support|care)"
    r"|support\s+(?:bot|desk|tickets?|team|staff|chat|agents?|answers?)|help[\s-]*desk|faq|q\s*&\s*a|question[\s-]*answering|rag|knowledge[\s-]*base"
    r"|translat(?:e|es|ing|ion|or)|summar(?:y|ies|ise|ize|ising|izing|isation|ization)|extract(?:s|ing|ion)?)\b"
    r"|聊天|对话|對話|客服|问答|問答|知识库|知識庫|翻译|翻譯|摘要|总结|總結|提取|抽取|擷取|傾偈|助手|机器人|機器人"
    # meeting minutes written from a transcript (出纪要, 會議紀要, "meeting minutes"): a summary
    r"|纪要|紀要|(?i:\bmeeting\s+(?:minutes|notes)\b)"
    # the product's shape: a messaging bot answering residents or customers (WhatsApp, Telegram, LINE,
    # WeChat; 答住戶問題, 报维修), essay feedback and grading (作文批改, 批语), synthetic data (QA pairs, 合成数据): replies
    # and records written from a given text, not problems to solve
    r"|(?i:\b(?:bots?|whatsapp|telegram|line\s+(?:bot|oa|official)|wechat|answer(?:s|ing)?\s+(?:\w+\s+){0,2}questions"
    r"|essay\s+(?:feedback|grading|scoring|marking|comments?)|grad(?:e|es|ing)\s+(?:\w+\s+)?(?:essays?|homework"
    r"|assignments?)|synthetic\s+(?:data|datasets?|qa|q&a|questions?|samples?|examples?|conversations?|dialogues?)"
    r"|qa\s+pairs?|question[\s-]+answer\s+pairs?|data\s+generation)\b)"
    r"|微信|企业微信|企業微信|(?:答|回答|回覆|回复|解答)[^。，,！!？?\n]{0,8}(?:问题|問題)|报修|報修|报维修|報維修|维修|維修"
    r"|批改|批语|批語|评语|評語|作文(?:评分|評分|打分)|合成数据|合成數據|问答对|問答對")


# Code completion: tab autocomplete, inline suggestions, fill-in-the-middle (FIM), ghost text; 代码补全, 自动补全, 補全
CODE_COMPLETION = re.compile(
    r"(?i)\b(?:tab[\s-]*)?auto[\s-]?complet(?:e|es|ion|ions|ing)\b|\b(?:code|tab|inline|line)[\s-]*complet(?:e|ion|ions)\b"
    r"|\binline\s+(?:code\s+)?suggestions?\b|\bfill[\s-]*in[\s-]*(?:the[\s-]*)?middle\b|\bfim\b|\bghost[\s-]*text\b"
    r"|代码补全|代碼補全|自动补全|自動補全|补全代码|補全代碼|(?:代码|代碼|程式碼|程序)\s*(?:自动|自動)?\s*(?:补全|補全|完成)"
    r"|(?:tab|Tab)\s*(?:补全|補全)|(?i:\bide\b|vs\s*code|vscode|jetbrains|编辑器|編輯器)\s*(?:里|裡|裏|内|內|中)?\s*(?:的\s*)?(?:代码|代碼|程式碼)?\s*(?:自动|自動)?\s*(?:补全|補全)"
    # code 補全, coding 自動補全 (English glued to the Chinese); a Copilot-like service ("Copilot-style", "our own
    # Copilot", "like GitHub Copilot", 類 Copilot, Copilot 替代): the completions in the editor
    r"|(?i:\bcod(?:e|ing))\s*(?:自动|自動)?\s*(?:补全|補全)"
    r"|(?i:\bcopilot[\s-]*(?:like|style|alternative|replacement|clone)\b|\b(?:like|replace|replacing|instead\s+of|our\s+own"
    r"|self[\s-]*hosted|in[\s-]*house)\s+(?:a\s+)?(?:github\s+)?copilot\b|\bgithub\s+copilot\b)"
    r"|(?:类|類|像|自建|自架|私有化?|替代|取代)\s*(?i:(?:github\s*)?copilot)|(?i:copilot)\s*(?:替代|平替|类|類|式)"
    # bare 补全 where the message is about code (a coder model, developers, 写程式): 300位工程師用qwen2.5-coder做補全;
    # never 补全 paired with a chat (补全+聊天: COMPLETION_SAID) nor data / images / a graph filled in
    r"|^(?=[\s\S]*?(?i:coder|codestral|starcoder|codegeex|codellama|code\s*llama|工程师|工程師|程序员|程序員|程式|开发者|開發者"
    r"|开发人员|開發人員|研发|研發|\bdevs?\b|\bdevelopers?\b|\bengineers?\b|\bprogrammers?\b))"
    r"(?![\s\S]*?(?:补全|補全)\s*(?:[+＋&/、]|和|及|与|與|同|加|跟|\band\b)\s*(?:聊天|对话|對話|问答|問答|傾偈|(?i:chat)))"
    r"(?![\s\S]*?(?:聊天|对话|對話|问答|問答|傾偈|(?i:\bchat))\s*(?:[+＋&/、]|和|及|与|與|同|加|跟|\band\b)\s*(?:代码|代碼|程式碼)?(?:补全|補全))"
    r"[\s\S]*?(?:补全|補全)(?!\s*(?:数据|數據|资料|資料|缺失|图|圖|知识|知識|表格|字段|欄位))")
# completion said beside chat for coders (寫程式用（補全+聊天）): not read as the completion shape (the thread is sized as
# a chat), but a model named later without fill-in-the-middle is told so (conversation._fim_after_swap)
COMPLETION_SAID = re.compile(
    CODE_COMPLETION.pattern + r"|(?:寫程式|写程式|写程序|寫程序|寫代碼|写代码|寫code|写code|編程|编程|coding)[^。！？\n]{0,8}?"
    r"(?:补全|補全)|\bcompletions?\s+(?:and|\+|&)\s+chat"
    # completion and chat said as a pair, either way round (補全+聊天, 补全和对话, chat + 補全, 聊天同補全)
    r"|(?:补全|補全)\s*(?:[+＋&/、]|和|及|与|與|同|加|跟|\band\b)\s*(?:聊天|对话|對話|问答|問答|傾偈|(?i:chat))"
    r"|(?:聊天|对话|對話|问答|問答|傾偈|(?i:\bchat))\s*(?:[+＋&/、]|和|及|与|與|同|加|跟|\band\b)\s*(?:代码|代碼|程式碼)?(?:补全|補全)")
# A product whose answer is a label: a classifier, a tagger, a router, intent or sentiment detection, ticket triage
# (分类, 打标签, 意图识别, 情感分析, 路由); "output is just a label" said outright
LABEL_OUTPUT = re.compile(
    r"(?i)\bclassif(?:y|ies|ier|iers|ying|ication)\b|\bcategori[sz](?:e|es|ing|ation)\b|\btagg(?:er|ing)\b"
    r"|\b(?:intent|sentiment)\s+(?:detection|classification|analysis|recognition)\b"
    r"|\brout(?:er|ing)\s+(?:model|requests?|queries|tickets?|to)\b"
    r"|\b(?:intent|query|request|ticket|model|llm)\s+rout(?:er|ing)\b"
    r"|\btag(?:s)?\s+(?:each|every|all|incoming|the|them|it)\b"
    r"|(?:工单|工單|意图|意圖|请求|請求|问题|問題|查询|查詢|客诉|客訴)\s*路由|路由\s*(?:模型|分类|分類)"
    r"|\b(?:output|answer|response|result)s?\s+(?:is|are)\s+(?:just\s+|only\s+|simply\s+)?(?:a\s+|one\s+)?(?:label|category|class|tag)s?\b"
    r"|\btriage\b|分类|分類|打标签|打標籤|打标|打標|意图识别|意圖識別|意图分类|意圖分類|情感分析|情绪分析|情緒分析|只输出(?:一个)?标签|只輸出(?:一個)?標籤"
    # 输出就一个标签, 輸出只是一個標籤, "the output is one label", "returns a single label"
    r"|(?:输出|輸出|回答|返回|回傳)\s*(?:就|只|只是|仅|僅|为|為|是|就是)*\s*(?:一个|一個|1\s*个|1\s*個)\s*(?:标签|標籤|类别|類別)"
    r"|\b(?:outputs?|returns?|answers?)\s+(?:is\s+|are\s+)?(?:just\s+|only\s+)?(?:one|a\s+single)\s+(?:[a-z-]+\s+)?label\b")
# Latency-bound short answers (thinking planned off, tools.defaults.thinking_planned_off): code completion, a coding
# assistant inside the developers' editor (copilot, IDE, "for our devs"), a label (LABEL_OUTPUT). Thousands of
# thinking tokens before a 64-token completion or an 8-token label are the whole wait.
LATENCY_USE = re.compile(
    CODE_COMPLETION.pattern + "|" + LABEL_OUTPUT.pattern.removeprefix("(?i)")
    + r"|\bcopilot\b|\b(?:cod(?:e|ing)|programming|dev|developer)\s+(?:assistant|helper|copilot)s?\b|\bide\b"
    r"|编程助手|編程助手|代码助手|代碼助手|程式助手|写代码助手|寫代碼助手"
    # a spoken reply: a voice agent or phone bot answers inside a conversational turn (≈ 1 s), so thinking tokens
    # before the reply would be the caller's silence
    r"|\bvoice\s+(?:agents?|assistants?|bots?)\b|\bphone\s+(?:agents?|bots?)\b|\b(?:ivr|callbot)s?\b"
    r"|语音助手|語音助手|语音客服|語音客服|语音机器人|語音機器人|电话机器人|電話機器人|外呼|语音对话|語音對話")
# Work that needs the thinking whatever else is said: maths, proofs, competition problems, agents (REASONING_USE's
# hard part; "code" alone is not in it: an editor's completion is code too)
HARD_REASONING = re.compile(
    r"(?i)\b(?:math(?:s|ematics|ematical)?|olympiad|proofs?|reasoning\s+(?:tasks?|problems?|questions?)|agentic"
    r"|(?:ai|llm|autonomous|coding|code|research|browser|web)\s+agents?)\b"
    r"|数学|數學|奥数|奧數|解题|解題|智能体|智能體|逻辑推理|邏輯推理|复杂推理|複雜推理")


def read_thinking_use(t: str, ctx: Any) -> Read:
    """`thinking_use`: "on" when thinking is switched on in words (THINKING_ON), "latency" for short answers waited on
    (LATENCY_USE: code completion, an IDE coding assistant, a classifier's label; not beside maths or agents,
    HARD_REASONING), "reasoning" for reasoning work (REASONING_USE: it wins over a chat word), "dialogue" for general
    dialogue (DIALOGUE_USE).
    tools.defaults.thinking_planned_off turns it into the planned mode for a model with a thinking switch. A use
    word is read only beside a workload (a field read before it: the readers run it after the workload's)."""
    text = getattr(ctx, "unmasked", None) or t
    if THINKING_ON.search(text) and not THINKING_OFF.search(text):
        return {"thinking_use": "on"}, []  # a switch said, also alone in a follow-up ("开启思考")
    if not any(v is not None for k, v in ctx.fields.items() if k != "language"):
        return {}, []  # nothing else read: small talk or a question about the bot ("who made this chat assistant?")
    if not _may_switch_thinking(ctx.fields.get("model")):
        return {}, []  # a use word only plans a switchable model's thinking: never a stated fact of Llama's
    if (LATENCY_USE.search(text) or _answer_within_seconds(ctx)) and not HARD_REASONING.search(text) \
            and not _chat_that_classifies(text):
        return {"thinking_use": "latency"}, []  # a completion, a label, an IDE coding reply: waited on, short
    if REASONING_USE.search(text):
        return {"thinking_use": "reasoning"}, []
    return ({"thinking_use": "dialogue"}, []) if DIALOGUE_USE.search(text) or _reply_length_said(ctx) \
        or _people_online_service(text, ctx) else ({}, [])


# An online service people use with no use said ("在线服务 Qwen3-235B-A22B，1000 人同时在线", "serve Qwen3-32B to 800
# users online"): people online send chat messages, so a hybrid thinker plans its non-thinking reply (Qwen3 model
# card: non-thinking mode "for efficient, general-purpose dialogue"); an 8,192-token thought before every chat reply
# put 902 of 1,000 people generating at once and 2.1 TB of KV cache on the plan. Said on the workload line with the
# switch and what thinking on would cost (tools.recommend.thinking_on_line).
ONLINE_SERVICE = re.compile(r"(?i)\bonline\s+(?:service|app|product|platform)\b|\b(?:users?|people|visitors|customers)\s+"
                            r"online\b|在线服务|在線服務|线上服务|線上服務|在线应用|在線應用|同时在线|同時在線|人在线|人在線")


def _people_online_service(text: str, ctx: Any) -> bool:
    """People online use the service (`users_online` read, or an online service said: ONLINE_SERVICE) and no batch,
    agent or reasoning work was read: general dialogue for a thinking switch."""
    f = ctx.fields
    if f.get("batch_requests") or f.get("agent_tool_calls") or f.get("agent_turns"):
        return False
    return bool(f.get("users_online")) or ONLINE_SERVICE.search(text) is not None


def _answer_within_seconds(ctx: Any) -> bool:
    """A whole answer wanted within a few seconds (`target_answer_s` at most tools.defaults.THINKING_FITS_S): thousands
    of thinking tokens at tens of tokens a second cannot fit in it, so the plan is the reply alone."""
    from tools.defaults import THINKING_FITS_S

    s = ctx.fields.get("target_answer_s")
    return isinstance(s, (int, float)) and 0 < s <= THINKING_FITS_S


def _reply_length_said(ctx: Any) -> bool:
    """A visible reply's length said ("~400 tokens out", 批语300-600字: output_tokens below tools.defaults
    .REPLY_ONLY_BELOW) with no reasoning work said: the answer is that reply, so the plan is thinking off (said, with
    thinking on's cost beside it), never 8,192 thinking tokens sized for the load while the price counts the reply."""
    from tools.defaults import REPLY_ONLY_BELOW

    out = ctx.fields.get("output_tokens")
    return isinstance(out, (int, float)) and 0 < out < REPLY_ONLY_BELOW


def _chat_that_classifies(text: str) -> bool:
    """A chat that also classifies ("a support chatbot that classifies intents"): its answers are replies, so a label
    word alone makes it no label service; "the output is a label" said outright, or a completion or coding word, does."""
    return bool(CHAT_WORD.search(text)) and not LABEL_SAID.search(text) \
        and LATENCY_USE.search(LABEL_OUTPUT.sub(" ", text)) is None


def _may_switch_thinking(model: str | None) -> bool:
    """No model read yet (a follow-up, or one assumed later), or one whose thinking has a switch (Qwen3 hybrids,
    GLM-4.5: tools.defaults.model_thinking) or effort levels (gpt-oss: a light use plans low effort,
    tools.defaults.effort_by_use)."""
    if not model:
        return True
    from catalog import registry  # noqa: F401  (registers the thinking lookup tools.defaults reads)
    from tools.defaults import model_thinking

    t = model_thinking(model)
    return t is not None and t.default and (bool(t.switch) or t.effort_tokens is not None)


# "answers should arrive within a minute", "each answer in under 30 seconds", "respond within 10 s", "full answers in
# 20s", 一分钟内出结果, 30秒内要回答完, 每個回答要在一分鐘內完成, 30 秒內要答完: a limit on the time to a WHOLE answer
# (`target_answer_s`), which tools.answer_time turns into each user's decode speed. Never the first token ("first token
# within 2 s" is target_ttft_ms) and never a job's deadline ("finish training within 2 days").
_DUR_EN = (r"(?:(half\s+a|a|an|one|two|three|five|ten)|" + _N + r")\s*-?\s*"
           r"(seconds?|secs?|s|minutes?|mins?|m)\b")
_DUR_ZH = r"(?:(半|一|两|兩|二|三|五|十)|" + _N + r")\s*(?:个|個)?\s*(秒钟|秒鐘|秒|分钟|分鐘|分半钟|分半鐘)"
_ANSWER_EN = r"(?:answers?|responses?|repl(?:y|ies)|results?|completions?|generations?)"
ANSWER_TIME = re.compile(
    # "whole reply has to land inside 40 seconds", "answers from phi 3 medium in under 15 sec":
    # up to four words between the answer and its limit, a model's name among them; inside / under as "within"
    r"(?i)\b(?:(?:full|whole|complete|entire|each|every|the|an?)\s+)?" + _ANSWER_EN
    + r"\b(?:\s+(?!first\b)[a-z0-9.'-]+){0,4}?\s+"
    r"(?:(?:with)?in|inside(?:\s+of)?|under)\s+(?:under\s+|less\s+than\s+|about\s+|around\s+|~\s*)?" + _DUR_EN
    # each item's output "ready within 1 minute of publishing" / "out within 60 s of the email arriving": a whole
    # answer's time from the item's arrival (发稿后1分钟内出来 in English), never a batch's deadline (no arrival said)
    + r"|\b(?:ready|done|out|back|available|generated|produced|written|delivered)\s+(?:with)?in\s+(?:under\s+|less\s+than\s+)?"
    + _DUR_EN + r"\s+(?:of|after)\s+(?:(?:the|an?|each|every|its|it)\s+)?(?:\w+\s+)?(?:publish|post|arriv|receiv|upload"
    r"|submi|land|com(?:e|ing)\s+in)\w*"
    + r"|\b(?:answer|respond|reply|finish\s+(?:each|every|an?)\s+answer)\w*\s+(?:(?:each|every|a|the|to)\s+\w+\s+)?"
    r"(?:with)?in\s+(?:under\s+|less\s+than\s+)?" + _DUR_EN
    # "20秒內就要拿到完整回覆": 就 and 要 together, a receiving verb before the whole answer
    + r"|" + _DUR_ZH + r"\s*(?:之内|之內|以内|以內|内|內)\s*(?:就)?\s*(?:要|需要|得|必须|必須|就)?\s*(?:能)?\s*"
    r"(?:拿到|收到|看到|得到|等到|攞到|見到|见到)?\s*"
    r"(?:整个|整個|全部|完整|成個|成个)?\s*(?:的)?\s*(?:出|给出|給出|返回|回答|答完|回覆|回复|回應|回应|答案|生成完|输出完"
    r"|輸出完|有|完成|答)"
    + r"|(?:回答|回复|回覆|答案|结果|結果)\s*(?:都)?\s*(?:要|需要|得|必须|必須)?\s*(?:在)?\s*" + _DUR_ZH
    + r"\s*(?:之内|之內|以内|以內|内|內)"
    # "整段回复不能超过25秒", "整個回答唔可以多過30秒", "完整答案最多 40 秒": a ceiling on the whole answer, no 内 after it
    + r"|(?:整段|整个|整個|完整|全部|成个|成個)(?:的)?\s*(?:回答|回复|回覆|答案|输出|輸出)\s*(?:都)?\s*"
    # "整个回答最多等一分半钟", "成個答案唔可以等多過45秒": the wait said with 等 / 等待
    r"(?:要|需要|得|必须|必須)?\s*(?:不能|不可以|唔可以|唔能|不得|最多|最长|最長|唔好)?\s*(?:等待|等)?\s*"
    r"(?:超过|超過|多过|多過|喺|在)?\s*" + _DUR_ZH
    # "users shouldn't wait more than 90 s for the complete answer", "no one should wait over a minute for a full reply"
    + r"|\bwait\s+(?:more|longer)\s+than\s+" + _DUR_EN + r"\s+for\s+(?:the\s+|a\s+|an\s+)?(?:complete|whole|full|entire"
    r"|finished)\s+" + _ANSWER_EN
    + r"|\bwait\s+(?:over|above)\s+" + _DUR_EN + r"\s+for\s+(?:the\s+|a\s+|an\s+)?(?:complete|whole|full|entire"
    r"|finished)\s+" + _ANSWER_EN
    # a share of requests done in a time, an end-to-end tail ("99% of requests under 2 s", "p95 end-to-end latency under
    # 5 s", 99%的请求 10 秒内返回, P99 端到端延迟 8 秒以内): a whole answer's time, held at that percentile
    # (E2E_PERCENTILE: extract_stated.latency_percentile reads it)
    + r"|\b9[059]\s*%\s*of\s+(?:the\s+|all\s+|our\s+)?(?:requests?|queries|calls|responses?|answers?)\s+"
    r"(?:should\s+|must\s+|need\s+to\s+|have\s+to\s+|to\s+)?(?:be\s+)?(?:(?:complete[sd]?|finish(?:ed)?|done|served"
    r"|answered|returned?)\s+)?(?:(?:with)?in|under|below|in\s+under)\s+(?:about\s+|~\s*)?" + _DUR_EN
    + r"|\bp(?:50|90|95|99)\s+(?:end[\s-]*to[\s-]*end|e2e)\s+(?:latency|response\s+time)\s*(?:under|below|within|<|≤|of"
    r"|at\s+most)\s*" + _DUR_EN
    + r"|\b(?:end[\s-]*to[\s-]*end|e2e)\s+(?:latency|response\s+time)\s+(?:at\s+)?p(?:50|90|95|99)\s*(?:under|below|within"
    r"|<|≤|of|at\s+most)\s*" + _DUR_EN
    + r"|9[059]\s*%\s*(?:的)?\s*(?:请求|請求|查询|查詢)\s*(?:都|要|需要|得|必须|必須)?\s*(?:在)?\s*" + _DUR_ZH
    + r"\s*(?:之内|之內|以内|以內|内|內)"
    + r"|P(?:50|90|95|99)\s*(?:的)?\s*端到端\s*(?:延迟|延遲|时延|時延|耗时|耗時)?\s*(?:要|需要)?\s*(?:在)?\s*" + _DUR_ZH
    + r"\s*(?:之内|之內|以内|以內|内|內)?"
    # an agent's step ("our agent loop needs each step in under 3 s", "agent steps must finish within 2 seconds",
    # 每步3秒内, 每一步不超過 3 秒): one request and its reply, the step's whole answer (STEP_WORDS: not in training)
    + r"|\b(?:(?:each|every|per|one|an?)\s+(?:agent\s+|loop\s+)?|agent\s+|loop\s+)(?:steps?|actions?|iterations?)\b"
    r"(?:\s+(?!first\b)[a-z0-9.'-]+){0,4}?\s+(?:(?:with)?in|inside(?:\s+of)?|under|below)\s+"
    r"(?:under\s+|less\s+than\s+|about\s+|around\s+|~\s*)?" + _DUR_EN
    + r"|(?:每一?步|每个步骤|每個步驟|每一?轮|每一?輪|每次操作|每个动作|每個動作)\s*(?:都)?\s*(?:要|需要|得|必须|必須)?\s*"
    r"(?:在|喺)?\s*(?:不超过|不超過|唔超過|唔超过|唔可以超過|最多)?\s*" + _DUR_ZH
    # a wait the user can't bear ("等唔到10秒", 等不了10秒, 最多等5秒, "users can't wait more than 10 seconds"): the reply's
    # whole time, a ceiling (a first token's wait is told apart by _FIRST_TOKEN in its clause)
    + r"|(?:等唔到|等不了|等唔切|唔可以等|不能等|最多等|顶多等|頂多等|最多只能等|唔想等|不想等)\s*"
    r"(?:超过|超過|多过|多過|多於|多于)?\s*" + _DUR_ZH
    + r"|\b(?:can'?t|cannot|can\s+not|won'?t)\s+wait\s+(?:more\s+than\s+|over\s+|longer\s+than\s+)?" + _DUR_EN
    + r"(?!\s+for\s+(?:the\s+|a\s+)?first)")
TRAIN_WORDS = re.compile(r"(?i)\b(?:fine[\s-]?tun|(?:pre)?train|lora\b|sft\b)|微调|微調|训练|訓練")
STEP_WORDS = re.compile(r"(?i)\b(?:steps?|actions?|iterations?)\b|每一?步|步骤|步驟|每一?轮|每一?輪|操作|动作|動作")
_FIRST_TOKEN = re.compile(r"(?i)first[\s-]*(?:token|word)|\bttft\b|首\s*token|首字|首个|首個|\b(?:start|begin)(?:s|ing)?\b"
                          r"|开始|開始"
                          r"|第\s*(?:一|1)\s*(?:个|個)?\s*(?:token|字|句)"
                          # the first answer on a new document ("每份合同第一次回答必须10秒内出来", "the first answer on
                          # each new contract within 10 s"): its wait is the document's prefill, a first token
                          r"|(?:第\s*(?:一|1)\s*(?:次|个|個)|首次|头一次|頭一次)\s*(?:的)?\s*(?:回答|回复|回覆|答案|答覆|出字)"
                          r"|\bfirst\s+(?:answer|response|reply)\b")
_WORD_N = {"a": 1, "an": 1, "one": 1, "half a": 0.5, "two": 2, "three": 3, "five": 5, "ten": 10,
           "半": 0.5, "一": 1, "两": 2, "兩": 2, "二": 2, "三": 3, "五": 5, "十": 10}


def _seconds(word: str | None, num: str | None, unit: str) -> float:
    n = _WORD_N[re.sub(r"\s+", " ", word.lower())] if word else float(num.replace(",", ""))  # type: ignore[union-attr]
    minutes = unit.lower().startswith("m") or "分" in unit
    return n * (60 if minutes else 1) + (30 if "分半" in unit else 0)


def read_answer_time(t: str, ctx: Any) -> Read:
    """`target_answer_s`: a whole answer's time ("every answer within 5 s"), never a first token's. Beside a live voice
    agent the same words are the voice-to-voice turn (voice_latency, judged by advisor.core.voice_stages against each
    stage): the reply is spoken as it streams, so no whole-answer time is read."""
    if voice_agent_said(t) and voice_latency(t) is not None:
        return {}, []
    for m in ANSWER_TIME.finditer(t):
        clause = re.split(r"[,;.!?。；！？\n]", t[max(0, m.start() - 30):m.start()])[-1] + m.group(0)
        if not ctx.free(*m.span()) or _FIRST_TOKEN.search(clause):
            continue
        if STEP_WORDS.search(m.group(0)) and (ctx.fields.get("task") not in (None, "inference") or TRAIN_WORDS.search(t)):
            continue  # a training step's time is no served reply's
        g = [x for x in m.groups()]
        i = next(i for i in range(0, len(g), 3) if g[i + 2])  # each alternative has (word, number, unit)
        out: dict[str, Any] = {"target_answer_s": _seconds(g[i], g[i + 1], g[i + 2])}
        pct = latency_percentile(m.group(0))  # "99% of requests under 2 s": the answer's time at that tail
        if pct:
            out["ttft_percentile"] = pct  # its first token is the part that queues (tools.load.LoadPoint.ttft_at)
        return out, [m.span()]
    return {}, []


# ---- embedding jobs: short texts and a batch that recurs ------------------------------------------
# "short texts", "short sentences", "product titles", "search queries", 短文本, 短句, 標題, 短評: items whose length was
# not said in tokens. Sized at tools.embedding.SHORT_TEXT_TOKENS each (said in a note), never at the encoder's maximum.
SHORT_TEXTS = re.compile(
    r"(?i)\bshort\s+(?:texts?|sentences?|snippets?|strings?|passages?|messages?|descriptions?|reviews?|documents?|docs)\b"
    r"|\b(?:product\s+)?titles\b|\b(?:search\s+)?queries\b|\btweets\b|\bheadlines\b|\bkeywords\b"
    r"|\bproduct\s+names\b|\bskus\b|\bsku\s+(?:names|descriptions|lines)\b"
    r"|短文本|短文字|短句子?|短评|短評|短消息|短訊息|短信息|标题|標題|关键词|關鍵詞|查询词|查詢詞"
    r"|商品名称?|商品名稱|产品名称?|產品名稱")
# the shortest items: titles, names, SKUs, headlines, keywords, tweets (tools.embedding.TITLE_TOKENS each, said)
TITLE_WORDS = re.compile(r"(?i)titles|tweets|headlines|keywords|names|skus|sku\s|标题|標題|关键词|關鍵詞|名称|名稱"
                         r"|商品名|产品名|產品名")
_LENGTH_SAID = ("prompt_tokens", "seq_len")
# "support tickets", "customer emails", "product reviews", "comments", 工单, 邮件, 评论, 留言: items of a few paragraphs
# whose length was not said (10 M tickets sized at the encoder's 512-token maximum, 2× the
# expert's 256). Read at MEDIUM_TEXT_TOKENS each (≈ 190 English words), an assumption the note says, never the
# maximum; short items (SHORT_TEXTS) are read first.
MEDIUM_TEXTS = re.compile(
    r"(?i)\b(?:support\s+|customer\s+|help[\s-]?desk\s+)?tickets\b|\b(?:e-?mails|reviews|comments|posts|chat\s+messages"
    r"|complaints|feedback\s+(?:entries|items))\b|工单|工單|邮件|郵件|评论|評論|留言|帖子|投诉|投訴|客服对话|客服對話")
MEDIUM_TEXT_TOKENS = 256


# an embedding item's length said in Chinese characters: "商品标题(很短,30 个字左右)" (replaced by the
# 128-token default for 标题); an embedding job generates nothing, so any such length is the item's own
ITEM_CHARS = re.compile(r"(?<![每秒])(\d+(?:\.\d+)?)\s*(千)?\s*(?:个|個)?\s*(?:汉字|漢字|中文字|字)"
                        r"(?:\s*(?:左右|上下|以内|以內))?")


def read_short_texts(t: str, ctx: Any) -> Read:
    """An embedding job over short items with no length said: prompt_tokens = SHORT_TEXT_TOKENS, said; over tickets,
    e-mails or reviews, MEDIUM_TEXT_TOKENS, said. A length said in Chinese characters wins (tools.embedding's encoder rule)."""
    from tools.embedding import ENCODER_CJK_SOURCE, SHORT_TEXT_TOKENS, TITLE_TOKENS, encoder_tokens_from_cjk_chars

    m = SHORT_TEXTS.search(t)
    if ctx.fields.get("modality") != "embedding" or any(ctx.fields.get(k) for k in _LENGTH_SAID):
        return {}, []
    said = ITEM_CHARS.search(t)
    if said and float(said.group(1)) > 0:
        chars = float(said.group(1)) * (1000 if said.group(2) else 1)
        n = encoder_tokens_from_cjk_chars(chars)
        args = {"tokens": n, "chars": int(chars), "src": ENCODER_CJK_SOURCE}
        ctx.out.said(Msg(code="reader.item_chars", args=args))
        return {"prompt_tokens": n}, []
    if m is None:
        medium = MEDIUM_TEXTS.search(t)
        if medium is None:
            return {}, []
        ctx.out.said(Msg(code="reader.medium_length", args={"said": medium.group(0), "n": MEDIUM_TEXT_TOKENS}))
        return {"prompt_tokens": MEDIUM_TEXT_TOKENS}, []
    if QUERY_WORDS.fullmatch(m.group(0)):
        return _queries_read(m.group(0), ctx)
    if TITLE_WORDS.search(m.group(0)):  # a title or name: shorter still (tools.embedding.TITLE_TOKENS)
        ctx.out.said(Msg(code="reader.title_length", args={"said": m.group(0), "n": TITLE_TOKENS}))
        return {"prompt_tokens": TITLE_TOKENS}, []
    ctx.out.said(Msg(code="reader.short_length", args={"said": m.group(0), "n": SHORT_TEXT_TOKENS}))
    return {"prompt_tokens": SHORT_TEXT_TOKENS}, []


# search queries are one length wherever the answer uses them: tools.rerank.QUERY_TOKENS, the figure the query endpoint
# and each reranked pair are sized with (a note saying 128 while the sizing used 32 contradicted itself)
QUERY_WORDS = re.compile(r"(?i)(?:search\s+)?queries|查询词|查詢詞")


def _queries_read(said: str, ctx: Any) -> Read:
    """Search queries with no length said: tools.rerank.QUERY_TOKENS each, said. A query rate makes them a service's
    queries, which the plan sizes at that figure itself: the item length stays unsaid (a passage's or a backfill
    item's, not a query's); a batch of queries alone is items of that length."""
    from tools.embedding import QUERY_TOKENS

    ctx.out.said(Msg(code="reader.query_length", args={"said": said, "n": QUERY_TOKENS}))
    return ({} if ctx.fields.get("target_requests_per_s") else {"prompt_tokens": QUERY_TOKENS}), []


# a count of items said per day / week / month beside it: "每天 1000 万条", "10 million a day", "2 million titles every
# day", "每日向量化 200萬條", "daily 5M documents", 每週 50 萬篇, "per month 1M": a batch that recurs (batch_period)
# a nightly run recurs daily and a 禮拜 is a week ("every night we summarise …", 每個禮拜要…)
# "in about a week", "within a month": a duration the job has, never the period it recurs in
# 一天 is read as "1天" (normalise spells numbers out): "一天大概 5 萬張" recurs daily, "1天内" is a deadline
_DURATION_BEFORE = "".join(rf"(?<!\b{w} )" for w in ("in", "within", "about", "around", "roughly", "under", "than", "takes",
                                                      "take", "for", "over", "approximately"))
# a run every weekday ("every weekday", "each business day", "on weekdays", 每个工作日, 工作日每天, 平日, 星期一至五):
# a daily batch on the business days only (read_batch_period says the days, tools.cost the month of them); never
# "within 3 business days" / 3个工作日内 (a count before the days is a deadline)
_WEEKDAY_RUNS = (r"(?:every|each|per|a|on)\s+(?:week|work(?:ing)?|business)\s*days?\b|\bweekdays\b"
                 r"|每(?:个|個)?工作日|(?<![\d一二两兩三四五六七八九十个個])工作日|返工日|平日(?![里裡])"
                 r"|(?:周|週|星期|礼拜|禮拜)\s*[一1]\s*(?:到|至|-|~|～)\s*(?:周|週|星期|礼拜|禮拜)?\s*[五5]")
_EVERY = {"day": _WEEKDAY_RUNS + r"|every\s+day|each\s+day|per\s+day|" + _DURATION_BEFORE + r"a\s+day|/\s*day|daily"
                 r"|every\s+(?:single\s+)?night|each\s+night|(?<!in\s)(?:per|a)\s+night\b"
                 r"|nightly|every\s+evening|每天|每日|一天|(?<![\d.])1\s*天(?!\s*(?:内|內|之内|之內|以内|以內))|天天|日均|每晚|每夜|每天晚上|每日夜晚|每個夜晚|每个夜晚|逢夜",
          "week": r"every\s+week\b|each\s+week\b|per\s+week\b|" + _DURATION_BEFORE + r"a\s+week\b|/\s*week\b|weekly"
                  r"|每周|每週|每星期|每个星期|每個星期"
                  r"|每礼拜|每禮拜|每个礼拜|每個禮拜|逢禮拜|逢礼拜|every\s+(?:monday|tuesday|wednesday|thursday|friday|saturday"
                  r"|sunday|weekend)|每逢?(?:周|週|星期|禮拜|礼拜)[一二三四五六日天]",
          "month": r"every\s+month|each\s+month|per\s+month|" + _DURATION_BEFORE + r"a\s+month|/\s*month|monthly"
                   r"|每月|每个月|每個月"}


# money said per period ("$2k a month", "2000 dollars per month", 预算每月2万, 每月预算 5 万) is a budget's period, never
# the period a batch recurs in (a one-off backfill beside "budget under $2k a month" was priced
# "every month"); a decimal point only between digits, so "$2k a month." keeps its sentence's full stop out
_MONEY = (r"(?:" + currency_signs() + r"\s*\d[\d,]*(?:\.\d+)?\s*[kKmM]?|\d[\d,]*(?:\.\d+)?\s*[kKmM]?\s*(?:"
          + currency_after() +  # every currency name and code in fx.csv
          # 万 followed by a count word counts items, never money: 每天2万条评论, 每天 200 萬則留言, 每天 3 万页 recur daily
          # (they were cut as a daily budget); money's 万 ends the amount or names the currency (每月2万, 2万元, 3萬港幣)
          r"|(?:万|萬)(?=\s*(?:" + currency_after() + r"|以内|以內|左右|上下|预算|預算|budget|[^\u3400-\u9fffA-Za-z]|$))))")
# money with its currency said, before or after the figure ("$800", "5000元", "3萬元", "2k USD")
_MONEY_SAID = (r"(?:" + currency_signs() + r"\s*\d[\d,]*(?:\.\d+)?\s*[kKmM万萬千]?"
               r"|\d[\d,]*(?:\.\d+)?\s*[kKmM]?\s*(?:[万萬千]\s*)?(?:" + currency_after() + r")(?![a-z]))")
# a question about the bill said with a period ("每月多少钱", "一個月要花多少", "how much per month", "monthly cost"): the
# period the answer is priced in, never the job's cadence ("每两周转写 500 小时，每月多少钱" runs every two weeks)
COST_PER_ASKED = re.compile(r"(?i)(?:每月|每个月|每個月|一个月|一個月|每周|每週|每天|一天)\s*(?:下来|下來)?\s*(?:要|得|需要)?\s*"
                            r"(?:花|付|用)?\s*(?:多少钱|多少錢|多少|几多钱|幾多錢|幾多)"
                            r"|\bhow\s+much\s+(?:a|per|each|every)\s+(?:day|week|month)\b"
                            r"|\b(?:daily|weekly|monthly)\s+(?:cost|bill|spend|price)\b"
                            r"|\bcost\s+(?:a|per|each)\s+(?:day|week|month)\b")
BUDGET_PER = re.compile(r"(?i)" + _MONEY + r"\s*(?:a|an|per|/|every|each|每)?\s*"
                        r"(?:day|week|month|year|天|日|周|週|月|年)(?![a-z])"
                        r"|(?:预算|預算|budget)[^,;，；\d]{0,6}(?:每月|每个月|每個月|每周|每週|每天|月)"
                        r"|(?:每月|每个月|每個月|每周|每週|每天)\s*(?:预算|預算|budget)"
                        # the period before the money: 之后每月5000元跑检索, 每個月不超過3萬元 (a currency said: 每天 5 千万条
                        # is a count, never money)
                        r"|(?:每月|每个月|每個月|每周|每週|每天)\s*(?:不超过|不超過|最多|约|約|大概)?\s*" + _MONEY_SAID)


# where a clause ends for a batch's period: punctuation (the full-width comma too; never the comma or point inside a
# number, so "$1,000 a month" stays whole for BUDGET_PER) and a next-step word, so "embed 5M
# docs, then 3,000 queries a day" / "embed 500萬份文件，之後每日幾千個 query" keeps "a day" with the queries (a one-off
# backfill was priced as a daily re-embed)
CLAUSE_CUT = re.compile(r"(?i)(?<!\d)[,.]|[,.](?!\d)|[;!?。；！？，、\n]|\b(?:and\s+)?then\b|\bafter(?:wards|\s+that)\b"
                        r"|之后|之後|然后|然後|以后|以後|接着|接著|跟住")


# a job that runs at night (a night's window: extract_rules.night_hours): "every night", nightly, 每天晚上, 每晚, 通宵, 成晚
# (今天晚上之前 "before tonight" is a calendar deadline, not a run at night)
NIGHT_WORDS = re.compile(r"(?i)(?:\b(?:every|each|a|per)\s+night\b|\bnightly\b|\bover[\s-]?night\b|\bat\s+night\b|晚上|夜里|夜裡"
                         r"|夜晚|夜间|夜間|通宵|过夜|過夜|每晚|每夜|逢夜|成晚|半夜)(?!\s*(?:之前|以前|前))")


def _nightly_share(t: str, n: int, period: str, ctx: Any) -> Read | None:
    """A count said per month or per week run in a nightly batch (每月约30万张，夜间批量处理, 每個月約 24 萬份、晚上批次跑,
    "about 300k receipts a month, processed in a nightly batch"): one night's share of it (tools.schedule.nightly_share),
    a batch that recurs daily in the night's window, said; None when no night is said or the period is a day."""
    from tools.schedule import DAYS_A_WEEK, days_a_month, nightly_share

    if period == "day" or not NIGHT_WORDS.search(t):
        return None
    share, days = nightly_share(n, period), {"month": days_a_month(None), "week": DAYS_A_WEEK}[period]
    args = {"n": n, "share": share, "days": days}
    if period == "month":
        ctx.out.said(Msg(code="reader.nightly_share.month", args=args))
    else:
        ctx.out.said(Msg(code="reader.nightly_share.week", args=args))
    return {"batch_requests": share, "batch_period": "day"}, []


def read_batch_period(t: str, ctx: Any) -> Read:
    """A batch of items that recurs: the period word within the clause of the item count (the batch_requests read); a
    daily batch said to run on weekdays only (工作日每天, "every weekday") with its days a week (usage_days_per_week 5),
    so its month is the business days' (tools.constants.BUSINESS_DAYS_PER_MONTH), not 30.4 days."""
    out, spans = _read_batch_period(t, ctx)
    if out.get("batch_period") == "day":
        from advisor.core.extract_schedule import days_a_week
        from tools.schedule import WEEKDAYS

        days = days_a_week(t) or (float(WEEKDAYS) if re.search(r"(?i)" + _WEEKDAY_RUNS, t) else None)
        if days and days < 7:
            out = {**out, "usage_days_per_week": days}
    return out, spans


def _read_batch_period(t: str, ctx: Any) -> Read:
    """The period word of read_batch_period."""
    from tools.cost import PERIOD_HOURS

    n, deadline = ctx.fields.get("batch_requests"), ctx.fields.get("deadline_hours")
    if not n:
        return {}, []
    for clause in CLAUSE_CUT.split(t):
        clause = BUDGET_PER.sub(" ", clause)  # "budget under $2k a month": what a month may cost, not a cycle of the job
        if not re.search(r"\d", clause) or bill_only(clause):  # 每月在 API 上花 1.5 万元: the bill's month, not the batch's
            continue
        for period, words in _EVERY.items():
            # a window inside the period ("5M chunks per day … finish overnight (8 hours)") keeps both: the job recurs
            # and each run has its hours; a deadline as long as the period or longer is the job's own, not a cycle
            if re.search(r"(?i)(?:" + words + r")", clause) and (not deadline or deadline < PERIOD_HOURS[period]):
                return _nightly_share(t, n, period, ctx) or ({"batch_period": period}, [])
    # one batch per period said on its own: 每周一批, 每天一批, "one batch a week", "a batch every day"
    for period, words in _EVERY.items():
        if re.search(r"(?i)(?:" + words + r")\s*(?:跑|做|来|來|處理|处理)?\s*(?:一|1)\s*(?:批|轮|輪)"
                     r"|\b(?:one|a)\s+(?:single\s+)?batch\s+(?:" + words + r")", t) and (
                not deadline or deadline < PERIOD_HOURS[period]):
            return {"batch_period": period}, []
    # the period as its own clause at the end: "classify 1.2M tweets …, 80 in and 1 out, every week"
    for period, words in _EVERY.items():
        if re.search(r"(?i)[,;，；]\s*(?:and\s+|run\s+|done\s+)?(?:" + words + r")\s*[.!。！]?\s*$", t) and (
                not deadline or deadline < PERIOD_HOURS[period]):
            return {"batch_period": period}, []
    return {}, []


# "1024x1024", "1024×1024", "1024*1024", "1024²", "1024 px", "1024像素": an image size the message states (never asked again)
# (never a signed side, "-1024px", nor the digits after an exponent, "1e300px": each said not read by the general reader)
# a side may carry a thousands comma ("1,024px", "2,048 x 2,048"): the digits after the comma are never the side
_SIDE = r"(?<![\d\-−－.])(?<!\d,)(?<!\d[eE])(?<!\d[eE][+\-−])(" + PIXEL_SIDE + ")"
IMAGE_SIZE = re.compile(r"(?i)" + _SIDE + r"\s*(?:x|×|\*)\s*(" + PIXEL_SIDE + r")(?!\d|,\d)"
                        r"|" + _SIDE + r"\s*(?:²|px\b|像素|的?分辨率|的?解析度|的?解像度)")
# "real-time", "live", "200 streams", 实时, 200路: a live speech load, sized by concurrent streams, not hours and a deadline
LIVE_WORDS = re.compile(r"(?i)\b(?:real[- ]?time|live|streams?|streaming)\b|实时|實時|即时|即時|\d\s*路")
# "不用实时", "不需要實時", "非实时", "no need for real-time", "doesn't need to be real time", "not live", "offline": the live
# word said NOT to apply ("不用实时，第二天出结果就行" was asked for its concurrent streams)
NOT_LIVE = re.compile(r"(?i)(?:不用|不需要|不需|无需|無需|不必|不要求|毋须|毋須|唔使|唔需要|冇需要|并非|並非|非)\s*"
                      r"(?:是|做|要|做到)?\s*(?:实时|實時|即时|即時)|\b(?:no|not|non|without|no\s+need\s+(?:for|to\s+be)|(?:doesn't|does\s+not|don't"
                      r"|do\s+not|needn't)\s+(?:need\s+to\s+be|have\s+to\s+be|need))\s*-?\s*(?:real[- ]?time|live)\b|\boffline\b")


def live_said(text: str) -> bool:
    """A live speech load said (LIVE_WORDS), not counting a live word said not to apply (NOT_LIVE)."""
    return LIVE_WORDS.search(NOT_LIVE.sub(" ", text or "")) is not None


# Audio said as a count of items and each one's length, not as hours ("每天大概1万通，每通平均4分钟"
# was refused): "10,000 calls a day, 4 minutes each", "2,000 recordings averaging 3 min", "每日 1 萬通電話，每通約 4 分鐘",
# "500段录音，平均每段30分钟". The count (group 1, group 2 its multiplier) with a classifier or an audio noun; the length
# (group 1, group 2 its unit) with "each / on average / 每通 / 平均"; tools.media.audio_hours_of_items does the sum.
# "2000 patient visit recordings a day" (the clinic's 500 audio hours a day were not read)
# one more word naming what the recordings are ("450 university lectures", "800 weekly episodes"), never a unit or "of"
_ANY_ADJ = r"(?:(?!(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|of|a|an|the|per|each)\b)[a-z-]{3,20}\s+)?"
_AUDIO_ITEM_EN = r"(?:(?:phone|support|customer|sales|audio|voice|patient|visit|clinic(?:al)?|consultation|doctor|medical)\s+)" \
                 r"{0,3}" + _ANY_ADJ + r"(?:calls?|recordings?|conversations?" \
                 r"|meetings?|episodes?|clips?|files?|interviews?|voicemails?|lectures?|podcasts?|dictations?|voice\s+notes?" \
                 r"|memos?)\b"
_ITEM_MULT = r"\s*(k|K|千|万|萬)?"
AUDIO_ITEM_COUNT = (
    re.compile(r"(?i)" + GROUPED_AMOUNT + _ITEM_MULT + r"\s+(?:\d+(?:\.\d+)?[\s-]*(?:minutes?|mins?|hours?|seconds?)[\s-]+)?"
               + _AUDIO_ITEM_EN),
    re.compile(GROUPED_AMOUNT + _ITEM_MULT + r"\s*(?:通|段|条|條|个|個|份|场|場|集|次)\s*(?:的)?\s*(?:客服|销售|銷售)?\s*"
               r"(?:电话|電話|通话|通話|录音|錄音|语音|語音|音频|音頻|会议|會議|访谈|訪談|播客)?"),
)
_LEN_UNIT = r"(minutes?|mins?|hours?|hrs?|seconds?|secs?|分钟|分鐘|分|秒钟|秒鐘|秒|小时|小時|个钟|個鐘)"
AUDIO_ITEM_LENGTH = (
    re.compile(r"(?:每|单|單|平均每?)\s*(?:通|段|条|條|个|個|份|场|場|集|次)?\s*(?:电话|電話|通话|通話|录音|錄音)?"
               r"[^,，。;；!?！？\d]{0,6}?(\d+(?:\.\d+)?)\s*" + _LEN_UNIT),
    re.compile(r"(?i)\b(?:each|averag(?:e|ing)|avg\.?|on\s+average)\s*(?:(?:of|about|around|roughly|~|≈|length|duration)\s*)*"
               r"(\d+(?:\.\d+)?)\s*-?\s*" + _LEN_UNIT + r"(?![a-z])"),
    re.compile(r"(?i)(\d+(?:\.\d+)?)\s*-?\s*" + _LEN_UNIT + r"\s+(?:long\s+)?(?:each|apiece|on\s+average|average|per\s+"
               r"(?:call|recording|file|clip|episode|meeting|interview))\b"),
    re.compile(r"(?i)(\d+(?:\.\d+)?)\s*-\s*(minute|min|hour|second)s?\s+" + _AUDIO_ITEM_EN),
)


def audio_items(text: str) -> tuple[float, str | None, float, str, str | None] | None:
    """Audio said as items × each one's length: (the count, its multiplier: thousand / ten_thousand / None, the length,
    its unit: second / minute / hour, the period said in the count's clause: day / week / month, else None); None
    unless both are said."""
    t = text or ""
    length = next((m for rx in AUDIO_ITEM_LENGTH for m in [rx.search(t)] if m is not None), None)
    if length is None:
        return None
    count = next((m for rx in AUDIO_ITEM_COUNT for m in rx.finditer(t)
                  if m.start(1) != length.start(1)), None)
    if count is None:
        return None
    start = max((i + 1 for i, ch in enumerate(t[:count.start()]) if ch in ",，;；。.!?！？\n"), default=0)
    end = next((count.end() + i for i, ch in enumerate(t[count.end():]) if ch in ",，;；。!?！？\n"), len(t))
    clause = t[start:end]
    period = next((p for p, words in _EVERY.items() if re.search(r"(?i)(?:" + words + r")", clause)), None)
    unit = length.group(2).lower()
    return (float(count.group(1).replace(",", "")), _ITEM_MULT_WORD.get((count.group(2) or "").lower()),
            float(length.group(1)), next(u for u, rx in _LEN_UNIT_WORD if re.fullmatch(rx, unit)), period)


# the reader's words as tools.media.audio_hours_of_items names them (its tables hold no wording)
_ITEM_MULT_WORD = {"k": "thousand", "千": "thousand", "万": "ten_thousand", "萬": "ten_thousand"}
_LEN_UNIT_WORD = (("minute", r"minutes?|mins?|分钟|分鐘|分|minute"), ("hour", r"hours?|hrs?|小时|小時|个钟|個鐘"),
                  ("second", r"seconds?|secs?|秒钟|秒鐘|秒"))

# A count of live audio streams in a speech job, one row a way of saying it (only "200 concurrent
# streams" was sized; "real-time transcription of 200 streams", "10 live streams", "50 live audio streams",
# 200路实时转写 and "200 路音频流" were refused). Each row's group 1 is the count, group 2 a "k". A stream is the live
# word itself (LIVE_WORDS), so the count needs no other; read by extract_rules.read_live_streams for a speech job only.
_QUALIFIER = (r"(?:(?:live|real[\s-]?time|concurrent|simultaneous|parallel|incoming|audio|voice|speech|phone|call|"
              r"mic(?:rophone)?|radio|meeting|rtsp|rtmp)\s+){0,3}")
_ZH_LIVE = r"(?:实时|實時|即时|即時|并发|併發|並發|同时|同時|直播|在线|在線)?\s*"
_ZH_AUDIO = r"(?:音频|音頻|语音|語音|视频|視頻|通话|通話|电话|電話|直播)?\s*"
LIVE_STREAMS: tuple[re.Pattern[str], ...] = (
    # "200 streams", "10 live streams", "50 live audio streams", "200 concurrent audio streams", "2k streams"
    re.compile(r"(?i)" + GROUPED_COUNT + r"\s*(k)?\s+" + _QUALIFIER + r"(?:audio\s+)?streams?\b"),
    # 200路 / 200 路音频 / 200路实时转写 (路: a channel; never 4 路卡, a card count)
    re.compile(r"" + GROUPED_COUNT + r"\s*(k|千|万|萬)?\s*路(?!\s*(?:卡|显卡|顯卡|gpu|GPU|张量|張量|tp|TP))"),
    # 200 个音频流, 200 條實時語音流, 200 条流
    re.compile(r"" + GROUPED_COUNT + r"\s*(k|千|万|萬)?\s*(?:个|個|条|條)?\s*" + _ZH_LIVE + _ZH_AUDIO + r"流"),
    # meetings or calls going on at once: 同時大概 40 場會議, 同时 40 个会议, "40 concurrent meetings" (each one live audio)
    re.compile(r"(?:同时|同時|并发|併發|並發)\s*(?:大概|大約|大约|約|约|有|要|會有|会有)?\s*" + GROUPED_COUNT
               + r"\s*(k|千|万|萬)?\s*(?:场|場|个|個|路|通)?\s*(?:会议|會議|通话|通話|电话|電話|直播)"),
    re.compile(r"(?i)" + GROUPED_COUNT + r"\s*(k)?\s+(?:concurrent|simultaneous|parallel|live)\s+(?:meetings|calls)\b"),
    # live channels, each one stream of audio: "10 live channels", 10 个直播频道, 10 條直播頻道 (a blind review: refused
    # and asked how many streams)
    re.compile(r"(?i)" + GROUPED_COUNT + r"\s*(k)?\s+(?:live|real[\s-]?time|concurrent|broadcast|tv|radio)\s+"
               r"(?:(?:audio|tv|radio)\s+)?channels?\b"),
    re.compile(r"" + GROUPED_COUNT + r"\s*(k|千|万|萬)?\s*(?:个|個|条|條|路)?\s*" + _ZH_LIVE
               + r"(?:电视|電視|广播|廣播)?\s*(?:频道|頻道)"),
)
# Places each carrying one live audio feed, counted beside a live word ("live captions for 40 meeting rooms", 25 個直播間要
# 做即時字幕, 60 间教室同时上课要实时字幕, "real-time transcription in 30 classrooms"): the count is the streams at once
# even with no 路 / 同时 / "at once" (such counts were unread and the load refused). A room said
# without a live word ("transcribe the recordings of 40 meeting rooms") is no live load, so the row needs LIVE_WORD.
_ROOM_EN = (r"(?:meeting\s+rooms?|conference\s+rooms?|class\s*rooms?|lecture\s+(?:halls?|rooms?|theat(?:re|er)s?)|courtrooms?"
            r"|studios?|live\s*rooms?|live\s*streams?|(?:live\s+)?channels?|rooms?)")
_ROOM_ZH = (r"(?:直播间|直播間|直播室|教室|课室|課室|课堂|課堂|会议室|會議室|会场|會場|演播室|房间|房間|频道|頻道|直播)")
LIVE_ROOMS: tuple[re.Pattern[str], ...] = (
    re.compile(r"(?i)" + GROUPED_COUNT + r"\s*(k)?\s+(?:(?:live|busy|active|separate|different|hybrid|online)\s+)?"
               + _ROOM_EN + r"\b"),
    re.compile(r"" + GROUPED_COUNT + r"\s*(k|千|万|萬)?\s*(?:个|個|间|間|场|場|条|條|路)?\s*" + _ROOM_ZH),
    # TV channels in Hong Kong usage (3條台24小時, 3個台): a measure word before 台, never 3台 (three machines)
    re.compile(r"" + GROUPED_COUNT + r"\s*(k|千|万|萬)?\s*(?:条|條|个|個)\s*(?:电视|電視)?台(?![机機服伺卡电電式])"),
)
# people each speaking into it live (200个医生边说边出字, "40 agents on calls with live captions"): each a stream, all at
# once as the worst case (said in the answer's note: extract_rules.read_live_streams)
LIVE_SPEAKERS = re.compile(r"(?i)" + GROUPED_COUNT + r"\s*(k|千|万|萬)?\s*(?:个|個|位|名)?\s*(?:医生|醫生|医师|醫師|护士|護士"
                           r"|坐席|客服|律师|律師|记者|記者|主播|老师|老師|讲师|講師|doctors?|physicians?|nurses?|agents?"
                           r"|reporters?|teachers?|speakers?|clinicians?)(?![a-z])")
LIVE_WORD = re.compile(r"(?i)\blive\b|real[\s-]?time|\bcaption|\bsubtitl|\bsimultaneous|\bat\s+once\b|\bconcurrent"
                       r"|实时|實時|即时|即時|字幕|同时|同時|同传|同傳|直播")
_STREAM_K = {"k": 1000, "K": 1000, "千": 1000, "万": 10000, "萬": 10000}
# hours of audio beside the streams ("100 hours of audio from 5 streams"): a batch of recordings, not a live load
_AUDIO_HOURS = re.compile(r"(?i)\d\s*(?:hours?|hrs?|h)\s+of\b|\d\s*(?:万|萬|千|k)?\s*(?:个|個)?\s*(?:小时|小時|鐘頭|钟头)"
                          r"\s*(?:的)?\s*(?:通话|通話|电话|電話|客服|会议|會議|课堂|課堂)?\s*"
                          r"(?:音频|音頻|录音|錄音|语音|語音)")
# one stream for each side of a call ("坐席和客户各一路", 每通电话两路, 左右声道各一路): the channels of each recording, never
# streams at once
_PER_CALL_CHANNELS = re.compile(r"(?:各|每通(?:电话|電話)?|每个|每個|每条|每條|每段)\s*$")


# A live voice agent (voice bot, phone bot, 语音客服, 電話機械人, call agent) is a live service of stages: streaming
# speech-to-text, an LLM answering N calls at once, streaming speech synthesis. Its TTS or ASR words name a stage, never
# a batch of clips to synthesise ("廣東話電話voice bot（ASR + LLM + TTS），最多20條線同時講" was priced as
# TTS for 20 one-minute clips a month). VOICE_LINES: the calls at once ("20條線", "30 calls at once", 同時10通電話).
VOICE_AGENT = re.compile(r"(?i)(?<![a-z])(?:voice|phone)[\s-]?(?:bots?|agents?|assistants?)\b"
                         r"|(?<![a-z])(?:voice|phone|telephone)[\s-]?(?:ai[\s-]?)?(?:receptionists?|operators?"
                         r"|answering\s+(?:service|machine)s?)\b"
                         r"|(?<![a-z])call(?:[\s-]?cent(?:er|re))?[\s-]?(?:bots?|agents?)\b|(?<![a-z])callbots?\b"
                         # an IVR's recorded prompts are a batch of files to synthesise, not the live menu ("regenerate
                         # all 5,000 IVR prompts", 重做 IVR 提示音, IVR 提示語音)
                         r"|(?<![a-z])ivr\b(?!\s*(?:voice\s+)?(?:prompts?|messages?|greetings?|announcements?|recordings?"
                         r"|audio\s+files?|提示|录音|錄音|语音提示|語音提示|播报|播報))"
                         r"|(?:语音|語音|电话|電話)\s*(?:客服|机器人|機器人|機械人|助手|助理|坐席|接线员|接線員|接線生|前台"
                         r"|总机|總機)")
VOICE_LINES = re.compile(r"(?i)" + GROUPED_COUNT + r"\s*(?:条|條|路|通)\s*(?:电话|電話)?\s*(?:线|線)"
                         r"|" + GROUPED_COUNT + r"\s+(?:(?:phone|concurrent|simultaneous|parallel|live)\s+)*(?:lines|calls)"
                         r"\s+(?:at\s+(?:once|the\s+same\s+time)|in\s+parallel|concurrently|simultaneously)"
                         r"|" + GROUPED_COUNT + r"\s+(?:phone|concurrent|simultaneous|parallel|live)\s+(?:lines|calls)\b"
                         r"|(?:同时|同時|并发|併發|並發)\s*(?:(?:大概|大約|大约|約|约|有|要|最多|接|接听|接聽|处理|處理|讲|講|打)\s*)*"
                         + GROUPED_COUNT
                         + r"\s*(?:通|路|条|條|个|個)\s*(?:电话|電話|通话|通話|线|線)?")


# A voice agent said by its stages rather than its name: a speech-to-text stage, a speech-synthesis stage and a live
# or turn-taking use in one message ("SenseVoice识别 + Qwen3-8B回复 + CosyVoice2合成 … 1000人同时在线 … 每25秒一轮对话",
# "Whisper + Llama + Kokoro TTS, 200 users online"): a live service, never a batch of clips or an LLM chat alone. A
# dubbing batch (Whisper then CosyVoice over 100 hours of video) says no live use and stays a batch.
ASR_STAGE = re.compile(r"(?i)(?<![a-z])(?:asr|stt)(?![a-z])|speech[\s-]?to[\s-]?text|speech\s+recognition|whisper"
                       r"|sense\s?voice|paraformer|funasr|语音识别|語音識別|语音转文字|語音轉文字")
TTS_STAGE = re.compile(r"(?i)(?<![a-z])tts(?![a-z])|text[\s-]?to[\s-]?speech|speech\s+synthesis|cosy\s?voice|kokoro"
                       r"|melotts|fish[\s-]?speech|f5[\s-]?tts|语音合成|語音合成")
LIVE_USE = re.compile(r"(?i)\bonline\b|concurren|at\s+once|\bturns?\b|\bconversations?\b|\bcalls?\b|\blive\b"
                      r"|在线|在線|并发|並發|同时|同時|一轮|一輪|每轮|每輪|对话|對話|陪练|陪練|通话|通話|实时|實時")


def voice_agent_said(t: str) -> bool:
    """A live voice agent said by name (VOICE_AGENT) or by its stages (ASR_STAGE and TTS_STAGE with LIVE_USE)."""
    t = t or ""
    return VOICE_AGENT.search(t) is not None or all(p.search(t) for p in (ASR_STAGE, TTS_STAGE, LIVE_USE))


# A turn-taking voice app's shape: how often a turn comes ("每25秒一轮对话", "a turn every 25 s", "每 20 秒一輪") and how
# long the agent's spoken reply is ("AI每次回复10秒左右语音", "replies about 8 s of speech", "10-second spoken replies").
_SECS = r"(\d+(?:\.\d+)?)\s*(?:秒钟|秒鐘|秒|s\b|secs?\b|seconds?\b)"
VOICE_TURN = (
    re.compile(r"(?i)每\s*" + _SECS + r"\s*(?:左右|上下)?\s*(?:一|1)\s*(?:轮|輪|个回合|個回合|回合)"),
    re.compile(r"(?i)\b(?:a|one)\s+turn\s+(?:about\s+|roughly\s+|around\s+)?every\s+" + _SECS),
    re.compile(r"(?i)\bturns?\s+(?:come\s+)?(?:about\s+|roughly\s+|around\s+)?every\s+" + _SECS),
    re.compile(r"(?i)\bevery\s+" + _SECS + r"\s*(?:a|per|for\s+each)\s+turn\b"),
)
VOICE_REPLY = (
    re.compile(r"(?i)(?:回复|回覆|回答|回應|回应|答复|答覆|讲|講|说|說)[^。；;，,\d]{0,8}?" + _SECS
               + r"\s*(?:左右|上下)?\s*(?:的)?\s*(?:语音|語音|音频|音頻|声音|聲音)"),
    re.compile(r"(?i)\brepl(?:y|ies)\s+(?:of\s+|are\s+|is\s+|about\s+|around\s+|roughly\s+|last\s+)*" + _SECS
               + r"\s+(?:of\s+)?(?:speech|audio)\b"),
    re.compile(r"(?i)(\d+(?:\.\d+)?)[\s-]*(?:s|sec|second)s?\s+(?:spoken\s+|voice\s+|audio\s+)(?:repl(?:y|ies)|answers?"
               r"|responses?)\b"),
)


def voice_turn(t: str) -> tuple[float | None, float | None, list[tuple[int, int]]]:
    """(seconds between turns, seconds of the agent's spoken reply, the spans read) of a voice agent
    (voice_agent_said); (None, None, []) where no voice agent is said."""
    if not voice_agent_said(t):
        return None, None, []
    turn = next((m for p in VOICE_TURN if (m := p.search(t)) is not None), None)
    reply = next((m for p in VOICE_REPLY if (m := p.search(t)) is not None), None)
    return (float(turn.group(1)) if turn else None, float(reply.group(1)) if reply else None,
            [m.span() for m in (turn, reply) if m is not None])


# a recording's length said beside a speech LLM ("each claims call (avg 7 min)", 每通平均7分钟, 每段大約5分鐘)
RECORDING_MINUTES = re.compile(r"(?i)(?:avg\.?|average|about|平均|每通|每段|each)[^\d\n]{0,16}?(\d+(?:\.\d+)?)\s*"
                               r"(?:min(?:ute)?s?\b|分钟|分鐘)")


def recording_minutes(t: str) -> float | None:
    """The minutes one recording lasts (RECORDING_MINUTES), or None."""
    m = RECORDING_MINUTES.search(t or "")
    return float(m.group(1)) if m else None


def voice_lines(t: str) -> tuple[int, tuple[int, int]] | None:
    """The calls a live voice agent answers at once (VOICE_LINES) and the span read; None where no voice agent is
    said or no count of lines."""
    if not voice_agent_said(t):
        return None
    m = VOICE_LINES.search(t)
    if m is None:
        return None
    n = next(g for g in m.groups() if g)
    return int(n.replace(",", "")), m.span()


# Live interpretation (simultaneous translation of a talk: 同传, 同声传译, 即時口譯, "live interpretation", "real-time
# translation of the keynote"): each room a live stream through speech-to-text → translation → speech synthesis
# (tools.interpretation). The rooms are LIVE_ROOMS' or LIVE_STREAMS' count; the target languages a count said
# ("into 3 languages", 翻成三种语言), else 1; a voice output said (VOICE_OUTPUT) adds the synthesis stage.
INTERPRETATION = re.compile(
    r"(?i)\b(?:live|real[\s-]?time|simultaneous|instant)\s+(?:speech\s+|voice\s+)?(?:interpret(?:ation|ing|ers?)|"
    r"translat(?:ion|ing|ors?))\b|\bspeech[\s-]to[\s-]speech\s+translation\b|\bsimul(?:taneous)?[\s-]?interp"
    r"|同传|同傳|同声传译|同聲傳譯|(?:实时|實時|即时|即時)\s*(?:语音\s*|語音\s*)?(?:口译|口譯|翻译|翻譯|传译|傳譯)")
VOICE_OUTPUT = re.compile(
    r"(?i)\b(?:voice|speech|spoken|audio)\s+(?:output|out)\b|\btts\b|\btext[\s-]to[\s-]speech\b|\bspeech\s+synthesis"
    r"|\bsynthesi[sz]ed\s+(?:voice|speech)|\bdubb(?:ed|ing)\b|\bspeech[\s-]to[\s-]speech\b|\bread\s+(?:it\s+)?aloud"
    r"|(?:语音|語音|声音|聲音)\s*(?:输出|輸出|播报|播報|播放)|语音合成|語音合成|合成(?:语音|語音|声音|聲音)|配音|朗读|朗讀"
    r"|读出来|讀出來|念出来|念出來|耳机|耳機|听译文|聽譯文")
# captions only: no voice output ("subtitles only", 只要字幕, "no TTS"); interpretation is otherwise spoken
CAPTIONS_ONLY = re.compile(r"(?i)\b(?:subtitles?|captions?|text)\s+only\b|\bonly\s+(?:subtitles?|captions?|text)\b"
                           r"|\b(?:no|without)\s+(?:voice|tts|speech\s+output|audio\s+output)\b"
                           r"|只(?:要|出|需要?)?\s*字幕|字幕就(?:行|可以|好|够|夠)|(?:不要|不需要|不用|唔使|唔要)\s*(?:语音|語音|配音|tts)")
_TARGET_LANGS = re.compile(r"(?i)(?:into|to)\s+" + GROUPED_COUNT + r"\s+(?:target\s+|other\s+)?languages\b"
                           r"|" + GROUPED_COUNT + r"\s+(?:target|output)\s+languages\b"
                           r"|" + GROUPED_COUNT
                           + r"\s*(?:种|種|门|門|个|個)\s*(?:目标|目標|外国|外國)?\s*(?:语言|語言|语种|語種)")
# the source language recognised: "Chinese to English", "Chinese→English", 中翻英, 中译英, 中文翻英文, 英译中
_FROM_ZH = re.compile(r"(?i)\b(?:chinese|mandarin|cantonese)\s*(?:to|→|->|=>|into)\s*[a-z]"
                      r"|(?:中|中文|汉语|漢語|普通话|普通話|粤语|粵語|国语|國語)\s*(?:翻译?|翻譯?|译|譯|转|轉|→|->|到)\s*"
                      r"(?:成\s*)?[英日韩韓法德西俄外]")
_TO_ZH = re.compile(r"(?i)\b(?:english|japanese|korean|french|german|spanish|russian)\s*(?:to|→|->|=>|into)\s*"
                    r"(?:chinese|mandarin|cantonese)\b|[英日韩韓法德西俄](?:文|语|語)?\s*(?:翻译?|翻譯?|译|譯|转|轉|→|->|到)"
                    r"\s*(?:成\s*)?(?:中|汉|漢)")


@dataclass(frozen=True)
class Interpretation:
    """A live interpretation said: the rooms (streams at once), the target languages, whether a voice output is
    sized (said, or assumed: interpretation is spoken unless captions only are said; `voice_assumed`), whether the
    speech recognised is Chinese (None: not said), and the span of the room count."""
    rooms: int
    languages: int
    voice: bool
    chinese_source: bool | None
    span: tuple[int, int]
    voice_assumed: bool = False


def interpretation(t: str) -> Interpretation | None:
    """A live interpretation with its rooms ("live interpretation for 20 meeting rooms", 20个会议室做同传, 即時口譯 10
    間會議室); None where no interpretation or no count of rooms or streams is said."""
    if not INTERPRETATION.search(t or ""):
        return None
    m = next((x for pat in (*LIVE_ROOMS, *LIVE_STREAMS) if (x := pat.search(t)) is not None), None)
    if m is None:
        return None
    rooms = int(float(m.group(1).replace(",", "")) * _STREAM_K.get(m.group(2) or "", 1))
    lm = _TARGET_LANGS.search(t)
    langs = int(next(g for g in lm.groups() if g).replace(",", "")) if lm else 1
    src = True if _FROM_ZH.search(t) else False if _TO_ZH.search(t) else None
    said = VOICE_OUTPUT.search(t) is not None
    voice = said or CAPTIONS_ONLY.search(t) is None
    return Interpretation(rooms, langs, voice, src, m.span(), voice and not said) if rooms >= 1 else None


def live_streams(t: str, free: Any = None) -> tuple[int, tuple[int, int]] | None:
    """The live audio streams a speech message states (LIVE_STREAMS' first row that matches on free text, then
    LIVE_ROOMS' beside a live word) and the span read, or None; a count of 0 when hours of audio are stated beside
    them (recordings from N sources: a batch, its span still taken so no reader counts the sources as users at once)."""
    rows = LIVE_STREAMS + ((*LIVE_ROOMS, LIVE_SPEAKERS) if LIVE_WORD.search(t) else ())
    for pat in rows:
        m = next((x for x in pat.finditer(t) if (free is None or free(*x.span()))
                  and not _PER_CALL_CHANNELS.search(t[max(0, x.start() - 6):x.start()])
                  and not counted_per_period(t, *x.span())), None)  # 每天200路电话录音: a day's recordings
        if m is not None:
            n = float(m.group(1).replace(",", "")) * _STREAM_K.get(m.group(2) or "", 1)
            return (0 if _AUDIO_HOURS.search(t) else int(n), m.span()) if n >= 1 else None
    return None


# An image's sampling steps said ("SDXL-Lightning 4步出图", "4 steps", "4-step", "num_inference_steps=8", 步數 20): they
# win over a distilled variant's default (tools.media.with_steps); a step of a procedure (第4步) or a training's steps
# ("1500 training steps", 训练 1500 步: STEPS_SAID's reader) are not sampling steps, nor over MAX_SAMPLING_STEPS
SAMPLING_STEPS = (
    re.compile(r"(?i)(?<![\d.第])(\d{1,3})\s*(?:-\s*)?(?:步|steps?\b)(?!\s*(?:训练|訓練|training|of\s+training))"),
    re.compile(r"(?i)(?:num_inference_steps|inference\s+steps|sampling\s+steps|采样步数|採樣步數|步数|步數)\s*[=:：]?\s*"
               r"(?:为|為|是|设为|設為)?\s*(\d{1,3})(?!\d)"),
)
_TRAINING_NEAR = re.compile(r"(?i)train|训练|訓練|微调|微調|lora\s*训|fine[\s-]?tun")
MAX_SAMPLING_STEPS = 150


def sampling_steps(text: str) -> int | None:
    """The sampling steps an image is said to take (SAMPLING_STEPS), None when none is said or the steps are a
    training run's (a training word within 12 characters before them)."""
    t = text or ""
    for rx in SAMPLING_STEPS:
        for m in rx.finditer(t):
            n = int(m.group(1))
            if 0 < n <= MAX_SAMPLING_STEPS and not _TRAINING_NEAR.search(t[max(0, m.start() - 12):m.end() + 6]):
                return n
    return None


@lru_cache(maxsize=64)
def image_size(text: str) -> tuple[int, int] | None:
    """The width and height a message states for its images ("1024x1024", "1024²"), or None. Read as every reader
    reads a figure: an invisible character inside it dropped ("1<U+200B>024px" is 1024, never 24), never the digits
    after a scientific exponent ("1e300px" is said not read by the general reader, never 300 px) nor a signed side
    ("-1024px" is said not read by extract_rules' screen, never 1024)."""
    from tools.shown import INVISIBLE

    m = IMAGE_SIZE.search(INVISIBLE.sub("", text or ""))
    if m is None:
        return None
    if m.group(1):
        return int(m.group(1).replace(",", "")), int(m.group(2).replace(",", ""))
    return int(m.group(3).replace(",", "")), int(m.group(3).replace(",", ""))


# "30 images per minute", "2 img/s", "每分钟 30 张", "每秒2张图": a peak image rate (a live image-generation load); words
# may stand between the period and the count ("高峰每分钟大概60张", "每分鐘約 60 張", "一分钟要出60张"), and "about / ~"
# before an English count: a rate with them was read as a one-off batch of 60
_PER = {"s": 1.0, "sec": 1.0, "second": 1.0, "秒": 1.0, "秒钟": 1.0, "秒鐘": 1.0, "min": 60.0, "minute": 60.0,
        "分钟": 60.0, "分鐘": 60.0, "h": 3600.0, "hour": 3600.0, "小时": 3600.0, "小時": 3600.0}
_RATE_FILL = (r"(?:\s*(?:高峰期?|峰值|大概|大约|大約|约|約|差不多|平均|最多|要|需要|会|會|能|得|出|生成|产生|產生|画|畫"
              r"|左右)\s*)*")
IMAGE_RATE = re.compile(r"(?i)" + GROUPED_AMOUNT + r"\s*(?:images?|imgs?|pictures?|张|張|幅)\s*(?:图|圖|图片|圖片)?\s*"
                        r"(?:per|/|an?|每)\s*(sec(?:ond)?|s|min(?:ute)?|h(?:our)?|分钟|分鐘|秒|小时|小時)(?![a-z])")
IMAGE_RATE_ZH = re.compile(r"(?:每|(?<![\d.])[1一])\s*(分钟|分鐘|秒钟|秒鐘|秒|小时|小時)" + _RATE_FILL + r"\s*" + GROUPED_AMOUNT
                           + r"\s*(?:张|張|幅)")


def image_rate(text: str) -> float | None:
    """The peak images a second a message states ("30 images per minute" → 0.5), or None; a rate said as the
    average beside another is not the peak (平均每秒5张，高峰每秒50张 → 50), one said alone is the load. The figures are
    the caller's screened text (extract_rules.screened_figures, which imports this module: "1e12 images per second" is
    no 12 a second, "-50" no 50), and a rate past tools.floors.MAX_REQUESTS_PER_S is none (the reader says it not
    read)."""
    from advisor.core.image_average_read import without_average
    from tools.floors import MAX_REQUESTS_PER_S

    text = text or ""
    peak = _image_rate(without_average(text))
    rate = peak if peak is not None else _image_rate(text)
    return rate if rate is not None and 0 < rate <= MAX_REQUESTS_PER_S else None


def _image_rate(text: str) -> float | None:
    m = IMAGE_RATE.search(text or "")
    if m is not None:
        return float(m.group(1).replace(",", "")) / _PER[m.group(2).lower()]
    z = IMAGE_RATE_ZH.search(text or "")
    return float(z.group(2).replace(",", "")) / _PER[z.group(1)] if z is not None else None


# the busiest time said as a multiple of the average ("高峰大概平均嘅三倍", "峰值是平均的3倍", "peak is about 3x the
# average", "peaks at 3 times average"): an image API's daily count sized at that peak
_ZH_SMALL = {"两": 2.0, "兩": 2.0, "二": 2.0, "三": 3.0, "四": 4.0, "五": 5.0, "六": 6.0, "十": 10.0}
PEAK_FACTOR = (
    re.compile(r"(?:高峰|峰值|繁忙|忙时|忙時)[^,，。;；!?！？\d]{0,6}?(?:平均|均值)\s*(?:的|嘅|既)?\s*(?:大概|大约|大約|约|約)?\s*"
               r"(\d+(?:\.\d+)?|[两兩二三四五六十])\s*倍"),
    re.compile(r"(?i)\bpeaks?\b[^,;.!?\d]{0,20}?(\d+(?:\.\d+)?)\s*(?:x|×|times)\s*(?:the\s+)?(?:average|avg|mean)\b"),
    # the multiple said with no "average" after it: 峰值大概 1.5 倍, 繁忙時段係平時嘅兩倍, "peaks at 3x", "peak is ~2.5x
    # normal", "2.5x at peak", "peak-to-average ratio of 3" (a peak factor was once a count of users at once, or lost)
    re.compile(r"(?:高峰|峰值|繁忙|忙时|忙時|尖峰)[^,，。;；!?！？\d]{0,8}?(\d+(?:\.\d+)?|[两兩二三四五六十])\s*倍"),
    re.compile(r"(?i)\bpeaks?\b[^,;.!?\d]{0,20}?(\d+(?:\.\d+)?)\s*(?:x|×|times)(?![a-z\d])"
               r"(?!\s*(?:(?:more\s+)?(?:gpus?|cards?|nodes?|machines?|servers?|replicas?|h100s?|a100s?)\b))"),
    re.compile(r"(?i)(?<![\d.])(\d+(?:\.\d+)?)\s*(?:x|×|times)\s+(?:that\s+|the\s+average\s+|the\s+avg\s+)?"
               r"(?:at|during|in)\s+(?:the\s+)?(?:evening\s+|daily\s+|busy\s+)?(?:peak|busiest)"),
    re.compile(r"(?i)\bpeak[\s-]+to[\s-]+(?:average|avg|mean)(?:\s+ratio)?\s*(?:of|is|=|:|~|≈|around|about)*\s*"
               r"(\d+(?:\.\d+)?)"),
)


# A batch's rows arriving mostly in a window of the day ("most traffic 8–12 pm", 晚上8点到12点占了六成, "60% between 8 and
# 12pm", 晚上高峰): the window's hours and its share of the day (tools.batch_peak sizes the peak beside the average)
_ZH_TENTHS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_WINDOW_ZH = re.compile(r"(\d{1,2})\s*(?:点|點|時|时)\s*(?:到|至|-|~|～|—)\s*(\d{1,2})\s*(?:点|點|時|时)")
_WINDOW_EN = re.compile(r"(?i)\b(\d{1,2})\s*(?:am|pm)?\s*(?:-|–|—|to|and)\s*(\d{1,2})\s*(am|pm)\b")
_SHARE_PCT = re.compile(r"(?i)(?<![\d.])(\d{1,2}(?:\.\d+)?)\s*%"
                        r"|(?:占|佔)\s*(?:了|到)?\s*(?:约|約|大概)?\s*([一二两兩三四五六七八九])\s*成")
_PEAK_WORD = re.compile(r"(?i)\bpeak|\bbusiest\b|\bmost\s+(?:of\s+)?(?:the\s+)?(?:traffic|messages|volume|load|uploads)"
                        r"|高峰|峰值|尖峰|繁忙|集中在|大部分|多数|多數")
_MOST = re.compile(r"(?i)\bmost\b|大部分|多数|多數|集中")
# a share said in words beside a window ("晚上8点到12点会进来一半的量", "half the uploads arrive 6–10 pm", 三分之一):
# the window's share of the day, read as a percentage is
_SHARE_WORDS = {"一半": 0.5, "半数": 0.5, "半數": 0.5, "half": 0.5, "三分之一": 1 / 3, "a third": 1 / 3, "one third": 1 / 3,
                "三分之二": 2 / 3, "two thirds": 2 / 3, "two-thirds": 2 / 3, "四分之一": 0.25, "a quarter": 0.25,
                "四分之三": 0.75, "three quarters": 0.75}
_SHARE_WORD = re.compile(r"(?i)(?<![a-z])(" + "|".join(sorted(map(re.escape, _SHARE_WORDS), key=len, reverse=True))
                         + r")(?![a-z])(?!\s*-?\s*precision)")


def _share_word_near(t: str, w: re.Match[str]) -> re.Match[str] | None:
    """A share said in words in the window's own sentence (within 48 characters, no sentence end between: 晚上8點到11點
    佔一半, "half the uploads arrive 6–10 pm"), never one said of something else in another sentence ("每天0点到6点要…
    生成…。其中一半是固定的指令": half the prompt, not half the day's traffic)."""
    near = 48
    for m in _SHARE_WORD.finditer(t):
        gap = t[m.end():w.start()] if m.end() <= w.start() else t[w.end():m.start()]
        if len(gap) <= near and not re.search(r"[。；;！!？?]|\.\s", gap):
            return m
    return None


def _window_hours(w: re.Match[str]) -> float:
    """The hours of a clock window said ("8点到12点", "8-12 pm"): 4; a window past midnight wraps."""
    a, b = int(w.group(1)), int(w.group(2))
    return float((b - a) % 12 or 12) if b <= 12 and a <= 12 else float((b - a) % 24)


def batch_peak_said(text: str) -> tuple[float | None, float | None, bool] | None:
    """(the peak's share of the day, its window in hours, whether the share is assumed) for a batch said to peak
    (_PEAK_WORD, or a window with its share); None where no peak is said. "most traffic 8–12 pm" → (0.6 assumed,
    4 h); 晚上8点到12点占了六成 → (0.6, 4 h); 晚上高峰 alone → (None, None, False): the busiest hour's share. The
    callers pass the text with the shares said not read taken out (advisor.core.extract_rules.drop_impossible_counts:
    "-60% of traffic", "160%"), and "160%" is never 60 %."""
    t = text or ""
    w = _WINDOW_ZH.search(t) or _WINDOW_EN.search(t)
    pct = _SHARE_PCT.search(t)
    said = _share_word_near(t, w) if pct is None and w is not None else None
    if said is not None and w is not None:
        return _SHARE_WORDS[said.group(1).lower()], _window_hours(w), False
    if not (_PEAK_WORD.search(t) or (w and pct)):
        return None
    hours = _window_hours(w) if w is not None else None
    share = None
    if pct is not None:
        share = float(pct.group(1)) / 100 if pct.group(1) else _ZH_TENTHS[pct.group(2)] / 10
    if share is None and hours is not None and _MOST.search(t):
        from tools.batch_peak import MOST_SHARE
        return MOST_SHARE, hours, True
    return (share if share and 0 < share < 1 else None), hours if share else None, False


def peak_factor(text: str) -> float | None:
    """The peak said as a multiple of the average (PEAK_FACTOR: "高峰大概平均嘅三倍" → 3.0), or None."""
    for rx in PEAK_FACTOR:
        m = rx.search(text or "")
        if m is not None:
            got = _ZH_SMALL.get(m.group(1)) or float(m.group(1))
            return got if got >= 1 else None
    return None


# "延迟要求1秒内", "延遲 500 毫秒以內", "latency under 1 s", "1 second latency": a live stream's latency target
_LAT_UNIT = r"(ms|milliseconds?|毫秒|s|secs?|seconds?|秒)"
STREAM_LATENCY = (
    re.compile(r"(?i)(?:延迟|延遲|时延|時延)\s*(?:要求|需要|要|在|控制在|低于|低於|小于|小於|不超过|不超過|不能超过|不能超過|"
               r"最多|[:：<≤])*\s*(\d+(?:\.\d+)?)\s*" + _LAT_UNIT + r"(?![a-z])"),
    re.compile(r"(?i)\blatency\s*(?:of|under|below|within|at\s+most|less\s+than|<|≤|:|is|target|=|\s)*\s*"
               r"(\d+(?:\.\d+)?)\s*" + _LAT_UNIT + r"(?![a-z])"),
    re.compile(r"(?i)(\d+(?:\.\d+)?)\s*-?\s*" + _LAT_UNIT + r"\s+(?:end-to-end\s+)?latency\b"),
)


def _latency_s(m: re.Match[str]) -> float:
    """A latency match's figure (group 1) in seconds, by its unit (group 2: ms and 毫秒 are thousandths)."""
    unit = m.group(2).lower()
    return float(m.group(1)) / (1000 if unit in ("ms", "毫秒") or unit.startswith("millisecond") else 1)


def stream_latency(text: str) -> float | None:
    """The latency target, in seconds, a message states for a live stream ("延迟要求1秒内" → 1.0), or None."""
    for pattern in STREAM_LATENCY:
        m = pattern.search(text or "")
        if m is not None:
            return _latency_s(m)
    return None



# "each user should get their image in under 5 seconds", "latency per image at most 5 s", "images within 3 s",
# 每张图5秒内出, 每張圖要在3秒內, 5秒内出图, 单张出图不超过4秒: a per-image latency target for an image service (the time one
# request waits for its picture), never a job's deadline — read as a deadline it was 0.0014 h and dropped, and the pick
# took 13.6 s an image. Group 1 the number, group 2 its unit.
_IMG_EN = r"(?:images?|pictures?|renders?|imgs?)"
_IMG_SECS = r"(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)\b"
_IMG_ZH = r"(?:图片|圖片|图|圖|张|張|幅)"
_IMG_ZH_SECS = r"(\d+(?:\.\d+)?)\s*(毫秒|秒)\s*(?:钟|鐘)?"
IMAGE_LATENCY = (
    re.compile(r"(?i)\b" + _IMG_EN + r"\b(?:\s+[a-z'-]+){0,3}?\s+(?:with)?in\s+(?:under\s+|less\s+than\s+|about\s+)?"
               + _IMG_SECS),
    re.compile(r"(?i)\b" + _IMG_EN + r"\b(?:\s+[a-z'-]+){0,3}?\s+(?:under|inside(?:\s+of)?|below|at\s+most|"
               r"no\s+(?:more|longer)\s+than|less\s+than|≤|<)\s+" + _IMG_SECS),
    re.compile(r"(?i)\blatency\s+(?:per|for\s+(?:each|every|an?|one))\s+" + _IMG_EN + r"\s*(?:of|under|below|within|"
               r"at\s+most|less\s+than|<|≤|:|is|=|\s)*\s*" + _IMG_SECS),
    re.compile(r"(?i)(?:under|within|at\s+most|below|less\s+than|≤|<)\s+" + _IMG_SECS + r"\s+(?:per|an?|each|for\s+"
               r"(?:each|every|an?|one))\s+" + _IMG_EN + r"\b"),
    re.compile(r"(?:每|单|單|一)\s*(?:张|張|幅)\s*(?:图片|圖片|图|圖)?\s*(?:要|需要|得|必须|必須)?\s*(?:在)?\s*(?:不超过|不超過|最多)?\s*"
               + _IMG_ZH_SECS + r"\s*(?:之内|之內|以内|以內|内|內)?"),
    re.compile(r"(?:出图|出圖|生图|生圖|出片)\s*(?:时间|時間|延迟|延遲)?\s*(?:要|需要|得|必须|必須)?\s*(?:在)?\s*(?:不超过|不超過|最多)?\s*"
               + _IMG_ZH_SECS),
    re.compile(_IMG_ZH_SECS + r"\s*(?:之内|之內|以内|以內|内|內)\s*(?:就)?\s*(?:要|能|得)?\s*(?:出|生成|拿到|收到|看到)\s*"
               + _IMG_ZH + r"?"),
)


def image_latency(text: str) -> tuple[float, tuple[int, int]] | None:
    """The per-image latency target, in seconds, an image-generation message states and the span it took (so the
    deadline reader leaves it alone), or None; a latency said without "image" falls to stream_latency's readings."""
    for pattern in IMAGE_LATENCY:
        m = pattern.search(text or "")
        if m is not None:
            unit = m.group(2).lower()
            return float(m.group(1)) / (1000 if unit in ("ms", "毫秒") or unit.startswith("millisecond") else 1), m.span()
    return None


# the memory of a card the user already has, said beside an owner word: "手邊只有一張 RTX 4070 Ti 12GB", "my 16GB 4060 Ti",
# 我自己有张 12G 的 3060 (a card not in the catalog, so its memory is the fact that answers 夠嗎)
OWNED_CARD_GB = re.compile(r"(?i)(?:手邊|手边|手上|我(?:只)?有|我們有|我们有|我哋有|自己的|自己有|屋企|家裡|家里"
                           r"|\bmy\b|\bi\s+(?:only\s+)?(?:have|own)\b|\bi'?ve\s+got\b)"
                           r"[^。！？!?;；]{0,40}?(?<![\d.])(\d{1,3})\s*(?:GB|G)(?![a-z])")


def owned_card_gb(text: str) -> float | None:
    """The GB of a card the user says they have (OWNED_CARD_GB), or None."""
    m = OWNED_CARD_GB.search(text or "")
    return float(m.group(1)) if m and 4 <= int(m.group(1)) <= 192 else None


# an instruction every batch item shares, with its length: "the same 1,500-token instructions", "a shared 2k-token
# system prompt", "common prompt of 1,500 tokens", "1,500-token instructions shared by every item", 相同的 1500 token
# 指令, 共用一段 2k token 的系统提示, 指令都一样（1500 token）. Read only beside a batch (tools.offers.batch_job_hours).
_SHARED = r"(?:same|shared|common|identical|fixed|one)"
_INSTRUCTION = (r"(?:system\s+)?(?:instructions?|prompts?|prefix(?:es)?|preambles?|templates?|rubrics?|guidelines?"
                r"|few[\s-]*shot\s+examples?)")
_TOKENS = GROUPED_AMOUNT + r"\s*(k|K)?[\s-]*(?:tokens?|toks?)"
# 简体 and 繁體 alike (a 繁體 message is read as typed): 共用同一段 500 token 的提示词, 使用相同的 500 token 指令,
# 都帶同一個 2k token 的系統提示, 共用的提示詞約 500 token (共用同一段 … 提示词 was dropped in both scripts)
# (the reader spells 一 as 1 before it reads: 同一段 arrives as 同1段)
_ZH_SHARED = r"(?:相同|同样|同樣|同[一1]|[一1]样|[一1]樣|共同|共享|共用|统一|統一|固定)"
_ZH_SHARED_LEAD = (r"(?:(?:共用|共享|都用|都带|都帶|都使用|使用|用)\s*)?" + _ZH_SHARED
                   + r"\s*(?:的)?\s*(?:[一1]?\s*(?:段|份|个|個|条|條))?")
_ZH_INSTRUCTION = (r"(?:指令|提示词|提示詞|提示语|提示語|系统提示|系統提示|前缀|前綴|说明|說明|模板|範本|要求|指示"
                   r"|prompt|system\s+prompt)")
_ZH_ABOUT = r"(?:约|約|大约|大約|大概|长度|長度|是|为|為|有|:)*"
# "prompt w/ instructions ~700 tokens", "the instructions are ~700 tokens": the instruction every item carries (700 was
# dropped, each request sized at the item's 80 tokens)
_BLOCK = (r"(?:system\s+prompts?|instructions?\s+(?:block|header|preamble)s?|instruction\s+prompts?|prompt\s+templates?"
          r"|instruction\s+text|prompts?\s+(?:w/|with)\s*(?:the\s+|its\s+)?instructions?|instructions\s+(?:are\s+)?)")
_ZH_BLOCK = r"(?:指令|系统提示词?|系統提示詞?|提示词模板|提示詞模板|指令模板)"
# a batch prompt said with its length beside the item's own ("prompt is about 150 tokens, reviews avg 80 words",
# 提示词大概150token评论平均80字, 提示詞約150 token，評論平均80字; the 150 tokens were once dropped from every item), or carried
# by each item (每条带150 token的提示词): the prompt then is the instruction put before every item, not the item
_PROMPT_WORD = r"(?:\bprompts?\b|提示词|提示詞|提示语|提示語)"
_ITEM_WORD = (r"(?:reviews?|comments?|tickets?|items?|texts?|documents?|docs?|e-?mails?|posts?|messages?|titles?"
              r"|评论|評論|工单|工單|文本|文章|邮件|郵件|留言|帖子|标题|標題|每条|每條|内容|內容)")
_ITEM_LENGTH_AFTER = (r"(?=[^。;；!?！？\n]{0,16}?" + _ITEM_WORD + r"[^。;；!?！？\n]{0,24}?\d+(?:\.\d+)?\s*(?:k|千)?\s*"
                      r"(?:words?|个?字|個?字|tokens?|toks?))")
_PROMPT_BESIDE_ITEM = (_PROMPT_WORD + r"\s*(?:is|are|=|:|of|\s)*\s*(?:about\s+|around\s+|roughly\s+|~\s*)?" + _ZH_ABOUT
                       + r"\s*" + _TOKENS + _ITEM_LENGTH_AFTER
                       + r"|(?:每条|每條|每个|每個)\s*(?:都)?\s*(?:带|帶|附带|附帶|加)(?:上)?\s*(?:一段|一个|一個)?\s*"
                       + _ZH_ABOUT + r"\s*" + _TOKENS + r"\s*(?:的)?\s*(?:提示词|提示詞|提示语|提示語)")
# a block every batch item carries, said in words: "with a 2,000-token glossary in every request", "a 2k-token style guide
# included in each prompt", "extraction prompt of 1,500 tokens", "a 1,500-token extraction prompt", 要附一份2000 token的
# 術語表在prompt裡, 每条都带2000 token的术语表, 抽取提示词1500 token, 1500 token的抽取提示词 (each once dropped from every item)
_CARRIED = (r"(?:glossar(?:y|ies)|style\s+guides?|term(?:inology)?\s+(?:lists?|tables?)|schemas?|few[\s-]*shot\s+examples?"
            r"|examples?|reference\s+(?:text|context)|context|instructions?|rubrics?)")
_JOB_PROMPT = (r"(?:extraction|classification|tagging|labell?ing|translation|scoring|grading|judge|summari[sz]ation"
               r"|task|system)\s+prompts?")
_ZH_CARRIED = r"(?:术语表|術語表|词汇表|詞彙表|词表|詞表|对照表|對照表|风格指南|風格指南|示例|範例|样例|樣例|glossary)"
_ZH_JOB = r"(?:抽取|提取|分类|分類|翻译|翻譯|标注|標註|打分|评分|評分|摘要)\s*(?:的)?\s*(?:提示词|提示詞|prompt|指令)"
_CARRIED_BLOCK = (_TOKENS + r"\s+" + _CARRIED + r"\s+(?:(?:is\s+|are\s+)?(?:included|attached|added|prepended|sent|put)\s+)?"
                  r"(?:in|with|to|into|on|before)\s+(?:every|each|all(?:\s+the)?)\s+"
                  r"|\b" + _CARRIED + r"\s+of\s+(?:about\s+|~\s*)?" + _TOKENS + r"\s+(?:in|with|on)\s+(?:every|each|all)\s+"
                  r"|\b" + _JOB_PROMPT + r"\s*(?:of|is|=|:)?\s*(?:about\s+|around\s+|~\s*)?" + _TOKENS
                  + r"|" + _TOKENS + r"\s+" + _JOB_PROMPT
                  + r"|(?:附|带|帶|加|放|附上|带上|帶上)\s*(?:[一1]\s*(?:份|段|个|個))?\s*" + _ZH_ABOUT + r"\s*" + _TOKENS
                  + r"\s*(?:的)?\s*" + _ZH_CARRIED
                  + r"|" + _ZH_JOB + r"\s*" + _ZH_ABOUT + r"\s*" + _TOKENS
                  + r"|" + _TOKENS + r"\s*(?:的)?\s*" + _ZH_JOB)
SHARED_PREFIX = re.compile(
    r"(?i)\b" + _SHARED + r"\s+" + _TOKENS + r"\s+(?:of\s+)?" + _INSTRUCTION
    + r"|\b" + _SHARED + r"\s+" + _INSTRUCTION + r"\s+(?:of\s+)?(?:about\s+|around\s+|~\s*)?" + _TOKENS
    + r"|" + _TOKENS + r"\s+" + _INSTRUCTION + r"\s+(?:shared|common|identical|the\s+same)\b"
    + r"|" + _ZH_SHARED_LEAD + r"\s*" + _ZH_ABOUT + r"\s*" + _TOKENS + r"\s*(?:的)?\s*" + _ZH_INSTRUCTION
    + r"|" + _ZH_SHARED + r"\s*(?:的)?\s*" + _ZH_INSTRUCTION + r"\s*\(?\s*" + _ZH_ABOUT + r"\s*" + _TOKENS
    + r"|" + _ZH_INSTRUCTION + r"\s*(?:都)?\s*" + _ZH_SHARED + r"\s*\(?\s*(?:约|約|大约|大約|大概)?\s*" + _TOKENS
    # an instruction block or system prompt said with its length and no "same": in a batch it is put before every item
    # ("prompt = ~300 token instruction block + the review", "a 400-token system prompt", 指令部分约 300 token,
    # 系統提示 400 token; the 300 tokens were once dropped from every request)
    + r"|(?:~\s*)?" + _TOKENS + r"\s+" + _BLOCK + r"|\b" + _BLOCK + r"\s*(?:of|is|=|:)?\s*(?:about\s+|around\s+|~\s*)?"
    + _TOKENS
    + r"|" + _ZH_BLOCK + r"\s*(?:部分|块|塊)?\s*" + _ZH_ABOUT + r"\s*" + _TOKENS
    + r"|" + _TOKENS + r"\s*(?:的)?\s*" + _ZH_BLOCK
    # a prompt built as "instruction + the item": "~300 token instruction block + the review", "a 2k-token system
    # prompt plus each ticket", 300 token 的指令 + 评论, 500 token 指令加上每條工單 (the instruction comes first and is
    # the same in every prompt, so it is the shared prefix)
    + r"|" + _TOKENS + r"\s+" + _INSTRUCTION + r"(?:\s+block)?\s*(?:\+|＋|plus\b|followed\s+by\b)"
    + r"|" + _TOKENS + r"\s*(?:的)?\s*" + _ZH_INSTRUCTION + r"\s*(?:块|塊|部分)?\s*(?:\+|＋|加上|再加|后面接|後面接)"
    + r"|(?i:" + _PROMPT_BESIDE_ITEM + ")"
    + r"|(?i:" + _CARRIED_BLOCK + ")")


# a batch prompt said with its length AFTER the item's own length (8000萬條交易備註(每條好短，大概30 token)…，prompt大概300
# token; "80 million notes (about 30 tokens each) …, prompt about 300 tokens": the 300 tokens were once dropped from
# every item, a context of 38): the prompt is the instruction put before every item, as _PROMPT_BESIDE_ITEM reads it
# when the item's length follows
_ITEM_BEFORE = r"(?:" + _ITEM_WORD + r"|notes?|remarks?|records?|备注|備註|记录|記錄)"
PROMPT_AFTER_ITEM = re.compile(
    r"(?i)" + _ITEM_BEFORE + r"[^。;；!?！？\n]{0,24}?\d+(?:\.\d+)?\s*(?:k|千)?\s*(?:words?|个?字|個?字|tokens?|toks?)"
    r"[^。;；!?！？\n]{0,80}?(?P<p>" + _PROMPT_WORD + r"\s*(?:is|are|=|:|of|\s)*\s*(?:about\s+|around\s+|roughly\s+|~\s*)?"
    + _ZH_ABOUT + r"\s*(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?P<k>k|K)?[\s-]*(?:tokens?|toks?))")


def prompt_after_item(t: str) -> tuple[int, tuple[int, int]] | None:
    """The tokens of a prompt said after the item's own length (PROMPT_AFTER_ITEM), and where; None when none."""
    from advisor.core.magnitudes import tokens_len

    m = PROMPT_AFTER_ITEM.search(t)
    return None if m is None else (tokens_len(float(m.group("n").replace(",", "")), m.group("k")), m.span("p"))


def in_shared_prefix(t: str, at: int) -> bool:
    """Does position `at` lie in a shared instruction's length ("same 500-token instruction for each")? A length said
    of the instruction is never an item's own length nor the context (the documents counted 0 tokens)."""
    return any(a <= at < b for a, b in _shared_spans(t))


@lru_cache(maxsize=8)
def _shared_spans(t: str) -> tuple[tuple[int, int], ...]:
    """SHARED_PREFIX's spans in `t`, found once per text (every length candidate of a message asks)."""
    after = prompt_after_item(t)
    return tuple(m.span() for m in SHARED_PREFIX.finditer(t)) + ((after[1],) if after else ())


# the fixed part of every prompt said in Chinese characters or English words ("提示里要带一份1000字的评分
# 标准", "every prompt includes a 1,500-word rubric" were left out of the prompt): a rubric, the grading criteria, a
# system prompt or instructions with its length, in tokens at the message's rate a character (advisor.core.cjk_rate) or
# tools.dataset's rate a word
_FIXED_EN = (r"(?:(?:grading|scoring|marking|evaluation)\s+)?(?:rubrics?|criteria|system\s+prompts?|instructions?"
             r"|guidelines?|style\s+guides?)")
_FIXED_ZH = (r"(?:评分标准|評分標準|评分细则|評分細則|评分规则|評分規則|打分标准|打分標準|评分要求|評分要求|评估标准|評估標準"
             r"|批改标准|批改標準|系统提示词?|系統提示詞?|提示词|提示詞|指令|规则说明|規則說明)")
_FIXED_NUM = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|K|千)?"
_FIXED_UNIT = r"(words?|(?:个|個)?\s*(?:汉字|漢字|字)|(?:个|個)\s*tokens?)"  # 系统提示词3000个token: SHARED_PREFIX has no 个
# "300字的固定指令", "500字的統一指令", "a 1,200-character fixed instruction": the same block before every item
_FIXED_SAME = r"(?:(?:fixed|shared|common|same|standard)\s+|(?:固定|共同|统一|統一|通用|同一|相同|公共)\s*(?:的)?\s*)?"
FIXED_PART = re.compile(
    r"(?i)" + _FIXED_NUM + r"[\s-]*" + _FIXED_UNIT + r"[\s-]*(?:long\s+)?(?:的\s*)?" + _FIXED_SAME + "(?:" + _FIXED_EN
    + "|" + _FIXED_ZH + ")"
    + r"|(?:" + _FIXED_EN + r"|" + _FIXED_ZH + r")\s*(?:of|is|=|:|约|約|大约|大約|大概|有|是|为|為|长|長|\s)*\s*(?:~\s*)?"
    + _FIXED_NUM + r"[\s-]*" + _FIXED_UNIT)


def in_fixed_part(t: str, span: tuple[int, int]) -> bool:
    """Does `span` overlap a fixed prompt part's length, in tokens (SHARED_PREFIX) or in 字 / words (FIXED_PART)?"""
    return any(a < span[1] and span[0] < b for a, b in _shared_spans(t)) or any(
        m.start() < span[1] and span[0] < m.end() for m in FIXED_PART.finditer(t))


def fixed_part_tokens(t: str) -> tuple[int, tuple[int, int]] | None:
    """The tokens of a fixed prompt part said in 字 or words (FIXED_PART), and where; None when none is said."""
    from advisor.core.cjk_rate import cjk_tokens
    from advisor.core.magnitudes import tokens_len
    from tools.dataset import tokens_from_en_words

    m = FIXED_PART.search(t)
    if m is None:
        return None
    num, k, unit = m.group(1, 2, 3) if m.group(1) else m.group(4, 5, 6)
    n = float(num.replace(",", ""))
    if "token" in unit.lower():
        return tokens_len(n, k), m.span()
    n *= 1000 if k else 1
    return (tokens_from_en_words(n) if unit.lower().startswith("word") else cjk_tokens(n)), m.span()


def read_shared_prefix(t: str, ctx: Any) -> Read:
    """A batch whose items share one instruction: `shared_prefix_tokens`, added to the context read for the item (the
    item's own length and its output: "1,500-token instructions + each 800-token document, 200 out" is 2,300 tokens in).
    Where the item's length read IS the instruction's (nothing else stated), the context is left as read."""
    p = ctx.fields
    m = SHARED_PREFIX.search(t)
    fixed = fixed_part_tokens(t) if m is None else None
    if p.get("batch_requests") and getattr(ctx, "few_shot_tokens", 0):
        return _few_shot_block(ctx, m)
    after = prompt_after_item(t) if m is None and fixed is None else None
    if m is None and fixed is None and after is None:
        return {}, []
    if not p.get("batch_requests"):
        return _served_prefix(t, ctx, m, fixed or after)
    if m is not None:
        num, k = next((m.group(i), m.group(i + 1)) for i in range(1, m.re.groups, 2) if m.group(i))
        shared, span = (window_tokens(float(num.replace(",", "")), "k") if k else int(float(num.replace(",", "")))), m.span()
    elif after is not None:
        shared, span = after
    else:
        shared, span = fixed  # type: ignore[misc]
        ctx.out.said(Msg(code="reader.fixed_before_each", args={"said": t[span[0]:span[1]].strip(), "n": shared}))
    out: dict = {"shared_prefix_tokens": shared}
    seq, answer, own = p.get("seq_len"), p.get("output_tokens") or 0, p.get("prompt_tokens")
    if seq and seq - answer != shared:
        out["seq_len"] = seq + shared
    elif not seq and own and own != shared:  # the item's own length read as the prompt ("评论平均80字"): the
        out["prompt_tokens"] = own + shared  # instruction goes before it (it was left out: 150 + 54 read as 54)
    elif not seq and not own and (part := item_part_beside(t, span)) is not None:
        out["prompt_tokens"] = part[0] + shared  # "same 250 token instruction + ~50 tokens of product info": 300 in
        return out, [span, part[1]]
    elif not seq and not own:
        _own_length_unsaid(ctx, shared)
    return out, [span]


# each item's own part said in tokens right beside the shared instruction: "same 250 token instruction + ~50 tokens of
# product info", "+ about 80 tokens of review text", 固定 200 token 指令 + 每条约 60 token 的商品信息 (the 50 was dropped and
# each item sized at the 161-token default on top of the 250); never the answer ("+ ~40 tokens out", 输出 40 token)
_PART_AFTER = re.compile(r"(?i)\s*(?:\+|＋|plus\b|and\b|加上|再加|加)\s*(?:each\s+|every\s+|per\s+item\s+|每条|每條|每个|每個)?"
                         r"(?:about\s+|around\s+|roughly\s+|~\s*|≈\s*|约|約|大约|大約|大概)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*"
                         r"(?:tokens?|toks?|个\s*token|個\s*token)\b(?!\s*(?:out|of\s+output|output|answer|生成|输出|輸出))")


def item_part_beside(t: str, span: tuple[int, int]) -> tuple[int, tuple[int, int]] | None:
    """The tokens of each item's own part said right after the shared instruction (_PART_AFTER), and where; None when
    none is said. By hand: "same 250 token instruction + ~50 tokens of product info" → 50 (the prompt 300)."""
    m = _PART_AFTER.match(t, span[1])
    if m is None:
        return None
    n = float(m.group(1).replace(",", "")) * (1000 if m.group(2) else 1)
    return (int(n), m.span(1)) if n >= 1 else None


def _few_shot_block(ctx: Any, m: re.Match[str] | None) -> Read:
    """A batch whose every prompt carries few-shot examples (read_few_shot: "10 examples of 300 tokens in each prompt",
    每个请求带5个200 token的示例): the examples in all are the block before every item, the item sized on top of it
    and the volume kept. One example's length is never the block (it was read as one, and the batch lost)."""
    p, shared = ctx.fields, ctx.few_shot_tokens
    out: dict = {"shared_prefix_tokens": shared}
    own, seq, answer = p.get("prompt_tokens"), p.get("seq_len"), p.get("output_tokens") or 0
    if seq and seq - answer != shared:  # the item's own length read as the context: the examples go before it
        out["seq_len"] = seq + shared
        out["prompt_tokens"] = None if own == shared else own  # the examples alone are no item's prompt
    elif own and own != shared:  # the item's own length read as the prompt
        out["prompt_tokens"] = own + shared
    elif not seq:
        out["prompt_tokens"] = None  # the prompt read was the examples alone: the item is sized on top of them
        _own_length_unsaid(ctx, shared)
    return out, [m.span()] if m is not None and ctx.free(*m.span()) else []


def _served_prefix(t: str, ctx: Any, m: re.Match[str] | None, fixed: tuple[int, tuple[int, int]] | None) -> Read:
    """A served chat's system prompt or rubric with its length beside the user's own prompt length ("2,000-token system
    prompt, user messages ~200 tokens"): both are in every request, so the prompt is their sum (the system
    prompt was dropped). With no other prompt length read, a block said to be in every request ("2,000-token system
    prompt in every request", 每个请求都带2000 token的系统提示词: dropped unsaid, 161-token prompts) goes before the user's
    turn at ShareGPT's mean (assumed, said); a bare "a 2,000-token system prompt" is the prompt as read."""
    from tools.load import SHAREGPT_PROMPT_TOKENS

    p = ctx.fields
    if p.get("task") != "inference" or not (p.get("prompt_tokens") or EVERY_REQUEST.search(t)):
        return {}, []
    if m is not None:
        num, k = next((m.group(i), m.group(i + 1)) for i in range(1, m.re.groups, 2) if m.group(i))
        fixed = (window_tokens(float(num.replace(",", "")), "k") if k else int(float(num.replace(",", "")))), m.span()
    shared, span = fixed  # type: ignore[misc]
    own = p.get("prompt_tokens") or SHAREGPT_PROMPT_TOKENS
    if own == shared or not ctx.free(*span) or not 1 <= shared <= 10**7:
        return {}, []
    said = re.sub(r"(?i)\s+(?:in|with|on|to|into|before)\s+(?:every|each|all(?:\s+the)?)\s*$", "", t[span[0]:span[1]].strip())
    args = {"said": said, "n": shared, "own": own, "total": own + shared}
    ctx.out.said(Msg(code="reader.served_prefix", args=args) if p.get("prompt_tokens")
                 else Msg(code="reader.served_mean_prefix", args=args))
    out = {"prompt_tokens": own + shared, **_system_new(t, ctx, shared, own)}
    if p.get("seq_len"):
        out["seq_len"] = p["seq_len"] + shared
    return out, [span]


def _system_new(t: str, ctx: Any, fixed: int, own: int) -> dict:
    """The tokens each request prefills after a fixed part served from the prefix cache (tools.chat_prefix), said
    as an assumption; {} when the user said every prompt is new."""
    from tools.chat_prefix import system_prompt_new_tokens

    if ctx.fields.get("prefix_cache") is False or NO_PREFIX_REUSE.search(getattr(ctx, "unmasked", None) or t):
        return {}
    new = system_prompt_new_tokens(own, own + fixed)
    ctx.out.said(Msg(code="chat_history.system_cached", args={"fixed": fixed, "new": new, "total": own + fixed}))
    return {"prompt_new_tokens": new}


# a block said to ride in every request of a served chat: "in every request", "in each prompt", 每个请求都带, 每次请求都带
EVERY_REQUEST = re.compile(r"(?i)\b(?:in|with|on|to|into)\s+(?:every|each|all(?:\s+the)?)\s+(?:requests?|prompts?|calls?|"
                           r"messages?|queries|query|turns?|chats?)\b|(?:每个|每個|每次|每条|每條|所有)\s*(?:请求|請求|提问|提問|"
                           r"对话|對話|消息|訊息|prompt|调用|調用)\s*(?:都|也)?\s*(?:带|帶|附|加|要带|要帶|会带|會帶)")


# a batch whose answers are JSON (or a fixed schema): "output is a tiny json", "return JSON with label and score",
# "json output", "structured outputs", 输出 JSON 格式, 返回json, 結果用 JSON, 结构化输出. Only the words said of the
# answer: "jsonl files" or "the reviews are in a json dump" say nothing of the output.
STRUCTURED_OUTPUT = re.compile(
    r"(?i)\b(?:outputs?|answers?|responses?|returns?|reply|replies|results?|emit|respond)\b[^.;!?\n]{0,30}?\bjson\b"
    r"|\b(?:as|into)\s+(?:a\s+)?json\b|\bjson\s+(?:output|answer|response|object|schema|format|mode)s?\b"
    r"|\bstructured\s+outputs?\b"
    r"|(?:输出|輸出|返回|回答|结果|結果|回复|回覆)[^。；;！!？?\n]{0,15}?json|json\s*(?:格式|对象|對象|输出|輸出)"
    r"|结构化输出|結構化輸出")


def read_structured_output(t: str, ctx: Any) -> Read:
    """A batch whose answers are JSON: `structured_output` (tools.load.batch_run_line advises guided decoding and a
    short max_tokens; it sizes nothing). Only beside a batch; no span is taken (the words hold no figure)."""
    if not ctx.fields.get("batch_requests") or not STRUCTURED_OUTPUT.search(t):
        return {}, []
    return {"structured_output": True}, []




def _own_length_unsaid(ctx: Any, shared: int) -> None:
    """A shared instruction said with no item length: the items are not that instruction alone, so tools.defaults
    sizes each item's own text (batch_item_own_tokens) on top of it; the note says so where the answer starts."""
    from tools.defaults import batch_item_own_tokens

    kind = ctx.fields.get("batch_item")
    own = batch_item_own_tokens(kind == "short")
    ctx.out.said(Msg(code="reader.own_length_unsaid", args={"document": kind == "document", "shared": shared, "own": own}))


# the depth as said: "rerank the top 50", "reranking the top-20 candidates", "top 50 passages per query", "50 candidates
# per query", 重排前50个, 前 20 条候选; a depth outside 1–1,000 is no rerank depth
DEPTH_SAID = (
    re.compile(r"(?i)\bre-?rank\w*\s+(?:the\s+)?top[\s-]*(\d{1,4})\b"),
    # a reranker named by its model, then what it scores: "bge-reranker-v2-m3 on the top-50", "a cross-encoder over the
    # top 30 hits", "用 bge-reranker 对前 40 条" (a stated 50 was replaced by the assumed 10)
    re.compile(r"(?i)(?:\bre-?rank|cross[\s-]?encoder)[\w.-]*[^.;\n]{0,30}?\b(?:on|over|for|of|across)\s+(?:the\s+)?"
               r"top[\s_-]*(\d{1,4})\b"),
    re.compile(r"(?i)(?:re-?rank|cross[\s-]?encoder)[\w.-]*[^。；;\n]{0,20}?(?:对|對)\s*(?:召回的?|检索到?的?|檢索到?的?)?"
               r"\s*前\s*(\d{1,4})"),
    re.compile(r"(?i)\btop[\s-]*(\d{1,4})\s+(?:candidates?|passages?|results?|docs?|documents?|chunks?|hits?)\b"),
    re.compile(r"(?i)\b(\d{1,4})\s+(?:candidates?|passages?|results?|docs|documents|chunks|hits)\s+(?:per|each|a|for\s+each)"
               r"\s+(?:query|request|search)"),
    re.compile(r"(?:" + RERANK_WORD + r")\s*(?:前|top\s*)\s*(\d{1,4})"),
    re.compile(r"(?:前|top\s*)\s*(\d{1,4})\s*(?:个|個|条|條|篇|段)?\s*(?:候选|候選|结果|結果|文档|文檔|段落)"),
    # the candidates the first stage returns are the ones reranked ("每次召回100条做rerank" was
    # replaced by the assumed 10): "召回100条", "retrieve 100 candidates", "rerank 100 passages", "top_k=100",
    # 对100条结果做精排
    re.compile(r"(?:召回|检索|檢索|取回|粗排)\s*(?:出|回|了)?\s*(?:前|top\s*)?\s*(\d{1,4})\s*(?:个|個|条|條|篇|段|份|docs?\b)"),
    # a bracketed count after the word (重排（每次50段，每段500字）, 精排：每个查询 30 条)
    re.compile(r"(?:" + RERANK_WORD + r")\s*[（(：:]\s*(?:每次|每个查询|每個查詢|每条查询|每條查詢|每个问题|每個問題)?\s*"
               r"(\d{1,4})\s*(?:个|個|条|條|篇|段|份)"),
    re.compile(r"(?i)(?:" + RERANK_ZH + r"|\b(?:" + RERANK_EN + r")\w*)\s*(\d{1,4})\s*"
               r"(?:个|個|条|條|篇|段|份|candidates?\b|passages?\b|results?\b"
               r"|docs?\b|documents?\b|chunks?\b|hits?\b)"),
    re.compile(r"(?i)\b(?:retriev\w*|recall\w*|fetch\w*)\s+(?:the\s+)?(?:top[\s-]*)?(\d{1,4})\s+(?:candidates?|passages?"
               r"|results?|docs?|documents?|chunks?|hits?)\b"),
    re.compile(r"(?i)\btop[\s_-]?k\s*(?:=|:|of|is)?\s*(\d{1,4})\b"),
    # the count, then what each candidate is, then "per query" ("100 passages of 512 tokens each per query", "100 docs,
    # ~300 tokens each, per query"); or "per query" first ("per query 100 docs", "for each query, 100 passages"):
    # the depth was once read in one word order only
    re.compile(r"(?i)\b(\d{1,4})\s+(?:candidates?|passages?|results?|docs?|documents?|chunks?|hits?)\b[^.;\n]{0,40}?"
               r"\b(?:per|each|a|for\s+each|for\s+every)\s+(?:query|request|search)\b"),
    re.compile(r"(?i)\b(?:per|for\s+each|for\s+every)\s+(?:query|request|search)\s*[,:]?\s*(?:we\s+\w+\s+)?(?:the\s+)?"
               r"(?:top[\s-]*)?(\d{1,4})\s+(?:candidates?|passages?|results?|docs?|documents?|chunks?|hits?)\b"),
    re.compile(r"每\s*(?:次|个|個)?\s*(?:查询|查詢|请求|請求|query)?\s*(?:都|也)?\s*(?:召回|检索|檢索|取回|返回|重排|精排)\s*"
               r"(?:前|top\s*)?\s*(\d{1,4})\s*(?:个|個|条|條|篇|段|份)"),
    # "… for 200 queries per second, 50 documents each": the candidates of each query, after a query rate
    re.compile(r"(?i)\b(?:queries|requests|searches|qps)\b[^.;\n]{0,40}?\b(\d{1,4})\s+(?:candidates?|passages?|results?"
               r"|docs?|documents?|chunks?|hits?)\s+(?:each|apiece)\b"),
    re.compile(r"(?:对|對)\s*(\d{1,4})\s*(?:个|個|条|條|篇|段|份)\s*(?:结果|結果|候选|候選|文档|文檔)?\s*(?:做|进行|進行)?\s*"
               r"(?:重排|精排|rerank)"),
    # each query and its count: "each query scores 50 docs", 每个query给50个doc打分, 每個查詢有30篇文件 (a stated 50 was
    # replaced by the assumed 10)
    re.compile(r"(?i)\b(?:each|every)\s+(?:query|request|search)\s+(?:[a-z]+\s+){0,2}?(\d{1,4})\s+(?:candidates?|passages?"
               r"|results?|docs?|documents?|chunks?|hits?)\b"),
    re.compile(r"(?i)每\s*(?:个|個|条|條|次)?\s*(?:query|queries|查询|查詢|请求|請求|问题|問題|搜索|搜尋|检索|檢索)\s*"
               r"(?:都|也)?\s*(?:给|給|有|带|帶|召回|返回|取|对|對|配)?\s*(?:大约|大約|约|約|差不多)?\s*(\d{1,4})\s*"
               r"(?:个|個|条|條|篇|段|份)?\s*(?:docs?|documents?|passages?|candidates?|文档|文檔|文件|段落|候选|候選"
               r"|结果|結果|片段)"),
)


def rerank_depth_spans(text: str) -> list[tuple[int, int]]:
    """Where the message says a rerank depth (DEPTH_SAID): a count there is candidates per query, never a batch of
    documents ("召回100条" was also sized as a backfill of 100 documents)."""
    return [m.span() for pat in DEPTH_SAID for m in pat.finditer(text) if 1 <= int(m.group(1)) <= 1000]


def rerank_depth(text: str) -> int | None:
    """The candidates a reranker scores per query as the message says it (DEPTH_SAID), else None (RERANK_DEPTH is
    assumed and said)."""
    for pat in DEPTH_SAID:
        m = pat.search(text)
        if m and 1 <= int(m.group(1)) <= 1000:
            return int(m.group(1))
    return None


# speaker diarization asked for beside a transcription ("we also need speaker diarization", 要区分说话人, 說話人分離)
DIARIZATION = re.compile(r"(?i)\bdiariz(?:e|ation|ing)\b|\bwho\s+(?:said|spoke|speaks)\s+(?:what|when)\b"
                         r"|\bspeaker\s+(?:labels?|separation|identification|turns?)\b"
                         # "identify the speakers with pyannote", "label each speaker", "pyannote": who spoke when
                         r"|\b(?:identify|label|separate|tag)\s+(?:the\s+|each\s+|every\s+)?speakers?\b|\bpyannote\b"
                         r"|(?:说话人|說話人|讲者|講者|发言人|發言人)\s*(?:分离|分離|识别|識別|区分|區分|标注|標註)"
                         r"|(?:区分|區分|分辨)\s*(?:说话人|說話人|讲者|講者|发言人|發言人)")


# a translation of the transcripts said ("再翻成英文跟日文", 翻譯做英文字幕, "translate them into Spanish and French") and
# the languages it goes into: the words for a language after the translation word, in the same sentence
TRANSLATE_WORD = re.compile(r"(?i)翻译|翻譯|翻成|译成|譯成|译为|譯為|\btranslat(?:e|es|ed|ing|ion|ions)\b|" + TRANSLATE_ZH_MORE)
TARGET_LANGUAGES = (
    ("English", r"英文|英语|英語|\benglish\b"), ("Japanese", r"日文|日语|日語|\bjapanese\b"),
    ("Korean", r"韩文|韓文|韩语|韓語|\bkorean\b"), ("French", r"法文|法语|法語|\bfrench\b"),
    ("Spanish", r"西班牙文|西班牙语|西班牙語|\bspanish\b"), ("German", r"德文|德语|德語|\bgerman\b"),
    ("Portuguese", r"葡萄牙文|葡萄牙语|葡萄牙語|\bportuguese\b"), ("Italian", r"意大利文|意大利语|義大利文|\bitalian\b"),
    ("Russian", r"俄文|俄语|俄語|\brussian\b"), ("Arabic", r"阿拉伯文|阿拉伯语|阿拉伯語|\barabic\b"),
    ("Vietnamese", r"越南文|越南语|越南語|\bvietnamese\b"), ("Thai", r"泰文|泰语|泰語|\bthai\b"),
    ("Indonesian", r"印尼文|印尼语|印尼語|\bindonesian\b"), ("Malay", r"马来文|馬來文|\bmalay\b"),
    ("Hindi", r"印地语|印地語|\bhindi\b"),
    ("Chinese", r"(?<![出上加配打])(?:中文|汉语|漢語|简体|簡體|繁体|繁體)|\b(?:chinese|mandarin)\b"),
)


def translation_targets(text: str) -> list[str] | None:
    """The languages a translation of the transcripts goes into ("再翻成英文跟日文" → English, Japanese; "翻譯做英文字幕"
    → English; "translate the subtitles into Spanish and French" → Spanish, French), read in the rest of the sentence
    after the translation word; ["?"] when a translation is said with no language (sized as one, said); None with
    no translation said."""
    m = TRANSLATE_WORD.search(text or "")
    if m is None:
        return None
    rest = re.split(r"[。！？!?\n]|[.;](?:\s|$)", text[m.end():], maxsplit=1)[0]
    found = [(hit.start(), name) for name, rx in TARGET_LANGUAGES if (hit := re.search("(?i)" + rx, rest))]
    return [name for _, name in sorted(found)] or ["?"]


# a transcript asked: speech to text, subtitles, Whisper or an ASR model named
TRANSCRIBE = re.compile(r"(?i)transcri|speech[\s-]to[\s-]text|\basr\b|whisper|sensevoice|paraformer|subtitl|caption"
                        r"|转写|轉寫|转录|轉錄|转文字|轉文字|转成文字|轉成文字|字幕|听写|聽寫|语音识别|語音識別|逐字稿|文字稿")


# a transcript ruled out ("no transcription", "we don't need transcripts", "without ASR", 不需要转写, 不用轉寫, 唔使轉寫,
# 无需转文字): the transcription word there is not asked for
NO_TRANSCRIPT = re.compile(
    r"(?i)\b(?:no|without|not|never|skip(?:ping)?|minus)\s+(?:(?:any|a|the|need(?:ing)?\s+(?:a\s+|any\s+)?|doing\s+"
    r"(?:a\s+|any\s+)?)\s*)?(?:transcri\w*|speech[\s-]to[\s-]text|asr)\b"
    r"|\b(?:don'?t|do\s+not|doesn'?t|does\s+not|won'?t)\s+(?:need|want|require)\s+(?:any\s+|a\s+|the\s+)?"
    r"(?:transcri\w*|speech[\s-]to[\s-]text|asr)\b"
    r"|(?:不|无|無|唔|毋|免|没有|沒有)\s*(?:需要?|用|使|必|要)?\s*(?:做|作)?\s*"
    r"(?:转写|轉寫|转录|轉錄|转文字|轉文字|转成文字|轉成文字|语音识别|語音識別|逐字稿|文字稿)")


def diarization_alone(text: str) -> bool:
    """Speaker diarization asked with no transcript ("diarization (pyannote) on 20,000 hours"; "who spoke when, no
    transcription"; 只做说话人分离，不需要转写): its own job. A transcript ruled out (NO_TRANSCRIPT) is not asked."""
    return diarization_said(text) and not TRANSCRIBE.search(NO_TRANSCRIPT.sub(" ", text or ""))


# diarization ruled out ("no diarization needed", "without speaker labels", "don't need diarization", "diarization not
# needed", 不需要说话人分离, 唔使分講者): the word is there, the step is not asked
NO_DIARIZATION = re.compile(
    r"(?i)\b(?:no|without|skip(?:ping)?|minus)\s+(?:any\s+|the\s+|speaker\s+)?(?:diariz(?:e|ation|ing)|speaker\s+"
    r"(?:labels?|separation|identification|turns?))\b"
    r"|\b(?:don'?t|do\s+not|doesn'?t|does\s+not|won'?t)\s+(?:need|want|require)\s+(?:any\s+|the\s+|speaker\s+)?"
    r"(?:diariz(?:e|ation|ing)|speaker\s+(?:labels?|separation|identification|turns?))\b"
    r"|\bdiariz(?:e|ation|ing)\s+(?:is\s+)?(?:not|isn'?t)\s+(?:needed|required|necessary|wanted)\b"
    r"|(?:不|无|無|唔|毋|免|没有|沒有)\s*(?:需要?|用|使|必|要)?\s*(?:做|作|分)?\s*"
    r"(?:(?:说话人|說話人|讲者|講者|发言人|發言人)\s*(?:分离|分離|识别|識別|区分|區分|标注|標註)?|(?:区分|區分|分辨)\s*"
    r"(?:说话人|說話人|讲者|講者|发言人|發言人))")


# word-level timestamps asked of a transcript ("word level timestamps", "word-timestamps", 字级时间戳, 逐字時間戳)
WORD_TIMESTAMPS = re.compile(r"(?i)\bword[\s-]*(?:level[\s-]+)?time[\s-]?stamps?\b|\bper[\s-]word\s+time[\s-]?stamps?\b"
                             r"|(?:字级|字級|词级|詞級|逐字|逐词|逐詞|每个字|每個字|每个词|每個詞)\s*(?:的)?\s*"
                             r"(?:时间戳|時間戳|时间码|時間碼)")


def word_timestamps_said(text: str) -> bool:
    """Does the message ask for word-level timestamps on its transcripts (a forced-alignment pass, WhisperX)?"""
    return bool(WORD_TIMESTAMPS.search(text or ""))


def diarization_said(text: str) -> bool:
    """Does the message (or the thread's text it is read with) ask for speaker diarization? Not where it is ruled out
    ("no diarization needed": the Spanish earnings-call batch got pyannote's 151 GPU-hours added unasked)."""
    return bool(DIARIZATION.search(NO_DIARIZATION.sub(" ", text or "")))


# "H20 比 H100 還強", "H20比H100更快", "the H20 is stronger than the H100", "H20 > H100": the user asserts that one named
# card beats another (tools.card_claims checks it against the spec rows)
_BEATS_ZH = r"\s*(?:比|较|較|勝過|胜过)\s*(?:起)?"
_MORE_ZH = r"\s*(?:还|還|更|要|都)?\s*(?:要)?\s*(?:强|強|快|好|厉害|厲害|猛|牛)"
_MORE_EN = (r"\s+(?:is|are|'s|was)?\s*(?:much\s+|way\s+|a\s+lot\s+|far\s+|even\s+)?"
            r"(?:stronger|faster|better|more\s+powerful|quicker)\s+than\s+(?:the\s+|an?\s+)?")


@lru_cache(maxsize=1)
def _claim_patterns() -> tuple[re.Pattern[str], ...]:
    card = r"(?<![a-z0-9])(" + gpu_alternatives() + r")(?![a-z0-9])"
    return (re.compile(r"(?i)" + card + _BEATS_ZH + r"\s*" + card + _MORE_ZH),
            re.compile(r"(?i)" + card + _MORE_EN + card),
            re.compile(r"(?i)" + card + r"\s*>\s*" + card))


def claimed_stronger(text: str) -> tuple[str, str] | None:
    """The two catalog cards of a "card A beats card B" claim in the text (A first), or None."""
    from catalog.gpus import UnknownGPU, resolve_gpu_name

    for rx in _claim_patterns():
        m = rx.search(text or "")
        if m is not None:
            try:
                return resolve_gpu_name(m.group(1)), resolve_gpu_name(m.group(2))
            except UnknownGPU:
                return None
    return None


# a Grace superchip's memory said beside it: "96gb hbm plus 480gb memory", "576GB unified", "480GB LPDDR5X",
# "GH200 有 96G 显存加 480G 内存", "GH200 嘅 576GB 統一記憶體" (tools.card_claims.host_memory_claim judges it)
_GRACE_CARD = re.compile(r"(?i)(?<![a-z0-9])(gh200|gb200|gb300)(?![a-z0-9])")
_MEMORY_GB = re.compile(r"(?i)(\d{2,4})\s*(?:gb|gib|g)(?![a-z])")
_HOST_WORD = re.compile(r"(?i)lpddr|unified\s+mem|cpu\s+(?:memory|ram)|system\s+(?:memory|ram)|host\s+(?:memory|ram)"
                        r"|\bplus\s+\d{2,4}\s*(?:gb|g)\s*(?:of\s+)?(?:memory|mem|ram)|统一内存|統一內存|統一記憶體"
                        r"|统一记忆体|系统内存|系統記憶體|cpu\s*内存|cpu\s*記憶體")


def grace_memory_said(text: str) -> tuple[str, list[float], bool] | None:
    """A Grace superchip named with memory figures or its CPU memory's name: (the card as said, the GB figures
    stated, whether a host-memory word was said), else None."""
    m = _GRACE_CARD.search(text or "")
    if m is None:
        return None
    figures = [float(g) for g in _MEMORY_GB.findall(text)]
    return m.group(1), figures, bool(_HOST_WORD.search(text))


# a reranked pair's stated length, the query inside it: "每对大约400 token", "每對約 512 個 token", "400 tokens per pair",
# "each pair is ~400 tokens" (a stated 400 was replaced by a 32-token query + an assumed 1,024-token chunk)
PAIR_LENGTH = (
    re.compile(r"(?:每\s*(?:一)?\s*(?:对|對|组|組))[^，,。；;\d]{0,8}?(\d[\d,]*)\s*(k|K|千)?\s*(?:个|個)?\s*(?:tokens?|词元|詞元)"),
    re.compile(r"(?i)(\d[\d,]*)\s*(k)?\s*tokens?\s+(?:per|each|a|for\s+each|in\s+each)\s+(?:query[\s-]+doc(?:ument)?\s+)?pair"),
    re.compile(r"(?i)\b(?:each|every|per)\s+(?:query[\s-]+doc(?:ument)?\s+)?pair\b[^.;,\n\d]{0,24}?(\d[\d,]*)\s*(k)?\s*tokens?"),
)


def rerank_pair_tokens(text: str) -> int | None:
    """The tokens of one reranked (query, passage) pair as the message states them (PAIR_LENGTH: "每对大约400 token" →
    400, "1k tokens per pair" → 1,024, "k" as lengths are read), else None (a query plus a passage is assumed)."""
    for pat in PAIR_LENGTH:
        m = pat.search(text or "")
        if m is not None:
            n = window_tokens(int(m.group(1).replace(",", "")), "k" if m.group(2) else "")
            return n if 1 <= n <= 1_000_000 else None
    return None


# a candidate passage's stated length in a reranking message, in any word order ("100 documents of
# 512 tokens per query" dropped the 512; "每篇512 token" was read as 1,024): each "M tokens" is read in its clause
# (the text between commas, semicolons and stops); a clause that names only the query ("queries of ~30 tokens") or a
# pair (PAIR_LENGTH) or a context window is not a passage's; any other ("passages of 300 tokens", "~300 tokens each",
# 每条300 token, 每篇 512 個 token, "512-token chunks") is
TOKENS_SAID = re.compile(r"(?i)(\d[\d,]*)\s*(k|千)?\s*-?\s*(?:个|個)?\s*(?:tokens?(?![a-z])|词元|詞元)")
_CLAUSE_END = re.compile(r"[,;，；。.!?\n]\s|[,;，；。\n]")
_PASSAGE_WORD = re.compile(r"(?i)\b(?:candidates?|passages?|docs?|documents?|chunks?|results?|hits?|products?|items?"
                           r"|listings?)\b|篇|条|條|段|份|文档|文檔|文件|文本|候选|候選|结果|結果|片段|商品|产品|產品"
                           r"|描述|标题|標題")
_NOT_PASSAGE = re.compile(r"(?i)\b(?:pairs?|context|window|max[\s_-]*len\w*)\b|上下文|每\s*(?:一)?\s*(?:对|對|组|組)")
_QUERY_WORD = re.compile(r"(?i)\b(?:query|queries|questions?|prompts?)\b|查询|查詢|问题|問題|提示词|提示詞")


def _clause(text: str, at: int) -> str:
    """The clause around position `at`: from the last comma, semicolon or stop before it to the next one after it."""
    starts = [m.end() for m in _CLAUSE_END.finditer(text, 0, at)]
    end = _CLAUSE_END.search(text, at)
    return text[starts[-1] if starts else 0:end.start() if end else len(text)]


def rerank_passage_tokens(text: str) -> int | None:
    """The tokens of one candidate passage a reranker scores, as the message states them in any order (TOKENS_SAID
    read in its clause: "rerank top 100 passages of 300 tokens" → 300, "100 candidates each, ~300 tokens" → 300,
    每条300 token → 300, "1k tokens each" → 1,024 as lengths are read); None when no clause states one (tools.rerank
    then takes the item length, else a RAG chunk)."""
    for m in TOKENS_SAID.finditer(text or ""):
        clause = _clause(text, m.start())
        if _NOT_PASSAGE.search(clause) or (_QUERY_WORD.search(clause) and not _PASSAGE_WORD.search(clause)):
            continue
        n = window_tokens(int(m.group(1).replace(",", "")), "k" if m.group(2) else "")
        if 1 <= n <= 1_000_000:
            return n
    return _passage_chars(text or "")


# a candidate's length in Chinese characters beside a passage word: 每段500字, 每条 300 个字
PASSAGE_CHARS = re.compile(r"(?:每|一)\s*(?:段|条|條|篇|份|个片段|個片段)\s*(?:大概|大约|大約|约|約)?\s*(\d[\d,]*)"
                           r"\s*(?:个|個)?\s*字")


def _passage_chars(text: str) -> int | None:
    """每段500字: a reranked passage said in characters, in tokens at the general figure (tools.cjk_tokens; 500 字 →
    300 tokens): the reranker's own tokenizer (XLM-RoBERTa's) reads it, not the LLM named beside it, and has no
    published figure of its own."""
    from tools.cjk_tokens import tokens_from_cjk_chars

    m = PASSAGE_CHARS.search(text)
    n = int(m.group(1).replace(",", "")) if m else 0
    return tokens_from_cjk_chars(n) if 1 <= n <= 1_000_000 else None


# a reranking latency target said with no "latency" word: "under 300 ms", "within 0.3 s", "p95 < 300ms", "300毫秒以内",
# "300 ms 內": read beside STREAM_LATENCY for a reranker ("under 300 ms" was dropped in English while
# 延迟300毫秒以内 was checked)
RERANK_LATENCY = (
    re.compile(r"(?i)(?:\b(?:under|within|below|in\s+under|less\s+than|at\s+most|max(?:imum)?|p9[59]|p50)\b\s*(?:of\s+)?"
               r"|[<≤]\s*)(\d+(?:\.\d+)?)\s*" + _LAT_UNIT + r"(?![a-z])"),
    re.compile(r"(?i)(\d+(?:\.\d+)?)\s*" + _LAT_UNIT + r"\s*(?:以内|以內|之内|之內|内|內|or\s+less|max\b|at\s+most)"),
)


# the percentile a latency target names: "p95 < 300ms", "p99 under 200 ms", "95th percentile", "99分位", "P95 延迟";
# "median" / 中位 is p50; "average" / "mean" / 平均 before "latency" / 延迟 is the mean (0). None: none named, and
# tools.rerank holds the target at its tail percentile (TAIL_PERCENTILE)
LATENCY_PERCENTILE = re.compile(r"(?i)\bp\s?(50|90|95|99)\b|\b(50|90|95|99)(?:th)?[\s-]*(?:percentile|pct)\b"
                                r"|(50|90|95|99)\s*(?:百分位|分位)|(?<![a-z])P(50|90|95|99)(?!\d)"
                                # "99% of requests", "95% of first tokens", 95%的请求 (a share of requests, not a ratio)
                                r"|\b(90|95|99)\s*%\s*(?:of\s+(?:the\s+|all\s+)?(?:requests?|queries|calls?|users?|"
                                r"responses?|answers?|first\s+tokens?|the\s+time)\b|的?\s*(?:请求|請求|查询|查詢|用户|用戶))")
LATENCY_MEDIAN = re.compile(r"(?i)\bmedian\b|中位")
LATENCY_MEAN = re.compile(r"(?i)\b(?:average|mean|avg)\s+(?:latency|response\s+time)\b|平均\s*(?:延迟|延遲|时延|時延|响应|響應)")


def latency_percentile(text: str) -> int | None:
    """The percentile a message's latency target names (LATENCY_PERCENTILE: "p95 < 300ms" → 95; median → 50; an
    average latency → 0, the mean), or None when it names none."""
    m = LATENCY_PERCENTILE.search(text or "")
    if m is not None:
        return int(next(g for g in m.groups() if g))
    if LATENCY_MEDIAN.search(text or ""):
        return 50
    return 0 if LATENCY_MEAN.search(text or "") else None


def rerank_latency(text: str) -> float | None:
    """A reranker's latency target in seconds: STREAM_LATENCY ("latency under 300 ms", 延迟300毫秒以内), else a time
    after "under" / "within" or before 以内 (RERANK_LATENCY: "under 300 ms" → 0.3); None when none is said."""
    return _latency_said(text, RERANK_LATENCY)


# a question in two parts, a training job and then the model's use ("train a LoRA for SDXL …, then serve it at ~2
# images/minute during office hours", 微调完之后部署上线): the serving half was dropped and only the training answered
# group 1 is the use's verb, where the second part starts
THEN_SERVE = (
    re.compile(r"(?i)\b(?:and\s+)?(?:then|after\s+that|afterwards|once\s+(?:it'?s|it\s+is)\s+(?:trained|done|tuned))\s*,?\s*"
               r"(?:(?:we|I)\s+)?(?:(?:want|need|plan|would\s+like|'d\s+like)\s+to\s+|will\s+|to\s+)?"
               r"(serv(?:e|ing)|deploy(?:ing)?|host(?:ing)?|run\s+it|put\s+it|use\s+it|offer\s+it|expose|generat(?:e|ing)"
               r"|inference|hook\s+it\s+up|connect\s+it|plug\s+it)\b"),
    re.compile(r"(?:然后|然後|之后|之後|以后|以後|接着|接著|跟住|再|完了?|完成后|完成後|好之后|好之後|好后|好後)\s*"
               r"(?:要|想|需要|打算|准备|準備|会|會)?\s*(?:拿来|拿來|用来|用來|用它)?\s*"
               r"(?:(?:给|給)?每(?:个|個|位)?(?:人|客户|客戶|用户|用戶)\s*(?:再)?)?"  # 然后每人出40张图
               r"(部署|上线|上線|提供服务|提供服務|做推理|推理|对外服务|對外服務|服务|服務|出图|出圖|生成|出(?=\s*\d[\d,]*\s*(?:张|張))|serve|deploy"
               # 然后接到200路摄像头上 / 之後接60個倉庫鏡頭: the trained detector put on cameras
               r"|(?:接到|接入|接上|接|跑在|用在|放到)(?=[^，,。；;]{0,14}?(?:摄像头|攝像頭|镜头|鏡頭|监控|監控|摄像机|攝影機)))"),
)


def then_serve_at(text: str) -> int | None:
    """Where a training question's second part, the trained model's use, starts (THEN_SERVE, after a training word
    before it); None when the message is one part."""
    for pat in THEN_SERVE:
        m = pat.search(text or "")
        if m is not None and TRAIN_WORD.search(text[:m.start()]):
            return m.start(1)
    return None


# a retrieval-augmented service's words: the people ask an LLM over documents an embedder has indexed
RAG_WORDS = re.compile(r"(?i)\brag\b|\bretrieval\b|knowledge[\s-]*base|\bq\s*&\s*a\b|\bchat\s+(?:with|over)\b"
                       r"|问答|問答|知识库|知識庫|检索|檢索|召回")
# the load facts of people served (read by read_concurrency, read_daily_users …): an LLM's users, not a batch
PEOPLE_LOADS = ("head_count", "daily_users", "users_online", "concurrency", "requests_per_day", "target_requests_per_s")


def read_rag_stages(t: str, ctx: Any) -> Read:
    """A RAG service said with its stages: a listed embedding encoder (bge-m3) beside an LLM (a named chat model, or a
    size that is not the encoder's: "一個 30B 左右的模型") and people to serve or RAG words. The LLM serving is the job
    (the embedding modality the encoder's name set is dropped) and a counted set of documents is the index the
    encoder fills once (`index_items`, a one-off backfill stage sized beside the LLM by
    advisor.core.service.side_stages), never the LLM's batch (such a stack was answered as an
    embedding batch only, the LLM, the staff and the budget never sized)."""
    from advisor.core.named_encoder import encoder_named
    from tools.stages import llm_size_beside

    enc, f = encoder_named(t), ctx.fields
    if enc is None or enc.kind != "embed" or f.get("task") not in (None, "inference"):
        return {}, []
    named = EMBED_NAME.search(t)
    own_size = named is not None and EMBED_NAME_SIZE.search(named.group(1)) is not None  # "Qwen3-Embedding-8B"
    llm = bool(f.get("model")) or (not own_size and llm_size_beside(f.get("params_b"), enc.params_millions))
    if not llm or not (RAG_WORDS.search(t) or any(f.get(k) for k in PEOPLE_LOADS)):
        return {}, []
    docs = f.get("batch_requests") or (int(f["dataset"].amount) if f.get("dataset") is not None
                                       and f["dataset"].unit == "examples" and not f["dataset"].epochs else None)
    out: dict = {"modality": None, "task": "inference", "batch_requests": None, "batch_period": None,
                 "batch_work": None, "batch_item": None}
    if docs:
        out.update(index_items=int(docs), dataset=None)
    return out, []


# What the product is, when it fixes each request's shape and nothing else says it: code completion sends the file
# around the cursor and takes back a line or a block (tools.defaults.FIM_PROMPT_TOKENS in, FIM_OUTPUT_TOKENS out); a
# classifier's answer is a label (CLASSIFY_OUTPUT_TOKENS out). Without it a completion service was sized on a chat
# turn (161 tokens in, 338 out) and its first-token limit judged at a 161-token prompt; a 20-requests/s classifier as
# 378 chat users decoding 338 tokens each. Said in the notes reader.completion_shape and reader.label_shape
# (advisor/core/messages/reader.py).
CHAT_WORD = re.compile(r"(?i)\bchat(?:bots?)?\b|聊天|对话|對話|问答|問答")
# the answer said to be a label outright: "output is just a label", "returns one category", 只输出标签, 每次输出一个标签
LABEL_SAID = re.compile(r"(?i)\b(?:output|answer|response|result|returns?)s?\s+(?:is\s+|are\s+)?(?:just\s+|only\s+|simply\s+)?"
                        r"(?:a\s+|one\s+)?(?:label|category|class|tag)s?\b|(?:输出|輸出|返回)\s*(?:一个|一個)?\s*(?:标签|標籤|类别|類別)")
# a bare latency limit: "<500ms", "under 300 ms", "within 0.5 s", 500毫秒以内
BARE_LIMIT = re.compile(r"(?i)(?:<|≤|under|below|within|less\s+than|at\s+most|max(?:imum)?|不超过|不超過|以内|以內|之内|之內)"
                        r"\s*(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?|毫秒|秒)(?![a-z])"
                        r"|(\d+(?:\.\d+)?)\s*(ms|毫秒)\s*(?:以内|以內|之内|之內|内|內)")


def _completion_limit(t: str, ctx: Any) -> float | None:
    """A latency limit said in the same sentence as the code completion ("autocomplete needs to feel instant
    (<500ms)", 补全要 300 毫秒以内), in ms: the wait before the suggestion shows, held as the first token's limit (a
    completion of a few dozen tokens is shown as it starts). None when another first-token limit was read."""
    if ctx.fields.get("target_ttft_ms"):
        return None
    for sentence in re.split(r"(?<=[.!?。！？；;])\s+|\n", t):
        if CODE_COMPLETION.search(sentence) and (m := BARE_LIMIT.search(sentence)):
            num, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            return float(num) * (1 if unit.lower().startswith("m") or unit == "毫秒" else 1000)
    return None


def _completion_rate(ctx: Any) -> dict:
    """Code completion for a head count with no load said beside it: the completion requests a second it fires
    (tools.traffic.completion_requests_per_s: 200 devs → 12/s), said in a note that replaces the head count's
    office-share note; {} otherwise."""
    f = ctx.fields
    devs = f.get("head_count")
    if not devs or any(f.get(k) for k in ("concurrency", "target_requests_per_s", "users_online", "daily_users",
                                          "requests_per_day")):
        return {}
    from advisor.core.note_ids import drop_notes
    from tools.traffic import completion_rate_assumption, completion_requests_per_s

    drop_notes(ctx.out, "traffic.concurrency_from_head_count", people=devs)  # the head count's office-share note
    ctx.out.said(completion_rate_assumption(devs))  # its code kept: the rate is the head count's, not one stated
    return {"target_requests_per_s": completion_requests_per_s(devs)}


def _fim_beside_chat(f: dict, ctx: Any) -> None:
    """Completion said beside chat (寫程式用（補全+聊天）, "completions and chat") of a model not trained for
    fill-in-the-middle (gpt-oss): it may serve the chat but not the completions; the note names the FIM model of
    similar size for them (tools.fim_models.fim_missing; not a PRC one under the thread's origin rule)."""
    from catalog import registry
    from tools.fim_models import fim_missing

    no_fim = fim_missing(f.get("model"), registry.rows(), bool(f.get("avoid_prc_models")))
    if no_fim is not None:
        ctx.out.said(Msg(code="fim.missing_beside_chat", args=no_fim.args))


# A coding assistant developers chat with (not a completion: CODE_COMPLETION is read first): "coding assistant",
# "code assistant", "programming assistant", "AI pair programmer", "IDE chat"; 编程助手, 代码助手, 程式助手, 寫程式助手, AI 编程
CODE_CHAT = re.compile(
    r"(?i)\b(?:cod(?:e|ing)|programming|developer|dev)\s+(?:assistant|helper|copilot|chat(?:bot)?)s?\b"
    r"|\bai\s+pair[\s-]*programm(?:er|ing)\b|\bpair[\s-]*programm(?:er|ing)\s+assistant\b"
    r"|\bide\s+(?:chat|assistant)\b|\bchat\s+(?:about|over|with)\s+(?:their|our|the)\s+code\b"
    r"|编程助手|編程助手|代码助手|代碼助手|程式助手|程式碼助手|写代码助手|寫代碼助手|写程式助手|寫程式助手|写程序助手|寫程序助手"
    r"|(?i:\bai\s*)(?:编程|編程)|代码问答|代碼問答|编程问答|編程問答|结对编程|結對編程")


def _code_chat_shape(f: dict, ctx: Any) -> dict:
    """A coding assistant's prompt where none is said: tools.defaults.CODE_CHAT_PROMPT_TOKENS of code context with a
    chat reply's answer (tools.load.SHAREGPT_OUTPUT_TOKENS), the context the two (a context said is kept), said in
    the note reader.code_chat_shape. By hand: 4,096 + 338 = 4,434 tokens of context a stream."""
    from tools.defaults import CODE_CHAT_PROMPT_TOKENS
    from tools.load import SHAREGPT_OUTPUT_TOKENS

    if f.get("prompt_tokens") or f.get("seq_len"):
        return {}  # a prompt or a context said: the user's shape, not the assumed one
    ctx.out.said(Msg(code="reader.code_chat_shape", args={"prompt": CODE_CHAT_PROMPT_TOKENS,
                                                          "out": SHAREGPT_OUTPUT_TOKENS}))
    return {"prompt_tokens": CODE_CHAT_PROMPT_TOKENS, "seq_len": CODE_CHAT_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS}


# A service that answers over retrieved documents (the LLM's prompt is the chunks found, not a chat turn): "RAG",
# "retrieval-augmented", "knowledge-base Q&A / chatbot / assistant", "chat with our PDFs / docs", "a chatbot over our
# internal docs", "document Q&A"; 知识库问答, 知識庫問答, 企业知识库, 文档问答, 文檔問答, 文件问答, 检索增强, 檢索問答
RAG_CHAT = re.compile(
    r"(?i)\brag\b|\bretrieval[\s-]*augmented\b|\bknowledge[\s-]*base\s*(?:q\s*&\s*a|qa|question|chat|bot|assistant|search)"
    r"|\b(?:chat|talk|q\s*&\s*a|ask\s+questions?)\s+(?:with|over|about|to)\s+(?:(?:our|their|your|the|company|internal|"
    r"own)\s+)*(?:pdfs?|docs|documents?|files|manuals|wiki|handbooks?|policies|contracts|reports)\b"
    r"|\b(?:chatbot|assistant|bot|q\s*&\s*a)\s+(?:over|on\s+top\s+of|grounded\s+in)\s+(?:(?:our|their|your|the|company|"
    r"internal|own)\s+)*(?:pdfs?|docs|documents?|files|manuals|wiki|knowledge)\b|\bdoc(?:ument)?s?\s+q\s*&\s*a\b"
    r"|\bdocument\s+(?:question[\s-]*answering|qa)\b"
    r"|知识库|知識庫|文档问答|文檔問答|文件问答|文件問答|检索增强|檢索增強|检索问答|檢索問答|检索式问答|檢索式問答")


def _rag_shape(t: str, f: dict, ctx: Any) -> dict:
    """A RAG service's prompt where none is said: tools.defaults.RAG_PROMPT_TOKENS of retrieved chunks with the
    question (RAG_TOP_K chunks of tools.embedding.RAG_CHUNK_TOKENS) and a chat reply's answer
    (tools.load.SHAREGPT_OUTPUT_TOKENS), the context the two, said in the note reader.rag_shape. Retrieval said away
    ("no RAG", 不用做RAG) or a prompt or context said keeps the user's shape. By hand: 4 × 1,024 = 4,096 in + 338 out =
    4,434 tokens of context a stream."""
    from advisor.core.extract_words import NO_RAG
    from tools.defaults import RAG_PROMPT_TOKENS, RAG_TOP_K
    from tools.embedding import RAG_CHUNK_TOKENS
    from tools.load import SHAREGPT_OUTPUT_TOKENS

    if f.get("prompt_tokens") or f.get("seq_len") or not RAG_CHAT.search(NO_RAG.sub(" ", t)):
        return {}  # a prompt or a context said: the user's shape, not the assumed one
    ctx.out.said(Msg(code="reader.rag_shape", args={"prompt": RAG_PROMPT_TOKENS, "k": RAG_TOP_K,
                                                    "chunk": RAG_CHUNK_TOKENS, "out": SHAREGPT_OUTPUT_TOKENS}))
    return {"prompt_tokens": RAG_PROMPT_TOKENS, "seq_len": RAG_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS}


# Summarising long documents, the document the prompt ("summarise long reports", "report summarisation", "summarize
# our contracts"; 总结长报告, 總結長報告, 长文档摘要, 报告总结, 摘要论文): each request sends the whole document
_SUMMARY_DOC = r"(?:reports?|documents?|docs|pdfs?|papers?|filings?|contracts?|manuscripts?|books?|theses|dissertations?)"
_SUMMARY_DOC_ZH = r"(?:报告|報告|文档|文檔|文件|论文|論文|合同|合約|书稿|書稿|年报|年報|研报|研報)"
LONG_DOC_SUMMARY = re.compile(
    r"(?i)\bsummar(?:i[sz]\w*|y|ies)\s+(?:of\s+)?(?:(?:the|our|my|all|each|every|long|lengthy|large|big|full|whole|these|those"
    r"|internal|annual|quarterly|research|financial|legal|\d[\d,]*[\s-]*pages?)\s+)*" + _SUMMARY_DOC + r"\b"
    r"|\b(?:long[\s-]+)?" + _SUMMARY_DOC + r"\s+summar(?:i[sz]\w*|y|ies)\b"
    r"|(?:总结|總結|摘要|概括|归纳|歸納|汇总|彙總)\s*(?:一下)?\s*(?:长篇|長篇|长|長)?\s*(?:的)?\s*" + _SUMMARY_DOC_ZH
    + r"|(?:长|長)?" + _SUMMARY_DOC_ZH + r"\s*(?:的)?\s*(?:总结|總結|摘要|概括|归纳|歸納)")


def _summary_shape(f: dict, ctx: Any) -> dict:
    """A long document's summary where no length is said: the prompt is the document, tools.defaults.
    LONG_DOC_PROMPT_TOKENS (20 pages × 600 tokens; GovReport's reports average 9,409 words ≈ 12.5k tokens), with a
    chat reply's answer (tools.load.SHAREGPT_OUTPUT_TOKENS), said in the note reader.summary_shape. A length said
    (pages, words, a prompt or a context) keeps the user's. By hand: 20 × 600 = 12,000 in + 338 out = 12,338."""
    from tools.dataset import TOKENS_PER_PAGE
    from tools.defaults import LONG_DOC_PAGES, LONG_DOC_PROMPT_TOKENS
    from tools.load import SHAREGPT_OUTPUT_TOKENS

    if f.get("prompt_tokens") or f.get("seq_len"):
        return {}  # the document's length or a context said: the user's shape, not the assumed one
    ctx.out.said(Msg(code="reader.summary_shape", args={"prompt": LONG_DOC_PROMPT_TOKENS, "pages": LONG_DOC_PAGES,
                                                        "rate": TOKENS_PER_PAGE, "out": SHAREGPT_OUTPUT_TOKENS}))
    return {"prompt_tokens": LONG_DOC_PROMPT_TOKENS, "seq_len": LONG_DOC_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS}


def read_use_shape(t: str, ctx: Any) -> Read:
    """The request shape the product fixes (said in the notes reader.completion_shape and label_shape), for a served
    text model whose answer length was not said: code completion (CODE_COMPLETION) sizes `prompt_tokens` and
    `output_tokens` on tools.defaults' FIM figures (a stated prompt kept) and reads a latency said beside it as the
    first token's limit; a label (LABEL_OUTPUT) sizes `output_tokens` at CLASSIFY_OUTPUT_TOKENS. Each said as an
    assumption. Never a batch (its own readers size a classified item), a training job or another modality. By hand:
    "<500ms" beside autocomplete → 500 ms, prompts 3,072 in and 64 out → context 3,136; "prompts ~500 tokens, output
    is just a label" → 8 out, context 508."""
    f = ctx.fields
    if f.get("task") not in (None, "inference") or f.get("batch_requests") or f.get("modality") not in (None, "llm") \
            or f.get("output_tokens"):
        return {}, []
    from tools.dataset import batch_sequence
    from tools.defaults import CLASSIFY_OUTPUT_TOKENS, FIM_OUTPUT_TOKENS, FIM_PROMPT_TOKENS
    from tools.load import SHAREGPT_OUTPUT_TOKENS

    prompt = f.get("prompt_tokens")
    said_ctx = f.get("seq_len") if not prompt or f.get("seq_len") != prompt + SHAREGPT_OUTPUT_TOKENS else None
    if not CODE_COMPLETION.search(t) and COMPLETION_SAID.search(t):
        _fim_beside_chat(f, ctx)  # 補全+聊天: sized as the chat, the completions told they need a FIM model
    if CODE_COMPLETION.search(t):
        out = FIM_OUTPUT_TOKENS
        prompt = prompt or (min(FIM_PROMPT_TOKENS, said_ctx - out) if said_ctx and said_ctx > 2 * out
                            else FIM_PROMPT_TOKENS)
        ms = _completion_limit(t, ctx)
        from tools.completion_load import COMPLETION_TTFT_MS

        limit = Msg(code="reader.completion_limit", args={"ms": ms}) if ms else None if f.get("target_ttft_ms") \
            else Msg(code="reader.completion_limit_default", args={"ms": COMPLETION_TTFT_MS})
        ctx.out.said(Msg(code="reader.completion_shape", args={
            "prompt": prompt, "out": out, "limit": limit,
            "chat": Msg(code="reader.completion_chat_beside") if CHAT_WORD.search(t) else None}))
        from catalog import registry
        from tools.fim_models import fim_missing

        # no FIM (CodeLlama-34B): the nearest FIM model named, not a PRC one where the message rules them out
        no_fim = fim_missing(f.get("model"), registry.rows(), bool(f.get("avoid_prc_models")))
        if no_fim is not None:
            ctx.out.said(no_fim)
        from tools.completion_load import completion_new_tokens, completion_prefill_line

        ctx.out.said(completion_prefill_line(prompt, completion_new_tokens(prompt)))  # the file context mostly cached
        read = {"prompt_tokens": prompt, "output_tokens": out, "task": "inference", "prompt_new_tokens":
                completion_new_tokens(prompt), "seq_len": said_ctx or batch_sequence(prompt, out), **_completion_rate(ctx)}
        return ({**read, "target_ttft_ms": ms} if ms else read), []
    if CODE_CHAT.search(t) and not LABEL_OUTPUT.search(t):
        return _code_chat_shape(f, ctx), []
    if LONG_DOC_SUMMARY.search(t) and not RAG_CHAT.search(t) and not LABEL_OUTPUT.search(t):
        return _summary_shape(f, ctx), []
    if RAG_CHAT.search(t) and not LABEL_OUTPUT.search(t):
        return _rag_shape(t, f, ctx), []
    if not LABEL_OUTPUT.search(t) or (CHAT_WORD.search(t) and not LABEL_SAID.search(t)):
        return {}, []  # a chat that also classifies writes replies: only "the output is a label" makes it one
    out = CLASSIFY_OUTPUT_TOKENS
    ctx.out.said(Msg(code="reader.label_shape", args={"out": out, "prompt": (
        Msg(code="reader.label_prompt_said", args={"prompt": prompt}) if prompt
        else Msg(code="reader.label_prompt_default"))}))
    read = {"output_tokens": out}
    if prompt and not said_ctx:
        read["seq_len"] = batch_sequence(prompt, out)
    return read, []


# A LoRA job's stated steps ("1500 steps" was sized as images × 10 epochs): "1500 steps",
# "1,500 training steps", "2k steps", "max_train_steps=1500", 训练 1500 步, 1500步, 跑 2000 步. Never a sampler's steps
# ("generate at 30 steps", "50 inference steps", 出图 30 步): a step count in a generating clause, or under 100 (no
# LoRA run is that short), is not the job's.
TRAIN_STEPS = re.compile(r"(?i)" + GROUPED_AMOUNT + r"\s*(k)?\s*(?:training\s+|train\s+|optimi[sz](?:er|ation)\s+)?"
                         r"(?:steps?\b|its?\b(?!/)|iterations?\b)|max_train_steps\s*[=:]?\s*(\d+)"
                         r"|" + GROUPED_COUNT + r"\s*(?:个|個)?\s*(?:训练|訓練)?\s*步(?!骤|驟)")
_SAMPLER_CLAUSE = re.compile(r"(?i)generat|sampl|denois|inferen|schedul|生成|出图|出圖|推理|采样|採樣|去噪")


def lora_steps(text: str) -> float | None:
    """The training steps a LoRA question states (TRAIN_STEPS), or None."""
    t = text or ""
    for m in TRAIN_STEPS.finditer(t):
        start = max((e.end() for e in CLAUSE_CUT.finditer(t, 0, m.start())), default=0)
        cut = CLAUSE_CUT.search(t, m.end())
        clause = t[start:cut.start() if cut else len(t)]
        num = next((g for g in (m.group(1), m.group(3), m.group(4)) if g), None)
        if num is None or _SAMPLER_CLAUSE.search(clause):
            continue
        steps = float(num.replace(",", "")) * (1000 if m.group(2) else 1)
        if steps >= 100:
            return steps
    return None


# Jobs a day (one a customer): "about 300 a day", "~300 customers/day", "300 jobs per day", 每天 300 个, 每天大概300单,
# 一天300個客戶, 日均 300 个 — never hours, images or tokens a day ("8 hours a day", 每天 8 小时, 每天 5 万张图).
JOBS_PER_DAY = re.compile(r"(?i)" + GROUPED_AMOUNT + r"\s*(k)?\s*(?:[a-z]+\s*){0,2}?(?:\ba\b|\bper\b|/|\beach\b|\bevery\b)"
                          r"\s*day\b"
                          r"|(?:每天|每日|一天|日均)\s*(?:[帮幫给給为為替]\s*)?(?:大约|大概|約|约|大約|差不多)?\s*(\d+)\s*"
                          r"(?:个|個|位|次|单|單|组|組|份)?")
_NOT_JOBS = re.compile(r"(?i)^\s*(?:k\s*)?(?:hours?|hrs?|h\b|mins?|minutes?|images?|photos?|pictures?|pics?|tokens?|"
                       r"requests?|messages?|calls?|steps?|gb|tb|(?:个|個)?\s*(?:小时|小時|钟头|鐘頭|分钟|分鐘|张|張|"
                       r"图|圖|token|步))")


def jobs_per_day(text: str) -> float | None:
    """The jobs (customers, LoRAs) a day a training service states (JOBS_PER_DAY), or None."""
    t = text or ""
    for m in JOBS_PER_DAY.finditer(t):
        num = m.group(1) or m.group(3)
        unit_at = m.start(1) + len(m.group(1)) if m.group(1) else m.start(3) + len(m.group(3))
        if num is None or _NOT_JOBS.search(t[unit_at:unit_at + 12]):
            continue
        return float(num.replace(",", "")) * (1000 if m.group(2) else 1)
    return None


# Independent LoRA jobs, one a customer / student ("给50个客户各训一个Qwen-Image的风格LoRA", "60個學生每人要做一個LLM
# LoRA", "50 students each fine-tune their own LoRA", "a LoRA for each of our 50 clients"): N jobs, never one job for N
# users (50 customers were once read as 8 people at once and one LoRA priced)
_JOB_PEOPLE = (r"(?:客户|客戶|学生|學生|学员|學員|同学|同學|用户|用戶|品牌|团队|團隊|小组|小組|组|組|租户|租戶|设计师|設計師"
               r"|员工|員工|店|商家|customers?|clients?|students?|trainees?|learners?|teams?|groups?|brands?|users?"
               r"|tenants?|artists?|employees?"
               # things each trained its own LoRA (a product line's SKUs, a game's characters): N jobs as for people
               r"|款式|款|sku|商品|产品|產品|货品|貨品|单品|單品|角色|人物|风格|風格|宠物|寵物|模特"
               r"|products?|skus?|items?|characters?|styles?|designs?|pets?|personas?)")
# a training verb, never the adjective (微调过的 / fine-tuned LoRA is a finished adapter)
_JOB_VERB = (r"(?:(?:训|訓|练|練|微调|微調)(?![过過])(?!(?:练|練)?(?:好|了|完|营|營))|"
             r"做|跑|train(?!ed\b(?!\s+on))|fine[\s-]?tun(?:e|ing)\b|build|make)")
# a short qualifier between the count and the things ("80个游戏角色", 200個服裝款式, 50位VIP客户)
_JOB_QUALIFIER = r"(?:[\u4e00-\u9fffA-Za-z]{1,4}?)?"
JOB_COUNT = re.compile(
    r"(?i)(?<![\d.])(\d{1,3}(?:,\d{3})+|\d+)\s*(?:个|個|位|名|家|组|組)?\s*" + _JOB_QUALIFIER + _JOB_PEOPLE
    + r"[^。；;.!?\n]{0,12}?(?:各自|各|每人|每个人|每個人|每位|每组|每組|每个|每個|each|apiece)"
    r"(?=[^。；;.!?\n]{0,60}?" + _JOB_VERB + r")(?:[^。；;.!?\n]|\.(?=\d)){0,40}?lora"  # FLUX.1-dev LoRA
    r"|lora[^.;!?\n]{0,20}?\b(?:for|per)\s+each\s+of\s+(?:our|the|my|these|their)?\s*(\d{1,3}(?:,\d{3})+|\d+)\s+"
    + _JOB_PEOPLE
    + r"|lora[^.;!?\n]{0,20}?\bper\s+" + _JOB_PEOPLE + r"[^.;!?\n]{0,12}?\b(?:for|across)\s+(?:our|the|all|these|their)?"
    r"\s*(\d{1,3}(?:,\d{3})+|\d+)\s+" + _JOB_PEOPLE
    # a LoRA for each customer, their count said after ("a FLUX LoRA for each customer on 20 photos, about 3,000
    # customers a month"; 每个客户用20张照片训一个LoRA，每月约3000个客户): N jobs
    + r"|lora[^.;!?\n]{0,20}?\b(?:for|per)\s+(?:each|every)\s+" + _JOB_PEOPLE + r"[^.;!?\n]{0,60}?(?<![\d.])"
    r"(\d{1,3}(?:,\d{3})+|\d+)\s+" + _JOB_PEOPLE
    + r"|(?:每个|每個|每位|每家)\s*" + _JOB_PEOPLE + r"[^。；;!?\n]{0,30}?lora[^。；;!?\n]{0,30}?(?<![\d.])"
    r"(\d{1,3}(?:,\d{3})+|\d+)\s*(?:个|個|位|名|家)?\s*" + _JOB_PEOPLE
    # the count first, "a LoRA for each" after ("we have 60 characters and want to train a FLUX LoRA for each"): N jobs
    + r"|(?<![\d.])(\d{1,3}(?:,\d{3})+|\d+)\s+" + _JOB_PEOPLE + r"\b[^.;!?\n]{0,50}?" + _JOB_VERB
    + r"[^.;!?\n]{0,30}?lora\s+(?:for|per)\s+(?:each|every)\b")

# the count and its people (or things)
JOB_PEOPLE_AT = re.compile(r"(?i)[\d,]+\s*(?:个|個|位|名|家|组|組)?\s*" + _JOB_QUALIFIER + _JOB_PEOPLE)


def job_count(text: str) -> int | None:
    """Independent LoRA jobs said (JOB_COUNT: one a customer, student, team), from 2 to 100,000; None when none is."""
    m = JOB_COUNT.search(text or "")
    if m is None or jobs_per_day(text) is not None:  # "每天120位客户各训一个LoRA": a daily volume (jobs_per_day)
        return None
    from advisor.core.adapters_served import SERVED_ALL

    if SERVED_ALL.search(text or ""):
        return None  # "each trained their own LoRA …, serve all of them for 48 h": adapters served, no jobs
    if not re.search(r"(?i)" + _JOB_VERB, text):
        return None  # "one LoRA per client for 30 clients" with no training verb: adapters served, no jobs
    n = int(next(g for g in m.groups() if g).replace(",", ""))
    return n if 2 <= n <= 100_000 else None


# A voice agent's turn target: "need under 800ms voice-to-voice", "voice to voice < 1 s", "respond within 700 ms",
# 端到端延迟800毫秒以内, 语音到语音要在1秒内, 800ms以內回應 — read only beside a voice agent (VOICE_AGENT, voice_lines),
# where any latency said is the turn's (stream_latency's phrasings first).
VOICE_LATENCY = (
    re.compile(r"(?i)(?:under|below|within|less\s+than|<|≤|at\s+most|sub[\s-]?)\s*(\d+(?:\.\d+)?)\s*" + _LAT_UNIT
               + r"(?![a-z])"),
    re.compile(r"(?i)(?:voice[\s-]*to[\s-]*voice|end[\s-]*to[\s-]*end|round[\s-]*trip|语音到语音|語音到語音|端到端)"
               r"[^\d。；;.!?]{0,12}?(\d+(?:\.\d+)?)\s*" + _LAT_UNIT + r"(?![a-z])"),
    re.compile(r"(?i)(\d+(?:\.\d+)?)\s*" + _LAT_UNIT + r"\s*(?:以内|以內|之内|之內|内|內)"),
)


def voice_latency(text: str) -> float | None:
    """A voice agent's stated turn target in seconds (stream_latency, else VOICE_LATENCY), or None."""
    return _latency_said(text, VOICE_LATENCY)


def _latency_said(text: str, patterns: tuple[re.Pattern[str], ...]) -> float | None:
    """stream_latency's target, else the first of `patterns` that matches, in seconds; None when none is said."""
    said = stream_latency(text)
    if said is not None:
        return said
    m = next((m for p in patterns if (m := p.search(text or "")) is not None), None)
    return _latency_s(m) if m is not None else None
