"""What AT-SPI tells a screen reader about the app: run by the system's python3 with pyatspi.

Waits for the application named on the command line to appear on the accessibility
bus, then prints its showing objects as JSON lines: role, name, description, states
and, for text objects, their text. This is what Orca reads, one step before speech.
"""

import json
import sys
import time

import pyatspi  # type: ignore[import-not-found]


def text_of(node):  # type: ignore[no-untyped-def]
    try:
        text = node.queryText()
    except NotImplementedError:
        return ""
    return text.getText(0, -1)


def walk(node, out):  # type: ignore[no-untyped-def]
    states = [pyatspi.stateToString(s) for s in node.getState().getStates()]
    if "showing" in states:
        out.append(
            {
                "role": node.getRoleName(),
                "name": node.name or "",
                "description": node.description or "",
                "states": states,
                "text": text_of(node),
            }
        )
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            walk(child, out)


def main(application: str) -> int:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == application:
                out = []
                walk(app, out)
                for node in out:
                    print(json.dumps(node, ensure_ascii=False))
                return 0
        time.sleep(0.2)
    print(f"{application!r} never appeared on the accessibility bus", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
