"""Data files (models, GPUs, cloud instances and prices) and the code that loads and queries them."""
