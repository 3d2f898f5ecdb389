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
# 3. Inside engine/, the layers of docs/architecture.md: its table gives
#    each file a layer and each module its function prefixes; every file of
#    engine/ is in the table, includes only engine headers of its own layer
#    or lower, and calls only functions whose prefix is of its own layer or
#    lower (a call is a prefixed name followed by "(").
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

# Rule 3.
set(arch "${SOURCE_DIR}/docs/architecture.md")
if(NOT EXISTS "${arch}")
  string(APPEND violations "  docs/architecture.md: missing (it holds the engine's layer table)\n")
else()
  file(STRINGS "${arch}" rows REGEX "^\\| *[0-9]+ *\\|")
  set(layered_files "")
  set(prefixes "")
  foreach(row IN LISTS rows)
    string(REGEX MATCH "^\\| *([0-9]+) *\\| *([a-z_]+) *\\|([^|]*)\\|([^|]*)\\|" m "${row}")
    set(layer "${CMAKE_MATCH_1}")
    set(files_col "${CMAKE_MATCH_3}")
    set(prefix_col "${CMAKE_MATCH_4}")
    string(REGEX MATCHALL "[a-z_]+\\.[ch]" names "${files_col}")
    foreach(n IN LISTS names)
      set(layer_of_${n} "${layer}")
      list(APPEND layered_files "${n}")
    endforeach()
    string(REGEX MATCHALL "alt_[a-z]+_" pfx "${prefix_col}")
    foreach(x IN LISTS pfx)
      set(layer_of_prefix_${x} "${layer}")
      list(APPEND prefixes "${x}")
    endforeach()
  endforeach()
  if(layered_files STREQUAL "")
    string(APPEND violations "  docs/architecture.md: no layer table found\n")
  endif()
  # The public API (altered.h) is open to every layer, whatever its prefix.
  file(READ "${SOURCE_DIR}/engine/altered.h" public_text)
  string(REGEX MATCHALL "alt_[a-z0-9_]+\\(" public_calls "${public_text}")
  file(GLOB engine_own RELATIVE "${SOURCE_DIR}/engine" "${SOURCE_DIR}/engine/*.c" "${SOURCE_DIR}/engine/*.h")
  foreach(n IN LISTS engine_own)
    math(EXPR checked "${checked} + 1")
    if(NOT n IN_LIST layered_files)
      string(APPEND violations "  engine/${n}: not in docs/architecture.md's layer table\n")
      continue()
    endif()
    set(mine "${layer_of_${n}}")
    includes_of("${SOURCE_DIR}/engine/${n}" inc)
    foreach(h IN LISTS inc)
      if(h IN_LIST layered_files AND layer_of_${h} GREATER mine)
        string(APPEND violations "  engine/${n} (layer ${mine}): includes ${h} (layer ${layer_of_${h}})\n")
      endif()
    endforeach()
    file(READ "${SOURCE_DIR}/engine/${n}" text)
    string(REGEX MATCHALL "alt_[a-z]+_[a-z0-9_]*\\(" calls "${text}")
    list(REMOVE_DUPLICATES calls)
    foreach(c IN LISTS calls)
      string(REGEX MATCH "^alt_[a-z]+_" pre "${c}")
      if(pre IN_LIST prefixes AND layer_of_prefix_${pre} GREATER mine AND NOT c IN_LIST public_calls)
        string(REPLACE "(" "" fn "${c}")
        string(APPEND violations "  engine/${n} (layer ${mine}): calls ${fn} (layer ${layer_of_prefix_${pre}})\n")
      endif()
    endforeach()
  endforeach()
  # The table's files exist.
  foreach(n IN LISTS layered_files)
    if(NOT EXISTS "${SOURCE_DIR}/engine/${n}")
      string(APPEND violations "  docs/architecture.md: lists engine/${n}, which does not exist\n")
    endif()
  endforeach()
endif()

if(NOT violations STREQUAL "")
  message(FATAL_ERROR "layering: broken rules:\n${violations}")
endif()
message(STATUS "layering: ${checked} files checked, rules hold")
