"""A named non-LLM workload (tools.nonllm_jobs: Demucs, Gaussian splatting, Marker, UNI, XGBoost, InsightFace …) read
from the user's words and answered with a provisional, sized plan: the licence first where it bars the stated use,
whether a GPU is needed at all, the work in its own unit (hours of audio, scenes, pages, slides, rows × features,
people), the card with its hour and, where a per-item time is published, the GPU-hours, the cards and the cost; else
"time it on a pilot" with what to measure. Never a "0.002B LoRA fine-tune" or a bare "which model?". The words live in
advisor/core/messages/nonllm_jobs.py; the figures come from tools.nonllm_jobs."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from advisor.core.domain_jobs import (
    CHAT_USE,
    DOMAIN_COUNTS,
    DOMAIN_WORDS,
    DOMAIN_ZH_NAMES,
    cc_lines,
    node_lines,
    plate_lines,
    screen_lines,
    zh_runs_a_day,
)
from advisor.core.generated_media import _NUM, _amount
from advisor.core.solver_jobs_read import (
    SOLVER_COUNTS,
    SOLVER_WORDS,
    calls_lines,
    forecast_lines,
    pipeline_job,
    proposed_pick,
    route_lines,
)
from advisor.core.unheld_kinds import ASSET_COUNT, LIDAR_FRAMES, UNHELD_KIND_WORDS, kind_name, unheld_kind
from tools.domain_jobs import DOMAIN_REFERENCE, always_on_month
from tools.nonllm_jobs import (
    DEFAULT_DEPTH,
    DEFAULT_TREES,
    JobFamily,
    audio_hours,
    blocks_use,
    cap_millions,
    cards_holding,
    cards_within,
    ensemble_runs,
    gpu_hours,
    job_by_key,
    job_cost,
    job_on_card,
    named_job,
    per_month,
    provisional_job,
    speed_needed,
    tight_fit,
    times_over,
    tree_matrix_gb,
    tree_train_hours,
)
from tools.schema import Msg
from tools.wording import money_text

# words shaped like a model's name that are a scan, a lab or a place, never a model (CT, MRI, DeepMind, AWS)
_LEADS = ("dj.quote", "dj.budget")  # a quote or a budget a month answered first, under the head
NOT_NAMES = {"CT", "MRI", "PET", "DICOM", "NIFTI", "DEEPMIND", "AWS", "GCP", "ECMWF", "ERA5", "GPU", "CPU", "PDB", "MSA",
             "IFS", "GFS", "LPR", "ANPR", "ALPR", "PDPO", "PIPL", "GDPR", "HIPAA", "UK", "US", "EU", "HK",
             # the cameras and their recorders ("200部CCTV", "80路IPC", "NVR"), never a model's name
             "CCTV", "IPC", "NVR", "DVR", "IPCAM", "POE"}

# 张 counts cards as well as pictures: "机房现在有2张T4", 8張A100, 4张4090, 2张卡 are the user's cards, never 2 images (a
# lab-report job of 每天5万张 was sized as "2 images, 50,000 a day"); A3/A4/A5 are paper sizes, still pages
_NOT_CARDS = (r"(?!\s*(?:RTX|GTX|Tesla|NVIDIA|GPU|英伟达|英偉達|显卡|顯卡|卡|(?!A[345](?!\d))[A-Za-z]{1,2}\d{1,4}(?![\dpP])"
              r"|\d{4}(?![\dpP])))")

# the counted items of each task, after their number (2 million songs, 每天200套房子, 50萬頁, 1萬張全切片, 2億行)
COUNTS = {
    "song": re.compile(_NUM + r"\s*(?:new\s+|more\s+)?(?:songs?|tracks?|首)"),
    "scene": re.compile(r"(?i)" + _NUM + r"\s*(?:套|个|個|间|間)?\s*(?:houses?|homes?|scenes?|properties|apartments?|"
                        r"flats?|listings?|stores?|shops?|房子|房屋|房源|场景|場景|物件|单位|單位|样板间|樣板間|门店|門店|展厅|展廳)"),
    "page": re.compile(r"(?i)" + _NUM + r"\s*(?:pdf\s+)?(?:pages?|页|頁)"),
    "slide": re.compile(r"(?i)" + _NUM + r"\s*(?:张|張|片|个|個|份)?\s*(?:whole[\s-]slide\s+images?|WSIs?|slides?|"
                        r"全切片|病理切片|切片)"),
    "row": re.compile(r"(?i)" + _NUM + r"\s*(?:rows?|records?|samples?|行|笔|筆|条|條)(?![a-z])"),
    "image": re.compile(r"(?i)" + _NUM + r"[\s-]*(?:张|張|幅|份)?\s*(?:(?:[a-z]+[\s-]+){0,2}(?:images?|photos?|"
                        r"pictures?|pics|scans?|pages?|invoices?|receipts?|forms?|documents?|portraits?|headshots?|frames?)(?![a-z])"
                        r"|(?:张|張)" + _NOT_CARDS + r"|幅|页|頁|"
                        r"帧|幀|影格)"),  # camera frames a detector boxes ("2.5M camera frames", 300万帧)
    "call": re.compile(r"(?i)" + _NUM + r"\s*(?:通|个|個)?\s*(?:calls?|phone\s+calls?|电话|電話|录音|錄音|通)(?![a-z])"),
    # "200 product clips", never "5 second clips" (a length, not a count)
    "clip": re.compile(r"(?i)" + _NUM + r"\s*(?:条|條|段|支|个|個)?\s*(?:(?<![a-z])(?:(?!(?:seconds?|secs?|minutes?|mins?|s)\b)"
                       r"[a-z]+[\s-]+){0,2}(?:videos?|clips?|episodes?)(?![a-z])|短视频|短視頻|"
                       r"视频|視頻|影片|短片|条|條|集(?!\s*(?:群|数|數|团|團)))"),
    # hours of recorded audio ("50k hours of recordings", 5萬個鐘舊節目錄音, 3000小时录音)
    "hour": re.compile(r"(?i)" + _NUM + r"\s*(?:个|個)?\s*(?:hours?|hrs?|小时|小時|钟头|鐘頭|钟(?!点|點)|鐘(?!点|點))"
                       r"(?=[^，。,.;；]{0,30}(?:audio|recordings?|podcasts?|speech|录音|錄音|音频|音頻|节目|節目|语音|語音))"),
    "person": re.compile(r"(?i)" + _NUM + r"[\s-]*(?:个|個|名|位|户|戶)?\s*(?:staff|employees?|people|persons|users?|residents?|"
                         r"tenants?|人|员工|員工|同事|住户|住戶|居民|业主|業主)"),
    # molecules scored (1亿个分子, "50 million compounds"); satellite tiles ("5000張標註好的512x512 tile", "800 chips")
    # a kind said between: 100万个小分子, 200萬個候選化合物, "1M small molecules", "500k drug-like compounds"
    "molecule": re.compile(r"(?i)" + _NUM + r"\s*(?:个|個|種|种)?\s*(?:小|候选|候選|类药|類藥|药物|藥物|先导|先導|"
                           r"(?:small|drug[\s-]?like|candidate|lead|screening)[\s-]+)?"
                           r"(?:molecules?|compounds?|ligands?|分子|化合物|配体|配體)"),
    # cells a single-cell model trains on (100万个细胞, "2M cells"), never a battery's or a table's cells
    "cell": re.compile(r"(?i)" + _NUM + r"\s*(?:个|個)?\s*(?:single[\s-]cells?|cells?|细胞|細胞)(?![a-z])"),
    # a number glued to a name is no count ("Sentinel-2 tiles"); a data set's name may stand between ("1,200 Sentinel-2
    # tiles")
    "tile": re.compile(r"(?i)(?<![a-z\-_.\d])" + _NUM + r"\s*(?:张|張|个|個|幅)?(?:[^，。,;；\d\sa-z]{0,8}|[a-z][\w-]*\s+)?\s*"
                       r"(?:\d+\s*[x×]\s*\d+\s*)?(?:(?:image\s+|satellite\s+)?tiles?|chips?|瓦片)(?![a-z])"),
    **DOMAIN_COUNTS,  # scans, proteins, forecast runs a day, cameras (advisor.core.domain_jobs)
    **SOLVER_COUNTS,  # stops, designs, series (advisor.core.solver_jobs_read)
    "asset": ASSET_COUNT,  # 3D assets made (advisor.core.unheld_kinds)
    "lidarframe": LIDAR_FRAMES,  # LiDAR frames a 3D detector trains on (advisor.core.unheld_kinds)
    # the items of a tool of unknown kind, after their number (advisor.core.unknown_tool): "~500k variants", "20k
    # designs", 50万个变体, 3萬條序列, 2000个任务 — the stated count is echoed and sized, never "no count said"
    "item": re.compile(r"(?i)" + _NUM + r"\s*(?:个|個|条|條|份|组|組)?\s*(?:(?:[a-z]+[\s-]+){0,2}(?:variants?|mutants?|"
                       r"sequences?|designs?|candidates?|items?|jobs?|tasks?|samples?|inputs?|runs?|cases?|scenarios?)"
                       r"(?![a-z])|变体|變體|突变体|突變體|序列|设计|設計|候选|候選|任务|任務|样本|樣本|算例|工况|工況)"),
}
# a video's resolution said as 2K / 4K / 8K ("4K 视频", "a 4K video"), never 4,000 clips ("4k videos a day" in English
# stays a count)
RESOLUTION_K = re.compile(r"(?i)\s*[248]\s*k\s*(?:的\s*)?(?:视频|視頻|影片|短片|video(?!s))")
# field recorders and the hours each records a day ("40部錄音機，每部每日錄24個鐘", "12 recorders running 24 h a day")
RECORDERS = re.compile(r"(?i)" + _NUM + r"\s*(?:部|台|個|个)?\s*(?:(?:audio|field|acoustic)\s+)?(?:recorders?|ARUs?|AudioMoths?|"
                       r"录音机|錄音機|录音设备|錄音設備)[^。.]{0,24}?(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:h\b|hours?|hrs?|小时|小時|"
                       r"钟头|鐘頭|钟|鐘)")
# "300 float features", 300个数值特征, 300 個浮點特徵: the features' type may stand between the number and the word
FEATURES = re.compile(r"(?i)(\d[\d,]*)\s*(?:个|個)?\s*(?:(?:float(?:32|64)?|numeric(?:al)?|dense|continuous|input|raw|"
                      r"浮点|浮點|数值|數值|连续|連續|数值型|數值型)\s*(?:型)?\s*)?(?:features?|columns?|特征|特徵|维|維|欄位|栏位)")
# the boosting run as said: "1000 trees", 1000棵树, "n_estimators=500", "depth 8", 深度8, "max_depth=10"
TREES = re.compile(r"(?i)(\d[\d,]*)\s*(?:棵|颗|顆)?\s*(?:trees?|树|樹|rounds?|boosting\s+rounds?|iterations?|轮|輪)(?![a-z])|"
                   r"(?:n_estimators|num_boost_round|num_round)\s*[=:]?\s*(\d[\d,]*)")
DEPTH = re.compile(r"(?i)(?:max[_\s]?depth|depth|深度|树深|樹深)\s*(?:of|=|:|为|為|是)?\s*(\d{1,2})(?!\d)|"
                   r"(\d{1,2})\s*(?:层|層)?\s*深|"
                   r"depth[\s-]*(\d{1,2})(?!\d)")
A_DAILY_RETRAIN = re.compile(r"(?i)\bdaily\b|every\s+(?:day|night)|each\s+(?:day|night)|\bnightly\b|\bper\s+day\b|"
                             r"\ba\s+day\b|每天|每日|天天|每晚|每一天")
SPOT = re.compile(r"(?i)\bspot\b|preemptible|抢占|搶占|竞价|競價")
MINUTES = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:min(?:ute)?s?\b|分钟|分鐘)")
A_DAY = re.compile(r"(?i)^\s*(?:[a-z]+\s+){0,3}(?:a|per|/|each|every)\s*(?:day|night)|^\s*(?:daily|nightly|/\s*d\b)")
DAY_BEFORE = re.compile(r"(?:每天|每日|一天|天天|每晚)\s*(?:约|約|大概|大約|要|有|大概有|约有|約有)?\s*"
                        r"(?:重建|处理|處理|转|轉|跑|生成|做|出|帮|幫|新上|新增|上新|更新|上传|上傳|进来|進來)?\s*$")
NEXT_DAY = re.compile(r"(?i)next[\s-]day|overnight|第二天|隔天|翌日|次日|24\s*(?:h|小时|小時|hours?)")
# a business that says what it is, beyond tools' reader (whose "学术" in 学术出版社 reads research): revenue, a bank, a
# publisher, a startup, a product to sell, "we do X" as a trade
BUSINESS = re.compile(r"(?i)revenue|营收|營收|营业额|營業額|\bbanks?\b|银行|銀行|出版社|publisher|\bstartup\b|新创|新創|"
                      r"做成产品|做成產品|商用|賣|卖(?!点)|\bsell|\bcompany\b|公司|商业|商業|我们做|我們做|我哋做|"
                      r"\bour\s+(?:app|platform|service|product|clients?|customers?)\b|\bfor\s+clients\b|\boffice\b|employees?|"
                      r"\bstaff\b|员工|員工")


# the tables' names as Chinese users write them (tools hold no Chinese): 高斯泼溅 is Gaussian splatting; Marker said
# with 页 / 頁 beside it is the PDF converter
ZH_NAMES = (("3dgs", r"高斯泼溅|高斯潑濺|高斯溅射|高斯濺射|高斯喷溅|高斯噴濺|高斯点云重建|高斯點雲重建"),
            ("marker", r"(?is)(?<![a-z])marker(?![a-z]).{0,40}(?:页|頁|转成|轉成)"),
            # Prophet beside a Chinese forecasting word ("用Prophet做销量预测"), the English context words in its row
            ("prophet", r"(?i)(?<![a-z])prophet(?![a-z])(?=[^。]{0,60}(?:预测|預測|销量|銷量|时间序列|時間序列))|"
                        r"(?:预测|預測|销量|銷量|时间序列|時間序列)[^。]{0,60}(?<![a-z])prophet(?![a-z])")) + DOMAIN_ZH_NAMES


# a non-text job said in words, most specific first: a model the tables do not hold said beside one of these is that
# kind of job (tools.nonllm_jobs.provisional_job), never a chat LLM in its place. OCR only where the name carries no
# "OCR" of its own (GOT-OCR2, olmOCR are vision-language models, sized on the held one: advisor.core.unheld_names)
# routes, inpainting, design, series; plates, faces, scans, weather, proteins; anomalies, 3D assets, image search
JOB_WORDS = SOLVER_WORDS + DOMAIN_WORDS + UNHELD_KIND_WORDS + (
    # stem separation by a tool no row holds (MDX-Net, UVR, BS-RoFormer): sized per song like Demucs
    ("separation", r"(?i)(?:stem|source|vocals?|music)\s+(?:separat|isolat|remov|split)|separat\w*\s+(?:the\s+)?vocals|"
                   r"split\w*\s+(?:\w+\s+){0,3}into\s+(?:vocals?|stems)|分离人声|分離人聲|人声分离|人聲分離|去人声|去人聲|"
                   r"音轨分离|音軌分離|伴奏分离|伴奏分離"),
    ("tryon", r"(?i)try[\s-]?on|virtual\s+fitting|试衣|試衣|试穿|試穿|换装|換裝"),
    ("matting", r"(?i)background\s+remov|remov\w*\s+(?:the\s+)?backgrounds?|cut[\s-]?outs?\b|matting|image\s+segment|"
                r"segment\w*\s+(?:the\s+)?(?:images?|photos?)|去背|抠图|摳圖|抠像|摳像|换背景|換背景|图像分割|圖像分割|实例分割|"
                r"實例分割|语义分割|語義分割"),
    ("detection", r"(?i)object\s+detect|open[\s-]vocab|bounding[\s-]+box|\bboxes\b|\bbbox|打框|画框|畫框|标框|標框|目标检测|"
                  r"目標檢測|目標偵測|物体检测|物體偵測|物件偵測|开放词表检测|開放詞表檢測|"
                  r"detect\w*\s+(?:\w+\s+){0,3}(?:in|on|from)\s+(?:\w+\s+){0,2}(?:images?|photos?|frames?|pictures?)|"
                  r"(?:图片|照片|圖片|相片|画面|畫面)[^，。,]{0,10}(?:检测|檢測|偵測)|(?:检测|檢測|偵測)[^，。,]{0,10}(?:图片|照片|圖片|相片)"),
    # (a video business's recommender or moderation, 做短视频推荐 / 短視頻審核, is no generation: the lookahead)
    ("video", r"(?i)text[\s-]to[\s-]video|image[\s-]to[\s-]video|video\s+generat|"
              r"generat\w*\s+(?:(?!for\b|of\b|from\b|captions?\b|subtitles?\b)\S+\s+){0,3}(?:videos?|clips?)|"
              r"(?:生成|做|制作|製作|出)[^，。,；]{0,8}(?:视频|視頻|影片|短片)(?![^，。,]{0,4}(?:字幕|摘要|理解|分析|翻译|翻譯|"
              r"转写|轉寫|检索|檢索|推荐|推薦|推送|排序|分发|分發|审核|審核|广告|廣告|点击|點擊|ctr|CTR))"
              r"|(?:视频|視頻|影片)生成|文生视频|文生視頻"),
    ("speaker", r"(?i)speaker\s+(?:verif|ident|recogn|diari)|voice\s*prints?|voice\s+(?:verif|biometric)|声纹|聲紋|"
                r"说话人|說話人|講者識別"),
    ("form", r"(?i)form\s+(?:field\s+)?(?:extraction|understanding|parsing)|key[\s-]information\s+extraction|\bKIE\b|"
             r"(?:单据|單據|表单|表單|票据|票據|扫描|掃描)[^，。,]{0,12}(?:字段|欄位|栏位)|(?:字段|欄位|栏位)[^，。,]{0,6}"
             r"(?:单据|單據|表单|表單)"),
    ("ocr", r"(?i)(?<![a-z])ocr(?![a-z])|文字识别|文字辨識|文字識別"),
)


def job_word(text: str) -> str | None:
    """The non-text job the message says in words (JOB_WORDS), else None."""
    return next((task for task, pat in JOB_WORDS if re.search(pat, text or "")), None)


# a word written as a model's own name: a capital and a digit, a hyphen or an inner capital ("OmDet-Turbo", "SAM2")
_OWN_NAME = re.compile(r"(?<![A-Za-z0-9_.\-])([A-Za-z][A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)*)(?![A-Za-z0-9_\-])")


# a chat or vision-language family said without its size ("qwen2-vl OCR", "with Qwen2.5-VL"): the LLM path's
LLM_FAMILY = re.compile(r"(?i)(?<![a-z])(?:qwen|llama|mistral|mixtral|gemma|phi-?\d|deepseek|glm|internvl|minicpm|baichuan|"
                        r"llava|pixtral|molmo|yi-)")
_PLAIN = {"fine-tune", "fine-tuning", "fine-tuned", "saas", "paas", "e-commerce", "open-source", "real-time", "on-prem",
          "pre-train", "x-ray", "covid-19", "ai-generated"}


def _name_beside(text: str) -> str | None:
    """A model's own name said with no use word before it ("We need OmDet-Turbo to draw boxes"): a word with a capital
    and a digit, a hyphen or an inner capital that no table holds and that is no job word or plain word; else None."""
    from advisor.core.unheld_names import _NOT_MODELS, HOSTED, _held

    for m in _OWN_NAME.finditer(text or ""):
        w = m.group(1).rstrip(".")
        shaped = any(c.isupper() for c in w) and (any(c.isdigit() for c in w) or "-" in w or any(c.isupper() for c in w[1:]))
        plain = w.lower() in _NOT_MODELS or w.lower() in _PLAIN or w.lower().startswith(("gpu", "rtx", "dgx", "hgx"))
        if not shaped or len(w) <= 2 or plain or HOSTED.match(w) or job_word(w) is not None:
            continue
        if not _held(w) and not _held(w[:-1] if w.endswith("s") else w):
            return w
    return None


def _names_held(text: str, licences: bool = True) -> bool:
    """The message names a model some table sizes (the registry, a vision / non-LLM / video / TTS row): its own path
    answers, so no provisional job is made."""
    from advisor.core.extract_rules import find_model
    from advisor.core.gen_family import family_model
    from advisor.core.named_media import named_vision
    from tools.generated_media import tts_model, video_model
    from tools.named_licences import named_licences
    from tools.non_llm import named_model
    from tools.vision_batch import vision_job
    from tools.voice_conversion import vc_model

    return any(f(text) is not None for f in (named_vision, named_model, video_model, tts_model, vision_job, family_model,
                                             vc_model)) \
        or find_model(text)[0] is not None or LLM_FAMILY.search(text or "") is not None \
        or (licences and any(not lic.unsized for lic in named_licences(text)))


def unheld_job(text: str) -> JobFamily | None:
    """A model the tables do not hold (advisor.core.unheld_names.unheld_name) said beside a non-text job word: a
    provisional family of that job (tools.nonllm_jobs.provisional_job), its licence to be read; else None. An OCR
    model carrying "OCR" in its name is left to the vision-language sizing."""
    from advisor.core.unheld_names import ocr_name, unheld_name

    task = job_word(text) if not _names_held(text) else None
    if task is None and unheld_kind(text) is not None and not _names_held(text, licences=False):
        task = unheld_kind(text)  # a maker's licence held (Hunyuan3D's), the model not: its kind's family, licence said
    task = None if task in DOMAIN_REFERENCE and CHAT_USE.search(text or "") else task  # a chatbot about the weather
    if task == "speaker":  # a diarizer named (NeMo, pyannote) for "who spoke when": the speech sizing's own job
        from advisor.core.extract_stated import diarization_alone

        task = None if diarization_alone(text) else task
    if task is None and ocr_name(text) is not None and not _names_held(text):  # "MonkeyOCR": the name says its kind
        task = "ocr"
    # a depth / cell / LiDAR tool said after a use word keeps its whole name ("using Depth Anything V2 Large"), 用Omnipose
    name = (kind_name(text, task) or unheld_name(text) or _name_beside(text)) if task else None
    plain = name is not None and {name.upper(), name.upper().removesuffix("S")} & NOT_NAMES  # "CT", "MRIs"
    if task in DOMAIN_REFERENCE and (name is None or plain):  # no model named: the job's held row
        return job_by_key(DOMAIN_REFERENCE[task])
    if task == "anomaly" and name is None:  # lines × images a second, no model named: the stated stand-in's stream
        from advisor.core.inspection_stream_read import stream_said
        from tools.inspection_stream import ANOMALY_STAND_IN

        return provisional_job(ANOMALY_STAND_IN, task) if stream_said(text) else None
    if name is None or task is None:
        return None
    if task == "ocr" and ocr_name(text) is not None:  # an unheld OCR model: a typical OCR model, never a chat LLM
        from advisor.core.doc_vlm_lineage import lineage_in
        from tools.kind_models import unheld_of_kind

        # a document VLM whose model card names its held base (olmOCR → Qwen2.5-VL-7B) is sized on that base
        return None if lineage_in(text) is not None else unheld_of_kind(ocr_name(text) or name, "ocr")
    return provisional_job(name, task)


def job_of(text: str) -> JobFamily | None:
    """The table's workload the message names (tools.nonllm_jobs.named_job), or its Chinese name (ZH_NAMES), or a model
    the tables do not hold beside a non-text job word (unheld_job)."""
    got = pipeline_job(text) or named_job(text)  # RFdiffusion → ProteinMPNN → AF2 summed (advisor.core.solver_jobs_read)
    if got is None:
        key = next((k for k, pat in ZH_NAMES if re.search(pat, text or "")), None)
        got = job_by_key(key) if key else (unheld_job(text) or _unknown_tool(text))
    # nnU-Net, SegFormer, a detector (D-FINE-L, a fracture detector) trained: tools.vision_train's, never a per-image pass
    if got is not None and got.task in (*DOMAIN_REFERENCE, "matting", "detection"):
        from advisor.core.vision_train_read import names_vision_training

        return None if names_vision_training(text) is not None else got
    return got


def _unknown_tool(text: str) -> JobFamily | None:
    """A tool no table holds, with no job word, no media or science kind of work and no language-model cue: a job of
    unknown kind (advisor.core.unknown_tool), never the LLM default; None otherwise."""
    from advisor.core.extract_rules import MODALITIES
    from advisor.core.unheld_names import ocr_name, unheld_name
    from advisor.core.unknown_tool import tool_named

    text = re.sub(r"\d[\d,.]{39,}", " ", text or "")  # a pasted digit run names no tool (and the patterns stay linear)
    if not re.search(r"[A-Za-z]", text):
        return None  # a tool's name is written in Latin letters
    if job_word(text) is not None or _names_held(text) or ocr_name(text) is not None:
        return None
    if any(re.search(pat, text or "") for _, pat in MODALITIES):  # images, speech, embeddings …: their own paths
        return None
    return tool_named(text, unheld_name(text) or _name_beside(text))


@dataclass(frozen=True)
class Counted:
    """The items the message counts: a backlog (said with no day) and a daily flow; `said`: the counts as said before
    an ensemble's members multiplied them (the forecasts, not the runs), else None."""
    backlog: float | None
    daily: float | None
    said: Counted | None = None


