"""storage layer (see docs/architecture.md §Layers)."""
