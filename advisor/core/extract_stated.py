"""Two stated facts the readers of advisor.core.extract_rules did not read (expert review, round 19g), kept apart
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
from typing import Any

from tools.schema import WorkloadPatch

Read = tuple[dict, list[tuple[int, int]]]

# a prefix cache with nothing in it to reuse: said of the cache ("no prefix caching benefit", "prefix cache won't
# help", "nothing to reuse from a prefix cache") or of the prompts ("every prompt a fresh document", "no shared system
# prompt", "each request is a new document", 每次都是新文件, 每個請求都是新的文件, 没有共同前缀)
NO_PREFIX_REUSE = re.compile(
    r"(?i)\bnothing\s+(?:to\s+)?(?:reuse|re-use|share|cache)\w*\s+(?:from|in|by|with)?\s*(?:the\s+|a\s+)?prefix"
    r"|\bno\s+(?:prefix[\s-]*(?:cach\w*|reuse|sharing|hits?)|(?:shared|common|reusable|repeated)\s+(?:system\s+)?"
    r"(?:prompts?|prefix(?:es)?))\b"
    r"|\bprefix[\s-]*cach\w*\s+(?:won'?t|will\s+not|doesn'?t|does\s+not|can'?t|cannot|wouldn'?t)\s+help"
    r"|\b(?:every|each)\s+(?:prompt|request|query|call|input)\s+(?:is\s+)?(?:a\s+)?(?:fresh|new|different|unique)\b"
    r"|\b(?:all|every)\s+(?:prompts?|requests?)\s+(?:are\s+)?(?:fresh|new|different|unique)\b"
    r"|(?:每次|每个请求|每個請求|每条请求|每條請求|每个提示|每個提示|每次请求|每次請求)\s*(?:都是|都係|都为|都為|是)\s*"
    r"(?:一[份个個篇])?\s*(?:全)?新(?:的)?\s*(?:文件|文档|文檔|文章|资料|資料|提示|prompt|内容|內容)"
    r"|(?:没有|沒有|无|無)\s*(?:共同|共享|公共|重复|重複)\s*(?:的)?\s*(?:前缀|前綴|系统提示|系統提示)"
    r"|前缀缓存\s*(?:没用|沒用|无效|用不上)|前綴快取\s*(?:沒用|無效|用不上)|前綴緩存\s*(?:沒用|無效|用不上)")


def read_prefix_reuse(t: str, ctx: Any) -> Read:
    return ({"prefix_cache": False}, []) if NO_PREFIX_REUSE.search(t) else ({}, [])


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
    if ctx.fields.get("concurrency") or not SINGLE_USER.search(t):
        return {}, []
    return {"concurrency": 1}, []


# An embedding model named outside tools.embedding's list (e5-mistral-7b-instruct, gte-Qwen2-7B-instruct,
# jina-embeddings-v3, bge-multilingual-gemma2, NV-Embed-v2): an encoder job, never the chat model whose name it
# contains (expert review 19g: "e5-mistral-7b-instruct" was sized as Mistral-7B generating 100 tokens per document).
# The size in the name, if any, sizes it (tools.embedding.generic_encoder); without one the scope note asks.
EMBED_NAME = re.compile(
    r"(?i)(?<![\w.-])((?:e5|gte|bge|jina|nomic|mxbai|stella|instructor|nv|sfr|gritlm|snowflake|arctic|text|"
    r"multilingual|qwen\d*(?:\.\d+)?|conan|acge|xiaobu|piccolo|m3e|tao|yinka|zpoint)[\w.-]*?(?:embed|e5|gte|bge)"
    r"[\w.-]*|(?:e5|gte|bge)-[\w.-]+)")
_SIZE_IN_NAME = re.compile(r"(?i)(?<![\d.])(\d+(?:\.\d+)?)\s*b(?![a-z])")
_DROPPED_NOTES = ("output not stated", "that model is not in my registry")


def embedding_name(text: str) -> str | None:
    """The embedding model's name as the user wrote it, or None."""
    m = EMBED_NAME.search(text or "")
    return m.group(1).rstrip(".-") if m else None


def _read_inside(t: str, span: tuple[int, int], model: str | None) -> bool:
    """Was the model read from inside the embedding name (e5-*mistral-7b*-instruct), not said beside it? The model
    reader re-run with the name blanked out no longer finds it."""
    from advisor.core.extract_rules import Context, Extraction, read_model

    if not model:
        return True
    blanked = t[:span[0]] + " " * (span[1] - span[0]) + t[span[1]:]
    probe = Context(lang="en", out=Extraction(patch=WorkloadPatch()), text=blanked)
    return read_model(blanked, probe)[0].get("model") != model


def read_embedding_name(t: str, ctx: Any) -> Read:
    m = EMBED_NAME.search(t)
    if m is None or not _read_inside(t, m.span(1), ctx.fields.get("model")):
        return {}, []  # "serve Mistral-7B … bge-m3 for retrieval": the chat model is the job
    out: dict = {"modality": "embedding", "model": None}
    size = _SIZE_IN_NAME.search(m.group(1))
    if size:
        out["params_b"] = float(size.group(1))
    # the readers assumed a chat model (generated tokens, a generic LLM of the size): an encoder generates nothing
    # and is sized as an encoder (tools.embedding.generic_encoder, which says so); the input stays as read
    ctx.out.notes[:] = [n for n in ctx.out.notes if not n.startswith(_DROPPED_NOTES)]
    return out, []

