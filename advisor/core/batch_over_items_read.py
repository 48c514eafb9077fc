"""Running a model OVER counted items (score / 打分 / 评分, classify / 分类, extract / 抽取 / 抽…數據, label / 打标, summarise,
translate, embed, generate N answers) is an inference batch, never training the model.

Two words used to turn such a job into training: a corpus named for what it is meant for ("500亿token预训练语料",
"a pre-training corpus": the data the model reads, never the job), and a model described by how it was made ("我们用
Qwen3-0.6B微调了一个分类模型", "微调过的", "our fine-tuned Mistral": the model's past, never this job). When a run-over
verb and a count are said, as_batch_text rewrites those descriptions away before the readers run, and only when no
training word is left said of the job ("继续预训练", "fine-tune X on 2M rows … then classify" stay training). A score is
the answer a label is (one or a few tokens, prefill-bound): SCORE_WORDS join the classify work in
advisor.core.extract_rules (LABEL_JOB), so a scored item answers a label's few tokens, not a generated answer."""

from __future__ import annotations

import re

from advisor.core.extract_words import TRAIN_WORD
from tools.schema import Msg

# a score given to each item: 打分, 打教育质量分 (打 + up to six characters + 分), 评分 / 評分, "score", "rate each …"
# (评分标准 / rubric is a noun: "評分標準1000字" beside 批改作文 writes comments, never a score alone)
SCORE_WORDS = (r"打分|打[\u4e00-\u9fff]{1,6}?分(?![类類钟鐘析布配享])|(?:评分|評分)(?!标准|標準|细则|細則|规则|規則)"
               r"|\b[Ss]cor(?:e|es|ing)\b(?!\s+(?:rubric|guide|criteria))"
               r"|\b[Rr]at(?:e|es|ing)\s+(?:each|every|all|the|our|them|\d)")
SCORE_VERB = re.compile(SCORE_WORDS)
# 抽 + what is pulled out, up to four characters apart (抽数据, 抽排放數據, 抽金额), never 抽样 / 抽查 / 抽奖
PULL_OUT_ZH = (r"抽(?![样樣查奖獎签籤])(?=\s*(?:\d+\s*(?:个|個|项|項|条|條|组|組)?\s*)?[\u3400-\u9fff]{0,4}?"
               r"(?:資料|资料|數據|数据|欄位|栏位|字段|信息|資訊|收件人|地址|姓名|指标|指標|金額|金额|日期|內容|内容))")
# "pull 25 fields out of 4,000 contracts", "pulls the totals from each invoice": fields taken out of each item
PULL_OUT_EN = (r"\bpull(?:s|ing|ed)?\s+(?:out\s+)?(?:(?:~\s*|about\s+|around\s+|roughly\s+)?\d+\s+)?"
               r"(?:the\s+)?(?:[a-z-]+\s+){0,2}?(?:fields?|figures|numbers|"
               r"values|entities|totals|amounts|dates|data\s+points|key\s+terms)\b")
# a verb of running a model over items
RUN_OVER = re.compile(SCORE_WORDS + "|(?i:" + PULL_OUT_EN + ")"
                      + r"|(?i:\bclassif|\bcategori[sz]|\blabel|\btag(?:s|ging)?\b|\bextract|\bsummar"
                        r"|\btranslat|\bembed"
                        r"|\bgenerat|\bsampl(?:e|es|ing)\s+\d"
                        r"|分类|分類|抽取|提取|抽(?![样樣查奖獎烟菸煙签籤])|打标|打標|标注|標註|生成|摘要|总结|總結|翻译|翻譯|向量化|嵌入)")
# a count of items or tokens: a scaled number (50万, 3000万条, 1.6 M, 20B) or a plain one of four digits or more
COUNT = re.compile(r"(?i)\d[\d,]*(?:\.\d+)?\s*(?:万亿|萬億|千亿|千億|亿|億|万|萬|[kmb](?![a-z])|million|billion|thousand)"
                   r"|\d{1,3}(?:,\d{3})+|\d{4,}")
