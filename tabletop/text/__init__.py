"""The host's sentences in English and German, and how names are shown."""
