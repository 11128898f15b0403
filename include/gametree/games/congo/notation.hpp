/// \file
/// Reading a move written in course notation ("e3e4", "c4a4c2e4") against a position.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/movegen.hpp"

namespace gametree::congo {

/// Checks that `text` is a sequence of at least two square names (origin and landing squares).
[[nodiscard]] inline std::optional<ParseError> check_move_syntax(std::string_view text) {
    // Built by appending: g++ 12 at -O3 warns falsely (-Wrestrict) on "literal" + std::string&&. Only
    // for an error: a well-formed move (every move a reader reads) builds no message.
    if (text.size() < 4 || text.size() % 2 != 0 || text.size() > 2 * (max_monkey_jumps + 1)) {
        std::string message = "malformed move ";
        message += excerpt(text);
        message += ": expected an origin and one or more landing squares such as e3e4 or c4a4c2e4";
        return ParseError{std::move(message), 0};
    }
    for (std::size_t i = 0; i < text.size(); i += 2)
        if (!parse_square(text.substr(i, 2))) {
            std::string message = "malformed move ";
            message += excerpt(text, i);
            message += ": ";
            message += excerpt(text.substr(i, 2));
            message += " is not a square a1..g7";
            return ParseError{std::move(message), i};
        }
    return std::nullopt;
}

/// Every legal move of `pos` in notation, sorted as strings and separated by single spaces (empty when
/// there is none): the `congo moves` line.
[[nodiscard]] inline std::string legal_moves_text(const Position& pos) {
    auto moves = gametree::moves_of(MoveGenerator{}, pos);
    std::vector<std::string> names;
    names.reserve(moves.size());
    for (const Move& m : moves) names.push_back(to_string(m));
    std::sort(names.begin(), names.end());
    std::string line;
    for (const auto& n : names) {
        if (!line.empty()) line += ' ';
        line += n;
    }
    return line;
}

/// The legal move of `pos` that `text` names, or an error: malformed text, or a well-formed move that
/// is not legal here (the error then names the move and the position's FEN).
[[nodiscard]] inline Parsed<Move> parse_move(const Position& pos, std::string_view text) {
    if (auto error = check_move_syntax(text)) return *error;
    const Square origin = *parse_square(text.substr(0, 2));  // compared first: most moves leave from elsewhere
    auto moves = gametree::moves_of(MoveGenerator{}, pos);
    for (const Move& m : moves)
        if (m.from == origin && is_notation_of(text, m)) return m;
    std::string reason = is_over(pos.outcome()) ? " (the game is over)" : "";
    // The syntax check bounds the text to a few square names; escaped() is only a second guard.
    std::string message = "illegal move ";
    message += escaped(text);
    message += " in position ";
    message += to_fen(pos);
    message += reason;
    return ParseError{std::move(message), 0};
}

}  // namespace gametree::congo