def _members(job: JobFamily, text: str, c: Counted) -> int | None:
    """An ensemble forecast's members beside a weather model's forecasts (advisor.core.domain_jobs.ensemble_members)."""
    from advisor.core.domain_jobs import ensemble_members

    return ensemble_members(text) if job.task == "weather" and (c.backlog or c.daily) else None


def counted(text: str, unit: str) -> Counted:
    """The backlog and the daily count of `unit` ("2 million songs … ~20k new songs a day": 2,000,000 and 20,000)."""
    rx = COUNTS.get(unit)
    backlog = daily = None
    for m in rx.finditer(text or "") if rx else []:
        n = _amount(m.group(1), m.group(2))
        if n <= 0 or unit == "clip" and RESOLUTION_K.match(m.group(0)):
            continue
        if A_DAY.search(text[m.end():m.end() + 24]) or DAY_BEFORE.search(text[max(0, m.start() - 12):m.start()]):
            daily = daily or n
        else:
            backlog = backlog or n
    if unit in ("frame", "image") and backlog is None and daily is None:  # video frames (advisor.core.media_frames)
        from advisor.core.media_frames import frames_said

        backlog, daily = frames_said(text)
    if unit == "clip" and backlog is None and daily is None:  # photos animated into clips (advisor.core.media_frames)
        from advisor.core.media_frames import ANIMATE

        if ANIMATE.search(text or ""):
            return counted(text, "image")
    if unit == "hour" and backlog is None and daily is None:  # 40部錄音機，每部每日錄24個鐘: recorders × hours a day
        got = RECORDERS.search(text or "")
        if got:
            from tools.nonllm_jobs import recorder_hours

            daily = recorder_hours(_amount(got.group(1), got.group(2)), float(got.group(3)))
    if unit == "run" and daily is None:  # 每天跑两次: a Chinese numeral (advisor.core.domain_jobs)
        daily = zh_runs_a_day(text)
    return Counted(backlog, daily)


