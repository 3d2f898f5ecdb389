# install.cmake: what `cmake --install` puts where, and the test that
# builds a program against an installed tree.
