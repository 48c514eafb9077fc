"""Registry rows for Cohere's Command R family and Mistral's Codestral 22B: the shapes that decide memory (a model
named by the user is sized as itself, never replaced by a default), each held to a figure worked out by hand."""

from catalog import registry
from tools.arch import count_params
from tools.memory import kv_cache_bytes_per_token


def test_the_first_command_r_release_has_no_grouped_query_attention():
    # v01: 40 layers x 64 KV heads x 128 dims x 2 (K and V) x 2 bytes = 1,310,720 B = 1.25 MiB per token in 16 bits;
    # a 128k (131,072-token) document is then 160 GiB of KV cache, more than two 80 GB cards hold
    a = registry.get("Command-R-v01")
    assert kv_cache_bytes_per_token(a, "bf16") == 40 * 64 * 128 * 2 * 2
    assert kv_cache_bytes_per_token(a, "bf16") * 131072 / 2**30 == 160


def test_the_later_command_r_release_uses_eight_kv_heads():
    # the 08-2024 release: 8 KV heads, so 40 x 8 x 128 x 2 x 2 = 163,840 B per token, an eighth of v01's
    assert kv_cache_bytes_per_token(registry.get("Command-R-08-2024"), "bf16") == 163_840


def test_parameter_counts_match_the_model_cards():
    # model cards: Command R v01 35B, 08-2024 32B (HF 32.3B), Command R+ 104B, Codestral 22.2B; 2 % each way
    for name, card in (("Command-R-v01", 35e9), ("Command-R-08-2024", 32.3e9), ("Command-R-Plus", 104e9),
                       ("Codestral-22B", 22.2e9)):
        assert abs(count_params(registry.get(name)) - card) / card < 0.02, name


def test_their_licences_are_non_commercial():
    # Command R: CC-BY-NC-4.0; Codestral 22B: Mistral Non-Production Licence (MNPL-0.1)
    for name in ("Command-R-v01", "Command-R-08-2024", "Command-R-Plus", "Codestral-22B"):
        lic = registry.get(name).license
        assert lic is not None and lic.commercial is False, name
