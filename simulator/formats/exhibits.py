"""Images a question shows (exhibits): read next to the source, never fetched.

A practice exam refers to a diagram as `![topology](images/topo.png)`; a Moodle
export embeds it as base64. Either way the bytes are taken into the bank, so the
question shows the same picture on every machine and nothing is read from the
original folder (or the network) later. Only files inside the source's folder are
read, at most `MAX_EXHIBIT_BYTES` each, and only real images (PNG, JPEG, GIF, WebP
or SVG, recognised by their content, not their name). A web address is kept as a
link, with a warning: the app never fetches anything.
"""

from __future__ import annotations

import base64
import binascii
import errno
import hashlib
import posixpath
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from urllib.parse import unquote

from simulator.domain.model import Bank, Exhibit
from simulator.formats.files import read_bounded, write_output
from simulator.formats.markup import escape_markdown, link_target
from simulator.formats.problems import Problem

#: The largest image taken into a bank (a screenshot is rarely over 1 MiB).
MAX_EXHIBIT_BYTES = 5 * 1024 * 1024
#: All images of one file together: beyond this they are left out, with a warning.
MAX_EXHIBITS_TOTAL = 64 * 1024 * 1024

_MARKDOWN_IMAGE = re.compile(  # ![alt](target "title"), bounded so a stray `![` stays cheap
    r"!\[((?:[^\]\\]|\\.){0,1000})\]\(\s*(<[^>]{0,2000}>|[^\s)]{1,2000})"
    r"(?:\s+\"[^\"]{0,1000}\")?\s*\)"
)
_UNSAFE_NAME_CHARS = re.compile(r"[^A-Za-z0-9._-]+")
_DATA_URI = re.compile(r"data:(image/[a-z0-9.+-]+)?(;[a-z0-9=-]+)*;base64,(.*)\Z", re.I | re.S)
_EXTENSIONS = {
    "image/png": "png",
    "image/jpeg": "jpg",
    "image/gif": "gif",
    "image/webp": "webp",
    "image/svg+xml": "svg",
}
PLUGINFILE = "@@PLUGINFILE@@/"


