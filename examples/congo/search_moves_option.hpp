// congo analyse --searchmoves: the root moves a search is restricted to, read against its position.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "gametree/core/text.hpp"
#include "gametree/games/congo/notation.hpp"
#include "options.hpp"

namespace cli {

/// The moves that the `--searchmoves` values name, in order. A value holds one or more moves,
/// separated by commas or spaces, any run of them ("a2a3,b2b3", "a2a3, b2b3" or "a2a3 b2b3"). Every one
/// must be a legal move of `pos`: the first that is not is a failure naming it, the value and the
/// position, as is a value with no move at all. Repeats are kept: the searches ignore them.
inline Result<std::vector<gametree::congo::Move>> parse_search_moves(const gametree::congo::Position& pos,
                                                                     const std::vector<std::string>& values) {
    constexpr std::string_view separators = ", \t";
    std::vector<gametree::congo::Move> moves;
    for (const std::string& value : values) {
        const std::string_view text = value;
        bool any = false;
        for (std::size_t start = text.find_first_not_of(separators); start != std::string_view::npos;) {
            const std::size_t end = std::min(text.find_first_of(separators, start), text.size());
            const auto move = gametree::congo::parse_move(pos, text.substr(start, end - start));
            if (!move) return fail("--searchmoves " + gametree::excerpt(value) + ": " + move.error().message);
            moves.push_back(*move);
            any = true;
            start = text.find_first_not_of(separators, end);
        }
        if (!any) return fail("--searchmoves " + gametree::excerpt(value) + ": no move given");
    }
    return moves;
}

}  // namespace cli
