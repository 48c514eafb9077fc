"""The words of advisor/core/nonllm_jobs.py's answers: a named non-LLM workload (stem separation, Gaussian splatting,
PDF conversion, pathology tiles, gradient-boosted trees, face recognition) with its licence, whether it needs a GPU,
the work in its own unit and a provisional plan; figures from tools/nonllm_jobs.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages import domain_jobs as dj
from advisor.core.messages import kind_models as km
from advisor.core.messages import media_models as mm
from advisor.core.messages import named_tools as nt
from advisor.core.messages import science_tools as st
from advisor.core.messages import solver_jobs as sj
from advisor.core.messages import unheld_kinds as uk
from advisor.core.messages import unknown_tool as ut
from advisor.core.messages.base import E

_TASK_EN = {"separation": "music source separation (vocal / accompaniment stems)",
            "splatting": "3D reconstruction by Gaussian splatting (one optimisation per scene)",
            "pdf": "PDF-to-Markdown conversion (layout analysis + OCR)",
            "pathology": "pathology tile feature extraction (a ViT image encoder over each slide's tiles)",
            "trees": "gradient-boosted tree training (tabular data)", "face": "face detection and recognition",
            "tryon": "virtual try-on (a diffusion model, one generation per garment image)",
            "portrait": "identity-preserving portrait generation (SDXL with a face ControlNet, one generation per image)",
            "detection": "open-vocabulary object detection (boxes per image)",
            "video": "video generation (a diffusion model, one generation per clip)",
            "form": "form field extraction (a document model over each scanned form)",
            "ocr": "OCR (text detection + recognition per image)",
            "speaker": "speaker verification (a small voice-embedding model per call)",
            "matting": "image segmentation / background removal (one mask per image)"}
_TASK_ZH = {"separation": "音乐音轨分离（人声 / 伴奏）", "splatting": "3D 高斯泼溅重建（每个场景单独优化一次）",
            "pdf": "PDF 转 Markdown（版面分析 + OCR）", "pathology": "病理切片 tile 特征提取（ViT 图像编码器逐 tile 编码）",
            "trees": "梯度提升树训练（表格数据）", "face": "人脸检测与识别",
            "tryon": "虚拟试衣（扩散模型，每张服装图生成一次）",
            "portrait": "保留人脸身份的写真生成（SDXL + 人脸 ControlNet，每张图生成一次）",
            "detection": "开放词表目标检测（每张图出框）",
            "video": "视频生成（扩散模型，每条视频生成一次）", "form": "表单字段抽取（文档模型逐张处理扫描件）",
            "ocr": "OCR（每张图做文字检测 + 识别）", "speaker": "声纹验证（每通电话跑一次小型声纹嵌入模型）",
            "matting": "图像分割 / 去背景（每张图出一个遮罩）"}
_UNIT_EN = {"song": "songs", "scene": "scenes", "page": "pages", "slide": "slides", "row": "rows", "person": "people",
            "image": "images", "call": "calls", "clip": "clips", "hour": "hours of audio"}
_UNIT_ZH = {"song": "首歌", "scene": "个场景", "page": "页", "slide": "张切片", "row": "行", "person": "人", "image": "张图",
            "call": "通电话", "clip": "条视频", "hour": "小时音频"}
_ONE_EN = {"song": "song", "scene": "scene", "page": "page", "slide": "slide", "row": "row", "person": "person",
           "image": "image", "call": "call", "clip": "clip", "hour": "hour of audio"}
_ONE_ZH = {"song": "首", "scene": "个场景", "page": "页", "slide": "张切片", "row": "行", "person": "人", "image": "张图",
           "call": "通电话", "clip": "条视频", "hour": "小时音频"}


def _multi_box(a: Mapping[str, Any], zh: bool) -> str:
    card = f" {a['card']}" if a["card"] else ""
    if zh:
        one = _ONE_ZH.get(a["unit"], "个任务").lstrip("首")
        return (f"不是合适的选择：每{one}的计算只在一张卡上跑，不会因为整机有多张卡而变快——多卡{card} 机器只是几个独立的 "
                "worker，却按整机付费；按下面的方案在单卡上并行跑")
    return (f"No, a multi-GPU{card} box is not the right thing: each {_ONE_EN.get(a['unit'], a['unit'])} runs on one "
            "GPU and does not get faster across the box's GPUs, so the box is only that many independent workers at a "
            "box's price; run them in parallel on single cards (the plan below)")


def _head(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"{a['name']}：{_TASK_ZH[a['task']]}——不是对话大模型；按{_ONE_ZH[a['unit']]}计的工作量"
                f"给出暂定方案")
    return (f"{a['name']}: {_TASK_EN[a['task']]} — not a chat LLM; a provisional plan per "
            f"{_ONE_EN[a['unit']]}")


def _licence(a: Mapping[str, Any], zh: bool) -> str:
    if zh and a["name"] in dj.LICENCE_ZH:  # a licence said in prose (Kolors' registration), in Chinese words
        a = {**a, "licence": dj.LICENCE_ZH[a["name"]]}
    if not a["licence"]:  # a model the tables do not hold
        return (f"{a['name']} 不在我的表里：我没有它的许可和单件耗时（不做猜测）——商用前先看它的模型卡 / LICENSE；"
                f"下面按这类工作的工作量给暂定方案，不拿对话大模型代替它" if zh else
                f"{a['name']} is not in my tables: its licence and its time per item are not held here (no guess) — read "
                f"its model card / LICENSE before a business use; below is a provisional plan for this kind of job, "
                f"never a chat LLM in its place")
    alt = (f"{a['alt']}（{a['alt_licence']}）" if zh else f"{a['alt']} ({a['alt_licence']})") if a["alt"] else ""
    cap = a["cap"]
    if a["bars"]:
        if zh:
            capped = f"只有营收和融资都低于 {cap:g} 百万美元的机构可免费商用；超过就要向授权方买商业许可，" if cap else ""
            capped = capped or "只限非商业研究使用，"
            return (f"⚠️ 先看许可：{a['name']} 是 {a['licence']}（{a['source']}）——{capped}这个商业用途不能直接用。"
                    + (f"许可宽松的替代：{alt}；或者" if alt else "要用须") + "向授权方购买商业授权。下面的方案按同类工作量估算")
        capped = (f"business use is free only under US${cap:g}M in revenue and funding, above that it needs the "
                  f"licensor's commercial licence; " if cap else "non-commercial research use only: ")
        return (f"⚠️ Licence first: {a['name']} is {a['licence']} ({a['source']}) — {capped}it does not allow this "
                f"business use as is. " + (f"The permissive route: {alt}; or " if alt else "To use it, ")
                + "buy the licensor's commercial licence. The plan below sizes the same work")
    if zh:
        nc = "，不可商用（仅限非商业研究）" if not a["commercial"] else "，可商用"
        return f"许可：{a['name']} 是 {a['licence']}（{a['source']}）{nc}" + (f"；商用的替代：{alt}" if alt else "")
    nc = ", non-commercial (research only)" if not a["commercial"] else ", business use allowed"
    return f"Licence: {a['name']} is {a['licence']} ({a['source']}){nc}" + (f"; for a business use: {alt}" if alt else "")


_GPU_EN = {"yes": "Needs a GPU: the per-{one} work is GPU-bound",
           "optional": "Runs on CPU too; a GPU makes the volume fast — rent one for the batch, not a cluster",
           "no": "No GPU server needed: this load runs on an ordinary CPU or a small edge box"}
_GPU_ZH = {"yes": "需要 GPU：每{one}的计算在 GPU 上", "optional": "CPU 也能跑；量大时用 GPU 更快——为这批任务租卡即可，不用集群",
           "no": "不需要 GPU 服务器：这个负载用普通 CPU 或一台小型边缘设备就能跑"}
_TASK_UNIT = {"separation": "song", "splatting": "scene", "pdf": "page", "pathology": "slide", "trees": "row",
              "face": "person", "tryon": "image", "detection": "image", "video": "clip", "form": "image", "ocr": "image",
              "speaker": "call", "matting": "image", "portrait": "image"}


def _gpu(a: Mapping[str, Any], zh: bool) -> str:
    one = _TASK_UNIT[a["task"]]
    return (_GPU_ZH if zh else _GPU_EN)[a["gpu"]].format(one=_ONE_ZH[one] if zh else _ONE_EN[one])


def _card(a: Mapping[str, Any], zh: bool) -> str:
    if not a.get("card"):
        return ""
    if a.get("price") is None:
        return f"试跑用 {a['card']}（这里的目录没有报价）" if zh else f"pilot card {a['card']} (no price held)"
    where = ("，在你所在地以外租" if zh else ", rented outside your place") if a.get("elsewhere") else ""
    return (f"试跑用 {a['card']}，{a['price']}/小时（{a['row']}{where}）" if zh
            else f"pilot card {a['card']} at {a['price']}/h ({a['row']}{where})")


def _audio(a: Mapping[str, Any], zh: bool) -> str:
    parts = []
    if a["hours"] is not None:
        need = a["need"]
        parts.append(f"存量 {a['songs']:,.0f} 首 × {a['each']:g} 分钟 = {a['hours']:,.0f} 小时音频" if zh
                     else f"backlog {a['songs']:,.0f} songs × {a['each']:g} min = {a['hours']:,.0f} h of audio")
        if need is not None:
            parts.append(f"{a['deadline']:,.0f} 小时内做完，需要合计 {need:,.0f} 倍实时（N 张卡各 {need:,.0f}÷N 倍）" if zh
                         else f"done within {a['deadline']:,.0f} h needs {need:,.0f}× real time in all (N cards at "
                              f"{need:,.0f}÷N× each)")
    if a["daily_hours"] is not None:
        parts.append(f"之后每天 {a['daily']:,.0f} 首 = {a['daily_hours']:,.0f} 小时音频，一张卡达到 {a['daily_need']:,.1f} 倍实时"
                     f"就能跟上" if zh else f"then {a['daily']:,.0f} a day = {a['daily_hours']:,.0f} h of audio a day: one "
                     f"card at {a['daily_need']:,.1f}× real time keeps up")
    if not parts:
        parts.append("告诉我歌曲数量和平均时长，就能算出音频小时数" if zh
                     else "say the songs and their average length for the hours of audio")
    if a.get("sized"):  # a held real-time factor sizes it on the next line (advisor/core/messages/separation_speed.py)
        return ("工作量：" if zh else "The work: ") + ("；" if zh else "; ").join(x for x in parts + [_card(a, zh)] if x)
    formula = ("这里没有这个模型在租用卡上的公开速度：GPU 小时 = 音频小时 ÷ 试跑测得的倍实时 R，费用 = 它 × 每小时价格"
               if zh else "no published speed on a rented card is held here: GPU-hours = hours of audio ÷ the real-time "
               "factor R a pilot measures, cost = that × the hour")
    return ("工作量：" if zh else "The work: ") + ("；" if zh else "; ").join(parts + [formula, _card(a, zh)])


def _items(a: Mapping[str, Any], zh: bool) -> str:
    u = a["unit"]
    count = []
    if a["backlog"]:
        count.append(f"{a['backlog']:,.0f} {_UNIT_ZH[u]}" if zh else f"{a['backlog']:,.0f} {_UNIT_EN[u]}")
    if a["daily"]:
        count.append(f"每天 {a['daily']:,.0f} {_UNIT_ZH[u]}" if zh else f"{a['daily']:,.0f} {_UNIT_EN[u]} a day")
    said = ("、".join(count) if zh else ", ".join(count)) or ("数量未说明" if zh else "no count said")
    card = _card(a, zh)
    if a.get("test_n"):  # a count and no time held: the time said as unknown and how the 24-hour plan measures it
        body = _test(a, zh)
        return (f"工作量：{said}。{body}" + (f"；{card}" if card else "") if zh
                else f"The work: {said}. {body}" + (f"; {card}" if card else ""))
    if a.get("gpu") == "no":
        return (f"工作量：{said}。这里没有每{_ONE_ZH[u]}耗时的公开数据：先在 CPU 上试跑计时，"
                f"CPU 核时 = 数量 × 每{_ONE_ZH[u]}秒数 ÷ 3,600"
                if zh else f"The work: {said}. No published time per {_ONE_EN[u]} is held here: time it on a CPU pilot; "
                f"CPU core-hours = the count × seconds per {_ONE_EN[u]} ÷ 3,600")
    if zh:
        return (f"工作量：{said}。这里没有每{_ONE_ZH[u]}耗时的公开数据：先试跑计时，GPU 小时 = 数量 × 每{_ONE_ZH[u]}秒数 ÷ 3,600"
                + (f"；{card}" if card else ""))
    return (f"The work: {said}. No published time per {_ONE_EN[u]} is held here: time it on a pilot; GPU-hours = the count "
            f"× seconds per {_ONE_EN[u]} ÷ 3,600" + (f"; {card}" if card else ""))


def _test(a: Mapping[str, Any], zh: bool) -> str:
    """The time per item said as NOT known (no GPU-hours or cost at an invented second an item) and the 24-hour plan's
    one-hour timing run that measures it: the sample to load, what to count, and the formulas the count goes into."""
    u, n, k = a["unit"], a["test_count"], a["test_n"]
    cpu = a.get("gpu") == "no"
    win = a.get("test_window")
    if zh:
        what = "CPU 核时" if cpu else "GPU 小时"
        where = "一个 CPU 核（或一台服务器，再除以核数）" if cpu else "试跑卡"
        cost = f"（这一小时约 {a['test_cost']}）" if a.get("test_cost") else ""
        fit = f"，{win:,.0f} 小时内完成要 ⌈{what} ÷ {win:,.0f}⌉ {'个核' if cpu else '张卡'}" if win else ""
        price = "" if cpu else "，费用 = GPU 小时 × 每小时价格"
        if a.get("test_train"):  # a fine-tune: training steps are timed, the epochs multiply
            return (f"微调耗时：未知——这里没有在具名硬件上测得的公开训练速度，所以不给 {what}和费用（给了也只是猜的）。"
                    f"在 24 小时验证计划里实测：在{where}上用你们自己的标注数据训练 {a['test_hours']:g} 小时{cost}，"
                    f"记下这一小时训练过的样本数 D；然后 {what} = {n:,.0f} × 轮数（epochs）÷ D{fit}{price}")
        return (f"每{_ONE_ZH[u]}耗时：未知——这里没有在具名硬件上测得的公开数据，所以不给 {what}和费用（给了也只是猜的）。"
                f"在 24 小时验证计划里实测：用{where}跑 {a['test_hours']:g} 小时{cost}，喂你们自己的 {k:,} {_UNIT_ZH[u]}，"
                f"数出这一小时做完的数量 D（不到一小时就全做完：D = {k:,} × 3,600 ÷ 实际秒数）；"
                f"然后 {what} = {n:,.0f} ÷ D{fit}{price}")
    what = "CPU core-hours" if cpu else "GPU-hours"
    where = "one CPU core (or one server, then divide by its cores)" if cpu else "the pilot card"
    cost = f" (≈ {a['test_cost']} for the hour)" if a.get("test_cost") else ""
    fit = f", {'cores' if cpu else 'cards'} to finish within {win:,.0f} h = ⌈{what} ÷ {win:,.0f}⌉" if win else ""
    price = "" if cpu else ", cost = GPU-hours × the card's hour"
    if a.get("test_train"):
        return (f"Fine-tune time: not known — no published training speed on named hardware is held here, so no {what} "
                f"or cost are given (a figure would be a guess). The 24-hour plan measures it: train on {where} for "
                f"{a['test_hours']:g} hour{cost} on your own labelled {_UNIT_EN[u]} and count the samples passed, D; "
                f"then {what} = {n:,.0f} × your epochs ÷ D{fit}{price}")
    sample = f"{k:,} h of your own audio" if u == "hour" else f"{k:,} of your own {_UNIT_EN[u]}"
    return (f"Time per {_ONE_EN[u]}: not known — no published time on named hardware is held here, so no {what} or "
            f"cost are given (a figure would be a guess). The 24-hour plan measures it: run {where} for "
            f"{a['test_hours']:g} hour{cost} on {sample} and count those done, D (all done "
            f"sooner: D = {k:,} × 3,600 ÷ the seconds taken); then {what} = {n:,.0f} ÷ D{fit}{price}")


def _secs(x: float) -> str:
    return f"{x:,.0f}" if x >= 10 else f"{x:.3g}" if x < 0.1 else f"{x:g}"  # RVM's 1 ÷ 104 fps: 0.00962


def _gpuh(x: float) -> str:
    """GPU-hours shown: one decimal, two significant figures under 0.1 (4 weather runs of 14 s: 0.016, never 0.0)."""
    return f"{x:,.1f}" if x >= 0.1 else f"{x:.2g}"


def _timed(a: Mapping[str, Any], zh: bool) -> str:
    u = a["unit"]
    cards, window = a["cards"], a["window"]
    if zh:
        day = "每天 " if a["daily"] else "每月 " if a.get("monthly") else ""
        fit = (f"→ 一个月（{window:g} 小时）内做完要 {cards} 张 {a['card']}" if cards and a.get("monthly") else
               f"→ {window:g} 小时内完成要 {cards} 张 {a['card']} 并行" if cards else "")
        cost = (f"；约 {a['cost']}{'/天，约 ' + a['month'] + '/月' if a['month'] else '/月' if a.get('monthly') else ''}"
                if a["cost"] else "")
        cost += (f"（按用时；在线服务全天留着卡约 {a['held_month']}/月）" if a.get("held_month") else "")
        runs = (f"{a['forecasts']:,.0f} 次预报 × 每次 {a['members']:,} 个集合成员 = {a['n']:,.0f} 次推演" if a.get("members")
                else f"{a['n']:,.0f} {_UNIT_ZH[u]}")
        one = "次推演" if a.get("members") else _ONE_ZH[u]
        on = (f"按张量算力之比换算到 {a['card']}，慢 {a['scale']:.2f} 倍" if a.get("scale", 1.0) > 1.0 else
              f"假设 {a['card']} 不比它慢")
        fit = fit or (f"→ 一张 {a['card']} 约 {a['spread_one']}；{a['spread_cards']} 张并行约 {a['spread_wall']}"
                      "（各条互相独立，总价不变）" if a.get("spread_cards") else "")
        return (f"暂定：{day}{runs} × 每{one} {_secs(a['secs'])} 秒（公开数据，{a['on']}，"
                f"{a['source']}；{on}）= {_gpuh(a['gpuh'])} GPU 小时{fit}{cost}；{_card(a, zh)}")
    day = " a day" if a["daily"] else " a month" if a.get("monthly") else ""
    fit = (f" → {cards} × {a['card']} can carry the month ({window:g} h), one scene a card at a time"
           if cards and a.get("monthly") and u == "scene" else
           f" → {cards} × {a['card']} can carry the month ({window:g} h)" if cards and a.get("monthly") else
           f" → {cards} × {a['card']} in parallel to finish within {window:g} h" if cards else "")
    cost = (f"; ≈ {a['cost']}{day}" + (f", ≈ {a['month']} a month" if a["month"] else "")) if a["cost"] else ""
    cost += (f" for the hours used (an online service holding its card(s) all month: ≈ {a['held_month']})"
             if a.get("held_month") else "")
    runs = (f"{a['forecasts']:,.0f} forecasts{day} × {a['members']:,} ensemble members each = {a['n']:,.0f} runs{day}"
            if a.get("members") else f"{a['n']:,.0f} {_UNIT_EN[u]}{day}")
    on = (f"scaled to the {a['card']} by tensor TFLOPS, {a['scale']:.2f} × slower" if a.get("scale", 1.0) > 1.0 else
          f"assumed no slower on the {a['card']}")
    fit = fit or (f" → ≈ {a['spread_one']} on one {a['card']}; {a['spread_cards']} cards in parallel ≈ "
                  f"{a['spread_wall']} (independent items: the same total cost)" if a.get("spread_cards") else "")
    return (f"Provisional: {runs} × {_secs(a['secs'])} s each (published, on an {a['on']}: "
            f"{a['source']}; {on}) = {_gpuh(a['gpuh'])} GPU-hours{fit}{cost}; "
            f"{_card(a, zh)}")


def _trees(a: Mapping[str, Any], zh: bool) -> str:
    if a["raw"] is None:
        ask = "告诉我行数和特征数，就能算出训练矩阵的显存；" if zh else "Say the rows and features for the matrix's memory; "
        return ask + _card(a, zh)
    held, xgb = a["cards"], a["xgb"]
    untimed = "" if a.get("timed") else ("；每棵树的时间先试跑计时" if zh else "; the time per tree: time it on a pilot")
    if a.get("tight"):
        untimed += ("（偏紧：梯度、直方图和行划分也在显存里，量化矩阵超过半张卡——2 张卡用 Dask 分行，或换更大显存的卡）" if zh
                    else " (tight: gradients, histograms and row partitions sit beside a matrix over half the card — "
                         "2 cards with Dask, or a larger card, give it room)")
    untimed += "" if not xgb else (
        f"；主机内存：原始 {a['raw']:,.0f} GB float32 用迭代器分批读入 QuantileDMatrix，否则内存要放得下它" if zh else
        f"; host RAM: stream the raw {a['raw']:,.0f} GB float32 in batches into a QuantileDMatrix (an iterator), "
                f"else the host must hold it")
    if zh:
        how = "GPU hist 的量化矩阵（QuantileDMatrix，每格 1 字节）" if xgb else "直方图算法的分箱矩阵（≤256 个箱，每格 1 字节）"
        ext = "，或者一张卡用 external memory（XGBoost ≥ 2.0）加足够的内存" if xgb else ""
        return (f"显存：{a['rows']:,.0f} 行 × {a['features']:,.0f} 个特征，原始 float32 矩阵 {a['raw']:,.0f} GB；{a['name']} "
                f"{how}约 {a['quant']:,.0f} GB，梯度和直方图另计（下限）。{a['card']}（{a['card_gb']:g} GB）：量化后要 {held} "
                f"张装下（原始矩阵要 {a['raw_cards']} 张）{ext}{untimed}；{_card(a, zh)}")
    how = "quantised GPU matrix (hist, QuantileDMatrix, 1 byte a cell)" if xgb else "binned matrix (≤ 256 bins, 1 byte a cell)"
    ext = ", or one card with external memory (XGBoost ≥ 2.0) and enough host RAM" if xgb else ""
    return (f"Memory: {a['rows']:,.0f} rows × {a['features']:,.0f} features is {a['raw']:,.0f} GB as a raw float32 matrix; "
            f"{a['name']}'s {how} ≈ {a['quant']:,.0f} GB, gradients and histograms on top (a floor). On the {a['card']} "
            f"({a['card_gb']:g} GB): {held} card(s) hold it (the raw matrix would need {a['raw_cards']}){ext}{untimed}; "
            f"{_card(a, zh)}")


def _hrs(x: float) -> str:
    return f"{x:,.1f}" if x >= 1 else f"{x:.2f}"


def _tree_time(a: Mapping[str, Any], zh: bool) -> str:
    """The boosting run's GPU-hours (an estimate from memory traffic, tools.nonllm_jobs.tree_train_hours) and cost."""
    k = a["cards"]
    if zh:
        trees = f"{a['trees']:,} 棵树" + ("" if a["trees_said"] else "（未说明，按 1,000 棵）")
        depth = f"深度 {a['depth']}" + ("" if a["depth_said"] else "（未说明，按 XGBoost 默认 6）")
        split = f"；{k} 张卡用 Dask 分行并行，墙钟 ÷ {k}，GPU 小时不变" if k > 1 else ""
        day = "每天一次" if a["daily"] else "一次"
        month = f"，每月（按天数）约 {a['month_lo']}–{a['month_hi']}" if a["daily"] else ""
        return (f"训练时间（估算，非实测）：{trees} × {depth} = 每层一次扫过 {a['quant']:,.0f} GB 量化矩阵，按 {a['card']} "
                f"显存带宽 {a['bw']:,.0f} GB/s 的 5–15 %（假设：直方图是原子累加，另有行划分和分裂评估，不是顺序拷贝）"
                f"≈ {_hrs(a['fast'])}–"
                f"{_hrs(a['slow'])} GPU 小时{split}；{day}约 {a['cost_lo']}–{a['cost_hi']}{month}（{a['card']} "
                f"{a['price']}/小时，{a['row']}，只按用到的小时计，跑完就关机）。先在 1 % 样本上计每棵树的秒数核实")
    trees = f"{a['trees']:,} trees" + ("" if a["trees_said"] else " (unsaid: 1,000 assumed)")
    depth = f"depth {a['depth']}" + ("" if a["depth_said"] else " (unsaid: XGBoost's default 6)")
    split = f"; on {k} cards with Dask each takes 1/{k} of the rows: the wall ÷ {k}, the GPU-hours the same" if k > 1 else ""
    day = "a run a day" if a["daily"] else "the run"
    month = f", ≈ {a['month_lo']}–{a['month_hi']} a month of daily runs" if a["daily"] else ""
    return (f"Training time (an estimate, not a measurement): {trees} × {depth} = one pass a level over the "
            f"{a['quant']:,.0f} GB quantised matrix at 5–15 % of the {a['card']}'s {a['bw']:,.0f} GB/s (assumed: histogram "
            f"building is scattered atomic adds, plus row partitioning and split search, not a streaming copy) ≈ "
            f"{_hrs(a['fast'])}–{_hrs(a['slow'])} GPU-hours"
            f"{split}; {day} ≈ {a['cost_lo']}–{a['cost_hi']}{month} ({a['card']} at {a['price']}/h, {a['row']}, billed "
            f"for the hours used, shut down after). Check it by timing seconds per tree on a 1 % sample")


