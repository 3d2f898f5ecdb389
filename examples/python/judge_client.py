#!/usr/bin/env python3
"""judge_client.py: the Python client from a checkout, without installing it.

The client is the altered_judge package (python/; `altered-judge-py` once
installed). This file only puts python/ on the path and runs it, so that
`python3 examples/python/judge_client.py actions games.altlog --step 20`
keeps working; see altered-judge-py --help and README.md ("The Python
package").
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))

from altered_judge.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
