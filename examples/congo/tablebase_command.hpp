// congo tablebase: the exact value of an endgame of at most four pieces, and of every move from it.
#pragma once

#include <algorithm>
#include <iostream>
#include <string>
#include <tuple>
#include <vector>

#include "engine_setup.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/game_end.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "gametree/search/tablebase/probe.hpp"
#include "options.hpp"

namespace cli {

/// A move's value for the side that makes it: won, drawn or lost, and in how many plies from before it.
struct MoveValue {
    gametree::congo::Move move;
    gametree::TablebaseValue value;
};

/// "win in 11", "draw", "loss in 4": a value for the side it belongs to, in plies.
inline std::string value_words(gametree::TablebaseValue v) {
    using Result = gametree::TablebaseValue::Result;
    if (v.result == Result::draw) return "draw";
    return std::string(v.result == Result::win ? "win" : "loss") + " in " + std::to_string(v.plies);
}

/// Every legal move of `pos` with its exact value for the side to move, best first: the fastest wins,
/// the draws, the slowest losses (moves of one value in the order of their text). `tablebases` must
/// cover every position the moves reach (those of at most four pieces do, once built).
inline std::vector<MoveValue> move_values(const gametree::congo::EndgameTablebases& tablebases,
                                          const gametree::congo::Position& pos) {
    using namespace gametree;
    using Result = TablebaseValue::Result;
    std::vector<MoveValue> values;
    for (const auto& m : moves_of(congo::MoveGenerator{}, pos))
        if (const auto v = value_of_move(pos, m, tablebases)) values.push_back({m, *v});  // all are, below five pieces
    // Wins first, nearest first; then draws; then losses, farthest first.
    const auto rank = [](const MoveValue& x) {
        const auto plies = static_cast<long long>(x.value.plies);
        if (x.value.result == Result::win) return std::tuple{0, plies, congo::to_string(x.move)};
        if (x.value.result == Result::draw) return std::tuple{1, 0LL, congo::to_string(x.move)};
        return std::tuple{2, -plies, congo::to_string(x.move)};
    };
    std::sort(values.begin(), values.end(), [&](const MoveValue& a, const MoveValue& b) { return rank(a) < rank(b); });
    return values;
}

inline int run_tablebase(const Arguments& args) {
    using namespace gametree;
    using namespace gametree::congo;
    if (auto e = args.expect_positional(1, "congo tablebase [--rules R] FEN")) return report(*e);
    const auto pos = parse_fen(args.positional[0], args.rules);
    if (!pos) return report("bad FEN " + excerpt(args.positional[0], pos.error().offset) + ": " + pos.error().describe());
    if (is_over(pos->outcome())) return report("the game is over: " + result_with_reason(*pos) + "; nothing to look up");
    const int pieces = count(pos->occupied());
    if (pieces > 4)
        return report("not in the tablebases: " + std::to_string(pieces) +
                      " pieces (they hold at most four: the two lions and two more)");
    const EndgameTablebases tablebases(args.rules, TablebasePieces::four);
    // The tables of three too: a move's capture can reach any of them.
    const TablebaseBuild build = build_tablebases(tablebases, args.rules, &*pos);
    const auto value = tablebases.probe(*pos);
    if (!value) return report("not in the tablebases: a lion is outside its castle");
    std::cout << "tablebases: " << build.said << '\n';
    std::cout << "tablebase: " << tablebase_value_text(*value, pos->side_to_move()) << '\n';
    for (const MoveValue& mv : move_values(tablebases, *pos)) std::cout << to_string(mv.move) << ' ' << value_words(mv.value) << '\n';
    return 0;
}

}  // namespace cli
