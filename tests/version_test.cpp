#include "gametree/version.hpp"

#include <doctest/doctest.h>

#include <string>

TEST_CASE("version: the one number, the parts and the text say the same version") {
    CHECK(GAMETREE_VERSION == gametree::version_major * 10000 + gametree::version_minor * 100 + gametree::version_patch);
    CHECK(gametree::version_string == std::to_string(gametree::version_major) + "." + std::to_string(gametree::version_minor) +
                                          "." + std::to_string(gametree::version_patch));
    // The parts fit the one number's two-digit fields, so that comparing GAMETREE_VERSION orders versions.
    CHECK(gametree::version_minor < 100);
    CHECK(gametree::version_patch < 100);
}

TEST_CASE("version: CMake's project version is the header's (the build reads it from there)") {
    CHECK(gametree::version_string == std::string(GAMETREE_TEST_PROJECT_VERSION));
}
