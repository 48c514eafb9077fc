"""A card to buy for one's own computer ("想在自己電腦用AI畫圖 順便玩本地LLM 顯卡預算3萬 買哪張"): answered with the
memory class each use needs (tools.local_card), a used 24 GB RTX 3090 against a new 16 GB Blackwell card with the
trade-offs, the budget as the bound and the question last — it was "要做什麼？用哪個模型？" with nothing sized."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tools.local_card import CLASSES, KV_CONTEXT, LOCAL_MARGIN_GB, Q4_K_M_BITS, LocalUse, fits, fits_class, tight, uses_for
from tools.schema import Msg, Workload

if TYPE_CHECKING:
    from advisor.core.extract_rules import Extraction
from tools.wording import money_text

BUY = re.compile(r"(?i)買|买|購入|购入|入手|換顯卡|换显卡|升級顯卡|升级显卡|選哪張|选哪张|挑哪張|挑哪张|推薦哪|推荐哪"
                 r"|推薦.{0,6}(?:顯卡|显卡)|推荐.{0,6}显卡|\b(?:buy|purchase|get|upgrade)\b"
                 # a machine built for oneself is a purchase ("building a PC for myself, budget $2500 for the
                 # GPU(s) … 5090 or two used 3090s?" was priced as 2 × RTX 5090 rented by the hour)
                 r"|砌(?:部|台)?(?:機|机|電腦|电脑)|装机|裝機|組電腦|组电脑|\bbuild(?:ing)?\s+(?:a|my)\s+(?:own\s+)?(?:pc|rig|computer)\b")
LOCAL = re.compile(r"(?i)自己(?:的)?(?:電腦|电脑|機器|机器|主機|主机)|本地|本機|本机|桌機|台式机|家用|家裡|家里"
                   r"|自組|自组|装机|組電腦"
                   r"|\bmy\s+(?:own\s+)?(?:pc|computer|desktop|rig|workstation)\b|\blocal(?:ly)?\b|\bat\s+home\b|\bhome\s+pc\b")
CARD = re.compile(r"(?i)顯卡|显卡|graphics\s+card|(?<![a-z])gpus?(?![a-z])|\bcards?\b")
# renting, or a server / datacenter purchase (advisor.core.buy_or_rent and the recommender answer those)
RENT = re.compile(r"(?i)租|\brent|\bcloud|雲端|云端|云上|雲上|server|data\s*cent(?:er|re)|cluster|\brack|on[\s-]?prem"
                  r"|服务器|伺服器|服務器|集群|叢集|機房|机房|数据中心|資料中心|(?<![a-z0-9])(?:[HAB]\d{2,3}|L40S?|MI\d{3})(?![0-9])")
IMAGE = re.compile(r"(?i)畫圖|画图|繪圖|绘图|出圖|出图|生圖|生图|AI\s*繪|AI\s*绘|AI\s*畫|AI\s*画"
                   r"|圖像生成|图像生成|圖片生成|图片生成"
                   r"|stable\s*diffusion|sdxl|flux|comfyui|\bimages?\b|\bdraw|\bart\b")
LONG = re.compile(r"(?i)\b(?:decent|long|large|big|longer)\s+context|長上下文|长上下文|長文|长文|\b(?:32|64|128)\s*k\b")
LLM = re.compile(r"(?i)(?<![a-z])llms?(?![a-z])|大模型|語言模型|语言模型|本地模型|聊天模型"
                 r"|ollama|llama|qwen|deepseek|chatbot|\bchat\b")


# cards already owned ("我们买了两张显卡", "I have a 4090"): a question about them, not a purchase
OWNED = re.compile(r"(?i)买了|買了|已买|已買|已经|已經|我有|手上有|手頭有|手头有"
                   r"|\bbought\b|\b(?:i|we)\s+(?:already\s+)?(?:have|own)\b")


def is_local_purchase(text: str) -> bool:
    """A card to buy for one's own machine: a buy word, the own machine (or a card budget), a card word; no rent, no
    server, no card already owned."""
    t = text or ""
    return bool(BUY.search(t) and CARD.search(t) and (LOCAL.search(t) or re.search(r"顯卡預算|显卡预算", t))
                and not RENT.search(t) and not OWNED.search(t))


def local_lines(text: str, w: Workload, gpus: dict[str, Any]) -> list[Msg]:
    """The answer: head (the class by memory), each use against 16 GB and 24 GB, the two classes' trade-offs (the
    RTX 3090's figures from the catalog), the assumptions and the budget, the question last."""
    image, llm = bool(IMAGE.search(text or "")), bool(LLM.search(text or ""))
    uses = uses_for(image, llm, bool(LONG.search(text or "")))
    need_24 = any(not fits(u, 16) for u in uses[:4])
    g = gpus.get("RTX 3090")
    budget = money_text(w.budget.amount, w.budget.currency, 0) if w.budget is not None else None
    rows = [Msg(code="local.use", args={"name": u.name, "gb": u.gb, "fit16": fits(u, 16), "tight16": tight(u, 16),
                                        "fit24": fits(u, 24), **_more(u)}) for u in uses]
    return [Msg(code="local.head", args={"image": image, "llm": llm, "need_24": need_24}), *rows,
            Msg(code="local.cards", args={"gb": g.memory_gb if g else 24, "bw": g.bandwidth_gb_s if g else None,
                                          "tdp": g.tdp_w if g else None}),
            _bigger(gpus),
            Msg(code="local.assumed", args={"bits": Q4_K_M_BITS, "ctx": KV_CONTEXT, "margin": LOCAL_MARGIN_GB,
                                            "budget": budget}),
            Msg(code="local.ask")]


