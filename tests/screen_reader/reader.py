"""A screen reader's view of an application, for the tests: a separate process that reads the
AT-SPI tree and listens to its events exactly as Orca does, through libatspi.

It runs in the SYSTEM Python (``/usr/bin/python3`` with Debian's ``gir1.2-atspi-2.0`` and
``python3-gi``), not the project's virtual environment, and talks JSON lines on stdin/stdout: one
request per line (``{"op": ...}``), one answer per line. ``client.ScreenReader`` is its other end.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

# What a screen reader listens to (Orca 43 registers these and more).
LISTENED = (
    "focus:",
    "object:state-changed:focused",
    "object:state-changed:showing",
    "object:state-changed:checked",
    "object:state-changed:selected",
    "object:announcement",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:children-changed",
    "window:activate",
)
STATE_NAMES = {
    Atspi.StateType.FOCUSED: "focused",
    Atspi.StateType.FOCUSABLE: "focusable",
    Atspi.StateType.SHOWING: "showing",
    Atspi.StateType.VISIBLE: "visible",
    Atspi.StateType.ENABLED: "enabled",
    Atspi.StateType.SENSITIVE: "sensitive",
    Atspi.StateType.CHECKED: "checked",
    Atspi.StateType.CHECKABLE: "checkable",
    Atspi.StateType.SELECTED: "selected",
    Atspi.StateType.SELECTABLE: "selectable",
    Atspi.StateType.ACTIVE: "active",
    Atspi.StateType.MODAL: "modal",
    Atspi.StateType.PRESSED: "pressed",
}
APPLICATION = "Baccarat Desktop"

events: list[dict[str, Any]] = []


def states(obj: Any) -> list[str]:
    found = obj.get_state_set()
    return sorted(name for state, name in STATE_NAMES.items() if found.contains(state))


def describe(obj: Any) -> dict[str, Any]:
    """What a reader knows of one object without walking into it."""
    if obj is None:
        return {}
    try:
        return {
            "role": obj.get_role_name(),
            "name": obj.get_name() or "",
            "description": obj.get_description() or "",
            "states": states(obj),
            "interfaces": sorted(obj.get_interfaces()),
        }
    except GLib.Error as error:  # the object went away meanwhile
        return {"error": str(error)}


def on_event(event: Any) -> None:
    entry = {"type": event.type, "detail1": event.detail1, "detail2": event.detail2, "at": time.monotonic()}
    entry.update(describe(event.source))
    data = event.any_data
    if isinstance(data, str):
        entry["data"] = data
    elif isinstance(data, Atspi.Accessible):
        entry["data"] = data.get_name()
    events.append(entry)


def application() -> Any:
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_name() == APPLICATION:
            return app
    return None


def walk(obj: Any, path: list[int], depth: int, showing_only: bool) -> dict[str, Any] | None:
    node = describe(obj)
    if "error" in node:
        return None
    if showing_only and path and "showing" not in node["states"]:
        return None
    node["path"] = path
    if "Table" in node["interfaces"]:
        node["rows"] = Atspi.Table.get_n_rows(obj)
        node["columns"] = Atspi.Table.get_n_columns(obj)
    if "Text" in node["interfaces"]:
        node["text"] = Atspi.Text.get_text(obj, 0, Atspi.Text.get_character_count(obj))
    children = []
    if depth > 0:
        for index in range(obj.get_child_count()):
            child = obj.get_child_at_index(index)
            if child is not None:
                walked = walk(child, [*path, index], depth - 1, showing_only)
                if walked is not None:
                    children.append(walked)
    node["children"] = children
    return node


def at_path(path: list[int]) -> Any:
    obj = application()
    for index in path:
        obj = obj.get_child_at_index(index)
    return obj


def table(path: list[int], limit: int) -> dict[str, Any]:
    obj = at_path(path)
    rows, columns = Atspi.Table.get_n_rows(obj), Atspi.Table.get_n_columns(obj)
    cells = []
    for row in range(min(rows, limit)):
        line = []
        for column in range(columns):
            cell = Atspi.Table.get_accessible_at(obj, row, column)
            line.append(cell.get_name() if cell is not None else None)
        cells.append(line)
    headers = []
    for column in range(columns):
        header = Atspi.Table.get_column_header(obj, column)
        headers.append(
            header.get_name() if header is not None else Atspi.Table.get_column_description(obj, column)
        )
    return {"name": obj.get_name(), "rows": rows, "columns": columns, "headers": headers, "cells": cells}


def focused() -> dict[str, Any] | None:
    """The showing object with the focused state, deepest first (what a reader's 'where am I' reads)."""

    def search(obj: Any, path: list[int]) -> dict[str, Any] | None:
        for index in range(obj.get_child_count()):
            child = obj.get_child_at_index(index)
            if child is None:
                continue
            found_states = states(child)
            if "showing" not in found_states:
                continue
            deeper = search(child, [*path, index])
            if deeper is not None:
                return deeper
            if "focused" in found_states:
                return {**describe(child), "path": [*path, index]}
        return None

    app = application()
    return search(app, []) if app is not None else None


def handle(request: dict[str, Any]) -> Any:
    op = request["op"]
    if op == "application":
        return application() is not None
    if op == "events":
        drained = list(events)
        events.clear()
        return drained
    if op == "tree":
        app = application()
        return walk(app, [], request.get("depth", 40), request.get("showing", True)) if app else None
    if op == "focused":
        return focused()
    if op == "table":
        return table(request["path"], request.get("limit", 200))
    if op == "action":
        obj = at_path(request["path"])
        for index in range(Atspi.Action.get_n_actions(obj)):
            if Atspi.Action.get_action_name(obj, index) == request["name"]:
                return Atspi.Action.do_action(obj, index)
        return False
    raise ValueError(f"unknown op {op!r}")


def on_request(_source: Any, _condition: Any) -> bool:
    line = sys.stdin.readline()
    if not line:
        Atspi.event_quit()
        return False
    try:
        answer = {"ok": handle(json.loads(line))}
    except Exception as error:  # every failure goes back to the test, which fails there
        answer = {"error": f"{type(error).__name__}: {error}"}
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()
    return True


def main() -> None:
    Atspi.init()
    listener = Atspi.EventListener.new(on_event)
    for kind in LISTENED:
        listener.register(kind)
    GLib.io_add_watch(sys.stdin, GLib.IO_IN, on_request)
    sys.stdout.write(json.dumps({"ok": "ready"}) + "\n")
    sys.stdout.flush()
    Atspi.event_main()


if __name__ == "__main__":
    main()
