// chess-simulator: runs the chess simulator's commands from a file, the Hacettepe programming
// assignment 3 (2020), over the library game gametree::chess_simulator.
//
//   chess-simulator input.txt
//   chess-simulator --extensions input.txt     also hint and initialize960
//
// Each command is printed behind "> ", then its output. A line's words are separated by any run of
// white space (spaces, tabs, a carriage return of a Windows line end), and the command is printed as
// its words joined by single spaces, so "  move  p1\ta3 " prints "> move p1 a3"; a UTF-8 byte order
// mark at the start of the file is skipped. Blank lines (empty
// or only white space) are skipped: neither printed nor answered. A command with the wrong number of
// words, or an unknown one, prints FAILED. Pieces move whenever told, whatever their colour: the
// simulator has no turns.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/line_reader.hpp"
#include "../common/output.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/setup/chess960.hpp"

namespace {

using namespace gametree;
using namespace gametree::chess_simulator;

constexpr std::string_view usage = R"(usage: chess-simulator [--extensions] INPUT
Runs the commands of the file INPUT, one per line, printing each behind "> " and then its output:
  initialize            set up the starting board; prints OK, then the board
  showmoves PIECE       the squares PIECE may move to, sorted as names (a3 a5 a7 b2), or FAILED when
                        it is not on the board or cannot move
  move PIECE SQUARE     moves PIECE to SQUARE, capturing what stands there: OK, or FAILED when the
                        rules do not allow it
  print                 prints the board: 23 dashes, ranks 8 to 1 (squares a to h), 23 dashes
  exit                  stops; the lines after it are not read
Pieces: ki qu r1 r2 b1 b2 n1 n2 p1..p8 (White), KI QU R1 R2 B1 B2 N1 N2 P1..P8 (Black); squares a1..h8.
The board starts set up. Any piece may move at any time (there are no turns). Words may be separated
by any white space; each command is printed with single spaces. An unknown or malformed command prints
FAILED; blank lines, and a UTF-8 byte order mark at the start of the file, are skipped.
Options:
  --extensions          also accept these commands:
      hint white|black      a move for that side, found by a depth-3 alpha-beta search on material,
                            printed as "move PIECE SQUARE" (it is not played)
      initialize960 N       sets up Chess960 starting position N (0-959; 518 is the standard one) for
                            both sides, Black mirroring White; prints OK, then the board. Each side's
                            rooks, bishops and knights are numbered from the a-file (r1 is the rook
                            nearer a), its pawns p1..p8 stand on a..h.
  --help                prints this text
Problems with the file or the arguments are reported on stderr, with exit status 2: a file larger
than 16 MiB is refused, and a line longer than 1024 characters is reported and skipped (the other
commands are still run).
)";

/// The search depth of `hint`, in plies.
constexpr int hint_depth = 3;
/// The largest input file read (a command file is a few KiB; /dev/zero must not exhaust the memory).
constexpr std::size_t max_input_bytes = std::size_t{16} << 20;
/// The longest command line (the longest valid command has about twenty characters).
constexpr std::size_t max_line_length = 1024;

constexpr std::string_view white_space = " \t\r\v\f";

/// The words of a line, separated by any run of white space.
std::vector<std::string_view> words_of(std::string_view line) {
    std::vector<std::string_view> words;
    for (std::size_t at = line.find_first_not_of(white_space); at != std::string_view::npos;
         at = line.find_first_not_of(white_space, at)) {
        const auto end = std::min(line.find_first_of(white_space, at), line.size());
        words.push_back(line.substr(at, end - at));
        at = end;
    }
    return words;
}

/// The simulator: a position and the commands that act on it.
class Simulator {
public:
    explicit Simulator(bool extensions) : extensions_(extensions) {}

    /// Runs one command, writing its output to `out`; false when the command was `exit`.
    bool run(const std::vector<std::string_view>& words, std::ostream& out) {
        const std::string_view command = words.front();
        const std::size_t arguments = words.size() - 1;
        if (command == "exit" && arguments == 0) return false;
        if (command == "initialize" && arguments == 0) {
            set_up(standard_board(), out);
        } else if (command == "print" && arguments == 0) {
            out << render(position_.board());
        } else if (command == "showmoves" && arguments == 1) {
            show_moves(words[1], out);
        } else if (command == "move" && arguments == 2) {
            move(words[1], words[2], out);
        } else if (extensions_ && command == "hint" && arguments == 1) {
            hint(words[1], out);
        } else if (extensions_ && command == "initialize960" && arguments == 1) {
            const auto arrangement = chess960::arrangement_of(words[1]);
            if (arrangement) set_up(board_of(*arrangement), out);
            else out << "FAILED\n";
        } else {
            out << "FAILED\n";
        }
        return true;
    }

private:
    void set_up(const Board& board, std::ostream& out) {
        position_ = Position(board);
        out << "OK\n" << render(board);
    }

