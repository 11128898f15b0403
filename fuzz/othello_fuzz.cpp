// Fuzzes Othello's readers: parse_position on arbitrary bytes for the 4x4, 6x6 and 8x8 boards,
// parse_move against a few fixed positions and against every accepted one, and the othello tool's
// command line (its words split at newlines). Each gives a value or an error with a message and an
// offset inside the text. An accepted position is written back by to_text exactly; its legal moves
// are the ones the move generator lists (counted the same), each named by a square that parse_move
// reads back as that move; every move plays to a consistent position (the turn passes, one disc more,
// the centre still taken, the text round trip), and a line played from it is written by line_text in
// words that replay, with its passes, to the same position.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <gametree/games/othello/othello.hpp>

#include "../examples/othello/options.hpp"
#include "fail.hpp"

using namespace gametree;
using namespace gametree::othello;

namespace {

[[noreturn]] void fail(const char* what, std::string_view text) { fuzz::fail("othello_fuzz", what, text); }

template <class T>
void check_error(const Parsed<T>& parsed, std::string_view text) {
    if (parsed) return;
    if (parsed.error().message.empty()) fail("an error without a message", text);
    if (parsed.error().offset > text.size()) fail("an error offset past the end of the text", text);
}

/// A position's discs are disjoint and on the board, the centre is taken, and its moves are where they
/// may be: on empty squares, none in a finished game.
template <int N>
void check_invariants(const Position<N>& pos, std::string_view text) {
    using G = Geometry<N>;
    const Bitboard x = pos.discs(Player::first);
    const Bitboard o = pos.discs(Player::second);
    if (x & o) fail("both players have a disc on one square", text);
    if ((x | o) & ~G::all) fail("a disc off the board", text);
    if ((G::centre & (x | o)) != G::centre) fail("an empty centre square", text);
    if (pos.legal_moves() & ~pos.empty()) fail("a legal move on a taken square", text);
    if (pos.legal_moves() != legal_moves<N>(pos.own(), pos.opponent_discs())) fail("legal_moves() differs from the rules", text);
    const bool opponent_can_move = legal_moves<N>(pos.opponent_discs(), pos.own()) != 0;
    if (is_over(pos.outcome()) != (pos.legal_moves() == 0 && !opponent_can_move)) fail("the outcome disagrees with the moves", text);
    if (pos.must_pass() && !opponent_can_move) fail("a pass to a side without a move", text);
    if (is_over(pos.outcome())) {
        const int diff = std::popcount(pos.own()) - std::popcount(pos.opponent_discs());
        const Outcome expected = diff == 0 ? Outcome::draw : win_for(diff > 0 ? pos.side_to_move() : opponent(pos.side_to_move()));
        if (pos.outcome() != expected) fail("the winner is not the one with more discs", text);
        if ((pos.utility() > 0) != (diff > 0) || (pos.utility() == 0) != (diff == 0)) fail("utility() disagrees with the winner", text);
    }
    const auto again = parse_position<N>(to_text(pos));
    if (!again || !(*again == pos) || again->hash() != pos.hash()) fail("a position does not round-trip through to_text", text);
    const std::string board = render(pos);
    if (static_cast<int>(std::count(board.begin(), board.end(), '\n')) != N + 3) fail("render() drew another number of lines", text);
}

/// Plays `plies` plies from `start` (the move picked by `pick`, passing when a side must), then checks that
/// line_text writes that line in words that replay to the same position.
template <int N>
void check_line(const Position<N>& start, std::string_view pick, std::string_view text) {
    std::vector<Move> line;
    Position<N> pos = start;
    for (std::size_t i = 0; i < 12 && !is_over(pos.outcome()); ++i) {
        if (pos.must_pass()) pos = pos.after_pass();
        MoveGenerator::Buffer moves;
        MoveGenerator{}.generate(pos, moves);
        if (moves.empty()) fail("an ongoing game without a move after a pass", text);
        const std::size_t choice = i < pick.size() ? static_cast<unsigned char>(pick[i]) : i;
        const Move m = moves[choice % moves.size()];
        line.push_back(m);
        pos = pos.after(m);
    }
    const std::string written = line_text(start, line);
    Position<N> replay = start;
    std::size_t moves_read = 0;
    for (std::size_t at = 0; at < written.size();) {
        std::size_t end = written.find(' ', at);
        if (end == std::string::npos) end = written.size();
        const std::string_view word = std::string_view(written).substr(at, end - at);
        if (word == pass_text) {
            if (!replay.must_pass()) fail("line_text wrote a pass where the side had a move", text);
            replay = replay.after_pass();
        } else {
            const auto m = parse_move(replay, word);
            if (!m) fail("line_text wrote a move that parse_move refuses", text);
            if (!(*m == line[moves_read])) fail("line_text wrote another move than the line's", text);
            ++moves_read;
            replay = replay.after(*m);
        }
        at = end + 1;
    }
    if (moves_read != line.size() || !(replay == pos)) fail("line_text's words do not replay to the line's end", text);
}

template <int N>
void check_position(const Position<N>& pos, std::string_view text) {
    check_invariants(pos, text);
    const std::uint64_t count = MoveGenerator{}.count(pos);
    MoveGenerator::Buffer moves;
    MoveGenerator{}.generate(pos, moves);
    if (moves.size() != count) fail("count() differs from the number of generated moves", text);
    if (pos.must_pass() && count != 0) fail("a side that must pass has moves", text);
    const int discs = std::popcount(pos.own() | pos.opponent_discs());
    for (const Move& m : moves) {
        const auto read = parse_move(pos, to_string(m));
        if (!read || !(*read == m)) fail("parse_move does not read a generated move's name back", text);
        const Position<N> next = pos.after(m);
        if (next.side_to_move() == pos.side_to_move()) fail("the turn did not pass", text);
        if (std::popcount(next.own() | next.opponent_discs()) != discs + 1) fail("a move did not add exactly one disc", text);
        if (std::popcount(next.discs(pos.side_to_move())) <= std::popcount(pos.own()) + 1) fail("a move flipped nothing", text);
        check_invariants(next, text);
    }
    if (pos.must_pass()) check_invariants(pos.after_pass(), text);
    check_line(pos, text, text);
}

/// parse_move of `text` against `pos`: accepted exactly when it names a legal move, and then that move.
template <int N>
void check_move_text(const Position<N>& pos, std::string_view text) {
    const auto parsed = parse_move(pos, text);
    check_error(parsed, text);
    bool legal = false;
    MoveGenerator::Buffer moves;
    MoveGenerator{}.generate(pos, moves);
    for (const Move& m : moves) legal = legal || to_string(m) == text;
    if (legal != static_cast<bool>(parsed)) fail(legal ? "refused a legal move" : "accepted a text that names no legal move", text);
    if (parsed && to_string(*parsed) != text) fail("the accepted move's name differs from the input", text);
}

template <int N>
void fuzz_board(std::string_view text) {
    const auto parsed = parse_position<N>(text);
    check_error(parsed, text);
    if (!parsed) return;
    if (to_text(*parsed) != text) fail("to_text does not give back the accepted text", text);
    if (othello::board_length(text) != static_cast<std::size_t>(N) * N) fail("board_length() is not the board's", text);
    check_position(*parsed, text);
    check_move_text(*parsed, text);
}

/// Fixed positions of each size for the move reader: the start, one where a side must pass, a finished game.
template <int N>
std::vector<Position<N>> fixtures() {
    std::vector<Position<N>> positions{Position<N>{}};
    // Each side's discs alone: the other side has no move (and no disc), so the game is over.
    positions.push_back(Position<N>::from_discs(Geometry<N>::centre, 0, Player::first));
    // X to move with no move while O has one: X must pass.
    const Bitboard x = Geometry<N>::at(N / 2 - 1, N / 2 - 1);
    const Bitboard o = Geometry<N>::centre & ~x;
    positions.push_back(Position<N>::from_discs(x, o, Player::first));
    return positions;
}

/// The othello tool's command line: the words are the input's lines.
void fuzz_command_line(std::string_view text) {
    std::vector<std::string> words;
    for (std::size_t at = 0; at <= text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        words.emplace_back(text.substr(at, end - at));
        at = end + 1;
    }
    // As othello's main: each command's own options.
    const std::pair<const char*, std::vector<std::string_view>> commands[] = {
        {"perft", {"--size", "--board", "--threads"}},
        {"solve", {"--size", "--board", "--movetime", "--hash"}},
        {"selfplay", {"--size", "--board", "--depth", "--hash"}},
    };
    for (const auto& [command, options] : commands) {
        othello_cli::Arguments args;
        const auto failure = othello_cli::parse_arguments(command, words, options, args);
        if (failure) {
            if (failure->empty()) fail("a command-line error without a message", text);
            continue;
        }
        const int size = args.board_size();
        if (size != 6 && size != 8) fail("a board size other than 6 and 8", text);
        if (args.board) {
            if (size == 6) check_error(parse_position<6>(*args.board), *args.board);
            else check_error(parse_position<8>(*args.board), *args.board);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fuzz_board<4>(text);
    fuzz_board<6>(text);
    fuzz_board<8>(text);
    static const auto fixtures6 = fixtures<6>();
    static const auto fixtures8 = fixtures<8>();
    for (const auto& pos : fixtures6) check_move_text(pos, text);
    for (const auto& pos : fixtures8) check_move_text(pos, text);
    fuzz_command_line(text);
    return 0;
}