def _more(u: Any) -> dict[str, bool]:
    """The build's larger classes for one use (CLASSES[2:]): one 32 GB card (and whether tight) and two 24 GB cards."""
    (big, _), (pair, n) = CLASSES[2:]
    return {"fit32": fits_class(u, big), "tight32": tight(u, big), "fit2x24": fits_class(u, pair, n)}


def _bigger(gpus: dict[str, Any]) -> Msg:
    """The two larger builds side by side from the catalog: one RTX 5090 against two used RTX 3090s."""
    big, used = gpus.get("RTX 5090"), gpus.get("RTX 3090")
    sdxl, llm32 = uses_for(True, True)[0], uses_for(True, True)[3]
    both = fits(LocalUse("both", "", sdxl.gb + llm32.gb), big.memory_gb or 32 if big else 32)  # 6.8 + 20.8 + 2 ≤ 32
    return Msg(code="local.bigger", args={"both": both, "gb": big.memory_gb if big else 32,
                                          "bw": big.bandwidth_gb_s if big else None,
                                          "tdp": big.tdp_w if big else None,
                                          "tdp_used": used.tdp_w if used else None})


def own_machine_sizing(e: Extraction, thread: Workload, lang: str) -> str | None:
    """A follow-up that moves the thread onto the user's own machine and names no card ("我唔想上 cloud，可唔可以自己
    行？", "I don't want to use the cloud, can I run it on my own computer?"): the thread's model in 4-bit and what each
    consumer card size holds (tools.own_card.by_memory_class), asking which card — never "the plan stands" with the
    rental; None when the turn is no such follow-up, states a card or a workload fact, or the thread has no LLM."""
    from advisor.core.service import load_arch
    from catalog import registry
    from tools.defaults import BUDGET_MODEL_LADDER, resolve, serves
    from tools.own_card import by_memory_class

    said = {k for k, v in e.patch.model_dump(exclude_none=True).items() if v not in (None, False, [], {})} \
        - {"language", "task"}  # the reply's language, and "run it" read as inference, state no change
    if "own_machine" not in e.intents or said or not thread.model or not serves(thread.task or "inference") \
            or thread.modality not in (None, "text"):
        return None
    arch = load_arch(thread.model, thread.params_b, thread.active_params_b)
    ladder = [registry.get(n) for n in BUDGET_MODEL_LADDER]
    return by_memory_class(arch, ladder, resolve(thread)[0]).text(lang)