# a corpus named for the training it is meant for: the data, never the job
DATA_NAMES = ((re.compile(r"预训练(?=\s*(?:语料|数据|文本))"), ""), (re.compile(r"預訓練(?=\s*(?:語料|數據|資料|文本))"), ""),
              (re.compile(r"(?i)\bpre[\s-]?train(?:ing)?\s+(?=(?:corpus|corpora|data(?:set)?s?|text|mix)\b)"), ""))
# a model described by how it was made before: its past, never this job ("微调过的", "微调了一个…模型", "our fine-tuned",
# "we fine-tuned Mistral-7B and now …"); "fine-tuned on 50k examples" names training data and is kept
DESCRIBED = ((re.compile(r"(?:之前|以前|已经|已|先)?(?:微调|训练)(?:过的?|好的|了(?:的|\s*[一1]\s*(?:个|版)))"), ""),
             (re.compile(r"(?:之前|以前|已經|已|先)?(?:微調|訓練)(?:過的?|好的|咗(?:嘅|\s*[一1]\s*(?:個|版))|了(?:的|\s*[一1]\s*(?:個|版)))"),
              ""),
             (re.compile(r"(?i)\b(?:already\s+|previously\s+)?fine[\s-]?tuned\b(?!\s+(?:it\s+)?on\b)"), "custom"),
             (re.compile(r"(?i)\b(?:already\s+|previously\s+)?trained\b(?=\s+(?:a\s+|an\s+|our\s+)?[\w.-]+\s+(?:model|classifier)\b)"),
              "built"))


def as_batch_text(t: str) -> tuple[str, Msg | None]:
    """The message with a corpus's purpose and a model's making rewritten away when it runs a model over counted items
    and, so rewritten, says no training of the job; with the note that says so. The message as it was otherwise."""
    if not (RUN_OVER.search(t) and COUNT.search(t) and TRAIN_WORD.search(t)):
        return t, None
    out = t
    for pat, repl in DATA_NAMES + DESCRIBED:
        out = pat.sub(repl, out)
    if out == t or TRAIN_WORD.search(out):
        return t, None  # a training word is still said of the job: its data and model are what it trains
    return out, Msg(code="batch_over_items.read")


def run_over_after(t: str, end: int) -> bool:
    """Is a run-over verb said after a token total, in its clause ("给500亿token的语料打分", Chinese puts the verb last)?"""
    clause = re.split(r"[。；;！？!?\n]", t[end:end + 60])[0]
    return RUN_OVER.search(clause) is not None



# several answers sampled for each item: "sample 8 solutions each for …", "4 answers per question", 每道生成4个解答
_ANSWERS = r"(?:solutions?|samples?|answers?|responses?|completions?|traces?|rollouts?|outputs?|candidates?|attempts?)"
# a length unit between the count and the noun makes the count a length, never samples: "~200 tokens of output each" is
# each item's output length (50,000 documents a day stay 50,000), "16 sampled outputs each" is 16 samples
_NOT_LENGTH = r"(?!(?:k\s*)?(?:tokens?|words?|characters?|chars?|lines?|sentences?|pages?)\b)"
SAMPLES_EN = re.compile(r"(?i)\b(\d{1,3})\s+(?:" + _NOT_LENGTH + r"[a-z-]+\s+){0,2}?" + _ANSWERS
                        + r"\s+(?:each|apiece|per\s+(?:problem|question|prompt|item|task|input)"
                        # "sample 8 completions for each of 50k prompts": the same n, its items after "each of"
                        r"|for\s+(?:each|every)(?:\s+one)?(?:\s+of)?(?=\s))\b"
                        # best-of-n ("best-of-16 sampling on 10k prompts"): n samples a prompt, one kept
                        r"|\bbest[\s-]*of[\s-]*(\d{1,3})\b"
                        # vLLM's n ("n=16 samples", "sampling with n = 8", "SamplingParams(n=4)")
                        r"|\bn\s*=\s*(\d{1,3})\b(?=[^.;\n]{0,30}?\b(?:samples?|completions?|generations?|outputs?))"
                        r"|(?:\bsampling|samplingparams)[^.;\n]{0,20}?\bn\s*=\s*(\d{1,3})\b")
