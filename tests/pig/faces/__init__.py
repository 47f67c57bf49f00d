"""Pig: how it looks on a terminal and on a web page."""