def _money(x: float | None, cur: str) -> str | None:
    return None if x is None else money_text(x, cur)


def job_lines(text: str, business: bool | None, deadline_h: float | None, pick: Any, cur: str,
              proposed: list[Msg] | None = None, rates: Any = None, month_budget: float | None = None,
              day_hours: float | None = None, swap: tuple[str, Any] | None = None,
              said_month: float | None = None) -> list[Msg] | None:
    """The answer's lines, head first; None when no table workload is named. `pick(card, min_gb, own_only)`: the
    pilot card (tools.nonllm_jobs.pilot_card where the user is, else the family's card elsewhere) as (card, row,
    price an hour, rented elsewhere, memory GB), or None when none is priced. `rates()`: the cards where the user is
    with their TFLOPS and hour (advisor.core.derived_generation.Rates), for a family with a derived estimate;
    `month_budget` the stated budget a month in `cur`; `day_hours` the hours a day the work may run ("8pm to 8am": 12),
    its window when no deadline is said; `swap` the card a follow-up proposes and a TFLOPS look-up (conversation's
    _swap_card): the job is re-sized on that card (tools.nonllm_jobs.job_on_card); `said_month` a price quoted a month."""
    job = job_of(text)
    if job is None:
        return None
    if swap is not None and job.card is not None and job.gpu != "no":
        job = job_on_card(job, swap[0], swap[1](swap[0]), swap[1](job.card))
    said = BUSINESS.search(text or "") is not None
    bars = blocks_use(job, said or business)
    head = Msg(code="nlj.head", args={"name": job.name, "task": job.task, "unit": job.unit})
    lic = Msg(code="nlj.licence", args={"name": job.name, "licence": job.licence, "source": job.licence_source,
                                        "bars": bars, "commercial": job.commercial, "alt": job.alternative,
                                        "alt_licence": job.alternative_licence,
                                        "cap": cap_millions(job)})
    out = [lic, head] if bars else [head, lic]  # a licence that bars the use leads the answer
    from advisor.core.domain_jobs import fold_card_lines, multi_box_lines  # the direct answers first: "租4090能搞定吗"
    # on ESMFold, "is a multi-gpu h100 box the right thing?" on per-item work

    out[1:1] = fold_card_lines(job.task, text or "") + multi_box_lines(job.task, job.unit, text or "")
    out.append(Msg(code="nlj.gpu", args={"gpu": job.gpu, "task": job.task}))
    told = next((m.args for m in proposed or [] if m.code == "nlj.proposed"), None)  # the reader's card and count
    card_n = (told.get("n"), told.get("card")) if told else proposed_card(text, sized=True)
    from advisor.core.inspection_stream_read import stream_lines  # lines × images a second: a stream's throughput

    plan = (stream_lines(text, pick, cur) if job.task == "anomaly" else []) or _plan(
        job, text, deadline_h, pick, cur, (card_n[0] if isinstance(card_n[0], int) else None,
                                           card_n[1] if isinstance(card_n[1], str) else None), rates, month_budget, day_hours,
        said_month)
    out[1:1], plan = [m for m in plan if m.code in _LEADS], [m for m in plan if m.code not in _LEADS]  # "貴唔貴" first
    if any(m.code == "stream.load" for m in plan):  # a stream all day: no "rent a card for this batch" line
        out = [m for m in out if m.code != "nlj.gpu"]
    # the estimate judges the proposal in figures
    judged = any(m.code in ("ic.proposed", "nt.eight", "nlj.tree_held", "sj.forecast_held") for m in plan)
    out += [m for m in proposed or [] if not (judged and m.code == "nlj.proposed")]
    floor = cc_lines(job, proposed_card(text), text or "")  # "our 8x A100" under Evo 2 40B's FP8 floor (advisor.core.domain_jobs)
    # "rent an 8×H100 node?" (advisor.core.domain_jobs); a node the model cannot run on is not weighed as workers
    out += floor + plan + ([] if floor else node_lines(job.task, proposed_card(text), plan, pick, cur))
    screen = screen_lines(job.task, job.key, text or "")  # ligands against one target: its MSA once
    out += screen
    items = counted(text, job.unit) if job.task == "unknown" else None  # a count said is never asked for again
    out.append(Msg(code="nlj.measure", args={"task": job.task, "unit": job.unit,
                                             "counted": bool(items and (items.backlog or items.daily))}))
    if not screen:  # a screen's MSA is the target's one search (dj.screen), not a per-protein database stage
        out.append(Msg(code="nlj.note", args={"task": job.task}))
    return out


