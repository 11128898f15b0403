// A tournament game as one line of text and back, so that a rank can send the games it played to
// rank 0: "NUMBER abandoned", or "NUMBER END OUTCOME MOVES" then per move "MOVE NODES MICROSECONDS
// SCORE". The moves are in the course's notation and are read back against the replayed position,
// so a corrupt line is refused, not half-read.
#pragma once

#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
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

/// The line for `g` (no newline).
[[nodiscard]] inline std::string to_line(const NumberedGame& g) {
    std::ostringstream line;
    line << g.number;
    if (!g.game) return line.str() + " abandoned";
    const auto& record = g.game->record;
    line << ' ' << static_cast<int>(record.end) << ' ' << static_cast<int>(record.outcome) << ' ' << record.moves.size();
    for (const auto& played : record.moves)
        line << ' ' << gametree::congo::to_string(played.move) << ' ' << played.nodes << ' ' << played.microseconds
             << ' ' << played.score;
    return line.str();
}

/// The game of `line`, whose pairing and opening the schedule gives; nothing when the line is corrupt.
[[nodiscard]] inline std::optional<NumberedGame> from_line(const std::string& line,
                                                          const std::vector<gametree::ScheduledGame>& schedule,
                                                          const std::vector<gametree::congo::Position>& openings) {
    std::istringstream in(line);
    NumberedGame g;
    std::string word;
    if (!(in >> g.number >> word) || g.number >= schedule.size()) return std::nullopt;
    if (word == "abandoned") return g;
    const auto& slot = schedule[g.number];
    gametree::GameRecord<gametree::congo::Position> record{openings[slot.opening], {}, {}, {}};
    int outcome = 0;
    std::size_t moves = 0;
    const int end = word.size() == 1 ? word[0] - '0' : -1;
    if (end < 0 || end > static_cast<int>(gametree::GameEnd::no_move)) return std::nullopt;
    record.end = static_cast<gametree::GameEnd>(end);
    if (!(in >> outcome >> moves) || outcome < 0 || outcome > static_cast<int>(gametree::Outcome::draw))
        return std::nullopt;
    record.outcome = static_cast<gametree::Outcome>(outcome);
    if (record.outcome == gametree::Outcome::ongoing) return std::nullopt;  // only "abandoned" has no result
    auto pos = record.start;
    for (std::size_t k = 0; k < moves; ++k) {
        gametree::PlayedMove<gametree::congo::Move> played;
        if (!(in >> word >> played.nodes >> played.microseconds >> played.score)) return std::nullopt;
        const auto move = gametree::congo::parse_move(pos, word);
        if (!move) return std::nullopt;
        played.move = *move;
        record.moves.push_back(played);
        pos = pos.after(*move);
    }
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
    for (const auto& text : texts) {
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);) {
            auto g = from_line(line, schedule, openings);
            if (!g) return gametree::ParseError{"a rank sent a game that cannot be read: " + gametree::excerpt(line), 0};
            games[g->number] = std::move(g->game);
        }
    }
    return games;
}

}  // namespace cluster
