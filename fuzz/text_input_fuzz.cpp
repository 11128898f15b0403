// Fuzzes the readers of the programs' text inputs, each given the same arbitrary bytes: `congo match
// --openings FILE` (read_openings, under both rule sets), the course programs' standard input (the
// one-FEN-per-case programs through course::for_each_fen_case, and Part 3's FEN and move pairs through
// course::execute_cases), congo-cluster's game lines (from_line, and read_games over the whole text) and
// the lines typed in `congo play` by two humans (run_play, standard input being the text).
// The checks: the openings are the FEN lines of the text (every line that is not blank or a '#' comment,
// after a CR and a first line's byte order mark are dropped), or an error naming the file and the line
// of the first bad one; a course program answers exactly the valid cases of its N, reports every
// malformed one as "error: line L: ..." with L a line of the input (or the line after it), and exits
// with 2 exactly when it reported one; a game line read is written back by to_line as a line read as the
// same game, and read_games fills the slots of the lines read or quotes the first line it cannot read;
// a game of typed lines ends with status 0 in the position the lines' legal moves lead to (undo, quit and
// resign included), which its printed record replays to.
#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gametree/arena/tournament.hpp>
#include <gametree/games/congo/congo.hpp>

#include "../examples/congo/openings_file.hpp"
#include "../examples/congo/play.hpp"
#include "../examples/congo_cluster/game_record_text.hpp"
#include "../examples/wits2021/course_io.hpp"
#include "../examples/wits2021/execute_cases.hpp"
#include "captured_output.hpp"
#include "fail.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

std::string_view input;  // the whole input, shown by a failed check

[[noreturn]] void fail(const char* what) { fuzz::fail("text_input_fuzz", what, input); }

using fuzz::Captured;

/// The lines of `text`: split at each '\n', the last one kept when it has no '\n' after it.
std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    for (std::size_t at = 0; at < text.size();) {
        const auto end = std::min(text.find('\n', at), text.size());
        lines.emplace_back(text.substr(at, end - at));
        at = end + 1;
    }
    return lines;
}

// --- congo match --openings FILE ---

