# install.cmake: what `cmake --install` puts where, and the tests of what an
# installed tree and the example clients give a user.
#
#   bin/                      altered-replay, altered-judged, altered-judge-client
#   lib/libaltered_engine.a   the engine, and lib/pkgconfig/altered-engine.pc
#   include/altered.h         its one public header
#   share/man/man1/           the three tools' man pages (docs/man/*.1)
#   share/doc/altered-judge/  docs/ and README.md
#   share/altered-judge/      proto/altered.proto, for clients in other languages
#   lib/systemd/system/       altered-judged.service
include(GNUInstallDirs)
# The project is altered_judge to CMake; its documents go under the name users see.
set(ALT_DOCDIR "${CMAKE_INSTALL_DATAROOTDIR}/doc/altered-judge")

set(ALT_INSTALL_TOOLS altered-replay altered-judged altered-judge-client)
foreach(tool IN LISTS ALT_INSTALL_TOOLS)
  if(TARGET ${tool})
    install(TARGETS ${tool} RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
  endif()
endforeach()

set_target_properties(altered_engine PROPERTIES PUBLIC_HEADER "${CMAKE_SOURCE_DIR}/engine/altered.h")
install(TARGETS altered_engine
        ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}"
        PUBLIC_HEADER DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")

# The .pc file names its prefix relative to its own folder (${pcfiledir}),
# so that `cmake --install --prefix P` and DESTDIR staging give a file that
# is right wherever the tree lands, not only at the configured prefix.
set(ALT_PC_DIR "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
file(RELATIVE_PATH ALT_PC_TO_PREFIX "/root/${ALT_PC_DIR}" "/root")
string(REGEX REPLACE "/$" "" ALT_PC_TO_PREFIX "${ALT_PC_TO_PREFIX}")
configure_file("${CMAKE_SOURCE_DIR}/cmake/altered-engine.pc.in"
               "${CMAKE_BINARY_DIR}/altered-engine.pc" @ONLY)
install(FILES "${CMAKE_BINARY_DIR}/altered-engine.pc" DESTINATION "${ALT_PC_DIR}")

file(GLOB ALT_MAN_PAGES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/docs/man/*.1")
install(FILES ${ALT_MAN_PAGES} DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
# docs/man is installed as man pages, not a second time as documents.
install(DIRECTORY "${CMAKE_SOURCE_DIR}/docs/" DESTINATION "${ALT_DOCDIR}"
        PATTERN "man" EXCLUDE)
install(FILES "${CMAKE_SOURCE_DIR}/README.md" DESTINATION "${ALT_DOCDIR}")
install(FILES "${CMAKE_SOURCE_DIR}/proto/altered.proto" DESTINATION "${CMAKE_INSTALL_DATADIR}/altered-judge")

# The unit's ExecStart is the daemon's path under the prefix the install
# writes to. It is filled in when the install runs, not when CMake
# configures: `cmake --install --prefix P` changes the prefix after
# configuring, and a unit naming the configured prefix would start nothing
# (or another build's daemon). DESTDIR is not part of the path: it only
# stages the tree that a package later puts at the prefix.
if(TARGET altered-judged)
  set(ALT_UNIT_OUT "${CMAKE_BINARY_DIR}/dist/altered-judged.service")
  install(CODE "
    set(ALT_JUDGED_BIN \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/altered-judged\")
    configure_file(\"${CMAKE_SOURCE_DIR}/dist/altered-judged.service.in\" \"${ALT_UNIT_OUT}\" @ONLY)")
  install(FILES "${ALT_UNIT_OUT}" DESTINATION "lib/systemd/system")
endif()

# ------------------------------------------------------------------ tests
# install: `cmake --install` into a prefix under this build tree, then what
# a user of that tree does: build tests/install_smoke.c with pkg-config, run
# it, compile the header alone, read the man pages, check the unit.
# A SANITIZE tree's library holds sanitizer calls, which the user's program
# must link too: the .pc file cannot know, so the test passes the flags.
set(install_smoke_flags "")
if(SANITIZE)
  set(install_smoke_flags "-fsanitize=address,undefined")
endif()
add_test(NAME install
         COMMAND bash "${CMAKE_SOURCE_DIR}/tests/test_install.sh" "${CMAKE_BINARY_DIR}" "${CMAKE_C_COMPILER}"
                 "${install_smoke_flags}"
         WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}")
# 77: no pkg-config on PATH. Without man or groff the pages are still checked
# (their roff source), and the test says so.
set_tests_properties(install PROPERTIES TIMEOUT 300 SKIP_RETURN_CODE 77)

# js_reader: examples/js/read_archive.js on the golden games, its
# node_modules installed with `npm ci` under this build tree (77: no node or
# npm, or the npm registry cannot be reached).
if(EXISTS "${CMAKE_SOURCE_DIR}/tests/test_js_reader.sh" AND TARGET altered-replay)
  add_test(NAME js_reader
           COMMAND bash "${CMAKE_SOURCE_DIR}/tests/test_js_reader.sh" "${CMAKE_BINARY_DIR}/js"
                   $<TARGET_FILE:altered-replay>
           WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}")
  set_tests_properties(js_reader PROPERTIES TIMEOUT 300 SKIP_RETURN_CODE 77)
endif()
