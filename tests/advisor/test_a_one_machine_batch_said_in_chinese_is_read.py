"""A batch under a one-machine rule said in Chinese: 只能用一台机器 / 只能一台服务器 / 只能用一台機器 keep the plan on one
machine (Workload.max_nodes = 1) — the reader spells 一 as 1 before it reads, so "一台机器" never matched and the rule
was dropped — and 分12类 / 分成十二类 / 分12類 (classify into N classes) is a classification batch like 分类 (给3億條
評論分12類 was read as no job at all). "租11台机器" is eleven machines, never one; a machine lost (一台机器挂了) is no
limit."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "用Llama-3.1-8B给3亿条商品评论分12类，评论平均80字，越快越好，但只能用一台机器（每台主机安全审查要几周），用什么机器，多久？",
    "用Llama-3.1-8B給3億條商品評論分12類，評論平均80字，越快越好，但只能用一台機器，用什麼機器，要多久？",
    "用Llama-3.1-8B给3亿条评论分类，评论平均80字，最便宜，只能一台服务器",
    "用Llama-3.1-8B给3亿条商品评论分成十二类，最便宜，只能一台服务器",
])
def test_one_machine_said_in_chinese_limits_the_batch_to_one_machine(text):
    p = extract(text).patch
    assert p.max_nodes == 1, p
    assert p.batch_requests == 300_000_000, p


@pytest.mark.parametrize("text", [
    "租11台机器跑Llama-3.1-8B的批量推理，3亿条",
    "部署qwen3-8b，一台机器挂了也要能扛住",
])
def test_eleven_machines_or_a_machine_lost_is_no_one_machine_limit(text):
    assert extract(text).patch.max_nodes is None


@pytest.mark.parametrize("text", ["用Llama-3.1-8B给3億条商品评论分12类", "用Llama-3.1-8B給3億條商品評論分12類"])
def test_classifying_into_n_classes_is_a_batch(text):
    assert extract(text).patch.batch_requests == 300_000_000
