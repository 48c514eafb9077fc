"""Training on documents longer than the model's context: the lever that keeps the model comes first, a swap second.

A full fine-tune of OLMo-2-7B (4,096 tokens, max_position_embeddings in its config.json) on 10k-token memos was led by
"use Mistral-7B": a different model the user never asked for. An expert keeps the asked model first: cut (or pack)
each document into windows of at most the native context, which trains on the same tokens (each window sees only its
own part of the document; a sentence cut at a boundary loses its left context), or the same family's long-context
release where the registry holds one (a name that starts with the model's and whose context holds the length); only
then another model with a longer context. The tokens trained are unchanged, so the job's FLOPs (6 × params × tokens)
are the same, and each sequence is shorter, so the memory sized at the asked length is an upper bound.

Pure: names and lengths come in; no catalog is read here.
"""

from __future__ import annotations

from tools.schema import Constraint, Msg


def own_release(model: str, longer: list[str]) -> str | None:
    """The first of `longer` (the registry's models whose context holds the asked length) that is the model's own
    long-context release: its name starts with the model's ("Phi-3-medium" → "Phi-3-medium-128k", "Yi-1.5-9B" →
    "Yi-1.5-9B-Chat-16K"); None when the registry holds none (OLMo-2-7B)."""
    m = model.lower()
    return next((n for n in longer if n.lower().startswith(m + "-")), None)


def _args(model: str, max_context: int, seq_len: int, longer: list[str]) -> dict[str, object]:
    own = own_release(model, longer)
    others = [n for n in longer if n != own][:3]
    return {"model": model, "max_context": max_context, "seq_len": seq_len, "own": own, "names": others}


def train_context_lead(model: str, max_context: int, seq_len: int, longer: list[str], msg: Msg) -> Msg:
    """The headline for a training job over the context: keep the model (cut or pack to its context, or its own
    long-context release) first, another model second, then the plan (`msg`) sized at the asked length as a guide."""
    return Msg(code="train_context.lead", args={**_args(model, max_context, seq_len, longer), "msg": msg})


def train_context_constraint(model: str, seq_len: int, max_context: int, longer: list[str]) -> Constraint:
    """The context line of a training job over the model's context: refused at the asked length, the lever that keeps
    the model named before any swap."""
    return Constraint(name="context", stated=f"{seq_len:,} tokens", status="refused",
                      label=Msg(code="constraints.tokens", args={"seq_len": seq_len}),
                      message=Msg(code="train_context.constraint", args=_args(model, max_context, seq_len, longer)))
