"""Constants more than one calculator uses, each in one home (import them; never restate the number).

A constant one module owns stays there (the memory terms in tools.memory, the scoring weights in
tools.score); the ones here are shared concepts that had drifted into two or three spellings.
"""

from __future__ import annotations

SECONDS_PER_HOUR = 3600
HOURS_PER_DAY = 24
HOURS_PER_MONTH = 730  # 8,760 h ÷ 12, the month cloud price lists use (AWS, GCP and Azure monthly estimates)
DAYS_PER_MONTH = HOURS_PER_MONTH / HOURS_PER_DAY  # 30.4: the days a daily job or a daily schedule runs in that month
# Monday to Friday (ISO 8601 weekdays 1–5): the days a job or a service said to run on weekdays only ("every weekday",
# "business days", 工作日, 平日, 星期一至五) runs in a month: 5 of every 7 of the month's days above, 30.4 × 5 ÷ 7 ≈ 21.7
# (365.25 × 5 ÷ 7 ÷ 12 = 21.74 with leap years: the same to the first decimal; public holidays ignored, so slightly
# high). A daily batch or a serving window on weekdays is billed for these days, never the 30.4 calendar days.
BUSINESS_DAYS_PER_MONTH = DAYS_PER_MONTH * 5 / 7  # tools.schedule.WEEKDAYS of its DAYS_A_WEEK
# The hours of each period a budget or a recurring batch is stated in: a week is 7 days of 24 h; a quarter and a year
# are 3 and 12 of the months above (so a year is 8,760 h, the cloud lists' year)
PERIOD_HOURS: dict[str, float] = {"day": float(HOURS_PER_DAY), "week": 7.0 * HOURS_PER_DAY,
                                  "month": float(HOURS_PER_MONTH), "quarter": 3.0 * HOURS_PER_MONTH,
                                  "year": 12.0 * HOURS_PER_MONTH}

# The safe tier's headroom ("comfortable" in the JSON contract: the estimate × 1.3 fits; seed 000: +20–30 %,
# the top of the range; tools/tiers.py, tools/kinds.py), and the memory ratio at which idle memory stops earning
# ranking score (tools/ranking.py): one concept, so the margin the safe tier holds is the point where the score
# stops rewarding more memory.
SAFE_HEADROOM = 1.3

# The deadline assumed when a sized training job states none: an assumption (no source), stated in every
# answer that uses it and dropped when nothing meets it within the budget (tools/recommend.py).
TARGET_TRAIN_DAYS = 30

# vLLM's EngineArgs default max_num_seqs (vllm/engine/arg_utils.py): the sequences one replica decodes at
# once on cards under 70 GiB and in the profile run that sizes the KV pool; the batch-job sizing uses it too.
VLLM_MAX_NUM_SEQS = 256

# Machine time a sized job (training or a batch) pays before its first step and is billed for: provisioning and boot,
# the container image, downloading the weights and loading them (SkyPilot-style launches take 3–6 min to a running
# node; a 16–140 GB checkpoint at 0.2–1 GB/s adds 1–10 min; warm-up and data staging the rest). Without it an
# 8-GPU machine "finishes" a 1-minute job for less than one small card, which no one would rent for it.
JOB_SETUP_HOURS = 0.25