    void show_moves(std::string_view piece, std::ostream& out) const {
        const auto p = parse_piece(piece);
        Bitboard to = p ? targets(position_.board(), *p) : 0;
        if (to == 0) {
            out << "FAILED\n";
            return;
        }
        out << square_list(to) << '\n';
    }

    void move(std::string_view piece, std::string_view square, std::ostream& out) {
        const auto m = parse_move(position_.board(), piece, square);
        if (!m) {
            out << "FAILED\n";
            return;
        }
        // The mover's side takes the turn, plays, and passes the turn.
        position_ = position_.with_side_to_move(color_of(position_.board().piece_at(m->from))).after(*m);
        out << "OK\n";
    }

    void hint(std::string_view color, std::ostream& out) const {
        std::optional<Player> side;
        if (color == "white") side = white;
        if (color == "black") side = black;
        if (!side) {
            out << "FAILED\n";
            return;
        }
        const Position root = position_.with_side_to_move(*side);
        const auto result = alphabeta(root, hint_depth, MoveGenerator{}, MaterialEvaluator{});
        if (!result.best_move) {
            out << "FAILED\n";  // that side has no move
            return;
        }
        out << "move " << piece_move_text(root.board(), *result.best_move) << '\n';
    }

    Position position_{standard_board()};
    bool extensions_;
};

/// `path` quoted for a message: escaped, and cut to its last 80 characters (where the file's name is).
std::string quoted_path(const std::string& path) { return excerpt(path, path.size()); }

/// The whole file, or an error message.
std::optional<std::string> read_file(const std::string& path, std::string& error) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        error = quoted_path(path) + " is a directory, not a file of commands";
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int code = errno;
        error = "cannot open " + quoted_path(path);
        if (code != 0) {
            error += ": ";
            error += std::strerror(code);
        }
        return std::nullopt;
    }
    std::string text(max_input_bytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) {
        error = "cannot read " + quoted_path(path);
        return std::nullopt;
    }
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > max_input_bytes) {
        error = quoted_path(path) + " is larger than " + std::to_string(max_input_bytes >> 20) + " MiB: not a file of commands";
        return std::nullopt;
    }
    return text;
}

/// Reports a problem with the arguments or the input file; returns the exit status 2.
int fail(std::string_view message, bool show_usage = true) {
    std::cerr << "error: " << message << '\n';
    if (show_usage) std::cerr << "usage: chess-simulator [--extensions] INPUT (try --help)\n";
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    std::ios::sync_with_stdio(false);
    bool extensions = false;
    std::optional<std::string> path;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << usage;
            return common::finish(0);
        }
        if (arg == "--extensions") {
            extensions = true;
        } else if (arg.starts_with("--")) {
            return fail("unknown option " + excerpt(arg));
        } else if (path) {
            return fail("more than one input file (" + quoted_path(*path) + " and " + quoted_path(std::string(arg)) + ")");
        } else {
            path = std::string(arg);
        }
    }
    if (!path) return fail("no input file given");

    std::string error;
    const auto text = read_file(*path, error);
    if (!text) return fail(error, false);

    // The commands: the words of each line that has any, up to `exit` (the lines after it are not
    // read). An overlong line is reported and skipped.
    std::vector<std::vector<std::string_view>> commands;
    bool skipped_lines = false;
    std::size_t line_number = 0;
    for (std::size_t at = common::byte_order_mark_length(*text); at < text->size();) {  // the mark: no part of a command
        const auto end = std::min(text->find('\n', at), text->size());
        ++line_number;
        if (end - at > max_line_length) {
            std::cerr << "error: line " << line_number << " is longer than " << max_line_length
                      << " characters (skipped): " << excerpt(std::string_view(*text).substr(at, end - at)) << '\n';
            skipped_lines = true;
        } else if (auto words = words_of(std::string_view(*text).substr(at, end - at)); !words.empty()) {
            commands.push_back(std::move(words));
            if (commands.back() == std::vector<std::string_view>{"exit"}) break;
        }
        at = end + 1;
    }
    if (commands.empty() && !skipped_lines) {
        return fail(quoted_path(*path) + " has no commands (it is empty or blank)", false);
    }

    Simulator simulator(extensions);
    for (const auto& words : commands) {
        std::cout << '>';
        for (const std::string_view word : words) std::cout << ' ' << word;
        std::cout << '\n';
        if (!simulator.run(words, std::cout)) break;
        // Output that cannot be written (a full disk, a reader gone): stop, as nobody sees the rest.
        if (!std::cout) break;
    }
    return common::finish(skipped_lines ? 2 : 0);
}
