# check_effects_doc.cmake: docs/card-database.md's table of effects against
# engine/effects.def, the one table the engine's effects come from: every
# effect of effects.def is documented, and the document names no effect
# the engine does not have. Another team writes a card database from that
# document alone, so the two must not drift.
#
#   cmake -DSOURCE_DIR=<repo root> -P check_effects_doc.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED SOURCE_DIR)
  message(FATAL_ERROR "check_effects_doc.cmake: -DSOURCE_DIR=<repo root> is required")
endif()

file(STRINGS "${SOURCE_DIR}/engine/effects.def" rows REGEX "^EFFECT\\(")
set(engine_names "")
foreach(row IN LISTS rows)
  if(row MATCHES "^EFFECT\\([A-Z0-9_]+, \"([a-z0-9_]+)\"")
    list(APPEND engine_names "${CMAKE_MATCH_1}")
  endif()
endforeach()

# The document's effect table: from its "| effect | does |" header to the
# first line that is not a table row. Each row's first cell names one or
# more effects in backquotes, each followed by "(" or a backquote.
file(STRINGS "${SOURCE_DIR}/docs/card-database.md" lines)
set(in_table FALSE)
set(doc_names "")
foreach(line IN LISTS lines)
  if(line MATCHES "^\\| effect \\| does \\|")
    set(in_table TRUE)
    continue()
  endif()
  if(in_table)
    if(NOT line MATCHES "^\\|")
      break()
    endif()
    if(line MATCHES "^\\| *-")
      continue()
    endif()
    string(REPLACE "\\|" "/" line "${line}")   # an escaped bar inside a cell
    string(REGEX MATCH "^\\|[^|]*" cell "${line}")
    string(REGEX MATCHALL "`[a-z0-9_]+[(`]" found "${cell}")
    foreach(f IN LISTS found)
      string(REGEX REPLACE "[`(]" "" f "${f}")
      list(APPEND doc_names "${f}")
    endforeach()
  endif()
endforeach()

set(problems "")
list(LENGTH engine_names n_engine)
if(n_engine EQUAL 0)
  string(APPEND problems "  engine/effects.def: no EFFECT rows found\n")
endif()
foreach(n IN LISTS engine_names)
  if(NOT n IN_LIST doc_names)
    string(APPEND problems "  ${n}: in engine/effects.def, not in docs/card-database.md's table of effects\n")
  endif()
endforeach()
foreach(n IN LISTS doc_names)
  if(NOT n IN_LIST engine_names)
    string(APPEND problems "  ${n}: in docs/card-database.md's table of effects, not an effect of engine/effects.def\n")
  endif()
endforeach()
if(NOT problems STREQUAL "")
  message(FATAL_ERROR "effects_doc: the document and the engine disagree:\n${problems}")
endif()
message(STATUS "effects_doc: ${n_engine} effects, each documented")
