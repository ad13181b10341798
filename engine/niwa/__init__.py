"""Niwa (Japanischer Garten): rules, AI and texts for 2 to 6 seats."""
