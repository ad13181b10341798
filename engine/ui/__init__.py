"""Shared displayio building blocks for every screen (palette, text, shapes, widgets)."""
