"""Driving ``tabletop`` in a process of its own, as a second terminal window would: waiting for
what it prints, typing a line, counting its prompts."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import pytest

TIMEOUT = 120.0
"""Seconds after which a process that never shows what a test waits for counts as hung. Tests
wait for what the process does (a prompt, a committed row), never for a time: this only keeps
a hang from holding the suite, so it is far above what the slowest loaded machine needs
(issue #15: 10 s failed under a full parallel run)."""
PROMPT = "Ana › "


def wait_for(what: str, check: Callable[[], bool], proc: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if check():
            return
        if proc.poll() is not None:
            pytest.fail(f"tabletop exited ({proc.returncode}) while waiting for {what}")
        time.sleep(0.01)
    pytest.fail(f"timed out waiting for {what}")


def send(stdin: IO[Any], line: str) -> None:
    stdin.write(f"{line}\n".encode())
    stdin.flush()


def prompts(out_path: Path) -> int:
    return out_path.read_text(encoding="utf-8", errors="replace").count(PROMPT)


@contextmanager
def running(home: Path, out: Path, *args: str, **env: str) -> Iterator[
        tuple[subprocess.Popen[bytes], IO[bytes]]]:
    """``tabletop ARGS`` in a process of its own (another terminal window) on the store of
    ``home``, in English at 80 columns, writing to ``out``; killed if a test leaves it running.
    ``env`` adds variables."""
    environment = {**os.environ, "TABLETOP_HOME": str(home), "TABLETOP_LANG": "en",
                   "NO_COLOR": "1", "COLUMNS": "80", "PYTHONUNBUFFERED": "1",
                   "PYTHONIOENCODING": "utf-8", **env}
    with out.open("wb") as sink:
        proc = subprocess.Popen([sys.executable, "-m", "tabletop", *args], stdin=subprocess.PIPE,
                                stdout=sink, stderr=subprocess.STDOUT, env=environment)
        try:
            assert proc.stdin is not None
            yield proc, proc.stdin
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=TIMEOUT)
            if proc.stdin is not None:
                proc.stdin.close()
