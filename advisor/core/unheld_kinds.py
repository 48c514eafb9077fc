"""Non-LLM jobs said in words that the job tables had no word for: detecting anomalies (defect inspection on a line),
generating 3D assets from an image or a text, and searching or embedding images. A model the tables do not hold said
beside one of these (advisor.core.nonllm_jobs.unheld_job) is that kind of job (tools.unheld_kinds holds its unit, GPU
need and pilot card), never a chat LLM in its place and never a bare refusal. The words live here (tools hold none)."""

from __future__ import annotations

import re

# most specific first; read after the domain and solver words, before object detection (an anomaly is no box)
UNHELD_KIND_WORDS: tuple[tuple[str, str], ...] = (
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


def unheld_kind(text: str) -> str | None:
    """The kind of job the message says (UNHELD_KIND_WORDS), else None."""
    return next((k for k, pat in UNHELD_KIND_WORDS if re.search(pat, text or "")), None)
