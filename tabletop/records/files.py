"""Files a person names on the command line: ``-`` for the standard streams, text read within
a size limit, and exports written whole or not at all, never through a symbolic link, never
over a file unless told to, and never onto the store's own files (issue #13)."""

from __future__ import annotations

import contextlib
import io
import os
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TextIO

from tabletop.events import BadInput
from tabletop.text.why import os_reason

STDIO = "-"

MAX_TEXT_FILE = 4 * 1024 * 1024
"""Characters a transcript or a record to replay may have: far more than any game's log."""

# The files SQLite keeps beside a database: its journals, and a super-journal's prefix.
STORE_COMPANIONS = ("", "-wal", "-shm", "-journal")
STORE_PREFIX = "-mj"

SHOWN_PATH = 200


class NotAFile(BadInput):
    """A path on the command line that names no file to read: a folder, a pipe, a device
    (a usage error, like a file that is not there)."""


def is_stdio(path: Path | str) -> bool:
    return str(path) == STDIO


def shown(path: Path | str, *, writing: bool = False) -> str:
    """The file as messages name it (``-``: standard input, or output when ``writing``)."""
    from tabletop.text.i18n import t

    if is_stdio(path):
        return t("name_stdout" if writing else "name_stdin")
    text = str(path)
    # A path is echoed in one line: a very long one keeps its start and its file name.
    return text if len(text) <= SHOWN_PATH else f"{text[:30]}…{text[-(SHOWN_PATH - 31):]}"


def readable(path: Path) -> None:
    """Raise unless ``path`` names a file that is there (a pipe is not opened to find out:
    that would wait for its writer)."""
    try:
        kind = path.stat().st_mode
    except FileNotFoundError:
        raise FileNotFoundError(path) from None
    except OSError as exc:
        raise BadInput("err_file_damaged", path=shown(path), reason=os_reason(exc)) from None
    if stat.S_ISDIR(kind):
        raise NotAFile("err_file_is_folder", path=shown(path))
    if not stat.S_ISREG(kind):
        raise NotAFile("err_file_not_regular", path=shown(path))


@contextlib.contextmanager
def open_text(path: Path) -> Iterator[TextIO]:
    """The file (``-``: standard input) as UTF-8 text; a byte-order mark is no content. A
    missing file raises ``FileNotFoundError`` and a folder, a pipe or a device ``NotAFile``
    (usage errors: a pipe nobody writes to would be waited for forever, issue #28);
    undecodable bytes raise while reading (see ``read_chunk``)."""
    if is_stdio(path):
        stream = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8-sig", errors="strict")
        try:
            yield stream
        finally:
            stream.detach()  # standard input stays open for whoever reads it next
        return
    readable(path)
    try:
        handle = path.open(encoding="utf-8-sig", errors="strict")
    except OSError as exc:
        raise BadInput("err_file_damaged", path=shown(path), reason=os_reason(exc)) from None
    with handle:
        yield handle


def read_chunk(stream: TextIO, size: int, path: Path | str) -> str:
    """Up to ``size`` characters; a file that is no UTF-8 text or can't be read raises one
    line naming it."""
    try:
        return stream.read(size)
    except UnicodeDecodeError:
        raise BadInput("err_file_not_utf8", path=shown(path)) from None
    except OSError as exc:
        raise BadInput("err_file_damaged", path=shown(path), reason=os_reason(exc)) from None


def read_text(path: Path, limit: int = MAX_TEXT_FILE) -> str:
    """The whole file (``-``: standard input) as text, at most ``limit`` characters."""
    with open_text(path) as stream:
        text = read_chunk(stream, limit + 1, path)
    if len(text) > limit:
        raise BadInput("err_file_too_big", path=shown(path), most=limit // (1024 * 1024))
    return text


def write_text(path: Path, chunks: Iterable[str], *, force: bool, store: Path) -> None:
    """Write the chunks to ``path`` (``-``: standard output, as UTF-8 whatever the terminal's
    encoding: the file format is UTF-8). A file is written beside its target and moved in
    place once complete, so a failed export leaves nothing half-written behind."""
    if is_stdio(path):
        _to_stdout(chunks)
        return
    refuse(path, force=force, store=store)
    folder = path.parent
    mode = _mode(path)
    try:
        fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".part")
    except OSError as exc:
        raise _write_error(path, exc) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            for chunk in chunks:
                out.write(chunk)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temp, mode)
        if force:
            os.replace(temp, path)
        else:
            _place_new(temp, path)
    except OSError as exc:
        Path(temp).unlink(missing_ok=True)
        raise _write_error(path, exc) from None
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def refuse(path: Path, *, force: bool, store: Path) -> None:
    """Raise if an export may not be written to ``path``."""
    if path.is_symlink():
        raise BadInput("err_export_symlink", path=shown(path))
    if is_store_file(path, store):
        raise BadInput("err_export_store", path=shown(path))
    if path.exists():
        if not path.is_file():
            raise BadInput("err_export_not_file", path=shown(path))
        if not force:
            raise BadInput("err_export_exists", path=shown(path))


def is_store_file(path: Path, store: Path) -> bool:
    """``path`` is the store's database or one of its journals: by name (in any case, for
    file systems that ignore it) or by being the same file (a hard link)."""
    try:
        folder = path.parent.resolve()
        store_folder = store.parent.resolve()
        same_folder = folder == store_folder or (
            folder.exists() and store_folder.exists() and os.path.samefile(folder, store_folder))
    except (OSError, RuntimeError):
        return False
    name = path.name.casefold()
    base = store.name.casefold()
    if same_folder and (name in {base + end for end in STORE_COMPANIONS}
                        or name.startswith(base + STORE_PREFIX)):
        return True
    for end in STORE_COMPANIONS:
        companion = store.with_name(store.name + end)
        try:
            if path.exists() and companion.exists() and os.path.samefile(path, companion):
                return True
        except OSError:
            continue
    return False


def _place_new(temp: str, path: Path) -> None:
    """Move the finished file to ``path`` unless something is there by now: a hard link
    fails if the name exists, so a file made meanwhile is never replaced."""
    try:
        os.link(temp, path)
    except FileExistsError:
        raise BadInput("err_export_exists", path=shown(path)) from None
    except OSError:
        # A file system without hard links: check once more and move.
        if path.exists() or path.is_symlink():
            raise BadInput("err_export_exists", path=shown(path)) from None
        os.replace(temp, path)
        return
    os.unlink(temp)


def _mode(path: Path) -> int:
    """An overwritten file keeps its permissions; a new one gets the usual ones (umask)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0o022)
        os.umask(mask)
        return 0o666 & ~mask


def _write_error(path: Path, exc: OSError) -> BadInput:
    return BadInput("err_file_write", path=shown(path, writing=True), reason=os_reason(exc))


def _to_stdout(chunks: Iterable[str]) -> None:
    sys.stdout.flush()
    out = getattr(sys.stdout, "buffer", None)
    try:
        for chunk in chunks:
            if out is not None:
                out.write(chunk.encode("utf-8"))
            else:
                sys.stdout.write(chunk)
        (out or sys.stdout).flush()
    except BrokenPipeError:  # the reader stopped reading (``| head``): no error to report
        raise
    except OSError as exc:  # a full disk
        raise BadInput("err_file_write", path=shown(STDIO, writing=True),
                       reason=os_reason(exc)) from None
