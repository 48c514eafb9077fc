"""Head counts said with a number word or a role noun, as tables the people readers share.

"Three underwriters use it", "Twelve tutors", "fifteen adjudicators will use it", "12 位律师 use Qwen": the count was
dropped (read as 1 user) because the number was a word the card-count speller did not turn into digits, the role was
no noun of the people tables, or the use verb after a Chinese counter was English. Reading only: a number word before
a people noun becomes digits (EN_COUNT_WORDS, one to twenty), role nouns of visitors and the public join the people
nouns (ROLE_NOUNS_EN, ROLE_NOUNS_ZH), any plural agent noun directly before a use verb is people (ROLE_BY_USE_EN),
and an English use verb ends a Chinese counted head count (USE_AFTER_ZH_COUNT). The sizing is tools.traffic's (the
office share of a head count, the response-time law for people online with a cadence).

Imports nothing from the readers that use it (advisor.core.extract_rules, advisor.core.people_cadence).
"""

from __future__ import annotations

import re

# one to twenty in words (a dozen is read by extract_rules.EXACT_WORDS; Chinese numerals by spell_out_zh)
EN_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                  "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
                  "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
# people counted by the public role they come in as (visitors, guests, shoppers, patients, learners …): the people nouns
# lacked them, so "600 visitors, each uploads …" read no count at all. A singular role before another word is that
# word's modifier, never a head count ("2000 patient visit recordings a day" are recordings, "500 guest reviews" reviews)
_ROLE_STEMS_EN = (r"visitor|guest|shopper|patron|viewer|tourist|travell?er|passenger|patient|learner|pupil|trainee|intern"
                  r"|subscriber|listener|citizen|applicant|candidate|resident|tenant|buyer|diner|rider|caller|attendee"
                  r"|participant|clinician|counsell?or|examiner|inspector|assessor|auditor|adjudicator|paralegal"
                  r"|dispatcher|coordinator|supervisor|instructor|mentor")
ROLE_NOUNS_EN = (r"(?:(?:" + _ROLE_STEMS_EN + r")(?:s\b|(?![\s-]+[a-z]))|coach(?:es\b|(?![\s-]+[a-z])))")
ROLE_NOUNS_ZH = (r"(?:访客|訪客|游客|遊客|旅客|乘客|顾客|顧客|来宾|來賓|观众|觀眾|读者|讀者|听众|聽眾|病人|患者|学员|學員"
                 r"|考生|住户|住戶|租户|租戶|买家|買家|会员|會員|粉丝|粉絲|核保员|核保員|理赔员|理賠員|审核员|審核員"
                 r"|调度员|調度員|督导|督導|家教|助教|导师|導師|辅导员|輔導員|讲师|講師)")
# the people who work an item, said right after the item's noun ("60 claims handlers", "40 ticket agents", "25 invoice
# clerks", 60 名理赔专员): the item noun is their desk, so the count before it is people, never that many items
PEOPLE_AFTER_ITEM = (r"(?![\s-]+(?:handlers?|adjusters?|clerks?|agents?|staff|officers?|examiners?|processors|reviewers?"
                     r"|specialists?|analysts?|assessors?|team\s+members|workers|operators?|managers?|writers?|editors?)\b)")
# what is never people though it ends like an agent noun (-ers, -ors): a model's parts, machines, programs
_NOT_PEOPLE = (r"(?!(?:layers|parameters|servers|containers|clusters|adapters|transformers|experts|tensors|vectors|encoders"
               r"|decoders|processors|accelerators|routers|workers|answers|others|orders|errors|centers|centres|filters"
               r"|headers|buffers|registers|monitors|sensors|motors|factors|drivers|managers|readers)\b)")
# a use or a wish said right after the people: "9 adjudicators use it", "14 dispatchers will query it", "300 relationship
# managers want Mistral", "150 loan officers need access": people want and need, machines and documents do not
_USE_OR_WISH_EN = (r"(?=\s+(?:(?:who|that)\s+)?(?:(?:all|each|will|would|can|could|may|might|mostly|daily|both|also|now"
                   r"|currently)\s+){0,2}"
                   r"(?:use|using|query|ask|chat|consult|rely|work\s+with|draft|write|read|review"
                   r"|wants?|wanted|wish|like\s+to|would\s+like|need\s+(?:to\s+use|access|an?\s|it\b|help)|needs\s+(?:access|an?\s)"
                   r"|are\s+(?:asking|going\s+to\s+use|looking)|plan\s+to\s+use|have\s+asked)\b)")
# any plural agent noun just before a use or a wish (_USE_OR_WISH_EN); with its desk or role word before it ("300
# relationship managers want", "150 loan officers use", "40 account managers would like") a manager is people too: the
# head count of a role noun of two words was read as 1 user. The desk word is no function word ("8 for the doctors")
_ROLE_DESK_EN = r"(?:(?!(?:and|the|our|for|with|from|of|to|per|each|more|other|all|new|these|those)\b)[a-z]{3,}[\s-]+){1,2}"
_AGENT_EN = r"[a-z]{3,}(?:ers|ors|ists|ians|ants|ents|ees)"
# a manager of a desk at a clause's end, or before who / that / to ("serve it for 300 relationship managers", "for 40
# account managers, budget …"): people served, as "for 300 nurses" is; a manager of a thing ("memory managers",
# "package managers") is no desk of people
_DESK_MANAGERS_EN = (r"(?!(?:memory|package|resource|cluster|task|process|window|file|download|connection|session|device"
                     r"|node|job|queue|secret|password|license|licence|state|cache|pool|event|display|boot|power)[\s-])"
                     + _ROLE_DESK_EN + r"managers(?=\s*(?:[,.;:!?)\]]|$)|\s+(?:who|that|to|at|in|across|each)\b)")
