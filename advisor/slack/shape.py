"""The shape of a signed Slack body, checked at the HTTP edge before Bolt reads it.

Bolt reads the members of a body before any listener runs, without guarding their types: `build_context`'s
`extract_*` functions (slack_bolt/request/internals.py: `"id" in org` on an `enterprise` of 5, recursion into
`authorizations[0]`, `event.message`, `event.item`, `event.assistant_thread`), `payload_utils.to_action`
(`actions[0]` of an empty list), the listener matchers (`action["action_id"]`, `view["type"]`) and the Assistant
middleware (`message.get` on a number). A signed body with a wrong type in any of them raised inside Bolt: HTTP 500
(Slack retries it), and for a click an apology posted. Two checks, each run on the body as
Bolt will parse it, after the signature check and before Bolt sees it:

- `problem`: a schema of the members Bolt and our listeners read. Ids and names are text; `user`, `team`, `channel`
  and `enterprise` are text or an object; `event`, `view`, `message`, `item`, `assistant_thread`, … are objects;
  `authorizations`, `actions` and `response_urls` lists of objects. It is checked at every node Bolt descends into
  (the `DESCEND` members, to `MAX_DEPTH` levels), plus what each kind we answer needs (a mention's `channel` and `ts`,
  a click's non-empty `actions` with an `action_id`, a slash command's `channel_id` and `response_url`, a view's `type`).
- `BoltReads`: the same reads Bolt makes, run on the parsed body as a dry run (`build_context`, every registered
  listener's matchers, the Assistant's matchers and its `AssistantUtilities`): whatever the schema misses, Bolt's own
  code names by raising here instead of inside the request. All of them are pure functions of the body.

A body either check refuses is answered 200 (an event: acked, since a retry cannot fix it) or 400, with one log line
naming the member (never the body), and nothing is posted. Sources: Slack's payload references
(https://docs.slack.dev/reference/interaction-payloads/, https://docs.slack.dev/reference/events/) for the types.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

log = logging.getLogger("gpu_advisor.slack")
NONE = type(None)
MAX_DEPTH = 6  # Slack nests the members Bolt reads at most 3 deep (event.assistant_thread.context)
TEXT = (str, NONE)
ID_OR_OBJECT = (str, dict, NONE)
# Members read by Bolt or our listeners, wherever they appear in a node Bolt descends into: the types Slack sends.
MEMBERS: dict[str, tuple[type, ...]] = {
    **dict.fromkeys((
        "type", "subtype", "id", "team_id", "user_id", "channel_id", "enterprise_id", "app_installed_team_id",
        "event_id", "action_id", "block_id", "callback_id", "trigger_id", "response_url", "command", "bot_id",
        "channel_type", "tab", "ts", "thread_ts", "event_ts", "message_ts", "user_team", "source_team", "value",
        "function_execution_id", "bot_access_token", "execution_id", "api_app_id", "context_team_id",
        "context_enterprise_id"), TEXT),
    **dict.fromkeys(("user", "team", "channel", "enterprise"), ID_OR_OBJECT),
    **dict.fromkeys(("event", "view", "message", "previous_message", "item", "assistant_thread", "container",
                     "function_data", "context", "state"), (dict,)),
    **dict.fromkeys(("authorizations", "actions", "response_urls"), (list,)),
    # a message's blocks and files are lists wherever Slack sends them (events, views, messages); text in their place
    # was answered in Socket Mode and over HTTP alike
    **dict.fromkeys(("blocks", "files"), (list,)),
}
# Members whose value Bolt (or we) descend into: objects, or lists of objects.
DESCEND = ("event", "view", "message", "previous_message", "item", "assistant_thread", "container", "function_data",
           "context", "user", "team", "channel", "enterprise", "authorizations", "actions", "response_urls")
# `text` is the user's words in these nodes (an object in a block or an action's button).
TEXT_NODES = ("", "event", "message", "previous_message")
WORDS = {str: "text", dict: "an object", list: "a list", NONE: "null", int: "a number", float: "a number",
         bool: "true or false"}


def _words(kinds: tuple[type, ...]) -> str:
    return " or ".join(WORDS.get(k, k.__name__) for k in kinds)


def _node_problem(node: dict[str, Any], path: str, depth: int) -> str | None:
    """The first member of `node` (at `path`) of a type Slack never sends there, or nested deeper than Slack nests."""
    if depth > MAX_DEPTH:
        return f"{path or 'the body'} nested deeper than Slack nests ({MAX_DEPTH} levels)"
    name = path.rsplit(".", 1)[-1].split("[")[0]
    for key, kinds in MEMBERS.items():
        if key in node and not isinstance(node[key], kinds):
            return f"{path + '.' if path else ''}{key} is {WORDS.get(type(node[key]), 'a ' + type(node[key]).__name__)}, " \
                   f"not {_words(kinds)}"
    if name in TEXT_NODES and "text" in node and not isinstance(node["text"], TEXT):
        return f"{path + '.' if path else ''}text is not text"
    for key in DESCEND:
        child = node.get(key)
        where = f"{path}.{key}" if path else key
        children = [(f"{where}[{i}]", c) for i, c in enumerate(child)] if isinstance(child, list) else [(where, child)]
        for at, c in children[:20]:
            if isinstance(child, list) and not isinstance(c, dict):
                return f"{at} is {WORDS.get(type(c), 'a ' + type(c).__name__)}, not an object"
            if isinstance(c, dict):
                found = _node_problem(c, at, depth + 1)
                if found:
                    return found
    return None


def _needs(node: dict[str, Any], path: str, keys: tuple[str, ...]) -> str | None:
    missing = [k for k in keys if not isinstance(node.get(k), str)]
    return f"{path}{missing[0]} is missing" if missing else None


def _kind_problem(body: dict[str, Any]) -> str | None:
    """What each kind of request we act on needs, beyond the types: the members our listeners and Bolt index."""
    kind = body.get("type")
    event = body.get("event")
    if isinstance(event, dict):
        etype = event.get("type")
        if etype is None:
            return "event.type is missing"
        if etype in ("app_mention", "message"):
            return _needs(event, "event.", ("channel", "ts") if etype == "app_mention" else ("channel",))
        if etype in ("assistant_thread_started", "assistant_thread_context_changed"):
            thread = event.get("assistant_thread")
            if not isinstance(thread, dict):
                return "event.assistant_thread is missing"
            return _needs(thread, "event.assistant_thread.", ("channel_id", "thread_ts"))
        return None
    if kind in ("block_actions", "interactive_message") and "actions" in body:
        actions = body["actions"]
        if not actions:
            return "actions is empty"
        if kind == "block_actions":  # its user, channel and team are objects (the interaction payload reference)
            wrong = [k for k in ("user", "channel", "team") if not isinstance(body.get(k), (dict, NONE))]
            return f"{wrong[0]} is not an object" if wrong else _needs(actions[0], "actions[0].", ("action_id",))
    if kind in ("view_submission", "view_closed") and isinstance(body.get("view"), dict):
        return _needs(body["view"], "view.", ("type",))
    if "command" in body:
        return _needs(body, "", ("command", "channel_id", "response_url"))  # the answer is private: response_url
    return None


def problem(body: dict[str, Any]) -> tuple[str, int] | None:
    """(what is wrong, the status to answer) for a parsed body Bolt would fail on or we could not act on; None for a
    body of Slack's shapes. 200 for an event (a retry cannot fix it), 400 for anything else."""
    found = _node_problem(body, "", 0) or _kind_problem(body)
    if found is None:
        return None
    return found, 200 if body.get("type") == "event_callback" else 400


