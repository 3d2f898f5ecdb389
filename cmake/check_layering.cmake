# check_layering.cmake: the layering rules, as a test.
#
#   cmake -DSOURCE_DIR=<repo root> -P check_layering.cmake
#
# 1. engine/ depends on libc and xxHash only: no file under engine/ includes
#    a ZeroMQ header (zmq.h, ...), a protobuf-c header, a generated *.pb-c.h,
#    a JSON library's header (jansson.h, json-c, cJSON) or libsodium's.
# 2. replay/ and judged/ see the engine through engine/altered.h alone: they
#    include no other header of engine/, whether spelled "engine/x.h",
#    "../engine/x.h" or just "x.h" (engine/ is on their include path).
# Exits non-zero and names every offending file and include.
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED SOURCE_DIR OR NOT IS_DIRECTORY "${SOURCE_DIR}/engine")
  message(FATAL_ERROR "check_layering.cmake: -DSOURCE_DIR=<repo root> is required")
endif()

set(violations "")
set(checked 0)

# The names included by one file, one list element each.
function(includes_of file out)
  file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
  set(names "")
  foreach(line IN LISTS lines)
    if(line MATCHES "#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"]")
      list(APPEND names "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# Rule 1.
file(GLOB_RECURSE engine_files "${SOURCE_DIR}/engine/*.c" "${SOURCE_DIR}/engine/*.h")
foreach(f IN LISTS engine_files)
  math(EXPR checked "${checked} + 1")
  file(RELATIVE_PATH rel "${SOURCE_DIR}" "${f}")
  includes_of("${f}" names)
  foreach(name IN LISTS names)
    string(TOLOWER "${name}" lname)
    if(lname MATCHES "zmq" OR lname MATCHES "protobuf-c" OR lname MATCHES "\\.pb-c\\.h$" OR lname MATCHES "json" OR lname MATCHES "sodium")
      string(APPEND violations "  ${rel}: includes ${name} (engine/ uses libc and xxHash only)\n")
    endif()
  endforeach()
endforeach()

# Rule 2.
file(GLOB engine_headers RELATIVE "${SOURCE_DIR}/engine" "${SOURCE_DIR}/engine/*.h")
foreach(dir replay judged)
  file(GLOB_RECURSE files "${SOURCE_DIR}/${dir}/*.c" "${SOURCE_DIR}/${dir}/*.h")
  foreach(f IN LISTS files)
    math(EXPR checked "${checked} + 1")
    file(RELATIVE_PATH rel "${SOURCE_DIR}" "${f}")
    get_filename_component(fdir "${f}" DIRECTORY)
    includes_of("${f}" names)
    foreach(name IN LISTS names)
      get_filename_component(base "${name}" NAME)
      set(bad FALSE)
      if(name MATCHES "(^|/)engine/")
        if(NOT base STREQUAL "altered.h")
          set(bad TRUE)
        endif()
      elseif(NOT base STREQUAL "altered.h"
             AND name IN_LIST engine_headers
             AND NOT EXISTS "${fdir}/${name}")
        # A bare name that resolves to engine/ through the include path.
        set(bad TRUE)
      endif()
      if(bad)
        string(APPEND violations "  ${rel}: includes \"${name}\" (${dir}/ may include engine/altered.h only)\n")
      endif()
    endforeach()
  endforeach()
endforeach()

if(NOT violations STREQUAL "")
  message(FATAL_ERROR "layering: broken rules:\n${violations}")
endif()
message(STATUS "layering: ${checked} files checked, rules hold")
