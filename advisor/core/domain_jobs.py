"""Reading five non-text jobs in the user's words (EN / 简体 / 繁體) for advisor.core.nonllm_jobs: restoring faces or
old photos, segmenting CT / MRI scans, recognising licence plates on camera frames, forecasting the weather, and
folding proteins; their counted units (scans, proteins, forecast runs a day, cameras); and the plate job's plan, a
stream of frames rather than a batch of items. A job word with a model the tables do not hold, or with no model at all,
is that job (tools.domain_jobs.provisional_domain), never a chat LLM and never a bare "which model?". The figures come
from tools.domain_jobs; the words live in advisor/core/messages/domain_jobs.py."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.generated_media import _NUM as _N
from tools.schema import Msg

# the jobs in words, most specific first (reading word lists: each names the job, never a model)
DOMAIN_WORDS = (
    ("plate", r"(?i)licen[cs]e[\s-]?plates?|number[\s-]?plates?|(?<![a-z])(?:a[nl]pr|lpr)(?![a-z])|车牌|車牌"),
    ("restore", r"(?i)restor\w*\s+(?:\w+\s+){0,3}(?:faces?|photos?|pictures?|portraits?)|(?:face|photo)\s+restor|"
                r"old\s+(?:family\s+)?photos?|(?:enhanc|fix|sharpen|deblur)\w*\s+(?:\w+\s+){0,2}faces?|老照片|旧照片|舊照片|(?:照片|人脸|人臉)[^，。,]{0,6}(?:修复|修復)|"
                r"(?:修复|修復)[^，。,]{0,6}(?:照片|人脸|人臉)"),
    ("medseg", r"(?i)segment\w*\s+(?:[\w,.]+\s+){0,4}(?:CTs?|MRIs?|scans?|organs?|tumou?rs?|volumes?)(?![a-z])|"
               r"(?<![a-z])(?:CT|MRI)s?\s+(?:\w+\s+)?segment|(?:organ|tumou?r|lesion|liver|kidney|lung|brain)\s+segment|"
               r"(?:CT|MRI|影像|断层|斷層|器官|肿瘤|腫瘤|病灶)[^，。,]{0,12}"
               r"(?:分割|勾画|勾畫)|(?:分割|勾画|勾畫)[^，。,]{0,10}(?:CT|MRI|器官|肿瘤|腫瘤)"),
    ("weather", r"(?i)weather\s+(?:forecast|predict|model)|forecast\w*\s+(?:the\s+)?weather|(?:medium[\s-]range|"
                r"numerical|global)\s+(?:weather|forecast)|predict\w*\s+(?:the\s+)?weather|天气预报|天氣預報|气象预报|氣象預報|天气预测|天氣預測|"
                r"气象预测|氣象預測|气象模型|氣象模型|气象大模型|氣象大模型"),
    ("protein", r"(?i)protein\s+(?:structures?|folding)|fold\w*\s+(?:\d[\d,]*\s+)?(?:\w+\s+)?(?:proteins?|sequences?)|"
                r"structure\s+prediction|predict\w*\s+(?:the\s+|\w+\s+)?(?:3D\s+)?structures?|蛋白(?:质|質)?[^，。,]{0,4}(?:结构|結構|折叠|摺疊)|(?:折叠|摺疊)[^，。,]{0,4}蛋白"),
)

DOMAIN_COUNTS = {
    "scan": re.compile(_N + r"\s*(?:例|(?:个|個|份|套|位)?\s*(?:[A-Za-z]+\s+){0,2}(?:CTs?|MRIs?|scans?|cases?|studies|"
                       r"series|volumes?|patients?)(?![a-z])|(?:个|個|份|位)?\s*(?:病例|病人|患者|影像)"
                       # what they are of between the counter and the noun: 3000份胸部CT, 2萬例肝臟MRI, 500个腹部影像
                       r"|(?:个|個|份|套|例)\s*[\u4e00-\u9fff]{1,6}?(?:CT|MRI|影像|病例))"),
    # a co-folding screen counts its complexes: each ligand against the target is one prediction ("20,000 small
    # molecules against one target", 2万个小分子, 5萬個化合物)
    "protein": re.compile(r"(?i)" + _N + r"\s*(?:个|個|条|條|种|種)?\s*(?:(?:[a-z]+\s+){0,2}"
                          r"(?:proteins?|sequences?|targets?|complex(?:es)?|molecules?|compounds?|ligands?)(?![a-z])|蛋白|序列|"
                          r"(?:小)?分子|化合物|配体|配體|复合物|複合物"
                          # where they come from between the counter and the noun: 200万条宏基因组蛋白, 50萬條海洋微生物蛋白,
                          # 3万个人类膜蛋白 (read as no count: "数量未说明")
                          r"|(?<=[个個条條种種])[\u4e00-\u9fff]{1,6}?(?:蛋白|序列))"),
    # variants or sequences a DNA model scores ("~2M noncoding variants", 50万个变异位点, 20萬個變異)
    "variant": re.compile(r"(?i)" + _N + r"\s*(?:个|個|条|條)?\s*(?:(?:[a-z-]+\s+){0,2}(?:variants?|SNVs?|SNPs?|"
                          r"mutations?|sequences?)(?![a-z])|(?:非编码|非編碼)?(?:变异|變異|突变|突變|位点|位點|序列)"
                          # 200万条人类启动子序列, 50萬個罕見病變異: where they come from between the counter and the noun
                          r"|(?<=[个個条條])[\u4e00-\u9fff]{1,6}?(?:变异|變異|突变|突變|位点|位點|序列))"),
    "run": re.compile(r"(?i)" + _N + r"\s*(?:times|runs|forecasts?)(?=\s*(?:a|per|each|every|/)\s*day)"),
    # CCTV / IPC said as the camera itself ("200部CCTV", "80 IPCs", 200支閉路電視): cameras, never a model's name
    "camera": re.compile(r"(?i)" + _N + r"\s*(?:个|個|路|台|支|部)?\s*[^\d，。,;]{0,12}?(?:cameras?|cams|gates?|lanes?|"
                         r"entrances?|cctvs?(?![a-z])|ipcs?(?![a-z])|闸口|閘口|出入口|摄像头|攝像頭|摄像机|攝影機|镜头|鏡頭"
                         r"|监控|監控|闭路电视|閉路電視)"),
}
# the tables' names as Chinese users write them (tools hold no Chinese): advisor.core.nonllm_jobs.ZH_NAMES
DOMAIN_ZH_NAMES = (("pangu-weather", r"盘古气象|盤古氣象|盘古天气|盤古天氣"), ("kolors", r"可图|可圖"))
# a chat or text product about the job ("a chatbot answering weather questions", 车牌投诉客服): an LLM's, not the job's
CHAT_USE = re.compile(r"(?i)chat\s?bot|assistant|\bLLM\b|\bRAG\b|summari[sz]|customer\s+service|answer\w*\s+questions|"
                      r"客服|问答|問答|聊天|摘要|总结|總結|大模型|大语言模型|大語言模型|助手")
_ZH_N = {"一": 1, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "八": 8, "十": 10}
ZH_RUNS = re.compile(r"(?:每天|每日|一天)[^，。,]{0,8}?(\d+|[一两兩二三四五六八十])\s*(?:次|轮|輪|趟)")


# an ensemble's members: "50个成员的集合预报", 每次50個成員, "a 50-member ensemble", "ensemble of 30 members",
# "51 ensemble members"; each forecast runs every member (tools.nonllm_jobs.ensemble_runs)
ENSEMBLE_MEMBERS = re.compile(
    r"(?i)(\d+)\s*(?:个|個)?\s*(?:集合)?(?:成员|成員)|(\d+)[\s-]*(?:ensemble\s+)?members?\b"
    r"|ensembles?\s+of\s+(\d+)\b|集合预报\s*(\d+)\s*(?:个|個)|集合預報\s*(\d+)\s*(?:个|個)")


def ensemble_members(text: str) -> int | None:
    """The members of an ensemble forecast said (ENSEMBLE_MEMBERS), 2 to 10,000; None when none is."""
    m = ENSEMBLE_MEMBERS.search(text or "")
    n = int(next(g for g in m.groups() if g)) if m else 0
    return n if 2 <= n <= 10_000 else None


def zh_runs_a_day(text: str) -> float | None:
    """Forecast runs a day said in Chinese: 每天跑两次 2, 一天四次 4; None when none is said."""
    m = ZH_RUNS.search(text or "")
    if m is None:
        return None
    n = m.group(1)
    return float(n) if n.isdigit() else float(_ZH_N.get(n, 0)) or None


def plate_lines(cameras: float | None, pick: Any, cur: str, said_month: float | None = None,
                budget_month: float | None = None) -> list[Msg]:
    """The plate job as a stream: the frames a second all cameras send (ASSUMED one each, tools.domain_jobs), the
    detector's published frame time on a T4, the cards that keep up and their month held all the time (a gate opens
    day and night, never spot), priced on the place's card (`pick` as advisor.core.nonllm_jobs.job_lines')."""
    from tools.domain_jobs import FRAMES_EACH_S, PLATE_FRAME_S, PLATE_SRC, always_on_month, frame_ms_and_rate, stream_cards
    from tools.wording import money_text

    p = pick("T4", 0.0, False)
    fps, cards = stream_cards(cameras, FRAMES_EACH_S, PLATE_FRAME_S) if cameras else (None, 1)
    month = always_on_month(cards, p[2]) if p else None
    ms, rate = frame_ms_and_rate()
    lead = _quote_line(said_month, cards, p, cur) or _budget_line(budget_month, cards, p, cur)
    return lead + [Msg(code="dj.plate", args={
        "cameras": cameras, "each": FRAMES_EACH_S, "fps": fps, "ms": ms, "rate": rate, "source": PLATE_SRC,
        "cards": cards, "card": p[0] if p else "T4", "row": p[1] if p else None,
        "price": money_text(p[2], cur) if p else None, "elsewhere": bool(p and p[3]),
        "month": money_text(month, cur) if month is not None else None,
        "month_ha": money_text(always_on_month(cards + 1, p[2]), cur) if p else None})]


def _quote_line(said_month: float | None, cards: int, p: Any, cur: str) -> list[Msg]:
    """A vendor's price quoted a month (供應商話每個月HK$4萬) against the plan held all month with its spare card
    (tools.domain_jobs.quote_against_plan): "貴唔貴" answered with the ratio, N × the plan. A budget is not a quote
    (_budget_line). [] when none is said or unpriced."""
    from tools.domain_jobs import always_on_month, quote_against_plan
    from tools.wording import money_text

    if not said_month or not p:
        return []
    plan = always_on_month(cards + 1, p[2])
    times = quote_against_plan(said_month, plan)
    return [Msg(code="dj.quote", args={"said": money_text(said_month, cur), "plan": money_text(plan, cur),
                                       "times": times, "cards": cards + 1, "card": p[0]})]


def _budget_line(budget_month: float | None, cards: int, p: Any, cur: str) -> list[Msg]:
    """The user's own budget a month (預算每月HK$4萬) against the plan held all month with its spare card
    (tools.domain_jobs.plan_within_budget): within it or over it, and the share. [] when none is said or unpriced."""
    from tools.domain_jobs import always_on_month, plan_within_budget
    from tools.wording import money_text

    if not budget_month or not p:
        return []
    plan = always_on_month(cards + 1, p[2])
    share, within = plan_within_budget(budget_month, plan)
    return [Msg(code="dj.budget", args={"budget": money_text(budget_month, cur), "plan": money_text(plan, cur),
                                        "share": share, "within": within, "cards": cards + 1, "card": p[0]})]


# cards named by a letter the proposal reader (advisor.core.nonllm_jobs.PROPOSED) does not take: Turing, Volta, Pascal
OLD_CARD = re.compile(r"(?<![A-Za-z0-9])(T4|V100|P100|P40)(?![0-9A-Za-z])")


def cc_lines(job: Any, said: tuple[int | None, str | None], text: str = "") -> list[Msg]:
    """The card the user has or proposes under the model's compute-capability floor (tools.domain_jobs.below_cc_floor):
    Evo 2 40B on "8x A100 80GB" (8.0 < 8.9, its Transformer-Engine FP8 layers) is said not to run as released, with
    the cards that do and the 7B's BF16 route. [] when no floor is held, no card is said, or the card clears it."""
    from catalog.gpus import UnknownGPU, get_gpu
    from tools.domain_jobs import below_cc_floor

    if not said[1]:  # a card older than the proposal reader's letters (T4, V100, P40): "院里有 2 张 T4"
        m = OLD_CARD.search(text)
        said = (None, m.group(1)) if m else said
    if not job.min_cc or not said[1]:
        return []
    try:
        gpu = get_gpu(said[1])
    except (UnknownGPU, KeyError):
        return []
    if not below_cc_floor(job.min_cc, gpu.compute_capability):
        return []
    # the card as the user wrote it ("A100"): the floor is the family's, whichever memory size they hold
    return [Msg(code="dj.cc", args={"name": job.name, "card": said[1], "cc": gpu.compute_capability,
                                    "floor": f"{job.min_cc:.1f}", "source": job.cc_source, "key": job.key,
                                    "hard": job.cc_hard})]


