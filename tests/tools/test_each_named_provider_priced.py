"""Two providers named ("AWS 跟 GCP 哪個比較便宜？"): each one's plan is said with its hour and its month, not only the
cheaper one's."""
import pytest

pytestmark = pytest.mark.slow


# One L4 in office hours (上班時間: 9:00–18:00 on weekdays): month = 9 h × 21.73 weekdays ≈ 195.5 h. GCP
# g2-standard-4 at 22.54 TWD/h → ≈ 4,407 TWD; AWS g6.xlarge at $0.805 × 32 = 25.76 TWD/h → ≈ 5,037 TWD (± a TWD of
# rounding in the hourly price). Both named, AWS included.
@pytest.mark.slow
def test_aws_or_gcp_gives_both_monthly_totals(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "AWS 跟 GCP 哪個比較便宜？只要租一張 L4 跑 Mistral Nemo 12B 給內部用，只在上班時間開機。").text
    line = next(ln for ln in out.splitlines() if "點名的每家" in ln)
    assert "aws g6.xlarge" in line and "gcp g2-standard-4" in line
    assert line.count("每月約") >= 2
    assert "5,03" in line and "4,40" in line


@pytest.mark.slow
def test_one_named_provider_gets_no_comparison_line(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Serve Mistral Nemo 12B on one L4 on GCP for internal use, office hours only.").text
    assert "Each provider you named" not in out
