"""Work for the questions beside the one on screen, done while the candidate reads it.

The slowest moves of an exam were first visits: a question with an exhibit had its
picture loaded, decoded and scaled while the candidate waited, a matching question had
its items rendered from Markdown, a case study its scenario. A candidate spends
seconds on a question, so that work is done for the next and the previous question in
the pause after the screen is painted, into the caches the page reads from
(`markdown.to_html`, `exhibits.decoded` and `exhibits.scaled`).

Each piece of work runs on its own timer tick, so a click that lands meanwhile waits
for one piece at most (one exhibit decoded and scaled), never for the whole plan; a new
plan, made at each move, replaces what was left of the previous one.

When the exam opens, `decode_ahead` reads and decodes the exhibits of the questions
to come at once, for a candidate who moves on before any pause.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer

from simulator.formats.exhibits import exhibit_references
from simulator.ui.exhibits import KEPT_PICTURES, decoded

#: How long after a move its lookahead starts: well after the frame is painted (a
#: zero timer would run before the paint, which Qt posts at a lower priority), and
#: long before a candidate has read the question.
PAUSE_MS = 40

Step = Callable[[], object]


class Lookahead(QObject):
    """Runs a plan of small steps, one per timer tick, once the screen is painted."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

    def plan(self, steps: Iterable[Step]) -> None:
        """Replace what is left of the plan with `steps`, started after the pause."""
        self._steps = deque(steps)
        if self._steps:
            self._timer.start(PAUSE_MS)
        else:
            self._timer.stop()

    def cancel(self) -> None:
        self._steps.clear()
        self._timer.stop()

    @property
    def pending(self) -> int:
        """Steps not run yet (0 once the plan is done)."""
        return len(self._steps)

    def _step(self) -> None:
        if self._steps:
            self._steps.popleft()()
        if self._steps:
            self._timer.start(0)  # the next piece after whatever input is waiting


def decode_ahead(prompts: Iterable[str], load: Callable[[str], bytes | None]) -> None:
    """Read and decode the exhibits these prompts refer to, in order, up to half of what
    the picture cache keeps. Called as an exam opens with the questions after the one
    on screen: a first visit then waits for neither, even when the candidate moves on
    before the lookahead has had its pause (and the first read and decode, which warm
    up the database query and the image reader, cost a frame on their own)."""
    names: list[str] = []
    for prompt in prompts:
        if len(names) >= KEPT_PICTURES // 2:
            break
        names += [name for _alt, name in exhibit_references(prompt) if name not in names]
    for name in names[: KEPT_PICTURES // 2]:
        data = load(name)
        if data is not None:
            decoded(data)