def node_lines(task: str, said: tuple[int | None, str | None], plan: list[Msg], pick: Any = None,
               cur: str = "USD") -> list[Msg]:
    """A multi-card node proposed for one of these per-item jobs ("rent an 8×H100 node?") said against the plan's cards:
    each item runs on one card, so a node is that many independent workers at a node's price (no NVLink or InfiniBand
    used); the plan's card count (nlj.timed) is what the window needs, and the node held through that window is priced
    against the plan's cost (`pick` as job_lines' gives the node's card row). [] when no node of 2+ cards is proposed."""
    n, card = said
    if task not in ("medseg", "protein", "fold", "dna", "restore", "weather") or not n or n < 2 or not card:
        return []
    timed = next((m.args for m in plan if m.code == "nlj.timed"), {})
    need = timed.get("cards")
    args: dict[str, Any] = {"n": n, "card": card, "need": need, "plan_card": timed.get("card"), "node_cost": None}
    window, gpuh = timed.get("window"), timed.get("gpuh")
    if pick is not None and isinstance(window, (int, float)) and isinstance(gpuh, (int, float)) and window and gpuh \
            and not timed.get("daily"):
        from advisor.core.solver_jobs_read import proposed_pick
        from tools.domain_jobs import node_window_cost
        from tools.nonllm_jobs import job_cost, times_over
        from tools.wording import money_text

        q, mine = proposed_pick(pick, card), pick(timed.get("card"), 0.0, True) if timed.get("card") else None
        if q:
            cost = node_window_cost(n, window, q[2])
            args.update({"node_cost": money_text(cost, cur), "window": window, "node_row": q[1], "node_card": q[0],
                         "node_price": money_text(q[2], cur),
                         "times": times_over(cost, job_cost(gpuh, mine[2])) if mine else None})
    return [Msg(code="dj.node", args=args)]


