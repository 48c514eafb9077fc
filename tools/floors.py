"""The numeric floors and ceilings every surface shares: the CLI's flags, the MCP and LangChain request models,
the model's extraction (through `tools.defaults.validate`) and the price-sheet import. No imports, so the CLI's
option table reads them without loading pydantic.

NaN and the infinities are refused everywhere (`allow_inf_nan=False` on the request models, `math.isfinite`
in the import and the CLI's `Finite` type)."""

MIN_PARAMS_B = 0.001  # 1 M parameters: the smallest size a derived architecture means anything for (1e-10 B
#                       rounds to 0 parameters and reached log(0) in tools.arch.derive_arch)
MAX_PARAMS_B = 10_000
PRICE_FLOOR = 0.001  # per hour or per month, USD or CNY: below any real offer (the cheapest catalog GPU-hour is
#                      ~$0.05); a price of 1e-300 ranked first as "< $0.01"
MAX_PRICE = 1e7  # above any real offer, below float trouble
MAX_CREDITS = 1e9  # a credit grant's amount, USD or CNY: the largest a cloud's startup programme gives is ~$350k
#                    (AWS Activate, Google for Startups); a figure above 10^9 is a slip, left unread with a note
MAX_MEMORY_GB = 1e6  # a per-GPU memory filter: above any accelerator
MIN_DEADLINE_HOURS = 1 / 60  # a training deadline of under a minute is no deadline: 5e-324 days was answered
#                              "1.18576e-322 h (not possible)". A budget's floor is PRICE_FLOOR.
MIN_TOKENS_PER_S = 0.1  # a throughput target (total or per user): a token every ten seconds, slower than anyone
#                         reads; 5e-324 was answered "✅ honoured: 0 tokens/s per user"
MAX_TOKENS_PER_S = 1e9  # total decode tokens/s: above any fleet a plan here sizes
MAX_TOKENS_PER_S_PER_USER = 1e6  # tools.schema.Workload's ceiling
MIN_TTFT_MS = 1.0  # a first-token target under a millisecond is below one network round trip ("0 ms latency")
MAX_TTFT_MS = 3_600_000.0  # an hour
MIN_REQUESTS_PER_S = 1e-9  # a service's request rate: one request in ~30 years, below any "N a month" read
MAX_REQUESTS_PER_S = 1e6  # a million requests a second, past any fleet the 256-GPU cap lets a plan rent: 10^12 images
#                           a second was sized (the pooled queue's Erlang recursion ran one step per replica, 10^10
#                           of them: no answer in minutes); a rate above this is said not read
MIN_ANSWER_S = 1.0  # a whole answer (tools.answer_time) in under a second is below one first token at any load
MAX_ANSWER_S = 86_400.0  # a day: an answer awaited longer than that is a batch job's deadline, not a user's wait
MAX_LIST_ITEM_CHARS = 100  # characters of one list value (a region or provider id or name): the longest the catalog
#                          knows is under 45 ("Europe (Frankfurt)", "asia-northeast1"); a 1 MB region took 30-40 s and
#                          a 2 MB reply, a 100 kB one a 300,728-character answer. As the MCP's
#                          NAME_MAX.
MAX_LIST_ITEMS = 40  # different values in one list field (regions, providers): every provider the catalog lists (30)
#                     fits; 10,000 repeats of one region took 22 s and a 221,667-character answer, 1,000 made-up ids
#                     no answer in 150 s. Repeats count once (tools.schema.distinct_items).
