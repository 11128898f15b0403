// Course Part 3's cases: N, then N pairs of lines (FEN, move), read from a stream; for each, the FEN after
// the move and "Continue", "White wins" or "Black wins". In a header of its own so that it is fuzzed
// without a process.
#pragma once

#include <iostream>
#include <istream>
#include <string>

#include "course_io.hpp"
#include "gametree/games/congo/notation.hpp"

namespace course {

/// Answers the Part 3 cases of `in` on standard output; returns the exit status.
inline int execute_cases(std::istream& in) {
    using namespace gametree::congo;
    CaseReader reader(in);
    const auto cases = reader.case_count();
    if (!cases) return reader.exit_status();
    for (int i = 0; i < *cases; ++i) {
        const auto pos = read_fen(reader, i, *cases, Rules::wits2021);
        if (reader.ended()) return reader.exit_status();
        const auto move_text = reader.next_case_line();
        if (!move_text) {
            if (!reader.flooded())
                reader.error_at(reader.line_number() + 1, "missing move: the input ended in case " + std::to_string(i + 1));
            return reader.exit_status();
        }
        if (!pos || reader.skipped()) continue;
        const auto move = parse_move(*pos, *move_text);
        if (!move) {
            reader.error(move.error().message);
            continue;
        }
        const Position next = pos->after(*move);
        std::cout << to_fen(next) << '\n';
        switch (next.outcome()) {
        case gametree::Outcome::first_wins: std::cout << "White wins\n"; break;
        case gametree::Outcome::second_wins: std::cout << "Black wins\n"; break;
        default: std::cout << "Continue\n"; break;
        }
        if (output_failed()) return reader.exit_status();
    }
    reader.expect_end();
    return reader.exit_status();
}

}  // namespace course