def face_lines(people: float | None, pick: Any, cur: str) -> list[Msg]:
    """Door access by face: no GPU server (the peak a gate has for a face is advisor.core.cpu_jobs.gate_lines'), and a
    price from a held row: no CPU-only server's or edge box's purchase price is held, so the figure missing is said and
    the smallest GPU row held in the user's place (a T4, `pick` as job_lines') is priced held all month as the ceiling
    the CPU route stays under — never an invented price."""
    p = pick("T4", 0.0, False)
    month = always_on_month(1, p[2]) if p else None
    return [Msg(code="nlj.face", args={"people": people}),
            Msg(code="nlj.face_cost", args={
                "card": p[0] if p else None, "row": p[1] if p else None,
                "price": money_text(p[2], cur) if p else None, "elsewhere": bool(p and p[3]),
                "month": money_text(month, cur) if month is not None else None})]


def _card_args(p: Any, cur: str, card: str | None = None) -> dict[str, Any]:
    return {"card": p[0] if p else card, "row": p[1] if p else None, "price": _money(p[2], cur) if p else None,
            "elsewhere": bool(p and p[3])}


def _plan(job: JobFamily, text: str, deadline_h: float | None, pick: Any, cur: str,
          said: tuple[int | None, str | None] = (None, None), rates: Any = None,
          month_budget: float | None = None, day_hours: float | None = None, said_month: float | None = None) -> list[Msg]:
    """The work and the provisional plan: trees by memory, faces with no GPU server, the rest by GPU-hours."""
    if job.task == "face":
        people = counted(text, "person")
        return face_lines(people.backlog or people.daily, pick, cur)
    if job.task == "trees":
        return _trees(job, text, pick, cur, said)
    c = counted(text, job.unit)
    members = _members(job, text, c)
    if members:  # each forecast runs every member (tools.nonllm_jobs.ensemble_runs): 4 a day × 50 = 200 runs
        c = Counted(ensemble_runs(c.backlog, members) if c.backlog else None,
                    ensemble_runs(c.daily, members) if c.daily else None, c)
    lead: list[Msg] = []
    if job.task == "interpolate":  # a target frame rate: the new frames are the work (tools.media_models)
        c, lead = _interp_target(text, c)
    if job.task == "pose":  # users streaming frames: on the phone first (advisor.core.nonllm_jobs.pose_lines)
        pose = pose_lines(text, c.backlog or c.daily)
        if pose:
            return pose
    if job.task == "bioacoustic" and (c.backlog or c.daily):  # the audio's size: the real cost (tools.nonllm_jobs.wav_gb)
        return [Msg(code="nlj.items", args={"unit": job.unit, "backlog": c.backlog, "daily": c.daily, "gpu": job.gpu,
                                            **_pilot_test(c, job.unit, deadline_h, None, cur),
                                            **_card_args(None, cur, job.card)}), audio_store(c.backlog, c.daily)]
    if job.task == "plate":  # a stream of camera frames, held all month (advisor.core.domain_jobs)
        return plate_lines(c.backlog or c.daily, pick, cur, said_month, month_budget)
    if job.task == "route":  # one GPU a solve, a card-hour a day (advisor.core.solver_jobs_read)
        return route_lines(c.backlog or c.daily, pick, cur)
    if job.seconds_each is None and rates is not None:  # a generator's estimate from a held one (IDM-VTON, Mochi-1)
        from advisor.core.derived_generation import derived_lines
        from tools.derived_generation import window_hours

        window = window_hours(deadline_h or day_hours, bool(c.daily), NEXT_DAY.search(text or "") is not None)
        got = derived_lines(job.key, job.unit, c.backlog, c.daily, window, rates, cur, month_budget, text)
        if got:
            return got
    timed = job.seconds_each is not None  # a published time on one card: only that card, so the time holds
    p = pick(job.card, job.min_gb, timed) if job.card else None
    card = _card_args(p, cur, job.card)
    if job.task == "singlecell":  # cells × epochs in A100-hours, a proposed node judged (advisor.core.named_tools_read)
        from advisor.core.named_tools_read import cell_lines

        cells = cell_lines(text, c.backlog or c.daily, deadline_h, p, cur, said, job.key, job.time_scale)
        if cells:
            return cells
    if job.task == "lidar3d" and job.key == "unheld":  # frames × epochs × runs (advisor.core.lidar_train_read)
        from advisor.core.lidar_train_read import lidar_lines

        got = lidar_lines(text, c.backlog or c.daily, deadline_h, p, cur)
        if got:
            return got
    if job.task == "separation":
        mins = MINUTES.search(text or "")
        each = float(mins.group(1)) if mins else None
        work = {k: audio_hours(n, each) if n and each else None for k, n in (("backlog", c.backlog), ("daily", c.daily))}
        need = speed_needed(work["backlog"], deadline_h) if work["backlog"] and deadline_h else None
        daily_need = speed_needed(work["daily"], 24.0) if work["daily"] else None
        from advisor.core.separation_read import separation_line  # a held real-time factor (tools.separation_speed)

        sized = separation_line(job.key, text, work["backlog"], deadline_h, p, cur)
        return [Msg(code="nlj.audio", args={"songs": c.backlog, "daily": c.daily, "each": each, "hours": work["backlog"],
                                            "daily_hours": work["daily"], "deadline": deadline_h, "need": need,
                                            "daily_need": daily_need, "sized": any(m.code == "sep.speed" for m in sized),
                                            **card})] + sized
    if job.task == "tsforecast" and (runs := forecast_lines(job.key, text, c.backlog or c.daily, pick, cur, said)):
        return runs + calls_lines(job.task, c.backlog or c.daily, text)  # TimesFM: a run's FLOPs, a card held
    if job.seconds_each is None and (c.backlog or c.daily):  # an estimate from compute (advisor.core.item_compute)
        from advisor.core.item_compute import estimate_lines
        from tools.kind_reference import reference_key  # an unheld kind's reference model (depth → Depth Anything V2)

        key = (reference_key(job.task) or job.key) if job.key == "unheld" else job.key
        est = estimate_lines(key, text, c.backlog, c.daily, deadline_h, p, cur, said)
        if est:
            return lead + est
    if job.seconds_each is None or not (c.backlog or c.daily):
        return lead + [Msg(code="nlj.items", args={"unit": job.unit, "backlog": c.backlog, "daily": c.daily, "gpu": job.gpu,
                                            **_pilot_test(c, job.unit, deadline_h, p, cur, text), **card})] + calls_lines(
            job.task, c.backlog or c.daily, text)  # series × calls
    return lead + _timed_lines(job, c, members, text, deadline_h, p, card, cur)