ROLE_BY_USE_EN = (r"(?:(?:" + _NOT_PEOPLE + _AGENT_EN + r"|" + _ROLE_DESK_EN + r"(?:managers|" + _NOT_PEOPLE + _AGENT_EN
                  + r"))" + _USE_OR_WISH_EN + r"|" + _DESK_MANAGERS_EN + r")")
# an English use verb after a Chinese counted head count ("12 位律师 use Qwen", "8 名核保員 will use it")
USE_AFTER_ZH_COUNT = r"|\s*(?:(?:all|will|would|each|can)\s+){0,2}(?:use|using)\b"

# people who want their organisation to deploy a model for their own work (200个律师想内部部署GLM做法律问答, 我哋300位醫師
# 想喺內部部署…做病歷問答): a head count of its users, as 用 is, when a use of the answers follows in the clause (问答,
# 检索, 助手 …); never engineers or IT staff, who deploy it for others (PEOPLE_DEPLOY_NOT)
PEOPLE_DEPLOY_NOT = r"(?!工程|开发|開發|程序|程式|研发|研發|运维|運維|技术|技術|IT|算法|架构|架構)"
DEPLOY_FOR_USE_ZH = (r"(?:(?:想要|想|要|打算|准备|準備|希望|需要|计划|計劃|一起|都)\s*){0,2}(?:在|喺)?\s*"
                     r"(?:内部|內部|本地|私有化|私有|自己)?\s*(?:部署|搭建|上线|上線|落地)"
                     r"(?=[^。！？!?\n]{0,40}?(?:问答|問答|检索|檢索|助手|助理|查询|查詢|客服|写作|寫作|审阅|審閱|审核|審核"
                     r"|咨询|諮詢|知识库|知識庫|RAG|聊天|起草|摘要|翻译|翻譯))")

# people who want to hand their work to the model and ask it (20位律师想把合同丢进去问问题, 我哋40個同事會將文件放入去查):
# a volition or habit word after the people, then an asking verb later in the clause (never "20位律师的合同")
PEOPLE_ASK_ZH = (r"(?:(?:都|每天|每日|平时|平時|经常|經常|天天|日日)\s*){0,2}"
                 r"(?:想要|想|要|会|會|打算|准备|準備|需要|希望|可以|成日)"
                 r"(?=[^。！？!?\n，,；;]{0,30}?(?:问|問|查|咨询|諮詢|总结|總結|翻译|翻譯|写|寫|审|審|分析|对话|對話|聊|倾|傾"
                 r"|起草|摘要|检索|檢索))")

_WORDS = "|".join(sorted(EN_COUNT_WORDS, key=len, reverse=True))


def count_words_in_digits(text: str, people: str) -> str:
    """A number word (EN_COUNT_WORDS) right before a people noun (`people`, a pattern) as digits: "Three underwriters
    use it" → "3 underwriters use it", "nineteen guests" → "19 guests"; never "one of the analysts" nor "two-factor"."""
    pat = re.compile(r"(?i)(?<![\w-])(" + _WORDS + r")(?=\s+(?:" + people + r")(?![a-z]))")
    return pat.sub(lambda m: str(EN_COUNT_WORDS[m.group(1).lower()]), text)


# a small group said as "us" or as a team with no people noun ("just the two of us", "the three of us", "a team of five",
# "our team of 4"): the count was dropped (read as 1 user). Written as that many people, so the people readers take it
_OF_US = re.compile(r"(?i)\b(?:just\s+|only\s+)?the\s+(" + _WORDS + r"|\d{1,2})\s+of\s+us\b")
_TEAM_OF = re.compile(r"(?i)\b((?:a|our|my|the)\s+(?:small\s+)?team\s+of\s+)(" + _WORDS + r"|\d{1,3})\b"
                      # the count ends the phrase: a stop, or a verb or relative word after it ("a team of four will
                      # chat", "a team of 5 who"); a noun after it is what is counted (left to count_words_in_digits)
                      r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:will|would|can|could|may|might|is|are|who|that|each|all|uses?|using"
                      r"|needs?|wants?|shares?|chats?|asks?|queries|query)\b)")


def small_groups_in_digits(text: str) -> str:
    """"just the two of us" → "2 people", "a team of five" → "a team of 5 people" (_OF_US, _TEAM_OF); a team of a
    people noun ("a team of five engineers") is left to count_words_in_digits."""
    def n(word: str) -> str:
        return str(EN_COUNT_WORDS.get(word.lower(), word))

    text = _OF_US.sub(lambda m: f"{n(m.group(1))} people", text)
    return _TEAM_OF.sub(lambda m: f"{m.group(1)}{n(m.group(2))} people", text)
