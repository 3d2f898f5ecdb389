# rules_coverage.cmake: the rules cited in engine/ against the tests that
# cite them.
