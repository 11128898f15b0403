// The arena module header stands alone: this file includes nothing else of gametree.
#include <gametree/arena.hpp>

#include <doctest/doctest.h>

TEST_CASE("gametree/arena.hpp compiles on its own") { CHECK(gametree::score_mate > 0); }
