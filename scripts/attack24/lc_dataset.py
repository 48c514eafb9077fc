# ruff: noqa
# The LangChain tools with a data set whose size in tokens rounds to zero (tiny tokens per unit, amount or epochs).
#   HF_HUB_OFFLINE=1 PYTHONPATH=. GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack24/lc_dataset.py
from advisor.agents.langchain import tools
T = {t.name: t for t in tools()}
cases = [("recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 5000, "tokens_per_unit": 1e-10}}),
         ("recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 1e-300, "unit": "tokens"}}),
         ("estimate_memory", {"params_b": 8, "task": "lora", "dataset": {"amount": 1, "tokens_per_unit": 1e-300}}),
         ("recommend", {"params_b": 8, "owned_gpus": True, "gpu": "RTX 5090", "num_gpus": float("nan")}),
         ("recommend", {"params_b": 8, "owned_gpus": True, "gpu": "RTX 5090", "num_gpus": 2}),
         ("recommend", {"params_b": 8, "budget": 1e300}), ("recommend", {"params_b": 8, "budget": float("nan")}),
         ("recommend", {"params_b": 8, "deadline_days": 1e300}), ("recommend", {"params_b": 8, "seq_len": 10**30}),
         ("recommend", {"params_b": 8, "serving_hours": float("inf")}), ("recommend", {"params_b": 8, "usage_hours_per_day": 0}),
         ("recommend", {"params_b": 8, "data_residency": True, "regions": ["eu"]}),
         ("parse_request", {"text": "I have 1e300 RTX 5090s; what if users grow -3x?"}),
         ("compare", {"options": [{"label": "a", "params_b": 8, "owned_gpus": True, "gpu": "RTX 5090", "num_gpus": 2}, {"label": "b", "params_b": float("inf")}]})]
for name, args in cases:
    t = T.get(name) or T.get(name + "_gpus")
    try:
        print(name, args, "=>", str(t.invoke(args))[:300].replace("\n", " "))
    except Exception as e:
        print(name, args, "=> raised", type(e).__name__, str(e)[:300].replace("\n", " "))
