"""python3 -m altered_judge: the same as the altered-judge-py command."""
import sys

from .cli import main

sys.exit(main())