def _interp_target(text: str, c: Counted) -> tuple[Counted, list[Msg]]:
    """Interpolation to a stated frame rate: the counted source frames become the new frames the model makes
    (tools.media_models.interpolated_frames: 576,000 a day at 24 → 60 fps = 864,000 new, 1,440,000 output), said."""
    from advisor.core.media_frames import target_fps
    from tools.media_models import interpolated_frames

    rates = target_fps(text)
    n = c.backlog or c.daily
    if rates is None or not n:
        return c, []
    new, output, ratio = interpolated_frames(n, rates[0], rates[1])
    return (Counted(new if c.backlog else None, new if c.daily else None, c),
            [Msg(code="nlj.interp_target", args={"source_fps": rates[0], "target_fps": rates[1], "source": n,
                                                 "new": new, "output": output, "ratio": ratio,
                                                 "daily": not c.backlog})])


def _timed_lines(job: JobFamily, c: Counted, members: int | None, text: str, deadline_h: float | None, p: Any,
                 card: dict[str, Any], cur: str) -> list[Msg]:
    """A held time per item: the backlog and the day's work timed, a named tool's own lines (DiffDock-L's funnel,
    Docling's scans) and a stated daily window's wall."""
    from advisor.core.batch_window_lines import card_window_msgs  # a stated daily window is the wall
    from advisor.core.named_tools_read import funnel_lines, pdf_lines

    assert job.seconds_each is not None
    extra = (funnel_lines(c.backlog, p, cur, job.seconds_each) if job.key == "diffdock" else
             pdf_lines(text, c.backlog, deadline_h) if job.key == "docling" else [])
    if job.unit == "frame":  # videos × minutes with no frame rate said: read at the assumed rate, said
        from advisor.core.media_frames import fps_assumed
        from tools.media_models import VIDEO_FPS_ASSUMED

        extra = ([Msg(code="nlj.fps_assumed", args={"fps": VIDEO_FPS_ASSUMED})] if fps_assumed(text) else []) + extra
    monthly = deadline_h is None and c.backlog is not None and monthly_count(text, job.unit)
    return [_timed(job, n, daily, deadline_h, NEXT_DAY.search(text or "") is not None, p, card, cur,
                   (members, forecasts) if members else None, monthly and not daily)
            for n, daily, forecasts in ((c.backlog, False, c.said.backlog if c.said else None),
                                        (c.daily, True, c.said.daily if c.said else None)) if n] + extra + card_window_msgs(
        text, bool(c.daily), gpu_hours(c.daily, job.seconds_each) if c.daily else None, card["card"], p[2] if p else None, cur)


