"""A served request that reads one new item each time, its length said of the item ("reads each PR (diff + related
files, ~25k tokens)", "each contract is ~20k tokens", 每個PR大約25000 token, 每份合同约2万token): the length is the
request's prompt (`prompt_tokens`), prefilled in full on every request — a new diff, contract or ticket shares no prefix
with the one before, so no prefix-cache hit is credited (tools.load prices a stated prompt in full and says so). The
context holds it and the answer (tools.dataset.batch_sequence). A length read as a context filled by a chat (tools.load
credited "81–95 %" of a PR diff as a cached chat history) no longer stands for it.

Never a chat's history or its users chatting (advisor.core.chat_history_read), questions asked again about the same
document (read_document_reuse), a batch, or a prompt another reader already set."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

_ITEM_EN = (r"(?:PRs?|pull[\s-]+requests?|diffs?|merge[\s-]+requests?|commits?|tickets?|issues?|contracts?|documents?|docs"
            r"|reports?|filings?|files?|emails?|articles?|transcripts?|records?|cases?|papers?|resumes?|CVs?|claims?"
            r"|invoices?|notes?|charts?)")
_ITEM_ZH = (r"(?:PR|pr|合并请求|合併請求|提交|工单|工單|合同|合約|合约|文档|文檔|文件|报告|報告|病历|病歷|邮件|郵件|文章"
            r"|论文|論文|简历|簡歷|案卷|卷宗|发票|發票|记录|紀錄|記錄)")
_NUM = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|K|千|万|萬)?\s*(?:个|個)?\s*(?:tokens?|toks?)\b"
# what may stand between the item and its length: never another "~" or "≈" (a length said there and refused, "each PR,
# ~-25k tokens, writes ~800 tokens", is blanked before this reader; the answer's length after it is no input) nor a
# verb of the answer with its length (writes ~800, outputs 500, 输出800, 生成约300): that length is the output's
_GAP_EN = (r"(?:(?!\b(?:writes?|wrote|outputs?|generates?|returns?|produces?|repl(?:y|ies)|answers?|responds?)\s+"
           r"(?:(?:~|≈|about|around|roughly|approx\.?|up\s+to)\s*)?\d)[^.;!?\n\d~≈])")
_GAP_ZH = r"(?:(?!(?:输出|輸出|生成|回复|回覆|回應|回应|写|寫|产出|產出)\s*(?:约|約|大约|大約|大概|~|≈)?\s*\d)[^。；！？\n\d~≈])"
FRESH_ITEM = re.compile(
    # "reads each PR (diff + related files, ~25k tokens)", "each contract is ~20k tokens", "per ticket about 3k tokens"
    r"(?i)\b(?:each|every|per|a\s+new|one\s+new)\s+" + _ITEM_EN + r"\b" + _GAP_EN + r"{0,48}?(?:~|≈|about\s+|around\s+"
    r"|roughly\s+|approx\.?\s+|up\s+to\s+)?" + _NUM
    # 每個PR大約25000 token, 每份合同约2万token, 每封邮件大概3k token
    + r"|每\s*(?:一)?\s*(?:个|個|份|篇|封|条|條|張|张|次)?\s*" + _ITEM_ZH + _GAP_ZH + r"{0,12}?" + _NUM)
_CHAT = re.compile(r"(?i)\bhistory\b|\bmulti[\s-]?turn\b|\bchatting\b|\bconversations?\b|对话|對話|聊天|多轮|多輪|历史|歷史")


def read_fresh_item(t: str, ctx: Any) -> Read:
    """The prompt of a served request that reads one new item (module doc); {} else."""
    from advisor.core.chat_history_read import QUESTIONS_SAID
    from advisor.core.magnitudes import tokens_len
    from tools.dataset import batch_sequence
    from tools.load import SHAREGPT_OUTPUT_TOKENS, SHAREGPT_PROMPT_TOKENS

    p = ctx.fields
    m = FRESH_ITEM.search(t)
    if (m is None or p.get("task") not in (None, "inference") or p.get("batch_requests") or p.get("prompt_new_tokens")
            or p.get("prompt_tokens") not in (None, SHAREGPT_PROMPT_TOKENS) or p.get("prefix_cache") is False
            or _CHAT.search(t) or QUESTIONS_SAID.search(t) or p.get("modality") not in (None, "llm")):
        return {}, []
    num, k = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    n = tokens_len(float(num.replace(",", "")), k)
    out = p.get("output_tokens")
    default = out and p.get("prompt_tokens") == SHAREGPT_PROMPT_TOKENS \
        and p.get("seq_len") == batch_sequence(SHAREGPT_PROMPT_TOKENS, out)  # the default prompt beside a stated answer
    if p.get("seq_len") not in (None, n) and not default and not (out and p.get("seq_len") == batch_sequence(n, out)):
        return {}, []  # a context said apart from the item's length stands
    seq = batch_sequence(n, out or SHAREGPT_OUTPUT_TOKENS)
    ctx.out.said(Msg(code="fresh_item.read", args={"said": m.group(0).strip(), "prompt": n}))
    return {"task": "inference", "prompt_tokens": n, "seq_len": seq}, [m.span()]
