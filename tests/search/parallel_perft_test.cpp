// Parallel perft counts what perft counts, on every kind of game: bulk-counting and listing
// generators, game ends on the way, passes (Othello), a side that moves twice (Bonus Nim), and for
// every thread count from 1 to 8; the split into subtrees adds up to perft at every cut.
#include <doctest/doctest.h>

#include <atomic>
#include <bit>
#include <cstdint>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <thread>

#include <gametree/games/chess_simulator/chess_simulator.hpp>
#include <gametree/games/congo/congo.hpp>
#include <gametree/games/othello/movegen.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/parallel_perft.hpp>

#include "support/bonus_nim.hpp"
#include "support/congo_playouts.hpp"
#include "support/nim.hpp"
#include "support/test_generators.hpp"
#include "support/tree_game.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

/// Checks the split at every cut from the root down to the leaves, then parallel perft with 1..8
/// threads, against plain perft.
template <class S, class G>
void check_against_perft(const S& state, int depth, const G& gen) {
    CAPTURE(depth);
    const std::uint64_t expected = perft(state, depth, gen);
    for (const std::size_t min_tasks : {std::size_t{1}, std::size_t{5}, std::size_t{40}, std::size_t{1} << 20}) {
        CAPTURE(min_tasks);
        const auto tasks = split_perft(state, depth, gen, min_tasks, 0);
        const std::uint64_t sum = std::accumulate(tasks.begin(), tasks.end(), std::uint64_t{0},
                                                  [&](std::uint64_t acc, const auto& t) { return acc + perft(t.state, t.depth, gen); });
        CHECK(sum == expected);
        CHECK(perft_tasks(tasks, gen, 3) == expected);
    }
    for (int threads = 1; threads <= 8; ++threads) {
        CAPTURE(threads);
        CHECK(parallel_perft(state, depth, gen, threads) == expected);
    }
}

}  // namespace

TEST_CASE("split_perft cuts one ply at a time, no deeper than asked") {
    const Nim ten{10};
    CHECK(split_perft(ten, 4, NimMoves{}, 1).size() == 1);     // one task is enough: the root itself
    CHECK(split_perft(ten, 4, NimMoves{}, 2, 0).size() == 3);  // one ply: the three takes
    CHECK(split_perft(ten, 4, NimMoves{}, 4, 0).size() == 9);  // two plies
    CHECK(split_perft(ten, 4, NimMoves{}, 1000, 3).size() == 3);  // stops within three plies of the leaves
    for (const auto& task : split_perft(ten, 4, NimMoves{}, 4, 0)) CHECK(task.depth == 2);
    // The finished game is a task of its own, never expanded: 2 stones, take 2 ends it.
    const auto tasks = split_perft(Nim{2}, 5, NimMoves{}, 100, 0);
    CHECK(std::any_of(tasks.begin(), tasks.end(), [](const auto& t) { return is_over(t.state.outcome()); }));
    CHECK(split_perft(Nim{5}, 0, NimMoves{}, 100, 0).size() == 1);  // depth 0: nothing to cut
}

TEST_CASE("split_perft with a min_depth below 0 never cuts past the leaves") {
    // A negative min_depth expanded tasks of depth 0 and less: each of their children counted 1, so the
    // split of a depth-0 tree counted the root's moves instead of the root.
    for (const int min_depth : {-1, -5, std::numeric_limits<int>::min()}) {
        CAPTURE(min_depth);
        for (int depth = -2; depth <= 4; ++depth) {
            CAPTURE(depth);
            const auto tasks = split_perft(Nim{7}, depth, NimMoves{}, 1000, min_depth);
            std::uint64_t sum = 0;
            for (const auto& t : tasks) sum += perft(t.state, t.depth, NimMoves{});
            CHECK(sum == perft(Nim{7}, depth, NimMoves{}));
            for (const auto& t : tasks) CHECK(t.depth >= std::min(depth, 0));
        }
    }
}

TEST_CASE("parallel perft of the toy games: game ends, bulk counting, a side moving twice") {
    for (int stones = 0; stones <= 9; ++stones)
        for (int depth = 0; depth <= 7; ++depth) {
            CAPTURE(stones);
            check_against_perft(Nim{stones}, depth, NimMoves{});
            check_against_perft(Nim{stones}, depth, ListingOnly<NimMoves>{});
            check_against_perft(BonusNim{stones}, depth, BonusNimMoves{});
        }
    for (int depth = 0; depth <= 3; ++depth) check_against_perft(TreeGame{textbook_tree}, depth, TreeMoves{});
}

