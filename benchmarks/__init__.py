"""Performance benchmarks of Exam Simulator: one runner, `python benchmarks/run.py`.

Every figure is printed next to a baseline measured in the same run on the same
machine, because absolute milliseconds differ between laptops and CI runners while
the ratio to "the least work that could possibly do the job" stays meaningful.
"""
