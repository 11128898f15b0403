#include "gametree/search/time_use.hpp"

#include <doctest/doctest.h>

using gametree::TimeUse;

TEST_CASE("TimeUse: save is the default, and whole is another choice") {
    static_assert(TimeUse{} == TimeUse::save);
    static_assert(TimeUse::save != TimeUse::whole);
    TimeUse use{};
    CHECK(use == TimeUse::save);
    use = TimeUse::whole;
    CHECK(use != TimeUse::save);
}
