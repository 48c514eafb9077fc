"""A job to be finished over the weekend ("周末跑完", 週末做完, "done over the weekend", "by the end of the weekend"): its
deadline is the end of Sunday (tools.deadlines kind "weekend_end"), not Friday evening. "By the weekend", 周末前 and
週末之前 still mean before the weekend starts (kind "end_of_week", Friday 18:00): the two are different, and the note
says which was read. A job run during the weekend ("generate 2,000 clips over the weekend", 这个周末跑一下, 今個週末,
"this weekend") has the weekend itself (kind "weekend_run"): Saturday 00:00 to Sunday's midnight, 48 h, never the
assumed week of a batch with no deadline."""

from __future__ import annotations

# the finish words said after 周末 / 週末 (周末跑完, 週末內處理完, 周末能出结果); 前 / 之前 is "before the weekend", not here
_ZH_FINISH = (r"(?:跑完|做完|处理完|處理完|过完|過完|完成|搞定|弄完|跑好|做好|出结果|出結果|交付|训完|訓完|过一遍|過一遍"
              r"|跑一遍)")
WEEKEND_FINISH = (
    r"(?:这|這|本)?\s*(?:个|個)?\s*(?:周|週)末(?:两天|兩天)?\s*(?:之内|之內|内|內|期间|期間|里|裡)?\s*(?:能|要|得|可以|就|前?后)?\s*"
    r"(?:把[^，,。；;]{0,12})?" + _ZH_FINISH
    + r"|(?:周|週)末(?:结束|結束)\s*(?:之前|以前|前)"
    r"|(?:在|喺)\s*(?:这|這|本)?\s*(?:个|個)?\s*(?:周|週)末(?:两天|兩天)?\s*(?:之内|之內|内|內|期间|期間|里|裡)"
    r"|(?i:\b(?:done|finished|complete[d]?|ready|finish(?:\s+it)?|processed|through)\s+(?:(?:over|during|within)"
    r"\s+(?:the|this)|this)\s+weekend\b"
    r"|\b(?:by|before)\s+(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?weekend\b"
    r"|\bbefore\s+(?:the|this)\s+weekend\s+(?:is\s+over|ends)\b)"
)

_NOT_A_JOB = r"(?!s\b|\s+(?:project|hack|thing|experiment|traffic|users?|peak)\b)"
_ZH_NOT_A_JOB = r"(?!前|之前|以前|项目|項目|專案|专案|也|和|流量|用户|用戶|高峰|去|玩)"
# the weekend said as when the job runs: "over the weekend", "during this weekend", "this weekend", 这个周末, 今個週末,
# 在周末, 周末把…跑一遍, 週末處理; "weekend project", 周末也有流量, 周末前 (Friday) are not
WEEKEND_RUN = (
    r"(?i:\b(?:over|during|in|across|throughout|within)\s+(?:the|this|a|one)\s+weekend" + _NOT_A_JOB
    + r"|\bon\s+(?:the|this)\s+weekend" + _NOT_A_JOB  # "on a weekend" is any weekend: a hobby's time, no deadline
    + r"|\bthis\s+(?:coming\s+)?weekend" + _NOT_A_JOB + r")"
    r"|(?:这|這|本|今)\s*(?:个|個)?\s*(?:周|週)末" + _ZH_NOT_A_JOB
    + r"|(?:在|喺|趁|利用)\s*(?:周|週)末" + _ZH_NOT_A_JOB
    + r"|(?:周|週)末(?=\s*(?:两天|兩天)?\s*(?:里|裡|内|內|期间|期間)?\s*"
    r"(?:跑|生成|处理|處理|做|出|搞|弄|转写|轉寫|训|訓|把|批量))"
)
