// Fuzzes the FEN reader: parse_fen on arbitrary bytes under both rule sets. When a FEN is accepted,
// writing it back must give the same text, the incremental hash must match one computed from scratch,
// the move count must equal the number of listed moves (which spill to the heap past max_moves), and
// every move must play to a consistent position. Every accepted position, and every position a move
// leads to, must be one a game can reach: each lion in its own castle, or in the enemy castle with the
// enemy lion gone (it flew there to take it); under standard rules no pawn on its last rank.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <gametree/games/congo/congo.hpp>

#include "fail.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

[[noreturn]] void fail(const char* what, std::string_view text) { fuzz::fail("fen_fuzz", what, text); }

int piece_count(const Position& pos) { return count(pos.occupied()); }

/// The placement rules parse_fen enforces, restated independently of it.
bool reachable_placement(const Position& pos) {
    for (const Player side : {white, black}) {
        const Bitboard lion = pos.pieces(side, PieceType::lion);
        const bool enemy_lion = pos.pieces(opponent(side), PieceType::lion) != 0;
        if (lion && !(lion & castle(side)) && !((lion & castle(opponent(side))) && !enemy_lion)) return false;
        const int last_rank = side == white ? board_size - 1 : 0;
        if (promotes(pos.rules()) && (pos.pieces(side, PieceType::pawn) & rank_mask(last_rank))) return false;
    }
    return true;
}

void check_position(const Position& pos, std::string_view text) {
    if (pos.hash() != pos.compute_hash()) fail("hash() differs from compute_hash()", text);
    if (!reachable_placement(pos)) fail("accepted a lion outside its castle or an unpromoted pawn", text);

    const std::uint64_t count = MoveGenerator{}.count(pos);
    MoveGenerator::Buffer moves;
    MoveGenerator{}.generate(pos, moves);  // a list longer than max_moves spills to the heap
    if (moves.size() != count) fail("count() differs from the number of generated moves", text);
    if (moves.spilled() != (count > MoveGenerator::max_moves)) fail("the move list spilled at the wrong size", text);
    if (is_over(pos.outcome()) && count != 0) fail("a finished game has moves", text);

    for (const Move& m : moves) {
        const Position next = pos.after(m);
        if (next.hash() != next.compute_hash()) fail("hash() differs from compute_hash() after a move", text);
        if (next.side_to_move() == pos.side_to_move()) fail("the turn did not pass", text);
        if (piece_count(next) > piece_count(pos)) fail("a move added pieces", text);
        if (!reachable_placement(next)) fail("a move led to a lion outside its castle or an unpromoted pawn", text);
        const auto again = parse_fen(to_fen(next), next.rules());
        if (!again || !(*again == next)) fail("a position reached by a move does not round-trip through FEN", text);
        (void)next.outcome();
        (void)MoveGenerator{}.count(next);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        const auto parsed = parse_fen(text, rules);
        if (!parsed) {
            if (parsed.error().message.empty()) fail("an error without a message", text);
            if (parsed.error().offset > text.size()) fail("an error offset past the end of the text", text);
            continue;
        }
        const Position& pos = *parsed;
        if (pos.rules() != rules) fail("the position has other rules than requested", text);
        if (to_fen(pos) != text) fail("to_fen does not give back the accepted text", text);
        check_position(pos, text);
    }
    return 0;
}
