// Every game in the library through the same random playouts: one function template checks the
// promises that every search relies on, whatever the game.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>

#include "gametree/core/concepts.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"
#include "gametree/games/congo/congo.hpp"
#include "gametree/games/connect_four/connect_four.hpp"
#include "gametree/games/tictactoe/tictactoe.hpp"

using namespace gametree;

namespace {

/// How many random games to play from a start, and how long they may be.
struct Playouts {
    int games = 100;
    /// Each game stops after this many plies if it has not ended.
    int max_plies = 200;
    /// True for games whose rules end them within `max_plies` (a full board, for instance).
    bool must_end = false;
    std::uint64_t seed = 1;
};

/// What the playouts saw, so that a test can require that the checks had something to check.
struct Tally {
    std::uint64_t plies = 0;
    std::uint64_t finished_games = 0;
    std::uint64_t transpositions = 0;
};

template <State S, MoveGen<S> G>
bool contains(const MoveBufferFor<G, S>& moves, const typename S::move_type& m) {
    for (const auto& x : moves)
        if (x == m) return true;
    return false;
}

template <State S, MoveGen<S> G>
MoveBufferFor<G, S> moves_of(const G& gen, const S& s) {
    MoveBufferFor<G, S> moves;
    gen.generate(s, moves);
    return moves;
}

/// Checks that `a` and `b` have equal hashes when they are equal states (for hashed games), and
/// counts the pair when they are.
template <State S>
void check_same_state_same_hash(const S& a, const S& b, Tally& tally) {
    if constexpr (std::equality_comparable<S>) {
        if (!(a == b)) return;
        ++tally.transpositions;
        if constexpr (HashedState<S>) CHECK(a.hash() == b.hash());
    }
}

/// From `s`, where `a` was played and `b` answered, tries to reach the same state in another order:
/// a third move `c` played first, then `b`, then `a` (each must be generated where it is played).
template <State S, MoveGen<S> G>
void try_transposition(const G& gen, const S& s, const typename S::move_type& a, const S& after_ab,
                       const typename S::move_type& b, std::mt19937_64& rng, Tally& tally) {
    const auto replies = moves_of(gen, after_ab);
    if (replies.empty()) return;
    const auto c = replies[std::uniform_int_distribution<std::size_t>(0, replies.size() - 1)(rng)];
    if (c == a || !contains<S, G>(moves_of(gen, s), c)) return;
    const S first = s.after(c);
    if (!contains<S, G>(moves_of(gen, first), b)) return;
    const S second = first.after(b);
    if (!contains<S, G>(moves_of(gen, second), a)) return;
    check_same_state_same_hash(after_ab.after(c), second.after(a), tally);
}

/// Plays random games from `start` and checks at every ply:
/// - only generated moves are played, and the generator lists no move twice;
/// - `count` (when the generator offers it) equals the number of generated moves;
/// - a finished game has no moves; a game whose rules end it does end within the bound;
/// - `after` leaves the state it is called on unchanged;
/// - hashes (when the state offers them) are the same for a copy, for a recomputation (when the state
///   offers compute_hash) and for the same state reached by two move orders.
template <State S, MoveGen<S> G>
Tally check_random_playouts(const S& start, const G& gen, const Playouts& plan) {
    std::mt19937_64 rng(plan.seed);
    Tally tally;
    for (int game = 0; game < plan.games; ++game) {
        S s = start;
        std::string line;  // the moves so far, for failure messages
        int ply = 0;
        for (; ply < plan.max_plies; ++ply) {
            CAPTURE(game);
            CAPTURE(line);
            const auto moves = moves_of(gen, s);
            if constexpr (CountingMoveGen<G, S>) REQUIRE(gen.count(s) == moves.size());
            bool repeated = false;
            for (std::size_t i = 0; i < moves.size(); ++i)
                for (std::size_t j = i + 1; j < moves.size(); ++j) repeated = repeated || moves[i] == moves[j];
            REQUIRE_FALSE(repeated);
            if (is_over(s.outcome())) {
                CHECK(moves.empty());
                break;
            }
            if (moves.empty()) break;  // allowed by the concepts: searches score it as having no move

            const auto m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            const S before = s;
            const S next = s.after(m);
            if constexpr (std::equality_comparable<S>) REQUIRE(s == before);
            if constexpr (HashedState<S>) {
                const S copy = next;
                CHECK(copy.hash() == next.hash());
                if constexpr (requires { next.compute_hash(); }) CHECK(next.hash() == next.compute_hash());
            }
            // Another move order to the state two plies on (the opponent's reply drawn at random).
            const auto replies = moves_of(gen, next);
            if (!replies.empty()) {
                const auto reply = replies[std::uniform_int_distribution<std::size_t>(0, replies.size() - 1)(rng)];
                try_transposition(gen, s, m, next.after(reply), reply, rng, tally);
            }
            line += to_string(m);
            line += ' ';
            s = next;
            ++tally.plies;
        }
        if (is_over(s.outcome())) ++tally.finished_games;
        if (plan.must_end) {
            CAPTURE(line);
            CHECK(is_over(s.outcome()));
        }
    }
    MESSAGE(tally.plies << " plies, " << tally.finished_games << " games finished, " << tally.transpositions
                        << " transpositions");
    return tally;
}

}  // namespace

TEST_CASE("Congo, standard rules") {
    const auto start = congo::parse_fen(congo::start_fen, congo::Rules::standard).value();
    const Tally t = check_random_playouts(start, congo::MoveGenerator{}, {400, 200, false, 1});
    CHECK(t.plies > 400 * 20);
    CHECK(t.finished_games > 0);
    CHECK(t.transpositions > 0);
}

TEST_CASE("Congo, the course's rules") {
    const auto start = congo::parse_fen("2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0", congo::Rules::wits2021).value();
    const Tally t = check_random_playouts(start, congo::MoveGenerator{}, {400, 200, false, 2});
    CHECK(t.plies > 400 * 20);
    CHECK(t.finished_games > 0);
    CHECK(t.transpositions > 0);
}

TEST_CASE("tic-tac-toe: every game ends within nine plies") {
    const Tally t = check_random_playouts(tictactoe::Position{}, tictactoe::MoveGenerator{}, {2000, 9, true, 3});
    CHECK(t.finished_games == 2000);
    CHECK(t.transpositions > 100);
}

TEST_CASE("Connect Four 7 x 6: every game ends within 42 plies") {
    const Tally t =
        check_random_playouts(connect_four::Position<7, 6>{}, connect_four::MoveGenerator{}, {1000, 42, true, 4});
    CHECK(t.finished_games == 1000);
    CHECK(t.transpositions > 100);
}

TEST_CASE("Connect Four 5 x 4: every game ends within 20 plies") {
    const Tally t =
        check_random_playouts(connect_four::Position<5, 4>{}, connect_four::MoveGenerator{}, {1000, 20, true, 5});
    CHECK(t.finished_games == 1000);
    CHECK(t.transpositions > 100);
}

TEST_CASE("the chess simulator: no hash, and games need not end") {
    const chess_simulator::Position start(chess_simulator::standard_board());
    const Tally t = check_random_playouts(start, chess_simulator::MoveGenerator{}, {200, 200, false, 6});
    CHECK(t.plies > 200 * 100);
    CHECK(t.transpositions > 0);
}
