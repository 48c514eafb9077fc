"""A batch of a vision model over a stated number of items (CLIP / SigLIP embeddings, Real-ESRGAN upscaling,
BiRefNet / RMBG-2.0 matting, SAM 2 / 2.1 video tracking, ColQwen2 / ColPali page indexing), read from the user's
words and sized by tools.vision_batch over tools.media.plan's offer ranking. The words that find the count, the
frame, the data's cloud and the storage live here (tools hold no wording)."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.magnitudes import LEN_MAG, scaled_count
from tools.schema import Dataset, Msg, Workload
from tools.span_hours import span_hours
from tools.vision_batch import (
    MAX_ITEMS,
    Facts,
    VisionJob,
    as_media,
    caption_line,
    commercial_swap,
    index_line,
    io_lines,
    item_bytes,
    per_second,
    query_line,
    serving_line,
    storage_gb,
    track_lines,
    vision_job,
    with_passes,
    work_line,
)

# the tasks a captioner is asked for an image: a caption (描述, 配文) and OCR (文字识别, 讀取文字) are separate passes
CAPTION_TASK = re.compile(r"(?i)caption|describ|description|描述|配文|说明|說明|标题|標題|看图说话|看圖說話")
OCR_TASK = re.compile(r"(?i)(?<![a-z])ocr(?![a-z])|text\s+(?:extraction|recognition)|read\s+the\s+text|文字识别|文字識別"
                      r"|识别文字|識別文字|提取文字|抽取文字|读取文字|讀取文字")


# a swap to a model that may be used commercially ("换成能商用的模型", "a commercially usable one", "可以商用的")
COMMERCIAL_ASKED = re.compile(r"(?i)(?:能|可以?|可)商用|商用(?:的|版)"
                              r"|commercial(?:ly)?[\s-]+(?:usable|use|licen[cs]ed|ok|friendly)")


def caption_passes(text: str) -> int:
    """Generate calls an image: 2 when both a caption and OCR are asked, else 1."""
    return 2 if CAPTION_TASK.search(text or "") and OCR_TASK.search(text or "") else 1

_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + r"?\s*"
_APPROX = r"(?:about|around|~|≈|roughly|some|approx\.?|大概|大约|大約|约|約)?\s*"
PAGES = re.compile(r"(?i)" + _APPROX + _NUM + r"(?:\+\s*)?(?:[a-z-]+\s+){0,3}?(?:pages|pdf\s+pages)\b|" + _NUM
                   + r"(?:页|頁|张页|張頁)")
IMAGES = re.compile(r"(?i)" + _NUM + r"(?:\+\s*)?(?:[a-z-]+\s+){0,3}?(?:images|photos|pictures|pics|jpe?gs|frames|shots|"
                    r"renders|scans|thumbnails)\b|"
                    + _NUM + r"(?:张|張|幅)")
VIDEO_HOURS = re.compile(r"(?i)" + _NUM + r"(?:h|hrs?|hours?)\s+(?:of\s+)?(?:[a-z0-9-]+\s+){0,4}?(?:video|videos|anime|"
                         r"footage|episodes?|films?|movies?|shows?|cartoons?|clips?)\b|" + _NUM
                         + r"(?:个|個)?\s*(?:小(?:时|時)|钟头|鐘頭|钟(?!\s*[/每])|鐘(?!\s*[/每]))[^。！？\n]{0,24}?"
                         r"(?:视频|視頻|影片|动画|動畫|动漫|動漫|番剧|番劇|电影|電影|节目|節目|录像|錄像|片)")
# (2000個鐘嘅舊SD片: Cantonese says an hour 個鐘 and a film 片; 500小时的720x480 24fps视频: the frame between)
FPS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*fps|(\d+(?:\.\d+)?)\s*帧|(\d+(?:\.\d+)?)\s*幀")
FRAME = re.compile(r"(?i)(?<![\d.])(\d{3,4})\s*[x×*]\s*(\d{3,4})(?![\d])")
# an upscale's output factor: "2x", "4×", "x2" (never "x4plus", "1024x768" or "8x H100"), "放大2倍", "2倍超分"
SCALE = re.compile(r"(?i)(?<![\w.])([234])\s?[x×](?![a-z0-9])(?!\s*(?:\d|rtx|gpus?|cards?|[ahl]\d))"
                   r"|(?<![\w.])[x×]([234])(?![a-z0-9.])"
                   r"|(?:放大|超分|upscale)\D{0,6}?([234])\s*倍|([234])\s*倍\s*(?:超分|放大)")
LINES_P = re.compile(r"(?i)(?<![\d.])(240|360|480|540|576|720|1080)\s*[pP](?![a-z])")
ITEM_BYTES = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(kb|mb)\b(?:\s*(?:jpe?g|png|webp|each|per|avg|average|images?))?")
STORE_GB = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(gb|g|tb)\s*(?:ram\s+)?(?:postgres|pgvector|box|server|machine|vm|node|"
                      r"instance|database|db|ram|内存|內存|記憶體|服务器|伺服器)")
PER_MIN = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(?:queries|searches|requests|qpm|次查询|次查詢|次搜索|次搜尋)\s*"
                     r"(?:/|per|a|an|each|every)?\s*(min(?:ute)?|s(?:ec(?:ond)?)?|h(?:our)?)\b")
CLOUDS = (("aws", r"(?i)\bs3\b|\baws\b|amazon|us-east-\d|us-west-\d|eu-west-\d|ap-[a-z]+-\d"),
          ("gcp", r"(?i)\bgcs\b|google\s+cloud\s+storage|\bgcp\b"), ("azure", r"(?i)azure\s+blob|\bazure\b"),
          # a Chinese cloud's object store named as where the images sit ("存在OSS上", "在腾讯云COS里", "OBS bucket",
          # oss://…): the store's name in capitals beside a storage word, never "OSS" (open source) alone
          *((cloud, rf"(?i){scheme}://|(?-i:{store})(?=\s*(?:bucket|上|里|裡|中|内|內))|(?:存|放|在|stored?\s+(?:in|on)|"
             rf"sitting\s+in|from|in|on)\s*(?:{names})?\s*(?-i:{store})(?![A-Za-z])")
            for cloud, scheme, store, names in (("alibaba", "oss", "OSS", r"阿里云|阿里雲|alibaba\s*cloud|aliyun"),
                                                ("tencent", "cos", "COS", r"腾讯云|騰訊雲|tencent\s*cloud"),
                                                ("huawei", "obs", "OBS", r"华为云|華為雲|huawei\s*cloud"),
                                                ("volcano", "tos", "TOS", r"火山引擎|volcengine|volcano\s*engine"))))
DAILY = re.compile(r"(?i)\b(?:a|per|each|every)\s+day\b|/\s*day|\bdaily\b|每天|每日|一天|每晚")
# "over the next 5 days", "in the next 48 hours": a deadline the general reader may leave unread
NEXT_SPAN = re.compile(r"(?i)\b(?:over|in|within|during)\s+the\s+next\s+(\d+(?:\.\d+)?)\s*(days?|hours?|hrs?|h|weeks?)\b")
STORAGE_SAID = re.compile(r"(?i)\b(?:in|on|sitting in|stored in|from)\s+(?:an?\s+)?(?:s3|gcs|azure blob|bucket)")


def _count(m: re.Match[str] | None) -> float | None:
    """The count of a match with (number, magnitude) groups in its first or second alternative, bounded."""
    if m is None:
        return None
    groups = [g for g in m.groups()]
    for i in range(0, len(groups) - 1, 2):
        if groups[i]:
            n = scaled_count(float(groups[i].replace(",", "")), groups[i + 1])
            return n if 0 < n <= MAX_ITEMS else None
    return None


# documents and their pages each: "100万篇PDF论文（平均15页", "1M PDFs, 15 pages each", "2万份合同，每份约20页"
DOCS = re.compile(r"(?i)" + _NUM + r"(?:篇|份|个|個|本)?\s*(?:pdfs?|documents?|docs|papers?|files?|reports?|contracts?|"
                  r"[^\d。；;\n]{0,8}?(?:论文|論文|文档|文檔|文件|报告|報告|合同|合约|合約|pdf))")
PAGES_EACH = re.compile(r"(?i)(?:平均|每篇|每份|每个|每個|每本|average|avg|each)\s*(?:约|約|大概|大约|大約|about|~)?\s*"
                        r"(\d+(?:\.\d+)?)\s*(?:页|頁|pages?)|(\d+(?:\.\d+)?)\s*(?:页|頁|pages?)\s*(?:each|apiece|per\s+"
                        r"(?:document|doc|paper|pdf|file))")


def _documents_pages(text: str) -> float | None:
    """Pages in all when a message counts documents and their pages each (DOCS × PAGES_EACH: 100万篇 × 平均15页 = 15 M);
    None otherwise (a page count said outright is read by PAGES)."""
    d, e = _count(DOCS.search(text)), PAGES_EACH.search(text)
    if d is None or e is None:
        return None
    n = d * float(e.group(1) or e.group(2))
    return n if 0 < n <= MAX_ITEMS else None


def read_items(job: VisionJob, w: Workload, text: str) -> tuple[float | None, Facts]:
    """The items the batch runs over (pages, frames = hours × 3,600 × fps, images) and the facts beside them."""
    frame = _frame(text)
    fps_m = FPS.search(text)
    fps = float(next(g for g in fps_m.groups() if g)) if fps_m else None
    facts = Facts(fps=fps, frame=frame, item_bytes=_item_bytes(text), cloud=_cloud(text), store_gb=_store_gb(text),
                  queries_per_s=_queries_per_s(text), size_assumed=_size_assumed(job, text),
                  scale=_scale(text) if job.task == "upscale" else None)
    if job.task in ("upscale", "track"):
        hours = _count(VIDEO_HOURS.search(text))
        if hours is not None:
            from tools.vision_batch import DEFAULT_FPS, frames

            return frames(hours, fps or DEFAULT_FPS), Facts(**{**facts.__dict__, "hours": hours})
    if job.task in ("pages", "parse"):
        pages = _documents_pages(text) or _count(PAGES.search(text))
        if pages is not None:
            return pages, facts
    from advisor.core.video_frames_read import video_frames

    sampled = video_frames(text) if job.task in ("embed", "caption") else None
    if sampled is not None:  # videos × frames sampled each are the images, never one a video
        from tools.video_frames import sampled_images

        return sampled_images(sampled[0], sampled[1]), Facts(**{**facts.__dict__, "videos": sampled})
    if w.dataset is not None and w.dataset.unit == "images":
        return w.dataset.amount, facts
    if w.batch_requests:
        return float(w.batch_requests), facts
    return _count(IMAGES.search(text)), facts


def _scale(text: str) -> float | None:
    """The output factor an upscale names (SCALE), else None (the nets' 4×)."""
    m = SCALE.search(text)
    return float(next(g for g in m.groups() if g)) if m else None


def _size_assumed(job: VisionJob, text: str) -> bool:
    """CLIP read as ViT-L/14, or SAM 2 as Hiera-L, with no size named (the answer says so)."""
    if job.key == "clip-l14":
        return not re.search(r"(?i)vit[\s_-]?l|clip[\s_-]?l", text)
    return job.key == "sam2-large" and not re.search(r"(?i)hiera[\s_-]?l|\blarge\b", text)


def _frame(text: str) -> tuple[int, int] | None:
    m = FRAME.search(text)
    if m:
        return int(m.group(1)), int(m.group(2))
    p = LINES_P.search(text)
    if p is None:
        return None
    lines = int(p.group(1))
    return (720, 480) if lines == 480 else (lines * 16 // 9, lines)


def _item_bytes(text: str) -> float | None:
    m = ITEM_BYTES.search(text)
    if m is None or not re.search(r"(?i)jpe?g|png|webp|image|photo|avg|average|each|平均|每张|每張|一张|一張",
                                  text[max(0, m.start() - 6):m.end() + 20]):  # 平均200KB: the average before it
        return None
    return item_bytes(float(m.group(1)), m.group(2))


def _cloud(text: str) -> str | None:
    for name, pat in CLOUDS:
        if re.search(pat, text):
            return name
    return None


def _store_gb(text: str) -> float | None:
    m = STORE_GB.search(text)
    if m is None:
        return None
    return storage_gb(float(m.group(1)), m.group(2))


# queries a second said as QPS or 每秒 N 次 ("线上200 QPS查询", "每秒 200 次查詢")
QPS = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(?:qps|queries\s*/\s*s(?:ec)?\b)|每秒\s*(\d[\d,]*(?:\.\d+)?)\s*"
                 r"(?:次|个|個)?\s*(?:查询|查詢|请求|請求|搜索|搜尋|检索|檢索)")


# 每分钟约 200 次查询, 每分鐘大約 20 次查詢, 每小时 3000 次检索: a rate per minute or hour said in Chinese
ZH_PER = re.compile(r"每\s*(?:(?P<min>分钟|分鐘)|(?P<hour>小时|小時)|(?P<s>秒))\s*(?:约|約|大约|大約|大概|差不多|平均)?\s*"
                    r"(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?:次|个|個)?\s*(?:查询|查詢|请求|請求|搜索|搜尋|检索|檢索)")


def _queries_per_s(text: str) -> float | None:
    q = QPS.search(text)
    if q is not None:
        n = float((q.group(1) or q.group(2)).replace(",", ""))
        return n if n > 0 else None
    z = ZH_PER.search(text)
    if z is not None and float(z.group("n").replace(",", "")) > 0:
        return per_second(float(z.group("n").replace(",", "")), next(u for u in ("min", "hour", "s") if z.group(u)))
    m = PER_MIN.search(text)
    if m is None:
        return None
    return per_second(float(m.group(1).replace(",", "")), m.group(2))


def vision_batch_lines(w: Workload, text: str, currency: str | None) -> list[Msg] | None:
    """The batch sized: the pick and the other rows (tools.media.plan over the catalog), the work, the index, the
    queries, the input pipeline, and, where the data sits in one cloud, the plan kept in that cloud; None when no
    model of tools.vision_batch is named or no count is read."""
    from advisor.core.extract_rules import screened_figures
    from advisor.core.query_language_read import query_language_warning
    from advisor.core.service import _display_currency, catalog_rows, usd_cny
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.media import plan

    job = vision_job(text)
    if job is None:
        return None
    job = with_passes(job, caption_passes(text))  # "captions + OCR": two generate calls an image
    swapped = commercial_swap(job) if COMMERCIAL_ASKED.search(text) else job  # "换成能商用的模型" after jina-clip-v2
    text = screened_figures(text)  # "-300M images" is no 300M, "1e300 hours" no 300 h: the reader's notes say why
    said, job = job, swapped
    items, facts = read_items(job, w, text)
    if not items:
        return None
    daily = w.batch_period == "day" or bool(DAILY.search(text))
    span = NEXT_SPAN.search(text) if w.deadline_hours is None else None
    if span is not None:
        w = w.model_copy(update={"deadline_hours": span_hours(float(span.group(1)), span.group(2))})
    work = w.model_copy(update={"dataset": Dataset(amount=items, unit="images"), "batch_requests": None,
                                "batch_period": "day" if daily else w.batch_period,
                                "modality": "vision", "concurrency": None, "target_requests_per_s": None})
    cur, fx = _display_currency(w, currency)
    rows, _, _ = catalog_rows()
    kw: dict[str, Any] = {"size": None, "currency": cur, "usd_cny": usd_cny(), "fx": fx, "places": gazetteer()}
    from advisor.core.onprem_lines import buy_rows  # no cloud, a one-off budget: sized on the cards it can price

    every, rows = rows, buy_rows(rows, w)
    p = plan(as_media(job, facts.frame), work, all_gpus(), rows, **kw)
    if rows is not every and (p is None or not p.rows):  # no priced card holds it: the plan on every offer
        rows = every
        p = plan(as_media(job, facts.frame), work, all_gpus(), rows, **kw)
    relaxed = None
    if p is None or not p.rows:  # the stated card and place leave no offer: re-planned, said (advisor.core.vision_relax)
        from advisor.core.vision_relax import relaxed_plan

        p, relaxed = relaxed_plan(lambda x: plan(as_media(job, facts.frame), x, all_gpus(), rows, **kw), work)
    if p is None or not p.rows:
        return None
    in_cloud = None
    if facts.cloud and facts.item_bytes and facts.cloud not in {r.provider.lower() for r in p.rows[:1]}:
        got = plan(as_media(job, facts.frame), work.model_copy(update={"providers": [facts.cloud]}), all_gpus(), rows,
                   **{**kw, "nearby": False})
        in_cloud = got if got is not None and got.rows else None
    spot = plan(as_media(job, facts.frame), work, all_gpus(), rows, **{**kw, "nearby": False}, billing="spot") \
        if w.billing == "spot" else None
    top = p.rows[0]
    vcpu = next((r.vcpu for r in rows if r.provider == top.provider and r.instance_type == top.instance and r.vcpu), None)
    from tools.rerank import host_offers

    hosts = host_offers(w, all_gpus(), rows, kw, kw["places"]) if job.task == "pages" and facts.queries_per_s else []
    from tools.cost import per_usd

    lines = compose(job, items, facts, p, in_cloud, all_gpus(), vcpu * top.machines if vcpu else None, hosts,
                    per_usd(cur, usd_cny(), fx))
    from advisor.core.batch_window_lines import with_window  # a stated daily window is the wall (tools.batch_window)
    from tools.media import gpu_hours

    lines = with_window(lines, text, p.period, gpu_hours(p, top), top, cur)
    if swapped is not said:
        lines.insert(1, Msg(code="vision_batch.swapped", args={"was": said.name, "now": job.name}))
    lines[1:1] = [m for m in (query_language_warning(job.key, job.name, text), relaxed) if m is not None]  # 中文搜图 on CLIP
    from advisor.core.onprem_lines import onprem_lines  # no cloud: the box to buy, no rental row

    return onprem_lines(with_spot_plan(lines, p, spot), p, w)


def with_spot_plan(lines: list[Msg], p: Any, spot: Any) -> list[Msg]:
    """Spot allowed ("spot is fine", 可以用竞价实例): the same job re-priced on spot rows (tools.media.cheaper_line)
    under the headline, and the spot filter said with how the shards survive a reclaim
    (tools.batch_filters.spot_priced); the lines as they are when spot was not said or no spot row carries the job."""
    from tools.batch_filters import scarce_spot_row, spot_priced
    from tools.media import cheaper_line

    if spot is None or not spot.rows:
        return lines
    line = cheaper_line(p, spot, None)
    return [lines[0], *([line] if line is not None else []), *spot_priced(lines[1:], scarce_spot_row(spot.rows[0]))]


def compose(job: VisionJob, items: float, facts: Facts, p: Any, in_cloud: Any, gpus: dict[str, Any],
            vcpus: float | None = None, hosts: list[Any] | None = None, per_unit: float = 1.0) -> list[Msg]:
    """The answer's lines from the plans (tools.vision_batch words the facts); `vcpus`: the pick's in all; `hosts`:
    the priced machines in the stated places with their host RAM (tools.rerank.host_offers), a page index's servers;
    `per_unit`: the answer currency's units a USD (a CPU box's price)."""
    from tools.batch_wall import assumed_wall_msg
    from tools.cost import periods_a_month, recurring_costs
    from tools.data_transfer import transfer_line
    from tools.embedding import _row
    from tools.media import gpu_hours
    from tools.speed import SpeedUnknown, peak_tflops
    from tools.vision_batch import index_host_line, still_upscale
    from tools.wording import duration, money_text

    top = p.rows[0]
    g = gpus.get(top.gpu)
    try:
        peak = peak_tflops(g, "fp16") if g is not None else None
    except SpeedUnknown:
        peak = None
    within = duration(p.deadline_hours) if p.deadline_hours and not p.period and not p.wall_assumed else None
    head = Msg(code="vision_batch.job", args={
        "name": job.name, "task": job.task, "items": items, "row": _row(top, p.currency, p.period, p.every),
        "still": still_upscale(job, facts), "scale": facts.scale if job.task == "upscale" else None,
        "within": within, "daily": p.period == "day", "assumed": assumed_wall_msg(top.hours) if p.wall_assumed else None})
    out = [head, *([p.budget] if p.budget else []), *p.filters]
    out += [Msg(code="embedding.also", args={"row": _row(r, p.currency, p.period, p.every)}) for r in p.rows[1:]]
    if p.period and p.units:  # a batch every N periods ("every 2 weeks"): each run's cost and its runs a month
        per, month = recurring_costs(top.cost, p.period, every=p.every)
        out.append(Msg(code="embedding.recurring", args={
            "period": p.period, "audio": False, "images": True, "items": round(p.units), "per": money_text(per, p.currency),
            "month": money_text(month, p.currency), "times": periods_a_month(p.period, every=p.every),
            "every": p.every}))
    if in_cloud is not None:
        out.append(Msg(code="vision_batch.in_cloud", args={"cloud": facts.cloud, "row": _row(in_cloud.rows[0],
                                                                                             p.currency, p.period,
                                                                                             p.every)}))
    out.append(work_line(job, items, top.gpu, top.rate, gpu_hours(p, top) or 0.0, facts, peak))
    out += track_lines(job, items, gpu_hours(p, top) or 0.0, facts, top.cost, p.currency)
    if top.machines > 1:
        out.append(Msg(code="vision_batch.shards", args={"machines": top.machines, "gpus": top.gpus,
                                                         "gpu": top.gpu}))
    served = serving_line(job, facts, top.gpu, peak, top.price, top.gpus, p.currency)
    out += [x for x in (caption_line(job), index_line(job, items, facts), query_line(job, facts), served)
            if x is not None]
    host = index_host_line(job, items, facts, hosts or [], p.currency)  # the page index's machine a month
    out += [host] if host is not None else []
    io = io_lines(job, items, p.deadline_hours or (top.hours or None), facts, vcpus)
    if facts.videos is not None:  # the frames' decode, said beside the images (tools.video_frames)
        from tools.video_frames import decode_line

        io.insert(0, decode_line(*facts.videos))
        io[1:1] = _video_io(facts, top, p, per_unit)  # the footage's read and decode, sized (tools.video_frames)
    moved = transfer_line(items, facts.item_bytes, facts.cloud, top.provider, top.hours or None, p.deadline_hours)
    if moved is None and facts.videos is not None and facts.videos[2]:  # the videos copied out of their cloud
        from tools.video_frames import video_bytes

        moved = transfer_line(facts.videos[0], video_bytes(facts.videos[2]), facts.cloud, top.provider,
                              top.hours or None, p.deadline_hours)
    out += [m for m in io if moved is None or m.code != "vision_batch.egress"] + ([moved] if moved else [])
    out.append(Msg(code="vision_batch.assumptions", args={"util": job.util, "measured": job.flops is None,
                                                          "clip_size": facts.size_assumed and job.task != "track",
                                                          "sam_size": facts.size_assumed and job.task == "track",
                                                          "task": job.task, "bench": bool(job.bench)}))
    return out


def _video_io(facts: Facts, top: Any, p: Any, per_unit: float) -> list[Msg]:
    """The footage's read and CPU decode (tools.video_frames.decode_io_line) when the videos' length is said, the
    decode priced on a held CPU box in the data's cloud, else the pick's provider, else any (tools.cpu_rent)."""
    from catalog.cpus import cpu_boxes
    from tools.cpu_rent import box_for
    from tools.video_frames import decode_io_line

    if facts.videos is None or not facts.videos[2]:
        return []
    boxes = cpu_boxes()
    box = box_for(boxes, [facts.cloud], None) if facts.cloud else (box_for(boxes, [top.provider], None)
                                                                   or box_for(boxes, None, None))
    return [decode_io_line(facts.videos[0], facts.videos[2], p.deadline_hours or (top.hours or None), box,
                           p.currency, per_unit)]


def stated_cards_lines(w: Workload, text: str, card: str | None, cards: int | None) -> list[Msg]:
    """A named vision batch ("2000 hours of SD film through Real-ESRGAN") asked as buy-or-rent of stated cards ("8張
    4090"): the work (frames × FLOPs, vision_batch.work) and what those cards take (tools.vision_batch.on_stated_cards)
    against the stated deadline, said before the rent and the break-even; nothing when no batch is named, no count is
    read or the card has no FLOPs figure (the buy-or-rent answer alone, as before)."""
    from catalog.gpus import all_gpus
    from tools.speed import SpeedUnknown, peak_tflops
    from tools.vision_batch import on_stated_cards

    job = vision_job(text)
    g = all_gpus().get(str(card)) if card else None
    if job is None or g is None or not cards:
        return []
    items, facts = read_items(job, w, text)
    try:
        peak = peak_tflops(g, "fp16")
    except SpeedUnknown:
        return []
    # "4张4090" is the cards, never 4 items (a count read only there leaves the work unsized)
    got = on_stated_cards(job, items, peak, cards, facts.frame, w.deadline_hours) if items and items != cards else None
    if got is None or not items:
        return []
    work = work_line(job, items, g.name, got.seconds_per_item, got.gpu_hours, facts, peak)
    return [work, Msg(code="vision_batch.stated_cards", args={
        "name": job.name, "cards": cards, "gpu": g.name, "gpu_hours": got.gpu_hours, "days": got.days,
        "deadline_days": got.deadline_days, "needed": got.needed, "upscale": job.task == "upscale"})]
