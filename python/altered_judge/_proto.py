"""_proto.py: finds or makes altered_pb2, the protobuf classes of proto/altered.proto.

Generated code is never committed, so the classes come from one of:

1. a directory holding altered_pb2.py: the pb2_dir argument (the
   command's --pb2-dir) or $ALTERED_PB2_DIR. The CMake build makes one in
   <build>/generated/python with protoc --python_out.
2. otherwise protoc, run at first use on altered.proto into a temporary
   directory removed at exit: $ALTERED_PROTO names the file; else the
   source tree's proto/altered.proto (beside python/) or an installed
   <prefix>/share/altered-judge/altered.proto is used.

Explicit first, so that a program pins the classes it was tested with; the
fallback means a checkout works without a build.
"""
import atexit
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

DEBIAN_PACKAGES = "apt-get install python3-zmq python3-protobuf"


class MissingDependency(Exception):
    """A module or program this needs is not installed; the message says what to install."""


def require(module):
    """Imports a third-party module or raises MissingDependency naming the Debian packages."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise MissingDependency(
            "the Python module '%s' is missing (%s): %s; Debian's Python is /usr/bin/python3, this is %s"
            % (module.split(".")[0], e, DEBIAN_PACKAGES, sys.executable)) from None


def _proto_candidates():
    here = os.path.dirname(os.path.abspath(__file__))
    env = os.environ.get("ALTERED_PROTO")
    if env:
        return [env]
    return [os.path.join(here, "..", "..", "proto", "altered.proto"),
            os.path.join(sys.prefix, "share", "altered-judge", "altered.proto"),
            "/usr/local/share/altered-judge/altered.proto",
            "/usr/share/altered-judge/altered.proto"]


def _generate():
    proto = next((p for p in _proto_candidates() if os.path.isfile(p)), None)
    if proto is None:
        raise MissingDependency("altered.proto not found (looked at %s): set ALTERED_PROTO to it, or "
                                "ALTERED_PB2_DIR to a directory holding altered_pb2.py"
                                % ", ".join(_proto_candidates()))
    protoc = shutil.which("protoc")
    if protoc is None:
        raise MissingDependency("no altered_pb2.py (set ALTERED_PB2_DIR or --pb2-dir) and no protoc to make "
                                "one: apt-get install protobuf-compiler")
    out = tempfile.mkdtemp(prefix="altered_pb2-")
    atexit.register(shutil.rmtree, out, True)
    proto = os.path.abspath(proto)
    run = subprocess.run([protoc, "--proto_path=" + os.path.dirname(proto), "--python_out=" + out, proto],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    if run.returncode != 0:
        raise MissingDependency("protoc %s failed: %s" % (proto, run.stdout.strip()))
    return out


_cache = {}


def load_pb2(pb2_dir=None):
    """The altered_pb2 module (see the module's docstring for where it comes from)."""
    require("google.protobuf")
    directory = pb2_dir or os.environ.get("ALTERED_PB2_DIR")
    if directory and not os.path.isfile(os.path.join(directory, "altered_pb2.py")):
        raise MissingDependency("%s holds no altered_pb2.py: build the project, or run "
                                "protoc --python_out=%s proto/altered.proto" % (directory, directory))
    key = directory or ""
    if key not in _cache:
        path = os.path.join(directory or _generate(), "altered_pb2.py")
        spec = importlib.util.spec_from_file_location("altered_pb2", path)
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except Exception as e:   # an altered_pb2.py of another protoc than this protobuf takes
            raise MissingDependency("%s does not load with this protobuf module: %s" % (path, e)) from None
        _cache[key] = module
    return _cache[key]
