"""The names of the file formats, for the command line's choices, without a reader.

`exam-simulator` builds its argument parser on every start, the GUI's included;
importing the readers themselves (YAML, XML) for their names would slow that down.
"""

from __future__ import annotations

FORMATS = ("yaml", "plain-text", "gift", "moodle-xml", "aiken", "csv", "markdown")
EXPORT_FORMATS = ("gift", "moodle-xml", "yaml")