# frames a second each user sends ("手機每秒上傳15張畫面", "15 fps", "15 frames a second")
FPS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:fps|frames?\s*(?:a|per|/)\s*s(?:ec(?:ond)?)?)|"
                 r"(?:每秒|每一秒)[^，。,]{0,8}?(\d+(?:\.\d+)?)\s*(?:张|張|帧|幀|格)")


# users at once ("500 concurrent users", "2000人同時用")
USERS_AT_ONCE = re.compile(r"(?i)" + _NUM + r"\s*(?:个|個|名|位)?\s*(?:concurrent|simultaneous|active|live)\s+(?:users?|people)|"
                           + _NUM + r"\s*(?:个|個|名|位)?\s*(?:人|用户|用戶)\s*(?:同时|同時)")


def pose_lines(text: str, users: float | None) -> list[Msg]:
    """Users × frames a second (tools.nonllm_jobs.pose_stream): the frames a second in all, the phone's published
    rate against one user's, the cards at the authors' batch-1 figure; empty when the users or the rate are unsaid."""
    from tools.nonllm_jobs import POSE_GPU_CARD, POSE_GPU_FPS, POSE_PHONE_CHIP, POSE_PHONE_FPS, POSE_SRC, pose_stream

    m = FPS.search(text or "")
    fps = float(m.group(1) or m.group(2)) if m else None
    u = USERS_AT_ONCE.search(text or "")
    users = _amount(u.group(1) or u.group(3), u.group(2) or u.group(4)) if u else users
    if not users or not fps:
        return []
    got = pose_stream(users, fps)
    return [Msg(code="sci.pose_stream", args={
        "users": users, "fps": fps, "frames": got.frames_s, "phone_ok": got.phone_ok, "phone_fps": POSE_PHONE_FPS,
        "chip": POSE_PHONE_CHIP, "gpu_fps": POSE_GPU_FPS, "gpu": POSE_GPU_CARD, "cards": got.cards_batch1,
        "source": POSE_SRC})]


