"""Non-LLM jobs said in words that the job tables had no word for: detecting anomalies (defect inspection on a line),
generating 3D assets from an image or a text, and searching or embedding images. A model the tables do not hold said
beside one of these (advisor.core.nonllm_jobs.unheld_job) is that kind of job (tools.unheld_kinds holds its unit, GPU
need and pilot card), never a chat LLM in its place and never a bare refusal. The words live here (tools hold none)."""

from __future__ import annotations

import re

# most specific first; read after the domain and solver words, before object detection (an anomaly is no box)
UNHELD_KIND_WORDS: tuple[tuple[str, str], ...] = (
    # LiDAR / point-cloud 3D detection, cell segmentation, depth maps (figures: tools.kind_reference)
    ("lidar3d", r"(?i)lidar|point[\s-]?clouds?|3d\s+(?:object\s+)?detect|点云|點雲|激光雷达|光達|光达|雷射雷達|"
                r"3d\s*(?:目标|目標|物体|物體)?\s*(?:检测|檢測|偵測)"),
    ("cellseg", r"(?i)(?:cells?|nucle(?:i|us))\s+(?:\w+\s+)?segment|segment\w*\s+(?:\w+\s+){0,2}(?:cells|nuclei)|"
                r"(?:细胞|細胞|细胞核|細胞核)\s*(?:分割|实例分割|實例分割)"),
    # depth said by the job or by a depth model's own name (Depth Anything, ZoeDepth, Metric3D, Marigold, MiDaS, DPT,
    # Depth Pro, UniDepth): sized on the depth reference whatever the name
    ("depth", r"(?i)depth\s+(?:estimat|maps?|predict)|monocular\s+depth|depth[\s_-]?anything|zoe[\s_-]?depth|"
              r"metric[\s_-]?3d|marigold|(?<![a-z])midas(?![a-z])|(?<![a-z])dpt[\s_-]?(?:large|hybrid)|depth[\s_-]?pro(?![a-z])|"
              r"uni[\s_-]?depth|(?:深度估计|深度估計|深度图|深度圖|单目深度|單目深度)"),
    ("anomaly", r"(?i)anomal(?:y|ies)[\s-]+detect|detect\w*\s+(?:\w+\s+){0,2}anomal|defect\s+(?:detect|inspect)|"
                r"visual\s+inspection|(?<![a-z])AOI(?![a-z])|异常检测|異常檢測|異常偵測|异常侦测|缺陷检测|缺陷檢測|缺陷偵測|"
                r"瑕疵检测|瑕疵檢測|瑕疵偵測|外观检测|外觀檢測"),
    ("gen3d", r"(?i)(?:image|text|img)[\s-]?to[\s-]?3d|3d\s+(?:generat|assets?|models?|meshes|mesh|props?)|"
              r"generat\w*\s+(?:\w+\s+){0,3}3d|3d\s*(?:模型|资产|資產|道具|网格|網格|生成|素材)|(?:三维|三維)\s*(?:模型|资产|資產|生成)|"
              r"(?:道具|角色|场景|場景)\s*模型|(?:文生|图生|圖生)\s*3d"),
    ("imagesearch", r"(?i)image\s+(?:search|retrieval|similarity)|reverse\s+image|search\s+by\s+(?:image|photo)|"
                    r"visual\s+search|similar[\s-]+(?:images|photos|products|items)|embed\w*\s+(?:\w+\s+){0,2}(?:images|photos)|"
                    r"image\s+embeddings?|以图搜图|以圖搜圖|以图找图|以圖找圖|搜相似|搵相似|相似款|图片检索|圖片檢索|图像检索|"
                    r"圖像檢索|图片向量|圖片向量|图像向量|圖像向量"),
)
# what each counts: "300 props a day", 每天500个模型 (the 3D assets made)
ASSET_COUNT = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(k|万|萬)?\s*(?:个|個|件|套)?\s*(?:(?:[a-z]+[\s-]+){0,2}"
                         r"(?:assets?|props?|meshes|models|objects)(?![a-z])|(?:3d\s*)?(?:模型|道具|资产|資產|素材))")

# LiDAR frames a 3D detector trains on: "90k LiDAR sweeps", "150,000 frames", 12 萬幀點雲, 8万帧
LIDAR_FRAMES = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(k|万|萬)?\s*(?:个|個)?\s*(?:(?:[a-z]+[\s-]+){0,2}"
                          r"(?:frames?|sweeps?|scans?|point[\s-]?clouds?)(?![a-z])|帧|幀|个点云|個點雲)")


def unheld_kind(text: str) -> str | None:
    """The kind of job the message says (UNHELD_KIND_WORDS), else None."""
    return next((k for k, pat in UNHELD_KIND_WORDS if re.search(pat, text or "")), None)


# a plain capitalised name after a use word ("用Omnipose", "run Marigold", "with Cellpose"), read only beside one of
# the kinds below (a name with no digit or inner capital is otherwise a plain word)
NAMED_KINDS = ("depth", "cellseg", "lidar3d")
_USE_NAME = re.compile(r"(?:(?<![A-Za-z])(?:use|using|run|running|with|via|try)\s+|用|跑|使用|採用|采用)\s*"
                       r"([A-Z][A-Za-z]{3,}(?:[-.][A-Za-z0-9]+)*(?:\s+(?:Anything|[Vv]\d+(?:\.\d+)?|Large|Base|Small|Giant|Tiny|Huge|Pro|Plus|XL|Mini|Lite)){0,3})"
                       r"(?![A-Za-z0-9])")


def kind_name(text: str, task: str | None) -> str | None:
    """The tool's plain name said after a use word beside a depth, cell-segmentation or LiDAR job, else None."""
    if task not in NAMED_KINDS:
        return None
    m = _USE_NAME.search(text or "")
    return m.group(1) if m else None
