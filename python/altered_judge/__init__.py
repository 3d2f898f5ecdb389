"""altered_judge: Python access to altered-judge's game logs and daemon.

One package for what a Python program needs: the protobuf classes of
proto/altered.proto (load_pb2, generated at first use, never committed),
the archive framing of docs/log-format.md (read_archive), and the
altered-judged client behind the `altered-judge-py` command (cli).
"""
from .archive import Archive, ArchiveError, read_archive
from ._proto import MissingDependency, load_pb2

__version__ = "1.0.0"
__all__ = ["Archive", "ArchiveError", "MissingDependency", "load_pb2", "read_archive", "__version__"]