def _tree_held(a: Mapping[str, Any], zh: bool) -> str:
    """The proposed cards held all month against the job's month."""
    said = f"{a['n']} × {a['card']}" if a["n"] > 1 else a["card"]
    times = a["times"]
    if zh:
        x = f"，约是这个任务{'每月' if a['daily'] else ''}费用（按上限）的 {times:,.0f} 倍" if times else ""
        return (f"{said} 全天候租一个月：{a['n']} × {a['price']}/小时（{a['row']}）× {a['month_h']:,.0f} 小时 ≈ {a['month']}{x}——"
                f"训练只需要上面那几个 GPU 小时，按任务开机、跑完关机，不要常驻")
    x = f", ≈ {times:,.0f}× the job's {'month' if a['daily'] else 'cost'} at the slow end" if times else ""
    return (f"{said} held 24/7: {a['n']} × {a['price']}/h ({a['row']}) × {a['month_h']:,.0f} h ≈ {a['month']} a month{x} — "
            f"the retrain needs the GPU-hours above: start the card(s) for the job and shut them down after, never "
            f"held all month")


def _tree_spot(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return ("抢占式（spot）实例：适合——这是可重跑的批任务，每 N 轮存一次模型，被回收后用 xgb_model= 从存档接着训；"
                "留一个按量付费的后备，保证当天按时跑完" if a["daily"] else
                "抢占式（spot）实例：适合——批任务可重跑，每 N 轮存一次模型，被回收后从存档接着训")
    return ("Spot: yes — a daily retrain is a restartable batch: save the model every N rounds and continue from it "
            "(xgb_model=) when the instance is reclaimed; keep an on-demand fallback so the day's model still lands "
            "on time" if a["daily"] else
            "Spot: yes — a restartable batch: save the model every N rounds and continue from it when reclaimed")


def _face(a: Mapping[str, Any], zh: bool) -> str:
    n = a["people"]
    if zh:
        who = f"{n:,.0f} 人的" if n else ""
        return (f"{who}门禁识别是每次刷脸一次检测 + 一次识别，早高峰也只是每秒几次：普通 CPU 或每道门一台边缘盒子就够，"
                f"不用租 GPU 服务器；每月成本是设备电费，不是 GPU 租金")
    who = f"{n:,.0f} people at a door" if n else "door access"
    return (f"{who}: one detection and one recognition per entry, a few a second at the morning peak at most — an "
            f"ordinary CPU or a small edge box per door does it; no GPU server to rent, so the month is the boxes' power, "
            f"not a GPU rental")


def _face_cost(a: Mapping[str, Any], zh: bool) -> str:
    missing = ("价格：CPU 服务器或门口边缘盒子的购买价这里没有收录（缺的数字：设备报价，向供应商询价），不编价格" if zh
               else "Price: no CPU-only server's or edge box's purchase price is held here (the figure missing: the "
                    "box's quote from a supplier) — none is invented")
    if not a["price"]:
        return (f"{missing}；这里也没有收录你所在地的小 GPU 租用价" if zh
                else f"{missing}; no small-GPU rental row is held for your place either")
    where = ("，在你所在地以外" if zh else ", outside your place") if a["elsewhere"] else ""
    return (f"{missing}；作为上限：这里收录的最小 GPU 行是 {a['card']}（{a['row']}{where}）{a['price']}/小时，全月常开约 "
            f"{a['month']}/月——CPU 方案比这更便宜" if zh
            else f"{missing}; as a ceiling, the smallest GPU row held here is a {a['card']} ({a['row']}{where}) at "
                 f"{a['price']}/h, ≈ {a['month']} a month held all month — the CPU route costs less than that")


def _proposed(a: Mapping[str, Any], zh: bool) -> str:
    n = a["n"]
    said = (f"{n} × {a['card']}" if n and n > 1 else a["card"])
    if a["gpu"] == "no":
        return (f"{said}：不需要——这个工作用普通 CPU 服务器就能跑（要高可用就放两台），GPU 只在自己训练模型时才考虑" if zh
                else f"{said}: not needed — this job runs on ordinary CPU servers (two for availability); a GPU only "
                     f"matters for training your own model")
    if not n or n == 1:
        return (f"{said}：比这个工作需要的大——小模型的一天或一批工作量通常只是几个 GPU 小时，便宜的 16–24 GB 卡或按小时租卡就够"
                f"（GPU 小时 = 数量 × 试跑测得的每{_ONE_ZH[_TASK_UNIT[a['task']]]}秒数 ÷ 3,600）" if zh
                else f"{said}: more card than this job needs — a small model's day or batch is usually a few GPU-hours; a "
                     f"cheaper 16–24 GB card or a card rented by the hour does it (GPU-hours = the count × the pilot's "
                     f"seconds per {_ONE_EN[_TASK_UNIT[a['task']]]} ÷ 3,600)")
    return (f"{said}：比这个工作需要的大得多——这类小模型一批任务通常一两张卡就够（卡数 = 试跑测得的 GPU 小时 ÷ 你的时间窗），"
            f"多出来的卡大部分时间闲着，还要成倍的 CPU 做解码" if zh
            else f"{said}: far more than this job needs — a small model like this is one or two cards' work for a batch "
                 f"(cards = the pilot's GPU-hours ÷ your window); the extra cards mostly sit idle and need as many times "
                 f"the CPU for decoding")


_MEASURE_EN = {
    "separation": "Measure on a pilot: separate 100 of your songs on one card and read the real-time factor with the "
                  "decode and encode counted — MP3 decoding and resampling need CPU cores beside each GPU",
    "splatting": "Measure on a pilot: 5 scenes end to end (COLMAP camera poses, mostly CPU, then the training) on one "
                 "card; photos per scene and their resolution move the time",
    "pdf": "Measure on a pilot: 1,000 of your own pages (scans and digital) on one card; pages with a text layer can be "
           "extracted on CPU, only scans need the OCR models",
    "pathology": "Measure on a pilot: tiles a second over 20 slides on one card with the tile decode (OpenSlide) counted "
                 "— the decode on CPU is often the bottleneck; tiles per slide follow tissue area and magnification",
    "trees": "Measure on a pilot: seconds per tree on a 1% sample on one card, then scale by rows and trees",
    "face": "Measure on a pilot: milliseconds a face on the door box's CPU, detection and recognition together",
    "tryon": "Measure on a pilot: seconds per try-on image on one card at your resolution and step count, 200 of your "
             "garments; the count × that ÷ 3,600 is the GPU-hours, then the cards for your day",
    "portrait": "Measure on a pilot: seconds per image on one card at your resolution and step count, 200 of your "
                "prompts; the count × that ÷ 3,600 is the GPU-hours, then the cards for your day",
    "detection": "Measure on a pilot: images a second on one card over 1,000 of your photos with the JPEG decode counted, "
                 "and tune the text queries and the score threshold there before the full run — one or two cards, not a "
                 "multi-GPU server, is the usual size for a batch like this",
    "video": "Measure on a pilot: minutes per clip on one card at your resolution, length and step count (10 clips); "
             "clips × minutes ÷ 60 is the GPU-hours, ÷ your window is the cards",
    "form": "Measure on a pilot: forms a second for inference (often CPU is enough) and minutes per epoch for the "
            "fine-tune on one small card; a base-size document model trains in hours, not days",
    "ocr": "Measure on a pilot: images a second on one small card and on a CPU server over 1,000 of your scans — small OCR "
           "models leave a big GPU idle (pre- and post-processing run on CPU), so a flagship card buys little",
    "speaker": "Measure on a pilot: milliseconds per 10 s recording on one CPU core; a small speaker model keeps up on "
               "ordinary servers — a GPU only matters for training your own",
    "matting": "Measure on a pilot: images a second on one card at your resolution over 500 of your photos; a day's "
               "volume is usually GPU-hours, not a server"}
_MEASURE_ZH = {
    "separation": "试跑要测：在一张卡上分离 100 首你们自己的歌，连解码和编码一起算倍实时——MP3 解码和重采样要给每张卡"
                  "配够 CPU 核",
    "splatting": "试跑要测：一张卡上端到端跑 5 个场景（COLMAP 相机位姿，主要吃 CPU，然后训练）；每个场景的照片数和"
                 "分辨率会改变时间",
    "pdf": "试跑要测：一张卡上跑 1,000 页你们自己的文件（扫描件和电子档都要有）；有文字层的页面用 CPU 直接抽取，"
           "只有扫描件需要 OCR 模型",
    "pathology": "试跑要测：一张卡上 20 张切片的每秒 tile 数，连 tile 解码（OpenSlide）一起算——CPU 解码常常是瓶颈；"
                 "每张切片的 tile 数取决于组织面积和放大倍率",
    "trees": "试跑要测：一张卡上用 1% 的样本测每棵树的秒数，再按行数和树数放大",
    "face": "试跑要测：门口设备 CPU 上每张脸的毫秒数（检测 + 识别）",
    "tryon": "试跑要测：一张卡上按你们的分辨率和步数跑 200 件服装，每张图几秒；数量 × 秒数 ÷ 3,600 就是 GPU 小时，"
             "再按一天的量算卡数",
    "portrait": "试跑要测：一张卡上按你们的分辨率和步数跑 200 个提示词，每张图几秒；数量 × 秒数 ÷ 3,600 就是 GPU 小时，"
                "再按一天的量算卡数",
    "detection": "试跑要测：一张卡上 1,000 张你们自己的照片每秒几张（连 JPEG 解码一起算），并在这批上调好文本查询和分数阈值"
                 "再全量跑——这样的批量通常一两张卡就够，不需要多卡服务器",
    "video": "试跑要测：一张卡上按你们的分辨率、时长和步数跑 10 条，每条几分钟；条数 × 分钟 ÷ 60 是 GPU 小时，"
             "再 ÷ 时间窗就是卡数",
    "form": "试跑要测：推理每秒几张（常常 CPU 就够），微调在一张小卡上每个 epoch 几分钟；base 规模的文档模型几小时就训完",
    "ocr": "试跑要测：一张小卡和一台 CPU 服务器上各跑 1,000 张你们的扫描件，每秒几张——小型 OCR 模型会让大卡闲着"
           "（前后处理在 CPU 上），旗舰卡买不到多少速度",
    "speaker": "试跑要测：一个 CPU 核上每段 10 秒录音几毫秒；小型声纹模型普通服务器就跟得上——只有自己训练模型时才需要 GPU",
    "matting": "试跑要测：一张卡上按你们的分辨率跑 500 张，每秒几张；一天的量通常是几个 GPU 小时，不是一台服务器"}
_NOTE_EN = {"separation": "Stems are written as WAV, many times the size of MP3 input; stage the audio on local NVMe",
            "splatting": "One scene trains on one GPU (the 3DGS and gsplat trainers use a single card): a multi-GPU "
                         "H100 box does not make a scene faster — scenes run in parallel, one per card, so the 24 GB "
                         "cards counted above do it at a fraction of an H100's hour. Give each GPU CPU cores for "
                         "COLMAP; blur faces and house numbers before publishing",
            "pdf": "Split the job: digital PDFs on CPU, scans on the GPU",
            "pathology": "Slides are health data: keep them in the place you said, under contract; tens of TB of slides "
                         "need storage and fast local disks",
            "trees": "The data's place binds the machine (where it may be processed); CPU `hist` stays the fallback",
            "face": "Face templates are biometric personal data: notice and consent, another way in (a card) for staff "
                    "who object, stored on site, kept no longer than needed — check the data-protection law where you are",
            "tryon": "Customers' photos are personal data: say how long they are kept",
            "portrait": "Face photos are biometric personal data: get consent and say how long they are kept",
            "detection": "Spot-check a sample of the boxes by hand before trusting the labels",
            "video": "Fewer steps or a distilled variant and low-resolution previews cut the time; label AI-generated "
                     "content where the law asks",
            "form": "Claim forms and medical certificates are sensitive personal data: keep them where you said, on "
                    "contracted cloud or your own machines, never a marketplace host",
            "ocr": "Documents with a text layer (e-invoices, digital PDFs) need no OCR at all; clients' financial "
                   "records belong on contracted cloud or your own machines, never a marketplace host",
            "speaker": "Voiceprints are biometric personal data; add anti-spoofing (replayed or synthetic voices) and keep "
                       "two ordinary servers for availability rather than GPUs",
            "matting": "Check the licence of any alternative model before a business use (some background-removal "
                       "weights are non-commercial)"}
_NOTE_ZH = {"separation": "音轨按 WAV 写出，比 MP3 原件大很多倍；音频先放到本地 NVMe",
            "splatting": "一个场景只在一张 GPU 上训练（3DGS 和 gsplat 的训练程序都是单卡）：多卡 H100 服务器不会让单个场景变快——"
                         "各个场景分到各张卡并行，所以上面算出的 24 GB 卡就够，每小时只要 H100 的零头。"
                         "每张卡配够 CPU 核给 COLMAP；发布前把人脸和门牌打码",
            "pdf": "分开处理：电子档 PDF 用 CPU，扫描件才上 GPU",
            "pathology": "切片是健康资料：留在你说的地点、签好合约；几十 TB 的切片要算存储和本地高速盘",
            "trees": "资料所在地决定机器放哪里；CPU 的 hist 仍是后备方案",
            "face": "人脸特征是生物识别个人资料：要告知并取得同意、给不愿意的员工另一种方式（门卡）、资料存在本地、不超期保存——"
                    "按当地个人资料法规检查",
            "tryon": "顾客照片是个人资料：说明保存多久",
            "portrait": "人脸照片是生物识别个人信息：取得同意并说明保存多久",
            "detection": "全量结果出来后人工抽检一批框，再当标签用",
            "video": "减少步数、用蒸馏版本、先出低分辨率预览都能省时间；按当地规定给 AI 生成内容加标识",
            "form": "理赔单据和诊断书是敏感个人资料：留在你说的地点，用签约云或自己的机器，不要用算力市场的主机",
            "ocr": "有文字层的文件（电子发票、电子档 PDF）根本不用 OCR；客户财务资料放签约云或自己的机器，不要用算力市场的主机",
            "speaker": "声纹是生物识别个人资料；要加防伪（录音回放、合成语音），放两台普通服务器做高可用，而不是 GPU",
            "matting": "换用其他模型前先查许可（有些去背景模型的权重不可商用）"}

# restoring faces, segmenting scans, plates, weather, proteins, Kolors' images (advisor/core/messages/domain_jobs.py)
for _mine, _theirs in ((_TASK_EN, dj.TASK_EN), (_TASK_ZH, dj.TASK_ZH), (_UNIT_EN, dj.UNIT_EN), (_UNIT_ZH, dj.UNIT_ZH),
                       (_ONE_EN, dj.ONE_EN), (_ONE_ZH, dj.ONE_ZH), (_TASK_UNIT, dj.TASK_UNIT), (_MEASURE_EN, dj.MEASURE_EN),
                       (_MEASURE_ZH, dj.MEASURE_ZH), (_NOTE_EN, dj.NOTE_EN), (_NOTE_ZH, dj.NOTE_ZH)):
    _mine.update(_theirs)
# routes, inpainting, protein design, time series (advisor/core/messages/solver_jobs.py)
for _mine, _theirs in ((_TASK_EN, sj.TASK_EN), (_TASK_ZH, sj.TASK_ZH), (_UNIT_EN, sj.UNIT_EN), (_UNIT_ZH, sj.UNIT_ZH),
                       (_ONE_EN, sj.ONE_EN), (_ONE_ZH, sj.ONE_ZH), (_TASK_UNIT, sj.TASK_UNIT), (_MEASURE_EN, sj.MEASURE_EN),
                       (_MEASURE_ZH, sj.MEASURE_ZH), (_NOTE_EN, sj.NOTE_EN), (_NOTE_ZH, sj.NOTE_ZH),
                       (dj.LICENCE_ZH, sj.LICENCE_ZH)):
    _mine.update(_theirs)
# frame interpolation and speech enhancement (advisor/core/messages/media_models.py)
for _mine, _theirs in ((_TASK_EN, mm.TASK_EN), (_TASK_ZH, mm.TASK_ZH), (_UNIT_EN, mm.UNIT_EN), (_UNIT_ZH, mm.UNIT_ZH),
                       (_ONE_EN, mm.ONE_EN), (_ONE_ZH, mm.ONE_ZH), (_TASK_UNIT, mm.TASK_UNIT), (_MEASURE_EN, mm.MEASURE_EN),
                       (_MEASURE_ZH, mm.MEASURE_ZH), (_NOTE_EN, mm.NOTE_EN), (_NOTE_ZH, mm.NOTE_ZH)):
    _mine.update(_theirs)
# a named tool of unknown kind: what can still be said, one question (advisor/core/messages/unknown_tool.py)
for _mine, _theirs in ((_TASK_EN, ut.TASK_EN), (_TASK_ZH, ut.TASK_ZH), (_UNIT_EN, ut.UNIT_EN), (_UNIT_ZH, ut.UNIT_ZH),
                       (_ONE_EN, ut.ONE_EN), (_ONE_ZH, ut.ONE_ZH), (_TASK_UNIT, ut.TASK_UNIT), (_GPU_EN, ut.GPU_EN),
                       (_GPU_ZH, ut.GPU_ZH), (_MEASURE_EN, ut.MEASURE_EN), (_MEASURE_ZH, ut.MEASURE_ZH),
                       (_NOTE_EN, ut.NOTE_EN), (_NOTE_ZH, ut.NOTE_ZH)):
    _mine.update(_theirs)

# anomaly detection, 3D assets, image search (advisor/core/messages/unheld_kinds.py)
for _mine, _theirs in ((_TASK_EN, uk.TASK_EN), (_TASK_ZH, uk.TASK_ZH), (_UNIT_EN, uk.UNIT_EN), (_UNIT_ZH, uk.UNIT_ZH),
                       (_ONE_EN, uk.ONE_EN), (_ONE_ZH, uk.ONE_ZH), (_TASK_UNIT, uk.TASK_UNIT), (_MEASURE_EN, uk.MEASURE_EN),
                       (_MEASURE_ZH, uk.MEASURE_ZH), (_NOTE_EN, uk.NOTE_EN), (_NOTE_ZH, uk.NOTE_ZH)):
    _mine.update(_theirs)

# Uni-Mol, Prithvi-EO-2.0, OpenPose, BirdNET (advisor/core/messages/science_tools.py)
for _mine, _theirs in ((_TASK_EN, st.TASK_EN), (_TASK_ZH, st.TASK_ZH), (_UNIT_EN, st.UNIT_EN), (_UNIT_ZH, st.UNIT_ZH),
                       (_ONE_EN, st.ONE_EN), (_ONE_ZH, st.ONE_ZH), (_TASK_UNIT, st.TASK_UNIT), (_MEASURE_EN, st.MEASURE_EN),
                       (_MEASURE_ZH, st.MEASURE_ZH), (_NOTE_EN, st.NOTE_EN), (_NOTE_ZH, st.NOTE_ZH)):
    _mine.update(_theirs)

# DiffDock-L, Uni-Dock, GNINA, scGPT (advisor/core/messages/named_tools.py)
for _mine, _theirs in ((_TASK_EN, nt.TASK_EN), (_TASK_ZH, nt.TASK_ZH), (_UNIT_EN, nt.UNIT_EN), (_UNIT_ZH, nt.UNIT_ZH),
                       (_ONE_EN, nt.ONE_EN), (_ONE_ZH, nt.ONE_ZH), (_TASK_UNIT, nt.TASK_UNIT), (_MEASURE_EN, nt.MEASURE_EN),
                       (_MEASURE_ZH, nt.MEASURE_ZH), (_NOTE_EN, nt.NOTE_EN), (_NOTE_ZH, nt.NOTE_ZH)):
    _mine.update(_theirs)

# end-to-end OCR models, a diffusion depth model, an unheld model of those kinds (advisor/core/messages/kind_models.py)
for _mine, _theirs in ((_TASK_EN, km.TASK_EN), (_TASK_ZH, km.TASK_ZH), (_TASK_UNIT, km.TASK_UNIT), (_MEASURE_EN, km.MEASURE_EN),
                       (_MEASURE_ZH, km.MEASURE_ZH), (_NOTE_EN, km.NOTE_EN), (_NOTE_ZH, km.NOTE_ZH)):
    _mine.update(_theirs)


ENTRIES = {
    "dj.multi_box": E(lambda a: _multi_box(a, False), lambda a: _multi_box(a, True)),
    "nlj.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
    "nlj.licence": E(lambda a: _licence(a, False), lambda a: _licence(a, True)),
    "nlj.gpu": E(lambda a: _gpu(a, False), lambda a: _gpu(a, True)),
    "nlj.audio": E(lambda a: _audio(a, False), lambda a: _audio(a, True)),
    "nlj.items": E(lambda a: _items(a, False), lambda a: _items(a, True)),
    "nlj.timed": E(lambda a: _timed(a, False), lambda a: _timed(a, True)),
    "nlj.interp_target": E(
        lambda a: (f"Frames to make: {a['source_fps']:g} → {a['target_fps']:g} fps is {a['ratio']:g}× the frames — "
                   f"{a['source']:,.0f} source frames{' a day' if a['daily'] else ''} become {a['output']:,.0f} output "
                   f"frames, {a['new']:,.0f} of them new (each new frame is one model pass; the plan below counts "
                   f"those). Decode every source frame and encode every output frame (NVENC on an RTX / L-series card); "
                   f"the encoded episodes grow about {a['ratio']:g}× in frames, so plan storage and CDN for that"),
        lambda a: (f"要生成的帧：每秒 {a['source_fps']:g} 帧 → {a['target_fps']:g} 帧，帧数是原来的 {a['ratio']:g} 倍——"
                   f"{'每天 ' if a['daily'] else ''}{a['source']:,.0f} 帧源画面变成 {a['output']:,.0f} 帧成片，其中 "
                   f"{a['new']:,.0f} 帧是新生成的（每帧新画面跑一次模型；下面的方案按这个数算）。每帧源画面都要解码、每帧成片都要"
                   f"编码（RTX / L 系列卡用 NVENC）；成片帧数约为原来的 {a['ratio']:g} 倍，存储和 CDN 按这个量准备")),
    "nlj.fps_assumed": E("Frames: videos × minutes × 60 × {fps:g} fps (assumed: no frame rate was said; say yours — "
                         "25 or 60 fps moves the frames, the GPU-hours and the cards in proportion)",
                         "帧数：视频条数 × 分钟 × 60 × 每秒 {fps:g} 帧（假设：没有说帧率；告诉我实际值——25 或 60 帧会按比例"
                         "改变帧数、GPU 小时和卡数）"),
    "nlj.trees": E(lambda a: _trees(a, False), lambda a: _trees(a, True)),
    "nlj.tree_time": E(lambda a: _tree_time(a, False), lambda a: _tree_time(a, True)),
    "nlj.tree_held": E(lambda a: _tree_held(a, False), lambda a: _tree_held(a, True)),
    "nlj.tree_spot": E(lambda a: _tree_spot(a, False), lambda a: _tree_spot(a, True)),
    "nlj.proposed": E(lambda a: _proposed(a, False), lambda a: _proposed(a, True)),
    "nlj.face": E(lambda a: _face(a, False), lambda a: _face(a, True)),
    "nlj.face_cost": E(lambda a: _face_cost(a, False), lambda a: _face_cost(a, True)),
    "nlj.measure": E(lambda a: ut.COUNTED_EN if a.get("counted") else _MEASURE_EN[a["task"]],
                     lambda a: ut.COUNTED_ZH if a.get("counted") else _MEASURE_ZH[a["task"]]),
    "nlj.note": E(lambda a: _NOTE_EN[a["task"]], lambda a: _NOTE_ZH[a["task"]]),
}