def image_type(data: bytes) -> str | None:
    """The media type of an image, from its first bytes; None for anything else."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "image/gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    head = data[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if head.startswith((b"<svg", b"<?xml", b"<!--", b"<!doctype svg")) and b"<svg" in head:
        return "image/svg+xml"
    return None


def safe_name(name: str) -> str:
    """A relative POSIX path with plain characters, safe to write under any folder."""
    parts = [_UNSAFE_NAME_CHARS.sub("-", p).strip("-.") for p in name.replace("\\", "/").split("/")]
    return "/".join(p for p in parts if p) or "image"


class ExhibitShelf:
    """Collects the exhibits of one source file, with a warning for each image left out.

    `source` is the file being read: local images are resolved against its folder.
    """

    def __init__(self, source: Path | None, path: str) -> None:
        self.folder = source.resolve().parent if source is not None else None
        self.path = path
        self.by_name: dict[str, Exhibit] = {}
        self.problems: list[Problem] = []
        self.total = 0
        self._files: dict[Path, bytes] = {}  # a file referred to many times is read once

    def warn(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.path, line, message, warning=True))

    @property
    def exhibits(self) -> tuple[Exhibit, ...]:
        return tuple(self.by_name.values())

    # --- an image reference met in a text ---------------------------------------------

    def image(
        self, src: str, alt: str, line: int, embedded: Mapping[str, bytes] | None = None
    ) -> str:
        """The Markdown that replaces an image reference: an exhibit, or text with a warning."""
        src = src.strip()
        if src.startswith("<") and src.endswith(">"):
            src = src[1:-1].strip()
        label = escape_markdown(alt) if alt else ""
        if src.lower().startswith(("http://", "https://", "//", "ftp://")):
            self.warn(line, f"web image kept as a link, not downloaded: {src}")
            return f"[{label or 'image'}]({link_target(src)})"
        if src.lower().startswith("data:"):
            name = self._data_uri(src, line)
        elif src.startswith(PLUGINFILE):
            name = self._pluginfile(src, line, embedded or {})
        else:
            name = self._local(src, line)
        if name is None:
            return f"[image: {label or escape_markdown(src[:80])}]"
        return f"![{label}]({name})"

    def markdown_images(
        self, text: str, line: int, embedded: Mapping[str, bytes] | None = None
    ) -> str:
        """`text` with each Markdown image made an exhibit (or a link, with a warning)."""
        return replace_images(text, lambda src, alt: self.image(src, alt, line, embedded))

    def file_image(self, src: str, line: int) -> str | None:
        """The exhibit a bank file's `![alt](src)` shows: a file beside the bank, by that name.

        A schema-1 bank file is all or nothing, so an image that cannot be taken as
        written (a web or inline image, a missing file, a name that is not a plain
        relative path) leaves a problem here, which the bank loader reports as an error.
        """
        if src.lower().startswith(("http://", "https://", "//", "ftp://", "data:")):
            shown = src if len(src) <= 80 else src[:77] + "..."
            self.warn(
                line,
                f"image '{shown}' is not a file next to the bank; save it beside the bank "
                "file (for example in images/) and refer to it by that relative name",
            )
            return None
        name = self._local(src, line)
        if name is not None and name != src:
            self.warn(line, f"image '{src}': refer to the file by a plain relative name: '{name}'")
            return None
        return name

    def embed(self, name: str, data: bytes, line: int) -> str | None:
        """Add image bytes carried by the source itself (a Moodle <file>); its exhibit name."""
        media = image_type(data)
        if media is None:
            self.warn(line, f"embedded file '{name}' is not a PNG, JPEG, GIF, WebP or SVG image")
            return None
        if len(data) > MAX_EXHIBIT_BYTES:
            self.warn(line, f"image '{name}' is over {MAX_EXHIBIT_BYTES // 2**20} MiB; left out")
            return None
        return self._add(safe_name(name), media, data, line)

    # --- where the bytes come from -----------------------------------------------------

    def _data_uri(self, src: str, line: int) -> str | None:
        match = _DATA_URI.match(src)
        if match is None:
            self.warn(line, "an inline image (data: address) that is not base64 image data")
            return None
        try:
            data = base64.b64decode("".join(match.group(3).split()), validate=True)
        except (binascii.Error, ValueError):
            self.warn(line, "an inline image (data: address) with broken base64 data")
            return None
        media = image_type(data)
        extension = _EXTENSIONS.get(media or "", "img")
        digest = hashlib.sha256(data).hexdigest()[:12]
        return self.embed(f"images/inline-{digest}.{extension}", data, line)

    def _pluginfile(self, src: str, line: int, embedded: Mapping[str, bytes]) -> str | None:
        key = unquote(src[len(PLUGINFILE) :].split("?", 1)[0]).lstrip("/")
        data = embedded.get(key)
        if data is None:
            self.warn(line, f"image '{key}' is referred to but not included in the file")
            return None
        return self.embed(key, data, line)

    def _local(self, src: str, line: int) -> str | None:
        written = src.split("#", 1)[0].split("?", 1)[0]
        if self.folder is None or not written:
            self.warn(line, f"image '{src}' cannot be found (no folder to look in)")
            return None
        relative = unquote(written)
        target = (self.folder / relative).resolve()
        if not target.is_relative_to(self.folder):
            self.warn(line, f"image '{src}' is outside the file's folder; left out")
            return None
        try:
            data = self._files.get(target) or read_bounded(target, MAX_EXHIBIT_BYTES)
        except FileNotFoundError:
            self.warn(line, f"image file '{src}' not found next to the file")
            return None
        except OSError as exc:
            self.warn(line, f"image file '{src}' cannot be read: {exc.strerror or exc}")
            return None
        self._files[target] = data
        media = image_type(data)
        if media is None:
            self.warn(line, f"'{src}' is not a PNG, JPEG, GIF, WebP or SVG image")
            return None
        name = posixpath.normpath(written.replace("\\", "/"))
        if Path(relative).is_absolute() or name.startswith("../"):
            name = target.relative_to(self.folder).as_posix()
        if safe_name(name) != name:  # spaces, brackets…: a name that is safe to write and link
            name = safe_name(name)
        return self._add(name, media, data, line)

    def _add(self, name: str, media: str, data: bytes, line: int) -> str | None:
        known = self.by_name.get(name)
        if known is not None and known.data == data:
            return name
        if known is not None:  # another picture under the same name: tell them apart
            stem, dot, extension = name.rpartition(".")
            digest = hashlib.sha256(data).hexdigest()[:8]
            name = f"{stem}-{digest}.{extension}" if dot else f"{name}-{digest}"
            if name in self.by_name:
                return name
        if self.total + len(data) > MAX_EXHIBITS_TOTAL:
            limit = MAX_EXHIBITS_TOTAL // 2**20
            self.warn(line, f"image '{name}' left out: the file's images pass {limit} MiB")
            return None
        self.total += len(data)
        self.by_name[name] = Exhibit(name, media, data)
        return name


def replace_images(text: str, image: Callable[[str, str], str]) -> str:
    """Each Markdown image `![alt](target)` replaced by `image(target, alt)`."""
    return _MARKDOWN_IMAGE.sub(lambda m: image(m.group(2), _unescape(m.group(1))), text)


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def exhibit_references(markdown: str) -> list[tuple[str, str]]:
    """(alt text, name) of every exhibit the Markdown shows, in order, once each."""
    seen: dict[str, str] = {}
    for match in _MARKDOWN_IMAGE.finditer(markdown):
        target = match.group(2)
        name = target[1:-1] if target.startswith("<") else target
        seen.setdefault(name, _unescape(match.group(1)))
    return [(alt, name) for name, alt in seen.items()]


def referenced_names(texts: list[str]) -> set[str]:
    """Names of the exhibits that these Markdown texts show."""
    return {name for text in texts for _alt, name in exhibit_references(text)}


def check_exhibit_files(bank: Bank, folder: Path) -> None:
    """Refuse (OSError) before anything is written when one of the bank's images would
    replace a different file under `folder`: exporting into a folder of one's own must
    not overwrite a picture that happens to share the name. The same bytes may stay."""
    for exhibit in bank.exhibits:
        target = folder / safe_name(exhibit.name)
        try:
            different = target.stat().st_size != len(exhibit.data) or (
                target.read_bytes() != exhibit.data
            )
        except OSError:
            continue  # not there (written fresh), or not a file (write_output says so)
        if different:
            raise OSError(
                errno.EEXIST,
                f"its image {target} would replace a different file there; write to another folder",
            )


def write_exhibit_files(bank: Bank, folder: Path) -> list[Path]:
    """Write the bank's images under `folder` by name (next to an exported file)."""
    written = []
    for exhibit in bank.exhibits:
        target = folder / safe_name(exhibit.name)
        target.parent.mkdir(parents=True, exist_ok=True)
        write_output(target, exhibit.data)
        written.append(target)
    return written
