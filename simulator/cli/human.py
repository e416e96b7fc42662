"""Numbers, percentages and dates in the command line's human output, the user's way.

The command line's words stay English (README, "Languages"), but a figure is read in
the reader's own convention: `LC_ALL`, `LC_NUMERIC`, `LC_TIME` or `LANG` set to
`de_DE.UTF-8` prints "1.234,5", "72 %" and "01.03.2026". The C or POSIX locale (or one
the system lacks) keeps the plain forms: "1234.5", "72%", "2026-03-01". JSON output
never comes here: it is locale-free for the scripts that read it. `FIGURES` hands these
to the class report's text and HTML (`formats/tables.py:Figures`); its CSV stays plain.

The locale is set only while a figure is written and put back at once, so nothing
else in the process (parsers, the database driver) ever runs under another locale.
"""

from __future__ import annotations

import locale
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime

from simulator.formats.tables import Figures

#: Languages that put a space before the percent sign, as CLDR writes them (a plain
#: space: a terminal shows a no-break one as an escape, see `terminal_safe`).
_SPACED_PERCENT = frozenset({"cs", "de", "es", "fi", "fr", "nb", "pl", "ru", "sv", "uk"})


@contextmanager
def _user_locale(category: int) -> Iterator[str | None]:
    """The user's locale for `category` in place for the block: its name, or None
    when it is C/POSIX or not installed (the process's locale is left as it was)."""
    previous = locale.setlocale(category)
    try:
        name = locale.setlocale(category, "")
    except locale.Error:
        yield None
        return
    try:
        plain = name.split(".", 1)[0] in ("C", "POSIX")
        yield None if plain else name
    finally:
        locale.setlocale(category, previous)


def number(value: float, decimals: int = 0) -> str:
    """`value` with `decimals` decimals, grouped and pointed the locale's way."""
    plain = f"{value:.{decimals}f}"
    with _user_locale(locale.LC_NUMERIC) as name:
        if name is None:
            return plain
        conventions = locale.localeconv()
        point = str(conventions["decimal_point"]) or "."
        group = str(conventions["thousands_sep"])
    whole, _, fraction = f"{value:,.{decimals}f}".partition(".")
    text = whole.replace(",", group) if group else whole.replace(",", "")
    return f"{text}{point}{fraction}" if fraction else text


def percent(fraction: float, decimals: int = 0) -> str:
    """A 0..1 fraction in percent: "72%", or "72 %" where the language spaces it."""
    figure = number(100 * fraction, decimals)
    with _user_locale(locale.LC_NUMERIC) as name:
        language = (name or "").split("_", 1)[0].split(".", 1)[0].lower()
    space = " " if language in _SPACED_PERCENT else ""
    return f"{figure}{space}%"


def day(moment: date | datetime) -> str:
    """A calendar day: the locale's short date, or ISO 8601 in the C locale."""
    with _user_locale(locale.LC_TIME) as name:
        if name is not None:
            return moment.strftime("%x")
    return moment.strftime("%Y-%m-%d")


def day_and_time(moment: datetime) -> str:
    """A day and its time to the minute, in local time ("01.03.2026 14:05")."""
    local = moment.astimezone()
    return f"{day(local)} {local:%H:%M}"


#: The class report's figures for people, the reader's way.
FIGURES = Figures(number=number, percent=percent, moment=day_and_time)
