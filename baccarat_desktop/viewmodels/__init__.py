"""viewmodels layer (see ARCHITECTURE.md)."""
