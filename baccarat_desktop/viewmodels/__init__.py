"""viewmodels layer (see docs/architecture.md §Layers)."""
