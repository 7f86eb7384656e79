"""analytics layer (see ARCHITECTURE.md)."""
