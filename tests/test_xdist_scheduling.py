"""The -n scheduler of tests/conftest.py (`pytest_xdist_make_scheduler`): whole modules (or a SHARED_WORKER group) per
worker, as `--dist loadfile`, with its bookkeeping in constant time a finished test."""

from types import SimpleNamespace

from tests.conftest import SHARED_WORKER, pytest_xdist_make_scheduler


class Node:
    """A worker as the scheduler sees it: what it was sent, whether it was told to stop."""

    def __init__(self) -> None:
        self.sent: list[int] = []
        self.shutting_down = False
        self.gateway = SimpleNamespace(id="gw")

    def send_runtest_some(self, indices: list[int]) -> None:
        self.sent += indices

    def shutdown(self) -> None:
        self.shutting_down = True


def _scheduler():
    options = {"dist": "loadfile", "tx": ["popen", "popen"]}
    config = SimpleNamespace(getoption=options.get, getvalue=options.get, option=SimpleNamespace(loadscopereorder=False))
    return pytest_xdist_make_scheduler(config, None)


def test_each_module_runs_whole_on_one_worker_and_a_finished_one_leaves_its_count():
    shared = next(iter(SHARED_WORKER))  # a module of a group runs with the rest of its group
    partner = next(m for m, g in SHARED_WORKER.items() if g == SHARED_WORKER[shared] and m != shared)
    ids = [f"tests/a.py::t{i}" for i in range(4)] + ["tests/b.py::t0", f"{shared}::t0", f"{partner}::t0",
                                                      "tests/c.py::t0", "tests/d.py::t0"]
    sched, one, two = _scheduler(), Node(), Node()
    for node in (one, two):
        sched.add_node(node)
        sched.add_node_collection(node, ids)
    sched.schedule()
    # units in collection order: a (4 tests) to one, b to two, then each is topped up while it has 2 or fewer pending
    assert [ids[i] for i in one.sent] == ids[:4] and [ids[i] for i in two.sent][:1] == ["tests/b.py::t0"]
    assert sched.has_pending and not sched.tests_finished
    for i in two.sent[:1]:
        sched.mark_test_complete(two, i)
    assert "tests/b.py" not in sched.assigned_work[two]  # done: no longer summed on every later report
    finished = {(two, two.sent[0])}
    while not sched.tests_finished:  # each worker finishes what it was sent, in order, and is topped up as it goes
        node, i = next((n, i) for n in (one, two) for i in n.sent if (n, i) not in finished)
        finished.add((node, i))
        sched.mark_test_complete(node, i)
    sent = [ids[i] for n in (one, two) for i in n.sent]
    assert sorted(sent) == sorted(ids)  # every test sent once
    group = {n for n in (one, two) for i in n.sent if ids[i] in (f"{shared}::t0", f"{partner}::t0")}
    assert len(group) == 1  # the group's two modules went to one worker

