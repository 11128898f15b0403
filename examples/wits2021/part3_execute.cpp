// Course Part 3: execute a move. Input: N, then N pairs of lines (FEN, move); blank lines are skipped.
// Output per case: the resulting FEN, then "Continue", "White wins" or "Black wins".
#include <iostream>

#include "course_io.hpp"
#include "gametree/games/congo/notation.hpp"

using namespace gametree::congo;

int main(int argc, char** argv) {
    int status = 0;
    const course::Program program{"wits2021-part3-execute",
                                  "the FEN after the move, then \"Continue\", \"White wins\" or \"Black wins\"", -1,
                                  "N, then N cases of two lines (a FEN, then a move such as e3e4)"};
    if (!course::parse_options(argc, argv, program, status)) return status;
    course::CaseReader reader(std::cin);
    const auto cases = reader.case_count();
    if (!cases) return reader.exit_status();
    for (int i = 0; i < *cases; ++i) {
        const auto pos = course::read_fen(reader, i, *cases, Rules::wits2021);
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
        if (course::output_failed()) return reader.exit_status();
    }
    reader.expect_end();
    return reader.exit_status();
}
