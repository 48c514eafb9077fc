# ruff: noqa
# The LangChain tools on the paths added since attack 30: parse_request on role nouns, M3 Max memory, vendor quotes,
# currencies with signs, CCTV counts, designs, translation sizes, 科室, output lengths, ap-mars-1; recommend_gpus with
# the new currencies and budgets at their edges, an owned Apple M3 Max, unknown regions.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack31/lc_new.py
from advisor.agents.langchain import tools
T = {t.name: t for t in tools()}
print(sorted(T))
nan, inf = float("nan"), float("inf")
cases = [("parse_request", {"text": "serve Llama-3-8B for 10 users, budget RM -5000 a month"}),
         ("parse_request", {"text": "serve Llama-3-8B for 10 users, budget A$ -5,000 a month"}),
         ("parse_request", {"text": "detect people on -200 CCTV cameras with YOLOv8"}),
         ("parse_request", {"text": "serve Qwen2.5-32B for -12 departments"}),
         ("parse_request", {"text": "用Qwen2.5-72B把1e300亿字中文翻成英文"}),
         ("parse_request", {"text": "reviews each PR, ~-25k tokens, writes ~800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B"}),
         ("parse_request", {"text": "our bank has 300 relationship managers who will use Llama-3-8B to draft emails"}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "budget": -5000, "budget_per": "month", "currency": "MYR"}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "budget": inf, "budget_per": "month", "currency": "CHF"}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "budget": nan, "currency": "MOP"}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "currency": "aud"}),
         ("recommend_gpus", {"model": "Qwen2.5-14B", "concurrency": 3, "gpu": "Apple M3 Max", "num_gpus": 1, "owned_gpus": True}),
         ("recommend_gpus", {"model": "Qwen2.5-14B", "concurrency": 3, "gpu": "Apple M3 Max", "num_gpus": 0, "owned_gpus": True}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["ap-mars-1"]}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["ap-mars-\u200b1"]}),
         ("recommend_gpus", {"model": "Qwen2.5-Coder-32B", "batch_requests": 300, "prompt_tokens": 25000, "output_tokens": -800}),
         ("recommend_gpus", {"model": "Llama-3-8B", "head_count": -300})]
for name, args in cases:
    t = T.get(name)
    try:
        print(name, args, "=>", str(t.invoke(args))[:500].replace("\n", " "))
    except Exception as e:
        print(name, args, "=> raised", type(e).__name__, str(e)[:300].replace("\n", " "))
