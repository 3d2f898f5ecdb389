# rules_coverage.cmake: the rules cited in engine/ against the tests that
# cite them.
#
# ctest rules_coverage runs tools/rules_coverage.py --check: it fails naming
# every Complete Rules paragraph engine/ cites that no test under tests/
# cites, and when docs/rules-coverage.md is not what the script writes now.
# It skips (77) where ../shared/reference/ has no Complete Rules to quote.
# The script needs the standard library alone: Debian's /usr/bin/python3
# first, as the other Python-using tests look for it, else any Python 3.
find_program(ALT_RULES_PYTHON NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT ALT_RULES_PYTHON)
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    set(ALT_RULES_PYTHON "${Python3_EXECUTABLE}")
  endif()
endif()
if(ALT_RULES_PYTHON)
  add_test(NAME rules_coverage
           COMMAND "${ALT_RULES_PYTHON}" "${CMAKE_SOURCE_DIR}/tools/rules_coverage.py" --check
                   --root "${CMAKE_SOURCE_DIR}"
           WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}")
  set_tests_properties(rules_coverage PROPERTIES SKIP_RETURN_CODE 77)
else()
  message(STATUS "No python3: the rules_coverage test is not registered")
endif()
