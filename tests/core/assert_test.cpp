// GAMETREE_ASSERT: free when contracts are off; assert_fires.cpp shows one firing when they are on.
#include <doctest/doctest.h>

#include <gametree/core/assert.hpp>

TEST_CASE("a contract that holds does nothing, and an expression is evaluated only when contracts are on") {
    int evaluated = 0;
    GAMETREE_ASSERT((++evaluated, true), "holds");
#if defined(GAMETREE_ENABLE_ASSERTS) && GAMETREE_ENABLE_ASSERTS
    CHECK(evaluated == 1);
#else
    CHECK(evaluated == 0);
#endif
}