def audio_store(backlog: float | None, daily: float | None) -> Msg:
    """The recordings' size as 48 kHz 16-bit mono WAV (tools.nonllm_jobs.wav_gb), a daily flow also over a month."""
    from tools.nonllm_jobs import wav_gb, wav_tb

    month = per_month(daily) if daily else None
    hours = backlog or month or 0.0
    return Msg(code="sci.audio_store", args={"hours": hours, "monthly": backlog is None, "gb": wav_gb(hours),
                                            "tb": wav_tb(hours)})


# the tool itself fine-tuned ("fine-tune Prithvi on 5k chips", 先用5000张标注好的tile微调), never "train our own
# classifier" on its features (a CONCH feature job): only fine-tune words
FINE_TUNE = re.compile(r"(?i)fine[\s-]?tun|finetun|微调|微調")


def _pilot_test(c: Counted, unit: str, deadline_h: float | None, p: Any, cur: str, text: str = "") -> dict[str, Any]:
    """No time per item is held: no GPU-hours or cost are computed, only how the 24-hour plan measures the time — one
    hour on the pilot card (tools.nonllm_jobs.PILOT_TEST_HOURS) over a sample of the user's items (pilot_sample), its
    cost at the card's hour, and the window the cards are then sized for (a day's flow: 24 h). 2,000,000 molecules on
    an L4 at $0.49: a 10,000-molecule sample, a $0.49 hour. A fine-tune said ("fine-tune Prithvi on 5k chips", 微调)
    times training steps instead: the items passed in the hour, then hours = items × the epochs ÷ that count."""
    from tools.nonllm_jobs import PILOT_TEST_HOURS, pilot_sample, pilot_test_cost

    n = c.backlog or c.daily
    if not n:
        return {}
    return {"test_n": pilot_sample(unit, n), "test_hours": PILOT_TEST_HOURS, "test_count": n,
            "test_window": 24.0 if c.backlog is None else deadline_h,
            "test_cost": _money(pilot_test_cost(p[2]), cur) if p else None,
            "test_train": FINE_TUNE.search(text or "") is not None}


# a count said per month ("500 apartment photo sets a month", "每月 300 套房源"): the month is the job's window
A_MONTH_AFTER = re.compile(r"(?i)^[^.。,，;；]{0,30}?(?:\b(?:a|per|each|every)\s+month\b|/\s*mo(?:nth)?\b|\bmonthly\b|"
                           r"每月|每个月|每個月|一个月|一個月)")
MONTH_BEFORE = re.compile(r"(?:每月|每个月|每個月|一个月|一個月)\s*(?:约|約|大概|大約|要|有|做|接|拍)?\s*$")


def monthly_count(text: str, unit: str) -> bool:
    """True when the count of `unit` is said per month: a month word right after it, or 每月 right before it."""
    rx = COUNTS.get(unit)
    t = text or ""
    return any(A_MONTH_AFTER.search(t[m.end():]) or MONTH_BEFORE.search(t[max(0, m.start() - 10):m.start()])
               for m in (rx.finditer(t) if rx else ()))


def _timed(job: JobFamily, n: float, daily: bool, deadline_h: float | None, next_day: bool, p: Any,
           card: dict[str, Any], cur: str, ensemble: tuple[int, float | None] | None = None,
           monthly: bool = False) -> Msg:
    """A count at the published seconds each: GPU-hours, the cards to finish in time (a day's items in 24 h), the
    cost (a daily load also a month); `ensemble`: the members and the forecasts said, whose product `n` is."""
    from tools.constants import HOURS_PER_MONTH

    secs = job.seconds_each or 0.0
    hours = gpu_hours(n, secs)
    window = 24.0 if daily or next_day else HOURS_PER_MONTH if monthly else deadline_h  # a month's count: the month
    cost = job_cost(hours, p[2]) if p else None
    return Msg(code="nlj.timed", args={
        "unit": job.unit, "n": n, "daily": daily, "monthly": monthly, "secs": secs, "on": job.measured_on,
        "source": job.figure_source,
        "scale": job.time_scale,
        "gpuh": hours, "window": window, "cards": cards_within(hours, window) if window else None, "cost": _money(cost, cur),
        "month": _money(per_month(cost), cur) if cost is not None and daily else None,
        # an app's daily flow arrives all day: the cards held all month too (tools.domain_jobs.always_on_month)
        "held_month": _money(always_on_month(cards_within(hours, 24.0), p[2]), cur) if p and daily else None,
        "members": ensemble[0] if ensemble else None, "forecasts": ensemble[1] if ensemble else None,
        **(_spread(hours) if window is None else {}), **card})


def _spread(hours: float) -> dict[str, Any]:
    """A backlog with no deadline: one card's wall time and the cards that finish it within a day
    (tools.nonllm_jobs.spread), worded."""
    from tools.nonllm_jobs import spread
    from tools.wording import duration

    got = spread(hours)
    if got is None:
        return {}
    return {"spread_one": duration(got[0]), "spread_cards": got[1], "spread_wall": duration(got[2])}


