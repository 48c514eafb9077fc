"""`Store(":memory:")` is a conversation store of its own, as SQLite's ":memory:" is a database of its own: a thread
saved in one in-memory store is not seen by another in the same process (both used to open the process-wide shared
in-memory database, the one the in-memory catalog lives in), while one store still reads its own threads from any
of its threads (the Slack bot and the MCP server answer in worker threads)."""

import threading

from advisor.core.store import Store
from tools.schema import Workload


def test_a_thread_saved_in_one_in_memory_store_is_not_seen_by_another():
    first, second = Store(":memory:"), Store(":memory:")
    first.save("t1", Workload(model="Llama-3-8B", task="inference"), None, "en")
    first.add_message("t1", "user", "serve Llama-3-8B")
    # by hand: nothing was ever saved in `second`, so its thread "t1" is a fresh one: the empty workload, no stored
    # answer, no language, no messages
    assert second.load("t1") == (Workload(), None, None)
    assert second.history("t1") == []
    # and `first` still has what it saved: the two fields given, the language, the one message
    workload, rec, language = first.load("t1")
    assert (workload.model, workload.task, rec, language) == ("Llama-3-8B", "inference", None, "en")
    assert [m["text"] for m in first.history("t1")] == ["serve Llama-3-8B"]


def test_an_in_memory_store_is_one_database_across_threads():
    store = Store(":memory:")
    store.save("t1", Workload(model="Qwen2-7B"), None, "zh")
    seen: list[object] = []
    reader = threading.Thread(target=lambda: seen.append(store.load("t1")[0].model))
    reader.start()
    reader.join()
    # by hand: the other thread opens its own connection; it must reach the same in-memory database, so it reads the
    # model saved above
    assert seen == ["Qwen2-7B"]
