"""Personal data said of a job's inputs, in EN / 简体 / 繁體: faces, licence plates, CCTV or surveillance footage,
people's voices (user-uploaded voices to clone, call recordings), students' records and work, medical images and scans,
"personal data" / PII / 个人信息 / 個資 itself.

Why: a dash-cam segmentation batch whose footage shows plates and faces was sent to a broker's resale of a community
host, and a voice-clone service taking users' uploads was given marketplace rows. Such data is personal data under
the GDPR (Art. 4(1), 9: biometric data), China's PIPL (Art. 4, 28: biometrics, minors' data are sensitive) and
Taiwan's PDPA; a marketplace host is an operator the user has no processing contract with, so those offers are left
out for every kind of job (tools.batch_filters.RowFilter reads exclude_marketplace, as tools.offers does for LLMs), and
the note says why. A negated mention ("no faces in the footage", 不含人脸, 冇人臉) is none; a hobby deployment
(read_personal) keeps its marketplaces.
"""

from __future__ import annotations

import re
from functools import lru_cache

from advisor.core.detector_read import REID_WORDS

PERSONAL_DATA = re.compile(
    r"(?i)(?<!hugging\s)(?<!hugging)\bfaces?\b|\bfacial\b|\blicen[cs]e[\s-]?plates?\b|\bnumber[\s-]?plates?\b"
    r"|\bCCTV\b|\bsurveillance\s+(?:video|footage|cameras?)|\bbiometric"
    # person re-identification follows one person across cameras by their look: personal data (GDPR Art. 4(1))
    # ("re-identify them across stores", 跨店识别: the re-ID reader's own words, advisor.core.detector_read)
    r"|" + REID_WORDS + r"|\bpersonal\s+(?:data|information)\b|(?-i:\bPII\b)"
    r"|\bstudents?'?\s+(?:data|records?|essays?|work|homework|answers?|submissions?|names?|photos?|faces?|information)"
    r"|\bmedical\s+(?:imag\w*|scans?)|\b(?:CT|MRI|x-?ray)\s+(?:scans?|images?|volumes?)"
    r"|\bvoice[\s-]?clon\w*|\bclon\w*\s+(?:\w+\s+){0,2}voices?|\busers?'?\s+(?:own\s+)?(?:voices?|voice\s+samples?|recordings?)"
    r"|\b(?:customer|patient|call)\s+(?:call\s+)?recordings?"
    r"|\bpatients?'?\s+(?:interviews?|calls?|consultations?|audio|images?|scans?|photos?|videos?|dictations?)"
    r"|人脸|人臉|车牌|車牌|个人信息|個人信息|个人资料|個人資料|个资|個資|个人隐私|個人隱私|私隱"
    r"|学生(?:的)?(?:资料|数据|信息|作文|作业|照片|人脸)|學生(?:的)?(?:資料|數據|資訊|作文|功課|作業|照片|相片)"
    r"|医疗影像|醫療影像|医学影像|醫學影像|(?:CT|MRI|核磁)\s*(?:影像|片子|图像|圖像)"
    r"|声音克隆|聲音克隆|克隆(?:自己的)?(?:声音|聲音|音色)|复刻(?:声音|音色)|復刻(?:聲音|音色)"
    r"|(?:用户|用戶)[^，。,.]{0,6}(?:上传|上傳)[^，。,.]{0,6}(?:声音|聲音|录音|錄音|照片|相片|人脸|人臉)"
    r"|监控(?:视频|录像|画面|影像)|監控(?:影片|錄影|畫面|影像|視頻)|通话录音|通話錄音|客服录音|客服錄音")
_NOT_BEFORE = re.compile(r"(?i)(?:\bno|\bnot|\bwithout|\bnon-?|不含|不包含|不涉及|没有|沒有|冇|无|無|唔涉及)\s*$")


@lru_cache(maxsize=64)
def personal_data(t: str) -> str | None:
    """The first personal-data words said of the job's inputs (PERSONAL_DATA), not under a negation; None otherwise.
    Memoised by the text: several readers of one message ask it."""
    from advisor.core.medical_images_read import MEDICAL_IMAGE  # CT, MRI, X光, 病理切片: a patient's images

    for m in sorted([*PERSONAL_DATA.finditer(t), *MEDICAL_IMAGE.finditer(t)], key=lambda m: m.start()):
        if not _NOT_BEFORE.search(t[max(0, m.start() - 12):m.start()]):
            return m.group(0)
    return None


# A service that clones a person's voice from a recording (users upload their own voice, 声音克隆, 聲音複製, 复刻音色):
# the deep-synthesis rules of its place ask for the speaker's consent and a label on the output (tools.data_law)
VOICE_CLONE = re.compile(
    r"(?i)\bvoice[\s-]?clon\w*|\bclon\w*\s+(?:\w+\s+){0,3}voices?|\bvoice\s+(?:replica|twin)s?\b"
    r"|声音克隆|聲音克隆|音色克隆|克隆(?:自己的|他们的|他們的)?(?:声音|聲音|音色|人声|人聲)|聲音複製|声音复制"
    r"|复刻(?:声音|音色)|復刻(?:聲音|音色)|(?:上传|上傳)[^，。,.]{0,6}(?:自己|本人)?(?:的)?(?:声音|聲音)[^，。,.]{0,4}(?:克隆|複製|复制|复刻|復刻)")


def voice_clone(t: str) -> bool:
    """Does the message describe cloning a person's voice (VOICE_CLONE), not under a negation?"""
    return any(not _NOT_BEFORE.search(t[max(0, m.start() - 12):m.start()]) for m in VOICE_CLONE.finditer(t))
