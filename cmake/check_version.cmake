# check_version.cmake: the release number is written once, in VERSION; the
# copies that other tools must carry in their own files (the engine's
# ALT_ENGINE_VERSION, which logs record; the Python package; the JavaScript
# reader) and CHANGELOG.md's latest entry must say the same, so that a log
# names the release that wrote it and the changelog says what it changed.
#
#   cmake -DSOURCE_DIR=<repo root> -P check_version.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED SOURCE_DIR)
  message(FATAL_ERROR "check_version.cmake: -DSOURCE_DIR=<repo root> is required")
endif()

file(STRINGS "${SOURCE_DIR}/VERSION" release LIMIT_COUNT 1)
set(problems "")
if(NOT release MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+$")
  string(APPEND problems "  VERSION: '${release}' is not MAJOR.MINOR.PATCH\n")
endif()

# file, regex whose first group is the version there
set(copies
  "engine/altered.h" "#define ALT_ENGINE_VERSION +\"([^\"]+)\""
  "python/pyproject.toml" "\nversion = \"([^\"]+)\""
  "examples/js/package.json" "\"version\": \"([^\"]+)\""
  "CHANGELOG.md" "\n## ([0-9]+\\.[0-9]+\\.[0-9]+)")
list(LENGTH copies n)
math(EXPR last "${n} - 1")
foreach(i RANGE 0 ${last} 2)
  math(EXPR j "${i} + 1")
  list(GET copies ${i} file)
  list(GET copies ${j} re)
  if(NOT EXISTS "${SOURCE_DIR}/${file}")
    string(APPEND problems "  ${file}: missing\n")
    continue()
  endif()
  file(READ "${SOURCE_DIR}/${file}" text)
  if(NOT text MATCHES "${re}")
    string(APPEND problems "  ${file}: no version found\n")
  elseif(NOT CMAKE_MATCH_1 STREQUAL release)
    string(APPEND problems "  ${file}: ${CMAKE_MATCH_1}, VERSION says ${release}\n")
  endif()
endforeach()

if(NOT problems STREQUAL "")
  message(FATAL_ERROR "version: the release is not the same everywhere:\n${problems}")
endif()
message(STATUS "version: ${release} everywhere")
