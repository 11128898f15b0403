// Course Part 2: the elephant's moves. Input: N, then N FENs; output: one sorted line of moves per case.
#include "part2_piece_moves.hpp"

int main(int argc, char** argv) { return course::list_piece_moves(argc, argv, gametree::congo::PieceType::elephant); }
