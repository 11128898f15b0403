// A game's moves as numbered text ("1. e2e3 e6e5 2. ..."), shared by `congo play` and the web page.
#pragma once

#include <string>
#include <vector>

#include "gametree/games/congo/notation.hpp"
#include "gametree/games/congo/position.hpp"

namespace cli {

/// The moves played from `start`, numbered by full moves; a game that starts with Black to move opens
/// with "N...". "(no moves)" when there is none.
inline std::string game_record(const gametree::congo::Position& start, const std::vector<gametree::congo::Move>& moves) {
    using namespace gametree::congo;
    if (moves.empty()) return "(no moves)";
    std::string text;
    text.reserve(moves.size() * 8);  // "e2e3 " and a move number every other move: one allocation for most games
    Position pos = start;
    for (std::size_t k = 0; k < moves.size(); ++k) {
        // Appended piece by piece: g++ 12 at -O3 warns falsely (-Wrestrict) on "literal" + std::string&&.
        if (k) text += ' ';
        if (pos.side_to_move() == white || k == 0) {
            text += std::to_string(pos.move_number() + 1);
            text += pos.side_to_move() == white ? ". " : "... ";
        }
        text += to_string(moves[k]);
        pos = pos.after(moves[k]);
    }
    return text;  // not `empty ? ... : text`, which copied it
}

}  // namespace cli
