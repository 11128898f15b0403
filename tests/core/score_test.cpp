// Decisive scores: a win or loss by a margin at a distance, and reading both back.
#include <doctest/doctest.h>

#include <gametree/core/score.hpp>

using namespace gametree;

TEST_CASE("win_in and loss_in read back as their distance and margin, inside the decisive band") {
    for (const Score margin : {Score{1}, Score{7}, max_utility}) {
        for (const int ply : {0, 1, 5, max_ply - 1}) {
            CAPTURE(margin);
            CAPTURE(ply);
            CHECK(is_decisive(win_in(ply, margin)));
            CHECK(plies_to_end(win_in(ply, margin)) == ply);
            CHECK(margin_of(win_in(ply, margin)) == margin);
            CHECK(plies_to_end(loss_in(ply, margin)) == -ply);
            CHECK(margin_of(loss_in(ply, margin)) == -margin);
        }
    }
    CHECK(win_in(3) > win_in(4));                  // the faster win first
    CHECK(win_in(max_ply - 1, 2) > win_in(0, 1));  // then the bigger margin before any speed
}

TEST_CASE("win_in: a distance past max_ply - 1 reads as max_ply - 1, the margin kept") {
    for (const int ply : {max_ply, max_ply + 5, 65535}) {
        CAPTURE(ply);
        CHECK(win_in(ply, 7) == win_in(max_ply - 1, 7));
        CHECK(margin_of(win_in(ply, 7)) == 7);
        CHECK(loss_in(ply) == loss_in(max_ply - 1));
        CHECK(margin_of(loss_in(ply)) == -max_utility);
    }
}

TEST_CASE("only full-margin wins stay above score_mate - max_ply; every win stays above decisive_bound") {
    CHECK(win_in(max_ply - 1) > score_mate - max_ply);
    CHECK(win_in(0, max_utility - 1) <= score_mate - max_ply);
    CHECK(win_in(max_ply - 1, 1) >= decisive_bound);
}
