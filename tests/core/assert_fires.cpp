// Broken contracts with contracts on; each test names the one to break and expects the abort and the
// message naming the contract:
//   history     the history table is asked for an index past its size
//   count_game  a tournament is given a game without a result (an abandoned one) to count
//   evaluation  alpha-beta meets a 64-bit evaluation that a Score cannot hold
//   engine_evaluation  the engine meets an evaluation in the band of proven results
//   sprt        an SPRT whose error rates make Wald's bounds cross is asked for a verdict
//   echo_zero, echo_too_many  the tutorial's Echo Coins start with a coin of 0 (a game of passes for
//               ever) or with more coins than its row holds
//   tablebase_outside  a retrograde table's move leaves its domain for a position nothing values
//   tablebase_index    a tablebase domain's index() does not give back the index of state(i)
//   chance_expectiminimax, chance_mcts, chance_play_game  a die whose faces' probabilities add up to 4/3
//               (a three-sided die's 1/3 left on four faces) is searched by expectiminimax or by MCTS,
//               or rolled in an arena game
#define GAMETREE_ENABLE_ASSERTS 1
#include <cstdint>
#include <limits>
#include <string_view>

#include <gametree/arena/sprt.hpp>
#include <gametree/arena/tournament.hpp>
#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/alphabeta.hpp>
#include <gametree/search/chance/expectiminimax.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/engine/move_ordering.hpp>
#include <gametree/search/mcts.hpp>
#include <gametree/search/tablebase/retrograde.hpp>

#include "../examples/tutorial/echo_coins.hpp"
#include "support/nim.hpp"

using gametree::testing::Nim;

namespace {

/// Nim piles of `min_stones` to 8 stones, either player to move; with `forget_side`, index() leaves out
/// whose turn it is (two positions on one index).
struct Piles {
    int min_stones = 0;
    bool forget_side = false;
    [[nodiscard]] std::size_t size() const { return 18; }
    [[nodiscard]] std::optional<Nim> state(std::size_t i) const {
        if (static_cast<int>(i / 2) < min_stones) return std::nullopt;
        return Nim{static_cast<int>(i / 2), i % 2 ? gametree::Player::second : gametree::Player::first};
    }
    [[nodiscard]] std::optional<std::size_t> index(const Nim& s) const {
        if (s.stones < min_stones || s.stones > 8) return std::nullopt;
        return static_cast<std::size_t>(2 * s.stones + (forget_side ? 0 : gametree::index_of(s.side)));
    }
};

std::optional<gametree::TablebaseValue> nothing_outside(const Nim&) { return std::nullopt; }

/// Dice Nim with a die whose four faces each have the probability 1/3: they add up to 4/3.
struct LoadedDie {
    using move_type = gametree::dice_nim::Move;
    static constexpr gametree::Features gametree_features = gametree::Feature::chance;
    static constexpr std::size_t max_outcomes = 4;
    gametree::dice_nim::Position pos;
    [[nodiscard]] gametree::Player side_to_move() const { return pos.side_to_move(); }
    [[nodiscard]] gametree::Outcome outcome() const { return pos.outcome(); }
    [[nodiscard]] bool is_chance() const { return pos.is_chance(); }
    void chance_outcomes(gametree::ChanceBufferFor<LoadedDie>& out) const {
        for (int face = 1; face <= 4; ++face) out.push_back({move_type{face}, 1.0 / 3});
    }
    [[nodiscard]] LoadedDie after(move_type m) const { return {pos.after(m)}; }
};
struct LoadedDieMoves {
    static constexpr std::size_t max_moves = 4;
    void generate(const LoadedDie& s, gametree::MoveBuffer<gametree::dice_nim::Move, max_moves>& out) const {
        gametree::dice_nim::MoveGenerator{}.generate(s.pos, out);
    }
};

}  // namespace

