// The core module header stands alone: this file includes nothing else of gametree.
#include <gametree/core.hpp>

#include <doctest/doctest.h>

TEST_CASE("gametree/core.hpp compiles on its own") { CHECK(gametree::score_mate > 0); }
