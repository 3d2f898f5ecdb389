# check_card_doc.cmake: docs/card-database.md's ability encoding against the
# parser's own words. Its table of effects names exactly the effects of
# engine/effects.def (the one table the engine's effects come from); its
# table of triggers exactly the trigger words of engine/ability.c; and every
# condition word the parser reads is documented. Another team writes a card
# database from that document alone, so the two must not drift.
#
#   cmake -DSOURCE_DIR=<repo root> -P check_card_doc.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED SOURCE_DIR)
  message(FATAL_ERROR "check_card_doc.cmake: -DSOURCE_DIR=<repo root> is required")
endif()

file(STRINGS "${SOURCE_DIR}/engine/effects.def" rows REGEX "^EFFECT\\(")
set(engine_names "")
foreach(row IN LISTS rows)
  if(row MATCHES "^EFFECT\\([A-Z0-9_]+, \"([a-z0-9_]+)\"")
    list(APPEND engine_names "${CMAKE_MATCH_1}")
  endif()
endforeach()

file(STRINGS "${SOURCE_DIR}/docs/card-database.md" lines ENCODING UTF-8)   # a dash or a sign is not a line end

# The names in backquotes in the first cells of one of the document's
# tables: from the header row matching `header` to the first line that is
# not a table row. `name` matches one name with its backquotes and what
# follows it ("(" or a backquote), which is stripped.
function(first_cell_names header name out)
  set(in_table FALSE)
  set(names "")
  foreach(line IN LISTS lines)
    if(line MATCHES "${header}")
      set(in_table TRUE)
      continue()
    endif()
    if(in_table)
      if(NOT line MATCHES "^\\|")
        break()
      endif()
      string(REPLACE "\\|" "/" line "${line}")   # an escaped bar inside a cell
      string(REGEX MATCH "^\\|[^|]*" cell "${line}")
      string(REGEX MATCHALL "${name}" found "${cell}")
      foreach(f IN LISTS found)
        string(REGEX REPLACE "[`(]" "" f "${f}")
        list(APPEND names "${f}")
      endforeach()
    endif()
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# Each name of one list missing from the other, both ways, into problems.
function(compare_names engine_list doc_list engine_where doc_where)
  set(found "${problems}")
  foreach(n IN LISTS ${engine_list})
    if(NOT n IN_LIST ${doc_list})
      string(APPEND found "  ${n}: in ${engine_where}, not in ${doc_where}\n")
    endif()
  endforeach()
  foreach(n IN LISTS ${doc_list})
    if(NOT n IN_LIST ${engine_list})
      string(APPEND found "  ${n}: in ${doc_where}, not in ${engine_where}\n")
    endif()
  endforeach()
  set(problems "${found}" PARENT_SCOPE)
endfunction()

# The effect table: each row's first cell names one or more effects in
# backquotes, each followed by "(" or a backquote.
first_cell_names("^\\| effect \\| does \\|" "`[a-z0-9_]+[(`]" doc_names)
set(problems "")
list(LENGTH engine_names n_engine)
if(n_engine EQUAL 0)
  string(APPEND problems "  engine/effects.def: no EFFECT rows found\n")
endif()
compare_names(engine_names doc_names "engine/effects.def" "docs/card-database.md's table of effects")

# Triggers: ability.c's trigger_names, and T (an exhaust ability, parsed
# apart with its mana cost), against the first cells of the trigger table.
file(READ "${SOURCE_DIR}/engine/ability.c" ability_c)
string(REGEX MATCH "trigger_names\\[ALT_TRIG__COUNT\\] = {[^}]*}" trig_table "${ability_c}")
string(REGEX MATCHALL "= \"[A-Z_]+\"" trig_found "${trig_table}")
set(engine_triggers T)
foreach(t IN LISTS trig_found)
  string(REGEX REPLACE "^= \"([A-Z_]+)\"$" "\\1" t "${t}")
  list(APPEND engine_triggers "${t}")
endforeach()
first_cell_names("^\\| trigger \\| when" "`[A-Z_]+`" doc_triggers)
list(LENGTH engine_triggers n_triggers)
if(n_triggers LESS 2)
  string(APPEND problems "  engine/ability.c: no trigger_names table found\n")
endif()
compare_names(engine_triggers doc_triggers "engine/ability.c's triggers" "docs/card-database.md's table of triggers")

# Conditions: every word of ability_cond.c's cond_names and le_names is
# documented (in backquotes, alone or before >= or <=).
file(READ "${SOURCE_DIR}/engine/ability_cond.c" ability_cond_c)
string(REGEX MATCH "cond_names\\[ALT_COND__COUNT\\] = {[^}]*}" cond_table "${ability_cond_c}")
string(REGEX MATCH "le_names\\[\\] = {[^}]*}" le_table "${ability_cond_c}")
string(REGEX MATCHALL "\"[a-z_]+\"" cond_found "${cond_table} ${le_table}")
file(READ "${SOURCE_DIR}/docs/card-database.md" doc_text)
list(LENGTH cond_found n_conds)
if(n_conds EQUAL 0)
  string(APPEND problems "  engine/ability_cond.c: no cond_names table found\n")
endif()
foreach(c IN LISTS cond_found)
  string(REPLACE "\"" "" c "${c}")
  if(NOT doc_text MATCHES "`${c}[`<>]")
    string(APPEND problems "  ${c}: a condition of engine/ability_cond.c, not documented in docs/card-database.md\n")
  endif()
endforeach()

if(NOT problems STREQUAL "")
  message(FATAL_ERROR "card_database_doc: the document and the engine disagree:\n${problems}")
endif()
message(STATUS "card_database_doc: ${n_engine} effects, ${n_triggers} triggers and ${n_conds} condition words, each documented")
