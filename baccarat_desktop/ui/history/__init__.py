"""The hand history browser."""
