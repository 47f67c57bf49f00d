"""Games kept and passed on: records read back, checked, tallied, imported and exported, and
transcripts replayed; the parts of the records that use sessions and the store."""
