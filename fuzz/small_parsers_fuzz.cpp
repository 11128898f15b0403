// Fuzzes the parsers of the other games: Chess960 arrangements and numbers, the chess simulator's
// board text and piece/square words, tic-tac-toe board strings and Connect Four move strings. Each
// must return a value or an error for any bytes, and what it accepts must write back consistently.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <gametree/setup/chess960.hpp>
#include <gametree/games/chess_simulator/chess_simulator.hpp>
#include <gametree/games/connect_four/connect_four.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>

#include "fail.hpp"

namespace {

[[noreturn]] void fail(const char* what, std::string_view input) { fuzz::fail("small_parsers_fuzz", what, input); }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    using namespace gametree;

    if (const auto a = chess960::parse_arrangement(text)) {
        const auto n = chess960::number_of(*a);
        if (n) {
            const auto back = chess960::arrangement_of(*n);
            if (!back || chess960::to_string(*back) != chess960::to_string(*a)) fail("chess960 round trip", text);
        }
    }
    if (const auto a = chess960::arrangement_of(text)) {
        if (!chess960::number_of(*a)) fail("chess960 arrangement_of gave an invalid arrangement", text);
    }

    if (const auto board = chess_simulator::parse_board(text)) {
        const auto again = chess_simulator::parse_board(chess_simulator::render(*board));
        if (!again || chess_simulator::render(*again) != chess_simulator::render(*board)) fail("chess simulator board", text);
        const auto space = text.find(' ');
        if (space != std::string_view::npos)
            (void)chess_simulator::parse_move(*board, text.substr(0, space), text.substr(space + 1));
    }
    (void)chess_simulator::read_piece(text);
    (void)chess_simulator::read_square(text);

    if (const auto pos = tictactoe::parse_board(text)) {
        const auto again = tictactoe::parse_board(tictactoe::to_board_string(*pos));
        if (!again || tictactoe::to_board_string(*again) != tictactoe::to_board_string(*pos)) fail("tic-tac-toe board", text);
    }
    (void)connect_four::play_moves<7, 6>(text);
    return 0;
}
