"""Answer in the user's script: Chinese text is written once (Simplified) and converted to Traditional
with OpenCC at output time, once per rendered answer (markdown, terminal, Slack blocks, JSON strings).

Taiwan character forms (s2tw) plus a small table of Taiwan vocabulary by default; Hong Kong forms (s2hk)
when the question used them (`advisor.core.extract_rules.hk_forms`). OpenCC is imported only when a Traditional answer is
rendered, so `ask` and `estimate` start without it.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache
from typing import Any

log = logging.getLogger("gpu_advisor.script")


def is_zh(lang: str | None) -> bool:
    return bool(lang) and str(lang).startswith("zh")


@lru_cache(maxsize=2)
def _converter(config: str) -> Any:
    try:
        import opencc
    except ImportError:  # a broken install answers in Simplified rather than not at all
        log.warning("opencc is not installed: answering in Simplified script")
        return None
    return opencc.OpenCC(config)


# 圆 / 圓 after a country or a figure is the currency 元 ("5000 美圓", 日圆, 港圓: the dollar, yen, Hong Kong dollar
# written with the old character)
_CURRENCY_YUAN = re.compile(r"(?<=[美日港欧歐澳新台臺韩韓\d])(\s?)[圆圓]")
_CJK_RUN = re.compile(r"[\u3400-\u9fff]+")


def fold_to_simplified(text: str) -> str:
    """`text` with each run of Chinese characters that mixes the scripts ("並发", "并發", "併发":
    no pattern holds a mix) folded to Simplified, the script every reader pattern is written in, and 圆 / 圓 as
    the currency 元. A run in one script is kept as typed: the patterns hold both scripts' words, and a Traditional
    word folded char by char is not always the Simplified word (推論 is 推理 in Simplified). Only the reader's text:
    the user's text and the answer's script are kept. Unchanged without OpenCC."""
    if not text or not _CJK_RUN.search(text):
        return text
    t2s, s2t = _converters()

    def fold(m: re.Match[str]) -> str:
        run = m.group(0)
        simp, trad = t2s.convert(run), s2t.convert(run)
        mixed = simp != run and trad != run and len(simp) == len(run)  # the same length: the reader's spans hold
        return simp if mixed else run

    if t2s is not None and s2t is not None:
        text = _CJK_RUN.sub(fold, text)
    return _CURRENCY_YUAN.sub(lambda m: m.group(1) + "元", text)


@lru_cache(maxsize=1)
def _converters() -> tuple[Any, Any]:
    return _converter("t2s.json"), _converter("s2t.json")


# Taiwan vocabulary for the terms our answers use, applied after s2tw (which converts characters only).
# s2twp's own phrase table is not used: it turns 参数/显存/实例/签 into 引數/視訊記憶體/例項/籤, wrong in a GPU
# answer. Keys are s2tw's output; no value contains a key, so converting twice changes nothing.
# Sources: NVIDIA Taiwan spec pages (顯示記憶體, GPU 記憶體), AWS/Azure/GCP Taiwan docs (執行個體, 隨需/按需,
# 物件儲存, 叢集, 頻寬), Microsoft Taiwan terminology (軟體/硬體/網路/資料/資訊/支援/執行/檔案/設定/載入/建置/
# 位元組/原始碼/相容), Slack Taiwan UI (討論串).
TAIWAN_TERMS: tuple[tuple[str, str], ...] = (
    ("顯存", "顯示記憶體"),      # VRAM; 顯存 is mainland usage
    ("內存", "記憶體"),          # host RAM
    ("默認", "預設"),
    ("質量", "品質"),            # quality (never "mass" in these answers)
    ("推理", "推論"),            # ML inference; our strings never mean "reasoning"
    ("按量", "按需"),            # on-demand billing
    ("併發", "並發"),            # the user's own word for concurrency
    ("信息", "資訊"), ("軟件", "軟體"), ("硬件", "硬體"), ("網絡", "網路"),
    ("視頻", "影片"), ("音頻", "音訊"), ("數據", "資料"), ("支持", "支援"), ("運行", "執行"),
    ("模型文件", "模型檔案"),    # files; 文件 alone means "document" in Taiwan
    ("文檔", "文件"),            # documents (種子文檔)
    ("帶寬", "頻寬"), ("顯卡", "顯示卡"), ("服務器", "伺服器"), ("用戶", "使用者"),
    ("鏡像", "映像"),            # container image
    ("實例", "執行個體"),        # cloud instance, as AWS/Azure/GCP Taiwan write it
    ("對象存儲", "物件儲存"), ("存儲", "儲存"),
    ("打印", "印出"), ("設置", "設定"), ("加載", "載入"), ("構建", "建置"), ("字節", "位元組"),
    ("雲廠商", "雲端服務商"), ("集群", "叢集"), ("兼容", "相容"), ("交互式", "互動式"), ("交互", "互動"), ("分辨率", "解析度"),
    # a CPU thread is 執行緒 (Microsoft Taiwan terminology), said before the chat thread (討論串) below
    ("CPU 線程", "CPU 執行緒"), ("線程·小時", "執行緒·小時"), ("個線程", "個執行緒"), ("線程數", "執行緒數"),
    ("搜索", "搜尋"), ("線程", "討論串"), ("源碼", "原始碼"), ("內核", "核心"),
    ("命令行", "命令列"),        # the command line (命令行 in 繁體 answers is mainland usage)
    ("緩存", "快取"),            # a cache (prefix cache); "KV cache" stays Latin
    ("互聯", "互連"),            # interconnect (NVLink 互連)
    ("代碼", "程式碼"), ("程序", "程式"), ("接口", "介面"), ("芯片", "晶片"), ("字符", "字元"),
    ("硬盤", "硬碟"), ("磁盤", "磁碟"),
    # the optimizer, activations and batch jobs read as mainland terms in 繁體 answers. Microsoft
    # Taiwan terminology: optimize → 最佳化; NAER (國家教育研究院) terms: activation → 活化; batch processing → 批次處理
    ("優化器", "最佳化器"), ("優化", "最佳化"), ("激活值", "活化值"), ("激活", "活化"), ("批處理", "批次處理"),
    # "4 比特" and "消息" in a Taiwan answer. Microsoft Taiwan terminology: bit → 位元
    # (位元組 above for byte); message → 訊息 (消息 reads as "news" in Taiwan). 算力 stays: Taiwan's own
    # government writes it (國科會/國網中心 "國網雲端算力中心", "臺灣算力聯盟", December 2025).
    ("比特", "位元"), ("消息", "訊息"),
)

# Hong Kong keeps some words Taiwan does not (HK government and vendor pages write 軟件, 硬件, 網絡, 用戶, 推理): those
# stay; the rest of the Taiwan table applies, since the same mainland-only words (默認, 質量, 顯存, 數據, 對象存儲,
# 優化器 …) read as mainland usage in Hong Kong too (HK answers had none of them converted).
# Hong Kong also keeps 打印 (print: HK writes 打印機, Taiwan 印表機/列印) and has its own word
# for resolution, 解像度 (OFCA and HK government display specifications), where Taiwan writes 解析度.
# A cloud instance is 實例 in Hong Kong (執行個體 is the Taiwan cloud vendors' word).
# GPU memory is 顯存 in Hong Kong's own tech press (HKEPC, unwire.hk, PCM spec lines such as
# "24GB GDDR6X 顯存"), where Taiwan writes 顯示記憶體 (NVIDIA Taiwan); 顯存 was once listed as mainland-only for
# Hong Kong, and 顯示記憶體 read there as a Taiwan word: the local press wins. Host RAM stays
# 記憶體 (內存 is converted), which Hong Kong writes too.
HK_KEEPS = frozenset({"軟件", "硬件", "網絡", "用戶", "推理", "打印", "實例", "顯存"})
# s2hk writes 戶 in its Hong Kong glyph 户, which reads as Simplified in a 繁體 answer
# ("每用户"); Hong Kong government and bank pages write 用戶 / 客戶, so 戶 is restored.
# a cloud vendor is a 雲端服務供應商 in Hong Kong (PCPD 《雲端運算指引》, January 2025; the
# government's 政府公共雲端服務供應商 list), not Taiwan's 雲端服務商.
HK_OWN: tuple[tuple[str, str], ...] = (("分辨率", "解像度"), ("户", "戶"), ("雲廠商", "雲端服務供應商"))
HONG_KONG_TERMS: tuple[tuple[str, str], ...] = HK_OWN + tuple(
    (m, w) for m, w in TAIWAN_TERMS if m not in HK_KEEPS and m not in dict(HK_OWN))


def taiwan_terms(text: str, table: tuple[tuple[str, str], ...] = TAIWAN_TERMS) -> str:
    """Mainland ML/cloud vocabulary in s2tw output → the words Taiwan readers use (TAIWAN_TERMS), or Hong Kong
    readers (HONG_KONG_TERMS, over s2hk output)."""
    for mainland, local in table:
        text = text.replace(mainland, local)
    return text


# the user's own words inside a text to convert (an export's quotes of what was asked): kept as typed, never converted
AS_TYPED = re.compile("\ue000(.*?)\ue001", re.S)


def as_typed(text: str) -> str:
    """`text` marked to pass `to_script` unchanged (the markers are private-use characters it removes)."""
    return "\ue000" + text + "\ue001"


# a quotation in a reply: “…”, «…», 「…」, ‘…’ or '…' (a note or line quoting what the user wrote)
_QUOTE = re.compile(r"“([^”\n\ue000\ue001]{1,300})”|«([^»\n\ue000\ue001]{1,300})»|「([^」\n\ue000\ue001]{1,300})」"
                    r"|‘([^’\n\ue000\ue001]{1,300})’|'([^'\n\ue000\ue001]{1,300})'")


def typed_quotes(text: str, typed: str) -> str:
    """`text` (a reply about to be converted) with every quotation of the user's own words (a quoted span found as
    it stands in `typed`, the message as the user wrote it) marked `as_typed`, so the conversion keeps it: a 繁體
    note quoting “10個用戶” came back as “10個使用者” (Taiwan vocabulary applied to the user's words)."""
    def mark(m: re.Match[str]) -> str:
        i = m.lastindex or 0
        inner = m.group(i)
        if not inner.strip() or inner not in typed:
            return m.group(0)
        return m.group(0)[:m.start(i) - m.start()] + as_typed(inner) + m.group(0)[m.end(i) - m.start():]
    return _QUOTE.sub(mark, text) if typed else text


def to_script(text: str, lang: str | None, hk: bool = False) -> str:
    """`text` in the script of `lang` ("zh-Hant" → Traditional; anything else unchanged): Hong Kong forms
    (s2hk) with Hong Kong vocabulary (HONG_KONG_TERMS), or Taiwan forms (s2tw) with Taiwan vocabulary (TAIWAN_TERMS).
    Spans marked `as_typed` (the user's own words) come out as they went in, unmarked."""
    if lang != "zh-Hant" or not text:
        return text
    if "\ue000" in text:
        parts = AS_TYPED.split(text)  # even: text to convert; odd: the user's words
        return "".join(p if i % 2 else to_script(p, lang, hk) for i, p in enumerate(parts))
    conv = _converter("s2hk.json" if hk else "s2tw.json")  # ".json" names work in opencc 1.1 and 1.4
    if conv is None:
        return text
    out = conv.convert(text)
    return taiwan_terms(out, HONG_KONG_TERMS if hk else TAIWAN_TERMS)


def convert_tree(obj: Any, lang: str | None, hk: bool = False) -> Any:
    """Every string in a JSON-like tree (Slack blocks, the JSON answer), converted once."""
    if lang != "zh-Hant":
        return obj
    if isinstance(obj, str):
        return to_script(obj, lang, hk)
    if isinstance(obj, list):
        return [convert_tree(x, lang, hk) for x in obj]
    if isinstance(obj, dict):
        return {k: (v if k in ("action_id", "block_id", "value", "type", "url") else convert_tree(v, lang, hk))
                for k, v in obj.items()}
    return obj