def _trees(job: JobFamily, text: str, pick: Any, cur: str, said: tuple[int | None, str | None] = (None, None)) -> list[Msg]:
    """Rows × features: the raw float32 matrix, the quantised one, the cards of the place's pick holding it (a
    floor): the cheapest card that holds the quantised matrix, else the one with the most memory. With the matrix
    known: the boosting run's GPU-hours (tools.nonllm_jobs.tree_train_hours, an estimate), a daily retrain's month,
    and a proposed set of cards held all month against it."""
    rows = counted(text, "row")
    feats = FEATURES.search(text or "")
    n = rows.backlog or rows.daily
    f = float(feats.group(1).replace(",", "")) if feats else None
    raw, quant = tree_matrix_gb(n, f) if n and f else (None, None)
    p = pick(job.card, quant or 0.0, False)
    gb = p[4] if p else None
    held = cards_holding(quant, gb) if quant and gb else None
    out = [Msg(code="nlj.trees", args={
        "name": job.name, "xgb": job.key == "xgboost", "rows": n, "features": f, "raw": raw, "quant": quant, "card_gb": gb,
        "cards": held, "raw_cards": cards_holding(raw, gb) if raw and gb else None,
        "timed": bool(held and p and job.key == "xgboost"),
        "tight": bool(quant and gb and held == 1 and tight_fit(quant, gb) and job.key == "xgboost"),
        **_card_args(p, cur, job.card)})]
    if quant and held and p and job.key == "xgboost":  # the GPU hist rule is XGBoost's (tools.nonllm_jobs)
        out += _tree_time(job, text, quant, held, p, pick, cur, said)
    return out


def _tree_time(job: JobFamily, text: str, quant: float, held: int, p: Any, pick: Any, cur: str,
               said: tuple[int | None, str | None]) -> list[Msg]:
    """The boosting run on the pilot card(s): GPU-hours (a range, an estimate), the day's and the month's cost of a
    daily retrain, spot, and the proposed cards held all month against it."""
    from catalog.gpus import all_gpus

    g = all_gpus().get(p[0])
    bw = g.bandwidth_gb_s if g else None
    if not bw:
        return []
    t = TREES.search(text or "")
    d = DEPTH.search(text or "")
    trees = int((t.group(1) or t.group(2)).replace(",", "")) if t else DEFAULT_TREES
    depth = int(next(x for x in d.groups() if x)) if d else DEFAULT_DEPTH
    fast, slow = tree_train_hours(quant, trees, depth, bw)
    daily = A_DAILY_RETRAIN.search(text or "") is not None
    args: dict[str, Any] = {
        "trees": trees, "trees_said": t is not None, "depth": depth, "depth_said": d is not None, "quant": quant,
        "bw": bw, "fast": fast, "slow": slow, "cards": held, "daily": daily,
        "cost_lo": _money(job_cost(fast, p[2]), cur), "cost_hi": _money(job_cost(slow, p[2]), cur),
        "month_lo": _money(per_month(job_cost(fast, p[2])), cur) if daily else None,
        "month_hi": _money(per_month(job_cost(slow, p[2])), cur) if daily else None, **_card_args(p, cur)}
    out = [Msg(code="nlj.tree_time", args=args)]
    n, card = said
    q = proposed_pick(pick, card)
    if q:
        from tools.constants import HOURS_PER_MONTH

        month = always_on_month(n or 1, q[2])
        job_month = per_month(job_cost(slow, p[2])) if daily else job_cost(slow, p[2])
        out.append(Msg(code="nlj.tree_held", args={
            "n": n or 1, "month_h": HOURS_PER_MONTH, "card": q[0], "month": _money(month, cur), "row": q[1],
            "price": _money(q[2], cur), "times": times_over(month, job_month), "daily": daily}))
    out.append(Msg(code="nlj.tree_spot", args={"daily": daily, "asked": SPOT.search(text or "") is not None}))
    return out


# a card the user (or a colleague, a boss) proposes: "8卡A800", "two A100s", "租H100" (the reader's gpu_preference first)
PROPOSED = re.compile(r"(?i)(?:(\d+)\s*(?:卡|张|張|台|块|塊|x|×)?\s*)?((?:RTX\s*)?(?:[ABHL]\d{2,3}S?|\d{4}D?))(?![0-9a-z])"
                      r"([\s-]*\d{2,3}\s*GB?(?![0-9a-z]))?")
BUY = re.compile(r"(?i)\bbuy|\bbought|\bpurchas|买|買|购置|購置")


def proposed_card(text: str, sized: bool = False) -> tuple[int | None, str | None]:
    """The count and the card the message proposes ("8卡A800": 8, "A800"), else (None, None); `sized`: with the
    memory said beside it ("8x A100 80GB": "A100 80GB", priced as the 80 GB card, never the 40 GB one)."""
    for m in PROPOSED.finditer(text or ""):
        if re.search(r"[A-Za-z]", m.group(2)) or m.group(2).upper().startswith("RTX"):
            card = m.group(2) + (" " + m.group(3).strip(" -") if sized and m.group(3) else "")
            return (int(m.group(1)) if m.group(1) else None), card
    return None, None


def proposed_lines(job: JobFamily, text: str, n: int | None, card: str | None, hk_licensed: bool) -> list[Msg]:
    """The user's proposed card said against the job's need: not needed where no GPU is (a CPU job), more than needed
    where a GPU is optional (a small model: one or two cards, sized from the pilot); a card bought in Hong Kong that
    needs a US export licence (`hk_licensed`, tools.compat.purchase_licensed) says so (gen_family's words)."""
    if card is None:
        return []
    out = []
    if job.gpu in ("no", "optional"):
        out.append(Msg(code="nlj.proposed", args={"card": card, "n": n, "gpu": job.gpu, "task": job.task,
                                                  "buy": BUY.search(text or "") is not None}))
    if hk_licensed and BUY.search(text or ""):
        out.append(Msg(code="fam.hk_export", args={"gpu": card}))
    return out


# a follow-up that asks the same job's price somewhere else or by the month ("那放阿里云上一个月多少钱", "and on AWS?")
RE_PRICE = re.compile(r"(?i)多少钱|多少錢|幾多錢|几钱|幾錢|how\s+much|\bcost|\bprice|价格|價格|费用|費用|一个月|一個月|每月|"
                      r"\bper\s+month|\ba\s+month|阿里云|阿里雲|aliyun|alibaba|\baws\b|\bgcp\b|azure|腾讯云|騰訊雲|华为云|"
                      r"華為雲|火山引擎|runpod|lambda|\bregion\b|机房|機房")


def thread_text(said: list[str]) -> str | None:
    """A follow-up naming no model ("what about 400 houses a day?", 改成每天300套呢) in a thread whose earlier message
    named a table workload: the thread's messages newest first, joined (each count read is the one said last), when
    this message carries a figure of that job's unit; None otherwise."""
    if len(said) < 2 or job_of(said[0]) is not None:
        return None
    job = next((j for j in map(job_of, said[1:]) if j is not None), None)
    if job is None:
        return None
    c = counted(said[0], "row" if job.task == "trees" else job.unit)
    figure = c.backlog or c.daily or MINUTES.search(said[0]) or FEATURES.search(said[0]) or RE_PRICE.search(said[0])
    return "\n".join(said) if figure else None
