"""Well-known public data sets and their published sizes: a named set has a known size, so "train ResNet-50 on
ImageNet-1k" is 1,281,167 training images, never "no image count said". Each row cites where its count is
published; a row marked `from_memory` is a figure recalled, not re-read (the answer says "re-check")."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class PublicDataset(BaseModel):
    model_config = ConfigDict(frozen=True)

    key: str
    name: str
    train_items: int  # the training split's count
    unit: str  # "images" (Workload.dataset unit)
    standard_epochs: float | None = None  # the schedule its reference recipe trains for, where one is standard
    source: str
    from_memory: bool = False


PUBLIC_DATASETS: dict[str, PublicDataset] = {d.key: d for d in (
    PublicDataset(key="imagenet-1k", name="ImageNet-1k (ILSVRC-2012)", train_items=1_281_167, unit="images",
                  standard_epochs=90,
                  source="Russakovsky et al., ImageNet Large Scale Visual Recognition Challenge, IJCV 2015, table 2 "
                         "(1,281,167 training images); 90 epochs: Goyal et al., arXiv:1706.02677 (ResNet-50 reference)"),
    PublicDataset(key="imagenet-21k", name="ImageNet-21k (fall 2011)", train_items=14_197_122, unit="images",
                  source="image-net.org (14,197,122 images, 21,841 synsets)", from_memory=True),
    PublicDataset(key="coco", name="COCO 2017", train_items=118_287, unit="images",
                  source="cocodataset.org, 2017 train split (118,287 images; val 5,000)"),
    PublicDataset(key="cifar-10", name="CIFAR-10", train_items=50_000, unit="images",
                  source="Krizhevsky 2009, cs.toronto.edu/~kriz/cifar.html (50,000 training + 10,000 test images)"),
    PublicDataset(key="cifar-100", name="CIFAR-100", train_items=50_000, unit="images",
                  source="Krizhevsky 2009, cs.toronto.edu/~kriz/cifar.html (50,000 training + 10,000 test images)"),
    PublicDataset(key="mnist", name="MNIST", train_items=60_000, unit="images",
                  source="LeCun et al., yann.lecun.com/exdb/mnist (60,000 training + 10,000 test images)"),
    PublicDataset(key="places365", name="Places365-Standard", train_items=1_803_460, unit="images",
                  source="Zhou et al., Places: A 10 million Image Database for Scene Recognition, TPAMI 2017",
                  from_memory=True),
)}


def public_dataset(key: str) -> PublicDataset | None:
    """The row of a well-known data set by its key (PUBLIC_DATASETS), or None."""
    return PUBLIC_DATASETS.get(key)
