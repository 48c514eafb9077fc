"""个 / 個 counting documents ("1200 個合約", 3000 个PDF文件, 500 个报告): the general measure word is a count of
documents when a document noun follows it (within two characters: 个法律合同), so a count of documents with a run
verb (处理完, 跑完, 过一遍) is a batch of that many requests; 个 before anything else (个人, 个月, 个用户) is no item,
nor is a document noun that names what a model or system is for (一个合同审查模型: one model; the data set is counted
elsewhere)."""

from __future__ import annotations

_DOC_NOUNS = (r"(?:文件|文档|文檔|合同|合約|合约|报告|報告|文章|论文|論文|PDF|pdf|病历|病歷|简历|簡歷|协议|協議|标书|標書"
              r"|招标文件|招標文件|判决书|判決書|说明书|說明書|年报|年報|财报|財報)")
# a document noun that only names what a thing is for (一个合同审查模型, 一個文件問答系統): one model / system, no documents
_THING = (r"(?![\u3400-\u9fff]{0,6}?(?:模型|系统|系統|助手|工具|机器人|機器人|应用|應用|平台|项目|項目|服务|服務))")
# 个 / 個 + at most two characters of qualifier + a document noun: "个合约", "個PDF文件", "个法律合同"; never people or a
# task verb between them ("给内部40个人做文档问答" is 40 people doing document Q&A, not 40 documents)
_QUALIFIER = r"(?:(?![人做用写寫读讀看审審问問查])[\u3400-\u9fff])"
GENERAL_COUNTER_DOCS = r"[个個](?=\s*" + _QUALIFIER + r"{0,2}?\s*" + _DOC_NOUNS + _THING + r")"


def _not_after(before: str, most_digits: int) -> str:
    """Lookbehinds: the counter does not follow `before` (a character class), a number of up to `most_digits` digits
    and at most one space on either side of the number."""
    numbers = [r"\d" * n for n in range(1, most_digits + 1)]
    return "".join(f"(?<!{before}{a}{d}{b})" for d in numbers for a in ("", r"\s") for b in ("", r"\s"))


# 个 / 個 counting what people ask or send in (5万个客户问题, 3萬個工單, 2000个用户提问): a set of questions, tickets or
# messages, answered one request each when a reply verb is said (extract_rules._items_are_requests)
_ASKED_NOUNS = (r"(?:问题|問題|提问|提問|咨询|諮詢|询问|詢問|工单|工單|邮件|郵件|评论|評論|留言|投诉|投訴"
                r"|消息|訊息|信息|工作票|客诉|客訴)")
# (not the questions asked of each document: 每份合约问3个问题 is 3 questions a contract, never a set of 3)
_ASKED_EACH = _not_after("[问問]", 2)
# (nor a rate: 每秒15个提问, 每分鐘 200 個問題 arrive a second or a minute, never a set to answer once)
_ASKED_RATE = _not_after("[秒钟鐘]", 4)
GENERAL_COUNTER_ASKED = _ASKED_EACH + _ASKED_RATE + r"[个個](?=\s*" + _QUALIFIER + r"{0,3}?\s*" + _ASKED_NOUNS + _THING + r")"