int main(int argc, char** argv) {
    const std::string_view contract = argc > 1 ? argv[1] : "history";
    if (contract == "history") {
        gametree::HistoryTable history;
        history.resize(4);
        history.reward(0, 9, 1);  // index 9 of 4: a game whose history_index() breaks its promise
    } else if (contract == "count_game") {
        auto result = gametree::empty_tournament<Nim>({"a", "b"}, 1);
        gametree::GameRecord<Nim> abandoned{Nim{5, gametree::Player::first}, {}, gametree::Outcome::ongoing,
                                            gametree::GameEnd::abandoned};
        gametree::count_game(result, gametree::TournamentGame<Nim>{0, 1, 0, abandoned});
    } else if (contract == "evaluation") {
        const auto huge = [](const Nim&) { return 5'000'000'000LL; };  // would wrap to 705,032,704
        return gametree::alphabeta(Nim{5, gametree::Player::first}, 2, gametree::testing::NimMoves{}, huge).value == 0;
    } else if (contract == "engine_evaluation") {
        const auto proven = [](const Nim&) { return 900'000; };  // inside a Score, but beyond decisive_bound
        gametree::Engine<Nim, gametree::testing::NimMoves, decltype(proven)> engine;
        return engine.search(Nim{5, gametree::Player::first}, gametree::SearchLimits::to_depth(2)).best_move ? 0 : 1;
    } else if (contract == "sprt") {
        const gametree::Sprt crossed{0, 5, 0.6, 0.6};  // bounds +0.41 and -0.41: H1 before any game
        return crossed.verdict({}) == gametree::SprtVerdict::accept_h1 ? 0 : 1;
    } else if (contract == "sprt_negative") {
        const gametree::Sprt sprt{0, 5, 0.05, 0.05};
        return sprt.llr(gametree::MatchScore{3, 0, -5}) == 0 ? 0 : 1;
    } else if (contract == "elo_overflow") {
        const gametree::MatchScore overflowing{std::numeric_limits<std::int64_t>::max(), 1, 0};
        return gametree::estimate_elo(overflowing).difference == 0 ? 0 : 1;
    } else if (contract == "tablebase_outside") {
        // Piles 4 to 8: taking 1 to 3 stones from 4 leaves the domain, and nothing values 1 to 3 stones.
        const gametree::RetrogradeTable<Nim, Piles> table(Piles{4, false}, gametree::testing::NimMoves{}, nothing_outside);
        return table.positions() == 10 ? 0 : 1;
    } else if (contract == "tablebase_index") {
        const gametree::RetrogradeTable<Nim, Piles> table(Piles{0, true}, gametree::testing::NimMoves{}, nothing_outside);
        return table.positions() == 18 ? 0 : 1;
    } else if (contract == "chance_expectiminimax") {
        // With pruning it would say +115, without -49: Star1 bounds the outcomes not yet seen by 1 - those seen.
        const auto zero = [](const LoadedDie&) { return 0; };
        return gametree::expectiminimax(LoadedDie{gametree::dice_nim::Position(5)}, LoadedDieMoves{}, zero).value > 0;
    } else if (contract == "chance_mcts") {
        gametree::Mcts<LoadedDie, LoadedDieMoves> mcts;
        return mcts.search(LoadedDie{gametree::dice_nim::Position(5)}, gametree::MctsLimits::for_iterations(100)).proven;
    } else if (contract == "chance_play_game") {
        const gametree::Agent<LoadedDie> first_move("first", [](const LoadedDie& s) {
            const auto moves = gametree::moves_of(LoadedDieMoves{}, s);
            return gametree::Decision<gametree::dice_nim::Move>{moves.empty() ? std::nullopt : std::optional(moves[0]), 1, 0};
        });
        return gametree::play_game(LoadedDie{gametree::dice_nim::Position(5)}, first_move, first_move, 10).moves.empty();
    } else if (contract == "echo_zero") {
        return echo::Coins::start({3, 0, 4}).right;
    } else if (contract == "echo_too_many") {
        return echo::Coins::start({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}).right;
    }
    return 0;
}
