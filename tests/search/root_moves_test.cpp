#include <doctest/doctest.h>

#include <span>
#include <vector>

#include <gametree/search/root_moves.hpp>

using gametree::allowed_root_moves;

namespace {

std::vector<int> allowed(const std::vector<int>& moves, const std::vector<int>& root_moves) {
    return allowed_root_moves(std::span<const int>(moves), std::span<const int>(root_moves));
}

}  // namespace

TEST_CASE("allowed_root_moves: the moves named, in the list's order, once each") {
    CHECK(allowed({1, 2, 3, 4}, {4, 2}) == std::vector<int>{2, 4});
    CHECK(allowed({1, 2, 3, 4}, {3, 3, 1, 3}) == std::vector<int>{1, 3});
}

TEST_CASE("allowed_root_moves: a name that is no move is ignored") {
    CHECK(allowed({1, 2, 3}, {9, 2, 7}) == std::vector<int>{2});
}

TEST_CASE("allowed_root_moves: none named, or every one, is every move (empty)") {
    CHECK(allowed({1, 2, 3}, {}).empty());
    CHECK(allowed({1, 2, 3}, {8, 9}).empty());
    CHECK(allowed({1, 2, 3}, {3, 1, 2}).empty());
    CHECK(allowed({1, 2, 3}, {3, 1, 2, 2, 7}).empty());
    CHECK(allowed({}, {1}).empty());
}