class BoltReads:
    """Bolt's own reads of a body before any listener, as a dry run: `build_context` (every `extract_*`), each
    registered listener's matchers, the Assistant middleware's matchers and its `AssistantUtilities`, and the
    assistant sub-event check. They are pure functions of the body; one that raises here would have raised inside
    Bolt (a 500). Listeners are looked up at each call, so ones registered after the server starts count too."""

    def __init__(self, app: Any):
        self.app = app

    def listeners(self) -> list[Any]:
        from slack_bolt.middleware.assistant import Assistant

        found = list(getattr(self.app, "_listeners", None) or [])
        for m in getattr(self.app, "_middleware_list", None) or []:
            if isinstance(m, Assistant):
                for name in ("_thread_started_listeners", "_thread_context_changed_listeners",
                             "_user_message_listeners", "_bot_message_listeners"):
                    found += getattr(m, name, None) or []
        return found

    def __call__(self, body: dict[str, Any]) -> tuple[str, int] | None:
        from slack_bolt.context.assistant.assistant_utilities import AssistantUtilities
        from slack_bolt.request import BoltRequest
        from slack_bolt.request.payload_utils import (
            is_assistant_event,
            is_other_message_sub_event_in_assistant_thread,
            to_event,
        )
        from slack_bolt.response import BoltResponse

        try:
            req = BoltRequest(body=body, mode="socket_mode")  # runs build_context on the dict
            resp = BoltResponse(status=200, body="")
            for listener in self.listeners():
                listener.matches(req=req, resp=resp)
            is_other_message_sub_event_in_assistant_thread(body)
            event = to_event(body)
            if event is not None and req.context.channel_id is not None and is_assistant_event(body):
                AssistantUtilities(payload=event, context=req.context)  # as AttachingConversationKwargs does
        except Exception as e:  # what raised is named by its type only: its text may quote the body
            return f"Bolt cannot read it ({type(e).__name__} in its own reads)", \
                200 if body.get("type") == "event_callback" else 400
        return None


Reads = Callable[[dict[str, Any]], "tuple[str, int] | None"]
