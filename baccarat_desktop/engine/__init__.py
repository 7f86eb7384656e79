"""The rules engine: pure Python, standard library only, no I/O and no Qt."""
