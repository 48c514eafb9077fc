"""Reading a vision-training request (detection, classification, 3D medical segmentation) in English, 简体 and 繁體:
which model (tools.vision_train.MODELS, or the kind's stand-in when none is named), the images or cases, the
epochs, the input size and the folds — the numbers the user gave, kept, never asked again ("fine tune YOLO11m on
~60k labelled images at 640px for 150 epochs" was asked "which input size?")."""

from __future__ import annotations

import re

from tools.schema import Msg, Workload
from tools.seg_train import SEG_MODELS
from tools.vision_train import MODELS, VisionJob

TRAIN = re.compile(r"(?i)\b(?:re|pre[\s-]?)?train(?:ing)?\b|fine[\s-]?tun|finetun|訓練|训练|微调|微調|重新训|重新訓"
                   r"|\b\d+\s*-?\s*folds?\b|(?:\d+|五|三|十)\s*折")
YOLO = re.compile(r"(?i)(?<![a-z0-9])yolo[\s_-]?(?:v?(\d+))?[\s_-]?([nsmlx])?(?![a-z0-9])")
RTDETR = re.compile(r"(?i)rt[\s_-]?detr(?:[\s_-]?v2)?(?:[\s_-]*r?(18|34|50|101))?(?!\d)")
RESNET = re.compile(r"(?i)resnet[\s_-]?(\d+)?")
NNUNET = re.compile(r"(?i)(?<![a-z0-9])nn[\s_-]?u[\s_-]?net")
SEGMENT_3D = re.compile(r"(?i)(?<![a-z0-9])u[\s_-]?net(?![a-z0-9])|\b(?:3d|ct|mri)\b[^.。!?！？\n]{0,40}?segment"
                        r"|(?:medical|tumou?r|organ)\s+segmentation|(?:ct|mri|CT|MRI|肿瘤|腫瘤|器官|病灶)[^。！？\n]{0,12}?分割")
# a detector said as its kind: "object detection", "a fracture detection model", "骨折偵測模型", "物件偵測"
DETECT = re.compile(r"(?i)object\s+detect|\bdetector\b|\bdetr\b|\bdetection\s+model|目标检测|目標檢測|目標偵測|物件偵測|物体检测|"
                    r"物體偵測|物體檢測|(?:检测|檢測|偵測|侦测)\s*模型")
CLASSIFY = re.compile(r"(?i)image\s+classif|classifier|图像分类|圖像分類|(?:图片|圖片|照片|图像|圖像|影像)\s*(?:分类|分類)")
# DINOv2 / DINOv3 and the ViT size named near them ("DINOv2 ViT-L/14", "dinov3_vit7b16", "DINOv3最大的ViT-7B"); a bare
# "ViT-7B" is DINOv3's (the one 7B ViT listed); "最大 / largest" with DINOv3 is its ViT-7B
DINO = re.compile(r"(?i)(?<![a-z0-9])dino[\s_-]?v([23])(?![0-9])")
VIT_SIZE = re.compile(r"(?i)(?<![a-z0-9])vit[\s_/-]?(7b|g|h\+|s\+|[sblh])(?![a-z0-9])|(?<![a-z0-9])vit[\s_/-]?(7b|[sblgh])"
                      r"(?:[\s_/-]?(?:14|16))(?![0-9])")
