// Declared features: what a game says it provides, checked at compile time and reported by the engine.
#include <doctest/doctest.h>

#include <string>

#include <gametree/core/features.hpp>
#include <gametree/games/congo/evaluation/strong.hpp>
#include <gametree/games/congo/movegen.hpp>
#include <gametree/games/congo/tablebase.hpp>
#include <gametree/games/chess_simulator/chess_simulator.hpp>
#include <gametree/games/connect_four/connect_four.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/engine/evaluation_cache.hpp>

#include "support/nim.hpp"
#include "support/policy_tree.hpp"

using namespace gametree;
using namespace gametree::testing;

TEST_CASE("Features: sets, names and what a type declares") {
    constexpr Features f = Feature::hash | Feature::noisy_moves;
    static_assert(f.has(Feature::hash) && f.has(Feature::noisy_moves) && !f.has(Feature::pass));
    CHECK(to_string(f) == "hash, noisy_moves");
    CHECK(to_string(Features{}) == "none");
    CHECK(to_string(Feature::move_count | Feature::move_ranking | Feature::history | Feature::terminal_utility |
                    Feature::pass) == "move_count, move_ranking, history, terminal_utility, pass");
    CHECK(to_string(Feature::hash | Feature::chance) == "hash, chance");
    CHECK(std::string(feature_name(Feature::chance)) == "chance");
    CHECK(to_string(Feature::null_move | Feature::danger) == "null_move, danger");
    CHECK(to_string(Feature::quiet_moves | Feature::hash) == "hash, quiet_moves");
    CHECK(std::string(feature_name(Feature::quiet_moves)) == "quiet_moves");
    CHECK(to_string(Feature::estimate | Feature::quiet_moves) == "quiet_moves, estimate");
    CHECK(std::string(feature_name(Feature::estimate)) == "estimate");
    static_assert(declared_features_v<Nim> == Features{});  // declares nothing: still a game
    static_assert(declared_features_v<PolicyTree<NoMovePolicy::pass>> ==
                  (Feature::hash | Feature::terminal_utility | Feature::pass));
    static_assert(declared_features_v<PolicyMoves> == Features(Feature::move_count));
}

TEST_CASE("a correctly declared game passes the check, and the available features are detected") {
    static_assert(check_declared_features<PolicyTree<NoMovePolicy::pass>, PolicyMoves>());
    constexpr Features available = available_features<PolicyTree<NoMovePolicy::pass>, PolicyMoves>();
    CHECK(to_string(available) == "hash, move_count, terminal_utility, pass");
    static_assert(check_declared_features<congo::Position, congo::MoveGenerator>());
    CHECK(to_string(available_features<congo::Position, congo::MoveGenerator>()) ==
          "hash, move_count, noisy_moves, move_ranking, history, null_move, danger, quiet_moves");
}

TEST_CASE("an evaluator declares its estimate, and the engine counts it among the game's features") {
    static_assert(declared_features_v<congo::StrongEvaluator> == Features(Feature::estimate));
    static_assert(check_declared_evaluator_features<congo::StrongEvaluator, congo::Position>());
    static_assert(available_evaluator_features<congo::StrongEvaluator, congo::Position>() == Features(Feature::estimate));
    static_assert(available_evaluator_features<congo::MaterialEvaluator, congo::Position>() == Features{});
    // A cached evaluator offers what its evaluator offers.
    static_assert(declared_features_v<CachedEvaluator<congo::Position, congo::StrongEvaluator>> == Features(Feature::estimate));
    static_assert(declared_features_v<CachedEvaluator<congo::Position, congo::MaterialEvaluator>> == Features{});
    const Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> engine;
    CHECK(engine.features().declared.has(Feature::estimate));
    CHECK(engine.features().available.has(Feature::estimate));
    CHECK(to_string(engine.features()).ends_with("game declares: hash, move_count, noisy_moves, move_ranking, history, null_move, danger, quiet_moves, estimate"));
    const Engine<congo::Position, congo::MoveGenerator, congo::MaterialEvaluator> material_engine;
    CHECK_FALSE(material_engine.features().available.has(Feature::estimate));
}