# a co-folding screen: ligands / small molecules against a target (each pair one complex prediction), with the
# public MSA server said ("--use_msa_server", "colabfold server")
SCREEN = re.compile(r"(?i)ligands?|small\s+molecules?|compounds?|affinity|小分子|化合物|配体|配體|亲和力|親和力")
MSA_SERVER = re.compile(r"(?i)use[_-]msa[_-]server|msa\s+server|colabfold\s+(?:server|api)|mmseqs2?\s+(?:server|api)|"
                        r"api\.colabfold|MSA\s*服务器|MSA\s*伺服器")
ONE_TARGET = re.compile(r"(?i)(?:one|a\s+single|single|1)\s+(?:protein\s+)?target|同一个?靶|一个靶|一個靶|单一靶|單一靶|"
                        r"同一(?:个|個)?蛋白")


def screen_lines(task: str, key: str, text: str) -> list[Msg]:
    """A ligand screen against one target with an AF3-class co-folding model: the count is complexes, and the
    target's MSA is computed once and reused (the public server called per ligand is rate-limited and sends the
    sequence out). [] for another job."""
    if task != "protein" or key not in ("boltz", "chai", "alphafold3") or not SCREEN.search(text or ""):
        return []
    from tools.domain_jobs import AF3_DB_DOWNLOAD_GB, AF3_DB_SRC, AF3_DB_UNZIPPED_GB

    af3 = {"db_gb": AF3_DB_DOWNLOAD_GB, "db_unzipped_gb": AF3_DB_UNZIPPED_GB, "db_src": AF3_DB_SRC} \
        if key == "alphafold3" else {}
    return [Msg(code="dj.screen", args={"server": MSA_SERVER.search(text or "") is not None,
                                        "one": ONE_TARGET.search(text or "") is not None, "key": key, **af3})]


