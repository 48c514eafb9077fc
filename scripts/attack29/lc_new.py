# ruff: noqa
# The LangChain tools on the paths added since attack 28: parse_request on quoted prices, power prices, classic ML,
# VITS, photos at an interval, thinking tokens, owned K80 / H20; recommend_gpus with owned K80s and odd links.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack29/lc_new.py
from advisor.agents.langchain import tools
T = {t.name: t for t in tools()}
print(sorted(T))
nan = float("nan")
cases = [("parse_request", {"text": "nebius quoted us $28/hr for 8xH200, serve Llama-3-70B for 100 users"}),
         ("parse_request", {"text": "nebius has 8xH200 for $99999999/hr, serve Llama-3-70B for 100 users"}),
         ("parse_request", {"text": "we have 2 RTX 4090, power here is €999/kWh, serve Qwen2.5-7B for 10 users"}),
         ("parse_request", {"text": "train LightGBM on 1e300 rows x 120 features daily"}),
         ("parse_request", {"text": "we run -500 stores, each sends one shelf photo every minute to Qwen2.5-VL-7B"}),
         ("parse_request", {"text": "classify 1M tickets a day with Qwen3-8B with -8192 thinking tokens"}),
         ("parse_request", {"text": "we have -2 8-card H20 boxes on 25G ethernet, serve DeepSeek-V3 for 50 users"}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "gpu": "K80", "num_gpus": 4, "owned_gpus": True}),
         ("recommend_gpus", {"model": "DeepSeek-V3", "concurrency": 50, "gpu": "H20", "num_gpus": 16, "owned_gpus": True, "node_link_gbit_s": nan}),
         ("recommend_gpus", {"model": "Qwen3-8B", "batch_requests": 1000000, "output_tokens": 20, "thinking": True})]
for name, args in cases:
    t = T.get(name)
    try:
        print(name, args, "=>", str(t.invoke(args))[:400].replace("\n", " "))
    except Exception as e:
        print(name, args, "=> raised", type(e).__name__, str(e)[:300].replace("\n", " "))
