"""Entries for advisor/core/personal_data_read.py and the voice-clone rules of tools/data_law.py: personal data said of
a job's inputs (marketplaces left out, and why), and the consent / labelling duty of a voice-cloning service."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "personal_data.no_marketplace": E(
        "'{said}' read as personal data: marketplace and community hosts (Vast, brokers' resales) are left out for it "
        "— an unknown operator with access to the disk and no data-processing contract; a contracted cloud in your "
        "jurisdiction or a machine you own instead",
        "“{said}”理解为个人数据：市场类、社区类主机（Vast、经纪平台转售的机器）已排除——主机方身份不明、能接触磁盘、"
        "没有数据处理合同；请用在你的法域内签了合同的云，或自己的机器"),
    "voice_clone.cn_deep_synthesis": E(
        "⚠️ Voice cloning in mainland China is deep synthesis: your service must have users tell the person whose voice "
        "it is and get that person's separate consent, label cloned audio conspicuously and with implicit marks, and "
        "file the algorithm; a public-facing service may also need a generative-AI filing [{source}]",
        "⚠️ 在中国大陆做声音克隆属于深度合成：须提示用户告知被克隆声音的本人并取得其单独同意，合成的音频要加显著标识和"
        "隐式标识，算法须备案；面向公众的服务还可能需要生成式人工智能备案 [{source}]"),
    "voice_clone.eu_ai_act": E(
        "⚠️ Voice cloning in the EU: mark the generated audio as synthetic in a machine-readable way and tell listeners "
        "that a cloned voice is artificial (AI Act transparency duties); the voice is biometric personal data when it "
        "identifies the speaker, so get the speaker's explicit consent [{source}]",
        "⚠️ 在欧盟做声音克隆：生成的音频须以机器可读方式标为合成，并告知听众克隆的声音是人工生成的（《人工智能法》透明度"
        "义务）；能识别说话人的声音属生物识别个人数据，须取得本人明确同意 [{source}]"),
    "voice_clone.unplaced": E(
        "⚠️ Cloning users' voices: get each speaker's own consent for their voice and label the cloned audio as "
        "synthetic; in mainland China the deep-synthesis rules make both law (separate consent, visible and implicit "
        "labels, an algorithm filing), in the EU the AI Act's transparency duties do — say where you serve and I'll "
        "name that place's rule [{sources:; }]",
        "⚠️ 克隆用户的声音：须取得声音本人的同意，并把克隆出的音频标为合成；在中国大陆，深度合成规定把两者都定为法律义务"
        "（单独同意、显著与隐式标识、算法备案），在欧盟则是《人工智能法》的透明度义务——告诉我服务在哪里，我说明当地的规定 "
        "[{sources:; }]"),
}
