# ruff: noqa
# The LangChain tools on the paths added since attack 24: parse_request with lakh/crore, percentiles, sweeps, owned
# Macs and modded boards, buy-or-rent horizons; recommend with owned Apple / DGX Spark devices and NaN / huge figures.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack25/lc_new.py
from advisor.agents.langchain import tools
T = {t.name: t for t in tools()}
print(sorted(T))
nan, inf = float("nan"), float("inf")
cases = [("parse_request", {"text": "serve Llama-3-8B for 1e300 lakh users, P100 300ms"}),
         ("parse_request", {"text": "buy or rent 8 H100 for 2 years"}),
         ("parse_request", {"text": "LoRA Llama-3-8B, sweep of -5 runs × 20M tokens each"}),
         ("recommend_gpus", {"params_b": 8, "owned_gpus": True, "gpu": "Mac mini M4 Pro", "num_gpus": nan}),
         ("recommend_gpus", {"params_b": 70, "owned_gpus": True, "gpu": "DGX Spark", "num_gpus": 10**6}),
         ("recommend_gpus", {"params_b": 8, "owned_gpus": True, "gpu": "RTX 4090-48GB (modified)", "num_gpus": -2}),
         ("recommend_gpus", {"params_b": 8, "concurrency": 10**12}),
         ("recommend_gpus", {"params_b": 8, "users_online": inf}),
         ("recommend_gpus", {"params_b": 8, "task": "lora", "train_tokens": nan}),
         ("recommend_gpus", {"params_b": nan}),
         ("estimate_memory", {"params_b": 8, "seq_len": -1}),
         ("estimate_memory", {"params_b": 1e300})]
for name, args in cases:
    t = T.get(name)
    try:
        print(name, args, "=>", str(t.invoke(args))[:300].replace("\n", " "))
    except Exception as e:
        print(name, args, "=> raised", type(e).__name__, str(e)[:300].replace("\n", " "))
