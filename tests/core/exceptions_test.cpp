#include "gametree/core/exceptions.hpp"

#include <doctest/doctest.h>

#include <exception>
#include <stdexcept>
#include <string>

using namespace gametree;

TEST_CASE("exceptions: this suite is built with exceptions, and GAMETREE_EXCEPTIONS says so") { CHECK(GAMETREE_EXCEPTIONS == 1); }

TEST_CASE("exceptions: raise throws the error it is given, message and type") {
    CHECK_THROWS_WITH_AS(detail::raise(std::invalid_argument("engine: threads must be 1 to 256, not 0")),
                         "engine: threads must be 1 to 256, not 0", std::invalid_argument);
    CHECK_THROWS_AS(detail::raise(std::length_error("too long")), std::length_error);
}

TEST_CASE("exceptions: call_catching hands a thrown exception to its handler and says false") {
    std::exception_ptr kept;
    int worked = 0;
    CHECK(detail::call_catching([&] { ++worked; }, [&](std::exception_ptr e) { kept = e; }));
    CHECK(worked == 1);
    CHECK_FALSE(kept);

    CHECK_FALSE(detail::call_catching([] { throw std::runtime_error("helper failed"); }, [&](std::exception_ptr e) { kept = e; }));
    REQUIRE(kept);
    CHECK_THROWS_WITH_AS(std::rethrow_exception(kept), "helper failed", std::runtime_error);
}

TEST_CASE("exceptions: undo_on_exception undoes, then lets the exception go on, and nothing is undone without one") {
    int undone = 0;
    detail::undo_on_exception([] {}, [&] { ++undone; });
    CHECK(undone == 0);
    CHECK_THROWS_WITH_AS(detail::undo_on_exception([] { throw std::runtime_error("no thread to be had"); }, [&] { ++undone; }),
                         "no thread to be had", std::runtime_error);
    CHECK(undone == 1);
}
