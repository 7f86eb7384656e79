"""ui layer (see ARCHITECTURE.md)."""
