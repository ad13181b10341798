"""The console's pure-Python engine: rules, AI, scenes and views (no board imports)."""
