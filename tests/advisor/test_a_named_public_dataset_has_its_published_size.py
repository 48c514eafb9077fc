"""A well-known public data set named as what is trained on has a known size (tools.public_datasets, each row
sourced): "train resnet50 from scratch on imagenet-1k, 90 epochs" was answered "no image count said". A count said
beside the name wins, and a set named for its pretrained weights is no training set."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.public_datasets import PUBLIC_DATASETS, public_dataset


@pytest.mark.parametrize(("text", "n", "epochs"), [
    # ImageNet-1k: 1,281,167 training images (Russakovsky et al. 2015) × 300 epochs (a ViT recipe)
    ("train a ViT-B/16 from scratch on ImageNet-1k for 300 epochs, cheapest in 3 days", 1_281_167, 300),
    # 简体: CIFAR-10's 50,000 training images, 200 epochs
    ("在 CIFAR-10 上从头训练 ResNet-18，200 个 epoch，最便宜", 50_000, 200),
    # 繁體: COCO 2017 train = 118,287 images, 300 輪
    ("用 COCO 2017 訓練 YOLOv8-L，300 輪，兩天內", 118_287, 300),
    # ILSVRC-2012 is ImageNet-1k
    ("pretrain a ConvNeXt-T on ILSVRC 2012 for 100 epochs", 1_281_167, 100),
])
def test_a_named_dataset_is_its_training_split(text, n, epochs):
    e = extract(text)
    ds = e.patch.dataset
    assert ds is not None and (ds.amount, ds.unit, ds.epochs) == (n, "images", epochs), e.patch
    assert any(f"{n:,}" in note for note in e.notes), e.notes  # said, with its source


@pytest.mark.parametrize(("text", "n"), [
    ("fine-tune an ImageNet-pretrained ResNet-50 on 5k of our photos", 5_000),  # the 5k are the training set
    ("用 ImageNet 预训练权重微调 ResNet-50 做质检", None),  # weights, no data set
    ("在 COCO 预训练的 YOLOv8 上微调 3000 张图片", 3_000),
])
def test_a_count_said_or_pretrained_weights_win(text, n):
    ds = extract(text).patch.dataset
    assert (ds.amount if ds else None) == n


def test_every_row_cites_its_source():
    assert public_dataset("imagenet-1k") is not None and public_dataset("imagenet-1k").train_items == 1_281_167
    assert public_dataset("no-such-set") is None
    for row in PUBLIC_DATASETS.values():
        assert row.source and row.train_items > 0
