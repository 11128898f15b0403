// The search module header stands alone: this file includes nothing else of gametree.
#include <gametree/search.hpp>

#include <doctest/doctest.h>

TEST_CASE("gametree/search.hpp compiles on its own") { CHECK(gametree::score_mate > 0); }