# 2-D semantic segmentation (tools.seg_train): SegFormer's MiT size, DeepLabV3's ResNet; unnamed, DeepLabV3-R101
SEGFORMER = re.compile(r"(?i)segformer(?:[\s_-]*(?:mit)?[\s_-]*b([0-5]))?")
DEEPLAB = re.compile(r"(?i)deeplab[\s_-]?v?3\+?(?:[\s_-]*(?:resnet|r)[\s_-]?(50|101))?")
SEMANTIC = re.compile(r"(?i)semantic\s+segment|(?:语义|語義|語意|语意)\s*分割")
# a named domain ViT backbone (tools.vision_train.NAMED_VITS): its key and the name as people write it
NAMED_VIT = (("retfound", re.compile(r"(?i)(?<![a-z0-9])ret[\s_-]?found(?![a-z0-9])")),)
# a two-tower CLIP fine-tuned on image-text pairs (tools.vision_train.CLIPS): Chinese-CLIP ("Chinese-CLIP", "CN-CLIP",
# 中文CLIP) or OpenAI's, with the ViT size said near it ("ViT-L/14", "ViT-H-14", "@336px")
CLIP = re.compile(r"(?i)(?<![a-z0-9])(?:(chinese|cn)[\s_-]?|(中文)\s*)?clip(?![a-z0-9])")
CLIP_SIZE = re.compile(r"(?i)(?<![a-z0-9])vit[\s_-]?([blh])[\s_/-]?(14|16|32)(?:[\s_-]?@?\s*(336))?(?![0-9])")
LARGEST = re.compile(r"(?i)最大|\blargest\b|\bbiggest\b")
_MAG = {"k": 1e3, "m": 1e6, "千": 1e3, "万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8}
# "4 张 A100", "8張H100", "2 张卡", "4張 4090": cards counted, never images (张/張 counts both)
_NOT_CARDS = r"(?!\s*(?:[A-Za-z]{1,4}\s*-?\d|卡|显卡|顯卡|[Gg][Pp][Uu]|\d{4}(?![\dx×*\s]*\d)))"
# a count stands alone: never the digits of a model's name ("ResNet-50 圖片分類" is no 50 images)
COUNT = re.compile(r"(?i)(?<![a-z0-9.\-_])(\d[\d,]*(?:\.\d+)?)\s*([km千万萬亿億])?\s*"
                   r"(?:labell?ed\s+|annotated\s+|training\s+|3d\s+|(?:oct|fundus|retinal|cxr|x-?ray|ct|mri)\s+|張|张|標註的?|标注的?|例\s*)*(?:\d{3,4}\s*[x×*]\s*\d{3,4}\s*(?:px\s+)?)?"
                   r"(?:image[\s-]?text\s+|商品)?(images?|photos?|pictures?|pairs?|对|對|imgs?|frames?|tiles?|scans?|cases?|volumes?|patients?|ct|mri|"
                   r"例|病例|個案|个案|(?:張|张)" + _NOT_CARDS + r"|幅|圖|图)")
# each figure whole: never the tail of another ("1.5 epochs" is no 5, "64000px" no 4000 px, "-150轮" no 150)
_WHOLE = r"(?<![A-Za-z0-9_.,\-−－])"  # a Chinese character before is no part of it (训练300轮)
EPOCHS = re.compile(r"(?i)" + _WHOLE + r"(\d{1,5}|\d{1,2},\d{3})(?![\d.,])\s*(?:epochs?|個\s*epoch|个\s*epoch|輪|轮)")
SIZE = re.compile(r"(?i)" + _WHOLE + r"(\d{3,4})(?![\d.,])\s*(?:px|pixels?|像素|分辨率|解析度|p\b)"
                  r"|imgsz\s*=?\s*(\d{3,4})(?![\d.])|"
                  + _WHOLE + r"(\d{3,4})\s*[x×*]\s*\d{3,4}(?![\d.])")
FOLDS = re.compile(r"(?i)" + _WHOLE + r"([1-9]\d?)(?![\d.,])\s*-?\s*folds?|" + _WHOLE + r"([1-9]\d?|五|三|十)(?![\d.,])\s*折")
# a figure beside an epoch, a fold or a pixel that the readers above leave (signed, zero, a fraction, too many, past
# 99 folds or 99,999 epochs, an image side outside 100–9,999 px): said not read, never sized in silence
_SAID = re.compile(r"(?i)(?<![A-Za-z0-9_.])[-−－]?\d[\d,.]*(?:e[-+]?\d+)?\s*"
                   r"(?:epochs?|個\s*epoch|个\s*epoch|輪|轮|-?\s*folds?|折|px|pixels?|像素)")
_ZH = {"三": 3, "五": 5, "十": 10}
ONSITE = re.compile(r"(?i)on[\s-]?prem|on[\s-]?site|in[\s-]?house|air[\s-]?gap|\bbuy\b|\bpurchase|地端|本地|院內|院内|"
                    r"出院外|不出院|院外|自建|机房|機房|自己的(?:服务器|伺服器|機器|机器)|買|买|购置|購置|採購|采购"
                    r"|(?:can'?t|cannot|must\s+not|mustn'?t|may\s+not|not\s+allowed\s+to)\s+leave"
                    r"|(?:不能|不可以?|不得|唔可以|唔能够)\s*(?:出|离开|離開)")


def trains_vision(text: str) -> bool:
    """Does the message ask to train or fine-tune (or cross-validate) a model?"""
    return bool(TRAIN.search(text or ""))


def vision_model(text: str) -> tuple[str, str, bool] | None:
    """(MODELS key, nnU-Net configuration, stand-in) of the model named; the kind's stand-in (RT-DETR-R50 for
    detection: Apache-2.0; nnU-Net for 3D segmentation; ResNet-50 for classification) when none is; None otherwise."""
    t = text or ""
    named = next((k for k, rx in NAMED_VIT if rx.search(t)), None)
    if named is not None:  # RETFound: a ViT-L/16 (tools.vision_train.NAMED_VITS), never an unknown LLM
        return named, "", False
    clip = clip_model(t)
    if clip is not None:
        return clip
    dino = dino_model(t)
    if dino is not None:
        return dino
    vit = vit_model(t)  # a plain ViT or its MAE pre-training, sized as named (never "not sized here")
    if vit is not None:
        return vit
    seg = seg_model(t)
    if seg is not None:
        return seg
    from advisor.core.detector_read import named_detector

    det = named_detector(t)  # RT-DETRv2, D-FINE, RF-DETR (tools.detector_rows): the row named, never a stand-in
    if det is not None:
        return det[0].key, "", False
    if NNUNET.search(t):
        return "nnunet", "2d" if re.search(r"(?i)(?<![a-z0-9])2d(?![a-z0-9])", t) else "3d_fullres", False
    y = YOLO.search(t)
    if y:
        ver, size = y.group(1), (y.group(2) or "").lower()
        fam = "yolov8" if ver == "8" else "yolo11"
        return f"{fam}{size or 'm'}", "", not size or ver not in ("8", "11")
    r = RTDETR.search(t)
    if r:
        return f"rtdetr-r{r.group(1) or '50'}", "", r.group(1) is None
    n = RESNET.search(t)
    if n:
        return "resnet50", "", n.group(1) != "50"
    if SEGMENT_3D.search(t):
        return "nnunet", "3d_fullres", True
    if DETECT.search(t):
        return "rtdetr-r50", "", True
    return ("resnet50", "", True) if CLASSIFY.search(t) else None


# MAE pre-training ("MAE pretraining ViT-L", "masked autoencoder", 掩码自编码器预训练): the MAE row of the ViT size said
MAE = re.compile(r"(?<![A-Za-z0-9])MAE(?![A-Za-z0-9])|(?i:masked[\s-]?auto[\s-]?encod)|掩码自编码|掩碼自編碼")
# images beside a bare MAE: never a forecast's mean absolute error ("MAE below 5%") read as a ViT pre-training
MAE_IMAGES = re.compile(r"(?i)images?|imagenet|photos?|pictures?|图片|圖片|图像|圖像|影像|照片|张图|張圖")


def vit_model(t: str) -> tuple[str, str, bool] | None:
    """(MODELS key, "", stand-in) of a plain or MAE-pre-trained ViT: the size said ("ViT-L", "vit_large", "ViT-H/14"),
    ViT-L when MAE is said with no size (a stand-in, said); None when neither a ViT size nor MAE is named."""
    v = VIT_SIZE.search(t) or re.search(r"(?i)(?<![a-z0-9])vit[\s_-]?(base|large|huge)(?![a-z])", t)
    size = (v.group(1) or v.group(2) or "").lower()[:1] if v else ""
    mae = MAE.search(t) is not None
    if size not in ("b", "l", "h"):
        return ("mae-vit-l", "", True) if mae and MAE_IMAGES.search(t) else None
    return (f"{'mae-' if mae else ''}vit-{size}", "", False)


def seg_model(t: str) -> tuple[str, str, bool] | None:
    """(SEG_MODELS key, "", stand-in) of the 2-D segmentation model named: SegFormer-B0…B5 (B2 when no size is
    said, a stand-in), DeepLabV3 ResNet-50 / -101; DeepLabV3-R101 for a semantic segmentation with none named."""
    s = SEGFORMER.search(t)
    if s:
        return f"segformer-b{s.group(1) or '2'}", "", s.group(1) is None
    d = DEEPLAB.search(t)
    if d:
        return f"deeplabv3-r{d.group(1) or '101'}", "", d.group(1) is None
    return ("deeplabv3-r101", "", True) if SEMANTIC.search(t) else None


def clip_model(t: str) -> tuple[str, str, bool] | None:
    """(CLIPS key, "", stand-in) of the CLIP named: Chinese-CLIP B/16, L/14 (@336px), H/14 or OpenAI CLIP B/32, B/16,
    L/14, the size read after the name; with no size (or one not listed), the family's ViT-L/14 (a stand-in, said);
    None when no CLIP is named."""
    c = CLIP.search(t)
    if c is None:
        return None
    cn = bool(c.group(1) or c.group(2))
    v = CLIP_SIZE.search(t, max(0, c.start() - 40))
    size = f"{v.group(1).lower()}{v.group(2)}" if v else ""
    if v and v.group(3) or re.search(r"(?<![0-9])336\s*(?:px|像素|分辨率|解析度)?", t) and size == "l14":
        size = "l14-336"
    key = f"{'cn-clip' if cn else 'clip'}-{size}"
    from tools.vision_train import CLIPS

    return (key, "", False) if size and key in CLIPS else (f"{'cn-clip' if cn else 'clip'}-l14", "", True)


def dino_model(t: str) -> tuple[str, str, bool] | None:
    """(MODELS key, "", stand-in) of the DINO backbone named: DINOv2 / DINOv3 with the ViT size said near it (the
    largest with "最大 / largest": DINOv3's ViT-7B, DINOv2's ViT-g), a bare "ViT-7B" as DINOv3's; with no size,
    ViT-L (a stand-in, said); None when no DINO model or 7B ViT is named."""
    d = DINO.search(t)
    v = VIT_SIZE.search(t, d.start() if d else 0)
    size = (v.group(1) or v.group(2)).lower() if v else ""
    size = "h+" if size == "h" else size  # DINOv3's huge ViT is the H+
    if d is None:
        return ("dinov3-7b", "", False) if size == "7b" else None
    ver = d.group(1)
    if not size and LARGEST.search(t):
        size = "7b" if ver == "3" else "g"
    key = f"dinov{ver}-{size or 'l'}"
    from tools.vision_train import MODELS as _M

    return (key, "", not size) if key in _M else (f"dinov{ver}-l", "", True)


def names_vision_training(text: str) -> tuple[str, str, bool] | None:
    """The vision model a message asks trained (vision_model), None when it asks no training: the thread's message a
    follow-up ("what about 300 epochs?", "改成 1280 像素") is read beside."""
    return vision_model(text) if trains_vision(text) else None


def _count(text: str) -> float | None:
    m = COUNT.search(text or "")
    if not m:
        return None
    value = float(m.group(1).replace(",", "")) * _MAG.get((m.group(2) or "").lower(), 1.0)
    return value if value > 0 else None


def _first_int(rx: re.Pattern[str], text: str) -> int | None:
    m = rx.search(text or "")
    if not m:
        return None
    said = next(g for g in m.groups() if g)
    return _ZH[said] if said in _ZH else int(said.replace(",", ""))


def unread_vision_figures(text: str) -> list[Msg]:
    """The epochs, folds and image sizes the message gives that the job is not sized on ("1e300 epochs", "-5 folds",
    "0px", "64000px"), each said not read; a figure the general reader already refused (a negative or zero count,
    1e300) is said there once."""
    from advisor.core.extract_rules import drop_impossible_counts, scientific_plain

    refused = " ".join(n for n, _ in drop_impossible_counts(text)[1]) + " ".join(scientific_plain(text)[1])
    read = {m.span() for rx in (EPOCHS, SIZE, FOLDS) for m in rx.finditer(text or "")}
    out = []
    for m in _SAID.finditer(text or ""):
        said = m.group(0).strip()
        if any(a <= m.start() < b for a, b in read) or said.split()[0] in refused or said in refused:
            continue
        if re.match(r"\d+\.\d*[1-9]\d*\s*(?:epoch|個|个|輪|轮)", said):  # "1.5 epochs": the general reader's, sized
            continue
        out.append(Msg(code="vision_train_read.unread", args={"said": said}))
    return out


def vision_job(w: Workload, text: str) -> VisionJob | None:
    """The training job a vision message asks for, with the figures it gives (the text's, then the workload's images
    and epochs); None when it does not ask to train or names no vision model or kind. The figures are read with those
    the general reader refused taken out (extract_rules.screened_figures: "-150轮", "1e300 epochs")."""
    from advisor.core.extract_rules import screened_figures

    if not trains_vision(text):
        return None
    named = vision_model(text)
    if named is None:
        return None
    key, config, stand_in = named
    text = screened_figures(text)
    d = w.dataset
    # the text first: a follow-up is read before the thread's message (conversation.media_text), its figure wins
    images = _count(text) or (d.amount if d is not None and d.unit == "images" and d.amount > 0 else None)
    epochs = _first_int(EPOCHS, text) or (d.epochs if d is not None else None)
    size = _first_int(SIZE, text)
    from tools.detector_rows import detector, vision_model_of

    row = detector(key)
    model = vision_model_of(row) if row is not None else {**MODELS, **SEG_MODELS}[key]
    return VisionJob(model, images, float(epochs) if epochs else None, size, _first_int(FOLDS, text),
                     config or "3d_fullres", stand_in)


def wants_onsite(w: Workload, text: str) -> bool:
    """The data must stay on site or the user weighs buying: the on-site option is answered beside the rental."""
    return bool(w.data_residency) or bool(ONSITE.search(text or ""))
