"""Sentences for people that the domain and the services compose, translatable by the GUI.

A `Message` is the English sentence itself (a `str`: the command line prints it, tests
compare it, exceptions carry it) that also remembers its template and fields, so the
GUI can say it in the interface's language (`simulator.ui.messages.translated`):
the template is the message's id in the translations, the fields are filled in after.

    raise AttemptError(message(QT_TRANSLATE_NOOP("Messages", "There is no bank '{bank}'."), bank=key))

`QT_TRANSLATE_NOOP` here is a plain function that returns its text: the marker
pyside6-lupdate looks for (by name) to extract the template into the `.ts` files
(`simulator.catalogues.translatable_files` includes every module that uses it).
No Qt is imported: the domain stays pure Python.
"""

from __future__ import annotations

from collections.abc import Mapping

#: The translation context of every domain and service message.
CONTEXT = "Messages"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark `text` for extraction into the translations of `context`; returns it as is."""
    return text


class Message(str):
    """An English sentence with the template and fields it was made from.

    Attributes:
        template: the sentence with `{name}` fields, as marked for translation.
        fields: the values of the fields (a field may be a Message itself).
    """

    template: str
    fields: Mapping[str, object]

    def __new__(cls, template: str, fields: Mapping[str, object]) -> Message:
        text = super().__new__(cls, template.format(**fields))
        text.template = template
        text.fields = dict(fields)
        return text

    def __reduce__(self) -> tuple[type[Message], tuple[str, dict[str, object]]]:
        """Copied and pickled with its template (str's own way would lose it)."""
        return (Message, (self.template, dict(self.fields)))


def message(template: str, **fields: object) -> Message:
    """The sentence `template` with `fields` filled in, translatable by the GUI."""
    return Message(template, fields)