TEST_CASE("parallel perft: more threads than parallel_perft_max_threads are refused, fewer than 1 count as 1") {
    // A million threads had the tree cut into 64 million subtrees, all held at once, before counting.
    CHECK_THROWS_WITH_AS((void)parallel_perft(Nim{9}, 3, NimMoves{}, parallel_perft_max_threads + 1),
                         "parallel_perft: threads must be at most 1024, not 1025", std::invalid_argument);
    CHECK(parallel_perft(Nim{9}, 3, NimMoves{}, parallel_perft_max_threads) == perft(Nim{9}, 3, NimMoves{}));
    CHECK(parallel_perft(Nim{9}, 3, NimMoves{}, -5) == perft(Nim{9}, 3, NimMoves{}));
}

TEST_CASE("parallel perft of tic-tac-toe to the end of every game") {
    for (int depth = 0; depth <= 10; ++depth) check_against_perft(tictactoe::Position{}, depth, tictactoe::MoveGenerator{});
}

TEST_CASE("parallel perft of Othello: passes and game ends") {
    for (int depth = 0; depth <= 14; ++depth) check_against_perft(othello::Position<4>{}, depth, othello::MoveGenerator{});
    for (int depth = 0; depth <= 6; ++depth) check_against_perft(othello::Position<8>{}, depth, othello::MoveGenerator{});
    // X must pass, then O's one move ends the game.
    const auto pass = othello::Position<8>::from_discs(othello::Geometry<8>::at(1, 0), othello::Geometry<8>::at(0, 0),
                                                       Player::first);
    for (int depth = 0; depth <= 3; ++depth) check_against_perft(pass, depth, othello::MoveGenerator{});
}

TEST_CASE("parallel perft of the chess simulator") {
    const chess_simulator::Position start(chess_simulator::standard_board());
    for (int depth = 0; depth <= 4; ++depth) check_against_perft(start, depth, chess_simulator::MoveGenerator{});
}

TEST_CASE("parallel perft of Congo: the start under both rule sets, and random positions") {
    for (const auto rules : {congo::Rules::standard, congo::Rules::wits2021}) {
        const auto start = congo::parse_fen(congo::start_fen, rules).value();
        for (int depth = 0; depth <= 4; ++depth) check_against_perft(start, depth, congo::MoveGenerator{});
        check_against_perft(start, 3, ListingOnly<congo::MoveGenerator>{});
        for (const auto& pos : random_congo_positions(rules, 12, 0x9A7A'11E1 + static_cast<unsigned>(rules))) {
            CAPTURE(congo::to_fen(pos));
            check_against_perft(pos, 3, congo::MoveGenerator{});
        }
    }
}

namespace {

/// Tic-tac-toe's moves, except that counting (past the split: three marks or more) throws on threads
/// other than `main`, as a game's code may, or an allocation that fails. The main thread waits for that
/// failure before it counts on, so that it cannot take every subtree first.
struct ThrowsOffMainThread {
    static constexpr std::size_t max_moves = tictactoe::MoveGenerator::max_moves;
    using Buffer = tictactoe::MoveGenerator::Buffer;
    std::thread::id main;
    std::atomic<bool>* helper_failed;
    void generate(const tictactoe::Position& pos, Buffer& out) const {
        if (std::popcount(static_cast<unsigned>(pos.empty())) <= 6) {
            if (std::this_thread::get_id() != main) {
                helper_failed->store(true);
                throw std::runtime_error("a helper's count failed");
            }
            while (!helper_failed->load()) std::this_thread::yield();
        }
        tictactoe::MoveGenerator{}.generate(pos, out);
    }
};

}  // namespace

TEST_CASE("parallel perft: a thread whose count throws stops the count, and its exception leaves it") {
    // It ended the program from the thread (std::terminate); now the caller gets the exception.
    std::atomic<bool> helper_failed{false};
    const ThrowsOffMainThread gen{std::this_thread::get_id(), &helper_failed};
    CHECK_THROWS_WITH_AS((void)parallel_perft(tictactoe::Position{}, 6, gen, 4), "a helper's count failed", std::runtime_error);
    CHECK(helper_failed);
    // One thread, the calling one: no failure, plain perft's count.
    CHECK(parallel_perft(tictactoe::Position{}, 6, gen, 1) == perft(tictactoe::Position{}, 6, tictactoe::MoveGenerator{}));
}