SAMPLES_ZH = re.compile(r"每(?:道|个|個|条|條)?\s*(?:题|題|问题|問題|prompt|样本|樣本)?\s*(?:都)?\s*"
                        r"(?:生成|采样|採樣|写|寫|出|跑)\s*"
                        r"(\d{1,3})\s*(?:个|個|条|條|份|种|種|次|遍)"
                        # 各生成2個答案: "each" said after the items
                        r"|各\s*(?:生成|采样|採樣|写|寫|出|跑)\s*(\d{1,3})\s*(?:个|個|条|條|份|种|種)")
# the items sampled over: "200k math problems", "30万道题"
ITEMS_EN = re.compile(r"(?i)\b(\d[\d,]*(?:\.\d+)?)\s*(k|m|million|thousand)?\s+(?:[a-z-]+\s+){0,2}?"
                      r"(?:problems?|questions?|prompts?|items?|tasks?|inputs?|puzzles?)\b")
ITEMS_ZH = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(万|萬|千|k|K)?\s*(?:道|个|個|条|條)\s*[\u4e00-\u9fff]{0,4}?"
                      r"(?:题|題|问题|問題|prompt)")
# one sample's length: "avg ~4k tokens per solution", "每个约2k token"
SAMPLE_LEN = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(k)?\s*tokens?\s+(?:per|each|a)\s+" + _ANSWERS.replace("s?", "")
                        + r"|每(?:个|個|条|條)\s*(?:解答|回答|答案|样本|樣本)?\s*(?:(?:约|約|大约|大約|大概|平均)\s*)*~?"
                          r"(\d+(?:\.\d+)?)\s*(k)?\s*token")


def sampled_batch(t: str, fields: dict) -> dict:
    """A generation batch sampling several answers for each item: batch_requests = items × samples
    (tools.samples_per_item.sampled_requests), each writing one sample's stated length; {} when none is said, or when
    training is (GRPO's rollouts are the RL reader's)."""
    return sampled_batch_said(t, fields)[0]


def sampled_batch_said(t: str, fields: dict) -> tuple[dict, Msg | None]:
    """sampled_batch's fields and the note that says them: the generations, the prompts and n, and that a prompt's
    prefill is shared by its n samples (vLLM SamplingParams(n) and its prefix cache). By hand: "generate 16 outputs per
    prompt for 10k prompts" → 10,000 × 16 = 160,000 generations, 10,000 prompts prefilled."""
    from advisor.core.magnitudes import scaled_count, tokens_len
    from tools.samples_per_item import sampled_requests

    s = SAMPLES_EN.search(t) or SAMPLES_ZH.search(t)
    if s is None or TRAIN_WORD.search(t) or fields.get("task") not in (None, "inference") \
            or fields.get("shared_prefix_tokens"):
        return {}, None  # an agent run's steps (tools.agent_eval) already count its samples: instances × runs × steps
    rest = t[:s.start()] + " " * (s.end() - s.start()) + t[s.end():]  # "16 answers per question" is no item count
    im = ITEMS_EN.search(rest) or ITEMS_ZH.search(rest)
    items = scaled_count(float(im.group(1).replace(",", "")), im.group(2)) if im else fields.get("batch_requests")
    if not items:
        return {}, None
    n = int(next(g for g in s.groups() if g))
    total = sampled_requests(items, n)
    note = Msg(code="batch_over_items.samples", args={"said": s.group(0).strip(), "items": items, "n": n,
                                                       "total": total})
    out: dict = {"task": "inference", "batch_requests": total,
                 "batch_work": "generate", "dataset": None}  # the items are prompts, never a training set
    if im is not None:  # a problem, question or prompt is a short item (tools.defaults: ShareGPT's mean prompt, said)
        out["batch_item"] = "short"
    lm = SAMPLE_LEN.search(t)
    if lm is not None:
        num, k = (lm.group(1), lm.group(2)) if lm.group(1) else (lm.group(3), lm.group(4))
        each = tokens_len(float(num), k)
        out.update({"output_tokens": each, "seq_len": None,  # a context read from it, or prompt + an assumed output
                    **({"prompt_tokens": None} if fields.get("prompt_tokens") == each else {})})
    return out, note