# sequences said to run past a length ("其中一成超过1000个氨基酸", "大概1万条超过1000aa", "10% are over 1,200 residues")
LONG_SEQ = re.compile(r"(?i)(?:超过|超過|大于|大於|長過|长过|over|above|longer\s+than|more\s+than|>)\s*(\d[\d,]{2,5})\s*"
                      r"(?:aa\b|个?氨基酸|個?氨基酸|residues?|残基|殘基)")


def fold_card_lines(task: str, text: str) -> list[Msg]:
    """ESMFold asked of a named card ("autodl上租4090能搞定吗"): the direct answer first, from the card's memory against
    the long sequences said (tools.domain_jobs.fold_card_verdict). [] for other jobs or no catalog card named."""
    from advisor.core.extract_words import gpu_alternatives
    from catalog.gpus import UnknownGPU, get_gpu
    from tools.domain_jobs import LONG_FOLD_GB, LONG_FOLD_RESIDUES, fold_card_verdict

    named = re.search(r"(?i)(?<![a-z0-9])(" + gpu_alternatives() + r")(?![a-z0-9])", text or "") \
        if task == "fold" else None
    if named is None:
        return []
    card = named.group(1)
    try:
        gpu = get_gpu(card)
    except (UnknownGPU, KeyError):
        return []
    m = LONG_SEQ.search(text or "")
    longest = int(m.group(1).replace(",", "")) if m else None
    return [Msg(code="dj.fold_card", args={"card": card, "gb": gpu.memory_gb or 0.0, "long_gb": LONG_FOLD_GB,
                                           "residues": LONG_FOLD_RESIDUES, "said": longest,
                                           "verdict": fold_card_verdict(gpu.memory_gb or 0.0, longest)})]


# a box of several GPUs proposed with no count: "is a multi-gpu h100 box the right thing?", 多卡H100服务器, 多GPU機器
MULTI_BOX = re.compile(r"(?i)multi[\s-]?gpu|multiple\s+gpus|多卡|多\s*GPU|多张卡|多張卡")
ONE_CARD_TASKS = ("medseg", "protein", "fold", "dna", "restore", "weather", "splatting")


def multi_box_lines(task: str, unit: str, text: str) -> list[Msg]:
    """A multi-GPU box proposed for a job whose items each run on one card (a 3DGS scene, a protein): the direct
    answer first — one item does not speed up across the box's cards, so the box is that many independent workers;
    the plan below runs items in parallel on single cards. [] for other jobs, or when a counted node is proposed
    (node_lines says that one with its figures)."""
    from advisor.core.extract_words import gpu_alternatives

    if task not in ONE_CARD_TASKS or not MULTI_BOX.search(text or ""):
        return []
    named = re.search(r"(?i)(?<![a-z0-9])(" + gpu_alternatives() + r")(?![a-z0-9])", text or "")
    return [Msg(code="dj.multi_box", args={"card": named.group(1) if named else "", "unit": unit})]
