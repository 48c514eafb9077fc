"""The labelled reading sets, one test per case, each read through `gpu-advisor parse`.

Each set (tests/advisor/data/labelled_reading/DATE.json, named by the day its writing commit landed, a letter for the
order that day; the writer's note beside most as DATE.md) was written and committed before the reader was run on any
of its phrasings, by a writer who had not read the reader or its tests. Each case lists only the Workload fields its
text states; the judge is scripts/measure_reading_heldout.py (model names case-insensitive, a GPU family matches its
variants, providers and regions as sets, "32k" as 32,768 or 32,000, a per-hour `budget` equals `budget_per_hour`).
docs/CONVERSATION.md records what each set measured, under the set number it had then (noted beside each set below).

A case passes when every stated field is read with its value and no unstated field is set. The cases the reader
missed when a set was measured are strict xfails with what went wrong, so a later fix shows as XPASS (then move the id
out of that set's misses). Labels are not changed to fit the reader: a label found wrong is fixed in its own commit
with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from scripts.measure_reading_heldout import load_cases
from tests.advisor.labelled_sets import assert_read, assert_shape, read_set
from tests.conftest import module_home

# the cases only judge readings made in the fixture's own home: one home for the module, not a catalog copy per case
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

DATA = Path(__file__).resolve().parent / "data" / "labelled_reading"


@dataclass(frozen=True)
class LabelledSet:
    """One labelled set: its data file's stem under DATA, the least size and count of cases stating nothing its shape
    keeps, and the cases the reader misses (id → what went wrong), each a strict xfail."""

    name: str
    size: int
    empty: int
    misses: dict[str, str] = field(default_factory=dict)


SETS: list[LabelledSet] = [
    # ---- 2026-12-01a.json (set 8 in docs/CONVERSATION.md) ----
    # The 210 phrasings (EN, 简体, 繁體 Taiwan and Hong Kong) were written and committed (744025d) before the reader was run
    # on any of them, by a writer who had not read the reader, its tests or the other labelled sets. Each case lists only
    # the Workload fields its text states; the judge is scripts/measure_reading_heldout.py (same rules as the independent
    # set: model names case-insensitive, a GPU family matches its variants, providers and regions as sets, "32k" as
    # 32,768 or 32,000, a per-hour `budget` equals `budget_per_hour`).
    # Measured at f34c94c (reader as on main 306d29c): what the reader got wrong per case.
    LabelledSet("2026-12-01a", size=200, empty=25,
    misses={
        "zh-38": "negated spot '不要用竞价实例' sets billing on_demand (no billing stated)",
        "en-01": "'by friday' read as a deadline of hours until Friday 09:00 (tools/deadlines.py, added after this set was "
                 "written); the label says a date states no duration: a judgement difference kept as labelled",
        "zh-36": "'明天之前要' read as hours until tomorrow 09:00 (tools/deadlines.py); the label says a date states no "
                 "duration: a judgement difference kept as labelled",
        }),

    # ---- 2026-12-01b.json (set 9 in docs/CONVERSATION.md) ----
    # The 186 phrasings (EN, 简体, 繁體 Taiwan and Hong Kong; 33 that state nothing) were written and committed (0693315)
    # before the reader was run on any of them, by a writer who had not read the reader, its tests or the other labelled
    # sets. Each case lists only the Workload fields its text states; the judge is scripts/measure_reading_heldout.py (model
    # names case-insensitive, a GPU family matches its variants, providers and regions as sets, "32k" as 32,768 or 32,000,
    # a per-hour `budget` equals `budget_per_hour`). Labelling choices: a calendar deadline ("by friday", 明天之前) states
    # no duration; "N users a day" is daily_users; a negated provider, card or region sets nothing ("no marketplaces" sets
    # exclude_marketplace); the user's own location or small talk about a place sets no region; people using a model
    # ("每天两千人用", "给 50 个人同时用") state serving (task inference).
    # Measured at 0693315 (reader as on main ab7f1a4): what the reader got wrong per case. After the reading classes fixed next
    # (docs/CONVERSATION.md) only judgement differences are left: a calendar date read as hours to 09:00
    # of that day (tools/deadlines.py; the label says a date states no duration) and a speed target read as serving.
    # zh-38 (a serving target alone → task inference) and en-51 ("will the 5090 handle X" → task inference) were relabelled
    # with docs/CONVERSATION.md "Three reading decisions" (2 and 3); both now pass.
    LabelledSet("2026-12-01b", size=150, empty=30,
    misses={
        "zh-13": "明天之前 (a date) read as hours until tomorrow 09:00",
        "en-11": "'by friday' (a date) read as hours until Friday 09:00",
        "tw-12": "下週五前 (a date) read as hours until that Friday 09:00",
        }),

    # ---- 2026-12-01c.json (set 10 in docs/CONVERSATION.md) ----
    # The 184 phrasings (81 EN, 52 简体, 28 繁體 Taiwan, 23 繁體 Hong Kong; 41 that state nothing or only small talk) were
    # written and committed (d315248) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets; the writer's note is 2026-12-01c.md beside the data. Each case lists only the
    # Workload fields its text states; the judge is scripts/measure_reading_heldout.py. Labelling choices (the note has
    # them all): no calendar deadlines; "overnight" states no duration; N users a day is daily_users; a negated provider,
    # card or region sets nothing; the user's own location sets no region; a batch job's "N in / M out" is seq_len N+M and
    # output_tokens M; an item count of a batch job is batch_requests, not a data set.
    # Measured at d315248 (reader as on main 99b0129): 629/650 fields (96.8 %), 7 spurious in 7 cases. The last nine misses
    # ("overnight" as 12 h, "300 billion tokens", "nf4, r 32", "KV 用 FP8", 64 個並行請求, 畀 8 個人, Cantonese 行 twice,
    # 日本或新加坡 after a negated provider) were fixed as classes
    # (tests/advisor/test_reading_classes_region_ids_own_cards_and_currencies.py): 650/650, 0 spurious.
    # A design change after the set was measured, not a reader slip: since a Beijing company was once given a California
    # row, a mainland city said as where the user is, beside work to rent for, plans on the whole
    # mainland (regions ["cn"], docs/CONVERSATION.md); this set's convention ("the user's own location sets no region") was
    # written before that rule, so the case stays a counted miss rather than a changed label.
    LabelledSet("2026-12-01c", size=180, empty=40,
    misses={
        "zh-20": "a mainland city as where the user is plans on the mainland (regions cn) now; the label says "
                 "the user's own city states no region",
        }),

    # ---- 2026-12-01d.json (set 11 in docs/CONVERSATION.md) ----
    # The 187 phrasings (83 EN, 52 简体, 28 繁體 Taiwan, 24 繁體 Hong Kong; 38 that state nothing or only small talk) were
    # written and committed (01e2852) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets' texts; the writer's note is 2026-12-01d.md beside the data. One label was
    # corrected after the first measurement (932d02b: en-06 "on a 24gb card, is that enough?" states one card, by the note's
    # own fit-question rule). Each case lists only the Workload fields its text states; the judge is
    # scripts/measure_reading_heldout.py. Labelling choices (the note has them all): a calendar deadline (by Friday, 周五前)
    # states no duration; a lone "no spot" is on_demand; "LoRA vs QLoRA" is task finetune; a prompt and an answer length in
    # serving are prompt_tokens and seq_len = prompt + answer; messages per user and monthly actives set no load field; a
    # vague amount ("a few hundred bucks") is no budget; an amount with no currency in Taiwan wording with Taiwan servers is
    # TWD.
    # Measured at 01e2852 (reader as on main 1f12b39): 512/549 fields (93.3 %), 7 spurious in 7 cases; with the en-06
    # label corrected (932d02b): 513/550 fields (93.3 %), 6 spurious in 6 cases, 156/187 cases read exactly.
    # After the reading fixes of branch read20e (whose writer never opened this set): 523/550 (95.1 %), 10 spurious in 9
    # cases, 161/187 exact. Of the 10 spurious, 6 are the two labelling conventions the product does not share: a calendar
    # deadline read as hours from the clock (3) and requests per user per day read as a peak rate (3).
    # After branch read20g (which took this set's misses as its classes, so no longer independent): 547/550
    # (99.5 %), 7 spurious in 6 cases, 179/187 exact.
    LabelledSet("2026-12-01d", size=185, empty=38,
    misses={
        "en-81": ("hours of audio to transcribe read as a data set of audio_hours"
                  " (a labelling conflict: sets 2/3 label it a data set,"
                  " this set none; English hours are now read as Chinese ones were)"),
        # calendar deadlines (the label: no duration from the text) read as hours from the present clock (tools.deadlines)
        "en-20": "'need it by end of week': deadline_hours set from the clock (label: a calendar deadline states no duration)",
        "zh-20": "'周五前要' read as hours from now (label: a calendar deadline states no duration)",
        "tw-16": "'下禮拜三前': deadline_hours set from the clock (label: a calendar deadline states no duration)",
        "en-17": "'deadline is friday': deadline_hours set from the clock (label: a calendar deadline states no duration)",
        "en-82": "'20k product images … over the weekend': the weekend read as the batch's 48 h (Saturday and Sunday, "
                 "tools.deadlines weekend_run), so the job is sized to end in it, never the assumed week (label: the "
                 "weekend states no duration)",
        # labelling choices the reader reads otherwise (the note's rules)
        "en-33": "'15 messages a day' per user × 400 users read as a peak request rate (0.5/s, shown in the workload line); "
                 "the label: messages per user size no field",
        "tw-26": "'平均每人問10個問題' × 800 users a day read as a peak request rate; the label: questions per user size nothing",
        "hk-16": "'畀10個同事用，每人每日大概問50條' read as 10 users a day plus a request rate; the label: 10 users at once",
        "zh-36": "'跑个小模型qwen2.5 1.5b玩玩': personal_use not read; sets 8 (zh-41) and 9 (zh-39) label the same "
                 "'跑个…玩玩' without personal_use, so reading it would make each of them spurious (a labelling conflict)",
        }),

    # ---- 2026-12-02a.json (set 12 in docs/CONVERSATION.md) ----
    # The 160 phrasings (72 EN, 48 简体, 22 繁體 Taiwan, 18 繁體 Hong Kong; 25 that state nothing or only small talk) were
    # written and committed (8730483) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets' texts; the writer's note is 2026-12-02a.md beside the data. No label was
    # changed after measuring. Each case lists only the Workload fields its text states; the judge is
    # scripts/measure_reading_heldout.py. Labelling choices (the note has them all): "money no object" / 錢不是問題 is the
    # fastest intent; "speed matters more than price" is fastest; a calendar limit (今天之内, "by next monday") states no
    # duration; "either lora or qlora" is task finetune; "just for fun" / "nothing serious" is personal use; one's own card
    # given by count word only (有張3090) is one GPU; cards given only by size are a memory ceiling; 1兆 (Taiwan) is 10^12.
    # Measured at 8730483 (reader as on main d5380ad): 526/558 fields (94.3 %), 7 spurious in 7 cases, 132/160 cases read
    # exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02a.json --misses`).
    # After the fixes that took this set as tuning data (its misses fixed as classes): 558/558, 1 spurious (zh-30), 159/160.
    LabelledSet("2026-12-02a", size=160, empty=25,
    misses={
        "en-29": ("hours of audio read as a data set; 'by next monday' as hours from now"
                  " (a labelling conflict: sets 2/3 label it a data set,"
                  " this set none; English hours are now read as Chinese ones were)"),
        # labelling choice the reader does not share
        "zh-30": "'今天之内搞定': deadline_hours set from the clock (label: a calendar limit states no duration)",
        }),

    # ---- 2026-12-02b.json (set 13 in docs/CONVERSATION.md) ----
    # The 152 phrasings (68 EN, 46 简体, 22 繁體 Taiwan, 16 繁體 Hong Kong; 23 that state nothing or only small talk) were
    # written and committed (22a3709) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets' texts; the writer's note is 2026-12-02b.md beside the data. No label was
    # changed after measuring. Each case lists only the Workload fields its text states; the judge is
    # scripts/measure_reading_heldout.py. Labelling choices (the note has them all): a calendar limit ("by end of week",
    # "by tonight") states no duration; hours of audio to transcribe are not a data set; a batch of images to caption is
    # inference, not a training data set; an embedding batch has no output tokens; an exact region id gets no tag added
    # for the city named beside it; "fp8的kv cache" alone sets kv_precision, not the weights' precision.
    # Measured at 22a3709 (reader as on main 3c2f754): 511/554 fields (92.2 %), 12 spurious in 12 cases, 125/152 cases read
    # exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02b.json --misses`).
    # After this set's misses were fixed as classes (the set is tuning data from then on):
    # 554/554 fields, 3 spurious (the two calendar limits and zh-35's audio hours below), 149/152 cases read exactly.
    LabelledSet("2026-12-02b", size=152, empty=23,
    misses={
        "en-17": ("hours of audio to transcribe read as a data set of audio_hours"
                  " (a labelling conflict: sets 2/3 label it a data set,"
                  " this set none; English hours are now read as Chinese ones were)"),
        "en-41": ("a card given by its size with an owner word read as one owned card (num_gpus 1): a design change"
                  " after labelling (docs/RECOMMENDER.md, the user's own card caps the plan); the label gives the size"),
        # the product reads a calendar limit as hours from now (tools.deadlines, a tested feature); the labels give none
        "en-04": "'by end of week' turned into hours from now (label: calendar, no duration)",
        "en-32": "'by tonight' turned into hours from now (label: calendar, no duration)",
        # a labelling conflict: sets 2 and 3 (tests/extraction_labelled_2026_11_30a.py, _30b.py) label hours of audio to
        # transcribe as a data set of audio_hours, and the chat's speech question uses it ("By when must the 500 h of audio
        # be done?")
        "zh-35": "'有800小时的录音要转写': read as a data set of 800 audio hours (this set: no data set; sets 2/3: a data set)",
        }),

    # ---- 2026-12-02c.json (set 14 in docs/CONVERSATION.md) ----
    # The 151 phrasings (68 EN, 45 简体, 20 繁體 Taiwan, 18 繁體 Hong Kong; 18 that state nothing or only small talk) were
    # written and committed (b36bf9b) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets' texts; the writer's note is 2026-12-02c.md beside the data. No label was
    # changed after measuring. Each case lists only the Workload fields its text states; the judge is
    # scripts/measure_reading_heldout.py. Labelling choices (the note has them all): a fine-tune with no method is task
    # finetune; a calendar limit ("by end of week", "这周末前") states no duration; "no vast" is a negated marketplace
    # (2026-12-02a.md's rule); users at once with no model named state no task; a data set's example length is
    # tokens_per_unit, never seq_len.
    # Measured at b36bf9b (reader as on main 91b61ee): 511/515 fields (99.2 %), 3 spurious in 3 cases, 144/151 cases read
    # exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02c.json --misses`).
    # The four reader faults (zh-04 蒸馏的qwen, hk-05 / hk-07 行 glued to the name, hk-10 唔好用Vast) were fixed by their
    # classes (tests/advisor/test_reading_distills_glued_run_answer_time_and_embedding_volumes.py): 515/515, 148/151.
    LabelledSet("2026-12-02c", size=151, empty=18,
    misses={
        # label conventions the product reads otherwise (en-26, '300 users at the same time' alone → task inference, was
        # relabelled with docs/CONVERSATION.md "Three reading decisions", 2, and passes)
        "en-35": "'by end of week' turned into hours from now (label: calendar, no duration)",
        "zh-35": "'这周末前搞定' turned into hours from now (label: calendar, no duration)",
        }),

    # ---- 2026-12-02d.json (set 15 in docs/CONVERSATION.md) ----
    # The 152 phrasings (69 EN, 45 简体, 20 繁體 Taiwan, 18 繁體 Hong Kong; 18 that state nothing or only small talk) were
    # written and committed (7863dcc) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets' texts; the writer's note is 2026-12-02d.md beside the data. No label was
    # changed after measuring. Each case lists only the Workload fields its text states; the judge is
    # scripts/measure_reading_heldout.py. Labels follow the spec table at the top of docs/CONVERSATION.md where it speaks
    # (a reasoning length is output_tokens, never the context; hours said beside a calendar word win; a month is 30 days;
    # a data set's example length is tokens_per_unit, never seq_len; users somewhere are where to rent, the user's own place
    # is not); the note lists every choice.
    # Measured blind at 7863dcc (reader as on main 351fea2): 505/545 fields (92.7 %), 9 spurious in 8 cases, 115/152 cases
    # read exactly
    # (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02d.json --misses`).
    # Fixed on branch read20m by class (tests/advisor/
    # test_reading_answer_lengths_deadlines_refusals_people_owned_cards_and_names.py): 505/545 → 545/545 fields, 9 → 2
    # spurious, 115 → 150/152 cases: en-02 en-07 en-11 en-17 en-23 en-27 en-29 en-38 en-39 en-42 en-52 en-53 en-58 en-67
    # zh-02 zh-03 zh-05 zh-07 zh-13 zh-17 zh-18 zh-21 zh-25 zh-40 tw-01 tw-04 tw-05 tw-12 tw-18 hk-01 hk-02 hk-08 hk-10
    # hk-13 hk-16. The two label disputes left (en-36: 'can my RTX 3090 …' is one card; tw-16: an answer time alone is
    # serving) were relabelled with docs/CONVERSATION.md "Three reading decisions" (1 and 2): 547/547, 0 spurious, 152/152.
    LabelledSet("2026-12-02d", size=152, empty=18,
    misses={
        "en-54": "'servers must be in germany' read as Germany (de); a labelling convention the product no longer "
                 "shares: the set's spec read an EU country as the EU row; a country is now its own row of regions.csv"
                 " (inside the EU, never widened to it: a residency rule naming the country is not met elsewhere in "
                 "the EU)",
        }),

    # ---- 2026-12-02e.json (set 16 in docs/CONVERSATION.md) ----
    # The 163 phrasings (74 EN, 50 简体, 20 繁體 Taiwan, 19 繁體 Hong Kong; 19 that state nothing or only small talk) were
    # written and committed (694e13e) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets' texts; the writer's note is 2026-12-02e.md beside the data. No label was
    # changed after measuring. Each case lists only the Workload fields its text states; the judge is
    # scripts/measure_reading_heldout.py. Labels follow the spec table at the top of docs/CONVERSATION.md where it speaks and
    # 2026-12-02d.md's label rules elsewhere; the note lists every choice.
    # Measured blind at 694e13e (reader as on main cdc473c): 469/496 fields (94.6 %), 8 spurious in 8 cases, 131/163 cases
    # read exactly
    # (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02e.json --misses`).
    LabelledSet("2026-12-02e", size=163, empty=19,
    misses={
        # the 30 reader faults measured at 694e13e were fixed on branch read20n (tests/advisor/
        # test_reading_answer_times_recurring_batches_and_clock_windows.py holds new phrasings per class); 469/496 → see
        # 2026-12-02e.md
        # label disputes (2026-12-02e.md "Measured"): the reader's reading is defensible, the label kept as written;
        # en-58 ('I have a 5090 at home' is one card) was relabelled with docs/CONVERSATION.md "Three reading decisions", 1
        "en-27": "'servers have to sit in france' read as France (fr); a labelling convention the product no longer "
                 "shares: the set's spec read an EU country as the EU row; a country is now its own row of regions.csv"
                 " (inside the EU, never widened to it: a residency rule naming the country is not met elsewhere in "
                 "the EU)",
        "en-59": "'my friend says tpu v5e is cheap …': gpu_preference not set (label: the plan names the card; a friend's "
                 "suggestion may be read as no choice)",
        }),

    # ---- 2026-12-02f.json (set 17 in docs/CONVERSATION.md) ----
    # The 131 phrasings (59 EN, 39 简体, 17 繁體 Taiwan, 16 繁體 Hong Kong; 15 that state nothing or only small talk) were
    # written and committed (fea089e) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets' texts; the writer's note is 2026-12-02f.md beside the data. No label was
    # changed after measuring. Each case lists only the Workload fields its text states; the judge is
    # scripts/measure_reading_heldout.py. Labels follow the spec table at the top of docs/CONVERSATION.md where it speaks and
    # 2026-12-02e.md's label rules elsewhere; the note lists every choice.
    # Measured blind at fea089e (reader as on main 17a2dc3): 309/323 fields (95.7 %), 12 spurious in 12 cases, 108/131 cases
    # read exactly
    # (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02f.json --misses`).
    # After the set-17 class fixes (branch read20o): 321/323 fields, 11 spurious (task 9 and num_gpus 2, all label disputes),
    # 118/131 cases exact. The disputes were settled by docs/CONVERSATION.md "Three reading decisions" (branch read20p):
    # 11 cases relabelled (a serving fact alone → task inference: en-58 zh-05 zh-06 zh-23 tw-08 tw-09 hk-08 hk-09 hk-14; a
    # singular owned card → num_gpus 1: tw-07 hk-04), and en-05 ("can they handle X" with no training word) is read as
    # inference: 333/334 fields, 0 spurious, 130/131 cases exact.
    # en-30 ('bump concurrency to 200': a follow-up verb before the load) read since branch read20q
    LabelledSet("2026-12-02f", size=131, empty=15,
    misses={
        "zh-04": ("'我自己有一台机器带4张3090': one owned machine sets max_nodes 1 (a design choice after labelling: "
                  "extract_rules.ONE_OWNED_BOX / ONE_NODE, docs/CONVERSATION.md, no plan spans machines the user lacks; "
                  "read since 一台机器 arrives as 1台机器); the label gives no machine count"),
        }),

    # ---- 2026-12-02g.json (set 18 in docs/CONVERSATION.md) ----
    # The 141 phrasings (70 EN, 43 简体, 14 繁體 Taiwan, 14 繁體 Hong Kong; 11 that state nothing or only small talk) were
    # written and committed (ecc78b1) before the reader was run on any of them, by a writer who had not read the reader, its
    # tests or the other labelled sets' texts; the writer's note is 2026-12-02g.md beside the data. Labels follow the
    # spec table at the top of docs/CONVERSATION.md, its "Three reading decisions" (the first set labelled by them) and its
    # numbered reading classes; the note lists every choice. One label was corrected after measuring, against the spec and
    # said in the note (en-35: product titles are read at 32 tokens each, tools.embedding.TITLE_TOKENS).
    # Measured blind at ecc78b1 (reader as on main 504772f): 515/522 fields (98.7 %), 2 spurious in 2 cases, 133/141 cases
    # read exactly
    # (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02g.json --misses`).
    # After the one label correction (en-35): 516/523 fields (98.7 %), 1 spurious, 134/141 cases exact.
    # en-36, en-65 read since read20p (decision 3); en-44 (a method typo beside nf4 and a rank), zh-14 (a rate word before
    # its number), zh-20 (a negation stops where 都行 accepts the names after the comma), hk-08 (同時有N個user) read since
    # read20q; zh-41 (two methods weighed) is task finetune, the method open, which the judge counts as the label's "no
    # method" since 全参 is a fine-tune word (scripts/measure_reading_heldout.py FINETUNE_WORD).
    LabelledSet("2026-12-02g", size=141, empty=11,
    misses={
        "zh-29": ("a card given by its size with an owner word read as one owned card (num_gpus 1): a design change"
                  " after labelling (docs/RECOMMENDER.md, the user's own card caps the plan); the label gives the size"),
        "en-38": "'hosting mixtral 8x7b in Germany' read as Germany (de); a labelling convention the product no longer"
                 " shares: the set's spec read an EU country as the EU row; a country is now its own row of "
                 "regions.csv (inside the EU, never widened to it: a residency rule naming the country is not met "
                 "elsewhere in the EU)",
        }),

    # ---- 2026-12-02h.json (set 19 in docs/CONVERSATION.md) ----
    # The 139 phrasings (69 EN, 42 简体, 15 繁體 Taiwan, 13 繁體 Hong Kong; 10 that state nothing) were written and committed
    # (adba93c) before the reader was run on any of them, by a writer who had not read the reader, its tests or the other
    # labelled sets' texts; the writer's note is 2026-12-02h.md beside the data (the label rules it interpreted).
    # Labels follow the spec table at the top of docs/CONVERSATION.md and its "Three reading decisions".
    # Measured blind on main after the read20q merge (the set written before; no fix aimed at it): 613/616 fields (99.5 %),
    # 1 spurious in 1 case, 135/139 cases read exactly
    # (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02h.json --misses`).
    # en-34 (a negated place: "nothing in Asia"), en-64 ("my rig has … — can it handle <model>": an own-machine run is
    # inference) and hk-01 (Cantonese 部機有張: the machine without 我 is owned) read since read20r; en-57 ("50 developers
    # in Sydney": the team a tool serves is where its users are, users_region, no region to rent) since the team reading.
    LabelledSet("2026-12-02h", size=139, empty=10),

    # ---- 2026-12-02i.json (set 20 in docs/CONVERSATION.md) ----
    # The 128 phrasings (65 EN, 39 简体, 13 繁體 Taiwan, 11 繁體 Hong Kong; 9 that state nothing) were written and committed
    # (2602761) before the reader was run on any of them, by a writer who had not read the reader, its tests or the other
    # labelled sets' texts; the writer's note is 2026-12-02i.md beside the data (the label rules it interpreted).
    # Labels follow the spec table at the top of docs/CONVERSATION.md and its "Three reading decisions".
    # Measured blind on main 1a0af4b (the set written before; no fix aimed at it): 495/503 fields (98.4 %), 0 spurious,
    # 122/128 cases read exactly
    # (`python scripts/measure_reading_heldout.py --data tests/advisor/data/labelled_reading/2026-12-02i.json
    # --misses`). The reader as it was at this session's start (5bf28f9) read 457/503 (90.9 %), 0 spurious.
    LabelledSet("2026-12-02i", size=128, empty=9,
    misses={
        "en-01": "'in Europe' read as the europe tag; the spec's table reads Europe as eu",
        "en-49": "'avoid anything in China, I want us-east or Europe': the negated China read too, and Europe as europe",
        "en-26": "'cheapst' (a typo of cheapest) not read as the cheapest intent",
        # en-29 ('generate 2 million product descriptions … fastest possible') is read since descriptions are items
        # en-60 ('3 old V100s lying around') is read since an adjective between the count and the card keeps it owned
        "en-62": "'what's the difference between LoRA and QLoRA?': no task (the label reads two methods weighed as finetune)",
        }),
    # ---- 2026-12-06-heads.json ----
    # NOT a blind set: 16 phrasings (EN, 简体, 繁體, Cantonese) written by the helper that fixed the class, beside the fix,
    # for head counts a reader dropped: a count followed by a people noun (devs, engineers, analysts, 开发者, 工程师, 律师,
    # 個人, 同事, 位) is the team's head count when the team's own use or serving is said (想用, 要跑, 要部署, Cantonese 想行,
    # "plan to run", "self-host"), sized by the head-count rule (tools.traffic.head_count_assumption); a team that trains
    # a model (微调, fine-tune) is no load. Measured on main 06f8a0f before the fix: 9/16 (en-01, en-02, zh-01, zh-02, tw-02,
    # hk-01, hk-02 dropped the count, so the load fell to 1 user at once).
    LabelledSet("2026-12-06-heads", size=16, empty=1),
    # ---- 2026-12-06-buy.json ----
    # NOT a blind set: 9 phrasings (EN, 简体, 繁體, Cantonese) written by the helper that fixed the class, beside the fix,
    # for purchase questions answered with a rental: "what GPU server should we buy" (the noun before the verb), 想買一台
    # 機器, 買邊張卡好, 要買哪張顯卡 read as a server to buy (`buy_server`), so the answer names the card to buy first
    # (advisor.core.buy_lead_lines); a named card bought or rented stays the buy-or-rent question (en-03). Measured on
    # main 06f8a0f before the fix: 3/9.
    LabelledSet("2026-12-06-buy", size=9, empty=1),

    # ---- 2026-12-06-quantities.json ----
    # NOT a blind set: 23 phrasings (EN, 简体, 繁體, Cantonese) written by the helper that fixed the class, beside the fix,
    # from four quantities the reader dropped or misread: a "k" beside "using"/context is a context, never users ("all 10
    # of them using 128k at the same time" was 128,000 users); a head count of two joined kinds before a use verb
    # (600个研究员和投顾想用 was 1 user); a batch's per-item tokens beside its shared instruction ("same 250 token
    # instruction + ~50 tokens of product info" dropped the 50) and a one-label answer (输出就一个标签 sized at 167
    # tokens); one long input read at once (一次丟32k token was a batch of 16 × 2,048). Measured on main 9a9944e before
    # the fix: 119/147 fields, 5/23 cases exact; after: 146/147, 22/23. en-08 ("take 100k tokens in one go", no
    # serving word) read as one long request served once a model is named: 147/147, 23/23.
    LabelledSet("2026-12-06-quantities", size=23, empty=1),

    # ---- 2026-12-06-load.json ----
    # NOT a blind set: 18 phrasings (EN, 简体, 繁體, Cantonese) written by the helper that fixed the class, beside the fix,
    # for a load or a job the user stated and the reader misread: a desk noun before a people noun is people ("60
    # claims handlers" was 60 examples of a data set), a named release is the release sized ("command r (08-2024)" was
    # v01), the count said with a checked card is the box (8卡H20 96G一台 was 1 × H20), adapters already trained one
    # per customer are multi-LoRA serving (was a LoRA fine-tune), "generate SFT data" is a generation batch (was a
    # fine-tune), and a card per customer asked about is no card count (每个客户一张卡). Measured on main a06cc3e before
    # the fix: 43/78 fields, 7/18 cases exact; after: 78/78, 18/18.
    LabelledSet("2026-12-06-load", size=18, empty=1),

    # ---- 2026-12-06-misc.json ----
    # NOT a blind set: phrasings (EN, 简体, 繁體, Cantonese) written by the helper that fixed the classes, beside the
    # fixes, from readings an expert saw wrong: one card named with its maker (单张NVIDIA L4, "a single NVIDIA L4" was no
    # count); a head count whose use is said with the card between 想 and 跑 (律所有10个律师，想在单张L4上跑 was no one);
    # each machine's cards said before the machines (每台机器1张卡，共4台 was 1 card, "1 GPU per node, 4 nodes" none).
    # Measured on main e4d7940 before the fixes: 3/16 exact (zh-01, tw-01, zh-02, en-01, hk-01 no card count; zh-03,
    # tw-02, hk-02 no head count; zh-05, tw-03, en-03, en-04, hk-03 one machine's cards). A named release's date in any
    # form is that release ("command r 2024-08" was a range read as 2024 and the v01 release, "Devstral Small 2025-07"
    # no model): en-05, en-06, zh-07, hk-04 wrong on main. Chinese characters said in English are a length in 字 at the
    # tokenizer's figure ("summarize 100,000 Chinese characters" was a batch of 100,000): en-07, en-08, en-09, en-10 wrong.
    # Japanese (kana) is answered in English, never read as 繁體 from its kanji: en-11, en-12 wrong on main. A Cantonese
    # document length before 嘅 (10萬字嘅文件): hk-05 wrong on main.
    LabelledSet("2026-12-06-misc", size=31, empty=1),

    # ---- 2026-12-06-counts.json ----
    # NOT a blind set: phrasings (EN, 简体, 繁體) written by the helper that fixed the classes, beside the fixes, from
    # readings an expert saw wrong while checking other fixes. A length unit between a count and "output(s) each" makes it
    # each item's length, never samples per item ("~200 tokens of output each" made 50,000 documents a day 10,000,000):
    # en-01, en-02 wrong on main 8ac8c8a; "8 solutions each" stays samples (en-04). Head counts (en-05, zh-03, tw-02,
    # hk-02, en-06) are read as on main; their users at once changed in tools.traffic.peak_share_of_people (a small team
    # at a third of it, 2 to 5: 8 → 3, was 5), tested in tests/tools/test_traffic.py.
    LabelledSet("2026-12-06-counts", size=13, empty=1),

    # ---- 2026-12-06-leftovers.json ----
    # NOT a blind set: phrasings (EN, 简体, 繁體, Cantonese) written by the helper that fixed the classes, beside the
    # fixes, from readings an expert saw wrong. Multi-LoRA serving said in Chinese with 每家 and the customers counted by
    # 家 alone (zh-01, tw-01, zh-02, hk-01: a fine-tune, or one adapter), and "adapters" served without the word LoRA
    # (en-01, en-02: a fine-tune); "N at once" said of agents who are people or of jobs (zh-03, tw-02, en-04: a head
    # count at a third; en-05, zh-04: nothing); an output said in words of output (en-06: dropped); n samples a prompt
    # said as "for each of", best-of-n (en-08, en-09: a data set, no task). Measured on main 50c7f88 before the fixes:
    # 9/20 exact.
    LabelledSet("2026-12-06-leftovers", size=20, empty=1),
    # ---- 2026-12-06-load2.json ----
    # NOT a blind set: 20 phrasings (EN, 简体, 繁體, Cantonese) written by the helper that fixed the classes, beside the
    # fixes, for loads the reader misread: a head count before a company noun ("our 12-person consultancy", "a firm of 12")
    # or a people noun with a count (200個經紀, 300个经纪, 150位經紀人) was one user; a whole document summarised in one pass
    # (報告整份丟進去做摘要（大約2.5萬token）) was a batch of 2,048-token chunks; places each sending a photo at an interval
    # (2000家门店每分钟拍一张) were one image of a data set; a night's chapters written (每天晚上写1万章，每章4000字) were one
    # chat user for 7 night hours. Measured on main 349ea495 before the fix: 57/106 fields, 5/20 cases exact; after:
    # 106/106, 20/20.
    LabelledSet("2026-12-06-load2", size=20, empty=1),
]
CASES: dict[str, list[dict[str, Any]]] = {s.name: load_cases(DATA / f"{s.name}.json") for s in SETS}


def _params() -> list[Any]:
    """One pytest param per case of every set, named `set/case id`; a known miss is a strict xfail."""
    return [pytest.param(s.name, c, id=f"{s.name}/{c['id']}",
                         marks=[pytest.mark.xfail(strict=True, reason=s.misses[c["id"]])] if c["id"] in s.misses else [])
            for s in SETS for c in CASES[s.name]]


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> Any:
    """`readings(set name)`: every text of that set read once through `parse`, the run shared by the xdist workers
    (tests/conftest.py once_per_run) and kept for the module."""
    got: dict[str, dict[str, dict[str, Any]]] = {}

    def of(name: str) -> dict[str, dict[str, Any]]:
        if name not in got:
            got[name] = once_per_run(f"labelled_reading_{name}",
                                     lambda: read_set(CASES[name], tmp_path_factory.mktemp("home")))
        return got[name]
    return of


@pytest.mark.slow
@pytest.mark.parametrize("name, case", _params())
def test_labelled_case_is_read_exactly(name: str, case: dict[str, Any], readings: Any) -> None:
    assert_read(case, readings(name)[case["id"]])


@pytest.mark.parametrize("labelled", SETS, ids=[s.name for s in SETS])
def test_labelled_set_keeps_its_shape(labelled: LabelledSet) -> None:
    assert_shape(CASES[labelled.name], labelled.misses, size=labelled.size, empty=labelled.empty)


@pytest.mark.slow
def test_measure_script_reads_the_set_given_with_data(tmp_path, capsys) -> None:
    # `--data PATH` measures that file, not the default set: a one-case file reports "/1" cases; a missing file is
    # a clear error with exit 2 (the default set has 174 cases, so "/1" cannot come from it).
    from scripts.measure_reading_heldout import main

    one = tmp_path / "one.json"
    one.write_text('[{"id": "x", "text": "hello", "expect": {}, "why": "greeting"}]', encoding="utf-8")
    assert main(["--data", str(one)]) == 0
    assert "cases read exactly: " in (out := capsys.readouterr().out) and out.rstrip().endswith("/1")
    assert main([f"--data={tmp_path / 'missing.json'}"]) == 2
    assert "no such held-out set" in capsys.readouterr().err
