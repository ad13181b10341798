"""The app shell: scene stack, menus, settings, setup, pause, help and the play loop."""
