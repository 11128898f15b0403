// Using gametree in your own project, in two steps:
//   1. plug in a game of your own: a state, a move generator and an evaluator are all it takes;
//   2. give a game that comes with the library an evaluator of your own.
// Every search (perft, minimax, alpha-beta, the Engine) then works on them unchanged, and the
// conformance kit checks that a game keeps the promises the searches rely on.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include <gametree/games/congo/congo.hpp>
#include <gametree/search/alphabeta.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/perft.hpp>
#include <gametree/testing/conformance.hpp>

#include "common/output.hpp"  // common::finish: a failed write to stdout is an error, not success

using gametree::Outcome;
using gametree::Player;
using gametree::Score;

// --- 1. A game of your own: "Race to 21" -------------------------------------------------------------
// The players take turns adding 1, 2 or 3 to a running total; whoever reaches exactly 21 wins. Landing
// on 5, 10, 15 or 20 earns another turn at once (the library handles a player moving twice in a row).

/// A move: how much to add. Moves must be copyable and comparable with ==.
struct Add {
    int amount;
    friend bool operator==(const Add&, const Add&) = default;
};

/// The state: everything that decides the rest of the game. It names its move type and says whose turn
/// it is, whether the game is over, and which state a move leads to (without changing itself).
struct Race {
    using move_type = Add;
    int total = 0;
    Player side = Player::first;

    Player side_to_move() const { return side; }
    Outcome outcome() const {  // 21 is no bonus square: whoever reached it passed the turn
        return total == 21 ? gametree::win_for(gametree::opponent(side)) : Outcome::ongoing;
    }
    Race after(Add m) const {
        const int next = total + m.amount;
        const bool bonus = next % 5 == 0;
        return {next, bonus ? side : gametree::opponent(side)};
    }
    /// Optional: a hash lets the Engine use its transposition table. Declaring it makes a slip (a hash
    /// of another type, say) a compile error instead of an engine without its table.
    static constexpr gametree::Features gametree_features = gametree::Feature::hash;
    std::uint64_t hash() const { return static_cast<std::uint64_t>(total * 2 + gametree::index_of(side)); }
    /// Optional: == lets the conformance kit check that after() leaves a state as it was.
    friend bool operator==(const Race&, const Race&) = default;
};

/// The move generator: lists the moves of a state (none once the game is over) into a buffer on the
/// stack that holds `max_moves` moves.
struct RaceMoves {
    static constexpr std::size_t max_moves = 3;
    void generate(const Race& s, gametree::MoveBuffer<Add, max_moves>& out) const {
        for (int k = 1; k <= 3 && s.total + k <= 21; ++k) out.push_back(Add{k});
    }
};

/// The evaluator scores a state for the side to move. This one only knows finished games; searched to
/// the end, that is enough.
struct RaceScore {
    Score operator()(const Race& s) const {
        if (s.outcome() == Outcome::ongoing) return 0;
        return gametree::is_win_for(s.outcome(), s.side) ? 100 : -100;
    }
};

// --- 2. Your own evaluator for a game of the library: Congo -------------------------------------------
// Material (the library's evaluator, with its values for the full game) plus 5 points per move the side
// to move has more than its opponent.
struct MaterialAndMobility {
    Score operator()(const gametree::congo::Position& pos) const {
        using namespace gametree::congo;
        const Score material = MaterialEvaluator{standard_piece_values}(pos);
        if (gametree::is_over(pos.outcome())) return material;
        Position their_turn = pos;
        their_turn.set_side_to_move(gametree::opponent(pos.side_to_move()));
        const auto ours = static_cast<Score>(MoveGenerator{}.count(pos));
        const auto theirs = static_cast<Score>(MoveGenerator{}.count(their_turn));
        return material + 5 * (ours - theirs);
    }
};

/// Random games through the conformance kit (any test framework can call it; the result says what
/// failed, where, and after which moves). Notation is optional: moves are written "+2" and read back.
gametree::testing::ConformanceResult check_race() {
    gametree::testing::ConformanceOptions<Race> options;
    options.games = 200;
    options.max_plies = 21;
    options.games_must_end = true;  // the total grows every move: 21 moves at most
    options.to_text = [](const Add& m) { return std::string("+").append(std::to_string(m.amount)); };
    options.parse = [](const Race& s, std::string_view text) -> std::optional<Add> {
        const int amount = text.size() == 2 && text[0] == '+' ? text[1] - '0' : 0;
        if (amount < 1 || amount > 3 || s.total + amount > 21) return std::nullopt;
        return Add{amount};
    };
    options.print_state = [](const Race& s) { return std::string("total ").append(std::to_string(s.total)); };
    return gametree::testing::check_conformance(Race{}, RaceMoves{}, options);
}

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    if (argc > 1) {
        const bool help = std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0;
        std::fprintf(help ? stdout : stderr, "%susage: own_game\nA game defined in one file (race to 21), "
                     "checked by the conformance kit, counted by perft and solved by alpha-beta and the engine; "
                     "it takes no options.\n",
                     help ? "" : "error: own_game takes no arguments\n");
        return help ? common::finish(0) : 2;
    }
    std::printf("Race to 21\n");
    const auto conformance = check_race();
    std::printf("  conformance: %s\n", conformance.summary().c_str());
    if (!conformance.ok()) return 1;
    std::printf("  perft depth 4: %llu move sequences\n",
                static_cast<unsigned long long>(gametree::perft(Race{}, 4, RaceMoves{})));
    // Alpha-beta to the end of the game (at most 21 moves): +100 means the first player wins.
    const auto solved = gametree::alphabeta(Race{}, 21, RaceMoves{}, RaceScore{});
    std::printf("  alpha-beta: value %d, first move: add %d\n", solved.value, solved.best_move->amount);
    // The Engine reports won games as mate scores: how many plies the win takes with best play.
    gametree::SearchLimits limits;  // also: nodes, time, a stop flag
    limits.depth = 30;
    gametree::Engine<Race, RaceMoves, RaceScore> race_engine;
    std::printf("  engine features: %s\n", to_string(race_engine.features()).c_str());
    const auto race = race_engine.search(Race{}, limits);
    std::printf("  engine: first player %s in %d plies, first move: add %d\n", race.score > 0 ? "wins" : "loses",
                gametree::plies_to_end(race.score) * (race.score > 0 ? 1 : -1), race.best_move->amount);

    std::printf("Congo with a material and mobility evaluator\n");
    using namespace gametree::congo;
    const Position start = parse_fen(start_fen).value();
    const auto course = gametree::alphabeta(start, 3, MoveGenerator{}, MaterialAndMobility{});
    std::printf("  alpha-beta depth 3: value %d, best move %s\n", course.value, to_string(*course.best_move).c_str());
    gametree::Engine<Position, MoveGenerator, MaterialAndMobility> engine;
    limits.depth = 5;
    const auto report = engine.search(start, limits);
    std::printf("  engine depth %d: score %d, best move %s, pv", report.depth, report.score,
                to_string(*report.best_move).c_str());
    for (const Move& m : report.pv) std::printf(" %s", to_string(m).c_str());
    std::printf(", %llu nodes\n", static_cast<unsigned long long>(report.nodes));
    return common::finish(0);
}
