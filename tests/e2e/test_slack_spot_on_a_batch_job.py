"""Slack (real Bolt app + fake Slack on 127.0.0.1): "could we use spot for this?" in a batch job's thread is answered
— yes for a job that resumes from a checkpoint, with the spot GPU-hour, the saving and the reclaim risk — never the
first answer repeated with "nothing new to re-size it by"."""

from tests.e2e.test_slack_e2e import Bot, mention, post, thread_reply


def test_spot_on_a_daily_retrain_is_answered_in_slack(tmp_path, fake):
    bot = Bot(tmp_path, fake)
    try:
        post(bot.url, mention("we retrain an xgboost fraud model daily: 200M rows x 300 float features, ~1000 trees, "
                              "depth 8. what should we rent and what does it cost per month", ts="1700000201.000001"))
        fake.wait_for("chat.postMessage")
        post(bot.url, thread_reply("could we use spot for this?", thread_ts="1700000201.000001", event_id="EvS2"))
        second = fake.wait_for("chat.postMessage", 2)[1]
        text = " ".join(b["text"] if isinstance(b["text"], str) else b["text"]["text"] for b in second.body["blocks"]
                        if b["type"] in ("section", "markdown"))
        # Hand: the daily job resumes from a saved booster: spot suits it; the pilot card's spot GPU-hour against its
        # on-demand hour (H100: ≈ $1.14 against $2.17, ≈ 47 % less); reclaims assumed ≈ one per 20 h of spot time
        assert "Spot for this: yes" in text and "% less" in text and "20 h" in text, text[:1500]
        assert "nothing new to re-size" not in text
    finally:
        bot.stop()
