"""Medical images said in EN / 简体 / 繁體 (CT, MRI, X-rays, pathology slides, ultrasound, mammograms, fundus photos):
a counted batch of them is a batch of images, and they are health data.

Why: "600例CT … 10 天內完成" and "two thousand MRI scans … within a fortnight" were read with no batch (the count
counted by 例 / 張 or before "scans" was lost, so the job was sized as one chat user) and no word of the data's
rules: a patient's scan is health data (GDPR Art. 9, PIPL Art. 28 sensitive personal information, HIPAA PHI), so a
marketplace host is left out for it as for any personal data (advisor.core.personal_data_read).

as_image_batch_text rewrites the count and its medical noun as images ("600 张图片(CT)", "2000 MRI images") before the
readers run, the medical word kept beside it for the data readers: the image-batch readers then read the count, the
per-image visual tokens (tools.vlm_image) and the deadline as they read "600 张图片" or "2000 images"."""

from __future__ import annotations

import re

# the modalities' words; CT / MRI / PET only in capitals or beside a CJK character, never inside a word ("ACT", "CTO")
_MODALITY_ZH = (r"(?:PET[\s-]?CT|(?-i:CT|MRI)|[Xx]\s*光片?|胸片|核磁(?:共振)?|病理切片|全切片|超声|超聲|彩超|钼靶|鉬靶"
                r"|眼底(?:照片|相片|图|圖)|乳腺(?:钼靶|鉬靶)|DICOM|医学影像|醫學影像|医疗影像|醫療影像)")
_MODALITY_EN = (r"(?:(?:chest\s+|dental\s+)?x-?rays?|(?-i:CT|MRI|PET)|mammograms?|radiographs?|ultrasounds?"
                r"|(?:pathology|histology|histopathology)\s+slides?|whole[\s-]slide\s+images?|fundus\s+(?:photos?|images?)"
                r"|DICOM)")
MEDICAL_IMAGE = re.compile(r"(?i)(?<![A-Za-z])(?:" + _MODALITY_EN + r"|" + _MODALITY_ZH + r")(?![A-Za-z])")
# a count, its measure word and the modality: "600例CT", "3千張X光片", "1,500 份核磁片子", "八百张病理切片" (digits by now)
_COUNTED_ZH = re.compile(r"(?<![\d.])(\d[\d,]*(?:\.\d+)?\s*[千万萬]?)\s*(?:例|份|张|張|幅|套|个|個|组|組|位病人的|名患者的)\s*"
                         r"(" + _MODALITY_ZH + r")(?:片子|片|影像|图像|圖像|图片|圖片|扫描|掃描)?(?![A-Za-z])")
# "2000 MRI scans", "1.2k chest x-rays", "900 CT studies", "4,000 pathology slides" (a "k" or digits by now)
_COUNTED_EN = re.compile(r"(?i)(?<![\w.])(\d[\d,]*(?:\.\d+)?\s*k?)\s+(?:(?:head|brain|chest|abdominal|lung|knee|spine|"
                         r"dental|patient|patients'|hospital)\s+)?(" + _MODALITY_EN + r")"
                         r"(?:\s+(?:scans?|studies|images?|slices?|exams?|films?|series))?(?![A-Za-z])")


def medical_images(t: str) -> str | None:
    """The first medical-image words said (MEDICAL_IMAGE); None when there are none."""
    m = MEDICAL_IMAGE.search(t)
    return m.group(0) if m else None


def as_image_batch_text(t: str) -> str:
    """`t` with each counted medical image written as a count of images, its modality kept in brackets."""
    t = _COUNTED_ZH.sub(lambda m: f"{m.group(1)} 张图片({m.group(2)})", t)
    return _COUNTED_EN.sub(lambda m: f"{m.group(1)} {m.group(2)} images", t)


# a clinician's words for reading images ("阅片", "读片", 篩查, 診斷, "triage", "screen", "diagnose"): with a
# vision-language model named, the counted images are its requests, never a training set (read before as a data set)
MEDICAL_READ = (r"阅片|閱片|读片|讀片|判片|诊断|診斷|筛查|篩查|初筛|初篩|\btriag|\bdiagnos|\bscreen(?:s|ed|ing)?\b"
                r"|\bflag(?:s|ged|ging)?\b")
