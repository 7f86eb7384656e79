"""Entry script of the frozen app: the same command line as the ``baccarat-desktop`` console script."""

import os
import sys

if getattr(sys, "frozen", False):
    # The simulator's compiled code, cached in the app's per-user cache folder whatever the working
    # directory (packaging/bundle_numba_cache.py). Only a name: numba loads it when a simulation compiles.
    os.environ.setdefault("NUMBA_CACHE_LOCATOR_CLASSES", "bundle_numba_cache.BundleCacheLocator")

from baccarat_desktop.cli import main

raise SystemExit(main())
