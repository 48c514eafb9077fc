"""A later turn that asks "buy (or rent) the machine, or just use the API?" with no token volume said: the answer
opens with the break-even volume (tools.api_break_even) for the API named, so the question is answered with figures
rather than dropped. A volume or a bill said already gets the full verdict (advisor.core.api_compare_lines)."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.api_volume_read import PROVIDERS
from advisor.core.model_origin_read import OFFICIAL_API
from tools.schema import Workload

# the API named, glued to Chinese words too ("用通义千问的API更划算": no word boundary between 的 and API)
API_WORD = re.compile(r"(?i)(?<![a-z])apis?(?![a-z])|接口|调用|調用")
# a machine set against the API: buy, rent or self-host beside a choice or a value word
MACHINE_WORD = re.compile(r"(?i)\bbuy\b|\bpurchase\b|\brent\b|self[\s-]?host|\bown\s+(?:server|machine|cards?|gpus?)|on[\s-]?prem"
                          r"|买|買|购置|購置|采购|採購|自建|自己部署|私有化|租|自己搭|自行搭|自架|自己架|本地部署|自己\s*host|自己跑")
NEAR = 25  # characters from the provider's name to its API word ("OpenAI的gpt-4o-mini API")
GAP_WORD = re.compile(r"(?i)\b(?:behind|via|through|as|with|on|in|for|an?|the|our|your|to|using)\b")  # "V3 behind an API"
CHOICE_WORD = re.compile(r"(?i)\bor\b|\bvs\.?|\bversus\b|cheaper|worth\s+it|\bwhich\b|还是|還是|定係|或者|划算|劃算|抵"
                         r"|省钱|省錢|更便宜")


def api_choice_asked(text: str) -> str | None:
    """The API provider a message sets against a machine ("buy an 8x H100 server or just use the DeepSeek API?",
    是买一台8卡A800还是直接用通义千问API划算); None when it asks no such choice."""
    t = text or ""
    if not (API_WORD.search(t) and MACHINE_WORD.search(t) and CHOICE_WORD.search(t)):
        return None
    # the provider named just before the API word ("the DeepSeek API", 通义千问qwen-plus的API): a model to self-host
    # named elsewhere ("serve DeepSeek-V3 behind an API: rent H100 or H200?") is no API to compare
    for pid, pat in PROVIDERS:
        for m in re.finditer(r"(?i)" + pat, t):
            api = API_WORD.search(t, m.end(), m.end() + NEAR)
            if api is not None and not GAP_WORD.search(t[m.end():api.start()]):
                return pid
    # "DeepSeek 幫手睇文件…官方API最平…定係自己搭": the official API of the one provider the message names
    named = {pid for pid, pat in PROVIDERS if re.search(r"(?i)" + pat, t)}
    if len(named) == 1 and OFFICIAL_API.search(t):
        return named.pop()
    return None


def add_api_choice_lines(reply: Any, text: str, w: Workload, lang: str) -> None:
    """Open the reply with the break-even line when the message asks machine-or-API and no volume or bill is held."""
    provider = api_choice_asked(text)
    rec = getattr(reply, "recommendation", None)
    if provider is None or rec is None or not rec.candidates or w.api_input_tokens_month or w.api_bill:
        return
    from advisor.config import usd_cny
    from advisor.core.service import _display_currency
    from catalog.api_prices import api_prices
    from tools.api_break_even import break_even_msg
    from tools.api_compare import find_row

    row = find_row(api_prices(), text, provider, w.model)
    pick = rec.candidates[0]
    cur, fx = _display_currency(w, pick.price_per_hour.currency)
    if row is None or cur != pick.price_per_hour.currency:
        return
    one = f"{pick.gpu_count:g} × {pick.gpu}"
    machine = f"{pick.instances} × ({one})" if pick.instances > 1 else one
    msg = break_even_msg(row, pick.price_per_hour.amount, cur, usd_cny(), fx, machine, w.head_count)
    if msg is None:
        return
    line = msg.text(lang)
    reply.text = f"{line}\n\n{reply.text}"
    if reply.full:
        reply.full = f"{line}\n\n{reply.full}"
