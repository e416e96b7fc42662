"""Exam Simulator: offline practice for certification exams."""

__version__ = "0.1.0"
