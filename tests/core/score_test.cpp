// Decisive scores: a win or loss by a margin at a distance, and reading both back.
#include <doctest/doctest.h>

#include <gametree/core/score.hpp>

#include <climits>

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

TEST_CASE("only full-margin wins stay above score_mate - max_ply, every win stays above decisive_bound") {
    CHECK(win_in(max_ply - 1) > score_mate - max_ply);
    CHECK(win_in(0, max_utility - 1) <= score_mate - max_ply);
    CHECK(win_in(max_ply - 1, 1) >= decisive_bound);
}

TEST_CASE("win_in and loss_in: a ply below 0 reads as 0, a margin outside 1..max_utility as the nearest end") {
    for (const int ply : {-1, -128, INT_MIN}) {
        CAPTURE(ply);
        CHECK(win_in(ply) == win_in(0));
        CHECK(win_in(ply, 7) == win_in(0, 7));
        CHECK(loss_in(ply, 7) == loss_in(0, 7));
    }
    CHECK(win_in(INT_MAX, 7) == win_in(max_ply - 1, 7));
    for (const Score margin : {Score{0}, Score{-1}, -max_utility, INT_MIN}) {
        CAPTURE(margin);
        CHECK(win_in(3, margin) == win_in(3, 1));
        CHECK(loss_in(3, margin) == loss_in(3, 1));
    }
    for (const Score margin : {max_utility + 1, 2 * max_utility, INT_MAX}) {
        CAPTURE(margin);
        CHECK(win_in(3, margin) == win_in(3));
        CHECK(loss_in(3, margin) == loss_in(3));
    }
    // Constant evaluation rejects signed overflow: these compile only because none happens.
    static_assert(win_in(INT_MIN, INT_MIN) == win_in(0, 1));
    static_assert(loss_in(INT_MAX, INT_MAX) == loss_in(max_ply - 1));
    // Every argument lands in the band that plies_to_end and margin_of read back.
    for (const int ply : {INT_MIN, -1, 0, max_ply, INT_MAX}) {
        for (const Score margin : {INT_MIN, Score{0}, Score{1}, max_utility, INT_MAX}) {
            CAPTURE(ply);
            CAPTURE(margin);
            CHECK(win_in(ply, margin) <= score_mate);
            CHECK(win_in(ply, margin) >= win_in(max_ply - 1, 1));
            CHECK(loss_in(ply, margin) == -win_in(ply, margin));
        }
    }
}

TEST_CASE("plies_to_end and margin_of: a score beyond score_mate (score_infinity) reads as the end now, by the full margin") {
    // is_decisive accepts these: plain minimax (EngineOptions::mate_scores off) scores a lost game -score_infinity.
    for (const Score s : {score_mate + 1, score_infinity, INT_MAX}) {
        CAPTURE(s);
        CHECK(plies_to_end(s) == 0);
        CHECK(margin_of(s) == max_utility);
        CHECK(plies_to_end(-s) == 0);
        CHECK(margin_of(-s) == -max_utility);
    }
    static_assert(margin_of(INT_MIN) == -max_utility);
    CHECK(plies_to_end(INT_MIN) == 0);
    CHECK(margin_of(INT_MIN) == -max_utility);
}

TEST_CASE("plies_to_end and margin_of: a decisive score below every win_in reads as the farthest win by 1") {
    // decisive_bound leaves room below win_in(max_ply - 1, 1); a mate score moved by the table's ply can land there.
    for (const Score s : {decisive_bound, decisive_bound + 1, win_in(max_ply - 1, 1) - 1}) {
        CAPTURE(s);
        CHECK(plies_to_end(s) == max_ply - 1);
        CHECK(margin_of(s) == 1);
        CHECK(plies_to_end(-s) == -(max_ply - 1));
        CHECK(margin_of(-s) == -1);
    }
}

TEST_CASE("plies_to_end and margin_of: a score that is not decisive has neither distance nor margin") {
    for (const Score s : {Score{0}, Score{1}, Score{-1}, Score{55}, decisive_bound - 1, -(decisive_bound - 1)}) {
        CAPTURE(s);
        CHECK(plies_to_end(s) == 0);
        CHECK(margin_of(s) == 0);
    }
}
