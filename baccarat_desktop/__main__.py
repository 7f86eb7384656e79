"""``python -m baccarat_desktop`` runs the same command line as ``baccarat-desktop``."""

from baccarat_desktop.cli import main

raise SystemExit(main())
