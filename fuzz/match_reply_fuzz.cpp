// Fuzzes how `congo match` reads an engine's lines: read_thinking_line (the lines while an engine is
// asked for a move: info skipped, bestmove MOVE, anything else garbage) and refusal_of (a refused
// option during the preflight). The input's lines are the engine's lines as ChildProcess::read_line
// gives them (no line end, a trailing '\r' removed). Each line is read without a crash into the kind
// its first word says; a bestmove's move is one word of the line, with no white space in it, and the
// referee's parse_move reads it (against a few fixed positions) as the move it names or an error.
// Each line is also put after "bestmove " + a legal move's name + " ": the move read must be that name.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <gametree/games/congo/congo.hpp>

#include "../examples/congo/match_preflight.hpp"
#include "fail.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

[[noreturn]] void fail(const char* what, std::string_view line) { fuzz::fail("match_reply_fuzz", what, line, "line"); }

struct Fixture {
    Position pos;
    std::vector<std::string> names;  // every legal move's name
};

std::vector<Fixture> make_fixtures() {
    std::vector<Fixture> fixtures;
    for (const char* fen : {"gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0", "2l4/1p1p3/2pM3/1p1p3/7/3s1G1/1Z1L1E1 w 3"}) {
        const auto pos = parse_fen(fen, Rules::standard);
        if (!pos) fail("a bad fixture", fen);
        Fixture f{*pos, {}};
        for (const Move& m : gametree::moves_of(MoveGenerator{}, f.pos)) f.names.push_back(to_string(m));
        fixtures.push_back(std::move(f));
    }
    return fixtures;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

/// The line's first word: up to its first white space (`bestmovee3e4` is one word, not bestmove).
std::string_view first_word(std::string_view line) {
    std::size_t end = 0;
    while (end < line.size() && !is_space(line[end])) ++end;
    return line.substr(0, end);
}

void check_line(std::string_view line, const std::vector<Fixture>& fixtures) {
    using Kind = cli::ThinkingLine::Kind;
    const auto said = cli::read_thinking_line(line);
    const bool skip = line.empty() || first_word(line) == "info";
    if ((said.kind == Kind::skip) != skip) fail("an info or empty line read as another kind, or the reverse", line);
    if (!skip && (said.kind == Kind::bestmove) != (first_word(line) == "bestmove")) fail("bestmove misread", line);
    if (said.kind != Kind::bestmove && !said.move.empty()) fail("a move read from a line that is not bestmove", line);
    if (said.kind == Kind::bestmove) {
        const std::string& m = said.move;
        if (line.substr(8).find(m) == std::string_view::npos) fail("a move that is not in the line", line);
        for (const char c : m)
            if (is_space(c)) fail("a move with white space in it", line);
        bool word_after = false;  // anything but white space after "bestmove"
        for (const char c : line.substr(8)) word_after = word_after || !is_space(c);
        if (m.empty() == word_after) fail("no move read from a bestmove with a word after it, or the reverse", line);
        for (const Fixture& f : fixtures) {
            const auto move = parse_move(f.pos, m);
            if (move && to_string(*move) != m) fail("the referee read another move than the one named", line);
        }
    }

    const auto refusal = cli::refusal_of(line);
    if (refusal.has_value() != cli::refuses_option(line)) fail("refusal_of disagrees with refuses_option", line);
    if (refusal) {
        if (!line.ends_with(*refusal)) fail("a refusal that is not the end of the line", line);
        if (line.starts_with(cli::info_string_prefix) && *refusal != line.substr(cli::info_string_prefix.size()))
            fail("a refusal with the info string prefix left in", line);
    }

    // The line after a legal bestmove, as a ponder move or any other words would follow it.
    for (const Fixture& f : fixtures) {
        if (f.names.empty()) continue;
        const std::string& name = f.names[line.size() % f.names.size()];
        const std::string answer = "bestmove " + name + " " + std::string(line);
        const auto read = cli::read_thinking_line(answer);
        if (read.kind != Kind::bestmove || read.move != name) fail("a legal bestmove not read as its move", answer);
        const auto move = parse_move(f.pos, read.move);
        if (!move || to_string(*move) != name) fail("the referee refused a legal bestmove", answer);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::vector<Fixture> fixtures = make_fixtures();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (std::size_t at = 0; at <= text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(at, end - at);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);  // as ChildProcess::read_line
        check_line(line, fixtures);
        at = end + 1;
    }
    return 0;
}
