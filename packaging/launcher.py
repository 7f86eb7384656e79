"""Entry script of the frozen app: the same command line as the ``baccarat-desktop`` console script."""

from baccarat_desktop.cli import main

raise SystemExit(main())
