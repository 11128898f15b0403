// Course Part 2: the moves of one piece type for the side to move, sorted, on one line.
#pragma once

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "course_io.hpp"
#include "gametree/games/congo/movegen.hpp"

namespace course {

/// Runs a Part 2 program for `type`: N FENs in, one line of sorted moves out per case (empty if none).
inline int list_piece_moves(int argc, char** argv, gametree::congo::PieceType type) {
    using namespace gametree::congo;
    const std::string name = "wits2021-part2-" + std::string(gametree::congo::name(type));
    const std::string per_case = "the " + std::string(gametree::congo::name(type)) +
                                 " moves of the side to move, sorted, on one line (an empty line when there is none)";
    int status = 0;
    if (!parse_options(argc, argv, Program{name, per_case}, status)) return status;
    return for_each_fen_case(Rules::wits2021, [type](const Position& pos) {
        auto moves = gametree::moves_of(MoveGenerator{}, pos);
        std::vector<std::string> names;
        for (const Move& m : moves)
            if (type_of(pos.piece_at(m.from)) == type) names.push_back(to_string(m));
        std::sort(names.begin(), names.end());
        for (std::size_t i = 0; i < names.size(); ++i) std::cout << (i ? " " : "") << names[i];
        std::cout << '\n';
    });
}

}  // namespace course
