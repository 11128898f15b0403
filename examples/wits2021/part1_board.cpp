// Course Part 1: set up the board from a FEN and list where every piece stands.
// Input: N, then N FENs. Output per case: 16 lines "<colour> <piece>: <squares>", then
// "side to play: white|black"; a blank line between cases.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "course_io.hpp"
#include "gametree/games/congo/fen.hpp"

using namespace gametree::congo;

int main(int argc, char** argv) {
    int status = 0;
    const course::Program program{"wits2021-part1-board",
                                  "16 lines \"<colour> <piece>: <squares>\" and \"side to play: white|black\", a blank line "
                                  "between cases"};
    if (!course::parse_options(argc, argv, program, status)) return status;
    bool first_case = true;
    return course::for_each_fen_case(Rules::standard, [&](const Position& pos) {
        if (!first_case) std::cout << '\n';
        first_case = false;
        for (const PieceType type : all_piece_types)
            for (const gametree::Player side : {white, black}) {
                std::vector<std::string> squares;
                for (Bitboard b = pos.pieces(side, type); b;) squares.push_back(to_string(pop_first(b)));
                std::sort(squares.begin(), squares.end());
                std::cout << color_name(side) << ' ' << name(type) << ':';
                for (const auto& s : squares) std::cout << ' ' << s;
                std::cout << '\n';
            }
        std::cout << "side to play: " << color_name(pos.side_to_move()) << '\n';
    });
}
