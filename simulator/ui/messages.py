"""The domain's and the services' sentences in the interface's language.

They compose `simulator.domain.messages.Message`s: English text that remembers its
template and fields. `translated` says one in the interface's language (numbers the
locale's way); text that is no Message (an operating system's error, a database
driver's) is shown as it came, being the system's own words.
"""

from __future__ import annotations

from datetime import date, datetime

from PySide6.QtCore import QCoreApplication

from simulator.domain.messages import CONTEXT, Message
from simulator.ui.format import format_date, format_moment, format_number


def translated(text: object) -> str:
    """`text` (a Message, an exception carrying one, or anything else) for people."""
    if isinstance(text, BaseException) and text.args and isinstance(text.args[0], Message):
        text = text.args[0]
    if not isinstance(text, Message):
        return str(text)
    fields = {name: _field(value) for name, value in text.fields.items()}
    try:
        return QCoreApplication.translate(CONTEXT, text.template).format(**fields)
    except (KeyError, IndexError, ValueError):  # a translation that lost a field
        return text.template.format(**fields)


def _field(value: object) -> object:
    if isinstance(value, Message):
        return translated(value)
    if isinstance(value, bool):
        return value
    if isinstance(value, datetime):
        return format_moment(value)
    if isinstance(value, date):
        return format_date(value)
    if isinstance(value, int | float):
        return format_number(value, 2)
    return value
