# Compares the ctest entries discovered from bnb_tests (label bnb_tests) with the test cases the
# binary lists: a name that catch_discover_tests splits or drops makes the counts differ.
# usage: cmake -DCTEST=... -DBUILD_DIR=... -DTESTS=path/to/bnb_tests -P count_entries.cmake
# (Catch2 v2 exits with the number of names listed, so the exit code tells nothing.)
execute_process(COMMAND ${TESTS} --list-test-names-only OUTPUT_VARIABLE names)
string(REPLACE ";" "," names "${names}")  # one name stays one list element
string(REGEX MATCHALL "[^\n]+" cases "${names}")
list(LENGTH cases case_count)
if(case_count EQUAL 0)
  message(FATAL_ERROR "${TESTS} --list-test-names-only listed no test case")
endif()

execute_process(COMMAND ${CTEST} -N -L "^bnb_tests$" WORKING_DIRECTORY ${BUILD_DIR} OUTPUT_VARIABLE listing RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT listing MATCHES "Total Tests: ([0-9]+)")
  message(FATAL_ERROR "ctest -N failed in ${BUILD_DIR}:\n${listing}")
endif()
set(entry_count ${CMAKE_MATCH_1})

if(NOT case_count EQUAL entry_count)
  message(FATAL_ERROR "${entry_count} ctest entries for ${case_count} test cases")
endif()
message(STATUS "${entry_count} ctest entries for ${case_count} test cases")