TEST_CASE("the engine reports what it uses") {
    Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator, congo::EndgameTablebases> engine;
    const EngineFeatures f = engine.features();
    CHECK(f.transposition_table);
    CHECK(f.table_mib == 16);
    CHECK(f.quiescence);
    CHECK(f.tablebases);
    CHECK(f.no_move == NoMovePolicy::loss);
    CHECK(f.staged_generation);
    CHECK(to_string(f).starts_with("transposition table 16 MiB, quiescence, staged generation, move ranking, killers, history"));
    engine.set_options(EngineOptions::exact());
    const EngineFeatures exact = engine.features();
    CHECK_FALSE(exact.quiescence);
    CHECK(exact.transposition_table);
    CHECK_FALSE(exact.table_cutoffs);
    CHECK(exact.same_depth_cutoffs);
    CHECK(to_string(exact).starts_with(
        "transposition table 16 MiB (move ordering, cut-offs at the same depth), staged generation, move ranking"));
    // Same-depth cut-offs are exact only with nothing path-dependent on: with quiescence they are not used.
    EngineOptions with_quiescence = EngineOptions::exact();
    with_quiescence.quiescence = true;
    engine.set_options(with_quiescence);
    CHECK_FALSE(engine.features().same_depth_cutoffs);
    CHECK(to_string(engine.features()).starts_with("transposition table 16 MiB (move ordering only), quiescence"));
    CHECK(to_string(exact).find("no move: loss") != std::string::npos);
    // A table sized in KiB is reported so; without a table there is none to report.
    EngineOptions small = EngineOptions::exact();
    small.tt_kib = 64;
    engine.set_options(small);
    CHECK(engine.features().transposition_table);
    CHECK(engine.features().table_kib == 64);
    CHECK(engine.features().table_mib == 0);
    CHECK(to_string(engine.features()).starts_with("transposition table 64 KiB (move ordering, cut-offs at the same depth)"));
    small.tt_kib = 0;
    small.tt_mib = 0;
    engine.set_options(small);
    CHECK_FALSE(engine.features().transposition_table);
    CHECK(to_string(engine.features()).starts_with("staged generation"));
}

TEST_CASE("every built-in game declares exactly the features it provides") {
    static_assert((declared_features_v<congo::Position> | declared_features_v<congo::MoveGenerator>) ==
                  available_features<congo::Position, congo::MoveGenerator>());
    static_assert((declared_features_v<chess_simulator::Position> | declared_features_v<chess_simulator::MoveGenerator>) ==
                  available_features<chess_simulator::Position, chess_simulator::MoveGenerator>());
    using C4 = connect_four::Position<7, 6>;
    static_assert((declared_features_v<C4> | declared_features_v<connect_four::MoveGenerator>) ==
                  available_features<C4, connect_four::MoveGenerator>());
    static_assert((declared_features_v<tictactoe::Position> | declared_features_v<tictactoe::MoveGenerator>) ==
                  available_features<tictactoe::Position, tictactoe::MoveGenerator>());
    CHECK(to_string(declared_features_v<congo::MoveGenerator>) ==
          "move_count, noisy_moves, move_ranking, history, danger, quiet_moves");
}

namespace {
// A hashed game whose moves own memory (a std::string): the table stores a move's index, not the move,
// so Feature::hash asks nothing of the move type beyond MoveType.
struct WordPile {
    using move_type = std::string;
    static constexpr Features gametree_features = Feature::hash;
    int left = 5;
    Player mover = Player::first;
    [[nodiscard]] Player side_to_move() const { return mover; }
    [[nodiscard]] Outcome outcome() const { return left == 0 ? win_for(opponent(mover)) : Outcome::ongoing; }
    [[nodiscard]] WordPile after(const std::string& take) const {
        return {left - (take == "two" ? 2 : 1), opponent(mover)};
    }
    [[nodiscard]] std::uint64_t hash() const { return static_cast<std::uint64_t>(left) * 2 + (mover == Player::first); }
};
struct WordMoves {
    static constexpr std::size_t max_moves = 2;
    void generate(const WordPile& s, MoveBuffer<std::string, max_moves>& out) const {
        if (s.left >= 1) out.push_back("one");
        if (s.left >= 2) out.push_back("two");
    }
};
}  // namespace

TEST_CASE("a hashed game may have moves that own memory: the table keeps their indices") {
    static_assert(!std::is_trivially_copyable_v<WordPile::move_type>);
    static_assert(check_declared_features<WordPile, WordMoves>());
    Engine<WordPile, WordMoves, decltype([](const WordPile&) { return 0; })> engine;
    CHECK(engine.features().transposition_table);
    // Five counters: taking two leaves a multiple of three, a win for the first player.
    const auto report = engine.search(WordPile{}, SearchLimits::to_depth(8));
    REQUIRE(report.best_move);
    CHECK(*report.best_move == "two");
    CHECK(is_decisive(report.score));
    CHECK(report.score > 0);
}