void check_openings(Rules rules) {
    std::istringstream in{std::string(input)};
    const auto read = cli::match_detail::read_openings(in, "openings.txt", rules);
    // What the file holds, line by line.
    auto lines = lines_of(input);
    std::vector<Position> expected;
    std::size_t bad_line = 0;  // the first line that is no FEN of an unfinished game, from 1
    for (std::size_t k = 0; k < lines.size() && bad_line == 0; ++k) {
        std::string line = lines[k];
        if (line.size() > (1 << 16)) return;  // longer than the reader keeps: not fuzzed (inputs are shorter)
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (k == 0 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
        if (line.find_first_not_of(" \t") == std::string::npos || line.starts_with('#')) continue;
        const auto pos = parse_fen(line, rules);
        if (!pos || is_over(pos->outcome())) bad_line = k + 1;
        else expected.push_back(*pos);
    }
    if (read) {
        if (bad_line != 0) fail("openings: a file with a bad line read");
        if (read->size() != expected.size() || !std::equal(read->begin(), read->end(), expected.begin()))
            fail("openings: not the positions of the file's FEN lines");
        for (const Position& p : *read) {
            if (is_over(p.outcome())) fail("openings: a finished game read");
            const auto again = parse_fen(to_fen(p), rules);
            if (!again || !(*again == p)) fail("openings: an opening that its FEN does not give back");
        }
        return;
    }
    const std::string& message = read.error();
    if (bad_line != 0) {
        if (!message.starts_with("'openings.txt' line " + std::to_string(bad_line) + ": "))
            fail("openings: the error does not name the file and the first bad line");
    } else {
        if (!expected.empty()) fail("openings: a file of good FEN lines refused");
        if (message != "the openings file 'openings.txt' has no FEN") fail("openings: a file without a FEN not said so");
    }
}

// --- the course programs ---

/// The course's lines as CaseReader gives them: trimmed of spaces, tabs and CRs, the first line of its
/// byte order mark. Nothing when a line is too long to be read whole (such inputs are not checked).
std::optional<std::vector<std::string>> course_lines() {
    auto lines = lines_of(input);
    for (std::size_t k = 0; k < lines.size(); ++k) {
        auto& line = lines[k];
        if (line.size() > course::CaseReader::max_line_length) return std::nullopt;
        if (k == 0 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
        const auto first = line.find_first_not_of(" \t\r");
        line = first == std::string::npos ? std::string{} : line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
    }
    return lines;
}

/// The count of cases on the first line, as the course programs read it, or nothing.
std::optional<int> case_count(const std::vector<std::string>& lines) {
    if (lines.empty() || lines[0].empty()) return std::nullopt;
    int n = -1;
    const auto [end, ec] = std::from_chars(lines[0].data(), lines[0].data() + lines[0].size(), n);
    if (ec != std::errc{} || end != lines[0].data() + lines[0].size() || n < 0) return std::nullopt;
    return n;
}

/// The checks shared by the course programs: every error line is "error: line L: ..." with L from 1 to
/// one past the last line, there are `errors` of them, and the status is 2 exactly when there is one.
void check_course_errors(const std::string& err, int status, std::size_t line_count, std::size_t errors) {
    std::size_t reported = 0;
    for (const auto& line : lines_of(err)) {
        ++reported;
        std::size_t number = 0;
        constexpr std::string_view prefix = "error: line ";
        if (!line.starts_with(prefix)) fail("course: an error that does not say its line");
        const char* digits = line.data() + prefix.size();
        const auto [end, ec] = std::from_chars(digits, line.data() + line.size(), number);
        if (ec != std::errc{} || number < 1 || number > line_count + 1 || std::string_view(end).substr(0, 2) != ": " ||
            std::string_view(end).size() <= 2)
            fail("course: an error naming no line of the input, or no problem");
    }
    if (!err.empty() && err.back() != '\n') fail("course: an error line without its end");
    if (reported != errors) fail("course: not one error per malformed case");
    if (status != (errors == 0 ? 0 : 2)) fail("course: an exit status that does not say whether a case was malformed");
}

void check_fen_cases() {
    std::istringstream in{std::string(input)};
    std::vector<std::string> answered;
    int status = -1;
    std::string err;
    {
        const Captured captured;
        status = course::for_each_fen_case(in, Rules::standard, [&](const Position& p) { answered.push_back(to_fen(p)); });
        err = captured.err();
    }
    const auto lines = course_lines();
    if (!lines) return;
    // What the program must do: the first N lines that are not blank are the cases.
    std::vector<std::string> expected;
    std::size_t errors = 0;
    if (const auto n = case_count(*lines)) {
        int cases = 0;
        std::size_t k = 1;
        for (; k < lines->size() && cases < *n; ++k) {
            if ((*lines)[k].empty()) continue;
            ++cases;
            const auto pos = parse_fen((*lines)[k], Rules::standard);
            if (pos) expected.push_back(to_fen(*pos));
            else ++errors;
        }
        if (cases < *n) ++errors;  // the input ended early
        for (; k < lines->size(); ++k)
            if (!(*lines)[k].empty()) {
                ++errors;  // anything after the last case, said once
                break;
            }
    } else {
        errors = 1;
    }
    if (answered != expected) fail("course: not exactly the valid cases answered");
    check_course_errors(err, status, lines->size(), errors);
}

void check_execute_cases() {
    std::istringstream in{std::string(input)};
    int status = -1;
    std::string out;
    std::string err;
    {
        const Captured captured;
        status = course::execute_cases(in);
        out = captured.out();
        err = captured.err();
    }
    const auto lines = course_lines();
    if (!lines) return;
    std::string expected;
    std::size_t errors = 0;
    if (const auto n = case_count(*lines)) {
        std::vector<std::string> case_lines;  // the lines that are not blank, after the count
        std::size_t k = 1;
        for (; k < lines->size() && case_lines.size() < 2 * static_cast<std::size_t>(*n); ++k)
            if (!(*lines)[k].empty()) case_lines.push_back((*lines)[k]);
        for (std::size_t c = 0; c + 1 < case_lines.size(); c += 2) {
            const auto pos = parse_fen(case_lines[c], Rules::wits2021);
            if (!pos) {
                ++errors;
                continue;
            }
            const auto move = parse_move(*pos, case_lines[c + 1]);
            if (!move) {
                ++errors;
                continue;
            }
            const Position next = pos->after(*move);
            expected += to_fen(next) + '\n';
            const auto o = next.outcome();
            expected += o == Outcome::first_wins ? "White wins\n" : o == Outcome::second_wins ? "Black wins\n" : "Continue\n";
        }
        if (case_lines.size() < 2 * static_cast<std::size_t>(*n)) {
            // The input ended in a case: its FEN, when it has one, is read (and reported if bad), then
            // the missing FEN or move is reported.
            if (case_lines.size() % 2 == 1 && !parse_fen(case_lines.back(), Rules::wits2021)) ++errors;
            ++errors;
        } else {
            for (; k < lines->size(); ++k)
                if (!(*lines)[k].empty()) {
                    ++errors;
                    break;
                }
        }
    } else {
        errors = 1;
    }
    if (out != expected) fail("course part 3: not exactly the valid cases answered");
    check_course_errors(err, status, lines->size(), errors);
}

// --- congo-cluster's game lines ---

struct Cluster {
    std::vector<ScheduledGame> schedule = round_robin_schedule(3, 2);
    std::vector<Position> openings{*parse_fen(start_fen), *parse_fen("2l4/1p1p3/2pM3/1p1p3/7/3s1G1/1Z1L1E1 w 3")};
};

bool same_game(const cluster::NumberedGame& a, const cluster::NumberedGame& b) {
    if (a.number != b.number || a.game.has_value() != b.game.has_value()) return false;
    if (!a.game) return true;
    const auto& x = a.game->record;
    const auto& y = b.game->record;
    if (a.game->first != b.game->first || a.game->second != b.game->second || a.game->opening != b.game->opening ||
        !(x.start == y.start) || x.outcome != y.outcome || x.end != y.end || x.moves.size() != y.moves.size())
        return false;
    for (std::size_t k = 0; k < x.moves.size(); ++k)
        if (!(x.moves[k].move == y.moves[k].move) || x.moves[k].nodes != y.moves[k].nodes ||
            x.moves[k].microseconds != y.moves[k].microseconds || x.moves[k].score != y.moves[k].score)
            return false;
    return true;
}

void check_game_lines() {
    static const Cluster c;
    bool all_read = true;
    std::string first_unread;
    cluster::GameSlots slots(c.schedule.size());
    for (const auto& line : lines_of(input)) {
        const auto g = cluster::from_line(line, c.schedule, c.openings);
        if (!g) {
            if (all_read) first_unread = line;
            all_read = false;
            continue;
        }
        if (g->number >= c.schedule.size()) fail("cluster: a game number past the schedule");
        if (g->game) {
            const auto& record = g->game->record;
            if (record.outcome == Outcome::ongoing) fail("cluster: a played game without a result");
            if (!(record.start == c.openings[c.schedule[g->number].opening])) fail("cluster: a game not from its opening");
            Position pos = record.start;
            for (const auto& played : record.moves) {
                if (!parse_move(pos, to_string(played.move))) fail("cluster: a move that is not legal where it was played");
                pos = pos.after(played.move);
            }
        }
        const auto again = cluster::from_line(cluster::to_line(*g), c.schedule, c.openings);
        if (!again || !same_game(*g, *again)) fail("cluster: a game read, written back, is not read as the same game");
        if (all_read) slots[g->number] = g->game;
    }
    const auto games = cluster::read_games({std::string(input)}, c.schedule, c.openings);
    if (all_read != static_cast<bool>(games)) fail("cluster: read_games and from_line disagree");
    if (!games) {
        const std::string& message = games.error().message;
        if (message != "a rank sent a game that cannot be read: " + gametree::excerpt(first_unread))
            fail("cluster: read_games' error does not quote the first line it cannot read");
        return;
    }
    for (std::size_t k = 0; k < slots.size(); ++k) {
        const cluster::NumberedGame a{k, slots[k]};
        const cluster::NumberedGame b{k, (*games)[k]};
        if (!same_game(a, b)) fail("cluster: read_games put another game in a slot than its line holds");
    }
}


// --- congo play's typed lines ---

/// The position a game of `congo play` between two humans ends in when they type the input's lines,
/// worked out line by line here: a move that parse_move accepts is played, "undo" takes back the
/// typist's last move, "quit" and "resign" end the game, the other commands change nothing, and a line
/// longer than the reader's 4,096 characters is rejected.
Position expected_play_end(const Position& start, int move_limit) {
    std::vector<Position> states{start};
    for (std::string line : lines_of(input)) {
        const Position pos = states.back();
        if (is_over(pos.outcome()) || states.size() - 1 >= 2 * static_cast<std::size_t>(move_limit)) break;
        if (line.size() > 4096) continue;
        const auto first = line.find_first_not_of(" \t\r");
        line = first == std::string::npos ? "" : line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
        if (line == "quit" || line == "resign") break;
        if (line.empty() || line == "help" || line == "board" || line == "moves" || line == "hint") continue;
        if (line == "undo") {
            for (std::size_t k = states.size() - 1; k-- > 0;)
                if (states[k].side_to_move() == pos.side_to_move()) {
                    states.resize(k + 1);
                    break;
                }
            continue;
        }
        if (const auto move = parse_move(pos, line)) states.push_back(pos.after(*move));
    }
    return states.back();
}

void check_play() {
    cli::Arguments args;
    args.white = "human";
    args.black = "human";
    args.depth = 1;  // for "hint"
    args.hash_mib = 0;
    args.max_moves = 20;
    std::istringstream in{std::string(input)};
    std::streambuf* const keyboard = std::cin.rdbuf(in.rdbuf());
    int status = -1;
    std::string out;
    std::string err;
    {
        const Captured captured;
        status = cli::run_play(args);
        out = captured.out();
        err = captured.err();
    }
    std::cin.rdbuf(keyboard);
    std::cin.clear();
    if (status != 0 || !err.empty()) fail("play: a game of typed lines that does not end with status 0 and no error");
    const auto final_at = out.rfind("\nFinal position: ");
    const auto game_at = out.rfind("\nGame: ", final_at);
    if (final_at == std::string::npos || game_at == std::string::npos || out.back() != '\n')
        fail("play: no game record or final position at the end");
    const std::string fen = out.substr(final_at + 17, out.size() - final_at - 18);
    const Position start = *parse_fen(start_fen);
    const auto final_position = parse_fen(fen);
    if (!final_position || !(*final_position == expected_play_end(start, *args.max_moves)))
        fail("play: the game does not end where the typed moves lead");
    // The record's moves, numbers skipped, replay the game to that position.
    std::istringstream record(out.substr(game_at + 7, final_at - game_at - 7));
    Position pos = start;
    for (std::string word; record >> word;) {
        if (word == "(no" || word == "moves)" || word.back() == '.') continue;
        const auto move = parse_move(pos, word);
        if (!move) fail("play: a game record that does not replay");
        pos = pos.after(*move);
    }
    if (!(pos == *final_position)) fail("play: a game record that does not lead to the final position");
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    input = std::string_view(reinterpret_cast<const char*>(data), size);
    check_openings(Rules::standard);
    check_openings(Rules::wits2021);
    check_fen_cases();
    check_execute_cases();
    check_game_lines();
    check_play();
    return 0;
}
