"""`python -m simulator` is the same as the `exam-simulator` command."""

from simulator.cli import main

raise SystemExit(main())
