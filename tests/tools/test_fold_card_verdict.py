"""ESMFold asked of a named card: the direct answer (tools.domain_jobs.fold_card_verdict).

The expert's hand figures: ESMFold's pair representation grows with the square of the length; a 24 GB card (RTX 4090,
3090) folds the common lengths (up to ≈ 700–1,000 residues), sequences past ≈ 1,000 residues need 40–80 GB (A800 /
A100 80GB). So "10万条，1万条超过1000aa，租4090能搞定吗" is "only partly": the long tenth on 80 GB cards, split by
length; an 80 GB card is a plain yes; a 24 GB card with no long sequences said is a yes for the common lengths.
"""

from tools.domain_jobs import LONG_FOLD_GB, LONG_FOLD_RESIDUES, fold_card_verdict


def test_a_24_gb_card_with_long_sequences_said_is_only_partly():
    assert (LONG_FOLD_GB, LONG_FOLD_RESIDUES) == (40, 1000)
    assert fold_card_verdict(24, 1000) == "partly"
    assert fold_card_verdict(24, 1200) == "partly"


def test_an_80_gb_card_is_a_yes_and_no_long_ones_said_is_common_lengths():
    assert fold_card_verdict(80, 1500) == "yes"
    assert fold_card_verdict(48, None) == "yes"  # 48 GB ≥ 40 GB
    assert fold_card_verdict(24, None) == "common"
    assert fold_card_verdict(24, 800) == "common"  # 800 aa fits 24 GB


def test_a_multi_gpu_box_is_read_only_for_one_card_jobs():
    from advisor.core.domain_jobs import multi_box_lines

    got = multi_box_lines("splatting", "scene", "is a multi-gpu h100 box the right thing?")
    assert [m.code for m in got] == ["dj.multi_box"] and got[0].args["card"].lower() == "h100"
    assert multi_box_lines("splatting", "scene", "one RTX 4090 enough?") == []
    assert multi_box_lines("separation", "song", "multi-gpu box?") == []  # not a one-card-an-item job in the list
