// A tournament game as one line of text and back, so that a rank can send the games it played to
// rank 0: "NUMBER abandoned", or "NUMBER END OUTCOME MOVES" then per move "MOVE NODES MICROSECONDS
// SCORE". The moves are in the course's notation and are read back against the replayed position,
// so a corrupt line is refused, not half-read. Rank 0 reads every move of the tournament once mpirun
// has passed on SIGTERM, within the second before it kills the ranks: the reading copies no line,
// builds no stream and writes no move's notation.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "gametree/arena/tournament.hpp"
#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/games/congo/position.hpp"

namespace cluster {

/// A game of the schedule as a rank played it: its number, and the game unless it was abandoned.
struct NumberedGame {
    std::size_t number = 0;
    std::optional<gametree::TournamentGame<gametree::congo::Position>> game;
};

namespace detail {

/// Appends `value` in decimal, as `<<` writes it.
template <class Number>
void append_number(std::string& out, Number value) {
    char digits[24];  // the 20 digits of 2^64, or a sign and 19
    out.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
}

/// The words of a line one at a time, seen in place.
class Words {
public:
    explicit Words(std::string_view line) noexcept : rest_(line) {}

    /// The next word; empty at the end of the line.
    [[nodiscard]] std::string_view next() noexcept {
        // By hand: the words are a few characters long, shorter than a call of memchr pays for.
        std::size_t start = 0;
        while (start < rest_.size() && rest_[start] == ' ') ++start;
        std::size_t end = start;
        while (end < rest_.size() && rest_[end] != ' ') ++end;
        const auto word = rest_.substr(start, end - start);
        rest_.remove_prefix(end);
        return word;
    }

    /// Reads the next word into `out`: false unless it is all a number that `Number` holds.
    template <class Number>
    [[nodiscard]] bool number(Number& out) noexcept {
        const auto word = next();
        if (word.empty()) return false;
        const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), out);
        return error == std::errc{} && end == word.data() + word.size();
    }

    /// Whether nothing but spaces is left.
    [[nodiscard]] bool at_end() const noexcept { return rest_.find_first_not_of(' ') == std::string_view::npos; }

private:
    std::string_view rest_;
};

/// The fewest characters a move takes in a line: "a1a2 0 0 0" and a space. A line announcing more moves
/// than it can hold reserves no more than its length allows (a corrupt count is no huge allocation).
inline constexpr std::size_t shortest_move_text = 11;

}  // namespace detail

/// Appends the line for `g` (no newline) to `out`.
inline void append_line(std::string& out, const NumberedGame& g) {
    detail::append_number(out, g.number);
    if (!g.game) {
        out += " abandoned";
        return;
    }
    const auto& record = g.game->record;
    for (const std::size_t value : {static_cast<std::size_t>(record.end), static_cast<std::size_t>(record.outcome), record.moves.size()}) {
        out += ' ';
        detail::append_number(out, value);
    }
    for (const auto& played : record.moves) {
        out += ' ';
        out += gametree::congo::to_string(played.move);
        for (const std::uint64_t count : {played.nodes, played.microseconds}) {
            out += ' ';
            detail::append_number(out, count);
        }
        out += ' ';
        detail::append_number(out, played.score);
    }
}

/// The line for `g` (no newline).
[[nodiscard]] inline std::string to_line(const NumberedGame& g) {
    std::string line;
    append_line(line, g);
    return line;
}

/// The game of `line`, whose pairing and opening the schedule gives; nothing when the line is corrupt:
/// a word that is not what its place needs, a move that is not legal in the replayed position, fewer
/// or more moves than announced.
[[nodiscard]] inline std::optional<NumberedGame> from_line(std::string_view line,
                                                           const std::vector<gametree::ScheduledGame>& schedule,
                                                           const std::vector<gametree::congo::Position>& openings) {
    detail::Words words(line);
    NumberedGame g;
    if (!words.number(g.number) || g.number >= schedule.size()) return std::nullopt;
    const auto word = words.next();
    if (word == "abandoned") return words.at_end() ? std::optional(g) : std::nullopt;
    const auto& slot = schedule[g.number];
    gametree::GameRecord<gametree::congo::Position> record{openings[slot.opening], {}, {}, {}};
    int outcome = 0;
    std::size_t moves = 0;
    const int end = word.size() == 1 ? word[0] - '0' : -1;
    if (end < 0 || end > static_cast<int>(gametree::GameEnd::no_move)) return std::nullopt;
    record.end = static_cast<gametree::GameEnd>(end);
    if (!words.number(outcome) || !words.number(moves) || outcome < 0 || outcome > static_cast<int>(gametree::Outcome::draw))
        return std::nullopt;
    record.outcome = static_cast<gametree::Outcome>(outcome);
    if (record.outcome == gametree::Outcome::ongoing) return std::nullopt;  // only "abandoned" has no result
    record.moves.reserve(std::min(moves, line.size() / detail::shortest_move_text));
    auto pos = record.start;
    for (std::size_t k = 0; k < moves; ++k) {
        gametree::PlayedMove<gametree::congo::Move> played;
        const auto text = words.next();
        if (!words.number(played.nodes) || !words.number(played.microseconds) || !words.number(played.score))
            return std::nullopt;
        const auto move = gametree::congo::parse_move(pos, text);
        if (!move) return std::nullopt;
        played.move = *move;
        record.moves.push_back(played);
        pos = pos.after(*move);
    }
    if (!words.at_end()) return std::nullopt;
    g.game = gametree::TournamentGame<gametree::congo::Position>{slot.first, slot.second, slot.opening, std::move(record)};
    return g;
}

/// Every game of the schedule in its slot: nothing for one abandoned or not played.
using GameSlots = std::vector<std::optional<gametree::TournamentGame<gametree::congo::Position>>>;

/// The games of `texts` (the ranks' lines, each ended by a new line) in their slots of `schedule`, or the
/// error that quotes the first line that cannot be read.
[[nodiscard]] inline gametree::Parsed<GameSlots> read_games(const std::vector<std::string>& texts,
                                                            const std::vector<gametree::ScheduledGame>& schedule,
                                                            const std::vector<gametree::congo::Position>& openings) {
    GameSlots games(schedule.size());
    for (const std::string_view text : texts) {
        for (std::size_t at = 0; at < text.size();) {
            const auto end = std::min(text.find('\n', at), text.size());
            const auto line = text.substr(at, end - at);
            at = end + 1;
            auto g = from_line(line, schedule, openings);
            if (!g) return gametree::ParseError{"a rank sent a game that cannot be read: " + gametree::excerpt(line), 0};
            games[g->number] = std::move(g->game);
        }
    }
    return games;
}

}  // namespace cluster
