// The benchmarks' numeric arguments: the whole text a number within its range, nothing else.
#include <doctest/doctest.h>

#include <cstdint>

#include "whole_number.hpp"

TEST_CASE("whole_number: all of the text, within the range") {
    CHECK(bench::whole_number<int>("42", 1, 100) == 42);
    CHECK(bench::whole_number<int>("1", 1, 100) == 1);
    CHECK(bench::whole_number<int>("100", 1, 100) == 100);
    CHECK(!bench::whole_number<int>("0", 1, 100));
    CHECK(!bench::whole_number<int>("101", 1, 100));
    CHECK(!bench::whole_number<int>("", 1, 100));
    CHECK(!bench::whole_number<int>("4x", 1, 100));
    CHECK(!bench::whole_number<int>(" 4", 1, 100));
    CHECK(!bench::whole_number<int>("99999999999999999999", 1, 100));
    CHECK(bench::whole_number<std::uint64_t>("18446744073709551615", 0, UINT64_MAX) == UINT64_MAX);
}

TEST_CASE("read_whole_number: sets its target only when the text is read") {
    int out = 7;
    CHECK(bench::read_whole_number("12", 1, 20, out));
    CHECK(out == 12);
    CHECK(!bench::read_whole_number("21", 1, 20, out));
    CHECK(out == 12);
    CHECK(!bench::read_whole_number("x", 1, 20, out));
    CHECK(out == 12);
}
